/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * The control of one search, apart from its state: the node and update budgets, the deadline,
 * cancellation (the settings' flag, a parallel search's stop flag, the thread's interrupt), progress
 * reports, and the donation of work to idle workers. Every engine calls {@link #check} at step X2 when
 * {@code nodes >= nextCheck} or {@code updates >= updateBudget}, so the fast path is two comparisons.
 *
 * <p>The nodes between two checks adapt to what a node costs, so that the clock and the flags are read
 * about every {@link #CHECK_NANOS}. The first check is at node 0; the next comes after
 * {@link #firstInterval} nodes, fewer the more links the problem has (a node of a large problem may cover
 * lists of thousands of options): 1,024 up to {@link #SMALL_LINKS} links, 1 from 64 Mi. After each check
 * the interval is the power of two that the nodes and time since the last one say fills
 * {@code CHECK_NANOS}, at most twice the last one and at most {@link SearchSettings#CHECK_INTERVAL}. A
 * search of cheap nodes checks every 1,024 nodes, as a fixed interval would; one of nodes that take a
 * millisecond each checks every 4. Where the checks fall changes nothing but when the search sees the
 * clock and the flags: every shortcut that must not skip a check keeps the same counters.
 */
final class SearchControl {

    /** Receives the unexplored options of a level when a parallel search wants work. */
    interface Donation {
        /**
         * Called from the check path; may call {@link SearchEngine#giveAway(int)} to hand work over. Returns
         * true when the search must end now (a budget of the whole parallel search is spent).
         */
        boolean offer(SearchEngine engine);
    }

    final long nodeBudget;
    final long updateBudget;
    final long solutionLimit;
    /**
     * Whether the engine may count solutions itself and go on, instead of standing still at each for the
     * visitor: a count without a solution limit (the visitor would only continue). Engines that do not read
     * it stand still at every solution as usual.
     */
    final boolean countsInEngine;
    private final AtomicBoolean cancelFlag;
    private final AtomicBoolean stopFlag;
    private final long deadline;
    private final boolean hasDeadline;
    private final ProgressListener progress;
    private final long progressNodes;
    private final long progressNanos;
    private long nextProgressNode;
    private long nextProgressTime;
    final long startTime;
    /** The node count at which the next check is due. */
    long nextCheck;
    /** The time the checks aim to leave between them: 5 ms. */
    static final long CHECK_NANOS = 5_000_000L;
    /** The links that a problem may have for its first checks to be the longest interval apart: 64 Ki. */
    static final int SMALL_LINKS = 1 << 16;
    private final LongSupplier clock;
    /** The nodes between checks now: a power of two up to {@link SearchSettings#CHECK_INTERVAL}. */
    private int interval = SearchSettings.CHECK_INTERVAL;
    /** Whether a check has read the clock, and the clock and the node count at the last one. */
    private boolean checked;
    private long lastCheckTime;
    private long lastCheckNodes;
    /** Called from the check path to hand work to idle workers; null when searching alone. */
    private final Donation donation;
    /** Whether every check is exact ({@link #exactNodeLimit()}): a parallel worker's budget or progress. */
    private final boolean checksAreExact;

    /** The control of a search alone that stands still at every solution, starting now. */
    SearchControl(SearchSettings settings) {
        this(settings, null, settings.clock().getAsLong());
    }

    /**
     * The control of a search that stands still at every solution; a parallel search passes its shared stop
     * flag and its start time, so that every worker observes the same deadline.
     */
    SearchControl(SearchSettings settings, AtomicBoolean stopFlag, long startTime) {
        this(settings, stopFlag, startTime, false, null, false);
    }

    /**
     * The control of a search, complete: whether the engine counts solutions itself ({@link #countsInEngine}),
     * what receives work for idle workers ({@code donation}, or null) and whether every check is exact
     * ({@link #exactNodeLimit()}).
     */
    SearchControl(SearchSettings settings, AtomicBoolean stopFlag, long startTime, boolean countsInEngine,
            Donation donation, boolean checksAreExact) {
        this.countsInEngine = countsInEngine;
        this.donation = donation;
        this.checksAreExact = checksAreExact;
        this.nodeBudget = settings.nodeBudget();
        this.updateBudget = settings.updateBudget();
        this.solutionLimit = settings.solutionLimit();
        this.cancelFlag = settings.cancelFlag();
        this.stopFlag = stopFlag;
        this.startTime = startTime;
        this.hasDeadline = settings.timeout() != null;
        this.deadline = hasDeadline ? saturatedAdd(startTime, settings.timeout().toNanos()) : 0;
        this.clock = settings.clock();
        this.progress = settings.progressListener();
        this.progressNodes = settings.progressEveryNodes();
        this.progressNanos = settings.progressInterval() == null ? 0 : settings.progressInterval().toNanos();
        this.nextProgressNode = progress != null && progressNodes > 0 ? progressNodes : Long.MAX_VALUE;
        this.nextProgressTime = progress != null && progressNanos > 0 ? saturatedAdd(startTime, progressNanos) : 0;
    }

    static long saturatedAdd(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    /**
     * Decides whether the search must end before entering another node; if so, sets the state's outcome.
     * The engine has written its counters and level into the state.
     */
    boolean check(SearchEngine engine) {
        SearchState st = engine.state();
        long nodes = st.nodes;
        if (nodes >= nodeBudget) {
            st.outcome = SearchOutcome.NODE_BUDGET;
            return true;
        }
        if (st.updates >= updateBudget) {
            st.outcome = SearchOutcome.UPDATE_BUDGET;
            return true;
        }
        if (nodes < nextCheck) {
            return false;
        }
        if (cancelled()) {
            st.outcome = SearchOutcome.CANCELLED;
            return true;
        }
        long now = clock.getAsLong();
        if (hasDeadline && now - deadline >= 0) {
            st.outcome = SearchOutcome.DEADLINE;
            return true;
        }
        boolean due = nodes >= nextProgressNode || (nextProgressTime != 0 && now - nextProgressTime >= 0);
        if (due && nodes > 0) {
            if (nodes >= nextProgressNode) {
                nextProgressNode = saturatedAdd(nextProgressNode, progressNodes);
            }
            if (nextProgressTime != 0) {
                nextProgressTime = saturatedAdd(now, progressNanos);
            }
            progress.progress(new SearchProgress(st.statistics(), engine.fractionDone(), now - startTime));
        }
        adapt(engine, nodes, now);
        // After the report's point has moved on: made before it, the next check stayed at the point just
        // passed, due again at once (the endgame, resumed at this node after a check, made it twice here).
        nextCheck = Math.min(Math.min(nodeBudget, nextProgressNode), nodes - nodes % interval + interval);
        if (donation != null) {
            if (donation.offer(engine)) {
                st.outcome = SearchOutcome.NODE_BUDGET;
                return true;
            }
        }
        return false;
    }

    /**
     * Sets the interval for the checks after one at {@code nodes}, at time {@code now}: the power of two
     * nearest below what the last interval's pace says fills {@link #CHECK_NANOS}, at most twice the last
     * interval (a run of cheap nodes says little of the next ones) and within [1, 1024].
     */
    private void adapt(SearchEngine engine, long nodes, long now) {
        long elapsed = now - lastCheckTime;
        long done = nodes - lastCheckNodes;
        lastCheckTime = now;
        lastCheckNodes = nodes;
        if (!checked) {
            checked = true;
            interval = engine.firstCheckInterval();
            return;
        }
        if (done <= 0) {
            return;
        }
        long fits = elapsed <= 0 ? Long.MAX_VALUE : (long) (done * ((double) CHECK_NANOS / elapsed));
        long next = Math.max(1, Math.min(Math.min(fits, 2L * interval), SearchSettings.CHECK_INTERVAL));
        interval = Integer.highestOneBit((int) next);
    }

    /**
     * The node count at which a check must come exactly (the node budget, the next progress report by node
     * count; the next check at all in a parallel worker whose search has a node budget or reports progress
     * by nodes, both kept by the parallel search): work that skips nodes without entering them (the counts'
     * memo) must not skip past it. The clock, the cancel flag and donations are checked at the next node
     * after such a jump.
     */
    long exactNodeLimit() {
        long limit = Math.min(nodeBudget, nextProgressNode);
        return checksAreExact ? Math.min(limit, nextCheck) : limit;
    }

    /** Returns whether the cancel flag, the stop flag or the thread's interrupt asks the search to end. */
    boolean cancelled() {
        return (cancelFlag != null && cancelFlag.get()) || (stopFlag != null && stopFlag.get())
                || Thread.currentThread().isInterrupted();
    }

    /**
     * Returns the nodes between the first two checks of a search on a matrix of {@code links} links: the
     * power of two nearest below 2^26 / links, within [1, 1024].
     */
    static int firstInterval(int links) {
        long fits = (1L << 26) / Math.max(1, links);
        return Integer.highestOneBit((int) Math.max(1, Math.min(fits, SearchSettings.CHECK_INTERVAL)));
    }

    /** Returns the time on this search's clock. */
    long now() {
        return clock.getAsLong();
    }

    /**
     * Returns whether the search must stop now for a reason outside its tree: cancellation ({@link
     * #cancelled}) or the deadline, read on the clock. For work that runs outside the checks (set-up before
     * the first node, the estimator's probes).
     */
    boolean stopAsked() {
        return cancelled() || pastDeadline(clock.getAsLong());
    }

    /** Returns whether the deadline has passed. */
    boolean pastDeadline(long now) {
        return hasDeadline && now - deadline >= 0;
    }

    /** Tells the progress listener, if any, that the search completed: the fraction done is 1. */
    void reportCompleted(SearchStatistics statistics) {
        if (progress != null) {
            progress.progress(new SearchProgress(statistics, 1.0, clock.getAsLong() - startTime));
        }
    }
}
