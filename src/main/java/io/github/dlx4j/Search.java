/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Algorithm X (TAOCP 7.2.2.1, Algorithm X; the 2000 paper's procedure "search"), iterative.
 *
 * <p>The recursion of the paper is replaced by a choice stack: {@code item[k]} is the header of the item
 * chosen at level {@code k} and {@code x[k]} the node of the option being tried there. The steps follow
 * Knuth's labels:
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
 * <p>At X2, when the node has at most {@link #endgameLimit} live options, the subtree is handed to the
 * bit-parallel {@link Endgame}, which runs the same steps on bitsets and makes the same choices; levels from
 * {@link #entry} down are then the endgame's, and {@code x[k]} holds the first node of the option tried at
 * level k, so that views and prefixes read the same way. Leaving the endgame needs no undo: it does not
 * touch the links.
 *
 * <p>The engine is resumable: {@link #next()} runs until it stands at a solution (or, when splitting, at
 * the cutoff level) and returns true, or until the search ends and returns false. The visitor loop, the
 * lazy stream, splitting and the parallel workers all share it. Every stop happens at step X2, where levels
 * {@code 0..level-1} each hold one chosen option; {@link #abandon()} undoes them, restoring the matrix.
 * Nothing is allocated per node: the stacks are allocated once, sized by the number of primary items.
 */
final class Search {

    private static final int FRESH = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    final LinkedMatrix matrix;
    private final int[] right;
    private final int[] down;
    private final int[] size;

    final int[] item;
    final int[] x;
    private final int[] end; // plain order: the node where level k's list ends for this search
    private final int[] pos; // shuffled order: position of x[k] in order[]
    private final int[] stop; // shuffled order: one past level k's last position in order[]
    private final int[] order;
    final long[] profile;

    private final long nodeBudget;
    final long updateBudget;
    final long solutionLimit;
    private final AtomicBoolean cancelFlag;
    private final AtomicBoolean stopFlag; // set by a parallel search to stop all workers
    private final long deadline;
    private final boolean hasDeadline;
    private final ProgressListener progress;
    private final long progressNodes;
    private final long progressNanos;
    private final boolean randomized;
    private long rng;

    /** Level at which next() stands still without a solution; Integer.MAX_VALUE when not splitting. */
    int cutoff = Integer.MAX_VALUE;
    /** Called every CHECK_INTERVAL nodes to hand work to idle workers; null when searching alone. */
    Donation donation;
    /**
     * The search enters the bit-parallel {@link Endgame} at a node with at most this many live options;
     * negative never. Not used with a seed or a cutoff.
     */
    int endgameLimit;
    /** Whether the endgame is entered only while it pays ({@link Endgame.Payoff}); tests turn it off. */
    boolean endgameAdaptive = true;
    /** The level at which the running endgame was entered, or NONE. */
    int entry = NONE;
    private static final int NONE = Integer.MAX_VALUE;

    private int state = FRESH;
    int level;
    long nodes;
    long updates;
    long solutions;
    SearchOutcome outcome;
    long nextCheck;
    private long nextProgressNode;
    private long nextProgressTime;
    private final long startTime;
    private final View view = new View();

    Search(LinkedMatrix matrix, SearchSettings settings) {
        this(matrix, settings, null, System.nanoTime());
    }

    /**
     * Creates a search; a parallel search passes its shared stop flag and its start time, so that every
     * worker observes the same deadline.
     */
    Search(LinkedMatrix matrix, SearchSettings settings, AtomicBoolean stopFlag, long startTime) {
        this.matrix = matrix;
        this.right = matrix.right;
        this.down = matrix.down;
        this.size = matrix.size;
        int depth = matrix.problem.primaryItemCount() + 1;
        this.item = new int[depth];
        this.x = new int[depth];
        this.end = new int[depth];
        this.profile = new long[depth];
        this.nodeBudget = settings.nodeBudget();
        this.updateBudget = settings.updateBudget();
        this.solutionLimit = settings.solutionLimit();
        this.cancelFlag = settings.cancelFlag();
        this.stopFlag = stopFlag;
        this.startTime = startTime;
        this.hasDeadline = settings.timeout() != null;
        this.deadline = hasDeadline ? saturatedAdd(startTime, settings.timeout().toNanos()) : 0;
        this.progress = settings.progressListener();
        this.progressNodes = settings.progressEveryNodes();
        this.progressNanos = settings.progressInterval() == null ? 0 : settings.progressInterval().toNanos();
        this.nextProgressNode = progress != null && progressNodes > 0 ? progressNodes : Long.MAX_VALUE;
        this.nextProgressTime = progress != null && progressNanos > 0 ? saturatedAdd(startTime, progressNanos) : 0;
        this.randomized = settings.seed().isPresent();
        this.endgameLimit = settings.bitsetEndgame() ? Endgame.MAX_OPTIONS : -1;
        if (randomized) {
            this.pos = new int[depth];
            this.stop = new int[depth];
            this.order = new int[Math.max(1, matrix.problem.optionCount())];
            long s = settings.seed().getAsLong();
            this.rng = s ^ 0x9E3779B97F4A7C15L;
            if (rng == 0) {
                rng = 1;
            }
        } else {
            this.pos = null;
            this.stop = null;
            this.order = null;
        }
        this.nextCheck = 0;
    }

    private static long saturatedAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    /** Runs the whole search, reporting each solution to the visitor. The caller must call abandon(). */
    SearchResult run(SolutionVisitor visitor) {
        return run(visitor, view);
    }

    /** As {@link #run(SolutionVisitor)}, handing the visitor {@code shown} (a view that wraps this one). */
    SearchResult run(SolutionVisitor visitor, Solution shown) {
        while (next()) {
            solutions++;
            Decision decision = Objects.requireNonNull(visitor.visit(shown), "visitor returned null");
            if (decision == Decision.STOP) {
                outcome = SearchOutcome.STOPPED_BY_VISITOR;
                break;
            }
            if (solutions >= solutionLimit) {
                outcome = SearchOutcome.SOLUTION_LIMIT;
                break;
            }
        }
        if (progress != null && outcome == SearchOutcome.COMPLETED) {
            progress.progress(new SearchProgress(statistics(), 1.0, System.nanoTime() - startTime));
        }
        return new SearchResult(outcome, statistics());
    }

    /**
     * Runs until the search stands at a solution or at the cutoff level (true), or ends (false, with
     * {@link #outcome} set). Counters live in locals inside the loop and are written back when it returns.
     */
    boolean next() {
        if (state == DONE) {
            return false;
        }
        final int[] right = this.right;
        final int[] down = this.down;
        final int[] size = this.size;
        final int[] item = this.item;
        final int[] x = this.x;
        final int[] end = this.end;
        final long[] profile = this.profile;
        final LinkedMatrix matrix = this.matrix;
        final boolean randomized = this.randomized;
        final int cutoff = this.cutoff;
        final int endgameLimit = randomized || cutoff != Integer.MAX_VALUE ? -1 : this.endgameLimit;
        boolean forward = state == FRESH;
        state = RUNNING;
        if (entry != NONE) {
            // Resume the endgame after the solution it stood at.
            if (endgameStep(true)) {
                return state != DONE;
            }
            forward = false;
        }
        int l = level;
        long nodes = this.nodes;
        long updates = this.updates;
        while (true) {
            int p;
            if (forward) {
                if (matrix.live <= endgameLimit && matrix.primaries <= Endgame.MAX_PRIMARIES && right[0] != 0
                        && (!endgameAdaptive || matrix.endgame().entries.offer()) && matrix.endgame().enter(l)) {
                    this.level = l;
                    this.nodes = nodes;
                    this.updates = updates;
                    entry = l;
                    if (endgameStep(false)) {
                        return state != DONE;
                    }
                    nodes = this.nodes;
                    updates = this.updates;
                    forward = false;
                    continue;
                }
                // X2: enter a node at level l. Budgets, clock, cancellation and progress when due.
                if (nodes >= nextCheck || updates >= updateBudget) {
                    this.level = l;
                    if (check(nodes, updates)) {
                        this.nodes = nodes;
                        this.updates = updates;
                        state = DONE;
                        return false;
                    }
                }
                nodes++;
                profile[l]++;
                if (right[0] == 0 || l == cutoff) {
                    level = l;
                    this.nodes = nodes;
                    this.updates = updates;
                    return true;
                }
                int best;
                if (randomized) {
                    best = chooseRandomly();
                } else {
                    best = matrix.chooseItem(); // X3
                }
                // X4
                updates += matrix.coverHeader(best);
                item[l] = best;
                end[l] = best;
                p = randomized ? shuffle(l, best) : down[best];
            } else {
                // X8: back up a level, or finish at level 0.
                if (l == 0) {
                    this.level = 0;
                    this.nodes = nodes;
                    this.updates = updates;
                    outcome = SearchOutcome.COMPLETED;
                    state = DONE;
                    return false;
                }
                l--;
                // X6: leftwards, the reverse of the covers made when the option was tried.
                int q0 = x[l];
                matrix.uncoverOthers(q0);
                p = randomized ? nextShuffled(l) : down[q0];
            }
            // X5: try option p, or give up on the item when its list is exhausted.
            if (p == end[l]) {
                matrix.uncoverHeader(item[l]); // X7
                forward = false;
                continue;
            }
            x[l] = p;
            updates += matrix.coverOthers(p);
            l++;
            forward = true;
        }
    }

    /**
     * Runs the endgame; returns true when next() must return (at a solution, or stopped with the state
     * DONE), false when the endgame's subtree is exhausted and the search backs up from level
     * {@code entry} (then left in {@link #level}).
     */
    private boolean endgameStep(boolean resume) {
        long before = nodes;
        Endgame endgame = matrix.endgame();
        int r = endgame.run(this, resume);
        endgame.entries.add(nodes - before);
        if (r == Endgame.SOLUTION) {
            return true;
        }
        if (r == Endgame.STOPPED) {
            state = DONE;
            return true;
        }
        endgame.entries.finish();
        entry = NONE;
        return false;
    }

    /** The number of options the item chosen at level k had when it was chosen. */
    int choices(int k) {
        return k >= entry ? matrix.endgame().choices(k) : size[item[k]];
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

    /** X3 with random tie-breaking: a uniformly random item among those of minimum size. */
    private int chooseRandomly() {
        int best = 0;
        int bestSize = Integer.MAX_VALUE;
        int ties = 0;
        for (int c = right[0]; c != 0; c = right[c]) {
            int s = size[c];
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
    // the slow path of X2

    /** Decides whether the search must end before entering another node; if so, sets the outcome. */
    boolean check(long nodes, long updates) {
        if (nodes >= nodeBudget) {
            outcome = SearchOutcome.NODE_BUDGET;
            return true;
        }
        if (updates >= updateBudget) {
            outcome = SearchOutcome.UPDATE_BUDGET;
            return true;
        }
        if (nodes < nextCheck) {
            return false;
        }
        long interval = SearchSettings.CHECK_INTERVAL;
        nextCheck = Math.min(Math.min(nodeBudget, nextProgressNode), nodes - nodes % interval + interval);
        if ((cancelFlag != null && cancelFlag.get()) || (stopFlag != null && stopFlag.get())
                || Thread.currentThread().isInterrupted()) {
            outcome = SearchOutcome.CANCELLED;
            return true;
        }
        long now = hasDeadline || nextProgressTime != 0 ? System.nanoTime() : 0;
        if (hasDeadline && now - deadline >= 0) {
            outcome = SearchOutcome.DEADLINE;
            return true;
        }
        boolean due = nodes >= nextProgressNode || (nextProgressTime != 0 && now - nextProgressTime >= 0);
        if (due && nodes > 0) {
            this.nodes = nodes;
            this.updates = updates;
            if (nodes >= nextProgressNode) {
                nextProgressNode = saturatedAdd(nextProgressNode, progressNodes);
            }
            if (nextProgressTime != 0) {
                nextProgressTime = saturatedAdd(now == 0 ? System.nanoTime() : now, progressNanos);
            }
            nextCheck = Math.min(nextCheck, nextProgressNode);
            progress.progress(new SearchProgress(statistics(), fractionDone(), System.nanoTime() - startTime));
        }
        if (donation != null) {
            donation.offer(this);
        }
        return false;
    }

    /**
     * Knuth's estimate of the fraction of the tree explored: with option k_j (1-based) of d_j tried at level
     * j, the sum of (k_j - 1) / (d_0 d_1 ... d_j). It never decreases as the search goes on, and is below 1
     * until the search completes.
     */
    double fractionDone() {
        double f = 0;
        double weight = 1;
        for (int j = 0; j < level; j++) {
            int c = item[j];
            int d;
            int k;
            if (j >= entry) {
                d = matrix.endgame().choices(j);
                k = matrix.endgame().tried(j);
            } else if (randomized) {
                int base = j == 0 ? 0 : stop[j - 1];
                d = stop[j] - base;
                k = pos[j] - base;
            } else {
                d = 0;
                k = -1;
                for (int p = down[c]; p != c; p = down[p]) {
                    if (p == x[j]) {
                        k = d;
                    }
                    d++;
                }
            }
            weight /= d;
            f += k * weight;
        }
        return Math.min(f, Math.nextDown(1.0));
    }

    // ---------------------------------------------------------------------------------------------------
    // handing work to other workers

    /** Receives the unexplored options of a level when a parallel search wants work. */
    interface Donation {
        /** Called from the check path; may call {@link Search#giveAway(int)} to hand work over. */
        void offer(Search search);
    }

    /**
     * Removes from this search the untried options of level k and returns them (option indices, in the
     * order they would have been tried); the caller must search {@code x[0..k-1]} plus each of them.
     */
    int[] giveAway(int k) {
        assert k < level;
        if (k >= entry) {
            return matrix.endgame().giveAway(k);
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
        for (int p = down[x[k]]; p != end[k]; p = down[p]) {
            a[i++] = matrix.optionOfNode(p);
        }
        end[k] = down[x[k]];
        return a;
    }

    /** Returns the number of untried options of level k (below the current level). */
    int untriedAt(int k) {
        if (k >= entry) {
            return matrix.endgame().untried(k);
        }
        if (randomized) {
            return stop[k] - pos[k] - 1;
        }
        int count = 0;
        for (int p = down[x[k]]; p != end[k]; p = down[p]) {
            count++;
        }
        return count;
    }

    /** Returns the shallowest level below the current one with untried options, or -1. */
    int shallowestOpenLevel() {
        for (int k = 0; k < level; k++) {
            if (untriedAt(k) > 0) {
                return k;
            }
        }
        return -1;
    }

    // ---------------------------------------------------------------------------------------------------

    /**
     * Undoes the choices on the stack, restoring the matrix to its state before the search. Safe to call
     * in any state, and more than once.
     */
    void abandon() {
        for (int k = Math.min(level, entry) - 1; k >= 0; k--) {
            matrix.uncoverOthers(x[k]);
            matrix.uncoverHeader(item[k]);
        }
        entry = NONE;
        level = 0;
        state = DONE;
    }

    /** Returns whether the point where next() stands is a solution (and not just the cutoff level). */
    boolean atSolution() {
        return entry != NONE ? matrix.endgame().solvedAt(level) : right[0] == 0;
    }

    SearchStatistics statistics() {
        int deepest = profile.length - 1;
        while (deepest > 0 && profile[deepest] == 0) {
            deepest--;
        }
        long[] perLevel = new long[nodes == 0 ? 0 : deepest + 1];
        System.arraycopy(profile, 0, perLevel, 0, perLevel.length);
        return new SearchStatistics(solutions, nodes, updates, deepest, perLevel);
    }

    Solution solutionView() {
        return view;
    }

    /** The options x[0..level-1] as option indices. */
    int[] currentOptions() {
        int[] a = new int[level];
        for (int k = 0; k < level; k++) {
            a[k] = matrix.optionOfNode(x[k]);
        }
        return a;
    }

    /** The solution at the current position: options x[0..level-1]. Valid only while the search stands there. */
    private final class View implements Solution {
        @Override
        public ExactCoverProblem problem() {
            return matrix.problem;
        }

        @Override
        public int size() {
            return level;
        }

        @Override
        public int option(int k) {
            Objects.checkIndex(k, level);
            return matrix.optionOfNode(x[k]);
        }

        @Override
        public Solution copy() {
            return new FrozenSolution(matrix.problem, options());
        }

        @Override
        public String toString() {
            return String.join("\n", optionTexts());
        }
    }
}
