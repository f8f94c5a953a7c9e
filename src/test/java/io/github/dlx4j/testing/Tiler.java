/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Test-only brute-force tiler, written independently of the library's builders: it reads each piece's
 * picture and the board's picture as text, generates the orientations with its own rotation and reflection
 * code, and fills the first empty cell (row-major) with every piece and orientation in turn. It also classes
 * tilings under the board's symmetries, with its own symmetry code. Pictures draw a cell as {@code #}; in a
 * board picture any character but {@code .} and space is a cell.
 *
 * <pre>{@code
 * Tiler t = new Tiler(Tiler.rectangle(2, 4), pictures, true, true, Tiler.Usage.ANY);
 * long tilings = t.count();
 * }</pre>
 */
public final class Tiler {

    /** How often each piece may be used. */
    public enum Usage { ONCE, AT_MOST_ONCE, ANY }

    private final int rows;
    private final int cols;
    private final boolean[][] board;
    /** For each piece, its allowed orientations; each is a list of {row, column} offsets, normalized. */
    private final List<List<int[][]>> orientations = new ArrayList<>();
    private final Usage usage;
    /** The tilings found: for each, the piece index covering each position (-1 for holes). */
    private final List<int[]> tilings = new ArrayList<>();

    /**
     * Finds every tiling of a board with the pieces.
     *
     * @param boardPicture '#'-style picture: '.' and ' ' are holes
     * @param piecePictures the pieces as pictures
     * @param rotate whether pieces may rotate
     * @param reflect whether pieces may be turned over (mirror left-right only, if not rotating)
     * @param usage how often each piece may be used
     */
    public Tiler(String boardPicture, List<String> piecePictures, boolean rotate, boolean reflect, Usage usage) {
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
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                label[r * cols + c] = board[r][c] ? -2 : -1; // -2: empty cell to fill
            }
        }
        fill(label, new boolean[piecePictures.size()]);
    }

    /** Returns the picture of a full rows x columns rectangle. */
    public static String rectangle(int rows, int columns) {
        return String.join("\n", Collections.nCopies(rows, "#".repeat(columns)));
    }

    /** Returns the number of tilings. */
    public int count() {
        return tilings.size();
    }

    /**
     * Returns the number of tilings that use piece {@code i} between {@code lower[i]} and {@code upper[i]}
     * times (the copies of piece i are the cells it covers over its size); meaningful with {@link Usage#ANY}.
     */
    public int count(int[] lower, int[] upper) {
        int n = 0;
        for (int[] t : tilings) {
            int[] cells = new int[orientations.size()];
            for (int piece : t) {
                if (piece >= 0) {
                    cells[piece]++;
                }
            }
            boolean ok = true;
            for (int i = 0; i < cells.length; i++) {
                int copies = cells[i] / orientations.get(i).get(0).length;
                ok &= copies >= lower[i] && copies <= upper[i];
            }
            n += ok ? 1 : 0;
        }
        return n;
    }

    /**
     * Returns the tilings, each as the piece index covering each position of the board's picture, row-major,
     * -1 for holes, written as {@link Arrays#toString(int[])}.
     */
    public Set<String> tilings() {
        Set<String> set = new HashSet<>();
        for (int[] t : tilings) {
            set.add(Arrays.toString(t));
        }
        return set;
    }

    /** Returns the cells ({@code #}) of a picture as {row, column} pairs, normalized. */
    public static int[][] cellsOf(String picture) {
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

    /** Returns the cells translated to row 0 / column 0, sorted row-major. */
    public static int[][] normalize(int[][] cells) {
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

    /** Returns a text key of the cells as given: equal for equal lists of cells. */
    public static String key(int[][] cells) {
        StringBuilder sb = new StringBuilder();
        for (int[] rc : cells) {
            sb.append(rc[0]).append(',').append(rc[1]).append(';');
        }
        return sb.toString();
    }

    /**
     * Returns the image of (r, c) under plane map {@code k} (0 to 7): {@code k % 4} quarter turns, after a
     * left-right mirror when {@code k >= 4}.
     */
    public static int[] map(int k, int r, int c) {
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

    /**
     * Returns the distinct orientations of a shape, normalized, the shape itself first: its quarter turns
     * when {@code rotate}, its mirror image (with the turns when {@code rotate}) when {@code reflect}.
     */
    public static List<int[][]> allowed(int[][] base, boolean rotate, boolean reflect) {
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

    /** Returns the keys of the allowed orientations of a piece's picture, as {@link #allowed} gives them. */
    public static Set<String> orientationKeys(String picture, boolean rotate, boolean reflect) {
        Set<String> keys = new HashSet<>();
        for (int[][] o : allowed(cellsOf(picture), rotate, reflect)) {
            keys.add(key(o));
        }
        return keys;
    }

    /** Returns the key of a placement's cells, normalized: it is in {@link #orientationKeys} for its piece. */
    public static String placementKey(List<int[]> cells) {
        return key(normalize(cells.toArray(new int[0][])));
    }

    private void fill(int[] label, boolean[] used) {
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
                }
                used[i] = true;
                fill(label, used);
                used[i] = false;
                for (int[] rc : o) {
                    label[(rc[0] + dr) * cols + rc[1] + dc] = -2;
                }
            }
        }
    }

    /**
     * Returns the symmetries (0..7, as {@link #map}) of the board's cells, acting on their bounding box, that
     * also map every piece's set of allowed orientations onto itself.
     */
    public List<Integer> symmetries() {
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

    /** Returns the number of classes of the tilings (ONCE usage) under {@link #symmetries()}. */
    public int countClasses() {
        List<Integer> group = symmetries();
        int[][] cells = boardCells();
        // position index of each board cell, and of each cell's image under each symmetry
        int[][] images = new int[8][cells.length];
        int[][] norm = normalize(cells);
        Map<String, Integer> indexOf = new HashMap<>();
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
