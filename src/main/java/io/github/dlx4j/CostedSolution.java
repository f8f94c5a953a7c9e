/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;

/**
 * A solution with its cost: the sum of its options' costs.
 *
 * @param solution the options chosen
 * @param cost the sum of their costs
 */
public record CostedSolution(Solution solution, long cost) {

    /**
     * Checks the parts.
     *
     * @param solution the options chosen
     * @param cost the sum of their costs
     * @throws NullPointerException if {@code solution} is null
     * @throws IllegalArgumentException if {@code cost} is negative
     */
    public CostedSolution {
        Objects.requireNonNull(solution, "solution");
        if (cost < 0) {
            throw new IllegalArgumentException("cost " + cost + " is negative");
        }
    }
}
