/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * End-to-end tests of {@code dlx4j sudoku --generate}. Oracle: {@link SudokuCheck}'s independent backtracking
 * counter (every line has exactly one solution) and the round trip through {@code dlx4j sudoku --unique}.
 */
class SudokuGenerateCommandTest {

    private static List<String> lines(String text) {
        return text.lines().collect(Collectors.toList());
    }

    @Test
    void generate_nine_uniquePuzzlesOnePerLine() {
        Cli r = Cli.run("", "sudoku", "--generate", "8", "--seed", "3").assertSuccess();
        List<String> puzzles = lines(r.out());
        assertThat(puzzles).hasSize(8).doesNotHaveDuplicates();
        for (String p : puzzles) {
            assertThat(p).matches("[1-9.]{81}");
            assertThat(SudokuCheck.count(p, 3, 3, "123456789", 2)).as(p).isEqualTo(1);
        }
        Cli solved = Cli.run(r.out(), "sudoku", "--unique").assertSuccess();
        assertThat(solved.out()).doesNotContain("multiple").doesNotContain("no solution");
    }

    @Test
    void generate_sameSeed_sameOutput() {
        String a = Cli.run("", "sudoku", "--generate", "5", "--seed", "77", "--symmetric").assertSuccess().out();
        String b = Cli.run("", "sudoku", "--generate", "5", "--seed", "77", "--symmetric").assertSuccess().out();
        assertThat(a).isEqualTo(b);
    }

    @Test
    void generate_boxAndGivens_reachesTheTarget() {
        Cli r = Cli.run("", "sudoku", "--generate", "3", "--box", "2x3", "--givens", "20", "--seed", "1")
                .assertSuccess();
        for (String p : lines(r.out())) {
            assertThat(p).hasSize(36);
            assertThat(p.chars().filter(c -> c != '.').count()).isEqualTo(20);
            assertThat(SudokuCheck.count(p, 2, 3, "123456", 2)).isEqualTo(1);
        }
    }

    @Test
    void generate_stats_printsFiguresPerPuzzleOnStderr() {
        Cli r = Cli.run("", "sudoku", "--generate", "2", "--seed", "9", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(lines(r.out())).hasSize(2);
        List<String> err = lines(r.err());
        assertThat(err.get(0)).matches("puzzle 1: givens [0-9]+, nodes [0-9]+, updates [0-9]+, attempts 1");
        assertThat(err.get(1)).startsWith("puzzle 2: ");
        assertThat(err.get(2)).isEqualTo("puzzles: 2 (9x9 (3x3 boxes), seed 9)");
        assertThat(err.get(3)).startsWith("average: givens ");
        assertThat(err.get(4)).matches("time: [0-9]+\\.[0-9]{3} s");
    }

    @Test
    void generate_unreachableTarget_saysSoAndSucceeds() {
        Cli r = Cli.run("", "sudoku", "--generate", "1", "--seed", "2", "--givens", "10", "--minimal",
                "--attempts", "2");
        assertThat(r.exitCode()).isZero();
        assertThat(lines(r.out())).hasSize(1);
        assertThat(r.err()).startsWith("dlx4j sudoku: puzzle 1: target not met in 2 attempts; the closest has ");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--generate x|option '--generate' needs a whole number of at least 1, but was given 'x'",
        "--generate 0|option '--generate' must be positive (a whole number of at least 1), but was given '0'",
        "--seed 3|option '--seed' only applies with '--generate'",
        "--symmetric|option '--symmetric' only applies with '--generate'",
        "--generate 1 --box 5x5|the generator makes puzzles up to 16x16, not 25x25 (5x5 boxes)",
        "--generate 1 --givens 82|option '--givens' is out of range: at most 81, but was given '82'",
        "--generate 1 --timeout 0s|option '--timeout' needs a positive duration",
        "--generate 1 --difficulty 9..3|difficulty range 9..3 is empty or negative",
        "--generate 1 --difficulty fast|option '--difficulty' needs a range of nodes such as 100..500",
        "--generate 1 --minimal|option '--minimal' only applies with '--givens' or '--difficulty'",
        "--generate 1 --unique|option '--unique' does not apply with '--generate'",
        "--generate 1 --count|option '--count' does not apply with '--generate'",
        "--generate 1 puzzles.txt|'--generate' reads no file, but was given 'puzzles.txt'",
        "--generate 1 --alphabet 12345678|alphabet"})
    void generate_badUsage_oneLineExit2(String args, String message) {
        String[] argv = ("sudoku " + args).split(" ");
        Cli.run("", argv).assertUsageError(message);
    }

    @Test
    void help_listsGenerate() {
        String help = Cli.run("", "sudoku", "--help").assertSuccess().out();
        assertThat(help).contains("--generate N", "--symmetric", "--givens K", "--difficulty MIN..MAX");
    }
}
