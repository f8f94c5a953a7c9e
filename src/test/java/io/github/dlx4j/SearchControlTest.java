/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Budgets, cancellation, progress, estimation, randomization, splitting and parallel search. */
class SearchControlTest {

    private static ForkJoinPool pool;

    @BeforeAll
    static void startPool() {
        pool = new ForkJoinPool(4);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void nodeBudget_endsSearchWithOutcomeAndRestores() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(8));
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(SearchSettings.builder().nodeBudget(100).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(r.statistics().nodes()).isEqualTo(100);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void updateBudget_endsSearchWithOutcomeAndRestores() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(8));
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(SearchSettings.builder().updateBudget(1000).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.UPDATE_BUDGET);
        assertThat(r.statistics().updates()).isGreaterThanOrEqualTo(1000);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void deadline_endsLongSearch() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(30));
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(SearchSettings.builder().timeout(Duration.ofMillis(50)).build(),
                s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.DEADLINE);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void cancelFlag_fromAnotherThread_stopsWithinCheckInterval() throws Exception {
        DancingLinks dl = new DancingLinks(TestProblems.queens(30));
        int[][] before = dl.snapshot();
        AtomicBoolean flag = new AtomicBoolean();
        AtomicLong nodesWhenSet = new AtomicLong(-1);
        SearchSettings settings = SearchSettings.builder().cancelFlag(flag)
                .progress(p -> {
                    if (p.statistics().nodes() >= 50_000 && nodesWhenSet.get() < 0) {
                        nodesWhenSet.set(p.statistics().nodes());
                        Thread t = new Thread(() -> flag.set(true));
                        t.start();
                        try {
                            t.join();
                        } catch (InterruptedException e) {
                            throw new AssertionError(e);
                        }
                    }
                }, 1000).build();
        SearchResult r = dl.search(settings, s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.statistics().nodes() - nodesWhenSet.get()).isLessThanOrEqualTo(SearchSettings.CHECK_INTERVAL);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void interrupt_cancelsAndLeavesFlagSet() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(30));
        int[][] before = dl.snapshot();
        Thread.currentThread().interrupt();
        try {
            SearchResult r = dl.search(s -> Decision.CONTINUE);
            assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void progress_isMonotoneInUnitIntervalAndReachesOne() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(9));
        List<Double> fractions = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        SearchResult r = dl.search(SearchSettings.builder().progress(p -> {
            fractions.add(p.fractionDone());
            nodes.add(p.statistics().nodes());
        }, 50).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(fractions).hasSizeGreaterThan(10);
        assertThat(fractions).isSorted().allSatisfy(f -> assertThat(f).isBetween(0.0, 1.0));
        assertThat(fractions.subList(0, fractions.size() - 1)).allSatisfy(f -> assertThat(f).isLessThan(1.0));
        assertThat(fractions.get(fractions.size() - 1)).isEqualTo(1.0);
        assertThat(nodes.get(0)).isEqualTo(50);
        assertThat(nodes.get(nodes.size() - 1)).isEqualTo(r.statistics().nodes());
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 8})
    void estimate_meanOfManyProbes_isWithinFewPercentOfExactCounts(int n) {
        DancingLinks dl = new DancingLinks(TestProblems.queens(n));
        SearchStatistics exact = dl.search(s -> Decision.CONTINUE).statistics();
        SearchEstimate e = dl.estimate(200_000, 42);
        System.out.println("queens " + n + ": exact " + exact + "; estimate " + e);
        assertThat(e.nodes()).isCloseTo(exact.nodes(), org.assertj.core.data.Percentage.withPercentage(3));
        assertThat(e.updates()).isCloseTo(exact.updates(), org.assertj.core.data.Percentage.withPercentage(3));
        assertThat(e.solutions()).isCloseTo(exact.solutions(), org.assertj.core.data.Percentage.withPercentage(5));
        assertThat(Math.abs(e.nodes() - exact.nodes())).isLessThan(5 * e.nodesError());
    }

    @Test
    void seed_sameSeedSameOrder_differentSeedSameSet() {
        ExactCoverProblem p = TestProblems.queens(8);
        DancingLinks dl = new DancingLinks(p);
        List<String> a = collect(dl, SearchSettings.builder().seed(7).build());
        List<String> b = collect(dl, SearchSettings.builder().seed(7).build());
        List<String> c = collect(dl, SearchSettings.builder().seed(8).build());
        List<String> plain = collect(dl, SearchSettings.DEFAULT);
        assertThat(a).isEqualTo(b).hasSize(92).doesNotHaveDuplicates();
        assertThat(a).containsExactlyInAnyOrderElementsOf(plain);
        assertThat(c).containsExactlyInAnyOrderElementsOf(plain);
        assertThat(a).isNotEqualTo(plain);
        assertThat(a).isNotEqualTo(c);
    }

    @Test
    void seed_firstSolutionVariesWithSeed() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(10));
        Set<String> firsts = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            SearchSettings st = SearchSettings.builder().seed(seed).solutionLimit(1).build();
            firsts.add(collect(dl, st).get(0));
        }
        assertThat(firsts).hasSizeGreaterThan(5);
    }

    private static List<String> collect(DancingLinks dl, SearchSettings st) {
        List<String> out = new ArrayList<>();
        int[][] before = dl.snapshot();
        dl.search(st, s -> {
            out.add(TestProblems.key(s));
            return Decision.CONTINUE;
        });
        assertThat(dl.matches(before)).isTrue();
        return out;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 5})
    void split_unionOfPiecesEqualsSequentialSolutions(int depth) {
        DancingLinks dl = new DancingLinks(TestProblems.queens(8));
        List<String> sequential = collect(dl, SearchSettings.DEFAULT);
        List<Subproblem> pieces = dl.split(depth);
        List<String> union = new ArrayList<>();
        for (Subproblem piece : pieces) {
            DancingLinks other = new DancingLinks(dl.problem()); // as another process would
            Subproblem roundTrip = Subproblem.parse(piece.toText());
            assertThat(roundTrip).isEqualTo(piece);
            other.search(roundTrip, SearchSettings.DEFAULT, s -> {
                union.add(TestProblems.key(s));
                return Decision.CONTINUE;
            });
        }
        assertThat(union).isEqualTo(sequential); // same order too
    }

    @Test
    void splitInto_givesAtLeastThatManyPieces() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(10));
        List<Subproblem> pieces = dl.splitInto(50);
        assertThat(pieces).hasSizeGreaterThanOrEqualTo(50);
        long total = 0;
        for (Subproblem piece : pieces) {
            total += dl.count(piece);
        }
        assertThat(total).isEqualTo(724);
    }

    @Test
    void subproblem_conflictingOptions_isRejectedAndRestores() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(4));
        int[][] before = dl.snapshot();
        // options 0 (r0 c0) and 1 (r0 c1) share row 0
        assertThatThrownBy(() -> dl.count(Subproblem.of(0, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("subproblem 0 1");
        assertThatThrownBy(() -> dl.count(Subproblem.of(99))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("99");
        assertThatThrownBy(() -> Subproblem.parse("1 x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'x'");
        assertThat(dl.matches(before)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 8, 10, 11})
    void parallelCount_equalsPublishedAndSequential(int n) {
        DancingLinks dl = new DancingLinks(TestProblems.queens(n));
        SearchResult seq = dl.search(s -> Decision.CONTINUE);
        SearchResult par = dl.parallelSearch(pool, SearchSettings.DEFAULT, null);
        assertThat(par.solutions()).isEqualTo(TestProblems.QUEENS[n]).isEqualTo(seq.solutions());
        assertThat(par.statistics().nodes()).isEqualTo(seq.statistics().nodes());
        assertThat(par.statistics().nodesPerLevel()).isEqualTo(seq.statistics().nodesPerLevel());
        assertThat(par.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(dl.parallelCount()).isEqualTo(TestProblems.QUEENS[n]);
    }

    @Test
    void parallelSolutions_areTheSequentialSolutionsInOrder() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(9));
        List<String> seq = collect(dl, SearchSettings.DEFAULT);
        List<String> par = new ArrayList<>();
        dl.parallelSearchOrdered(pool, SearchSettings.DEFAULT, s -> {
            par.add(TestProblems.key(s));
            return Decision.CONTINUE;
        });
        assertThat(par).isEqualTo(seq);
    }

    @Test
    void parallelSearch_visitsEachSolutionOnce_andLimitIsExact() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(9));
        Set<String> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
        AtomicLong calls = new AtomicLong();
        dl.parallelSearch(pool, SearchSettings.DEFAULT, s -> {
            calls.incrementAndGet();
            seen.add(TestProblems.key(s));
            return Decision.CONTINUE;
        });
        assertThat(calls.get()).isEqualTo(352);
        assertThat(seen).hasSize(352);
        AtomicLong limited = new AtomicLong();
        SearchResult r = dl.parallelSearch(pool, SearchSettings.builder().solutionLimit(10).build(), s -> {
            limited.incrementAndGet();
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
        assertThat(limited.get()).isEqualTo(10);
        assertThat(r.solutions()).isEqualTo(10);
    }

    @Test
    void parallelSearch_visitorException_propagatesAndMasterUnchanged() {
        DancingLinks dl = new DancingLinks(TestProblems.queens(9));
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.parallelSearch(pool, SearchSettings.DEFAULT, s -> {
            throw new IllegalStateException("boom");
        })).isInstanceOf(IllegalStateException.class).hasMessage("boom");
        assertThat(dl.matches(before)).isTrue();
        assertThat(dl.count()).isEqualTo(352);
    }

    @Test
    void parallelCount_randomProblems_equalBruteForce() {
        Seeded.repeat("SearchControlTest.parallelCount_randomProblems_equalBruteForce", 20261129L, 300,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 16);
                    ExactCoverProblem p = spec.toProblem();
                    DancingLinks dl = new DancingLinks(p);
                    Set<List<Integer>> oracle = BruteForce.solutions(spec);
                    List<List<Integer>> ordered = new ArrayList<>();
                    dl.parallelSearchOrdered(pool, SearchSettings.DEFAULT, s -> {
                        ordered.add(BruteForce.sorted(s.options()));
                        return Decision.CONTINUE;
                    });
                    List<List<Integer>> union = new ArrayList<>();
                    for (Subproblem piece : dl.splitInto(1 + rnd.nextInt(6))) {
                        dl.search(piece, SearchSettings.DEFAULT, s -> {
                            union.add(BruteForce.sorted(s.options()));
                            return Decision.CONTINUE;
                        });
                    }
                    String dump = KnuthDump.dump("problem " + round, p);
                    assertThat(dl.parallelCount(pool)).as(dump).isEqualTo(oracle.size());
                    assertThat(ordered).as(dump).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(oracle);
                    assertThat(union).as(dump).isEqualTo(ordered);
                });
    }
}
