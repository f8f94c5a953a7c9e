/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Knuth's bounds of Algorithm M (TAOCP 7.2.2.1; his program DLX3) on a matrix, and the commits that count
 * them down.
 *
 * <p>Per header of a primary item, {@code bound} is how many more options containing it a solution may take
 * (its upper bound less the options chosen), and {@code slack} its upper less its lower bound. A secondary
 * item's bound is -1, so one read tells the kinds apart where options are committed. Trying an option
 * commits its other items: a primary item's bound goes down by one, and the item is covered when it reaches
 * 0; a secondary item is covered or purified as in Algorithm C. The tweaks that hide the topmost option of an
 * item being branched on are the matrix's ({@link LinkedMatrix#tweak}).
 *
 * <p>One per {@link Workspace}: the engines of a workspace (a replayed path's and the search's) share it.
 */
final class Bounds {

    final int[] bound;
    final int[] slack;
    private final LinkedMatrix matrix;
    private final int[] left;
    private final int[] right;
    private final int[] col;
    private final int[] color;

    /** The bounds of the matrix's problem: 1..1 for every primary item of a problem without multiplicities. */
    Bounds(LinkedMatrix matrix) {
        this.matrix = matrix;
        this.left = matrix.left;
        this.right = matrix.right;
        this.col = matrix.col;
        this.color = matrix.color;
        ExactCoverProblem problem = matrix.problem;
        int n = matrix.n;
        this.bound = new int[n + 1];
        this.slack = new int[n + 1];
        for (int i = 0; i < n; i++) {
            bound[i + 1] = problem.isPrimary(i) ? problem.upperBound(i) : -1;
            slack[i + 1] = problem.upperBound(i) - problem.lowerBound(i);
        }
    }

    /** Copies bounds in their current state onto a copy of their matrix. */
    Bounds(Bounds o, LinkedMatrix matrix) {
        this.matrix = matrix;
        this.left = matrix.left;
        this.right = matrix.right;
        this.col = matrix.col;
        this.color = matrix.color;
        this.bound = o.bound.clone();
        this.slack = o.slack;
    }

    /** Commits the other items of node p's option, rightwards, with bounds; returns the updates. */
    int commitOthers(int p) {
        final LinkedMatrix m = matrix;
        int[] r = right;
        int[] cl = col;
        int[] cr = color;
        int[] b = bound;
        int updates = 0;
        for (int q = r[p]; q != p; q = r[q]) {
            int c = cl[q];
            if (c < 0) {
                continue; // marked: its item is purified with its color already
            }
            int bc = b[c];
            if (bc >= 0) { // primary
                b[c] = --bc;
                if (bc == 0) {
                    updates += m.coverHeader(c);
                }
            } else if (cr == null || cr[q] == 0) {
                updates += m.coverHeader(c);
            } else {
                updates += m.purify(q);
            }
        }
        return updates;
    }

    /** Undoes {@link #commitOthers(int)}, leftwards. */
    void uncommitOthers(int p) {
        final LinkedMatrix m = matrix;
        int[] l = left;
        int[] cl = col;
        int[] cr = color;
        int[] b = bound;
        for (int q = l[p]; q != p; q = l[q]) {
            int c = cl[q];
            if (c < 0) {
                continue;
            }
            int bc = b[c];
            if (bc >= 0) { // primary
                if (bc == 0) {
                    m.uncoverHeader(c);
                }
                b[c] = bc + 1;
            } else if (cr == null || cr[q] == 0) {
                m.uncoverHeader(c);
            } else {
                m.unpurify(q);
            }
        }
    }

    /**
     * {@link LastItem#count} for Algorithm M. Header {@code c} was the only active primary item and
     * the search has just covered it (its bound reached 0), so every move of its level is a solution one
     * level down: no commit makes an item active. Returns Knuth's updates of making the moves in turn, each
     * undone before the next, and adds their cleansings to the matrix's, without changing the links.
     * A move is an option of {@code c}'s list: the tweak that takes it out of the list when {@code tweaks}
     * (the item keeps slack, and its level then ends with the null move, which costs nothing), and the commit
     * of its other items, which are secondary and meet empty lists. For every primary item but {@code c} is
     * covered, its options hidden, or inactive: a null move took it out of the root's list after its level
     * had tweaked, and so hidden, every option of its list. So a live option holds {@code c}, and covering
     * {@code c} hid those from the other lists. Covering an uncolored item with an empty list is one update,
     * purifying a colored one a cleansing (the item, and no option kept). When the updates would reach
     * {@code budget}, counts nothing and returns -1 (the search then makes the moves, to stop where it
     * would have).
     */
    long countLastItem(int c, boolean tweaks, long budget) {
        assert right[0] == 0 && bound[c] == 0;
        long nodes = LastItem.otherNodesOfList(matrix, c);
        long colored = nodes >>> 32;
        long updates = (tweaks ? matrix.size[c] : 0) + (int) nodes;
        if (updates >= budget) {
            return -1;
        }
        matrix.addCleansings(colored);
        return updates;
    }
}
