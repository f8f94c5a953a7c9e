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

    /** How many levels a probe goes down between two checks of the control. */
    static final int LEVELS_BETWEEN_CHECKS = 8;

    private Estimator() {
    }

    /** Returns whether the control, if any, asks the estimate to stop now. */
    private static boolean stopped(SearchControl control) {
        return control != null && control.stopAsked();
    }

    /**
     * Runs {@code probes} random probes on an engine that stands at its root, and rewinds it after each.
     */
    static SearchEstimate estimate(SearchEngine engine, int probes, long seed) {
        return estimate(engine, probes, seed, null);
    }

    /**
     * Runs up to {@code probes} probes, checking the control's cancel flag, interrupt and deadline before
     * each and every {@link #LEVELS_BETWEEN_CHECKS} levels within one (a probe of a large problem goes
     * thousands of levels deep, each a cover of long lists), and within the rewind of a probe; a probe that
     * a check stops before its end is left out. A probe stopped in its descent or its rewind is left as it
     * stands, for the caller to rewind ({@link SearchEngine#probeRewind}) at once or later, as a stopped
     * search's restore is. Returns the estimate of the probes made, or null when the control stopped it
     * before the first was complete.
     */
    static SearchEstimate estimate(SearchEngine engine, int probes, long seed, SearchControl control) {
        SplittableRandom random = new SplittableRandom(seed);
        SearchState st = engine.state();
        double[] sum = new double[3];
        double[] sumSq = new double[3];
        int made = 0;
        for (int t = 0; t < probes && !stopped(control); t++) {
            double weight = 1;
            double nodes = 0;
            double solutions = 0;
            double updates = 0;
            boolean stoppedWithin = false;
            try {
                for (int level = 1; ; level++) {
                    if (level % LEVELS_BETWEEN_CHECKS == 0 && stopped(control)) {
                        stoppedWithin = true; // before the branch: the levels above are what a rewind undoes
                        break;
                    }
                    nodes += weight;
                    long before = st.updates;
                    int d = engine.probeBranch();
                    if (d < 0) {
                        solutions = weight;
                        break;
                    }
                    long coverCost = st.updates - before;
                    if (d == 0) {
                        updates += weight * coverCost;
                        break;
                    }
                    before = st.updates;
                    engine.probeDescend(random.nextInt(d));
                    long optionCost = st.updates - before;
                    updates += weight * (coverCost + (double) d * optionCost);
                    weight *= d;
                }
            } finally {
                // A rewind takes about as long as the probe's descent: it too stops at the control's word, and
                // the loop's own test then ends the estimate with this probe counted.
                if (!stoppedWithin) {
                    engine.probeRewind(() -> stopped(control));
                }
            }
            if (stoppedWithin) {
                break; // left out
            }
            made++;
            double[] v = {nodes, solutions, updates};
            for (int i = 0; i < 3; i++) {
                sum[i] += v[i];
                sumSq[i] += v[i] * v[i];
            }
        }
        if (made == 0) {
            return null;
        }
        double[] mean = new double[3];
        double[] err = new double[3];
        for (int i = 0; i < 3; i++) {
            mean[i] = sum[i] / made;
            double variance = made > 1 ? Math.max(0, (sumSq[i] - made * mean[i] * mean[i]) / (made - 1)) : 0;
            err[i] = Math.sqrt(variance / made);
        }
        return new SearchEstimate(made, mean[0], err[0], mean[1], err[1], mean[2], err[2]);
    }
}
