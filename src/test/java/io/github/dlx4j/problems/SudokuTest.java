/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SudokuTest {

    static final String WIKIPEDIA_SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    static Stream<Arguments> resourcePuzzles() {
        return Stream.of(
                Arguments.of("sudoku_4x4.txt", 2, 2),
                Arguments.of("sudoku_4x4_cases.txt", 2, 2),
                Arguments.of("sudoku_6x6_2x3.txt", 2, 3),
                Arguments.of("sudoku_9x9.txt", 3, 3),
                Arguments.of("sudoku_12x12_3x4.txt", 3, 4),
                Arguments.of("sudoku_16x16.txt", 4, 4),
                Arguments.of("sudoku_25x25.txt", 5, 5));
    }

    /** Checks a solution with the independent checker. */
    static void assertSolves(SudokuGrid puzzle, SudokuGrid solution, int boxRows, int boxColumns) {
        assertThat(SudokuOracle.fault(puzzle, solution, boxRows, boxColumns))
                .as("solution %s of puzzle %s", solution, puzzle).isNull();
        assertThat(solution.isComplete()).isTrue();
        assertThat(solution.symbols()).isEqualTo(puzzle.symbols());
    }

    @ParameterizedTest
    @MethodSource("resourcePuzzles")
    void solve_everyResourcePuzzle_oneShotAndReusedAgreeAndAreValid(String file, int boxRows, int boxColumns) {
        SudokuShape shape = new SudokuShape(boxRows, boxColumns);
        SudokuSolver solver = new SudokuSolver(shape);
        int solved = 0;
        for (String line : TestResources.puzzles(file)) {
            SudokuGrid puzzle = SudokuGrid.parse(line, shape);
            long oneShot = Sudoku.count(puzzle, 3);
            long reused = solver.count(puzzle, 3);
            assertThat(reused).as(line).isEqualTo(oneShot);
            Optional<SudokuGrid> a = Sudoku.solve(puzzle);
            Optional<SudokuGrid> b = solver.solve(puzzle);
            assertThat(a.isPresent()).as(line).isEqualTo(oneShot > 0);
            assertThat(b.isPresent()).as(line).isEqualTo(oneShot > 0);
            if (a.isPresent()) {
                assertSolves(puzzle, a.get(), boxRows, boxColumns);
                assertSolves(puzzle, b.get(), boxRows, boxColumns);
                solved++;
            }
            if (oneShot == 1) {
                assertThat(b).as(line).isEqualTo(a);
            }
            assertThat(solver.isUnique(puzzle)).isEqualTo(oneShot == 1);
            assertThat(Sudoku.isUnique(puzzle)).isEqualTo(oneShot == 1);
        }
        assertThat(solved).isPositive();
    }

    @ParameterizedTest
    @MethodSource("resourcePuzzles")
    void count_smallGrids_matchBruteForce(String file, int boxRows, int boxColumns) {
        if (boxRows * boxColumns > 9) {
            return; // the brute-force counter is for small grids
        }
        SudokuShape shape = new SudokuShape(boxRows, boxColumns);
        SudokuSolver solver = new SudokuSolver(shape);
        for (String line : TestResources.puzzles(file)) {
            SudokuGrid puzzle = SudokuGrid.parse(line, shape);
            long expected = SudokuOracle.count(puzzle.values(), boxRows, boxColumns, 1000);
            assertThat(Sudoku.count(puzzle, 1000)).as(line).isEqualTo(expected);
            assertThat(solver.count(puzzle, 1000)).as(line).isEqualTo(expected);
        }
    }

    @Test
    void solve_wikipediaPuzzle_givesThePublishedSolution() {
        SudokuGrid puzzle = SudokuGrid.parse(SudokuGridTest.WIKIPEDIA);
        assertThat(Sudoku.solve(puzzle).orElseThrow().toLine()).isEqualTo(WIKIPEDIA_SOLUTION);
        assertThat(new SudokuSolver(puzzle.shape()).solve(puzzle).orElseThrow().toLine()).isEqualTo(WIKIPEDIA_SOLUTION);
        assertThat(Sudoku.isUnique(puzzle)).isTrue();
    }

    @Test
    void isUniqueAndCount_interrupted_throwRatherThanAnswerWrongly() {
        // Before countUpTo an interrupted thread got isUnique false (a count of 0) for a unique puzzle.
        SudokuGrid one = SudokuGrid.parse(TestResources.puzzles("sudoku_9x9.txt").get(0));
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> solver.isUnique(one)).isInstanceOf(io.github.dlx4j.SearchEndedException.class);
            assertThatThrownBy(() -> solver.count(one, 2)).isInstanceOf(io.github.dlx4j.SearchEndedException.class);
        } finally {
            Thread.interrupted();
        }
        assertThat(solver.isUnique(one)).isTrue();
    }

    @Test
    void count_puzzlesWithNoneOneAndSeveralSolutions_areReportedAsSuch() {
        List<String> nine = TestResources.puzzles("sudoku_9x9.txt");
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        // 0: puzzle 3 is well-formed (it parses) but has no solution
        SudokuGrid none = SudokuGrid.parse(nine.get(2));
        assertThat(SudokuOracle.count(none.values(), 3, 3, 10)).isZero();
        assertThat(Sudoku.solve(none)).isEmpty();
        assertThat(solver.solve(none)).isEmpty();
        assertThat(Sudoku.count(none, 10)).isZero();
        assertThat(solver.isUnique(none)).isFalse();
        // 1
        SudokuGrid one = SudokuGrid.parse(nine.get(0));
        assertThat(solver.count(one, 10)).isEqualTo(1);
        assertThat(solver.isUnique(one)).isTrue();
        // several
        SudokuGrid several = SudokuGrid.parse(nine.get(1));
        long expected = SudokuOracle.count(several.values(), 3, 3, 1_000_000);
        assertThat(expected).isGreaterThan(1);
        assertThat(Sudoku.count(several, 1_000_000)).isEqualTo(expected);
        assertThat(solver.count(several, 1_000_000)).isEqualTo(expected);
        assertThat(solver.isUnique(several)).isFalse();
        assertThat(Sudoku.isUnique(several)).isFalse();
        // the limit caps the count
        assertThat(solver.count(several, 2)).isEqualTo(2);
        assertThatThrownBy(() -> solver.count(several, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void count_emptyFourByFour_is288() {
        SudokuGrid empty = SudokuGrid.parse("................");
        assertThat(Sudoku.count(empty, 1000)).isEqualTo(288);
        assertThat(new SudokuSolver(empty.shape()).count(empty, 1000)).isEqualTo(288);
        assertThat(new DancingLinks(Sudoku.problem(SudokuShape.forSize(4))).count()).isEqualTo(288);
    }

    @Test
    void count_sixBySixWithFixedFirstRow_is28200960Over720() {
        // There are 28200960 6x6 grids with 2x3 boxes (OEIS A107739). Renaming the symbols is a bijection,
        // so exactly 28200960 / 6! = 39168 of them have the first row 123456.
        SudokuShape shape = new SudokuShape(2, 3);
        SudokuGrid firstRow = SudokuGrid.parse("123456" + ".".repeat(30), shape);
        assertThat(28_200_960L % 720).isZero();
        assertThat(new SudokuSolver(shape).count(firstRow, 1_000_000)).isEqualTo(28_200_960L / 720);
        assertThat(Sudoku.count(firstRow, 1_000_000)).isEqualTo(28_200_960L / 720);
    }

    @Test
    void solve_completeAndTinyGrids_areTheirOwnSolution() {
        SudokuGrid complete = SudokuGrid.parse(WIKIPEDIA_SOLUTION);
        assertThat(Sudoku.solve(complete)).contains(complete);
        assertThat(new SudokuSolver(complete.shape()).solve(complete)).contains(complete);
        assertThat(new SudokuSolver(complete.shape()).count(complete, 10)).isEqualTo(1);
        SudokuGrid one = SudokuGrid.parse(".");
        assertThat(one.shape()).isEqualTo(new SudokuShape(1, 1));
        assertThat(Sudoku.solve(one).orElseThrow().toLine()).isEqualTo("1");
        assertThat(new SudokuSolver(one.shape()).count(one, 10)).isEqualTo(1);
    }

    @Test
    void solve_sixtyFourBySixtyFour_withDefaultAlphabet() {
        int n = 64;
        Random random = new Random(Seeded.seed("SudokuTest.solve_sixtyFourBySixtyFour_withDefaultAlphabet", 64));
        int[] values = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                values[r * n + c] = random.nextInt(4) == 0 ? 0 : (8 * (r % 8) + r / 8 + c) % n + 1;
            }
        }
        SudokuGrid puzzle = SudokuGrid.of(SudokuShape.forSize(n), SudokuGrid.DEFAULT_ALPHABET, values);
        SudokuSolver solver = new SudokuSolver(puzzle.shape());
        SudokuGrid solution = solver.solve(puzzle).orElseThrow();
        assertSolves(puzzle, solution, 8, 8);
        assertThat(Sudoku.solve(puzzle).orElseThrow()).isEqualTo(solution);
    }

    @Test
    void solver_manyPuzzles_matrixIsRestoredBetweenThem() {
        // The same puzzles, solved in two orders with one solver and each with a fresh solver, agree.
        SudokuShape shape = SudokuShape.forSize(9);
        List<SudokuGrid> puzzles = new ArrayList<>();
        for (String line : TestResources.puzzles("sudoku_9x9.txt")) {
            puzzles.add(SudokuGrid.parse(line));
        }
        SudokuSolver shared = new SudokuSolver(shape);
        List<Long> forward = new ArrayList<>();
        for (SudokuGrid p : puzzles) {
            forward.add(shared.count(p, 50));
        }
        for (int k = puzzles.size() - 1; k >= 0; k--) {
            assertThat(shared.count(puzzles.get(k), 50)).isEqualTo(forward.get(k))
                    .isEqualTo(new SudokuSolver(shape).count(puzzles.get(k), 50));
        }
        // and the empty grid's matrix is whole again: every item has 9 options
        assertThat(shared.count(SudokuGrid.parse(".".repeat(81)), 5)).isEqualTo(5);
    }

    @Test
    void solver_visitorThrows_givensAreStillDeselected() {
        SudokuGrid puzzle = SudokuGrid.parse(SudokuGridTest.WIKIPEDIA);
        SudokuSolver solver = new SudokuSolver(puzzle.shape());
        assertThatThrownBy(() -> solver.search(puzzle, SearchSettings.DEFAULT, s -> {
            throw new IllegalStateException("boom");
        })).hasMessage("boom");
        assertThat(solver.solve(puzzle).orElseThrow().toLine()).isEqualTo(WIKIPEDIA_SOLUTION);
        SudokuGrid other = SudokuGrid.parse(TestResources.puzzles("sudoku_9x9.txt").get(1));
        assertThat(solver.count(other, 1000)).isEqualTo(Sudoku.count(other, 1000));
    }

    @Test
    void search_withSettings_reportsSolutionsStartingWithTheGivens() {
        SudokuGrid puzzle = SudokuGrid.parse(SudokuGridTest.WIKIPEDIA);
        SudokuSolver solver = new SudokuSolver(puzzle.shape());
        List<SudokuGrid> found = new ArrayList<>();
        SearchResult r = solver.search(puzzle, SearchSettings.builder().solutionLimit(5).build(), s -> {
            assertThat(s.size()).isEqualTo(81);
            // the first options are the givens', in cell order
            for (int k = 0; k < puzzle.givenCount(); k++) {
                int cell = s.problem().optionItem(s.option(k), 0);
                assertThat(puzzle.values()[cell]).as("option %d is a given's", k).isNotZero();
            }
            found.add(Sudoku.decode(puzzle, s));
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(found).extracting(SudokuGrid::toLine).containsExactly(WIKIPEDIA_SOLUTION);
        SearchResult budget = solver.search(SudokuGrid.parse(".".repeat(81)),
                SearchSettings.builder().nodeBudget(10).build(), s -> Decision.CONTINUE);
        assertThat(budget.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
    }

    @Test
    void copy_solvesIndependently() {
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(4));
        SudokuSolver copy = solver.copy();
        SudokuGrid p = SudokuGrid.parse("1.....2..3.....4");
        assertThat(copy.solve(p)).isEqualTo(solver.solve(p));
        assertThat(copy.shape()).isEqualTo(solver.shape());
        assertThat(copy.problem()).isSameAs(solver.problem());
    }

    @Test
    void solver_puzzleOfAnotherShape_isRejected() {
        SudokuSolver solver = new SudokuSolver(SudokuShape.parse("2x3"));
        SudokuGrid other = SudokuGrid.parse("1.....2..3.....4");
        assertThatThrownBy(() -> solver.solve(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("4x4 (2x2 boxes)").hasMessageContaining("6x6 (2x3 boxes)");
        SudokuSolver swapped = new SudokuSolver(SudokuShape.parse("3x2"));
        SudokuGrid six = SudokuGrid.parse(TestResources.puzzles("sudoku_6x6_2x3.txt").get(0), SudokuShape.parse("2x3"));
        assertThatThrownBy(() -> swapped.count(six, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void problem_encoding_hasFourItemsPerOptionAndNamedItems() {
        SudokuShape shape = SudokuShape.forSize(9);
        ExactCoverProblem full = Sudoku.problem(shape);
        assertThat(full.itemCount()).isEqualTo(324);
        assertThat(full.primaryItemCount()).isEqualTo(324);
        assertThat(full.optionCount()).isEqualTo(729);
        assertThat(full.nodeCount()).isEqualTo(4 * 729);
        // value 7 in row 3, column 5 (1-based): box 2
        assertThat(full.optionText((2 * 9 + 4) * 9 + 6)).isEqualTo("r3c5 r3v7 c5v7 b2v7");
        SudokuGrid puzzle = SudokuGrid.parse(SudokuGridTest.WIKIPEDIA);
        ExactCoverProblem oneShot = Sudoku.problem(puzzle);
        assertThat(oneShot.optionCount()).isEqualTo(30 + 51 * 9);
        assertThat(oneShot.optionText(0)).isEqualTo("r1c1 r1v5 c1v5 b1v5");
    }

    @Test
    void decode_solutionOfAnotherProblemOrPuzzle_isRejected() {
        SudokuGrid puzzle = SudokuGrid.parse("1.....2..3.....4");
        Solution queens = new DancingLinks(NQueens.problem(4)).findFirst().orElseThrow();
        assertThatThrownBy(() -> Sudoku.decode(puzzle, queens)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not of a Sudoku problem");
        SudokuGrid other = SudokuGrid.parse("2...............");
        Solution s = new DancingLinks(Sudoku.problem(puzzle)).findFirst().orElseThrow();
        assertThatThrownBy(() -> Sudoku.decode(other, s)).hasMessageContaining("does not complete this puzzle");
        SudokuGrid empty = SudokuGrid.parse("................");
        Solution partial = new Solution() { // the solution without its first option
            @Override
            public ExactCoverProblem problem() {
                return s.problem();
            }

            @Override
            public int size() {
                return s.size() - 1;
            }

            @Override
            public int option(int level) {
                return s.option(level + 1);
            }

            @Override
            public Solution copy() {
                return this;
            }
        };
        assertThatThrownBy(() -> Sudoku.decode(empty, partial)).hasMessageContaining("stays blank");
    }
}
