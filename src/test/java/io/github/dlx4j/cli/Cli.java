/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs the command line in-process and captures its exit code, standard output and standard error. */
record Cli(int exitCode, String out, String err) {

    /** Runs {@code dlx4j args...} with the given standard input. */
    static Cli run(String stdin, String... args) {
        return run(stdin, Main.COMMANDS, args);
    }

    /** Runs the dispatcher with the given commands. */
    static Cli run(String stdin, List<Command> commands, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, false, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        Io io = new Io(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), o, e, false);
        int code = Main.run(args, io, commands);
        o.flush();
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
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

    /** Checks success: exit 0 and nothing on stderr. */
    Cli assertSuccess() {
        assertThat(exitCode).as("exit code; stderr: %s", err).isZero();
        assertThat(err).isEmpty();
        return this;
    }
}
