/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The counters and outcomes: Knuth's paper example against a hand count; on random problems, properties
 * that hold for any search (nodes at least solutions, the profile sums to the nodes, ...), and the exact
 * order and counters of the documented search against {@link ReferenceSearch}, an independent model, also
 * when a budget or a limit ends the search part way.
 */
class SearchStatisticsTest {

    /**
     * Knuth's example from the 2000 paper, counted by hand. Items A..G; options 0: C E F, 1: A D G,
     * 2: B C F, 3: A D, 4: B G, 5: D E G. Sizes: A 2, B 2, C 2, D 3, E 2, F 2, G 3.
     *
     * <pre>
     * node 1, level 0. Leftmost minimum: A (size 2). cover(A): 1 + D,G of option 1 + D of option 3 = 4.
     *   Sizes now D 1 (option 5), G 2 (options 4, 5).
     *   Try option 1 (A D G): cover(D): 1 + E,G of option 5 = 3 (E 1, G 1);
     *                         cover(G): 1 + B of option 4 = 2 (B 1).            updates 4+3+2 = 9
     *   node 2, level 1. Active B 1, C 2, E 1, F 2: B has size 1, the scan stops. cover(B): 1 + C,F of
     *     option 2 = 3 (C 1, F 1).                                                     updates 12
     *     Try option 2 (B C F): cover(C): 1 + E,F of option 0 = 3 (E 0, F 0); cover(F): empty list, 1.
     *                                                                                   updates 16
     *     node 3, level 2. Active E, size 0: cover(E) = 1; no option; back up.          updates 17
     *   B has no other option; back up. Try option 3 (A D): cover(D): 1 + E,G of option 5 = 3
     *     (E 1: option 0; G 1: option 4).                                               updates 20
     *   node 4, level 1. Active B 2, C 2, E 1, F 2, G 1: E is the first of size 1. cover(E): 1 + F,C of
     *     option 0 = 3 (C 1, F 1: option 2).                                            updates 23
     *     Try option 0 (C E F): cover(F): 1 + B,C of option 2 = 3 (B 1, C 0); cover(C): empty, 1.
     *                                                                                   updates 27
     *     node 5, level 2. Active B 1, G 1: B. cover(B): 1 + G of option 4 = 2 (G 0).  updates 29
     *       Try option 4 (B G): cover(G): empty, 1.                                     updates 30
     *       node 6, level 3. No active primary item: the solution 3, 0, 4 (A D, C E F, B G).
     *   Every list is then exhausted: uncovering counts nothing.
     * </pre>
     *
     * So: 1 solution, 6 nodes (levels 0..3: 1, 2, 2, 1), 30 updates, maximum level 3.
     */
    @Test
    void statistics_knuthPaperExample_matchHandCount() {
        DancingLinks dl = new DancingLinks(DancingLinksTest.paperExample());
        List<List<String>> seen = new ArrayList<>();
        SearchResult r = dl.search(s -> {
            seen.add(s.optionTexts());
            assertThat(s.options()).containsExactly(3, 0, 4);
            return Decision.CONTINUE;
        });
        assertThat(seen).containsExactly(List.of("A D", "C E F", "B G"));
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        SearchStatistics st = r.statistics();
        assertThat(st.solutions()).isEqualTo(1);
        assertThat(st.nodes()).isEqualTo(6);
        assertThat(st.nodesPerLevel()).containsExactly(1, 2, 2, 1);
        assertThat(st.updates()).isEqualTo(30);
        assertThat(st.maxLevel()).isEqualTo(3);
        // The model agrees with the hand count, which is what lets it stand in for one on random problems.
        ReferenceSearch model = ReferenceSearch.run(paperSpec(), 0L);
        assertThat(model.statistics(model.nodes())).isEqualTo(st);
    }

    private static ProblemSpec paperSpec() {
        return new ProblemSpec(new boolean[7],
                new int[][] {{2, 4, 5}, {0, 3, 6}, {1, 2, 5}, {0, 3}, {1, 6}, {3, 4, 6}});
    }

    @Test
    void statistics_trivialProblems_countTheRootOnly() {
        SearchStatistics none = new DancingLinks(ExactCoverProblem.builder().secondary("x").build())
                .search(s -> Decision.CONTINUE).statistics();
        assertThat(none).isEqualTo(SearchStatistics.of(1, 1, 0, new long[] {1}));
        // Item A has no option: the root chooses it (size 0), covers it (1 update) and backs up.
        SearchStatistics dead = new DancingLinks(ExactCoverProblem.builder().primary("A", "B").option("B").build())
                .search(s -> Decision.CONTINUE).statistics();
        assertThat(dead).isEqualTo(SearchStatistics.of(0, 1, 1, new long[] {1}));
    }

    /**
     * The deepest level counts dead ends too, so it can exceed the largest solution. Items A B C D; options
     * 0: A, 1: A B C D, 2: B C, 3: C D. Sizes A 2, B 2, C 3, D 2: level 0 chooses A (leftmost of minimum size)
     * and covers it: 1 + (option 0: nothing) + (option 1: B C D) = 4. Option 0 has no other item. Level 1:
     * B 1, C 2, D 1, so B (leftmost of size 1): cover(B) = 1 + C of option 2 = 2; option 2 covers C: 1 + D
     * of option 3 = 2. Level 2: D has size 0: cover(D) = 1, a dead end. Back at level 0, option 1 covers B
     * (1 + C of option 2 = 2), C (1 + D of option 3 = 2) and D (1). Level 1: nothing active, the solution
     * {1}. So 1 solution of size 1, 4 nodes (1, 2, 1 per level), 4 + 2 + 2 + 1 + 5 = 14 updates, maximum
     * level 2.
     */
    @Test
    void statistics_deadEndDeeperThanSolution_maxLevelCountsIt() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B", "C", "D")
                .option("A").option("A", "B", "C", "D").option("B", "C").option("C", "D").build();
        SearchResult r = new DancingLinks(p).search(s -> {
            assertThat(s.options()).containsExactly(1);
            return Decision.CONTINUE;
        });
        assertThat(r.statistics()).isEqualTo(SearchStatistics.of(1, 4, 14, new long[] {1, 2, 1}));
    }

    /**
     * The choice is the leftmost item of minimum size, not the first of size 1: items A B, options 0: A,
     * 1: B (sizes A 1, B 1 after nothing), and item C with no option (size 0) to the right. Level 0 scans A
     * (1), B (1), C (0) and chooses C: cover(C) = 1 update, a dead end; so 1 node, 1 update, no solution.
     */
    @Test
    void chooseItem_sizeZeroRightOfSizeOne_isChosen() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B", "C").option("A").option("B").build();
        SearchResult r = new DancingLinks(p).search(s -> Decision.CONTINUE);
        assertThat(r.statistics()).isEqualTo(SearchStatistics.of(0, 1, 1, new long[] {1}));
    }

    @Test
    void statistics_randomProblems_areSane() {
        Seeded.repeat("SearchStatisticsTest.statistics_randomProblems_areSane", 0x5EED_0401L, 2000, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 10, 4, 20);
            ExactCoverProblem p = spec.toProblem();
            String dump = KnuthDump.dump("problem " + round, p);
            int[] largest = {-1};
            long[] bySize = new long[spec.primaryCount() + 1];
            SearchResult r = new DancingLinks(p).search(s -> {
                largest[0] = Math.max(largest[0], s.size());
                bySize[s.size()]++;
                return Decision.CONTINUE;
            });
            SearchStatistics st = r.statistics();
            long[] perLevel = st.nodesPerLevel();
            assertThat(st.nodes()).as(dump).isGreaterThanOrEqualTo(Math.max(1, st.solutions()));
            assertThat(java.util.Arrays.stream(perLevel).sum()).as(dump + "profile sum").isEqualTo(st.nodes());
            assertThat(perLevel).as(dump).hasSize(st.maxLevel() + 1);
            assertThat(perLevel[0]).as(dump + "the root").isEqualTo(1);
            assertThat(perLevel).as(dump + "no empty level below the deepest").doesNotContain(0L);
            assertThat(st.maxLevel()).as(dump).isLessThanOrEqualTo(spec.primaryCount());
            if (st.solutions() > 0) {
                // Each solution of size k is a node at level k; dead ends may go deeper (see the test above).
                assertThat(st.maxLevel()).as(dump + "max level").isGreaterThanOrEqualTo(largest[0]);
                for (int k = 0; k <= largest[0]; k++) {
                    assertThat(perLevel[k]).as(dump + "nodes at level " + k).isGreaterThanOrEqualTo(bySize[k]);
                }
            }
            assertThat(st.solutions()).as(dump).isEqualTo(java.util.Arrays.stream(bySize).sum());
            // Every node that is not a solution covers the item it chooses: at least one update each.
            assertThat(st.updates()).as(dump).isGreaterThanOrEqualTo(st.nodes() - st.solutions());
        });
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void search_randomProblems_followDocumentedOrderAndCounters(Engine engine) {
        Seeded.repeat("SearchStatisticsTest.search_randomProblems_followDocumentedOrderAndCounters", 0x5EED_0402L,
                2000, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 10, 5, 20);
                    ExactCoverProblem p = spec.toProblem();
                    int limit = engine.limit(rnd, p);
                    String dump = KnuthDump.dump("problem " + round + ", " + engine + " " + limit, p);
                    ReferenceSearch model = ReferenceSearch.run(spec, 0L);
                    List<List<Integer>> seen = new ArrayList<>();
                    SearchResult r = Engine.search(new DancingLinks(p), SearchSettings.DEFAULT, limit, s -> {
                        seen.add(SearchPropertyTest.list(s.options()));
                        return Decision.CONTINUE;
                    });
                    assertThat(seen).as(dump + "solutions in order").isEqualTo(lists(model.solutions));
                    assertThat(r.statistics()).as(dump + "statistics").isEqualTo(model.statistics(model.nodes()));
                });
    }

    @ParameterizedTest
    @EnumSource(Engine.class)
    void search_randomBudgetsAndLimits_stopWhereTheModelSays(Engine engine) {
        int[] stopped = new int[4];
        Seeded.repeat("SearchStatisticsTest.search_randomBudgetsAndLimits_stopWhereTheModelSays", 0x5EED_0403L, 2000,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 10, 5, 20);
                    ExactCoverProblem p = spec.toProblem();
                    // The endgame limit from a source of its own, so that every engine gets the same budgets.
                    int el = engine.limit(new Random(rnd.nextLong()), p);
                    String dump = KnuthDump.dump("problem " + round + ", " + engine + " " + el, p);
                    ReferenceSearch model = ReferenceSearch.run(spec, 0L);
                    DancingLinks dl = new DancingLinks(p);
                    int[][] before = dl.matrix.snapshot();
                    int total = model.nodes();
                    List<List<Integer>> all = lists(model.solutions);

                    // Node budget k: the search enters min(k, total) nodes.
                    int k = 1 + rnd.nextInt(total + 1);
                    List<List<Integer>> seen = new ArrayList<>();
                    SearchResult r = Engine.search(dl, SearchSettings.builder().nodeBudget(k).build(), el,
                            collect(seen));
                    int entered = Math.min(k, total);
                    assertThat(r.outcome()).as(dump + "node budget " + k)
                            .isEqualTo(k >= total ? SearchOutcome.COMPLETED : SearchOutcome.NODE_BUDGET);
                    assertThat(r.statistics()).as(dump + "node budget " + k).isEqualTo(model.statistics(entered));
                    assertThat(seen).as(dump + "node budget " + k).isEqualTo(all.subList(0, (int) r.solutions()));
                    stopped[0] += k < total ? 1 : 0;

                    // Update budget u: the search stops at the first node it would enter after u updates.
                    long u = 1 + (long) rnd.nextInt((int) Math.min(Integer.MAX_VALUE - 1, model.updates + 1));
                    int firstOver = 0;
                    while (firstOver < total && model.nodeUpdates.get(firstOver) < u) {
                        firstOver++;
                    }
                    seen.clear();
                    r = Engine.search(dl, SearchSettings.builder().updateBudget(u).build(), el, collect(seen));
                    assertThat(r.outcome()).as(dump + "update budget " + u)
                            .isEqualTo(firstOver == total ? SearchOutcome.COMPLETED : SearchOutcome.UPDATE_BUDGET);
                    assertThat(r.statistics()).as(dump + "update budget " + u).isEqualTo(model.statistics(firstOver));
                    assertThat(seen).as(dump + "update budget " + u).isEqualTo(all.subList(0, (int) r.solutions()));
                    stopped[1] += firstOver < total ? 1 : 0;

                    // Solution limit L: the first L solutions, and the search ends right after the L-th.
                    int limit = 1 + rnd.nextInt(all.size() + 2);
                    seen.clear();
                    r = Engine.search(dl, SearchSettings.builder().solutionLimit(limit).build(), el, collect(seen));
                    if (limit <= all.size()) {
                        assertThat(r.outcome()).as(dump + "limit " + limit).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
                        assertThat(r.statistics()).as(dump + "limit " + limit)
                                .isEqualTo(model.statisticsAtSolution(limit - 1));
                        stopped[2]++;
                    } else {
                        assertThat(r.outcome()).as(dump + "limit " + limit).isEqualTo(SearchOutcome.COMPLETED);
                        assertThat(r.statistics()).as(dump + "limit " + limit).isEqualTo(model.statistics(total));
                    }
                    assertThat(seen).as(dump + "limit " + limit).isEqualTo(all.subList(0, Math.min(limit, all.size())));

                    // Visitor STOP at the j-th solution: the same place as a limit of j.
                    if (!all.isEmpty()) {
                        int j = 1 + rnd.nextInt(all.size());
                        int[] calls = new int[1];
                        r = Engine.search(dl, SearchSettings.DEFAULT, el,
                                s -> ++calls[0] == j ? Decision.STOP : Decision.CONTINUE);
                        assertThat(r.outcome()).as(dump + "stop at " + j).isEqualTo(SearchOutcome.STOPPED_BY_VISITOR);
                        assertThat(r.statistics()).as(dump + "stop at " + j)
                                .isEqualTo(model.statisticsAtSolution(j - 1));
                        stopped[3]++;
                    }
                    assertThat(dl.matrix.matches(before)).as(dump + "matrix restored").isTrue();
                });
        System.out.println("  stopped early: " + stopped[0] + " by node budget, " + stopped[1] + " by update budget, "
                + stopped[2] + " by solution limit, " + stopped[3] + " by the visitor");
        for (int n : stopped) {
            assertThat(n).as("searches stopped early, per kind").isGreaterThan(300);
        }
    }

    /** Returns a visitor that appends each solution's options to {@code seen}. */
    static SolutionVisitor collect(List<List<Integer>> seen) {
        return s -> {
            seen.add(SearchPropertyTest.list(s.options()));
            return Decision.CONTINUE;
        };
    }

    private static List<List<Integer>> lists(List<int[]> solutions) {
        return solutions.stream().map(SearchPropertyTest::list).collect(Collectors.toList());
    }
}
