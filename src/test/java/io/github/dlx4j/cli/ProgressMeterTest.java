/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.SearchProgress;
import io.github.dlx4j.SearchStatistics;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The progress line: its text, that it is drawn in place and erased, and that a search drives it. */
class ProgressMeterTest {

    private static SearchProgress progress(long solutions, long nodes, double fraction, long nanos) {
        return new SearchProgress(SearchStatistics.of(solutions, nodes, 0), fraction, nanos);
    }

    @Test
    void render_showsSolutionsNodesRateAndFractionDone() {
        assertThat(ProgressMeter.render(progress(1, 2_000_000, 0.5, 2_000_000_000L)))
                .isEqualTo("2.0 s: 1 solution, 2.00e+06 nodes (1.00e+06/s), about 50.0% done");
        assertThat(ProgressMeter.render(progress(0, 0, 0, 0)))
                .isEqualTo("0.0 s: 0 solutions, 0 nodes (0/s), about 0.0% done");
        assertThat(ProgressMeter.render(progress(123_456, 99_999, 0.0000123, 1_000_000_000L)))
                .isEqualTo("1.0 s: 123456 solutions, 99999 nodes (99999/s), about 0.0012% done");
    }

    @Test
    void progress_drawsInPlaceAfterTheFirstDelayAndCloseErases() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ProgressMeter meter = new ProgressMeter(err, Duration.ofSeconds(1));
        meter.progress(progress(7, 100, 0.1, 999_999_999L));
        assertThat(bytes.size()).as("nothing before the first delay").isZero();
        meter.progress(progress(42, 1000, 0.2, 1_000_000_000L));
        meter.progress(progress(43, 2000, 0.3, 2_000_000_000L));
        meter.close();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("\r1.0 s: 42 solutions").contains("\r2.0 s: 43 solutions").doesNotContain("\n");
        String last = text.substring(text.lastIndexOf('\r', text.length() - 2));
        assertThat(last).matches("\r +\r");
        int size = bytes.size();
        meter.progress(progress(44, 3000, 0.4, 3_000_000_000L));
        meter.close();
        assertThat(bytes.size()).as("nothing is drawn after close").isEqualTo(size);
    }

    @Test
    void progress_longSearch_showsTheLineThenErasesItBeforeTheReport() {
        Cli r = Cli.run("", "queens", "30", "--count", "--progress", "--timeout", "2500ms");
        assertThat(r.exitCode()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        String err = r.err();
        assertThat(err).startsWith("\r").containsPattern("\r[0-9.]+ s: [0-9]+ solutions, [0-9.e+]+ nodes"
                + " \\([0-9.e+]+/s\\), about [0-9.e-]+% done");
        int report = err.indexOf("dlx4j queens: stopped: timeout after 2.5 s");
        assertThat(report).isPositive();
        assertThat(err.substring(0, report)).endsWith("\r").doesNotContain("\n");
        assertThat(err.substring(err.lastIndexOf('\r', report - 2), report)).matches("\r +\r");
    }

    @Test
    void progress_parallelAndOrdered_showTheLineToo() {
        for (String mode : new String[] {"--count", "--all"}) {
            Cli r = Cli.run("", "queens", "30", mode, "--threads", "2", "--progress", "--timeout", "2500ms");
            assertThat(r.exitCode()).as(mode).isEqualTo(SearchRunner.EXIT_TIMEOUT);
            assertThat(r.err()).as(mode).startsWith("\r").containsPattern("\r[0-9.]+ s: [0-9]+ solutions, [0-9.e+]+"
                    + " nodes \\([0-9.e+]+/s\\), about [0-9.e-]+% done");
        }
    }

    @Test
    void progress_shortSearch_showsNothing() {
        Cli r = Cli.run("", "queens", "8", "--count", "--progress");
        assertThat(r.assertSuccess().out()).isEqualTo("92\n");
    }

    // ------------------------------------------------------------------------------------------------
    // in a terminal: shown without --progress, until the first solution is printed

    /** Runs in a terminal: standard output and standard error go to one screen, in the order written. */
    private static String inTerminal(String... args) {
        java.io.ByteArrayOutputStream screen = new java.io.ByteArrayOutputStream();
        java.io.PrintStream ps = new java.io.PrintStream(screen, true, java.nio.charset.StandardCharsets.UTF_8);
        Main.run(args, new Io(new java.io.ByteArrayInputStream(new byte[0]), ps, ps, true));
        return screen.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void terminal_longSearchForAFirstSolution_showsProgressWithoutAsking() {
        // Langford pairings of 1..17 do not exist (17 mod 4 = 1), and the search takes hours to say so (for
        // 1..13 it took 1.1 s on a fast machine: too short for a timeout of 1.5 s).
        String screen = inTerminal("langford", "17", "--timeout", "1500ms");
        assertThat(screen).containsPattern("\\r1\\.[0-9] s: 0 solutions, [0-9.e+]+ nodes");
        assertThat(screen).contains("dlx4j langford: stopped: timeout after 1.5 s");
        assertThat(inTerminal("langford", "17", "--timeout", "1200ms", "--no-progress")).doesNotContain("\r");
    }

    /**
     * A terminal's screen for searches that print millions of boards: it keeps, for each carriage return,
     * the text after it (to the end of its line, at most 100 characters) and how many queens ('Q') were
     * printed before it, and nothing else, so that the test does not hold hundreds of megabytes of boards
     * (growing such a buffer stalled the writers and made the test flaky on a fast machine).
     */
    private static final class Screen extends java.io.OutputStream {
        final java.util.List<String> drawn = new java.util.ArrayList<>();
        final java.util.List<Long> queensBefore = new java.util.ArrayList<>();
        long queens;
        private StringBuilder line; // the text after the last carriage return, while on its line

        @Override
        public synchronized void write(int b) {
            if (b == '\r') {
                end();
                line = new StringBuilder();
                queensBefore.add(queens);
            } else if (b == '\n') {
                end();
            } else if (line != null && line.length() < 100) {
                line.append((char) b);
            }
            queens += b == 'Q' ? 1 : 0;
        }

        private void end() {
            if (line != null) {
                drawn.add(line.toString());
                line = null;
            }
        }

        synchronized Screen done() {
            end();
            return this;
        }
    }

    /** Runs in a terminal whose screen is a {@link Screen}. */
    private static Screen onScreen(String... args) {
        Screen screen = new Screen();
        PrintStream ps = new PrintStream(screen, true, StandardCharsets.UTF_8);
        Main.run(args, new Io(new java.io.ByteArrayInputStream(new byte[0]), ps, ps, true));
        return screen.done();
    }

    @Test
    void terminal_printing_neverDrawsAfterTheFirstSolution() {
        Screen screen = onScreen("queens", "30", "--all", "--timeout", "1500ms");
        assertThat(screen.queens).as("queens printed").isPositive();
        assertThat(screen.queensBefore).as("queens printed before each carriage return: " + screen.drawn)
                .allMatch(q -> q == 0);
        // Asked for, the line goes on between solutions.
        Screen asked = onScreen("queens", "30", "--all", "--progress", "--timeout", "1500ms");
        Pattern second = Pattern.compile("1\\.[0-9] s: [0-9]+ solutions.*");
        boolean found = false;
        for (int i = 0; i < asked.drawn.size(); i++) {
            found |= asked.queensBefore.get(i) > 0 && second.matcher(asked.drawn.get(i)).matches();
        }
        assertThat(found).as("a progress line at 1.x s after a board: " + asked.drawn).isTrue();
    }
}
