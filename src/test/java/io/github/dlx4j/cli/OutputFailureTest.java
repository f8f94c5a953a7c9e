/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Standard output that fails under the tool: a pipe whose reader went away ends the run quietly with 141,
 * any other failure (a full disk) is one line on standard error and exit 1. The failing stream stands in for
 * the operating system ("Broken pipe" is Linux's EPIPE message); {@link ProcessTest} closes a real pipe.
 */
class OutputFailureTest {

    /** Accepts {@code capacity} bytes, then fails every write with {@code message}. */
    private static final class FailingSink extends OutputStream {
        final ByteArrayOutputStream accepted = new ByteArrayOutputStream();
        private final int capacity;
        private final String message;

        FailingSink(int capacity, String message) {
            this.capacity = capacity;
            this.message = message;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (accepted.size() + len > capacity) {
                throw new IOException(message);
            }
            accepted.write(b, off, len);
        }
    }

    private static Cli run(FailingSink sink, String... args) {
        return run(sink, Main.COMMANDS, args);
    }

    private static Cli run(FailingSink sink, List<Command> commands, String... args) {
        StandardOutput out = StandardOutput.over(sink, 1 << 16);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new Io(new ByteArrayInputStream(new byte[0]), out,
                new PrintStream(err, true, StandardCharsets.UTF_8), false), commands);
        return new Cli(code, sink.accepted.toString(StandardCharsets.US_ASCII), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 10_000, 1_000_000})
    void closedPipe_endsQuietlyWith141(int capacity) {
        for (String[] args : List.of(new String[] {"queens", "12", "--all"},
                new String[] {"langford", "11"})) {
            Cli r = run(new FailingSink(capacity, "Broken pipe"), args);
            assertThat(r.exitCode()).as("%s: %s", List.of(args), r.err()).isEqualTo(Main.EXIT_PIPE_CLOSED);
            assertThat(r.err()).isEmpty();
        }
        // Output that fits the buffer fails only at the last flush, after the command has returned.
        Cli small = run(new FailingSink(0, "Broken pipe"), List.of(new MainTest.FailingCommand()), "boom", "ok");
        assertThat(small.exitCode()).isEqualTo(Main.EXIT_PIPE_CLOSED);
        assertThat(small.err()).isEmpty();
        // What got through before the pipe closed is whole boards, valid ones.
        String accepted = run(new FailingSink(capacity, "Broken pipe"), "queens", "12", "--all").out();
        List<String> boards = Boards.blocks(accepted.substring(0, accepted.lastIndexOf("\n\n") + 1));
        for (String board : boards) {
            Boards.assertQueens(12, board);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 100_000})
    void fullDisk_isOneLineAndExitOne(int capacity) {
        Cli r = run(new FailingSink(capacity, "No space left on device"), "queens", "12", "--all");
        assertThat(r.exitCode()).isEqualTo(1);
        r.assertOneErrorLine();
        assertThat(r.err()).startsWith("dlx4j queens: cannot write to standard output");
        Cli small = run(new FailingSink(0, "No space left on device"), List.of(new MainTest.FailingCommand()),
                "boom", "ok");
        assertThat(small.exitCode()).isEqualTo(1);
        assertThat(small.err()).isEqualTo("dlx4j boom: cannot write to standard output (full disk?)"
                + System.lineSeparator());
    }
}
