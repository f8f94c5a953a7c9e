/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * 16x16 grids read without an alphabet: the default symbols 1-9A-G and hexadecimal 0-9A-F are told apart
 * by what the text holds, and a grid that fits both is refused, never silently misread. The oracle is the
 * same puzzle written in the other alphabet (a relabelling: '1' to '0', ..., 'G' to 'F'), whose solution,
 * relabelled, must be the answer.
 */
class SudokuHexTest {

    private static final String DEFAULT = "123456789ABCDEFG";
    private static final String HEX = "0123456789ABCDEF";

    private static String toHex(String defaultText) {
        StringBuilder sb = new StringBuilder();
        for (char ch : defaultText.toCharArray()) {
            int v = DEFAULT.indexOf(ch);
            sb.append(v < 0 ? ch : HEX.charAt(v));
        }
        return sb.toString();
    }

    private static List<String> puzzles() {
        return TestResources.puzzles("sudoku_16x16.txt");
    }

    @Test
    void parse_hexadecimalPuzzle_isReadAsHexAndSolvedToTheRelabelledAnswer() {
        for (String line : puzzles()) {
            assertThat(line).contains("G").doesNotContain("0");
            String hex = toHex(line);
            assertThat(hex).contains("0").contains(".").doesNotContain("G");
            SudokuGrid puzzle = SudokuGrid.parse(hex);
            assertThat(puzzle.symbols()).isEqualTo(HEX);
            SudokuGrid answer = Sudoku.solve(puzzle).orElseThrow();
            SudokuGrid expected = Sudoku.solve(SudokuGrid.parse(line)).orElseThrow();
            assertThat(answer.toLine()).isEqualTo(toHex(expected.toLine()));
            assertThat(new SudokuSolver(puzzle.shape()).isUnique(puzzle))
                    .isEqualTo(new SudokuSolver(puzzle.shape()).isUnique(SudokuGrid.parse(line)));
        }
    }

    @Test
    void parse_defaultSymbolsWithG_areReadAsBefore() {
        SudokuGrid puzzle = SudokuGrid.parse(puzzles().get(0));
        assertThat(puzzle.symbols()).isEqualTo(DEFAULT);
    }

    @Test
    void parse_gridThatFitsBothAlphabets_isRefusedNamingTheAlphabet() {
        String line = puzzles().get(0);
        // Neither '0' nor 'G': blank every G of a default puzzle.
        String neither = line.replace('G', '.');
        assertThatThrownBy(() -> SudokuGrid.parse(neither)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("neither '0' nor 'G'").hasMessageContaining("--alphabet");
        // '0' as the only blank and no 'G': 0 may be a blank (1-9A-G) or a symbol (0-9A-F).
        String zeroBlanks = neither.replace('.', '0');
        assertThatThrownBy(() -> SudokuGrid.parse(zeroBlanks)).hasMessageContaining("'0' may be a blank");
        assertThatThrownBy(() -> SudokuGrid.parse(zeroBlanks, SudokuShape.forSize(16)))
                .hasMessageContaining("give the alphabet");
        // An explicit alphabet reads either.
        assertThat(SudokuGrid.parse(neither, SudokuShape.forSize(16), DEFAULT).symbols()).isEqualTo(DEFAULT);
        assertThat(SudokuGrid.parse(zeroBlanks, SudokuShape.forSize(16), DEFAULT).givenCount())
                .isEqualTo(SudokuGrid.parse(neither, SudokuShape.forSize(16), DEFAULT).givenCount());
    }
}
