/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable, well-formed Sudoku grid: a puzzle with blanks, or a solved grid.
 *
 * <p>Each cell holds a <em>value</em>, 0 for a blank or {@code 1..n} for a symbol, and is written as one
 * character: a blank as {@code .}, the value {@code v} as the {@code v}-th character of the grid's
 * <em>symbols</em>. The default symbols are the first {@code n} characters of {@link #DEFAULT_ALPHABET}:
 * {@code 1-9}, then {@code A-Z}, then {@code a-z}, then {@code @ # $} (64 in all, enough for 64x64 grids with
 * 8x8 boxes). Other conventions need an explicit alphabet, for example {@code "0123456789ABCDEF"} for
 * hexadecimal 16x16 puzzles; larger grids always do.
 *
 * <p>Text is parsed in either of the usual forms: one line of {@code n*n} cells, or {@code n} lines of
 * {@code n} cells. Layout is ignored: white space anywhere (no-break spaces too), {@code |} between cells,
 * blank lines and separator lines drawn with {@code - + = |} (such as {@code ------+-------+------}), so a
 * grid pasted from a web page or a book reads as it is:
 *
 * <pre>
 * 5 3 . | . 7 . | . . .
 * 6 . . | 1 9 5 | . . .
 * ------+-------+------
 * ...
 * </pre>
 *
 * <p>A blank cell is {@code .}, or {@code 0} or {@code _} when that character is not one of the grid's
 * symbols (a character of an explicit alphabet is never a separator either). {@link SudokuReader} reads
 * many puzzles, in these layouts or one per line, from a stream.
 *
 * <p><b>16x16 grids without an explicit alphabet</b> are written in two conventions: the default symbols
 * {@code 1-9A-G} (with {@code 0} or {@code .} for a blank) and hexadecimal {@code 0-9A-F} (with {@code .}).
 * The parsers that take no alphabet read a 16x16 grid the only way it fits: with {@code G}, in the default
 * symbols; with {@code 0} and {@code .} (or {@code _}) but no {@code G}, in hexadecimal. A grid that fits both (neither
 * {@code 0} nor {@code G}, or {@code 0} as the only blank) is refused with a message that says to give the
 * alphabet, never silently misread.
 *
 * <p><b>Well-formed by construction.</b> {@link #parse(String)} and {@link #of(SudokuShape, String, int[])}
 * throw {@link IllegalArgumentException} for a wrong length, a character that is neither a blank nor a
 * symbol, and <em>conflicting givens</em> (two equal symbols in one row, column or box); the message names
 * the line or the cells. So a {@code SudokuGrid} never breaks the rules in its givens, and a puzzle that is
 * well-formed but cannot be completed is reported by the solvers as having no solution.
 *
 * <pre>{@code
 * SudokuGrid puzzle = SudokuGrid.parse(
 *     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * SudokuGrid solution = Sudoku.solve(puzzle).orElseThrow();
 * System.out.println(solution.toText());   // nine lines of nine digits
 * }</pre>
 */
public final class SudokuGrid {

    /**
     * The default symbols, in value order: {@code 1-9}, {@code A-Z}, {@code a-z}, then {@code @}, {@code #}
     * and {@code $}. A grid of size {@code n} uses the first {@code n}; grids larger than 64x64 need an
     * explicit alphabet.
     */
    public static final String DEFAULT_ALPHABET =
            "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#$";

    /** The character of a blank cell. */
    static final char BLANK = '.';

    private final SudokuShape shape;
    private final String symbols;
    private final int[] values;

    private SudokuGrid(SudokuShape shape, String symbols, int[] values) {
        this.shape = shape;
        this.symbols = symbols;
        this.values = values;
    }

    /**
     * Parses a puzzle whose shape is inferred from the text: one line of {@code n*n} characters or
     * {@code n} lines of {@code n} characters, with square boxes, and the default alphabet.
     *
     * @param text the puzzle
     * @return the grid
     * @throws IllegalArgumentException if the text is empty, not square, has no square boxes (give the
     *     shape with {@link #parse(String, SudokuShape)}), holds an unknown character or conflicting givens
     * @throws NullPointerException if {@code text} is null
     */
    public static SudokuGrid parse(String text) {
        List<String> lines = SudokuText.lines(text, DEFAULT_ALPHABET);
        SudokuShape shape = SudokuText.inferShape(lines);
        return parse(lines, shape, readingOf(lines, shape));
    }

    /** The alphabet 16x16 grids are written in when hexadecimal. */
    public static final String HEXADECIMAL = "0123456789ABCDEF";

    /**
     * Returns the alphabet a grid written without one is read in: the default, or hexadecimal for a 16x16
     * grid with {@code 0} and {@code .} (or {@code _}) but no {@code G}; refuses a 16x16 grid that fits both.
     */
    private static String readingOf(List<String> lines, SudokuShape shape) {
        if (shape.size() != 16) {
            return DEFAULT_ALPHABET;
        }
        boolean zero = false;
        boolean g = false;
        boolean dot = false;
        for (String line : lines) {
            zero |= line.indexOf('0') >= 0;
            g |= line.indexOf('G') >= 0;
            dot |= line.indexOf(BLANK) >= 0 || line.indexOf('_') >= 0;
        }
        if (g) {
            return DEFAULT_ALPHABET;
        }
        if (zero && dot) {
            return HEXADECIMAL;
        }
        throw new IllegalArgumentException("this 16x16 grid can be read in two alphabets: "
                + (zero ? "its '0' may be a blank (symbols 1-9A-G) or a symbol (0-9A-F)"
                        : "it has neither '0' nor 'G', so its symbols may be 1-9A-G or 0-9A-F")
                + "; give the alphabet (the CLI's --alphabet 123456789ABCDEFG or --alphabet 0123456789ABCDEF,"
                + " or SudokuGrid.parse(text, shape, alphabet))");
    }

    /**
     * Parses a puzzle of the given shape with the default alphabet (a 16x16 grid as the class notes say).
     *
     * @param text one line of {@code n*n} characters or {@code n} lines of {@code n} characters
     * @param shape the shape of the grid
     * @return the grid
     * @throws IllegalArgumentException if the text has the wrong length, holds an unknown character or
     *     conflicting givens, or the grid is larger than 64x64 (give an alphabet)
     * @throws NullPointerException if an argument is null
     */
    public static SudokuGrid parse(String text, SudokuShape shape) {
        Objects.requireNonNull(shape, "shape");
        List<String> lines = SudokuText.lines(text, DEFAULT_ALPHABET);
        return parse(lines, shape, readingOf(lines, shape));
    }

    /**
     * Parses a puzzle of the given shape written with the given alphabet.
     *
     * @param text one line of {@code n*n} characters or {@code n} lines of {@code n} characters
     * @param shape the shape of the grid
     * @param alphabet the symbols in value order; the first {@code n} are used. They must be distinct and
     *     may not be {@code .} or whitespace
     * @return the grid
     * @throws IllegalArgumentException if the alphabet is too short or invalid, the text has the wrong
     *     length, holds an unknown character or conflicting givens
     * @throws NullPointerException if an argument is null
     */
    public static SudokuGrid parse(String text, SudokuShape shape, String alphabet) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(alphabet, "alphabet");
        return parse(SudokuText.lines(text, alphabet), shape, alphabet);
    }

    /**
     * Returns the grid of cleaned rows (one row of {@code n*n} cells or {@code n} rows of {@code n}), in the
     * alphabet, or when it is null in the default one (a 16x16 grid as the class notes say).
     */
    static SudokuGrid parseRows(List<String> lines, SudokuShape shape, String alphabet) {
        return parse(lines, shape, alphabet != null ? alphabet : readingOf(lines, shape));
    }

    private static SudokuGrid parse(List<String> lines, SudokuShape shape, String alphabet) {
        String symbols = SudokuText.symbols(shape, alphabet, DEFAULT_ALPHABET);
        int[] values = SudokuText.values(lines, shape, symbols);
        checkConflicts(shape, symbols, values);
        return new SudokuGrid(shape, symbols, values);
    }

    /**
     * Creates a grid from values given row by row.
     *
     * @param shape the shape of the grid
     * @param alphabet the symbols used to write the grid, as for {@link #parse(String, SudokuShape, String)}
     *     (for example {@link #DEFAULT_ALPHABET})
     * @param values {@code n*n} values, row by row: 0 for a blank, {@code 1..n} for a symbol (copied)
     * @return the grid
     * @throws IllegalArgumentException if there are not {@code n*n} values, a value is out of range, the
     *     alphabet is invalid, or two equal values conflict
     * @throws NullPointerException if an argument is null
     */
    public static SudokuGrid of(SudokuShape shape, String alphabet, int[] values) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(values, "values");
        String symbols = SudokuText.symbols(shape, alphabet, DEFAULT_ALPHABET);
        int n = shape.size();
        if (values.length != n * n) {
            throw new IllegalArgumentException("a " + shape + " grid needs " + n * n + " values, got " + values.length);
        }
        for (int k = 0; k < values.length; k++) {
            if (values[k] < 0 || values[k] > n) {
                throw new IllegalArgumentException("row " + (k / n + 1) + ", column " + (k % n + 1) + ": value "
                        + values[k] + " is out of range 0.." + n);
            }
        }
        int[] copy = values.clone();
        checkConflicts(shape, symbols, copy);
        return new SudokuGrid(shape, symbols, copy);
    }

    static void checkConflicts(SudokuShape shape, String symbols, int[] values) {
        int n = shape.size();
        int boxRows = shape.boxRows();
        int boxColumns = shape.boxColumns();
        // seen[unit]: the values held in that unit (rows, then columns, then boxes), as bits
        int words = (n + 63) >>> 6;
        long[] seen = new long[3 * n * words];
        for (int r = 0, cell = 0; r < n; r++) {
            int boxes = 2 * n + r / boxRows * boxRows;
            for (int c = 0, box = boxes, inBox = 0; c < n; c++, cell++) {
                int v = values[cell];
                if (v != 0) {
                    int w = (v - 1) >>> 6;
                    long bit = 1L << (v - 1);
                    long row = seen[r * words + w];
                    long column = seen[(n + c) * words + w];
                    long inThisBox = seen[box * words + w];
                    if (((row | column | inThisBox) & bit) != 0) {
                        throw conflict(shape, symbols, values, cell);
                    }
                    seen[r * words + w] = row | bit;
                    seen[(n + c) * words + w] = column | bit;
                    seen[box * words + w] = inThisBox | bit;
                }
                if (++inBox == boxColumns) {
                    inBox = 0;
                    box++;
                }
            }
        }
    }

    /**
     * Returns the error for the first conflict of the givens, found at {@code cell}: its value is already in
     * the cell's row, column or box (checked in that order), at the first cell that holds it there.
     */
    private static IllegalArgumentException conflict(SudokuShape shape, String symbols, int[] values, int cell) {
        int n = shape.size();
        int r = cell / n;
        int c = cell % n;
        int v = values[cell];
        String[] kinds = {"row", "column", "box"};
        for (int kind = 0; kind < 3; kind++) {
            for (int other = 0; other < cell; other++) {
                int r2 = other / n;
                int c2 = other % n;
                boolean same = kind == 0 ? r2 == r : kind == 1 ? c2 == c : shape.box(r2, c2) == shape.box(r, c);
                if (same && values[other] == v) {
                    return new IllegalArgumentException("conflicting givens: '" + symbols.charAt(v - 1)
                            + "' at row " + (r2 + 1) + ", column " + (c2 + 1) + " and at row " + (r + 1)
                            + ", column " + (c + 1) + " (same " + kinds[kind] + ")");
                }
            }
        }
        throw new AssertionError("no conflict at cell " + cell);
    }

    /**
     * Returns the shape of the grid.
     *
     * @return the shape
     */
    public SudokuShape shape() {
        return shape;
    }

    /**
     * Returns the number of rows, columns and symbols, {@code n}.
     *
     * @return the grid size
     */
    public int size() {
        return shape.size();
    }

    /**
     * Returns the grid's symbols, in value order: the value {@code v} is written as {@code symbols().charAt(v - 1)}.
     *
     * @return {@code n} distinct characters
     */
    public String symbols() {
        return symbols;
    }

    /**
     * Returns the value of a cell.
     *
     * @param row a row, {@code 0 <= row < n}
     * @param column a column, {@code 0 <= column < n}
     * @return 0 for a blank, or {@code 1..n}
     * @throws IndexOutOfBoundsException if the row or column is out of range
     */
    public int value(int row, int column) {
        int n = size();
        Objects.checkIndex(row, n);
        Objects.checkIndex(column, n);
        return values[row * n + column];
    }

    /**
     * Returns the character of a cell: {@code .} for a blank, otherwise its symbol.
     *
     * @param row a row, {@code 0 <= row < n}
     * @param column a column, {@code 0 <= column < n}
     * @return the cell's character
     * @throws IndexOutOfBoundsException if the row or column is out of range
     */
    public char symbol(int row, int column) {
        int v = value(row, column);
        return v == 0 ? BLANK : symbols.charAt(v - 1);
    }

    /**
     * Returns the values row by row.
     *
     * @return a new array of {@code n*n} values, 0 for a blank
     */
    public int[] values() {
        return values.clone();
    }

    /**
     * Returns the number of cells that are not blank (the givens of a puzzle).
     *
     * @return the number of filled cells
     */
    public int givenCount() {
        int count = 0;
        for (int v : values) {
            if (v != 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * Returns whether every cell is filled. A complete grid is a valid Sudoku solution, since a grid never
     * holds conflicting symbols.
     *
     * @return true when there is no blank
     */
    public boolean isComplete() {
        return givenCount() == values.length;
    }

    /**
     * Returns the grid on one line of {@code n*n} characters, row by row, with {@code .} for blanks.
     *
     * @return the line, which {@link #parse(String, SudokuShape, String)} reads back
     */
    public String toLine() {
        StringBuilder sb = new StringBuilder(values.length);
        for (int v : values) {
            sb.append(v == 0 ? BLANK : symbols.charAt(v - 1));
        }
        return sb.toString();
    }

    /**
     * Returns the grid as {@code n} lines of {@code n} characters separated by {@code '\n'} (no newline at
     * the end), with {@code .} for blanks.
     *
     * @return the text, which {@link #parse(String, SudokuShape, String)} reads back
     */
    public String toText() {
        int n = size();
        StringBuilder sb = new StringBuilder(values.length + n);
        for (int k = 0; k < values.length; k++) {
            if (k > 0 && k % n == 0) {
                sb.append('\n');
            }
            int v = values[k];
            sb.append(v == 0 ? BLANK : symbols.charAt(v - 1));
        }
        return sb.toString();
    }

    /**
     * Returns the grid laid out for reading: {@code n} rows of cells separated by spaces, {@code |} between
     * boxes, and a line such as {@code ------+-------+------} between bands of boxes; {@code .} for blanks;
     * lines separated by {@code '\n'}, no newline at the end. For a 9x9 grid:
     *
     * <pre>
     * 5 3 4 | 6 7 8 | 9 1 2
     * 6 7 2 | 1 9 5 | 3 4 8
     * 1 9 8 | 3 4 2 | 5 6 7
     * ------+-------+------
     * ...
     * </pre>
     *
     * @return the text, which {@link SudokuReader} reads back (it skips the spaces, bars and separator lines)
     */
    public String toGrid() {
        int n = size();
        int boxRows = shape.boxRows();
        int boxColumns = shape.boxColumns();
        StringBuilder separator = new StringBuilder();
        for (int b = 0; b < n / boxColumns; b++) {
            int dashes = 2 * boxColumns - 1 + (b > 0 ? 1 : 0) + (b < n / boxColumns - 1 ? 1 : 0);
            separator.append(b > 0 ? "+" : "").append("-".repeat(dashes));
        }
        StringBuilder sb = new StringBuilder(values.length * 2 + 4 * n * n / boxRows);
        for (int r = 0; r < n; r++) {
            if (r > 0) {
                sb.append('\n');
                if (r % boxRows == 0) {
                    sb.append(separator).append('\n');
                }
            }
            for (int c = 0; c < n; c++) {
                if (c > 0) {
                    sb.append(c % boxColumns == 0 ? " | " : " ");
                }
                int v = values[r * n + c];
                sb.append(v == 0 ? BLANK : symbols.charAt(v - 1));
            }
        }
        return sb.toString();
    }

    /**
     * Returns the grid as an SVG picture: thin lines between cells, thick ones around boxes and the grid,
     * every symbol as a {@code <text class="given">} in bold. For a puzzle, these are its givens.
     *
     * @return a standalone SVG document
     */
    public String toSvg() {
        return SudokuPicture.draw(this, this);
    }

    /**
     * Returns this grid, a solution of {@code puzzle} (or a partly filled one), as an SVG picture in which
     * the puzzle's givens are bold ({@code <text class="given">}) and the other symbols regular and blue
     * ({@code <text class="filled">}); thin lines between cells, thick ones around boxes and the grid.
     *
     * @param puzzle the puzzle whose givens are drawn bold
     * @return a standalone SVG document
     * @throws IllegalArgumentException if the puzzle has another shape, or a given that this grid does not
     *     hold
     * @throws NullPointerException if {@code puzzle} is null
     */
    public String toSvg(SudokuGrid puzzle) {
        Objects.requireNonNull(puzzle, "puzzle");
        if (!puzzle.shape.equals(shape)) {
            throw new IllegalArgumentException("the puzzle is " + puzzle.shape + ", this grid " + shape);
        }
        for (int k = 0; k < values.length; k++) {
            if (puzzle.values[k] != 0 && puzzle.values[k] != values[k]) {
                throw new IllegalArgumentException("row " + (k / size() + 1) + ", column " + (k % size() + 1)
                        + ": the puzzle's given is not in this grid");
            }
        }
        return SudokuPicture.draw(this, puzzle);
    }

    /**
     * Returns whether another grid has the same shape, symbols and values.
     *
     * @param o another object
     * @return true for an equal grid
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof SudokuGrid)) {
            return false;
        }
        SudokuGrid g = (SudokuGrid) o;
        return shape.equals(g.shape) && symbols.equals(g.symbols) && Arrays.equals(values, g.values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(shape, symbols, Arrays.hashCode(values));
    }

    /** Returns the grid on one line, as {@link #toLine()}. */
    @Override
    public String toString() {
        return toLine();
    }

    /** Returns the values array itself, for the solvers in this package; callers must not modify it. */
    int[] valueArray() {
        return values;
    }

    /** Creates a grid from trusted values (already checked), for the decoders in this package. */
    static SudokuGrid trusted(SudokuShape shape, String symbols, int[] values) {
        return new SudokuGrid(shape, symbols, values);
    }
}
