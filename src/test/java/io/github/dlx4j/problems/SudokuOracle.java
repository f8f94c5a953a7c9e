/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

/**
 * An independent Sudoku checker and a brute-force solution counter for the tests. Shares no code with the
 * builders: boxes are computed here from the box dimensions, and the counter is plain backtracking over
 * candidate bit masks.
 */
final class SudokuOracle {

    private SudokuOracle() {
    }

    /**
     * Returns null when {@code solution} is a complete valid grid that keeps the givens of {@code puzzle},
     * otherwise a description of the first fault.
     */
    static String fault(SudokuGrid puzzle, SudokuGrid solution, int boxRows, int boxColumns) {
        int n = boxRows * boxColumns;
        if (solution.size() != n || puzzle.size() != n) {
            return "size " + solution.size() + " instead of " + n;
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = solution.value(r, c);
                if (v < 1 || v > n) {
                    return "cell " + r + "," + c + " holds " + v;
                }
                if (puzzle.value(r, c) != 0 && puzzle.value(r, c) != v) {
                    return "given at " + r + "," + c + " changed from " + puzzle.value(r, c) + " to " + v;
                }
            }
        }
        for (int unit = 0; unit < n; unit++) {
            boolean[] row = new boolean[n + 1];
            boolean[] column = new boolean[n + 1];
            boolean[] box = new boolean[n + 1];
            int r0 = (unit / boxRows) * boxRows;
            int c0 = (unit % boxRows) * boxColumns;
            for (int k = 0; k < n; k++) {
                int a = solution.value(unit, k);
                int b = solution.value(k, unit);
                int c = solution.value(r0 + k / boxColumns, c0 + k % boxColumns);
                if (row[a] || column[b] || box[c]) {
                    return "a repeated value in row, column or box " + unit;
                }
                row[a] = true;
                column[b] = true;
                box[c] = true;
            }
        }
        return null;
    }

    /** Counts the completions of a grid (values row by row, 0 blank) by backtracking, up to a limit. */
    static long count(int[] values, int boxRows, int boxColumns, long limit) {
        int n = boxRows * boxColumns;
        int[] g = values.clone();
        long[] found = {0};
        search(g, n, boxRows, boxColumns, limit, found);
        return found[0];
    }

    /**
     * Backtracking with two complete ways to branch, whichever has fewer choices: the values of the blank
     * cell with the fewest candidates, or the places of the value with the fewest candidate places in one
     * row, column or box (in a completion each value stands exactly once in each unit, so either way every
     * completion is counted once). Without the second, minimal 16x16 puzzles took hours.
     */
    private static void search(int[] g, int n, int br, int bc, long limit, long[] found) {
        int best = -1;
        long bestMask = 0;
        int bestCount = Integer.MAX_VALUE;
        long[] masks = new long[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            if (g[cell] != 0) {
                continue;
            }
            long mask = candidates(g, n, br, bc, cell);
            masks[cell] = mask;
            int k = Long.bitCount(mask);
            if (k < bestCount) {
                best = cell;
                bestMask = mask;
                bestCount = k;
                if (k == 0) {
                    return;
                }
            }
        }
        if (best < 0) {
            // Complete: check it, since givens could already clash.
            for (int cell = 0; cell < n * n; cell++) {
                int v = g[cell];
                g[cell] = 0;
                boolean ok = (candidates(g, n, br, bc, cell) & (1L << v)) != 0;
                g[cell] = v;
                if (!ok) {
                    return;
                }
            }
            found[0]++;
            return;
        }
        int[] unitCells = null;
        int unitValue = 0;
        int[] cells = new int[n];
        for (int unit = 0; unit < 3 * n && bestCount > 1; unit++) {
            unitCells(unit, n, br, bc, cells);
            long placed = 0;
            for (int cell : cells) {
                placed |= 1L << g[cell];
            }
            for (int v = 1; v <= n; v++) {
                if ((placed & (1L << v)) != 0) {
                    continue;
                }
                int places = 0;
                for (int cell : cells) {
                    if ((masks[cell] & (1L << v)) != 0) {
                        places++;
                    }
                }
                if (places == 0) {
                    return; // v has no place left in this unit
                }
                if (places < bestCount) {
                    bestCount = places;
                    unitCells = cells.clone();
                    unitValue = v;
                }
            }
        }
        if (unitCells != null) {
            for (int cell : unitCells) {
                if ((masks[cell] & (1L << unitValue)) != 0 && found[0] < limit) {
                    g[cell] = unitValue;
                    search(g, n, br, bc, limit, found);
                    g[cell] = 0;
                }
            }
            return;
        }
        for (int v = 1; v <= n && found[0] < limit; v++) {
            if ((bestMask & (1L << v)) != 0) {
                g[best] = v;
                search(g, n, br, bc, limit, found);
                g[best] = 0;
            }
        }
    }

    /** Writes the cells of a unit: rows 0..n-1, then columns, then boxes, row by row. */
    private static void unitCells(int unit, int n, int br, int bc, int[] out) {
        for (int k = 0; k < n; k++) {
            if (unit < n) {
                out[k] = unit * n + k;
            } else if (unit < 2 * n) {
                out[k] = k * n + (unit - n);
            } else {
                int b = unit - 2 * n;
                int r0 = (b / (n / bc)) * br;
                int c0 = (b % (n / bc)) * bc;
                out[k] = (r0 + k / bc) * n + c0 + k % bc;
            }
        }
    }

    private static long candidates(int[] g, int n, int br, int bc, int cell) {
        int r = cell / n;
        int c = cell % n;
        long used = 0;
        for (int k = 0; k < n; k++) {
            used |= 1L << g[r * n + k];
            used |= 1L << g[k * n + c];
        }
        int r0 = r - r % br;
        int c0 = c - c % bc;
        for (int dr = 0; dr < br; dr++) {
            for (int dc = 0; dc < bc; dc++) {
                used |= 1L << g[(r0 + dr) * n + c0 + dc];
            }
        }
        long all = ((1L << (n + 1)) - 1) & ~1L;
        return all & ~used;
    }
}
