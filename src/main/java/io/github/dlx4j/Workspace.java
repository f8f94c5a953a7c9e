/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * What one thread searches on: a matrix, and the engines' buffers that outlive a search (the bit-parallel
 * endgame's bitsets and what its payoff rule has learned). It makes the engine for a search; a parallel
 * worker has a workspace of its own, copied from the caller's.
 */
final class Workspace {

    final LinkedMatrix matrix;
    /** The counters of the shortcuts taken on this workspace (tests read them). */
    final Diagnostics diagnostics;
    /** When the parallel searches on this matrix may give work away. */
    WarmUp warmUp = new WarmUp();
    /** The covers and selections made outside a search. */
    final Selections selections;
    private Endgame endgame;
    /** Algorithm M's bounds: made with the workspace for a problem with multiplicities, else on first use. */
    private Bounds bounds;
    /** What reads dead ends off the links of a colored problem, made on first use. */
    private DeadEnds deadEnds;
    /** The counting engine of the last search that ran on it, kept for the next; null before. */
    private CountingEngine counting;
    /** Whether the shape rule chooses the counting engine ({@link CountingTables#pays}); null until asked. */
    private Boolean countingPays;
    private SubtreeMemo.Layout memoLayout;
    /** The key layout of Algorithm M's counts' memo, made on first use. */
    private MultiplicityKeys multiplicityKeys;
    /** What restores the matrix after the last search, when that search put it off; null otherwise. */
    private Runnable pendingRestore;
    /**
     * For a parallel worker's copy: the path from the parallel search's root to the task's node, so that the
     * count's memo keys its nodes from that root and keeps one set of rules for the thread's tasks; null
     * otherwise. Set by {@link #forTask}.
     */
    private int[] memoPath;
    /** The memo of the last task counted on this worker's copy: its rules and its table go on to the next task. */
    private SubtreeMemo lastMemo;
    /** For a parallel worker's copy: what the count's workers share about their memos; null otherwise. */
    private SubtreeMemo.Workers memoWorkers;
    /**
     * Whether the links engines made here read dead ends off the links from their start, until their first
     * window of nodes says otherwise ({@link LinksEngine}); only on colored problems. A parallel worker's
     * task sets it to its giver's verdict ({@link #forTask}): a gift that started with it on, below a giver
     * whose windows had turned it off (a random XCC family without dead ends), would take a branch that the
     * compiled links' loop and simulation had never taken in the giver, and both would be compiled again.
     */
    private boolean readDeadEndsAtStart = true;

    Workspace(LinkedMatrix matrix) {
        this(matrix, new Diagnostics());
    }

    /** A workspace whose shortcuts count what they do in {@code diagnostics} (tests). */
    Workspace(LinkedMatrix matrix, Diagnostics diagnostics) {
        this(matrix, diagnostics, new Selections(matrix));
    }

    private Workspace(LinkedMatrix matrix, Diagnostics diagnostics, Selections selections) {
        this.matrix = matrix;
        this.diagnostics = diagnostics;
        this.selections = selections;
        this.bounds = matrix.problem.hasMultiplicities() ? new Bounds(matrix) : null;
    }

    /**
     * Returns a workspace on a copy of this matrix (and its bounds) in its current state, with fresh engine
     * buffers and counters of its own.
     */
    Workspace copy() {
        settle();
        LinkedMatrix m = new LinkedMatrix(matrix);
        Workspace w = new Workspace(m, new Diagnostics(), new Selections(selections, m));
        if (bounds != null) {
            w.bounds = new Bounds(bounds, m);
        }
        w.countingPays = countingPays;
        w.memoLayout = memoLayout;
        w.multiplicityKeys = multiplicityKeys;
        return w;
    }

    /** Algorithm M's bounds on this matrix: 1..1 for every primary item of a problem without multiplicities. */
    Bounds bounds() {
        Bounds b = bounds;
        if (b == null) {
            b = new Bounds(matrix);
            bounds = b;
        }
        return b;
    }

    /** What reads dead ends off the links of this (colored) matrix, made on first use. */
    DeadEnds deadEnds() {
        DeadEnds d = deadEnds;
        if (d == null) {
            d = new DeadEnds(matrix, diagnostics);
            deadEnds = d;
        }
        return d;
    }

    /**
     * Puts off restoring the matrix after a search that a deadline or cancellation ended: {@code restore}
     * runs at the next use of this workspace ({@link #settle}), so that the caller has its answer at once
     * (undoing the covers along a path thousands of levels deep takes as long as making them did).
     */
    void restoreLater(Runnable restore) {
        if (pendingRestore != null) {
            throw new IllegalStateException("a restore is already pending");
        }
        pendingRestore = restore;
    }

    /** Restores the matrix if a search put that off ({@link #restoreLater}); called before any use of it. */
    void settle() {
        Runnable r = pendingRestore;
        if (r != null) {
            pendingRestore = null;
            r.run();
        }
    }

    /** Returns copies of the links and of the bounds of a problem with multiplicities (restore invariant). */
    int[][] snapshot() {
        settle();
        int[][] links = matrix.snapshot();
        int[][] all = java.util.Arrays.copyOf(links, links.length + 1);
        all[links.length] = matrix.problem.hasMultiplicities() ? bounds.bound.clone() : new int[0];
        return all;
    }

    /** Returns whether the links and bounds equal a {@link #snapshot()}. */
    boolean matches(int[][] snapshot) {
        settle();
        int k = snapshot.length - 1;
        return matrix.matches(java.util.Arrays.copyOf(snapshot, k)) && java.util.Arrays.equals(snapshot[k],
                matrix.problem.hasMultiplicities() ? bounds.bound : new int[0]);
    }

    /** The endgame buffers of this matrix, made on first use. */
    Endgame endgame() {
        Endgame e = endgame;
        if (e == null) {
            e = new Endgame(matrix, diagnostics);
            endgame = e;
        }
        return e;
    }

    /**
     * Sets the key layout of the counts' memo on this matrix's problem, in place of the one made on first
     * use: for tests, a layout without {@link Settling}.
     */
    void useMemoLayout(SubtreeMemo.Layout layout) {
        this.memoLayout = layout;
    }

    /**
     * The key layout of the counts' memo on this matrix's problem, made on first use; while it is made,
     * {@code control} may stop it at its deadline or cancellation: null then.
     */
    private SubtreeMemo.Layout memoLayout(SearchControl control) {
        SubtreeMemo.Layout l = memoLayout;
        if (l == null) {
            try {
                l = new SubtreeMemo.Layout(matrix.problem, control::stopAsked);
            } catch (SubtreeMemo.Layout.Stopped e) {
                return null;
            }
            memoLayout = l;
        }
        return l;
    }

    /**
     * Makes the engine that runs a search with the given control and request on this workspace: the one
     * its {@link Plan} picks, with the shortcuts the plan allows.
     */
    SearchEngine engine(SearchControl control, EngineOptions options) {
        Plan plan = Plan.of(matrix.problem, options, this::countingPays);
        switch (plan.engine()) {
            case ALGORITHM_M:
                return new MultiplicityEngine(this, control, plan);
            case COUNTING:
                counting = CountingEngine.reuse(counting, this, control, plan.memo(), plan.propagate());
                return counting;
            default:
                return new LinksEngine(this, control, plan);
        }
    }

    /**
     * Applies a path of moves (a subproblem, a piece of a split, a worker's gift), so that a search then
     * finds the solutions below it. On the links any compatible options go: they are selected (Knuth's
     * commit). Under Algorithm M a path is replayed move by move, as the search makes it (an option must be
     * one the search tries at its level, -1 is a null move), since there a node of the tree is not just the
     * options above it: the options tried before them at their levels are out of play too.
     *
     * @throws PrefixException if the path does not fit; nothing is changed then
     */
    void selectPrefix(int[] path) {
        selectPrefix(path, null, false);
    }

    /**
     * {@link #selectPrefix(int[])}; under Algorithm M, {@code lastMove} (when not null) receives the updates
     * and cleansings of the path's last move ({@link MultiplicityEngine#replay(int[], long[])}), and the path
     * is replayed with the choices of a search with sharp preference when {@code sharp} (the rule of the
     * search that cut it: a public {@link Subproblem} is cut without).
     */
    void selectPrefix(int[] path, long[] lastMove, boolean sharp) {
        if (!matrix.problem.hasMultiplicities()) {
            for (int o : path) {
                if (o < 0) {
                    throw new PrefixException("a null move (-1) is a move of Algorithm M only; this"
                            + " problem has no multiplicities", null);
                }
            }
            selections.selectPrefix(path);
            return;
        }
        if (path.length == 0) {
            return;
        }
        for (int o : path) {
            if (o < -1 || o >= matrix.problem.optionCount()) {
                throw new PrefixException("option " + o + " is out of range [0, "
                        + matrix.problem.optionCount() + ")", null);
            }
        }
        MultiplicityEngine replay = (MultiplicityEngine) engine(new SearchControl(SearchSettings.DEFAULT),
                EngineOptions.DEFAULT.withSharp(sharp));
        replay.replay(path, lastMove);
        replays.push(replay);
    }

    /** Undoes {@link #selectPrefix(int[])} of the same path, the last one applied. */
    void deselectPrefix(int[] path) {
        if (!matrix.problem.hasMultiplicities()) {
            selections.deselectPrefix(path);
        } else if (path.length > 0) {
            replays.pop().abandon();
        }
    }

    /**
     * Makes the engines made next on this (worker's) workspace those of a parallel task: on a problem
     * without multiplicities the count's memo keys its nodes from the parallel search's root ({@code path}
     * leads from there to the task's node) and shares the workers' rules ({@code workers}); the links
     * engines read dead ends from their start as the task's giver last did.
     */
    void forTask(int[] path, SubtreeMemo.Workers workers, boolean readDeadEnds) {
        if (!matrix.problem.hasMultiplicities()) {
            memoPath = path;
            memoWorkers = workers;
        }
        readDeadEndsAtStart = readDeadEnds;
    }

    /** Whether the links engines made next read dead ends off the links from their start ({@link #forTask}). */
    boolean readsDeadEndsAtStart() {
        return readDeadEndsAtStart;
    }

    /** What the workers of the parallel count this workspace serves share about their memos; null otherwise. */
    SubtreeMemo.Workers memoWorkers() {
        return memoWorkers;
    }

    /**
     * Makes the memo of a count on this workspace: alone, or as a parallel worker's task ({@link #forTask}),
     * keyed from the parallel search's root and taking over the rules and the table of the thread's last task.
     * Returns null when the control's deadline or cancellation stopped the making of its key layout.
     */
    SubtreeMemo newMemo(SearchState st, SearchControl control) {
        SubtreeMemo.Layout layout = memoLayout(control);
        if (layout == null) {
            return null; // stopped: the search ends at its first check
        }
        SubtreeMemo memo = new SubtreeMemo(layout, matrix, st, control, lastMemo, memoPath, memoWorkers,
                diagnostics);
        if (memoPath != null) {
            lastMemo = memo; // its rules go on to the thread's next task
        }
        return memo;
    }

    /**
     * Makes the memo of a count of Algorithm M on this workspace, whose engine keeps its stacks in {@code st}
     * ({@link MultiplicityKeys.Maker}). Its keys are relative to the
     * search's root and its table is its own, also in a parallel worker's task.
     */
    SubtreeMemo newMultiplicityMemo(SearchState st, SearchControl control) {
        MultiplicityKeys k = multiplicityKeys;
        if (k == null) {
            k = new MultiplicityKeys(matrix.problem);
            multiplicityKeys = k;
        }
        MultiplicityKeys.Maker maker = new MultiplicityKeys.Maker(k, matrix, st.item, st.x, bounds().bound);
        return new SubtreeMemo(maker, matrix, st, control, diagnostics);
    }

    /**
     * Applies a parallel task's path: selects all but its last option, then tries the last one as the
     * giver's search would have (covering {@code lastItem}, the item the giver chose at that level, then
     * the option's other items rightwards), so the matrix is in the state of the sequential search at the
     * task's node. Returns the node tried (-1 at the root); {@code tried} receives the updates and
     * cleansings of trying it, which the sequential search counts and the giver did not (it counted the
     * cover of the item). Under Algorithm M the path is replayed ({@link #selectPrefix(int[], long[], boolean)}
     * with the giver's rule, {@code sharp}), and {@code tried} receives what its last move costs, the same
     * share of the sequential counts.
     */
    int selectGift(int[] path, int lastItem, long[] tried, boolean sharp) {
        if (path.length == 0) {
            return -1;
        }
        if (matrix.problem.hasMultiplicities()) {
            selectPrefix(path, tried, sharp);
            return 0;
        }
        int last = path.length - 1;
        int[] head = java.util.Arrays.copyOf(path, last);
        selections.selectPrefix(head);
        long cleansings = matrix.cleansings();
        try {
            int node = tryOption(lastItem, path[last], tried);
            tried[1] = matrix.cleansings() - cleansings;
            return node;
        } catch (RuntimeException | Error e) {
            selections.deselectPrefix(head);
            throw e;
        }
    }

    /** Undoes {@link #selectGift} of the same path; {@code node} is what it returned. */
    void deselectGift(int[] path, int node) {
        if (node < 0) {
            return;
        }
        if (matrix.problem.hasMultiplicities()) {
            deselectPrefix(path);
            return;
        }
        matrix.uncoverOthers(node);
        matrix.uncoverHeader(matrix.col[node]);
        selections.deselectPrefix(java.util.Arrays.copyOf(path, path.length - 1));
    }

    /**
     * Tries an option as the search does at a level whose chosen item is header {@code h}: covers
     * {@code h}, then commits the option's other items rightwards from its node in {@code h}'s list. Returns
     * that node; the updates of the other items' commits go into {@code updates[0]} (the cover of {@code h}
     * is not counted: whoever chose {@code h} counted it).
     */
    private int tryOption(int h, int option, long[] updates) {
        int[] start = matrix.problem.optionStartArray();
        int base = matrix.n + 1;
        int node = -1;
        for (int k = start[option]; k < start[option + 1]; k++) {
            if (matrix.col[base + k] == h) {
                node = base + k;
            }
        }
        if (node < 0) {
            throw new IllegalArgumentException("option " + option + " does not contain header " + h);
        }
        matrix.coverHeader(h);
        updates[0] += matrix.coverOthers(node);
        return node;
    }

    private final java.util.ArrayDeque<MultiplicityEngine> replays = new java.util.ArrayDeque<>();

    /** Returns a path's options without its null moves (-1): the options it adds to a solution. */
    static int[] withoutNullMoves(int[] path) {
        int n = 0;
        for (int o : path) {
            if (o >= 0) {
                n++;
            }
        }
        if (n == path.length) {
            return path;
        }
        int[] a = new int[n];
        int i = 0;
        for (int o : path) {
            if (o >= 0) {
                a[i++] = o;
            }
        }
        return a;
    }

    private boolean countingPays() {
        Boolean b = countingPays;
        if (b == null) {
            b = CountingTables.pays(matrix.problem);
            countingPays = b;
        }
        return b;
    }
}
