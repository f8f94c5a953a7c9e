/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchEstimate;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ForkJoinPool;

/**
 * {@code --estimate}: prints Knuth's Monte Carlo estimate of the search tree ({@link DancingLinks#estimate})
 * instead of searching, and a rough time from a short trial search that measures nodes per second.
 *
 * <p>The trial runs the real search (with the same number of threads) for {@link #TRIAL}; the estimated
 * time is the estimated nodes divided by the trial's rate. Nodes near the root cost more than nodes near
 * the leaves, and the estimate itself is heavy-tailed, so the time is a rough guide, not a promise. When
 * the trial finishes the whole search, the report says so and gives the exact counts.
 */
final class EstimateReport {

    /** How long the trial search runs to measure the speed. */
    static final Duration TRIAL = Duration.ofMillis(200);

    private final DancingLinks dl;
    private final int probes;
    private final long seed;
    private final int threads;
    private final Io io;
    private final String command;

    private final Deadline deadline;
    /** Whether the probes and the trial branch on sharp items first ({@code --sharp}). */
    private final boolean sharp;

    EstimateReport(String command, DancingLinks dl, int probes, long seed, int threads, Deadline deadline, Io io,
            boolean sharp) {
        this.sharp = sharp;
        this.deadline = deadline;
        this.dl = dl;
        this.probes = probes;
        this.seed = seed;
        this.threads = threads;
        this.io = io;
        this.command = command;
    }

    /** Estimates, runs the trial, prints the report and returns the exit code. */
    int print(Output output) throws CliException {
        // The probes stop at --timeout and Ctrl-C like a search: what was measured is reported, then how it
        // stopped, with the search's exit codes.
        SearchSettings.Builder controls = SearchSettings.builder().cancelFlag(io.cancel()).sharpPreference(sharp);
        if (deadline.isSet()) {
            controls.timeout(deadline.left());
        }
        SearchEstimate e;
        try {
            e = dl.estimate(probes, seed, controls.build());
        } catch (io.github.dlx4j.SearchEndedException ended) {
            return stopped(ended.result().outcome(), 0);
        }
        if (e.probes() < probes) {
            write(output, e, null, 0);
            return stopped(io.cancel().get() || Thread.currentThread().isInterrupted() ? SearchOutcome.CANCELLED
                    : SearchOutcome.DEADLINE, e.probes());
        }
        if (deadline.passed()) {
            write(output, e, null, 0); // no time left for the trial search
            return stopped(SearchOutcome.DEADLINE, e.probes());
        }
        Duration left = deadline.left();
        Duration trialTime = left != null && left.compareTo(TRIAL) < 0 ? left : TRIAL;
        SearchSettings trial = SearchSettings.builder().timeout(trialTime).cancelFlag(io.cancel())
                .sharpPreference(sharp).build();
        long t0 = System.nanoTime();
        SearchResult r;
        if (threads == 1) {
            r = dl.search(trial, s -> Decision.CONTINUE);
        } else {
            ForkJoinPool pool = new ForkJoinPool(threads);
            try {
                r = dl.parallelSearch(pool, trial, null);
            } finally {
                pool.shutdownNow();
            }
        }
        long nanos = Math.max(1, System.nanoTime() - t0);
        write(output, e, r, nanos);
        if (r.outcome() == SearchOutcome.CANCELLED) {
            io.err().println("dlx4j " + command + ": stopped: interrupted");
            return SearchRunner.EXIT_INTERRUPTED;
        }
        return 0;
    }

    /** Prints how the estimate stopped on standard error; returns the exit code. */
    private int stopped(SearchOutcome why, int made) {
        io.err().println("dlx4j " + command + ": stopped: " + (why == SearchOutcome.CANCELLED ? "interrupted"
                : deadline.timedOut()) + " after " + made + " of " + probes
                + " probes" + (made > 0 ? " (the estimate above is from those)" : ""));
        return why == SearchOutcome.CANCELLED ? SearchRunner.EXIT_INTERRUPTED : SearchRunner.EXIT_TIMEOUT;
    }

    /** Writes the estimate and, after a trial search ({@code r} not null), the time it predicts. */
    private void write(Output output, SearchEstimate e, SearchResult r, long nanos) throws CliException {
        StringBuilder sb = new StringBuilder();
        sb.append("nodes:     about ").append(estimate(e.nodes(), e.nodesError())).append('\n');
        sb.append("solutions: about ").append(estimate(e.solutions(), e.solutionsError())).append('\n');
        sb.append("updates:   about ").append(estimate(e.updates(), e.updatesError())).append('\n');
        if (r != null && r.outcome() == SearchOutcome.COMPLETED) {
            sb.append(String.format(Locale.ROOT, "time:      %.3f s (the trial search finished: exactly %d"
                    + " solution%s, %d nodes, %d updates)\n", nanos / 1e9, r.solutions(), r.solutions() == 1 ? "" : "s",
                    r.statistics().nodes(), r.statistics().updates()));
        } else if (r != null && r.outcome() == SearchOutcome.DEADLINE) {
            double rate = r.statistics().nodes() * 1e9 / nanos;
            sb.append("time:      about ").append(duration(e.nodes() / Math.max(rate, 1e-9)))
                    .append(String.format(Locale.ROOT, " (at %s nodes/s, measured in a %s trial search on %d"
                            + " thread%s)", ProgressMeter.number(rate), SearchRunner.seconds(nanos), threads,
                            threads == 1 ? "" : "s")).append('\n');
        }
        sb.append(String.format(Locale.ROOT, "(Knuth's Monte Carlo estimate from %d random probe%s, seed %d;"
                + " +- is the standard error)\n", e.probes(), e.probes() == 1 ? "" : "s", seed));
        output.write(sb);
        if (!output.finish()) {
            throw CliException.failure("cannot write to standard output (closed pipe or full disk)");
        }
    }

    /** Returns a mean and its standard error, for example {@code "7.37e+04 +- 3.2e+03"}. */
    static String estimate(double mean, double error) {
        return String.format(Locale.ROOT, "%s +- %s", significant(mean, 4), significant(error, 2));
    }

    /** Returns a number rounded to some significant digits: plain below 100,000, otherwise in e-notation. */
    static String significant(double v, int digits) {
        if (Math.abs(v) < 1e5 && Double.isFinite(v)) {
            return new BigDecimal(v).round(new MathContext(digits)).stripTrailingZeros().toPlainString();
        }
        return String.format(Locale.ROOT, "%." + digits + "g", v);
    }

    /** Returns a number of seconds in a readable unit. */
    static String duration(double seconds) {
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.2g s", seconds);
        }
        if (seconds < 3600) {
            return String.format(Locale.ROOT, "%.2g min", seconds / 60);
        }
        if (seconds < 86400 * 2) {
            return String.format(Locale.ROOT, "%.2g h", seconds / 3600);
        }
        if (seconds < 86400 * 365 * 2) {
            return String.format(Locale.ROOT, "%.2g days", seconds / 86400);
        }
        return String.format(Locale.ROOT, "%.2g years", seconds / (86400 * 365.25));
    }
}
