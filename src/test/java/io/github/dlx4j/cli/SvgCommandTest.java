/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Tests of {@code --svg FILE} in {@code polyomino}, {@code queens} and {@code sudoku}: the files are parsed
 * with the JDK's XML parser and their content compared with the text the same run printed (the letters of
 * the tilings, the queens of the boards, the solved grid), checked by the independent {@link Boards} and
 * {@link SudokuCheck} oracles. The pictures' geometry is tested in {@code PicturesTest}.
 */
class SvgCommandTest {

    @TempDir
    Path dir;

    static Document parse(Path file) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(file)));
    }

    static int count(Document doc, String name) {
        return doc.getElementsByTagNameNS("http://www.w3.org/2000/svg", name).getLength();
    }

    @Test
    void polyomino_svg_drawsTheFirstTilingOrASheetOfTheFirstN() throws Exception {
        Path one = dir.resolve("one.svg");
        String out = Cli.run("", "polyomino", "--board", "3x20", "--svg", one.toString()).assertSuccess().out();
        assertThat(Boards.blocks(out)).hasSize(1);
        Document doc = parse(one);
        assertThat(count(doc, "g")).isEqualTo(12);
        assertThat(count(doc, "rect")).isEqualTo(1 + 60); // the background and one per cell
        String[] rows = Boards.blocks(out).get(0).split("\n");
        NodeList groups = doc.getElementsByTagNameNS("*", "g");
        for (int k = 0; k < groups.getLength(); k++) {
            Element g = (Element) groups.item(k);
            NodeList rects = g.getElementsByTagNameNS("*", "rect");
            for (int j = 0; j < rects.getLength(); j++) {
                Element rect = (Element) rects.item(j);
                int c = (Integer.parseInt(rect.getAttribute("x")) - 4) / 24;
                int r = (Integer.parseInt(rect.getAttribute("y")) - 4) / 24;
                assertThat(String.valueOf(rows[r].charAt(c))).isEqualTo(g.getAttribute("data-piece"));
            }
        }
        Path sheet = dir.resolve("sheet.svg");
        out = Cli.run("", "polyomino", "--board", "3x20", "--limit", "5", "--svg", sheet.toString()).assertSuccess()
                .out();
        assertThat(Boards.blocks(out)).hasSize(5);
        doc = parse(sheet);
        assertThat(count(doc, "svg")).isEqualTo(1 + 5);
        assertThat(count(doc, "g")).isEqualTo(5 * 12);
        Cli.run("", "polyomino", "--board", "3x20", "--count", "--svg", one.toString()).assertUsageError("options"
                + " '--svg' and '--count' contradict each other");
        Cli.run("", "polyomino", "--board", "3x20", "--svg", "-").assertUsageError("option '--svg' needs a file name");
        Cli.run("", "polyomino", "--board", "3x20", "--svg", dir.toString()).assertUsageError("cannot write '" + dir
                + "': it is a directory");
    }

    @Test
    void queens_svg_drawsTheBoardsPrinted() throws Exception {
        Path file = dir.resolve("queens.svg");
        String out = Cli.run("", "queens", "8", "--limit", "3", "--svg", file.toString()).assertSuccess().out();
        Document doc = parse(file);
        assertThat(count(doc, "svg")).isEqualTo(1 + 3);
        NodeList queens = doc.getElementsByTagNameNS("*", "g");
        assertThat(queens.getLength()).isEqualTo(3 * 8);
        for (int k = 0; k < queens.getLength(); k++) {
            Element q = (Element) queens.item(k);
            String board = Boards.blocks(out).get(k / 8);
            Boards.assertQueens(8, board);
            String row = board.split("\n")[Integer.parseInt(q.getAttribute("data-row"))];
            assertThat(row.indexOf('Q')).isEqualTo(Integer.parseInt(q.getAttribute("data-column")));
        }
        Path none = dir.resolve("none.svg");
        Cli r = Cli.run("", "queens", "3", "--svg", none.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("nothing to draw; '" + none + "' not written");
        assertThat(none).doesNotExist();
    }

    @Test
    void sudoku_svg_drawsTheFirstPuzzleSolvedWithItsGivensBold() throws Exception {
        Path file = dir.resolve("sudoku.svg");
        String puzzle = SudokuCommandTest.WIKIPEDIA;
        String out = Cli.run(puzzle + "\n" + puzzle.replace('5', '.') + "\n", "sudoku", "--svg", file.toString())
                .assertSuccess().out();
        String solution = out.split("\n")[0];
        SudokuCheck.assertSolves(puzzle, solution, 3, 3, SudokuCommandTest.DIGITS);
        Document doc = parse(file);
        NodeList texts = doc.getElementsByTagNameNS("*", "text");
        assertThat(texts.getLength()).isEqualTo(81);
        int bold = 0;
        for (int k = 0; k < texts.getLength(); k++) {
            Element t = (Element) texts.item(k);
            int c = (Integer.parseInt(t.getAttribute("x")) - 4) / 36;
            int r = (Integer.parseInt(t.getAttribute("y")) - 4) / 36;
            assertThat(t.getTextContent()).isEqualTo(String.valueOf(solution.charAt(r * 9 + c)));
            boolean given = puzzle.charAt(r * 9 + c) != '.';
            assertThat("bold".equals(t.getAttribute("font-weight"))).isEqualTo(given);
            bold += given ? 1 : 0;
        }
        assertThat(bold).isEqualTo(30);
        Cli.run(puzzle + "\n", "sudoku", "--count", "--svg", file.toString()).assertUsageError("options '--svg' and"
                + " '--count' contradict each other");
        assertThat(new String(Files.readAllBytes(file), StandardCharsets.UTF_8)).startsWith("<svg ");
    }

    @Test
    void sudokuGenerate_svg_drawsEveryPuzzleMadeWithItsGivens() throws Exception {
        Path file = dir.resolve("generated.svg");
        String out = Cli.run("", "sudoku", "--generate", "3", "--seed", "7", "--svg", file.toString()).assertSuccess()
                .out();
        String[] puzzles = out.split("\n");
        assertThat(puzzles).hasSize(3);
        Document doc = parse(file);
        NodeList pictures = doc.getDocumentElement().getElementsByTagNameNS("*", "svg");
        assertThat(pictures.getLength()).isEqualTo(3);
        for (int p = 0; p < 3; p++) {
            // a generated puzzle has one solution, by the independent checker
            assertThat(SudokuCheck.count(puzzles[p], 3, 3, SudokuCommandTest.DIGITS, 2)).isEqualTo(1);
            NodeList texts = ((Element) pictures.item(p)).getElementsByTagNameNS("*", "text");
            assertThat(texts.getLength()).isEqualTo(puzzles[p].replace(".", "").length());
            for (int k = 0; k < texts.getLength(); k++) {
                Element t = (Element) texts.item(k);
                int c = (Integer.parseInt(t.getAttribute("x")) - 4) / 36;
                int r = (Integer.parseInt(t.getAttribute("y")) - 4) / 36;
                assertThat(t.getTextContent()).isEqualTo(String.valueOf(puzzles[p].charAt(r * 9 + c)));
            }
        }
    }

    /**
     * Checks the picture of a packing against its text: each cell ({@code data-cell="x,y,z"}) of a piece's
     * group is where the text has the piece's letter, at the place of the layout (layers side by side, cells
     * of 24 pixels, layers 16 apart, after a margin of 4 and a label line of 16), and every cell is drawn once.
     */
    static void assertPacking(Element picture, String text, int layers, int rows, int columns) {
        String[] lines = text.split("\n");
        assertThat(lines).hasSize(rows);
        NodeList groups = picture.getElementsByTagNameNS("*", "g");
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int k = 0; k < groups.getLength(); k++) {
            Element g = (Element) groups.item(k);
            if (!"piece".equals(g.getAttribute("class"))) {
                continue;
            }
            NodeList rects = g.getElementsByTagNameNS("*", "rect");
            for (int j = 0; j < rects.getLength(); j++) {
                Element rect = (Element) rects.item(j);
                String[] xyz = rect.getAttribute("data-cell").split(",");
                int x = Integer.parseInt(xyz[0]);
                int y = Integer.parseInt(xyz[1]);
                int z = Integer.parseInt(xyz[2]);
                assertThat(seen.add(rect.getAttribute("data-cell"))).isTrue();
                assertThat(Integer.parseInt(rect.getAttribute("x"))).isEqualTo(4 + z * (columns * 24 + 16) + x * 24);
                assertThat(Integer.parseInt(rect.getAttribute("y"))).isEqualTo(4 + 16 + y * 24);
                assertThat(String.valueOf(lines[y].charAt(z * (columns + 2) + x))).isEqualTo(g.getAttribute("data-piece"));
            }
        }
        assertThat(seen).hasSize(layers * rows * columns);
    }

    /** Checks that a packing of the 3x3x3 cube by the Soma pieces uses each of the 7 pieces once, with its size. */
    static void assertSomaCells(String text) {
        java.util.Map<Character, Integer> cells = new java.util.TreeMap<>();
        for (char ch : text.replace("\n", "").replace(" ", "").toCharArray()) {
            cells.merge(ch, 1, Integer::sum);
        }
        assertThat(cells.values().stream().sorted().toList()).containsExactly(3, 4, 4, 4, 4, 4, 4);
    }

    @Test
    void polycube_svg_drawsThePackingsPrintedLayerByLayer() throws Exception {
        Path one = dir.resolve("cube.svg");
        String out = Cli.run("", "polycube", "--box", "3x3x3", "--svg", one.toString()).assertSuccess().out();
        assertThat(Boards.blocks(out)).hasSize(1); // --svg alone draws the first packing
        assertSomaCells(out);
        assertPacking(parse(one).getDocumentElement(), Boards.blocks(out).get(0), 3, 3, 3);

        Path sheet = dir.resolve("sheet.svg");
        out = Cli.run("", "polycube", "--box", "2x3x4", "--pieces", "tetracubes", "--usage", "any", "--limit", "3",
                "--svg", sheet.toString()).assertSuccess().out();
        List<String> blocks = Boards.blocks(out);
        assertThat(blocks).hasSize(3);
        NodeList pictures = parse(sheet).getDocumentElement().getElementsByTagNameNS("*", "svg");
        assertThat(pictures.getLength()).isEqualTo(3);
        for (int k = 0; k < 3; k++) {
            assertPacking((Element) pictures.item(k), blocks.get(k), 2, 3, 4);
        }
        Cli.run("", "polycube", "--box", "3x3x3", "--count", "--svg", one.toString()).assertUsageError("options"
                + " '--svg' and '--count' contradict each other");
    }
}
