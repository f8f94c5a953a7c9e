/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Arrays;
import java.util.List;

/**
 * An immutable tiling of a {@link PolyominoBoard}: which piece covers each cell, decoded from a solution by
 * {@link PolyominoPuzzle#decode(io.github.dlx4j.Solution)}.
 *
 * <p>{@link #render()} draws it as text with one letter per piece: a piece's name when every piece of the
 * puzzle has a distinct one-character name (the standard sets do), otherwise {@code A-Z}, {@code a-z},
 * {@code 0-9} by the piece's position in the puzzle's list ({@code *} past the 62nd). Holes are {@code .}.
 * Where a piece may be used several times, its copies have the same letter; {@link #placementAt(int, int)}
 * tells them apart. {@link #toSvg()} draws it as an SVG picture, each piece in its own color with outlines.
 */
public final class PolyominoTiling {

    private static final String FALLBACK_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    private final PolyominoBoard board;
    private final List<Polyomino> pieces;
    private final int[] pieceAt;
    private final int[] placementAt;
    private final int placements;
    private final char[] letters;

    /**
     * Creates a tiling from the piece index and placement number of every grid position (-1 for holes),
     * both row-major; trusted, for the decoder of this package.
     */
    PolyominoTiling(PolyominoBoard board, List<Polyomino> pieces, int[] pieceAt, int[] placementAt, int placements) {
        this.board = board;
        this.pieces = pieces;
        this.pieceAt = pieceAt;
        this.placementAt = placementAt;
        this.placements = placements;
        this.letters = letters(pieces);
    }

    /**
     * Returns the board that is tiled.
     *
     * @return the board
     */
    public PolyominoBoard board() {
        return board;
    }

    /**
     * Returns the piece that covers a cell.
     *
     * @param row a row of the board, from 0
     * @param column a column of the board, from 0
     * @return the piece (in the orientation it was given to the puzzle), or null for a hole
     * @throws IndexOutOfBoundsException if the position is outside the board's grid
     */
    public Polyomino pieceAt(int row, int column) {
        int k = pieceAt[index(row, column)];
        return k < 0 ? null : pieces.get(k);
    }

    /**
     * Returns which placed piece covers a cell: placements are numbered from 0 in the row-major order of
     * their first cell, so two copies of one piece have different numbers.
     *
     * @param row a row of the board, from 0
     * @param column a column of the board, from 0
     * @return the placement number, or -1 for a hole
     * @throws IndexOutOfBoundsException if the position is outside the board's grid
     */
    public int placementAt(int row, int column) {
        return placementAt[index(row, column)];
    }

    /**
     * Returns the number of pieces placed.
     *
     * @return the number of placements in the tiling
     */
    public int placementCount() {
        return placements;
    }

    /**
     * Returns the letter that {@link #render()} draws for a cell.
     *
     * @param row a row of the board, from 0
     * @param column a column of the board, from 0
     * @return the piece's letter, or {@code .} for a hole
     * @throws IndexOutOfBoundsException if the position is outside the board's grid
     */
    public char letterAt(int row, int column) {
        int k = pieceAt[index(row, column)];
        return k < 0 ? '.' : letters[k];
    }

    /**
     * Returns the tiling as text: one line per row, one letter per cell, {@code .} for holes, lines
     * separated by {@code '\n'} (no newline at the end).
     *
     * @return the picture
     */
    public String render() {
        int rows = board.rows();
        int columns = board.columns();
        StringBuilder sb = new StringBuilder(rows * (columns + 1));
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('\n');
            }
            for (int c = 0; c < columns; c++) {
                sb.append(letterAt(r, c));
            }
        }
        return sb.toString();
    }

    /** The side of a cell in {@link #toSvg()}'s picture, in pixels. */
    static final int SVG_CELL = 24;

    /** The margin around the board in {@link #toSvg()}'s picture, in pixels (outlines are not cut off). */
    static final int SVG_MARGIN = 4;

    /**
     * Returns the tiling as an SVG picture: each placed piece a {@code <g class="piece">} of one
     * {@code <rect>} per cell ({@value #SVG_CELL} pixels square, after a margin of {@value #SVG_MARGIN}),
     * filled with its piece's color (copies of a piece share it) and labelled with {@code data-piece}
     * (its name) and {@code data-placement} (as {@link #placementAt}); holes stay white. One
     * {@code <path class="outline">} draws the boundaries between different placements and between a
     * placement and a hole or the outside, so pieces, copies and holes are told apart in any colors.
     *
     * @return a standalone SVG document
     */
    public String toSvg() {
        int rows = board.rows();
        int columns = board.columns();
        Svg svg = new Svg(columns * SVG_CELL + 2 * SVG_MARGIN, rows * SVG_CELL + 2 * SVG_MARGIN,
                "tiling of a " + rows + "x" + columns + " board with " + placements + " pieces");
        int[] first = new int[placements];
        java.util.Arrays.fill(first, -1);
        for (int pos = 0; pos < placementAt.length; pos++) {
            if (placementAt[pos] >= 0 && first[placementAt[pos]] < 0) {
                first[placementAt[pos]] = pos;
            }
        }
        for (int p = 0; p < placements; p++) {
            int k = pieceAt[first[p]];
            svg.raw("<g class=\"piece\" data-piece=\"" + Svg.escape(pieces.get(k).name()) + "\" data-placement=\""
                    + p + "\" fill=\"" + Svg.color(k) + "\" stroke=\"#ffffff\" stroke-opacity=\"0.5\""
                    + " stroke-width=\"0.5\">\n");
            for (int pos = first[p]; pos < placementAt.length; pos++) {
                if (placementAt[pos] == p) {
                    svg.rect(SVG_MARGIN + pos % columns * SVG_CELL, SVG_MARGIN + pos / columns * SVG_CELL, SVG_CELL,
                            SVG_CELL);
                }
            }
            svg.raw("</g>\n");
        }
        StringBuilder d = new StringBuilder();
        for (int across = 0; across < 2; across++) { // horizontal edges, then vertical ones
            int lines = across == 0 ? rows : columns;
            int length = across == 0 ? columns : rows;
            for (int k = 0; k <= lines; k++) { // the edges between row (or column) k-1 and k
                int start = -1;
                for (int j = 0; j <= length; j++) {
                    boolean edge = j < length && (across == 0 ? differ(k - 1, j, k, j) : differ(j, k - 1, j, k));
                    if (edge && start < 0) {
                        start = j;
                    } else if (!edge && start >= 0) {
                        int fixed = SVG_MARGIN + k * SVG_CELL;
                        int from = SVG_MARGIN + start * SVG_CELL;
                        d.append('M').append(across == 0 ? from : fixed).append(' ').append(across == 0 ? fixed : from)
                                .append(across == 0 ? 'H' : 'V').append(SVG_MARGIN + j * SVG_CELL);
                        start = -1;
                    }
                }
            }
        }
        svg.raw("<path class=\"outline\" fill=\"none\" stroke=\"#202020\" stroke-width=\"2\""
                + " stroke-linecap=\"square\" d=\"" + d + "\"/>\n");
        return svg.finish();
    }

    /** Returns whether two positions (either may be outside) are in different placements, not both holes. */
    private boolean differ(int r1, int c1, int r2, int c2) {
        int a = placementOrHole(r1, c1);
        int b = placementOrHole(r2, c2);
        return a != b && (a >= 0 || b >= 0);
    }

    private int placementOrHole(int row, int column) {
        boolean inside = row >= 0 && row < board.rows() && column >= 0 && column < board.columns();
        return inside ? placementAt[row * board.columns() + column] : -1;
    }

    private static char[] letters(List<Polyomino> pieces) {
        boolean named = true;
        for (int k = 0; k < pieces.size() && named; k++) {
            String name = pieces.get(k).name();
            named = name.length() == 1 && name.charAt(0) != '.';
            for (int j = 0; j < k && named; j++) {
                named = !pieces.get(j).name().equals(name);
            }
        }
        char[] letters = new char[pieces.size()];
        for (int k = 0; k < letters.length; k++) {
            if (named) {
                letters[k] = pieces.get(k).name().charAt(0);
            } else {
                letters[k] = k < FALLBACK_LETTERS.length() ? FALLBACK_LETTERS.charAt(k) : '*';
            }
        }
        return letters;
    }

    private int index(int row, int column) {
        if (row < 0 || row >= board.rows() || column < 0 || column >= board.columns()) {
            throw new IndexOutOfBoundsException("position (" + row + ", " + column + ") is outside the "
                    + board.rows() + "x" + board.columns() + " board");
        }
        return row * board.columns() + column;
    }

    /**
     * Returns whether another tiling covers the same board with the same pieces in the same places.
     *
     * @param o another object
     * @return true for an equal tiling
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof PolyominoTiling)) {
            return false;
        }
        PolyominoTiling t = (PolyominoTiling) o;
        return board.equals(t.board) && pieces.equals(t.pieces) && Arrays.equals(pieceAt, t.pieceAt)
                && Arrays.equals(placementAt, t.placementAt);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(pieceAt) + Arrays.hashCode(placementAt);
    }

    /** Returns the tiling as {@link #render()} draws it. */
    @Override
    public String toString() {
        return render();
    }
}
