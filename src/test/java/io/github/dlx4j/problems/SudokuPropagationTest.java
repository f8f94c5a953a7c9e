/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Sudoku solver's counts, which propagate ({@link SearchSettings.Builder#unordered(boolean)}), against
 * {@link SudokuOracle}'s backtracking on random puzzles with one solution, several and none, for three box
 * shapes; and the propagating search's tree no bigger in all than the ordered one's.
 */
class SudokuPropagationTest {

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3, 3, 1500, 24, 40", "2, 3, 500, 8, 18", "3, 4, 60, 60, 80"})
    void count_randomPuzzles_sameAsBacktracking(int boxRows, int boxColumns, int rounds, int minGivens,
            int maxGivens) {
        SudokuShape shape = new SudokuShape(boxRows, boxColumns);
        SudokuSolver solver = new SudokuSolver(shape);
        int n = shape.size();
        long[] nodes = new long[2]; // unordered, ordered
        int[] kinds = new int[3]; // none, one, several
        Seeded.repeat("SudokuPropagationTest." + boxRows + "x" + boxColumns, 0x50D0_9A6AL + n, rounds,
                (round, rnd) -> {
                    int[] values = puzzle(rnd, boxRows, boxColumns, minGivens + rnd.nextInt(maxGivens - minGivens + 1));
                    SudokuGrid puzzle = SudokuGrid.of(shape, SudokuGrid.DEFAULT_ALPHABET.substring(0, n), values);
                    long expected = SudokuOracle.count(values, boxRows, boxColumns, 3);
                    String as = "puzzle " + puzzle.toLine();
                    assertThat(solver.count(puzzle, 3)).as(as).isEqualTo(expected);
                    assertThat(solver.isUnique(puzzle)).as(as).isEqualTo(expected == 1);
                    kinds[(int) Math.min(expected, 2)]++;
                    SearchResult unordered = solver.search(puzzle,
                            SearchSettings.builder().solutionLimit(3).unordered(true).build(), s -> Decision.CONTINUE);
                    SearchResult ordered = solver.search(puzzle, SearchSettings.builder().solutionLimit(3).build(),
                            s -> Decision.CONTINUE);
                    assertThat(unordered.solutions()).as(as).isEqualTo(expected);
                    nodes[0] += unordered.statistics().nodes();
                    nodes[1] += ordered.statistics().nodes();
                });
        assertThat(kinds[0]).as("puzzles with no solution").isPositive();
        assertThat(kinds[1]).as("puzzles with one solution").isPositive();
        assertThat(kinds[2]).as("puzzles with several").isPositive();
        assertThat(nodes[0]).as("nodes, unordered against ordered").isLessThan(nodes[1]);
    }

    /**
     * Returns a random puzzle: a shuffled solved grid with {@code givens} cells kept, and in one round of
     * eight one given changed to another value (usually no solution then).
     */
    static int[] puzzle(Random rnd, int br, int bc, int givens) {
        int n = br * bc;
        int[] rows = bandOrder(rnd, br, bc); // n rows: bc bands of br rows
        int[] columns = bandOrder(rnd, bc, br); // n columns: br stacks of bc columns
        List<Integer> symbols = new ArrayList<>();
        for (int v = 1; v <= n; v++) {
            symbols.add(v);
        }
        Collections.shuffle(symbols, rnd);
        int[] grid = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int rr = rows[r];
                int cc = columns[c];
                grid[r * n + c] = symbols.get(((rr % br) * bc + rr / br + cc) % n);
            }
        }
        List<Integer> cells = new ArrayList<>();
        for (int k = 0; k < n * n; k++) {
            cells.add(k);
        }
        Collections.shuffle(cells, rnd);
        for (int k = givens; k < n * n; k++) {
            grid[cells.get(k)] = 0;
        }
        if (rnd.nextInt(8) == 0) {
            int cell = cells.get(rnd.nextInt(givens));
            int was = grid[cell];
            for (int step = 1; step < n; step++) {
                grid[cell] = (was - 1 + step) % n + 1;
                if (!clashes(grid, cell, br, bc)) {
                    break;
                }
                grid[cell] = was;
            }
        }
        return grid;
    }

    /** Returns whether the value in {@code cell} equals another in its row, column or box. */
    private static boolean clashes(int[] grid, int cell, int br, int bc) {
        int n = br * bc;
        int r = cell / n;
        int c = cell % n;
        for (int k = 0; k < n * n; k++) {
            int rr = k / n;
            int cc = k % n;
            boolean peer = rr == r || cc == c || (rr / br == r / br && cc / bc == c / bc);
            if (k != cell && peer && grid[k] == grid[cell]) {
                return true;
            }
        }
        return false;
    }

    /** Returns a random order of {@code groups * size} lines that keeps each group of {@code size} together. */
    private static int[] bandOrder(Random rnd, int size, int groups) {
        List<Integer> g = new ArrayList<>();
        for (int k = 0; k < groups; k++) {
            g.add(k);
        }
        Collections.shuffle(g, rnd);
        int[] order = new int[size * groups];
        int t = 0;
        for (int band : g) {
            List<Integer> inside = new ArrayList<>();
            for (int k = 0; k < size; k++) {
                inside.add(k);
            }
            Collections.shuffle(inside, rnd);
            for (int k : inside) {
                order[t++] = band * size + k;
            }
        }
        return order;
    }
}
