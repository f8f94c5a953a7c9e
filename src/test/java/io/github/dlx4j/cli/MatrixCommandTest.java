/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.MatrixBruteForce;
import io.github.dlx4j.testing.Seeded;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code dlx4j solve --matrix FILE}: the 0/1 matrix format (header, blanks, comments) and its errors. Each
 * solution printed is read back as its row numbers and compared with {@link MatrixBruteForce}, which tries
 * every subset of rows on the matrix itself.
 */
class MatrixCommandTest {

    static final String KNUTH = "# Knuth, Dancing Links (2000), the 6x7 example\n"
            + "A B C D E F G\n"
            + "0 0 1 0 1 1 0\n"
            + "1 0 0 1 0 0 1\n"
            + "0 1 1 0 0 1 0\n"
            + "1 0 0 1 0 0 0\n"
            + "0 1 0 0 0 0 1\n"
            + "0 0 0 1 1 0 1\n";

    /** Returns the solutions printed, each as its row indices from 0 (the printed numbers less one). */
    static Set<String> printed(String out) {
        Set<String> found = new TreeSet<>();
        if (out.isEmpty()) {
            return found;
        }
        for (String block : out.split("\n\n", -1)) {
            List<Integer> rows = new ArrayList<>();
            for (String line : block.strip().split("\n")) {
                rows.add(Integer.parseInt(line.substring(0, line.indexOf(':'))) - 1);
            }
            assertThat(rows).isSorted();
            found.add(rows.toString());
        }
        return found;
    }

    @Test
    void matrix_knuthsExample_printsRows145WithTheirColumns(@TempDir Path dir) throws Exception {
        int[][] m = {{0, 0, 1, 0, 1, 1, 0}, {1, 0, 0, 1, 0, 0, 1}, {0, 1, 1, 0, 0, 1, 0}, {1, 0, 0, 1, 0, 0, 0},
            {0, 1, 0, 0, 0, 0, 1}, {0, 0, 0, 1, 1, 0, 1}};
        assertThat(MatrixBruteForce.solutions(m, 7)).containsExactly("[0, 3, 4]");
        Path file = dir.resolve("knuth.txt");
        Files.writeString(file, KNUTH);
        assertThat(Cli.run("", "solve", "--matrix", file.toString()).assertSuccess().out())
                .isEqualTo("1: C E F\n4: A D\n5: B G\n");
        // Without the header, contiguous digits: columns numbered from 1. Counters as Knuth's DLX1.
        String plain = "0010110\n1001001\n0110010\n1001000\n0100001\n0001101\n";
        Cli r = Cli.run(plain, "solve", "--matrix", "-", "--stats");
        assertThat(r.out()).isEqualTo("1: 3 5 6\n4: 1 4\n5: 2 7\n");
        assertThat(r.err()).contains("nodes: 6" + System.lineSeparator(), "updates: 30" + System.lineSeparator());
    }

    @Test
    void matrix_randomMatricesInEveryStyle_matchBruteForce() {
        Seeded.repeat("MatrixCommandTest.matrix_randomMatricesInEveryStyle_matchBruteForce", 0x3A7_0002L, 150,
                (round, rnd) -> {
                    int columns = 1 + rnd.nextInt(6);
                    int primary = 1 + rnd.nextInt(columns);
                    boolean header = primary < columns || rnd.nextBoolean();
                    int[][] m = randomMatrix(rnd, rnd.nextInt(9), columns, primary);
                    String text = write(rnd, m, header ? primary : -1);
                    Set<String> expected = MatrixBruteForce.solutions(m, primary);
                    if (m.length == 0 && !header) {
                        Cli.run(text, "solve", "--matrix", "-").assertUsageError("no rows");
                        return;
                    }
                    Cli r = Cli.run(text, "solve", "--matrix", "-").assertCompleted("solve");
                    assertThat(printed(r.out())).as("input:%n%s", text).isEqualTo(expected);
                    assertThat(Cli.run(text, "solve", "--matrix", "-", "--count").assertSuccess().out())
                            .as("input:%n%s", text).isEqualTo(expected.size() + "\n");
                });
    }

    static int[][] randomMatrix(Random rnd, int rows, int columns, int primary) {
        int[][] m = new int[rows][columns];
        for (int[] row : m) {
            for (int c = 0; c < columns; c++) {
                row[c] = rnd.nextInt(3) == 0 ? 1 : 0;
            }
            row[rnd.nextInt(primary)] = 1;
        }
        return m;
    }

    /** Writes the matrix in a random style: a header or not (primary < 0), blanks or not, comments, CRLF. */
    static String write(Random rnd, int[][] m, int primary) {
        String end = rnd.nextInt(4) == 0 ? "\r\n" : "\n";
        StringBuilder sb = new StringBuilder();
        if (rnd.nextBoolean()) {
            sb.append("# a comment").append(end).append(end);
        }
        int columns = m.length > 0 ? m[0].length : 0;
        if (primary >= 0) {
            columns = Math.max(columns, primary);
            for (int c = 0; c < columns; c++) {
                sb.append(c == primary ? " | " : c > 0 ? " " : "").append("c").append(c + 1);
            }
            sb.append(primary == columns && rnd.nextBoolean() ? " |" : "").append(end);
        }
        for (int[] row : m) {
            String sep = rnd.nextBoolean() ? " " : rnd.nextBoolean() ? "" : "\t";
            sb.append(rnd.nextBoolean() ? "  " : "");
            for (int c = 0; c < row.length; c++) {
                sb.append(c > 0 ? sep : "").append(row[c]);
            }
            sb.append(rnd.nextInt(5) == 0 ? "   " : "").append(end);
            if (rnd.nextInt(6) == 0) {
                sb.append(rnd.nextBoolean() ? "" : "  # between rows").append(end);
            }
        }
        return sb.toString();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "0010110/10x1001;standard input: line 2, column 3: 'x' is not 0 or 1",
        "0 0 1/1 0 2;standard input: line 2, column 5: '2' is not 0 or 1",
        "0010110/100100;standard input: line 2: 6 cells, but 7 expected (the first row, on line 1, has 7)",
        "A B C/1 1 0/1 1;standard input: line 3: 2 cells, but 3 expected (the header on line 1 names 3 columns)",
        "A B/10/00;standard input: line 3: the row has no 1: an option needs at least one column",
        "A | B/10/01;standard input: line 3: the row has 1s only in secondary columns: an option needs a primary"
            + " column",
        "A | B | C/100;standard input: line 1, column 7: a second '|' in the header",
        "A A/10;standard input: line 1: ",
        "# only a comment;standard input: no matrix: the input has no rows",
        "|;standard input: line 1: the header names no column",
        "0010x10;standard input: line 1, column 5: 'x' is not 0 or 1 (a header names its columns with blanks",
        "0010x10/0010110;standard input: line 1, column 5: 'x' is not 0 or 1",
    })
    void matrix_badInput_oneLineWithLineAndColumn(String input, String message) {
        // '/' in the CSV stands for a line break
        Cli.run(input.replace('/', '\n'), "solve", "--matrix", "-").assertUsageError(message);
    }

    @Test
    void matrix_oneWordHeaderWithoutDigits_isAHeaderOfOneColumn() {
        assertThat(Cli.run("x1\n1\n", "solve", "--matrix", "-", "--count").assertSuccess().out()).isEqualTo("1\n");
    }

    @Test
    void matrix_withAPositionalFile_isUsageError() {
        Cli.run("", "solve", "--matrix", "a.txt", "b.dlx").assertUsageError("give the file once");
        Cli.run("", "solve", "--matrix", "/nonexistent-dlx4j/m.txt").assertUsageError("no such file");
        assertThat(Arrays.asList(new SolveCommand().options().get(0).name())).containsExactly("--matrix");
    }
}
