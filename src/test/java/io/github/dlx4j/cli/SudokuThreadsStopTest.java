/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static io.github.dlx4j.cli.SudokuCommandTest.WIKIPEDIA;
import static io.github.dlx4j.cli.SudokuCommandTest.WIKIPEDIA_SOLUTION;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuSolver;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * How {@code dlx4j sudoku --threads N} stops and streams: {@code --timeout}, Ctrl-C (the cancel flag) and an
 * interrupt of the calling thread end it as one thread does, with the answers before the stop written in
 * order and the line of the first puzzle not answered; an error in a worker is the internal-error path; an
 * unwritable output is reported; an answer reaches a pipe before the next puzzle is sent; the reader never
 * runs ahead of the answers by more than the chunks in flight; the warm-up neither changes the answers nor
 * delays the end; and the one-thread path never loads the workers' class. No test may hang ({@link Timeout})
 * or leave a worker running.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SudokuThreadsStopTest {

    /** A 16x16 grid on one line with one given (G, so that the symbols are 1-9A-G): its count runs for ages. */
    private static final String BLANK_16 = "G" + ".".repeat(255);

    private static List<String> lines(String out) {
        return out.isEmpty() ? List.of() : List.of(out.split("\n"));
    }

    /**
     * One line repeated, as {@link SudokuCommandTest.RepeatedLines}, from a stream that says that bytes are
     * available, as a file does: the reader then never hands a partial chunk over to wait for the input.
     */
    static class ReadyLines extends SudokuCommandTest.RepeatedLines {
        ReadyLines(String line, long count) {
            super(line, count);
        }

        @Override
        public int available() {
            return 1 << 16;
        }
    }

    /**
     * Checks a run stopped early: the exit status, the line that says how, then the statistics so far,
     * without a stack trace.
     */
    private static void assertStopped(Cli r, int code, String how, long puzzles) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(code);
        List<String> err = r.err().lines().collect(java.util.stream.Collectors.toList());
        assertThat(err).as(r.err()).hasSize(6);
        assertThat(err.get(0)).isEqualTo(how);
        assertThat(err.get(1)).isEqualTo("puzzles: " + puzzles);
        assertThat(err.get(2)).matches("solutions: [0-9]+ \\(so far\\)");
        assertThat(err.get(3)).matches("nodes: [0-9]+");
        assertThat(err.get(4)).matches("updates: [0-9]+");
        assertThat(err.get(5)).matches("time: [0-9]+\\.[0-9]{3} s");
    }

    /** Returns 100 easy puzzles followed by 30 blank 16x16 grids, one per line. */
    private static String easyThenEndless() {
        return (WIKIPEDIA + "\n").repeat(100) + (BLANK_16 + "\n").repeat(30);
    }

    @Test
    void timeout_duringLongCounts_stopsAtTheFirstUnansweredLineAsOneThread() {
        long t0 = System.nanoTime();
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.run(easyThenEndless(), "sudoku", "--count", "--timeout",
                "400ms", "--threads", "2"));
        assertThat((System.nanoTime() - t0) / 1e9).as("seconds to stop").isLessThan(5);
        assertStopped(r, SearchRunner.EXIT_TIMEOUT, "dlx4j sudoku: stopped: timeout after 0.4 s at line 101 (100"
                + " puzzles answered)", 100);
        assertThat(r.out()).isEqualTo("1\n".repeat(100));
        Cli one = Cli.run(easyThenEndless(), "sudoku", "--count", "--timeout", "400ms");
        assertThat(one.err().lines().findFirst()).hasValue(r.err().lines().findFirst().orElseThrow());
        assertThat(one.out()).isEqualTo(r.out());
    }

    @Test
    void timeout_ofAnEndlessInput_keepsEveryAnswerInOrder() {
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.run(new ReadyLines(WIKIPEDIA, Long.MAX_VALUE),
                new AtomicBoolean(), "sudoku", "--timeout", "300ms", "--threads", "3"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        List<String> out = lines(r.out());
        assertThat(out).isNotEmpty().containsOnly(WIKIPEDIA_SOLUTION);
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: timeout after 0.3 s at line " + (out.size() + 1)
                + " (" + out.size() + " puzzles answered)" + System.lineSeparator() + "puzzles: " + out.size());
    }

    @Test
    void cancel_ofAnEndlessInput_stopsWithTheAnswersSoFar() {
        AtomicBoolean cancel = new AtomicBoolean();
        InputStream endless = new ReadyLines(WIKIPEDIA, Long.MAX_VALUE) {
            @Override
            void onLine(long number) {
                if (number == 3000) {
                    cancel.set(true);
                }
            }
        };
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.run(endless, cancel, "sudoku", "--threads", "2"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        List<String> out = lines(r.out());
        assertThat(out.size()).isLessThanOrEqualTo(3000);
        assertThat(out).containsOnly(WIKIPEDIA_SOLUTION);
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: interrupted after " + out.size() + " puzzle"
                + (out.size() == 1 ? "" : "s") + " (line " + (out.size() + 1) + ")" + System.lineSeparator()
                + "puzzles: " + out.size() + System.lineSeparator() + "solutions: ");
    }

    @Test
    void cancel_duringLongCounts_keepsTheAnswersBefore() {
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.runAndCancel(easyThenEndless(), 400, "sudoku", "--count",
                "--threads", "2"));
        assertStopped(r, SearchRunner.EXIT_INTERRUPTED, "dlx4j sudoku: stopped: interrupted after 100 puzzles (line"
                + " 101)", 100);
        assertThat(r.out()).isEqualTo("1\n".repeat(100));
    }

    @Test
    void cancelledBefore_readsNothing() {
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.run(new ByteArrayInputStream(easyThenEndless()
                .getBytes(StandardCharsets.US_ASCII)), new AtomicBoolean(true), "sudoku", "--threads", "2"));
        assertThat(r.exitCode()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: interrupted after 0 puzzles (line 0)");
    }

    @Test
    void interrupt_ofTheCallingThread_stopsLikeCtrlC() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int[] code = {-1};
        ThreadGroup group = new ThreadGroup("interrupted-run");
        Thread run = new Thread(group, () -> code[0] = Main.run(new String[] {"sudoku", "--count", "--threads", "2"},
                new Io(new ByteArrayInputStream(easyThenEndless().getBytes(StandardCharsets.US_ASCII)),
                        new PrintStream(out, false, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8), false)), "test-interrupted");
        run.start();
        // interrupted once the 100 easy answers are out, while the workers count the blank grids
        for (int k = 0; k < 1000 && out.size() < 2 * 100; k++) {
            Thread.sleep(10);
        }
        run.interrupt();
        run.join(10_000);
        assertThat(run.isAlive()).as("the run ended").isFalse();
        assertThat(SudokuThreadsCommandTest.threadsLeft(group)).isEmpty();
        assertThat(code[0]).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("1\n".repeat(100));
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("dlx4j sudoku: stopped: interrupted after 100"
                + " puzzles (line 101)" + System.lineSeparator() + "puzzles: 100");
    }

    /** What a {@link WorkersOnly} command runs. */
    @FunctionalInterface
    private interface Body {
        int run(Io io) throws CliException;
    }

    /** A command named sudoku, without options, that answers its standard input with workers made by a test. */
    private static final class WorkersOnly extends Command {
        private final Body body;

        WorkersOnly(Body body) {
            this.body = body;
        }

        @Override
        String name() {
            return "sudoku";
        }

        @Override
        String summary() {
            return "sudoku through workers made by a test";
        }

        @Override
        String synopsis() {
            return "";
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
            return List.of();
        }

        @Override
        int execute(Arguments args, Io io) throws CliException {
            return body.run(io);
        }
    }

    @Test
    void errorInAWorker_isTheInternalErrorAfterTheAnswersBefore() {
        // A search that fails on 4x4 puzzles: a stand-in for any bug in a worker.
        Command failing = new WorkersOnly(io -> new SudokuWorkers(new SudokuBatch(null, SudokuGrid.DEFAULT_ALPHABET,
                false, false, SearchSettings.DEFAULT, null, io) {
            @Override
            SearchResult search(SudokuSolver solver, SudokuGrid puzzle, long left, SudokuGrid[] solved) {
                if (puzzle.shape().size() == 4) {
                    throw new IllegalStateException("injected failure");
                }
                return super.search(solver, puzzle, left, solved);
            }
        }, 2, 0).run(io.in()));
        String input = (WIKIPEDIA + "\n").repeat(700) + "1.....2..3.....4\n" + (WIKIPEDIA + "\n").repeat(3000);
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.run(input, List.of(failing), "sudoku"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).startsWith("dlx4j sudoku: internal error: java.lang.IllegalStateException: injected"
                + " failure (please report it, with the stack trace below)");
        assertThat(r.out()).isEqualTo((WIKIPEDIA_SOLUTION + "\n").repeat(700));
    }

    @Test
    void warmUp_keepsTheAnswersAndNeverDelaysTheEnd() {
        // An hour during which only the first worker takes chunks: the run ends when its work is done.
        Command warm = new WorkersOnly(io -> new SudokuWorkers(new SudokuBatch(null, SudokuGrid.DEFAULT_ALPHABET,
                false, true, SearchSettings.DEFAULT, null, io), 3, 3_600_000).run(io.in()));
        String input = (WIKIPEDIA + "\n").repeat(300);
        long t0 = System.nanoTime();
        Cli r = SudokuThreadsCommandTest.alone(() -> Cli.run(input, List.of(warm), "sudoku"));
        assertThat((System.nanoTime() - t0) / 1e9).as("seconds").isLessThan(10);
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("1\n".repeat(300));
    }

    @Test
    void outputFails_exitsOneAndStopsTheWorkers() {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("broken pipe");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Io io = new Io(new ReadyLines(WIKIPEDIA, 20_000),
                new PrintStream(broken, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false);
        Cli r = SudokuThreadsCommandTest.alone(() -> new Cli(Main.run(new String[] {"sudoku", "--threads", "2"}, io),
                "", ""));
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("dlx4j sudoku: cannot write to standard output")
                .doesNotContain("Exception");
    }

    @Test
    void outputThatFailsEarly_stopsWithinAFewChunks() {
        // A reader that goes after 100 bytes, with --count (2 bytes an answer, 40,000 in all): the run must
        // notice within a few chunks, as one thread does within 8 KiB of input, not at the end.
        OutputStream closing = new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                if (++written > 100) {
                    throw new IOException("broken pipe");
                }
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Io io = new Io(new ReadyLines(WIKIPEDIA, 20_000), new PrintStream(closing, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false);
        Cli r = SudokuThreadsCommandTest.alone(() -> new Cli(Main.run(new String[] {"sudoku", "--count", "--threads",
                "2"}, io), "", ""));
        assertThat(r.exitCode()).isEqualTo(1);
        String message = err.toString(StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("stopped after (\\d+) puzzles").matcher(message);
        assertThat(m.find()).as(message).isTrue();
        assertThat(Long.parseLong(m.group(1))).as(message).isLessThan(1000);
    }

    @Test
    void longInput_keepsABoundedNumberOfPuzzlesInFlight() {
        // Reading a puzzle is much faster than solving one: without a bound the reader would run ahead.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long[] gap = new long[1];
        // A hard puzzle (top95's first): about 0.1 ms to solve, far longer than to read.
        String hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        InputStream in = new ReadyLines(hard, 5000) {
            @Override
            void onLine(long number) {
                gap[0] = Math.max(gap[0], number - out.size() / 82);
            }
        };
        Io io = new Io(in, new PrintStream(out, false, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false);
        Cli r = SudokuThreadsCommandTest.alone(() -> new Cli(Main.run(new String[] {"sudoku", "--threads", "2"}, io),
                "", ""));
        assertThat(r.exitCode()).isZero();
        assertThat(out.size()).isEqualTo(5000 * 82);
        // 2 chunks per worker of 64 puzzles, the chunk being filled, and what the readers buffer (8 KiB twice).
        assertThat(gap[0]).as("lines read ahead of the answers").isLessThanOrEqualTo(2 * 2 * 64 + 64 + 2 * 100);
    }

    @Test
    void pipe_answersEachPuzzleBeforeTheNextArrives() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, false, StandardCharsets.UTF_8);
        int[] code = {-1};
        ThreadGroup group = new ThreadGroup("piped-run");
        Thread run = new Thread(group, () -> code[0] = Main.run(new String[] {"sudoku", "--threads", "2"}, new Io(in,
                o, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false)), "test-run");
        run.start();
        feed.write((WIKIPEDIA + "\n").getBytes(StandardCharsets.US_ASCII));
        feed.flush();
        for (int k = 0; k < 2000 && out.size() == 0; k++) {
            Thread.sleep(10);
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).as("the answer while the input is open")
                .isEqualTo(WIKIPEDIA_SOLUTION + "\n");
        feed.write((WIKIPEDIA + "\n" + WIKIPEDIA + "\n").getBytes(StandardCharsets.US_ASCII));
        feed.flush();
        for (int k = 0; k < 2000 && out.size() < 3 * 82; k++) {
            Thread.sleep(10);
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo((WIKIPEDIA_SOLUTION + "\n").repeat(3));
        feed.write("1.....2..3.....4\n".getBytes(StandardCharsets.US_ASCII));
        feed.close();
        run.join();
        assertThat(SudokuThreadsCommandTest.threadsLeft(group)).isEmpty();
        assertThat(code[0]).isZero();
        assertThat(lines(out.toString(StandardCharsets.UTF_8))).hasSize(4);
    }

    /** The compiled classes of the library, for a child JVM. */
    private static String classes() {
        try {
            return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Process child(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", classes()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    @Test
    void process_pipeFedSlowly_getsEachAnswerBeforeSendingTheNext() throws Exception {
        Process p = child(Main.class.getName(), "sudoku", "--threads", "2");
        try {
            OutputStream in = p.getOutputStream();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.US_ASCII));
            for (int k = 0; k < 3; k++) {
                in.write((WIKIPEDIA + "\n").getBytes(StandardCharsets.US_ASCII));
                in.flush();
                assertThat(out.readLine()).as("answer %d, the input still open", k + 1)
                        .isEqualTo(WIKIPEDIA_SOLUTION);
            }
            in.close();
            assertThat(out.readLine()).isNull();
            assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).isZero();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void process_oneThread_neverLoadsTheWorkers() throws Exception {
        for (String threads : List.of("1", "2")) {
            Process p = child("-Xlog:class+load=info", Main.class.getName(), "sudoku", "--threads", threads);
            p.getOutputStream().write((WIKIPEDIA + "\n").getBytes(StandardCharsets.US_ASCII));
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(out).contains(WIKIPEDIA_SOLUTION);
            assertThat(out.contains(SudokuWorkers.class.getName() + " ")).as("--threads %s loads the workers",
                    threads).isEqualTo(threads.equals("2"));
        }
    }
}
