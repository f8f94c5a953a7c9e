/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * The state of one search: the per-level stacks and the counters, shared by the engines that take turns on
 * one tree (the links engine and the bit-parallel endgame it hands subtrees to), and read by the entry
 * points through {@link SearchEngine}.
 *
 * <p>{@code item[k]} is the header of the item chosen at level {@code k}, {@code x[k]} the first (or, on
 * the links, the chosen) node of the option being tried there; {@code profile[k]} counts the nodes entered
 * at level {@code k}. Levels {@code 0..level-1} each hold one chosen option while the search stands still.
 * The hot loops keep the counters in locals and write them back here when they stop or check.
 */
final class SearchState {

    final int[] item;
    final int[] x;
    final long[] profile;
    int level;
    long nodes;
    long updates;
    long solutions;
    /** How the search ended; {@code null} while it runs. */
    SearchOutcome outcome;

    /** Where cleansings are counted (the links of a colored problem), and the count when the search began. */
    private final LongSupplier cleansingCounter;
    private long cleansingBase;

    /**
     * Stacks for a problem whose solutions have at most {@code depth - 1} options; cleansings are those the
     * counter counts from now on.
     */
    SearchState(int depth, LongSupplier cleansingCounter) {
        this.item = new int[depth];
        this.x = new int[depth];
        this.profile = new long[depth];
        this.cleansingCounter = cleansingCounter;
        this.cleansingBase = cleansingCounter.getAsLong();
    }

    /**
     * Clears the stacks' profile and the counters for another search on the same matrix (an engine that is
     * reused, so that a batch of searches allocates nothing); cleansings count from now on.
     */
    void reset() {
        int deepest = profile.length - 1;
        while (deepest > 0 && profile[deepest] == 0) {
            deepest--;
        }
        Arrays.fill(profile, 0, deepest + 1, 0L);
        level = 0;
        nodes = 0;
        updates = 0;
        solutions = 0;
        outcome = null;
        cleansingBase = cleansingCounter.getAsLong();
    }

    /** Writes back the level and counters an engine's hot loop keeps in locals. */
    void store(int l, long nodeCount, long updateCount) {
        level = l;
        nodes = nodeCount;
        updates = updateCount;
    }

    /** Returns the cleansings of this search so far. */
    long cleansings() {
        return cleansingCounter.getAsLong() - cleansingBase;
    }

    /** Returns the counters so far; the profile is copied up to the deepest level entered. */
    SearchStatistics statistics() {
        int deepest = profile.length - 1;
        while (deepest > 0 && profile[deepest] == 0) {
            deepest--;
        }
        long[] perLevel = new long[nodes == 0 ? 0 : deepest + 1];
        System.arraycopy(profile, 0, perLevel, 0, perLevel.length);
        return SearchStatistics.owning(solutions, nodes, updates, cleansings(), perLevel);
    }
}
