/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.ProblemSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The restore invariant, for every engine ({@link EngineKind}): however a search ends (completed, visitor
 * stop, solution limit, node and update budgets, deadline, cancel flag, interrupt, an exception from the
 * visitor or the progress listener, a nested search), the link arrays equal their snapshot from before it
 * and Knuth's sanity check passes. An after-each check asserts it for the matrix every test used, so no test
 * can forget it. Each ending also gets its {@link SearchOutcome} checked. (Random problems ended in random
 * ways, and random sequences of covers and selections, are in {@link RandomRestoreTest}.)
 *
 * <p>The fixture is the perfect matchings of the complete graph on 12 vertices (items {@code v0..v11}, an
 * option per pair) plus four triangles ({@code v0 v1 v2}, {@code v3 v4 v5}, ...) and a secondary item
 * {@code s} in the options {@code v0 v1} and {@code v2 v3}, so that they exclude each other. A triangle has
 * two other items that share a pair option: choosing it covers both, so undoing them in the wrong order (or
 * not at all) corrupts the sizes, and the pure dancing-links kind catches it. It has more than ten thousand
 * solutions, counted by the brute-force oracle, and every search enters well over
 * {@link SearchSettings#CHECK_INTERVAL} nodes after its first solution, so a cancellation or deadline that
 * starts in the first visit is seen. With the option {@code v10 v11} selected first, the search covers the
 * same problem on ten vertices.
 */
class RestoreInvariantTest {

    static final ProblemSpec SPEC = matchingsSpec();
    private static final int LAST_PAIR = 65; // v10 v11
    private static final long SOLUTIONS = BruteForce.byRecursion(SPEC).size();
    private static final long SOLUTIONS_WITH_SELECTION = BruteForce.byRecursion(SPEC).stream()
            .filter(s -> s.contains(LAST_PAIR)).count();

    private DancingLinks used;
    private int[][] before;

    private static ProblemSpec matchingsSpec() {
        List<int[]> options = new ArrayList<>();
        for (int u = 0; u < 12; u++) {
            for (int v = u + 1; v < 12; v++) {
                options.add((u == 0 && v == 1) || (u == 2 && v == 3) ? new int[] {u, v, 12} : new int[] {u, v});
            }
        }
        for (int t = 0; t < 12; t += 3) {
            options.add(new int[] {t, t + 1, t + 2});
        }
        boolean[] secondary = new boolean[13];
        secondary[12] = true;
        return new ProblemSpec(secondary, options.toArray(new int[0][]));
    }

    static ExactCoverProblem matchings() {
        return SPEC.toNamedProblem();
    }

    /** Returns the matrix, with the option {@code v10 v11} selected when asked, and snapshots it. */
    private DancingLinks fixture(boolean withSelection) {
        DancingLinks dl = new DancingLinks(matchings());
        assertThat(dl.problem().optionText(LAST_PAIR)).isEqualTo("p10 p11");
        if (withSelection) {
            dl.select(LAST_PAIR);
        }
        used = dl;
        before = dl.snapshot();
        return dl;
    }

    private static long total(boolean withSelection) {
        return withSelection ? SOLUTIONS_WITH_SELECTION : SOLUTIONS;
    }

    static void assertRestored(DancingLinks dl, int[][] before, String context) {
        assertThat(dl.matches(before)).as(context + ": the arrays differ from their snapshot").isTrue();
        assertThatCode(dl::checkLinks).as(context).doesNotThrowAnyException();
    }

    @AfterEach
    void matrixRestoredAndInterruptCleared() {
        Thread.interrupted(); // a failed interrupt test must not leak into the next test
        if (used != null) {
            assertThat(used.isSearching()).as("still marked as being searched").isFalse();
            assertRestored(used, before, "after the test");
        }
    }

    static Stream<Arguments> kinds() {
        List<Arguments> list = new ArrayList<>();
        for (EngineKind kind : EngineKind.values()) {
            list.add(Arguments.of(kind, false));
            list.add(Arguments.of(kind, true));
        }
        return list.stream();
    }

    @Test
    void fixture_hasManySolutionsAndTrianglesThatBite() {
        assertThat(SOLUTIONS).isGreaterThan(10_000);
        assertThat(SOLUTIONS_WITH_SELECTION).isGreaterThan(900);
        // With the endgame off, the whole search runs on the links: the sizes it leaves are checked.
        DancingLinks dl = fixture(false);
        assertThat(EngineKind.DANCING_LINKS.search(dl, s -> Decision.CONTINUE).solutions()).isEqualTo(SOLUTIONS);
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_completed_restoresAndReportsCompleted(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        SearchResult r = kind.search(dl, s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.outcome().isComplete()).isTrue();
        assertThat(r.solutions()).isEqualTo(total(withSelection));
        if (kind.sameTree()) {
            SearchResult sequential = EngineKind.DANCING_LINKS.search(dl, s -> Decision.CONTINUE);
            kind.assertSameStatistics(r.statistics(), sequential.statistics(), "the same statistics as the dancing links");
        }
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_visitorStops_restoresAndReportsStoppedByVisitor(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        AtomicInteger calls = new AtomicInteger();
        SearchResult r = kind.search(dl, s -> calls.incrementAndGet() == 5 ? Decision.STOP : Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.STOPPED_BY_VISITOR);
        assertThat(r.outcome().isComplete()).isFalse();
        if (kind.concurrent()) { // other workers may report one more each
            assertThat(calls.get()).isBetween(5, 5 + 4);
            assertThat(r.solutions()).isBetween(5L, 5L + 4);
        } else {
            assertThat(calls.get()).isEqualTo(5);
            assertThat(r.solutions()).isEqualTo(5);
        }
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_solutionLimit_restoresAndReportsSolutionLimit(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        AtomicInteger calls = new AtomicInteger();
        SearchResult r = kind.search(dl, SearchSettings.builder().solutionLimit(7).build(), s -> {
            calls.incrementAndGet();
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
        assertThat(r.solutions()).isEqualTo(7);
        assertThat(calls.get()).isEqualTo(7);
        // A limit above the number of solutions is never reached.
        r = kind.search(dl, SearchSettings.builder().solutionLimit(total(withSelection) + 1).build(),
                s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.solutions()).isEqualTo(total(withSelection));
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_nodeBudget_restoresAndReportsNodeBudget(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        SearchResult r = kind.search(dl, SearchSettings.builder().nodeBudget(100).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        if (kind.sequential()) {
            assertThat(r.statistics().nodes()).isEqualTo(100);
        } else { // checked every CHECK_INTERVAL nodes per worker
            assertThat(r.statistics().nodes()).isGreaterThanOrEqualTo(100);
        }
        assertThat(r.solutions()).isLessThan(total(withSelection));
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_updateBudget_restoresAndReportsUpdateBudgetOrIsRefusedInParallel(EngineKind kind,
            boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        SearchSettings budget = SearchSettings.builder().updateBudget(500).build();
        if (!kind.sequential()) {
            assertThatThrownBy(() -> kind.search(dl, budget, s -> Decision.CONTINUE))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("update budget");
            return;
        }
        SearchResult all = kind.search(dl, s -> Decision.CONTINUE);
        SearchResult r = kind.search(dl, budget, s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.UPDATE_BUDGET);
        assertThat(r.statistics().updates()).isGreaterThanOrEqualTo(500);
        assertThat(r.statistics().nodes()).isLessThan(all.statistics().nodes());
        r = kind.search(dl, SearchSettings.builder().updateBudget(all.statistics().updates() + 1).build(),
                s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_deadlinePassesDuringVisitor_restoresAndReportsDeadline(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        // The first visit outlasts the timeout, so the deadline has passed at the next check, whatever the clock.
        AtomicBoolean slept = new AtomicBoolean();
        SearchResult r = kind.search(dl, SearchSettings.builder().timeout(Duration.ofMillis(5)).build(), s -> {
            if (slept.compareAndSet(false, true)) {
                sleep(30);
            }
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.DEADLINE);
        assertThat(r.solutions()).isLessThan(total(withSelection));
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_cancelFlagSetInsideVisitor_restoresAndReportsCancelled(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        AtomicBoolean cancel = new AtomicBoolean();
        SearchResult r = kind.search(dl, SearchSettings.builder().cancelFlag(cancel).build(), s -> {
            cancel.set(true);
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isGreaterThanOrEqualTo(1).isLessThan(total(withSelection));
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(EngineKind.class)
    void search_cancelFlagSetBeforehand_entersNoNodeAndReportsCancelled(EngineKind kind) {
        DancingLinks dl = fixture(false);
        SearchResult r = kind.search(dl, SearchSettings.builder().cancelFlag(new AtomicBoolean(true)).build(),
                s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isZero();
        assertThat(r.statistics().nodes()).isZero();
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_threadInterruptedInsideVisitor_restoresReportsCancelledAndKeepsInterrupt(EngineKind kind,
            boolean withSelection) {
        if (kind.concurrent()) {
            return; // its visitor runs on pool threads: interrupting one is not how a caller cancels
        }
        DancingLinks dl = fixture(withSelection);
        SearchResult r = kind.search(dl, s -> {
            Thread.currentThread().interrupt();
            return Decision.CONTINUE;
        });
        boolean stillInterrupted = Thread.interrupted();
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isGreaterThanOrEqualTo(1).isLessThan(total(withSelection));
        assertThat(stillInterrupted).as("the interrupt status is left set").isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(EngineKind.class)
    void search_threadInterruptedBeforehand_entersNoNodeAndReportsCancelled(EngineKind kind) {
        DancingLinks dl = fixture(false);
        Thread.currentThread().interrupt();
        SearchResult r = kind.search(dl, s -> Decision.CONTINUE);
        boolean stillInterrupted = Thread.interrupted();
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isZero();
        assertThat(stillInterrupted).isTrue();
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_visitorThrows_propagatesTheExceptionAndRestores(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        RuntimeException boom = new IllegalArgumentException("boom");
        AtomicInteger calls = new AtomicInteger();
        assertThatThrownBy(() -> kind.search(dl, s -> {
            if (calls.incrementAndGet() == 3) {
                throw boom;
            }
            return Decision.CONTINUE;
        })).isSameAs(boom);
        assertRestored(dl, before, "visitor threw a RuntimeException");
        AssertionError error = new AssertionError("an Error, not an Exception");
        assertThatThrownBy(() -> kind.search(dl, s -> {
            throw error;
        })).isSameAs(error);
        assertRestored(dl, before, "visitor threw an Error");
        if (!kind.concurrent()) {
            assertThatThrownBy(() -> kind.search(dl, s -> null)).isInstanceOf(NullPointerException.class);
        }
        assertRestored(dl, before, "visitor returned null");
        assertThat(kind.search(dl, s -> Decision.CONTINUE).solutions()).isEqualTo(total(withSelection));
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_progressListenerThrows_propagatesTheExceptionAndRestores(EngineKind kind, boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        RuntimeException boom = new IllegalStateException("thrown by the progress listener");
        AtomicInteger calls = new AtomicInteger();
        SearchSettings settings = SearchSettings.builder().progress(progress -> {
            calls.incrementAndGet();
            throw boom;
        }, 100).build();
        assertThatThrownBy(() -> kind.search(dl, settings, s -> Decision.CONTINUE)).isSameAs(boom);
    }

    @ParameterizedTest(name = "{0}, withSelection={1}")
    @MethodSource("kinds")
    void search_fromInsideVisitorOnSameInstance_throwsIllegalStateAndRestores(EngineKind kind,
            boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        AtomicInteger calls = new AtomicInteger();
        assertThatThrownBy(() -> kind.search(dl, s -> {
            calls.incrementAndGet();
            dl.search(inner -> Decision.CONTINUE);
            return Decision.CONTINUE;
        })).isInstanceOf(IllegalStateException.class);
        assertThat(calls.get()).isBetween(1, kind.concurrent() ? 4 : 1);
        assertRestored(dl, before, "search from inside the visitor");
        // A copy may be searched from inside the visitor: it is another instance.
        DancingLinks copy = dl.copy();
        long[] inner = new long[1];
        kind.search(dl, SearchSettings.builder().solutionLimit(1).build(), s -> {
            inner[0] = copy.count();
            return Decision.CONTINUE;
        });
        assertThat(inner[0]).isEqualTo(total(withSelection));
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(EngineKind.class)
    void solutionView_readAfterItsCall_throwsOrStaysValid(EngineKind kind) {
        DancingLinks dl = fixture(false);
        Solution[] kept = new Solution[1];
        int[][] options = new int[1][];
        kind.search(dl, SearchSettings.builder().solutionLimit(1).build(), s -> {
            kept[0] = s;
            options[0] = s.options();
            return Decision.CONTINUE;
        });
        if (kind.passesViews()) {
            assertThatThrownBy(() -> kept[0].size()).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("copy()");
            assertThatThrownBy(() -> kept[0].option(0)).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(kept[0]::options).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(kept[0]::copy).isInstanceOf(IllegalStateException.class);
        } else { // the ordered search hands over permanent solutions
            assertThat(kept[0].options()).isEqualTo(options[0]);
        }
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void solutions_streamClosedEarly_leavesMatrixAsBefore(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        List<List<Integer>> firstThree = new ArrayList<>();
        try (Stream<Solution> stream = dl.solutions()) {
            stream.limit(3).forEach(s -> firstThree.add(SearchPropertyTest.list(s.options())));
        }
        assertRestored(dl, before, "stream closed early");
        List<List<Integer>> visited = new ArrayList<>();
        dl.search(SearchSettings.builder().solutionLimit(3).build(), s -> {
            visited.add(SearchPropertyTest.list(s.options()));
            return Decision.CONTINUE;
        });
        assertThat(firstThree).isEqualTo(visited);
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void solutions_streamAbandonedHalfWay_leavesMatrixAsBeforeAndUsable(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        Stream<Solution> stream = dl.solutions();
        Iterator<Solution> it = stream.iterator();
        for (int k = 0; k < 100; k++) {
            assertThat(it.hasNext()).isTrue();
            it.next();
        }
        assertRestored(dl, before, "stream abandoned half-way");
        // The instance is free while the stream is open: it can be searched, covered and uncovered.
        assertThat(dl.count()).isEqualTo(total(withSelection));
        dl.cover(0);
        dl.uncover(0);
        assertRestored(dl, before, "searched while a stream was open");
        long rest = 0;
        while (it.hasNext()) {
            it.next();
            rest++;
        }
        assertThat(rest).isEqualTo(total(withSelection) - 100);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
