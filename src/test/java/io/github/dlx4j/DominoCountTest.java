/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.DominoTilings;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Counts of domino tilings of rectangles, whose states repeat at every level: the counts' memo must take
 * them whatever the number of cells (a board of more than 64 cells goes to the counting engine) and however
 * deep the tree (72 levels on 12x12). The oracle is a transfer-matrix count over column profiles written
 * here, in {@link BigInteger}, with none of the library's code; the counts must come within a deadline
 * far below what counting one solution at a time takes (hours for 10x10), and from memo hits. On boards the
 * pure links can walk, every counter equals theirs, also below a prefix, under a node budget, in parallel
 * and when parts are given away.
 */
class DominoCountTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    @Test
    void transferMatrix_knownCounts() {
        // Published values (Kasteleyn; Temperley and Fisher, 1961) and small cases counted by hand.
        assertThat(DominoTilings.count(2, 2)).isEqualTo(2);
        assertThat(DominoTilings.count(2, 3)).isEqualTo(3);
        assertThat(DominoTilings.count(3, 4)).isEqualTo(11);
        assertThat(DominoTilings.count(3, 3)).isEqualTo(0);
        assertThat(DominoTilings.count(8, 8)).isEqualTo(12_988_816);
        for (int[] board : new int[][] {{8, 8}, {6, 12}, {10, 10}, {12, 12}, {16, 16}}) {
            assertThat(DominoTilings.count(board[0], board[1]).doubleValue()).as(board[0] + "x" + board[1])
                    .isCloseTo(kasteleyn(board[0], board[1]), org.assertj.core.data.Percentage.withPercentage(1e-7));
        }
    }

    /** Kasteleyn's product formula for the domino tilings of an m x n board, m and n even, in doubles. */
    private static double kasteleyn(int m, int n) {
        double p = 1;
        for (int j = 1; j <= m / 2; j++) {
            for (int k = 1; k <= n / 2; k++) {
                double a = Math.cos(Math.PI * j / (m + 1));
                double b = Math.cos(Math.PI * k / (n + 1));
                p *= 4 * a * a + 4 * b * b;
            }
        }
        return p;
    }

    /**
     * The boards of issue 39 (at most 64 cells, and the bigger ones that counted one solution at a time),
     * within a deadline: a search that falls back to one solution at a time ends there, and fails.
     */
    @ParameterizedTest
    @CsvSource({"4, 16, 9475901", "6, 10, 4213133", "8, 8, 12988816", "6, 12, 106912793", "8, 9, 108435745",
            "10, 10, 258584046368", "12, 12, 53060477521960000"})
    void count_dominoBoard_equalsTransferMatrix_fromTheMemo(int rows, int cols, long published) {
        BigInteger oracle = DominoTilings.count(rows, cols);
        assertThat(oracle).as("the oracle").isEqualTo(published);
        DancingLinks dl = new DancingLinks(DominoTilings.problem(rows, cols));
        SearchResult counted = dl.count(SearchSettings.builder().timeout(Duration.ofSeconds(10)).build());
        String board = rows + "x" + cols;
        assertThat(counted.outcome()).as(board + " counted within the deadline").isEqualTo(SearchOutcome.COMPLETED);
        assertThat(counted.solutions()).as(board).isEqualTo(oracle.longValueExact());
        assertThat(dl.workspace.diagnostics.memoHits).as(board + ": subtrees taken from the memo").isPositive();
        assertThat(counted.statistics().nodes()).as(board + ": nodes, at least the solutions")
                .isGreaterThan(counted.solutions());
    }

    private static SearchResult pure(DancingLinks dl, SearchSettings settings) {
        return dl.search(settings, EngineOptions.of(settings).withEndgame(-1, false), s -> Decision.CONTINUE);
    }

    /**
     * A board of more than 64 cells that the pure links walk in about a second (the counting engine with
     * the memo): every counter, the nodes per level included, equals the pure links', for the whole board,
     * below a prefix, in parallel, and under node budgets in the first eighth of the count.
     */
    @Test
    void countingEngineWithTheMemo_sameCountersAsThePureLinks() {
        long hits = 0;
        for (int[] board : new int[][] {{3, 22}}) {
            ExactCoverProblem p = DominoTilings.problem(board[0], board[1]);
            String as = board[0] + "x" + board[1];
            DancingLinks dl = new DancingLinks(p);
            SearchEngine planned = dl.workspace.engine(new SearchControl(SearchSettings.DEFAULT),
                    EngineOptions.of(SearchSettings.DEFAULT));
            planned.abandon();
            assertThat(planned).as(as).isInstanceOf(CountingEngine.class);
            int[][] before = dl.snapshot();
            SearchStatistics oracle = pure(dl, SearchSettings.DEFAULT).statistics();
            assertThat(oracle.solutions()).as(as).isEqualTo(DominoTilings.count(board[0], board[1]).longValueExact());
            long was = dl.workspace.diagnostics.memoHits;
            assertThat(dl.count(SearchSettings.DEFAULT).statistics()).as(as).isEqualTo(oracle);
            assertThat(dl.workspace.diagnostics.memoHits).as(as + ": hits").isGreaterThan(was);
            assertThat(dl.count()).as(as).isEqualTo(oracle.solutions());
            assertThat(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics()).as(as + ", parallel")
                    .isEqualTo(oracle);
            Subproblem sub = Subproblem.of(1);
            assertThat(dl.search(sub, SearchSettings.DEFAULT, Driver.COUNTING).statistics()).as(as + " below 1")
                    .isEqualTo(dl.search(sub, SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
            Random rnd = new Random(board[1]);
            for (int k = 0; k < 4; k++) {
                SearchSettings budget = SearchSettings.builder()
                        .nodeBudget(1 + (long) (rnd.nextDouble() * oracle.nodes() / 8)).build();
                SearchResult counted = dl.count(budget);
                SearchResult links = pure(dl, budget);
                assertThat(counted.outcome()).as(as + ", " + budget).isEqualTo(links.outcome());
                assertThat(counted.statistics()).as(as + ", " + budget).isEqualTo(links.statistics());
            }
            RestoreInvariantTest.assertRestored(dl, before, as);
            hits += dl.workspace.diagnostics.memoHits;
        }
        assertThat(hits).as("subtrees taken from the memo").isGreaterThan(100);
    }

    /**
     * A count on the counting engine that gives parts of its levels away at its checks: what it counts plus
     * the solutions below each option given away is the whole count (a node whose list was partly given
     * away must not store its subtree).
     */
    @Test
    void countingEngine_givingAwayAtChecks_theGiftsAndTheRestMakeTheWholeCount() {
        ExactCoverProblem p = DominoTilings.problem(3, 22);
        DancingLinks oracle = new DancingLinks(p);
        long whole = DominoTilings.count(3, 22).longValueExact();
        long hits = 0;
        long gifts = 0;
        for (long seed = 1; seed <= 2; seed++) {
            Random rnd = new Random(seed);
            Workspace ws = new Workspace(new LinkedMatrix(p));
            List<int[]> given = new ArrayList<>();
            SearchControl.Donation giveAway = engine -> {
                int level = engine.state().level;
                if (level >= 2 && rnd.nextInt(3) > 0) {
                    int k = 1 + rnd.nextInt(level - 1);
                    int[] path = new int[k + 1];
                    for (int j = 0; j < k; j++) {
                        path[j] = engine.optionAt(j);
                    }
                    for (int o : engine.giveAway(k)) {
                        path[k] = o;
                        given.add(path.clone());
                    }
                }
                return false;
            };
            SearchControl control = new SearchControl(SearchSettings.DEFAULT,
                    null, System.nanoTime(), true, giveAway, false);
            SearchEngine engine = ws.engine(control, EngineOptions.of(SearchSettings.DEFAULT));
            assertThat(engine).isInstanceOf(CountingEngine.class);
            while (engine.next()) {
                engine.state().solutions++;
            }
            long total = engine.state().solutions;
            for (int[] path : given) {
                total += oracle.search(Subproblem.of(path), SearchSettings.DEFAULT, s -> Decision.CONTINUE)
                        .solutions();
            }
            assertThat(total).as("seed " + seed + ", " + given.size() + " options given away").isEqualTo(whole);
            hits += ws.diagnostics.memoHits;
            gifts += given.size();
        }
        assertThat(gifts).as("options given away").isGreaterThan(10);
        assertThat(hits).as("subtrees taken from the memo").isGreaterThan(10);
    }
}
