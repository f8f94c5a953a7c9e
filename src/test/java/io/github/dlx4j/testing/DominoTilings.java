/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import io.github.dlx4j.ExactCoverProblem;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Domino tilings of rectangles: the exact cover problem (cells as items, dominoes as options) and an
 * independent count by a transfer matrix, in {@code BigInteger}. {@code DominoCountTest} checks the count
 * against Kasteleyn's product formula.
 */
public final class DominoTilings {

    private DominoTilings() {
    }

    /** Cells {@code r * cols + c} as primary items; an option per domino, in cell order. */
    public static ExactCoverProblem problem(int rows, int cols) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(rows * cols);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (c + 1 < cols) {
                    b.option(r * cols + c, r * cols + c + 1);
                }
                if (r + 1 < rows) {
                    b.option(r * cols + c, (r + 1) * cols + c);
                }
            }
        }
        return b.build();
    }

    /**
     * The domino tilings of a rows x cols board by the transfer matrix: column by column, the state is the
     * set of the column's cells already covered by horizontal dominoes from the column before.
     */
    public static BigInteger count(int rows, int cols) {
        int h = Math.min(rows, cols);
        int w = Math.max(rows, cols);
        BigInteger[] ways = new BigInteger[1 << h];
        Arrays.fill(ways, BigInteger.ZERO);
        ways[0] = BigInteger.ONE;
        for (int c = 0; c < w; c++) {
            BigInteger[] next = new BigInteger[1 << h];
            Arrays.fill(next, BigInteger.ZERO);
            for (int in = 0; in < 1 << h; in++) {
                if (ways[in].signum() != 0) {
                    fill(h, 0, in, 0, ways[in], next);
                }
            }
            ways = next;
        }
        return ways[0];
    }

    /** Fills the column from row {@code r}: covered cells are skipped, free ones start a domino. */
    private static void fill(int h, int r, int in, int out, BigInteger ways, BigInteger[] next) {
        if (r == h) {
            next[out] = next[out].add(ways);
            return;
        }
        if ((in >> r & 1) != 0) {
            fill(h, r + 1, in, out, ways, next);
            return;
        }
        fill(h, r + 1, in, out | 1 << r, ways, next); // a horizontal domino into the next column
        if (r + 1 < h && (in >> (r + 1) & 1) == 0) {
            fill(h, r + 2, in, out, ways, next); // a vertical domino
        }
    }
}
