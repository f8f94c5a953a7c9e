/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Gordon Royle's 49,158 Sudoku puzzles with 17 givens, read in place from {@code ../shared/data/sudoku}
 * (see {@link SudokuDataTest}): every one is unique and minimal (17 is the fewest givens a unique 9x9 puzzle
 * can have, so none may lose a given). Checked with the library's solver, the way the generator checks, and
 * the first 300 again with the independent {@link SudokuOracle}. Opt-in: tagged {@code slow} and
 * {@code data}, skipped when the folder is absent.
 */
@Tag("slow")
@Tag("data")
class SudokuMinimalDataTest {

    @Test
    void isUnique_seventeenCluePuzzles_allUniqueAndMinimal() throws IOException {
        Path dir = Path.of(System.getProperty("dlx4j.sudokuData", "../shared/data/sudoku"));
        Path file = dir.resolve("sudoku17_49158.txt");
        assumeTrue(Files.isRegularFile(file), "no Sudoku data at " + file);
        List<String> lines = Files.readAllLines(file).stream().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).collect(Collectors.toList());
        assertThat(lines).hasSize(49_158);
        SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
        long t0 = System.nanoTime();
        for (int k = 0; k < lines.size(); k++) {
            SudokuGrid puzzle = SudokuGrid.parse(lines.get(k));
            assertThat(puzzle.givenCount()).isEqualTo(17);
            assertThat(solver.isUnique(puzzle)).as(lines.get(k)).isTrue();
            int[] values = puzzle.values();
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] != 0) {
                    int[] fewer = values.clone();
                    fewer[cell] = 0;
                    SudokuGrid less = SudokuGrid.of(puzzle.shape(), SudokuGrid.DEFAULT_ALPHABET, fewer);
                    assertThat(solver.count(less, 2)).as("%s without cell %d", lines.get(k), cell).isEqualTo(2);
                    if (k < 300) {
                        assertThat(SudokuOracle.count(fewer, 3, 3, 2)).isEqualTo(2);
                    }
                }
            }
            if (k < 300) {
                assertThat(SudokuOracle.count(values, 3, 3, 2)).isEqualTo(1);
            }
        }
        System.out.printf("49,158 17-clue puzzles unique and minimal: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
