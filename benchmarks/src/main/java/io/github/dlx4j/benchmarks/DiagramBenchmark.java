/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SolutionDiagram;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Building the {@link SolutionDiagram} of all solutions (Knuth's {@code DLX6}): the domino tilings of the
 * 10x10 and 12x12 boards and the random colored file of {@code benchmarks/parallel-cold.sh} ({@code xcc}).
 * Every invocation checks the count. {@link #main} writes a workload's file for {@code DLX6}.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar DiagramBenchmark -f 1 -wi 3 -i 5
 * java -cp benchmarks/target/benchmarks.jar io.github.dlx4j.benchmarks.DiagramBenchmark XCC &gt; xcc.dlx
 * ./dlx6 &lt; xcc.dlx
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class DiagramBenchmark {

    /** A problem and its count. */
    public enum DiagramWorkload {
        /** Dominoes on the 10x10 board. */
        DOMINOES10("258584046368"),
        /** Dominoes on the 12x12 board. */
        DOMINOES12("53060477521960000"),
        /** 19 primary items, 10 secondary ones with up to 4 colors, 133 options (parallel-cold.sh's xcc). */
        XCC("358419387");

        final BigInteger count;

        DiagramWorkload(String count) {
            this.count = new BigInteger(count);
        }

        String text() {
            switch (this) {
                case DOMINOES10:
                    return dominoes(10, 10);
                case DOMINOES12:
                    return dominoes(12, 12);
                case XCC:
                    return randomXcc(1, 19, 10, 133);
                default:
                    throw new IllegalStateException(name());
            }
        }
    }

    @Param
    public DiagramWorkload workload;

    private ExactCoverProblem problem;

    @Setup
    public void setUp() throws IOException {
        problem = DlxFormat.read(new StringReader(workload.text()));
    }

    @Benchmark
    public SolutionDiagram build() {
        SolutionDiagram d = SolutionDiagram.build(problem);
        if (!d.count().equals(workload.count)) {
            throw new IllegalStateException(workload + ": " + d.count() + " solutions, not " + workload.count);
        }
        return d;
    }

    /** Dominoes on a board, cells r_c row by row, each cell's right then lower neighbour. */
    static String dominoes(int rows, int columns) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                b.append(r == 0 && c == 0 ? "" : " ").append('c').append(r).append('_').append(c);
            }
        }
        b.append('\n');
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (c + 1 < columns) {
                    b.append("c" + r + "_" + c + " c" + r + "_" + (c + 1) + "\n");
                }
                if (r + 1 < rows) {
                    b.append("c" + r + "_" + c + " c" + (r + 1) + "_" + c + "\n");
                }
            }
        }
        return b.toString();
    }

    /** The generator of parallel-cold.sh's random_xcc (Park and Miller's, as its awk computes it). */
    static String randomXcc(long seed, int primary, int secondary, int options) {
        long[] s = {seed};
        java.util.function.IntUnaryOperator rnd = n -> {
            s[0] = (s[0] * 16807) % 2147483647;
            return (int) ((s[0] / 256) % n);
        };
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < primary; i++) {
            b.append('p').append(i).append(' ');
        }
        b.append('|');
        for (int i = 0; i < secondary; i++) {
            b.append(" s").append(i);
        }
        b.append('\n');
        for (int i = 0; i < primary; i++) {
            b.append('p').append(i).append('\n');
        }
        for (int o = primary; o < options; o++) {
            int k = 1 + rnd.applyAsInt(3);
            StringBuilder line = new StringBuilder();
            boolean[] used = new boolean[primary];
            for (int j = 0; j < k; j++) {
                int p = rnd.applyAsInt(primary);
                if (!used[p]) {
                    used[p] = true;
                    line.append(line.length() == 0 ? "" : " ").append('p').append(p);
                }
            }
            k = rnd.applyAsInt(3);
            boolean[] usedS = new boolean[secondary];
            for (int j = 0; j < k; j++) {
                int q = rnd.applyAsInt(secondary);
                if (!usedS[q]) {
                    usedS[q] = true;
                    line.append(" s").append(q);
                    if (rnd.applyAsInt(5) < 4) {
                        line.append(':').append(1 + rnd.applyAsInt(4));
                    }
                }
            }
            b.append(line).append('\n');
        }
        return b.toString();
    }

    /**
     * Writes a workload's file in Knuth's format on standard output.
     *
     * @param args the workload's name
     * @throws IOException if writing fails
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: DiagramBenchmark WORKLOAD   (one of " + Arrays.toString(DiagramWorkload.values())
                    + ")");
            System.exit(2);
        }
        Writer out = new OutputStreamWriter(System.out, StandardCharsets.US_ASCII);
        out.write(DiagramWorkload.valueOf(args[0]).text());
        out.flush();
    }
}
