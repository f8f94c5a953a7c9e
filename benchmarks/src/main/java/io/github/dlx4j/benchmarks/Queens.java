/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;

/**
 * Builds the n-queens problem as an exact cover problem, directly from {@link ExactCoverProblem}: the rows
 * {@code R0..} and columns {@code C0..} are primary items; the diagonals {@code A0..} (row + column) and
 * anti-diagonals {@code B0..} (row - column + n - 1) are secondary. Option {@code (r, c)} is
 * {@code Rr Cc A(r+c) B(r-c+n-1)}, in row-major order.
 */
final class Queens {

    private Queens() {
    }

    /**
     * Returns the n-queens problem.
     *
     * @param n the board size, at least 1
     * @return the problem with 2n primary and 4n - 2 secondary items and n * n options
     */
    static ExactCoverProblem of(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be at least 1, was " + n);
        }
        String[] rows = new String[n];
        String[] cols = new String[n];
        for (int i = 0; i < n; i++) {
            rows[i] = "R" + i;
            cols[i] = "C" + i;
        }
        String[] diag = new String[2 * n - 1];
        String[] anti = new String[2 * n - 1];
        for (int d = 0; d < 2 * n - 1; d++) {
            diag[d] = "A" + d;
            anti[d] = "B" + d;
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(rows).primary(cols).secondary(diag)
                .secondary(anti);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                b.option(rows[r], cols[c], diag[r + c], anti[r - c + n - 1]);
            }
        }
        return b.build();
    }
}
