/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Receives the solutions of a search, one call per solution, and says whether to go on.
 *
 * <pre>{@code
 * DancingLinks dl = new DancingLinks(problem);
 * dl.search(solution -> {
 *     System.out.println(solution);
 *     return Decision.CONTINUE;
 * });
 * }</pre>
 *
 * <p>The {@link Solution} passed in is a view of the search's state: it is valid only during the call.
 * Call {@link Solution#copy()} to keep it. If the visitor throws, the search ends, the matrix is restored,
 * and the exception propagates to the caller of {@code search}.
 */
@FunctionalInterface
public interface SolutionVisitor {

    /**
     * Receives one solution.
     *
     * @param solution a view of the solution, valid only during this call
     * @return {@link Decision#CONTINUE} to look for more solutions, {@link Decision#STOP} to end the search
     */
    Decision visit(Solution solution);
}
