/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/** Why a search ended. In every case the matrix is restored to its state before the search. */
public enum SearchOutcome {
    /** The whole search tree was explored: every solution was reported. */
    COMPLETED,
    /** The visitor returned {@link Decision#STOP}. */
    STOPPED_BY_VISITOR,
    /** The solution limit of the {@link SearchSettings} was reached. */
    SOLUTION_LIMIT,
    /** The node budget of the {@link SearchSettings} was used up. */
    NODE_BUDGET,
    /** The update budget of the {@link SearchSettings} was used up. */
    UPDATE_BUDGET,
    /** The deadline of the {@link SearchSettings} passed. */
    DEADLINE,
    /** The search was cancelled: its cancellation flag was set or its thread was interrupted. */
    CANCELLED;

    /**
     * Returns whether the search explored the whole tree, so that the solutions reported are all there are.
     *
     * @return true only for {@link #COMPLETED}
     */
    public boolean isComplete() {
        return this == COMPLETED;
    }

    /**
     * Whether a count that ends this way answers a bare count (a {@code long} that cannot say it is short): the
     * whole tree, or the solution limit it was asked to stop at.
     */
    boolean answersCount() {
        return this == COMPLETED || this == SOLUTION_LIMIT;
    }
}
