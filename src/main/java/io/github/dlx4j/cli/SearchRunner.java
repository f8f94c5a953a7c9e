/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.BestSolutions;
import io.github.dlx4j.CostSearch;
import io.github.dlx4j.CostedSolution;
import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchEndedException;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.SearchStatistics;
import io.github.dlx4j.Solution;
import io.github.dlx4j.SolutionDiagram;
import io.github.dlx4j.SolutionVisitor;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ForkJoinPool;

/**
 * Runs a search for a command and reports it, the same way for every command: each solution printed by the
 * command's {@link SolutionFormatter} (solutions separated by a blank line), or with {@code --count} only
 * their number; {@code --limit N}; {@code --threads N}; {@code --timeout}; {@code --estimate};
 * {@code --stats} on standard error; a progress line on standard error.
 *
 * <p>With {@code --threads N} (N &gt; 1) a count runs on the core's parallel search
 * ({@link DancingLinks#parallelSearch}); printed solutions come from the core's ordered parallel search
 * ({@link DancingLinks#parallelSearchOrdered}), in the same order as the sequential search and with the same
 * statistics. The progress line is shown with {@code --progress}, and also without it when the program
 * runs in a terminal (standard input and output both), until the first solution is printed, so that it
 * never mixes with the output: with {@code --count} the whole search, and a long search for a first
 * solution ({@code queens 1000}) shows that it is alive. {@code --no-progress} turns it off. It first
 * appears after a second, so short runs show nothing.
 *
 * <p>A search stopped by {@code --timeout} or by Ctrl-C ({@link Io#cancel()}) keeps what it printed,
 * prints nothing more on standard output (not the incomplete count), and reports how it stopped and the
 * statistics so far on standard error; the exit code is {@link #EXIT_TIMEOUT} or {@link #EXIT_INTERRUPTED}.
 */
final class SearchRunner {

    /** Prints one solution, ending each of its lines with a newline. */
    @FunctionalInterface
    interface SolutionFormatter {
        /** Appends the solution's text; the view is valid only during the call. */
        void format(Solution solution, StringBuilder out);
    }

    /** The exit code of a search stopped by {@code --timeout} before it completed. */
    static final int EXIT_TIMEOUT = 3;

    /** The exit code of a search stopped by Ctrl-C (128 + SIGINT, as a shell reports it). */
    static final int EXIT_INTERRUPTED = 130;

    /**
     * The line on standard error of a search that completed without a solution (exit status 0: the search
     * ran); {@code sudoku} and {@code kakuro} answer each puzzle with it on standard output instead.
     */
    static final String NO_SOLUTION = "no solution";

    static final String COUNT = "--count";
    static final String LIMIT = "--limit";
    static final String THREADS = "--threads";
    static final String TIMEOUT = "--timeout";
    static final String ESTIMATE = "--estimate";
    static final String PROBES = "--probes";
    static final String SEED = "--seed";
    static final String STATS = "--stats";
    static final String PROGRESS = "--progress";
    static final String NO_PROGRESS = "--no-progress";
    static final String RESTARTS = "--restarts";
    static final String DIAGRAM = "--diagram";
    static final String SAMPLE = "--sample";
    static final String SHARP = "--sharp";

    /** The least node budget of a run with {@code --restarts}; otherwise the number of primary items. */
    static final long MIN_RESTART_UNIT = 64;

    /** The most threads used per core: more cost a matrix copy each and search no faster. */
    static final int THREADS_PER_CORE = 4;

    /** The most worker threads, the limit of a {@link ForkJoinPool}. */
    static final int MAX_THREADS = 32767;

    /** The number of probes of {@code --estimate} when {@code --probes} is not given. */
    static final int DEFAULT_PROBES = 1000;

    /** The options every searching command accepts. */
    static final List<OptionDef> OPTIONS = List.of(
            OptionDef.flag(COUNT, "print only the number of solutions"),
            OptionDef.value(LIMIT, "N", "stop after N solutions (with --count: count at most N)"),
            OptionDef.value(THREADS, "N", "search with N threads (default 1; 0: one per core; at most "
                    + THREADS_PER_CORE + " per core, since each copies the matrix); printed solutions keep the order"
                    + " of the 1-thread search"),
            OptionDef.value(TIMEOUT, "DURATION", "stop after this long in all (reading and building the problem"
                    + " included), for example 500ms, 10s, 2m, 1h; then report on standard error and exit with 3"),
            OptionDef.flag(ESTIMATE, "do not search: print Knuth's Monte Carlo estimate of the nodes, solutions,"
                    + " updates and time"),
            OptionDef.value(PROBES, "N", "with --estimate: the number of random probes (default " + DEFAULT_PROBES
                    + ")"),
            OptionDef.value(SEED, "N", "with --estimate: the seed of the random probes; with --sample: of the draws"
                    + " (default 0)"),
            OptionDef.flag(STATS, "print solutions, nodes, updates and time on standard error"),
            OptionDef.flag(PROGRESS, "show a live progress line on standard error: solutions, nodes per second"
                    + " and the estimated fraction done (shown in a terminal until the first solution is printed)"),
            OptionDef.flag(NO_PROGRESS, "never show the progress line"),
            OptionDef.flag(SHARP, "branch first on items whose names begin with '#', unless an item has at most one"
                    + " option left (Knuth's DLX2-SHARP): the same solutions, in another order"),
            OptionDef.flag(RESTARTS, "find one solution by randomized restarts (seeded searches with growing"
                    + " node budgets, the same every run): for first solutions that take long in the fixed order"),
            OptionDef.value(DIAGRAM, "FILE", "build the decision diagram of all the solutions (Knuth's DLX6), write"
                    + " it to FILE ('-': standard output) and print the number of solutions and the diagram's size"),
            OptionDef.value(SAMPLE, "N", "print N solutions drawn uniformly at random from all of them (through"
                    + " the decision diagram); the same ones for the same --seed"));

    private final String command;
    private final boolean countOnly;
    private final long limit;
    private final int threads;
    private final Deadline deadline;
    private final boolean estimate;
    private final int probes;
    private final long seed;
    private final boolean stats;
    private final boolean progress;
    private final boolean restarts;
    private final boolean progressUntilOutput;
    /** {@code --diagram}'s file, or null. */
    private final String diagramFile;
    /** {@code --sample}'s number of draws, or 0. */
    private final int samples;
    /** {@code --sharp}: branch on sharp items first. */
    private final boolean sharp;

    private SearchRunner(String command, Arguments args, Io io, boolean progress, long limit) throws CliException {
        this.command = command;
        this.countOnly = args.has(COUNT);
        this.limit = limit;
        this.threads = threads(args);
        this.deadline = Deadline.of(args, io);
        this.estimate = args.has(ESTIMATE);
        this.probes = (int) args.longValue(PROBES, 1, Integer.MAX_VALUE, DEFAULT_PROBES);
        this.seed = args.longValue(SEED, 0, 0);
        this.stats = args.has(STATS);
        this.progress = progress;
        this.restarts = args.has(RESTARTS);
        this.progressUntilOutput = progress && !args.has(PROGRESS);
        this.diagramFile = args.value(DIAGRAM).orElse(null);
        this.samples = (int) args.longValue(SAMPLE, 1, Integer.MAX_VALUE - 8, 0);
        this.sharp = args.has(SHARP);
    }

    /**
     * Returns a runner configured by the {@link #OPTIONS} in the arguments.
     *
     * @param command the command's name, for the lines on standard error
     * @param printLimit the solution limit when printing solutions without {@code --limit}
     *     ({@link Long#MAX_VALUE} for all); a count has no limit unless {@code --limit} is given
     */
    static SearchRunner of(Arguments args, Io io, String command, long printLimit) throws CliException {
        if (args.has(PROGRESS) && args.has(NO_PROGRESS)) {
            throw CliException.usage("options '" + PROGRESS + "' and '" + NO_PROGRESS + "' contradict each other");
        }
        if (args.has(PROBES) && !args.has(ESTIMATE)) {
            throw CliException.usage("option '" + PROBES + "' only applies with '" + ESTIMATE + "'");
        }
        if (args.has(SEED) && !args.has(ESTIMATE) && !args.has(SAMPLE)) {
            throw CliException.usage("option '" + SEED + "' only applies with '" + ESTIMATE + "' or '" + SAMPLE + "'");
        }
        if (args.has(DIAGRAM) || args.has(SAMPLE)) {
            String which = args.has(DIAGRAM) ? DIAGRAM : SAMPLE;
            for (String other : List.of(COUNT, LIMIT, ESTIMATE, RESTARTS)) {
                if (args.has(other)) {
                    throw CliException.usage("options '" + which + "' and '" + other + "' do not combine (the"
                            + " diagram holds all the solutions: '" + DIAGRAM + "' prints their number)");
                }
            }
            if (args.has(SHARP)) {
                throw CliException.usage("options '" + which + "' and '" + SHARP + "' do not combine (the diagram"
                        + " branches as Knuth's DLX6 does)");
            }
            if (args.has(DIAGRAM) && !"-".equals(args.value(DIAGRAM).orElseThrow())) {
                CliException.checkWritable(args.value(DIAGRAM).orElseThrow());
            }
        }
        for (String searchOnly : List.of(COUNT, LIMIT)) {
            if (args.has(ESTIMATE) && args.has(searchOnly)) {
                throw CliException.usage("options '" + ESTIMATE + "' and '" + searchOnly + "' contradict each other ("
                        + ESTIMATE + " does not search)");
            }
        }
        boolean countOnly = args.has(COUNT);
        boolean progress = args.has(PROGRESS) || (io.interactive() && !args.has(NO_PROGRESS));
        long limit = args.longValue(LIMIT, 1, countOnly ? Long.MAX_VALUE : printLimit);
        if (args.has(RESTARTS)) {
            for (String other : List.of(COUNT, ESTIMATE)) {
                if (args.has(other)) {
                    throw CliException.usage("option '" + RESTARTS + "' finds one solution; it does not combine with '"
                            + other + "'");
                }
            }
            if (limit != 1) {
                throw CliException.usage("option '" + RESTARTS + "' finds one solution; " + (args.has(LIMIT)
                        ? "it does not combine with '" + LIMIT + " " + limit + "'" : "give '" + LIMIT + " 1' with it"));
            }
            if (args.longValue(THREADS, 0, MAX_THREADS, 1) != 1) {
                throw CliException.usage("option '" + RESTARTS + "' searches with one thread; leave out '" + THREADS
                        + "'");
            }
        }
        return new SearchRunner(command, args, io, progress, limit);
    }

    /**
     * Returns the number of threads {@code --threads} asks for: 1 when it is not given, one per core for 0,
     * and at most {@link #THREADS_PER_CORE} per core.
     *
     * @throws CliException if the value is not a whole number from 0 to {@link #MAX_THREADS}
     */
    static int threads(Arguments args) throws CliException {
        int t = (int) args.longValue(THREADS, 0, MAX_THREADS, 1);
        int cores = Runtime.getRuntime().availableProcessors();
        // Each thread searches its own copy of the matrix; beyond a few per core they only cost memory.
        return t == 0 ? cores : Math.min(t, THREADS_PER_CORE * cores);
    }

    /**
     * Returns the run's deadline: {@code --timeout} from the command's start. A command builds its problem
     * through its {@link Deadline#setUp}, so that the deadline and Ctrl-C stop the building too.
     */
    Deadline deadline() {
        return deadline;
    }

    /**
     * Searches the matrix (with any options the command selected beforehand), prints what was asked, and
     * returns the exit code.
     */
    int run(DancingLinks dl, SolutionFormatter formatter, Io io) throws CliException {
        Output output = new Output(io.out());
        if (estimate) {
            return new EstimateReport(command, dl, probes, seed, threads, deadline, io, sharp).print(output);
        }
        if (diagramFile != null || samples > 0) {
            return runDiagram(dl.problem(), formatter, output, io);
        }
        ProgressMeter meter = progress ? new ProgressMeter(io.err(), ProgressMeter.FIRST_DELAY) : null;
        // The automatic line goes away for good before the first solution is printed.
        Runnable beforeOutput = meter != null && progressUntilOutput ? meter::close : () -> { };
        long t0 = System.nanoTime();
        SearchResult result;
        try {
            if (restarts) {
                SearchSettings one = settings(meter, io).toBuilder()
                        .restarts(Math.max(MIN_RESTART_UNIT, dl.problem().primaryItemCount())).build();
                result = dl.search(one, printer(formatter, output, beforeOutput));
            } else if (threads == 1) {
                // A count goes through count(), whose engines count solutions without standing still at each.
                result = countOnly ? dl.count(settings(meter, io))
                        : dl.search(settings(meter, io), printer(formatter, output, beforeOutput));
            } else if (countOnly) {
                ForkJoinPool pool = new ForkJoinPool(threads);
                try {
                    result = dl.parallelSearch(pool, settings(meter, io), null);
                } finally {
                    pool.shutdownNow();
                }
            } else {
                ForkJoinPool pool = new ForkJoinPool(threads);
                try {
                    result = dl.parallelSearchOrdered(pool, settings(meter, io), printer(formatter, output, beforeOutput));
                } finally {
                    pool.shutdownNow();
                }
            }
        } finally {
            if (meter != null) {
                meter.close();
            }
        }
        return report(result, System.nanoTime() - t0, dl.problem().hasColors(), output, io);
    }

    private SearchSettings settings(ProgressMeter meter, Io io) {
        return settings(meter, io, true);
    }

    private SearchSettings settings(ProgressMeter meter, Io io, boolean withLimit) {
        SearchSettings.Builder b = SearchSettings.builder().cancelFlag(io.cancel());
        if (sharp) {
            b.sharpPreference(true);
        }
        if (withLimit && limit != Long.MAX_VALUE) {
            b.solutionLimit(limit);
        }
        if (deadline.isSet()) {
            b.timeout(deadline.left()); // what building the problem left of --timeout
        }
        if (meter != null) {
            b.progress(meter, ProgressMeter.INTERVAL);
        }
        return b.build();
    }

    private static SolutionVisitor printer(SolutionFormatter formatter, Output output, Runnable beforeFirst) {
        StringBuilder text = new StringBuilder();
        long[] found = new long[1];
        return solution -> {
            text.setLength(0);
            if (found[0]++ > 0) {
                text.append('\n');
            } else {
                beforeFirst.run();
            }
            formatter.format(solution, text);
            output.write(text);
            return output.failed() ? Decision.STOP : Decision.CONTINUE;
        };
    }

    /**
     * Finds the {@code k} cheapest solutions ({@link CostSearch}) and prints them, cheapest first, each after
     * a line {@code cost C}; returns the exit code. A search stopped by {@code --timeout} or Ctrl-C prints
     * nothing on standard output and names on standard error the cheapest cost it had found.
     */
    int runBest(ExactCoverProblem problem, int k, SolutionFormatter formatter, Io io) throws CliException {
        CostSearch search;
        try {
            search = new CostSearch(problem);
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        }
        Output output = new Output(io.out());
        ProgressMeter meter = progress ? new ProgressMeter(io.err(), ProgressMeter.FIRST_DELAY) : null;
        long t0 = System.nanoTime();
        BestSolutions best;
        try {
            if (threads == 1) {
                best = search.best(k, settings(meter, io));
            } else {
                ForkJoinPool pool = new ForkJoinPool(threads);
                try {
                    best = search.parallelBest(k, pool, settings(meter, io));
                } finally {
                    pool.shutdownNow();
                }
            }
        } finally {
            if (meter != null) {
                meter.close();
            }
        }
        long nanos = System.nanoTime() - t0;
        SearchResult result = new SearchResult(best.outcome(), best.statistics());
        if (best.isComplete()) {
            StringBuilder text = new StringBuilder();
            List<CostedSolution> list = best.solutions();
            for (int i = 0; i < list.size(); i++) {
                CostedSolution c = list.get(i);
                text.setLength(0);
                if (i > 0) {
                    text.append('\n');
                }
                text.append("cost ").append(c.cost()).append('\n');
                formatter.format(c.solution(), text);
                output.write(text);
            }
        }
        if (!output.finish()) {
            throw CliException.failure("cannot write to standard output (closed pipe or full disk)");
        }
        String cheapest = best.solutions().isEmpty() ? "none found"
                : "the cheapest found costs " + best.solutions().get(0).cost();
        switch (best.outcome()) {
            case COMPLETED:
                if (best.solutions().isEmpty()) {
                    io.err().println("dlx4j " + command + ": " + NO_SOLUTION);
                }
                if (stats) {
                    printStats(io.err(), result, "met by the search", nanos, true);
                }
                return 0;
            case DEADLINE:
                io.err().println("dlx4j " + command + ": stopped: " + deadline.timedOut() + "; " + cheapest);
                printStats(io.err(), result, "met so far", nanos, true);
                return EXIT_TIMEOUT;
            case CANCELLED:
                io.err().println("dlx4j " + command + ": stopped: interrupted; " + cheapest);
                printStats(io.err(), result, "met so far", nanos, true);
                return EXIT_INTERRUPTED;
            default:
                throw new IllegalStateException("unexpected outcome " + best.outcome());
        }
    }

    /**
     * Builds the problem's {@link SolutionDiagram}, writes it with {@code --diagram FILE} and prints the
     * number of solutions and the diagram's size (on standard error when the diagram or the samples go to
     * standard output), then with {@code --sample N} N solutions drawn uniformly; returns the exit code.
     */
    private int runDiagram(ExactCoverProblem problem, SolutionFormatter formatter, Output output, Io io)
            throws CliException {
        ProgressMeter meter = progress ? new ProgressMeter(io.err(), ProgressMeter.FIRST_DELAY) : null;
        long t0 = System.nanoTime();
        SolutionDiagram d;
        try {
            // The whole search: a command's limit on the solutions it prints (one for a picture) applies to
            // the draws, not to the build.
            if (threads == 1) {
                d = SolutionDiagram.build(problem, settings(meter, io, false), SolutionDiagram.DEFAULT_MAX_NODES);
            } else {
                ForkJoinPool pool = new ForkJoinPool(threads);
                try {
                    d = SolutionDiagram.parallelBuild(problem, pool, settings(meter, io, false),
                            SolutionDiagram.DEFAULT_MAX_NODES);
                } finally {
                    pool.shutdownNow();
                }
            }
        } catch (SearchEndedException e) {
            long nanos = System.nanoTime() - t0;
            boolean timedOut = e.result().outcome() == SearchOutcome.DEADLINE;
            io.err().println("dlx4j " + command + ": stopped: " + (timedOut ? deadline.timedOut() : "interrupted")
                    + "; the diagram is not built");
            printStats(io.err(), e.result(), "so far", nanos, problem.hasColors());
            return timedOut ? EXIT_TIMEOUT : EXIT_INTERRUPTED;
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        } catch (IllegalStateException e) {
            throw CliException.failure(e.getMessage());
        } finally {
            if (meter != null) {
                meter.close();
            }
        }
        long nanos = System.nanoTime() - t0;
        boolean toStdout = "-".equals(diagramFile);
        if (diagramFile != null) {
            if (toStdout) {
                StringBuilder text = new StringBuilder();
                d.write(text);
                output.write(text);
            } else {
                try (Writer w = Files.newBufferedWriter(Path.of(diagramFile), StandardCharsets.US_ASCII)) {
                    d.write(w);
                } catch (IOException | java.io.UncheckedIOException e) {
                    throw CliException.cannotWrite(diagramFile, e);
                }
            }
            String line = d.count() + " solutions, " + d.nodeCount() + " diagram nodes ("
                    + String.format(Locale.ROOT, "%,d", d.memoryBytes()) + " bytes)";
            if (toStdout || samples > 0) {
                io.err().println("dlx4j " + command + ": " + line);
            } else {
                output.write(line + "\n");
            }
        }
        if (samples > 0) {
            if (d.count().signum() == 0) {
                io.err().println("dlx4j " + command + ": " + NO_SOLUTION);
            } else {
                StringBuilder text = new StringBuilder();
                List<Solution> drawn = d.samples(samples, seed);
                for (int i = 0; i < drawn.size() && !output.failed(); i++) {
                    text.setLength(0);
                    if (i > 0) {
                        text.append('\n');
                    }
                    formatter.format(drawn.get(i), text);
                    output.write(text);
                }
            }
        }
        if (!output.finish()) {
            throw CliException.failure("cannot write to standard output (closed pipe or full disk)");
        }
        if (stats) {
            SearchStatistics s = d.statistics();
            PrintStream err = io.err();
            err.println("solutions: " + d.count() + " (in the diagram)");
            err.println("nodes: " + s.nodes() + " (" + d.memoHits() + " answered by the memo)");
            err.println("updates: " + s.updates());
            if (problem.hasColors()) {
                err.println("cleansings: " + s.cleansings());
            }
            err.println("diagram nodes: " + d.nodeCount());
            err.println(String.format(Locale.ROOT, "time: %.3f s", nanos / 1e9));
            err.flush();
        }
        return 0;
    }

    /** Prints the count, the statistics and how the search stopped; returns the exit code. */
    private int report(SearchResult result, long nanos, boolean colors, Output output, Io io) throws CliException {
        SearchOutcome outcome = result.outcome();
        boolean finished = outcome == SearchOutcome.COMPLETED || outcome == SearchOutcome.SOLUTION_LIMIT;
        if (countOnly && finished) {
            output.write(result.solutions() + "\n");
        }
        boolean written = output.finish();
        if (!written) {
            if (stats) {
                printStats(io.err(), result, "stopped: standard output failed", nanos, colors);
            }
            throw CliException.failure("cannot write to standard output (closed pipe or full disk); stopped after "
                    + result.solutions() + " solution" + (result.solutions() == 1 ? "" : "s"));
        }
        switch (outcome) {
            case COMPLETED:
            case SOLUTION_LIMIT:
                if (!countOnly && result.solutions() == 0) {
                    io.err().println("dlx4j " + command + ": " + NO_SOLUTION);
                }
                if (stats) {
                    printStats(io.err(), result, outcome == SearchOutcome.COMPLETED ? "complete"
                            : "stopped at " + LIMIT + " " + limit, nanos, colors);
                }
                return 0;
            case DEADLINE:
                io.err().println("dlx4j " + command + ": stopped: " + deadline.timedOut());
                printStats(io.err(), result, "so far", nanos, colors);
                return EXIT_TIMEOUT;
            case CANCELLED:
                io.err().println("dlx4j " + command + ": stopped: interrupted");
                printStats(io.err(), result, "so far", nanos, colors);
                return EXIT_INTERRUPTED;
            default:
                throw new IllegalStateException("unexpected outcome " + outcome);
        }
    }

    /**
     * Returns the settings of a command that answers puzzles one by one ({@code sudoku}, {@code kakuro}):
     * the first solution, or two with the command's uniqueness option, or with {@code --count} all of them
     * up to {@code --limit}; Ctrl-C cancels. The last two need no order, so the search may propagate.
     *
     * @throws CliException if {@code --count} comes with the uniqueness option, or {@code --limit} without
     *     {@code --count}
     */
    static SearchSettings puzzleSettings(Arguments args, Io io, String unique) throws CliException {
        boolean count = args.has(COUNT);
        if (count && args.has(unique)) {
            throw CliException.usage("options '" + COUNT + "' and '" + unique + "' contradict each other");
        }
        if (args.has(LIMIT) && !count) {
            throw CliException.usage("option '" + LIMIT + "' only applies with '" + COUNT + "'");
        }
        long limit = count ? args.longValue(LIMIT, 1, Long.MAX_VALUE) : args.has(unique) ? 2 : 1;
        SearchSettings.Builder b = SearchSettings.builder().cancelFlag(io.cancel());
        if (limit != Long.MAX_VALUE) {
            b.solutionLimit(limit);
        }
        // A count, or a check that prints the solution only when it is the only one, needs no order: the
        // search may propagate (a smaller tree; its statistics are that tree's).
        return b.unordered(count || args.has(unique)).build();
    }

    /** Prints the four lines of statistics. */
    static void printStats(PrintStream err, SearchResult result, String how, long nanos) {
        printStats(err, result, how, nanos, false);
    }

    /** Prints the lines of statistics: with colors, Knuth's cleansings after the updates. */
    static void printStats(PrintStream err, SearchResult result, String how, long nanos, boolean colors) {
        err.println("solutions: " + result.solutions() + " (" + how + ")");
        err.println("nodes: " + result.statistics().nodes());
        err.println("updates: " + result.statistics().updates());
        if (colors) {
            err.println("cleansings: " + result.statistics().cleansings());
        }
        err.println(String.format(Locale.ROOT, "time: %.3f s", nanos / 1e9));
        err.flush();
    }

    /** Returns a duration in seconds with one decimal, for example {@code "10.0 s"}. */
    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }
}
