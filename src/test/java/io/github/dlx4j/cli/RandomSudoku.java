/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random Sudoku puzzles for the tests, made without the library: a pattern grid of the shape, shuffled
 * (symbols, rows within bands, bands, columns within stacks, stacks), with a number of givens kept; one
 * puzzle in five then has one given changed to another value that clashes with no given of its row,
 * column or box, so that some have no solution while every line is well formed.
 */
final class RandomSudoku {

    private RandomSudoku() {
    }

    /**
     * Returns a puzzle on one line in the symbols {@code 1..n} ({@code '.'} for a blank).
     *
     * @param boxRows the rows of a box
     * @param boxColumns the columns of a box
     * @param minGivens the fewest givens kept
     * @param maxGivens the most givens kept
     */
    static String puzzle(Random random, int boxRows, int boxColumns, int minGivens, int maxGivens) {
        int n = boxRows * boxColumns;
        List<Integer> symbols = shuffled(random, n);
        int[] rows = order(random, boxRows, n / boxRows);
        int[] columns = order(random, boxColumns, n / boxColumns);
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int i = rows[r];
                int j = columns[c];
                grid[r * n + c] = symbols.get((boxColumns * (i % boxRows) + i / boxRows + j) % n) + 1;
            }
        }
        List<Integer> cells = shuffled(random, n * n);
        int givens = minGivens + random.nextInt(maxGivens - minGivens + 1);
        for (int k = givens; k < n * n; k++) {
            grid[cells.get(k)] = 0;
        }
        if (givens > 0 && random.nextInt(5) == 0) {
            int cell = cells.get(random.nextInt(givens));
            for (int v : shuffled(random, n)) {
                if (v + 1 != grid[cell] && !clashes(grid, cell, v + 1, boxRows, boxColumns)) {
                    grid[cell] = v + 1;
                    break;
                }
            }
        }
        StringBuilder line = new StringBuilder();
        for (int v : grid) {
            line.append(v == 0 ? '.' : SudokuCommandTest.DIGITS.charAt(v - 1));
        }
        return line.toString();
    }

    /** Returns lines of puzzles of one shape. */
    static List<String> puzzles(Random random, int count, int boxRows, int boxColumns, int minGivens,
            int maxGivens) {
        List<String> list = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            list.add(puzzle(random, boxRows, boxColumns, minGivens, maxGivens));
        }
        return list;
    }

    private static boolean clashes(int[] grid, int cell, int value, int boxRows, int boxColumns) {
        int n = boxRows * boxColumns;
        int r = cell / n;
        int c = cell % n;
        int r0 = r / boxRows * boxRows;
        int c0 = c / boxColumns * boxColumns;
        for (int k = 0; k < n; k++) {
            int[] peers = {r * n + k, k * n + c, (r0 + k / boxColumns) * n + c0 + k % boxColumns};
            for (int p : peers) {
                if (p != cell && grid[p] == value) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Returns 0..n-1 in random order. */
    private static List<Integer> shuffled(Random random, int n) {
        List<Integer> list = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            list.add(k);
        }
        Collections.shuffle(list, random);
        return list;
    }

    /** Returns the lines (rows or columns) in a random order that keeps the groups of {@code size} together. */
    private static int[] order(Random random, int size, int groups) {
        List<Integer> groupOrder = shuffled(random, groups);
        int[] order = new int[size * groups];
        for (int g = 0; g < groups; g++) {
            List<Integer> within = shuffled(random, size);
            for (int k = 0; k < size; k++) {
                order[g * size + k] = groupOrder.get(g) * size + within.get(k);
            }
        }
        return order;
    }
}
