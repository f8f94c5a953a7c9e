/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Random;

/**
 * Test-only choice of how the search runs: pure dancing links, the bit-parallel endgame from the root (the
 * default for small problems), or the endgame entered part way down (at a random live-option limit), so
 * that every property test of the search covers each engine and the hand-over between them.
 */
enum Engine {
    DANCING_LINKS,
    ENDGAME_FROM_ROOT,
    ENDGAME_PART_WAY;

    /** Returns the endgame limit for a problem; PART_WAY draws one below the option count. */
    int limit(Random rnd, ExactCoverProblem p) {
        switch (this) {
            case DANCING_LINKS:
                return -1;
            case ENDGAME_FROM_ROOT:
                return Endgame.MAX_OPTIONS;
            default:
                return rnd.nextInt(Math.max(1, p.optionCount()));
        }
    }

    /** Runs a search on a matrix with the given endgame limit, restoring the matrix however it ends. */
    static SearchResult search(DancingLinks dl, SearchSettings settings, int endgameLimit, SolutionVisitor visitor) {
        // Enter wherever the limit allows (not only where it pays), so the tests exercise the endgame.
        return dl.search(settings, EngineOptions.of(settings).withEndgame(endgameLimit, false), visitor);
    }
}
