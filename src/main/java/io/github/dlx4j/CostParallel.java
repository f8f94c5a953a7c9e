/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Comparator;
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
 * each on its own links. In the first pass the workers share the k best found so far, and with them the
 * cutoff, so that each cuts off with what all have found. Its answer, the k-th cost and how many cost
 * less, is the same however the work fell. The second pass walks the tree that the fixed cutoff shapes,
 * the same tree as the sequential pass: each piece keeps what the sequential pass would keep from it, and
 * the pieces are merged in order. The answer is therefore the sequential one.
 */
final class CostParallel {

    /** Pieces wanted per worker, so that the last ones to finish are short. */
    private static final int PIECES_PER_WORKER = 16;
    /** The deepest level the top is cut at. */
    private static final int MAX_DEPTH = 12;

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

    /** One entry of the top of the tree: a piece to search below its path, or a solution met above. */
    private record Piece(int[] path, boolean solution, long cost) {
    }

    BestSolutions best(int k) {
        CostLinks links = new CostLinks(problem);
        CostSearch.Kept kept = new CostSearch.Kept(k);
        // First pass: any tree will do; the split's is the one the cutoff has before anything is found.
        List<Piece> pieces = split(links, Long.MAX_VALUE);
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            if (p.solution) {
                kept.add(p.cost, (long) i << 32, options(links, p.path));
            }
        }
        runAll(pieces, (worker, i) -> firstPassPiece(worker, pieces.get(i), (long) i << 32, kept));
        if (stopped != null) {
            return answer(links, kept.sorted());
        }
        if (!kept.full() || links.primaries == 0) {
            // Fewer than k: the cutoff never moved, so every piece was walked in the sequential pass's tree;
            // each solution's order (its piece, then its place in the piece) is its place in that walk.
            return answer(links, kept.sorted());
        }
        return secondPass(links, k, kept.worst(), kept.cheaperThanWorst());
    }

    /**
     * The second pass (see {@link CostSearch}): the cutoff fixed at {@code worst + 1}; each piece keeps its
     * solutions below {@code worst} and its first {@code k - cheaper} at it; merged in the pieces' order.
     */
    private BestSolutions secondPass(CostLinks links, int k, long worst, int cheaper) {
        List<Piece> pieces = split(links, worst + 1);
        List<List<CostSearch.Kept.Entry>> found = new ArrayList<>(pieces.size());
        for (int i = 0; i < pieces.size(); i++) {
            found.add(null);
        }
        int atWorst = k - cheaper;
        runAll(pieces, (worker, i) -> found.set(i, secondPassPiece(worker, pieces.get(i), worst, atWorst)));
        if (stopped != null) {
            return answer(links, List.of());
        }
        List<CostSearch.Kept.Entry> taken = new ArrayList<>(k);
        int boundary = 0;
        long seq = 0;
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            List<CostSearch.Kept.Entry> here = p.solution
                    ? List.of(new CostSearch.Kept.Entry(p.cost, 0, options(links, p.path)))
                    : found.get(i);
            for (CostSearch.Kept.Entry e : here) {
                if (e.cost() < worst || (e.cost() == worst && boundary < atWorst)) {
                    boundary += e.cost() == worst ? 1 : 0;
                    taken.add(new CostSearch.Kept.Entry(e.cost(), seq++, e.options()));
                }
            }
        }
        taken.sort(Comparator.comparingLong(CostSearch.Kept.Entry::cost));
        return answer(links, taken);
    }

    private void firstPassPiece(CostLinks links, Piece piece, long order, CostSearch.Kept kept) {
        if (piece.solution) {
            return;
        }
        Walk walk = new Walk(links, true);
        CostEngine engine = walk.engine;
        engine.cutAt(sharedCut);
        engine.applyPrefix(piece.path);
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

    private List<CostSearch.Kept.Entry> secondPassPiece(CostLinks links, Piece piece, long worst, int atWorst) {
        List<CostSearch.Kept.Entry> mine = new ArrayList<>();
        if (piece.solution) {
            return mine;
        }
        Walk walk = new Walk(links, false);
        CostEngine engine = walk.engine;
        engine.cutAt(worst + 1);
        engine.applyPrefix(piece.path);
        int left = atWorst;
        int r;
        while ((r = engine.step()) == SearchLoop.SOLUTION) {
            totals.solution();
            long c = engine.solutionCost();
            if (c < worst || (c == worst && left > 0)) {
                mine.add(new CostSearch.Kept.Entry(c, mine.size(), engine.solutionOptions()));
                if (c == worst && --left == 0) {
                    engine.pruneCut = worst;
                }
            }
        }
        finish(walk, r);
        return mine;
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

        Walk(CostLinks links, boolean shareCut) {
            this.shareCut = shareCut;
            SearchSettings.Builder b = SearchSettings.builder().clock(settings.clock());
            if (settings.timeout() != null) {
                b.timeout(settings.timeout());
            }
            if (settings.cancelFlag() != null) {
                b.cancelFlag(settings.cancelFlag());
            }
            engine = new CostEngine(links, new SearchControl(b.build(), halt, start, false, this, false), bound);
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
    private List<Piece> split(CostLinks links, long cut) {
        int want = Math.max(2, pool.getParallelism()) * PIECES_PER_WORKER;
        List<Piece> pieces = List.of();
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            List<Piece> at = splitAt(links, cut, depth);
            if (at == null) {
                return pieces; // stopped
            }
            pieces = at;
            boolean deeper = false;
            for (Piece p : at) {
                deeper |= !p.solution;
            }
            if (at.size() >= want || !deeper) {
                break;
            }
        }
        return pieces;
    }

    private List<Piece> splitAt(CostLinks links, long cut, int depth) {
        Walk walk = new Walk(links, false);
        CostEngine engine = walk.engine;
        engine.cutAt(cut);
        engine.leafLevel = depth;
        List<Piece> pieces = new ArrayList<>();
        int r;
        while ((r = engine.step()) == SearchLoop.SOLUTION || r == CostEngine.PIECE) {
            if (r == SearchLoop.SOLUTION) {
                pieces.add(new Piece(engine.pathNodes(), true, engine.solutionCost()));
            } else {
                pieces.add(new Piece(engine.pathNodes(), false, engine.pathCost()));
            }
        }
        walk.flush();
        if (r == SearchLoop.STOPPED) {
            SearchOutcome why = engine.state().outcome;
            stop(why == null ? SearchOutcome.CANCELLED : why);
            return null;
        }
        return pieces;
    }

    private static int[] options(CostLinks links, int[] path) {
        int[] options = new int[path.length];
        for (int j = 0; j < path.length; j++) {
            options[j] = links.optionOf(path[j]);
        }
        return options;
    }

    private interface PieceWork {
        void run(CostLinks links, int piece);
    }

    /** Runs the pieces on the pool, each worker on links of its own, taking the next piece in turn. */
    private void runAll(List<Piece> pieces, PieceWork work) {
        if (stopped != null || pieces.isEmpty()) {
            return;
        }
        totals.startPass(pieces.size());
        AtomicInteger next = new AtomicInteger();
        int workers = Math.min(pieces.size(), Math.max(1, pool.getParallelism()));
        List<Future<?>> running = new ArrayList<>(workers);
        for (int w = 0; w < workers; w++) {
            running.add(pool.submit(() -> {
                CostLinks links = new CostLinks(problem);
                int i;
                while (!halt.get() && (i = next.getAndIncrement()) < pieces.size()) {
                    work.run(links, i);
                    if (halt.get()) {
                        break; // these links may stand mid-walk: not used again
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

    private BestSolutions answer(CostLinks links, List<CostSearch.Kept.Entry> entries) {
        List<CostedSolution> list = new ArrayList<>(entries.size());
        for (CostSearch.Kept.Entry e : entries) {
            list.add(new CostedSolution(new FrozenSolution(problem, e.options()), links.totalTax + e.cost()));
        }
        SearchOutcome outcome = stopped == null ? SearchOutcome.COMPLETED : stopped;
        SearchStatistics stats = totals.statistics();
        if (outcome == SearchOutcome.COMPLETED && settings.progressListener() != null) {
            settings.progressListener().progress(new SearchProgress(stats, 1.0,
                    settings.clock().getAsLong() - start));
        }
        return new BestSolutions(list, new SearchResult(outcome, stats));
    }
}
