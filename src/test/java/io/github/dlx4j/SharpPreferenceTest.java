/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Sharp preference ({@link SearchSettings.Builder#sharpPreference(boolean)}) on random problems, against
 * oracles that share no code with the search: {@link Reference}, a recursive Algorithm C on the problem's
 * option lists that chooses by Knuth's sharp rule, gives the order of the solutions and the number of nodes;
 * the brute-force oracles give the solution sets. The default search with its shortcuts (memo, dead ends,
 * last items) must count what the plain links count under the rule.
 */
class SharpPreferenceTest {

    private static final SearchSettings SHARP = SearchSettings.builder().sharpPreference(true).build();
    private static final SearchSettings SHARP_PLAIN =
            SearchSettings.builder().sharpPreference(true).plainLinks(true).build();

    @Test
    void randomProblems_orderAndNodesEqualTheReference() {
        int[] changed = new int[1]; // problems whose tree the rule changed: the test must bite
        Seeded.repeat("SharpPreferenceTest.randomProblems", 0x5AA2_0001L, 1500, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 8, round % 2 == 0 ? 0 : 4, 24, 3);
            boolean[] sharp = sharpItems(rnd, spec.secondary);
            ExactCoverProblem problem = problem(spec.secondary, null, null, spec.options, spec.colors, sharp);
            String dump = KnuthDump.dump("round " + round, problem);
            Reference ref = new Reference(spec.secondary, spec.options, spec.colors, sharp);
            ref.search(new ArrayList<>());

            List<List<Integer>> found = new ArrayList<>();
            SearchResult r = new DancingLinks(problem).search(SHARP_PLAIN, s -> {
                found.add(boxed(s.options()));
                return Decision.CONTINUE;
            });
            assertThat(found).as("solutions in order; " + dump).isEqualTo(ref.solutions);
            assertThat(r.statistics().nodes()).as("nodes; " + dump).isEqualTo(ref.nodes);
            assertThat(sorted(found)).as("solution set (brute force); " + dump).isEqualTo(spec.solutions());

            List<List<Integer>> viaDefault = new ArrayList<>();
            SearchResult d = new DancingLinks(problem).search(SHARP, s -> {
                viaDefault.add(boxed(s.options()));
                return Decision.CONTINUE;
            });
            assertThat(viaDefault).as("solutions with the shortcuts; " + dump).isEqualTo(found);
            assertThat(KnuthCounts.counters(d)).as("counters with the shortcuts; " + dump)
                    .containsExactly(KnuthCounts.counters(r));
            SearchResult counted = new DancingLinks(problem).count(SHARP);
            assertThat(KnuthCounts.counters(counted)).as("a count's counters; " + dump)
                    .containsExactly(KnuthCounts.counters(r));

            // Algorithm M on bounds 1..1 makes the links' choices; forced shortcuts the rule rules out stay out.
            assertThat(forced(problem, EngineOptions.of(SHARP_PLAIN).withMultiplicities()))
                    .as("Algorithm M's order; " + dump).isEqualTo(found);
            assertThat(forced(problem, EngineOptions.of(SHARP).withCounting()))
                    .as("with the counting engine asked for; " + dump).isEqualTo(found);
            assertThat(forced(problem, EngineOptions.of(SHARP).withEndgame(Endgame.MAX_OPTIONS, false)))
                    .as("with the endgame asked for; " + dump).isEqualTo(found);

            SearchResult blunt = new DancingLinks(problem).count(SearchSettings.DEFAULT);
            assertThat(blunt.statistics().solutions()).as("count without the rule; " + dump)
                    .isEqualTo(r.statistics().solutions());
            if (blunt.statistics().nodes() != r.statistics().nodes()) {
                changed[0]++;
            }
        });
        assertThat(changed[0]).as("problems whose tree the rule changed").isGreaterThan(150);
    }

    @Test
    void randomMultiplicityProblems_sameSolutionsAndCountersWithShortcuts() {
        Seeded.repeat("SharpPreferenceTest.multiplicities", 0x5AA2_0002L, 400, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 6, 3, 12);
            boolean[] sharp = sharpItems(rnd, spec.secondary);
            ExactCoverProblem problem = problem(spec.secondary, spec.lower, spec.upper, spec.options, spec.colors,
                    sharp);
            String dump = KnuthDump.dump("round " + round, problem);
            Set<List<Integer>> found = new HashSet<>();
            SearchResult r = new DancingLinks(problem).search(SHARP_PLAIN, s -> {
                assertThat(found.add(sorted(s.options()))).as("a solution twice; " + dump).isTrue();
                return Decision.CONTINUE;
            });
            assertThat(found).as("solution set (brute force); " + dump).isEqualTo(spec.solutions());
            SearchResult counted = new DancingLinks(problem).count(SHARP);
            assertThat(KnuthCounts.counters(counted)).as("a count's counters; " + dump)
                    .containsExactly(KnuthCounts.counters(r));
        });
    }

    @Test
    void noSharpItemOrOnlySharpItems_searchAsWithoutTheRule() {
        Seeded.repeat("SharpPreferenceTest.uniform", 0x5AA2_0003L, 200, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 8, 3, 24, 2);
            boolean[] sharp = new boolean[spec.secondary.length];
            if (round % 2 == 0) {
                for (int i = 0; i < sharp.length; i++) {
                    sharp[i] = !spec.secondary[i];
                }
            }
            ExactCoverProblem problem = problem(spec.secondary, null, null, spec.options, spec.colors, sharp);
            String dump = KnuthDump.dump("round " + round, problem);
            List<List<Integer>> with = solutions(problem, SHARP);
            List<List<Integer>> without = solutions(problem, SearchSettings.DEFAULT);
            assertThat(with).as(dump).isEqualTo(without);
            assertThat(KnuthCounts.counters(new DancingLinks(problem).count(SHARP))).as(dump)
                    .containsExactly(KnuthCounts.counters(new DancingLinks(problem).count(SearchSettings.DEFAULT)));
        });
    }

    /** Marks each primary item sharp with probability 1/2. */
    static boolean[] sharpItems(Random rnd, boolean[] secondary) {
        boolean[] sharp = new boolean[secondary.length];
        for (int i = 0; i < sharp.length; i++) {
            sharp[i] = !secondary[i] && rnd.nextBoolean();
        }
        return sharp;
    }

    /** The name of item i: {@code #p3} for a sharp primary item, {@code p3} or {@code s3} otherwise. */
    static String name(int i, boolean[] secondary, boolean[] sharp) {
        return (sharp[i] ? "#" : "") + (secondary[i] ? "s" : "p") + i;
    }

    /** Builds the problem with the sharp items named {@code #p..}; {@code lower} null for bounds 1..1. */
    static ExactCoverProblem problem(boolean[] secondary, int[] lower, int[] upper, int[][] options, int[][] colors,
            boolean[] sharp) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < secondary.length; i++) {
            String n = name(i, secondary, sharp);
            if (secondary[i]) {
                b.secondary(n);
            } else {
                b.primary(n);
                if (lower != null) {
                    b.multiplicity(n, lower[i], upper[i]);
                }
            }
        }
        for (int o = 0; o < options.length; o++) {
            String[] names = new String[options[o].length];
            String[] cs = new String[names.length];
            for (int k = 0; k < names.length; k++) {
                names[k] = name(options[o][k], secondary, sharp);
                cs[k] = colors[o][k] == 0 ? null : "c" + colors[o][k];
            }
            b.option(names, cs);
        }
        return b.build();
    }

    private static List<List<Integer>> forced(ExactCoverProblem problem, EngineOptions options) {
        List<List<Integer>> found = new ArrayList<>();
        new DancingLinks(problem).search(SearchSettings.DEFAULT, options, s -> {
            found.add(boxed(s.options()));
            return Decision.CONTINUE;
        });
        return found;
    }

    static List<List<Integer>> solutions(ExactCoverProblem problem, SearchSettings settings) {
        List<List<Integer>> found = new ArrayList<>();
        new DancingLinks(problem).search(settings, s -> {
            found.add(boxed(s.options()));
            return Decision.CONTINUE;
        });
        return found;
    }

    static List<Integer> boxed(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }

    private static List<Integer> sorted(int[] a) {
        return Arrays.stream(a).sorted().boxed().toList();
    }

    private static Set<List<Integer>> sorted(List<List<Integer>> solutions) {
        Set<List<Integer>> set = new HashSet<>();
        for (List<Integer> s : solutions) {
            set.add(s.stream().sorted().toList());
        }
        return set;
    }

    /**
     * Algorithm C by recursion on the options themselves, no links: an option is live while every item of it
     * is free, or a secondary item already given the same color. At a node it branches on the primary item
     * of least score, the first in item order on ties: the score is the number of live options containing
     * the item, plus a huge bias when that number is above 1 and the item is not sharp (Knuth's
     * {@code dlx2-sharp.ch}). The options are tried in their order. It records each solution (options in the
     * order chosen) and counts the nodes as Knuth does: one per call, solutions included.
     */
    static final class Reference {
        private final boolean[] secondary;
        private final int[][] options;
        private final int[][] colors;
        private final boolean[] sharp;
        /** Per item: 0 free, -1 taken (primary, or secondary without a color), c > 0 given color c. */
        private final int[] state;
        final List<List<Integer>> solutions = new ArrayList<>();
        long nodes;

        Reference(boolean[] secondary, int[][] options, int[][] colors, boolean[] sharp) {
            this.secondary = secondary;
            this.options = options;
            this.colors = colors;
            this.sharp = sharp;
            this.state = new int[secondary.length];
        }

        private boolean live(int o) {
            for (int k = 0; k < options[o].length; k++) {
                int i = options[o][k];
                int c = colors[o][k];
                if (state[i] != 0 && !(secondary[i] && c != 0 && state[i] == c)) {
                    return false;
                }
            }
            return true;
        }

        void search(List<Integer> chosen) {
            nodes++;
            int best = -1;
            long bestScore = Long.MAX_VALUE;
            for (int i = 0; i < secondary.length; i++) {
                if (secondary[i] || state[i] != 0) {
                    continue;
                }
                long len = 0;
                for (int o = 0; o < options.length; o++) {
                    if (contains(options[o], i) && live(o)) {
                        len++;
                    }
                }
                long score = len > 1 && !sharp[i] ? len + (1L << 40) : len;
                if (score < bestScore) {
                    best = i;
                    bestScore = score;
                }
            }
            if (best < 0) {
                solutions.add(List.copyOf(chosen));
                return;
            }
            for (int o = 0; o < options.length; o++) {
                if (!contains(options[o], best) || !live(o)) {
                    continue;
                }
                int[] saved = state.clone();
                for (int k = 0; k < options[o].length; k++) {
                    int c = colors[o][k];
                    state[options[o][k]] = c == 0 ? -1 : c;
                }
                chosen.add(o);
                search(chosen);
                chosen.remove(chosen.size() - 1);
                System.arraycopy(saved, 0, state, 0, saved.length);
            }
        }

        private static boolean contains(int[] option, int item) {
            for (int i : option) {
                if (i == item) {
                    return true;
                }
            }
            return false;
        }
    }
}
