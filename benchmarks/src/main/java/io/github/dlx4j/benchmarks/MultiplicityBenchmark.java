/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
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
 * Counts the solutions of problems with multiplicities (Knuth's MCC problems, Algorithm M): tetrominoes on
 * a 6x6 board, each piece 0 to 3 times ({@code multiplicities/tetromino-copies-6x6.dlx}, written by
 * {@code dlx4j polyomino --board 6x6 --pieces tetrominoes --copies 0:3 --write-dlx}), the same on 5x8 (the
 * {@code mcc} file of {@code benchmarks/side-by-side.sh}, {@code multiplicities/tetromino-copies-5x8.dlx},
 * written with {@code --board 5x8}), and a random MCC
 * problem with colors ({@code multiplicities/mcc-random.dlx}). Every invocation checks the count and Knuth's
 * counters against those Knuth's {@code DLX3} prints for the same files, and throws if they differ.
 *
 * <p>Run (from the repository root, after building; see {@code benchmarks/README.md}):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MultiplicityBenchmark -f 1 -wi 3 -i 5
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class MultiplicityBenchmark {

    /** An MCC instance, with the counts DLX3 prints for it: solutions, nodes, updates, cleansings. */
    public enum MccWorkload {
        /** Tetrominoes (I O T S L) on 6x6, each 0 to 3 times. */
        TETROMINO_COPIES("multiplicities/tetromino-copies-6x6.dlx", 41372, 461342, 28582348, 0),
        /** Tetrominoes (I O T S L) on 5x8, each 0 to 3 times: the {@code mcc} file of the side-by-side tables. */
        TETROMINO_COPIES_5X8("multiplicities/tetromino-copies-5x8.dlx", 121108, 1405745, 93888054, 0),
        /** A random MCC problem: 11 primary items (8 with bounds), 5 secondary items with colors, 60 options. */
        MCC("multiplicities/mcc-random.dlx", 7425321, 11827095, 13445648, 1643311);

        final String file;
        final long solutions;
        final long nodes;
        final long updates;
        final long cleansings;

        MccWorkload(String file, long solutions, long nodes, long updates, long cleansings) {
            this.file = file;
            this.solutions = solutions;
            this.nodes = nodes;
            this.updates = updates;
            this.cleansings = cleansings;
        }

        /** Checks a result against DLX3's counts. */
        void check(SearchResult r) {
            if (r.solutions() != solutions || r.statistics().nodes() != nodes || r.statistics().updates() != updates
                    || r.statistics().cleansings() != cleansings) {
                throw new IllegalStateException(this + ": " + r.statistics() + ", but DLX3 counts " + solutions
                        + " solutions, " + nodes + " nodes, " + updates + " updates, " + cleansings + " cleansings");
            }
        }
    }

    /** The instance to count. */
    @Param({"TETROMINO_COPIES", "TETROMINO_COPIES_5X8", "MCC"})
    public MccWorkload workload;

    private DancingLinks links;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public MultiplicityBenchmark() {
    }

    /** Reads the file and lays out the matrix once. */
    @Setup(Level.Trial)
    public void setUp() {
        try (InputStream in = MultiplicityBenchmark.class.getClassLoader().getResourceAsStream(workload.file)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + workload.file);
            }
            links = new DancingLinks(DlxFormat.parse(new String(in.readAllBytes(), StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Counts with the library's defaults (Algorithm M, chosen for the bounds).
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
