/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.dlx4j.problems.Langford;
import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Randomized restarts ({@link SearchSettings.Builder#restarts(long)}): the runs' budgets against the
 * published Luby sequence, the answers against the brute-force oracle on random small problems, the budgets,
 * deadline, cancel flag and interrupt across runs, determinism, and the searches that refuse restarts.
 */
class RestartsTest {

    /** Langford pairings of 1..10 do not exist (n mod 4 must be 0 or 3): a tree without solutions. */
    private static final ExactCoverProblem NO_LANGFORD_10 = Langford.problem(10, false);

    @Test
    void luby_firstTerms_areThePublishedSequence() {
        // OEIS A182105 (Luby, Sinclair and Zuckerman's universal sequence)
        long[] published = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8,
            16, 1, 1, 2};
        for (int i = 1; i <= published.length; i++) {
            assertThat(Restarts.luby(i)).as("term %d", i).isEqualTo(published[i - 1]);
        }
        assertThat(Restarts.luby((1L << 62) - 1)).isEqualTo(1L << 61);
        assertThat(Restarts.budget(Long.MAX_VALUE / 2, 7)).as("saturated").isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void search_runs_getLubyBudgetsFreshSeedsAndOneStartTime() {
        SearchSettings settings = SearchSettings.builder().restarts(10).seed(5).solutionLimit(1).nodeBudget(95)
                .updateBudget(1000).build();
        List<SearchSettings> runs = new ArrayList<>();
        Set<Long> starts = new HashSet<>();
        // Each fake run spends its node budget and 7 updates, and finds nothing.
        SearchResult r = Restarts.search(settings, (run, start) -> {
            runs.add(run);
            starts.add(start);
            return new SearchResult(SearchOutcome.NODE_BUDGET, SearchStatistics.of(0, run.nodeBudget(), 7, 1,
                    run.nodeBudget() - 1));
        });
        // 10 + 10 + 20 + 10 + 10 + 20 + 15 (the rest of 95 nodes)
        assertThat(runs).extracting(SearchSettings::nodeBudget).containsExactly(10L, 10L, 20L, 10L, 10L, 20L, 15L);
        assertThat(runs).extracting(SearchSettings::updateBudget)
                .containsExactly(1000L, 993L, 986L, 979L, 972L, 965L, 958L);
        assertThat(runs).extracting(s -> s.seed().getAsLong()).doesNotHaveDuplicates().doesNotContain(5L);
        assertThat(runs).allSatisfy(s -> assertThat(s.solutionLimit()).isEqualTo(1));
        assertThat(starts).as("the deadline counts from one start").hasSize(1);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(r.statistics()).isEqualTo(SearchStatistics.of(0, 95, 49, 7, 88));
    }

    @Test
    void findFirst_randomSmallProblems_agreesWithBruteForce() {
        Seeded.repeat("RestartsTest.findFirst_randomSmallProblems_agreesWithBruteForce", 0x5EED_0017L, 1500,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 9, 4, 14);
                    long unit = 1 + rnd.nextInt(4);
                    long seed = rnd.nextLong();
                    ExactCoverProblem p = spec.toProblem();
                    String dump = KnuthDump.dump("problem " + round + ", unit " + unit + ", seed " + seed, p);
                    DancingLinks dl = new DancingLinks(p);
                    int[][] before = dl.snapshot();
                    SearchSettings settings = SearchSettings.builder().restarts(unit).seed(seed).build();
                    Optional<Solution> found = dl.findFirst(settings);
                    assertThat(dl.matches(before)).as(dump + "restored").isTrue();
                    Set<List<Integer>> all = BruteForce.solutions(spec);
                    assertThat(found.isPresent()).as(dump).isEqualTo(!all.isEmpty());
                    if (found.isPresent()) {
                        assertThat(BruteForce.violation(spec, found.get().options())).as(dump).isNull();
                        assertThat(dl.findFirst(settings).orElseThrow().options()).as(dump + "same seed, same answer")
                                .isEqualTo(found.get().options());
                    }
                    SearchResult r = dl.search(settings.toBuilder().solutionLimit(1).build(), s -> Decision.CONTINUE);
                    assertThat(r.outcome()).as(dump).isEqualTo(all.isEmpty() ? SearchOutcome.COMPLETED
                            : SearchOutcome.SOLUTION_LIMIT);
                });
    }

    @Test
    void findFirst_queens200_findsAValidPlacementAndIsDeterministic() {
        DancingLinks dl = new DancingLinks(NQueens.problem(200));
        SearchSettings settings = SearchSettings.builder().restarts(400).seed(1).build();
        int[] columns = NQueens.decode(dl.findFirst(settings).orElseThrow());
        for (int r = 0; r < 200; r++) {
            for (int s = 0; s < r; s++) {
                assertThat(columns[r]).isNotEqualTo(columns[s]);
                assertThat(Math.abs(columns[r] - columns[s])).as("rows %d and %d on a diagonal", s, r)
                        .isNotEqualTo(r - s);
            }
        }
        SearchResult once = dl.search(settings.toBuilder().solutionLimit(1).build(), s -> Decision.CONTINUE);
        SearchResult twice = dl.search(settings.toBuilder().solutionLimit(1).build(), s -> Decision.CONTINUE);
        assertThat(twice).isEqualTo(once);
        assertThat(once.statistics().nodes()).isGreaterThanOrEqualTo(201);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void findFirst_noSolution_budgetSpentAcrossRunsThrowsWithTheSum() {
        DancingLinks dl = new DancingLinks(NO_LANGFORD_10);
        SearchEndedException e = ended(() -> dl.findFirst(SearchSettings.builder().restarts(7)
                .nodeBudget(5000).build()));
        assertThat(e.result().outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(e.result().statistics().nodes()).as("every run's nodes, summed").isEqualTo(5000);
        // The whole tree, searched with growing budgets, proves there is none.
        assertThat(dl.findFirst(SearchSettings.builder().restarts(1000).build())).isEmpty();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void findFirst_cancelFlagAndDeadline_endEveryRun() {
        DancingLinks dl = new DancingLinks(Langford.problem(14, false)); // none, and a huge tree
        AtomicBoolean cancel = new AtomicBoolean();
        int[] reports = new int[1];
        SearchSettings cancelled = SearchSettings.builder().restarts(100).cancelFlag(cancel)
                .progress(p -> cancel.set(++reports[0] == 50), 40).build();
        SearchEndedException e = ended(() -> dl.findFirst(cancelled));
        assertThat(e.result().outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(reports[0]).as("the run under way stops at the flag").isEqualTo(50);
        SearchEndedException late = ended(() -> dl.findFirst(SearchSettings.builder().restarts(100)
                .timeout(Duration.ofMillis(100)).build()));
        assertThat(late.result().outcome()).isEqualTo(SearchOutcome.DEADLINE);
        Thread.currentThread().interrupt();
        try {
            SearchEndedException interrupted = ended(() -> dl.findFirst(SearchSettings.builder()
                    .restarts(100).build()));
            assertThat(interrupted.result().outcome()).isEqualTo(SearchOutcome.CANCELLED);
        } finally {
            assertThat(Thread.interrupted()).as("the interrupt status is left set").isTrue();
        }
    }

    @Test
    void restarts_otherSearches_refuseNamingWhy() {
        DancingLinks dl = new DancingLinks(NQueens.problem(6));
        SearchSettings restarts = SearchSettings.builder().restarts(10).build();
        assertThatThrownBy(() -> dl.count(restarts)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("restarts find one solution").hasMessageContaining("solutionLimit(1)");
        assertThatThrownBy(() -> dl.solutions(restarts)).hasMessageContaining("stream");
        assertThatThrownBy(() -> dl.search(Subproblem.of(), restarts, s -> Decision.CONTINUE))
                .hasMessageContaining("subproblem");
        assertThatThrownBy(() -> dl.parallelSearch(ForkJoinPool.commonPool(), restarts, null))
                .hasMessageContaining("parallel");
        assertThatThrownBy(() -> dl.parallelSearchOrdered(ForkJoinPool.commonPool(), restarts, s -> Decision.CONTINUE))
                .hasMessageContaining("parallel");
        assertThatThrownBy(() -> dl.estimate(10, 1, restarts)).hasMessageContaining("estimate");
        assertThatThrownBy(() -> SearchSettings.builder().restarts(10).solutionLimit(2).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("solution limit is 2");
        assertThatThrownBy(() -> SearchSettings.builder().restarts(0)).hasMessageContaining("was 0");
        assertThat(dl.countUpTo(1)).isEqualTo(1);
        assertThat(dl.count(restarts.toBuilder().solutionLimit(1).build()).solutions()).isEqualTo(1);
        assertThat(restarts.restartUnit()).hasValue(10);
        assertThat(SearchSettings.DEFAULT.restartUnit()).isEmpty();
    }

    /** Returns the exception a search ended by its settings throws (failing when there is none). */
    private static SearchEndedException ended(org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        Throwable t = catchThrowable(call);
        assertThat(t).isInstanceOf(SearchEndedException.class);
        return (SearchEndedException) t;
    }

    @Test
    void split_deadRoot_givesNoPiece() {
        // B has no option: the root is a dead end, so there is no piece (and no solution) at any depth.
        DancingLinks dead = new DancingLinks(ExactCoverProblem.builder().primary("A", "B").option("A").build());
        assertThat(dead.split(0)).isEmpty();
        assertThat(dead.split(3)).isEmpty();
        assertThat(dead.splitInto(4)).isEmpty();
        assertThat(dead.count()).isZero();
        // A live root at depth 0 is one piece: the whole problem.
        DancingLinks live = new DancingLinks(KnuthExamplesTest.paperExample());
        assertThat(live.split(0)).containsExactly(Subproblem.of());
        DancingLinks nothingToCover = new DancingLinks(ExactCoverProblem.builder().secondary("X").build());
        assertThat(nothingToCover.split(0)).containsExactly(Subproblem.of());
    }
}
