/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchProgress;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.SearchStatistics;
import io.github.dlx4j.Subproblem;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Prints solutions found by several threads in the order of the sequential search, as they come, with a
 * solution limit, a timeout and cancellation.
 *
 * <p>The tree is split into {@link Subproblem}s ({@link DancingLinks#splitInto(int)}, which returns them in
 * search order; their solutions in that order are the sequential search's solutions in its order). A fixed
 * pool of threads searches them in that order, each thread on its own copy of the matrix, and formats each
 * solution into the subproblem's buffer. This thread writes the first subproblem's solutions as they come,
 * then the second's, and so on. A buffer holds at most {@link #BUFFER_CHARS} characters: a thread that is
 * ahead waits for the writer, so memory stays bounded however many solutions there are. (The pool runs the
 * subproblems in order, so the one being written has always started and never waits.)
 *
 * <p>The core's {@link DancingLinks#parallelSearch} balances work better (it splits as workers go idle) but
 * reports solutions in no particular order, and {@link DancingLinks#parallelSolutions} keeps the order but
 * collects every solution in memory before returning and takes no limit, timeout or cancellation; so
 * counting uses the former and printing this class.
 *
 * <p>Statistics: the solutions are those written; nodes and updates are summed over the subproblems' searches,
 * which do not count the few nodes above the split, so they are slightly below the sequential counts.
 */
final class OrderedParallelSearch {

    /** Subproblems per thread: more balance the load better, and cost a little more to set up. */
    static final int PIECES_PER_THREAD = 32;

    /** The most subproblems asked for, however many threads there are. */
    static final int MAX_PIECES = 1 << 14;

    /** The most characters a subproblem buffers before its thread waits for the writer. */
    static final int BUFFER_CHARS = 1 << 20;

    private static final long POLL_MILLIS = 50;

    private final DancingLinks dl;
    private final int threads;
    private final long limit;
    private final Duration timeout;
    private final AtomicBoolean cancel;
    private final ProgressMeter meter;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicLong found = new AtomicLong();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private int subproblems;

    /**
     * Prepares a search.
     *
     * @param limit the most solutions to print, {@link Long#MAX_VALUE} for all
     * @param timeout the longest time to run, or null
     * @param cancel ends the search when another thread sets it
     * @param meter receives progress reports, or null
     */
    OrderedParallelSearch(DancingLinks dl, int threads, long limit, Duration timeout, AtomicBoolean cancel,
            ProgressMeter meter) {
        this.dl = dl;
        this.threads = threads;
        this.limit = limit;
        this.timeout = timeout;
        this.cancel = cancel;
        this.meter = meter;
    }

    /** Returns the number of subproblems the last run split the search into. */
    int subproblems() {
        return subproblems;
    }

    /**
     * Runs the search, writing each solution (after a blank line, but the first) to the output; returns how
     * it ended, with the number of solutions written.
     */
    SearchResult run(SearchRunner.SolutionFormatter formatter, Output output) {
        long start = System.nanoTime();
        long deadline = timeout == null ? Long.MAX_VALUE : start + timeout.toNanos();
        List<Subproblem> pieces = dl.splitInto(Math.min(threads, MAX_PIECES / PIECES_PER_THREAD) * PIECES_PER_THREAD);
        subproblems = pieces.size();
        if (pieces.isEmpty()) { // no solution: the split found every branch dead
            return new SearchResult(SearchOutcome.COMPLETED, SearchStatistics.EMPTY);
        }
        Slot[] slots = new Slot[pieces.size()];
        DancingLinks probe = dl.copy();
        for (int i = 0; i < slots.length; i++) {
            slots[i] = new Slot(pieces.get(i), weight(probe, pieces.get(i).options()));
        }
        int workers = Math.min(threads, slots.length);
        BlockingQueue<DancingLinks> copies = new ArrayBlockingQueue<>(workers);
        copies.add(probe);
        for (int k = 1; k < workers; k++) {
            copies.add(dl.copy());
        }
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "dlx4j-worker-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        SearchOutcome outcome = null;
        long written = 0;
        try {
            for (Slot slot : slots) {
                pool.execute(() -> searchPiece(slot, formatter, copies));
            }
            long nextReport = start + ProgressMeter.INTERVAL.toNanos();
            List<String> texts = new ArrayList<>();
            StringBuilder separator = new StringBuilder("\n");
            write:
            for (Slot slot : slots) {
                while (true) {
                    boolean finished = slot.drain(texts, POLL_MILLIS);
                    for (String text : texts) {
                        if (written++ > 0) {
                            output.write(separator);
                        }
                        output.write(text);
                        if (written == limit) {
                            outcome = SearchOutcome.SOLUTION_LIMIT;
                            break write;
                        }
                        if (output.failed()) {
                            outcome = SearchOutcome.STOPPED_BY_VISITOR;
                            break write;
                        }
                    }
                    texts.clear();
                    long now = System.nanoTime();
                    if (failure.get() != null) {
                        break write;
                    }
                    if (cancel.get() || Thread.currentThread().isInterrupted()) {
                        outcome = SearchOutcome.CANCELLED;
                        break write;
                    }
                    if (now - deadline >= 0) {
                        outcome = SearchOutcome.DEADLINE;
                        break write;
                    }
                    if (meter != null && now - nextReport >= 0) {
                        nextReport = now + ProgressMeter.INTERVAL.toNanos();
                        meter.progress(progress(slots, now - start));
                    }
                    if (finished) {
                        break;
                    }
                }
            }
        } finally {
            stop.set(true);
            pool.shutdown();
            awaitQuietly(pool);
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t != null) {
            throw (Error) t;
        }
        if (outcome == null) {
            outcome = SearchOutcome.COMPLETED;
        }
        return new SearchResult(outcome, statistics(slots, written));
    }

    /** Searches one subproblem on a free copy of the matrix, into the slot's buffer. */
    private void searchPiece(Slot slot, SearchRunner.SolutionFormatter formatter, BlockingQueue<DancingLinks> copies) {
        DancingLinks copy = null;
        try {
            if (stop.get()) {
                return;
            }
            copy = copies.take();
            SearchSettings.Builder b = SearchSettings.builder().cancelFlag(stop);
            if (limit != Long.MAX_VALUE) {
                b.solutionLimit(limit);
            }
            if (meter != null) {
                b.progress(p -> slot.progress(p.statistics().nodes(), p.fractionDone()), ProgressMeter.INTERVAL);
            }
            StringBuilder text = new StringBuilder();
            slot.result = copy.search(slot.piece, b.build(), solution -> {
                text.setLength(0);
                formatter.format(solution, text);
                found.incrementAndGet();
                slot.put(text.toString(), stop);
                return Decision.CONTINUE;
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
            stop.set(true);
        } finally {
            if (copy != null) {
                copies.add(copy);
            }
            slot.finish();
        }
    }

    /**
     * Returns Knuth's weight of a subproblem: the product of {@code 1/d} over its levels, where {@code d} is
     * the size of the item the search branches on there (the least size among the active primary items).
     */
    private static double weight(DancingLinks w, int[] prefix) {
        double weight = 1;
        int selected = 0;
        try {
            for (int option : prefix) {
                int d = Integer.MAX_VALUE;
                for (int item : w.activePrimaryItems()) {
                    d = Math.min(d, w.size(item));
                }
                weight /= Math.max(1, d);
                w.select(option);
                selected++;
            }
        } finally {
            for (int k = selected - 1; k >= 0; k--) {
                w.deselect(prefix[k]);
            }
        }
        return weight;
    }

    private SearchProgress progress(Slot[] slots, long elapsed) {
        double remaining = 0;
        long nodes = 0;
        for (Slot s : slots) {
            SearchResult r = s.result;
            if (s.isFinished() && r != null) {
                nodes += r.statistics().nodes();
            } else if (!s.isFinished()) {
                remaining += s.weight * (1 - s.fraction);
                nodes += s.nodes;
            }
        }
        double f = Math.max(0, Math.min(Math.nextDown(1.0), 1 - remaining));
        return new SearchProgress(new SearchStatistics(found.get(), nodes, 0, 0, new long[0]), f, elapsed);
    }

    private static SearchStatistics statistics(Slot[] slots, long written) {
        long nodes = 0;
        long updates = 0;
        long[] perLevel = new long[0];
        for (Slot s : slots) {
            SearchResult r = s.result;
            if (r == null) {
                continue;
            }
            nodes += r.statistics().nodes();
            updates += r.statistics().updates();
            long[] p = r.statistics().nodesPerLevel();
            int offset = s.piece.size();
            if (perLevel.length < offset + p.length) {
                perLevel = java.util.Arrays.copyOf(perLevel, offset + p.length);
            }
            for (int k = 0; k < p.length; k++) {
                perLevel[offset + k] += p[k];
            }
        }
        return new SearchStatistics(written, nodes, updates, Math.max(0, perLevel.length - 1), perLevel);
    }

    private static void awaitQuietly(ExecutorService pool) {
        boolean interrupted = false;
        while (true) {
            try {
                if (pool.awaitTermination(1, TimeUnit.SECONDS)) {
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** One subproblem: its buffer of formatted solutions, its progress and its result. */
    private static final class Slot {
        final Subproblem piece;
        final double weight;
        private final ArrayDeque<String> texts = new ArrayDeque<>();
        private long chars;
        private boolean finished;
        volatile SearchResult result;
        volatile long nodes;
        volatile double fraction;

        Slot(Subproblem piece, double weight) {
            this.piece = piece;
            this.weight = weight;
        }

        void progress(long nodes, double fraction) {
            this.nodes = nodes;
            this.fraction = fraction;
        }

        /** Adds a solution's text; waits while the buffer is full, unless the search is stopping. */
        synchronized void put(String text, AtomicBoolean stop) {
            try {
                while (chars >= BUFFER_CHARS && !stop.get()) {
                    wait(POLL_MILLIS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the search sees it and ends, cancelled
            }
            texts.add(text);
            chars += text.length();
            notifyAll();
        }

        synchronized void finish() {
            finished = true;
            notifyAll();
        }

        synchronized boolean isFinished() {
            return finished;
        }

        /**
         * Moves the buffered texts to {@code into}, waiting up to {@code millis} for one if there is none;
         * returns whether the subproblem is finished and everything it found has been moved.
         */
        synchronized boolean drain(List<String> into, long millis) {
            if (texts.isEmpty() && !finished) {
                try {
                    wait(millis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            into.addAll(texts);
            texts.clear();
            chars = 0;
            notifyAll();
            return finished && texts.isEmpty();
        }
    }
}
