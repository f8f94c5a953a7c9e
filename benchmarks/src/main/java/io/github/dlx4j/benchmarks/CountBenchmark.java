/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchSettings;
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
 * Counts all solutions of each {@link Workload}, with dlx4j and with Hadoop's DancingLinks side by side on
 * the same matrix ({@link HadoopPeer}), so that one run gives comparable times. {@code dlx4j} is the
 * library as shipped; {@code dlx4jDancingLinksOnly} turns off the bit-parallel endgame, so the pair shows what
 * the endgame buys (both visit the same tree). Every invocation checks its count against the published
 * number and throws if it differs.
 *
 * <p>Run (from the repository root, after building; see {@code benchmarks/README.md}):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar CountBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar 'CountBenchmark.dlx4j$' -p workload=QUEENS13 -prof gc
 * java -jar benchmarks/target/benchmarks.jar CountBenchmark.hadoop -p workload=QUEENS12 -p hadoopSecondary=SLACK
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class CountBenchmark {

    /** The instance to count. */
    @Param({"QUEENS12", "QUEENS13", "QUEENS14", "PENTOMINO6X10", "PENTOMINO3X20", "PENTOMINO8X8",
            "PENTOMINO3X30_ONE_SIDED", "DOMINO8X8"})
    public Workload workload;

    /** How the Hadoop peer gets secondary items; NATIVE gives it the same matrix as dlx4j. */
    @Param({"NATIVE"})
    public HadoopPeer.Secondary hadoopSecondary;

    private static final SearchSettings DANCING_LINKS_ONLY = SearchSettings.builder().plainLinks(true).build();

    private DancingLinks links;
    private HadoopPeer peer;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public CountBenchmark() {
    }

    /** Returns nothing; lays out both matrices once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        links = new DancingLinks(workload.problem());
        peer = new HadoopPeer(workload.problem(), hadoopSecondary);
    }

    /**
     * Returns the number of solutions, counted by dlx4j.
     *
     * @return the count
     */
    @Benchmark
    public long dlx4j() {
        return workload.check(links.count(), "dlx4j");
    }

    /**
     * Returns the number of solutions, counted by dlx4j with pure dancing links (no bit-parallel endgame).
     *
     * @return the count
     */
    @Benchmark
    public long dlx4jDancingLinksOnly() {
        return workload.check(links.search(DANCING_LINKS_ONLY, s -> Decision.CONTINUE).solutions(),
                "dlx4j (dancing links only)");
    }

    /**
     * Returns the number of solutions, counted by Hadoop's DancingLinks.
     *
     * @return the count
     */
    @Benchmark
    public long hadoop() {
        return workload.check(peer.count(), "Hadoop");
    }
}
