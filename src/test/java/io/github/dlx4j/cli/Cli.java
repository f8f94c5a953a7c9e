/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/** Runs the command line in-process and captures its exit code, standard output and standard error. */
record Cli(int exitCode, String out, String err) {

    /** Runs {@code dlx4j args...} with the given standard input. */
    static Cli run(String stdin, String... args) {
        return run(stdin, Main.COMMANDS, args);
    }

    /** Runs the dispatcher with the given commands. */
    static Cli run(String stdin, List<Command> commands, String... args) {
        return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), new AtomicBoolean(), commands,
                args);
    }

    /**
     * Runs {@code dlx4j args...} with the given standard input and cancellation flag (the flag that Ctrl-C
     * sets): a test sets it from another thread.
     */
    static Cli run(InputStream stdin, AtomicBoolean cancel, String... args) {
        return run(stdin, cancel, Main.COMMANDS, args);
    }

    private static Cli run(InputStream stdin, AtomicBoolean cancel, List<Command> commands, String... args) {
        return run(stdin, cancel, System::nanoTime, commands, args);
    }

    /**
     * Runs the dispatcher with the given standard input, cancellation flag and clock ({@link Io#clock()}, by
     * which {@code --timeout} is measured): a test moves the clock past the deadline where it wants.
     */
    static Cli run(InputStream stdin, AtomicBoolean cancel, LongSupplier clock, List<Command> commands,
            String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, false, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        Io io = new Io(stdin, o, e, false, cancel, clock, clock.getAsLong());
        int code = Main.run(args, io, commands);
        o.flush();
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * Runs {@code dlx4j args...} and sets its cancellation flag from another thread after {@code millis}, as
     * Ctrl-C does.
     */
    static Cli runAndCancel(long millis, String... args) {
        return runAndCancel("", millis, args);
    }

    /** Runs {@code dlx4j args...} with the given standard input and sets its cancellation flag after {@code millis}. */
    static Cli runAndCancel(String stdin, long millis, String... args) {
        AtomicBoolean cancel = new AtomicBoolean();
        Thread canceller = new Thread(() -> {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                return;
            }
            cancel.set(true);
        }, "test-canceller");
        canceller.setDaemon(true);
        canceller.start();
        try {
            return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), cancel, args);
        } finally {
            canceller.interrupt();
        }
    }

    /** Checks bad input found after some output: exit 2, one line on stderr naming the problem. */
    Cli assertInputErrorAfterOutput(String... fragments) {
        assertThat(exitCode).as("exit code; stderr: %s", err).isEqualTo(2);
        assertOneErrorLine();
        assertThat(err).contains(fragments);
        return this;
    }

    /**
     * Checks a run stopped early (by --timeout or Ctrl-C): the exit code, the first stderr line naming how it
     * stopped, then the statistics so far, and no stack trace.
     */
    Cli assertStopped(int code, String firstLine) {
        assertThat(exitCode).as("exit code; stderr: %s", err).isEqualTo(code);
        List<String> lines = err.lines().collect(java.util.stream.Collectors.toList());
        assertThat(lines).as(err).hasSizeBetween(5, 6);
        assertThat(lines.get(0)).isEqualTo(firstLine);
        assertThat(lines.get(1)).matches("solutions: [0-9]+ \\(so far\\)");
        assertThat(lines.get(2)).matches("nodes: [0-9]+");
        assertThat(lines.get(3)).matches("updates: [0-9]+");
        assertThat(lines.get(4)).matches("time: [0-9]+\\.[0-9]{3} s");
        assertThat(err).doesNotContain("Exception").doesNotContain("\tat ");
        return this;
    }

    /** Returns the number in the {@code solutions: N} line of the statistics. */
    long statsSolutions() {
        return Long.parseLong(err.replaceAll("(?s).*solutions: ([0-9]+).*", "$1"));
    }

    /** Checks the contract for bad usage or bad input: exit 2, nothing on stdout, one line on stderr. */
    Cli assertUsageError(String... fragments) {
        assertThat(exitCode).as("exit code; stderr: %s", err).isEqualTo(2);
        assertThat(out).isEmpty();
        assertOneErrorLine();
        assertThat(err).contains(fragments);
        return this;
    }

    /** Checks that stderr is exactly one line, without a stack trace. */
    Cli assertOneErrorLine() {
        assertThat(err).endsWith(System.lineSeparator());
        assertThat(err.strip()).doesNotContain("\n").doesNotContain("\r")
                .doesNotContain("Exception").doesNotContain("\tat ");
        return this;
    }

    /**
     * Checks a search that completed without a solution: exit 0, nothing on stdout, and exactly the line
     * {@code dlx4j COMMAND: no solution} on stderr.
     */
    Cli assertNoSolution(String command) {
        assertThat(exitCode).as("exit code; stderr: %s", err).isZero();
        assertThat(out).isEmpty();
        assertThat(err).isEqualTo("dlx4j " + command + ": no solution" + System.lineSeparator());
        return this;
    }

    /**
     * Checks a search that completed: exit 0; with solutions printed nothing on stderr, without any the
     * line {@code dlx4j COMMAND: no solution}.
     */
    Cli assertCompleted(String command) {
        return out.isEmpty() ? assertNoSolution(command) : assertSuccess();
    }

    /** Checks success: exit 0 and nothing on stderr. */
    Cli assertSuccess() {
        assertThat(exitCode).as("exit code; stderr: %s", err).isZero();
        assertThat(err).isEmpty();
        return this;
    }
}
