/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Knuth's Monte Carlo estimate of a search tree, from random root-to-leaf probes
 * ({@link DancingLinks#estimate(int, long)}). Each mean is unbiased; each spread is the standard error of
 * that mean (the sample standard deviation over the square root of the number of probes). The distribution
 * is heavy-tailed, so the spread itself is only a rough guide on a few probes.
 *
 * @param probes the number of probes
 * @param nodes the estimated number of nodes of the search tree
 * @param nodesError the standard error of {@code nodes}
 * @param solutions the estimated number of solutions
 * @param solutionsError the standard error of {@code solutions}
 * @param updates the estimated number of updates
 * @param updatesError the standard error of {@code updates}
 */
public record SearchEstimate(int probes, double nodes, double nodesError, double solutions, double solutionsError,
        double updates, double updatesError) {

    /** Returns the estimates with their spreads on one line. */
    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT,
                "%.4g +- %.2g nodes, %.4g +- %.2g solutions, %.4g +- %.2g updates (%d probes)",
                nodes, nodesError, solutions, solutionsError, updates, updatesError, probes);
    }
}
