/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Colors (Knuth's XCC problems, Algorithm C): every engine against the brute-force XCC oracle on random
 * colored problems, the restore invariant after colored searches, selections that purify, and the
 * builder's rules for colors. A failure prints the seed, the round and the problem in Knuth's DLX2 format.
 */
class ColorsTest {

    private static final int ROUNDS = 5000;

    @ParameterizedTest(name = "{0}")
    @EnumSource(EngineKind.class)
    void search_randomColoredProblems_matchOracle(EngineKind kind) {
        int[] solved = new int[1];
        Seeded.repeat("ColorsTest." + kind, 0xC010_4ED5L, ROUNDS, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 6, 4, 12, 3);
            ExactCoverProblem p = spec.toProblem();
            String dump = kind + ", round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            List<List<Integer>> seen = EngineContractTest.compareWithLinks(kind, new DancingLinks(p), dump).seen();
            Set<List<Integer>> oracle = spec.solutions();
            assertThat(new HashSet<>(seen)).as(dump).isEqualTo(oracle);
            assertThat(seen).as(dump + "each solution once").hasSameSizeAs(oracle);
            for (List<Integer> s : seen) {
                assertThat(spec.violation(s.stream().mapToInt(Integer::intValue).toArray())).as(dump).isNull();
            }
            solved[0] += oracle.isEmpty() ? 0 : 1;
        });
        assertThat(solved[0]).as("problems with a solution").isGreaterThan(ROUNDS / 5);
    }

    /**
     * Colored trees of thousands of nodes, where the parallel workers give work away (a gift is tried as
     * the giver would have tried it, so its updates and cleansings count as in the sequential search): the
     * same solutions, order and statistics (cleansings included) as the links.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(EngineKind.class)
    void search_largerColoredTrees_sameAsLinks(EngineKind kind) {
        long[] gifts = new long[1];
        long[] nodes = new long[1];
        Seeded.repeat("ColorsTest.larger." + kind, 0x1A46E5L, 12, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 13, 5, 66, 3);
            ExactCoverProblem p = spec.toProblem();
            String dump = kind + ", round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(p);
            SearchResult links = EngineContractTest.compareWithLinks(kind, dl, dump).links();
            gifts[0] += dl.workspace.diagnostics.gifts;
            nodes[0] += links.statistics().nodes();
        });
        System.out.println("ColorsTest.larger." + kind + ": " + nodes[0] + " nodes");
        assertThat(nodes[0]).as("nodes searched").isGreaterThan(20_000);
        if (kind.concurrent()) {
            assertThat(gifts[0]).as("tasks given away").isGreaterThan(0);
        }
    }

    /**
     * Selecting colored options (givens, subproblems) purifies their items; two options that agree on a
     * color may both be selected, and the searches under the selection find exactly the oracle's solutions
     * that contain them. Every selection undone restores the matrix.
     */
    @Test
    void select_coloredOptions_purifyAndSearchUnderThem() {
        Seeded.repeat("ColorsTest.select", 0x5E1EC7L, 1500, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 6, 4, 12, 2);
            ExactCoverProblem p = spec.toProblem();
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            Set<List<Integer>> oracle = spec.solutions();
            if (oracle.isEmpty()) {
                return;
            }
            List<List<Integer>> all = new ArrayList<>(oracle);
            all.sort(java.util.Comparator.comparing(Object::toString));
            List<Integer> target = all.get(rnd.nextInt(all.size()));
            List<Integer> forced = new ArrayList<>(target.subList(0, rnd.nextInt(target.size() + 1)));
            Collections.shuffle(forced, rnd);
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            for (int o : forced) {
                dl.select(o);
            }
            Set<List<Integer>> expected = new HashSet<>();
            for (List<Integer> s : oracle) {
                if (s.containsAll(forced)) {
                    List<Integer> rest = new ArrayList<>(s);
                    rest.removeAll(forced);
                    expected.add(rest);
                }
            }
            List<List<Integer>> seen = new ArrayList<>();
            dl.search(EngineContractTest.collect(seen));
            assertThat(new HashSet<>(seen)).as(dump + "forced " + forced).isEqualTo(expected);
            assertThat(seen).as(dump).hasSameSizeAs(expected);
            // A subproblem of the same options finds them with the forced ones first.
            for (int k = forced.size() - 1; k >= 0; k--) {
                dl.deselect(forced.get(k));
            }
            RestoreInvariantTest.assertRestored(dl, before, dump + "after deselecting");
            int[] prefix = forced.stream().mapToInt(Integer::intValue).toArray();
            List<List<Integer>> whole = new ArrayList<>();
            dl.search(Subproblem.of(prefix), SearchSettings.DEFAULT, EngineContractTest.collect(whole));
            Set<List<Integer>> withForced = new HashSet<>();
            for (List<Integer> s : oracle) {
                if (s.containsAll(forced)) {
                    withForced.add(s);
                }
            }
            assertThat(new HashSet<>(whole)).as(dump).isEqualTo(withForced);
            RestoreInvariantTest.assertRestored(dl, before, dump + "after the subproblem");
        });
    }

    /**
     * DLX2's example (dlx2.w): items {@code A B C | X Y}; the option {@code X:0 Y:1} has no primary item and
     * is left out, as DLX2 drops it. DLX2 (built from dlx2.w) reports 1 solution, 4 nodes, 14 updates and
     * 5 cleansings.
     */
    @Test
    void knuthsExample_hasTheOneSolutionHePrintsAndDlx2sCounts() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B", "C").secondary("X", "Y")
                .option("A", "B", "X:0", "Y:0").option("A", "C", "X:1", "Y:1")
                .option("B", "X:1").option("C", "Y:1").build();
        DancingLinks dl = new DancingLinks(p);
        List<List<String>> solutions = new ArrayList<>();
        SearchResult r = dl.search(s -> {
            solutions.add(s.optionTexts());
            return Decision.CONTINUE;
        });
        assertThat(solutions).containsExactly(List.of("A C X:1 Y:1", "B X:1"));
        assertThat(r.statistics().nodes()).isEqualTo(4);
        assertThat(r.statistics().updates()).isEqualTo(14);
        assertThat(r.statistics().cleansings()).isEqualTo(5);
        assertThat(p.hasColors()).isTrue();
        assertThat(p.colorCount()).isEqualTo(2);
        assertThat(p.optionColor(1, 2)).isEqualTo("1");
        assertThat(p.optionColor(1, 0)).isNull();
    }

    @Test
    void builder_colorsTypedAndAsText_areTheSameProblem() {
        ExactCoverProblem text = ExactCoverProblem.builder().primary("A").secondary("X")
                .option("A", "X:red").option("A", "X").build();
        ExactCoverProblem typed = ExactCoverProblem.builder().primary("A").secondary("X")
                .option(new String[] {"A", "X"}, new String[] {null, "red"})
                .option(new String[] {"A", "X"}, null).build();
        ExactCoverProblem numbered = ExactCoverProblem.builder().primaryItems(1).secondaryItems(1)
                .option(new int[] {0, 1}, new String[] {null, "red"}).option(0, 1).build();
        assertThat(typed).isEqualTo(text).hasSameHashCodeAs(text);
        assertThat(typed.optionText(0)).isEqualTo("A X:red");
        assertThat(numbered.optionText(0)).isEqualTo("0 1:red");
        assertThat(ExactCoverProblem.builder().primary("A").secondary("X").option("A", "X:blue").build())
                .isNotEqualTo(text);
        // A name cannot have a colon, so "X:red" in an option is always item X with color red.
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary("A").secondary("X", "X:red"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("item name 'X:red' contains ':'");
    }

    @Test
    void builder_badColors_areRejectedNamingOptionAndItem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("A").secondary("X");
        assertThatThrownBy(() -> b.option("A:red", "X")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 0").hasMessageContaining("primary item 'A' cannot have a color");
        assertThatThrownBy(() -> b.option("A", "X:")).hasMessageContaining("item 'X' has an empty color");
        assertThatThrownBy(() -> b.option(new String[] {"A", "X"}, new String[] {null, "r d"}))
                .hasMessageContaining("color 'r d' of item 'X'");
        assertThatThrownBy(() -> b.option(new String[] {"A", "X"}, new String[] {null}))
                .hasMessageContaining("2 items but 1 colors");
        assertThatThrownBy(() -> b.option("A", "Z:red")).hasMessageContaining("unknown item 'Z:red'");
        assertThat(b.optionCount()).as("nothing was added").isZero();
    }

    @Test
    void select_conflictingColors_isRefusedAndChangesNothing() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B", "C").secondary("X")
                .option("A", "X:red").option("B", "X:red").option("C", "X:blue").option("C", "X").build();
        DancingLinks dl = new DancingLinks(p);
        int[][] before = dl.snapshot();
        dl.select(0);
        dl.select(1); // agrees on red
        int[][] selected = dl.snapshot();
        assertThatThrownBy(() -> dl.select(2)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("purified with color 'red'");
        assertThatThrownBy(() -> dl.select(3)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("item 'X'");
        assertThat(dl.matches(selected)).isTrue();
        assertThat(dl.count()).isZero(); // C has only blue or uncolored options left
        assertThatThrownBy(() -> dl.deselect(0)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not the most recently selected");
        dl.deselect(1);
        dl.deselect(0);
        RestoreInvariantTest.assertRestored(dl, before, "after deselecting");
        dl.select(2); // blue for C: A and B (red) are excluded
        assertThat(dl.isActive(3)).as("item X is purified, not active").isFalse();
        assertThat(dl.count()).isZero();
        dl.deselect(2);
        RestoreInvariantTest.assertRestored(dl, before, "after the blue selection");
    }
}
