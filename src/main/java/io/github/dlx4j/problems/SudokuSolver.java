/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import io.github.dlx4j.SolutionVisitor;
import io.github.dlx4j.Subproblem;
import java.util.Objects;
import java.util.Optional;

/**
 * Solves many Sudoku puzzles of one shape with one matrix, laid out once (the reusable path, for batches).
 *
 * <p>The solver holds a {@link DancingLinks} of {@link Sudoku#problem(SudokuShape)}, the problem of the
 * empty grid. For each puzzle it searches the {@link Subproblem} of its givens' options
 * ({@link DancingLinks#search(Subproblem, SearchSettings, SolutionVisitor)}: select them, search, deselect
 * them in reverse order), so that the matrix is back to the empty grid after every call, however the call
 * ends. No matrix is built per puzzle; {@link #count} and {@link #isUnique} go through
 * {@link DancingLinks#countUpTo(Subproblem, long)}, which keeps no statistics. The solutions are those of
 * {@link Sudoku#problem(SudokuGrid)}; counts agree exactly, and the first solution agrees whenever the
 * puzzle has only one.
 *
 * <p><b>Not thread-safe.</b> A solver is single-threaded: use one per thread ({@link #copy()} makes another
 * in a few array clones, without rebuilding the problem). It may not be called again from inside the
 * visitor of its own {@link #search}.
 *
 * <pre>{@code
 * SudokuSolver solver = new SudokuSolver(SudokuShape.forSize(9));
 * for (String line : List.of(
 *         "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
 *         "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..")) {
 *     SudokuGrid puzzle = SudokuGrid.parse(line);
 *     Optional<SudokuGrid> solution = solver.solve(puzzle);
 *     boolean unique = solver.isUnique(puzzle);
 * }
 * }</pre>
 */
public final class SudokuSolver {

    private final SudokuShape shape;
    private final DancingLinks links;
    /** For 9x9 grids with 3x3 boxes: the bitboard solver of the counts; null for other shapes. */
    private final SudokuBits bits;

    /**
     * Creates a solver for puzzles of one shape: builds the problem of the empty grid and lays out its
     * matrix ({@code 4 n^3} nodes).
     *
     * @param shape the shape of the puzzles to solve
     * @throws NullPointerException if {@code shape} is null
     */
    public SudokuSolver(SudokuShape shape) {
        this.shape = Objects.requireNonNull(shape, "shape");
        this.links = new DancingLinks(Sudoku.problem(shape));
        this.bits = standard(shape) ? new SudokuBits() : null;
    }

    /** Returns whether a shape is the 9x9 grid with 3x3 boxes, which {@link SudokuBits} solves. */
    private static boolean standard(SudokuShape shape) {
        return shape.boxRows() == 3 && shape.boxColumns() == 3;
    }

    private SudokuSolver(SudokuSolver other) {
        this.shape = other.shape;
        this.links = other.links.copy();
        this.bits = other.bits == null ? null : new SudokuBits();
    }

    /**
     * Returns an independent solver of the same shape, for another thread, without rebuilding the problem.
     *
     * @return a new solver
     * @throws IllegalStateException if this solver is searching (called from inside its visitor)
     */
    public SudokuSolver copy() {
        return new SudokuSolver(this);
    }

    /**
     * Returns the shape of the puzzles this solver solves.
     *
     * @return the shape
     */
    public SudokuShape shape() {
        return shape;
    }

    /**
     * Returns the problem of the empty grid that this solver searches, as {@link Sudoku#problem(SudokuShape)}.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return links.problem();
    }

    /**
     * Returns the first solution of a puzzle.
     *
     * @param puzzle a puzzle of this solver's shape
     * @return the first solution, or empty when the puzzle has none
     * @throws IllegalArgumentException if the puzzle has another shape
     * @throws NullPointerException if {@code puzzle} is null
     */
    public Optional<SudokuGrid> solve(SudokuGrid puzzle) {
        Solution[] first = new Solution[1];
        search(puzzle, SearchSettings.DEFAULT, s -> {
            first[0] = s.copy();
            return Decision.STOP;
        });
        return first[0] == null ? Optional.empty() : Optional.of(Sudoku.decode(puzzle, first[0]));
    }

    /**
     * Counts the solutions of a puzzle, up to a limit.
     *
     * @param puzzle a puzzle of this solver's shape
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions, or {@code limit} when there are at least that many
     * @throws IllegalArgumentException if {@code limit < 1}, or the puzzle has another shape
     * @throws NullPointerException if {@code puzzle} is null
     * @throws io.github.dlx4j.SearchEndedException if the calling thread is interrupted before the count is
     *     done (the interrupt stays set)
     */
    public long count(SudokuGrid puzzle, long limit) {
        check(puzzle, limit);
        if (bits != null) {
            long n = bits.count(puzzle.valueArray(), limit, null);
            if (n >= 0) {
                return n;
            }
            // Interrupted: the links' count below says so as every count does.
        }
        return links.countUpTo(givens(puzzle), limit);
    }

    /**
     * Returns up to {@code limit} solutions of a puzzle, in no particular order: the fastest way to learn
     * whether a puzzle has one solution and what it is ({@code solutions(puzzle, 2)} has one element exactly
     * when the puzzle has one solution). On 9x9 grids with 3x3 boxes it runs a bitboard solver with
     * propagation (naked and hidden singles, locked candidates, triads); on other shapes the search of
     * {@link SearchSettings.Builder#unordered(boolean)}. {@link #solve(SudokuGrid)} gives the first solution in
     * the links' order instead.
     *
     * @param puzzle a puzzle of this solver's shape
     * @param limit the most solutions to return, at least 1
     * @return the solutions, at most {@code limit}
     * @throws IllegalArgumentException if {@code limit < 1}, or the puzzle has another shape
     * @throws NullPointerException if {@code puzzle} is null
     * @throws io.github.dlx4j.SearchEndedException if the calling thread is interrupted before the answer (the
     *     interrupt stays set)
     */
    public java.util.List<SudokuGrid> solutions(SudokuGrid puzzle, int limit) {
        check(puzzle, limit);
        java.util.List<SudokuGrid> found = new java.util.ArrayList<>();
        if (bits != null) {
            java.util.List<int[]> values = new java.util.ArrayList<>();
            if (bits.count(puzzle.valueArray(), limit, values) >= 0) {
                for (int[] v : values) {
                    found.add(SudokuGrid.trusted(shape, puzzle.symbols(), v));
                }
                return found;
            }
            // Interrupted: the links' search below says so.
        }
        SearchResult r = links.search(givens(puzzle),
                SearchSettings.builder().solutionLimit(limit).unordered(true).build(),
                s -> {
                    found.add(Sudoku.decode(puzzle, s));
                    return Decision.CONTINUE;
                });
        if (r.outcome() == io.github.dlx4j.SearchOutcome.CANCELLED) {
            throw new io.github.dlx4j.SearchEndedException(r);
        }
        return found;
    }

    /**
     * Returns whether a puzzle has exactly one solution; the search stops at the second.
     *
     * @param puzzle a puzzle of this solver's shape
     * @return true when the puzzle has one solution, false when it has none or several
     * @throws IllegalArgumentException if the puzzle has another shape
     * @throws NullPointerException if {@code puzzle} is null
     * @throws io.github.dlx4j.SearchEndedException if the calling thread is interrupted before the answer
     *     (the interrupt stays set)
     */
    public boolean isUnique(SudokuGrid puzzle) {
        return count(puzzle, 2) == 1;
    }

    /**
     * Searches the solutions of a puzzle under the given settings (limits, budgets, timeout). The givens'
     * options are selected as a {@link Subproblem}, so the visitor receives solutions that start with the
     * givens' options (in cell order), then the options the search chose;
     * {@link Sudoku#decode(SudokuGrid, Solution)} turns one into a grid. Levels in the statistics count from
     * the givens. The givens are deselected however the search ends.
     *
     * @param puzzle a puzzle of this solver's shape
     * @param settings limits and controls for the search
     * @param visitor receives each solution; the view is valid only during the call
     * @return how the search ended, with its statistics
     * @throws IllegalArgumentException if the puzzle has another shape
     * @throws IllegalStateException if this solver is already searching
     * @throws NullPointerException if an argument is null
     */
    public SearchResult search(SudokuGrid puzzle, SearchSettings settings, SolutionVisitor visitor) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(visitor, "visitor");
        // The core's one "apply a prefix, search, undo" path: a SudokuGrid has no conflicting givens.
        return links.search(givens(puzzle), settings, visitor);
    }

    /** Throws unless the puzzle has this solver's shape. */
    private void checkShape(SudokuGrid puzzle) {
        if (!puzzle.shape().equals(shape)) {
            throw new IllegalArgumentException("the puzzle is " + puzzle.shape() + " but this solver solves " + shape);
        }
    }

    /**
     * Throws unless the puzzle has this solver's shape and the limit is at least 1: the checks of a count,
     * made before the bitboards run (which build no givens' options).
     */
    private void check(SudokuGrid puzzle, long limit) {
        checkShape(puzzle);
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
    }

    /** Returns the givens' options of a puzzle of this solver's shape, in cell order. */
    private Subproblem givens(SudokuGrid puzzle) {
        checkShape(puzzle);
        int n = shape.size();
        int[] values = puzzle.valueArray();
        int count = 0;
        for (int value : values) {
            count += value != 0 ? 1 : 0;
        }
        int[] givens = new int[count];
        count = 0;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != 0) {
                givens[count++] = Sudoku.option(n, cell, values[cell]);
            }
        }
        return Subproblem.of(givens);
    }
}
