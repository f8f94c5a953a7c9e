/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tests that a file the command line is to write ({@code --svg FILE}, {@code --write-dlx FILE}) is checked
 * before the search: a path in a missing folder, or a directory, fails at once with exit 2, one line on
 * standard error naming the path, nothing on standard output (no answer printed first) and no file made.
 * The searches given would print answers, or run for minutes, if they ran first.
 */
class OutputPathTest {

    static final String MISSING = "/nonexistent-dlx4j-folder/x.svg";

    static Stream<java.util.List<String>> commandsWithAFile() {
        String puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        return Stream.of(
                java.util.List.of("", "queens", "8", "--limit", "5", "--svg", MISSING),
                java.util.List.of("", "queens", "40", "--all", "--svg", MISSING),
                java.util.List.of("", "polyomino", "--board", "6x10", "--svg", MISSING),
                java.util.List.of("", "polycube", "--box", "3x3x3", "--svg", MISSING),
                java.util.List.of(puzzle + "\n", "sudoku", "--svg", MISSING),
                java.util.List.of("", "sudoku", "--generate", "3", "--svg", MISSING),
                java.util.List.of(puzzle + "\n", "sudoku", "--write-dlx", MISSING),
                java.util.List.of("", "queens", "8", "--write-dlx", MISSING));
    }

    @ParameterizedTest
    @MethodSource("commandsWithAFile")
    @Timeout(20)
    void outputInMissingFolder_failsBeforeTheSearch(java.util.List<String> stdinAndArgs) {
        String[] args = stdinAndArgs.subList(1, stdinAndArgs.size()).toArray(String[]::new);
        Cli.run(stdinAndArgs.get(0), args).assertUsageError("cannot write '" + MISSING + "': no such folder");
    }

    @Test
    void outputIsADirectory_failsBeforeTheSearch(@TempDir Path dir) {
        Cli.run("", "queens", "8", "--limit", "3", "--svg", dir.toString())
                .assertUsageError("cannot write '" + dir + "': it is a directory");
    }

    @Test
    void outputInReadOnlyFolder_failsBeforeTheSearch(@TempDir Path dir) throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        assertThat(locked.toFile().setWritable(false, false)).isTrue();
        try {
            org.junit.jupiter.api.Assumptions.assumeFalse(Files.isWritable(locked), "running as root");
            Path file = locked.resolve("x.svg");
            Cli.run("", "queens", "8", "--limit", "3", "--svg", file.toString())
                    .assertUsageError("cannot write '" + file + "': permission denied");
        } finally {
            locked.toFile().setWritable(true, false);
        }
    }

    @Test
    void outputAllowed_isWrittenAfterTheSearch(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("q.svg");
        Cli.run("", "queens", "6", "--svg", file.toString()).assertSuccess();
        assertThat(Files.readString(file)).startsWith("<svg");
    }
}
