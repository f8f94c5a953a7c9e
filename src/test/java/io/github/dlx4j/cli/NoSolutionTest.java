/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tests of the "no solution" line: every searching command whose search completes without a solution says
 * so in one line on standard error and exits with 0 (the search ran); with {@code --count} the count 0 is
 * the answer and no line is added. Whether there is a solution is decided by oracles that share no code
 * with the library: brute force over all arrangements (Langford, queens), published facts (the five
 * tetrominoes do not tile a 4x5 rectangle: a checkerboard colouring leaves the T one square off balance).
 */
class NoSolutionTest {

    /** Returns whether some arrangement of 1,1,2,2,...,n,n has k numbers between the two k's: brute force. */
    static boolean langfordExists(int n) {
        return place(new int[2 * n], n);
    }

    private static boolean place(int[] row, int k) {
        if (k == 0) {
            return true;
        }
        for (int i = 0; i + k + 1 < row.length; i++) {
            if (row[i] == 0 && row[i + k + 1] == 0) {
                row[i] = k;
                row[i + k + 1] = k;
                if (place(row, k - 1)) {
                    return true;
                }
                row[i] = 0;
                row[i + k + 1] = 0;
            }
        }
        return false;
    }

    /** Returns whether n queens can be placed on an n x n board, none attacking another: brute force. */
    static boolean queensExist(int n) {
        return queens(new int[n], 0);
    }

    private static boolean queens(int[] column, int row) {
        if (row == column.length) {
            return true;
        }
        for (int c = 0; c < column.length; c++) {
            boolean free = true;
            for (int r = 0; r < row && free; r++) {
                free = column[r] != c && Math.abs(column[r] - c) != row - r;
            }
            if (free) {
                column[row] = c;
                if (queens(column, row + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void langford_noSolutionLineExactlyWhenBruteForceFindsNone(int n) {
        Cli run = Cli.run("", "langford", String.valueOf(n));
        if (langfordExists(n)) {
            run.assertSuccess();
            assertThat(run.out()).isNotEmpty();
        } else {
            run.assertNoSolution("langford");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void queens_noSolutionLineExactlyWhenBruteForceFindsNone(int n) {
        for (String threads : new String[] {"1", "2"}) {
            Cli run = Cli.run("", "queens", String.valueOf(n), "--all", "--threads", threads);
            if (queensExist(n)) {
                run.assertSuccess();
                assertThat(run.out()).contains("Q");
            } else {
                run.assertNoSolution("queens");
            }
        }
    }

    static Stream<Arguments> unsolvable() {
        return Stream.of(
                Arguments.of("langford", new String[] {"langford", "5"}),
                Arguments.of("queens", new String[] {"queens", "3"}),
                Arguments.of("polyomino", new String[] {"polyomino", "--board", "4x5", "--pieces", "tetrominoes"}),
                Arguments.of("polycube", new String[] {"polycube", "--box", "1x1x3", "--usage", "any"}));
    }

    @ParameterizedTest
    @MethodSource("unsolvable")
    void builderCommands_noSolution_oneLineOnStderrExit0(String command, String[] args) {
        Cli.run("", args).assertNoSolution(command);
        // --count answers 0 on standard output and adds nothing.
        String[] count = Stream.concat(Stream.of(args), Stream.of("--count")).toArray(String[]::new);
        Cli run = Cli.run("", count).assertSuccess();
        assertThat(run.out()).isEqualTo("0\n");
    }

    @Test
    void solve_noSolution_oneLineOnStderr(@TempDir Path dir) throws Exception {
        // Three items, three options of two items each, every two sharing one: no exact cover.
        Path file = dir.resolve("none.dlx");
        Files.writeString(file, "a b c\na b\nb c\na c\n");
        Cli.run("", "solve", file.toString()).assertNoSolution("solve");
        Cli.run("", "solve", "--threads", "2", file.toString()).assertNoSolution("solve");
    }

    @Test
    void noSolutionWithStats_linePrecedesTheStatistics() {
        Cli run = Cli.run("", "queens", "3", "--stats");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).startsWith("dlx4j queens: no solution" + System.lineSeparator() + "solutions: 0");
    }
}
