/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.SudokuReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * End-to-end tests of {@code dlx4j sudoku} through {@link Main#run}. Oracles: an independent validity
 * checker of every solved grid, an independent backtracking counter, Wikipedia's published solution, and
 * 288, the number of 4x4 Sudoku grids.
 */
class SudokuCommandTest {

    static final String DIGITS = "123456789";
    static final String HEX = "0123456789ABCDEF";
    static final String WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    static final String WIKIPEDIA_SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @TempDir
    Path dir;

    static Path resource(String name) {
        try {
            return Path.of(SudokuCommandTest.class.getResource("/cli/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Returns the puzzles of a resource: its lines that are neither blank nor comments. */
    static List<String> puzzles(String name) {
        try {
            List<String> list = new ArrayList<>();
            for (String line : Files.readAllLines(resource(name))) {
                if (!line.isBlank() && !line.strip().startsWith("#")) {
                    list.add(line.strip());
                }
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(String out) {
        assertThat(out).matches("(?s)(.*\n)?");
        return out.isEmpty() ? List.of() : List.of(out.split("\n", -1)).subList(0, out.split("\n", -1).length - 1);
    }

    @Test
    void sudoku_wikipediaOnStdin_printsThePublishedSolution() {
        assertThat(Cli.run(WIKIPEDIA + "\n", "sudoku").assertSuccess().out()).isEqualTo(WIKIPEDIA_SOLUTION + "\n");
        assertThat(Cli.run(WIKIPEDIA, "sudoku", "-").assertSuccess().out()).isEqualTo(WIKIPEDIA_SOLUTION + "\n");
        assertThat(Cli.run("  " + WIKIPEDIA + " \r\n", "sudoku").assertSuccess().out())
                .isEqualTo(WIKIPEDIA_SOLUTION + "\n");
    }

    @Test
    void sudoku_pastedGrids_answerAsTheSamePuzzlesOnOneLine() throws IOException {
        // the oracle: the same puzzles written by hand on one line each ('# expect' comments), in the old path
        Path pasted = Path.of(resource("../problems/sudoku-pasted.txt").toUri().normalize());
        List<String> oneLine = new ArrayList<>();
        List<String> hex = new ArrayList<>();
        for (String line : Files.readAllLines(pasted)) {
            if (line.startsWith("# expect ")) {
                (line.length() == "# expect ".length() + 256 ? hex : oneLine).add(line.substring("# expect ".length()));
            }
        }
        String expected = Cli.run(String.join("\n", oneLine) + "\n", "sudoku", "--count").assertSuccess().out();
        String expectedHex = Cli.run(String.join("\n", hex) + "\n", "sudoku", "--count", "--alphabet", HEX)
                .assertSuccess().out();
        Cli r = Cli.run("", "sudoku", "--count", pasted.toString()).assertSuccess();
        List<String> counts = lines(r.out());
        assertThat(counts).hasSize(oneLine.size() + hex.size()).allMatch(c -> !c.equals("0"));
        // five 9x9 puzzles, the 16x16 one, then the 4x4 ones
        assertThat(counts.subList(0, 5)).isEqualTo(lines(expected).subList(0, 5));
        assertThat(counts.get(5)).isEqualTo(lines(expectedHex).get(0));
        assertThat(counts.subList(6, counts.size())).isEqualTo(lines(expected).subList(5, oneLine.size()));
        String solved = Cli.run("", "sudoku", pasted.toString()).assertSuccess().out();
        assertThat(lines(solved).get(0)).isEqualTo(WIKIPEDIA_SOLUTION);
    }

    @Test
    void sudoku_gridCutShort_namesItsLines() {
        String grid = "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n";
        Cli r = Cli.run(WIKIPEDIA + "\n" + grid + "\n" + WIKIPEDIA + "\n", "sudoku")
                .assertInputErrorAfterOutput("dlx4j sudoku: line 5: the grid that starts on line 2 ends at a blank"
                        + " line after 3 of its 9 rows");
        assertThat(r.out()).isEqualTo(WIKIPEDIA_SOLUTION + "\n");
    }

    @Test
    void sudoku_file_answersEveryPuzzleInOrder() {
        List<String> puzzles = puzzles("sudoku-9x9.txt");
        List<String> out = lines(Cli.run("", "sudoku", resource("sudoku-9x9.txt").toString()).assertSuccess().out());
        assertThat(out).hasSameSizeAs(puzzles);
        for (int k = 0; k < puzzles.size(); k++) {
            long count = SudokuCheck.count(puzzles.get(k), 3, 3, DIGITS, 2);
            if (count == 0) {
                assertThat(out.get(k)).isEqualTo("no solution");
            } else {
                SudokuCheck.assertSolves(puzzles.get(k), out.get(k), 3, 3, DIGITS);
            }
        }
        assertThat(out.get(0)).isEqualTo(WIKIPEDIA_SOLUTION);
        assertThat(out).contains("no solution");
    }

    @Test
    void sudoku_unique_saysWhichHaveSeveralSolutions() {
        List<String> puzzles = puzzles("sudoku-9x9.txt");
        List<String> out = lines(Cli.run("", "sudoku", "--unique", resource("sudoku-9x9.txt").toString())
                .assertSuccess().out());
        assertThat(out).hasSameSizeAs(puzzles);
        int multiple = 0;
        for (int k = 0; k < puzzles.size(); k++) {
            long count = SudokuCheck.count(puzzles.get(k), 3, 3, DIGITS, 2);
            if (count == 0) {
                assertThat(out.get(k)).isEqualTo("no solution");
            } else if (count == 1) {
                SudokuCheck.assertSolves(puzzles.get(k), out.get(k), 3, 3, DIGITS);
            } else {
                assertThat(out.get(k)).isEqualTo("multiple solutions");
                multiple++;
            }
        }
        assertThat(multiple).isEqualTo(2);
    }

    @ParameterizedTest
    @CsvSource({"sudoku-9x9.txt,3,3", "sudoku-4x4.txt,2,2", "sudoku-6x6.txt,2,3"})
    void sudoku_count_equalsTheBacktrackingCount(String file, int boxRows, int boxColumns) {
        List<String> puzzles = puzzles(file);
        String[] args = {"sudoku", "--count", "--box", boxRows + "x" + boxColumns, resource(file).toString()};
        List<String> out = lines(Cli.run("", args).assertSuccess().out());
        assertThat(out).hasSameSizeAs(puzzles);
        for (int k = 0; k < puzzles.size(); k++) {
            assertThat(out.get(k)).as(puzzles.get(k))
                    .isEqualTo(String.valueOf(SudokuCheck.count(puzzles.get(k), boxRows, boxColumns, DIGITS, 100_000)));
        }
        assertThat(out).contains("1");
        assertThat(out.contains("0")).isEqualTo(!file.contains("6x6"));
    }

    @Test
    void sudoku_countOfTheEmpty4x4Grid_is288() {
        assertThat(Cli.run("................\n", "sudoku", "--count").assertSuccess().out()).isEqualTo("288\n");
        assertThat(Cli.run("0000000000000000\n", "sudoku", "--count", "--limit", "100").assertSuccess().out())
                .isEqualTo("100\n");
    }

    @Test
    void sudoku_countWithLimit_capsEachPuzzle() {
        List<String> puzzles = puzzles("sudoku-9x9.txt");
        List<String> out = lines(Cli.run("", "sudoku", "--count", "--limit", "3", resource("sudoku-9x9.txt")
                .toString()).assertSuccess().out());
        for (int k = 0; k < puzzles.size(); k++) {
            assertThat(out.get(k)).isEqualTo(String.valueOf(SudokuCheck.count(puzzles.get(k), 3, 3, DIGITS, 3)));
        }
    }

    @Test
    void sudoku_6x6WithBox2x3_solvesEveryPuzzle() {
        List<String> puzzles = puzzles("sudoku-6x6.txt");
        List<String> out = lines(Cli.run("", "sudoku", "--box", "2x3", resource("sudoku-6x6.txt").toString())
                .assertSuccess().out());
        assertThat(out).hasSameSizeAs(puzzles);
        for (int k = 0; k < puzzles.size(); k++) {
            SudokuCheck.assertSolves(puzzles.get(k), out.get(k), 2, 3, DIGITS);
        }
        List<String> unique = lines(Cli.run("", "sudoku", "--box", "2x3", "--unique", resource("sudoku-6x6.txt")
                .toString()).assertSuccess().out());
        for (int k = 0; k < puzzles.size(); k++) {
            long count = SudokuCheck.count(puzzles.get(k), 2, 3, DIGITS, 2);
            assertThat(unique.get(k)).isEqualTo(count == 1 ? out.get(k) : "multiple solutions");
        }
    }

    @Test
    void sudoku_16x16WithHexAlphabet_solvesInTheSameSymbols() {
        List<String> puzzles = puzzles("sudoku-16x16-hex.txt");
        List<String> out = lines(Cli.run("", "sudoku", "--alphabet", HEX, resource("sudoku-16x16-hex.txt")
                .toString()).assertSuccess().out());
        assertThat(out).hasSameSizeAs(puzzles);
        for (int k = 0; k < puzzles.size(); k++) {
            assertThat(out.get(k)).matches("[0-9A-F]{256}");
            SudokuCheck.assertSolves(puzzles.get(k), out.get(k), 4, 4, HEX);
        }
    }

    @Test
    void sudoku_mixedShapes_inferEachLinesShape() {
        String input = "# comment\n\n" + WIKIPEDIA + "\n1.....2..3.....4\n   \n" + puzzles("sudoku-16x16-hex.txt")
                .get(0).replace('0', 'G') + "\n";
        List<String> out = lines(Cli.run(input, "sudoku").assertSuccess().out());
        assertThat(out).hasSize(3);
        assertThat(out.get(0)).isEqualTo(WIKIPEDIA_SOLUTION);
        SudokuCheck.assertSolves("1.....2..3.....4", out.get(1), 2, 2, "1234");
        SudokuCheck.assertSolves(input.split("\n")[5], out.get(2), 4, 4, "123456789ABCDEFG");
    }

    @Test
    void sudoku_hashAsASymbol_startsAPuzzleNotAComment() {
        String input = "# a comment\n#.....2..3.....4\n";
        String out = Cli.run(input, "sudoku", "--alphabet", "#234").assertSuccess().out();
        assertThat(lines(out)).hasSize(1);
        SudokuCheck.assertSolves("#.....2..3.....4", lines(out).get(0), 2, 2, "#234");
        // With the default symbols the same line is a comment.
        assertThat(Cli.run(input, "sudoku").assertSuccess().out()).isEmpty();
    }

    @Test
    void sudoku_emptyInput_printsNothing() {
        assertThat(Cli.run("", "sudoku").assertSuccess().out()).isEmpty();
        assertThat(Cli.run("# only a comment\n\n", "sudoku").assertSuccess().out()).isEmpty();
    }

    @Test
    void sudoku_stats_countPuzzlesAndSolutions() {
        Cli r = Cli.run("", "sudoku", "--stats", resource("sudoku-9x9.txt").toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).startsWith("puzzles: 5" + System.lineSeparator() + "solutions: 4 (complete)");
    }

    @Test
    void sudoku_streams_answeringEachLineBeforeTheNextArrives() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, false, StandardCharsets.UTF_8);
        int[] code = new int[1];
        Thread run = new Thread(() -> code[0] = Main.run(new String[] {"sudoku"}, new Io(in, o, new PrintStream(
                new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false)));
        run.start();
        feed.write((WIKIPEDIA + "\n").getBytes(StandardCharsets.US_ASCII));
        feed.flush();
        // The first answer must be written while the input is still open (up to a minute, normally at once).
        for (int k = 0; k < 6000 && out.size() == 0; k++) {
            Thread.sleep(10);
        }
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(WIKIPEDIA_SOLUTION + "\n");
        feed.write("1.....2..3.....4\n".getBytes(StandardCharsets.US_ASCII));
        feed.close();
        run.join();
        assertThat(code[0]).isZero();
        assertThat(lines(out.toString(StandardCharsets.UTF_8))).hasSize(2);
    }

    @Test
    void sudoku_manyPuzzles_streamThroughWithoutBeingHeld() {
        int total = 20_000;
        Cli r = Cli.run(new RepeatedLines(WIKIPEDIA, total), new AtomicBoolean(), "sudoku");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).hasSize(total * 82);
        assertThat(r.out()).startsWith(WIKIPEDIA_SOLUTION + "\n").endsWith(WIKIPEDIA_SOLUTION + "\n");
    }

    @Test
    void sudoku_cancel_stopsBetweenPuzzlesKeepingTheAnswers() {
        AtomicBoolean cancel = new AtomicBoolean();
        InputStream endless = new RepeatedLines(WIKIPEDIA, Long.MAX_VALUE) {
            @Override
            void onLine(long number) {
                if (number == 1000) {
                    cancel.set(true);
                }
            }
        };
        Cli r = Cli.run(endless, cancel, "sudoku");
        assertThat(r.exitCode()).isEqualTo(SearchRunner.EXIT_INTERRUPTED);
        List<String> out = lines(r.out());
        assertThat(out.size()).isBetween(990, 1000);
        assertThat(out).containsOnly(WIKIPEDIA_SOLUTION);
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: interrupted after " + out.size() + " puzzles (line "
                + (out.size() + 1) + ")" + System.lineSeparator() + "puzzles: " + out.size());
    }

    @Test
    void sudoku_timeout_endsTheWholeRunKeepingTheAnswers() {
        Cli r = Cli.run(new RepeatedLines(WIKIPEDIA, Long.MAX_VALUE), new AtomicBoolean(), "sudoku", "--timeout",
                "300ms");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        List<String> out = lines(r.out());
        assertThat(out).isNotEmpty().containsOnly(WIKIPEDIA_SOLUTION);
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: timeout after 0.3 s at line " + (out.size() + 1) + " ("
                + out.size() + " puzzles answered)" + System.lineSeparator() + "puzzles: " + out.size());
    }

    @Test
    void sudoku_timeout_stopsInsideALongCount() {
        // The blank 9x9 grid has 6,670,903,752,021,072,936,960 solutions: the count cannot finish.
        Cli r = Cli.run(".".repeat(81) + "\n", "sudoku", "--count", "--timeout", "200ms");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("dlx4j sudoku: stopped: timeout after 0.2 s at line 1 (0 puzzles answered)");
        assertThat(r.statsSolutions()).isPositive();
    }

    @Test
    void sudoku_timeoutNotReached_changesNothing() {
        assertThat(Cli.run(WIKIPEDIA + "\n", "sudoku", "--timeout", "1h").assertSuccess().out())
                .isEqualTo(WIKIPEDIA_SOLUTION + "\n");
    }

    // ------------------------------------------------------------------------------------------------
    // bad input: exit 2, one line on stderr naming the line, the answers before it already written

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7;"
            + "line 3: 80 cells are neither a puzzle on one line",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x;"
            + "line 3: row 9, column 9: unknown symbol 'x'",
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79;"
            + "line 3: ",
        "1..4..2...5........1....4..326.3....;line 3: a puzzle line of 36 characters is a 6x6 grid, which has no"
            + " square boxes; give the box shape explicitly, for example 2x3 with --box",
    })
    void sudoku_malformedLine_stopsNamingItAfterWritingTheAnswersBefore(String bad, String message) {
        String input = WIKIPEDIA + "\n# a comment\n" + bad + "\n" + WIKIPEDIA + "\n";
        Cli r = Cli.run(input, "sudoku").assertInputErrorAfterOutput("dlx4j sudoku: " + message);
        assertThat(r.out()).isEqualTo(WIKIPEDIA_SOLUTION + "\n");
    }

    @Test
    void sudoku_conflictingGivens_areNamed() {
        Cli r = Cli.run("1..1............\n", "sudoku").assertUsageError("dlx4j sudoku: line 1: ");
        assertThat(r.err()).contains("row 1");
    }

    @Test
    void sudoku_wrongLengthForTheBox_isNamed() {
        Cli.run(WIKIPEDIA + "\n", "sudoku", "--box", "2x3").assertUsageError("dlx4j sudoku: line 1: expected 36"
                + " cells on one line or 6 on each of 6 lines for a 6x6 (2x3 boxes) grid, found 81");
    }

    @Test
    void sudoku_badOptions_areUsageErrors() {
        Cli.run("", "sudoku", "--box", "2by3").assertUsageError("option '--box': box shape '2by3' is not of the"
                + " form RxC");
        Cli.run("", "sudoku", "--box", "0x3").assertUsageError("option '--box': box dimensions must be at least 1");
        Cli.run("", "sudoku", "--box", "20x20").assertUsageError("option '--box': boxes of 20x20 make a grid of 400");
        Cli.run("", "sudoku", "--alphabet", "1123").assertUsageError("option '--alphabet': symbol '1' appears twice");
        Cli.run("", "sudoku", "--alphabet", "12.4").assertUsageError("option '--alphabet': symbol 3 may not be '.'");
        Cli.run("", "sudoku", "--alphabet=").assertUsageError("option '--alphabet' needs at least one symbol");
        Cli.run("", "sudoku", "--count", "--unique").assertUsageError("contradict");
        Cli.run("", "sudoku", "--limit", "3").assertUsageError("option '--limit' only applies with '--count'");
        Cli.run("", "sudoku", "--count", "--limit", "0").assertUsageError("option '--limit' must be positive");
    }

    @Test
    void sudoku_alphabetTooShort_namesTheLine() {
        Cli.run(WIKIPEDIA + "\n", "sudoku", "--alphabet", "12345678").assertUsageError("dlx4j sudoku: line 1: a 9x9"
                + " (3x3 boxes) grid needs 9 symbols");
    }

    @Test
    void sudoku_missingFileOrDirectory_isUsageError() {
        Path missing = dir.resolve("missing.txt");
        Cli.run("", "sudoku", missing.toString()).assertUsageError("cannot read '" + missing + "': no such file");
        Cli.run("", "sudoku", dir.toString()).assertUsageError("is a directory");
    }

    @Test
    void sudoku_overlongLine_isNamed() {
        Cli.run(".".repeat(SudokuReader.MAX_LINE + 1), "sudoku").assertUsageError("line 1 is longer than 1048576"
                + " characters");
    }

    @Test
    void sudoku_outputFails_exitsOne() {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("broken pipe");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Io io = new Io(new RepeatedLines(WIKIPEDIA, 5000), new PrintStream(broken, false, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false);
        assertThat(Main.run(new String[] {"sudoku"}, io)).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("dlx4j sudoku: cannot write to standard output");
    }

    /** An input stream of one line repeated, made as it is read (never held in memory as a whole). */
    static class RepeatedLines extends InputStream {
        private final byte[] line;
        private final long count;
        private long lineNumber;
        private int position;

        RepeatedLines(String line, long count) {
            this.line = (line + "\n").getBytes(StandardCharsets.US_ASCII);
            this.count = count;
        }

        /** Called when a line starts to be read, with its number from 1. */
        void onLine(long number) {
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0];
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (lineNumber == count && position == 0) {
                return -1;
            }
            if (position == 0) {
                onLine(++lineNumber);
            }
            int n = Math.min(len, line.length - position);
            System.arraycopy(line, position, b, off, n);
            position = (position + n) % line.length;
            return n;
        }
    }

    @Test
    void sudoku_writeDlx_fileSolvesToTheSameGrid() throws IOException {
        String puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        Path file = dir.resolve("wiki.dlx");
        Cli.run("# Wikipedia's example\n\n" + puzzle + "\n", "sudoku", "--write-dlx", file.toString()).assertSuccess();
        assertThat(Cli.run("", "solve", "--count", file.toString()).assertSuccess().out()).isEqualTo("1\n");
        // solve prints the options in input order, which is cell order: "r1c1 r1v5 c1v5 b1v5" sets r1c1 to 5.
        StringBuilder grid = new StringBuilder();
        Cli.run("", "solve", file.toString()).assertSuccess().out().lines()
                .forEach(line -> grid.append(line.split(" ")[1].replaceAll(".*v", "")));
        assertThat(grid.toString()).isEqualTo(WIKIPEDIA_SOLUTION);
    }

    @Test
    void sudoku_writeDlxWithTwoPuzzlesNoneOrCount_isUsageError() {
        String puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
        Cli.run(puzzle + puzzle, "sudoku", "--write-dlx", "-").assertUsageError("line 2 holds another");
        Cli.run("# nothing\n", "sudoku", "--write-dlx", "-").assertUsageError("the input has none");
        Cli.run(puzzle, "sudoku", "--write-dlx", "-", "--count").assertUsageError("'--write-dlx' and '--count'");
        Cli.run("", "sudoku", "--write-dlx", "-", dir.resolve("missing.txt").toString())
                .assertUsageError("cannot read", "no such file");
    }

    @Test
    void sudoku_loneShortLine_saysHowManyCellsWereExpected() {
        // A 9-cell line is a 9x9 puzzle cut short, not a 3x3 grid that needs --box 1x3.
        Cli.run("53..7....\n", "sudoku").assertUsageError("dlx4j sudoku: line 1: 81 cells expected for a 9x9 puzzle"
                + " on one line (or 9 lines of 9), got 9");
        Cli.run("53..7....\n", "sudoku", "--box", "3x3").assertUsageError("line 1: 81 cells expected");
        Cli.run("1.3.\n", "sudoku").assertUsageError("line 1: 16 cells expected for a 4x4 puzzle");
    }
}
