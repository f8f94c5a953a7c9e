/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Builds a {@link SolutionDiagram} on several threads, the same diagram as the sequential build.
 *
 * <p>A walk of the top levels makes a piece of each node at a fixed depth whose state is new to it (a state
 * met again there is the same piece), deep enough for eight pieces per worker. Workers take the pieces in
 * order and build each one's diagram on their own links, with their own memo and nodes, kept from piece to
 * piece. The top's diagram and the pieces' are then made one, equal nodes as one node, and numbered in the
 * order a sequential build makes them ({@link DiagramNodes#renumbered}). Each state's diagram is the same
 * whoever builds it, so the result is the sequential diagram, node for node.
 */
final class DiagramParallel {

    /** Pieces per worker that the top's depth aims at. */
    static final int PIECES_PER_WORKER = 8;
    /** The deepest top. */
    static final int MAX_DEPTH = 12;

    private DiagramParallel() {
    }

    static SolutionDiagram build(ExactCoverProblem problem, ForkJoinPool pool, SearchSettings settings,
            int maxNodes) {
        int workers = pool.getParallelism();
        long start = settings.clock().getAsLong();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        AtomicInteger done = new AtomicInteger();
        AtomicLongArray workerNodes = new AtomicLongArray(workers + 1);
        int[] pieceCount = new int[1];
        ProgressListener user = settings.progressListener();
        // Each worker reports its own nodes; the listener hears the sum, and the share of pieces built.
        java.util.function.IntFunction<SearchSettings> settingsOf = w -> {
            if (user == null) {
                return settings;
            }
            ProgressListener sum = p -> {
                workerNodes.set(w, p.statistics().nodes());
                long nodes = 0;
                for (int i = 0; i <= workers; i++) {
                    nodes += workerNodes.get(i);
                }
                double f = pieceCount[0] == 0 ? 0 : (double) done.get() / pieceCount[0];
                synchronized (user) {
                    user.progress(new SearchProgress(SearchStatistics.of(0, nodes, 0),
                            Math.min(f, Math.nextDown(1.0)), p.elapsedNanos()));
                }
            };
            SearchSettings.Builder b = settings.toBuilder();
            return (settings.progressInterval() != null ? b.progress(sum, settings.progressInterval())
                    : b.progress(sum, settings.progressEveryNodes())).build();
        };
        DiagramBuilder top = null;
        int topRoot = 0;
        int before = -1;
        for (int d = 1; d <= MAX_DEPTH; d++) {
            top = new DiagramBuilder(problem, new SearchControl(settingsOf.apply(workers), stop, start), maxNodes);
            top.leafLevel = d;
            topRoot = top.build();
            int n = top.pieces.size();
            if (n >= PIECES_PER_WORKER * workers || n == 0 || n == before) {
                break;
            }
            before = n;
        }
        List<int[]> pieces = top.pieces;
        int n = pieces.size();
        pieceCount[0] = n;
        int[] pieceRoot = new int[n];
        int[] pieceWorker = new int[n];
        DiagramBuilder[] builders = new DiagramBuilder[workers];
        AtomicInteger next = new AtomicInteger();
        List<Future<?>> tasks = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            int me = w;
            tasks.add(pool.submit(() -> {
                try {
                    DiagramBuilder b = null;
                    for (int p; !stop.get() && (p = next.getAndIncrement()) < n; ) {
                        if (b == null) {
                            b = new DiagramBuilder(problem, new SearchControl(settingsOf.apply(me), stop, start),
                                    maxNodes);
                            builders[me] = b;
                        }
                        b.applyPrefix(pieces.get(p));
                        pieceRoot[p] = b.build();
                        pieceWorker[p] = me;
                        b.removePrefix();
                        done.incrementAndGet();
                    }
                } catch (RuntimeException e) {
                    if (stop.compareAndSet(false, true)) {
                        failure.set(e); // the first: the others stop because of it
                    }
                }
            }));
        }
        for (Future<?> t : tasks) {
            try {
                t.get();
            } catch (InterruptedException e) {
                stop.set(true);
                Thread.currentThread().interrupt();
                throw new SearchEndedException(new SearchResult(SearchOutcome.CANCELLED, top.statistics()));
            } catch (ExecutionException e) {
                throw new IllegalStateException("a worker failed", e.getCause());
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        // One diagram: the workers' nodes, the pieces' roots, then the top's nodes over them.
        DiagramNodes all = new DiagramNodes(maxNodes);
        int[][] maps = new int[workers][];
        SearchStatistics stats = top.statistics();
        long hits = top.hits;
        for (int w = 0; w < workers; w++) {
            DiagramBuilder b = builders[w];
            if (b == null) {
                continue;
            }
            DiagramNodes s = b.store;
            int[] map = new int[s.size];
            map[SolutionDiagram.TOP] = SolutionDiagram.TOP;
            for (int z = 2; z < s.size; z++) {
                map[z] = all.node(s.opt[z], map[s.lo[z]], map[s.hi[z]]);
            }
            maps[w] = map;
            stats = stats.plus(b.statistics());
            hits += b.hits;
        }
        int[] pieceNode = new int[n];
        for (int p = 0; p < n; p++) {
            pieceNode[p] = pieceRoot[p] <= SolutionDiagram.TOP ? pieceRoot[p] : maps[pieceWorker[p]][pieceRoot[p]];
        }
        DiagramNodes t = top.store;
        int[] topMap = new int[t.size];
        topMap[SolutionDiagram.TOP] = SolutionDiagram.TOP;
        for (int z = 2; z < t.size; z++) {
            int l = resolve(t.lo[z], topMap, pieceNode);
            int h = resolve(t.hi[z], topMap, pieceNode);
            topMap[z] = h == SolutionDiagram.BOTTOM ? l : all.node(t.opt[z], l, h);
        }
        DiagramNodes canonical = all.renumbered(resolve(topRoot, topMap, pieceNode));
        return SolutionDiagram.of(problem, canonical, stats, hits);
    }

    private static int resolve(int z, int[] topMap, int[] pieceNode) {
        return z < 0 ? pieceNode[-z - 1] : topMap[z];
    }
}
