/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.api.Test;

/**
 * Runs the builders snippet of README.md (shown verbatim there: {@link io.github.dlx4j.ReadmeSnippetsTest}) and
 * checks its values against published ones.
 */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeBuildersExampleTest {

    @Test
    void readmeBuildersExample_printsWhatItsCommentsSay() {
        PrintStream saved = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            // snippet README.md: begin
            SudokuGrid puzzle = SudokuGrid.parse(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
            System.out.println(Sudoku.solve(puzzle).orElseThrow().toText());   // nine lines of nine digits
            boolean unique = Sudoku.isUnique(puzzle);                          // true

            PolyominoPuzzle tiling = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
                .upToSymmetry(true).build();
            long classes = tiling.count();                                     // 2 (8 without upToSymmetry)
            System.out.println(tiling.findFirst().orElseThrow().render());     // 3 lines of 20 letters

            long queens = NQueens.count(8);                                    // 92
            long pairings = Langford.count(7, true);                           // 26, a pairing and its reversal once
            long soma = PolycubePuzzle.builder(PolycubeBox.box(3, 3, 3), Polycubes.SOMA)
                .upToSymmetry(true).build().count();                           // 240
            // snippet: end
            assertThat(Sudoku.solve(puzzle).orElseThrow().toLine()).isEqualTo(SudokuTest.WIKIPEDIA_SOLUTION);
            assertThat(unique).isTrue();
            assertThat(classes).isEqualTo(2);                 // the 3x20 pentomino rectangle: 2 tilings
            assertThat(PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES).build()
                    .count()).isEqualTo(8);                   // 2 times the 4 symmetries of the rectangle
            assertThat(queens).isEqualTo(92);                 // OEIS A000170
            assertThat(pairings).isEqualTo(26);               // OEIS A014552
            assertThat(soma).isEqualTo(240);                  // the Soma cube's 240 packings
        } finally {
            System.setOut(saved);
        }
        String[] lines = captured.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines[0]).hasSize(9);
        assertThat(lines).hasSize(9 + 3);
        assertThat(lines[9]).hasSize(20);
    }
}
