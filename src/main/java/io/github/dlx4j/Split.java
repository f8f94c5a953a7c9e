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
        SearchEngine engine = workspace.engine(control, EngineOptions.of(SearchSettings.DEFAULT).withCutoff(depth));
        long[] emitted = new long[depth + 1];
        long emittedTotal = 0;
        long deadEnds = 0;
        try {
            while (engine.next()) {
                int l = engine.level();
                if (engine.atSolution() || !workspace.matrix.hasEmptyPrimaryItem()) {
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
                    deadEnds++;
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
     * Cuts at the smallest depth that gives at least {@code minPieces} pieces, or where no piece reaches
     * the cut (the tree is smaller than that).
     */
    static Split into(Workspace workspace, int minPieces, SearchSettings settings) {
        for (int depth = 0;; depth++) {
            Split cut = new Split(workspace, depth, settings);
            if (cut.outcome != SearchOutcome.COMPLETED || cut.pieces.size() >= minPieces) {
                return cut;
            }
            boolean deeper = false;
            for (int[] p : cut.pieces) {
                deeper |= p.length == depth;
            }
            if (!deeper) {
                return cut;
            }
        }
    }
}
