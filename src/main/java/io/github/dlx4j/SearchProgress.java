/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;

/**
 * A progress report from a running search.
 *
 * @param statistics the counters so far
 * @param fractionDone Knuth's estimate of the fraction of the search tree explored, in [0, 1]: with option
 *     {@code k_j} of {@code d_j} being tried at level {@code j}, the sum over the levels of
 *     {@code (k_j - 1) / (d_0 d_1 ... d_j)}. It never decreases during a search and is exactly 1 only in
 *     the last report of a completed search.
 * @param elapsedNanos the time since the search started, in nanoseconds
 */
public record SearchProgress(SearchStatistics statistics, double fractionDone, long elapsedNanos) {

    /**
     * Creates a report.
     *
     * @param statistics the counters so far
     * @param fractionDone the estimated fraction explored, in [0, 1]
     * @param elapsedNanos the time since the start, at least 0
     * @throws IllegalArgumentException if {@code fractionDone} is not in [0, 1] or the time is negative
     */
    public SearchProgress {
        Objects.requireNonNull(statistics, "statistics");
        if (!(fractionDone >= 0 && fractionDone <= 1)) {
            throw new IllegalArgumentException("fractionDone must be in [0, 1], was " + fractionDone);
        }
        if (elapsedNanos < 0) {
            throw new IllegalArgumentException("elapsedNanos must be at least 0, was " + elapsedNanos);
        }
    }

    /**
     * Returns the nodes entered per second so far.
     *
     * @return the rate, 0 before any time has passed
     */
    public double nodesPerSecond() {
        return elapsedNanos == 0 ? 0 : statistics.nodes() * 1e9 / elapsedNanos;
    }
}
