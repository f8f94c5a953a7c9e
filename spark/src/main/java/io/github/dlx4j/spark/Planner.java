/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Subproblem;
import java.util.ArrayList;
import java.util.List;

/**
 * Plans the split: the pieces of {@link DancingLinks#splitInto}, with those that Knuth's estimate says are
 * big split further, and an estimate of each piece's size, which orders the tasks (biggest first, so no big
 * piece is left to run alone at the end) and weighs the progress.
 *
 * <p>A piece is estimated by selecting its options ({@link DancingLinks#select}) and asking
 * {@link DancingLinks#estimate} for the rest of the tree, then deselecting them; it is split further the
 * same way, with {@link DancingLinks#split split(1)} below its options. The sub-pieces replace the piece in
 * place, so the plan stays in the order of the sequential search. Pentomino trees are lopsided (a few pieces
 * at a shallow level hold most of the nodes), which is why this matters.
 */
final class Planner {

    /** A piece whose estimate exceeds a core's share divided by this is split further. */
    static final int SHARE_PARTS = 16;

    /** The most rounds of further splitting. */
    static final int ROUNDS = 4;

    /** The probes spent on all the pieces together (from {@link #MIN_PROBES} to {@link #MAX_PROBES} each). */
    static final int PROBE_BUDGET = 20_000;

    static final int MIN_PROBES = 16;

    static final int MAX_PROBES = 256;

    /** The plan: the pieces in search order and the estimated nodes below each. */
    record Plan(List<Subproblem> pieces, double[] estimates) {
    }

    private Planner() {
    }

    /**
     * Splits into at least {@code wanted} pieces, then splits further every piece estimated to hold more
     * than a {@link #SHARE_PARTS}th of a core's share of the tree, as long as there are fewer than
     * {@code maxPieces}.
     */
    static Plan plan(DancingLinks dl, int wanted, int cores, int maxPieces) {
        List<Subproblem> pieces = dl.splitInto(wanted);
        double[] estimates = estimates(dl, pieces);
        for (int round = 0; round < ROUNDS && pieces.size() < maxPieces; round++) {
            double total = 0;
            for (double e : estimates) {
                total += e;
            }
            double threshold = total / ((double) cores * SHARE_PARTS);
            List<Subproblem> next = new ArrayList<>();
            List<Double> nextEstimates = new ArrayList<>();
            boolean changed = false;
            for (int i = 0; i < pieces.size(); i++) {
                List<Subproblem> children = estimates[i] > threshold && next.size() + pieces.size() - i < maxPieces
                        ? children(dl, pieces.get(i)) : List.of(pieces.get(i));
                if (children.size() == 1 && children.get(0).equals(pieces.get(i))) {
                    next.add(pieces.get(i));
                    nextEstimates.add(estimates[i]);
                    continue;
                }
                changed = true;
                double[] ce = estimates(dl, children);
                for (int k = 0; k < children.size(); k++) {
                    next.add(children.get(k));
                    nextEstimates.add(ce[k]);
                }
            }
            pieces = next;
            estimates = nextEstimates.stream().mapToDouble(Double::doubleValue).toArray();
            if (!changed) {
                break;
            }
        }
        return new Plan(pieces, estimates);
    }

    /** Returns Knuth's estimate of the nodes below each piece. */
    static double[] estimates(DancingLinks dl, List<Subproblem> pieces) {
        int probes = Math.max(MIN_PROBES, Math.min(MAX_PROBES, PROBE_BUDGET / Math.max(1, pieces.size())));
        double[] e = new double[pieces.size()];
        for (int i = 0; i < e.length; i++) {
            e[i] = estimate(dl, pieces.get(i), probes, i);
        }
        return e;
    }

    /** Returns Knuth's estimate of the nodes below a piece (a path under multiplicities). */
    static double estimate(DancingLinks dl, Subproblem piece, int probes, long seed) {
        return dl.estimate(piece, probes, seed).nodes();
    }

    /** Returns the pieces one level below a piece, in search order, each with the piece's entries first. */
    static List<Subproblem> children(DancingLinks dl, Subproblem piece) {
        return dl.split(piece, 1);
    }
}
