/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.CostedSolution;
import java.math.BigInteger;
import java.util.List;

/**
 * The answer of {@link SparkBest}: the cheapest solutions, and the work of both passes.
 *
 * @param solutions the solutions, cheapest first, of equal costs in the sequential search's order; each
 *     solution's options in the order that search chose them
 * @param nodes the nodes searched by the tasks of both passes (the walks that split them are not counted)
 * @param updates Knuth's updates of those searches
 * @param firstPieces the pieces of the first pass
 * @param secondPieces the pieces of the second pass; 0 when it was not needed (fewer than k solutions)
 * @param elapsedMillis the wall-clock time of the run, splitting included
 */
public record SparkBestResult(List<CostedSolution> solutions, BigInteger nodes, BigInteger updates,
        int firstPieces, int secondPieces, long elapsedMillis) {

    /**
     * Copies the list.
     */
    public SparkBestResult {
        solutions = List.copyOf(solutions);
    }
}
