/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Preprocessor;
import io.github.dlx4j.Reduction;
import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGrid;
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
 * {@link Preprocessor#reduce}, Knuth's {@code DLX-PRE}, on problems a user would reduce: Scott's pentomino
 * board and the 6x10 box (placements that cut off a region go) and Wikipedia's Sudoku (the clues settle
 * every cell). Every invocation checks the options and items removed against what {@code dlx-pre} removes
 * from the same problem written by {@code --write-dlx}.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ReduceBenchmark -f 1 -wi 3 -i 5
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class ReduceBenchmark {

    /** A problem and the options and items {@code dlx-pre} removes from it. */
    public enum ReduceWorkload {
        /** Scott's board ({@link Workload#PENTOMINO8X8}): 152 of 1,568 options go, in 2 rounds. */
        SCOTT(152, 0),
        /** The pentominoes in a 6x10 box ({@link Workload#PENTOMINO6X10}): 144 of 2,056 options go. */
        PENTOMINO6X10(144, 0),
        /** Wikipedia's Sudoku: 408 of 489 options and 243 of 324 items go, leaving the solution. */
        SUDOKU(408, 243);

        final int options;
        final int items;

        ReduceWorkload(int options, int items) {
            this.options = options;
            this.items = items;
        }

        ExactCoverProblem problem() {
            switch (this) {
                case SCOTT:
                    return Workload.PENTOMINO8X8.problem();
                case PENTOMINO6X10:
                    return Workload.PENTOMINO6X10.problem();
                default:
                    return Sudoku.problem(SudokuGrid.parse(
                            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
            }
        }
    }

    @Param({"SCOTT", "PENTOMINO6X10", "SUDOKU"})
    public ReduceWorkload workload;

    private ExactCoverProblem problem;

    @Setup(Level.Trial)
    public void setUp() {
        problem = workload.problem();
        check(reduce());
    }

    @Benchmark
    public Reduction reduce() {
        return check(Preprocessor.reduce(problem));
    }

    private Reduction check(Reduction r) {
        if (r.removedOptions().size() != workload.options || r.removedItems().size() != workload.items) {
            throw new IllegalStateException(workload + ": removed " + r.removedOptions().size() + " options and "
                    + r.removedItems().size() + " items, dlx-pre " + workload.options + " and " + workload.items);
        }
        return r;
    }
}
