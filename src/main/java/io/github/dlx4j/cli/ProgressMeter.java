/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.ProgressListener;
import io.github.dlx4j.SearchProgress;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

/**
 * A live progress line on standard error, rewritten in place ({@code \r}) a few times a second while a
 * search runs, and erased when it ends.
 *
 * <p>It is the search's own {@link ProgressListener}: the core calls it from the searching thread (or from
 * a worker of a parallel search) every {@link #INTERVAL}, with the statistics so far and Knuth's estimate of
 * the fraction of the tree explored, and the meter draws solutions, nodes per second and that estimate. It
 * shows nothing during the first {@link #FIRST_DELAY}, so short runs print nothing. Calls are serialized,
 * so it may be called from several threads.
 */
final class ProgressMeter implements ProgressListener, AutoCloseable {

    /** The time between reports the meter asks the search for. */
    static final Duration INTERVAL = Duration.ofMillis(250);

    /** The time before the line first appears. */
    static final Duration FIRST_DELAY = Duration.ofSeconds(1);

    private final PrintStream err;
    private final long firstDelayNanos;
    private int shownWidth;
    private boolean closed;

    /**
     * Creates a meter that draws on {@code err}, first for a report at least {@code firstDelay} into the
     * search.
     */
    ProgressMeter(PrintStream err, Duration firstDelay) {
        this.err = err;
        this.firstDelayNanos = firstDelay.toNanos();
    }

    @Override
    public synchronized void progress(SearchProgress progress) {
        if (closed || progress.elapsedNanos() < firstDelayNanos) {
            return;
        }
        String line = render(progress);
        int pad = Math.max(0, shownWidth - line.length());
        err.print("\r" + line + " ".repeat(pad));
        err.flush();
        shownWidth = line.length();
    }

    /** Returns the text of the progress line. */
    static String render(SearchProgress p) {
        long solutions = p.statistics().solutions();
        double f = p.fractionDone() * 100;
        String done = f >= 0.1 || f == 0 ? String.format(Locale.ROOT, "%.1f%%", f)
                : String.format(Locale.ROOT, "%.2g%%", f);
        return String.format(Locale.ROOT, "%.1f s: %d solution%s, %s nodes (%s/s), about %s done",
                p.elapsedNanos() / 1e9, solutions, solutions == 1 ? "" : "s", number(p.statistics().nodes()),
                number(p.nodesPerSecond()), done);
    }

    /** Returns a count in a short form: exact below 100,000, otherwise with three significant digits. */
    static String number(double v) {
        return v < 1e5 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    /** Stops the meter and erases its line, so that what follows on standard error starts clean. */
    @Override
    public synchronized void close() {
        closed = true;
        if (shownWidth > 0) {
            err.print("\r" + " ".repeat(shownWidth) + "\r");
            err.flush();
            shownWidth = 0;
        }
    }
}
