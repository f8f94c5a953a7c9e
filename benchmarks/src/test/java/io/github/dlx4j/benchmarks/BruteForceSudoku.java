/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

/**
 * An independent 9x9 Sudoku counter for the tests: plain backtracking over cells with bit masks of the
 * values used in each row, column and box, always filling the blank cell with the fewest candidates. It
 * shares no code with dlx4j.
 */
final class BruteForceSudoku {

    private final int[] grid = new int[81];
    private final int[] rows = new int[9];
    private final int[] cols = new int[9];
    private final int[] boxes = new int[9];
    private final int[] first = new int[81];
    private long found;
    private long limit;

    private BruteForceSudoku(int[] values) {
        for (int cell = 0; cell < 81; cell++) {
            int v = values[cell];
            if (v != 0) {
                int bit = 1 << v;
                int r = cell / 9;
                int c = cell % 9;
                int b = r / 3 * 3 + c / 3;
                if (((rows[r] | cols[c] | boxes[b]) & bit) != 0) {
                    throw new IllegalArgumentException("conflicting given at cell " + cell);
                }
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
                grid[cell] = v;
            }
        }
    }

    /** Returns the number of solutions of a puzzle (values 0 for blank), counting up to {@code limit}. */
    static long count(int[] values, long limit) {
        BruteForceSudoku s = new BruteForceSudoku(values);
        s.limit = limit;
        s.search();
        return s.found;
    }

    /** Returns the first solution of a puzzle, or null when it has none. */
    static int[] solve(int[] values) {
        BruteForceSudoku s = new BruteForceSudoku(values);
        s.limit = 1;
        s.search();
        return s.found == 0 ? null : s.first;
    }

    private void search() {
        int best = -1;
        int bestFree = 0;
        int bestCount = 10;
        for (int cell = 0; cell < 81; cell++) {
            if (grid[cell] == 0) {
                int r = cell / 9;
                int c = cell % 9;
                int free = ~(rows[r] | cols[c] | boxes[r / 3 * 3 + c / 3]) & 0x3FE;
                int n = Integer.bitCount(free);
                if (n < bestCount) {
                    best = cell;
                    bestFree = free;
                    bestCount = n;
                }
            }
        }
        if (best < 0) {
            if (found == 0) {
                System.arraycopy(grid, 0, first, 0, 81);
            }
            found++;
            return;
        }
        int r = best / 9;
        int c = best % 9;
        int b = r / 3 * 3 + c / 3;
        for (int v = 1; v <= 9 && found < limit; v++) {
            int bit = 1 << v;
            if ((bestFree & bit) != 0) {
                grid[best] = v;
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
                search();
                rows[r] &= ~bit;
                cols[c] &= ~bit;
                boxes[b] &= ~bit;
                grid[best] = 0;
            }
        }
    }
}
