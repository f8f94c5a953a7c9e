/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Tiler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Independent checks of the boards the CLI prints: the blank-line-separated output format, N-queens boards
 * and letter boards of tilings. Nothing here uses the library; piece shapes are checked with the test-only
 * {@link Tiler}'s own orientation code.
 */
final class Boards {

    private Boards() {
    }

    /**
     * Splits output into its blocks (solutions), checking the format: every line ends with a newline, one
     * blank line between blocks, none at the start or the end.
     */
    static List<String> blocks(String out) {
        List<String> list = new ArrayList<>();
        if (out.isEmpty()) {
            return list;
        }
        assertThat(out).endsWith("\n").doesNotEndWith("\n\n").doesNotStartWith("\n");
        for (String block : out.substring(0, out.length() - 1).split("\n\n", -1)) {
            assertThat(block).isNotEmpty().doesNotContain("\n\n");
            list.add(block);
        }
        return list;
    }

    /** Checks that a board places n queens, one per row and column, none sharing a diagonal. */
    static void assertQueens(int n, String board) {
        String[] rows = board.split("\n", -1);
        assertThat(rows).as(board).hasSize(n);
        boolean[] column = new boolean[n];
        boolean[] up = new boolean[2 * n];
        boolean[] down = new boolean[2 * n];
        for (int r = 0; r < n; r++) {
            assertThat(rows[r]).as(board).hasSize(n).matches("[.]*Q[.]*");
            int c = rows[r].indexOf('Q');
            assertThat(column[c] || up[r + c] || down[r - c + n]).as("queen attacked in:%n%s", board).isFalse();
            column[c] = up[r + c] = down[r - c + n] = true;
        }
    }

    /** The 12 pentominoes by their standard letters, drawn here independently of the library. */
    static final String[][] PENTOMINOES = {
        {"F", ".##", "##.", ".#."}, {"I", "#####"}, {"L", "#.", "#.", "#.", "##"}, {"N", ".#", ".#", "##", "#."},
        {"P", "##", "##", "#."}, {"T", "###", ".#.", ".#."}, {"U", "#.#", "###"}, {"V", "#..", "#..", "###"},
        {"W", "#..", "##.", ".##"}, {"X", ".#.", "###", ".#."}, {"Y", ".#", "##", ".#", ".#"},
        {"Z", "##.", ".#.", ".##"},
    };

    /** The 5 free tetrominoes. */
    static final String[][] TETROMINOES = {
        {"I", "####"}, {"O", "##", "##"}, {"T", "###", ".#."}, {"S", ".##", "##."}, {"L", "#.", "#.", "##"},
    };

    /**
     * Checks a pentomino tiling of a full rows x columns rectangle: every cell holds a letter, each of the 12
     * letters appears in exactly one 5-cell region, and that region is the letter's pentomino, rotated or
     * reflected.
     */
    static void assertPentominoTiling(int rows, int columns, String board) {
        String[] lines = board.split("\n", -1);
        assertThat(lines).as(board).hasSize(rows);
        for (String line : lines) {
            assertThat(line).as(board).hasSize(columns);
        }
        assertThat(rows * columns).isEqualTo(60);
        for (String[] piece : PENTOMINOES) {
            char letter = piece[0].charAt(0);
            List<int[]> cells = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    if (lines[r].charAt(c) == letter) {
                        cells.add(new int[] {r, c});
                    }
                }
            }
            assertThat(cells).as("cells of %s in%n%s", letter, board).hasSize(5);
            assertThat(Tiler.orientationKeys(picture(piece), true, true))
                    .as("%s in%n%s", letter, board).contains(Tiler.placementKey(cells));
        }
    }

    /** Returns the picture of a piece given as {letter, row, row, ...}, for {@link Tiler}. */
    static String picture(String[] piece) {
        return String.join("\n", Arrays.copyOfRange(piece, 1, piece.length));
    }

    /** Returns the pictures of pieces given as {letter, row, row, ...}, for {@link Tiler}. */
    static List<String> pictures(String[][] pieces) {
        List<String> list = new ArrayList<>();
        for (String[] piece : pieces) {
            list.add(picture(piece));
        }
        return list;
    }

    /** Returns a letter board turned by a quarter turn, or mirrored, for symmetry checks. */
    static String transform(String board, boolean mirror, int quarterTurns) {
        String[] g = board.split("\n", -1);
        for (int t = 0; t < quarterTurns; t++) {
            String[] turned = new String[g[0].length()];
            for (int c = 0; c < g[0].length(); c++) {
                StringBuilder sb = new StringBuilder();
                for (int r = g.length - 1; r >= 0; r--) {
                    sb.append(g[r].charAt(c));
                }
                turned[c] = sb.toString();
            }
            g = turned;
        }
        if (mirror) {
            for (int r = 0; r < g.length; r++) {
                g[r] = new StringBuilder(g[r]).reverse().toString();
            }
        }
        return String.join("\n", g);
    }
}
