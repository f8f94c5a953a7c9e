/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.problems.Kakuro;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
 * Counts the solutions of problems with colors (Knuth's XCC problems, Algorithm C): an 8x8 Kakuro with
 * many solutions ({@code colors/kakuro8x8.txt}, a planted random puzzle) and a random XCC problem with short
 * options and 93 million solutions ({@code colors/xcc-random.dlx}). Every invocation checks the count and
 * Knuth's counters against those Knuth's {@code DLX2} prints for the same files, and throws if they differ.
 * {@code dlx4j} is the library as shipped: colored problems stay on the dancing links (the bit-parallel
 * endgame handles colors exactly but did not pay on them).
 *
 * <p>Run (from the repository root, after building; see {@code benchmarks/README.md}):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ColorBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar ColorBenchmark.dlx4j -p workload=KAKURO
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class ColorBenchmark {

    /** A colored instance, with the counts DLX2 prints for it: solutions, nodes, updates, cleansings. */
    public enum ColorWorkload {
        /** An 8x8 Kakuro with 2,837 solutions. */
        KAKURO(2837, 146067, 52725325, 2320677),
        /** A random XCC problem: 16 primary and 5 secondary items, 119 short options. */
        XCC(93480448, 129678359, 181570285, 36035389);

        final long solutions;
        final long nodes;
        final long updates;
        final long cleansings;

        ColorWorkload(long solutions, long nodes, long updates, long cleansings) {
            this.solutions = solutions;
            this.nodes = nodes;
            this.updates = updates;
            this.cleansings = cleansings;
        }

        /** Returns the problem. */
        ExactCoverProblem problem() {
            if (this == KAKURO) {
                return Kakuro.parse(resource("colors/kakuro8x8.txt")).problem();
            }
            return DlxFormat.parse(resource("colors/xcc-random.dlx"));
        }

        /** Checks a result against DLX2's counts. */
        void check(SearchResult r) {
            if (r.solutions() != solutions || r.statistics().nodes() != nodes || r.statistics().updates() != updates
                    || r.statistics().cleansings() != cleansings) {
                throw new IllegalStateException(this + ": " + r.statistics() + ", but DLX2 counts " + solutions
                        + " solutions, " + nodes + " nodes, " + updates + " updates, " + cleansings + " cleansings");
            }
        }
    }

    private static String resource(String name) {
        try (InputStream in = ColorBenchmark.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The instance to count. */
    @Param({"KAKURO", "XCC"})
    public ColorWorkload workload;

    private DancingLinks links;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public ColorBenchmark() {
    }

    /** Lays out the matrix once. */
    @Setup(Level.Trial)
    public void setUp() {
        links = new DancingLinks(workload.problem());
    }

    /**
     * Counts with the library's defaults.
     *
     * @return the number of solutions
     */
    @Benchmark
    public long dlx4j() {
        SearchResult r = links.count(SearchSettings.DEFAULT);
        workload.check(r);
        return r.solutions();
    }
}
