/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.NQueens;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A deadline, a cancel flag and an interrupt are seen soon whatever a node costs: the checks adapt to the
 * time a node takes ({@link SearchControl}), in every engine, and the set-up before the first node (the
 * memo's layout) and the estimator's probes stop too. The time is a test's clock: it moves with the nodes
 * searched (a fixed cost per node), so nothing here waits or reads the wall clock.
 */
class DeadlineTest {

    private static final long MS = 1_000_000L;

    /** The ways a search runs, each checked to reach its engine. */
    enum Way {
        LINKS(o -> o.withEndgame(-1, false), LinksEngine.class),
        ENDGAME(o -> o.withEndgame(Endgame.MAX_OPTIONS, false), LinksEngine.class),
        ALGORITHM_M(EngineOptions::withMultiplicities, MultiplicityEngine.class),
        COUNTING(EngineOptions::withCounting, CountingEngine.class),
        PROPAGATING(o -> o.withCounting().withUnordered(), CountingEngine.class);

        final Function<EngineOptions, EngineOptions> options;
        final Class<?> engine;

        Way(Function<EngineOptions, EngineOptions> options, Class<?> engine) {
            this.options = options;
            this.engine = engine;
        }
    }

    /** A search on a clock that the nodes move: {@code nanosPerNode} a node. */
    private static class NodeClock implements LongSupplier {
        final AtomicReference<SearchEngine> engine = new AtomicReference<>();
        final long nanosPerNode;
        int reads;

        NodeClock(long nanosPerNode) {
            this.nanosPerNode = nanosPerNode;
        }

        @Override
        public long getAsLong() {
            reads++;
            SearchEngine e = engine.get();
            return e == null ? 0 : e.state().nodes * nanosPerNode;
        }
    }

    /** Runs a search of queens 10 the given way until it ends; returns its state. */
    private static SearchState run(Way way, SearchSettings settings, NodeClock clock, Diagnostics diagnostics) {
        DancingLinks dl = new DancingLinks(NQueens.problem(10));
        int[][] before = dl.snapshot();
        Workspace ws = new Workspace(dl.workspace.matrix, diagnostics);
        SearchControl control = new SearchControl(settings);
        SearchEngine engine = ws.engine(control, way.options.apply(EngineOptions.of(settings)));
        assertThat(engine).as(way + " reaches its engine").isInstanceOf(way.engine);
        clock.engine.set(engine);
        try {
            while (engine.next()) {
                // a solution: go on
            }
        } finally {
            engine.abandon();
        }
        RestoreInvariantTest.assertRestored(dl, before, way.name());
        return engine.state();
    }

    /**
     * Nodes of a millisecond each: a deadline after 3 s (node 3,000 of a tree of 11,578) is seen within
     * 5 ms of being due, in every engine; with the checks of a fixed interval it was seen at node 3,072.
     */
    @ParameterizedTest
    @EnumSource(Way.class)
    void expensiveNodes_deadlineSeenWithinFiveMilliseconds(Way way) {
        NodeClock clock = new NodeClock(MS);
        Diagnostics diagnostics = new Diagnostics();
        SearchSettings settings = SearchSettings.builder().clock(clock).timeout(Duration.ofMillis(3000)).build();
        SearchState st = run(way, settings, clock, diagnostics);
        assertThat(st.outcome).as(way.name()).isEqualTo(SearchOutcome.DEADLINE);
        assertThat(st.nodes).as(way + ": the node at which the deadline was seen").isBetween(3000L, 3005L);
        if (way == Way.ENDGAME) {
            assertThat(diagnostics.endgameEntries).as("the endgame searched").isPositive();
        }
    }

    /** Cheap nodes (100 ns): the checks come every 1,024 nodes, as before the checks adapted. */
    @ParameterizedTest
    @EnumSource(Way.class)
    void cheapNodes_checkedEvery1024Nodes(Way way) {
        NodeClock clock = new NodeClock(100);
        SearchSettings settings = SearchSettings.builder().clock(clock).timeout(Duration.ofHours(1)).build();
        SearchState st = run(way, settings, clock, new Diagnostics());
        assertThat(st.outcome).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(st.nodes).as("the whole tree").isGreaterThan(10_000);
        // One read at the start and one at each check (node 0, 1024, 2048, ...).
        assertThat((long) clock.reads).as(way.name()).isBetween(st.nodes / 1024 + 1, st.nodes / 1024 + 3);
    }

    /** A cancel flag set at a node's time is seen as soon, whatever the engine. */
    @ParameterizedTest
    @EnumSource(Way.class)
    void cancelFlag_seenWithinFiveMillisecondsOfNodes(Way way) {
        AtomicBoolean cancel = new AtomicBoolean();
        NodeClock clock = new NodeClock(MS) {
            @Override
            public long getAsLong() {
                long t = super.getAsLong();
                if (t >= 2000 * MS) {
                    cancel.set(true); // "set at 2 s": read at the check that reads that time
                }
                return t;
            }
        };
        SearchSettings settings = SearchSettings.builder().clock(clock).cancelFlag(cancel).build();
        SearchState st = run(way, settings, clock, new Diagnostics());
        assertThat(st.outcome).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(st.nodes).as(way.name()).isBetween(2000L, 2010L);
    }

    /** The interval follows the cost of a node up and down, doubling at most at each check. */
    @Test
    void interval_followsTheCostOfANode() {
        long[] now = {0};
        SearchControl control = new SearchControl(SearchSettings.builder().clock(() -> now[0]).build());
        Stub engine = new Stub(SearchControl.firstInterval(1 << 20));
        assertThat(engine.first).isEqualTo(64);
        long[] costs = {100, 2 * MS, 50_000, 100};
        // After enough checks at each cost: the power of two nearest below 5 ms of nodes, at most 1,024.
        long[] expected = {1024, 2, 64, 1024};
        // Doubling at most at each check, and one more check where the nodes are not yet a multiple of it.
        long[] mostChecksToGetThere = {6, 1, 6, 5};
        for (int phase = 0; phase < costs.length; phase++) {
            long interval = 0;
            int checks = 0;
            for (int i = 0; i < 40; i++) {
                long step = control.nextCheck - engine.st.nodes;
                now[0] += step * costs[phase];
                engine.st.nodes = control.nextCheck;
                assertThat(control.check(engine)).isFalse();
                interval = control.nextCheck - engine.st.nodes;
                if (interval != expected[phase]) {
                    checks = i + 1;
                }
            }
            assertThat(interval).as("nanos per node " + costs[phase]).isEqualTo(expected[phase]);
            assertThat(checks + 1L).as("checks to reach it at " + costs[phase])
                    .isLessThanOrEqualTo(mostChecksToGetThere[phase]);
        }
    }

    /** The first interval shrinks with the links: 1,024 up to 64 Ki links, 1 from 64 Mi. */
    @Test
    void firstInterval_shrinksWithTheLinks() {
        assertThat(SearchControl.firstInterval(1_000)).isEqualTo(1024);
        assertThat(SearchControl.firstInterval(1 << 16)).isEqualTo(1024);
        assertThat(SearchControl.firstInterval((1 << 16) + 1)).isEqualTo(512);
        assertThat(SearchControl.firstInterval(1 << 20)).isEqualTo(64);
        assertThat(SearchControl.firstInterval(1 << 26)).isEqualTo(1);
        assertThat(SearchControl.firstInterval(Integer.MAX_VALUE)).isEqualTo(1);
        // queens 2,000: 4 million options, 16 million links and more
        int links = new LinkedMatrix(NQueens.problem(2000)).down.length;
        assertThat(SearchControl.firstInterval(links)).isBetween(1, 4);
    }

    /**
     * The estimator checks within a probe: a probe of queens 200 goes about 190 levels deep; with a
     * deadline due at the 16th level of the first probe, the estimate stops there, none made, and the
     * probe is rewound at the next use of the matrix.
     */
    @Test
    void estimate_stopsWithinAProbe() {
        DancingLinks dl = new DancingLinks(NQueens.problem(200));
        int[][] before = dl.snapshot();
        int[][] links = dl.workspace.matrix.snapshot();
        long[] reads = {0};
        // Each read is a millisecond later; the deadline is due at the 4th read: the control's start (1),
        // before the probe (2), then every 8 levels (3, 4: level 16).
        LongSupplier clock = () -> reads[0]++ * MS;
        SearchSettings settings = SearchSettings.builder().clock(clock).timeout(Duration.ofNanos(3 * MS)).build();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> dl.estimate(10, 1, settings))
                .isInstanceOf(SearchEndedException.class).hasMessageContaining("DEADLINE");
        assertThat(reads[0]).as("clock reads").isLessThanOrEqualTo(6);
        assertThat(dl.workspace.matrix.matches(links)).as("the probe's 16 levels: rewound later").isFalse();
        RestoreInvariantTest.assertRestored(dl, before, "estimate");
        assertThat(dl.estimate(3, 1).probes()).isEqualTo(3);
        RestoreInvariantTest.assertRestored(dl, before, "estimate again");
    }

    /**
     * A search that its deadline ends returns before the matrix is restored: the covers along its path
     * are undone at the next use of the matrix, whatever that use is, and from then on all is as before (a
     * whole search, a subproblem's, a count, a cancellation). The clock moves a millisecond a read; the
     * deadline is due at the check of node 1,024, deep into queens 60.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"search", "subproblem", "count", "cancel"})
    void stoppedSearch_restoresAtTheNextUse(String how) {
        DancingLinks dl = new DancingLinks(NQueens.problem(60));
        int[][] before = dl.snapshot();
        int[][] links = dl.workspace.matrix.snapshot();
        long[] reads = {0};
        AtomicBoolean cancel = new AtomicBoolean();
        LongSupplier clock = () -> {
            long t = reads[0]++ * MS;
            cancel.set(t >= 2 * MS); // set as the clock passes 2 ms (node 1,024): seen at the next check
            return t;
        };
        SearchSettings.Builder b = SearchSettings.builder().clock(clock);
        SearchSettings settings = how.equals("cancel") ? b.cancelFlag(cancel).build()
                : b.timeout(Duration.ofNanos(2 * MS)).build();
        SearchOutcome expected = how.equals("cancel") ? SearchOutcome.CANCELLED : SearchOutcome.DEADLINE;
        SearchResult r;
        switch (how) {
            case "subproblem":
                r = dl.search(Subproblem.of(0), settings, s -> Decision.CONTINUE);
                break;
            case "count":
                r = dl.count(settings);
                break;
            default:
                r = dl.search(settings, s -> Decision.CONTINUE);
        }
        assertThat(r.outcome()).isEqualTo(expected);
        long at = how.equals("cancel") ? 2048 : 1024;
        if (how.equals("count")) { // the memo may skip past the check's node
            assertThat(r.statistics().nodes()).isBetween(at, 100 * at);
        } else {
            assertThat(r.statistics().nodes()).isEqualTo(at);
        }
        assertThat(dl.workspace.matrix.matches(links)).as("not restored yet").isFalse();
        assertThat(dl.size(0)).as("the next use restores first").isEqualTo(60);
        assertThat(dl.workspace.matrix.matches(links)).as("restored").isTrue();
        RestoreInvariantTest.assertRestored(dl, before, how);
        SearchResult again = dl.search(SearchSettings.builder().solutionLimit(1).build(), s -> Decision.CONTINUE);
        assertThat(again.statistics()).isEqualTo(new DancingLinks(NQueens.problem(60))
                .search(SearchSettings.builder().solutionLimit(1).build(), s -> Decision.CONTINUE).statistics());
        RestoreInvariantTest.assertRestored(dl, before, how + ", then a search");
    }

    /**
     * A probe's rewind takes as long as its descent, and stops at the control's word too: a deadline due
     * near the end of the first probe's rewind ends the estimate with that probe counted, the rest of its
     * rewind done at the next use of the matrix.
     */
    @Test
    void estimate_stopsWithinARewind() {
        DancingLinks dl = new DancingLinks(NQueens.problem(200));
        int[][] before = dl.snapshot();
        int[][] links = dl.workspace.matrix.snapshot();
        long[] reads = {0};
        LongSupplier clock = () -> reads[0]++ * MS;
        dl.estimate(1, 1, SearchSettings.builder().clock(clock).timeout(Duration.ofHours(1)).build());
        long oneProbe = reads[0]; // the control's start, before the probe, its descent's and its rewind's checks
        assertThat(oneProbe).isGreaterThan(30);
        reads[0] = 0;
        SearchSettings settings = SearchSettings.builder().clock(clock)
                .timeout(Duration.ofNanos((oneProbe - 2) * MS)).build();
        SearchEstimate e = dl.estimate(5, 1, settings);
        assertThat(e.probes()).as("the first probe, complete").isEqualTo(1);
        assertThat(dl.workspace.matrix.matches(links)).as("its rewind stopped").isFalse();
        RestoreInvariantTest.assertRestored(dl, before, "rewound at the next use");
    }

    /**
     * Parallel searches read the settings' clock in every worker: a clock that moves a millisecond a read
     * (whichever thread reads it) ends them at a 40 ms deadline, well before 12 queens' 14,200 solutions,
     * with the caller's matrix as it was, and the next count whole; on a clock that stands still, no
     * deadline comes.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
    void parallelSearches_endAtTheDeadlineOfTheirClock(boolean ordered) {
        DancingLinks dl = new DancingLinks(NQueens.problem(12));
        int[][] before = dl.snapshot();
        java.util.concurrent.atomic.AtomicLong reads = new java.util.concurrent.atomic.AtomicLong();
        SearchSettings settings = SearchSettings.builder().clock(() -> reads.getAndIncrement() * MS)
                .timeout(Duration.ofMillis(40)).build();
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            SearchResult r = ordered ? dl.parallelSearchOrdered(pool, settings, s -> Decision.CONTINUE)
                    : dl.parallelSearch(pool, settings, s -> Decision.CONTINUE);
            assertThat(r.outcome()).isEqualTo(SearchOutcome.DEADLINE);
            assertThat(r.statistics().solutions()).isLessThan(14_200);
            assertThat(reads.get()).as("clock reads").isLessThan(1_000);
            // On a clock that stands still, a 1 ms deadline never comes: every worker reads that clock.
            SearchSettings still = SearchSettings.builder().clock(() -> 0L).timeout(Duration.ofMillis(1)).build();
            SearchResult whole = ordered ? dl.parallelSearchOrdered(pool, still, s -> Decision.CONTINUE)
                    : dl.parallelSearch(pool, still, s -> Decision.CONTINUE);
            assertThat(whole.outcome()).isEqualTo(SearchOutcome.COMPLETED);
            assertThat(whole.statistics().solutions()).isEqualTo(14_200);
        } finally {
            pool.shutdownNow();
        }
        RestoreInvariantTest.assertRestored(dl, before, ordered ? "ordered" : "parallel");
        assertThat(dl.count()).isEqualTo(14_200);
    }

    /**
     * Building and laying out stop at the thread's interrupt: queens 130 (16,900 options) stops at option
     * 16,384, and its layout too; the interrupt stays set for the caller to see.
     */
    @Test
    void interrupt_stopsBuildingAndLayingOut() {
        ExactCoverProblem queens = NQueens.problem(130);
        Thread.currentThread().interrupt();
        try {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> NQueens.problem(130))
                    .isInstanceOf(java.util.concurrent.CancellationException.class)
                    .hasMessageContaining("after 16384 options");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> new DancingLinks(queens))
                    .isInstanceOf(java.util.concurrent.CancellationException.class)
                    .hasMessageContaining("laying out");
        } finally {
            Thread.interrupted();
        }
        assertThat(new DancingLinks(queens).size(0)).as("laid out once not interrupted").isEqualTo(130);
    }

    /**
     * The memo's key layout, made before the first node of a count, asks its stop every 16,384 options: a
     * stop that says so at once ends it at the first question (queens 130: 16,900 options).
     */
    @Test
    void memoLayout_stopsWhenAsked() {
        ExactCoverProblem queens = NQueens.problem(130);
        int[] asked = {0};
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new SubtreeMemo.Layout(queens, () -> {
            asked[0]++;
            return true;
        })).isInstanceOf(SubtreeMemo.Layout.Stopped.class);
        assertThat(asked[0]).isEqualTo(1);
        assertThat(new SubtreeMemo.Layout(queens, () -> false).maskWord).isNotEmpty();
    }

    /** A count of a problem of more than 4,096 items keeps no memo; one of 4,096 does. */
    @Test
    void plan_keepsNoMemoPastMemoItems() {
        for (int items : new int[] {Plan.MEMO_ITEMS, Plan.MEMO_ITEMS + 1}) {
            ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(items);
            for (int i = 0; i < items; i++) {
                b.option(i);
            }
            Plan plan = Plan.of(b.build(), EngineOptions.DEFAULT, () -> false);
            assertThat(plan.memo()).as(items + " items").isEqualTo(items <= Plan.MEMO_ITEMS);
        }
    }

    /** A stand-in engine for the control alone: its state's nodes are what the test says. */
    private static final class Stub implements SearchEngine {
        final SearchState st = new SearchState(1, () -> 0L);
        final int first;

        Stub(int first) {
            this.first = first;
        }

        @Override
        public int firstCheckInterval() {
            return first;
        }

        @Override
        public boolean next() {
            return false;
        }

        @Override
        public void abandon() {
        }

        @Override
        public SearchState state() {
            return st;
        }

        @Override
        public int optionAt(int k) {
            return 0;
        }

        @Override
        public boolean atSolution() {
            return false;
        }

        @Override
        public int choices(int k) {
            return 1;
        }

        @Override
        public int untriedAt(int k) {
            return 0;
        }

        @Override
        public int[] giveAway(int k) {
            return new int[0];
        }

        @Override
        public int triedAt(int k) {
            return 0;
        }

        @Override
        public boolean atDeadEnd() {
            return false;
        }

        @Override
        public int probeBranch() {
            return -1;
        }

        @Override
        public void probeDescend(int k) {
        }

        @Override
        public void probeRewind() {
        }
    }
}
