/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.CostOracle;
import io.github.dlx4j.testing.CostOracle.Cover;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The minimum-cost search against a brute-force oracle ({@link CostOracle}, which tries subsets of the
 * options): on thousands of random small problems with colors, {@code best(k)} returns the k smallest costs
 * of the oracle, each with a distinct valid solution of that cost, and {@code improvements(k, ...)} visits
 * only solutions that beat the k-th best seen before them (Knuth's DLX5 rule), ending with the same k best,
 * with its lower bound (the default) and without ({@code plainLinks(true)}).
 */
class CostSearchOracleTest {

    private static final int[] KS = {1, 3, 10};
    /** Knuth's search exactly, without the default search's lower bound. */
    private static final SearchSettings PLAIN = SearchSettings.builder().plainLinks(true).build();

    @Test
    void randomProblems_bestAndImprovementsAgreeWithOracle() {
        int[] solved = new int[2]; // problems with a solution, with more than 10
        Seeded.repeat("CostSearchOracleTest.random", 0xC057_0001L, 5000, (round, rnd) -> {
            CostOracle spec = randomSmall(rnd);
            List<Cover> all = spec.solutions();
            String context = "round " + round + ", " + all.size() + " solutions, oracle's costs "
                    + Arrays.toString(costs(all, 24));
            solved[0] += all.isEmpty() ? 0 : 1;
            solved[1] += all.size() > 10 ? 1 : 0;
            CostSearch search = new CostSearch(spec.toProblem());
            for (int k : KS) {
                checkBest(spec, all, search.best(k), k, spec.dump(context + ", best(" + k + ")"));
                String dump = spec.dump(context + ", improvements(" + k + ")");
                SearchResult plain = checkImprovements(spec, all, search, k, PLAIN, dump);
                SearchResult bounded = checkImprovements(spec, all, search, k, SearchSettings.DEFAULT, dump);
                assertThat(bounded.statistics().nodes()).as("the bound only cuts off; " + dump)
                        .isLessThanOrEqualTo(plain.statistics().nodes());
            }
            assertThat(search.minCost()).as(spec.dump(context + ", minCost()"))
                    .isEqualTo(all.isEmpty() ? OptionalLong.empty()
                            : OptionalLong.of(all.get(0).cost()));
            assertThat(optionSets(search.best(3))).as(spec.dump(context + ", best(3) twice"))
                    .isEqualTo(optionSets(search.best(3)));
        });
        assertThat(solved[0]).as("problems with a solution").isGreaterThan(3000);
        assertThat(solved[1]).as("problems with more than 10 solutions").isGreaterThan(300);
    }

    /** The oracle itself, against the backtracking XCC oracle: the same solutions. */
    @Test
    void oracle_findsTheSolutionsOfXccOracle() {
        Seeded.repeat("CostSearchOracleTest.oracle", 0xC057_0002L, 2000, (round, rnd) -> {
            CostOracle spec = randomSmall(rnd);
            Set<List<Integer>> expected = new XccOracle(spec.secondary, spec.options, spec.colors).solutions();
            List<Cover> all = spec.solutions();
            Set<List<Integer>> found = all.stream().map(Cover::options).collect(Collectors.toSet());
            assertThat(found).as(spec.dump("round " + round)).hasSize(all.size()).isEqualTo(expected);
            for (Cover c : all) {
                int[] chosen = c.options().stream().mapToInt(Integer::intValue).toArray();
                assertThat(spec.violation(chosen)).as(spec.dump("round " + round)).isNull();
                assertThat(spec.cost(chosen)).isEqualTo(c.cost());
            }
        });
    }

    /**
     * Many solutions of one cost: {@code best(k)} picks the same ones every time, also on a new search, and
     * its first k' costs are those of {@code best(k')}.
     */
    @Test
    void best_tiedCosts_isDeterministicAndNested() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a", "b", "c", "d", "e")
                .secondary("x");
        String[] items = {"a", "b", "c", "d", "e"};
        for (int i = 0; i < items.length; i++) {
            b.option(1, items[i]);
            for (int j = i + 1; j < items.length; j++) {
                String color = (i + j) % 2 == 0 ? "r" : "g";
                b.option(new String[] {items[i], items[j], "x"}, new String[] {null, null, color}).cost(2);
            }
        }
        ExactCoverProblem problem = b.build();
        BestSolutions ten = new CostSearch(problem).best(10);
        assertThat(ten.costs()).containsOnly(5L).hasSize(10);
        assertThat(optionSets(new CostSearch(problem).best(10))).isEqualTo(optionSets(ten));
        for (int k = 1; k < 10; k++) {
            BestSolutions fewer = new CostSearch(problem).best(k);
            assertThat(fewer.costs()).as("best(" + k + ")").containsExactly(Arrays.copyOf(ten.costs(), k));
            assertThat(optionSets(fewer)).as("best(" + k + ") twice")
                    .isEqualTo(optionSets(new CostSearch(problem).best(k)));
        }
    }

    @Test
    void best_prefixOfLargerK_hasTheSameCosts() {
        Seeded.repeat("CostSearchOracleTest.nested", 0xC057_0003L, 300, (round, rnd) -> {
            CostOracle spec = randomSmall(rnd);
            CostSearch search = new CostSearch(spec.toProblem());
            long[] twenty = search.best(20).costs();
            for (int k = 1; k <= 20; k++) {
                long[] fewer = search.best(k).costs();
                assertThat(fewer).as(spec.dump("round " + round + ", best(" + k + ")"))
                        .containsExactly(Arrays.copyOf(twenty, Math.min(k, twenty.length)));
            }
        });
    }

    @Test
    void constructor_multiplicities_isRefused() {
        ExactCoverProblem problem = ExactCoverProblem.builder().primary("a").multiplicity("a", 1, 2)
                .option(3, "a").build();
        assertThatThrownBy(() -> new CostSearch(problem)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Returns a random small problem: 1 to 7 primary items, 0 to 3 secondary ones, 3 to 14 options of up to
     * 4 items, up to 3 colors, none to 3 planted solutions, and costs drawn one of several ways.
     */
    static CostOracle randomSmall(Random rnd) {
        int primary = 1 + rnd.nextInt(7);
        int options = 3 + rnd.nextInt(12);
        int planted = rnd.nextInt(5) == 0 ? 0 : 1 + rnd.nextInt(3);
        return CostOracle.random(rnd, primary, 3, options, 4, 1 + rnd.nextInt(3), planted, costDraw(rnd, primary));
    }

    /** Returns a way to draw costs: small, 0 or 1, all equal, around 10^12, or as large as a problem may. */
    private static CostOracle.CostDraw costDraw(Random rnd, int primary) {
        int kind = rnd.nextInt(20);
        if (kind < 8) {
            return r -> r.nextInt(10);
        } else if (kind < 11) {
            return r -> r.nextInt(2);
        } else if (kind < 14) {
            long[] values = {0, 1, 7, 1_000_000_000_000L};
            long v = values[rnd.nextInt(values.length)];
            return r -> v;
        } else if (kind < 17) {
            return r -> r.nextBoolean() ? 1_000_000_000_000L + r.nextInt(10) : r.nextInt(10);
        } else if (kind < 19) {
            return r -> r.nextInt(100);
        } else {
            // The builder takes costs whose largest sum over a solution stays below Long.MAX_VALUE - 1.
            long most = (Long.MAX_VALUE - 2) / primary;
            return r -> r.nextBoolean() ? most - r.nextInt(3) : r.nextInt(10);
        }
    }

    private static void checkBest(CostOracle spec, List<Cover> all, BestSolutions best, int k, String dump) {
        long[] expected = costs(all, k);
        assertThat(best.isComplete()).as(dump).isTrue();
        assertThat(best.costs()).as("costs; " + dump).containsExactly(expected);
        List<CostedSolution> solutions = best.solutions();
        assertThat(solutions).as(dump).hasSize(expected.length);
        Set<List<Integer>> distinct = new HashSet<>();
        for (int i = 0; i < solutions.size(); i++) {
            int[] chosen = solutions.get(i).solution().options();
            assertThat(spec.violation(chosen)).as("solution " + i + " " + Arrays.toString(chosen) + "; " + dump)
                    .isNull();
            assertThat(solutions.get(i).cost()).as("claimed cost of solution " + i + "; " + dump)
                    .isEqualTo(spec.cost(chosen)).isEqualTo(expected[i]);
            assertThat(distinct.add(sorted(chosen))).as("solution " + i + " is repeated; " + dump).isTrue();
        }
    }

    /**
     * Checks DLX5's rule: a visited solution costs less than the k-th best of those visited before it (any
     * cost while fewer than k were visited), and the k best visited are the oracle's k best.
     */
    private static SearchResult checkImprovements(CostOracle spec, List<Cover> all, CostSearch search, int k,
            SearchSettings settings, String context) {
        String dump = (settings.plainLinks() ? "plainLinks, " : "") + context;
        List<int[]> visited = new ArrayList<>();
        List<Long> claimed = new ArrayList<>();
        SearchResult result = search.improvements(k, settings, (solution, cost) -> {
            visited.add(solution.options());
            claimed.add(cost);
            return Decision.CONTINUE;
        });
        assertThat(result.outcome().isComplete()).as(dump).isTrue();
        assertThat(result.solutions()).as("solutions() counts the visits; " + dump).isEqualTo(visited.size());
        PriorityQueue<Long> kBest = new PriorityQueue<>((x, y) -> Long.compare(y, x)); // largest on top
        for (int i = 0; i < visited.size(); i++) {
            int[] chosen = visited.get(i);
            String at = "visit " + i + " " + Arrays.toString(chosen) + " of costs " + claimed + "; " + dump;
            assertThat(spec.violation(chosen)).as(at).isNull();
            assertThat(claimed.get(i)).as("claimed cost; " + at).isEqualTo(spec.cost(chosen));
            if (kBest.size() == k) {
                assertThat(claimed.get(i)).as("below the k-th best so far, " + kBest.peek() + "; " + at)
                        .isLessThan(kBest.peek());
            }
            kBest.add(claimed.get(i));
            if (kBest.size() > k) {
                kBest.poll();
            }
        }
        long[] best = kBest.stream().mapToLong(Long::longValue).sorted().toArray();
        assertThat(best).as("the k best visited; " + dump).containsExactly(costs(all, k));
        return result;
    }

    /** Returns the costs of the first {@code k} solutions, or of all when there are fewer. */
    private static long[] costs(List<Cover> all, int k) {
        return all.stream().limit(k).mapToLong(Cover::cost).toArray();
    }

    private static List<List<Integer>> optionSets(BestSolutions best) {
        List<List<Integer>> sets = new ArrayList<>();
        for (CostedSolution s : best.solutions()) {
            sets.add(sorted(s.solution().options()));
        }
        return sets;
    }

    private static List<Integer> sorted(int[] options) {
        return Arrays.stream(options).sorted().boxed().toList();
    }
}
