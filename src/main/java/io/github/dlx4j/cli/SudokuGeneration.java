/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.problems.GeneratedSudoku;
import io.github.dlx4j.problems.SudokuGenerator;
import io.github.dlx4j.problems.SudokuShape;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * {@code dlx4j sudoku --generate N}: writes N generated puzzles, one per line, each as soon as it is made
 * (flushed), with {@code --stats} their difficulty figures on standard error.
 */
final class SudokuGeneration {

    static final String GENERATE = "--generate";
    static final String SEED = "--seed";
    static final String MINIMAL = "--minimal";
    static final String SYMMETRIC = "--symmetric";
    static final String GIVENS = "--givens";
    static final String DIFFICULTY = "--difficulty";
    static final String ATTEMPTS = "--attempts";

    /** The options of generation, for the help of {@code sudoku}. */
    static final List<OptionDef> OPTIONS = List.of(
            OptionDef.value(GENERATE, "N", "generate N puzzles with a unique solution instead of solving (one per"
                    + " line; 9x9 unless --box is given; at most 16x16); every puzzle is minimal unless --givens"
                    + " stops the removal of givens earlier"),
            OptionDef.value(SEED, "S", "with --generate: the seed (default: a random one, shown by --stats); the same"
                    + " seed and options give the same puzzles"),
            OptionDef.flag(MINIMAL, "with --generate and --givens: look for minimal puzzles (no given can be"
                    + " removed) with at most K givens"),
            OptionDef.flag(SYMMETRIC, "with --generate: givens symmetric under the half turn of the grid"),
            OptionDef.value(GIVENS, "K", "with --generate: at most K givens, best effort (a note on standard error"
                    + " for a puzzle that misses it)"),
            OptionDef.value(DIFFICULTY, "MIN..MAX", "with --generate: puzzles whose proof of uniqueness takes MIN to"
                    + " MAX search nodes, best effort"),
            OptionDef.value(ATTEMPTS, "A", "with --givens or --difficulty: candidates tried per puzzle (default"
                    + " 100)"));

    private SudokuGeneration() {
    }

    /** Checks that no generation option is given without {@code --generate}. */
    static void checkUnused(Arguments args) throws CliException {
        for (OptionDef d : OPTIONS) {
            if (args.has(d.name())) {
                throw CliException.usage("option '" + d.name() + "' only applies with '" + GENERATE + "'");
            }
        }
    }

    /** Generates the puzzles; returns the exit code. */
    static int run(Arguments args, Io io, SudokuShape box, String alphabet) throws CliException {
        for (String solving : List.of(SudokuCommand.UNIQUE, SearchRunner.COUNT, SearchRunner.LIMIT,
                SearchRunner.THREADS)) {
            if (args.has(solving)) {
                throw CliException.usage("option '" + solving + "' does not apply with '" + GENERATE + "'");
            }
        }
        if (!args.positionals().isEmpty()) {
            throw CliException.usage("'" + GENERATE + "' reads no file, but was given '" + args.positional(0).get()
                    + "'");
        }
        if ((args.has(MINIMAL) || args.has(ATTEMPTS)) && !args.has(GIVENS) && !args.has(DIFFICULTY)) {
            throw CliException.usage("option '" + (args.has(MINIMAL) ? MINIMAL : ATTEMPTS) + "' only applies with '"
                    + GIVENS + "' or '" + DIFFICULTY + "' (without them every puzzle is minimal)");
        }
        long count = args.longValue(GENERATE, 1, Long.MAX_VALUE);
        SvgFile svg = SvgFile.of(args);
        boolean grid = args.has(SudokuCommand.GRID);
        SudokuShape shape = box != null ? box : SudokuShape.forSize(9);
        long seed = args.has(SEED) ? args.longValue(SEED, 0, 0) : new SplittableRandom().nextLong() >>> 1;
        SudokuGenerator.Builder b;
        try {
            b = SudokuGenerator.builder(shape).seed(seed).symmetric(args.has(SYMMETRIC)).minimal(args.has(MINIMAL))
                    .alphabet(alphabet)
                    .maxAttempts((int) args.longValue(ATTEMPTS, 1, 1_000_000, 100));
            if (args.has(GIVENS)) {
                b.targetGivens((int) args.longValue(GIVENS, 0, shape.cellCount(), 0));
            }
            if (args.has(DIFFICULTY)) {
                long[] range = range(args.value(DIFFICULTY).orElseThrow());
                b.difficulty(range[0], range[1]);
            }
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        }
        Deadline deadline = Deadline.of(args, io);
        Output output = new Output(io.out());
        boolean stats = args.has(SearchRunner.STATS);
        long t0 = System.nanoTime();
        long made = 0;
        long nodes = 0;
        long updates = 0;
        long givens = 0;
        boolean stopped = false;
        boolean timedOut = false;
        // The generator stops at a flag only: the watch sets it at Ctrl-C and at the deadline.
        try (Deadline.Watch watch = deadline.watch()) {
            SudokuGenerator generator = b.cancelFlag(watch.flag()).build();
            for (long k = 1; k <= count; k++) {
                if (deadline.passed()) {
                    stopped = true;
                    timedOut = !io.cancel().get();
                    break;
                }
                GeneratedSudoku g;
                try {
                    g = generator.next(); // looks at the flag first
                } catch (CancellationException e) {
                    stopped = true;
                    timedOut = !io.cancel().get() && watch.timedOut();
                    break;
                }
                output.write(grid ? g.puzzle().toGrid() + "\n\n" : g.puzzle().toLine() + "\n");
                io.out().flush();
                if (!output.finish()) {
                    throw CliException.failure("cannot write to standard output (closed pipe or full disk); stopped"
                            + " after " + made + " puzzles");
                }
                made++;
                if (svg != null) {
                    svg.add(g.puzzle().toSvg());
                }
                nodes += g.nodes();
                updates += g.updates();
                givens += g.givens();
                if (!g.satisfied()) {
                    io.err().println("dlx4j sudoku: puzzle " + k + ": target not met in " + g.attempts()
                            + " attempts; the closest has " + g.givens() + " givens and " + g.nodes() + " nodes");
                }
                if (stats) {
                    io.err().println("puzzle " + k + ": givens " + g.givens() + ", nodes " + g.nodes() + ", updates "
                            + g.updates() + ", attempts " + g.attempts());
                }
            }
        }
        if (stats) {
            double seconds = (System.nanoTime() - t0) / 1e9;
            io.err().printf("puzzles: %d (%s, seed %d)%n", made, shape, seed);
            if (made > 0) {
                io.err().printf("average: givens %.1f, nodes %.1f, updates %.1f%n", givens / (double) made,
                        nodes / (double) made, updates / (double) made);
            }
            io.err().printf("time: %.3f s%n", seconds);
        }
        if (svg != null) {
            svg.write(io, "sudoku");
        }
        if (stopped) {
            io.err().println("dlx4j sudoku: stopped: " + (timedOut ? deadline.timedOut() : "interrupted") + " after "
                    + made + (made == 1 ? " puzzle" : " puzzles"));
            return timedOut ? SearchRunner.EXIT_TIMEOUT : SearchRunner.EXIT_INTERRUPTED;
        }
        return 0;
    }

    /** Parses {@code MIN..MAX} (either end may be omitted). */
    private static long[] range(String text) throws CliException {
        int dots = text.indexOf("..");
        String min = dots < 0 ? "" : text.substring(0, dots);
        String max = dots < 0 ? "" : text.substring(dots + 2);
        if (dots < 0 || !min.matches("[0-9]{0,18}") || !max.matches("[0-9]{0,18}") || min.isEmpty() && max.isEmpty()) {
            throw CliException.usage("option '" + DIFFICULTY + "' needs a range of nodes such as 100..500, 200.. or"
                    + " ..80, but was given '" + text + "'");
        }
        return new long[] {min.isEmpty() ? 0 : Long.parseLong(min), max.isEmpty() ? Long.MAX_VALUE : Long.parseLong(max)};
    }
}
