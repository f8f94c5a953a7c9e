/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Seeds for the randomized tests: a fixed default per test, or {@code -Ddlx4j.seed=N} to replay or explore.
 * Every seed is printed, so a failure in a log can be replayed.
 */
final class TestSeed {

    private TestSeed() {
    }

    /** Returns the seed for a test, printing it with the way to replay it. */
    static long of(String test, long defaultSeed) {
        String property = System.getProperty("dlx4j.seed");
        long seed = property == null || property.isBlank() ? defaultSeed : Long.parseLong(property.trim());
        System.out.println(test + ": seed " + seed + " (replay with -Ddlx4j.seed=" + seed + ")");
        return seed;
    }
}
