/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * What one thread searches on: a matrix, and the engines' buffers that outlive a search (the bit-parallel
 * endgame's bitsets and what its payoff rule has learned). It makes the engine for a search; a parallel
 * worker has a workspace of its own, copied from the caller's.
 */
final class Workspace {

    final LinkedMatrix matrix;
    private Endgame endgame;
    /** The counting engine of the last search that ran on it, kept for the next; null before. */
    private CountingEngine counting;
    /** Whether the shape rule chooses the counting engine ({@link CountingTables#pays}); null until asked. */
    private Boolean countingPays;

    Workspace(LinkedMatrix matrix) {
        this.matrix = matrix;
    }

    /** Returns a workspace on a copy of this matrix in its current state, with fresh engine buffers. */
    Workspace copy() {
        Workspace w = new Workspace(new LinkedMatrix(matrix));
        w.countingPays = countingPays;
        return w;
    }

    /** The endgame buffers of this matrix, made on first use. */
    Endgame endgame() {
        Endgame e = endgame;
        if (e == null) {
            e = new Endgame(matrix);
            endgame = e;
        }
        return e;
    }

    /** Makes the engine that runs a search with the given control and options on this workspace. */
    SearchEngine engine(SearchControl control, EngineOptions options) {
        if (CountingEngine.supports(matrix, options) && (options.counting() || (options.adaptive()
                && options.endgameLimit() >= 0 && countingPays()))) {
            counting = CountingEngine.reuse(counting, matrix, control);
            return counting;
        }
        return new LinksEngine(this, control, options);
    }

    private boolean countingPays() {
        Boolean b = countingPays;
        if (b == null) {
            b = CountingTables.pays(matrix.problem);
            countingPays = b;
        }
        return b;
    }
}
