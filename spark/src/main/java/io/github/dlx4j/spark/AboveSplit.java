/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Subproblem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Counts the nodes and updates of the part of the search tree above the subproblems, so that a run's totals
 * equal the sequential search's ({@code dlx4j solve --count --stats}): each task counts its piece from the
 * piece's root down, and the nodes on the way to the pieces, with the updates of the covers made there, are
 * counted here once, on the driver.
 *
 * <p>It walks the tree above the pieces with the library's public operations, as Knuth's DLX1 (and so the
 * core) searches it: at each node the leftmost active primary item of least size is covered, and each of its
 * options in turn has its other items covered before going down. A node counts 1; covering an item counts 1
 * plus one update per node of the options it hides (each still-active option in the item's list hides all
 * its nodes but the one in that item). A piece is not entered (its task counts its root); every other node
 * is, down to the dead ends: the split leaves out subtrees without a solution (dead ends at the cut, or
 * above it), and the sequential search counts their nodes and updates as it counts those on the way to
 * the pieces. A solution outside the pieces means they are not a split of this problem.
 *
 * <p>Problems with colors or multiplicities are searched by Algorithms C and M, whose updates (purifying,
 * bounds) this walk does not reproduce: for them it returns null, and the totals are the pieces' only.
 */
final class AboveSplit {

    private final DancingLinks dl;
    private final ExactCoverProblem problem;
    private final Set<List<Integer>> pieces = new HashSet<>();
    private long nodes;
    private long updates;

    private AboveSplit(DancingLinks dl, List<Subproblem> split) {
        this.dl = dl;
        this.problem = dl.problem();
        for (Subproblem s : split) {
            List<Integer> path = new ArrayList<>();
            for (int o : s.options()) {
                path.add(o);
            }
            pieces.add(path);
        }
    }

    /**
     * Returns the nodes and updates above the pieces, or null when the problem has colors or multiplicities.
     *
     * @param dl the problem's matrix in its initial state (left as it was)
     * @param split the pieces of a split of that matrix, in any order
     * @throws IllegalStateException if the pieces are not a split of this problem
     */
    static long[] statistics(DancingLinks dl, List<Subproblem> split) {
        if (dl.problem().hasColors() || dl.problem().hasMultiplicities()) {
            return null;
        }
        AboveSplit walk = new AboveSplit(dl.copy(), split);
        walk.visit(new ArrayList<>());
        return new long[] {walk.nodes, walk.updates};
    }

    private void visit(List<Integer> path) {
        if (pieces.contains(path)) {
            return;
        }
        nodes++;
        int item = best();
        if (item < 0) {
            throw new IllegalStateException("the pieces are not a split of this problem: the path " + path
                    + " leads to a solution outside them");
        }
        updates += cover(item);
        for (int option : dl.options(item)) {
            int size = problem.optionSize(option);
            int[] covered = new int[size];
            int n = 0;
            for (int k = 0; k < size; k++) {
                int other = problem.optionItem(option, k);
                if (other != item) {
                    updates += cover(other);
                    covered[n++] = other;
                }
            }
            path.add(option);
            visit(path);
            path.remove(path.size() - 1);
            for (int k = n - 1; k >= 0; k--) {
                dl.uncover(covered[k]);
            }
        }
        dl.uncover(item);
    }

    /** Returns the leftmost active primary item of least size, or -1 when none is active (a solution). */
    private int best() {
        int best = -1;
        int least = Integer.MAX_VALUE;
        for (int item : dl.activePrimaryItems()) {
            int s = dl.size(item);
            if (s < least) {
                least = s;
                best = item;
            }
        }
        return best;
    }

    /** Covers an item and returns the updates that counts: 1, and 1 per node of the options it hides. */
    private long cover(int item) {
        long u = 1;
        for (int option : dl.options(item)) {
            u += problem.optionSize(option) - 1;
        }
        dl.cover(item);
        return u;
    }
}
