/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import java.util.List;
import java.util.Locale;

/**
 * Runs a search for a command and reports it, the same way for every command: each solution printed by the
 * command's {@link SolutionFormatter} (solutions separated by a blank line), or with {@code --count} only
 * their number; {@code --limit N}; {@code --stats} on standard error; a progress line on standard error.
 *
 * <p>The progress line is shown with {@code --progress}, and also without it when the program runs in a
 * terminal and {@code --count} is given (then nothing else is written to the terminal while the search runs);
 * {@code --no-progress} turns it off. It first appears after a second, so short runs show nothing.
 */
final class SearchRunner {

    /** Prints one solution, ending each of its lines with a newline. */
    @FunctionalInterface
    interface SolutionFormatter {
        /** Appends the solution's text; the view is valid only during the call. */
        void format(Solution solution, StringBuilder out);
    }

    static final String COUNT = "--count";
    static final String LIMIT = "--limit";
    static final String STATS = "--stats";
    static final String PROGRESS = "--progress";
    static final String NO_PROGRESS = "--no-progress";

    /** The options every searching command accepts. */
    static final List<OptionDef> OPTIONS = List.of(
            OptionDef.flag(COUNT, "print only the number of solutions"),
            OptionDef.value(LIMIT, "N", "stop after N solutions"),
            OptionDef.flag(STATS, "print solutions, nodes, updates and time on standard error"),
            OptionDef.flag(PROGRESS, "show a live progress line on standard error"),
            OptionDef.flag(NO_PROGRESS, "never show the progress line"));

    /** Milliseconds before the progress line first appears, and between its updates. */
    static final long PROGRESS_DELAY_MILLIS = 1000;
    static final long PROGRESS_INTERVAL_MILLIS = 250;

    private final boolean countOnly;
    private final long limit;
    private final boolean stats;
    private final boolean progress;

    private SearchRunner(boolean countOnly, long limit, boolean stats, boolean progress) {
        this.countOnly = countOnly;
        this.limit = limit;
        this.stats = stats;
        this.progress = progress;
    }

    /** Returns a runner configured by the {@link #OPTIONS} in the arguments. */
    static SearchRunner of(Arguments args, Io io) throws CliException {
        if (args.has(PROGRESS) && args.has(NO_PROGRESS)) {
            throw CliException.usage("options '" + PROGRESS + "' and '" + NO_PROGRESS + "' contradict each other");
        }
        boolean countOnly = args.has(COUNT);
        boolean progress = args.has(PROGRESS) || (io.interactive() && countOnly && !args.has(NO_PROGRESS));
        return new SearchRunner(countOnly, args.longValue(LIMIT, 1, Long.MAX_VALUE), args.has(STATS), progress);
    }

    /**
     * Searches the matrix (with any options the command selected beforehand), prints what was asked, and
     * returns the exit code.
     */
    int run(DancingLinks dl, SolutionFormatter formatter, Io io) throws CliException {
        Output output = new Output(io.out());
        StringBuilder text = new StringBuilder();
        long[] found = new long[1];
        ProgressMeter meter = progress
                ? ProgressMeter.start(io.err(), PROGRESS_DELAY_MILLIS, PROGRESS_INTERVAL_MILLIS)
                : ProgressMeter.OFF;
        SearchSettings settings = limit == Long.MAX_VALUE ? SearchSettings.DEFAULT
                : SearchSettings.builder().solutionLimit(limit).build();
        long t0 = System.nanoTime();
        SearchResult result;
        try (meter) {
            result = dl.search(settings, solution -> {
                long n = ++found[0];
                if (progress) {
                    meter.solutions(n);
                }
                if (countOnly) {
                    return Decision.CONTINUE;
                }
                text.setLength(0);
                if (n > 1) {
                    text.append('\n');
                }
                formatter.format(solution, text);
                output.write(text);
                return output.failed() ? Decision.STOP : Decision.CONTINUE;
            });
        }
        long nanos = System.nanoTime() - t0;
        if (countOnly) {
            output.write(result.solutions() + "\n");
        }
        boolean written = output.finish();
        if (stats) {
            printStats(result, nanos, written, io);
        }
        if (!written) {
            throw CliException.failure("cannot write to standard output (closed pipe or full disk); stopped after "
                    + result.solutions() + " solution" + (result.solutions() == 1 ? "" : "s"));
        }
        return 0;
    }

    private void printStats(SearchResult result, long nanos, boolean written, Io io) {
        String how;
        switch (result.outcome()) {
            case COMPLETED:
                how = "complete";
                break;
            case SOLUTION_LIMIT:
                how = "stopped at " + LIMIT + " " + limit;
                break;
            default:
                how = written ? "stopped (" + result.outcome() + ")" : "stopped: standard output failed";
                break;
        }
        io.err().println("solutions: " + result.solutions() + " (" + how + ")");
        io.err().println("nodes: " + result.statistics().nodes());
        io.err().println("updates: " + result.statistics().updates());
        io.err().println(String.format(Locale.ROOT, "time: %.3f s", nanos / 1e9));
        io.err().flush();
    }
}
