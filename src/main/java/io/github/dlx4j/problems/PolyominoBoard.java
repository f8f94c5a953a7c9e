/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable board to tile: the cells to cover, inside a grid of {@code rows() x columns()} positions;
 * the other positions are holes.
 *
 * <p>A board is a rectangle, or a mask drawn as text with the same convention as a {@link Polyomino}'s
 * picture: one line per row, {@code .}, spaces and tabs are holes, any other character is a cell to cover
 * (or, with {@link #parse(String, int)}, one character for the cells and any other for holes).
 * For example the 8x8 board with its centre 2x2 removed:
 *
 * <pre>{@code
 * PolyominoBoard board = PolyominoBoard.parse("""
 *     ########
 *     ########
 *     ########
 *     ###..###
 *     ###..###
 *     ########
 *     ########
 *     ########
 *     """);
 * PolyominoBoard rectangle = PolyominoBoard.rectangle("6x10");   // 6 rows, 10 columns
 * }</pre>
 */
public final class PolyominoBoard {

    private final int rows;
    private final int columns;
    private final boolean[] cells;
    private final int cellCount;

    private PolyominoBoard(int rows, int columns, boolean[] cells) {
        this.rows = rows;
        this.columns = columns;
        this.cells = cells;
        int count = 0;
        for (boolean b : cells) {
            if (b) {
                count++;
            }
        }
        this.cellCount = count;
    }

    /**
     * Returns a full rectangle.
     *
     * @param rows the number of rows, at least 1
     * @param columns the number of columns, at least 1
     * @return the board
     * @throws IllegalArgumentException if a dimension is less than 1 or the board has more than
     *     {@code Integer.MAX_VALUE / 8} cells
     */
    public static PolyominoBoard rectangle(int rows, int columns) {
        if (rows < 1 || columns < 1) {
            throw new IllegalArgumentException("a board needs at least 1 row and 1 column, was " + rows + "x" + columns);
        }
        if ((long) rows * columns > Integer.MAX_VALUE / 8) {
            throw new IllegalArgumentException("board " + rows + "x" + columns + " is too large");
        }
        boolean[] cells = new boolean[rows * columns];
        Arrays.fill(cells, true);
        return new PolyominoBoard(rows, columns, cells);
    }

    /**
     * Returns a full rectangle written as {@code RxC}: R rows and C columns, for example {@code "6x10"}.
     * The separator may be {@code x} or {@code X}; spaces around the text are ignored.
     *
     * @param dimensions the rows and columns, for example {@code "3x20"}
     * @return the board
     * @throws IllegalArgumentException if the text is not of the form {@code RxC} with positive numbers
     * @throws NullPointerException if {@code dimensions} is null
     */
    public static PolyominoBoard rectangle(String dimensions) {
        String s = dimensions.strip();
        int x = Math.max(s.indexOf('x'), s.indexOf('X'));
        if (x <= 0 || x == s.length() - 1) {
            throw new IllegalArgumentException("board size '" + dimensions + "' is not of the form RxC, for example 6x10");
        }
        try {
            return rectangle(Integer.parseInt(s.substring(0, x)), Integer.parseInt(s.substring(x + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("board size '" + dimensions + "' is not of the form RxC, for example 6x10", e);
        }
    }

    /**
     * Parses a board drawn as text: one line per row; {@code .}, spaces and tabs are holes, any other
     * character is a cell to cover. Blank lines at the start and the end are ignored (blank lines between
     * are rows of holes); a short line is padded with holes to the longest line.
     *
     * <p><b>Unicode.</b> A position is one code point: an emoji or another character outside the Basic
     * Multilingual Plane is one cell, not two. Every Unicode space (no-break spaces too) is a hole, as a
     * space is. Characters that take no place of their own (combining marks, joiners, variation selectors
     * and other format characters, control characters other than tab) are refused, since a picture with
     * them does not show where its cells are.
     *
     * @param text the picture of the board
     * @return the board
     * @throws IllegalArgumentException if the text has no cell, is too large, or holds a character that
     *     takes no place (the message names its line and column)
     * @throws NullPointerException if {@code text} is null
     */
    public static PolyominoBoard parse(String text) {
        return parse(text, -1);
    }

    /**
     * Parses a board drawn with one character for its cells, every other character being a hole: for the
     * puzzle formats that draw cells as {@code .} and holes as {@code #}, {@code parse(text, '.')}. Otherwise
     * as {@link #parse(String)}.
     *
     * @param text the picture of the board
     * @param cell the code point of the cells, such as {@code '.'}; not a space
     * @return the board
     * @throws IllegalArgumentException if {@code cell} is a space or takes no place, or as
     *     {@link #parse(String)}
     * @throws NullPointerException if {@code text} is null
     */
    public static PolyominoBoard parse(String text, int cell) {
        Objects.requireNonNull(text, "text");
        if (cell >= 0 && (!Character.isValidCodePoint(cell) || isSpace(cell) || takesNoPlace(cell))) {
            throw new IllegalArgumentException("the cell character may not be a space or an invisible character,"
                    + " was U+" + String.format("%04X", cell));
        }
        String what = cell < 0 ? "characters other than '.' and spaces" : "'" + Character.toString(cell) + "'";
        List<int[]> lines = new ArrayList<>();
        String[] raw = text.split("\r?\n|\r", -1);
        for (int r = 0; r < raw.length; r++) {
            int[] points = raw[r].codePoints().toArray();
            for (int c = 0; c < points.length; c++) {
                if (takesNoPlace(points[c])) {
                    throw new IllegalArgumentException("line " + (r + 1) + ", column " + (c + 1) + ": U+"
                            + String.format("%04X", points[c]) + " takes no place of its own (a combining mark,"
                            + " joiner, variation selector or control character); draw each position with one"
                            + " character");
                }
            }
            int length = points.length;
            while (length > 0 && isSpace(points[length - 1])) {
                length--;
            }
            lines.add(Arrays.copyOf(points, length));
        }
        while (!lines.isEmpty() && lines.get(0).length == 0) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).length == 0) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("the board has no cells (cells are " + what + ")");
        }
        int rows = lines.size();
        int columns = 0;
        for (int[] line : lines) {
            columns = Math.max(columns, line.length);
        }
        if ((long) rows * columns > Integer.MAX_VALUE / 8) {
            throw new IllegalArgumentException("the board picture is " + rows + "x" + columns + ", too large");
        }
        boolean[] cells = new boolean[rows * columns];
        boolean any = false;
        for (int r = 0; r < rows; r++) {
            int[] line = lines.get(r);
            for (int c = 0; c < line.length; c++) {
                int ch = line[c];
                boolean isCell = cell < 0 ? ch != '.' && !isSpace(ch) : ch == cell;
                cells[r * columns + c] = isCell;
                any |= isCell;
            }
        }
        if (!any) {
            throw new IllegalArgumentException("the board has no cells (cells are " + what + ")");
        }
        return new PolyominoBoard(rows, columns, cells);
    }

    /** Returns whether a code point is a space of any kind: a hole. */
    private static boolean isSpace(int ch) {
        return Character.isWhitespace(ch) || Character.isSpaceChar(ch);
    }

    /** Returns whether a code point takes no position of its own in a picture (tab and such are spaces). */
    private static boolean takesNoPlace(int ch) {
        int type = Character.getType(ch);
        return (type == Character.CONTROL && !Character.isWhitespace(ch)) || type == Character.FORMAT
                || type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK || type == Character.SURROGATE
                || type == Character.UNASSIGNED;
    }

    /**
     * Returns the number of rows of the board's grid.
     *
     * @return the rows
     */
    public int rows() {
        return rows;
    }

    /**
     * Returns the number of columns of the board's grid.
     *
     * @return the columns
     */
    public int columns() {
        return columns;
    }

    /**
     * Returns the number of cells to cover.
     *
     * @return the board's area
     */
    public int cellCount() {
        return cellCount;
    }

    /**
     * Returns whether a position is a cell to cover.
     *
     * @param row a row, from 0
     * @param column a column, from 0
     * @return true for a cell; false for a hole or a position outside the grid
     */
    public boolean isCell(int row, int column) {
        return row >= 0 && row < rows && column >= 0 && column < columns && cells[row * columns + column];
    }

    /**
     * Returns the board as text: {@code #} for a cell and {@code .} for a hole, one line per row, separated
     * by {@code '\n'} (no newline at the end).
     *
     * @return the picture, which {@link #parse(String)} reads back
     */
    public String picture() {
        StringBuilder sb = new StringBuilder(rows * (columns + 1));
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('\n');
            }
            for (int c = 0; c < columns; c++) {
                sb.append(cells[r * columns + c] ? '#' : '.');
            }
        }
        return sb.toString();
    }

    /**
     * Returns the number of each grid position among the cells, row by row from 0, or -1 for a hole.
     */
    int[] cellNumbers() {
        int[] numbers = new int[cells.length];
        int k = 0;
        for (int pos = 0; pos < cells.length; pos++) {
            numbers[pos] = cells[pos] ? k++ : -1;
        }
        return numbers;
    }

    /**
     * Returns how a symmetry of the square maps the board onto itself, acting on the bounding box of its
     * cells: {@code map[k]} is the number of the image of cell {@code k} (cells numbered as
     * {@link #cellNumbers()}), or null when the transform does not map the board onto itself.
     */
    int[] cellMap(Transform t) {
        int minR = rows;
        int maxR = -1;
        int minC = columns;
        int maxC = -1;
        for (int pos = 0; pos < cells.length; pos++) {
            if (cells[pos]) {
                minR = Math.min(minR, pos / columns);
                maxR = Math.max(maxR, pos / columns);
                minC = Math.min(minC, pos % columns);
                maxC = Math.max(maxC, pos % columns);
            }
        }
        int h = maxR - minR + 1;
        int w = maxC - minC + 1;
        if (t.swapsAxes() && h != w) {
            return null;
        }
        int[] numbers = cellNumbers();
        int[] map = new int[cellCount];
        for (int pos = 0; pos < cells.length; pos++) {
            if (cells[pos]) {
                int r = pos / columns - minR;
                int c = pos % columns - minC;
                int ir = t.row(r, c, h, w) + minR;
                int ic = t.column(r, c, h, w) + minC;
                if (!isCell(ir, ic)) {
                    return null;
                }
                map[numbers[pos]] = numbers[ir * columns + ic];
            }
        }
        return map;
    }

    /**
     * Returns whether another board has the same grid and cells.
     *
     * @param o another object
     * @return true for an equal board
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PolyominoBoard)) {
            return false;
        }
        PolyominoBoard b = (PolyominoBoard) o;
        return rows == b.rows && columns == b.columns && Arrays.equals(cells, b.cells);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * rows + columns) + Arrays.hashCode(cells);
    }

    /** Returns the size and cell count, for example {@code "PolyominoBoard[8x8, 60 cells]"}. */
    @Override
    public String toString() {
        return "PolyominoBoard[" + rows + "x" + columns + ", " + cellCount + " cells]";
    }
}
