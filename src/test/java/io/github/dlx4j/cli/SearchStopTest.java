/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ending a run early, cleanly: {@code --timeout} and Ctrl-C (the cancellation flag that the shutdown hook
 * sets; here another thread sets it). The searches are long (30 queens: about 10^11 solutions), so they
 * cannot finish first. Whatever was printed stays valid and complete; the statistics so far go to stderr.
 */
class SearchStopTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "2"})
    void timeout_count_stopsWithExitThreeAndStatisticsSoFar(String threads) {
        Cli r = Cli.run("", "queens", "30", "--count", "--timeout", "300ms", "--threads", threads);
        r.assertStopped(SearchRunner.EXIT_TIMEOUT, "dlx4j queens: stopped: timeout after 0.3 s");
        assertThat(r.out()).as("no incomplete count on stdout").isEmpty();
        assertThat(r.statsSolutions()).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2"})
    void timeout_printing_keepsCompleteValidSolutions(String threads) {
        Cli r = Cli.run("", "queens", "30", "--all", "--timeout", "1.5s", "--threads", threads);
        r.assertStopped(SearchRunner.EXIT_TIMEOUT, "dlx4j queens: stopped: timeout after 1.5 s");
        List<String> boards = Boards.blocks(r.out());
        assertThat(boards).isNotEmpty();
        for (String board : boards) {
            Boards.assertQueens(30, board);
        }
        assertThat((long) boards.size()).isEqualTo(r.statsSolutions());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2"})
    void timeout_solve_stopsToo(String threads) {
        Cli r = Cli.run(SolveCommandTest.queens(30), "solve", "--count", "--timeout", "250ms", "--threads", threads);
        r.assertStopped(SearchRunner.EXIT_TIMEOUT, "dlx4j solve: stopped: timeout after 0.3 s");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2"})
    void timeout_notReached_changesNothing(String threads) {
        assertThat(Cli.run("", "queens", "8", "--count", "--timeout", "1h", "--threads", threads).assertSuccess()
                .out()).isEqualTo("92\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"10", "0s", "-1s", "abc", "1.5.3s", "10 s", "s", "1e3ms", "''", "0.0ms",
        "1d"})
    void timeout_badValue_isUsageErrorNamingTheOption(String value) {
        Cli.run("", "queens", "8", "--timeout", value).assertUsageError("dlx4j queens: option '--timeout' needs a"
                + " positive duration such as 500ms, 10s, 2m or 1h, but was given '" + value + "'");
    }

    @Test
    void timeout_tooLong_saysOutOfRange() {
        Cli.run("", "queens", "8", "--timeout", "99999999999h").assertUsageError("dlx4j queens: option '--timeout' is"
                + " out of range: at most 2562047h (about 292 years), but was given '99999999999h'");
    }

    @ParameterizedTest
    @CsvSource({"queens,1", "queens,2", "polyomino,1", "polyomino,2"})
    void cancel_count_stopsWithExit130AndStatisticsSoFar(String command, String threads) {
        String[] args = command.equals("queens") ? new String[] {"queens", "30", "--count", "--threads", threads}
                : new String[] {"polyomino", "--board", "6x10", "--count", "--threads", threads};
        Cli r = Cli.runAndCancel(300, args);
        r.assertStopped(SearchRunner.EXIT_INTERRUPTED, "dlx4j " + command + ": stopped: interrupted");
        assertThat(r.out()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2"})
    void cancel_printing_keepsWhatWasPrinted(String threads) {
        Cli r = Cli.runAndCancel(400, "queens", "30", "--all", "--threads", threads);
        r.assertStopped(SearchRunner.EXIT_INTERRUPTED, "dlx4j queens: stopped: interrupted");
        List<String> boards = Boards.blocks(r.out());
        for (String board : boards) {
            Boards.assertQueens(30, board);
        }
        assertThat((long) boards.size()).isEqualTo(r.statsSolutions());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2"})
    void cancel_polyominoPrinting_keepsValidTilings(String threads) {
        Cli r = Cli.runAndCancel(400, "polyomino", "--board", "6x10", "--threads", threads);
        r.assertStopped(SearchRunner.EXIT_INTERRUPTED, "dlx4j polyomino: stopped: interrupted");
        for (String board : Boards.blocks(r.out())) {
            Boards.assertPentominoTiling(6, 10, board);
        }
    }
}
