/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ctrl-C in every phase of a run: reading, splitting, estimating, searching, generating. Each ends with
 * exit status 130 and {@code stopped: interrupted} on standard error, with what is known, never a stack
 * trace, and promptly: every workload here would run for minutes if the phase ignored the flag (the
 * {@link Timeout} turns that into a failure). The flag is the one {@link Main#main(String[])}'s shutdown hook
 * sets; {@link SearchStopTest} sets it during searches, {@link ProcessTest} sends a real SIGINT.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CtrlCTest {

    /** A 9x9 grid with no givens: too many solutions to count. */
    private static final String BLANK_SUDOKU = ".".repeat(81) + "\n";

    /** Runs with the flag already set: Ctrl-C came before the phase began. */
    private static Cli cancelledBefore(String stdin, String... args) {
        return Cli.run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), new AtomicBoolean(true),
                args);
    }

    /**
     * Runs with a flag that Ctrl-C sets after the problem is built, just before the search, the split or the
     * probes begin: when the search's settings read the clock (the run has an hour's timeout for that).
     */
    private static Cli cancelledAfterBuilding(String... args) {
        AtomicBoolean cancel = new AtomicBoolean();
        LongSupplier clock = () -> {
            if (StackWalker.getInstance().walk(frames -> frames.anyMatch(f -> f.getClassName().equals(
                    SearchRunner.class.getName()) && f.getMethodName().equals("run")))) {
                cancel.set(true);
            }
            return System.nanoTime();
        };
        String[] timed = java.util.Arrays.copyOf(args, args.length + 2);
        timed[args.length] = "--timeout";
        timed[args.length + 1] = "1h";
        return Cli.run(new ByteArrayInputStream(new byte[0]), cancel, clock, Main.COMMANDS, timed);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "solve --count|dlx4j solve: stopped: interrupted while reading standard input (after 0 bytes)",
        "solve --count examples/knuth-paper.dlx|dlx4j solve: stopped: interrupted while reading"
            + " 'examples/knuth-paper.dlx' (after 0 bytes)",
        "kakuro|dlx4j kakuro: stopped: interrupted while reading standard input (after 0 bytes)",
        "polyomino --board-file -|dlx4j polyomino: stopped: interrupted while reading standard input (after 0 bytes)",
        "sudoku|dlx4j sudoku: stopped: interrupted after 0 puzzles (line 0)",
        "sudoku --generate 3|dlx4j sudoku: stopped: interrupted after 0 puzzles",
        "solve --count --matrix -|dlx4j solve: stopped: interrupted while reading standard input (after 0 bytes)",
        "queens 30 --estimate --probes 2000000000|dlx4j queens: stopped: interrupted while building the problem",
        "queens 30 --count --threads 2|dlx4j queens: stopped: interrupted while building the problem",
        "langford 24 --count|dlx4j langford: stopped: interrupted while building the problem",
        "polyomino --board 6x10|dlx4j polyomino: stopped: interrupted while building the problem",
        "polycube --box 3x4x5 --pieces solid-pentominoes|dlx4j polycube: stopped: interrupted while building the"
            + " problem"})
    void cancelledBefore_readingBuildingGenerating_stopsAt130(String command, String message) {
        Cli r = cancelledBefore(BLANK_SUDOKU, command.split(" "));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith(message + System.lineSeparator()).doesNotContain("Exception");
    }

    @Test
    void cancelledAfterBuilding_estimating_stopsAfterNoProbe() {
        Cli r = cancelledAfterBuilding("queens", "30", "--estimate", "--probes", "2000000000");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j queens: stopped: interrupted after 0 of 2000000000 probes"
                + System.lineSeparator());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "queens 30 --count|queens", "queens 30 --count --threads 2|queens", "queens 30 --all --threads 3|queens",
        "langford 24 --count --threads 2|langford", "polyomino --board 6x10 --count --threads 2|polyomino",
        "polycube --box 3x4x5 --pieces solid-pentominoes --count --threads 2|polycube"})
    void cancelledAfterBuilding_splittingAndSearching_reportsNoWork(String command, String name) {
        // With --threads the core splits the tree first: a flag set before the split enters no node.
        cancelledAfterBuilding(command.split(" ")).assertStopped(SearchRunner.EXIT_INTERRUPTED, "dlx4j " + name
                + ": stopped: interrupted");
    }

    @Test
    void cancel_whileReadingAProblem_stopsThereWithTheBytesRead() {
        // A problem of 200,000 options; Ctrl-C once 100,000 bytes have gone by.
        StringBuilder text = new StringBuilder("a b c\n");
        for (int k = 0; k < 200_000; k++) {
            text.append(k % 3 == 0 ? "a\n" : k % 3 == 1 ? "b c\n" : "a b\n");
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.US_ASCII);
        AtomicBoolean cancel = new AtomicBoolean();
        InputStream in = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                if (pos >= 100_000) {
                    cancel.set(true);
                }
                return super.read(b, off, Math.min(len, 4096));
            }
        };
        Cli r = Cli.run(in, cancel, "solve", "--count");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).matches("dlx4j solve: stopped: interrupted while reading standard input \\(after"
                + " 10[0-9]\\.[0-9] kB\\)\\R");
    }

    @Test
    void cancel_whileGeneratingAHardPuzzle_stopsWithoutWaitingForIt() {
        // A 16x16 puzzle whose proof must take 10^12 nodes: each candidate misses it after about 0.25 s, and
        // the 1,000 allowed would take minutes. Ctrl-C comes 700 ms in, after the setup: a run that waited
        // for the puzzle would print the closest one and then exit 0.
        Cli r = Cli.runAndCancel(700, "sudoku", "--generate", "1", "--box", "4x4", "--seed", "1", "--difficulty",
                "1000000000000..", "--attempts", "1000");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j sudoku: stopped: interrupted after 0 puzzles" + System.lineSeparator());
    }

    @Test
    void cancel_duringALongSudokuCount_keepsTheAnswersBefore() {
        // The first puzzle is answered; the count of the blank grid never ends.
        String wikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        Cli r = Cli.runAndCancel(wikipedia + "\n" + BLANK_SUDOKU, 300, "sudoku", "--count");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEqualTo("1\n");
        List<String> err = r.err().lines().collect(java.util.stream.Collectors.toList());
        assertThat(err.get(0)).isEqualTo("dlx4j sudoku: stopped: interrupted after 1 puzzle (line 2)");
        assertThat(err.get(1)).isEqualTo("puzzles: 1");
        assertThat(err.get(2)).matches("solutions: [0-9]+ \\(so far\\)");
    }
}
