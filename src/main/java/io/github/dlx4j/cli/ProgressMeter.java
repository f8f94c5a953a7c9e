/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A live progress line on standard error, rewritten in place ({@code \r}) by a daemon thread a few times a
 * second while a search runs, and erased when it ends.
 *
 * <p>The search thread only stores its solution count in a volatile field ({@link #solutions(long)}); the
 * meter's thread reads it on its own schedule, so the search is never slowed down by the display and never
 * waits for it. The core reports no node count while it searches, so the line shows solutions and their
 * rate; a progress callback in the core (with Knuth's estimate of the fraction done) would let it show nodes
 * per second and an estimate.
 */
final class ProgressMeter implements AutoCloseable {

    /** A meter that shows nothing. */
    static final ProgressMeter OFF = new ProgressMeter();

    private final PrintStream err;
    private final long firstDelayMillis;
    private final long intervalMillis;
    private final long start;
    private final Thread thread;
    private volatile long solutions;
    private volatile boolean closed;
    private int shownWidth; // written by the meter's thread; read by close() after joining it

    private ProgressMeter() {
        this.err = null;
        this.firstDelayMillis = 0;
        this.intervalMillis = 0;
        this.start = 0;
        this.thread = null;
    }

    private ProgressMeter(PrintStream err, long firstDelayMillis, long intervalMillis) {
        this.err = err;
        this.firstDelayMillis = firstDelayMillis;
        this.intervalMillis = intervalMillis;
        this.start = System.nanoTime();
        this.thread = new Thread(this::loop, "dlx4j-progress");
        thread.setDaemon(true);
    }

    /**
     * Starts a meter that first shows itself after {@code firstDelayMillis} (so that short runs show
     * nothing) and then every {@code intervalMillis}.
     */
    static ProgressMeter start(PrintStream err, long firstDelayMillis, long intervalMillis) {
        ProgressMeter m = new ProgressMeter(err, firstDelayMillis, intervalMillis);
        m.thread.start();
        return m;
    }

    /** Records the number of solutions found so far. Called by the search thread; a volatile store. */
    void solutions(long count) {
        solutions = count;
    }

    private void loop() {
        try {
            Thread.sleep(firstDelayMillis);
            while (!closed) {
                String line = render(solutions, System.nanoTime() - start);
                int pad = Math.max(0, shownWidth - line.length());
                err.print("\r" + line + " ".repeat(pad));
                err.flush();
                shownWidth = line.length();
                Thread.sleep(intervalMillis);
            }
        } catch (InterruptedException e) {
            // closed: end quietly
        }
    }

    /** Returns the text of the progress line. */
    static String render(long solutions, long elapsedNanos) {
        double seconds = elapsedNanos / 1e9;
        double rate = seconds > 0 ? solutions / seconds : 0;
        return String.format(Locale.ROOT, "%.1f s: %d solution%s (%s/s)", seconds, solutions,
                solutions == 1 ? "" : "s", rate < 1e4 ? String.format(Locale.ROOT, "%.1f", rate)
                        : String.format(Locale.ROOT, "%.3g", rate));
    }

    /** Stops the meter and erases its line, so that what follows on standard error starts clean. */
    @Override
    public void close() {
        if (thread == null) {
            return;
        }
        closed = true;
        thread.interrupt();
        try {
            thread.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!thread.isAlive() && shownWidth > 0) {
            err.print("\r" + " ".repeat(shownWidth) + "\r");
            err.flush();
        }
    }
}
