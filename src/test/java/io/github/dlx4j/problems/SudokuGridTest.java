/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.Seeded;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SudokuGridTest {

    static final String WIKIPEDIA =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void parse_oneLine_readsValuesRowByRow() {
        SudokuGrid g = SudokuGrid.parse(WIKIPEDIA);
        assertThat(g.shape()).isEqualTo(new SudokuShape(3, 3));
        assertThat(g.value(0, 0)).isEqualTo(5);
        assertThat(g.value(0, 2)).isEqualTo(0);
        assertThat(g.value(8, 8)).isEqualTo(9);
        assertThat(g.symbol(0, 1)).isEqualTo('3');
        assertThat(g.symbol(0, 2)).isEqualTo('.');
        assertThat(g.givenCount()).isEqualTo(30);
        assertThat(g.isComplete()).isFalse();
        assertThat(g.symbols()).isEqualTo("123456789");
    }

    @Test
    void parse_nineLinesWithZeroBlanks_equalsOneLineForm() {
        SudokuGrid lines = SudokuGrid.parse(TestResources.text("sudoku_9x9_grid.txt"));
        assertThat(lines).isEqualTo(SudokuGrid.parse(WIKIPEDIA));
        assertThat(lines.toLine()).isEqualTo(WIKIPEDIA);
    }

    @Test
    void toText_writesLinesThatParseBack() {
        SudokuGrid g = SudokuGrid.parse(WIKIPEDIA);
        String text = g.toText();
        assertThat(text.split("\n")).hasSize(9).allSatisfy(line -> assertThat(line).hasSize(9));
        assertThat(text).startsWith("53..7....\n6..195...");
        assertThat(SudokuGrid.parse(text)).isEqualTo(g);
        assertThat(g).hasToString(WIKIPEDIA);
    }

    @Test
    void parse_linesWithSpacesAndBlankLines_areTrimmed() {
        SudokuGrid g = SudokuGrid.parse("\n  1... \r\n..1.\n\n.1..\n...1\n\n");
        assertThat(g.toLine()).isEqualTo("1.....1..1.....1");
    }

    @Test
    void parse_sixBySixNeedsExplicitShape() {
        String line = "1..6...4..2..3.4......632..3.1.14..6";
        assertThatThrownBy(() -> SudokuGrid.parse(line)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2x3");
        SudokuGrid g = SudokuGrid.parse(line, SudokuShape.parse("2x3"));
        assertThat(g.size()).isEqualTo(6);
        assertThat(g.toLine()).isEqualTo(line);
    }

    @Test
    void parse_hexAlphabet_makesZeroASymbolAndDotTheOnlyBlank() {
        StringBuilder row = new StringBuilder("0123456789ABCDEF");
        StringBuilder text = new StringBuilder();
        // A valid 16x16 grid from a pattern: value(r, c) = (4 * (r % 4) + r / 4 + c) % 16.
        for (int r = 0; r < 16; r++) {
            for (int c = 0; c < 16; c++) {
                int v = (4 * (r % 4) + r / 4 + c) % 16;
                text.append(r == 0 && c == 1 ? '.' : row.charAt(v));
            }
        }
        SudokuGrid g = SudokuGrid.parse(text.toString(), SudokuShape.forSize(16), "0123456789ABCDEF");
        assertThat(g.value(0, 0)).isEqualTo(1); // '0' is the first symbol
        assertThat(g.value(0, 1)).isEqualTo(0);
        assertThat(g.symbol(0, 15)).isEqualTo('F');
        assertThat(g.toLine()).isEqualTo(text.toString());
        SudokuGrid solved = Sudoku.solve(g).orElseThrow();
        assertThat(solved.symbol(0, 1)).isEqualTo('1');
        assertThat(solved.toLine()).isEqualTo(text.toString().replace('.', '1'));
        assertThat(new SudokuSolver(g.shape()).solve(g)).contains(solved);
    }

    @Test
    void parse_defaultAlphabetFor16x16_is1to9ThenAtoG() {
        assertThat(SudokuGrid.DEFAULT_ALPHABET.substring(0, 16)).isEqualTo("123456789ABCDEFG");
        assertThat(SudokuGrid.DEFAULT_ALPHABET).hasSize(64).doesNotContain(".").doesNotContain("0");
        assertThat(SudokuGrid.DEFAULT_ALPHABET.chars().distinct().count()).isEqualTo(64);
    }

    @Test
    void parse_zeroIsBlankWhenNotASymbol() {
        assertThat(SudokuGrid.parse("1000001001000001").toLine()).isEqualTo("1.....1..1.....1");
    }

    @Test
    void parse_wrongLength_saysExpectedAndFound() {
        assertThatThrownBy(() -> SudokuGrid.parse(WIKIPEDIA.substring(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("80 characters");
        assertThatThrownBy(() -> SudokuGrid.parse(WIKIPEDIA.substring(1), SudokuShape.forSize(9)))
                .hasMessageContaining("expected 81").hasMessageContaining("found 80");
        assertThatThrownBy(() -> SudokuGrid.parse("1...\n..1.\n.1.\n...1"))
                .hasMessageContaining("line 3").hasMessageContaining("3 characters");
        assertThatThrownBy(() -> SudokuGrid.parse("1...\n..1.\n.1..", SudokuShape.forSize(4)))
                .hasMessageContaining("found 3 lines");
        assertThatThrownBy(() -> SudokuGrid.parse("  \n ")).hasMessageContaining("empty");
    }

    @Test
    void parse_unknownSymbol_namesTheCell() {
        String bad = WIKIPEDIA.substring(0, 12) + "x" + WIKIPEDIA.substring(13);
        assertThatThrownBy(() -> SudokuGrid.parse(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("row 2, column 4")
                .hasMessageContaining("'x'");
        // 'A' is not a symbol of a 9x9 grid with the default alphabet
        String letter = "A" + WIKIPEDIA.substring(1);
        assertThatThrownBy(() -> SudokuGrid.parse(letter)).hasMessageContaining("row 1, column 1")
                .hasMessageContaining("'A'");
        // '0' is a symbol of the hex alphabet, so a 4x4 grid written with "0123" may not use it as a blank
        assertThatThrownBy(() -> SudokuGrid.parse("4...............", SudokuShape.forSize(4), "0123"))
                .hasMessageContaining("'4'").hasMessageContaining("0123");
    }

    @Test
    void parse_conflictingGivens_nameBothCellsAndTheUnit() {
        // two 5s in row 1
        String row = "5" + WIKIPEDIA.substring(1, 5) + "5" + WIKIPEDIA.substring(6);
        assertThatThrownBy(() -> SudokuGrid.parse(row)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'5'")
                .hasMessageContaining("row 1, column 1")
                .hasMessageContaining("row 1, column 6")
                .hasMessageContaining("same row");
        assertThatThrownBy(() -> SudokuGrid.parse("1.......1......."))
                .hasMessageContaining("row 1, column 1").hasMessageContaining("row 3, column 1")
                .hasMessageContaining("same column");
        assertThatThrownBy(() -> SudokuGrid.parse("1....1.........."))
                .hasMessageContaining("row 2, column 2").hasMessageContaining("same box");
    }

    @Test
    void parse_badAlphabet_isRejected() {
        SudokuShape four = SudokuShape.forSize(4);
        assertThatThrownBy(() -> SudokuGrid.parse("................", four, "123"))
                .hasMessageContaining("needs 4 symbols");
        assertThatThrownBy(() -> SudokuGrid.parse("................", four, "12.4"))
                .hasMessageContaining("'.'");
        assertThatThrownBy(() -> SudokuGrid.parse("................", four, "1213"))
                .hasMessageContaining("'1' appears twice");
        assertThatThrownBy(() -> SudokuGrid.parse("................", four, "1 34"))
                .isInstanceOf(IllegalArgumentException.class);
        StringBuilder big = new StringBuilder();
        big.append(".".repeat(81 * 81));
        assertThatThrownBy(() -> SudokuGrid.parse(big.toString())).hasMessageContaining("explicit alphabet");
    }

    @Test
    void parse_alphabetLongerThanGrid_usesItsFirstSymbols() {
        SudokuGrid g = SudokuGrid.parse("a...............", SudokuShape.forSize(4), "abcdefgh");
        assertThat(g.symbols()).isEqualTo("abcd");
        assertThatThrownBy(() -> SudokuGrid.parse("e...............", SudokuShape.forSize(4), "abcdefgh"))
                .hasMessageContaining("'e'");
    }

    @Test
    void of_valuesRoundTripAndAreChecked() {
        SudokuShape four = SudokuShape.forSize(4);
        int[] values = {1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1};
        SudokuGrid g = SudokuGrid.of(four, SudokuGrid.DEFAULT_ALPHABET, values);
        assertThat(g.toLine()).isEqualTo("1.....1..1.....1");
        assertThat(g.values()).containsExactly(values);
        values[0] = 2; // the grid keeps its own copy
        assertThat(g.value(0, 0)).isEqualTo(1);
        assertThatThrownBy(() -> SudokuGrid.of(four, "1234", new int[15])).hasMessageContaining("16 values");
        int[] outOfRange = new int[16];
        outOfRange[5] = 5;
        assertThatThrownBy(() -> SudokuGrid.of(four, "1234", outOfRange)).hasMessageContaining("row 2, column 2")
                .hasMessageContaining("value 5");
        int[] conflict = new int[16];
        conflict[0] = 3;
        conflict[3] = 3;
        assertThatThrownBy(() -> SudokuGrid.of(four, "1234", conflict)).hasMessageContaining("same row");
    }

    /**
     * Random givens on grids of several shapes, up to 70x70 (values in a second word of bits): accepted
     * exactly when no two equal givens share a row, column or box, checked pair by pair; otherwise the
     * message names the first cell (in row order) whose value an earlier cell holds in its row, column or
     * box (in that order), and the first such earlier cell.
     */
    @Test
    void of_randomGivens_conflictsAsAPairwiseCheckFindsThem() {
        SudokuShape[] shapes = {new SudokuShape(1, 1), new SudokuShape(2, 2), new SudokuShape(2, 3),
            new SudokuShape(3, 2), new SudokuShape(3, 3), new SudokuShape(2, 5), new SudokuShape(7, 10)};
        Seeded.repeat("SudokuGridTest.randomConflicts", 0x5D0C_0F11L, 300, (round, rnd) -> {
            SudokuShape shape = shapes[round % shapes.length];
            int n = shape.size();
            int[] values = new int[n * n];
            int givens = rnd.nextInt(3 * n + 2);
            for (int k = 0; k < givens; k++) {
                values[rnd.nextInt(n * n)] = 1 + rnd.nextInt(n);
            }
            String expected = firstConflict(shape, values);
            String alphabet = alphabet(n);
            if (expected == null) {
                assertThat(SudokuGrid.of(shape, alphabet, values).givenCount()).isEqualTo(givenCount(values));
            } else {
                assertThatThrownBy(() -> SudokuGrid.of(shape, alphabet, values)).as(shape + " round " + round)
                        .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith(expected);
            }
        });
    }

    /**
     * Random puzzles on one line in the default alphabet (its table path), with blanks written '.', '0' and
     * '_', symbols beyond the grid's size and others: the values, the first unknown symbol or the first
     * conflict as an independent reading says, for 4x4, 9x9 and 16x16 grids.
     */
    @Test
    void parse_randomOneLinePuzzles_readAsTheAlphabetSays() {
        String pool = "123456789ABCDEFGH.0_.._xZ@$a";
        Seeded.repeat("SudokuGridTest.randomLines", 0x0DE_1A5L, 600, (round, rnd) -> {
            int n = new int[] {4, 9, 16}[round % 3];
            StringBuilder line = new StringBuilder();
            boolean sparse = rnd.nextInt(4) != 0; // mostly blanks, so that some grids are free of conflicts
            for (int k = 0; k < n * n; k++) {
                line.append(sparse && rnd.nextInt(5) != 0 ? '.' : pool.charAt(rnd.nextInt(pool.length())));
            }
            SudokuShape shape = SudokuShape.forSize(n);
            int[] values = new int[n * n];
            String error = null;
            for (int k = 0; k < n * n && error == null; k++) {
                char ch = line.charAt(k);
                int v = SudokuGrid.DEFAULT_ALPHABET.indexOf(ch) + 1;
                if (ch == '.' || ch == '0' || ch == '_') {
                    values[k] = 0;
                } else if (v >= 1 && v <= n) {
                    values[k] = v;
                } else {
                    error = "row " + (k / n + 1) + ", column " + (k % n + 1) + ": unknown symbol '" + ch + "'";
                }
            }
            String conflict = error == null ? firstConflict(shape, values) : null;
            String text = line.toString();
            if (error != null) {
                assertThatThrownBy(() -> SudokuGrid.parse(text, shape, SudokuGrid.DEFAULT_ALPHABET)).as(text)
                        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(error);
            } else if (conflict != null) {
                assertThatThrownBy(() -> SudokuGrid.parse(text, shape, SudokuGrid.DEFAULT_ALPHABET)).as(text)
                        .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith(conflict);
            } else {
                SudokuGrid g = SudokuGrid.parse(text, shape, SudokuGrid.DEFAULT_ALPHABET);
                for (int k = 0; k < n * n; k++) {
                    assertThat(g.value(k / n, k % n)).as(text + " cell " + k).isEqualTo(values[k]);
                }
            }
        });
    }

    private static String alphabet(int n) {
        StringBuilder b = new StringBuilder();
        for (char ch = '!'; b.length() < n; ch++) {
            if (ch != '.' && ch != '0' && ch != '_') {
                b.append(ch);
            }
        }
        return b.toString();
    }

    private static int givenCount(int[] values) {
        int count = 0;
        for (int v : values) {
            count += v != 0 ? 1 : 0;
        }
        return count;
    }

    /** The end of the message for the first conflict, by comparing every pair of cells; null when none. */
    private static String firstConflict(SudokuShape shape, int[] values) {
        int n = shape.size();
        for (int cell = 0; cell < n * n; cell++) {
            if (values[cell] == 0) {
                continue;
            }
            int r = cell / n;
            int c = cell % n;
            String[] kinds = {"row", "column", "box"};
            for (int kind = 0; kind < 3; kind++) {
                for (int other = 0; other < cell; other++) {
                    int r2 = other / n;
                    int c2 = other % n;
                    boolean unit = kind == 0 ? r == r2 : kind == 1 ? c == c2
                            : r / shape.boxRows() == r2 / shape.boxRows() && c / shape.boxColumns() == c2 / shape.boxColumns();
                    if (unit && values[other] == values[cell]) {
                        return "at row " + (r2 + 1) + ", column " + (c2 + 1) + " and at row " + (r + 1) + ", column "
                                + (c + 1) + " (same " + kinds[kind] + ")";
                    }
                }
            }
        }
        return null;
    }

    @Test
    void value_outsideGrid_throwsIndexOutOfBounds() {
        SudokuGrid g = SudokuGrid.parse(WIKIPEDIA);
        assertThatThrownBy(() -> g.value(9, 0)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> g.symbol(0, -1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void parse_64x64WithDefaultAlphabet_roundTrips() {
        int n = 64;
        StringBuilder line = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = (8 * (r % 8) + r / 8 + c) % n;
                line.append((r + c) % 3 == 0 ? '.' : SudokuGrid.DEFAULT_ALPHABET.charAt(v));
            }
        }
        SudokuGrid g = SudokuGrid.parse(line.toString());
        assertThat(g.shape()).isEqualTo(new SudokuShape(8, 8));
        assertThat(g.toLine()).isEqualTo(line.toString());
        assertThat(SudokuGrid.parse(g.toText())).isEqualTo(g);
    }
}
