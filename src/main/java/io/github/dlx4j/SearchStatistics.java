/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.Objects;

/**
 * The counters of a search, as Knuth's DLX programs report them. They are deterministic: the same problem
 * and settings give the same counts on every machine, so they compare heuristics better than time does.
 *
 * <p>Immutable. New counters may be added in later versions (Knuth's generalizations count more than nodes
 * and updates), so make instances with {@link #of} and combine them with {@link #plus} and
 * {@link #shifted}, never by listing the fields.
 *
 * <pre>{@code
 * SearchStatistics total = SearchStatistics.EMPTY;
 * for (Subproblem piece : dl.split(2)) {
 *     SearchResult r = dl.search(piece, SearchSettings.DEFAULT, solution -> Decision.CONTINUE);
 *     total = total.plus(r.statistics().shifted(piece.size()));
 * }
 * }</pre>
 */
public final class SearchStatistics {

    /** The statistics of a search that has not entered any node. */
    public static final SearchStatistics EMPTY = new SearchStatistics(0, 0, 0, 0, new long[0]);

    private final long solutions;
    private final long nodes;
    private final long updates;
    private final long cleansings;
    private final long[] nodesPerLevel;

    private SearchStatistics(long solutions, long nodes, long updates, long cleansings, long[] nodesPerLevel) {
        this.solutions = solutions;
        this.nodes = nodes;
        this.updates = updates;
        this.cleansings = cleansings;
        this.nodesPerLevel = nodesPerLevel;
    }

    /**
     * Returns statistics with the given counters, copying the profile array.
     *
     * @param solutions the number of solutions reported
     * @param nodes the number of search tree nodes entered
     * @param updates the number of link updates
     * @param nodesPerLevel the nodes entered at each level, from level 0 (empty when no node was entered,
     *     or when the profile is not known)
     * @return the statistics; {@link #maxLevel()} is the last level of the profile
     * @throws IllegalArgumentException if a counter is negative
     * @throws NullPointerException if {@code nodesPerLevel} is null
     */
    public static SearchStatistics of(long solutions, long nodes, long updates, long... nodesPerLevel) {
        Objects.requireNonNull(nodesPerLevel, "nodesPerLevel");
        if (solutions < 0 || nodes < 0 || updates < 0) {
            throw new IllegalArgumentException("counters must not be negative: solutions " + solutions + ", nodes "
                    + nodes + ", updates " + updates);
        }
        for (int k = 0; k < nodesPerLevel.length; k++) {
            if (nodesPerLevel[k] < 0) {
                throw new IllegalArgumentException("nodesPerLevel[" + k + "] is negative: " + nodesPerLevel[k]);
            }
        }
        return new SearchStatistics(solutions, nodes, updates, 0, nodesPerLevel.clone());
    }

    /**
     * Returns statistics that take {@code nodesPerLevel} as it is, without a copy or checks: for a search's
     * own counters, which are valid by construction and whose array nothing else holds.
     */
    static SearchStatistics owning(long solutions, long nodes, long updates, long cleansings, long[] nodesPerLevel) {
        assert solutions >= 0 && nodes >= 0 && updates >= 0 && cleansings >= 0;
        return new SearchStatistics(solutions, nodes, updates, cleansings, nodesPerLevel);
    }

    /**
     * Returns these statistics with another count of cleansings (the counter of colored problems).
     *
     * @param count the number of cleansings, at least 0
     * @return statistics with the same other counters
     * @throws IllegalArgumentException if {@code count} is negative
     */
    public SearchStatistics withCleansings(long count) {
        if (count < 0) {
            throw new IllegalArgumentException("cleansings must not be negative: " + count);
        }
        return new SearchStatistics(solutions, nodes, updates, count, nodesPerLevel);
    }

    /**
     * Returns the number of solutions reported.
     *
     * @return the solutions
     */
    public long solutions() {
        return solutions;
    }

    /**
     * Returns the number of search tree nodes entered (the root counts as one; so does each solution, as
     * in Knuth's {@code dlx1}).
     *
     * @return the nodes
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Returns the number of link updates: each cover counts 1 for the item plus 1 for each node it removes
     * from an item list, as in Knuth's {@code dlx1}.
     *
     * @return the updates
     */
    public long updates() {
        return updates;
    }

    /**
     * Returns the number of cleansings, Knuth's second measure of work on colored problems ({@code DLX2}
     * reports it beside the updates): one each time a colored item is purified (its color fixed by a chosen
     * option), plus one for each option that agrees with that color and so stays. Always 0 without colors.
     *
     * @return the cleansings
     */
    public long cleansings() {
        return cleansings;
    }

    /**
     * Returns the deepest level entered (0 for the root, and when no node was entered).
     *
     * @return the deepest level
     */
    public int maxLevel() {
        return Math.max(0, nodesPerLevel.length - 1);
    }

    /**
     * Returns a copy of the number of nodes entered at each level.
     *
     * @return a new array, {@code maxLevel() + 1} entries ({@code 0} when no node was entered)
     */
    public long[] nodesPerLevel() {
        return nodesPerLevel.clone();
    }

    /**
     * Returns the sum of these statistics and another's, level by level: the statistics of two searches
     * of disjoint parts of one tree, taken together.
     *
     * @param other the other statistics
     * @return the sums
     * @throws CountOverflowException if a sum passes {@link Long#MAX_VALUE}
     */
    public SearchStatistics plus(SearchStatistics other) {
        long[] a = nodesPerLevel;
        long[] b = other.nodesPerLevel;
        long[] sum = Arrays.copyOf(a.length >= b.length ? a : b, Math.max(a.length, b.length));
        long[] shorter = a.length >= b.length ? b : a;
        for (int k = 0; k < shorter.length; k++) {
            sum[k] = CountOverflowException.add("node", sum[k], shorter[k]);
        }
        return new SearchStatistics(CountOverflowException.add("solution", solutions, other.solutions),
                CountOverflowException.add("node", nodes, other.nodes),
                CountOverflowException.add("update", updates, other.updates),
                CountOverflowException.add("cleansing", cleansings, other.cleansings), sum);
    }

    /**
     * Returns these statistics moved down by {@code levels} levels: those of a subproblem's search (whose
     * levels count from its forced options) as levels of the whole tree.
     *
     * @param levels the number of forced options above the subproblem's root, at least 0
     * @return the same counters with the profile shifted
     * @throws IllegalArgumentException if {@code levels < 0}
     */
    public SearchStatistics shifted(int levels) {
        if (levels < 0) {
            throw new IllegalArgumentException("levels must be at least 0, was " + levels);
        }
        if (levels == 0 || nodesPerLevel.length == 0) {
            return this;
        }
        long[] moved = new long[levels + nodesPerLevel.length];
        System.arraycopy(nodesPerLevel, 0, moved, levels, nodesPerLevel.length);
        return new SearchStatistics(solutions, nodes, updates, cleansings, moved);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SearchStatistics)) {
            return false;
        }
        SearchStatistics s = (SearchStatistics) o;
        return solutions == s.solutions && nodes == s.nodes && updates == s.updates && cleansings == s.cleansings
                && Arrays.equals(nodesPerLevel, s.nodesPerLevel);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(nodes) * 31 + Long.hashCode(updates) * 17 + Long.hashCode(solutions);
    }

    /** Returns the counters on one line, for example {@code "1 solution, 5 nodes, 27 updates, max level 3"}. */
    @Override
    public String toString() {
        return solutions + (solutions == 1 ? " solution, " : " solutions, ") + nodes + " nodes, " + updates
                + " updates, " + (cleansings > 0 ? cleansings + " cleansings, " : "") + "max level " + maxLevel();
    }
}
