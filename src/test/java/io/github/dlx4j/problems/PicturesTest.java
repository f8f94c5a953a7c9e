/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static io.github.dlx4j.problems.SvgPictures.children;
import static io.github.dlx4j.problems.SvgPictures.elements;
import static io.github.dlx4j.problems.SvgPictures.intAttribute;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Tests of the SVG pictures: {@link PolyominoTiling#toSvg()}, {@link SudokuGrid#toSvg(SudokuGrid)} and
 * {@link NQueens#toSvg(int[])}. Each picture is parsed with the JDK's XML parser and its geometry checked
 * against the object drawn and against itself: every cell filled once by the piece the text rendering names,
 * as many rectangles per piece as it has cells, the outline exactly the cell edges between different
 * placements (recomputed from the rectangles), box lines where the box dimensions put them, queens that
 * attack no other (checked from their positions in the picture).
 */
class PicturesTest {

    /** The 8x8 board with its centre 2x2 removed: 60 cells, tiled by the 12 pentominoes. */
    static final String HOLED = "########\n########\n########\n###..###\n###..###\n########\n########\n########";

    @Test
    void tilingToSvg_piecesCellsAndOutlines_matchTheTiling() {
        PolyominoTiling tiling = PolyominoPuzzle.builder(PolyominoBoard.parse(HOLED), Polyominoes.PENTOMINOES).build()
                .findFirst().orElseThrow();
        checkTiling(tiling);
        Document doc = SvgPictures.parse(tiling.toSvg());
        Set<String> outline = SvgPictures.unitSegments(
                elements(doc, "path", "outline").get(0).getAttribute("d"), 4, 24);
        // the hole is outlined: its 8 unit edges are drawn
        for (String edge : List.of("3,3,4,3", "4,3,5,3", "3,5,4,5", "4,5,5,5", "3,3,3,4", "3,4,3,5", "5,3,5,4",
                "5,4,5,5")) {
            assertThat(outline).contains(edge);
        }
    }

    @Test
    void tilingToSvg_copiesOfOnePiece_shareAColorAndAreOutlined() {
        PolyominoTiling tiling = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 4), List.of(Polyominoes.DOMINO))
                .usage(PolyominoPuzzle.PieceUsage.ANY_NUMBER).build().findFirst().orElseThrow();
        checkTiling(tiling);
        Document doc = SvgPictures.parse(tiling.toSvg());
        List<Element> groups = elements(doc, "g", "piece");
        assertThat(groups).hasSize(4);
        assertThat(groups.stream().map(g -> g.getAttribute("fill")).distinct()).hasSize(1);
    }

    @Test
    void tilingToSvg_pentominoSheets_areConsistent() {
        PolyominoPuzzle puzzle = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
                .build();
        puzzle.solutions().limit(8).forEach(PicturesTest::checkTiling);
    }

    /**
     * Checks a tiling's picture: rectangles, one per cell of the board, each in the group of the placement
     * that covers it, named by the piece the text rendering shows; sizes; distinct colors for distinct
     * pieces; the outline equal to the edges between different placements (or a placement and no cell).
     */
    static void checkTiling(PolyominoTiling tiling) {
        Document doc = SvgPictures.parse(tiling.toSvg());
        PolyominoBoard board = tiling.board();
        Map<String, Integer> owner = new HashMap<>(); // "r,c" -> placement, from the rectangles
        Map<String, String> colorOfPiece = new HashMap<>();
        for (Element g : elements(doc, "g", "piece")) {
            String piece = g.getAttribute("data-piece");
            int placement = Integer.parseInt(g.getAttribute("data-placement"));
            List<Element> rects = children(g, "rect");
            int size = -1;
            for (Element rect : rects) {
                assertThat(intAttribute(rect, "width")).isEqualTo(24);
                assertThat(intAttribute(rect, "height")).isEqualTo(24);
                int c = (intAttribute(rect, "x") - 4) / 24;
                int r = (intAttribute(rect, "y") - 4) / 24;
                assertThat(board.isCell(r, c)).as("rect at %d,%d on a cell", r, c).isTrue();
                assertThat(String.valueOf(tiling.letterAt(r, c))).isEqualTo(piece);
                assertThat(owner.put(r + "," + c, placement)).as("cell %d,%d drawn once", r, c).isNull();
                size = tiling.pieceAt(r, c).size();
            }
            assertThat(rects).as("cells of placement %d (%s)", placement, piece).hasSize(size);
            String previous = colorOfPiece.putIfAbsent(piece, g.getAttribute("fill"));
            assertThat(previous == null || previous.equals(g.getAttribute("fill"))).isTrue();
        }
        assertThat(owner).hasSize(board.cellCount());
        assertThat(new HashSet<>(colorOfPiece.values())).hasSameSizeAs(colorOfPiece.keySet());
        Set<String> expected = new HashSet<>();
        for (int r = 0; r <= board.rows(); r++) {
            for (int c = 0; c <= board.columns(); c++) {
                Integer here = owner.get(r + "," + c);
                Integer above = owner.get((r - 1) + "," + c);
                Integer left = owner.get(r + "," + (c - 1));
                if ((here != null || above != null) && !java.util.Objects.equals(here, above)) {
                    expected.add(c + "," + r + "," + (c + 1) + "," + r);
                }
                if ((here != null || left != null) && !java.util.Objects.equals(here, left)) {
                    expected.add(c + "," + r + "," + c + "," + (r + 1));
                }
            }
        }
        List<Element> outline = elements(doc, "path", "outline");
        assertThat(outline).hasSize(1);
        assertThat(SvgPictures.unitSegments(outline.get(0).getAttribute("d"), 4, 24)).isEqualTo(expected);
    }

    @Test
    void sudokuToSvg_givensBoldOthersNot_boxLinesThick() {
        SudokuGrid puzzle = SudokuGrid.parse(SudokuReaderTest.WIKIPEDIA);
        SudokuGrid solution = Sudoku.solve(puzzle).orElseThrow();
        checkSudoku(solution, puzzle, 3, 3);
        SudokuGrid six = SudokuGrid.parse("1.....\n..2...\n......\n...1..\n....4.\n.3....", SudokuShape.parse("2x3"));
        checkSudoku(Sudoku.solve(six).orElseThrow(), six, 2, 3);
        checkSudoku(six, six, 2, 3);
        assertThat(SvgPictures.parse(six.toSvg()).getDocumentElement().getAttribute("width"))
                .isEqualTo(String.valueOf(6 * 36 + 8));
    }

    @Test
    void sudokuToSvg_symbolsThatXmlReserves_areEscaped() {
        SudokuGrid g = SudokuGrid.parse("<&..\n..<&\n&<..\n..&<", SudokuShape.forSize(4), "<&\"'");
        Document doc = SvgPictures.parse(g.toSvg());
        assertThat(elements(doc, "text", "given")).extracting(Element::getTextContent).contains("<", "&");
    }

    @Test
    void sudokuToSvg_puzzleNotOfThisGrid_isRefused() {
        SudokuGrid puzzle = SudokuGrid.parse(SudokuReaderTest.WIKIPEDIA);
        SudokuGrid other = SudokuGrid.parse("1...\n..1.\n.1..\n...1");
        assertThatThrownBy(() -> other.toSvg(puzzle)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("9x9");
        SudokuGrid solution = Sudoku.solve(puzzle).orElseThrow();
        int[] values = new int[81];
        values[2] = solution.value(0, 2) % 9 + 1; // one given, which the solution does not hold
        SudokuGrid wrong = SudokuGrid.of(puzzle.shape(), SudokuGrid.DEFAULT_ALPHABET, values);
        assertThatThrownBy(() -> solution.toSvg(wrong)).hasMessageContaining("row 1, column 3");
    }

    static void checkSudoku(SudokuGrid grid, SudokuGrid puzzle, int boxRows, int boxColumns) {
        int n = boxRows * boxColumns;
        Document doc = SvgPictures.parse(grid.toSvg(puzzle));
        int givens = 0;
        int filled = 0;
        for (Element t : elements(doc, "text", null)) {
            int c = (intAttribute(t, "x") - 4 - 18) / 36;
            int r = (intAttribute(t, "y") - 4 - 18) / 36;
            assertThat(t.getTextContent()).isEqualTo(String.valueOf(grid.symbol(r, c)));
            boolean given = puzzle.value(r, c) != 0;
            assertThat(t.getAttribute("class")).isEqualTo(given ? "given" : "filled");
            assertThat("bold".equals(t.getAttribute("font-weight"))).isEqualTo(given);
            givens += given ? 1 : 0;
            filled += given ? 0 : 1;
        }
        assertThat(givens).isEqualTo(puzzle.givenCount());
        assertThat(givens + filled).isEqualTo(grid.givenCount());
        // thick lines: around the grid and every boxRows rows / boxColumns columns, full length; thin: the rest
        Set<String> thick = SvgPictures.unitSegments(elements(doc, "path", "box-lines").get(0).getAttribute("d"), 4, 36);
        Set<String> thin = SvgPictures.unitSegments(elements(doc, "path", "cell-lines").get(0).getAttribute("d"), 4, 36);
        for (int k = 0; k <= n; k++) {
            for (int j = 0; j < n; j++) {
                String horizontal = j + "," + k + "," + (j + 1) + "," + k;
                String vertical = k + "," + j + "," + k + "," + (j + 1);
                assertThat(thick.contains(horizontal)).as("thick row line %d", k).isEqualTo(k % boxRows == 0);
                assertThat(thin.contains(horizontal)).as("thin row line %d", k).isEqualTo(k % boxRows != 0);
                assertThat(thick.contains(vertical)).as("thick column line %d", k).isEqualTo(k % boxColumns == 0);
                assertThat(thin.contains(vertical)).as("thin column line %d", k).isEqualTo(k % boxColumns != 0);
            }
        }
        assertThat(Double.parseDouble(elements(doc, "path", "box-lines").get(0).getAttribute("stroke-width")))
                .isGreaterThan(Double.parseDouble(elements(doc, "path", "cell-lines").get(0).getAttribute("stroke-width")));
    }

    @Test
    void queensToSvg_oneQueenPerRowWhereTheSolutionPutsIt_noneAttacking() {
        for (int n : new int[] {1, 8, 13}) {
            int[] columns = NQueens.findFirst(n).orElseThrow();
            Document doc = SvgPictures.parse(NQueens.toSvg(columns));
            List<Element> queens = elements(doc, "g", "queen");
            assertThat(queens).hasSize(n);
            int[] seen = new int[n];
            java.util.Arrays.fill(seen, -1);
            for (Element q : queens) {
                int r = Integer.parseInt(q.getAttribute("data-row"));
                int c = Integer.parseInt(q.getAttribute("data-column"));
                assertThat(seen[r]).as("one queen in row %d", r).isEqualTo(-1);
                seen[r] = c;
                assertThat(c).isEqualTo(columns[r]);
                assertThat(q.getAttribute("transform")).startsWith("translate(" + 32 * c + " " + 32 * r + ")");
            }
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    assertThat(seen[a] != seen[b] && Math.abs(seen[a] - seen[b]) != b - a).as("%d and %d", a, b)
                            .isTrue();
                }
            }
            assertThat(doc.getDocumentElement().getAttribute("width")).isEqualTo(String.valueOf(32 * n));
        }
        assertThatThrownBy(() -> NQueens.toSvg(new int[] {0, 2})).hasMessageContaining("row 1: column 2");
        assertThatThrownBy(() -> NQueens.toSvg(new int[0])).isInstanceOf(IllegalArgumentException.class);
    }
}
