/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.api.Test;

/** Keeps the builders snippet of README.md compiling and true (its values are checked against published ones). */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeBuildersExampleTest {

    @Test
    void readmeBuildersExample_printsWhatItsCommentsSay() {
        PrintStream saved = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            // README example: begin
            // Sudoku, any box shape (SudokuShape.parse("2x3"), forSize(16), ...); symbols 1-9, A-Z, a-z, @#$ by default
            SudokuGrid puzzle = SudokuGrid.parse(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
            SudokuGrid solution = Sudoku.solve(puzzle).orElseThrow();
            System.out.println(solution.toText());   // nine lines of nine digits

            // Many puzzles of one shape: lay the matrix out once and reuse it (givens are selected, then deselected)
            SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
            boolean unique = solver.isUnique(puzzle);

            // Pentominoes on a 3x20 board: 8 tilings, 2 up to the board's symmetries
            PolyominoPuzzle tiling = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
                .build();
            long all = tiling.count();                                                  // 8
            long classes = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
                .upToSymmetry(true).build().count();                                    // 2
            System.out.println(tiling.findFirst().orElseThrow().render());             // 3 lines of 20 letters

            // N-queens: rows and columns primary, diagonals secondary, organ-pipe item order
            long solutions = NQueens.count(8);                        // 92
            int[] columns = NQueens.findFirst(8).orElseThrow();        // columns[row] = column of that row's queen
            System.out.println(NQueens.render(columns));
            // README example: end
            assertThat(solution.toLine()).isEqualTo(SudokuTest.WIKIPEDIA_SOLUTION);
            assertThat(unique).isTrue();
            assertThat(all).isEqualTo(8);
            assertThat(classes).isEqualTo(2);
            assertThat(solutions).isEqualTo(92);
            assertThat(NQueensTest.isValid(columns)).isTrue();
        } finally {
            System.setOut(saved);
        }
        String[] lines = captured.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines[0]).hasSize(9);
        assertThat(lines).hasSize(9 + 3 + 8);
    }
}
