/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.ExactCoverProblem;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The class-level Javadoc examples of this package, copied verbatim, so that they keep compiling and working. */
class ExamplesTest {

    @Test
    void sudokuGridExample_solvesWikipediaPuzzle() {
        SudokuGrid puzzle = SudokuGrid.parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        SudokuGrid solution = Sudoku.solve(puzzle).orElseThrow();
        System.out.println(solution.toText());   // nine lines of nine digits
        assertThat(solution.toLine()).isEqualTo(SudokuTest.WIKIPEDIA_SOLUTION);
        assertThat(new SudokuSolver(puzzle.shape()).solve(puzzle)).contains(solution);
    }

    @Test
    void sudokuExample_countsTwoSolutions() {
        SudokuGrid puzzle = SudokuGrid.parse("1...\n..1.\n.1..\n...1");
        long solutions = Sudoku.count(puzzle, 100);   // 18
        boolean unique = Sudoku.isUnique(puzzle);     // false
        SudokuGrid first = Sudoku.solve(puzzle).orElseThrow();
        assertThat(solutions).isEqualTo(18).isEqualTo(SudokuOracle.count(puzzle.values(), 2, 2, 100));
        assertThat(unique).isFalse();
        assertThat(SudokuOracle.fault(puzzle, first, 2, 2)).isNull();
        assertThat(new SudokuSolver(puzzle.shape()).count(puzzle, 100)).isEqualTo(solutions);
    }

    @Test
    void sudokuSolverExample_solvesABatch() {
        int solved = 0;
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        for (String line : List.of(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..")) {
            SudokuGrid puzzle = SudokuGrid.parse(line);
            Optional<SudokuGrid> solution = solver.solve(puzzle);
            boolean unique = solver.isUnique(puzzle);
            assertThat(SudokuOracle.fault(puzzle, solution.orElseThrow(), 3, 3)).isNull();
            assertThat(unique).isEqualTo(SudokuOracle.count(puzzle.values(), 3, 3, 2) == 1);
            assertThat(Sudoku.count(puzzle, 2)).isEqualTo(solver.count(puzzle, 2));
            solved++;
        }
        assertThat(solved).isEqualTo(2);
    }

    @Test
    void sudokuShapeExample_infersShapes() {
        SudokuShape classic = SudokuShape.forSize(9);            // 3x3 boxes
        SudokuShape six = SudokuShape.parse("2x3");              // 6x6 grid, boxes 2 rows by 3 columns
        SudokuShape fromLine = SudokuShape.forLineLength(256);   // 16x16 grid, 4x4 boxes
        assertThat(classic).isEqualTo(new SudokuShape(3, 3));
        assertThat(six.size()).isEqualTo(6);
        assertThat(fromLine).isEqualTo(new SudokuShape(4, 4));
    }

    @Test
    void nQueensExample_countsAndRenders() {
        long solutions = NQueens.count(8);                        // 92
        int[] columns = NQueens.findFirst(8).orElseThrow();        // columns[row] = column of that row's queen
        System.out.println(NQueens.render(columns));
        ExactCoverProblem plain = NQueens.problem(8, NQueens.ItemOrder.PLAIN);
        assertThat(solutions).isEqualTo(92);
        assertThat(NQueensTest.isValid(columns)).isTrue();
        assertThat(plain.itemName(0)).isEqualTo("r0");
    }

    @Test
    void polyominoExample_countsOrientations() {
        Polyomino f = Polyomino.parse("F", """
            .##
            ##.
            .#.
            """);
        int free = f.orientations(true, true).size();        // 8
        int oneSided = f.orientations(true, false).size();   // 4
        assertThat(free).isEqualTo(8);
        assertThat(oneSided).isEqualTo(4);
    }

    @Test
    void polyominoesExample_looksUpSets() {
        List<Polyomino> pieces = Polyominoes.byName("pentominoes");
        Polyomino x = Polyominoes.pentomino('X');
        assertThat(pieces).hasSize(12).contains(x);
    }

    @Test
    void polyominoBoardExample_parsesTheHoledSquare() {
        PolyominoBoard board = PolyominoBoard.parse("""
            ########
            ########
            ########
            ###..###
            ###..###
            ########
            ########
            ########
            """);
        PolyominoBoard rectangle = PolyominoBoard.rectangle("6x10");   // 6 rows, 10 columns
        assertThat(board.cellCount()).isEqualTo(60);
        assertThat(rectangle.cellCount()).isEqualTo(60);
    }

    @Test
    void polyominoPuzzleExample_counts3x20() {
        PolyominoPuzzle puzzle = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
            .build();
        long all = puzzle.count();                                                  // 8
        long classes = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
            .upToSymmetry(true).build().count();                                    // 2
        System.out.println(puzzle.findFirst().orElseThrow().render());             // 3 lines of 20 letters
        assertThat(all).isEqualTo(8);
        assertThat(classes).isEqualTo(2);
    }
}
