/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random problems with sharp items ({@code #} names) searched by dlx4j with sharp preference and by Knuth's
 * {@code DLX2-SHARP} and {@code DLX3-SHARP}, run as processes on the same text: the same solutions in the
 * same order (Knuth's {@code m1} output, options compared as sets of {@code item:color} words, null moves
 * left out), and the same solutions, nodes, updates and cleansings. Opt-in: build Knuth's programs from
 * {@code dlx2.w} with {@code dlx2-sharp.ch} and {@code dlx3.w} with {@code dlx3-sharp.ch}
 * ({@code ctangle dlx2.w dlx2-sharp.ch dlx2-sharp.c}, a C compiler, {@code gb_flip}) and name their folder
 * with {@code -Ddlx4j.knuthBin=DIR}, holding executables {@code dlx2-sharp} and {@code dlx3-sharp};
 * otherwise the tests are skipped. {@code -Ddlx4j.seed=N} replays or explores.
 */
class KnuthSharpTest {

    private static final SearchSettings SHARP = SearchSettings.builder().sharpPreference(true).build();

    @TempDir
    Path dir;

    private Path bin;

    @BeforeEach
    void knuthPrograms() {
        bin = KnuthCounts.knuthBin("Knuth's dlx2-sharp and dlx3-sharp");
        assumeTrue(Files.isExecutable(bin.resolve("dlx2-sharp")) && Files.isExecutable(bin.resolve("dlx3-sharp")),
                "no dlx2-sharp and dlx3-sharp in " + bin);
    }

    @Test
    void randomProblems_sameOrderAndCountersAsDlx2Sharp() {
        long[] totals = new long[4];
        Seeded.repeat("KnuthSharpTest.xcc", 0x5AA2_D002L, 400, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 9, round % 2 == 0 ? 0 : 5, 30, 3);
            boolean[] sharp = SharpPreferenceTest.sharpItems(rnd, spec.secondary);
            compare("dlx2-sharp", spec.secondary, null, null, spec.options, spec.colors, sharp, round, totals);
        });
        report("KnuthSharpTest.xcc", totals);
        assertThat(totals[3]).as("trees the rule changed").isGreaterThan(100);
    }

    private static void report(String test, long[] totals) {
        System.out.println(test + ": 400 problems, " + totals[0] + " solutions in the same order, " + totals[1]
                + " nodes, " + totals[2] + " updates; " + totals[3] + " trees differ from the plain rule's");
    }

    @Test
    void randomMultiplicityProblems_sameOrderAndCountersAsDlx3Sharp() {
        int[] multiplicities = new int[1];
        long[] totals = new long[4];
        Seeded.repeat("KnuthSharpTest.mcc", 0x5AA2_D003L, 400, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 7, 4, 16);
            boolean bounds = spec.hasMultiplicities();
            if (bounds) {
                multiplicities[0]++;
            }
            boolean[] sharp = SharpPreferenceTest.sharpItems(rnd, spec.secondary);
            compare(bounds ? "dlx3-sharp" : "dlx2-sharp", spec.secondary, bounds ? spec.lower : null,
                    bounds ? spec.upper : null, spec.options, spec.colors, sharp, round, totals);
        });
        report("KnuthSharpTest.mcc (" + multiplicities[0] + " with bounds)", totals);
        assertThat(multiplicities[0]).as("problems with bounds other than 1..1 (Algorithm M)").isGreaterThan(200);
    }

    /**
     * Compares dlx4j with the program on the problem; adds the solutions, nodes and updates to
     * {@code totals}, and 1 to {@code totals[3]} when the rule changed the tree.
     */
    private void compare(String program, boolean[] secondary, int[] lower, int[] upper, int[][] options,
            int[][] colors, boolean[] sharp, int round, long[] totals) throws IOException, InterruptedException {
        String text = knuthText(secondary, lower, upper, options, colors, sharp);
        String dump = "round " + round + ", " + program + "; the problem in Knuth's format:\n" + text;
        KnuthCounts.KnuthRun run = KnuthCounts.run(bin, program, dir, text, dump, "m1");
        long[] knuth = run.counters();
        List<List<String>> knuthOrder = knuthSolutions(run.out());

        ExactCoverProblem problem = DlxFormat.parse(text);
        SearchResult counted = new DancingLinks(problem).count(SHARP);
        assertThat(KnuthCounts.counters(counted)).as("solutions, nodes, updates, cleansings; " + dump)
                .containsExactly(knuth);
        List<List<String>> order = new ArrayList<>();
        SearchResult searched = new DancingLinks(problem).search(SHARP, s -> {
            List<String> solution = new ArrayList<>();
            for (int o : s.options()) {
                solution.add(canonical(problem.optionText(o)));
            }
            order.add(solution);
            return Decision.CONTINUE;
        });
        assertThat(order).as("the solutions in order; " + dump).isEqualTo(knuthOrder);
        assertThat(KnuthCounts.counters(searched)).as("a search's counters; " + dump).containsExactly(knuth);
        long plainNodes = new DancingLinks(problem).count(SearchSettings.DEFAULT).statistics().nodes();
        totals[0] += knuth[0];
        totals[1] += knuth[1];
        totals[2] += knuth[2];
        totals[3] += plainNodes != knuth[1] ? 1 : 0;
    }

    /**
     * Reads Knuth's {@code m1} output: a line {@code N:} before each solution, then one line per move,
     * {@code  items (k of n)}, or {@code  null item (k of n)} for a null move, which is left out.
     */
    private static List<List<String>> knuthSolutions(String out) {
        List<List<String>> solutions = new ArrayList<>();
        List<String> current = null;
        for (String line : out.split("\n")) {
            if (line.matches("\\d+:")) {
                current = new ArrayList<>();
                solutions.add(current);
            } else if (line.startsWith(" ") && current != null) {
                String option = line.replaceAll("\\s*\\(\\d+ of \\d+\\)\\s*$", "").trim();
                if (!option.startsWith("null ")) {
                    current.add(canonical(option));
                }
            }
        }
        return solutions;
    }

    /** The words of an option, sorted: Knuth prints an option from the node of the item chosen. */
    private static String canonical(String option) {
        String[] words = option.trim().split("\\s+");
        Arrays.sort(words);
        return String.join(" ", words);
    }

    /**
     * Writes the problem in Knuth's format without the library: sharp items named {@code #p..}, bounds
     * {@code u:v|} before a primary item whose bounds are not 1..1, one-character colors.
     */
    private static String knuthText(boolean[] secondary, int[] lower, int[] upper, int[][] options, int[][] colors,
            boolean[] sharp) {
        StringBuilder sb = new StringBuilder();
        StringBuilder second = new StringBuilder();
        for (int i = 0; i < secondary.length; i++) {
            String n = SharpPreferenceTest.name(i, secondary, sharp);
            if (secondary[i]) {
                second.append(' ').append(n);
            } else {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                if (lower != null && (lower[i] != 1 || upper[i] != 1)) {
                    sb.append(lower[i]).append(':').append(upper[i]).append('|');
                }
                sb.append(n);
            }
        }
        if (second.length() > 0) {
            sb.append(" |").append(second);
        }
        sb.append('\n');
        for (int o = 0; o < options.length; o++) {
            for (int k = 0; k < options[o].length; k++) {
                if (k > 0) {
                    sb.append(' ');
                }
                sb.append(SharpPreferenceTest.name(options[o][k], secondary, sharp));
                if (colors[o][k] != 0) {
                    sb.append(':').append(colors[o][k]);
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
