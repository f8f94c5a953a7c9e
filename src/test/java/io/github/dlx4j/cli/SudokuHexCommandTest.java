/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code dlx4j sudoku} on 16x16 lines without {@code --alphabet}: hexadecimal lines are answered in
 * hexadecimal, lines that fit both conventions stop the run with one line naming {@code --alphabet}. The
 * oracle is the same puzzle in the default symbols, answered by the same command and relabelled.
 */
class SudokuHexCommandTest {

    /** A 16x16 puzzle in the default symbols 1-9A-G (from the test resources). */
    private static final String PUZZLE = "56GC..E81.23BD4.7...5....B.9.21321A3..4B.87F.56CD4.92..A6.5...E.B..5A731C.G."
            + "E.FD...7B..4F.8.6G.2..628...3..74.958FEDG2C69..51.37FBD.C1A..5.6.38...56.E87A2C1D.B43.7.9.G.BD.42..1.A"
            + "2.F4B..7..59G..59G187..C6.FEDB62C..BDF..1.945GED.B6A..594G.1..1.3.4G59DFEBC62A";

    private static String toHex(String text) {
        StringBuilder sb = new StringBuilder();
        for (char ch : text.toCharArray()) {
            int v = "123456789ABCDEFG".indexOf(ch);
            sb.append(v < 0 ? ch : "0123456789ABCDEF".charAt(v));
        }
        return sb.toString();
    }

    @Test
    void sudoku_hexadecimalLine_isAnsweredInHexadecimal() {
        String answer = Cli.run(PUZZLE + "\n", "sudoku").assertSuccess().out().strip();
        String hex = Cli.run(toHex(PUZZLE) + "\n", "sudoku").assertSuccess().out().strip();
        assertThat(answer).hasSize(256);
        assertThat(hex).isEqualTo(toHex(answer));
    }

    @Test
    void sudoku_lineThatFitsBothAlphabets_stopsNamingTheOption() {
        String ambiguous = PUZZLE.replace('G', '.');
        Cli r = Cli.run(PUZZLE + "\n" + ambiguous + "\n", "sudoku");
        r.assertInputErrorAfterOutput("dlx4j sudoku: line 2: this 16x16 grid can be read in two alphabets",
                "--alphabet");
        Cli explicit = Cli.run(ambiguous + "\n", "sudoku", "--alphabet", "123456789ABCDEFG").assertSuccess();
        assertThat(explicit.out().strip()).hasSize(256);
    }
}
