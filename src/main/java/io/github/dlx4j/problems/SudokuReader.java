/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads Sudoku puzzles from a stream one at a time, in any mix of the usual layouts: one puzzle per line,
 * or a grid of {@code n} lines (pasted from a web page or a book, with the spaces, {@code |} and
 * {@code ---+---} lines that {@link SudokuGrid} ignores). Grids may follow one another directly or be
 * separated by blank lines. Lines that start with {@code #} are comments (unless {@code #} is a symbol of
 * the grid).
 *
 * <p><b>Which lines make a puzzle.</b> Spaces and separators do not count, only cells. A line of
 * {@code n*n} cells is a puzzle on its own; a line of {@code n} cells starts a grid, whose next {@code n - 1}
 * rows follow, each of {@code n} cells. Without a shape, grids have square boxes: a line of 81 cells is a
 * 9x9 puzzle, a line of 9 cells the first row of a 9x9 grid. A line of 16 cells could be either (a 4x4
 * puzzle or a row of a 16x16 grid): consecutive lines of 16 cells are the rows of a 16x16 grid when one of
 * them holds a symbol that a 4x4 puzzle cannot, or a separator line comes between them, and 4x4 puzzles
 * otherwise (give the shape 4x4 to read such lines as a grid). So a 4x4 puzzle is returned only when the
 * line that decides has been read: at most 16 lines later, or at a blank line, a line of another length
 * or the end of the input.
 *
 * <p><b>Streaming.</b> The reader keeps at most one grid's lines, never the input: a file of any length
 * goes through in constant memory, and each puzzle is returned as soon as its last line is read. A line
 * longer than {@link #MAX_LINE} characters is an error, so that a binary file never fills the memory.
 *
 * <p><b>Errors</b> are {@link IllegalArgumentException}s whose message starts with the line ({@code line
 * 12: ...}) or the lines of a grid ({@code lines 10-20: ...}): a line that is neither a puzzle nor a row, a
 * row of another length than the grid's first, a grid cut short by a blank line or the end of the input, an
 * unknown symbol, conflicting givens. The reader cannot go on after an error.
 *
 * <pre>{@code
 * try (Reader in = Files.newBufferedReader(Path.of("puzzles.txt"))) {
 *     SudokuReader puzzles = new SudokuReader(in);
 *     for (SudokuGrid p; (p = puzzles.next()) != null;) {
 *         System.out.println(Sudoku.solve(p).map(SudokuGrid::toLine).orElse("no solution"));
 *     }
 * }
 * }</pre>
 */
public final class SudokuReader {

    /** The longest line read, in characters: a 256x256 puzzle on one line with spaces between cells. */
    public static final int MAX_LINE = 1 << 20;

    private final Reader in;
    private final SudokuShape shape;
    private final String alphabet;
    private final String pool;
    private final char[] buffer = new char[1 << 13];
    private int position;
    private int limit;
    private boolean eof;
    private final StringBuilder line = new StringBuilder();
    private long lineNumber;
    private long puzzleLine;

    /** The rows of the grid being read, and the numbers of their lines. */
    private final List<String> rows = new ArrayList<>();
    private final List<Long> rowLines = new ArrayList<>();
    /** Whether the rows read so far may still be puzzles on one line each (a line of 16 cells). */
    private boolean undecided;
    /** Puzzles found and not yet returned: each a list of rows and the lines they came from. */
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();

    private record Pending(List<String> rows, long first, long last) {
    }

    /**
     * Creates a reader of puzzles with square boxes in the default alphabet (16x16 grids read as
     * {@link SudokuGrid} says).
     *
     * @param in the text; the reader reads it as needed and does not close it
     * @throws NullPointerException if {@code in} is null
     */
    public SudokuReader(Reader in) {
        this(in, null, null);
    }

    /**
     * Creates a reader of puzzles of one shape, or in one alphabet.
     *
     * @param in the text; the reader reads it as needed and does not close it
     * @param shape the shape of every puzzle, or null for square boxes inferred from each puzzle's size
     * @param alphabet the symbols, as for {@link SudokuGrid#parse(String, SudokuShape, String)}, or null for
     *     the default alphabet (16x16 grids read as {@link SudokuGrid} says)
     * @throws IllegalArgumentException if the alphabet is too short for the shape, or invalid
     * @throws NullPointerException if {@code in} is null
     */
    public SudokuReader(Reader in, SudokuShape shape, String alphabet) {
        this.in = Objects.requireNonNull(in, "in");
        this.shape = shape;
        this.alphabet = alphabet;
        this.pool = alphabet != null ? alphabet : SudokuGrid.DEFAULT_ALPHABET;
        if (shape != null) {
            SudokuText.symbols(shape, pool, SudokuGrid.DEFAULT_ALPHABET);
        }
    }

    /**
     * Returns the number of lines read so far.
     *
     * @return the number of the last line read, from 1 (0 before the first)
     */
    public long lineNumber() {
        return lineNumber;
    }

    /**
     * Returns the line where the puzzle last returned by {@link #next()} starts.
     *
     * @return a line number, from 1 (0 before the first puzzle)
     */
    public long puzzleLine() {
        return puzzleLine;
    }

    /**
     * Returns the next puzzle.
     *
     * @return the puzzle, or null at the end of the input
     * @throws IllegalArgumentException if the input is malformed (see the class notes); the message names
     *     the line
     * @throws IOException if reading fails
     */
    public SudokuGrid next() throws IOException {
        while (pending.isEmpty()) {
            String raw = readLine();
            if (raw == null) {
                endOfGrid("the end of the input");
                if (pending.isEmpty()) {
                    return null;
                }
                break;
            }
            accept(raw);
        }
        Pending p = pending.poll();
        puzzleLine = p.first;
        int n = p.rows.size() == 1 ? p.rows.get(0).length() : p.rows.size();
        try {
            SudokuShape s = shape != null ? shape
                    : p.rows.size() == 1 ? SudokuShape.forLineLength(n) : SudokuShape.forSize(n);
            return SudokuGrid.parseRows(p.rows, s, alphabet);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(p.first, p.last) + e.getMessage(), e);
        }
    }

    private void accept(String raw) {
        String cells = SudokuText.clean(raw, pool);
        if (cells == null) {
            undecided = false; // a separator line: the rows read so far are a grid
            return;
        }
        if (cells.isEmpty()) {
            endOfGrid("a blank line");
            return;
        }
        if (raw.strip().charAt(0) == '#' && isComment(cells.length())) {
            return;
        }
        if (!rows.isEmpty()) {
            int n = rows.get(0).length();
            if (cells.length() == n) {
                addRow(cells);
                undecided &= fitsOneLine(cells);
                if (rows.size() == n) {
                    finishGrid();
                }
                return;
            }
            if (!undecided) {
                throw gridError("line " + lineNumber + ": the grid that starts on line " + rowLines.get(0)
                        + " has rows of " + n + " cells, but this line has " + cells.length());
            }
            releaseAsLines();
        }
        begin(cells);
    }

    /** Starts on a line outside a grid: a puzzle on one line, or the first row of a grid. */
    private void begin(String cells) {
        int length = cells.length();
        if (shape != null) {
            int n = shape.size();
            if (length == n * n) {
                pending.add(new Pending(List.of(cells), lineNumber, lineNumber));
            } else if (length == n) {
                addRow(cells);
            } else {
                throw new IllegalArgumentException("line " + lineNumber + ": expected " + n * n + " cells on one line"
                        + " or " + n + " on each of " + n + " lines for a " + shape + " grid, found " + length);
            }
            return;
        }
        boolean oneLine = isSquareOfSquare(length);
        boolean row = isRow(length);
        if (oneLine && !row) {
            pending.add(new Pending(List.of(cells), lineNumber, lineNumber));
        } else if (row) {
            addRow(cells);
            undecided = oneLine && fitsOneLine(cells);
        } else if (isSquare(length)) {
            try {
                SudokuShape.forLineLength(length); // throws: no square boxes, or too large
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + lineNumber + ": " + e.getMessage(), e);
            }
            throw new AssertionError(length);
        } else {
            throw new IllegalArgumentException("line " + lineNumber + ": " + length + " cells are neither a puzzle"
                    + " on one line (81 cells for 9x9, 256 for 16x16) nor a row of a grid with square boxes (9 cells"
                    + " for 9x9); other grids need the box shape, for example 2x3 for 6x6");
        }
    }

    private void addRow(String cells) {
        rows.add(cells);
        rowLines.add(lineNumber);
    }

    /** Ends the grid being read at a blank line or the end of the input. */
    private void endOfGrid(String what) {
        if (rows.isEmpty()) {
            return;
        }
        if (undecided) {
            releaseAsLines();
            return;
        }
        int n = rows.get(0).length();
        if (rows.size() == 1 && !meantAsOneLine(n)) {
            // A lone line of n cells: most likely a puzzle on one line that is too short, not a grid's row.
            throw new IllegalArgumentException("line " + rowLines.get(0) + ": " + n * n + " cells expected for a "
                    + n + "x" + n + " puzzle on one line (or " + n + " lines of " + n + "), got " + n);
        }
        throw gridError("line " + lineNumber + ": the grid that starts on line " + rowLines.get(0) + " ends at "
                + what + " after " + rows.size() + " of its " + n + " rows");
    }

    /**
     * Returns whether a lone line of this many cells was rather meant as a puzzle on one line whose boxes
     * are not square (36: a 6x6 puzzle, not a row of a 36x36 grid). A line of 4 or 9 cells is not: a 2x2 or
     * 3x3 puzzle is no Sudoku anyone means, a row of a 4x4 or 9x9 grid is.
     */
    private boolean meantAsOneLine(int length) {
        return shape == null && isSquare(length) && !isSquareOfSquare(length) && SudokuShape.isqrt(length) > 3;
    }

    /**
     * Returns the error of a grid cut short. A lone first row of n*n cells whose boxes are not square (36: a
     * 6x6 puzzle, or a row of a 36x36 grid) was rather meant as a puzzle on one line that needs its shape.
     */
    private IllegalArgumentException gridError(String message) {
        int length = rows.get(0).length();
        if (rows.size() == 1 && meantAsOneLine(length)) {
            try {
                SudokuShape.forLineLength(length);
            } catch (IllegalArgumentException e) {
                return new IllegalArgumentException("line " + rowLines.get(0) + ": " + e.getMessage(), e);
            }
        }
        return new IllegalArgumentException(message);
    }

    private void finishGrid() {
        if (undecided) {
            releaseAsLines(); // n rows that all fit puzzles on one line: read them so, as always
            return;
        }
        pending.add(new Pending(List.copyOf(rows), rowLines.get(0), lineNumber));
        rows.clear();
        rowLines.clear();
    }

    /** Turns the rows held back into puzzles on one line each. */
    private void releaseAsLines() {
        for (int k = 0; k < rows.size(); k++) {
            pending.add(new Pending(List.of(rows.get(k)), rowLines.get(k), rowLines.get(k)));
        }
        rows.clear();
        rowLines.clear();
        undecided = false;
    }

    /** Returns whether a line of n*n cells, n a square, holds only blanks and the first n symbols. */
    private boolean fitsOneLine(String cells) {
        String symbols = pool.substring(0, Math.min(pool.length(), SudokuShape.isqrt(cells.length())));
        for (int k = 0; k < cells.length(); k++) {
            char ch = cells.charAt(k);
            if (symbols.indexOf(ch) < 0 && ch != SudokuGrid.BLANK && ch != '0' && ch != '_') {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns whether a line that starts with '#' is a comment: '#' is no symbol of the grid it would be
     * part of. In the default alphabet ('#' is the 63rd symbol) only a 64x64 puzzle on one line, or a row of
     * a 64x64 grid given by the shape or begun by a line without '#', can start with it.
     */
    private boolean isComment(int length) {
        int hash = pool.indexOf('#');
        int n = 0;
        if (!rows.isEmpty()) {
            n = rows.get(0).length() == length ? length : 0;
        } else if (shape != null) {
            n = length == shape.size() || length == shape.cellCount() ? shape.size() : 0;
        } else if (alphabet != null && isRow(length)) {
            n = length;
        } else if (isSquareOfSquare(length)) {
            n = SudokuShape.isqrt(length);
        }
        return hash < 0 || hash >= n;
    }

    /** Returns whether a line of this many cells can be a row of a grid with square boxes. */
    private boolean isRow(int length) {
        return length > 1 && isSquare(length) && length <= SudokuShape.MAX_SIZE && length <= pool.length();
    }

    private static boolean isSquareOfSquare(int length) {
        return isSquare(length) && isSquare(SudokuShape.isqrt(length)) && SudokuShape.isqrt(length) <= SudokuShape.MAX_SIZE;
    }

    private static boolean isSquare(int v) {
        int r = SudokuShape.isqrt(v);
        return r * r == v;
    }

    private static String where(long first, long last) {
        return first == last ? "line " + first + ": " : "lines " + first + "-" + last + ": ";
    }

    /**
     * Returns the next line without its end, or null at the end. A line ends at {@code \n}, {@code \r\n} or a
     * lone {@code \r} (old Mac files; the CLI's other readers agree), and the line is returned as soon as its
     * end is read, without waiting to see whether a {@code \n} follows a {@code \r}.
     */
    private String readLine() throws IOException {
        if (eof) {
            return null;
        }
        line.setLength(0);
        boolean any = false;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    eof = true;
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            char ch = buffer[position++];
            if (afterCr) {
                afterCr = false;
                if (ch == '\n') {
                    continue; // the \n of a \r\n
                }
            }
            any = true;
            if (ch == '\n') {
                break;
            }
            if (ch == '\r') {
                afterCr = true;
                break;
            }
            if (line.length() == MAX_LINE) {
                throw new IllegalArgumentException("line " + (lineNumber + 1) + " is longer than " + MAX_LINE
                        + " characters");
            }
            line.append(ch);
        }
        lineNumber++;
        return line.toString();
    }

    /** Whether the last line ended at a {@code \r}, so that a {@code \n} read next belongs to it. */
    private boolean afterCr;
}
