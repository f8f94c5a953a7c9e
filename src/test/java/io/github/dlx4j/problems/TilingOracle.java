/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A brute-force tiler for the tests, written independently of the builder: it reads each piece's picture
 * and board picture as text, generates the orientations with its own rotation and reflection code, and
 * fills the first empty cell (row-major) with every piece and orientation in turn. It also classes tilings
 * under the board's symmetries, with its own symmetry code.
 */
final class TilingOracle {

    enum Usage { ONCE, AT_MOST_ONCE, ANY }

    private final int rows;
    private final int cols;
    private final boolean[][] board;
    /** For each piece, its allowed orientations; each is a list of {row, column} offsets, normalized. */
    private final List<List<int[][]>> orientations = new ArrayList<>();
    private final Usage usage;
    /** The tilings found: for each, the piece index covering each position (-1 for holes). */
    final List<int[]> tilings = new ArrayList<>();
    /** For ANY usage, a placement id per position, to tell copies apart in the record. */
    final List<int[]> placements = new ArrayList<>();

    /**
     * Creates and runs the tiler.
     *
     * @param boardPicture '#'-style picture: '.' and ' ' are holes
     * @param piecePictures the pieces as pictures
     * @param rotate whether pieces may rotate
     * @param reflect whether pieces may be turned over (mirror left-right only, if not rotating)
     */
    TilingOracle(String boardPicture, List<String> piecePictures, boolean rotate, boolean reflect, Usage usage) {
        String[] lines = boardPicture.split("\n");
        rows = lines.length;
        int w = 0;
        for (String l : lines) {
            w = Math.max(w, l.length());
        }
        cols = w;
        board = new boolean[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < lines[r].length(); c++) {
                char ch = lines[r].charAt(c);
                board[r][c] = ch != '.' && ch != ' ';
            }
        }
        for (String pic : piecePictures) {
            orientations.add(allowed(cellsOf(pic), rotate, reflect));
        }
        this.usage = usage;
        int[] label = new int[rows * cols];
        int[] placement = new int[rows * cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                label[r * cols + c] = board[r][c] ? -2 : -1; // -2: empty cell to fill
                placement[r * cols + c] = -1;
            }
        }
        fill(label, placement, new boolean[piecePictures.size()], 0);
    }

    int count() {
        return tilings.size();
    }

    static int[][] cellsOf(String picture) {
        List<int[]> cells = new ArrayList<>();
        String[] lines = picture.split("\n");
        for (int r = 0; r < lines.length; r++) {
            for (int c = 0; c < lines[r].length(); c++) {
                if (lines[r].charAt(c) == '#') {
                    cells.add(new int[] {r, c});
                }
            }
        }
        return normalize(cells.toArray(new int[0][]));
    }

    /** Translates to row 0 / column 0 and sorts row-major. */
    static int[][] normalize(int[][] cells) {
        int minR = Integer.MAX_VALUE;
        int minC = Integer.MAX_VALUE;
        for (int[] rc : cells) {
            minR = Math.min(minR, rc[0]);
            minC = Math.min(minC, rc[1]);
        }
        int[][] out = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            out[k] = new int[] {cells[k][0] - minR, cells[k][1] - minC};
        }
        Arrays.sort(out, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        return out;
    }

    static String key(int[][] cells) {
        StringBuilder sb = new StringBuilder();
        for (int[] rc : cells) {
            sb.append(rc[0]).append(',').append(rc[1]).append(';');
        }
        return sb.toString();
    }

    /** The eight plane maps as (r, c) -> (a r + b c, d r + e c): rotations by 90 degrees, then mirrored. */
    static int[] map(int k, int r, int c) {
        int rr = r;
        int cc = c;
        if (k >= 4) {
            cc = -cc; // mirror left-right first
        }
        for (int q = 0; q < k % 4; q++) { // quarter turns
            int t = rr;
            rr = cc;
            cc = -t;
        }
        return new int[] {rr, cc};
    }

    static List<int[][]> allowed(int[][] base, boolean rotate, boolean reflect) {
        List<Integer> ks = new ArrayList<>();
        ks.add(0);
        if (rotate) {
            ks.addAll(List.of(1, 2, 3));
        }
        if (reflect) {
            ks.add(4);
            if (rotate) {
                ks.addAll(List.of(5, 6, 7));
            }
        }
        List<int[][]> list = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int k : ks) {
            int[][] img = new int[base.length][];
            for (int j = 0; j < base.length; j++) {
                img[j] = map(k, base[j][0], base[j][1]);
            }
            img = normalize(img);
            if (seen.add(key(img))) {
                list.add(img);
            }
        }
        return list;
    }

    private void fill(int[] label, int[] placement, boolean[] used, int placed) {
        int first = -1;
        for (int p = 0; p < label.length; p++) {
            if (label[p] == -2) {
                first = p;
                break;
            }
        }
        if (first < 0) {
            if (usage == Usage.ONCE) {
                for (boolean u : used) {
                    if (!u) {
                        return;
                    }
                }
            }
            tilings.add(label.clone());
            placements.add(placement.clone());
            return;
        }
        int fr = first / cols;
        int fc = first % cols;
        for (int i = 0; i < orientations.size(); i++) {
            if (usage != Usage.ANY && used[i]) {
                continue;
            }
            for (int[][] o : orientations.get(i)) {
                // the first cell of o (row-major) goes on the first empty cell
                int dr = fr - o[0][0];
                int dc = fc - o[0][1];
                boolean fits = true;
                for (int[] rc : o) {
                    int r = rc[0] + dr;
                    int c = rc[1] + dc;
                    if (r < 0 || r >= rows || c < 0 || c >= cols || label[r * cols + c] != -2) {
                        fits = false;
                        break;
                    }
                }
                if (!fits) {
                    continue;
                }
                for (int[] rc : o) {
                    label[(rc[0] + dr) * cols + rc[1] + dc] = i;
                    placement[(rc[0] + dr) * cols + rc[1] + dc] = placed;
                }
                used[i] = true;
                fill(label, placement, used, placed + 1);
                used[i] = false;
                for (int[] rc : o) {
                    label[(rc[0] + dr) * cols + rc[1] + dc] = -2;
                    placement[(rc[0] + dr) * cols + rc[1] + dc] = -1;
                }
            }
        }
    }

    /**
     * Returns the symmetries (0..7, as {@link #map}) of the board's cells, acting on their bounding box, that
     * also map every piece's set of allowed orientations onto itself.
     */
    List<Integer> symmetries() {
        List<Integer> result = new ArrayList<>();
        int[][] cells = boardCells();
        Set<String> boardKey = Set.of(key(normalize(cells)));
        for (int k = 0; k < 8; k++) {
            int[][] img = new int[cells.length][];
            for (int j = 0; j < cells.length; j++) {
                img[j] = map(k, cells[j][0], cells[j][1]);
            }
            if (!boardKey.contains(key(normalize(img)))) {
                continue;
            }
            boolean ok = true;
            for (List<int[][]> os : orientations) {
                Set<String> keys = new HashSet<>();
                for (int[][] o : os) {
                    keys.add(key(o));
                }
                for (int[][] o : os) {
                    int[][] t = new int[o.length][];
                    for (int j = 0; j < o.length; j++) {
                        t[j] = map(k, o[j][0], o[j][1]);
                    }
                    ok &= keys.contains(key(normalize(t)));
                }
            }
            if (ok) {
                result.add(k);
            }
        }
        return result;
    }

    private int[][] boardCells() {
        List<int[]> list = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (board[r][c]) {
                    list.add(new int[] {r, c});
                }
            }
        }
        return list.toArray(new int[0][]);
    }

    /** Counts the classes of the tilings (ONCE usage) under {@link #symmetries()}. */
    int countClasses() {
        List<Integer> group = symmetries();
        int[][] cells = boardCells();
        // position index of each board cell, and of each cell's image under each symmetry
        int[][] images = new int[8][cells.length];
        int[][] norm = normalize(cells);
        java.util.Map<String, Integer> indexOf = new java.util.HashMap<>();
        for (int j = 0; j < norm.length; j++) {
            indexOf.put(norm[j][0] + "," + norm[j][1], j);
        }
        for (int k : group) {
            int[][] img = new int[cells.length][];
            int minR = Integer.MAX_VALUE;
            int minC = Integer.MAX_VALUE;
            for (int j = 0; j < norm.length; j++) {
                img[j] = map(k, norm[j][0], norm[j][1]);
                minR = Math.min(minR, img[j][0]);
                minC = Math.min(minC, img[j][1]);
            }
            for (int j = 0; j < norm.length; j++) {
                images[k][j] = indexOf.get((img[j][0] - minR) + "," + (img[j][1] - minC));
            }
        }
        // norm is row-major over the cells, as is the cells' order in a tiling's label array
        Set<String> classes = new HashSet<>();
        for (int[] t : tilings) {
            int[] labels = new int[cells.length];
            for (int j = 0; j < cells.length; j++) {
                labels[j] = t[cells[j][0] * cols + cells[j][1]];
            }
            String best = null;
            for (int k : group) {
                int[] moved = new int[labels.length];
                for (int j = 0; j < labels.length; j++) {
                    moved[images[k][j]] = labels[j];
                }
                String s = Arrays.toString(moved);
                if (best == null || s.compareTo(best) < 0) {
                    best = s;
                }
            }
            classes.add(best);
        }
        return classes.size();
    }
}
