/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable region of space to pack with polycubes: a box of {@code layers x rows x columns} unit cells,
 * or any subset of one (a voxel mask). A cell is {@code (x, y, z) = (column, row, layer)}, counted from 0.
 *
 * <p>As text ({@link #parse(String)}, {@link #picture()}): the layers from {@code z = 0} up, separated by
 * blank lines; each layer its rows, one line each; {@code .} or a space for a hole, any other character for
 * a cell.
 *
 * <pre>{@code
 * PolycubeBox cube = PolycubeBox.box(3, 3, 3);
 * PolycubeBox ring = PolycubeBox.parse("###\n#.#\n###\n\n###\n#.#\n###");   // 16 cells
 * }</pre>
 */
public final class PolycubeBox {

    /** The largest extent along any axis. */
    public static final int MAX_EXTENT = 64;

    private final int layers;
    private final int rows;
    private final int columns;
    private final boolean[] cell;
    private final int cellCount;

    private PolycubeBox(int layers, int rows, int columns, boolean[] cell) {
        this.layers = layers;
        this.rows = rows;
        this.columns = columns;
        this.cell = cell;
        int count = 0;
        for (boolean c : cell) {
            count += c ? 1 : 0;
        }
        this.cellCount = count;
    }

    /**
     * Returns a full box.
     *
     * @param layers the extent along z, {@code 1..MAX_EXTENT}
     * @param rows the extent along y, {@code 1..MAX_EXTENT}
     * @param columns the extent along x, {@code 1..MAX_EXTENT}
     * @return the box
     * @throws IllegalArgumentException if an extent is out of range; the message names it
     */
    public static PolycubeBox box(int layers, int rows, int columns) {
        check("layers", layers);
        check("rows", rows);
        check("columns", columns);
        boolean[] all = new boolean[layers * rows * columns];
        Arrays.fill(all, true);
        return new PolycubeBox(layers, rows, columns, all);
    }

    /**
     * Returns a full box written {@code AxBxC}: A layers of B rows of C columns, for example {@code 3x4x5}.
     *
     * @param dimensions the text
     * @return the box
     * @throws IllegalArgumentException if the text is not three whole numbers joined by {@code x}, or one is
     *     out of range
     * @throws NullPointerException if {@code dimensions} is null
     */
    public static PolycubeBox box(String dimensions) {
        String[] parts = dimensions.strip().split("[xX]", -1);
        if (parts.length != 3 || !Arrays.stream(parts).allMatch(p -> p.matches("[0-9]{1,4}"))) {
            throw new IllegalArgumentException("box '" + dimensions + "' is not of the form AxBxC, for example 3x3x3");
        }
        return box(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    }

    /**
     * Parses a region drawn by layers (see the class comment).
     *
     * @param text the layers, separated by blank lines
     * @return the region; its extents are the number of layers, the most rows and the longest row
     * @throws IllegalArgumentException if there is no cell or an extent is larger than {@value #MAX_EXTENT}
     * @throws NullPointerException if {@code text} is null
     */
    public static PolycubeBox parse(String text) {
        List<List<String>> layerLines = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : text.split("\r?\n", -1)) {
            if (line.isBlank()) {
                if (!current.isEmpty()) {
                    layerLines.add(current);
                    current = new ArrayList<>();
                }
            } else {
                current.add(line.stripTrailing());
            }
        }
        if (!current.isEmpty()) {
            layerLines.add(current);
        }
        int r = 0;
        int c = 0;
        for (List<String> layer : layerLines) {
            r = Math.max(r, layer.size());
            for (String line : layer) {
                c = Math.max(c, line.length());
            }
        }
        if (layerLines.isEmpty()) {
            throw new IllegalArgumentException("the region has no cell: draw its layers with '#' for cells");
        }
        check("layers", layerLines.size());
        check("rows", r);
        check("columns", c);
        boolean[] cells = new boolean[layerLines.size() * r * c];
        for (int z = 0; z < layerLines.size(); z++) {
            List<String> layer = layerLines.get(z);
            for (int y = 0; y < layer.size(); y++) {
                String line = layer.get(y);
                for (int x = 0; x < line.length(); x++) {
                    char ch = line.charAt(x);
                    cells[(z * r + y) * c + x] = ch != '.' && ch != ' ';
                }
            }
        }
        PolycubeBox box = new PolycubeBox(layerLines.size(), r, c, cells);
        if (box.cellCount == 0) {
            throw new IllegalArgumentException("the region has no cell: draw its layers with '#' for cells");
        }
        return box;
    }

    private static void check(String what, int extent) {
        if (extent < 1 || extent > MAX_EXTENT) {
            throw new IllegalArgumentException("a region's " + what + " must be from 1 to " + MAX_EXTENT + ", was "
                    + extent);
        }
    }

    /**
     * Returns the extent along z.
     *
     * @return the number of layers
     */
    public int layers() {
        return layers;
    }

    /**
     * Returns the extent along y.
     *
     * @return the number of rows
     */
    public int rows() {
        return rows;
    }

    /**
     * Returns the extent along x.
     *
     * @return the number of columns
     */
    public int columns() {
        return columns;
    }

    /**
     * Returns the number of cells.
     *
     * @return the cells of the region
     */
    public int cellCount() {
        return cellCount;
    }

    /**
     * Returns whether a point is a cell of the region; points outside the extents are not.
     *
     * @param x the column
     * @param y the row
     * @param z the layer
     * @return true for a cell
     */
    public boolean isCell(int x, int y, int z) {
        return x >= 0 && y >= 0 && z >= 0 && x < columns && y < rows && z < layers
                && cell[(z * rows + y) * columns + x];
    }

    /**
     * Returns the region drawn by layers, {@code #} for a cell and {@code .} for a hole.
     *
     * @return the text, which {@link #parse(String)} reads back
     */
    public String picture() {
        StringBuilder sb = new StringBuilder();
        for (int z = 0; z < layers; z++) {
            if (z > 0) {
                sb.append('\n');
            }
            for (int y = 0; y < rows; y++) {
                for (int x = 0; x < columns; x++) {
                    sb.append(isCell(x, y, z) ? '#' : '.');
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /**
     * Returns whether another region has the same extents and cells.
     *
     * @param o another object
     * @return true when equal
     */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PolycubeBox)) {
            return false;
        }
        PolycubeBox b = (PolycubeBox) o;
        return layers == b.layers && rows == b.rows && columns == b.columns && Arrays.equals(cell, b.cell);
    }

    @Override
    public int hashCode() {
        return Objects.hash(layers, rows, columns, Arrays.hashCode(cell));
    }

    /** Returns the extents and the cell count, for example {@code 3x3x3 (27 cells)}. */
    @Override
    public String toString() {
        return layers + "x" + rows + "x" + columns + " (" + cellCount + " cells)";
    }
}
