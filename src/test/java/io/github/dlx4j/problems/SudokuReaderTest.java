/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tests of {@link SudokuReader} and of pasted layouts in {@link SudokuGrid#parse(String)}. Oracles: the same
 * puzzles written by hand on one line (the {@code # expect} comments of {@code sudoku-pasted.txt}) and read
 * by the one-line parser, the line numbers of those comments, grids built cell by cell from a formula, and
 * {@link SudokuOracle}'s independent validity checker for the solved grids.
 */
class SudokuReaderTest {

    static final String WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    static final String PASTED = """
            5 3 . | . 7 . | . . .
            6 . . | 1 9 5 | . . .
            . 9 8 | . . . | . 6 .
            ------+-------+------
            8 . . | . 6 . | . . 3
            4 . . | 8 . 3 | . . 1
            7 . . | . 2 . | . . 6
            ------+-------+------
            . 6 . | . . . | 2 8 .
            . . . | 4 1 9 | . . 5
            . . . | . 8 . | . 7 9
            """;

    /** The expected one-line puzzles of a resource and the line after each {@code # expect} comment. */
    private record Expected(List<String> lines, List<Long> lineNumbers) {
        static Expected of(String text) {
            List<String> lines = new ArrayList<>();
            List<Long> numbers = new ArrayList<>();
            Matcher m = Pattern.compile("^# expect (\\S+)$", Pattern.MULTILINE).matcher(text);
            while (m.find()) {
                lines.add(m.group(1));
                numbers.add(text.substring(0, m.start()).chars().filter(ch -> ch == '\n').count() + 2);
            }
            return new Expected(lines, numbers);
        }
    }

    static List<SudokuGrid> readAll(SudokuReader reader, List<Long> starts) throws IOException {
        List<SudokuGrid> list = new ArrayList<>();
        for (SudokuGrid g; (g = reader.next()) != null;) {
            list.add(g);
            starts.add(reader.puzzleLine());
        }
        return list;
    }

    /** Parses a one-line puzzle with the shape and alphabet given explicitly (no inference). */
    static SudokuGrid oneLine(String line) {
        int n = (int) Math.round(Math.sqrt(line.length()));
        String alphabet = n == 16 ? SudokuGrid.HEXADECIMAL : SudokuGrid.DEFAULT_ALPHABET;
        return SudokuGrid.parse(line, SudokuShape.forSize(n), alphabet);
    }

    @Test
    void next_pastedLayouts_equalTheSamePuzzlesOnOneLine() throws IOException {
        String text = TestResources.text("sudoku-pasted.txt");
        Expected expected = Expected.of(text);
        assertThat(expected.lines()).hasSize(11);
        List<Long> starts = new ArrayList<>();
        List<SudokuGrid> read = readAll(new SudokuReader(new StringReader(text)), starts);
        List<SudokuGrid> oracle = new ArrayList<>();
        for (String line : expected.lines()) {
            oracle.add(oneLine(line));
        }
        assertThat(read).containsExactlyElementsOf(oracle);
        assertThat(starts).containsExactlyElementsOf(expected.lineNumbers());
        for (SudokuGrid puzzle : read) {
            SudokuGrid solved = Sudoku.solve(puzzle).orElseThrow();
            int box = (int) Math.round(Math.sqrt(puzzle.size()));
            assertThat(SudokuOracle.fault(puzzle, solved, box, box)).as("%s", puzzle).isNull();
        }
    }

    @Test
    void parse_pastedGrid_equalsTheOneLinePuzzle() {
        assertThat(SudokuGrid.parse(PASTED)).isEqualTo(SudokuGrid.parse(WIKIPEDIA));
        assertThat(SudokuGrid.parse(PASTED, SudokuShape.forSize(9), "123456789")).isEqualTo(SudokuGrid.parse(WIKIPEDIA));
        String tabsAndNoBreakSpaces = PASTED.replace(" | ", "\t").replace(' ', '\u00a0').replace('.', '_');
        assertThat(SudokuGrid.parse(tabsAndNoBreakSpaces)).isEqualTo(SudokuGrid.parse(WIKIPEDIA));
    }

    @Test
    void parse_separatorCharacterInTheAlphabet_isASymbol() {
        // '|' and '-' are symbols of this alphabet, so they are cells, not layout
        SudokuGrid g = SudokuGrid.parse("|-..\n..|-\n-|..\n..-|", SudokuShape.forSize(4), "|-ab");
        assertThat(g.value(0, 0)).isEqualTo(1);
        assertThat(g.value(0, 1)).isEqualTo(2);
        assertThat(g.givenCount()).isEqualTo(8);
    }

    @Test
    void next_returnsEachPuzzleBeforeReadingFurther() throws IOException {
        // After the first puzzle's last line the stream fails: the puzzle must come back before that read.
        for (String first : List.of(WIKIPEDIA + "\n", PASTED)) {
            SudokuReader reader = new SudokuReader(new FailingAfter(first));
            assertThat(reader.next()).isEqualTo(SudokuGrid.parse(WIKIPEDIA));
            assertThatThrownBy(reader::next).isInstanceOf(IOException.class);
        }
    }

    @Test
    void next_sixteenByGridWhoseFirstRowsFitFourByFour_isOneGrid() throws IOException {
        // A complete 16x16 grid (4x4 boxes) from the pattern formula, then row 0 keeps only 1-4 and row 1 only
        // blanks: those two lines would also be 4x4 puzzles; the third row decides.
        int n = 16;
        int[] values = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = (4 * (r % 4) + r / 4 + c) % n + 1;
                values[r * n + c] = (r == 0 && v > 4) || r == 1 || (r + c) % 3 == 0 ? 0 : v;
            }
        }
        SudokuGrid grid = SudokuGrid.of(SudokuShape.forSize(n), SudokuGrid.DEFAULT_ALPHABET, values);
        assertThat(grid.toText().lines().limit(2)).allMatch(line -> line.matches("[1-4.]{16}"));
        String text = grid.toText() + "\n";
        SudokuReader reader = new SudokuReader(new StringReader(text), null, SudokuGrid.DEFAULT_ALPHABET);
        assertThat(reader.next()).isEqualTo(grid);
        assertThat(reader.next()).isNull();
    }

    @Test
    void next_linesThatFitFourByFour_arePuzzlesUnlessASeparatorMakesAGrid() throws IOException {
        String blank = ".".repeat(16);
        String sixteen = (blank + "\n").repeat(16);
        List<SudokuGrid> puzzles = readAll(new SudokuReader(new StringReader(sixteen)), new ArrayList<>());
        assertThat(puzzles).hasSize(16).allMatch(p -> p.size() == 4 && p.givenCount() == 0);

        String grid = (blank + "\n").repeat(4) + "----+----+----+----\n" + (blank + "\n").repeat(12);
        SudokuReader reader = new SudokuReader(new StringReader(grid), null, SudokuGrid.DEFAULT_ALPHABET);
        SudokuGrid g = reader.next();
        assertThat(g.size()).isEqualTo(16);
        assertThat(g.givenCount()).isZero();
        assertThat(reader.next()).isNull();

        // the same 16 lines as a grid when the shape says so
        SudokuGrid shaped = new SudokuReader(new StringReader(sixteen), SudokuShape.forSize(16),
                SudokuGrid.DEFAULT_ALPHABET).next();
        assertThat(shaped.size()).isEqualTo(16);
    }

    @Test
    void next_shapeGiven_readsSixBySixGridsAndLines() throws IOException {
        String conflicting = "1..4..\n..2...\n......\n...1..\n....4.\n.326.3\n";
        String valid = "1.....\n..2...\n......\n...1..\n....4.\n.3....\n";
        SudokuReader reader = new SudokuReader(new StringReader(valid + "\n" + valid.replace("\n", "") + "\n"),
                SudokuShape.parse("2x3"), null);
        SudokuGrid a = reader.next();
        SudokuGrid b = reader.next();
        assertThat(a).isEqualTo(b);
        assertThat(a.value(5, 1)).isEqualTo(3);
        assertThat(reader.next()).isNull();
        assertThatThrownBy(() -> new SudokuReader(new StringReader(conflicting), SudokuShape.parse("2x3"), null).next())
                .hasMessageStartingWith("lines 1-6: conflicting givens");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "53..7....|6..195...|98.;line 3: the grid that starts on line 1 has rows of 9 cells, but this line has 3",
        "# c|53..7....|6..195...|.98....6.||8...6...3;line 5: the grid that starts on line 2 ends at a blank line"
            + " after 3 of its 9 rows",
        "53..7....|6..195...|.98....6.;line 3: the grid that starts on line 1 ends at the end of the input after"
            + " 3 of its 9 rows",
        "53..7....|6..x95...|.98....6.|8...6...3|4..8.3..1|7...2...6|.6....28.|...419..5|....8..79;lines 1-9:"
            + " row 2, column 4: unknown symbol 'x'",
        "53..7....|6..195...|.98....6.|8...6...3|4..8.3..1|7...2...6|.6....28.|...419..5|5...8..79;lines 1-9:"
            + " conflicting givens: '5'",
        "12345678;line 1: 8 cells are neither a puzzle on one line",
        "53..7....;line 1: 81 cells expected for a 9x9 puzzle on one line (or 9 lines of 9), got 9",
        "53..7....||.98....6.;line 1: 81 cells expected for a 9x9 puzzle on one line (or 9 lines of 9), got 9",
        "12.4;line 1: 16 cells expected for a 4x4 puzzle on one line (or 4 lines of 4), got 4",
        "1..4..|..2...;line 1: 6 cells are neither a puzzle on one line",
        "1..4..2...5........1....4..326.3....|53..7....;line 1: a puzzle line of 36 characters is a 6x6 grid, which"
            + " has no square boxes; give the box shape explicitly, for example 2x3",
        "1..4..2...5........1....4..326.3....;line 1: a puzzle line of 36 characters is a 6x6 grid",
    })
    void next_malformed_namesTheLines(String input, String message) {
        // '|' in the CSV stands for a line break (the bar itself is tested in the layouts)
        SudokuReader reader = new SudokuReader(new StringReader(input.replace('|', '\n')));
        assertThatThrownBy(() -> {
            while (reader.next() != null) {
                continue;
            }
        }).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(message);
    }

    /** A reader that gives one text and then fails, as a stream that must not be read further. */
    private static final class FailingAfter extends Reader {
        private final StringReader text;

        FailingAfter(String text) {
            this.text = new StringReader(text);
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = text.read(buffer, offset, length);
            if (n < 0) {
                throw new IOException("read past the first puzzle");
            }
            return n;
        }

        @Override
        public void close() {
        }
    }
}
