/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable named polyomino: a non-empty, edge-connected set of cells of the square grid, in one fixed
 * orientation.
 *
 * <p>The cells are kept normalized (the topmost row and the leftmost column are 0). A piece is drawn as
 * text, one line per row: {@code .} and spaces are empty, any other non-whitespace character is a cell.
 * {@link #orientations(boolean, boolean)} returns the distinct fixed orientations that rotation and
 * reflection give. {@link Polyominoes} has the standard sets.
 *
 * <pre>{@code
 * Polyomino f = Polyomino.parse("F", """
 *     .##
 *     ##.
 *     .#.
 *     """);
 * int free = f.orientations(true, true).size();        // 8
 * int oneSided = f.orientations(true, false).size();   // 4
 * }</pre>
 */
public final class Polyomino {

    private final String name;
    private final int height;
    private final int width;
    /** The cells as {@code row * width + column}, ascending (row-major order). */
    private final int[] cells;

    private Polyomino(String name, int height, int width, int[] cells) {
        this.name = name;
        this.height = height;
        this.width = width;
        this.cells = cells;
    }

    /**
     * Parses a piece from a picture.
     *
     * @param name the piece's name: non-empty, without whitespace (a single letter renders best)
     * @param picture one line per row; {@code .}, spaces and tabs are empty, any other character is a cell.
     *     Blank lines at the start and the end are ignored
     * @return the piece, normalized
     * @throws IllegalArgumentException if the name is empty or has whitespace, the picture has no cell, or
     *     its cells are not edge-connected (the message names a cell that is cut off)
     * @throws NullPointerException if an argument is null
     */
    public static Polyomino parse(String name, String picture) {
        checkName(name);
        Objects.requireNonNull(picture, "picture");
        List<int[]> found = new ArrayList<>();
        String[] lines = picture.split("\r?\n|\r", -1);
        for (int r = 0; r < lines.length; r++) {
            String line = lines[r];
            for (int c = 0; c < line.length(); c++) {
                char ch = line.charAt(c);
                if (ch != '.' && !Character.isWhitespace(ch)) {
                    found.add(new int[] {r, c});
                }
            }
        }
        if (found.isEmpty()) {
            throw new IllegalArgumentException("piece '" + name + "' has no cells (cells are characters other than"
                    + " '.' and spaces)");
        }
        int[] rows = new int[found.size()];
        int[] cols = new int[found.size()];
        for (int k = 0; k < rows.length; k++) {
            rows[k] = found.get(k)[0];
            cols[k] = found.get(k)[1];
        }
        Polyomino p = normalized(name, rows, cols);
        p.checkConnected();
        return p;
    }

    private static void checkName(String name) {
        Objects.requireNonNull(name, "name");
        if (name.isEmpty()) {
            throw new IllegalArgumentException("piece name is empty");
        }
        for (int k = 0; k < name.length(); k++) {
            if (Character.isWhitespace(name.charAt(k))) {
                throw new IllegalArgumentException("piece name '" + name + "' contains whitespace");
            }
        }
    }

    private static int minOf(int[] a) {
        int m = Integer.MAX_VALUE;
        for (int v : a) {
            m = Math.min(m, v);
        }
        return m;
    }

    /** Returns the piece with the given cells, translated so that the top row and left column are 0. */
    static Polyomino normalized(String name, int[] rows, int[] cols) {
        int minR = minOf(rows);
        int minC = minOf(cols);
        int h = 0;
        int w = 0;
        for (int k = 0; k < rows.length; k++) {
            h = Math.max(h, rows[k] - minR + 1);
            w = Math.max(w, cols[k] - minC + 1);
        }
        int[] codes = new int[rows.length];
        for (int k = 0; k < rows.length; k++) {
            codes[k] = (rows[k] - minR) * w + (cols[k] - minC);
        }
        Arrays.sort(codes);
        return new Polyomino(name, h, w, codes);
    }

    private void checkConnected() {
        boolean[] seen = new boolean[height * width];
        int[] stack = new int[cells.length];
        int top = 0;
        stack[top++] = cells[0];
        seen[cells[0]] = true;
        int reached = 0;
        while (top > 0) {
            int code = stack[--top];
            reached++;
            int r = code / width;
            int c = code % width;
            int[][] next = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (int[] rc : next) {
                if (contains(rc[0], rc[1]) && !seen[rc[0] * width + rc[1]]) {
                    seen[rc[0] * width + rc[1]] = true;
                    stack[top++] = rc[0] * width + rc[1];
                }
            }
        }
        if (reached != cells.length) {
            for (int code : cells) {
                if (!seen[code]) {
                    throw new IllegalArgumentException("piece '" + name + "' is not connected: its cell at row "
                            + code / width + ", column " + code % width + " (counting from the top left cell's row"
                            + " and column, from 0) is not joined to the others by edges");
                }
            }
        }
    }

    /**
     * Returns the piece's name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Returns the number of cells.
     *
     * @return the piece's area
     */
    public int size() {
        return cells.length;
    }

    /**
     * Returns the number of rows the piece spans.
     *
     * @return the height of its bounding box
     */
    public int height() {
        return height;
    }

    /**
     * Returns the number of columns the piece spans.
     *
     * @return the width of its bounding box
     */
    public int width() {
        return width;
    }

    /**
     * Returns whether the piece has a cell at a position of its bounding box.
     *
     * @param row a row, counted from the top row of the piece (0)
     * @param column a column, counted from the leftmost column of the piece (0)
     * @return true for a cell, false for an empty position or one outside the bounding box
     */
    public boolean contains(int row, int column) {
        if (row < 0 || row >= height || column < 0 || column >= width) {
            return false;
        }
        return Arrays.binarySearch(cells, row * width + column) >= 0;
    }

    /**
     * Returns the cells, in row-major order.
     *
     * @return a new array of {@code {row, column}} pairs
     */
    public int[][] cells() {
        int[][] a = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            a[k] = new int[] {cells[k] / width, cells[k] % width};
        }
        return a;
    }

    /**
     * Returns the same shape under another name.
     *
     * @param newName the name: non-empty, without whitespace
     * @return a piece with the same cells
     * @throws IllegalArgumentException if the name is empty or has whitespace
     * @throws NullPointerException if {@code newName} is null
     */
    public Polyomino named(String newName) {
        checkName(newName);
        return new Polyomino(newName, height, width, cells);
    }

    /**
     * Returns the distinct fixed orientations of this piece that the allowed motions give, starting with
     * this orientation. Rotations are quarter turns; a reflection turns the piece over (mirrors it left to
     * right). With both allowed there are up to 8 orientations, with rotations only up to 4 (the piece is
     * "one-sided"), with reflection only up to 2, with neither just this one. Orientations that coincide
     * (for a piece with symmetries) are listed once.
     *
     * @param rotations whether the piece may be rotated
     * @param reflections whether the piece may be turned over
     * @return a new list of pieces with this name, each a distinct set of normalized cells
     */
    public List<Polyomino> orientations(boolean rotations, boolean reflections) {
        List<Polyomino> list = new ArrayList<>(8);
        for (Transform t : Transform.values()) {
            boolean allowed = t == Transform.IDENTITY
                    || (t.isRotation() ? rotations : (rotations || t == Transform.MIRROR) && reflections);
            if (allowed) {
                Polyomino o = transformed(t);
                if (!list.contains(o)) {
                    list.add(o);
                }
            }
        }
        return list;
    }

    /** Returns the image of this piece under a transform, normalized. */
    Polyomino transformed(Transform t) {
        int[] rows = new int[cells.length];
        int[] cols = new int[cells.length];
        for (int k = 0; k < cells.length; k++) {
            int r = cells[k] / width;
            int c = cells[k] % width;
            rows[k] = t.row(r, c, height, width);
            cols[k] = t.column(r, c, height, width);
        }
        return normalized(name, rows, cols);
    }

    /** Returns whether another piece has the same cells in the same orientation, whatever its name. */
    boolean sameCells(Polyomino o) {
        return height == o.height && width == o.width && Arrays.equals(cells, o.cells);
    }

    /**
     * Returns the piece as a picture: {@code height()} lines of {@code width()} characters, {@code #} for a
     * cell and {@code .} for an empty position, separated by {@code '\n'} (no newline at the end).
     *
     * @return the picture, which {@link #parse(String, String)} reads back
     */
    public String picture() {
        StringBuilder sb = new StringBuilder(height * (width + 1));
        for (int r = 0; r < height; r++) {
            if (r > 0) {
                sb.append('\n');
            }
            for (int c = 0; c < width; c++) {
                sb.append(contains(r, c) ? '#' : '.');
            }
        }
        return sb.toString();
    }

    /**
     * Returns whether another piece has the same name and the same cells in the same orientation.
     *
     * @param o another object
     * @return true for an equal piece
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Polyomino)) {
            return false;
        }
        Polyomino p = (Polyomino) o;
        return name.equals(p.name) && sameCells(p);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * name.hashCode() + width) + Arrays.hashCode(cells);
    }

    /** Returns the name and the picture on one line, rows separated by {@code /}, for example {@code "P ##/##/#."}. */
    @Override
    public String toString() {
        return name + " " + picture().replace('\n', '/');
    }
}
