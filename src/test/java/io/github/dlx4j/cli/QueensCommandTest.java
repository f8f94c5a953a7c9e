/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * End-to-end tests of {@code dlx4j queens} through {@link Main#run}. Oracles: the published numbers of
 * solutions (OEIS A000170) and an independent check of every printed board.
 */
class QueensCommandTest {

    @ParameterizedTest
    @CsvSource({"1,1", "2,0", "3,0", "4,2", "5,10", "6,4", "7,40", "8,92", "9,352", "10,724", "11,2680",
        "12,14200"})
    void queens_count_isPublishedWithOneAndTwoThreads(int n, long count) {
        String one = Cli.run("", "queens", String.valueOf(n), "--count", "--threads", "1").assertSuccess().out();
        String two = Cli.run("", "queens", String.valueOf(n), "--count", "--threads", "2").assertSuccess().out();
        assertThat(one).isEqualTo(count + "\n");
        assertThat(two).isEqualTo(one);
    }

    @Test
    void queens_countPlainOrder_isPublished() {
        assertThat(Cli.run("", "queens", "8", "--count", "--order", "plain").assertSuccess().out()).isEqualTo("92\n");
        assertThat(Cli.run("", "queens", "10", "--count", "--order=plain", "--threads", "2").assertSuccess().out())
                .isEqualTo("724\n");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10, 16, 30})
    void queens_default_printsOneValidBoard(int n) {
        String out = Cli.run("", "queens", String.valueOf(n)).assertSuccess().out();
        List<String> boards = Boards.blocks(out);
        assertThat(boards).hasSize(1);
        Boards.assertQueens(n, boards.get(0));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void queens_noSolution_saysSoOnStderr(int n) {
        Cli.run("", "queens", String.valueOf(n)).assertNoSolution("queens");
        Cli.run("", "queens", String.valueOf(n), "--all", "--threads", "2").assertNoSolution("queens");
    }

    @ParameterizedTest
    @CsvSource({"6,4", "8,92", "9,352"})
    void queens_all_printsEveryDistinctValidBoardInTheSameOrderWithTwoThreads(int n, int count) {
        String one = Cli.run("", "queens", String.valueOf(n), "--all").assertSuccess().out();
        List<String> boards = Boards.blocks(one);
        assertThat(boards).hasSize(count);
        assertThat(new HashSet<>(boards)).hasSize(count);
        for (String board : boards) {
            Boards.assertQueens(n, board);
        }
        for (String threads : List.of("2", "3", "0")) {
            assertThat(Cli.run("", "queens", String.valueOf(n), "--all", "--threads", threads).assertSuccess().out())
                    .as("--threads %s", threads).isEqualTo(one);
        }
    }

    @Test
    void queens_orders_haveTheSameSolutionsInAnotherOrder() {
        List<String> organ = Boards.blocks(Cli.run("", "queens", "8", "--all").assertSuccess().out());
        List<String> plain = Boards.blocks(Cli.run("", "queens", "8", "--all", "--order", "plain").assertSuccess()
                .out());
        assertThat(plain).containsExactlyInAnyOrderElementsOf(organ).isNotEqualTo(organ);
    }

    @Test
    void queens_limit_printsTheFirstNInOrder() {
        String all = Cli.run("", "queens", "8", "--all").assertSuccess().out();
        for (String threads : List.of("1", "2")) {
            String five = Cli.run("", "queens", "8", "--limit", "5", "--threads", threads).assertSuccess().out();
            assertThat(Boards.blocks(five)).hasSize(5);
            assertThat(all).startsWith(five);
        }
        assertThat(Cli.run("", "queens", "8", "--count", "--limit", "5").assertSuccess().out()).isEqualTo("5\n");
        assertThat(Cli.run("", "queens", "8", "--count", "--limit", "5", "--threads", "2").assertSuccess().out())
                .isEqualTo("5\n");
        assertThat(Cli.run("", "queens", "8", "--count", "--limit", "1000").assertSuccess().out()).isEqualTo("92\n");
    }

    @Test
    void queens_stats_reportCompleteAndTheCount() {
        Cli r = Cli.run("", "queens", "8", "--count", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("92\n");
        assertThat(r.err().lines()).hasSize(4);
        assertThat(r.err()).startsWith("solutions: 92 (complete)" + System.lineSeparator())
                .containsPattern("nodes: [0-9]+").containsPattern("updates: [0-9]+")
                .containsPattern("time: [0-9]+\\.[0-9]{3} s");
        Cli limited = Cli.run("", "queens", "8", "--stats");
        assertThat(limited.err()).startsWith("solutions: 1 (stopped at --limit 1)");
    }

    @Test
    void queens_statsOfTwoThreads_countTheSameNodesWhenCounting() {
        // The core's parallel search explores exactly the sequential tree.
        String one = Cli.run("", "queens", "9", "--count", "--stats").err();
        String two = Cli.run("", "queens", "9", "--count", "--stats", "--threads", "2").err();
        assertThat(nodes(two)).isEqualTo(nodes(one));
    }

    private static long nodes(String stats) {
        return Long.parseLong(stats.replaceAll("(?s).*nodes: ([0-9]+).*", "$1"));
    }

    // ------------------------------------------------------------------------------------------------
    // bad usage: exit 2, one line on stderr, no stack trace

    @ParameterizedTest
    @ValueSource(strings = {"x", "8.5", "+", "-1.5", "1e3"})
    void queens_badN_isUsageError(String n) {
        Cli.run("", "queens", "--", n).assertUsageError("dlx4j queens: N needs a whole number from 1 to 20000,"
                + " but was given '" + n + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "-5", "-99999999999"})
    void queens_notPositive_saysSo(String n) {
        String message = "dlx4j queens: N must be positive (a whole number from 1 to 20000), but was given '" + n + "'";
        Cli.run("", "queens", n).assertUsageError(message);
        Cli.run("", "queens", "--count", n).assertUsageError(message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"20001", "99999999999", "999999999999999999999999"})
    void queens_tooLarge_saysOutOfRange(String n) {
        Cli.run("", "queens", n).assertUsageError("dlx4j queens: N is out of range: at most 20000, but was given '"
                + n + "'");
    }

    @Test
    void queens_missingN_isUsageError() {
        Cli.run("", "queens").assertUsageError("dlx4j queens: missing N");
        Cli.run("", "queens", "8", "9").assertUsageError("unexpected argument '9'");
    }

    @Test
    void queens_badOptions_areUsageErrors() {
        Cli.run("", "queens", "8", "--order", "diagonal").assertUsageError("option '--order' needs one of"
                + " organ-pipe, plain, but was given 'diagonal'");
        Cli.run("", "queens", "8", "--all", "--limit", "2").assertUsageError("'--all' and '--limit' contradict");
        Cli.run("", "queens", "8", "--threads", "-1").assertUsageError("option '--threads' needs a whole number"
                + " from 0 to 32767, but was given '-1'");
        Cli.run("", "queens", "8", "--threads", "40000").assertUsageError("option '--threads' is out of range: at"
                + " most 32767, but was given '40000'");
        Cli.run("", "queens", "8", "--all", "--count").assertUsageError("options '--all' and '--count' contradict");
        Cli.run("", "queens", "8", "--all", "--estimate").assertUsageError("'--all' and '--estimate' contradict");
        Cli.run("", "queens", "8", "--count", "--estimate").assertUsageError("options '--estimate' and '--count'"
                + " contradict each other (--estimate does not search)");
        Cli.run("", "queens", "8", "--estimate", "--limit", "3").assertUsageError("options '--estimate' and"
                + " '--limit' contradict");
        Cli.run("", "queens", "8", "--threads", "two").assertUsageError("option '--threads'");
        Cli.run("", "queens", "8", "--probes", "10").assertUsageError("option '--probes' only applies with"
                + " '--estimate'");
        Cli.run("", "queens", "8", "--estimate", "--probes", "0").assertUsageError("option '--probes' must be"
                + " positive");
        Cli.run("", "queens", "8", "--queens").assertUsageError("unknown option '--queens'");
    }

    @Test
    void queens_writeDlx_fileCountsThePublishedNumber(@TempDir Path dir) {
        Path file = dir.resolve("queens8.dlx");
        Cli.run("", "queens", "8", "--write-dlx", file.toString()).assertSuccess();
        assertThat(Cli.run("", "solve", "--count", file.toString()).assertSuccess().out()).isEqualTo("92\n");
        String stdout = Cli.run("", "queens", "6", "--order", "plain", "--write-dlx", "-").assertSuccess().out();
        assertThat(Cli.run(stdout, "solve", "--count").assertSuccess().out()).isEqualTo("4\n");
    }

    @Test
    void queens_writeDlxWithSearchOptionOrBadFolder_isUsageError(@TempDir Path dir) {
        Cli.run("", "queens", "8", "--write-dlx", "-", "--count").assertUsageError("'--write-dlx' and '--count'");
        Cli.run("", "queens", "8", "--write-dlx", "-", "--all").assertUsageError("'--write-dlx' and '--all'");
        Cli.run("", "queens", "8", "--write-dlx", dir.resolve("no/such/q.dlx").toString())
                .assertUsageError("cannot write", "no such folder");
        Cli.run("", "queens", "8", "--write-dlx", dir.toString()).assertUsageError("it is a directory");
    }
}
