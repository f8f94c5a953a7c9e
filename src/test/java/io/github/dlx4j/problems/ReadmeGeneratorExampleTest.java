/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.api.Test;

/** Runs the generator, Langford and polycube snippet of docs/guide.md and checks it (ReadmeSnippetsTest ties the two). */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeGeneratorExampleTest {

    @Test
    void readmeGeneratorExample_printsWhatItsCommentsSay() {
        PrintStream saved = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            // snippet docs/guide.md: begin
            // Puzzles with a unique solution: seeded (same seed, same puzzles), minimal, optionally symmetric
            SudokuGenerator generator = SudokuGenerator.builder(SudokuShape.forSize(9)).seed(42).symmetric(true).build();
            GeneratedSudoku made = generator.next();
            System.out.println(made.puzzle().toLine());                 // 81 characters, '.' for a blank
            System.out.println(made.givens() + " givens, " + made.nodes() + " nodes to prove it unique");
            SudokuGrid full = SudokuGenerator.randomGrid(SudokuShape.forSize(64), 7);   // a random complete 64x64 grid

            // Langford pairings, printed as a row
            System.out.println(Langford.render(Langford.findFirst(3).orElseThrow()));  // 3 1 2 1 3 2

            // Polycubes: the Soma cube has 11520 packings
            PolycubePuzzle soma = PolycubePuzzle.builder(PolycubeBox.box(3, 3, 3), Polycubes.SOMA).build();
            long packings = soma.count();                                               // 11520
            System.out.println(soma.findFirst().orElseThrow().render());   // 3 lines: the three layers side by side
            // snippet: end
            assertThat(SudokuGeneratorTest.fault(made, 3, 3, true, true)).isNull();
            assertThat(full.isComplete()).isTrue();
            assertThat(SudokuOracle.fault(full, full, 8, 8)).isNull();
            assertThat(packings).isEqualTo(11_520); // the Soma cube's packings, pieces rotated only
            String[] lines = captured.toString(StandardCharsets.UTF_8).split("\n");
            assertThat(lines).hasSize(1 + 1 + 1 + 3);
            assertThat(lines[0]).matches("[1-9.]{81}");
            assertThat(lines[1]).isEqualTo(made.givens() + " givens, " + made.nodes() + " nodes to prove it unique");
            assertThat(lines[2]).isEqualTo("3 1 2 1 3 2");
            assertThat(lines[3]).matches("[VLTZABP]{3}  [VLTZABP]{3}  [VLTZABP]{3}");
        } finally {
            System.setOut(saved);
        }
    }
}
