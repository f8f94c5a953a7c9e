/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import java.util.concurrent.ForkJoinPool;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Counts all solutions sequentially and in parallel on a {@link ForkJoinPool} of {@code threads} workers,
 * side by side, so that one run gives the speedup. Every invocation checks its count against the published
 * number.
 *
 * <p>Run (see {@code benchmarks/README.md}):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ParallelCountBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar ParallelCountBenchmark -p threads=2,4 -p workload=QUEENS14
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class ParallelCountBenchmark {

    /** The instance to count. */
    @Param({"QUEENS13", "PENTOMINO6X10"})
    public Workload workload;

    /** The number of workers of the parallel count. */
    @Param({"2"})
    public int threads;

    private DancingLinks links;
    private ForkJoinPool pool;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public ParallelCountBenchmark() {
    }

    /** Returns nothing; lays out the matrix and starts the pool once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        links = new DancingLinks(workload.problem());
        pool = new ForkJoinPool(threads);
    }

    /** Returns nothing; stops the pool. */
    @TearDown(Level.Trial)
    public void tearDown() {
        pool.shutdownNow();
    }

    /**
     * Returns the number of solutions, counted on the calling thread.
     *
     * @return the count
     */
    @Benchmark
    public long sequential() {
        return workload.check(links.count(), "sequential count");
    }

    /**
     * Returns the number of solutions, counted on the pool.
     *
     * @return the count
     */
    @Benchmark
    public long parallel() {
        return workload.check(links.parallelCount(pool), "parallel count");
    }
}
