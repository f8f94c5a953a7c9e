/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.problems.GeneratedSudoku;
import io.github.dlx4j.problems.SudokuGenerator;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Sudoku generator on one thread: minimal puzzles per second ({@code generate}: a random grid, then
 * one pass of removals, each checked unique by the core's search), and random complete grids per second
 * ({@code fill}). One generator per trial, seeded, so runs are repeatable; 16x16 minimal puzzles are
 * heavy-tailed (a few need proofs of millions of nodes), so give them long iterations.
 *
 * <p>Run:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar SudokuGeneratorBenchmark.generate -p box=3x3 -f 1 -wi 2 -i 3
 * java -jar benchmarks/target/benchmarks.jar SudokuGeneratorBenchmark.generate -p box=4x4 -f 1 -wi 1 -w 20 -i 3 -r 30
 * java -jar benchmarks/target/benchmarks.jar SudokuGeneratorBenchmark.fill -p box=8x8 -f 1 -wi 2 -i 3
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
public class SudokuGeneratorBenchmark {

    /** The box shape: 3x3 (9x9 grids), 4x4 (16x16) or, for {@code fill}, up to 8x8 (64x64). */
    @Param({"3x3"})
    public String box;

    /** Whether the givens are symmetric under the half turn. */
    @Param({"false"})
    public boolean symmetric;

    private SudokuGenerator generator;
    private SudokuShape shape;
    private long seed;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public SudokuGeneratorBenchmark() {
    }

    /** Returns nothing; makes the generator (it lays out the empty grid's matrix once). */
    @Setup(Level.Trial)
    public void setUp() {
        shape = SudokuShape.parse(box);
        if (shape.size() <= SudokuGenerator.MAX_SIZE) {
            generator = SudokuGenerator.builder(shape).seed(2024).symmetric(symmetric).build();
        }
    }

    /**
     * Makes one minimal puzzle.
     *
     * @return the puzzle
     */
    @Benchmark
    public GeneratedSudoku generate() {
        return generator.next();
    }

    /**
     * Fills one random complete grid.
     *
     * @return the grid
     */
    @Benchmark
    public SudokuGrid fill() {
        return SudokuGenerator.randomGrid(shape, seed++);
    }
}
