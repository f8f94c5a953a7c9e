/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.Seeded;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Counting problems with multiplicities, where a count takes the moves of the last active item at once
 * ({@link LinkedMatrix#countLastItemBounded(int, boolean, long)}): Knuth's counts as his DLX3 prints them
 * for the stored random files, the brute-force oracle's count on small random problems, the statistics of
 * a search that visits every solution (and so makes every move) on larger ones, and the same end under
 * budgets.
 */
class MultiplicityCountTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    private static String resource(String name) throws IOException {
        return KnuthCounts.resource("dlx3", name);
    }

    private static List<String[]> storedCounts() throws IOException {
        return KnuthCounts.rows("dlx3", 7);
    }

    @Test
    void storedInstances_countsEqualDlx3s() throws IOException {
        for (String[] row : storedCounts()) {
            DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(row[0])));
            int[][] before = dl.snapshot();
            assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).as(row[0] + ", counted")
                    .containsExactly(KnuthCounts.expected(row));
            assertThat(dl.count()).as(row[0]).isEqualTo(KnuthCounts.expected(row)[0]);
            assertThat(KnuthCounts.counters(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null)))
                    .as(row[0] + ", parallel: a worker counts what its gift's move costs")
                    .containsExactly(KnuthCounts.expected(row));
            RestoreInvariantTest.assertRestored(dl, before, row[0]);
        }
    }

    @Test
    void count_smallRandomProblems_equalsTheOracle() {
        Seeded.repeat("MultiplicityCountTest.small", 0x3CC_C0_17L, 3000, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 5, 3, 11);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            assertThat(counted.solutions()).as(dump).isEqualTo(spec.solutions().size());
            assertThat(counted.statistics()).as(dump)
                    .isEqualTo(dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
        });
    }

    @Test
    void count_largerRandomProblems_sameStatisticsAsVisitingEverySolution() {
        long[] solutions = new long[1];
        Seeded.repeat("MultiplicityCountTest.larger", 0x3CC_C0_18L, 300, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 8, 4, 30);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            int[][] before = dl.snapshot();
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            SearchResult visited = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
            assertThat(counted.statistics()).as(dump).isEqualTo(visited.statistics());
            RestoreInvariantTest.assertRestored(dl, before, dump);
            solutions[0] += counted.solutions();
            List<Subproblem> pieces = dl.split(1 + rnd.nextInt(3));
            if (!pieces.isEmpty()) {
                // Below a piece of a split (a path of moves replayed outside the search).
                Subproblem sub = pieces.get(rnd.nextInt(pieces.size()));
                String as = dump + "below " + sub.toText();
                assertThat(dl.search(sub, SearchSettings.DEFAULT, Driver.COUNTING).statistics()).as(as)
                        .isEqualTo(dl.search(sub, SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
                RestoreInvariantTest.assertRestored(dl, before, as);
            }
        });
        assertThat(solutions[0]).as("solutions counted").isGreaterThan(10_000);
    }

    /**
     * A count under a node or update budget stops where a search that visits every solution stops: taking
     * the last item's moves at once never skips a check that was due among them.
     */
    @Test
    void count_underBudgets_stopsWhereVisitingEverySolutionStops() throws IOException {
        DancingLinks dl = new DancingLinks(DlxFormat.parse(resource("random-2182.dlx")));
        int[][] before = dl.snapshot();
        Random rnd = new Random(20261202L);
        for (int k = 0; k < 60; k++) {
            SearchSettings.Builder b = SearchSettings.builder();
            if (k % 2 == 0) {
                b.nodeBudget(1 + rnd.nextInt(320_000));
            } else {
                b.updateBudget(1 + rnd.nextInt(480_000));
            }
            SearchSettings settings = b.build();
            SearchResult counted = dl.count(settings);
            SearchResult visited = dl.search(settings, s -> Decision.CONTINUE);
            assertThat(counted.outcome()).as(settings.toString()).isEqualTo(visited.outcome());
            assertThat(counted.statistics()).as(settings.toString()).isEqualTo(visited.statistics());
            RestoreInvariantTest.assertRestored(dl, before, settings.toString());
        }
    }
}
