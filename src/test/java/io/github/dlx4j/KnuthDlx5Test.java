/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.CostOracle;
import io.github.dlx4j.testing.Seeded;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random problems with costs solved by dlx4j's minimum-cost search and by Knuth's {@code DLX5}, run as a
 * process on the same text with {@code k1}, {@code k3} and {@code k10}: the k best costs (and the least, by
 * {@link CostSearch#minCost}) must be equal, and so must the run itself, {@link CostSearch#improvements}
 * with {@code plainLinks(true)}: the costs of the improving solutions in order, and the solutions, nodes,
 * updates and cleansings that {@code DLX5} counts. The default run also cuts off by a lower bound, so it
 * must find the same improving solutions in at most as many nodes, updates and cleansings; the test prints
 * how often it counts exactly as {@code DLX5}. The problem is built with the builder, and dlx4j's reader
 * must read the same problem from the text. Opt-in, as
 * {@link KnuthProgramsTest}: build {@code dlx5} from {@code dlx5.w} ({@code ctangle}, a C compiler) and name
 * its folder with {@code -Ddlx4j.knuthBin=DIR}; without it the test is skipped. {@code -Ddlx4j.seed=N}
 * replays or explores.
 *
 * <p>The problems are bigger than {@link CostSearchOracleTest}'s: 5 to 30 primary items, up to 4 secondary
 * ones with one-character colors, a third to all of the options planted in up to 3 solutions, costs 0 to 20
 * or 0 to 1000. {@code DLX5} takes item names of at most 8 characters and ignores options without a primary
 * item; there are none.
 */
class KnuthDlx5Test {

    private static final Pattern SUMMARY = Pattern.compile(
            "Altogether (\\d+) solutions?, .*? (\\d+) updates, (\\d+) cleansings, .*? (\\d+) nodes");
    private static final Pattern OPTIMUM = Pattern.compile("The optimum costs? (?:is|are:)");
    private static final Pattern COST = Pattern.compile("\\$(\\d+)(?: \\(repeated (\\d+) times\\))?");
    /** With {@code m1}, DLX5 prints each improving solution on standard output under such a line. */
    private static final Pattern SOLUTION = Pattern.compile("(?m)^\\d+: \\(total cost \\$(\\d+)\\)$");
    private static final int[] KS = {1, 3, 10};
    private static final int FILES = 300;
    /** Knuth's search exactly: the default one also cuts off by a lower bound on what the rest costs. */
    private static final SearchSettings PLAIN = SearchSettings.builder().plainLinks(true).build();

    @TempDir
    Path dir;

    private Path dlx5;

    @BeforeEach
    void knuthProgram() {
        dlx5 = KnuthCounts.knuthBin("Knuth's dlx5").resolve("dlx5");
        assertThat(dlx5).as("Knuth's DLX5").isExecutable();
    }

    /** What {@code DLX5} printed: its k best costs, the costs of its improving solutions, its counters. */
    private record Run(long[] optimum, List<Long> improvements, long[] counters) {
    }

    /** What a dlx4j run gave: the costs of the improving solutions, and the counters as {@link Run}'s. */
    private record Trace(List<Long> improvements, long[] counters) {
    }

    @Test
    void randomCostProblems_bestCostsAndRunsEqualDlx5s() {
        int[] agreeing = new int[KS.length]; // default runs that count exactly as DLX5's
        int[] allAgree = new int[1];
        long[] nodes = new long[2]; // the default runs' nodes, DLX5's nodes
        int[] shapes = new int[3]; // files with a solution, with 10 or more, with a tie among DLX5's 10 best
        String[] smallest = new String[1];
        int[] colorless = new int[1]; // runs of the plain walk on bitsets
        Seeded.repeat("KnuthDlx5Test.costs", 0xD1C5_0001L, FILES, (round, rnd) -> {
            CostOracle spec = random(rnd);
            String text = spec.toDlx5();
            ExactCoverProblem problem = spec.toProblem();
            assertThat(DlxFormat.parse(text)).as("the text read; " + spec.dump("round " + round)).isEqualTo(problem);
            CostSearch search = new CostSearch(problem);
            boolean agrees = true;
            for (int i = 0; i < KS.length; i++) {
                int k = KS[i];
                String dump = spec.dump("round " + round + ", k" + k);
                Run knuth = run(text, k, dump);
                assertThat(search.best(k).costs()).as("best(" + k + ").costs(); " + dump)
                        .containsExactly(knuth.optimum());
                if (k == 1) {
                    assertThat(search.minCost()).as("minCost(); " + dump).isEqualTo(knuth.optimum().length == 0
                            ? OptionalLong.empty() : OptionalLong.of(knuth.optimum()[0]));
                }
                if (k == 10) {
                    long[] best = knuth.optimum();
                    shapes[0] += best.length > 0 ? 1 : 0;
                    shapes[1] += best.length == 10 ? 1 : 0;
                    shapes[2] += Arrays.stream(best).distinct().count() < best.length ? 1 : 0;
                }
                Trace plain = trace(search, k, PLAIN);
                assertThat(plain.counters()).as("plainLinks: solutions, nodes, updates, cleansings; " + dump)
                        .containsExactly(knuth.counters());
                assertThat(plain.improvements()).as("plainLinks: improving costs; " + dump)
                        .isEqualTo(knuth.improvements());
                if (!problem.hasColors()) {
                    Trace bits = bitsTrace(problem, k);
                    assertThat(bits.counters()).as("plain walk on bitsets: solutions, nodes, updates, cleansings; "
                            + dump).containsExactly(knuth.counters());
                    assertThat(bits.improvements()).as("plain walk on bitsets: improving costs; " + dump)
                            .isEqualTo(knuth.improvements());
                    colorless[0]++;
                }
                Trace bounded = trace(search, k, SearchSettings.DEFAULT);
                assertThat(bounded.improvements()).as("the bound cuts off no improvement; " + dump)
                        .isEqualTo(knuth.improvements());
                for (int c = 1; c < 4; c++) {
                    assertThat(bounded.counters()[c]).as("the bound only cuts off: nodes, updates, cleansings "
                            + Arrays.toString(bounded.counters()) + " against DLX5's "
                            + Arrays.toString(knuth.counters()) + "; " + dump).isLessThanOrEqualTo(knuth.counters()[c]);
                }
                nodes[0] += bounded.counters()[1];
                nodes[1] += knuth.counters()[1];
                if (Arrays.equals(bounded.counters(), knuth.counters())) {
                    agreeing[i]++;
                } else {
                    agrees = false;
                    if (smallest[0] == null || text.length() < smallest[0].length()) {
                        smallest[0] = spec.dump("k" + k + ": " + Arrays.toString(bounded.counters()) + ", DLX5's "
                                + Arrays.toString(knuth.counters()));
                    }
                }
            }
            allAgree[0] += agrees ? 1 : 0;
        });
        String summary = FILES + " files (" + shapes[0] + " with a solution, " + shapes[1] + " with 10 or more, "
                + shapes[2] + " with a tie in the 10 best): plainLinks counts as DLX5 on all; the default search"
                + " (with its bound) on k1 " + agreeing[0] + ", k3 " + agreeing[1] + ", k10 " + agreeing[2]
                + ", all three on " + allAgree[0] + " files, in " + nodes[0] + " nodes to DLX5's " + nodes[1];
        System.out.println("KnuthDlx5Test: " + summary);
        if (smallest[0] != null) {
            System.out.println("KnuthDlx5Test: the smallest where the default search counts otherwise, "
                    + smallest[0]);
        }
        assertThat(shapes[1]).as("files with 10 or more solutions; " + summary).isGreaterThan(FILES / 3);
        assertThat(colorless[0]).as("runs on bitsets; " + summary).isGreaterThan(FILES / 10);
    }

    /** {@code DLX5}'s pass on {@link CostBits} without bounds, which {@code plainLinks} keeps on the links. */
    private static Trace bitsTrace(ExactCoverProblem problem, int k) {
        CostBits bits = new CostBits(problem);
        CostEngine engine = new CostEngine(bits, new SearchControl(SearchSettings.DEFAULT), false);
        CostSearch.Kept kept = new CostSearch.Kept(k);
        List<Long> visited = new ArrayList<>();
        while (engine.next()) {
            engine.state().solutions++;
            visited.add(bits.totalTax + engine.solutionCost());
            kept.add(engine.solutionCost(), engine.solutionOptions());
            if (kept.full()) {
                engine.cutAt(kept.worst());
            }
        }
        SearchStatistics st = engine.state().statistics();
        return new Trace(visited, new long[] {st.solutions(), st.nodes(), st.updates(), st.cleansings()});
    }

    private static Trace trace(CostSearch search, int k, SearchSettings settings) {
        List<Long> visited = new ArrayList<>();
        SearchResult result = search.improvements(k, settings, (solution, cost) -> {
            visited.add(cost);
            return Decision.CONTINUE;
        });
        assertThat(result.outcome().isComplete()).isTrue();
        SearchStatistics st = result.statistics();
        return new Trace(visited, new long[] {result.solutions(), st.nodes(), st.updates(), st.cleansings()});
    }

    /**
     * Returns a random problem: 5 to 30 primary items, up to 4 secondary ones, 1 to 3 planted solutions (none
     * in one problem of ten), as many random options of up to 5 items as planted ones or up to twice as many,
     * up to 3 colors, costs 0 to 20 or 0 to 1000 (all 0 in one problem of twenty).
     */
    private static CostOracle random(Random rnd) {
        int primary = 5 + rnd.nextInt(26);
        int planted = rnd.nextInt(10) == 0 ? 0 : 1 + rnd.nextInt(3);
        int options = planted * primary / 2 + primary / 2 + rnd.nextInt(2 * primary);
        int kind = rnd.nextInt(20);
        CostOracle.CostDraw cost = kind == 0 ? r -> 0 : kind % 2 == 0 ? r -> r.nextInt(21) : r -> r.nextInt(1001);
        return CostOracle.random(rnd, primary, 4, options, 5, 1 + rnd.nextInt(3), planted, cost);
    }

    private Run run(String text, int k, String dump) throws IOException, InterruptedException {
        KnuthCounts.KnuthRun run = KnuthCounts.run(dlx5.getParent(), "dlx5", dir, text, dump, "k" + k, "m1");
        String summary = run.err();
        Matcher m = SUMMARY.matcher(summary);
        assertThat(m.find()).as("dlx5 printed no summary with cleansings: " + summary + "\n" + dump).isTrue();
        long[] counters = run.counters();
        List<Long> optimum = new ArrayList<>();
        Matcher o = OPTIMUM.matcher(summary);
        if (o.find(m.end())) {
            Matcher c = COST.matcher(summary);
            c.region(o.end(), summary.length());
            while (c.find()) {
                int times = c.group(2) == null ? 1 : Integer.parseInt(c.group(2));
                for (int t = 0; t < times; t++) {
                    optimum.add(Long.parseLong(c.group(1)));
                }
            }
        }
        List<Long> improvements = new ArrayList<>();
        Matcher s = SOLUTION.matcher(run.out());
        while (s.find()) {
            improvements.add(Long.parseLong(s.group(1)));
        }
        assertThat(improvements).as("dlx5's solutions on standard output and in its summary; " + dump)
                .hasSize((int) counters[0]);
        return new Run(optimum.stream().mapToLong(Long::longValue).toArray(), improvements, counters);
    }
}
