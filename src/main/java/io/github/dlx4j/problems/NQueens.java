/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import java.util.Objects;
import java.util.Optional;

/**
 * Returns the n-queens problem as an exact cover problem: place {@code n} queens on an {@code n x n} board
 * so that no two share a row, a column or a diagonal.
 *
 * <p>The encoding is Knuth's (TAOCP 7.2.2.1): primary items {@code r0..r(n-1)} (each row has a queen) and
 * {@code c0..c(n-1)} (each column has one), secondary items {@code a0..a(2n-2)} for the diagonals
 * {@code row + column} and {@code b0..b(2n-2)} for the anti-diagonals {@code row - column + n - 1} (at most
 * one queen on each). The option "queen at ({@code r}, {@code c})" has index {@code r*n + c} and contains
 * {@code r<r> c<c> a<r+c> b<r-c+n-1>}; rows and columns count from 0.
 *
 * <p>The search chooses the leftmost primary item of minimum size, so the order of the primary items
 * matters for speed. {@link ItemOrder#ORGAN_PIPE} (the default) lists the middle rows and columns first,
 * alternating outwards ({@code r4 c4 r3 c3 r5 c5 ...} for {@code n = 8}), which prunes sooner than
 * {@link ItemOrder#PLAIN} ({@code r0 r1 ... c0 c1 ...}). Both have the same solutions.
 *
 * <p>How the time grows: counting all solutions grows exponentially, five to seven times per step of
 * {@code n}, as the number of solutions does (14,200 for 12, 95,815,104 for 17). The time to a
 * <em>first</em> solution does not grow smoothly: it is heavy-tailed in
 * {@code n}. With the organ-pipe order {@code n} up to 60 takes at most about 100,000 nodes (well under a
 * second), but 70, 100, 200 found nothing in 5 s (about 10 million nodes) and 1000 nothing in 120 s, on
 * one core of a 2-core x86-64 machine. Setting up the problem is linear in {@code n^2} (4 nodes per square)
 * and fast for every {@code n} up to {@link #MAX_N}; it is the search that may not end in practice: give
 * a search of {@link #problem} a timeout or a node budget for large {@code n}.
 *
 * <pre>{@code
 * long solutions = NQueens.count(8);                        // 92
 * int[] columns = NQueens.findFirst(8).orElseThrow();        // columns[row] = column of that row's queen
 * System.out.println(NQueens.render(columns));
 * ExactCoverProblem plain = NQueens.problem(8, NQueens.ItemOrder.PLAIN);
 * }</pre>
 */
public final class NQueens {

    /** The largest {@code n}: the problem has {@code 4 n^2} nodes, which must fit in an {@code int}. */
    public static final int MAX_N = 20_000;

    /** The order of the primary items, which changes the search's speed but not its solutions. */
    public enum ItemOrder {
        /** Middle rows and columns first, alternating outwards: Knuth's "organ-pipe" order. */
        ORGAN_PIPE,
        /** Rows {@code r0..r(n-1)}, then columns {@code c0..c(n-1)}. */
        PLAIN
    }

    private NQueens() {
    }

    /**
     * Returns the n-queens problem with the primary items in organ-pipe order.
     *
     * @param n the size of the board, {@code 1 <= n <= MAX_N}
     * @return the problem, with {@code 2n} primary and {@code 4n - 2} secondary items and {@code n^2} options
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static ExactCoverProblem problem(int n) {
        return problem(n, ItemOrder.ORGAN_PIPE);
    }

    /**
     * Returns the n-queens problem with the primary items in the given order.
     *
     * @param n the size of the board, {@code 1 <= n <= MAX_N}
     * @param order the order of the primary items
     * @return the problem, with {@code 2n} primary and {@code 4n - 2} secondary items and {@code n^2} options
     * @throws IllegalArgumentException if {@code n} is out of range
     * @throws NullPointerException if {@code order} is null
     */
    public static ExactCoverProblem problem(int n, ItemOrder order) {
        checkN(n);
        Objects.requireNonNull(order, "order");
        String[] primary = new String[2 * n];
        int[] rowItem = new int[n];
        int[] columnItem = new int[n];
        if (order == ItemOrder.PLAIN) {
            for (int k = 0; k < n; k++) {
                primary[k] = "r" + k;
                primary[n + k] = "c" + k;
                rowItem[k] = k;
                columnItem[k] = n + k;
            }
        } else {
            int m = n / 2;
            for (int k = 0; k < n; k++) {
                // m, m-1, m+1, m-2, m+2, ...
                int line = (k % 2 == 0) ? m + k / 2 : m - (k + 1) / 2;
                assert line >= 0 && line < n : line;
                primary[2 * k] = "r" + line;
                primary[2 * k + 1] = "c" + line;
                rowItem[line] = 2 * k;
                columnItem[line] = 2 * k + 1;
            }
        }
        String[] secondary = new String[4 * n - 2];
        for (int d = 0; d < 2 * n - 1; d++) {
            secondary[d] = "a" + d;
            secondary[2 * n - 1 + d] = "b" + d;
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(primary).secondary(secondary);
        int[] items = new int[4];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                items[0] = rowItem[r];
                items[1] = columnItem[c];
                items[2] = 2 * n + r + c;
                items[3] = 2 * n + 2 * n - 1 + r - c + n - 1;
                b.option(items);
            }
        }
        return b.build();
    }

    /**
     * Returns the queens of a solution: for each row, the column of its queen.
     *
     * @param solution a solution of a problem made by {@link #problem(int, ItemOrder)}
     * @return a new array; {@code columns[row]} is the column (from 0) of the queen in that row
     * @throws IllegalArgumentException if the solution is not of an n-queens problem
     * @throws NullPointerException if {@code solution} is null
     */
    public static int[] decode(Solution solution) {
        ExactCoverProblem p = solution.problem();
        int n = (p.itemCount() + 2) / 6;
        if (n < 1 || p.itemCount() != 6 * n - 2 || p.primaryItemCount() != 2 * n || (long) n * n != p.optionCount()
                || !p.hasNames() || !p.itemName(2 * n).equals("a0") || solution.size() != n) {
            throw new IllegalArgumentException("the solution is not of an n-queens problem: " + p);
        }
        int[] columns = new int[n];
        java.util.Arrays.fill(columns, -1);
        for (int k = 0; k < n; k++) {
            int option = solution.option(k);
            columns[option / n] = option % n;
        }
        return columns;
    }

    /**
     * Counts the solutions of the n-queens problem (for {@code n = 1..12}: 1, 0, 0, 2, 10, 4, 40, 92, 352,
     * 724, 2680, 14200).
     *
     * @param n the size of the board, {@code 1 <= n <= MAX_N}
     * @return the number of ways to place the queens
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static long count(int n) {
        return new DancingLinks(problem(n)).count();
    }

    /**
     * Returns a solution of the n-queens problem, found by randomized restarts
     * ({@link SearchSettings.Builder#restarts(long)}, unit {@code 2n} nodes, seed 0): the same solution every
     * call, in about {@code n} nodes for large boards. The first solution in the deterministic search order
     * has a heavy tail instead: with either item order some boards take millions of nodes ({@code n} = 70 and
     * 200: no solution in the first seven million, measured); search {@link #problem(int)} for it.
     *
     * @param n the size of the board, {@code 1 <= n <= MAX_N}
     * @return the queens' columns row by row, or empty when there is no solution ({@code n} = 2 or 3)
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static Optional<int[]> findFirst(int n) {
        SearchSettings settings = SearchSettings.builder().restarts(2L * n).seed(0).build();
        return new DancingLinks(problem(n)).findFirst(settings).map(NQueens::decode);
    }

    /**
     * Returns a board as text: one line per row, {@code Q} for a queen and {@code .} for an empty square,
     * lines separated by {@code '\n'} (no newline at the end).
     *
     * @param columns for each row, the column of its queen, as {@link #decode(Solution)} returns
     * @return the board
     * @throws IllegalArgumentException if the array is empty or a column is out of range
     * @throws NullPointerException if {@code columns} is null
     */
    public static String render(int[] columns) {
        checkColumns(columns);
        int n = columns.length;
        StringBuilder sb = new StringBuilder(n * (n + 1));
        for (int r = 0; r < n; r++) {
            if (r > 0) {
                sb.append('\n');
            }
            for (int c = 0; c < n; c++) {
                sb.append(c == columns[r] ? 'Q' : '.');
            }
        }
        return sb.toString();
    }

    /** The side of a square in {@link #toSvg(int[])}'s picture, in pixels. */
    static final int SVG_SQUARE = 32;

    /**
     * Returns a board as an SVG picture: a chessboard of {@value #SVG_SQUARE}-pixel squares (light at the top
     * left, drawn by one pattern, so the picture grows with {@code n}, not {@code n^2}) and one
     * {@code <g class="queen" data-row="r" data-column="c">} per queen.
     *
     * @param columns for each row, the column of its queen, as {@link #decode(Solution)} returns
     * @return a standalone SVG document
     * @throws IllegalArgumentException if the array is empty or a column is out of range
     * @throws NullPointerException if {@code columns} is null
     */
    public static String toSvg(int[] columns) {
        checkColumns(columns);
        int n = columns.length;
        int s = SVG_SQUARE;
        Svg svg = new Svg(n * s, n * s, n + " queens");
        svg.raw("<defs><pattern id=\"board\" width=\"" + 2 * s + "\" height=\"" + 2 * s
                + "\" patternUnits=\"userSpaceOnUse\"><rect width=\"" + 2 * s + "\" height=\"" + 2 * s
                + "\" fill=\"#f0d9b5\"/><rect x=\"" + s + "\" width=\"" + s + "\" height=\"" + s
                + "\" fill=\"#b58863\"/><rect y=\"" + s + "\" width=\"" + s + "\" height=\"" + s
                + "\" fill=\"#b58863\"/></pattern></defs>\n");
        svg.raw("<rect class=\"board\" width=\"" + n * s + "\" height=\"" + n * s + "\" fill=\"url(#board)\"/>\n");
        for (int r = 0; r < n; r++) {
            // a crown: a base and five points, in a square of side s
            svg.raw("<g class=\"queen\" data-row=\"" + r + "\" data-column=\"" + columns[r] + "\" transform=\"translate("
                    + columns[r] * s + " " + r * s + ") scale(" + s / 32.0 + ")\" fill=\"#202020\" stroke=\"#ffffff\""
                    + " stroke-width=\"1\"><path d=\"M7 24L5 11L11 18L16 8L21 18L27 11L25 24Z\"/>"
                    + "<rect x=\"7\" y=\"25\" width=\"18\" height=\"3\"/></g>\n");
        }
        return svg.finish();
    }

    private static void checkColumns(int[] columns) {
        int n = columns.length;
        if (n == 0) {
            throw new IllegalArgumentException("no rows to render");
        }
        for (int r = 0; r < n; r++) {
            if (columns[r] < 0 || columns[r] >= n) {
                throw new IllegalArgumentException("row " + r + ": column " + columns[r] + " is out of range [0, " + n + ")");
            }
        }
    }

    private static void checkN(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be at least 1, was " + n);
        }
        if (n > MAX_N) {
            throw new IllegalArgumentException("n must be at most " + MAX_N + ", was " + n);
        }
    }
}
