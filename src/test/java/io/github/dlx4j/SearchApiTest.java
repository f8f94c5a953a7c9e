/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.testing.BruteForce;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The conveniences of the entry points and the evolvable result types: {@code count}, {@code findFirst} and
 * {@code solutions} with settings, {@code countUpTo}, {@link SearchStatistics} made with {@code of} and
 * combined with {@code plus} and {@code shifted}, {@link SearchSettings#toBuilder()} and settings given
 * twice. Counts are checked against published values (queens) and the brute-force oracle.
 */
class SearchApiTest {

    private static final ExactCoverProblem NONE = ExactCoverProblem.builder().primary("A", "B").option("A")
            .build();

    @Test
    void countUpTo_stopsAtTheLimit() {
        DancingLinks queens8 = new DancingLinks(NQueens.problem(8));
        assertThat(queens8.countUpTo(2)).isEqualTo(2);
        assertThat(queens8.countUpTo(92)).isEqualTo(92);
        assertThat(queens8.countUpTo(1000)).isEqualTo(92);
        DancingLinks paper = new DancingLinks(KnuthExamplesTest.paperExample());
        assertThat(paper.countUpTo(2)).as("unique: countUpTo(2) == 1").isEqualTo(1);
        assertThat(new DancingLinks(NONE).countUpTo(2)).isZero();
        assertThatThrownBy(() -> queens8.countUpTo(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("solution limit must be at least 1");
    }

    @Test
    void count_withSettings_reportsHowItEnded() {
        DancingLinks dl = new DancingLinks(NQueens.problem(10));
        SearchResult all = dl.count(SearchSettings.DEFAULT);
        assertThat(all.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(all.solutions()).isEqualTo(724);
        SearchResult budget = dl.count(SearchSettings.builder().nodeBudget(50).build());
        assertThat(budget.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(budget.outcome().isComplete()).isFalse();
        assertThat(budget.statistics().nodes()).isEqualTo(50);
    }

    @Test
    void findFirst_withSettings_seededGivesValidSolutionsAndEndedSearchThrows() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        Solution plain = dl.findFirst(SearchSettings.DEFAULT).orElseThrow();
        assertThat(plain.options()).isEqualTo(dl.findFirst().orElseThrow().options());
        List<Integer> seeded = BruteForce.sorted(
                dl.findFirst(SearchSettings.builder().seed(7).build()).orElseThrow().options());
        List<List<Integer>> all = dl.solutions().map(s -> BruteForce.sorted(s.options())).collect(Collectors.toList());
        assertThat(all).hasSize(92).contains(seeded);
        assertThat(new DancingLinks(NONE).findFirst(SearchSettings.DEFAULT)).isEmpty();
        // A budget that ends the search before any solution: no answer, not "none".
        SearchEndedException e = (SearchEndedException) org.assertj.core.api.Assertions.catchThrowable(
                () -> dl.findFirst(SearchSettings.builder().nodeBudget(3).build()));
        assertThat(e).isNotNull();
        assertThat(e.result().outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(e).hasMessageContaining("NODE_BUDGET");
        assertThatThrownBy(() -> dl.findFirst(SearchSettings.builder().cancelFlag(new AtomicBoolean(true)).build()))
                .isInstanceOf(SearchEndedException.class).hasMessageContaining("CANCELLED");
    }

    @Test
    void solutions_withSettings_honourLimitAndBudget() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        List<List<Integer>> all = dl.solutions().map(s -> BruteForce.sorted(s.options())).collect(Collectors.toList());
        List<List<Integer>> first5 = dl.solutions(SearchSettings.builder().solutionLimit(5).build())
                .map(s -> BruteForce.sorted(s.options())).collect(Collectors.toList());
        assertThat(first5).isEqualTo(all.subList(0, 5));
        long underBudget = dl.solutions(SearchSettings.builder().nodeBudget(300).build()).count();
        assertThat(underBudget).isGreaterThan(0).isLessThan(92);
        long seeded = dl.solutions(SearchSettings.builder().seed(1).build()).count();
        assertThat(seeded).isEqualTo(92);
        assertThat(dl.solutions(SearchSettings.builder().timeout(Duration.ofMinutes(1)).build()).count())
                .isEqualTo(92);
    }

    @Test
    void statistics_ofPlusShifted_combineLevelByLevel() {
        SearchStatistics a = SearchStatistics.of(1, 4, 14, 1, 2, 1);
        SearchStatistics b = SearchStatistics.of(2, 3, 10, 3);
        assertThat(a.maxLevel()).isEqualTo(2);
        assertThat(a.nodesPerLevel()).containsExactly(1, 2, 1);
        assertThat(a.plus(b)).isEqualTo(SearchStatistics.of(3, 7, 24, 4, 2, 1));
        assertThat(b.plus(a)).isEqualTo(a.plus(b));
        assertThat(b.shifted(2)).isEqualTo(SearchStatistics.of(2, 3, 10, 0, 0, 3));
        assertThat(b.shifted(2).maxLevel()).isEqualTo(2);
        assertThat(a.plus(SearchStatistics.EMPTY)).isEqualTo(a);
        assertThat(SearchStatistics.EMPTY.shifted(3)).isEqualTo(SearchStatistics.EMPTY);
        assertThat(SearchStatistics.EMPTY.maxLevel()).isZero();
        assertThat(a.toString()).isEqualTo("1 solution, 4 nodes, 14 updates, max level 2");
        long[] profile = {1, 1};
        SearchStatistics c = SearchStatistics.of(0, 2, 2, profile);
        profile[0] = 99;
        c.nodesPerLevel()[1] = 99;
        assertThat(c.nodesPerLevel()).as("copied in and out").containsExactly(1, 1);
        assertThatThrownBy(() -> SearchStatistics.of(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SearchStatistics.of(0, 0, 0, 1, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nodesPerLevel[1]");
        assertThatThrownBy(() -> b.shifted(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SearchStatistics.of(0, Long.MAX_VALUE, 0).plus(SearchStatistics.of(0, 1, 0)))
                .isInstanceOf(ArithmeticException.class);
    }

    @Test
    void settings_toBuilder_copiesEverySettingAndAllowsOneChangeEach() {
        AtomicBoolean flag = new AtomicBoolean();
        ProgressListener listener = p -> { };
        SearchSettings s = SearchSettings.builder().solutionLimit(3).nodeBudget(4).updateBudget(5)
                .timeout(Duration.ofSeconds(6)).cancelFlag(flag).progress(listener, 7).seed(8).plainLinks(true)
                .build();
        SearchSettings copy = s.toBuilder().build();
        assertThat(copy.toString()).isEqualTo(s.toString());
        assertThat(copy.cancelFlag()).isSameAs(flag);
        assertThat(copy.progressListener()).isSameAs(listener);
        SearchSettings changed = s.toBuilder().solutionLimit(10).seed(9).build();
        assertThat(changed.solutionLimit()).isEqualTo(10);
        assertThat(changed.seed()).hasValue(9);
        assertThat(changed.nodeBudget()).isEqualTo(4);
        assertThat(s.solutionLimit()).as("the original is unchanged").isEqualTo(3);
    }

    @Test
    void settings_givenTwice_saysWhich() {
        assertThatThrownBy(() -> SearchSettings.builder().solutionLimit(1).solutionLimit(2))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'solutionLimit'")
                .hasMessageContaining("2");
        assertThatThrownBy(() -> SearchSettings.builder().progress(p -> { }, 5).progress(p -> { },
                Duration.ofSeconds(1))).isInstanceOf(IllegalStateException.class).hasMessageContaining("'progress'");
        assertThatThrownBy(() -> SearchSettings.builder().timeout(Duration.ofSeconds(1)).nodeBudget(3)
                .timeout(Duration.ofSeconds(2))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'timeout'");
        assertThatThrownBy(() -> SearchSettings.builder().plainLinks(false).plainLinks(true))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'plainLinks'");
        assertThatThrownBy(() -> SearchSettings.DEFAULT.toBuilder().seed(1).seed(2))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("'seed'");
        // An invalid value is refused without using up the setting.
        SearchSettings.Builder b = SearchSettings.builder();
        assertThatThrownBy(() -> b.nodeBudget(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.nodeBudget(5).build().nodeBudget()).isEqualTo(5);
    }

    @Test
    void subproblemSearch_statisticsShiftToTheWholeTree() {
        DancingLinks dl = new DancingLinks(NQueens.problem(6));
        Optional<Solution> first = dl.findFirst();
        int[] prefix = java.util.Arrays.copyOf(first.orElseThrow().options(), 2);
        SearchResult r = dl.search(Subproblem.of(prefix), SearchSettings.DEFAULT, s -> Decision.CONTINUE);
        assertThat(r.statistics().shifted(2).nodesPerLevel()).startsWith(0, 0, 1);
        assertThat(r.statistics().shifted(2).nodes()).isEqualTo(r.statistics().nodes());
    }

    @Test
    void estimate_withSettings_stopsAtTheDeadlineOrCancelFlag() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        int[][] before = dl.snapshot();
        SearchEstimate all = dl.estimate(2000, 1, SearchSettings.DEFAULT);
        assertThat(all.probes()).isEqualTo(2000);
        assertThat(all).isEqualTo(dl.estimate(2000, 1)); // the same probes with or without settings
        SearchEstimate timed = dl.estimate(Integer.MAX_VALUE, 1,
                SearchSettings.builder().timeout(Duration.ofMillis(50)).build());
        assertThat(timed.probes()).isPositive().isLessThan(Integer.MAX_VALUE);
        assertThat(timed.nodes()).isPositive();
        SearchEndedException e = (SearchEndedException) org.assertj.core.api.Assertions.catchThrowable(() ->
                dl.estimate(10, 1, SearchSettings.builder().cancelFlag(new AtomicBoolean(true)).build()));
        assertThat(e.result().outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void subproblemParse_onlyAsciiDigits() {
        assertThat(Subproblem.parse(" 3 17 42 ").options()).containsExactly(3, 17, 42);
        assertThatThrownBy(() -> Subproblem.parse("+1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'+1'");
        assertThatThrownBy(() -> Subproblem.parse("\u0663")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("digits 0-9");
        assertThatThrownBy(() -> Subproblem.parse("99999999999")).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Parallel counts and searches run on the pool's threads only: a task that gave work away does not wait
     * for it in a join, so the pool never adds a thread to make up for a worker waiting. Forty rounds of
     * queens 11 (2,680 solutions, published) on one pool of two, counts and searches, work given away in each;
     * then the pool has at most its two threads (with a join at the end of each task, ten rounds left it
     * three in 2 of 6 runs, forty in 3 of 4).
     */
    @Test
    void parallelSearches_runOnThePoolsThreadsOnly() {
        DancingLinks dl = new DancingLinks(NQueens.problem(11));
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            for (int round = 0; round < 40; round++) {
                long gifts = dl.workspace.diagnostics.gifts;
                java.util.concurrent.atomic.AtomicLong seen = new java.util.concurrent.atomic.AtomicLong();
                SearchResult r = round % 2 == 0 ? dl.parallelSearch(pool, SearchSettings.DEFAULT, null)
                        : dl.parallelSearch(pool, SearchSettings.DEFAULT, s -> {
                            seen.incrementAndGet();
                            return Decision.CONTINUE;
                        });
                assertThat(r.solutions()).as("round " + round).isEqualTo(2680);
                assertThat(seen.get()).as("round " + round).isEqualTo(round % 2 == 0 ? 0 : 2680);
                assertThat(dl.workspace.diagnostics.gifts - gifts).as("tasks given away, round " + round).isPositive();
            }
            assertThat(pool.getPoolSize()).as("the pool's threads").isLessThanOrEqualTo(2);
        } finally {
            pool.shutdown();
        }
    }

    /** The parallel node budget: checked every CHECK_INTERVAL nodes per worker, overrun by at most that. */
    @Test
    void parallelSearch_nodeBudget_overrunsByAtMostOneIntervalPerWorker() {
        DancingLinks dl = new DancingLinks(NQueens.problem(11));
        for (int workers = 1; workers <= 3; workers++) {
            java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(workers);
            try {
                for (long budget : new long[] {1, 1000, 21_831}) {
                    SearchResult r = dl.parallelSearch(pool, SearchSettings.builder().nodeBudget(budget).build(),
                            null);
                    assertThat(r.outcome()).as("budget %d, %d workers", budget, workers)
                            .isEqualTo(SearchOutcome.NODE_BUDGET);
                    assertThat(r.statistics().nodes()).as("budget %d, %d workers", budget, workers)
                            .isLessThanOrEqualTo(budget + (long) workers * SearchSettings.CHECK_INTERVAL);
                }
            } finally {
                pool.shutdown();
            }
        }
    }

    /**
     * splitInto on trees that are thin at the top (a chain of forced levels) and then branch: the depth
     * tried doubles along the chain, and the pieces still give every solution once, in order, and are at
     * least as many as asked for when the tree has that many leaves.
     */
    @Test
    void splitInto_chainThenBranching_piecesCoverEverySolutionInOrder() {
        for (int chain : new int[] {0, 1, 5, 40, 300}) {
            // chain items c0..c(chain-1), one option each; then queens 6 below them (4 solutions)
            ExactCoverProblem q = NQueens.problem(6);
            ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(chain);
            for (int i = 0; i < q.itemCount(); i++) {
                if (q.isPrimary(i)) {
                    b.primaryItems(1);
                } else {
                    b.secondaryItems(1);
                }
            }
            for (int i = 0; i < chain; i++) {
                b.option(i);
            }
            for (int o = 0; o < q.optionCount(); o++) {
                int[] items = q.optionItems(o);
                for (int k = 0; k < items.length; k++) {
                    items[k] += chain;
                }
                b.option(items);
            }
            DancingLinks dl = new DancingLinks(b.build());
            List<List<Integer>> all = dl.solutions().map(x -> BruteForce.sorted(x.options()))
                    .collect(Collectors.toList());
            assertThat(all).as("chain %d", chain).hasSize(4);
            for (int k : new int[] {1, 2, 4, 8, 64}) {
                List<Subproblem> pieces = dl.splitInto(k);
                List<List<Integer>> union = new java.util.ArrayList<>();
                for (Subproblem piece : pieces) {
                    dl.search(piece, SearchSettings.DEFAULT, x -> {
                        union.add(BruteForce.sorted(x.options()));
                        return Decision.CONTINUE;
                    });
                }
                assertThat(union).as("chain %d, %d pieces wanted", chain, k).isEqualTo(all);
                if (k <= 4) {
                    assertThat(pieces.size()).as("chain %d, %d pieces wanted", chain, k).isGreaterThanOrEqualTo(k);
                }
            }
        }
    }

    /**
     * A parallel search on a pool that is busy with other work: the deadline and an interrupt end the wait
     * while the other work still holds the pool (it waits for a latch the test opens only afterwards).
     */
    @Test
    void parallelSearch_busyPool_deadlineAndInterruptEndTheWait() throws Exception {
        DancingLinks dl = new DancingLinks(NQueens.problem(12));
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        try {
            pool.submit(() -> {
                try {
                    release.await(60, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            SearchSettings timeout = SearchSettings.builder().timeout(Duration.ofMillis(100)).build();
            SearchResult r = dl.parallelSearch(pool, timeout, null);
            assertThat(r.outcome()).isEqualTo(SearchOutcome.DEADLINE);
            assertThat(release.getCount()).as("the other work still holds the pool").isEqualTo(1);
            SearchResult ordered = dl.parallelSearchOrdered(pool, timeout, s -> Decision.CONTINUE);
            assertThat(ordered.outcome()).isEqualTo(SearchOutcome.DEADLINE);
            assertThat(release.getCount()).isEqualTo(1);
            Thread caller = Thread.currentThread();
            Thread interrupter = new Thread(() -> {
                // Interrupt once the caller waits for the busy pool (or at once if it got there first).
                while (caller.getState() != Thread.State.TIMED_WAITING && caller.getState() != Thread.State.WAITING) {
                    Thread.onSpinWait();
                }
                caller.interrupt();
            });
            interrupter.start();
            SearchResult cancelled = dl.parallelSearch(pool, SearchSettings.DEFAULT, null);
            boolean wasInterrupted = Thread.interrupted();
            interrupter.join();
            assertThat(cancelled.outcome()).isEqualTo(SearchOutcome.CANCELLED);
            assertThat(wasInterrupted).as("the interrupt status is kept").isTrue();
            assertThat(release.getCount()).isEqualTo(1);
        } finally {
            release.countDown();
            pool.shutdown();
        }
        assertThat(dl.count()).isEqualTo(14200);
    }
}
