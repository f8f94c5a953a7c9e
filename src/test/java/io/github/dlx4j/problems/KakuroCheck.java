/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Test-only Kakuro tools written without the library's builder: a reader of the text layout, a checker of
 * filled grids, a brute-force solver (cell by cell, with the run sums), and a generator of puzzles with a
 * planted solution. Grids are compared as the digits of their white cells in reading order.
 */
final class KakuroCheck {

    private KakuroCheck() {
    }

    /** A grid read from text: per cell -1 wall/clue, 0 blank, 1-9 digit; and the sums of each clue. */
    private static final class Grid {
        int rows;
        int cols;
        int[] value;
        int[] down;
        int[] across;
    }

    private static Grid read(String text) {
        List<String[]> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.trim().split("\\s+"));
            }
        }
        Grid g = new Grid();
        g.rows = lines.size();
        g.cols = lines.get(0).length;
        g.value = new int[g.rows * g.cols];
        g.down = new int[g.value.length];
        g.across = new int[g.value.length];
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                String t = lines.get(r)[c];
                int x = r * g.cols + c;
                if (t.contains("\\")) {
                    String[] parts = t.split("\\\\", -1);
                    g.value[x] = -1;
                    g.down[x] = parts[0].isEmpty() ? 0 : Integer.parseInt(parts[0]);
                    g.across[x] = parts[1].isEmpty() ? 0 : Integer.parseInt(parts[1]);
                } else if (t.equals("#")) {
                    g.value[x] = -1;
                } else {
                    g.value[x] = t.equals(".") ? 0 : Integer.parseInt(t);
                }
            }
        }
        return g;
    }

    /** Returns the digits of the white cells in reading order, '.' for blanks. */
    static String digits(Kakuro k) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < k.rows(); r++) {
            for (int c = 0; c < k.columns(); c++) {
                if (k.isWhite(r, c)) {
                    sb.append(k.digit(r, c) == 0 ? "." : Integer.toString(k.digit(r, c)));
                }
            }
        }
        return sb.toString();
    }

    /** Returns why a filled grid breaks the rules, or null when it is a solution. */
    static String violation(Kakuro k) {
        Grid g = read(k.toText());
        for (int x = 0; x < g.value.length; x++) {
            if (g.value[x] == 0) {
                return "cell " + x + " is blank";
            }
            if (g.value[x] < 0) {
                for (int dir = 0; dir < 2; dir++) {
                    int sum = dir == 0 ? g.across[x] : g.down[x];
                    if (sum == 0) {
                        continue;
                    }
                    int step = dir == 0 ? 1 : g.cols;
                    int total = 0;
                    int seen = 0;
                    for (int y = x + step; y < g.value.length && g.value[y] > 0 && (dir == 1 || y / g.cols == x / g.cols);
                            y += step) {
                        if ((seen & 1 << g.value[y]) != 0) {
                            return "digit " + g.value[y] + " twice in the run of clue " + x;
                        }
                        seen |= 1 << g.value[y];
                        total += g.value[y];
                    }
                    if (total != sum) {
                        return "the run of clue " + x + " adds up to " + total + ", not " + sum;
                    }
                }
            }
        }
        return null;
    }

    /** Returns every solution as the digits of the white cells, by backtracking cell by cell. */
    static List<String> solutions(Kakuro k) {
        Grid g = read(k.toText());
        List<String> out = new ArrayList<>();
        fill(g, 0, out);
        return out;
    }

    private static void fill(Grid g, int x, List<String> out) {
        while (x < g.value.length && g.value[x] != 0) {
            x++;
        }
        if (x == g.value.length) {
            Kakuro k = Kakuro.parse(text(g));
            if (violation(k) == null) {
                out.add(digits(k));
            }
            return;
        }
        for (int d = 1; d <= 9; d++) {
            g.value[x] = d;
            if (partialOk(g, x)) {
                fill(g, x + 1, out);
            }
        }
        g.value[x] = 0;
    }

    /** Checks the runs through x: distinct digits, partial sum not above the clue, full sum equal. */
    private static boolean partialOk(Grid g, int x) {
        for (int dir = 0; dir < 2; dir++) {
            int step = dir == 0 ? 1 : g.cols;
            int start = x;
            while (start - step >= 0 && g.value[start - step] >= 0 && (dir == 1 || (start - 1) / g.cols == x / g.cols)) {
                start -= step;
            }
            int clue = start - step;
            int sum = dir == 0 ? g.across[clue] : g.down[clue];
            int total = 0;
            int seen = 0;
            boolean full = true;
            for (int y = start; y < g.value.length && g.value[y] >= 0 && (dir == 1 || y / g.cols == x / g.cols);
                    y += step) {
                int v = g.value[y];
                if (v == 0) {
                    full = false;
                    continue;
                }
                if ((seen & 1 << v) != 0) {
                    return false;
                }
                seen |= 1 << v;
                total += v;
            }
            if (total > sum || (full && total != sum)) {
                return false;
            }
        }
        return true;
    }

    private static String text(Grid g) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.cols; c++) {
                int x = r * g.cols + c;
                String t;
                if (g.value[x] < 0) {
                    t = g.down[x] == 0 && g.across[x] == 0 ? "#"
                            : (g.down[x] == 0 ? "" : g.down[x]) + "\\" + (g.across[x] == 0 ? "" : g.across[x]);
                } else {
                    t = g.value[x] == 0 ? "." : Integer.toString(g.value[x]);
                }
                sb.append(c == 0 ? "" : " ").append(t);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Returns a random filled Kakuro of {@code rows} by {@code cols} cells: the first row and column are not
     * white, other cells white with probability 3/4, digits distinct in every run, every run clued.
     */
    static Kakuro plant(Random rnd, int rows, int cols) {
        while (true) {
            Grid g = new Grid();
            g.rows = rows;
            g.cols = cols;
            g.value = new int[rows * cols];
            g.down = new int[rows * cols];
            g.across = new int[rows * cols];
            for (int x = 0; x < g.value.length; x++) {
                g.value[x] = x / cols == 0 || x % cols == 0 || rnd.nextInt(4) == 0 ? -1 : 0;
            }
            if (!randomFill(g, 0, rnd)) {
                continue;
            }
            boolean any = false;
            for (int x = 0; x < g.value.length; x++) {
                if (g.value[x] >= 0) {
                    any = true;
                    continue;
                }
                int r = x / cols;
                for (int y = x + 1; y < g.value.length && y / cols == r && g.value[y] > 0; y++) {
                    g.across[x] += g.value[y];
                }
                for (int y = x + cols; y < g.value.length && g.value[y] > 0; y += cols) {
                    g.down[x] += g.value[y];
                }
            }
            if (any) {
                return Kakuro.parse(text(g));
            }
        }
    }

    private static boolean randomFill(Grid g, int x, Random rnd) {
        while (x < g.value.length && g.value[x] != 0) {
            x++;
        }
        if (x == g.value.length) {
            return true;
        }
        int offset = rnd.nextInt(9);
        for (int k = 0; k < 9; k++) {
            int d = 1 + (offset + k) % 9;
            g.value[x] = d;
            if (distinctInRuns(g, x) && randomFill(g, x + 1, rnd)) {
                return true;
            }
        }
        g.value[x] = 0;
        return false;
    }

    private static boolean distinctInRuns(Grid g, int x) {
        int v = g.value[x];
        for (int y = x - 1; y >= 0 && y / g.cols == x / g.cols && g.value[y] > 0; y--) {
            if (g.value[y] == v) {
                return false;
            }
        }
        for (int y = x - g.cols; y >= 0 && g.value[y] > 0; y -= g.cols) {
            if (g.value[y] == v) {
                return false;
            }
        }
        return true;
    }

    /** Returns the puzzle of a filled grid: its digits blanked, except now and then one left as a given. */
    static Kakuro blank(Kakuro filled, Random rnd) {
        Grid g = read(filled.toText());
        for (int x = 0; x < g.value.length; x++) {
            if (g.value[x] > 0 && rnd.nextInt(8) != 0) {
                g.value[x] = 0;
            }
        }
        return Kakuro.parse(text(g));
    }
}
