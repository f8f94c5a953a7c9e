/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import java.util.Random;

/**
 * The seeded-loop harness of the randomized tests: a fixed default seed per test, or {@code -Ddlx4j.seed=N}
 * to replay or explore. Every seed is printed, and a failing round is reported with the test's seed, the
 * round and the round's own seed, so a failure in a log can be replayed. The round's body dumps the
 * failing problem in Knuth's format ({@link KnuthDump}) in its assertion messages.
 *
 * <pre>{@code
 * Seeded.repeat("SearchPropertyTest.oracles_randomProblems_agree", 0x5EED_0003L, 1000, (round, rnd) -> {
 *     ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 12);
 *     assertThat(BruteForce.byRecursion(spec)).as(KnuthDump.dump("problem " + round, spec.toProblem()))
 *             .isEqualTo(BruteForce.bySubsets(spec));
 * });
 * }</pre>
 *
 * <p>Each round draws from a {@link Random} of its own, seeded from the test's, so what one round draws does
 * not shift the next. A test without rounds takes its seed from {@link #seed} alone. Counters that a test
 * keeps across rounds live in one-element arrays, as a lambda cannot assign the test's locals.
 */
public final class Seeded {

    /** One round of a randomized test, with its own random source. */
    @FunctionalInterface
    public interface Round {
        /** Runs round {@code round} with {@code rnd}. */
        void run(int round, Random rnd) throws Exception;
    }

    private Seeded() {
    }

    /** Returns the seed for a test, printing it with the way to replay it. */
    public static long seed(String test, long defaultSeed) {
        String property = System.getProperty("dlx4j.seed");
        long seed = property == null || property.isBlank() ? defaultSeed : Long.parseLong(property.trim());
        System.out.println(test + ": seed " + seed + " (replay with -Ddlx4j.seed=" + seed + ")");
        return seed;
    }

    /**
     * Runs {@code rounds} rounds of a test, each with a {@link Random} seeded from the test's seed; a round
     * that fails is rethrown as an {@link AssertionError} that names the seed and the round.
     */
    public static void repeat(String test, long defaultSeed, int rounds, Round body) {
        long seed = seed(test, defaultSeed);
        Random master = new Random(seed);
        for (int round = 0; round < rounds; round++) {
            long roundSeed = master.nextLong();
            try {
                body.run(round, new Random(roundSeed));
            } catch (Exception | AssertionError e) {
                throw new AssertionError(test + " failed in round " + round + " of " + rounds + " (seed " + seed
                        + ", replay with -Ddlx4j.seed=" + seed + "; round seed " + roundSeed + "): " + e.getMessage(),
                        e);
            }
        }
    }
}
