/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * A search for one solution by randomized restarts ({@link SearchSettings.Builder#restarts(long)}): seeded
 * runs with Luby's node budgets, until a run finds a solution, completes without one, or the settings of
 * the whole search (budgets, deadline, cancellation) end it. The runs share the start time, so the deadline
 * holds across them; the statistics are summed.
 */
final class Restarts {

    /** One run of the search: the settings of the run, and the start time its deadline counts from. */
    @FunctionalInterface
    interface Run {
        SearchResult run(SearchSettings settings, long startTime);
    }

    private Restarts() {
    }

    /** Runs the restarts; {@code settings} has a restart unit and a solution limit of 1. */
    static SearchResult search(SearchSettings settings, Run run) {
        long unit = settings.restartUnit().getAsLong();
        long seed = settings.seed().orElse(0);
        long start = settings.clock().getAsLong();
        SearchStatistics total = SearchStatistics.EMPTY;
        for (long i = 1; ; i++) {
            long nodesLeft = settings.nodeBudget() - total.nodes();
            SearchSettings.Builder b = settings.toBuilder().seed(runSeed(seed, i))
                    .nodeBudget(Math.min(budget(unit, i), nodesLeft));
            if (settings.updateBudget() != Long.MAX_VALUE) {
                b.updateBudget(Math.max(1, settings.updateBudget() - total.updates()));
            }
            SearchResult r = run.run(b.build(), start);
            total = total.plus(r.statistics());
            if (r.outcome() != SearchOutcome.NODE_BUDGET || total.nodes() >= settings.nodeBudget()) {
                return new SearchResult(r.outcome(), total);
            }
        }
    }

    /** Returns the node budget of run {@code i}: the unit times Luby's term, saturated. */
    static long budget(long unit, long i) {
        long t = luby(i);
        return unit > Long.MAX_VALUE / t ? Long.MAX_VALUE : unit * t;
    }

    /**
     * Returns the {@code i}-th term of Luby's sequence (from 1): {@code 2^(k-1)} when {@code i = 2^k - 1},
     * else the term of {@code i - 2^(k-1) + 1} for the {@code k} with {@code 2^(k-1) <= i < 2^k - 1}.
     */
    static long luby(long i) {
        if (i < 1) {
            throw new IllegalArgumentException("Luby's sequence starts at 1, was " + i);
        }
        while (true) {
            int k = 64 - Long.numberOfLeadingZeros(i); // the least k with 2^k - 1 >= i
            if (k < 64 && i == (1L << k) - 1) {
                return 1L << (k - 1);
            }
            i -= (1L << (k - 1)) - 1;
        }
    }

    /** Returns the seed of run {@code i}: the base seed and the run mixed (SplitMix64's finalizer). */
    static long runSeed(long seed, long i) {
        long z = seed + i * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
