/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Counts past {@link Long#MAX_VALUE} throw {@link CountOverflowException}, whose message names what to use
 * instead, and never wrap. The problems are products of independent parts, which the counts' memo counts at
 * once: k items with m options of one item each ({@code m^k} solutions, on the links engine and its endgame),
 * and k disjoint 2x3 rectangles of dominoes ({@code 3^k}, on the counting engine). The oracle is
 * {@link BigInteger#pow}.
 */
class CountOverflowTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(2);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    /** k items, each with m options that hold only it. */
    static ExactCoverProblem choices(int k, int m) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(k);
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < m; j++) {
                b.option(i);
            }
        }
        return b.build();
    }

    /** k disjoint 2x3 rectangles, each with its 7 dominoes (3 tilings each). */
    static ExactCoverProblem rectangles(int k) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(6 * k);
        for (int i = 0; i < k; i++) {
            int o = 6 * i;
            for (int r = 0; r < 2; r++) {
                for (int c = 0; c < 3; c++) {
                    if (c + 1 < 3) {
                        b.option(o + 3 * r + c, o + 3 * r + c + 1);
                    }
                    if (r == 0) {
                        b.option(o + c, o + 3 + c);
                    }
                }
            }
        }
        return b.build();
    }

    private static void assertOverflow(Throwable t) {
        assertThat(t).isInstanceOf(CountOverflowException.class).isInstanceOf(ArithmeticException.class)
                .hasMessageContaining("the count passed Long.MAX_VALUE")
                .hasMessageContaining("use SolutionDiagram.count() for the exact count");
    }

    /** 3^40 (about 1.2e19) solutions: count(), count(settings) and the parallel count all throw. */
    @Test
    void count_pastLongMaxValue_throwsOnEveryEntryPoint() {
        assertThat(BigInteger.valueOf(3).pow(40)).isGreaterThan(BigInteger.valueOf(Long.MAX_VALUE));
        for (ExactCoverProblem p : new ExactCoverProblem[] {choices(40, 3), rectangles(40), choices(64, 2)}) {
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            assertOverflow(org.assertj.core.api.Assertions.catchThrowable(dl::count));
            assertOverflow(org.assertj.core.api.Assertions.catchThrowable(() -> dl.count(SearchSettings.DEFAULT)));
            assertOverflow(org.assertj.core.api.Assertions.catchThrowable(() -> dl.parallelCount(POOL)));
            RestoreInvariantTest.assertRestored(dl, before, "after the overflows");
            assertThat(dl.countUpTo(5)).as("searches go on").isEqualTo(5);
        }
    }

    /**
     * Just below: 3^39 (about 4.05e18 solutions, 6.08e18 nodes) counts exactly, counters and all, on one
     * thread and in parallel. On the rectangles, whose updates pass the limit first, 3^30 does.
     */
    @Test
    void count_justBelowLongMaxValue_isExact() {
        BigInteger three = BigInteger.valueOf(3);
        DancingLinks dl = new DancingLinks(choices(39, 3));
        SearchResult r = dl.count(SearchSettings.DEFAULT);
        assertThat(r.solutions()).isEqualTo(three.pow(39).longValueExact());
        // 1 + 3 + ... + 3^39 nodes, one update per cover of an item.
        assertThat(r.statistics().nodes()).isEqualTo(three.pow(40).subtract(BigInteger.ONE).shiftRight(1)
                .longValueExact());
        assertThat(r.statistics().updates()).isEqualTo(three.pow(39).subtract(BigInteger.ONE).shiftRight(1)
                .longValueExact());
        assertThat(dl.count()).isEqualTo(r.solutions());
        assertThat(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics()).isEqualTo(r.statistics());
        assertThat(dl.workspace.diagnostics.memoHits).as("subtrees taken from the memo").isPositive();
        DancingLinks rects = new DancingLinks(rectangles(30));
        assertThat(rects.count()).isEqualTo(three.pow(30).longValueExact());
        assertThat(rects.parallelCount(POOL)).isEqualTo(three.pow(30).longValueExact());
    }

    /** A node budget below the overflow stops the count there, as the links would, and does not throw. */
    @Test
    void count_budgetBeforeTheOverflow_stopsAtTheBudget() {
        DancingLinks dl = new DancingLinks(choices(40, 3));
        SearchResult r = dl.count(SearchSettings.builder().nodeBudget(Long.MAX_VALUE / 2).build());
        assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(r.statistics().nodes()).isEqualTo(Long.MAX_VALUE / 2);
        r = dl.count(SearchSettings.builder().updateBudget(Long.MAX_VALUE / 4).build());
        assertThat(r.outcome()).isEqualTo(SearchOutcome.UPDATE_BUDGET);
    }

    /** Sums of statistics (parallel merges, restarts, the pieces of a split) throw past the limit, not at it. */
    @Test
    void plus_pastLongMaxValue_throws() {
        SearchStatistics big = SearchStatistics.of(Long.MAX_VALUE - 1, Long.MAX_VALUE - 1, 0);
        SearchStatistics one = SearchStatistics.of(1, 1, 0);
        assertThat(big.plus(one).solutions()).isEqualTo(Long.MAX_VALUE);
        assertOverflow(org.assertj.core.api.Assertions.catchThrowable(() -> big.plus(one).plus(one)));
        assertThatThrownBy(() -> SearchStatistics.of(0, 0, Long.MAX_VALUE).plus(SearchStatistics.of(0, 0, 1)))
                .isInstanceOf(CountOverflowException.class).hasMessageContaining("updates");
    }
}
