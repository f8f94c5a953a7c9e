/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.DoubleAdder;

/**
 * Algorithm X on a {@link ForkJoinPool}, by splitting the search tree as it goes.
 *
 * <p>A task searches the subtree below a prefix of forced options, on its worker's own copy of the matrix
 * (one copy per worker thread, restored after each task). Every {@link SearchSettings#CHECK_INTERVAL} nodes
 * it looks whether other workers may be idle ({@link ForkJoinTask#getSurplusQueuedTaskCount()} is not
 * positive); if so it gives away the untried options of its shallowest open level, one new task each, and
 * no longer tries them itself. Nothing is searched twice and nothing is skipped, so counts, node counts
 * and the set of solutions equal the sequential search's exactly.
 *
 * <p>It works on the links layer: each worker has a {@link Workspace} copied from the caller's matrix,
 * applies a task's prefix with {@link Workspace#selectGift} (a replay under Algorithm M), and drives the engine its
 * workspace makes through {@link SearchEngine} only. Statistics are merged with
 * {@link SearchStatistics#plus} and {@link SearchStatistics#shifted}. A count's memo of subtrees keys its
 * nodes from this search's root in every task; each worker has one table ({@link SubtreeMemo.Table}) for all
 * its tasks, so a task takes the subtrees the worker's earlier tasks stored.
 */
final class ParallelSearch {

    private final Workspace master;
    /** Tasks given away, added to the master's {@link Diagnostics} at the end. */
    private final java.util.concurrent.atomic.LongAdder gifts = new java.util.concurrent.atomic.LongAdder();
    private final ForkJoinPool pool;
    private final SearchSettings settings;
    private final SearchSettings workerSettings;
    private final EngineOptions options;
    private final SolutionVisitor visitor; // null when counting
    private final long startTime;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicReference<SearchOutcome> reason = new AtomicReference<>();
    /** The first exception thrown by a worker (the visitor's, unwrapped), rethrown by run(). */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicLong solutions = new AtomicLong();
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong nextProgressNode;
    private final AtomicLong nextProgressTime;
    private final DoubleAdder completed = new DoubleAdder();
    private final ConcurrentHashMap<Thread, Workspace> copies = new ConcurrentHashMap<>();
    private final Object statsLock = new Object();
    private SearchStatistics merged = SearchStatistics.EMPTY;
    private SearchOutcome workerOutcome;

    /** What the workers' memos share: one table per worker, and the verdict that states do not repeat. */
    private final SubtreeMemo.Workers memoWorkers;

    /** When this search may give work away. */
    private final WarmUp warmUp;
    /** Whether this search started during the warm-up (see {@link WarmUp}). */
    private boolean cold;
    /** Whether this search has given work away: once it has, it goes on splitting as workers go idle. */
    private volatile boolean splitting;

    ParallelSearch(Workspace master, ForkJoinPool pool, SearchSettings settings, EngineOptions options,
            SolutionVisitor visitor) {
        this.master = master;
        this.warmUp = master.warmUp;
        this.pool = pool;
        this.settings = settings;
        this.options = options;
        this.visitor = visitor;
        this.startTime = settings.clock().getAsLong();
        this.memoWorkers = new SubtreeMemo.Workers(pool.getParallelism());
        SearchSettings.Builder b = SearchSettings.builder().clock(settings.clock());
        if (settings.timeout() != null) {
            b.timeout(settings.timeout());
        }
        if (settings.cancelFlag() != null) {
            b.cancelFlag(settings.cancelFlag());
        }
        this.workerSettings = b.build();
        long everyNodes = settings.progressListener() == null ? 0 : settings.progressEveryNodes();
        this.nextProgressNode = new AtomicLong(everyNodes > 0 ? everyNodes : Long.MAX_VALUE);
        long interval = settings.progressInterval() == null || settings.progressListener() == null
                ? 0 : settings.progressInterval().toNanos();
        this.nextProgressTime = new AtomicLong(interval > 0 ? startTime + interval : Long.MAX_VALUE);
    }

    /** Runs the search. */
    SearchResult run() {
        if (Thread.currentThread().isInterrupted()) {
            return new SearchResult(SearchOutcome.CANCELLED, SearchStatistics.EMPTY);
        }
        cold = !warmUp.start(startTime);
        Task root = new Task(null, new int[0], 0, 1.0, true);
        try {
            if (ForkJoinTask.inForkJoinPool() && ForkJoinTask.getPool() == pool) {
                root.invoke();
            } else {
                ForkJoinTask<Void> f = pool.submit(root);
                awaitRoot(f);
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException(cause);
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t != null) {
            throw (Error) t;
        }
        Diagnostics d = new Diagnostics();
        for (Workspace ws : copies.values()) {
            d.add(ws.diagnostics);
        }
        d.gifts = gifts.sum();
        master.diagnostics.add(d);
        SearchOutcome outcome = reason.get();
        if (outcome == null) {
            outcome = workerOutcome == null ? SearchOutcome.COMPLETED : workerOutcome;
        }
        SearchStatistics stats;
        synchronized (statsLock) {
            stats = merged;
        }
        if (outcome == SearchOutcome.COMPLETED && settings.progressListener() != null) {
            settings.progressListener().progress(new SearchProgress(stats, 1.0,
                    settings.clock().getAsLong() - startTime));
        }
        return new SearchResult(outcome, stats);
    }

    /**
     * Waits for the root task, and ends the wait at the deadline, at the cancel flag or at an interrupt of
     * this thread, also when the pool is busy with other work and has not started the task: then the task is
     * cancelled before it starts (it never touches the matrix); once started, it sees the stop flag at its
     * next check and the wait for it is short.
     */
    private void awaitRoot(ForkJoinTask<Void> f) throws ExecutionException {
        SearchControl control = new SearchControl(settings, null, startTime);
        boolean interrupted = false;
        while (true) {
            try {
                f.get(POLL_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS);
                break;
            } catch (java.util.concurrent.TimeoutException e) {
                SearchOutcome why = control.pastDeadline(settings.clock().getAsLong()) ? SearchOutcome.DEADLINE
                        : control.cancelled() ? SearchOutcome.CANCELLED : null;
                if (why != null) {
                    halt(why);
                    rootStart.abandon(f);
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true;
                halt(SearchOutcome.CANCELLED);
                rootStart.abandon(f);
                break;
            } catch (java.util.concurrent.CancellationException e) {
                break;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static final long POLL_MILLIS = 20;

    /** How long the speed of a cold search is measured at a time ({@link #worthSplitting}). */
    private static final long MEASURE_NANOS = 100_000_000L;

    /** When and at what fraction done the root worker last measured its speed (0: not yet). */
    private long markTime;
    private double markFraction;
    /** How many measurements in a row so far said that splitting pays. */
    private int longEnough;

    /**
     * Whether a search that started during the warm-up is expected to run long enough for splitting to
     * pay: at least {@link WarmUp#minRemainingNanos} more, at the speed it made over the last
     * {@link #MEASURE_NANOS}, in two measurements in a row (the part of the tree done moves in jumps, and
     * not since its start: the code ran slower before it was compiled). Called by the root worker only,
     * before the first split.
     */
    private boolean worthSplitting(SearchEngine s) {
        long minRemainingNanos = warmUp.minRemainingNanos;
        if (minRemainingNanos == 0) {
            return true;
        }
        double f = s.fractionDone();
        long now = System.nanoTime();
        if (markTime == 0) {
            markTime = now;
            markFraction = f;
            return false;
        }
        if (now - markTime < MEASURE_NANOS) {
            return false;
        }
        double rate = (f - markFraction) / (now - markTime);
        markTime = now;
        markFraction = f;
        longEnough = rate <= 0 || (1 - f) >= rate * minRemainingNanos ? longEnough + 1 : 0;
        return longEnough >= 2;
    }

    /**
     * Taken by the root task when it starts, or by the caller giving up first: a started root is waited for,
     * so that its statistics are in and no worker still copies the caller's matrix afterwards.
     */
    private final StartOnce rootStart = new StartOnce();

    private void halt(SearchOutcome why) {
        reason.compareAndSet(null, why);
        stop.set(true);
    }

    /**
     * Searches the subtree below a prefix; gives work away while it runs. It is done when its own part and
     * every task it gave away are ({@link CountedCompleter}: the giver is each gift's completer). No worker
     * waits in a join for a gift that another worker runs, so the pool never adds a thread to make up for
     * one waiting: with {@code join()} at the end of each task, a pool of two that several counts used in
     * turn had run one count's tasks on three or four threads, each with a copy of the matrix and a memo
     * table of its own.
     */
    private final class Task extends CountedCompleter<Void> implements SearchControl.Donation {
        private static final long serialVersionUID = 1L;

        private final int[] prefix;
        /** The header of the item the giver chose at the level of the prefix's last option; 0 at the root. */
        private final int lastItem;
        private double weight; // the fraction of the whole tree this task still owns
        private long counted; // nodes already added to the global count
        private long countedSolutions; // solutions counted in the engine already added to the shared counter
        /** Whether the giver read dead ends off the links when it gave this task away (true at the root). */
        private final boolean readDeadEnds;

        Task(Task giver, int[] prefix, int lastItem, double weight, boolean readDeadEnds) {
            super(giver);
            this.prefix = prefix;
            this.lastItem = lastItem;
            this.weight = weight;
            this.readDeadEnds = readDeadEnds;
        }

        @Override
        public void compute() {
            // At the root: unless the caller gave up waiting before the pool started the search.
            if (prefix.length > 0 || rootStart.start()) {
                try {
                    if (!stop.get()) {
                        searchOwnPart();
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    halt(SearchOutcome.STOPPED_BY_VISITOR);
                }
            }
            tryComplete(); // done now, or when the last of its gifts is
        }

        private void searchOwnPart() {
            Workspace ws = copies.computeIfAbsent(Thread.currentThread(), t -> master.copy());
            long[] tried = new long[2];
            long generations = ws.diagnostics.generationsStarted;
            int node = ws.selectGift(prefix, lastItem, tried, options.sharp());
            EngineOptions mine = options.randomized()
                    ? options.withSeed(options.seed() ^ (java.util.Arrays.hashCode(prefix) * 0x9E3779B97F4A7C15L))
                    : options;
            // The node budget and progress by nodes are the parallel search's, seen at checks: no subtree
            // from the memo may skip past a check then.
            boolean exact = settings.nodeBudget() != Long.MAX_VALUE
                    || (settings.progressListener() != null && settings.progressEveryNodes() > 0);
            // A count without a limit: the engine counts the solutions and goes on, as a sequential count
            // does (so the workers also run the code the JIT compiled for it); they reach the shared
            // counter at each check and at the end.
            boolean counts = visitor == null && settings.solutionLimit() == Long.MAX_VALUE;
            SearchControl control = new SearchControl(workerSettings, stop, startTime, counts, this, exact);
            ws.forTask(prefix, memoWorkers, readDeadEnds);
            SearchEngine engine = ws.engine(control, mine);
            SolutionView view = new SolutionView(engine, master.matrix.problem);
            Solution shown = new PrefixedSolution(Workspace.withoutNullMoves(prefix), view);
            SearchState st = engine.state();
            try {
                while (engine.next()) {
                    long k = solutions.incrementAndGet();
                    if (k > settings.solutionLimit()) {
                        halt(SearchOutcome.SOLUTION_LIMIT);
                        solutions.decrementAndGet();
                        break;
                    }
                    st.solutions++;
                    countedSolutions++; // already in the shared counter
                    if (visitor != null && Driver.show(visitor, view, shown) == Decision.STOP) {
                        halt(SearchOutcome.STOPPED_BY_VISITOR);
                        break;
                    }
                    if (k == settings.solutionLimit()) {
                        halt(SearchOutcome.SOLUTION_LIMIT);
                        break;
                    }
                }
            } finally {
                // Once the run is halting, no task searches this thread's copy again, and the copy goes with
                // the run: restoring it would only keep the caller waiting (as long as the covers along its
                // path took: seconds on a path thousands of levels deep).
                boolean halting = stop.get();
                if (!halting && (st.outcome == SearchOutcome.DEADLINE || st.outcome == SearchOutcome.CANCELLED)) {
                    halt(st.outcome); // the whole run's deadline or flags: no task of this thread runs after
                    halting = true;
                }
                if (!halting) {
                    engine.abandon();
                    ws.deselectGift(prefix, node);
                }
                finish(st, tried);
                if (prefix.length > 0) {
                    long started = ws.diagnostics.generationsStarted - generations;
                    ws.diagnostics.giftGenerations += started;
                    if (st.nodes < LinksEngine.WINDOW) {
                        ws.diagnostics.smallGiftGenerations += started;
                    }
                }
            }
        }

        private void finish(SearchState st, long[] tried) {
            nodes.addAndGet(st.nodes - counted);
            counted = st.nodes;
            countSolutions(st);
            completed.add(weight);
            synchronized (statsLock) {
                merged = merged.plus(st.statistics().shifted(prefix.length))
                        .plus(SearchStatistics.of(0, 0, tried[0]).withCleansings(tried[1]));
                if (st.outcome == SearchOutcome.DEADLINE
                        || (st.outcome == SearchOutcome.CANCELLED && !stop.get())) {
                    workerOutcome = st.outcome;
                }
            }
        }

        /**
         * Adds the solutions the engine counted itself since the last call to the shared counter (those it
         * returned are in it already, and in {@link #countedSolutions}).
         */
        private void countSolutions(SearchState st) {
            if (st.solutions != countedSolutions) {
                solutions.addAndGet(st.solutions - countedSolutions);
                countedSolutions = st.solutions;
            }
        }

        @Override
        public boolean offer(SearchEngine s) {
            long total = nodes.addAndGet(s.state().nodes - counted);
            counted = s.state().nodes;
            countSolutions(s.state());
            if (total >= settings.nodeBudget()) {
                halt(SearchOutcome.NODE_BUDGET);
                return true; // stop this worker now too, not at its next check
            }
            reportProgress(total);
            if (s.level() == 0 || ForkJoinTask.getSurplusQueuedTaskCount() > 0 || !warmUp.over()) {
                return false;
            }
            if (!splitting) {
                // Only the root task runs before the first split; its fraction done is the whole tree's.
                if (cold && !worthSplitting(s)) {
                    return false;
                }
                splitting = true;
            }
            int k = s.shallowestOpenLevel();
            if (k < 0) {
                return false;
            }
            double unit = weight;
            for (int j = 0; j <= k; j++) {
                unit /= s.choices(j);
            }
            int[] path = s.currentOptions();
            int item = s.state().item[k];
            int[] options = s.giveAway(k);
            boolean giverReads = s.readsDeadEnds();
            Task[] gift = new Task[options.length];
            for (int i = 0; i < options.length; i++) {
                int[] p = java.util.Arrays.copyOf(prefix, prefix.length + k + 1);
                System.arraycopy(path, 0, p, prefix.length, k);
                p[prefix.length + k] = options[i];
                gift[i] = new Task(this, p, item, unit, giverReads);
            }
            weight -= unit * options.length;
            addToPendingCount(gift.length); // before any of them can complete
            gifts.add(gift.length);
            for (int i = gift.length - 1; i >= 0; i--) {
                gift[i].fork();
            }
            return false;
        }

        private void reportProgress(long total) {
            if (settings.progressListener() == null) {
                return;
            }
            long now = settings.clock().getAsLong();
            long due = nextProgressNode.get();
            long dueTime = nextProgressTime.get();
            boolean byNodes = total >= due && nextProgressNode.compareAndSet(due, total + settings.progressEveryNodes());
            boolean byTime = !byNodes && now - dueTime >= 0
                    && nextProgressTime.compareAndSet(dueTime, now + settings.progressInterval().toNanos());
            if (byNodes || byTime) {
                SearchStatistics st = SearchStatistics.of(solutions.get(), total, 0);
                double f = Math.min(completed.sum(), Math.nextDown(1.0));
                synchronized (settings.progressListener()) {
                    settings.progressListener().progress(new SearchProgress(st, f, now - startTime));
                }
            }
        }
    }
}
