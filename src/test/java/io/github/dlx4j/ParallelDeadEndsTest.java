/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A parallel worker's task reads dead ends off the links from its start or not as its giver did when it gave
 * the task away ({@link Workspace#readDeadEndsAtStart}), not as a fresh search does (on, until its first
 * window of nodes). Isolated: it reads a counter that every parallel search of the JVM adds to.
 */
@Isolated
class ParallelDeadEndsTest {

    /** One worker: it gives work away whenever its queue is empty, the same tasks in every run. */
    private static final ForkJoinPool POOL = new ForkJoinPool(1);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    /**
     * A colored problem whose windows of nodes never hold enough dead ends for reading them off the links
     * to pay: the sequential count reads them in its first window only (so it started fewer generations
     * than that window's nodes), and the gifts of a parallel count, given away by workers that had stopped
     * reading them, start no generation at all. Counted as DLX2 counts it, both ways.
     */
    @Test
    void parallelCount_giftsStartWithTheirGiversVerdict_onARandomXccFamily() throws IOException {
        String[] row = KnuthCounts.rows("dlx2", 15).stream().filter(r -> r[0].equals("random-c103.dlx"))
                .findFirst().orElseThrow();
        DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", row[0])));
        long started = dl.workspace.diagnostics.generationsStarted;
        assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).containsExactly(KnuthCounts.expected(row));
        assertThat(dl.workspace.diagnostics.generationsStarted - started).as("generations of the sequential count")
                .isPositive().isLessThan(LinksEngine.WINDOW);
        long gifts = dl.workspace.diagnostics.gifts;
        long giftGenerations = dl.workspace.diagnostics.giftGenerations;
        for (int round = 0; round < 3; round++) {
            assertThat(KnuthCounts.counters(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null)))
                    .as("parallel, round " + round).containsExactly(KnuthCounts.expected(row));
        }
        assertThat(dl.workspace.diagnostics.gifts - gifts).as("tasks given away").isGreaterThan(10);
        assertThat(dl.workspace.diagnostics.giftGenerations - giftGenerations).as("generations the gifts started")
                .isZero();
    }

    /**
     * A Kakuro whose nodes are mostly dead ends: some of its gifts are given by workers reading them off the
     * links, and start reading them at once. Shown by the gifts smaller than a window: they start generations
     * of the links' state only if they started reading (their own window never closes). With one worker the
     * gifts are the same in every run.
     */
    @Test
    void parallelCount_giftsOfAKakuro_readDeadEnds() throws IOException {
        String[] row = KnuthCounts.rows("dlx2", 15).stream().filter(r -> r[0].equals("kakuro-4x4.dlx"))
                .findFirst().orElseThrow();
        DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", row[0])));
        long gifts = dl.workspace.diagnostics.gifts;
        long giftGenerations = dl.workspace.diagnostics.giftGenerations;
        long smallGiftGenerations = dl.workspace.diagnostics.smallGiftGenerations;
        assertThat(KnuthCounts.counters(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null)))
                .containsExactly(KnuthCounts.expected(row));
        long given = dl.workspace.diagnostics.gifts - gifts;
        assertThat(given).as("tasks given away").isGreaterThan(10);
        assertThat(dl.workspace.diagnostics.giftGenerations - giftGenerations).as("generations the gifts started")
                .isGreaterThan(given);
        assertThat(dl.workspace.diagnostics.smallGiftGenerations - smallGiftGenerations)
                .as("generations that gifts of fewer than " + LinksEngine.WINDOW + " nodes started").isPositive();
    }
}
