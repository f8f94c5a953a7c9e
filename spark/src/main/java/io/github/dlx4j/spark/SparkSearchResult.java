/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import java.math.BigInteger;

/**
 * The totals of a run on Spark, summed exactly over every subproblem (those an earlier run finished
 * included).
 *
 * @param solutions the solutions: all of them for a count, at most the limit for an enumeration with one
 * @param nodes the nodes searched below the subproblems' forced options (the few above them are not counted)
 * @param updates Knuth's updates of those searches
 * @param subproblems the number of subproblems in the split
 * @param skipped how many of them an earlier run had finished (not searched again)
 * @param elapsedMillis the wall-clock time of this run, splitting included
 */
public record SparkSearchResult(BigInteger solutions, BigInteger nodes, BigInteger updates, int subproblems,
        int skipped, long elapsedMillis) {
}
