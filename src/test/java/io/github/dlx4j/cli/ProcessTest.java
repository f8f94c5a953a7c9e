/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The command line as a real process, where what matters happens outside the JVM: the version on the
 * module path, a pipe whose reader goes away, and Ctrl-C (SIGINT, sent with {@code kill -INT}). Each test
 * starts one child JVM on the compiled classes (about half a second). The expected version comes from the
 * pom through surefire, not from the code under test.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ProcessTest {

    private static final boolean UNIX = !System.getProperty("os.name").startsWith("Windows");

    /** The compiled classes of the library: an exploded module (it has module-info.class) or a class path. */
    private static Path classes() {
        try {
            return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ProcessBuilder java(List<String> launch, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xshare:auto");
        command.addAll(launch);
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    private static ProcessBuilder onClassPath(String... args) {
        return java(List.of("-cp", classes().toString(), Main.class.getName()), args);
    }

    private static ProcessBuilder onModulePath(String... args) {
        return java(List.of("--module-path", classes().toString(), "--module",
                "io.github.dlx4j/" + Main.class.getName()), args);
    }

    /** Reads a stream to its end on another thread, so that the child never blocks on a full pipe. */
    private static CompletableFuture<String> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static int exit(Process p) throws InterruptedException {
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("the child ended").isTrue();
        return p.exitValue();
    }

    @Test
    void version_isTheBuildsOnTheClassPathAndTheModulePath() throws Exception {
        String expected = "dlx4j " + System.getProperty("dlx4j.version") + System.lineSeparator();
        assertThat(System.getProperty("dlx4j.version")).as("surefire passes the pom's version").isNotBlank();
        for (ProcessBuilder b : List.of(onClassPath("--version"), onModulePath("--version"))) {
            Process p = b.start();
            CompletableFuture<String> err = drain(p.getErrorStream());
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(exit(p)).as(b.command().toString()).isZero();
            assertThat(out).as(b.command().toString()).isEqualTo(expected);
            assertThat(err.get()).isEmpty();
        }
    }

    @Test
    void closedPipe_endsQuietlyWithTheStatusOfSigpipe() throws Exception {
        // dlx4j queens 12 --all | head -1: the reader takes one line and goes away.
        Process p = onClassPath("queens", "12", "--all").start();
        CompletableFuture<String> err = drain(p.getErrorStream());
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
        String first = out.readLine();
        out.close();
        assertThat(first).hasSize(12).containsOnlyOnce("Q");
        assertThat(exit(p)).isEqualTo(Main.EXIT_PIPE_CLOSED);
        assertThat(err.get()).isEmpty();
    }

    @Test
    void sigint_duringASearch_reportsTheStatisticsSoFarAndExits130() throws Exception {
        assumeTrue(UNIX, "kill -INT");
        // --progress draws on standard error after a second: its first '\r' says the search is under way.
        Process p = onClassPath("queens", "30", "--count", "--progress").start();
        InputStream err = p.getErrorStream();
        StringBuilder seen = new StringBuilder();
        for (int c; (c = err.read()) != '\r';) {
            assertThat(c).as("standard error so far: %s", seen).isNotNegative();
            seen.append((char) c);
        }
        interrupt(p);
        String rest = new String(err.readAllBytes(), StandardCharsets.UTF_8);
        assertThat(exit(p)).as(rest).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        assertThat(rest).contains("dlx4j queens: stopped: interrupted" + System.lineSeparator())
                .containsPattern("solutions: [0-9]+ \\(so far\\)").containsPattern("nodes: [0-9]+")
                .doesNotContain("Exception");
    }

    @Test
    void sigint_whileSolveIsBlockedReadingATerminal_isReportedAtOnce() throws Exception {
        assumeTrue(UNIX, "kill -INT");
        // Standard input stays open and silent, as a terminal where nobody types: the read blocks on the
        // set-up thread, and the command's thread, which waits for it, answers the flag itself.
        Process p = onClassPath("solve", "--count").start();
        CompletableFuture<String> err = drain(p.getErrorStream());
        OutputStream in = p.getOutputStream();
        in.write("A B C\nA B\n".getBytes(StandardCharsets.US_ASCII));
        in.flush();
        waitUntilReading(p);
        interrupt(p);
        assertThat(exit(p)).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(err.get()).isEqualTo("dlx4j solve: stopped: interrupted while reading standard input (after 10"
                + " bytes)" + System.lineSeparator());
        in.close();
    }

    @Test
    void sigint_whileSudokuIsBlockedReadingATerminal_isReportedByTheHook() throws Exception {
        assumeTrue(UNIX, "kill -INT");
        // sudoku reads its puzzles on the command's thread: a read that blocks there is where no flag
        // reaches, and the shutdown hook reports after its grace period.
        Process p = onClassPath("sudoku").start();
        CompletableFuture<String> err = drain(p.getErrorStream());
        OutputStream in = p.getOutputStream();
        waitUntilReading(p);
        interrupt(p);
        assertThat(exit(p)).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        assertThat(err.get()).isEqualTo("dlx4j sudoku: stopped: interrupted" + System.lineSeparator());
        in.close();
    }

    /**
     * Waits until a thread of the child is blocked in {@code read(0, ...)} (Linux's
     * {@code /proc/PID/task/TID/syscall}), so that the signal comes after the JVM has set up its handlers.
     */
    private static void waitUntilReading(Process p) throws Exception {
        for (int tries = 0; tries < 3000; tries++) {
            if (readsStandardInput(p.pid())) {
                return;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the child never blocked on standard input");
    }

    private static boolean readsStandardInput(long pid) throws IOException {
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        if (!java.nio.file.Files.isDirectory(tasks)) {
            return true; // no /proc: fall back on the grace period being long enough
        }
        try (var list = java.nio.file.Files.list(tasks)) {
            for (Path task : (Iterable<Path>) list::iterator) {
                try {
                    String syscall = java.nio.file.Files.readString(task.resolve("syscall")).strip();
                    // "0 0x0 ..." is read(0, ...) on x86-64; "63 0x0 ..." on arm64.
                    if (syscall.startsWith("0 0x0 ") || syscall.startsWith("63 0x0 ")) {
                        return true;
                    }
                } catch (IOException e) {
                    // the task ended or is not ours to read: skip it
                }
            }
        }
        return false;
    }

    private static void interrupt(Process p) throws Exception {
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start();
        assertThat(kill.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(kill.exitValue()).isZero();
    }
}
