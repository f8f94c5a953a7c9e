/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Whether handing subtrees to a bit-parallel endgame pays (the links' entries into {@link Endgame}, an
 * endgame's hand-overs to its inner one): entering an endgame costs time linear in the live options' nodes,
 * about a dozen nodes' work, which big subtrees repay (queens: hundreds of nodes) and tiny ones do not
 * (a pentomino's inner subtrees: two nodes on average; a Sudoku's endgames near its leaves). It keeps
 * the mean size of the recent subtrees handed over (total nodes over subtrees, both halved now and then
 * so old ones fade; a mean of sums, so a few big subtrees among many tiny ones count for what they are
 * worth). While the mean is below {@link #MIN_NODES} it refuses, except every {@link #PROBE_EVERY}-th
 * offer, so that it follows the search into parts of the tree (or later searches on the same matrix)
 * where handing over pays again. It decides only where the work is done: every endgame searches the
 * same tree.
 */
final class Payoff {
    static final long MIN_NODES = 16;
    static final int PROBE_EVERY = 256;
    private static final long WARM_UP = 64;
    private static final long WINDOW = 4096;
    private long subtrees;
    private long nodes;
    private int refused;
    private long pending;

    /** Returns whether to hand over the subtree offered. */
    boolean offer() {
        if (subtrees < WARM_UP || nodes >= MIN_NODES * subtrees || ++refused >= PROBE_EVERY) {
            refused = 0;
            pending = 0;
            return true;
        }
        return false;
    }

    /** Counts nodes searched in the subtree handed over. */
    void add(long count) {
        pending += count;
    }

    /**
     * Ends the subtree handed over: its size goes into the mean, and both sums are halved when the
     * subtrees reach {@link #WINDOW}. The halving is a shift by 0 or 1, not a branch: a branch first taken
     * after 4,096 subtrees was one the compiled endgame had never seen taken, and in a parallel worker
     * (whose loop was compiled with this method inlined) the whole loop was thrown away and compiled again
     * (seen in pentomino and queens counts on two threads).
     */
    void finish() {
        subtrees++;
        nodes += pending;
        pending = 0;
        int halve = (int) (subtrees / WINDOW); // 1 at the window's end, else 0 (it never gets past it)
        subtrees >>= halve;
        nodes >>= halve;
    }
}
