/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The counters of a search, as Knuth's DLX programs report them. They are deterministic: the same problem
 * and settings give the same counts on every machine, so they compare heuristics better than time does.
 *
 * @param solutions the number of solutions reported
 * @param nodes the number of search tree nodes entered (the root counts as one)
 * @param updates the number of link updates: each cover counts 1 for the item plus 1 for each node it
 *     removes from an item list, as in Knuth's {@code dlx1}
 * @param maxLevel the deepest level entered (0 for the root)
 * @param nodesPerLevel the number of nodes entered at each level, {@code maxLevel + 1} entries
 */
public record SearchStatistics(long solutions, long nodes, long updates, int maxLevel, long[] nodesPerLevel) {

    /** The statistics of a search that has not entered any node. */
    public static final SearchStatistics EMPTY = new SearchStatistics(0, 0, 0, 0, new long[0]);

    /**
     * Creates statistics, copying the profile array.
     *
     * @param solutions the number of solutions reported
     * @param nodes the number of nodes entered
     * @param updates the number of link updates
     * @param maxLevel the deepest level entered
     * @param nodesPerLevel the nodes entered per level
     */
    public SearchStatistics {
        nodesPerLevel = nodesPerLevel.clone();
    }

    /**
     * Returns a copy of the number of nodes entered at each level.
     *
     * @return a new array, {@code maxLevel() + 1} entries ({@code 0} when no node was entered)
     */
    @Override
    public long[] nodesPerLevel() {
        return nodesPerLevel.clone();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SearchStatistics)) {
            return false;
        }
        SearchStatistics s = (SearchStatistics) o;
        return solutions == s.solutions && nodes == s.nodes && updates == s.updates && maxLevel == s.maxLevel
                && Arrays.equals(nodesPerLevel, s.nodesPerLevel);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(nodes) * 31 + Long.hashCode(updates) * 17 + Long.hashCode(solutions);
    }

    /** Returns the counters on one line, for example {@code "1 solution, 5 nodes, 27 updates, level 3"}. */
    @Override
    public String toString() {
        return solutions + (solutions == 1 ? " solution, " : " solutions, ") + nodes + " nodes, " + updates
                + " updates, max level " + maxLevel;
    }
}
