/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
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
 * <p>Order: a task's own solutions come first in the sequential order, then the tasks it gave away, the
 * later gifts (deeper levels) before the earlier ones, each gift in option order. The ordered mode merges
 * the tasks' solution lists in that order.
 */
final class ParallelSearch {

    private final DancingLinks master;
    private final ForkJoinPool pool;
    private final SearchSettings settings;
    private final SearchSettings workerSettings;
    private final SolutionVisitor visitor; // null when counting or collecting
    private final boolean collect;
    private final long startTime = System.nanoTime();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicReference<SearchOutcome> reason = new AtomicReference<>();
    /** The first exception thrown by a worker (the visitor's, unwrapped), rethrown by run(). */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicLong solutions = new AtomicLong();
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong nextProgressNode;
    private final AtomicLong nextProgressTime;
    private final DoubleAdder completed = new DoubleAdder();
    private final ConcurrentHashMap<Thread, DancingLinks> copies = new ConcurrentHashMap<>();
    private final Object statsLock = new Object();
    private long updates;
    private long[] profile = new long[0];
    private SearchOutcome workerOutcome;

    ParallelSearch(DancingLinks master, ForkJoinPool pool, SearchSettings settings, SolutionVisitor visitor,
            boolean collect) {
        this.master = master;
        this.pool = pool;
        this.settings = settings;
        this.visitor = visitor;
        this.collect = collect;
        SearchSettings.Builder b = SearchSettings.builder();
        if (settings.timeout() != null) {
            b.timeout(settings.timeout());
        }
        if (settings.cancelFlag() != null) {
            b.cancelFlag(settings.cancelFlag());
        }
        if (settings.seed().isPresent()) {
            b.seed(settings.seed().getAsLong());
        }
        b.bitsetEndgame(settings.bitsetEndgame());
        this.workerSettings = b.build();
        long everyNodes = settings.progressListener() == null ? 0 : settings.progressEveryNodes();
        this.nextProgressNode = new AtomicLong(everyNodes > 0 ? everyNodes : Long.MAX_VALUE);
        long interval = settings.progressInterval() == null || settings.progressListener() == null
                ? 0 : settings.progressInterval().toNanos();
        this.nextProgressTime = new AtomicLong(interval > 0 ? startTime + interval : Long.MAX_VALUE);
    }

    /** Runs the search; the result's solutions are in sequential order when collecting. */
    SearchResult run(List<Solution> out) {
        Task root = new Task(new int[0], 1.0);
        try {
            if (ForkJoinTask.inForkJoinPool() && ForkJoinTask.getPool() == pool) {
                root.invoke();
            } else {
                ForkJoinTask<Void> f = pool.submit(root);
                try {
                    f.get();
                } catch (InterruptedException e) {
                    reason.compareAndSet(null, SearchOutcome.CANCELLED);
                    stop.set(true);
                    f.join();
                    Thread.currentThread().interrupt();
                }
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
        if (out != null) {
            root.merge(out);
        }
        SearchOutcome outcome = reason.get();
        if (outcome == null) {
            outcome = workerOutcome == null ? SearchOutcome.COMPLETED : workerOutcome;
        }
        SearchStatistics stats = statistics();
        if (outcome == SearchOutcome.COMPLETED && settings.progressListener() != null) {
            settings.progressListener().progress(new SearchProgress(stats, 1.0, System.nanoTime() - startTime));
        }
        return new SearchResult(outcome, stats);
    }

    private SearchStatistics statistics() {
        synchronized (statsLock) {
            int deepest = profile.length - 1;
            while (deepest > 0 && profile[deepest] == 0) {
                deepest--;
            }
            long[] perLevel = new long[Math.max(0, deepest + 1)];
            System.arraycopy(profile, 0, perLevel, 0, perLevel.length);
            long total = 0;
            for (long v : perLevel) {
                total += v;
            }
            return new SearchStatistics(solutions.get(), total, updates, Math.max(0, deepest), perLevel);
        }
    }

    private void halt(SearchOutcome why) {
        reason.compareAndSet(null, why);
        stop.set(true);
    }

    /** Searches the subtree below a prefix; gives work away while it runs. */
    private final class Task extends RecursiveAction implements Search.Donation {
        private static final long serialVersionUID = 1L;

        private final int[] prefix;
        private double weight; // the fraction of the whole tree this task still owns
        private final transient List<Task[]> gifts = new ArrayList<>(); // tasks are never serialized
        private transient List<Solution> found;
        private long counted; // nodes already added to the global count

        Task(int[] prefix, double weight) {
            this.prefix = prefix;
            this.weight = weight;
        }

        @Override
        protected void compute() {
            try {
                if (!stop.get()) {
                    searchOwnPart();
                }
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
                halt(SearchOutcome.STOPPED_BY_VISITOR);
            }
            for (Task[] gift : gifts) {
                for (Task t : gift) {
                    t.join();
                }
            }
        }

        private void searchOwnPart() {
            DancingLinks dl = copies.computeIfAbsent(Thread.currentThread(), t -> master.copyForWorker());
            for (int o : prefix) {
                dl.select(o);
            }
            long seedMix = java.util.Arrays.hashCode(prefix);
            SearchSettings ws = workerSettings.seed().isPresent()
                    ? withSeed(workerSettings.seed().getAsLong() ^ (seedMix * 0x9E3779B97F4A7C15L)) : workerSettings;
            Search s = new Search(dl.matrix, ws, stop, startTime);
            s.donation = this;
            Solution shown = new PrefixedSolution(prefix, s.solutionView());
            if (collect) {
                found = new ArrayList<>();
            }
            try {
                while (s.next()) {
                    long k = solutions.incrementAndGet();
                    if (k > settings.solutionLimit()) {
                        halt(SearchOutcome.SOLUTION_LIMIT);
                        solutions.decrementAndGet();
                        break;
                    }
                    if (collect) {
                        found.add(shown.copy());
                    } else if (visitor != null && visitor.visit(shown) == Decision.STOP) {
                        halt(SearchOutcome.STOPPED_BY_VISITOR);
                        break;
                    }
                    if (k == settings.solutionLimit()) {
                        halt(SearchOutcome.SOLUTION_LIMIT);
                        break;
                    }
                }
            } finally {
                s.abandon();
                for (int k = prefix.length - 1; k >= 0; k--) {
                    dl.deselect(prefix[k]);
                }
                finish(s);
            }
        }

        private SearchSettings withSeed(long seed) {
            SearchSettings.Builder b = SearchSettings.builder().seed(seed)
                    .bitsetEndgame(workerSettings.bitsetEndgame());
            if (workerSettings.timeout() != null) {
                b.timeout(workerSettings.timeout());
            }
            if (workerSettings.cancelFlag() != null) {
                b.cancelFlag(workerSettings.cancelFlag());
            }
            return b.build();
        }

        private void finish(Search s) {
            nodes.addAndGet(s.nodes - counted);
            counted = s.nodes;
            completed.add(weight);
            synchronized (statsLock) {
                updates += s.updates;
                int offset = prefix.length;
                if (profile.length < offset + s.profile.length) {
                    profile = java.util.Arrays.copyOf(profile, offset + s.profile.length);
                }
                for (int k = 0; k < s.profile.length; k++) {
                    profile[offset + k] += s.profile[k];
                }
                if (s.outcome == SearchOutcome.DEADLINE || (s.outcome == SearchOutcome.CANCELLED && !stop.get())) {
                    workerOutcome = s.outcome;
                }
            }
        }

        @Override
        public void offer(Search s) {
            long total = nodes.addAndGet(s.nodes - counted);
            counted = s.nodes;
            if (total >= settings.nodeBudget()) {
                halt(SearchOutcome.NODE_BUDGET);
                return;
            }
            reportProgress(total);
            if (s.level == 0 || ForkJoinTask.getSurplusQueuedTaskCount() > 0) {
                return;
            }
            int k = s.shallowestOpenLevel();
            if (k < 0) {
                return;
            }
            double unit = weight;
            for (int j = 0; j <= k; j++) {
                unit /= s.choices(j);
            }
            int[] path = s.currentOptions();
            int[] options = s.giveAway(k);
            Task[] gift = new Task[options.length];
            for (int i = 0; i < options.length; i++) {
                int[] p = java.util.Arrays.copyOf(prefix, prefix.length + k + 1);
                System.arraycopy(path, 0, p, prefix.length, k);
                p[prefix.length + k] = options[i];
                gift[i] = new Task(p, unit);
            }
            weight -= unit * options.length;
            gifts.add(gift);
            for (int i = gift.length - 1; i >= 0; i--) {
                gift[i].fork();
            }
        }

        private void reportProgress(long total) {
            if (settings.progressListener() == null) {
                return;
            }
            long now = System.nanoTime();
            long due = nextProgressNode.get();
            long dueTime = nextProgressTime.get();
            boolean byNodes = total >= due && nextProgressNode.compareAndSet(due, total + settings.progressEveryNodes());
            boolean byTime = !byNodes && now - dueTime >= 0
                    && nextProgressTime.compareAndSet(dueTime, now + settings.progressInterval().toNanos());
            if (byNodes || byTime) {
                SearchStatistics st = new SearchStatistics(solutions.get(), total, 0, 0, new long[0]);
                double f = Math.min(completed.sum(), Math.nextDown(1.0));
                synchronized (settings.progressListener()) {
                    settings.progressListener().progress(new SearchProgress(st, f, now - startTime));
                }
            }
        }

        /** Appends this task's solutions, then its gifts' (the last gift first), in sequential order. */
        void merge(List<Solution> out) {
            if (found != null) {
                out.addAll(found);
            }
            for (int g = gifts.size() - 1; g >= 0; g--) {
                for (Task t : gifts.get(g)) {
                    t.merge(out);
                }
            }
        }
    }
}
