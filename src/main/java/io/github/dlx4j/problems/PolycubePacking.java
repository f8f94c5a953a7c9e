/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Objects;

/**
 * An immutable packing of a {@link PolycubeBox} with polycubes: which piece fills each cell.
 *
 * <p>{@link #render()} draws it by layers, side by side, two spaces apart: layer {@code z = 0} on the left;
 * each cell as the first character of its piece's name, {@code .} for a hole or an empty cell (with pieces
 * used at most once the region is still covered, so every cell of the region has a piece).
 */
public final class PolycubePacking {

    private final PolycubeBox box;
    private final String[] pieceAt;

    PolycubePacking(PolycubeBox box, String[] pieceAt) {
        this.box = box;
        this.pieceAt = pieceAt;
    }

    /**
     * Returns the region packed.
     *
     * @return the region
     */
    public PolycubeBox box() {
        return box;
    }

    /**
     * Returns the name of the piece that fills a cell.
     *
     * @param x the column
     * @param y the row
     * @param z the layer
     * @return the piece's name, or null for a point that is not a cell of the region
     */
    public String pieceAt(int x, int y, int z) {
        if (!box.isCell(x, y, z)) {
            return null;
        }
        return pieceAt[(z * box.rows() + y) * box.columns() + x];
    }

    /**
     * Returns the packing by layers, side by side (see the class comment), one line per row.
     *
     * @return the text, each line ended by a newline
     */
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < box.rows(); y++) {
            for (int z = 0; z < box.layers(); z++) {
                if (z > 0) {
                    sb.append("  ");
                }
                for (int x = 0; x < box.columns(); x++) {
                    String name = pieceAt(x, y, z);
                    sb.append(name == null ? '.' : name.charAt(0));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Returns whether another packing has the same region and pieces in the same cells.
     *
     * @param o another object
     * @return true when equal
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof PolycubePacking && box.equals(((PolycubePacking) o).box)
                && java.util.Arrays.equals(pieceAt, ((PolycubePacking) o).pieceAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(box, java.util.Arrays.hashCode(pieceAt));
    }

    /** Returns the rendering. */
    @Override
    public String toString() {
        return render();
    }
}
