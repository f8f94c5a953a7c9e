/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Sharp preference through every entry point that takes it: which items are sharp, the settings, parallel
 * and ordered parallel searches (the sequential order, also under Algorithm M, whose pieces are replayed
 * with the rule), subproblems, restarts, estimates, and the searches that refuse it.
 */
class SharpPreferenceApiTest {

    private static final SearchSettings SHARP = SearchSettings.builder().sharpPreference(true).build();
    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void shutDown() {
        POOL.shutdownNow();
    }

    /**
     * Item {@code a} of 2 options, then {@code #c} of 3: plainly the search branches on {@code a}, with sharp
     * preference on {@code #c}, and the solutions come in another order.
     */
    private static ExactCoverProblem smallPuzzle() {
        return DlxFormat.parse("a #c | #s\n"
                + "#c\n"
                + "a #c\n"
                + "a #s\n"
                + "#c\n");
    }

    @Test
    void isSharp_primaryItemsNamedWithHashOnly() {
        ExactCoverProblem p = smallPuzzle();
        assertThat(p.hasSharpItems()).isTrue();
        assertThat(p.isSharp(p.itemIndex("#c").getAsInt())).isTrue();
        assertThat(p.isSharp(p.itemIndex("a").getAsInt())).isFalse();
        assertThat(p.isSharp(p.itemIndex("#s").getAsInt())).as("a secondary item").isFalse();
        assertThatThrownBy(() -> p.isSharp(3)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(ExactCoverProblem.builder().primaryItems(2).option(0, 1).build().hasSharpItems()).isFalse();
        assertThat(DlxFormat.parse("a | #s\na #s\n").hasSharpItems()).isFalse();
    }

    @Test
    void sharpPreference_branchesOnTheSharpItemFirst() {
        ExactCoverProblem p = smallPuzzle();
        assertThat(SharpPreferenceTest.solutions(p, SHARP)).containsExactly(List.of(0, 2), List.of(1), List.of(3, 2));
        assertThat(SharpPreferenceTest.solutions(p, SearchSettings.DEFAULT))
                .containsExactly(List.of(1), List.of(2, 0), List.of(2, 3));
        assertThat(new DancingLinks(p).count(SHARP).statistics().nodes()).isEqualTo(6);
        assertThat(new DancingLinks(p).count(SearchSettings.DEFAULT).statistics().nodes()).isEqualTo(5);
    }

    @Test
    void guide_sharpItems_branchFirst() {
        // snippet docs/guide.md: begin
        ExactCoverProblem puzzle = DlxFormat.parse("""
                a #c | #s
                #c
                a #c
                a #s
                #c
                """);
        SearchSettings sharp = SearchSettings.builder().sharpPreference(true).build();
        Solution first = new DancingLinks(puzzle).findFirst(sharp).orElseThrow();
        List<String> chosen = first.optionTexts();  // ["#c", "a #s"]: #c was chosen first
        long nodes = new DancingLinks(puzzle).count(sharp).statistics().nodes(); // 6 (5 without)
        // snippet: end
        assertThat(chosen).containsExactly("#c", "a #s");
        assertThat(nodes).isEqualTo(6);
        assertThat(new DancingLinks(puzzle).findFirst().orElseThrow().optionTexts()).containsExactly("a #c");
    }

    @Test
    void settings_sharpPreference_givenOnceAndCopied() {
        assertThat(SearchSettings.DEFAULT.sharpPreference()).isFalse();
        assertThat(SHARP.sharpPreference()).isTrue();
        assertThat(SHARP.toBuilder().solutionLimit(3).build().sharpPreference()).isTrue();
        assertThat(SHARP.toString()).contains("sharpPreference");
        assertThat(SearchSettings.DEFAULT.toString()).doesNotContain("sharp");
        assertThatThrownBy(() -> SearchSettings.builder().sharpPreference(true).sharpPreference(false))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("sharpPreference");
    }

    @Test
    void parallelSearches_sharp_sequentialOrderAndCount() {
        Seeded.repeat("SharpPreferenceApiTest.parallel", 0x5AA2_0A01L, 40, (round, rnd) -> {
            ExactCoverProblem problem;
            if (round % 2 == 0) {
                XccOracle spec = XccOracle.random(rnd, 9, 4, 30, 3);
                problem = SharpPreferenceTest.problem(spec.secondary, null, null, spec.options, spec.colors,
                        SharpPreferenceTest.sharpItems(rnd, spec.secondary));
            } else {
                MccOracle spec = MccOracle.random(rnd, 7, 3, 16);
                problem = SharpPreferenceTest.problem(spec.secondary, spec.lower, spec.upper, spec.options,
                        spec.colors, SharpPreferenceTest.sharpItems(rnd, spec.secondary));
            }
            String dump = KnuthDump.dump("round " + round, problem);
            List<List<Integer>> sequential = SharpPreferenceTest.solutions(problem, SHARP);
            List<List<Integer>> ordered = new ArrayList<>();
            new DancingLinks(problem).parallelSearchOrdered(POOL, SHARP, s -> {
                ordered.add(SharpPreferenceTest.boxed(s.options()));
                return Decision.CONTINUE;
            });
            assertThat(ordered).as("ordered parallel search; " + dump).isEqualTo(sequential);
            Set<List<Integer>> unordered = java.util.concurrent.ConcurrentHashMap.newKeySet();
            SearchResult r = new DancingLinks(problem).parallelSearch(POOL, SHARP, s -> {
                unordered.add(SharpPreferenceTest.boxed(s.options()));
                return Decision.CONTINUE;
            });
            assertThat(unordered).as("parallel search; " + dump).isEqualTo(new HashSet<>(sequential));
            SearchResult counted = new DancingLinks(problem).parallelSearch(POOL, SHARP, null);
            SearchResult one = new DancingLinks(problem).count(SHARP);
            assertThat(KnuthCounts.counters(counted)).as("parallel count; " + dump)
                    .containsExactly(KnuthCounts.counters(one));
            assertThat(r.solutions()).isEqualTo(one.solutions());
        });
    }

    @Test
    void subproblems_cutPlainly_searchedSharply_giveEverySolutionOnce() {
        Seeded.repeat("SharpPreferenceApiTest.subproblems", 0x5AA2_0A02L, 150, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 6, 3, 12);
            ExactCoverProblem problem = SharpPreferenceTest.problem(spec.secondary, spec.lower, spec.upper,
                    spec.options, spec.colors, SharpPreferenceTest.sharpItems(rnd, spec.secondary));
            String dump = KnuthDump.dump("round " + round, problem);
            DancingLinks dl = new DancingLinks(problem);
            Set<List<Integer>> found = new HashSet<>();
            long[] n = new long[1];
            for (Subproblem piece : dl.split(2)) {
                dl.search(piece, SHARP, s -> {
                    n[0]++;
                    found.add(s.options().length == 0 ? List.of()
                            : java.util.Arrays.stream(s.options()).sorted().boxed().toList());
                    return Decision.CONTINUE;
                });
            }
            assertThat(found).as(dump).isEqualTo(spec.solutions());
            assertThat(n[0]).as("each solution once; " + dump).isEqualTo(found.size());
        });
    }

    @Test
    void restartsAndSeeds_sharp_findSolutionsOfTheProblem() {
        ExactCoverProblem p = smallPuzzle();
        Set<String> all = new HashSet<>();
        new DancingLinks(p).search(s -> {
            all.add(new HashSet<>(s.optionTexts()).toString());
            return Decision.CONTINUE;
        });
        for (long seed = 0; seed < 20; seed++) {
            SearchSettings seeded = SHARP.toBuilder().seed(seed).build();
            Set<String> found = new HashSet<>();
            new DancingLinks(p).search(seeded, s -> {
                found.add(new HashSet<>(s.optionTexts()).toString());
                assertThat(s.optionTexts().get(0)).as("a seeded search keeps the rule").contains("#c");
                return Decision.CONTINUE;
            });
            assertThat(found).isEqualTo(all);
            Solution one = new DancingLinks(p).findFirst(SHARP.toBuilder().restarts(4).seed(seed).build())
                    .orElseThrow();
            assertThat(all).contains(new HashSet<>(one.optionTexts()).toString());
        }
    }

    @Test
    void estimate_sharp_followsTheSharpTree() {
        // #x has 3 options and each leaves items y and z of 2 options: the sharp tree branches 3 then 2 then
        // 2 ways, a tree of the same shape at every node, so Knuth's estimate is exact.
        ExactCoverProblem p = DlxFormat.parse("y z #x\n"
                + "#x\n#x\n#x\n"
                + "y\ny\nz\nz\n");
        SearchStatistics exact = new DancingLinks(p).count(SHARP).statistics();
        SearchEstimate e = new DancingLinks(p).estimate(50, 1, SHARP);
        assertThat(e.nodes()).isEqualTo((double) exact.nodes());
        long plainNodes = new DancingLinks(p).count(SearchSettings.DEFAULT).statistics().nodes();
        assertThat(plainNodes).isNotEqualTo(exact.nodes());
        assertThat(new DancingLinks(p).estimate(50, 1, SearchSettings.DEFAULT).nodes()).isEqualTo((double) plainNodes);
    }

    @Test
    void costSearchAndDiagram_refuseSharpPreference() {
        ExactCoverProblem p = smallPuzzle();
        assertThatThrownBy(() -> new CostSearch(p).best(1, SHARP))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sharp");
        assertThatThrownBy(() -> SolutionDiagram.build(p, SHARP, SolutionDiagram.DEFAULT_MAX_NODES))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sharp");
    }
}
