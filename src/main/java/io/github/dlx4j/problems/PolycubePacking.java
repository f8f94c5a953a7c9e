/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Objects;

/**
 * An immutable packing of a {@link PolycubeBox} with polycubes: which piece fills each cell.
 *
 * <p>{@link #render()} draws it by layers, side by side, two spaces apart: layer {@code z = 0} on the left;
 * each cell as the first character of its piece's name, {@code .} for a hole or an empty cell (with pieces
 * used at most once the region is still covered, so every cell of the region has a piece).
 * {@link #toSvg()} draws the same layout as an SVG picture.
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

    /** The side of a cell in {@link #toSvg()}'s picture, in pixels. */
    static final int SVG_CELL = 24;

    /** The margin around the picture and the gap between two layers, in pixels. */
    static final int SVG_MARGIN = 4;
    static final int SVG_GAP = 16;

    /** The height of the line of layer labels above the layers, in pixels. */
    static final int SVG_LABEL = 16;

    /**
     * Returns the packing as an SVG picture, a projection by layers laid out as {@link #render()} does:
     * layer {@code z = 0} on the left, each labelled ("layer 1", ...). Each piece is a
     * {@code <g class="piece" data-piece="NAME">} in its own color (copies of a piece share it; colors go
     * by the sorted names, so a piece keeps its color on every picture of a sheet), of one {@code <rect>}
     * per cell, {@value #SVG_CELL} pixels square, with {@code data-cell="x,y,z"}, and the letter the text
     * shows; holes stay white. One {@code <path class="outline">} per layer draws the boundaries between
     * cells of different pieces and between a cell and a hole or the outside.
     *
     * @return a standalone SVG document
     */
    public String toSvg() {
        int columns = box.columns();
        int rows = box.rows();
        int layerWidth = columns * SVG_CELL;
        int width = 2 * SVG_MARGIN + box.layers() * layerWidth + (box.layers() - 1) * SVG_GAP;
        int height = 2 * SVG_MARGIN + SVG_LABEL + rows * SVG_CELL;
        Svg svg = new Svg(width, height, "packing of a " + box.layers() + "x" + rows + "x" + columns + " region");
        java.util.TreeSet<String> names = new java.util.TreeSet<>();
        for (String name : pieceAt) {
            if (name != null) {
                names.add(name);
            }
        }
        for (int z = 0; z < box.layers(); z++) {
            svg.text(left(z) + layerWidth / 2, SVG_MARGIN + SVG_LABEL - 4, "layer " + (z + 1),
                    "text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#404040\"");
        }
        int k = 0;
        for (String name : names) {
            svg.raw("<g class=\"piece\" data-piece=\"" + Svg.escape(name) + "\" fill=\"" + Svg.color(k++)
                    + "\" stroke=\"#ffffff\" stroke-opacity=\"0.5\" stroke-width=\"0.5\">\n");
            StringBuilder letters = new StringBuilder();
            for (int z = 0; z < box.layers(); z++) {
                for (int y = 0; y < rows; y++) {
                    for (int x = 0; x < columns; x++) {
                        if (name.equals(pieceAt(x, y, z))) {
                            int px = left(z) + x * SVG_CELL;
                            int py = top() + y * SVG_CELL;
                            svg.raw("<rect x=\"" + px + "\" y=\"" + py + "\" width=\"" + SVG_CELL + "\" height=\""
                                    + SVG_CELL + "\" data-cell=\"" + x + "," + y + "," + z + "\"/>\n");
                            letters.append("<text x=\"").append(px + SVG_CELL / 2).append("\" y=\"")
                                    .append(py + SVG_CELL / 2).append("\">").append(Svg.escape(name.substring(0, 1)))
                                    .append("</text>\n");
                        }
                    }
                }
            }
            svg.raw("<g class=\"letters\" fill=\"#202020\" stroke=\"none\" text-anchor=\"middle\""
                    + " dominant-baseline=\"central\" font-family=\"sans-serif\" font-size=\"12\">\n")
                    .raw(letters.toString()).raw("</g>\n</g>\n");
        }
        for (int z = 0; z < box.layers(); z++) {
            svg.raw("<path class=\"outline\" fill=\"none\" stroke=\"#202020\" stroke-width=\"2\""
                    + " stroke-linecap=\"square\" d=\"" + outline(z) + "\"/>\n");
        }
        return svg.finish();
    }

    private int left(int z) {
        return SVG_MARGIN + z * (box.columns() * SVG_CELL + SVG_GAP);
    }

    private static int top() {
        return SVG_MARGIN + SVG_LABEL;
    }

    /** Returns the path data of the boundaries of layer z: horizontal edges, then vertical ones. */
    private String outline(int z) {
        StringBuilder d = new StringBuilder();
        for (int across = 0; across < 2; across++) {
            int lines = across == 0 ? box.rows() : box.columns();
            int length = across == 0 ? box.columns() : box.rows();
            for (int k = 0; k <= lines; k++) { // the edges between row (or column) k-1 and k
                int start = -1;
                for (int j = 0; j <= length; j++) {
                    boolean edge = j < length && (across == 0 ? differ(j, k - 1, j, k, z) : differ(k - 1, j, k, j, z));
                    if (edge && start < 0) {
                        start = j;
                    } else if (!edge && start >= 0) {
                        int fixed = (across == 0 ? top() : left(z)) + k * SVG_CELL;
                        int origin = across == 0 ? left(z) : top();
                        d.append('M').append(across == 0 ? origin + start * SVG_CELL : fixed).append(' ')
                                .append(across == 0 ? fixed : origin + start * SVG_CELL)
                                .append(across == 0 ? 'H' : 'V').append(origin + j * SVG_CELL);
                        start = -1;
                    }
                }
            }
        }
        return d.toString();
    }

    /** Returns whether two cells of a layer (either may be a hole or outside) hold different pieces. */
    private boolean differ(int x1, int y1, int x2, int y2, int z) {
        String a = pieceAt(x1, y1, z);
        String b = pieceAt(x2, y2, z);
        return (a != null || b != null) && !java.util.Objects.equals(a, b);
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
