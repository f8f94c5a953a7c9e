/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Public Sudoku collections, read in place from {@code ../shared/data/sudoku} relative to the project
 * directory (or the directory named by the system property {@code dlx4j.sudokuData}); never copied into
 * the repository. Opt-in: tagged
 * {@code data} and {@code slow} (excluded by default, run with {@code -Pslow}), and skipped when the
 * directory is absent. Expected values come from the collections' README: published solutions, exact
 * solution counts, and which puzzles are unique or unsolvable.
 */
@Tag("slow")
@Tag("data")
class SudokuDataTest {

    static Path dir;

    @BeforeAll
    static void locate() {
        dir = Path.of(System.getProperty("dlx4j.sudokuData", "../shared/data/sudoku"));
        assumeTrue(Files.isDirectory(dir), "no Sudoku data at " + dir);
    }

    static List<String> lines(String file) throws IOException {
        return Files.readAllLines(dir.resolve(file)).stream().filter(l -> !l.isBlank()).collect(Collectors.toList());
    }

    @Test
    void solve_famous_givesTheirSolutions() throws IOException {
        List<String> puzzles = lines("famous.txt");
        List<String> solutions = lines("famous_solutions.txt");
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        for (int k = 0; k < puzzles.size(); k++) {
            SudokuGrid p = SudokuGrid.parse(puzzles.get(k));
            assertThat(solver.solve(p).orElseThrow().toLine()).as(puzzles.get(k)).isEqualTo(solutions.get(k));
            assertThat(solver.isUnique(p)).isTrue();
            assertThat(Sudoku.solve(p).orElseThrow().toLine()).isEqualTo(solutions.get(k));
        }
    }

    @Test
    void isUnique_top95AndHardest_allUniqueAndValid() throws IOException {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        for (String file : List.of("top95.txt", "top1465.txt", "norvig_hardest11.txt", "hard20_plb.txt",
                "forum_hardest_1106.txt")) {
            for (String line : lines(file)) {
                SudokuGrid p = SudokuGrid.parse(line);
                assertThat(solver.isUnique(p)).as(file + " " + line).isTrue();
                SudokuGrid s = solver.solve(p).orElseThrow();
                assertThat(SudokuOracle.fault(p, s, 3, 3)).isNull();
                assertThat(Sudoku.count(p, 2)).isEqualTo(1);
            }
        }
    }

    @Test
    void count_multiSolutionCounts_matchTheExactCounts() throws IOException {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        for (String line : lines("multi_solution_counts.tsv")) {
            String[] f = line.split("\t");
            SudokuGrid p = SudokuGrid.parse(f[0]);
            long expected = Long.parseLong(f[1].strip());
            assertThat(solver.count(p, 100_000)).as(line).isEqualTo(expected);
            assertThat(Sudoku.count(p, 100_000)).as(line).isEqualTo(expected);
        }
    }

    @Test
    void count_tdokuTestPuzzles_matchTheirCountsAndSolutions() throws IOException {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        for (String line : lines("tdoku_test_puzzles.txt")) {
            String[] f = line.split(":");
            SudokuGrid p = SudokuGrid.parse(f[0]);
            long expected = Long.parseLong(f[1].strip());
            assertThat(solver.count(p, 100_000)).as(line).isEqualTo(expected);
            if (f.length > 2 && expected == 1) {
                assertThat(solver.solve(p).orElseThrow().toLine()).isEqualTo(f[2].strip());
            }
        }
    }

    @Test
    void invalidNoSolution_brokenGivensRejectedOthersUnsolvable() throws IOException {
        List<String> lines = lines("invalid_no_solution.txt");
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        String[] broken = {"same box", "same column", "same row"}; // lines 11-13, in that order
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            if (k >= 10 && k <= 12) {
                assertThatThrownBy(() -> SudokuGrid.parse(line)).as(line).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("conflicting givens").hasMessageContaining(broken[k - 10]);
            } else {
                SudokuGrid p = SudokuGrid.parse(line);
                assertThat(solver.solve(p)).as(line).isEmpty();
                assertThat(Sudoku.count(p, 10)).as(line).isZero();
            }
        }
    }

    @Test
    void count_sergBenchmark_everyPuzzleHasSeveralSolutions() throws IOException {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        for (String line : lines("serg_benchmark_multi.txt").subList(0, 500)) {
            assertThat(solver.count(SudokuGrid.parse(line), 2)).as(line).isEqualTo(2);
        }
    }

    @Test
    void isUnique_allSeventeenCluePuzzles_areUnique() throws IOException {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        List<String> all = lines("sudoku17_49158.txt");
        assertThat(all).hasSize(49158);
        for (int k = 0; k < all.size(); k++) {
            SudokuGrid p = SudokuGrid.parse(all.get(k));
            assertThat(p.givenCount()).isEqualTo(17);
            assertThat(solver.isUnique(p)).as(all.get(k)).isTrue();
            if (k % 100 == 0) {
                assertThat(Sudoku.solve(p)).isEqualTo(solver.solve(p));
            }
        }
    }

    @Test
    void solve_gecode16x16_allUniqueAndBothPathsAgree() throws IOException {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(16));
        for (String line : lines("gecode_16x16.txt")) {
            SudokuGrid p = SudokuGrid.parse(line);
            assertThat(solver.count(p, 2)).as(line).isEqualTo(1);
            SudokuGrid s = solver.solve(p).orElseThrow();
            assertThat(SudokuOracle.fault(p, s, 4, 4)).isNull();
            assertThat(Sudoku.solve(p)).contains(s);
        }
    }
}
