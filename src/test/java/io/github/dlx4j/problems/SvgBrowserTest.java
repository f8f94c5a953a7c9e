/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static io.github.dlx4j.problems.SvgPictures.children;
import static io.github.dlx4j.problems.SvgPictures.elements;
import static io.github.dlx4j.problems.SvgPictures.intAttribute;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Renders the SVG pictures to PNG in a real headless browser (Chromium, where the machine has one; the test
 * is skipped otherwise) and checks the pixels: each piece's cells in its fill color, holes white, outlines
 * dark; a Sudoku puzzle's given cells hold dark (text) pixels and its blank cells none. The expected colors
 * and positions are read from the picture's own XML, so this checks that a browser draws what it says.
 */
class SvgBrowserTest {

    static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable");

    @TempDir
    Path dir;

    static Path browser() {
        for (String b : BROWSERS) {
            if (Files.isExecutable(Path.of(b))) {
                return Path.of(b);
            }
        }
        return null;
    }

    /** Renders an SVG document at its size and returns the image. */
    BufferedImage render(String svg, String name) throws IOException, InterruptedException {
        Path browser = browser();
        assumeTrue(browser != null, "no headless browser on this machine (looked for " + BROWSERS + ")");
        Document doc = SvgPictures.parse(svg);
        int width = intAttribute(doc.getDocumentElement(), "width");
        int height = intAttribute(doc.getDocumentElement(), "height");
        Path file = dir.resolve(name + ".svg");
        Path png = dir.resolve(name + ".png");
        Files.writeString(file, svg, StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(browser.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--user-data-dir=" + dir.resolve("profile-" + name), "--window-size=" + width + "," + height,
                "--screenshot=" + png, file.toUri().toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve(name + ".log").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the browser did not finish in 120 s");
        }
        assertThat(png).as("screenshot; browser log: %s", Files.readString(dir.resolve(name + ".log"))).exists();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isGreaterThanOrEqualTo(width);
        assertThat(image.getHeight()).isGreaterThanOrEqualTo(height);
        return image;
    }

    static boolean near(int rgb, String hex) {
        int expected = Integer.parseInt(hex.substring(1), 16);
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((rgb >> shift) & 0xff) - ((expected >> shift) & 0xff)) > 8) {
                return false;
            }
        }
        return true;
    }

    static boolean dark(int rgb) {
        return ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff) < 3 * 110;
    }

    @Test
    void tiling_rendersPiecesInTheirColorsHolesWhiteOutlinesDark() throws Exception {
        PolyominoTiling tiling = PolyominoPuzzle.builder(PolyominoBoard.parse(PicturesTest.HOLED),
                Polyominoes.PENTOMINOES).build().findFirst().orElseThrow();
        String svg = tiling.toSvg();
        BufferedImage image = render(svg, "tiling");
        Document doc = SvgPictures.parse(svg);
        for (Element g : elements(doc, "g", "piece")) {
            for (Element rect : children(g, "rect")) {
                int x = intAttribute(rect, "x");
                int y = intAttribute(rect, "y");
                int rgb = image.getRGB(x + 12, y + 12);
                assertThat(near(rgb, g.getAttribute("fill"))).as("cell at %d,%d: %06x, piece %s in %s", x, y,
                        rgb & 0xffffff, g.getAttribute("data-piece"), g.getAttribute("fill")).isTrue();
            }
        }
        // the hole (rows and columns 3-4) is white inside, with dark outlines on its border
        assertThat(near(image.getRGB(4 + 4 * 24, 4 + 4 * 24), "#ffffff")).isTrue();
        assertThat(dark(image.getRGB(4 + 3 * 24, 4 + 3 * 24 + 12))).isTrue();
    }

    @Test
    void sudokuPuzzle_rendersTextInGivenCellsOnly() throws Exception {
        SudokuGrid puzzle = SudokuGrid.parse(SudokuReaderTest.WIKIPEDIA);
        BufferedImage image = render(puzzle.toSvg(), "sudoku");
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int darkPixels = 0;
                for (int y = 4 + r * 36 + 6; y < 4 + r * 36 + 30; y++) {
                    for (int x = 4 + c * 36 + 6; x < 4 + c * 36 + 30; x++) {
                        darkPixels += dark(image.getRGB(x, y)) ? 1 : 0;
                    }
                }
                if (puzzle.value(r, c) == 0) {
                    assertThat(darkPixels).as("blank cell %d,%d", r, c).isZero();
                } else {
                    assertThat(darkPixels).as("given cell %d,%d", r, c).isGreaterThan(20);
                }
            }
        }
    }
}
