/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The training run of the launcher's class-data archive ({@code bin/dlx4j}): runs the tool's main commands
 * once each on tiny inputs, in one JVM, so that the archive dumped at its exit holds the classes of all of
 * them (reading, building, every engine a command reaches, the parallel search). A {@code sudoku} run then
 * maps its reader, builder and counting engine from the archive too (0.09-0.12 s for one puzzle against
 * 0.12-0.15 s with an archive of a {@code solve} run only: about 40 classes fewer to load and verify).
 *
 * <p>It also goes through what {@link Main#main} does before a command (the shutdown hook, the terminal
 * test) and reads one problem from a file (a temporary one), whose classes a run would otherwise load from
 * the JDK's modules: about 45 classes and two lambdas, 3-5 ms of a cold start.
 *
 * <p>Exits with status 0 only when every command answered as expected, so that the launcher never keeps an
 * archive of a run that went wrong. Not part of the library's API: {@code java -cp dlx4j.jar
 * io.github.dlx4j.cli.Training}.
 */
final class Training {

    /** A command line, its standard input and what it must print. */
    private record Step(String input, String expected, String... args) {
    }

    private static final List<Step> STEPS = List.of(
            new Step("a b c | d\na b\nc d\na c\nb\n", "2\n", "solve", "--count", "--threads", "2", "-"),
            new Step("A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n", "C E F\nA D\nB G\n", "solve", "-"),
            new Step("a b | c\na c:1\nb c:1\na\nb\n", "4\n", "solve", "--count", "-"),
            // the minimum-cost search's classes (Knuth's DLX5 example)
            new Step("a b c | x\na b |3\nc |1\na |2\nb c |4\nb x:1 |1\nc x:2\n",
                    "cost 3\na b\nc x:2\n\ncost 4\na b\nc\n", "solve", "--best", "2", "-"),
            new Step("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
                    "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n",
                    "sudoku", "--unique", "-"),
            // the classes of sudoku's workers: one puzzle with --threads 2 then starts as fast as with one
            // (0.071 s against 0.080 s without this step, mean of 21)
            new Step("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
                    "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n",
                    "sudoku", "--threads", "2", "-"),
            new Step("", "4\n", "queens", "6", "--count"),
            new Step("", "2\n", "polyomino", "--board", "3x20", "--count", "--up-to-symmetry"),
            new Step("", "1\n", "langford", "4", "--count", "--up-to-symmetry"));

    private Training() {
    }

    /**
     * Runs every step; exits with 1 (naming the step on standard error) at the first that does not answer
     * as expected.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        PrintStream none = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        // what Main.main does before it runs a command, without registering the hook or exiting
        Main.interruptHook(Main.who(new String[] {"solve"}), new AtomicBoolean(), new CountDownLatch(1), none);
        Main.inTerminal();
        readFromFile(none);
        for (Step step : STEPS) {
            run(step, none);
        }
    }

    /** Counts a problem read from a temporary file; without a writable temporary folder, does nothing. */
    private static void readFromFile(PrintStream none) {
        java.nio.file.Path file;
        try {
            file = java.nio.file.Files.createTempFile("dlx4j-training", ".dlx");
        } catch (java.io.IOException e) {
            return; // the archive then lacks the classes that read a file: a run loads them from the JDK
        }
        try {
            java.nio.file.Files.writeString(file, "a b c\na b\nc\na\nb c\n");
            run(new Step("", "2\n", "solve", "--count", file.toString()), none);
        } catch (java.io.IOException e) {
            return; // as above
        } finally {
            try {
                java.nio.file.Files.deleteIfExists(file);
            } catch (java.io.IOException e) {
                file.toFile().deleteOnExit();
            }
        }
    }

    /** Runs one step; exits with 1, naming the step on standard error, unless it answers as expected. */
    private static void run(Step step, PrintStream none) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int exit;
        try (PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8)) {
            exit = Main.run(step.args(), new ByteArrayInputStream(step.input().getBytes(StandardCharsets.UTF_8)),
                    print, none);
        }
        String answer = out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
        if (exit != 0 || !answer.equals(step.expected())) {
            System.err.println("training: " + String.join(" ", step.args()) + " gave exit " + exit + " and '"
                    + answer.strip() + "'");
            System.exit(1);
        }
    }
}
