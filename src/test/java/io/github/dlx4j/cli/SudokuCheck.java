/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Independent Sudoku oracles, written without the library: a validity checker for solved grids and a
 * backtracking solution counter (bit masks, most constrained cell first).
 */
final class SudokuCheck {

    private SudokuCheck() {
    }

    /** Returns the value (1..n) of a character, 0 for a blank ('.', or '0' when 0 is not a symbol). */
    private static int value(char ch, String symbols) {
        int v = symbols.indexOf(ch);
        if (v >= 0) {
            return v + 1;
        }
        assertThat(ch == '.' || ch == '0').as("character '%s'", ch).isTrue();
        return 0;
    }

    /**
     * Checks that {@code solution} is a complete valid grid of {@code boxRows x boxColumns} boxes written with
     * {@code symbols}, and that it keeps every given of {@code puzzle}.
     */
    static void assertSolves(String puzzle, String solution, int boxRows, int boxColumns, String symbols) {
        int n = boxRows * boxColumns;
        assertThat(solution).as("solution of %s", puzzle).hasSize(n * n);
        for (int k = 0; k < n * n; k++) {
            int v = value(solution.charAt(k), symbols);
            assertThat(v).as("cell %d of %s", k, solution).isBetween(1, n);
            int given = value(puzzle.charAt(k), symbols);
            assertThat(given == 0 || given == v).as("given at %d of %s kept in %s", k, puzzle, solution).isTrue();
        }
        for (int unit = 0; unit < n; unit++) {
            boolean[] row = new boolean[n + 1];
            boolean[] column = new boolean[n + 1];
            boolean[] box = new boolean[n + 1];
            for (int k = 0; k < n; k++) {
                int br = (unit / boxRows) * boxRows + k / boxColumns;
                int bc = (unit % boxRows) * boxColumns + k % boxColumns;
                int[] cells = {unit * n + k, k * n + unit, br * n + bc};
                boolean[][] seen = {row, column, box};
                for (int u = 0; u < 3; u++) {
                    int v = value(solution.charAt(cells[u]), symbols);
                    assertThat(seen[u][v]).as("repeated %s in unit %d (%d) of %s", v, unit, u, solution).isFalse();
                    seen[u][v] = true;
                }
            }
        }
    }

    /** Counts the solutions of a puzzle, up to {@code limit}. */
    static long count(String puzzle, int boxRows, int boxColumns, String symbols, long limit) {
        int n = boxRows * boxColumns;
        int[] cells = new int[n * n];
        for (int k = 0; k < cells.length; k++) {
            cells[k] = value(puzzle.charAt(k), symbols);
        }
        long[] total = new long[1];
        search(cells, boxRows, boxColumns, total, limit);
        return total[0];
    }

    private static boolean search(int[] cells, int boxRows, int boxColumns, long[] total, long limit) {
        int n = boxRows * boxColumns;
        int best = -1;
        long bestMask = 0;
        int bestCount = Integer.MAX_VALUE;
        for (int k = 0; k < cells.length && bestCount > 1; k++) {
            if (cells[k] != 0) {
                continue;
            }
            long used = 0;
            int r = k / n;
            int c = k % n;
            int r0 = r / boxRows * boxRows;
            int c0 = c / boxColumns * boxColumns;
            for (int j = 0; j < n; j++) {
                used |= 1L << cells[r * n + j];
                used |= 1L << cells[j * n + c];
                used |= 1L << cells[(r0 + j / boxColumns) * n + c0 + j % boxColumns];
            }
            long free = ~used & (((1L << n) - 1) << 1);
            int count = Long.bitCount(free);
            if (count < bestCount) {
                best = k;
                bestMask = free;
                bestCount = count;
            }
        }
        if (best < 0) {
            return ++total[0] >= limit;
        }
        for (long m = bestMask; m != 0; m &= m - 1) {
            cells[best] = Long.numberOfTrailingZeros(m);
            if (search(cells, boxRows, boxColumns, total, limit)) {
                cells[best] = 0;
                return true;
            }
        }
        cells[best] = 0;
        return false;
    }
}
