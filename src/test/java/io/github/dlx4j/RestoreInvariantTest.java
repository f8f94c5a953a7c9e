/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The restore invariant: however a search ends, the link arrays equal their snapshot from before it and
 * Knuth's sanity check passes; {@code cover}/{@code uncover} and {@code select}/{@code deselect} undo each
 * other exactly. Each ending reason also gets its {@link SearchOutcome} checked. (Random problems ended
 * in random ways, and random sequences of covers and selections, are in {@link RandomRestoreTest}.)
 *
 * <p>The fixed problem is the perfect matchings of the complete graph on 12 vertices (items {@code v0..v11},
 * an option per pair), with a secondary item {@code s} in the options {@code v0 v1} and {@code v2 v3}, so
 * that they exclude each other: 11!! - 7!! = 10395 - 105 = 10290 solutions. With the option {@code v10 v11}
 * selected first it is the same on 10 vertices: 9!! - 5!! = 945 - 15 = 930. Either search enters well over
 * {@link SearchSettings#CHECK_INTERVAL} nodes after its first solution, so a cancellation or deadline that
 * starts in the first visit is seen.
 */
class RestoreInvariantTest {

    private static final long SOLUTIONS = 10395 - 105;
    private static final long SOLUTIONS_WITH_SELECTION = 945 - 15;

    static ExactCoverProblem matchings() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int v = 0; v < 12; v++) {
            b.primary("v" + v);
        }
        b.secondary("s");
        for (int u = 0; u < 12; u++) {
            for (int v = u + 1; v < 12; v++) {
                if ((u == 0 && v == 1) || (u == 2 && v == 3)) {
                    b.option("v" + u, "v" + v, "s");
                } else {
                    b.option("v" + u, "v" + v);
                }
            }
        }
        return b.build();
    }

    /** Returns the matrix, with the option {@code v10 v11} selected when asked. */
    private static DancingLinks fixture(boolean withSelection) {
        DancingLinks dl = new DancingLinks(matchings());
        if (withSelection) {
            dl.select(dl.problem().optionCount() - 1); // v10 v11, the last pair
        }
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
    void clearInterrupt() {
        Thread.interrupted(); // a failed interrupt test must not leak into the next test
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_completed_restoresAndReportsCompleted(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.outcome().isComplete()).isTrue();
        assertThat(r.solutions()).isEqualTo(total(withSelection));
        assertRestored(dl, before, "completed");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_visitorStops_restoresAndReportsStoppedByVisitor(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        int[] calls = new int[1];
        SearchResult r = dl.search(s -> ++calls[0] == 5 ? Decision.STOP : Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.STOPPED_BY_VISITOR);
        assertThat(r.outcome().isComplete()).isFalse();
        assertThat(r.solutions()).isEqualTo(5);
        assertThat(calls[0]).isEqualTo(5);
        assertRestored(dl, before, "visitor stop");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_solutionLimit_restoresAndReportsSolutionLimit(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        int[] calls = new int[1];
        SearchResult r = dl.search(SearchSettings.builder().solutionLimit(7).build(), s -> {
            calls[0]++;
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
        assertThat(r.solutions()).isEqualTo(7);
        assertThat(calls[0]).isEqualTo(7);
        assertRestored(dl, before, "solution limit");
        // A limit above the number of solutions is never reached.
        r = dl.search(SearchSettings.builder().solutionLimit(total(withSelection) + 1).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.solutions()).isEqualTo(total(withSelection));
        assertRestored(dl, before, "solution limit not reached");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_nodeBudget_restoresAndReportsNodeBudget(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(SearchSettings.builder().nodeBudget(100).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(r.statistics().nodes()).isEqualTo(100);
        assertThat(r.solutions()).isLessThan(total(withSelection));
        assertRestored(dl, before, "node budget");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_updateBudget_restoresAndReportsUpdateBudget(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        SearchResult all = dl.search(s -> Decision.CONTINUE);
        SearchResult r = dl.search(SearchSettings.builder().updateBudget(500).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.UPDATE_BUDGET);
        assertThat(r.statistics().updates()).isGreaterThanOrEqualTo(500);
        assertThat(r.statistics().nodes()).isLessThan(all.statistics().nodes());
        assertRestored(dl, before, "update budget");
        r = dl.search(SearchSettings.builder().updateBudget(all.statistics().updates() + 1).build(),
                s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertRestored(dl, before, "update budget not reached");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_deadlinePassesDuringVisitor_restoresAndReportsDeadline(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        // The first visit outlasts the timeout, so the deadline has passed at the next check, whatever the clock.
        boolean[] slept = new boolean[1];
        SearchResult r = dl.search(SearchSettings.builder().timeout(Duration.ofMillis(5)).build(), s -> {
            if (!slept[0]) {
                sleep(30);
                slept[0] = true;
            }
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.DEADLINE);
        assertThat(r.solutions()).isLessThan(total(withSelection));
        assertRestored(dl, before, "deadline");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_cancelFlagSetInsideVisitor_restoresAndReportsCancelled(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        AtomicBoolean cancel = new AtomicBoolean();
        SearchResult r = dl.search(SearchSettings.builder().cancelFlag(cancel).build(), s -> {
            cancel.set(true);
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isGreaterThanOrEqualTo(1).isLessThan(total(withSelection));
        assertRestored(dl, before, "cancel flag set inside the visitor");
    }

    @Test
    void search_cancelFlagSetBeforehand_entersNoNodeAndReportsCancelled() {
        DancingLinks dl = fixture(false);
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(SearchSettings.builder().cancelFlag(new AtomicBoolean(true)).build(),
                s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isZero();
        assertThat(r.statistics().nodes()).isZero();
        assertRestored(dl, before, "cancel flag set before the search");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_threadInterruptedInsideVisitor_restoresReportsCancelledAndKeepsInterrupt(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(s -> {
            Thread.currentThread().interrupt();
            return Decision.CONTINUE;
        });
        boolean stillInterrupted = Thread.interrupted();
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.solutions()).isGreaterThanOrEqualTo(1).isLessThan(total(withSelection));
        assertThat(stillInterrupted).as("the interrupt status is left set").isTrue();
        assertRestored(dl, before, "interrupt inside the visitor");
    }

    @Test
    void search_threadInterruptedBeforehand_entersNoNodeAndReportsCancelled() {
        DancingLinks dl = fixture(false);
        int[][] before = dl.snapshot();
        Thread.currentThread().interrupt();
        SearchResult r = dl.search(s -> Decision.CONTINUE);
        boolean stillInterrupted = Thread.interrupted();
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(r.statistics().nodes()).isZero();
        assertThat(stillInterrupted).isTrue();
        assertRestored(dl, before, "interrupt before the search");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_visitorThrows_propagatesTheExceptionAndRestores(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        RuntimeException boom = new IllegalArgumentException("boom");
        int[] calls = new int[1];
        assertThatThrownBy(() -> dl.search(s -> {
            if (++calls[0] == 3) {
                throw boom;
            }
            return Decision.CONTINUE;
        })).isSameAs(boom);
        assertRestored(dl, before, "visitor threw a RuntimeException");
        AssertionError error = new AssertionError("an Error, not an Exception");
        assertThatThrownBy(() -> dl.search(s -> {
            throw error;
        })).isSameAs(error);
        assertRestored(dl, before, "visitor threw an Error");
        assertThatThrownBy(() -> dl.search(s -> null)).isInstanceOf(NullPointerException.class);
        assertRestored(dl, before, "visitor returned null");
        assertThat(dl.count()).isEqualTo(total(withSelection));
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_progressListenerThrows_propagatesTheExceptionAndRestores(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        RuntimeException boom = new IllegalStateException("thrown by the progress listener");
        int[] calls = new int[1];
        assertThatThrownBy(() -> dl.search(SearchSettings.builder().progress(progress -> {
            if (++calls[0] == 3) {
                throw boom;
            }
        }, 100).build(), s -> Decision.CONTINUE)).isSameAs(boom);
        assertRestored(dl, before, "progress listener threw");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void search_fromInsideVisitorOnSameInstance_throwsIllegalStateAndRestores(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
        int[] calls = new int[1];
        assertThatThrownBy(() -> dl.search(s -> {
            calls[0]++;
            dl.search(inner -> Decision.CONTINUE);
            return Decision.CONTINUE;
        })).isInstanceOf(IllegalStateException.class);
        assertThat(calls[0]).isEqualTo(1);
        assertRestored(dl, before, "search from inside the visitor");
        // A copy may be searched from inside the visitor: it is another instance.
        DancingLinks copy = dl.copy();
        long[] inner = new long[1];
        dl.search(SearchSettings.builder().solutionLimit(1).build(), s -> {
            inner[0] = copy.count();
            return Decision.CONTINUE;
        });
        assertThat(inner[0]).isEqualTo(total(withSelection));
        assertRestored(dl, before, "copy searched from inside the visitor");
    }

    @ParameterizedTest(name = "withSelection={0}")
    @ValueSource(booleans = {false, true})
    void solutions_streamClosedEarly_leavesMatrixAsBefore(boolean withSelection) {
        DancingLinks dl = fixture(withSelection);
        int[][] before = dl.snapshot();
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
        int[][] before = dl.snapshot();
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
        assertRestored(dl, before, "stream finished later");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
