/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Returns Sudoku puzzles as exact cover problems, and solves them one puzzle at a time (the one-shot path).
 *
 * <p>The encoding is the classic one. For a grid of size {@code n} there are {@code 4 n^2} primary items,
 * in this order: one per cell ({@code r3c5}: row 3, column 5 is filled), one per row and value
 * ({@code r3v7}: row 3 holds the value 7), one per column and value ({@code c5v7}) and one per box and value
 * ({@code b2v7}); names count from 1 and boxes are numbered row by row. The option "value {@code v} in cell
 * ({@code r}, {@code c})" contains its four items in that order: {@code r3c5 r3v7 c5v7 b2v7}.
 *
 * <p>{@link #problem(SudokuGrid)} builds a new problem per puzzle, in which a given cell has a single
 * option (its given value) and a blank cell has {@code n}. For many puzzles of one shape,
 * {@link SudokuSolver} is faster: it lays out the matrix of {@link #problem(SudokuShape)} once and
 * pre-selects each puzzle's givens. Both give the same solutions.
 *
 * <p>Bad input is caught when a {@link SudokuGrid} is made (wrong length, unknown symbol, conflicting
 * givens: an {@link IllegalArgumentException} naming the cells). A well-formed puzzle that cannot be
 * completed has no solution: {@link #solve} returns empty and {@link #count} returns 0.
 *
 * <pre>{@code
 * SudokuGrid puzzle = SudokuGrid.parse("1...\n..1.\n.1..\n...1");
 * long solutions = Sudoku.count(puzzle, 100);   // 18
 * boolean unique = Sudoku.isUnique(puzzle);     // false
 * SudokuGrid first = Sudoku.solve(puzzle).orElseThrow();
 * }</pre>
 */
public final class Sudoku {

    private static final ConcurrentHashMap<SudokuShape, String[]> NAMES = new ConcurrentHashMap<>();

    private Sudoku() {
    }

    /**
     * Returns the exact cover problem of an empty grid: all {@code n^3} options, the option for value
     * {@code v} in cell ({@code r}, {@code c}) (0-based row and column) at index {@code (r*n + c)*n + v - 1}.
     * Its solutions are the complete grids of the shape.
     *
     * @param shape the shape of the grid
     * @return the problem, with {@code 4 n^2} named primary items and {@code n^3} options
     * @throws NullPointerException if {@code shape} is null
     */
    public static ExactCoverProblem problem(SudokuShape shape) {
        Objects.requireNonNull(shape, "shape");
        int n = shape.size();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(names(shape));
        int[] items = new int[4];
        for (int cell = 0; cell < n * n; cell++) {
            for (int v = 1; v <= n; v++) {
                b.option(fill(shape, cell, v, items));
            }
        }
        return b.build();
    }

    /**
     * Returns the exact cover problem of a puzzle, for the one-shot path: a given cell has one option (its
     * given value), a blank cell has {@code n} options, in row-major cell order and value order.
     *
     * @param puzzle the puzzle
     * @return a new problem whose solutions are the completions of the puzzle
     * @throws NullPointerException if {@code puzzle} is null
     */
    public static ExactCoverProblem problem(SudokuGrid puzzle) {
        SudokuShape shape = puzzle.shape();
        int n = shape.size();
        int[] values = puzzle.valueArray();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(names(shape));
        int[] items = new int[4];
        for (int cell = 0; cell < n * n; cell++) {
            if (values[cell] != 0) {
                b.option(fill(shape, cell, values[cell], items));
            } else {
                for (int v = 1; v <= n; v++) {
                    b.option(fill(shape, cell, v, items));
                }
            }
        }
        return b.build();
    }

    /**
     * Returns the grid that a solution describes: the puzzle's givens plus the values of the solution's
     * options. Works for solutions of {@link #problem(SudokuGrid)}, of {@link #problem(SudokuShape)} and of
     * a {@link SudokuSolver}'s search (which reports solutions without the pre-selected givens).
     *
     * @param puzzle the puzzle that was solved
     * @param solution a solution of a Sudoku problem of the puzzle's shape
     * @return the solved grid, written with the puzzle's symbols
     * @throws IllegalArgumentException if the solution is not of a Sudoku problem of that shape, or does
     *     not complete this puzzle
     * @throws NullPointerException if an argument is null
     */
    public static SudokuGrid decode(SudokuGrid puzzle, Solution solution) {
        Objects.requireNonNull(solution, "solution");
        SudokuShape shape = puzzle.shape();
        int n = shape.size();
        ExactCoverProblem p = solution.problem();
        String[] names = names(shape);
        if (p.itemCount() != names.length || !p.hasNames() || !p.itemName(0).equals(names[0])
                || !p.itemName(names.length - 1).equals(names[names.length - 1])) {
            throw new IllegalArgumentException("the solution is not of a Sudoku problem of shape " + shape + ": " + p);
        }
        int[] values = puzzle.values();
        for (int k = 0; k < solution.size(); k++) {
            int option = solution.option(k);
            int cell = p.optionItem(option, 0);
            int v = (p.optionItem(option, 1) - n * n) % n + 1;
            if (values[cell] != 0 && values[cell] != v) {
                throw new IllegalArgumentException("the solution does not complete this puzzle: it puts "
                        + puzzle.symbols().charAt(v - 1) + " at row " + (cell / n + 1) + ", column "
                        + (cell % n + 1) + ", which holds " + puzzle.symbols().charAt(values[cell] - 1));
            }
            values[cell] = v;
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                throw new IllegalArgumentException("the solution does not complete this puzzle: row "
                        + (cell / n + 1) + ", column " + (cell % n + 1) + " stays blank");
            }
        }
        try {
            SudokuGrid.checkConflicts(shape, puzzle.symbols(), values);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the solution does not complete this puzzle: " + e.getMessage(), e);
        }
        return SudokuGrid.trusted(shape, puzzle.symbols(), values);
    }

    /**
     * Returns the first solution of a puzzle, building a new problem for it.
     *
     * @param puzzle the puzzle
     * @return the first solution in the search's order, or empty when the puzzle has none
     * @throws NullPointerException if {@code puzzle} is null
     */
    public static Optional<SudokuGrid> solve(SudokuGrid puzzle) {
        return new DancingLinks(problem(puzzle)).findFirst().map(s -> decode(puzzle, s));
    }

    /**
     * Counts the solutions of a puzzle, up to a limit, building a new problem for it.
     *
     * @param puzzle the puzzle
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions, or {@code limit} when there are at least that many
     * @throws IllegalArgumentException if {@code limit < 1}
     * @throws NullPointerException if {@code puzzle} is null
     */
    public static long count(SudokuGrid puzzle, long limit) {
        SearchSettings settings = SearchSettings.builder().solutionLimit(limit).build();
        return new DancingLinks(problem(puzzle)).search(settings, s -> Decision.CONTINUE).solutions();
    }

    /**
     * Returns whether a puzzle has exactly one solution; the search stops at the second.
     *
     * @param puzzle the puzzle
     * @return true when the puzzle has one solution, false when it has none or several
     * @throws NullPointerException if {@code puzzle} is null
     */
    public static boolean isUnique(SudokuGrid puzzle) {
        return count(puzzle, 2) == 1;
    }

    /** Returns the index in {@link #problem(SudokuShape)} of the option for value v (1-based) in a cell. */
    static int option(int n, int cell, int v) {
        return cell * n + v - 1;
    }

    /** Fills items with the four items of the option "value v in cell", and returns it. */
    private static int[] fill(SudokuShape shape, int cell, int v, int[] items) {
        int n = shape.size();
        int r = cell / n;
        int c = cell % n;
        items[0] = cell;
        items[1] = n * n + r * n + v - 1;
        items[2] = 2 * n * n + c * n + v - 1;
        items[3] = 3 * n * n + shape.box(r, c) * n + v - 1;
        return items;
    }

    /**
     * Returns the item names of a shape (shared, not copied: callers must not modify the array). The names
     * of grids up to 64x64 are kept for reuse.
     */
    private static String[] names(SudokuShape shape) {
        if (shape.size() > 64) {
            return makeNames(shape);
        }
        return NAMES.computeIfAbsent(shape, Sudoku::makeNames);
    }

    private static String[] makeNames(SudokuShape s) {
        int n = s.size();
        String[] names = new String[4 * n * n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                names[a * n + b] = "r" + (a + 1) + "c" + (b + 1);
                names[n * n + a * n + b] = "r" + (a + 1) + "v" + (b + 1);
                names[2 * n * n + a * n + b] = "c" + (a + 1) + "v" + (b + 1);
                names[3 * n * n + a * n + b] = "b" + (a + 1) + "v" + (b + 1);
            }
        }
        return names;
    }
}
