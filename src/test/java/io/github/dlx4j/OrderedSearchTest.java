/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.NQueens;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * What the ordered parallel search adds to the contract every engine passes ({@link EngineContractTest},
 * {@link RestoreInvariantTest}): memory stays bounded while the visitor lags behind the workers, and
 * progress reports rise to 1. The order and statistics are checked against the sequential search.
 */
class OrderedSearchTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void shutdown() {
        POOL.shutdown();
    }

    @Test
    void run_slowVisitor_workersWaitAndOrderIsSequential() {
        DancingLinks dl = new DancingLinks(NQueens.problem(10));
        List<List<Integer>> sequential = new ArrayList<>();
        SearchResult expected = dl.search(EngineContractTest.collect(sequential));
        List<List<Integer>> seen = new ArrayList<>();
        OrderedSearch[] search = new OrderedSearch[1];
        boolean[] filled = new boolean[1];
        SolutionVisitor lagging = s -> {
            if (seen.isEmpty()) {
                // Hold the first solution until some worker has run ahead and filled its slot.
                filled[0] = awaitQueued(search[0], 2);
            }
            seen.add(io.github.dlx4j.testing.BruteForce.sorted(s.options()));
            return Decision.CONTINUE;
        };
        search[0] = new OrderedSearch(dl.workspace, POOL, SearchSettings.DEFAULT,
                EngineOptions.of(SearchSettings.DEFAULT), lagging, 2);
        SearchResult r = search[0].run();
        assertThat(filled[0]).as("a worker filled its slot while the visitor lagged").isTrue();
        assertThat(seen).isEqualTo(sequential);
        assertThat(r.statistics()).isEqualTo(expected.statistics());
        assertThat(search[0].maxQueued()).as("no slot holds more than its capacity").isEqualTo(2);
    }

    @Test
    void run_progressReports_riseToOne() {
        DancingLinks dl = new DancingLinks(NQueens.problem(11));
        List<Double> fractions = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        SearchSettings settings = SearchSettings.builder().progress(p -> {
            fractions.add(p.fractionDone());
            nodes.add(p.statistics().nodes());
        }, 1000).build();
        SearchResult r = dl.parallelSearchOrdered(POOL, settings, s -> Decision.CONTINUE);
        assertThat(r.solutions()).isEqualTo(2680);
        assertThat(fractions).hasSizeGreaterThan(1);
        assertThat(fractions.get(fractions.size() - 1)).isEqualTo(1.0);
        for (int k = 1; k < fractions.size(); k++) {
            assertThat(fractions.get(k)).as("report %d", k).isGreaterThanOrEqualTo(fractions.get(k - 1));
            assertThat(nodes.get(k)).as("report %d", k).isGreaterThanOrEqualTo(nodes.get(k - 1));
        }
        assertThat(fractions.subList(0, fractions.size() - 1)).allMatch(f -> f >= 0 && f < 1);
    }

    /**
     * Waits until a slot of the search has held {@code count} solutions; returns false if that does not
     * happen within a minute (a worker that does not run ahead at all).
     */
    private static boolean awaitQueued(OrderedSearch search, int count) {
        long give = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(1);
        while (search.maxQueued() < count) {
            if (System.nanoTime() - give > 0) {
                return false;
            }
            Thread.onSpinWait();
            Thread.yield();
        }
        return true;
    }
}
