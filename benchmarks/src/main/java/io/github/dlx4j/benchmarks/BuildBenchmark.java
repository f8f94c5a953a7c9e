/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
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
 * Measures the cost of building: an {@link ExactCoverProblem} from option arrays ({@link #problem()}), a
 * {@link DancingLinks} laid out from that problem ({@link #layOut()}), and Hadoop's matrix from the same
 * problem ({@link #hadoop()}). The default instance is a random problem of 1000 primary items and 500000
 * options of 6 items: 3 million nodes.
 *
 * <p>Run:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar BuildBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar BuildBenchmark.layOut -prof gc
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class BuildBenchmark {

    /** The number of items. */
    @Param({"1000"})
    public int items;

    /** The number of options. */
    @Param({"500000"})
    public int options;

    /** The number of items in each option. */
    @Param({"6"})
    public int size;

    private int[] flat;
    private ExactCoverProblem problem;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public BuildBenchmark() {
    }

    /** Returns nothing; generates the options and the problem once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        flat = RandomProblem.flatOptions(items, options, size, 20_260_101L);
        problem = RandomProblem.build(items, flat, size);
    }

    /**
     * Returns a problem built (and validated) from the option arrays.
     *
     * @return the problem
     */
    @Benchmark
    public ExactCoverProblem problem() {
        return RandomProblem.build(items, flat, size);
    }

    /**
     * Returns the dlx4j matrix laid out from the problem.
     *
     * @return the matrix
     */
    @Benchmark
    public DancingLinks layOut() {
        return new DancingLinks(problem);
    }

    /**
     * Returns Hadoop's matrix built from the same problem.
     *
     * @return the Hadoop peer
     */
    @Benchmark
    public HadoopPeer hadoop() {
        return new HadoopPeer(problem, HadoopPeer.Secondary.NATIVE);
    }
}
