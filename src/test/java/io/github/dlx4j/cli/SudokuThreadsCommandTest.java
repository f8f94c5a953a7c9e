/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Seeded;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code dlx4j sudoku --threads N} against the oracle of the same command on one thread (whose answers
 * {@link SudokuCommandTest} checks against independent solvers): for 2, 3 and 8 threads the standard output,
 * the exit status and standard error (but the time of {@code --stats}) must be the same byte for byte, on
 * the test files, on random puzzles of several shapes ({@link Seeded}: a fixed seed, printed, or
 * {@code -Ddlx4j.seed=N}), on bad input, on empty input and on one puzzle. Every run also checks that no
 * worker thread outlives it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SudokuThreadsCommandTest {

    /** The seed of the random files: fixed, or {@code -Ddlx4j.seed=N}. */
    private static long seed;

    /** A file of random puzzles: its name, the box shape to give (or null) and its lines. */
    record RandomFile(String name, String box, List<String> lines) {
        String input() {
            return String.join("\n", lines) + "\n";
        }
    }

    /** The random files, made once: 4x4, 6x6, 9x9 and a mix of 4x4 and 9x9 lines. */
    private static final List<RandomFile> RANDOM = new ArrayList<>();

    @TempDir
    Path dir;

    @BeforeAll
    static void makeRandomFiles() {
        seed = Seeded.seed("SudokuThreadsCommandTest.random", 0x5EED_7A2DL);
        Random random = new Random(seed);
        RANDOM.add(new RandomFile("4x4", null, RandomSudoku.puzzles(random, 200, 2, 2, 0, 12)));
        RANDOM.add(new RandomFile("6x6", "2x3", RandomSudoku.puzzles(random, 200, 2, 3, 10, 30)));
        RANDOM.add(new RandomFile("9x9", null, RandomSudoku.puzzles(random, 200, 3, 3, 26, 60)));
        List<String> mixed = new ArrayList<>();
        List<String> small = RandomSudoku.puzzles(random, 100, 2, 2, 3, 12);
        List<String> large = RandomSudoku.puzzles(random, 100, 3, 3, 26, 60);
        for (int k = 0; k < 100; k++) {
            mixed.add(small.get(k));
            mixed.add(large.get(k));
        }
        RANDOM.add(new RandomFile("mixed", null, mixed));
    }

    /**
     * Runs the command line on a thread of a thread group of its own, which the workers join too, and checks
     * that no thread of the group is left when the run has returned. (Test classes run concurrently, so the
     * workers of other runs may be alive meanwhile.)
     */
    static Cli alone(Supplier<Cli> run) {
        ThreadGroup group = new ThreadGroup("sudoku-threads-test");
        Cli[] result = new Cli[1];
        RuntimeException[] failure = new RuntimeException[1];
        Thread runner = new Thread(group, () -> {
            try {
                result[0] = run.get();
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "test-run");
        runner.start();
        try {
            runner.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for the run", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        assertThat(threadsLeft(group)).as("threads left by the run").isEmpty();
        return result[0];
    }

    /** Returns the names of the live threads of a group. */
    static List<String> threadsLeft(ThreadGroup group) {
        Thread[] threads = new Thread[group.activeCount() + 8];
        int n = group.enumerate(threads);
        return Arrays.stream(threads, 0, n).filter(Thread::isAlive).map(Thread::getName)
                .collect(Collectors.toList());
    }

    /** Returns standard error without its time line, the one line that may differ between runs. */
    static String withoutTime(String err) {
        return err.replaceAll("time: [0-9]+\\.[0-9]{3} s", "time: <time>");
    }

    /**
     * Runs {@code dlx4j sudoku ARGS} on one thread and on 2, 3 and 8, and checks that they answer the same;
     * returns the one-thread run.
     */
    static Cli assertSameAsOneThread(String stdin, String... args) {
        Cli one = Cli.run(stdin, concat(args, "--threads", "1"));
        for (String threads : List.of("2", "3", "8")) {
            Cli many = alone(() -> Cli.run(stdin, concat(args, "--threads", threads)));
            String what = String.join(" ", args) + " --threads " + threads + " (random files' seed " + seed + ")";
            assertThat(many.out()).as("standard output of %s", what).isEqualTo(one.out());
            assertThat(withoutTime(many.err())).as("standard error of %s", what).isEqualTo(withoutTime(one.err()));
            assertThat(many.exitCode()).as("exit status of %s", what).isEqualTo(one.exitCode());
        }
        return one;
    }

    static String[] concat(String[] args, String... more) {
        String[] all = Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    static Stream<Arguments> resourceFiles() {
        return Stream.of(
                Arguments.of("sudoku-9x9.txt", ""), Arguments.of("sudoku-4x4.txt", ""),
                Arguments.of("sudoku-6x6.txt", "--box 2x3"),
                Arguments.of("sudoku-16x16-hex.txt", "--alphabet " + SudokuCommandTest.HEX),
                Arguments.of("../problems/sudoku-pasted.txt", ""));
    }

    @ParameterizedTest
    @MethodSource("resourceFiles")
    void threads_resourceFiles_answerAsOneThread(String file, String options) {
        String path = Path.of(SudokuCommandTest.resource(file).toUri().normalize()).toString();
        for (String mode : List.of("", "--unique", "--count", "--count --limit 3", "--stats")) {
            String[] args = (("sudoku " + options + " " + mode).strip().replaceAll(" +", " ") + " " + path)
                    .split(" ");
            Cli one = assertSameAsOneThread("", args);
            assertThat(one.exitCode()).as(one.err()).isZero();
            assertThat(one.out()).isNotEmpty();
        }
    }

    @Test
    void threads_randomPuzzles_answerAsOneThread() {
        for (RandomFile file : RANDOM) {
            String[] box = file.box() == null ? new String[0] : new String[] {"--box", file.box()};
            for (String mode : List.of("", "--unique", "--count", "--count --limit 3", "--stats --unique")) {
                String[] args = concat(concat(new String[] {"sudoku"}, box), mode.isEmpty() ? new String[0]
                        : mode.split(" "));
                Cli one = assertSameAsOneThread(file.input(), args);
                assertThat(one.exitCode()).as("%s %s (seed %d): %s", file.name(), mode, seed, one.err()).isZero();
                assertThat(one.out().split("\n")).as("%s %s", file.name(), mode).hasSize(file.lines().size());
            }
        }
        // The puzzles are varied: unique, several and no solution all occur.
        String out = Cli.run(RANDOM.get(2).input(), "sudoku", "--unique").assertSuccess().out();
        assertThat(out).contains(SudokuCommand.NO_SOLUTION, SudokuCommand.MULTIPLE).containsPattern("[1-9]{81}");
    }

    @Test
    void threads_statsOfACompleteRun_areTheSumsOfOneThread() {
        RandomFile mixed = RANDOM.get(3);
        Cli one = assertSameAsOneThread(mixed.input(), "sudoku", "--count", "--stats");
        assertThat(one.err()).startsWith("puzzles: " + mixed.lines().size() + System.lineSeparator() + "solutions: ")
                .containsPattern("nodes: [1-9][0-9]*");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "5 3 . | . 7 . | . . ."})
    void threads_malformedLineInTheMiddle_answersBeforeItThenTheSameError(String bad) {
        List<String> lines = new ArrayList<>(RANDOM.get(2).lines());
        lines.add(137, bad);
        Cli one = assertSameAsOneThread(String.join("\n", lines) + "\n", "sudoku", "--unique");
        one.assertInputErrorAfterOutput("dlx4j sudoku: line 13");
        assertThat(one.out().split("\n")).hasSize(137);
    }

    @Test
    void threads_emptyInputOrOnePuzzle_answerAsOneThread() {
        assertThat(assertSameAsOneThread("", "sudoku").assertSuccess().out()).isEmpty();
        assertThat(assertSameAsOneThread("# only a comment\n\n", "sudoku", "--stats").err())
                .startsWith("puzzles: 0");
        assertThat(assertSameAsOneThread(SudokuCommandTest.WIKIPEDIA + "\n", "sudoku").assertSuccess().out())
                .isEqualTo(SudokuCommandTest.WIKIPEDIA_SOLUTION + "\n");
        assertThat(assertSameAsOneThread(SudokuCommandTest.WIKIPEDIA, "sudoku", "--count", "-").out())
                .isEqualTo("1\n");
        assertSameAsOneThread("1.....2..3.....4\n", "sudoku", "--unique", "--stats");
    }

    @Test
    void threads_svg_drawsTheFirstPuzzleAsOneThread() throws IOException {
        String input = "1...............\n" + SudokuCommandTest.WIKIPEDIA + "\n";
        Path one = dir.resolve("one.svg");
        Path two = dir.resolve("two.svg");
        Cli.run(input, "sudoku", "--unique", "--svg", one.toString()).assertSuccess();
        alone(() -> Cli.run(input, "sudoku", "--unique", "--svg", two.toString(), "--threads", "2")).assertSuccess();
        assertThat(Files.readString(two)).isEqualTo(Files.readString(one)).contains("<svg");
        Path solved = dir.resolve("solved.svg");
        alone(() -> Cli.run(SudokuCommandTest.WIKIPEDIA + "\n", "sudoku", "--svg", solved.toString(), "--threads",
                "3")).assertSuccess();
        Cli.run(SudokuCommandTest.WIKIPEDIA + "\n", "sudoku", "--svg", one.toString()).assertSuccess();
        assertThat(Files.readString(solved)).isEqualTo(Files.readString(one));
    }

    @Test
    void threads_zeroOrBeyondTheCap_solveAsOneThread() {
        String input = RANDOM.get(0).input();
        String expected = Cli.run(input, "sudoku", "--count").assertSuccess().out();
        assertThat(alone(() -> Cli.run(input, "sudoku", "--count", "--threads", "0")).assertSuccess().out())
                .isEqualTo(expected);
        assertThat(alone(() -> Cli.run(input, "sudoku", "--count", "--threads", "32767")).assertSuccess().out())
                .isEqualTo(expected);
    }

    @Test
    void threads_withGenerateOrWriteDlxOrABadNumber_isAUsageError() {
        Cli.run("", "sudoku", "--generate", "2", "--threads", "2").assertUsageError("option '--threads' does not"
                + " apply with '--generate'");
        Cli.run(SudokuCommandTest.WIKIPEDIA + "\n", "sudoku", "--write-dlx", "-", "--threads", "2")
                .assertUsageError("options '--write-dlx' and '--threads' contradict each other");
        Cli.run("", "sudoku", "--threads", "-1").assertUsageError("option '--threads' needs a whole number from 0"
                + " to 32767, but was given '-1'");
        Cli.run("", "sudoku", "--threads", "two").assertUsageError("option '--threads' needs a whole number");
        Cli.run("", "sudoku", "--threads", "40000").assertUsageError("option '--threads' is out of range");
    }

    @Test
    void help_documentsThreads() {
        String help = Cli.run("", "sudoku", "--help").assertSuccess().out().replaceAll("\\s+", " ");
        assertThat(help).contains("--threads N").contains("the answers keep the order of the input")
                .contains("With --threads N the puzzles are solved on N threads")
                .contains("dlx4j sudoku --threads 0 --unique examples/puzzles.txt");
    }
}
