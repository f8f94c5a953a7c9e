/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

/** Draws a {@link SudokuGrid} as an SVG picture, for {@link SudokuGrid#toSvg(SudokuGrid)}. */
final class SudokuPicture {

    /** The side of a cell, in pixels. */
    static final int CELL = 36;

    /** The margin around the grid, in pixels. */
    static final int MARGIN = 4;

    /** The width of the lines between cells, and of those between boxes and around the grid. */
    static final int THIN = 1;
    static final int THICK = 3;

    private SudokuPicture() {
    }

    /** Returns the picture of a grid whose cells filled in {@code givens} are bold (checked beforehand). */
    static String draw(SudokuGrid grid, SudokuGrid givens) {
        SudokuShape shape = grid.shape();
        int n = shape.size();
        int side = n * CELL + 2 * MARGIN;
        Svg svg = new Svg(side, side, "Sudoku " + shape);
        StringBuilder thin = new StringBuilder();
        StringBuilder thick = new StringBuilder();
        for (int k = 0; k <= n; k++) {
            int at = MARGIN + k * CELL;
            boolean rowBox = k % shape.boxRows() == 0;
            boolean columnBox = k % shape.boxColumns() == 0;
            (rowBox ? thick : thin).append('M').append(MARGIN).append(' ').append(at).append('H').append(side - MARGIN);
            (columnBox ? thick : thin).append('M').append(at).append(' ').append(MARGIN).append('V')
                    .append(side - MARGIN);
        }
        svg.raw("<path class=\"cell-lines\" fill=\"none\" stroke=\"#808080\" stroke-width=\"" + THIN + "\" d=\"" + thin
                + "\"/>\n");
        svg.raw("<path class=\"box-lines\" fill=\"none\" stroke=\"#000000\" stroke-width=\"" + THICK
                + "\" stroke-linecap=\"square\" d=\"" + thick + "\"/>\n");
        String font = "text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"sans-serif\" font-size=\""
                + CELL * 3 / 5 + "\"";
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (grid.value(r, c) == 0) {
                    continue;
                }
                boolean given = givens.value(r, c) != 0;
                svg.text(MARGIN + c * CELL + CELL / 2, MARGIN + r * CELL + CELL / 2, String.valueOf(grid.symbol(r, c)),
                        "class=\"" + (given ? "given" : "filled") + "\" " + font + (given
                                ? " font-weight=\"bold\" fill=\"#000000\"" : " fill=\"#1f5fa8\""));
            }
        }
        return svg.finish();
    }
}
