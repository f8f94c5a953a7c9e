/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import java.util.SplittableRandom;

/**
 * Fills a blank Sudoku grid at random: the first step of the generator.
 *
 * <p><b>Small grids</b> (up to {@value #SEARCH_LIMIT}x{@value #SEARCH_LIMIT}) are filled by the core's
 * seeded search on the empty grid's problem (random ties among the items of minimum size, options in a
 * random order), stopped at a node budget of {@value #BUDGET_PER_CELL} nodes per cell and restarted with
 * another seed up to {@value #RESTARTS} times. A 9x9 grid takes about 80 nodes, a 16x16 one a few thousand.
 *
 * <p><b>Large grids</b> are where that search fails: the seeded search on a blank 64x64 grid runs into dead
 * ends made hundreds of levels up and does not finish in a budget of millions of nodes, from any seed we
 * tried, with any value order (measured; the randomness puts early choices all over the grid). They, and a
 * small grid whose restarts all run out (not seen in practice), get a grid built by construction and
 * scrambled by moves that keep every grid valid:
 * <ul>
 *   <li>the pattern grid {@code value(r, c) = (C (r mod R) + r div R + c) mod n} (boxes R x C), valid for
 *       every box shape;
 *   <li>relabelling the symbols; permuting the rows inside a band, the bands, the columns inside a stack,
 *       the stacks; transposing when the boxes are square;
 *   <li>{@code n^2} random <em>swap cycles</em>: for two rows of one band, exchange their values in one
 *       column, then in the column where the row got its repeated value, and so on until the rows hold
 *       their values again (columns keep their values, boxes too since both rows are in one band); the
 *       same for two columns of one stack. These moves leave the orbit of the pattern grid under the
 *       symmetries above, so the grids are varied, though not uniformly distributed.
 * </ul>
 * Both paths are deterministic functions of the seed.
 */
final class SudokuFill {

    /** The largest grid size filled by search. */
    static final int SEARCH_LIMIT = 16;
    /** Node budget per cell of one seeded search. */
    static final int BUDGET_PER_CELL = 64;
    /** How many seeded searches are tried before the construction. */
    static final int RESTARTS = 8;

    private SudokuFill() {
    }

    /**
     * Returns a random complete grid, as values {@code 1..n} row by row.
     *
     * @param shape the shape
     * @param links the dancing links of {@link Sudoku#problem(SudokuShape)}, or null to build them when
     *     needed
     * @param random the source of randomness
     */
    static int[] fill(SudokuShape shape, DancingLinks links, SplittableRandom random) {
        int n = shape.size();
        if (n <= SEARCH_LIMIT) {
            DancingLinks dl = links != null ? links : new DancingLinks(Sudoku.problem(shape));
            int[] values = new int[n * n];
            for (int attempt = 0; attempt < RESTARTS; attempt++) {
                SearchSettings settings = SearchSettings.builder().seed(random.nextLong()).solutionLimit(1)
                        .nodeBudget((long) BUDGET_PER_CELL * n * n).build();
                SearchResult r = dl.search(settings, s -> {
                    decode(n, s, values);
                    return Decision.STOP;
                });
                if (r.outcome() == SearchOutcome.STOPPED_BY_VISITOR) {
                    return values;
                }
            }
        }
        return construct(shape, random);
    }

    private static void decode(int n, Solution s, int[] values) {
        for (int k = 0; k < s.size(); k++) {
            int option = s.option(k); // option = cell * n + v - 1 in the empty grid's problem
            values[option / n] = option % n + 1;
        }
    }

    /** Returns the pattern grid, relabelled, permuted and scrambled by swap cycles. */
    static int[] construct(SudokuShape shape, SplittableRandom random) {
        int rows = shape.boxRows();
        int cols = shape.boxColumns();
        int n = shape.size();
        int[] symbol = permutation(n, random);
        int[] rowOf = blockPermutation(rows, cols, random);  // bands of R rows, C bands
        int[] colOf = blockPermutation(cols, rows, random);  // stacks of C columns, R stacks
        boolean transpose = rows == cols && random.nextBoolean();
        int[][] g = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int pr = rowOf[r];
                int pc = colOf[c];
                int v = symbol[(cols * (pr % rows) + pr / rows + pc) % n] + 1;
                if (transpose) {
                    g[c][r] = v;
                } else {
                    g[r][c] = v;
                }
            }
        }
        int[] where = new int[n + 1];
        for (int move = 0; move < n * n; move++) {
            if (random.nextBoolean() && rows > 1) {
                int band = random.nextInt(cols) * rows;
                int a = band + random.nextInt(rows);
                int b = band + (a - band + 1 + random.nextInt(rows - 1)) % rows;
                swapCycle(g, a, b, random.nextInt(n), where, false);
            } else if (cols > 1) {
                int stack = random.nextInt(rows) * cols;
                int a = stack + random.nextInt(cols);
                int b = stack + (a - stack + 1 + random.nextInt(cols - 1)) % cols;
                swapCycle(g, a, b, random.nextInt(n), where, true);
            }
        }
        int[] values = new int[n * n];
        for (int r = 0; r < n; r++) {
            System.arraycopy(g[r], 0, values, r * n, n);
        }
        return values;
    }

    /**
     * Exchanges the values of lines a and b (rows, or columns when {@code columns}) along the cycle that
     * starts at position {@code start}, so that both lines stay permutations.
     */
    private static void swapCycle(int[][] g, int a, int b, int start, int[] where, boolean columns) {
        int n = g.length;
        for (int k = 0; k < n; k++) {
            where[at(g, a, k, columns)] = k;
        }
        int first = at(g, a, start, columns);
        int k = start;
        while (true) {
            int fromB = at(g, b, k, columns);
            set(g, b, k, columns, at(g, a, k, columns));
            set(g, a, k, columns, fromB);
            if (fromB == first) {
                return;
            }
            k = where[fromB]; // line a held fromB there too: exchange that position next
        }
    }

    private static int at(int[][] g, int line, int k, boolean columns) {
        return columns ? g[k][line] : g[line][k];
    }

    private static void set(int[][] g, int line, int k, boolean columns, int v) {
        if (columns) {
            g[k][line] = v;
        } else {
            g[line][k] = v;
        }
    }

    /** Returns a random permutation of 0..size-1. */
    static int[] permutation(int size, SplittableRandom random) {
        int[] p = new int[size];
        for (int i = 0; i < size; i++) {
            p[i] = i;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /**
     * Returns a random permutation of {@code blocks * block} lines that keeps blocks of {@code block}
     * consecutive lines together: the blocks are permuted, and the lines inside each block.
     */
    private static int[] blockPermutation(int block, int blocks, SplittableRandom random) {
        int[] order = permutation(blocks, random);
        int[] p = new int[block * blocks];
        for (int b = 0; b < blocks; b++) {
            int[] inside = permutation(block, random);
            for (int i = 0; i < block; i++) {
                p[b * block + i] = order[b] * block + inside[i];
            }
        }
        return p;
    }
}
