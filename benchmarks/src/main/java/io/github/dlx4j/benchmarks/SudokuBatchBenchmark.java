/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Sudoku batch throughput, in puzzles per second: each operation solves the next puzzle of a set (cycling
 * through it). It compares one {@link SudokuSolver} reused across puzzles (the matrix of the empty grid laid
 * out once, each puzzle's givens selected and deselected) with a new matrix built per puzzle
 * ({@link Sudoku#solve(SudokuGrid)}), for the first solution, and the reused solver's uniqueness check
 * (stopping at a second solution): with the library's defaults, which propagate ({@code reusedSolverUnique},
 * {@link SudokuSolver#isUnique}), in the plain tree of the ordered search ({@code reusedSolverUniqueOrdered}),
 * and on the pure dancing links ({@code reusedSolverUniqueDancingLinksOnly}). Every operation checks its answer: each puzzle of these sets has exactly one
 * solution.
 *
 * <p>The set {@code generated} (200 random minimal puzzles, fixed seed) is always available; the others are
 * files of the shared data folder ({@code shared/data/sudoku}, read in place; see {@code SudokuSets}). When
 * that folder is absent, the trials of those sets fail at setup with a message saying where it looked, and
 * the other trials run; exclude them with {@code -p set=generated}.
 *
 * <p>Run:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar SudokuBatchBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar SudokuBatchBenchmark -p set=generated
 * java -jar benchmarks/target/benchmarks.jar SudokuBatchBenchmark -jvmArgsAppend -Ddlx4j.sudokuData=/path/to/sudoku
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
public class SudokuBatchBenchmark {

    /** The puzzle set: {@code generated}, or a data file name without {@code .txt}. */
    @Param({"generated", "top95", "top1465", "hard20_plb", "forum_hardest_1106", "forum_hardest_1905_11plus",
        "sudoku17_49158"})
    public String set;

    private static final SearchSettings UNIQUE_ORDERED = SearchSettings.builder().solutionLimit(2).build();

    private static final SearchSettings UNIQUE_DANCING_LINKS_ONLY =
            SearchSettings.builder().solutionLimit(2).plainLinks(true).build();

    private SudokuGrid[] puzzles;
    private SudokuSolver solver;
    private int next;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public SudokuBatchBenchmark() {
    }

    /** Returns nothing; loads the set and lays out the reusable solver once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        List<SudokuGrid> list = SudokuSets.load(set);
        puzzles = list.toArray(new SudokuGrid[0]);
        solver = new SudokuSolver(SudokuShape.forSize(9));
    }

    private SudokuGrid nextPuzzle() {
        SudokuGrid p = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return p;
    }

    private static SudokuGrid checked(java.util.Optional<SudokuGrid> solution, SudokuGrid puzzle) {
        if (solution.isEmpty() || !solution.get().isComplete()) {
            throw new IllegalStateException("no solution for " + puzzle.toLine());
        }
        return solution.get();
    }

    /**
     * Returns the first solution of the next puzzle, found by the reused solver.
     *
     * @return the solved grid
     */
    @Benchmark
    public SudokuGrid reusedSolverFirst() {
        SudokuGrid p = nextPuzzle();
        return checked(solver.solve(p), p);
    }

    /**
     * Returns the first solution of the next puzzle, with a new problem and matrix built for it.
     *
     * @return the solved grid
     */
    @Benchmark
    public SudokuGrid newMatrixFirst() {
        SudokuGrid p = nextPuzzle();
        return checked(Sudoku.solve(p), p);
    }

    /**
     * Returns whether the next puzzle has a unique solution (always true here), by the reused solver.
     *
     * @return true
     */
    @Benchmark
    public boolean reusedSolverUnique() {
        SudokuGrid p = nextPuzzle();
        if (!solver.isUnique(p)) {
            throw new IllegalStateException("not unique: " + p.toLine());
        }
        return true;
    }

    /**
     * Returns whether the next puzzle has a unique solution (always true here), by the reused solver's
     * ordered search: the plain tree, without propagation.
     *
     * @return true
     */
    @Benchmark
    public boolean reusedSolverUniqueOrdered() {
        SudokuGrid p = nextPuzzle();
        if (solver.search(p, UNIQUE_ORDERED, s -> Decision.CONTINUE).solutions() != 1) {
            throw new IllegalStateException("not unique: " + p.toLine());
        }
        return true;
    }

    /**
     * Returns whether the next puzzle has a unique solution (always true here), by the reused solver with
     * pure dancing links (no bit-parallel endgame).
     *
     * @return true
     */
    @Benchmark
    public boolean reusedSolverUniqueDancingLinksOnly() {
        SudokuGrid p = nextPuzzle();
        if (solver.search(p, UNIQUE_DANCING_LINKS_ONLY, s -> Decision.CONTINUE).solutions() != 1) {
            throw new IllegalStateException("not unique: " + p.toLine());
        }
        return true;
    }
}
