/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Algorithm X (TAOCP 7.2.2.1, Algorithm X; the 2000 paper's procedure "search"), iterative.
 *
 * <p>The recursion of the paper is replaced by the choice stack {@code x[0..level-1]}: {@code x[k]} is the
 * node of the option chosen at level {@code k} (or the item's header once its options are exhausted), and
 * the item chosen at level {@code k} is {@code C[x[k]]}. The steps follow Knuth's labels:
 *
 * <pre>
 *  X2  enter a node at level l; if no primary item is active, report a solution
 *  X3  choose the leftmost active primary item i of minimum size (stop scanning at size 0 or 1)
 *  X4  cover(i); x[l] = D[i]
 *  X5  if x[l] == i, the options of i are exhausted: go to X7;
 *      else cover the other items of option x[l], rightwards, and enter level l + 1 (X2)
 *  X6  uncover the other items of option x[l], leftwards; x[l] = D[x[l]]; go to X5
 *  X7  uncover(i)
 *  X8  if l == 0, the search is complete; else l = l - 1 and go to X6
 * </pre>
 *
 * <p>The engine is resumable: {@link #next()} runs until it stands at a solution (returning true) or the
 * search ends (false), so the visitor loop and the lazy stream share it. Every stop happens at step X2,
 * where levels {@code 0..level-1} each hold one chosen option; {@link #abandon()} undoes them, restoring
 * the matrix. Nothing is allocated per node.
 */
final class Search {

    private static final int FRESH = 0;
    private static final int RUNNING = 1; // positioned at X2 of level, after a solution was reported
    private static final int DONE = 2;

    private final DancingLinks dl;
    private final int n;
    private final int[] x;
    private final long[] profile;
    private final long nodeBudget;
    private final long updateBudget;
    private final long solutionLimit;
    private final AtomicBoolean cancelFlag;
    private final long deadline; // System.nanoTime() value, meaningful only when hasDeadline
    private final boolean hasDeadline;

    private int state = FRESH;
    private int level;
    private long nodes;
    private long updates;
    private long solutions;
    private SearchOutcome outcome;
    private final View view = new View();

    Search(DancingLinks dl, SearchSettings settings) {
        this.dl = dl;
        this.n = dl.n;
        int depth = dl.problem.primaryItemCount() + 1;
        this.x = new int[depth];
        this.profile = new long[depth];
        this.nodeBudget = settings.nodeBudget();
        this.updateBudget = settings.updateBudget();
        this.solutionLimit = settings.solutionLimit();
        this.cancelFlag = settings.cancelFlag();
        this.hasDeadline = settings.timeout() != null;
        long now = System.nanoTime();
        this.deadline = hasDeadline ? saturatedAdd(now, settings.timeout().toNanos()) : 0;
    }

    private static long saturatedAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    /** Runs the whole search, reporting each solution to the visitor. The caller must call abandon(). */
    SearchResult run(SolutionVisitor visitor) {
        while (next()) {
            solutions++;
            Decision decision = Objects.requireNonNull(visitor.visit(view), "visitor returned null");
            if (decision == Decision.STOP) {
                outcome = SearchOutcome.STOPPED_BY_VISITOR;
                break;
            }
            if (solutions >= solutionLimit) {
                outcome = SearchOutcome.SOLUTION_LIMIT;
                break;
            }
        }
        return new SearchResult(outcome, statistics());
    }

    /**
     * Runs until the search stands at a solution (true) or ends (false, with {@link #outcome} set).
     * Counters are kept in locals inside the loop and written back whenever it returns.
     */
    boolean next() {
        if (state == DONE) {
            return false;
        }
        final int[] left = dl.left;
        final int[] right = dl.right;
        final int[] down = dl.down;
        final int[] col = dl.col;
        final int[] size = dl.size;
        final int[] x = this.x;
        final long[] profile = this.profile;
        final int n = this.n;
        int l = level;
        long nodes = this.nodes;
        long updates = this.updates;
        boolean forward = state == FRESH;
        state = RUNNING;
        while (true) {
            if (forward) {
                // X2: enter a node at level l. Budgets every node; clock and cancellation now and then.
                if ((nodes & (SearchSettings.CHECK_INTERVAL - 1)) == 0 || nodes >= nodeBudget
                        || updates >= updateBudget) {
                    if (mustStop(nodes, updates)) {
                        save(l, nodes, updates);
                        state = DONE;
                        return false;
                    }
                }
                nodes++;
                profile[l]++;
                if (right[0] == 0) {
                    save(l, nodes, updates);
                    return true;
                }
                // X3: the leftmost active primary item of minimum size; size 0 or 1 cannot be beaten.
                int best = right[0];
                int bestSize = size[best];
                if (bestSize > 1) {
                    for (int c = right[best]; c != 0; c = right[c]) {
                        int s = size[c];
                        if (s < bestSize) {
                            best = c;
                            bestSize = s;
                            if (s <= 1) {
                                break;
                            }
                        }
                    }
                }
                // X4
                updates += dl.coverHeader(best);
                x[l] = down[best];
            } else {
                // X8: back up a level, or finish at level 0.
                if (l == 0) {
                    save(0, nodes, updates);
                    outcome = SearchOutcome.COMPLETED;
                    state = DONE;
                    return false;
                }
                l--;
                // X6: leftwards, the reverse of the covers made when the option was tried.
                int p = x[l];
                for (int q = left[p]; q != p; q = left[q]) {
                    dl.uncoverHeader(col[q]);
                }
                x[l] = down[p];
            }
            // X5: try option x[l], or give up on the item when its list is exhausted.
            int p = x[l];
            if (p <= n) {
                dl.uncoverHeader(p); // X7
                forward = false;
                continue;
            }
            for (int q = right[p]; q != p; q = right[q]) {
                updates += dl.coverHeader(col[q]);
            }
            l++;
            forward = true;
        }
    }

    private void save(int l, long nodes, long updates) {
        this.level = l;
        this.nodes = nodes;
        this.updates = updates;
    }

    /** Decides whether the search must end before entering another node; if so, sets the outcome. */
    private boolean mustStop(long nodes, long updates) {
        if (nodes >= nodeBudget) {
            outcome = SearchOutcome.NODE_BUDGET;
        } else if (updates >= updateBudget) {
            outcome = SearchOutcome.UPDATE_BUDGET;
        } else if ((nodes & (SearchSettings.CHECK_INTERVAL - 1)) != 0) {
            return false;
        } else if ((cancelFlag != null && cancelFlag.get()) || Thread.currentThread().isInterrupted()) {
            outcome = SearchOutcome.CANCELLED;
        } else if (hasDeadline && System.nanoTime() - deadline >= 0) {
            outcome = SearchOutcome.DEADLINE;
        } else {
            return false;
        }
        return true;
    }

    /**
     * Undoes the choices on the stack, restoring the matrix to its state before the search. Safe to call
     * in any state, and more than once.
     */
    void abandon() {
        for (int k = level - 1; k >= 0; k--) {
            int p = x[k];
            if (p > n) {
                for (int q = dl.left[p]; q != p; q = dl.left[q]) {
                    dl.uncoverHeader(dl.col[q]);
                }
            }
            dl.uncoverHeader(dl.col[p]);
        }
        level = 0;
        state = DONE;
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

    /** The solution at the current position: options x[0..level-1]. Valid only while the search stands there. */
    private final class View implements Solution {
        @Override
        public ExactCoverProblem problem() {
            return dl.problem;
        }

        @Override
        public int size() {
            return level;
        }

        @Override
        public int option(int k) {
            Objects.checkIndex(k, level);
            return dl.optionOfNode(x[k]);
        }

        @Override
        public Solution copy() {
            return new FrozenSolution(dl.problem, options());
        }

        @Override
        public String toString() {
            return String.join("\n", optionTexts());
        }
    }
}
