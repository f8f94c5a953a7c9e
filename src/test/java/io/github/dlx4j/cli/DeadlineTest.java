/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --timeout} covers the whole run, from the command's start: reading the input, building the problem
 * and laying it out count against it, and the search gets what is left. Ctrl-C stops those phases at once
 * too. The clock is the test's ({@link Io#clock()}), moved past the deadline where a test wants it: nothing
 * sleeps, nothing reads the wall clock. A phase that never ends on its own (a read or a build that blocks
 * until the test lets it go) shows that the command does not wait for it; the {@link Timeout} turns a wait
 * into a failure.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DeadlineTest {

    private static final long SECOND = 1_000_000_000L;
    private static final String NL = System.lineSeparator();

    /** Released after each test: lets a read or a build that blocks end. */
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void releaseBlockedWork() {
        release.countDown();
    }

    /** A clock that reads 0 at the command's start and {@code later} ever after. */
    private static LongSupplier jumpingTo(long later) {
        AtomicBoolean started = new AtomicBoolean();
        return () -> started.getAndSet(true) ? later : 0;
    }

    private static Cli run(LongSupplier clock, String... args) {
        return Cli.run(new ByteArrayInputStream(new byte[0]), new AtomicBoolean(), clock, Main.COMMANDS, args);
    }

    /** Blocks until the test ends. */
    private void block() {
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "queens 8|queens: stopped: timeout after 1.0 s while building the problem",
        "queens 8 --estimate|queens: stopped: timeout after 1.0 s while building the problem",
        "queens 8 --restarts --limit 1|queens: stopped: timeout after 1.0 s while building the problem",
        "queens 8 --count --threads 2|queens: stopped: timeout after 1.0 s while building the problem",
        "langford 7|langford: stopped: timeout after 1.0 s while building the problem",
        "polyomino --board 6x10|polyomino: stopped: timeout after 1.0 s while building the problem",
        "polycube --box 3x3x3|polycube: stopped: timeout after 1.0 s while building the problem",
        "solve examples/knuth-paper.dlx|solve: stopped: timeout after 1.0 s while reading"
            + " 'examples/knuth-paper.dlx' (after 0 bytes)",
        "solve --matrix examples/knuth-paper-matrix.txt|solve: stopped: timeout after 1.0 s while reading"
            + " 'examples/knuth-paper-matrix.txt' (after 0 bytes)",
        "sudoku --generate 3 --seed 1|sudoku: stopped: timeout after 1.0 s after 0 puzzles"})
    void timeout_passedBeforeTheSearch_stopsWithExit3AndOneLine(String command, String line) {
        // The clock passes the deadline just after the command's start: the set-up is never waited for.
        Cli r = run(jumpingTo(2 * SECOND), (command + " --timeout 1s").split(" "));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j " + line + NL);
    }

    @Test
    void timeout_passedBeforeASudokuBatch_answersNothing() {
        // The deadline is seen in the first read (line 0) or just after it (line 2, the first puzzle).
        Cli r = run(jumpingTo(2 * SECOND), "sudoku", "--timeout", "1s", "examples/puzzles.txt");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines().findFirst().orElseThrow()).matches("dlx4j sudoku: stopped: timeout after 1\\.0 s"
                + " at line [02] \\(0 puzzles answered\\)");
    }

    @Test
    void timeout_afterBuilding_leavesTheSearchOnlyWhatIsLeft() {
        // An hour's timeout of which a nanosecond is left when the search starts: a search given the whole
        // hour would count the 30-queens forever.
        Cli r = run(jumpingTo(3600 * SECOND - 1), "queens", "30", "--count", "--timeout", "1h");
        r.assertStopped(SearchRunner.EXIT_TIMEOUT, "dlx4j queens: stopped: timeout after 3600.0 s");
    }

    @Test
    void timeout_whileReadingAnInputThatNeverEnds_stopsThere() {
        // Standard input gives a line, then the clock passes the deadline and the next read blocks for good,
        // as a pipe whose writer went quiet.
        AtomicLong now = new AtomicLong();
        InputStream in = new InputStream() {
            private int reads;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (reads++ == 0) {
                    b[off] = 'a';
                    b[off + 1] = '\n';
                    return 2;
                }
                now.set(2 * SECOND);
                block();
                return -1;
            }
        };
        Cli r = Cli.run(in, new AtomicBoolean(), now::get, Main.COMMANDS, "solve", "--count", "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j solve: stopped: timeout after 1.0 s while reading standard input"
                + " (after 2 bytes)" + NL);
    }

    @ParameterizedTest
    @CsvSource({"solve --count", "solve --count --matrix -", "polyomino --board-file -", "polycube --box-file -"})
    void ctrlC_whileReadingAnInputThatNeverEnds_stopsAtOnce(String command) {
        // Ctrl-C while the read blocks where no flag reaches (a terminal where nobody types).
        AtomicBoolean cancel = new AtomicBoolean();
        InputStream in = new InputStream() {
            @Override
            public int read() {
                cancel.set(true);
                block();
                return -1;
            }
        };
        Cli r = Cli.run(in, cancel, System::nanoTime, Main.COMMANDS, command.split(" "));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j " + command.split(" ")[0] + ": stopped: interrupted while reading"
                + " standard input (after 0 bytes)" + NL);
    }

    @Test
    void timeout_whileABuildThatCannotStopRuns_stopsWithoutWaitingForIt() {
        AtomicLong now = new AtomicLong();
        Cli r = Cli.run(new ByteArrayInputStream(new byte[0]), new AtomicBoolean(), now::get, List.of(
                new BuildCommand(() -> now.set(2 * SECOND), this::block)), "build", "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.err()).isEqualTo("dlx4j build: stopped: timeout after 1.0 s while building the problem" + NL);
    }

    @Test
    void ctrlC_whileABuildThatCannotStopRuns_reportsAtOnce() {
        AtomicBoolean cancel = new AtomicBoolean();
        Cli r = Cli.run(new ByteArrayInputStream(new byte[0]), cancel, System::nanoTime, List.of(
                new BuildCommand(() -> cancel.set(true), this::block)), "build");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.err()).isEqualTo("dlx4j build: stopped: interrupted while building the problem" + NL);
    }

    @Test
    void timeout_whenTheBuildEndsPastTheDeadline_leavesNoTimeToSearch() {
        // The build finishes, but after the deadline: no search starts.
        AtomicLong now = new AtomicLong();
        Cli r = Cli.run(new ByteArrayInputStream(new byte[0]), new AtomicBoolean(), now::get, List.of(
                new BuildCommand(() -> now.set(2 * SECOND), () -> { })), "build", "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.err()).isEqualTo("dlx4j build: stopped: timeout after 1.0 s while building the problem" + NL);
    }

    @Test
    void badInput_foundWhileBuilding_isStillOneLine() {
        Cli.run("A B\nC\n", "solve").assertUsageError("standard input");
    }

    /**
     * Runs {@code dlx4j args...} on a clock that passes the deadline of {@code --timeout 1s} as the
     * {@code lines}-th line of standard output is written.
     */
    private static Cli runUntilLine(InputStream in, int lines, String... args) {
        AtomicLong now = new AtomicLong();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OutputStream moving = new OutputStream() {
            private int written;

            @Override
            public void write(int b) {
                out.write(b);
                if (b == '\n' && ++written == lines) {
                    now.set(2 * SECOND);
                }
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Io io = new Io(in, new PrintStream(moving, false, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8), false, new AtomicBoolean(), now::get, 0);
        int code = Main.run(args, io);
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Returns standard input that holds {@code text} and then blocks until the test ends. */
    private InputStream thenBlocking(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        return new InputStream() {
            private boolean given;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (!given) {
                    given = true;
                    System.arraycopy(bytes, 0, b, off, bytes.length);
                    return bytes.length;
                }
                block();
                return -1;
            }
        };
    }

    @Test
    void generate_timeout_stopsAfterThePuzzlesMade() {
        Cli r = runUntilLine(new ByteArrayInputStream(new byte[0]), 2, "sudoku", "--generate", "10", "--seed", "1",
                "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out().lines()).hasSize(2).allMatch(l -> l.length() == 81);
        assertThat(r.err()).isEqualTo("dlx4j sudoku: stopped: timeout after 1.0 s after 2 puzzles" + NL);
    }

    @ParameterizedTest
    @CsvSource({"1", "2"})
    void sudoku_timeoutWhileTheInputBlocks_keepsTheAnswersBefore(String threads) {
        // One puzzle, answered; then the input waits for good and the deadline passes.
        String wikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        Cli r = runUntilLine(thenBlocking(wikipedia + "\n"), 1, "sudoku", "--threads", threads, "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).hasLineCount(1).startsWith("534678912");
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: timeout after 1.0 s at line 1 (1 puzzle answered)"
                + NL + "puzzles: 1" + NL);
    }

    @Test
    void kakuro_timeoutWhileTheInputBlocks_keepsTheAnswersBefore() {
        String puzzle = "#    9\\   11\\\n\\3   .    .\n\\17  .    .\n\n";
        Cli r = runUntilLine(thenBlocking(puzzle), 3, "kakuro", "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).hasLineCount(3);
        assertThat(r.err()).isEqualTo("dlx4j kakuro: stopped: timeout after 1.0 s while reading standard input"
                + " (after " + puzzle.length() + " bytes)" + NL);
    }

    @Test
    void generate_timeoutDuringAPuzzle_stopsWithoutWaitingForIt() {
        // A 16x16 puzzle whose proof must take 10^12 nodes: minutes of candidates. The test's thread sees
        // the clock stand still; only the watch on the deadline sees it pass, and stops the generator.
        Thread self = Thread.currentThread();
        LongSupplier clock = () -> Thread.currentThread() == self ? 0 : 2 * SECOND;
        Cli r = run(clock, "sudoku", "--generate", "1", "--box", "4x4", "--seed", "1", "--difficulty",
                "1000000000000..", "--attempts", "1000", "--timeout", "1s");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j sudoku: stopped: timeout after 1.0 s after 0 puzzles" + NL);
    }

    @Test
    void generate_timeoutNotReached_makesEveryPuzzle() {
        Cli r = Cli.run("", "sudoku", "--generate", "2", "--seed", "1", "--timeout", "1h").assertSuccess();
        assertThat(r.out().lines()).hasSize(2);
    }

    /**
     * {@code dlx4j build [--timeout D]}: a command whose set-up runs {@code during} and then {@code rest}
     * (which may block), and which then searches nothing.
     */
    private static final class BuildCommand extends Command {
        private final Runnable during;
        private final Runnable rest;

        BuildCommand(Runnable during, Runnable rest) {
            this.during = during;
            this.rest = rest;
        }

        @Override
        String name() {
            return "build";
        }

        @Override
        String summary() {
            return "build a problem";
        }

        @Override
        String synopsis() {
            return "[OPTIONS]";
        }

        @Override
        String examples() {
            return "";
        }

        @Override
        String details() {
            return "";
        }

        @Override
        List<OptionDef> options() {
            return SearchRunner.OPTIONS;
        }

        @Override
        int execute(Arguments args, Io io) throws CliException {
            return Deadline.of(args, io).setUp(BUILDING, () -> {
                during.run();
                rest.run();
                return 0;
            });
        }
    }
}
