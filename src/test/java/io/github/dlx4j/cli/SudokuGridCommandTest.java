/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code dlx4j sudoku --grid}: each answer as rows with boxes marked, followed by a blank line. The layout is
 * checked line by line against the box shape (cells one space apart, {@code " | "} after every box's last
 * column, a {@code -} and {@code +} line after every band of boxes), the cells read off it are the one-line
 * answer of the same run without {@code --grid}, and that answer solves the puzzle by the independent
 * {@link SudokuCheck}. The output is read back by {@code dlx4j sudoku} itself, as a pasted grid.
 */
class SudokuGridCommandTest {

    /** The 16x16 puzzle of {@code SudokuHexCommandTest}, in the default symbols 1-9A-G. */
    static final String HEX16 = "56GC..E81.23BD4.7...5....B.9.21321A3..4B.87F.56CD4.92..A6.5...E.B..5A731C.G."
            + "E.FD...7B..4F.8.6G.2..628...3..74.958FEDG2C69..51.37FBD.C1A..5.6.38...56.E87A2C1D.B43.7.9.G.BD.42..1.A"
            + "2.F4B..7..59G..59G187..C6.FEDB62C..BDF..1.945GED.B6A..594G.1..1.3.4G59DFEBC62A";

    /**
     * Checks one grid answer against the shape and returns its cells on one line: the oracle of the layout,
     * written from the description, not from the code.
     */
    static String cellsOf(List<String> lines, int boxRows, int boxColumns) {
        int n = boxRows * boxColumns;
        assertThat(lines).hasSize(n + n / boxRows - 1);
        StringBuilder cells = new StringBuilder();
        int row = 0;
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            if ((k + 1) % (boxRows + 1) == 0) { // a separator after each band
                String sample = rowPattern(n, boxColumns).replace("\\S", "x").replace("\\|", "|");
                assertThat(line).as("line %d", k).isEqualTo(sample.replaceAll("[^|]", "-").replace('|', '+'));
                continue;
            }
            assertThat(line).as("line %d", k).matches(rowPattern(n, boxColumns));
            for (int c = 0; c < line.length(); c += 2) {
                if (line.charAt(c) == '|') {
                    continue;
                }
                cells.append(line.charAt(c));
            }
            row++;
        }
        assertThat(row).isEqualTo(n);
        assertThat(cells).hasSize(n * n);
        return cells.toString();
    }

    /** Returns the regular expression of a row: cells one space apart, " | " between boxes. */
    static String rowPattern(int n, int boxColumns) {
        StringBuilder p = new StringBuilder();
        for (int c = 0; c < n; c++) {
            if (c > 0) {
                p.append(c % boxColumns == 0 ? " \\| " : " ");
            }
            p.append("\\S");
        }
        return p.toString();
    }

    /** Splits the output into its answers: each is followed by one blank line. */
    static List<List<String>> answers(String out) {
        assertThat(out).endsWith("\n\n");
        List<List<String>> answers = new ArrayList<>();
        for (String block : out.substring(0, out.length() - 2).split("\n\n", -1)) {
            answers.add(List.of(block.split("\n", -1)));
        }
        return answers;
    }

    @ParameterizedTest
    @CsvSource({
        "3,3,123456789," + SudokuCommandTest.WIKIPEDIA,
        "2,2,1234,2....12...3....4",
        "2,3,123456,62...3.3.5..4.32..512..63561242.16.5",
        "4,4,123456789ABCDEFG," + HEX16,
    })
    void grid_layoutHoldsTheOneLineAnswer(int boxRows, int boxColumns, String symbols, String puzzle) {
        String box = boxRows + "x" + boxColumns;
        String line = Cli.run(puzzle + "\n", "sudoku", "--box", box).assertSuccess().out().strip();
        SudokuCheck.assertSolves(puzzle, line, boxRows, boxColumns, symbols);
        String out = Cli.run(puzzle + "\n", "sudoku", "--box", box, "--grid").assertSuccess().out();
        List<List<String>> answers = answers(out);
        assertThat(answers).hasSize(1);
        assertThat(cellsOf(answers.get(0), boxRows, boxColumns)).isEqualTo(line);
        // the grid reads back as a pasted puzzle (already solved: the same answer)
        assertThat(Cli.run(out, "sudoku", "--box", box).assertSuccess().out().strip()).isEqualTo(line);
    }

    @Test
    void grid_severalPuzzles_blocksInOrderNoSolutionInItsPlace() {
        // Row 1 leaves only 9 for its last cell, which the 9 below it in the same box forbids: no solution,
        // though no two givens conflict.
        String noSolution = "12345678." + "........9" + ".".repeat(63);
        String input = SudokuCommandTest.WIKIPEDIA + "\n" + noSolution + "\n" + SudokuCommandTest.WIKIPEDIA + "\n";
        assertThat(Cli.run(input, "sudoku").assertSuccess().out()).isEqualTo(SudokuCommandTest.WIKIPEDIA_SOLUTION
                + "\nno solution\n" + SudokuCommandTest.WIKIPEDIA_SOLUTION + "\n");
        String grids = Cli.run(input, "sudoku", "--grid").assertSuccess().out();
        assertThat(Cli.run(input, "sudoku", "--grid", "--threads", "2").assertSuccess().out()).isEqualTo(grids);
        List<List<String>> answers = answers(grids);
        assertThat(answers).hasSize(3);
        assertThat(cellsOf(answers.get(0), 3, 3)).isEqualTo(SudokuCommandTest.WIKIPEDIA_SOLUTION);
        assertThat(answers.get(1)).containsExactly("no solution");
        assertThat(cellsOf(answers.get(2), 3, 3)).isEqualTo(SudokuCommandTest.WIKIPEDIA_SOLUTION);
    }

    @Test
    void grid_generated_puzzlesAsGrids() {
        String lines = Cli.run("", "sudoku", "--generate", "2", "--seed", "5").assertSuccess().out();
        String grids = Cli.run("", "sudoku", "--generate", "2", "--seed", "5", "--grid").assertSuccess().out();
        List<List<String>> answers = answers(grids);
        assertThat(answers).hasSize(2);
        String[] puzzles = lines.split("\n");
        for (int k = 0; k < 2; k++) {
            assertThat(cellsOf(answers.get(k), 3, 3)).isEqualTo(puzzles[k]);
        }
    }

    @Test
    void grid_withCount_isUsageError() {
        Cli.run(SudokuCommandTest.WIKIPEDIA + "\n", "sudoku", "--grid", "--count")
                .assertUsageError("options '--grid' and '--count' contradict each other");
    }
}
