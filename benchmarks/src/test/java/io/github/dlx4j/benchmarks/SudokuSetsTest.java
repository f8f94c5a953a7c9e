/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Checks the Sudoku puzzle sets of the benchmarks and the answers the benchmarks check against, with an
 * independent backtracking counter ({@link BruteForceSudoku}). The tests of the shared data run only when
 * the data folder is found.
 */
class SudokuSetsTest {

    private static final SudokuShape NINE = SudokuShape.forSize(9);

    @Test
    void generate_sameSeed_samePuzzles() {
        assertThat(SudokuSets.generate(3, 42)).isEqualTo(SudokuSets.generate(3, 42));
        assertThat(SudokuSets.generate(3, 42)).isNotEqualTo(SudokuSets.generate(3, 43));
    }

    @Test
    void generate_puzzles_uniqueAndMinimalByBruteForce() {
        long seed = 7;
        System.out.println("generate_puzzles_uniqueAndMinimalByBruteForce: seed " + seed);
        SudokuSolver solver = new SudokuSolver(NINE);
        for (SudokuGrid puzzle : SudokuSets.generate(4, seed)) {
            int[] values = puzzle.values();
            assertThat(BruteForceSudoku.count(values, 2)).as("solutions of %s", puzzle.toLine()).isEqualTo(1);
            for (int cell = 0; cell < 81; cell++) {
                if (values[cell] != 0) {
                    int kept = values[cell];
                    values[cell] = 0;
                    assertThat(BruteForceSudoku.count(values, 2)).as("%s without cell %d", puzzle.toLine(), cell)
                            .isEqualTo(2);
                    values[cell] = kept;
                }
            }
            int[] expected = BruteForceSudoku.solve(values);
            assertThat(solver.solve(puzzle).orElseThrow().values()).isEqualTo(expected);
            assertThat(Sudoku.solve(puzzle).orElseThrow().values()).isEqualTo(expected);
        }
    }

    @Test
    void load_generated_is200Puzzles() {
        assertThat(SudokuSets.load(SudokuSets.GENERATED)).hasSize(200);
    }

    @Test
    void dataLines_missingFile_throwsNamingIt() {
        assumeTrue(SudokuSets.dataDir() != null, "Sudoku data folder not found");
        assertThatIllegalStateException().isThrownBy(() -> SudokuSets.dataLines("no_such_file.txt"))
                .withMessageContaining("no_such_file.txt");
    }

    @Test
    void famous_dlx4jSolutions_matchPublishedAndBruteForce() {
        assumeTrue(SudokuSets.dataDir() != null, "Sudoku data folder not found");
        List<String> puzzles = SudokuSets.dataLines("famous.txt");
        List<String> solutions = SudokuSets.dataLines("famous_solutions.txt");
        assertThat(puzzles).hasSize(13).hasSameSizeAs(solutions);
        SudokuSolver solver = new SudokuSolver(NINE);
        for (int k = 0; k < puzzles.size(); k++) {
            SudokuGrid puzzle = SudokuGrid.parse(puzzles.get(k), NINE);
            SudokuGrid solution = SudokuGrid.parse(solutions.get(k), NINE);
            assertThat(BruteForceSudoku.solve(puzzle.values())).as("line %d", k + 1).isEqualTo(solution.values());
            assertThat(solver.solve(puzzle)).as("line %d", k + 1).contains(solution);
            assertThat(solver.isUnique(puzzle)).as("line %d", k + 1).isTrue();
        }
    }

    @Test
    void load_publicSets_parseWithExpectedSizes() {
        assumeTrue(SudokuSets.dataDir() != null, "Sudoku data folder not found");
        assertThat(SudokuSets.load("top95")).hasSize(95);
        assertThat(SudokuSets.load("hard20_plb")).hasSize(20);
        assertThat(SudokuSets.load("forum_hardest_1106")).hasSize(375);
    }
}
