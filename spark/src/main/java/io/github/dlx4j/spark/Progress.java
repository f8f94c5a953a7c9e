/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Reports a run's progress as it goes: subproblems done out of the total, solutions so far, the time taken
 * and an estimate of the time left. Each subproblem this run searches has a weight, Knuth's estimate of its
 * nodes; the time left is the time taken so far times the weight left over the weight done. (The estimates
 * of lopsided trees such as pentomino tilings are rough, so the time left is too.) A line goes to the sink
 * at most once per interval, and always when the last subproblem is done.
 */
final class Progress {

    private final int total;
    private final int skipped;
    private final long intervalNanos;
    private final Consumer<String> sink;
    private final LongSupplier clock;
    private final long start;
    private final ExactSum solutions = new ExactSum();
    private final double weight;
    private double weightDone;
    private int done;
    private long lastReport;

    /**
     * Starts the report of a run.
     *
     * @param total the subproblems of the whole split
     * @param skipped those finished by an earlier run, counted as done
     * @param skippedSolutions their solutions
     * @param weight the sum of the weights of the subproblems this run searches
     * @param intervalNanos the least time between two lines
     * @param sink receives each line
     * @param clock {@link System#nanoTime()} or a test's clock
     */
    Progress(int total, int skipped, ExactSum skippedSolutions, double weight, long intervalNanos,
            Consumer<String> sink, LongSupplier clock) {
        this.total = total;
        this.skipped = skipped;
        this.weight = weight;
        this.intervalNanos = intervalNanos;
        this.sink = sink;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.lastReport = start;
        this.done = skipped;
        this.solutions.add(skippedSolutions);
    }

    /** Counts a finished subproblem of the given weight and reports when a line is due. */
    synchronized void finished(SubproblemResult r, double rWeight) {
        done++;
        weightDone += rWeight;
        solutions.add(r.solutions());
        long now = clock.getAsLong();
        if (done == total || now - lastReport >= intervalNanos) {
            lastReport = now;
            sink.accept(line(now));
        }
    }

    /** Returns the current line. */
    synchronized String line() {
        return line(clock.getAsLong());
    }

    private String line(long now) {
        long elapsed = now - start;
        String eta;
        if (done == total) {
            eta = "finished";
        } else if (weightDone <= 0) {
            eta = "ETA unknown";
        } else {
            eta = "ETA " + duration((long) (elapsed * Math.max(0, weight - weightDone) / weightDone));
        }
        return String.format(Locale.ROOT, "%d/%d subproblems done (%.1f%%), %s solutions so far, %s elapsed, %s",
                done, total, total == 0 ? 100.0 : 100.0 * done / total, solutions, duration(elapsed), eta);
    }

    /** Formats nanoseconds as {@code 1h02m03s}, {@code 2m03s} or {@code 3.4s}. */
    static String duration(long nanos) {
        double s = nanos / 1e9;
        if (s < 60) {
            return String.format(Locale.ROOT, "%.1fs", s);
        }
        long t = Math.round(s);
        if (t < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", t / 60, t % 60);
        }
        return String.format(Locale.ROOT, "%dh%02dm%02ds", t / 3600, t % 3600 / 60, t % 60);
    }
}
