/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.SplittableRandom;

/**
 * Knuth's Monte Carlo estimate of the size of a backtrack tree ("Estimating the efficiency of backtrack
 * programs", 1975; TAOCP 7.2.2, Theorem E).
 *
 * <p>A probe walks from the root to a leaf along the search's own choices (the same item of minimum size),
 * picking one of the {@code d} options at random at each level. With {@code D} the product of the
 * {@code d}'s above a node, {@code D} is an unbiased estimate of the number of nodes at that level, so the
 * sum along the path estimates the nodes of the whole tree; {@code D} at a solution estimates the
 * solutions; and {@code D * (cover cost + d * cost of the sampled option)} estimates the updates made at
 * that node. The mean of independent probes is unbiased; its spread is the standard error of the mean.
 */
final class Estimator {

    private Estimator() {
    }

    static SearchEstimate estimate(LinkedMatrix matrix, int probes, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int depth = matrix.problem.primaryItemCount() + 1;
        int[] item = new int[depth];
        int[] chosen = new int[depth];
        int[] right = matrix.right;
        int[] down = matrix.down;
        int[] size = matrix.size;
        double[] sum = new double[3];
        double[] sumSq = new double[3];
        for (int t = 0; t < probes; t++) {
            double weight = 1;
            double nodes = 0;
            double solutions = 0;
            double updates = 0;
            int l = 0;
            while (true) {
                nodes += weight;
                if (right[0] == 0) {
                    solutions = weight;
                    break;
                }
                int best = matrix.chooseItem();
                int bestSize = size[best];
                int coverCost = matrix.coverHeader(best);
                item[l] = best;
                if (bestSize == 0) {
                    updates += weight * coverCost;
                    matrix.uncoverHeader(best);
                    break;
                }
                int p = down[best];
                for (int k = random.nextInt(bestSize); k > 0; k--) {
                    p = down[p];
                }
                long optionCost = matrix.coverOthers(p);
                updates += weight * (coverCost + (double) bestSize * optionCost);
                chosen[l++] = p;
                weight *= bestSize;
            }
            for (int k = l - 1; k >= 0; k--) {
                matrix.uncoverOthers(chosen[k]);
                matrix.uncoverHeader(item[k]);
            }
            double[] v = {nodes, solutions, updates};
            for (int i = 0; i < 3; i++) {
                sum[i] += v[i];
                sumSq[i] += v[i] * v[i];
            }
        }
        double[] mean = new double[3];
        double[] err = new double[3];
        for (int i = 0; i < 3; i++) {
            mean[i] = sum[i] / probes;
            double variance = probes > 1 ? Math.max(0, (sumSq[i] - probes * mean[i] * mean[i]) / (probes - 1)) : 0;
            err[i] = Math.sqrt(variance / probes);
        }
        return new SearchEstimate(probes, mean[0], err[0], mean[1], err[1], mean[2], err[2]);
    }
}
