/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.List;

/**
 * Receives the solutions of a {@link TypedSolver}'s search as lists of your own option objects, one call per
 * solution, and says whether to go on: the typed counterpart of {@link SolutionVisitor}.
 *
 * <p>Unlike a {@link Solution} view, the list handed in is permanent: it may be kept after the call. If the
 * visitor throws, the search ends, the matrix is restored, and the exception propagates to the caller.
 *
 * @param <O> the type of the options' objects
 */
@FunctionalInterface
public interface TypedVisitor<O> {

    /**
     * Receives one solution.
     *
     * @param solution the objects of the options chosen, in the order the search chose them; an immutable
     *     list, valid after the call
     * @return {@link Decision#CONTINUE} to look for more solutions, {@link Decision#STOP} to end the search
     */
    Decision visit(List<O> solution);
}
