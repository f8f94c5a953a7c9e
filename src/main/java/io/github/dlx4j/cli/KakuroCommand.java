/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.problems.Kakuro;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * {@code dlx4j kakuro [FILE]}: solves Kakuro puzzles, one per block of lines (blocks separated by blank
 * lines), streaming: each answer is written as soon as its puzzle is solved.
 */
final class KakuroCommand extends Command {

    static final String UNIQUE = "--unique";
    private static final int MAX_LINE = 1 << 16;
    private static final String INTERRUPTED = "interrupted";

    @Override
    String name() {
        return "kakuro";
    }

    @Override
    String summary() {
        return "solve Kakuro puzzles (an exact cover problem with colors)";
    }

    @Override
    String synopsis() {
        return "[OPTIONS] [FILE]";
    }

    @Override
    String examples() {
        return "  dlx4j kakuro examples/kakuro.txt\n"
                + "  dlx4j kakuro --unique --stats examples/kakuro.txt\n";
    }

    @Override
    String details() {
        return "Reads Kakuro puzzles from FILE, or from standard input when FILE is missing or '-': one puzzle per\n"
                + "block of lines, blocks separated by blank lines, lines starting with '//' ignored. In a block,\n"
                + "one line per row, cells separated by blanks: '#' a wall, 'D\\A' a clue with the down sum D and\n"
                + "the across sum A (either may be left out: '\\17', '23\\'), '.' a white cell to fill, a digit\n"
                + "1-9 a given. Prints each solved grid (blocks separated by blank lines), or 'no solution'.\n"
                + "The puzzle is solved as Knuth's exact cover problem with colors: runs are primary items, cells\n"
                + "secondary items colored by their digits.\n";
    }

    @Override
    List<OptionDef> options() {
        return List.of(
                OptionDef.flag(UNIQUE, "print 'multiple solutions' for a puzzle with more than one"),
                OptionDef.flag(SearchRunner.COUNT, "print the number of solutions of each puzzle"),
                OptionDef.value(SearchRunner.LIMIT, "N", "with --count: count at most N solutions per puzzle"),
                OptionDef.value(SearchRunner.TIMEOUT, "DURATION", "stop after this long in all, for example 500ms, 10s,"
                        + " 2m; then report on standard error and exit with 3"),
                OptionDef.flag(SearchRunner.STATS, "print puzzles, solutions, nodes, updates, cleansings and time on"
                        + " standard error"));
    }

    @Override
    int maxPositionals() {
        return 1;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        SearchSettings settings = SearchRunner.puzzleSettings(args, io, UNIQUE);
        Deadline deadline = Deadline.of(args, io);
        Batch batch = new Batch(args.has(SearchRunner.COUNT), args.has(UNIQUE), settings, deadline, io);
        String file = args.positional(0).orElse("-");
        long t0 = System.nanoTime();
        int code;
        // With --timeout the reads end at the deadline even while the input blocks.
        if ("-".equals(file)) {
            code = batch.run(io.in(), "standard input");
        } else {
            try (InputStream opened = openInput(file, io)) {
                code = batch.run(opened, "'" + file + "'");
            } catch (IOException e) {
                throw CliException.cannotRead(file, e);
            }
        }
        if (args.has(SearchRunner.STATS)) {
            batch.printStats(System.nanoTime() - t0);
        }
        return code;
    }

    /** Answers the puzzles of one input, one block at a time. */
    private static final class Batch {
        private final boolean count;
        private final boolean unique;
        private final SearchSettings settings;
        private final Deadline deadline;
        private final Io io;
        private final Output output;
        private long puzzles;
        private long solutions;
        private long nodes;
        private long updates;
        private long cleansings;
        /** How the run stopped early: null, {@code "interrupted"} or the deadline's {@code "timeout after ..."}. */
        private String stopped;

        Batch(boolean count, boolean unique, SearchSettings settings, Deadline deadline, Io io) {
            this.count = count;
            this.unique = unique;
            this.settings = settings;
            this.deadline = deadline;
            this.io = io;
            this.output = new Output(io.out());
        }

        /** Answers the puzzles of an input; with a deadline through a {@link TimedInput}. */
        int run(InputStream in, String source) throws CliException {
            if (!deadline.isSet()) {
                return run(in);
            }
            try (TimedInput timed = new TimedInput(in, deadline, io, source)) {
                return run(timed);
            }
        }

        int run(InputStream in) throws CliException {
            LineReader lines = new LineReader(in, MAX_LINE, output::finish);
            StringBuilder block = new StringBuilder();
            long blockLine = 0;
            while (true) {
                String line;
                try {
                    line = lines.next();
                } catch (IOException e) {
                    throw CliException.usage("cannot read line " + (lines.lineNumber() + 1) + ": " + e.getMessage());
                }
                if (line == null || line.isBlank()) {
                    if (block.length() > 0 && !answer(block.toString(), blockLine)) {
                        break;
                    }
                    block.setLength(0);
                    if (line == null) {
                        break;
                    }
                    continue;
                }
                if (block.length() == 0) {
                    blockLine = lines.lineNumber();
                }
                block.append(line).append('\n');
            }
            if (!output.finish()) {
                throw CliException.failure("cannot write to standard output (closed pipe or full disk)");
            }
            if (stopped != null) {
                io.err().println("dlx4j kakuro: stopped: " + stopped + " after " + puzzles + " puzzles");
                return stopped.equals(INTERRUPTED) ? SearchRunner.EXIT_INTERRUPTED : SearchRunner.EXIT_TIMEOUT;
            }
            return 0;
        }

        /** Solves one puzzle and writes its answer; returns false when the run must stop. */
        private boolean answer(String text, long firstLine) throws CliException {
            Kakuro puzzle;
            try {
                puzzle = Kakuro.parse(text);
            } catch (IllegalArgumentException e) {
                output.finish();
                throw CliException.usage("puzzle at line " + firstLine + ": " + e.getMessage());
            }
            if (deadline.passed()) {
                stopped = deadline.timedOut();
                return false;
            }
            SearchSettings limits = deadline.isSet() ? settings.toBuilder().timeout(deadline.left()).build() : settings;
            Kakuro[] first = new Kakuro[1];
            SearchResult r = new DancingLinks(puzzle.problem()).search(limits, s -> {
                if (first[0] == null) {
                    first[0] = puzzle.decode(s);
                }
                return Decision.CONTINUE;
            });
            solutions += r.solutions();
            nodes += r.statistics().nodes();
            updates += r.statistics().updates();
            cleansings += r.statistics().cleansings();
            if (r.outcome() == SearchOutcome.CANCELLED || r.outcome() == SearchOutcome.DEADLINE) {
                stopped = r.outcome() == SearchOutcome.CANCELLED ? INTERRUPTED : deadline.timedOut();
                return false;
            }
            puzzles++;
            String sep = puzzles > 1 && !count ? "\n" : "";
            if (count) {
                output.write(r.solutions() + "\n");
            } else if (first[0] == null) {
                output.write(sep + SearchRunner.NO_SOLUTION + "\n");
            } else if (unique && r.solutions() > 1) {
                output.write(sep + "multiple solutions\n");
            } else {
                output.write(sep + first[0].toText());
            }
            return !output.failed();
        }

        void printStats(long nanos) {
            io.err().println("puzzles: " + puzzles);
            io.err().println("solutions: " + solutions);
            io.err().println("nodes: " + nodes);
            io.err().println("updates: " + updates);
            io.err().println("cleansings: " + cleansings);
            io.err().println(String.format(java.util.Locale.ROOT, "time: %.3f s", nanos / 1e9));
        }
    }
}
