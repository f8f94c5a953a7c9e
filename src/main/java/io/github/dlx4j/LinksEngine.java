/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Algorithm X on the dancing links (TAOCP 7.2.2.1, Algorithm X; the 2000 paper's procedure "search"),
 * iterative: the engine of {@link SearchEngine} for exact cover problems.
 *
 * <p>The recursion of the paper is replaced by the choice stack of a {@link SearchState}: {@code item[k]}
 * is the header of the item chosen at level {@code k} and {@code x[k]} the node of the option being tried
 * there. The steps follow Knuth's labels:
 *
 * <pre>
 *  X2  enter a node at level l; if no primary item is active, report a solution
 *  X3  choose the leftmost active primary item i of minimum size (stop scanning at size 0)
 *  X4  cover(i); x[l] = the first option of i
 *  X5  if the options of i are exhausted go to X7;
 *      else cover the other items of option x[l], rightwards, and enter level l + 1 (X2)
 *  X6  uncover the other items of option x[l], leftwards; x[l] = the next option of i; go to X5
 *  X7  uncover(i)
 *  X8  if l == 0, the search is complete; else l = l - 1 and go to X6
 * </pre>
 *
 * <p>"The next option" is {@code D[x[l]]}, and the list ends at {@code end[l]} (the header, unless part of
 * the list was handed to another worker by {@link #giveAway(int)}). With a seed, the options of the item
 * are tried in a shuffled order kept in {@code order[pos[l] .. stop[l])}, and ties in X3 are broken at
 * random.
 *
 * <p>At X2, when the node has at most {@link Plan#endgameLimit()} live options, the subtree is
 * handed to the bit-parallel {@link Endgame} of the workspace, which runs the same steps on bitsets and
 * makes the same choices, on the same {@link SearchState} and {@link SearchControl}; levels from
 * {@link #entry} down are then the endgame's, and {@code x[k]} holds the first node of the option tried at
 * level k, so that views and prefixes read the same way. Leaving the endgame needs no undo: it does not
 * touch the links.
 *
 * <p>Every stop happens at step X2, where levels {@code 0..level-1} each hold one chosen option;
 * {@link #abandon()} undoes them bottom-up, restoring the matrix. Nothing is allocated per node: the stacks
 * are allocated once, sized by the number of primary items.
 */
final class LinksEngine implements SearchEngine, SearchLoop {

    private static final int FRESH = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;
    private static final int NONE = Integer.MAX_VALUE;

    private final Workspace workspace;
    private final LinkedMatrix matrix;
    private final SearchState st;
    private final SearchControl control;
    private final int[] right;
    private final int[] down;
    private final int[] size;
    private final int[] end; // plain order: the node where level k's list ends for this search
    private final int[] pos; // shuffled order: position of x[k] in order[]
    private final int[] stop; // shuffled order: one past level k's last position in order[]
    private final int[] order;
    private final boolean randomized;
    /** Whether X3 follows Knuth's sharp preference ({@link LinkedMatrix#chooseSharpItem()}). */
    private final boolean sharp;
    private final int cutoff;
    private final int endgameLimit;
    private final boolean adaptive;
    /**
     * Whether options are tried with {@link DeadEnds#commitUnlessDeadEnd} where the nodes below tries are
     * dead ends often enough for that to pay: {@link #simulate} says so for the first window of at least
     * {@link #WINDOW} nodes (unless its workspace says otherwise: a parallel worker's gift starts with its
     * giver's verdict), then for each window when more than a third of the nodes of the window before
     * were dead ends (Kakuro: two thirds, 1.4x faster; a random XCC family: none, and no slower for the
     * watching).
     */
    private final boolean deadEnds;
    static final int WINDOW = 1024;
    private boolean simulate;
    /**
     * Per level, the generation of the links' state its tries start from ({@link DeadEnds#newGeneration}):
     * siblings read the lists they commit from one pass over each; 0 where none was started (the level was
     * entered while {@link #simulate} was off). Null where dead ends are not read off the links.
     */
    private final int[] generation;
    /** Reads dead ends off the links ({@link #deadEnds}); null otherwise. */
    private final DeadEnds reader;
    /** The nodes and solutions below the level that {@link DeadEnds#countLastTwoItems} counted. */
    private final long[] below = new long[3];
    private int deadNodes;
    private long windowStart;
    private long rng;

    /** The counts' memo, made by the first next() of a count that may use it; null otherwise. */
    private SubtreeMemo memo;
    private final boolean useMemo;
    /** Whether a count takes the last one or two primary items' options without dancing them. */
    private final boolean lastItems;

    /** The level at which the running endgame was entered, or NONE. */
    private int entry = NONE;
    private int phase = FRESH;

    LinksEngine(Workspace workspace, SearchControl control, Plan plan) {
        this.workspace = workspace;
        this.matrix = workspace.matrix;
        this.control = control;
        this.right = matrix.right;
        this.down = matrix.down;
        this.size = matrix.size;
        int depth = matrix.problem.primaryItemCount() + 1;
        this.st = new SearchState(depth, matrix::cleansings);
        this.end = new int[depth];
        this.randomized = plan.randomized();
        this.sharp = plan.sharp();
        this.cutoff = plan.cutoff();
        this.endgameLimit = plan.endgameLimit();
        this.adaptive = plan.adaptive();
        this.useMemo = plan.memo();
        this.deadEnds = plan.deadEnds();
        this.lastItems = plan.lastItems();
        this.generation = deadEnds ? new int[depth] : null;
        this.reader = deadEnds ? workspace.deadEnds() : null;
        if (deadEnds) {
            simulate = workspace.readsDeadEndsAtStart(); // until the first window has been seen
        }
        if (randomized) {
            this.pos = new int[depth];
            this.stop = new int[depth];
            this.order = new int[Math.max(1, matrix.problem.optionCount())];
            this.rng = plan.seed() ^ 0x9E3779B97F4A7C15L;
            if (rng == 0) {
                rng = 1;
            }
        } else {
            this.pos = null;
            this.stop = null;
            this.order = null;
        }
    }

    @Override
    public SearchState state() {
        return st;
    }

    /** Returns whether level {@code k} belongs to the bit-parallel endgame (for tests). */
    boolean inEndgame(int k) {
        return k >= entry;
    }

    @Override
    public boolean next() {
        if (phase == DONE) {
            return false;
        }
        boolean fresh = phase == FRESH;
        if (fresh) {
            windowStart = st.nodes;
            if (control.countsInEngine && useMemo && memo == null) {
                memo = workspace.newMemo(st, control);
            }
        }
        int r = SearchLoop.drive(this, this, control, fresh);
        if (r == STOPPED) {
            phase = DONE;
        }
        return r == SOLUTION;
    }

    /** What {@link #endgameStep} returns when the endgame's subtree is done. */
    private static final int EXHAUSTED = -1;
    /** Whether the CHECK last returned was the endgame's: run() resumes it at its node. */
    private boolean endgameCheck;

    /**
     * The search's loop ({@link SearchLoop#run}): an endgame entered is resumed first, at the node of its
     * check when the check returned was its own ({@link #endgameCheck}), after its solution otherwise.
     */
    @Override
    public int run(boolean forward) {
        final int[] right = this.right;
        final int[] down = this.down;
        final int[] item = st.item;
        final int[] x = st.x;
        final int[] end = this.end;
        final long[] profile = st.profile;
        final LinkedMatrix matrix = this.matrix;
        final SearchControl control = this.control;
        final long updateBudget = control.updateBudget;
        final boolean randomized = this.randomized;
        final int cutoff = this.cutoff;
        final int endgameLimit = this.endgameLimit;
        final boolean countsInEngine = control.countsInEngine;
        final boolean deadEnds = this.deadEnds;
        // A count takes the last primary item's options without dancing them (LastItem.count: random XCC
        // 1.7x faster), where its plan says so.
        final boolean lastItemCounts = countsInEngine && lastItems;
        final SubtreeMemo memo = this.memo;
        phase = RUNNING;
        if (entry != NONE) {
            // Resume the endgame: at the node of its check, or after the solution it stood at.
            int mode = endgameCheck ? Endgame.AT_NODE : Endgame.BACK_UP;
            endgameCheck = false;
            int r = endgameStep(mode);
            if (r != EXHAUSTED) {
                return r;
            }
            forward = false;
        }
        int l = st.level;
        long nodes = st.nodes;
        long updates = st.updates;
        while (true) {
            int p;
            if (forward) {
                // X2: enter a node at level l. Budgets, clock, cancellation and progress when due; before the
                // memo, which may skip the node, and the endgame's entry (whose own check is then not due).
                if (nodes >= control.nextCheck || updates >= updateBudget) {
                    st.store(l, nodes, updates);
                    return CHECK;
                }
                if (memo != null && memo.looksUp(l) && memo.lookUp(l, nodes, updates)) {
                    nodes = st.nodes;
                    updates = st.updates;
                    forward = false;
                    continue;
                }
                if (matrix.live() <= endgameLimit && matrix.primaries() <= Endgame.MAX_PRIMARIES && right[0] != 0
                        && (!adaptive || (twoWordsPay(nodes, updates) && workspace.endgame().entries.offer()))
                        && workspace.endgame().enter(l)) {
                    st.store(l, nodes, updates);
                    entry = l;
                    int r = endgameStep(Endgame.FRESH);
                    if (r != EXHAUSTED) {
                        return r;
                    }
                    nodes = st.nodes;
                    updates = st.updates;
                    forward = false;
                    continue;
                }
                nodes++;
                profile[l]++;
                if (right[0] == 0 && countsInEngine && l != cutoff) {
                    st.solutions++; // a count: no need to stand still here
                    forward = false;
                    continue;
                }
                if (right[0] == 0 || l == cutoff) {
                    st.store(l, nodes, updates);
                    return SOLUTION;
                }
                int best = choose(); // X3
                if (deadEnds) {
                    if (size[best] == 0) {
                        deadNodes++;
                        if (l > 0) {
                            workspace.diagnostics.deadEndsDanced++;
                        }
                    }
                    if (nodes - windowStart >= WINDOW) {
                        simulate = enoughDeadEnds(nodes - windowStart);
                        deadNodes = 0;
                        windowStart = nodes;
                    }
                }
                if (lastItemCounts && deadEnds && matrix.primaries() == 2) {
                    // The last two primary items: the subtree below is read off the links, but for the cover
                    // of the item chosen (DeadEnds.countLastTwoItems), when no check is due in it.
                    long u = reader.countLastTwoItems(best, updateBudget - updates, control.nextCheck - nodes, below);
                    if (u >= 0) {
                        updates += u;
                        nodes += below[0] + below[1];
                        profile[l + 1] += below[0];
                        profile[l + 2] += below[1];
                        st.solutions += below[2];
                        forward = false;
                        continue;
                    }
                }
                if (lastItemCounts && matrix.primaries() == 1 && nodes + size[best] <= control.nextCheck) {
                    // The last primary item: each of its options is a solution one level down. A count
                    // takes them, and Knuth's counters of trying them, without dancing (nothing is due
                    // for a check among them: no budget, clock or donation is skipped).
                    long u = LastItem.count(matrix, best, updateBudget - updates);
                    if (u >= 0) {
                        int k = size[best];
                        updates += u;
                        nodes += k;
                        profile[l + 1] += k;
                        st.solutions += k;
                        forward = false;
                        continue;
                    }
                }
                // X4
                updates += matrix.coverHeader(best);
                if (deadEnds) {
                    generation[l] = simulate ? reader.newGeneration() : 0;
                }
                item[l] = best;
                end[l] = best;
                p = randomized ? shuffle(l, best) : down[best];
            } else {
                // X8: back up a level, or finish at level 0.
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
                // X6: leftwards, the reverse of the covers made when the option was tried.
                int q0 = x[l];
                matrix.uncoverOthers(q0);
                p = randomized ? nextShuffled(l) : down[q0];
            }
            // X5: try option p, or give up on the item when its list is exhausted.
            while (true) {
                if (p == end[l]) {
                    matrix.uncoverHeader(item[l]); // X7
                    forward = false;
                    break;
                }
                x[l] = p;
                if (simulate && nodes < control.nextCheck) {
                    long u = reader.commitUnlessDeadEnd(p, updateBudget - updates, generation, l);
                    if (u < 0) {
                        // The node below p is a dead end, and nothing is due for a check there: count it
                        // (its item of size 0 covered and uncovered: one update) and try the next option.
                        deadNodes++;
                        updates += ~u + 1;
                        nodes++;
                        profile[l + 1]++;
                        p = down[p];
                        continue;
                    }
                    updates += u;
                } else {
                    updates += matrix.coverOthers(p);
                }
                l++;
                forward = true;
                break;
            }
        }
    }

    /**
     * Whether entering the endgame here pays as far as its scan of the primary items goes: always with one
     * word of them; with two (65 to 128 active), once the search has made {@link #TWO_WORDS_AFTER} nodes
     * (before, its updates per node say little), and when that scan, at most the active primaries times the
     * words of live options per node, costs at most {@link #TWO_WORDS_RATIO} times the updates per node the
     * links have made so far in this search. On the one-sided pentominoes on 3x30 the ratio is about 5 and
     * the endgame makes the count 2.5x faster; on random problems with 100 to 120 primary items and options
     * of 3 or 4 it is 40 to 90, and entering there unconditionally made them 1.1 to 1.7x slower than entering
     * only with one word left (with the rule: as fast, and 1.2x slower on the worst). Steiner triple
     * systems, queens 36 and a 10x10 board of tetrominoes are as fast either way. The rule reads only node
     * and update counts, so it enters at the same nodes in every run.
     */
    private boolean twoWordsPay(long nodes, long updates) {
        if (matrix.primaries() <= Endgame.ONE_WORD_PRIMARIES) {
            return true;
        }
        long scan = (long) matrix.primaries() * ((matrix.live() + 63) >>> 6);
        return nodes >= TWO_WORDS_AFTER && scan * nodes <= TWO_WORDS_RATIO * updates;
    }

    /** See {@link #twoWordsPay}. */
    static final long TWO_WORDS_RATIO = 8;
    /** See {@link #twoWordsPay}. */
    static final long TWO_WORDS_AFTER = 1024;

    /**
     * Runs the endgame from {@code mode} ({@link Endgame#FRESH}, {@link Endgame#BACK_UP} from its solution,
     * {@link Endgame#AT_NODE} of its check); returns what run() returns ({@link #SOLUTION}, or {@link #CHECK}
     * when a check is due at the endgame's node, made by next() with this loop off the stack, then resumed
     * there), or {@link #EXHAUSTED} when the endgame's subtree is done and the search backs up from level
     * {@code entry} (then left in {@code st.level}).
     */
    private int endgameStep(int mode) {
        long before = st.nodes;
        Endgame endgame = workspace.endgame();
        // A count counts in it: never SOLUTION.
        int r = endgame.run(this, control, mode, adaptive, memo);
        endgame.entries.add(st.nodes - before);
        if (r == Endgame.CHECK) {
            endgameCheck = true;
            return CHECK;
        }
        if (r == Endgame.SOLUTION) {
            return SOLUTION;
        }
        endgame.entries.finish();
        entry = NONE;
        return EXHAUSTED;
    }

    /**
     * The verdict of the window of nodes so far when it is complete, else the current one. The loop closes a
     * window only at its next choice, and a check can come first: dead ends read off the links, the last one
     * or two items' options and the memo's subtrees move the node count past the window's end without a
     * choice. At a check it can differ from the loop's own verdict by the node about to be entered (not yet
     * counted here), which the loop may count as a dead end: that changes how fast a gift starts, never a
     * counter.
     */
    @Override
    public boolean readsDeadEnds() {
        long seen = st.nodes - windowStart;
        return deadEnds && (seen >= WINDOW ? enoughDeadEnds(seen) : simulate);
    }

    /** The windows' rule: whether more than a third of the {@code seen} nodes of a window were dead ends. */
    private boolean enoughDeadEnds(long seen) {
        return 3L * deadNodes > seen;
    }

    @Override
    public int choices(int k) {
        return k >= entry ? workspace.endgame().choices(k) : size[st.item[k]];
    }

    @Override
    public int optionAt(int k) {
        return matrix.optionOfNode(st.x[k]);
    }

    // ---------------------------------------------------------------------------------------------------
    // randomized choice and order

    private long nextRandom() {
        long s = rng; // xorshift64*
        s ^= s >>> 12;
        s ^= s << 25;
        s ^= s >>> 27;
        rng = s;
        return s * 0x2545F4914F6CDD1DL;
    }

    /** Returns a uniformly random int in [0, bound). */
    private int randomBelow(int bound) {
        return (int) (((nextRandom() >>> 32) * bound) >>> 32);
    }

    /** X3: the item to branch on, by the plan's rule. */
    private int choose() {
        if (randomized) {
            return chooseRandomly();
        }
        return sharp ? matrix.chooseSharpItem() : matrix.chooseItem();
    }

    /**
     * X3 with random tie-breaking: a uniformly random item among those of minimum size (of minimum score
     * under sharp preference, {@link LinkedMatrix#sharpScore}).
     */
    private int chooseRandomly() {
        int best = 0;
        long bestSize = Long.MAX_VALUE;
        int ties = 0;
        for (int c = right[0]; c != 0; c = right[c]) {
            long s = sharp ? LinkedMatrix.sharpScore(size[c], matrix.blunt(c)) : size[c];
            if (s < bestSize) {
                best = c;
                bestSize = s;
                ties = 1;
                if (s == 0) {
                    break;
                }
            } else if (s == bestSize && randomBelow(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }

    /** Copies the options of header c into order[], shuffled, for level l; returns the first or the header. */
    private int shuffle(int l, int c) {
        int base = l == 0 ? 0 : stop[l - 1];
        int k = base;
        for (int p = down[c]; p != c; p = down[p]) {
            int j = base + randomBelow(k - base + 1); // inside-out Fisher-Yates
            order[k] = order[j];
            order[j] = p;
            k++;
        }
        pos[l] = base;
        stop[l] = k;
        return base < k ? order[base] : c;
    }

    private int nextShuffled(int l) {
        int k = ++pos[l];
        return k < stop[l] ? order[k] : end[l];
    }

    // ---------------------------------------------------------------------------------------------------
    // progress and handing work to other workers

    @Override
    public int firstCheckInterval() {
        return SearchControl.firstInterval(matrix.down.length);
    }

    @Override
    public int triedAt(int k) {
        if (k >= entry) {
            return workspace.endgame().tried(k);
        }
        if (randomized) {
            return pos[k] - (k == 0 ? 0 : stop[k - 1]);
        }
        int c = st.item[k];
        int x = st.x[k];
        int t = 0;
        for (int p = down[c]; p != c; p = down[p]) {
            if (p == x) {
                return t;
            }
            t++;
        }
        return -1;
    }

    @Override
    public int[] giveAway(int k) {
        assert k < st.level;
        if (memo != null) {
            memo.givenAway(k);
        }
        if (k >= entry) {
            return workspace.endgame().giveAway(k);
        }
        int[] a = new int[untriedAt(k)];
        if (randomized) {
            for (int i = 0; i < a.length; i++) {
                a[i] = matrix.optionOfNode(order[pos[k] + 1 + i]);
            }
            stop[k] = pos[k] + 1;
            return a;
        }
        int i = 0;
        for (int p = down[st.x[k]]; p != end[k]; p = down[p]) {
            a[i++] = matrix.optionOfNode(p);
        }
        end[k] = down[st.x[k]];
        return a;
    }

    @Override
    public int untriedAt(int k) {
        if (k >= entry) {
            return workspace.endgame().untried(k);
        }
        if (randomized) {
            return stop[k] - pos[k] - 1;
        }
        int count = 0;
        for (int p = down[st.x[k]]; p != end[k]; p = down[p]) {
            count++;
        }
        return count;
    }

    // ---------------------------------------------------------------------------------------------------

    @Override
    public void abandon() {
        // Bottom-up, each level leftwards: the exact reverse of the covers (see LinkedMatrix's notes).
        for (int k = Math.min(st.level, entry) - 1; k >= 0; k--) {
            matrix.uncoverOthers(st.x[k]);
            matrix.uncoverHeader(st.item[k]);
        }
        entry = NONE;
        st.level = 0;
        phase = DONE;
    }

    @Override
    public boolean atDeadEnd() {
        return matrix.hasEmptyPrimaryItem();
    }

    @Override
    public boolean atSolution() {
        return entry != NONE ? workspace.endgame().solvedAt(st.level) : right[0] == 0;
    }

    // ---------------------------------------------------------------------------------------------------
    // random probes

    @Override
    public int probeBranch() {
        if (right[0] == 0) {
            return -1;
        }
        int best = sharp ? matrix.chooseSharpItem() : matrix.chooseItem();
        int d = size[best];
        st.updates += matrix.coverHeader(best);
        if (d == 0) {
            matrix.uncoverHeader(best);
            return 0;
        }
        st.item[st.level] = best;
        return d;
    }

    @Override
    public void probeDescend(int k) {
        int l = st.level;
        int p = down[st.item[l]];
        for (int j = k; j > 0; j--) {
            p = down[p];
        }
        st.x[l] = p;
        st.updates += matrix.coverOthers(p);
        st.level = l + 1;
    }

    @Override
    public void probeRewind() {
        probeRewind(() -> false);
    }

    @Override
    public void probeRewind(java.util.function.BooleanSupplier stop) {
        for (int k = st.level - 1; k >= 0; k--) {
            if ((k & 7) == 0 && k > 0 && stop.getAsBoolean()) {
                st.level = k + 1; // levels 0..k stand: what is left to rewind
                return;
            }
            matrix.uncoverOthers(st.x[k]);
            matrix.uncoverHeader(st.item[k]);
        }
        st.level = 0;
        st.nodes = 0;
        st.updates = 0;
    }
}
