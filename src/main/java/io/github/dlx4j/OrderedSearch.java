/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Parallel search that delivers the solutions in the order of the sequential search, streaming, with
 * bounded memory.
 *
 * <p>One {@link Split} pass cuts the tree into pieces in search order (their solutions in that order are the
 * sequential search's solutions in its order). The pool's workers claim pieces in that order, each on its
 * own {@link Workspace}, and queue each solution found in the piece's slot. The calling thread hands the
 * first slot's solutions to the visitor as they come, then the second's, and so on. A slot holds at most
 * {@link #SLOT_SOLUTIONS} solutions: a worker that is ahead waits for the caller, so memory stays bounded.
 * Pieces are claimed in order, so the slot being delivered has always been claimed and its worker never
 * waits for it; no deadlock.
 *
 * <p>Statistics: the nodes above the cut ({@link Split#above}) plus each piece's search, shifted to its
 * depth; when the search completes they equal the sequential search's.
 */
final class OrderedSearch {

    /** Pieces per worker: more balance the load better, and cost a little more to set up. */
    static final int PIECES_PER_WORKER = 32;
    /** The most pieces, however many workers there are. */
    static final int MAX_PIECES = 1 << 14;
    /** The most solutions a slot buffers before its worker waits for the caller. */
    static final int SLOT_SOLUTIONS = 4096;
    private static final long POLL_NANOS = 50_000_000L;

    private final Workspace master;
    private final ForkJoinPool pool;
    private final SearchSettings settings;
    private final EngineOptions options;
    private final SolutionVisitor visitor;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicLong nodes = new AtomicLong();
    private final long startTime;
    private final int slotSolutions;
    /** The most solutions any slot held at once (for tests of the memory bound). */
    private final AtomicInteger maxQueued = new AtomicInteger();

    OrderedSearch(Workspace master, ForkJoinPool pool, SearchSettings settings, EngineOptions options,
            SolutionVisitor visitor) {
        this(master, pool, settings, options, visitor, SLOT_SOLUTIONS);
    }

    /** A search whose slots hold at most {@code slotSolutions} solutions each (tests use tiny ones). */
    OrderedSearch(Workspace master, ForkJoinPool pool, SearchSettings settings, EngineOptions options,
            SolutionVisitor visitor, int slotSolutions) {
        this.slotSolutions = slotSolutions;
        this.master = master;
        this.pool = pool;
        this.settings = settings;
        this.options = options;
        this.visitor = visitor;
        this.startTime = settings.clock().getAsLong();
    }

    /** Returns the most solutions a slot held at once during the last run. */
    int maxQueued() {
        return maxQueued.get();
    }

    SearchResult run() {
        SearchControl control = new SearchControl(settings);
        int workers = Math.max(1, pool.getParallelism());
        Split cut = Split.into(master, Math.min(workers * PIECES_PER_WORKER, MAX_PIECES), settings);
        if (cut.outcome != SearchOutcome.COMPLETED) {
            return new SearchResult(cut.outcome, cut.entered);
        }
        SearchStatistics stats = cut.above;
        int count = cut.pieces.size();
        Slot[] slots = new Slot[count];
        for (int i = 0; i < count; i++) {
            slots[i] = new Slot(cut.pieces.get(i), cut.weights[i], slotSolutions, maxQueued);
        }
        AtomicInteger nextPiece = new AtomicInteger();
        List<ForkJoinTask<?>> runners = new ArrayList<>();
        List<StartOnce> starts = new ArrayList<>();
        SearchOutcome outcome = null;
        long delivered = 0;
        try {
            for (int w = 0; w < Math.min(workers, count); w++) {
                Workspace ws = master.copy();
                StartOnce start = new StartOnce();
                starts.add(start);
                runners.add(pool.submit(() -> {
                    if (start.start()) {
                        runPieces(ws, slots, nextPiece);
                    }
                }));
            }
            ProgressListener listener = settings.progressListener();
            long interval = settings.progressInterval() == null ? 0 : settings.progressInterval().toNanos();
            long nextReportTime = interval > 0 ? startTime + interval : Long.MAX_VALUE;
            long nextReportNodes = listener != null && settings.progressEveryNodes() > 0
                    ? settings.progressEveryNodes() : Long.MAX_VALUE;
            List<Solution> batch = new ArrayList<>();
            deliver:
            for (Slot slot : slots) {
                while (true) {
                    boolean finished = slot.drain(batch, POLL_NANOS);
                    for (Solution solution : batch) {
                        delivered++;
                        Decision d = Objects.requireNonNull(visitor.visit(solution), "visitor returned null");
                        if (d == Decision.STOP) {
                            outcome = SearchOutcome.STOPPED_BY_VISITOR;
                            break deliver;
                        }
                        if (delivered >= settings.solutionLimit()) {
                            outcome = SearchOutcome.SOLUTION_LIMIT;
                            break deliver;
                        }
                    }
                    batch.clear();
                    if (failure.get() != null) {
                        break deliver;
                    }
                    if (control.cancelled()) {
                        outcome = SearchOutcome.CANCELLED;
                        break deliver;
                    }
                    long now = settings.clock().getAsLong();
                    if (control.pastDeadline(now)) {
                        outcome = SearchOutcome.DEADLINE;
                        break deliver;
                    }
                    long total = cut.above.nodes() + nodes.get();
                    if (total >= settings.nodeBudget()) {
                        outcome = SearchOutcome.NODE_BUDGET;
                        break deliver;
                    }
                    if (listener != null && (now - nextReportTime >= 0 || total >= nextReportNodes)) {
                        if (interval > 0) {
                            nextReportTime = now + interval;
                        }
                        if (total >= nextReportNodes) {
                            nextReportNodes = SearchControl.saturatedAdd(total, settings.progressEveryNodes());
                        }
                        listener.progress(new SearchProgress(SearchStatistics.of(delivered, total, 0),
                                fractionDone(slots), now - startTime));
                    }
                    if (finished) {
                        break;
                    }
                }
            }
        } finally {
            stop.set(true);
            for (Slot slot : slots) {
                slot.release();
            }
            for (int w = 0; w < runners.size(); w++) {
                starts.get(w).abandon(runners.get(w));
            }
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t != null) {
            throw (Error) t;
        }
        for (Slot slot : slots) {
            if (slot.statistics != null) {
                stats = stats.plus(slot.statistics.shifted(slot.prefix.length));
            }
        }
        stats = SearchStatistics.of(delivered, stats.nodes(), stats.updates(), stats.nodesPerLevel())
                .withCleansings(stats.cleansings());
        if (outcome == null) {
            outcome = SearchOutcome.COMPLETED;
            if (settings.progressListener() != null) {
                settings.progressListener().progress(new SearchProgress(stats, 1.0,
                        settings.clock().getAsLong() - startTime));
            }
        }
        return new SearchResult(outcome, stats);
    }

    /** A worker: claims pieces in order and searches each into its slot, until none is left or stopped. */
    private void runPieces(Workspace ws, Slot[] slots, AtomicInteger nextPiece) {
        while (!stop.get()) {
            int i = nextPiece.getAndIncrement();
            if (i >= slots.length) {
                return;
            }
            Slot slot = slots[i];
            try {
                searchPiece(ws, slot);
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
                stop.set(true);
            } finally {
                slot.finish();
            }
        }
    }

    private void searchPiece(Workspace ws, Slot slot) {
        SearchSettings.Builder b = SearchSettings.builder().clock(settings.clock()).cancelFlag(stop);
        if (settings.timeout() != null) {
            b.timeout(settings.timeout());
        }
        SearchControl control = new SearchControl(b.build(), settings.cancelFlag(), startTime, false, engine -> {
            slot.progress(engine, nodes);
            return false;
        }, false);
        EngineOptions mine = options.randomized()
                ? options.withSeed(options.seed() ^ (java.util.Arrays.hashCode(slot.prefix) * 0x9E3779B97F4A7C15L))
                : options;
        SearchState st = Driver.onPrefix(ws, slot.prefix, control, mine, options.sharp(), (c, engine) -> {
            SearchState s = engine.state();
            int[] head = Workspace.withoutNullMoves(slot.prefix);
            try {
                while (engine.next()) {
                    s.solutions++;
                    int[] rest = engine.solutionOptions();
                    int[] all = java.util.Arrays.copyOf(head, head.length + rest.length);
                    System.arraycopy(rest, 0, all, head.length, rest.length);
                    if (!slot.put(new FrozenSolution(master.matrix.problem, all), stop)) {
                        break;
                    }
                    if (s.solutions >= settings.solutionLimit()) {
                        break; // this piece alone has enough; the caller decides
                    }
                }
            } catch (RuntimeException | Error e) {
                slot.done(s, nodes);
                throw e;
            }
            return s;
        });
        slot.done(st, nodes);
    }

    private static double fractionDone(Slot[] slots) {
        double f = 0;
        for (Slot s : slots) {
            f += s.weight * s.fraction();
        }
        return Math.max(0, Math.min(Math.nextDown(1.0), f));
    }

    /** One piece: its queue of solutions, its progress and, when done, its statistics. */
    private static final class Slot {
        final int[] prefix;
        final double weight;
        private final ArrayDeque<Solution> queue = new ArrayDeque<>();
        private boolean finished;
        private boolean released;
        private volatile double fraction;
        private long counted;
        private final int capacity;
        private final AtomicInteger maxQueued;
        volatile SearchStatistics statistics;

        Slot(int[] prefix, double weight, int capacity, AtomicInteger maxQueued) {
            this.prefix = prefix;
            this.weight = weight;
            this.capacity = capacity;
            this.maxQueued = maxQueued;
        }

        double fraction() {
            return fraction;
        }

        /** Called every few thousand nodes from the worker's check path: nodes so far and the fraction. */
        void progress(SearchEngine engine, AtomicLong nodes) {
            long n = engine.state().nodes;
            nodes.addAndGet(n - counted);
            counted = n;
            fraction = engine.fractionDone();
        }

        void done(SearchState st, AtomicLong nodes) {
            nodes.addAndGet(st.nodes - counted);
            counted = st.nodes;
            statistics = st.statistics();
            fraction = 1;
        }

        /** Queues a solution; waits while the queue is full. Returns false when the search is stopping. */
        synchronized boolean put(Solution s, AtomicBoolean stop) {
            while (queue.size() >= capacity && !released && !stop.get()) {
                try {
                    wait(POLL_NANOS / 1_000_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            if (released || stop.get()) {
                return false;
            }
            queue.add(s);
            maxQueued.accumulateAndGet(queue.size(), Math::max);
            notifyAll();
            return true;
        }

        synchronized void finish() {
            finished = true;
            notifyAll();
        }

        /** Wakes a worker waiting on a full queue, for good: the caller delivers no more. */
        synchronized void release() {
            released = true;
            queue.clear();
            notifyAll();
        }

        /**
         * Moves the queued solutions to {@code into}, waiting up to {@code nanos} for one if there is none;
         * returns whether the piece is finished and everything it found has been moved.
         */
        synchronized boolean drain(List<Solution> into, long nanos) {
            if (queue.isEmpty() && !finished) {
                try {
                    wait(nanos / 1_000_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            into.addAll(queue);
            queue.clear();
            notifyAll();
            return finished;
        }
    }
}
