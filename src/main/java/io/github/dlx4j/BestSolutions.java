/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.List;

/**
 * What {@link CostSearch#best} found: the cheapest solutions, in increasing cost.
 */
public final class BestSolutions {

    private final List<CostedSolution> solutions;
    private final SearchResult result;

    BestSolutions(List<CostedSolution> solutions, SearchResult result) {
        this.solutions = List.copyOf(solutions);
        this.result = result;
    }

    /**
     * Returns the solutions, cheapest first. After a complete search they are the k cheapest (all of them
     * when there are fewer); after a search that stopped early, the cheapest it had found.
     *
     * @return an immutable list
     */
    public List<CostedSolution> solutions() {
        return solutions;
    }

    /**
     * Returns the solutions' costs, cheapest first.
     *
     * @return a new array, one cost per solution
     */
    public long[] costs() {
        return solutions.stream().mapToLong(CostedSolution::cost).toArray();
    }

    /**
     * Returns whether the search ran to its end, so that the solutions are the cheapest there are.
     *
     * @return true if the outcome is {@link SearchOutcome#COMPLETED}
     */
    public boolean isComplete() {
        return result.outcome() == SearchOutcome.COMPLETED;
    }

    /**
     * Returns how the search ended.
     *
     * @return the outcome
     */
    public SearchOutcome outcome() {
        return result.outcome();
    }

    /**
     * Returns the work done: nodes, updates and cleansings of both of the search's passes, and the number
     * of solutions they met.
     *
     * @return the statistics
     */
    public SearchStatistics statistics() {
        return result.statistics();
    }

    @Override
    public String toString() {
        return "BestSolutions[" + solutions.size() + " solutions, costs " + java.util.Arrays.toString(costs())
                + ", " + result.outcome() + "]";
    }
}
