/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.List;

/**
 * One pass of the search down to a cutoff level, cutting the tree into pieces: the prefixes of options on
 * the way to each node at that level (or to a solution above it), in search order, leaving out dead ends
 * (an active primary item without options). The pieces' solutions together are exactly the problem's.
 *
 * <p>It also keeps what a search of the pieces needs to be reported as the whole search: each piece's
 * weight in Knuth's estimate of the fraction done (the product of {@code 1/d} over the levels above it),
 * and the statistics of the nodes above the pieces, counted as the sequential search counts them (the
 * pieces' roots are counted by the pieces' own searches; a dead end at the cutoff counts its node and the
 * one update of covering its empty item).
 */
final class Split {

    /** The prefixes, in search order. */
    final List<int[]> pieces = new ArrayList<>();
    /** The weight of each piece. */
    double[] weights = new double[16];
    /** The statistics of the tree above the pieces. */
    final SearchStatistics above;
    /** The statistics of every node the pass entered (what it cost, when it did not complete). */
    final SearchStatistics entered;
    /** {@link SearchOutcome#COMPLETED}, unless the settings ended the pass. */
    final SearchOutcome outcome;

    /** Cuts the tree of the workspace's matrix (in its current state) at {@code depth}. */
    Split(Workspace workspace, int depth, SearchSettings settings) {
        SearchControl control = new SearchControl(settings);
        SearchEngine engine = workspace.engine(control,
                EngineOptions.forSplit(depth).withSharp(settings.sharpPreference()));
        long[] emitted = new long[depth + 1];
        long emittedTotal = 0;
        long deadEnds = 0;
        try {
            while (engine.next()) {
                int l = engine.level();
                if (engine.atSolution() || !engine.atDeadEnd()) {
                    double w = 1;
                    for (int j = 0; j < l; j++) {
                        w /= engine.choices(j);
                    }
                    if (pieces.size() == weights.length) {
                        weights = java.util.Arrays.copyOf(weights, 2 * weights.length);
                    }
                    weights[pieces.size()] = w;
                    pieces.add(engine.currentOptions());
                    emitted[l]++;
                    emittedTotal++;
                } else {
                    deadEnds += engine.deadEndUpdates();
                }
            }
            SearchState st = engine.state();
            this.outcome = st.outcome;
            this.entered = st.statistics();
            long[] profile = st.statistics().nodesPerLevel();
            for (int l = 0; l < profile.length; l++) {
                profile[l] -= emitted[l];
            }
            int len = profile.length;
            while (len > 0 && profile[len - 1] == 0) {
                len--;
            }
            this.above = SearchStatistics.of(0, st.nodes - emittedTotal, st.updates + deadEnds,
                    java.util.Arrays.copyOf(profile, len)).withCleansings(st.cleansings());
        } finally {
            engine.abandon();
        }
    }

    /**
     * Cuts at a depth that gives at least {@code minPieces} pieces (the smallest such depth when the tree
     * branches), or where no piece reaches the cut (the tree is smaller than that).
     *
     * <p>Each depth tried costs a pass over the nodes above it, so trying 0, 1, 2, ... costs the square of
     * the depth on a thin tree (a chain of forced levels) and, with the item scan, its cube. Where the
     * frontier grows slowly (at most doubling from one pass to the next) the depth tried doubles instead,
     * each such jump under a node budget: a jump that runs into a bushy part of the tree is abandoned and
     * the search goes on one level at a time from the last depth cut. The settings' deadline, cancel flag
     * and interrupt end any pass.
     */
    static Split into(Workspace workspace, int minPieces, SearchSettings settings) {
        long jumpBudget = Math.max(1 << 16, 256L * minPieces);
        SearchSettings jumping = settings.nodeBudget() <= jumpBudget ? settings
                : settings.toBuilder().nodeBudget(jumpBudget).build();
        int depth = 0;
        int step = 1;
        int lastDepth = 0;
        long lastFrontier = 0; // so that the first step is one level
        while (true) {
            boolean jump = step > 1;
            Split cut = new Split(workspace, depth, jump ? jumping : settings);
            if (jump && cut.outcome == SearchOutcome.NODE_BUDGET && settings.nodeBudget() > jumpBudget) {
                step = 1; // too bushy to jump: one level at a time from the last depth cut
                depth = lastDepth + 1;
                continue;
            }
            if (cut.outcome != SearchOutcome.COMPLETED || cut.pieces.size() >= minPieces) {
                return cut;
            }
            long frontier = 0;
            for (int[] p : cut.pieces) {
                frontier += p.length == depth ? 1 : 0;
            }
            if (frontier == 0) {
                return cut;
            }
            step = frontier <= 2 * lastFrontier ? Math.min(step * 2, 1 << 20) : 1;
            lastFrontier = frontier;
            lastDepth = depth;
            depth += step;
        }
    }
}
