/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The work of a parallel minimum-cost search ({@link CostParallel}), added to by its walks at their checks
 * and when they end; progress reported from the totals, the fraction done from the pieces done.
 */
final class CostTotals {

    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong updates = new AtomicLong();
    private final AtomicLong cleansings = new AtomicLong();
    private final AtomicLong solutions = new AtomicLong();
    private long[] profile = new long[0];
    private int passes;
    private volatile int pieces;
    private final AtomicLong piecesDone = new AtomicLong();
    private long nextReportNodes;
    private long nextReportTime;

    void add(long n, long u, long c) {
        nodes.addAndGet(n);
        updates.addAndGet(u);
        cleansings.addAndGet(c);
    }

    long nodes() {
        return nodes.get();
    }

    long updates() {
        return updates.get();
    }

    /** Counts a solution met; returns how many have been met. */
    long solution() {
        return solutions.incrementAndGet();
    }

    synchronized void addProfile(long[] levels) {
        int deepest = levels.length;
        while (deepest > 0 && levels[deepest - 1] == 0) {
            deepest--;
        }
        if (profile.length < deepest) {
            profile = java.util.Arrays.copyOf(profile, deepest);
        }
        for (int l = 0; l < deepest; l++) {
            profile[l] += levels[l];
        }
    }

    /** A pass of {@code count} pieces begins: the first pass's fraction runs to 1/2, the second's to 1. */
    synchronized void startPass(int count) {
        passes++;
        pieces = count;
        piecesDone.set(0);
    }

    void pieceDone() {
        piecesDone.incrementAndGet();
    }

    private double fractionDone() {
        double inPass = pieces == 0 ? 0 : (double) piecesDone.get() / pieces;
        double f = passes <= 1 ? inPass / 2 : 0.5 + inPass / 2;
        return Math.min(f, Math.nextDown(1.0));
    }

    synchronized SearchStatistics statistics() {
        return SearchStatistics.owning(solutions.get(), nodes.get(), updates.get(), cleansings.get(),
                profile.clone());
    }

    /** Reports progress to the settings' listener when it is due, by nodes or by time. */
    void progressDue(SearchSettings settings, long start) {
        ProgressListener listener = settings.progressListener();
        if (listener == null) {
            return;
        }
        SearchProgress report;
        synchronized (this) {
            long n = nodes.get();
            long now = settings.clock().getAsLong();
            boolean due;
            if (settings.progressInterval() != null) {
                long every = settings.progressInterval().toNanos();
                if (nextReportTime == 0) {
                    nextReportTime = SearchControl.saturatedAdd(start, every);
                }
                due = now - nextReportTime >= 0;
                if (due) {
                    nextReportTime = SearchControl.saturatedAdd(now, every);
                }
            } else {
                long every = settings.progressEveryNodes();
                if (nextReportNodes == 0) {
                    nextReportNodes = every;
                }
                due = n >= nextReportNodes;
                if (due) {
                    nextReportNodes = SearchControl.saturatedAdd(n - n % every, every);
                }
            }
            if (!due) {
                return;
            }
            report = new SearchProgress(statistics(), fractionDone(), now - start);
        }
        listener.progress(report);
    }
}
