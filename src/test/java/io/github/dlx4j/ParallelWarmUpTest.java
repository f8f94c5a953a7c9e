/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.NQueens;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The warm-up of the first parallel search on a matrix ({@link WarmUp}): no work is given away during it,
 * and counts stay the published ones (OEIS A000170) either way.
 */
class ParallelWarmUpTest {

    private static final long MS = 1_000_000L;

    @Test
    void parallelCount_duringWarmUp_givesNothingAway() {
        assertThat(tasksGivenAwayCountingQueens(11, 2680, new WarmUp(600_000 * MS, WarmUp.MIN_REMAINING_MILLIS * MS)))
                .as("tasks given away during the warm-up").isZero();
    }

    @Test
    void parallelCount_startedInWarmUp_thatEndsSoonAfter_givesNothingAway() {
        // A 20 ms warm-up, and an hour as the least time left worth splitting: the count starts during the
        // warm-up (20 ms leaves room for a slow start of the pool's first task), measures its speed after it,
        // and never splits.
        assertThat(tasksGivenAwayCountingQueens(12, 14200, new WarmUp(20 * MS, 3_600_000 * MS)))
                .as("tasks given away").isZero();
    }

    @Test
    void parallelCount_startedInWarmUp_thatRunsLongEnough_givesWorkAway() {
        // Queens 14 runs for some 100 ms measurements on one worker: far more than 1 ms left at each.
        assertThat(tasksGivenAwayCountingQueens(14, 365596, new WarmUp(MS, MS))).as("tasks given away")
                .isPositive();
    }

    @Test
    void parallelCount_afterWarmUp_givesWorkAway() {
        assertThat(tasksGivenAwayCountingQueens(11, 2680, new WarmUp(0, WarmUp.MIN_REMAINING_MILLIS * MS)))
                .as("tasks given away").isPositive();
    }

    @Test
    void parallelCount_secondOnAMatrix_givesWorkAwayFromItsStart_firstOnAnotherDoesNot() {
        // A 1 ms warm-up on a clock that stands still until the test moves it, and an hour as the least time
        // left worth splitting: the first count on a matrix starts during the warm-up and never splits; the
        // clock then passes the warm-up, and the second count splits from its start as workers go idle; the
        // first count on another matrix, after both, is cold again: the warm-up is the matrix's.
        AtomicLong now = new AtomicLong(System.nanoTime());
        DancingLinks dl = new DancingLinks(NQueens.problem(12));
        dl.workspace.warmUp = new WarmUp(now::get, MS, 3_600_000 * MS);
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            assertThat(dl.parallelCount(pool)).isEqualTo(14200);
            assertThat(dl.workspace.diagnostics.gifts).as("gifts of the first count").isZero();
            now.addAndGet(3_600_000 * MS);
            assertThat(dl.parallelCount(pool)).isEqualTo(14200);
            assertThat(dl.workspace.diagnostics.gifts).as("gifts of the second count").isPositive();
            DancingLinks other = new DancingLinks(NQueens.problem(12));
            AtomicLong otherNow = new AtomicLong(System.nanoTime());
            other.workspace.warmUp = new WarmUp(otherNow::get, MS, 3_600_000 * MS);
            assertThat(other.parallelCount(pool)).isEqualTo(14200);
            assertThat(other.workspace.diagnostics.gifts).as("gifts of another matrix's first count").isZero();
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void parallelCount_progressReports_carryTheSolutionsTheWorkerCountedSoFar() {
        // A count without a limit lets a worker's engine count its solutions, and the worker adds them to
        // the shared count at each check. During the warm-up nothing is given away, so one worker searches
        // the whole tree in the sequential order, and a report made at node n must carry the solutions the
        // sequential count has found by node n.
        DancingLinks dl = new DancingLinks(NQueens.problem(11));
        dl.workspace.warmUp = new WarmUp(600_000 * MS, WarmUp.MIN_REMAINING_MILLIS * MS);
        Map<Long, Long> sequential = new HashMap<>();
        dl.count(SearchSettings.builder().progress(p -> sequential.put(p.statistics().nodes(),
                p.statistics().solutions()), SearchSettings.CHECK_INTERVAL).build());
        List<SearchProgress> reports = new ArrayList<>();
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            SearchResult r = dl.parallelSearch(pool, SearchSettings.builder()
                    .progress(reports::add, SearchSettings.CHECK_INTERVAL).build(), null);
            assertThat(r.solutions()).isEqualTo(2680);
        } finally {
            pool.shutdown();
        }
        long compared = reports.stream().filter(p -> sequential.containsKey(p.statistics().nodes()))
                .peek(p -> assertThat(p.statistics().solutions()).as("solutions by node " + p.statistics().nodes())
                        .isEqualTo(sequential.get(p.statistics().nodes())))
                .filter(p -> p.statistics().solutions() > 0).count();
        assertThat(compared).as("reports with solutions compared with the sequential count's").isGreaterThan(10);
    }

    @Test
    void millisProperties_readWholeNonNegativeMillisecondsUpToADay() {
        String name = "dlx4j.test.millisProperty";
        try {
            assertThat(WarmUp.millisProperty(name, 150)).as("not set").isEqualTo(150);
            System.setProperty(name, "250");
            assertThat(WarmUp.millisProperty(name, 150)).isEqualTo(250);
            System.setProperty(name, "0");
            assertThat(WarmUp.millisProperty(name, 150)).isZero();
            System.setProperty(name, "-5");
            assertThat(WarmUp.millisProperty(name, 150)).as("negative").isZero();
            System.setProperty(name, "1.5");
            assertThat(WarmUp.millisProperty(name, 150)).as("not a whole number").isEqualTo(150);
            System.setProperty(name, "9223372036854775807");
            assertThat(WarmUp.millisProperty(name, 150)).as("more than a day").isEqualTo(86_400_000L);
        } finally {
            System.clearProperty(name);
        }
    }

    /** Counts n queens on two workers, checks the count, and returns the tasks given away meanwhile. */
    private static long tasksGivenAwayCountingQueens(int n, long expected, WarmUp warmUp) {
        ForkJoinPool pool = new ForkJoinPool(2);
        DancingLinks dl = new DancingLinks(NQueens.problem(n));
        dl.workspace.warmUp = warmUp;
        try {
            SearchResult r = dl.parallelSearch(pool, SearchSettings.DEFAULT, null);
            assertThat(r.solutions()).isEqualTo(expected);
            assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        } finally {
            pool.shutdown();
        }
        return dl.workspace.diagnostics.gifts;
    }
}
