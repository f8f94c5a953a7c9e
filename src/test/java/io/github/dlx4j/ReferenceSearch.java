/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import io.github.dlx4j.testing.ProblemSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Test-only model of the documented search, written on bit masks (no links, no code shared with the
 * library), to check the order of the solutions and the counters on random problems.
 *
 * <p>What it models, as the design documents it: an option is <em>active</em> when it contains no covered
 * item, and an item's size is the number of active options that contain it. At each node, when no primary
 * item is uncovered, the chosen options are a solution; otherwise the search chooses the leftmost uncovered
 * primary item of minimum size (the leftmost among equals, as Knuth's {@code dlx1} chooses). It covers the item, then tries its active options in option
 * order, covering each option's other items and going one level down. Covering item {@code j} costs
 * {@code 1 + sum (|o| - 1)} updates over the active options {@code o} that contain {@code j} (each of their
 * other nodes is unlinked once); the total over several covers does not depend on their order, so the model
 * covers an option's items in any order.
 *
 * <p>It records, for every node entered (root included, in order), its level and the number of updates
 * made before it was entered: the search checks its budgets as it enters a node, so these give what a
 * search stopped by a node or update budget has counted.
 */
final class ReferenceSearch {

    private final ProblemSpec spec;
    private final long[] masks;
    private final long primary;

    /** The solutions in the order found, each as its options in level order. */
    final List<int[]> solutions = new ArrayList<>();
    /** For each solution, the index of the node (0-based, in the order entered) at which it was found. */
    final List<Integer> solutionNode = new ArrayList<>();
    /** For each node entered, its level. */
    final List<Integer> nodeLevel = new ArrayList<>();
    /** For each node entered, the updates made before it was entered. */
    final List<Long> nodeUpdates = new ArrayList<>();
    /** The updates of the whole search. */
    long updates;

    private ReferenceSearch(ProblemSpec spec) {
        this.spec = spec;
        int n = spec.itemCount();
        if (n > 63) {
            throw new IllegalArgumentException("too many items for masks: " + n);
        }
        masks = new long[spec.options.length];
        for (int o = 0; o < masks.length; o++) {
            for (int item : spec.options[o]) {
                masks[o] |= 1L << item;
            }
        }
        long p = 0;
        for (int i = 0; i < n; i++) {
            if (!spec.secondary[i]) {
                p |= 1L << i;
            }
        }
        primary = p;
    }

    /** Returns the model run on a problem whose items in {@code covered} are covered before the search. */
    static ReferenceSearch run(ProblemSpec spec, long covered) {
        ReferenceSearch r = new ReferenceSearch(spec);
        r.enter(0, covered, new int[0]);
        return r;
    }

    /** Returns the number of nodes of the whole search. */
    int nodes() {
        return nodeLevel.size();
    }

    /** Returns the nodes per level among the first {@code entered} nodes, up to the deepest one. */
    long[] nodesPerLevel(int entered) {
        long[] perLevel = new long[0];
        for (int k = 0; k < entered; k++) {
            int l = nodeLevel.get(k);
            if (l >= perLevel.length) {
                perLevel = Arrays.copyOf(perLevel, l + 1);
            }
            perLevel[l]++;
        }
        return perLevel;
    }

    /** Returns the statistics of a search that entered the first {@code entered} nodes of the model. */
    SearchStatistics statistics(int entered) {
        long found = solutionNode.stream().filter(k -> k < entered).count();
        long[] perLevel = nodesPerLevel(entered);
        long upd = entered < nodes() ? nodeUpdates.get(entered) : updates;
        return SearchStatistics.of(found, entered, upd, perLevel);
    }

    /** Returns the statistics of a search that ended right after reporting solution {@code j} (0-based). */
    SearchStatistics statisticsAtSolution(int j) {
        int node = solutionNode.get(j);
        long[] perLevel = nodesPerLevel(node + 1);
        return SearchStatistics.of(j + 1, node + 1, nodeUpdates.get(node), perLevel);
    }

    private int size(int item, long covered) {
        int s = 0;
        for (long m : masks) {
            if ((m & covered) == 0 && (m & 1L << item) != 0) {
                s++;
            }
        }
        return s;
    }

    private long cover(int item, long covered) {
        updates++;
        for (long m : masks) {
            if ((m & covered) == 0 && (m & 1L << item) != 0) {
                updates += Long.bitCount(m) - 1;
            }
        }
        return covered | 1L << item;
    }

    private void enter(int level, long covered, int[] chosen) {
        nodeUpdates.add(updates);
        nodeLevel.add(level);
        int node = nodeLevel.size() - 1;
        int best = -1;
        int bestSize = Integer.MAX_VALUE;
        for (int i = 0; i < spec.itemCount(); i++) {
            if ((primary & ~covered & 1L << i) == 0) {
                continue;
            }
            int s = size(i, covered);
            if (s < bestSize) {
                best = i;
                bestSize = s;
                if (s == 0) {
                    break;
                }
            }
        }
        if (best < 0) {
            solutions.add(chosen);
            solutionNode.add(node);
            return;
        }
        long before = covered;
        long after = cover(best, covered);
        for (int o = 0; o < masks.length; o++) {
            if ((masks[o] & before) == 0 && (masks[o] & 1L << best) != 0) {
                long c = after;
                for (int item : spec.options[o]) {
                    if (item != best) {
                        c = cover(item, c);
                    }
                }
                int[] next = Arrays.copyOf(chosen, level + 1);
                next[level] = o;
                enter(level + 1, c, next);
            }
        }
    }
}
