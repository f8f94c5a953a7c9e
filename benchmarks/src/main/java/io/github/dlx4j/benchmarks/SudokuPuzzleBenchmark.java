/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

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
 * Single hard Sudoku puzzles: the time to find the first solution and to check uniqueness (search until a
 * second solution or the end), with a reused {@link SudokuSolver}, and the first solution with a new matrix
 * ({@link Sudoku#solve(SudokuGrid)}). The puzzles are lines of {@code famous.txt} in the shared data folder
 * (see {@code SudokuSets}): 1 AI Escargot, 2 Easter Monster, 3 Platinum Blonde, 4 Golden Nugget,
 * 12 Inkala 2010, 13 Inkala 2012. Each answer is checked against {@code famous_solutions.txt}. Without the
 * data folder the trials fail at setup with a message saying where it looked.
 *
 * <p>Run:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar SudokuPuzzleBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar SudokuPuzzleBenchmark -p line=1,2
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
public class SudokuPuzzleBenchmark {

    /** The line of {@code famous.txt}, from 1. */
    @Param({"1", "2", "3", "4", "12", "13"})
    public int line;

    private SudokuGrid puzzle;
    private SudokuGrid solution;
    private SudokuSolver solver;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public SudokuPuzzleBenchmark() {
    }

    /** Returns nothing; reads the puzzle and its solution and lays out the solver once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        List<String> puzzles = SudokuSets.dataLines("famous.txt");
        List<String> solutions = SudokuSets.dataLines("famous_solutions.txt");
        SudokuShape nine = SudokuShape.forSize(9);
        puzzle = SudokuGrid.parse(puzzles.get(line - 1), nine);
        solution = SudokuGrid.parse(solutions.get(line - 1), nine);
        solver = new SudokuSolver(nine);
    }

    private SudokuGrid checked(java.util.Optional<SudokuGrid> found) {
        if (found.isEmpty() || !found.get().equals(solution)) {
            throw new IllegalStateException("famous.txt line " + line + ": expected " + solution.toLine()
                    + ", found " + found.map(SudokuGrid::toLine).orElse("none"));
        }
        return found.get();
    }

    /**
     * Returns the first solution, found by the reused solver.
     *
     * @return the solved grid
     */
    @Benchmark
    public SudokuGrid first() {
        return checked(solver.solve(puzzle));
    }

    /**
     * Returns the first solution, found with a new problem and matrix.
     *
     * @return the solved grid
     */
    @Benchmark
    public SudokuGrid firstNewMatrix() {
        return checked(Sudoku.solve(puzzle));
    }

    /**
     * Returns whether the puzzle has exactly one solution (true for these), by the reused solver.
     *
     * @return true
     */
    @Benchmark
    public boolean unique() {
        if (!solver.isUnique(puzzle)) {
            throw new IllegalStateException("famous.txt line " + line + " is not unique");
        }
        return true;
    }
}
