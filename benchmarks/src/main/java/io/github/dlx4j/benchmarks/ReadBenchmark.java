/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import java.io.ByteArrayInputStream;
import java.io.IOException;
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
 * Measures reading a problem in Knuth's format ({@link #read()}: {@code DlxFormat.read(InputStream)} over
 * the file's bytes, as {@code dlx4j solve FILE} reads) and building the same problem by names through the
 * builder ({@link #builder()}). Inputs ({@link ReadInput}): {@code NAMES_400K}, one million nodes naming
 * 400,000 distinct items with the shortest names there are (one to three printable characters, the worst
 * case for {@code String.hashCode}); {@code NODES_5M}, five million nodes over 50,000 items. Each
 * invocation checks the item and node counts.
 *
 * <p>Run:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ReadBenchmark -f 1 -wi 3 -i 5
 * java -jar benchmarks/target/benchmarks.jar ReadBenchmark.read -p input=NAMES_400K -prof gc
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms3g", "-Xmx3g"})
public class ReadBenchmark {

    /** The input: a {@link ReadInput} constant. */
    @Param({"NAMES_400K", "NODES_5M"})
    public String input;

    private ReadInput in;
    private byte[] text;
    private String[][] options;

    /** Creates the benchmark state; JMH calls {@link #setUp()}. */
    public ReadBenchmark() {
    }

    /** Returns nothing; generates the input once per trial. */
    @Setup(Level.Trial)
    public void setUp() {
        in = ReadInput.valueOf(input);
        text = in.text().getBytes(StandardCharsets.US_ASCII);
        options = in.options();
    }

    /**
     * Returns the problem read from the text's bytes.
     *
     * @return the problem
     * @throws IOException never (the bytes are in memory)
     */
    @Benchmark
    public ExactCoverProblem read() throws IOException {
        return in.check(DlxFormat.read(new ByteArrayInputStream(text)));
    }

    /**
     * Returns the same problem built through the builder, by names.
     *
     * @return the problem
     */
    @Benchmark
    public ExactCoverProblem builder() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(in.names());
        for (String[] option : options) {
            b.option(option);
        }
        return in.check(b.build());
    }
}
