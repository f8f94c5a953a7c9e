/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Algorithm M on the dancing links (TAOCP 7.2.2.1; Knuth's program {@code DLX3}): exact cover with
 * multiplicities, where primary item {@code i} must be covered between {@code u_i} and {@code v_i} times,
 * and with colors on the secondary items. The sibling of {@link LinksEngine} behind {@link SearchEngine};
 * {@link Workspace} makes it for problems with multiplicities.
 *
 * <p>Each primary header carries Knuth's {@code bound} (how many more options may contain it) and
 * {@code slack} ({@code v - u}), kept by {@link Bounds}. At a node the item chosen is the active one of
 * least <em>branching degree</em> {@code len + min(slack, bound) - bound + 1}; ties go to the smaller
 * {@code min(slack, bound)}, then to the longer list, then leftmost (DLX3's rule; with every bound 1..1 it is
 * DLX1's). A degree of at most 0 is a dead end (the node is counted, nothing is updated). With no active
 * primary item the node is a solution.
 *
 * <p>Choosing item {@code c} lowers its bound by one. When the bound reaches 0 with no slack, {@code c} is
 * covered and its options are tried in turn as in Algorithm X ({@link #STANDARD}). Otherwise its options
 * are <em>tweaked</em> in turn: each option tried is taken out of {@code c}'s list and hidden (or only taken
 * out, when the bound reached 0 and {@code c} was covered: {@link #COVERED}), so that later choices at this
 * level and below never take it again; the level gives up when fewer options remain than the bound less the
 * slack still needs. After the last option comes the <em>null move</em> when the slack allows: no option is
 * added and {@code c} leaves the active list. Trying an option commits its other items
 * ({@link Bounds#commitOthers(int)}). Node, update and cleansing counts equal DLX3's.
 *
 * <p>A count (no visitor, no solution limit) takes the moves of a level at once when its item was the last
 * active one and is now covered: each move is then a solution one level down, and
 * {@link Bounds#countLastItem(int, boolean, long)} reads what making them would cost off the
 * links (random MCC: 1.3x faster, since most of its solutions are found there).
 *
 * <p>A count whose plan says so keeps the memo of subtrees ({@link SubtreeMemo}), keyed by
 * {@link MultiplicityKeys}: a node whose state the count met before takes that subtree's counters at once,
 * so the counters stay DLX3's (the {@code mcc} file of tetrominoes: 2.6x faster warm).
 *
 * <p>{@code x[k]} is the node tried at level {@code k}, or the header {@code item[k]} for the null move
 * ({@link #optionAt(int)} returns -1 there; solutions leave null moves out). Nothing is allocated per node.
 */
final class MultiplicityEngine implements SearchEngine, SearchLoop {

    private static final int STANDARD = 0; // covered, options tried as in Algorithm X
    private static final int BLOCK = 1; // bound still positive: options tweaked and hidden
    private static final int COVERED = 2; // bound 0 with slack: covered, options tweaked only

    private static final int FRESH = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    private final Workspace workspace;
    private final LinkedMatrix matrix;
    private final Bounds bounds;
    private final int[] bound;
    private final int[] slack;
    private final SearchState st;
    private final SearchControl control;
    private final int cutoff;
    private final boolean randomized;
    /** Whether the choice follows Knuth's sharp preference ({@code DLX3-SHARP}); see {@link #choose()}. */
    private final boolean sharp;
    /** Whether a count takes the moves of the last active item at once. */
    private final boolean lastItems;
    /** Whether a count keeps the memo of subtrees ({@link Plan#memo()}). */
    private final boolean useMemo;
    /** The count's memo, made by the first next() of a count that may use it; null otherwise. */
    private SubtreeMemo memo;
    private long rng;
    private final int[] mode;
    private final int[] first; // the topmost node when the item was chosen (tweaking modes)
    private final int[] degree; // the branching degree of each level
    private final int[] tried; // the index of the move being tried at each level, from 0
    private final int[] limit; // moves this search may try at each level (fewer once some were given away)
    private final int[] solAt; // solAt[k]: options (not null moves) chosen at levels below k
    private final int[] solNodes;
    private int phase = FRESH;

    MultiplicityEngine(Workspace workspace, SearchControl control, Plan plan) {
        this.workspace = workspace;
        this.matrix = workspace.matrix;
        this.bounds = workspace.bounds();
        this.bound = bounds.bound;
        this.slack = bounds.slack;
        this.control = control;
        this.cutoff = plan.cutoff();
        this.randomized = plan.randomized();
        this.sharp = plan.sharp();
        this.lastItems = plan.lastItems();
        this.useMemo = plan.memo();
        this.rng = plan.seed() ^ 0x9E3779B97F4A7C15L;
        if (rng == 0) {
            rng = 1;
        }
        int depth = depth(matrix, bound);
        this.st = new SearchState(depth, matrix::cleansings);
        this.mode = new int[depth];
        this.first = new int[depth];
        this.degree = new int[depth];
        this.tried = new int[depth];
        this.limit = new int[depth];
        this.solAt = new int[depth + 1];
        this.solNodes = new int[depth];
    }

    /**
     * The most levels a search can go down plus one: every level lowers the bound of the item it chooses
     * (or closes it), so there are at most {@code sum over primary items of min(bound, options + 1)}.
     */
    private static int depth(LinkedMatrix m, int[] bound) {
        long d = 1;
        for (int c = m.right[0]; c != 0; c = m.right[c]) {
            d += Math.min(bound[c], (long) m.size[c] + 1);
        }
        if (d > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("problem too deep for one search: " + d + " levels");
        }
        return (int) d;
    }

    @Override
    public SearchState state() {
        return st;
    }

    @Override
    public boolean next() {
        if (phase == DONE) {
            return false;
        }
        if (phase == FRESH && control.countsInEngine && useMemo && memo == null) {
            memo = workspace.newMultiplicityMemo(st, control);
        }
        int r = SearchLoop.drive(this, this, control, phase == FRESH);
        if (r == STOPPED) {
            phase = DONE;
        }
        return r == SOLUTION;
    }

    @Override
    public int run(boolean forward) {
        phase = RUNNING;
        final LinkedMatrix m = matrix;
        final int[] item = st.item;
        final int[] x = st.x;
        final int[] down = m.down;
        final long[] profile = st.profile;
        final SearchControl control = this.control;
        final boolean countsInEngine = control.countsInEngine;
        // A count takes the moves of the last active item at once (Bounds.countLastItem).
        final boolean lastItemCounts = countsInEngine && lastItems;
        final SubtreeMemo memo = this.memo;
        int l = st.level;
        long nodes = st.nodes;
        long updates = st.updates;
        while (true) {
            int c;
            int p;
            if (forward) {
                if (nodes >= control.nextCheck || updates >= control.updateBudget) {
                    st.store(l, nodes, updates);
                    return CHECK;
                }
                if (memo != null && memo.looksUp(l) && memo.lookUp(l, nodes, updates)) {
                    nodes = st.nodes; // the subtree's counters, taken from the memo
                    updates = st.updates;
                    forward = false;
                    continue;
                }
                nodes++;
                profile[l]++;
                if (m.right[0] == 0 && countsInEngine && l != cutoff) {
                    st.solutions++; // a count: no need to stand still here
                    forward = false;
                    continue;
                }
                if (m.right[0] == 0 || l == cutoff) {
                    st.store(l, nodes, updates);
                    return SOLUTION;
                }
                c = choose();
                int score = degreeOf(c);
                if (score <= 0) {
                    forward = false; // dead end: back up without touching anything
                    continue;
                }
                updates += enter(l, c, score);
                if (lastItemCounts && m.right[0] == 0 && nodes + score <= control.nextCheck) {
                    // c was the last active item and is covered: each of its level's moves is a solution
                    // one level down. A count takes them, and Knuth's counters of making them, without
                    // dancing (nothing is due for a check among them: no budget, clock or donation is
                    // skipped).
                    long u = bounds.countLastItem(c, mode[l] == COVERED, control.updateBudget - updates);
                    if (u >= 0) {
                        updates += u;
                        nodes += score;
                        profile[l + 1] += score;
                        st.solutions += score;
                        restore(l);
                        forward = false;
                        continue;
                    }
                }
                p = down[c];
            } else {
                // The node at level l is done: its subtree is stored when its look-up missed.
                if (memo != null && memo.pending(l)) {
                    memo.store(l, nodes, updates);
                }
                if (l == 0) {
                    st.store(0, nodes, updates);
                    st.outcome = SearchOutcome.COMPLETED;
                    phase = DONE;
                    return END;
                }
                l--;
                c = item[l];
                int q = x[l];
                if (q == c) { // the null move was the last move of this level
                    if (mode[l] == BLOCK) {
                        m.reactivate(c);
                    }
                    restore(l);
                    continue;
                }
                bounds.uncommitOthers(q);
                p = down[q];
                tried[l]++;
            }
            // Try move p at level l, or give up on the item.
            if (tried[l] >= limit[l] || !available(l, c, p)) {
                restore(l);
                forward = false;
                continue;
            }
            updates += move(l, c, p);
            l++;
            forward = true;
        }
    }

    /** Whether move p (a node of item c, or c itself for the null move) may be tried at level l (DLX3's test). */
    private boolean available(int l, int c, int p) {
        if (mode[l] == STANDARD) {
            return p != c;
        }
        return matrix.size[c] > bound[c] - slack[c];
    }

    /**
     * Chooses item c (header) at level l, whose branching degree is {@code score}: lowers its bound and sets
     * the level up to cover it (no slack left) or to tweak its options. Returns the updates.
     */
    private int enter(int l, int c, int score) {
        st.item[l] = c;
        degree[l] = score;
        limit[l] = score;
        tried[l] = 0;
        int b = --bound[c];
        if (b == 0 && slack[c] == 0) {
            mode[l] = STANDARD;
            return matrix.coverHeader(c);
        }
        first[l] = matrix.down[c];
        if (b == 0) {
            mode[l] = COVERED;
            return matrix.coverHeader(c);
        }
        mode[l] = BLOCK;
        return 0;
    }

    /**
     * Makes move p at level l, whose item is c: an option (tweaked first when the level tweaks, then its
     * other items committed) or, when p is c, the null move (the item leaves the active list). Returns the
     * updates.
     */
    private int move(int l, int c, int p) {
        int updates = 0;
        if (p != c) {
            if (mode[l] != STANDARD) {
                updates += matrix.tweak(p, mode[l] == BLOCK);
            }
            updates += bounds.commitOthers(p);
            solNodes[solAt[l]] = p;
            solAt[l + 1] = solAt[l] + 1;
        } else {
            if (mode[l] == BLOCK) {
                matrix.deactivate(c);
            }
            solAt[l + 1] = solAt[l];
        }
        st.x[l] = p;
        return updates;
    }

    /** Returns the branching degree of header c: {@code len + min(slack, bound) - bound + 1}. */
    private int degreeOf(int c) {
        int b = bound[c];
        return matrix.size[c] + Math.min(slack[c], b) - b + 1;
    }

    /** Undoes level l's choice of its item: uncovers or untweaks it, and gives back the bound. */
    private void restore(int l) {
        int c = st.item[l];
        switch (mode[l]) {
            case STANDARD:
                matrix.uncoverHeader(c);
                break;
            case BLOCK:
                matrix.untweak(c, first[l], true);
                break;
            default:
                matrix.untweak(c, first[l], false);
                matrix.uncoverHeader(c);
                break;
        }
        bound[c]++;
    }

    /**
     * DLX3's choice: least degree, then least {@code min(slack, bound)}, then longest list, then leftmost.
     * Under sharp preference ({@code DLX3-SHARP}) a degree above 1 of an item that is not sharp counts as
     * more than any other degree ({@link LinkedMatrix#sharpScore}).
     */
    private int choose() {
        final int[] right = matrix.right;
        final int[] size = matrix.size;
        final int[] bound = this.bound;
        final int[] slack = this.slack;
        final boolean sharp = this.sharp;
        int best = 0;
        long bestScore = Long.MAX_VALUE;
        int bestS = 0;
        int bestLen = 0;
        int ties = 0;
        for (int k = right[0]; k != 0; k = right[k]) {
            int b = bound[k];
            int s = Math.min(slack[k], b);
            int len = size[k];
            long t = len + s - b + 1;
            if (sharp) {
                t = LinkedMatrix.sharpScore((int) t, matrix.blunt(k));
            }
            if (t <= bestScore) {
                if (t < bestScore || s < bestS || (s == bestS && len > bestLen)) {
                    best = k;
                    bestScore = t;
                    bestS = s;
                    bestLen = len;
                    ties = 1;
                } else if (s == bestS && len == bestLen) {
                    ties++;
                    if (randomized && randomBelow(ties) == 0) {
                        best = k;
                    }
                }
            }
        }
        return best;
    }

    private int randomBelow(int bound) {
        long s = rng; // xorshift64*
        s ^= s >>> 12;
        s ^= s << 25;
        s ^= s >>> 27;
        rng = s;
        return (int) ((((s * 0x2545F4914F6CDD1DL) >>> 32) * bound) >>> 32);
    }

    @Override
    public int optionAt(int k) {
        int p = st.x[k];
        return p == st.item[k] ? -1 : matrix.optionOfNode(p);
    }

    @Override
    public boolean atSolution() {
        return matrix.right[0] == 0;
    }

    @Override
    public int solutionSize() {
        return solAt[st.level];
    }

    @Override
    public int solutionOption(int k) {
        return matrix.optionOfNode(solNodes[k]);
    }

    @Override
    public boolean atDeadEnd() {
        for (int c = matrix.right[0]; c != 0; c = matrix.right[c]) {
            if (degreeOf(c) <= 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public int deadEndUpdates() {
        return 0;
    }

    @Override
    public int choices(int k) {
        return degree[k];
    }

    /**
     * Returns the untried moves of level {@code k} that can be handed away: those of a level that covered its
     * item ({@link #STANDARD}). A level that tweaks leaves its item active, so the levels below it change its
     * list and the walk from the node tried no longer finds the moves left (the initial split, which replays
     * whole paths, cuts such levels all the same). A randomized search hands nothing away: its item choices
     * could not be replayed elsewhere.
     */
    @Override
    public int untriedAt(int k) {
        return randomized || mode[k] != STANDARD ? 0 : limit[k] - tried[k] - 1;
    }

    @Override
    public int[] giveAway(int k) {
        if (memo != null) {
            memo.givenAway(k);
        }
        int n = untriedAt(k);
        int[] a = new int[n];
        int p = matrix.down[st.x[k]];
        for (int i = 0; i < n; i++) {
            a[i] = matrix.optionOfNode(p);
            p = matrix.down[p];
        }
        limit[k] = tried[k] + 1;
        return a;
    }

    @Override
    public int firstCheckInterval() {
        return SearchControl.firstInterval(matrix.down.length);
    }

    @Override
    public int triedAt(int k) {
        return tried[k];
    }

    @Override
    public void abandon() {
        for (int k = st.level - 1; k >= 0; k--) {
            int c = st.item[k];
            int q = st.x[k];
            if (q == c) {
                if (mode[k] == BLOCK) {
                    matrix.reactivate(c);
                }
            } else {
                bounds.uncommitOthers(q);
            }
            restore(k);
        }
        st.level = 0;
        phase = DONE;
    }

    /**
     * Replays a path of moves from the root (options, or -1 for a null move), as the search would make them,
     * without counting: afterwards the matrix stands where the search would stand below the path, and
     * {@link #abandon()} undoes it. The path must be one the search makes: at each level, the option must be
     * one of the moves of the item this engine chooses there.
     *
     * <p>When {@code lastMove} is not null, it receives Knuth's updates and cleansings of the path's last
     * move (its tweak, when its level tweaks, and the commit of its other items), which the search counts
     * for that move and a parallel worker given the move counts for it; the updates of the moves before it,
     * the tweaks of its level's earlier moves and the choice of its item are not counted (whoever made them
     * counted them).
     *
     * @throws PrefixException if a move is not a move of the search at its level (nothing is
     *     changed then)
     */
    void replay(int[] path, long[] lastMove) {
        phase = RUNNING;
        final LinkedMatrix m = matrix;
        int l = 0;
        try {
            for (int move : path) {
                if (m.right[0] == 0) {
                    throw new PrefixException("move " + l + " (" + describe(move)
                            + ") follows a solution: every primary item is settled", null);
                }
                if (l + 1 >= mode.length) {
                    throw new PrefixException("the path is longer than any path of the search", null);
                }
                int c = choose();
                int score = degreeOf(c);
                if (score <= 0) {
                    throw new PrefixException("move " + l + " (" + describe(move) + ") is below a dead"
                            + " end: item '" + m.problem.itemName(c - 1) + "' cannot reach its lower bound", null);
                }
                enter(l, c, score);
                st.level = l; // the item is chosen; abandon() undoes level l once x[l] is set
                int p = m.down[c];
                while (true) {
                    if (tried[l] >= limit[l] || !available(l, c, p)) {
                        restore(l);
                        throw new PrefixException("move " + l + " (" + describe(move) + ") is not a"
                                + " move of the search there: it branches on item '" + m.problem.itemName(c - 1)
                                + "'" + (move < 0 ? ", whose bounds allow no null move" : ""), null);
                    }
                    boolean target = move < 0 ? p == c : p != c && m.optionOfNode(p) == move;
                    if (target) {
                        break;
                    }
                    if (p == c) {
                        tried[l] = limit[l];
                        continue;
                    }
                    if (mode[l] != STANDARD) {
                        m.tweak(p, mode[l] == BLOCK);
                    }
                    p = m.down[p];
                    tried[l]++;
                }
                long cleansed = m.cleansings();
                int updates = move(l, c, p);
                if (lastMove != null) {
                    lastMove[0] = updates;
                    lastMove[1] = m.cleansings() - cleansed;
                }
                l++;
                st.level = l;
            }
        } catch (RuntimeException e) {
            st.level = l;
            abandon();
            throw e;
        }
    }

    private String describe(int move) {
        return move < 0 ? "a null move" : "option " + move;
    }

    // ---------------------------------------------------------------------------------------------------
    // random probes

    @Override
    public int probeBranch() {
        if (matrix.right[0] == 0) {
            return -1;
        }
        int c = choose();
        int d = degreeOf(c);
        if (d <= 0) {
            return 0;
        }
        st.updates += enter(st.level, c, d);
        return d;
    }

    @Override
    public void probeDescend(int k) {
        int l = st.level;
        int c = st.item[l];
        int p = matrix.down[c];
        for (int j = 0; j < k; j++) { // moves before the k-th are tweaked away, as the search would
            if (mode[l] != STANDARD) {
                st.updates += matrix.tweak(p, mode[l] == BLOCK);
            }
            p = matrix.down[p];
        }
        tried[l] = k;
        st.updates += move(l, c, p);
        st.level = l + 1;
    }

    @Override
    public void probeRewind() {
        int keepPhase = phase;
        abandon();
        phase = keepPhase;
        st.nodes = 0;
        st.updates = 0;
    }
}
