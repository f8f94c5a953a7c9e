/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A brute-force count of the tilings of a small rectangle, written without the library: fill the first
 * empty cell (row-major) with every orientation of every piece that fits there, recursively.
 */
final class TilingCount {

    /** How often each piece may be used. */
    enum Usage { ONCE, AT_MOST_ONCE, ANY }

    private final int rows;
    private final int columns;
    private final List<List<int[][]>> orientations = new ArrayList<>(); // piece -> orientations -> cells
    private final Usage usage;
    private final boolean[] grid;
    private final int[] used;

    private TilingCount(int rows, int columns, String[][] pieces, boolean reflections, Usage usage) {
        this.rows = rows;
        this.columns = columns;
        this.usage = usage;
        this.grid = new boolean[rows * columns];
        this.used = new int[pieces.length];
        for (String[] piece : pieces) {
            List<int[][]> list = new ArrayList<>();
            for (String o : Boards.orientations(Boards.shape(piece), reflections)) {
                String[] parts = o.split(" ");
                int[][] cells = new int[parts.length][];
                for (int k = 0; k < parts.length; k++) {
                    String[] rc = parts[k].split(":");
                    cells[k] = new int[] {Integer.parseInt(rc[0]), Integer.parseInt(rc[1])};
                }
                // Sorted as text "r:c"; the anchor is the first cell in row-major order.
                java.util.Arrays.sort(cells, (a, b) -> a[0] != b[0] ? a[0] - b[0] : a[1] - b[1]);
                list.add(cells);
            }
            orientations.add(list);
        }
    }

    /** Returns the number of tilings of a rows x columns rectangle with the pieces. */
    static long count(int rows, int columns, String[][] pieces, boolean reflections, Usage usage) {
        TilingCount t = new TilingCount(rows, columns, pieces, reflections, usage);
        return t.fill(0);
    }

    private long fill(int from) {
        int cell = from;
        while (cell < grid.length && grid[cell]) {
            cell++;
        }
        if (cell == grid.length) {
            if (usage == Usage.ONCE) {
                for (int u : used) {
                    if (u != 1) {
                        return 0;
                    }
                }
            }
            return 1;
        }
        int r0 = cell / columns;
        int c0 = cell % columns;
        long total = 0;
        for (int p = 0; p < orientations.size(); p++) {
            if (usage != Usage.ANY && used[p] > 0) {
                continue;
            }
            for (int[][] cells : orientations.get(p)) {
                int dr = r0 - cells[0][0];
                int dc = c0 - cells[0][1];
                boolean fits = true;
                for (int[] rc : cells) {
                    int r = rc[0] + dr;
                    int c = rc[1] + dc;
                    fits &= r >= 0 && r < rows && c >= 0 && c < columns && !grid[r * columns + c];
                }
                if (!fits) {
                    continue;
                }
                for (int[] rc : cells) {
                    grid[(rc[0] + dr) * columns + rc[1] + dc] = true;
                }
                used[p]++;
                total += fill(cell + 1);
                used[p]--;
                for (int[] rc : cells) {
                    grid[(rc[0] + dr) * columns + rc[1] + dc] = false;
                }
            }
        }
        return total;
    }
}
