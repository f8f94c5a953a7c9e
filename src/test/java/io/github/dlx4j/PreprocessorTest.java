/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * {@link Preprocessor}: the reduced problem has exactly the original's solutions, mapped back by
 * {@link Reduction#originalOption(int)}, on random plain and colored problems; both sides are solved by the
 * brute-force oracles of {@code testing}, never by the library's search. Also the shape of the result (names,
 * order, costs) and Knuth's two examples from {@code dlx-pre.w}.
 */
class PreprocessorTest {

    private static final int ROUNDS = 1500;

    @Test
    void reduce_randomPlainProblems_sameSolutions() {
        int[] shapes = new int[3]; // problems with an option removed, with an item removed, without solution
        Seeded.repeat("PreprocessorTest.plain", 0x9E_0001L, ROUNDS, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 7, 4, 16);
            ExactCoverProblem problem = rnd.nextBoolean() ? spec.toProblem() : spec.toNamedProblem();
            Reduction r = Preprocessor.reduce(problem);
            String dump = KnuthDump.dump("round " + round + ", reduced to\n" + KnuthDump.of(r.problem())
                    + "from", problem);
            checkShape(problem, r, dump);
            Set<List<Integer>> expected = BruteForce.solutions(spec);
            Set<List<Integer>> got = mapped(r, BruteForce.solutions(spec(r.problem())));
            assertThat(got).as(dump).isEqualTo(expected);
            count(r, shapes);
        });
        System.out.println("PreprocessorTest.plain: " + shapes[0] + " problems lost options, " + shapes[1]
                + " items, " + shapes[2] + " had no solution");
        assertThat(shapes[0]).isGreaterThan(ROUNDS / 4);
        assertThat(shapes[1]).isGreaterThan(ROUNDS / 4);
        assertThat(shapes[2]).isGreaterThan(ROUNDS / 20);
    }

    @Test
    void reduce_randomColoredProblems_sameSolutions() {
        int[] shapes = new int[3];
        Seeded.repeat("PreprocessorTest.colored", 0x9E_0002L, ROUNDS, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 6, 4, 14, 3);
            ExactCoverProblem problem = spec.toProblem();
            Reduction r = Preprocessor.reduce(problem);
            String dump = KnuthDump.dump("round " + round + ", reduced to\n" + KnuthDump.of(r.problem())
                    + "from", problem);
            checkShape(problem, r, dump);
            Set<List<Integer>> got = mapped(r, xcc(r.problem()).solutions());
            assertThat(got).as(dump).isEqualTo(spec.solutions());
            count(r, shapes);
        });
        System.out.println("PreprocessorTest.colored: " + shapes[0] + " problems lost options, " + shapes[1]
                + " items, " + shapes[2] + " had no solution");
        assertThat(shapes[0]).isGreaterThan(ROUNDS / 4);
        assertThat(shapes[1]).isGreaterThan(ROUNDS / 4);
        assertThat(shapes[2]).isGreaterThan(ROUNDS / 20);
    }

    @Test
    void reduce_knuthsFirstExample_leavesThreeSingletons() {
        ExactCoverProblem p = DlxFormat.parse("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
        Reduction r = Preprocessor.reduce(p);
        assertThat(DlxFormat.format(r.problem())).isEqualTo("A B E\nE\nA\nB\n"); // DLX-PRE's, in input order
        assertThat(r.optionMap()).containsExactly(0, 3, 4);
        assertThat(r.hasNoSolution()).isFalse();
        assertThat(r.isFixedPoint()).isTrue();
        assertThat(r.removedItems()).extracting(Reduction.Removal::reason).containsExactly(Reduction.Reason.IMPLIED,
                Reduction.Reason.IMPLIED, Reduction.Reason.IMPLIED, Reduction.Reason.IMPLIED);
    }

    @Test
    void guide_reduce_sameCountAndSolutionsMappedBack() {
        ExactCoverProblem problem = DlxFormat.parse("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
        // snippet docs/guide.md: begin
        Reduction r = Preprocessor.reduce(problem);
        ExactCoverProblem smaller = r.problem();          // 3 options and 3 items left, of 6 and 7
        Solution s = new DancingLinks(smaller).findFirst().orElseThrow();
        int[] options = r.toOriginal(s.options());        // options 0, 3 and 4 of problem: C E F, A D, B G
        // snippet: end
        assertThat(smaller.optionCount()).isEqualTo(3);
        Arrays.sort(options);
        assertThat(options).containsExactly(0, 3, 4);
        assertThat(new DancingLinks(smaller).count()).isEqualTo(new DancingLinks(problem).count());
    }

    @Test
    void reduce_knuthsColorExample_removesOptionThatBlocksC() {
        ExactCoverProblem p = DlxFormat.parse("A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n");
        Reduction r = Preprocessor.reduce(p);
        assertThat(DlxFormat.format(r.problem())).isEqualTo("A B | X Y\nA X:1 Y:1\nB X:1\n");
        assertThat(r.optionMap()).containsExactly(1, 2);
        assertThat(r.removedOptions().get(0)).isEqualTo(new Reduction.Removal(0, Reduction.Reason.BLOCKS, 2, -1, 1));
    }

    @Test
    void reduce_primaryItemWithoutOption_noSolution() {
        ExactCoverProblem p = DlxFormat.parse("A B C\nA B\nB\n");
        Reduction r = Preprocessor.reduce(p);
        assertThat(r.hasNoSolution()).isTrue();
        assertThat(DlxFormat.format(r.problem())).isEqualTo("C\n");
        assertThat(r.rounds()).isZero();
        assertThat(r.removedOptions()).hasSize(2);
    }

    @Test
    void reduce_costs_keptWithTheirOptions() {
        ExactCoverProblem p = DlxFormat.parse("a b c\na b |3\na |1\nc b |4\na c |9\n");
        Reduction r = Preprocessor.reduce(p);
        for (int k = 0; k < r.problem().optionCount(); k++) {
            assertThat(r.problem().costOf(k)).isEqualTo(p.costOf(r.originalOption(k)));
        }
        assertThat(DlxFormat.format(r.problem())).isEqualTo("a c\na |1\nc |4\n"); // as DLX-PRE
        assertThat(r.removedOptions()).extracting(Reduction.Removal::index).containsExactly(0, 3);
    }

    @Test
    void reduce_multiplicities_refused() {
        ExactCoverProblem p = DlxFormat.parse("2|a b\na\nb\n");
        assertThatThrownBy(() -> Preprocessor.reduce(p)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("multiplicities").hasMessageContaining("'a'").hasMessageContaining("2..2");
    }

    @Test
    void reduce_roundLimit_stopsEarlyButStaysEquivalent() {
        ExactCoverProblem p = DlxFormat.parse("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
        Reduction none = Preprocessor.reduce(p, 0, SearchSettings.DEFAULT);
        assertThat(none.problem().optionCount()).isEqualTo(6);
        assertThat(none.isFixedPoint()).isFalse();
        Reduction one = Preprocessor.reduce(p, 1, SearchSettings.DEFAULT);
        assertThat(one.rounds()).isEqualTo(1);
        assertThat(one.removedOptions().size()).isLessThanOrEqualTo(Preprocessor.reduce(p).removedOptions().size());
        assertThatThrownBy(() -> Preprocessor.reduce(p, -1, SearchSettings.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void reduce_cancelledOrTimedOut_returnsTheOriginalUnchanged() {
        ExactCoverProblem p = DlxFormat.parse("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
        Reduction cancelled = Preprocessor.reduce(p, 10,
                SearchSettings.builder().cancelFlag(new AtomicBoolean(true)).build());
        assertThat(cancelled.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(cancelled.problem()).isEqualTo(p);
        Reduction late = Preprocessor.reduce(p, 10, SearchSettings.builder().timeout(Duration.ofNanos(1)).build());
        assertThat(late.outcome()).isEqualTo(SearchOutcome.DEADLINE);
        assertThat(late.isFixedPoint()).isFalse();
        Thread.currentThread().interrupt();
        try {
            assertThat(Preprocessor.reduce(p).outcome()).isEqualTo(SearchOutcome.CANCELLED);
        } finally {
            assertThat(Thread.interrupted()).isTrue();
        }
    }

    /** Checks names, order, colors and costs of the reduced problem against the original. */
    private static void checkShape(ExactCoverProblem original, Reduction r, String dump) {
        ExactCoverProblem reduced = r.problem();
        Set<Integer> removed = new HashSet<>();
        for (Reduction.Removal x : r.removedOptions()) {
            assertThat(removed.add(x.index())).as("removed twice: %s; %s", x, dump).isTrue();
        }
        for (int k = 0; k < reduced.optionCount(); k++) {
            int o = r.originalOption(k);
            assertThat(removed).as(dump).doesNotContain(o);
            if (k > 0) {
                assertThat(o).as(dump).isGreaterThan(r.originalOption(k - 1));
            }
            assertThat(reduced.costOf(k)).isEqualTo(original.costOf(o));
            // the reduced option is the original one with some items left out, in order, colors kept
            List<String> left = new ArrayList<>(List.of(original.optionText(o).split(" ")));
            for (String entry : reduced.optionText(k).split(" ")) {
                int at = left.indexOf(entry);
                assertThat(at).as("option %d '%s' from '%s'; %s", k, reduced.optionText(k),
                        original.optionText(o), dump).isGreaterThanOrEqualTo(0);
                left = left.subList(at + 1, left.size());
            }
        }
        assertThat(reduced.optionCount() + removed.size()).as(dump).isEqualTo(original.optionCount());
        for (int i = 0; i < reduced.itemCount(); i++) {
            int o = r.originalItem(i);
            assertThat(reduced.itemName(i)).isEqualTo(original.itemName(o));
            assertThat(reduced.isPrimary(i)).isEqualTo(original.isPrimary(o));
        }
        if (r.hasNoSolution()) {
            assertThat(reduced.optionCount()).isZero();
            assertThat(reduced.primaryItemCount()).isEqualTo(1);
        } else {
            assertThat(reduced.itemCount() + r.removedItems().size()).as(dump).isEqualTo(original.itemCount());
        }
    }

    private static void count(Reduction r, int[] shapes) {
        shapes[0] += r.removedOptions().isEmpty() ? 0 : 1;
        shapes[1] += r.removedItems().isEmpty() ? 0 : 1;
        shapes[2] += r.hasNoSolution() ? 1 : 0;
    }

    /** Maps solutions of the reduced problem to the original's option indices, each sorted. */
    private static Set<List<Integer>> mapped(Reduction r, Set<List<Integer>> solutions) {
        Set<List<Integer>> out = new HashSet<>();
        for (List<Integer> s : solutions) {
            List<Integer> m = new ArrayList<>();
            for (int o : s) {
                m.add(r.originalOption(o));
            }
            m.sort(null);
            out.add(m);
        }
        return out;
    }

    /** Returns a problem as the oracle's arrays, read through the public accessors. */
    private static ProblemSpec spec(ExactCoverProblem p) {
        boolean[] secondary = new boolean[p.itemCount()];
        for (int i = 0; i < secondary.length; i++) {
            secondary[i] = !p.isPrimary(i);
        }
        int[][] options = new int[p.optionCount()][];
        for (int o = 0; o < options.length; o++) {
            options[o] = p.optionItems(o);
        }
        return new ProblemSpec(secondary, options);
    }

    /** Returns a colored problem as the XCC oracle's arrays, colors numbered by name. */
    private static XccOracle xcc(ExactCoverProblem p) {
        ProblemSpec s = spec(p);
        Map<String, Integer> colorIds = new HashMap<>();
        int[][] colors = new int[p.optionCount()][];
        for (int o = 0; o < colors.length; o++) {
            colors[o] = new int[p.optionSize(o)];
            for (int k = 0; k < colors[o].length; k++) {
                String c = p.optionColor(o, k);
                colors[o][k] = c == null ? 0 : colorIds.computeIfAbsent(c, x -> colorIds.size() + 1);
            }
        }
        return new XccOracle(s.secondary, s.options, colors);
    }
}
