/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.BestSolutions;
import io.github.dlx4j.CostSearch;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
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
 * The k cheapest solutions ({@link CostSearch}, Knuth's {@code DLX5}) of three problems with costs that a
 * user would recognise: 16 queens whose squares cost 0-99 at random, the pentominoes in a 6x10 box where
 * each piece would rather lie near a column of its own, and a random problem with colors. Every invocation
 * checks the k costs against those {@code DLX5} prints for the same file ({@link #main} writes it).
 * {@code best} is {@link CostSearch#best(int)} (both passes); {@code firstPass} is
 * {@link CostSearch#improvements}, the pass {@code DLX5} makes.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar CostBenchmark -f 1 -wi 3 -i 5
 * java -cp benchmarks/target/benchmarks.jar io.github.dlx4j.benchmarks.CostBenchmark QUEENS16 &gt; q.dlx
 * ./dlx5 k100 &lt; q.dlx
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class CostBenchmark {

    /** A problem with costs, its k, and the sum, least and most of the k best costs DLX5 prints. */
    public enum CostWorkload {
        /** 16 queens, each square costing 0-99 (java.util.Random(1)); the 100 cheapest. */
        QUEENS16(100, 32141, 269, 345),
        /** Pentominoes in a 6x10 box, piece i costing, per cell, its distance from column 9i/11; the 10 cheapest. */
        PENTOMINOES(10, 968, 92, 100),
        /** 56 primary and 8 secondary items, 560 options, colors, costs 0-20 (java.util.Random(1)); the 10 cheapest. */
        RANDOM_COLORED(10, 737, 71, 75);

        final int k;
        final long sum;
        final long least;
        final long most;

        CostWorkload(int k, long sum, long least, long most) {
            this.k = k;
            this.sum = sum;
            this.least = least;
            this.most = most;
        }

        ExactCoverProblem problem() {
            switch (this) {
                case QUEENS16:
                    return queens(16, new Random(1));
                case PENTOMINOES:
                    return pentominoes();
                default:
                    return randomColored(56, 8, 560, 20, new Random(1));
            }
        }

        void check(BestSolutions b) {
            long[] c = b.costs();
            long s = Arrays.stream(c).sum();
            if (c.length != k || s != sum || c[0] != least || c[k - 1] != most) {
                throw new IllegalStateException(this + ": costs " + Arrays.toString(c) + " (sum " + s
                        + "), not DLX5's: sum " + sum + ", from " + least + " to " + most);
            }
        }
    }

    @Param
    public CostWorkload workload;

    private CostSearch search;

    @Setup
    public void setUp() {
        search = new CostSearch(workload.problem());
    }

    @Benchmark
    public BestSolutions best() {
        BestSolutions b = search.best(workload.k);
        workload.check(b);
        return b;
    }

    @Benchmark
    public long firstPass() {
        return search.improvements(workload.k, io.github.dlx4j.SearchSettings.DEFAULT,
                (s, c) -> io.github.dlx4j.Decision.CONTINUE).statistics().nodes();
    }

    static ExactCoverProblem queens(int n, Random rnd) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < n; i++) {
            b.primary("r" + i, "c" + i);
        }
        for (int d = 0; d < 2 * n - 1; d++) {
            b.secondary("a" + d, "b" + d);
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                b.option(rnd.nextInt(100), "r" + i, "c" + j, "a" + (i + j), "b" + (i - j + n - 1));
            }
        }
        return b.build();
    }

    static ExactCoverProblem pentominoes() {
        ExactCoverProblem plain = PolyominoPuzzle.builder(PolyominoBoard.rectangle(6, 10), Polyominoes.PENTOMINOES)
                .build().problem();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < plain.itemCount(); i++) {
            b.primary(plain.itemName(i));
        }
        String pieces = "FILNPTUVWXYZ";
        for (int o = 0; o < plain.optionCount(); o++) {
            String[] items = plain.optionText(o).split(" ");
            int home = Math.round(pieces.indexOf(items[0]) * 9 / 11f);
            long cost = 0;
            for (int j = 1; j < items.length; j++) {
                cost += Math.abs(Integer.parseInt(items[j].substring(items[j].indexOf('c') + 1)) - home);
            }
            b.option(cost, items[0], Arrays.copyOfRange(items, 1, items.length));
        }
        return b.build();
    }

    static ExactCoverProblem randomColored(int primary, int secondary, int options, int maxCost, Random rnd) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < primary; i++) {
            b.primary("p" + i);
        }
        for (int i = 0; i < secondary; i++) {
            b.secondary("s" + i);
        }
        for (int o = 0; o < options; o++) {
            List<String> items = new ArrayList<>();
            List<String> colors = new ArrayList<>();
            int size = 1 + rnd.nextInt(3);
            while (items.size() < size) {
                String it = "p" + rnd.nextInt(primary);
                if (!items.contains(it)) {
                    items.add(it);
                    colors.add(null);
                }
            }
            int extra = rnd.nextInt(3);
            for (int j = 0; j < extra; j++) {
                String it = "s" + rnd.nextInt(secondary);
                if (!items.contains(it)) {
                    items.add(it);
                    colors.add(rnd.nextInt(5) < 3 ? String.valueOf("abc".charAt(rnd.nextInt(3))) : null);
                }
            }
            b.option(items.toArray(new String[0]), colors.toArray(new String[0])).cost(rnd.nextInt(maxCost + 1));
        }
        return b.build();
    }

    /**
     * Writes a workload's problem in Knuth's format, costs as DLX5 reads them, on standard output.
     *
     * @param args one {@link CostWorkload} name
     * @throws IOException if standard output fails
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: CostBenchmark WORKLOAD   (one of " + Arrays.toString(CostWorkload.values())
                    + ")");
            System.exit(2);
        }
        CostWorkload w = CostWorkload.valueOf(args[0].toUpperCase(Locale.ROOT));
        Writer out = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        DlxFormat.write(w.problem(), out);
        out.flush();
    }
}
