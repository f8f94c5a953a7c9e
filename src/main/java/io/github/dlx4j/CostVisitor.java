/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Receives the solutions of a minimum-cost search as it finds them ({@link CostSearch#improvements}).
 */
@FunctionalInterface
public interface CostVisitor {

    /**
     * Receives a solution and its cost. The solution is a view valid only during the call: keep
     * {@link Solution#copy()} to hold it longer.
     *
     * @param solution the options chosen
     * @param cost the sum of their costs
     * @return {@link Decision#CONTINUE} to go on, {@link Decision#STOP} to end the search
     */
    Decision visit(Solution solution, long cost);
}
