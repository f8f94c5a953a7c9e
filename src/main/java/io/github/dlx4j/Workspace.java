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

    Workspace(LinkedMatrix matrix) {
        this.matrix = matrix;
    }

    /** Returns a workspace on a copy of this matrix in its current state, with fresh engine buffers. */
    Workspace copy() {
        return new Workspace(new LinkedMatrix(matrix));
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
        return new LinksEngine(this, control, options);
    }
}
