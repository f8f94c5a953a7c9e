/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.Seeded;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link CostSearch}'s entry points and settings: examples worked by hand, the settings that end a search
 * early, bad arguments, and the three ways to the k best (sequential, on a pool, piece by piece) giving the
 * same solutions in the same order on random problems. The k best themselves are checked against a brute
 * force in {@code CostSearchOracleTest} and against Knuth's {@code DLX5} in {@code KnuthDlx5Test}.
 */
class CostSearchTest {

    private static ForkJoinPool pool;

    @BeforeAll
    static void startPool() {
        pool = new ForkJoinPool(3);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    /** The class javadoc's example: {a b, c} and {a, b c} both cost 4; {a, b, c} is not a solution here. */
    private static ExactCoverProblem small() {
        return ExactCoverProblem.builder().primary("a", "b", "c")
                .option(3, "a", "b").option(1, "c").option(2, "a").option(2, "b", "c").build();
    }

    @Test
    void javadocExample() {
        CostSearch cs = new CostSearch(small());
        BestSolutions best = cs.best(2);
        assertThat(best.costs()).containsExactly(4, 4);
        assertThat(best.isComplete()).isTrue();
        assertThat(best.solutions()).extracting(c -> sortedOptions(c.solution()))
                .containsExactlyInAnyOrder(List.of(0, 1), List.of(2, 3));
        assertThat(cs.minCost()).hasValue(4);
        assertThat(cs.best(5).costs()).containsExactly(4, 4); // only two solutions
    }

    /** Three people, three jobs: the six assignments cost 8, 13, 13, 13, 14 and 19 (worked by hand). */
    static ExactCoverProblem assignment() {
        String[] people = {"ann", "bob", "cy"};
        String[] jobs = {"cook", "clean", "shop"};
        long[][] cost = {{4, 2, 7}, {3, 6, 5}, {6, 4, 3}};
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(people).primary(jobs);
        for (int p = 0; p < 3; p++) {
            for (int j = 0; j < 3; j++) {
                b.option(cost[p][j], people[p], jobs[j]);
            }
        }
        return b.build();
    }

    @Test
    void assignment_allSixCostsInOrder() {
        CostSearch cs = new CostSearch(assignment());
        assertThat(cs.best(6).costs()).containsExactly(8, 13, 13, 13, 14, 19);
        assertThat(cs.best(100).costs()).containsExactly(8, 13, 13, 13, 14, 19);
        assertThat(cs.best(1).costs()).containsExactly(8);
        assertThat(cs.minCost()).hasValue(8);
        // Each returned solution is an assignment with the cost claimed.
        for (CostedSolution c : cs.best(6).solutions()) {
            long sum = 0;
            for (int o : c.solution().options()) {
                sum += cs.problem().costOf(o);
            }
            assertThat(c.cost()).isEqualTo(sum);
            assertThat(c.solution().size()).isEqualTo(3);
        }
        // Of the three that cost 13, best(2) keeps one, best(3) two: the first ones of best(6).
        List<CostedSolution> six = cs.best(6).solutions();
        assertThat(cs.best(2).solutions().get(1).solution().options()).isEqualTo(six.get(1).solution().options());
        assertThat(cs.best(3).solutions().get(2).solution().options()).isEqualTo(six.get(2).solution().options());
    }

    @Test
    void noSolution_andNoPrimaryItems() {
        ExactCoverProblem none = ExactCoverProblem.builder().primary("a", "b").option(5, "a").build();
        CostSearch cs = new CostSearch(none);
        assertThat(cs.best(3).solutions()).isEmpty();
        assertThat(cs.best(3).isComplete()).isTrue();
        assertThat(cs.minCost()).isEmpty();
        ExactCoverProblem empty = ExactCoverProblem.builder().secondary("x").build();
        assertThat(new CostSearch(empty).best(2).costs()).containsExactly(0);
        assertThat(new DancingLinks(empty).count()).as("the library's count agrees: one empty solution").isOne();
    }

    @Test
    void costsNearTheLimit_areAddedExactly() {
        long big = Long.MAX_VALUE / 8; // the three dearest, 3 big + big + 1 + big, stay below the limit
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a", "b", "c")
                .option(big, "a").option(big + 1, "b").option(big - 7, "c").option(3 * big, "a", "b", "c")
                .build();
        assertThat(new CostSearch(p).best(2).costs()).containsExactly(3 * big - 6, 3 * big);
    }

    @Test
    void colors_cleansingsCounted_andColoredSolutionsOnly() {
        // x may be shared by options that give it the same color; an option without a color holds it alone.
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a", "b").secondary("x")
                .option(new String[] {"a", "x"}, new String[] {null, "R"}).cost(1)
                .option(new String[] {"b", "x"}, new String[] {null, "R"}).cost(1)
                .option(new String[] {"b", "x"}, new String[] {null, "G"}).cost(0)
                .option(new String[] {"a", "b", "x"}, new String[] {null, null, null}).cost(3)
                .build();
        BestSolutions best = new CostSearch(p).best(3);
        assertThat(best.costs()).containsExactly(2, 3); // {a:R, b:R}; {a b x}. {a:R, b:G} clashes.
        assertThat(best.statistics().cleansings()).isPositive();
    }

    @Test
    void multiplicities_areRefused() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").multiplicity("a", 0, 2).option("a").build();
        assertThatThrownBy(() -> new CostSearch(p)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("multiplicities");
    }

    @Test
    void badArguments_areRefused() {
        CostSearch cs = new CostSearch(small());
        assertThatThrownBy(() -> cs.best(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("k must be at least 1");
        assertThatThrownBy(() -> cs.best(2, SearchSettings.builder().seed(1).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no seed");
        assertThatThrownBy(() -> cs.best(2, SearchSettings.builder().restarts(100).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no restarts");
        assertThatThrownBy(() -> cs.best(Subproblem.of(9), 1, SearchSettings.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of range");
        assertThatThrownBy(() -> cs.best(Subproblem.of(0, 2), 1, SearchSettings.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("clashes");
        assertThatThrownBy(() -> cs.upTo(Subproblem.of(), 5, -1, SearchSettings.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ties");
        assertThatThrownBy(() -> cs.split(5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> cs.improvements(1, SearchSettings.DEFAULT, null))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void improvements_visitsEachSolutionThatBeatsTheKthBest() {
        CostSearch cs = new CostSearch(weightedQueens(8, 1));
        List<Long> seen = new ArrayList<>();
        SearchResult r = cs.improvements(1, SearchSettings.DEFAULT, (s, c) -> {
            seen.add(c);
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.solutions()).isEqualTo(seen.size());
        for (int i = 1; i < seen.size(); i++) {
            assertThat(seen.get(i)).as("k = 1: each one cheaper than the last").isLessThan(seen.get(i - 1));
        }
        assertThat(seen.get(seen.size() - 1)).isEqualTo(cs.minCost().getAsLong());
        long[] stop = new long[1];
        SearchResult stopped = cs.improvements(1, SearchSettings.DEFAULT, (s, c) -> {
            stop[0]++;
            return Decision.STOP;
        });
        assertThat(stopped.outcome()).isEqualTo(SearchOutcome.STOPPED_BY_VISITOR);
        assertThat(stop[0]).isOne();
    }

    @Test
    void settings_endTheSearchEarly_withWhatWasFound() {
        CostSearch cs = new CostSearch(weightedQueens(10, 2));
        BestSolutions full = cs.best(5);
        BestSolutions budget = cs.best(5, SearchSettings.builder().nodeBudget(40).build());
        assertThat(budget.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(budget.isComplete()).isFalse();
        assertThat(budget.statistics().nodes()).isEqualTo(40);
        BestSolutions limit = cs.best(5, SearchSettings.builder().solutionLimit(2).build());
        assertThat(limit.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
        assertThat(limit.solutions()).hasSize(2);
        assertThat(limit.costs()[0]).isGreaterThanOrEqualTo(full.costs()[0]);
        AtomicBoolean cancel = new AtomicBoolean(true);
        BestSolutions cancelled = cs.best(5, SearchSettings.builder().cancelFlag(cancel).build());
        assertThat(cancelled.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        // A clock that moves 100 ms a reading: the 50 ms timeout has passed at the first check.
        AtomicLong now = new AtomicLong();
        SearchSettings timed = SearchSettings.builder().timeout(Duration.ofMillis(50))
                .clock(() -> now.addAndGet(100_000_000)).build();
        assertThat(cs.best(5, timed).outcome()).isEqualTo(SearchOutcome.DEADLINE);
        assertThatThrownBy(() -> cs.minCost(SearchSettings.builder().nodeBudget(3).build()))
                .isInstanceOf(SearchEndedException.class);
        // The budget covers both passes: what the first pass leaves is all the second may use.
        long firstPass = cs.improvements(5, SearchSettings.DEFAULT, (s, c) -> Decision.CONTINUE).statistics().nodes();
        BestSolutions tight = cs.best(5, SearchSettings.builder().nodeBudget(firstPass + 1).build());
        assertThat(tight.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(tight.costs()).containsExactly(full.costs());
    }

    @Test
    void progress_isReported_andEndsAtOne() {
        CostSearch cs = new CostSearch(weightedQueens(9, 3));
        List<SearchProgress> reports = new ArrayList<>();
        BestSolutions b = cs.best(3, SearchSettings.builder().progress(reports::add, 100).build());
        assertThat(b.isComplete()).isTrue();
        assertThat(reports).isNotEmpty();
        assertThat(reports).allSatisfy(r -> assertThat(r.fractionDone()).isBetween(0.0, 1.0));
        List<SearchProgress> parallel = new ArrayList<>();
        BestSolutions p = cs.parallelBest(3, pool,
                SearchSettings.builder().progress(r -> {
                    synchronized (parallel) {
                        parallel.add(r);
                    }
                }, 100).build());
        assertThat(p.costs()).containsExactly(b.costs());
        assertThat(parallel).isNotEmpty();
        assertThat(parallel.get(parallel.size() - 1).fractionDone()).isEqualTo(1.0);
    }

    @Test
    void parallel_settingsEndItEarly() {
        CostSearch cs = new CostSearch(weightedQueens(10, 4));
        AtomicBoolean cancel = new AtomicBoolean(true);
        assertThat(cs.parallelBest(3, pool, SearchSettings.builder().cancelFlag(cancel).build()).outcome())
                .isEqualTo(SearchOutcome.CANCELLED);
        BestSolutions budget = cs.parallelBest(3, pool, SearchSettings.builder().nodeBudget(30).build());
        assertThat(budget.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        BestSolutions limit = cs.parallelBest(3, pool, SearchSettings.builder().solutionLimit(1).build());
        assertThat(limit.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
    }

    /**
     * The three ways to the k best agree on random problems: sequential, on a pool, and piece by piece as
     * the Spark backend goes (best on the pieces of split(MAX), then upTo on those of split(k-th cost)).
     */
    @Test
    void sequentialParallelAndPieces_giveTheSameSolutionsInTheSameOrder() {
        Seeded.repeat("CostSearchTest.threeWays", 20261207L, 250, (round, rnd) -> {
            ExactCoverProblem p = randomProblem(rnd);
            int k = new int[] {1, 3, 10, 40}[rnd.nextInt(4)];
            CostSearch cs = new CostSearch(p);
            List<String> sequential = text(cs.best(k).solutions());
            assertThat(text(cs.parallelBest(k, pool, SearchSettings.DEFAULT).solutions()))
                    .as("parallel, k = %d, problem:%n%s", k, dump(p)).isEqualTo(sequential);
            assertThat(text(byPieces(cs, k, 1 + rnd.nextInt(30))))
                    .as("piece by piece, k = %d, problem:%n%s", k, dump(p)).isEqualTo(sequential);
            // The plain search (Knuth's, without the bound) finds the same costs.
            assertThat(cs.best(k, SearchSettings.builder().plainLinks(true).build()).costs())
                    .isEqualTo(cs.best(k).costs());
        });
    }

    /**
     * The bounds only cut: on problems whose independent sets are large (weighted queens, 6 to 9: rows and
     * columns; random three-way assignments: each option one item of each of three groups, plus extras),
     * the default search and the plain walk (Knuth's, none of the bounds) give the same k best, the same
     * solutions in the same order, and the same improvements in the same order; the default in no more
     * nodes, and over all of them in under nine tenths of the plain walk's.
     */
    @Test
    void bounds_onLargeIndependentSets_cutNothingThePlainWalkKeeps() {
        long[] nodes = new long[2]; // plain, default
        Seeded.repeat("CostSearchTest.sets", 20261208L, 160, (round, rnd) -> {
            ExactCoverProblem p = round % 2 == 0 ? weightedQueens(rnd, 6 + rnd.nextInt(4)) : threeWay(rnd);
            int k = new int[] {1, 3, 10, 40}[rnd.nextInt(4)];
            CostSearch cs = new CostSearch(p);
            SearchSettings plain = SearchSettings.builder().plainLinks(true).build();
            assertThat(text(cs.best(k).solutions())).as("k = %d, problem:%n%s", k, dump(p))
                    .isEqualTo(text(cs.best(k, plain).solutions()));
            List<String> seen = new ArrayList<>();
            List<String> seenPlain = new ArrayList<>();
            SearchResult bounded = cs.improvements(k, SearchSettings.DEFAULT, (sol, cost) -> {
                seen.add(cost + " " + Arrays.toString(sol.options()));
                return Decision.CONTINUE;
            });
            SearchResult walked = cs.improvements(k, plain, (sol, cost) -> {
                seenPlain.add(cost + " " + Arrays.toString(sol.options()));
                return Decision.CONTINUE;
            });
            assertThat(seen).as("improvements, k = %d, problem:%n%s", k, dump(p)).isEqualTo(seenPlain);
            assertThat(bounded.statistics().nodes()).isLessThanOrEqualTo(walked.statistics().nodes());
            nodes[0] += walked.statistics().nodes();
            nodes[1] += bounded.statistics().nodes();
        });
        System.out.printf("CostSearchTest.sets: %d nodes with the bounds, %d in the plain walk%n", nodes[1], nodes[0]);
        assertThat(nodes[1]).as("nodes with the bounds against the plain walk's").isLessThan(nodes[0] * 9 / 10);
    }

    /** Queens on an n x n board: rows and columns primary, diagonals secondary, each square a random cost. */
    private static ExactCoverProblem weightedQueens(Random rnd, int n) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < n; i++) {
            b.primary("r" + i, "c" + i);
        }
        for (int d = 0; d < 2 * n - 1; d++) {
            b.secondary("a" + d, "b" + d);
        }
        int spread = new int[] {3, 20, 1000}[rnd.nextInt(3)];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                b.option(rnd.nextInt(spread), "r" + r, "c" + c, "a" + (r + c), "b" + (r - c + n - 1));
            }
        }
        return b.build();
    }

    /**
     * Three groups of m items (m from 3 to 5); each option holds one item of each group and, now and then,
     * one of two extra primary items, which options of their own also offer; random costs.
     */
    private static ExactCoverProblem threeWay(Random rnd) {
        int m = 3 + rnd.nextInt(3);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < m; i++) {
            b.primary("x" + i, "y" + i, "z" + i);
        }
        b.primary("e0", "e1");
        int spread = new int[] {5, 50}[rnd.nextInt(2)];
        int options = 4 * m + rnd.nextInt(8 * m);
        for (int o = 0; o < options; o++) {
            List<String> items = new ArrayList<>(List.of("x" + rnd.nextInt(m), "y" + rnd.nextInt(m),
                    "z" + rnd.nextInt(m)));
            if (rnd.nextInt(3) == 0) {
                items.add("e" + rnd.nextInt(2));
            }
            b.option(rnd.nextInt(spread), items.get(0), items.subList(1, items.size()).toArray(new String[0]));
        }
        for (int e = 0; e < 2; e++) { // so that the extras can be covered
            b.option(rnd.nextInt(spread), "e" + e);
        }
        return b.build();
    }

    /**
     * Tilings, whose states repeat (the memo of states is reached): the k best against every tiling the
     * library's plain search enumerates, priced here. Dominoes on 4x5 (95 tilings) and 5x6 (1,183).
     */
    @Test
    void tilings_kBestMatchEveryTilingPriced() {
        Seeded.repeat("CostSearchTest.tilings", 7L, 12, (round, rnd) -> {
            int rows = round % 2 == 0 ? 4 : 5;
            int columns = rows + 1;
            ExactCoverProblem.Builder b = ExactCoverProblem.builder();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    b.primary(r + "," + c);
                }
            }
            int spread = new int[] {2, 10, 1000}[round % 3];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    if (c + 1 < columns) {
                        b.option(rnd.nextInt(spread), r + "," + c, r + "," + (c + 1));
                    }
                    if (r + 1 < rows) {
                        b.option(rnd.nextInt(spread), r + "," + c, (r + 1) + "," + c);
                    }
                }
            }
            ExactCoverProblem p = b.build();
            List<Long> all = new ArrayList<>();
            new DancingLinks(p).search(SearchSettings.builder().plainLinks(true).build(), s -> {
                long sum = 0;
                for (int o : s.options()) {
                    sum += p.costOf(o);
                }
                all.add(sum);
                return Decision.CONTINUE;
            });
            all.sort(null);
            CostSearch cs = new CostSearch(p);
            for (int k : new int[] {1, 5, 50}) {
                long[] expected = all.stream().limit(k).mapToLong(Long::longValue).toArray();
                assertThat(cs.best(k).costs()).as("k = %d, problem:%n%s", k, dump(p)).containsExactly(expected);
                assertThat(text(cs.parallelBest(k, pool, SearchSettings.DEFAULT).solutions()))
                        .isEqualTo(text(cs.best(k).solutions()));
            }
        });
    }

    /** The Spark backend's recipe, on the public API. */
    static List<CostedSolution> byPieces(CostSearch cs, int k, int n) {
        List<CostedSolution> first = new ArrayList<>();
        for (Subproblem piece : cs.split(Long.MAX_VALUE, n)) {
            first.addAll(cs.best(piece, k, SearchSettings.DEFAULT).solutions());
        }
        first.sort(Comparator.comparingLong(CostedSolution::cost));
        if (first.size() < k) {
            return first;
        }
        long kth = first.get(k - 1).cost();
        int cheaper = (int) first.stream().limit(k).filter(c -> c.cost() < kth).count();
        List<CostedSolution> out = new ArrayList<>();
        int ties = 0;
        for (Subproblem piece : cs.split(kth, n)) {
            for (CostedSolution c : cs.upTo(piece, kth, k - cheaper, SearchSettings.DEFAULT).solutions()) {
                if (c.cost() < kth) {
                    out.add(c);
                } else if (ties < k - cheaper) {
                    out.add(c);
                    ties++;
                }
            }
        }
        out.sort(Comparator.comparingLong(CostedSolution::cost));
        return out;
    }

    static ExactCoverProblem randomProblem(Random rnd) {
        int primary = 2 + rnd.nextInt(12);
        int secondary = rnd.nextInt(4);
        int options = 3 + rnd.nextInt(50);
        int maxCost = new int[] {1, 3, 10, 1000}[rnd.nextInt(4)];
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        String[] prim = new String[primary];
        String[] sec = new String[secondary];
        for (int i = 0; i < primary; i++) {
            prim[i] = "p" + i;
        }
        for (int i = 0; i < secondary; i++) {
            sec[i] = "s" + i;
        }
        b.primary(prim);
        if (secondary > 0) {
            b.secondary(sec);
        }
        for (int o = 0; o < options; o++) {
            List<String> items = new ArrayList<>();
            List<String> colors = new ArrayList<>();
            int size = 1 + rnd.nextInt(3);
            for (int j = 0; j < size; j++) {
                String it = prim[rnd.nextInt(primary)];
                if (!items.contains(it)) {
                    items.add(it);
                    colors.add(null);
                }
            }
            for (String s : sec) {
                if (rnd.nextInt(3) == 0) {
                    items.add(s);
                    colors.add(rnd.nextBoolean() ? null : rnd.nextBoolean() ? "R" : "G");
                }
            }
            b.option(items.toArray(new String[0]), colors.toArray(new String[0])).cost(rnd.nextInt(maxCost));
        }
        return b.build();
    }

    /** N queens, each square costing a random 0..99: rows and columns primary, diagonals secondary. */
    static ExactCoverProblem weightedQueens(int n, long seed) {
        Random rnd = new Random(seed);
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

    private static List<Integer> sortedOptions(Solution s) {
        int[] o = s.options();
        Arrays.sort(o);
        return Arrays.stream(o).boxed().toList();
    }

    private static List<String> text(List<CostedSolution> list) {
        List<String> out = new ArrayList<>();
        for (CostedSolution c : list) {
            out.add(c.cost() + " " + Arrays.toString(c.solution().options()));
        }
        return out;
    }

    /** The problem in Knuth's format with DLX5's costs, for a failing round's message. */
    static String dump(ExactCoverProblem p) {
        StringBuilder sb = new StringBuilder();
        StringBuilder sec = new StringBuilder();
        for (int i = 0; i < p.itemCount(); i++) {
            (p.isPrimary(i) ? sb : sec).append(p.itemName(i)).append(' ');
        }
        if (sec.length() > 0) {
            sb.append("| ").append(sec);
        }
        sb.append('\n');
        for (int o = 0; o < p.optionCount(); o++) {
            sb.append(p.optionText(o));
            if (p.costOf(o) != 0 && !p.optionText(o).contains("|")) {
                sb.append(" |").append(p.costOf(o));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
