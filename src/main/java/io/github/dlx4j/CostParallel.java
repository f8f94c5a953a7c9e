/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@link CostSearch#parallelBest}: both passes of {@link CostSearch#best} on a pool.
 *
 * <p>The top of the tree is cut into pieces (the paths to the nodes of one level, in the order the walk
 * meets them, and the solutions met above that level), and the pool's workers take the pieces in turn,
 * each on its own lists. In the first pass the workers share the k best found so far, and with them the
 * cutoff, so that each cuts off with what all have found. Its answer, the k-th cost and how many cost
 * less, is the same however the work fell. The second pass walks the tree that the fixed cutoff shapes,
 * the same tree as the sequential pass: each piece keeps what the sequential pass would keep from it, and
 * the pieces are merged in order. The answer is therefore the sequential one.
 */
final class CostParallel {

    /** Pieces wanted per worker, so that the last ones to finish are short. */
    private static final int PIECES_PER_WORKER = 16;

    private final ExactCoverProblem problem;
    private final ForkJoinPool pool;
    private final SearchSettings settings;
    private final long start;
    private final boolean bound;
    /** Set when a worker's search stops early (a budget, the deadline, cancellation): the others stop too. */
    private final AtomicBoolean halt = new AtomicBoolean();
    private volatile SearchOutcome stopped;
    private final CostTotals totals = new CostTotals();
    /** The k-th best net cost the first pass has found, once it has found k. */
    private volatile long sharedCut = Long.MAX_VALUE;

    CostParallel(ExactCoverProblem problem, ForkJoinPool pool, SearchSettings settings) {
        this.problem = problem;
        this.pool = pool;
        this.settings = settings;
        this.start = settings.clock().getAsLong();
        this.bound = !settings.plainLinks();
    }

    BestSolutions best(int k) {
        CostLists lists = CostLists.of(problem, settings.plainLinks());
        CostSearch.Kept kept = new CostSearch.Kept(k);
        // First pass: the top cut as the walk starts, before anything is found.
        List<int[]> pieces = split(lists, Long.MAX_VALUE);
        runAll(pieces, (worker, i) -> firstPassPiece(worker, pieces.get(i), (long) i << 32, kept));
        if (stopped != null || !kept.full()) {
            // Stopped early; or fewer than k: the cutoff never moved, so every piece was walked in the tree
            // of the sequential pass, and each solution's order (its piece, then its place in the piece) is
            // its place in that walk.
            return answer(lists, kept.sorted());
        }
        long worst = kept.worst();
        // Second pass, in the fixed-cutoff tree: every solution cheaper than worst is in kept, and
        // replaying its path places it there; the pieces are walked only for solutions of cost worst,
        // and only as far as the last of kept's of that cost.
        Walk placer = new Walk(lists, false);
        CostEngine engine = placer.engine;
        engine.cutAt(worst + 1);
        CostSearch.Placed placed = new CostSearch.Placed(engine, lists, new int[0], kept);
        int atWorst = k - placed.cheaper.size();
        int[] lastPath = placed.last;
        List<int[]> all = split(lists, worst + 1);
        int lastPiece = pieceOf(all, lists, lastPath);
        List<int[]> second = all.subList(0, lastPiece + 1);
        List<List<CostSearch.Kept.Entry>> found = new ArrayList<>(second.size());
        for (int i = 0; i < second.size(); i++) {
            found.add(null);
        }
        runAll(second, (worker, i) -> found.set(i, tiesOf(worker, second.get(i), worst, atWorst,
                i == lastPiece ? lastPath : null)));
        if (stopped != null) {
            return answer(lists, kept.sorted());
        }
        List<CostSearch.Kept.Entry> taken = new ArrayList<>(placed.cheaper);
        for (List<CostSearch.Kept.Entry> here : found) {
            for (CostSearch.Kept.Entry e : here) {
                if (taken.size() < k) {
                    taken.add(e);
                }
            }
        }
        return answer(lists, taken);
    }

    /** The index of the piece whose options begin the path (nodes from the root). */
    private static int pieceOf(List<int[]> pieces, CostLists lists, int[] path) {
        for (int i = 0; i < pieces.size(); i++) {
            int[] piece = pieces.get(i);
            boolean starts = piece.length <= path.length;
            for (int j = 0; starts && j < piece.length; j++) {
                starts = lists.option(path[j]) == piece[j];
            }
            if (starts) {
                return i;
            }
        }
        throw new IllegalStateException("no piece holds a solution of the first pass");
    }

    /**
     * A piece of the second pass: its first {@code atWorst} solutions of cost {@code worst}, in its walk's
     * order; a walk that ends after {@code stop} (the path of the last solution wanted overall) when the
     * piece holds it.
     */
    private List<CostSearch.Kept.Entry> tiesOf(CostLists lists, int[] piece, long worst, int atWorst, int[] stop) {
        List<CostSearch.Kept.Entry> mine = new ArrayList<>();
        Walk walk = new Walk(lists, false);
        CostEngine engine = walk.engine;
        engine.cutAt(worst + 1);
        if (!engine.applyPrefix(piece)) {
            totals.pieceDone();
            return mine;
        }
        if (stop != null) {
            engine.stopAfter(java.util.Arrays.copyOfRange(stop, piece.length, stop.length));
        }
        int r;
        while ((r = engine.step()) == SearchLoop.SOLUTION) {
            totals.solution();
            if (engine.solutionCost() == worst && mine.size() < atWorst) {
                mine.add(new CostSearch.Kept.Entry(worst, mine.size(), engine.solutionOptions()));
                if (mine.size() == atWorst) {
                    engine.pruneCut = 0; // all this piece can give: back out
                }
            }
        }
        if (stop != null && r == SearchLoop.END) {
            // Ended at the stop path, standing inside the piece: the last piece, so that these lists are
            // not used again.
            walk.flush();
            totals.addProfile(engine.state().profile);
            totals.pieceDone();
            return mine;
        }
        finish(walk, r);
        return mine;
    }


    private void firstPassPiece(CostLists lists, int[] piece, long order, CostSearch.Kept kept) {
        Walk walk = new Walk(lists, true);
        CostEngine engine = walk.engine;
        engine.cutAt(sharedCut);
        if (!engine.applyPrefix(piece)) {
            totals.pieceDone();
            return;
        }
        int r;
        long seq = order;
        while ((r = engine.step()) == SearchLoop.SOLUTION) {
            long c = engine.solutionCost();
            int[] options = engine.solutionOptions();
            synchronized (kept) {
                kept.add(c, seq++, options);
                if (kept.full()) {
                    sharedCut = kept.worst();
                }
            }
            engine.lowerCut(sharedCut);
            if (totals.solution() >= settings.solutionLimit()) {
                stop(SearchOutcome.SOLUTION_LIMIT);
                break;
            }
        }
        finish(walk, r);
    }

    /** After a piece's walk: its work counted, its prefix removed, or the run halted if it stopped early. */
    private void finish(Walk walk, int r) {
        walk.flush();
        totals.addProfile(walk.engine.state().profile);
        if (r == SearchLoop.END) {
            walk.engine.removePrefix();
        } else if (r == SearchLoop.STOPPED) {
            SearchOutcome why = walk.engine.state().outcome;
            stop(why == null ? SearchOutcome.CANCELLED : why);
        }
        totals.pieceDone();
    }

    private void stop(SearchOutcome why) {
        synchronized (this) {
            if (stopped == null) {
                stopped = why;
            }
        }
        halt.set(true);
    }

    /**
     * A walk for a worker: the settings' deadline and cancellation on its own control; the budgets and
     * progress on the run's totals, which each walk adds to at its checks.
     */
    private final class Walk implements SearchControl.Donation {
        final CostEngine engine;
        private final boolean shareCut;
        private long nodesSeen;
        private long updatesSeen;
        private long cleansingsSeen;

        Walk(CostLists lists, boolean shareCut) {
            this.shareCut = shareCut;
            SearchSettings.Builder b = SearchSettings.builder().clock(settings.clock());
            if (settings.timeout() != null) {
                b.timeout(settings.timeout());
            }
            if (settings.cancelFlag() != null) {
                b.cancelFlag(settings.cancelFlag());
            }
            engine = new CostEngine(lists, new SearchControl(b.build(), halt, start, false, this, false), bound);
        }

        @Override
        public boolean offer(SearchEngine e) {
            flush();
            if (shareCut) {
                engine.lowerCut(sharedCut);
            }
            totals.progressDue(settings, start);
            if (totals.nodes() >= settings.nodeBudget()) {
                stop(SearchOutcome.NODE_BUDGET);
                return true;
            }
            if (totals.updates() >= settings.updateBudget()) {
                stop(SearchOutcome.UPDATE_BUDGET);
                return true;
            }
            return false;
        }

        /** Adds the work done since the last flush to the run's totals. */
        void flush() {
            SearchState st = engine.state();
            long c = st.cleansings();
            totals.add(st.nodes - nodesSeen, st.updates - updatesSeen, c - cleansingsSeen);
            nodesSeen = st.nodes;
            updatesSeen = st.updates;
            cleansingsSeen = c;
        }
    }

    /** The top of the tree cut where there are enough pieces for the pool, in the walk's order. */
    private List<int[]> split(CostLists lists, long cut) {
        int want = Math.max(2, pool.getParallelism()) * PIECES_PER_WORKER;
        Walk walk = new Walk(lists, false);
        SearchControl control = walk.engine.control();
        List<int[]> pieces = CostSearch.pieces(lists, cut, want, bound, control,
                st -> totals.add(st.nodes, st.updates, st.cleansings()));
        if (pieces == null) {
            stop(control.pastDeadline(control.now()) ? SearchOutcome.DEADLINE : SearchOutcome.CANCELLED);
            return List.of();
        }
        return pieces;
    }

    private interface PieceWork {
        void run(CostLists lists, int piece);
    }

    /** Runs the pieces on the pool, each worker on lists of its own, taking the next piece in turn. */
    private void runAll(List<int[]> pieces, PieceWork work) {
        if (stopped != null || pieces.isEmpty()) {
            return;
        }
        totals.startPass(pieces.size());
        AtomicInteger next = new AtomicInteger();
        int workers = Math.min(pieces.size(), Math.max(1, pool.getParallelism()));
        List<Future<?>> running = new ArrayList<>(workers);
        for (int w = 0; w < workers; w++) {
            running.add(pool.submit(() -> {
                CostLists lists = CostLists.of(problem, settings.plainLinks());
                int i;
                while (!halt.get() && (i = next.getAndIncrement()) < pieces.size()) {
                    work.run(lists, i);
                    if (halt.get()) {
                        break; // these lists may stand mid-walk: not used again
                    }
                }
            }));
        }
        for (Future<?> f : running) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop(SearchOutcome.CANCELLED);
            } catch (ExecutionException e) {
                stop(SearchOutcome.CANCELLED);
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException) {
                    throw (RuntimeException) cause;
                }
                throw new IllegalStateException(cause);
            }
        }
    }

    private BestSolutions answer(CostLists lists, List<CostSearch.Kept.Entry> entries) {
        List<CostedSolution> list = CostSearch.costed(problem, lists, entries);
        SearchOutcome outcome = stopped == null ? SearchOutcome.COMPLETED : stopped;
        SearchStatistics stats = totals.statistics();
        if (outcome == SearchOutcome.COMPLETED && settings.progressListener() != null) {
            settings.progressListener().progress(new SearchProgress(stats, 1.0,
                    settings.clock().getAsLong() - start));
        }
        return new BestSolutions(list, new SearchResult(outcome, stats));
    }
}
