/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An independent brute-force packer for the tests: it shares no code with the polycube builders. Its
 * rotations are the closure of two quarter turns; the search fills the first empty cell (by layer, row,
 * column) with every piece, orientation and cube of it, in turn.
 */
final class PolycubeOracle {

    /** How often each piece may be used. */
    enum Use { ONCE, AT_MOST_ONCE, ANY }

    private final boolean[][][] region;
    private final int layers;
    private final int rows;
    private final int columns;
    private final List<List<int[][]>> shapes = new ArrayList<>();
    private final char[] letters;
    private final Use use;
    private final char[][][] filled;
    private final int[] uses;
    private final List<String> found = new ArrayList<>();
    private final boolean keep;
    private long count;

    /**
     * @param region [z][y][x], true for a cell
     * @param pieces each piece as a list of {x, y, z}
     * @param letters one letter per piece
     */
    PolycubeOracle(boolean[][][] region, List<int[][]> pieces, char[] letters, boolean reflections, Use use,
            boolean keep) {
        this.region = region;
        this.layers = region.length;
        this.rows = region[0].length;
        this.columns = region[0][0].length;
        this.letters = letters;
        this.use = use;
        this.keep = keep;
        this.filled = new char[layers][rows][columns];
        this.uses = new int[pieces.size()];
        for (int[][] p : pieces) {
            shapes.add(orientations(p, reflections));
        }
    }

    /** Counts the packings (and keeps each as a string of letters by z, y, x when asked). */
    long count() {
        search();
        return count;
    }

    List<String> packings() {
        return found;
    }

    private void search() {
        int fz = -1;
        int fy = -1;
        int fx = -1;
        outer:
        for (int z = 0; z < layers; z++) {
            for (int y = 0; y < rows; y++) {
                for (int x = 0; x < columns; x++) {
                    if (region[z][y][x] && filled[z][y][x] == 0) {
                        fz = z;
                        fy = y;
                        fx = x;
                        break outer;
                    }
                }
            }
        }
        if (fz < 0) {
            if (use == Use.ONCE && Arrays.stream(uses).anyMatch(u -> u == 0)) {
                return;
            }
            count++;
            if (keep) {
                StringBuilder sb = new StringBuilder();
                for (char[][] layer : filled) {
                    for (char[] row : layer) {
                        sb.append(row);
                    }
                }
                found.add(sb.toString());
            }
            return;
        }
        for (int p = 0; p < shapes.size(); p++) {
            if (use != Use.ANY && uses[p] > 0) {
                continue;
            }
            for (int[][] shape : shapes.get(p)) {
                for (int[] anchor : shape) {
                    int dx = fx - anchor[0];
                    int dy = fy - anchor[1];
                    int dz = fz - anchor[2];
                    if (fits(shape, dx, dy, dz)) {
                        mark(shape, dx, dy, dz, letters[p]);
                        uses[p]++;
                        search();
                        uses[p]--;
                        mark(shape, dx, dy, dz, (char) 0);
                    }
                }
            }
        }
    }

    private boolean fits(int[][] shape, int dx, int dy, int dz) {
        for (int[] c : shape) {
            int x = c[0] + dx;
            int y = c[1] + dy;
            int z = c[2] + dz;
            if (x < 0 || y < 0 || z < 0 || x >= columns || y >= rows || z >= layers || !region[z][y][x]
                    || filled[z][y][x] != 0) {
                return false;
            }
        }
        return true;
    }

    private void mark(int[][] shape, int dx, int dy, int dz, char letter) {
        for (int[] c : shape) {
            filled[c[2] + dz][c[1] + dy][c[0] + dx] = letter;
        }
    }

    /** The distinct orientations: closure under two quarter turns (and a mirror when reflections). */
    static List<int[][]> orientations(int[][] piece, boolean reflections) {
        Set<String> seen = new LinkedHashSet<>();
        List<int[][]> out = new ArrayList<>();
        List<int[][]> todo = new ArrayList<>();
        todo.add(normal(piece));
        while (!todo.isEmpty()) {
            int[][] s = todo.remove(todo.size() - 1);
            if (!seen.add(Arrays.deepToString(s))) {
                continue;
            }
            out.add(s);
            todo.add(normal(map(s, c -> new int[] {c[0], -c[2], c[1]})));
            todo.add(normal(map(s, c -> new int[] {-c[1], c[0], c[2]})));
            if (reflections) {
                todo.add(normal(map(s, c -> new int[] {-c[0], c[1], c[2]})));
            }
        }
        return out;
    }

    private static int[][] map(int[][] s, java.util.function.UnaryOperator<int[]> f) {
        int[][] out = new int[s.length][];
        for (int k = 0; k < s.length; k++) {
            out[k] = f.apply(s[k]);
        }
        return out;
    }

    private static int[][] normal(int[][] s) {
        int mx = Integer.MAX_VALUE;
        int my = Integer.MAX_VALUE;
        int mz = Integer.MAX_VALUE;
        for (int[] c : s) {
            mx = Math.min(mx, c[0]);
            my = Math.min(my, c[1]);
            mz = Math.min(mz, c[2]);
        }
        int[][] out = new int[s.length][];
        for (int k = 0; k < s.length; k++) {
            out[k] = new int[] {s[k][0] - mx, s[k][1] - my, s[k][2] - mz};
        }
        Arrays.sort(out, (a, b) -> a[0] != b[0] ? a[0] - b[0] : a[1] != b[1] ? a[1] - b[1] : a[2] - b[2]);
        return out;
    }
}
