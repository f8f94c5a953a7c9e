/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.SearchStatistics;
import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuReader;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code dlx4j sudoku [FILE]}: solves Sudoku puzzles, one per line or as grids of lines
 * ({@link SudokuReader}), streaming: each answer is written as soon as it is known, nothing is kept but one reusable {@link SudokuSolver} per grid shape, so a file of
 * any length goes through in constant memory.
 */
final class SudokuCommand extends Command {

    static final String BOX = "--box";
    static final String ALPHABET = "--alphabet";
    static final String UNIQUE = "--unique";

    /** How many solvers (one per shape) are kept; each holds the matrix of its empty grid. */
    static final int CACHED_SHAPES = 4;

    static final String NO_SOLUTION = "no solution";
    static final String MULTIPLE = "multiple solutions";

    @Override
    String name() {
        return "sudoku";
    }

    @Override
    String summary() {
        return "solve Sudoku puzzles, one per line or pasted as grids";
    }

    @Override
    String synopsis() {
        return "[OPTIONS] [FILE]";
    }

    @Override
    String description() {
        return "Reads Sudoku puzzles from FILE, or from standard input when FILE is missing or '-': one per\n"
                + "line (the cells row by row), or as grids of n lines, such as a grid pasted from a web page:\n"
                + "spaces, '|' and separator lines such as ------+-------+------ are ignored, grids may follow\n"
                + "each other directly or with blank lines between. '.', '_' or '0' (when 0 is not a symbol) is a\n"
                + "blank. Prints one line per puzzle, as soon as it is solved: the solved grid on one line in the\n"
                + "puzzle's symbols, or 'no solution'; with --unique, 'multiple solutions' for a puzzle that has\n"
                + "several; with --count, the number of solutions.\n"
                + "\n"
                + "The grid size comes from the number of cells (81 on one line or 9 lines of 9: 9x9; 16 lines\n"
                + "of 16: 16x16; 16 on one line: 4x4) with square boxes; other box shapes need --box (a 6x6\n"
                + "grid usually has 2x3 boxes). The default symbols are 1-9, then A-Z, a-z, @ # $ as far as the\n"
                + "grid needs. Lines that start with '#' are skipped (unless '#' is a symbol of the grid). A\n"
                + "malformed puzzle (a line of the wrong length, a grid cut short, an unknown symbol, two equal\n"
                + "givens in a row, column or box) stops the run with exit status 2 and one line on standard\n"
                + "error that names its line; the answers before it have been written.\n"
                + "\n"
                + "With --threads N the puzzles are solved on N threads, a few dozen at a time each; the answers\n"
                + "are the same as with one thread and keep the order of the input, and each is written as soon\n"
                + "as it and every answer before it are known (at once when the input waits for more).\n"
                + "\n"
                + "With --generate N it makes N puzzles instead, each with a unique solution, and writes one per\n"
                + "line as soon as it is made; --stats adds each puzzle's givens and difficulty (the nodes and\n"
                + "updates of the search that proves it unique) on standard error.\n"
                + "\n"
                + "Examples:\n"
                + "  dlx4j sudoku examples/puzzles.txt\n"
                + "  echo 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                + " | dlx4j sudoku\n"
                + "  dlx4j sudoku --box 2x3 --unique examples/six-by-six.txt\n"
                + "  dlx4j sudoku --generate 1 --box 4x4 --alphabet 0123456789ABCDEF\n"
                + "      | dlx4j sudoku --alphabet 0123456789ABCDEF\n"
                + "  dlx4j sudoku --generate 10 --seed 1 --symmetric --stats\n"
                + "  dlx4j sudoku --generate 5 --box 4x4 --givens 120\n"
                + "\n"
                + "Exit status: 0 when every puzzle was answered (also 'no solution'), 1 for an internal error\n"
                + "or unwritable output, 2 for bad usage or bad input, 3 when --timeout stopped the run, 130\n"
                + "when Ctrl-C did, 141 when standard output was a closed pipe.\n";
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new ArrayList<>(List.of(
                OptionDef.value(BOX, "RxC", "boxes of R rows and C columns (needed for grids without square boxes,"
                        + " for example 2x3 for 6x6)"),
                OptionDef.value(ALPHABET, "SYMBOLS", "the symbols in value order, for example 0123456789ABCDEF"
                        + " (default 123456789ABC...)"),
                OptionDef.flag(UNIQUE, "print 'multiple solutions' for a puzzle with more than one"),
                OptionDef.flag(SearchRunner.COUNT, "print the number of solutions of each puzzle"),
                OptionDef.value(SearchRunner.LIMIT, "N", "with --count: count at most N solutions per puzzle"),
                OptionDef.value(SearchRunner.THREADS, "N", "solve with N threads (default 1; 0: one per core; at most "
                        + SearchRunner.THREADS_PER_CORE + " per core); the answers keep the order of the input"),
                OptionDef.value(SearchRunner.TIMEOUT, "DURATION", "stop after this long in all, for example 500ms, 10s,"
                        + " 2m; then report on standard error and exit with 3"),
                OptionDef.flag(SearchRunner.STATS, "print puzzles, solutions, nodes, updates and time on standard"
                        + " error"),
                SvgFile.def("the first puzzle and its solution (givens bold)"),
                OptionDef.value(WriteDlx.OPTION, "FILE", "do not solve: write the exact cover problem of the one"
                        + " puzzle of the input in Knuth's DLX format to FILE ('-': standard output)")));
        list.addAll(SudokuGeneration.OPTIONS);
        return list;
    }

    @Override
    int maxPositionals() {
        return 1;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        SudokuShape box = null;
        if (args.has(BOX)) {
            try {
                box = SudokuShape.parse(args.value(BOX).orElseThrow());
            } catch (IllegalArgumentException e) {
                throw CliException.usage("option '" + BOX + "': " + e.getMessage());
            }
        }
        String alphabet = alphabet(args);
        if (args.has(SudokuGeneration.GENERATE)) {
            SvgFile.of(args, SudokuGeneration.GENERATE);
            if (args.has(WriteDlx.OPTION)) {
                throw CliException.usage("options '" + SudokuGeneration.GENERATE + "' and '" + WriteDlx.OPTION
                        + "' contradict each other");
            }
            return SudokuGeneration.run(args, io, box, alphabet);
        }
        SudokuGeneration.checkUnused(args);
        int threads = SearchRunner.threads(args);
        Batch batch = new Batch(box, alphabet, args.has(ALPHABET), args.has(SearchRunner.COUNT),
                SearchRunner.puzzleSettings(args, io, UNIQUE), args.durationValue(SearchRunner.TIMEOUT).orElse(null),
                io);
        batch.svg = SvgFile.of(args, SearchRunner.COUNT, WriteDlx.OPTION);
        String file = args.positional(0).orElse("-");
        if (args.has(WriteDlx.OPTION)) {
            SudokuGrid puzzle;
            try (InputStream in = "-".equals(file) ? io.in() : openInput(file, io)) {
                puzzle = batch.onlyPuzzle(in);
            } catch (IOException e) {
                throw CliException.usage("cannot read '" + file + "': " + e.getMessage());
            }
            return WriteDlx.write(Sudoku.problem(puzzle), args, io, List.of(UNIQUE, SearchRunner.COUNT,
                    SearchRunner.LIMIT, SearchRunner.THREADS, SearchRunner.TIMEOUT, SearchRunner.STATS));
        }
        long t0 = System.nanoTime();
        int code;
        if ("-".equals(file)) {
            code = threads == 1 ? batch.run(io.in()) : new SudokuWorkers(batch, threads).run(io.in());
        } else {
            try (InputStream in = openInput(file, io)) {
                code = threads == 1 ? batch.run(in) : new SudokuWorkers(batch, threads).run(in);
            } catch (IOException e) {
                throw CliException.usage("cannot read '" + file + "': " + e.getMessage());
            }
        }
        if (args.has(SearchRunner.STATS) || code != 0) {
            batch.printStats(System.nanoTime() - t0);
        }
        return code;
    }

    /** Returns the alphabet, checked as a whole: no blank, no whitespace, no symbol twice. */
    private static String alphabet(Arguments args) throws CliException {
        String alphabet = args.value(ALPHABET).orElse(SudokuGrid.DEFAULT_ALPHABET);
        if (alphabet.isEmpty()) {
            throw CliException.usage("option '" + ALPHABET + "' needs at least one symbol");
        }
        for (int k = 0; k < alphabet.length(); k++) {
            char ch = alphabet.charAt(k);
            if (ch == '.' || Character.isWhitespace(ch) || Character.isISOControl(ch)) {
                throw CliException.usage("option '" + ALPHABET + "': symbol " + (k + 1) + " may not be '.' (the"
                        + " blank), a space or a control character");
            }
            if (alphabet.indexOf(ch) != k) {
                throw CliException.usage("option '" + ALPHABET + "': symbol '" + ch + "' appears twice");
            }
        }
        return alphabet;
    }

    /**
     * The state of one run over the lines: options, solvers by shape, output and tallies. {@link #run} answers
     * the puzzles on the calling thread; {@link SudokuWorkers} answers them on several with the same
     * {@link #search} and {@link #answer}, and reports through the same {@link #finish}. (Not final: a test
     * makes a search fail to see what the workers do with an internal error.)
     */
    static class Batch {
        private final SudokuShape box;
        private final String alphabet;
        private final boolean alphabetGiven;
        private final boolean count;
        private final SearchSettings settings;
        final java.time.Duration timeout;
        final Io io;
        final Output output;
        private final Map<SudokuShape, SudokuSolver> solvers = solverCache();
        SvgFile svg;
        long puzzles;
        long solutions;
        long nodes;
        long updates;
        String stopped;

        Batch(SudokuShape box, String alphabet, boolean alphabetGiven, boolean count, SearchSettings settings,
                java.time.Duration timeout, Io io) {
            this.timeout = timeout;
            this.alphabetGiven = alphabetGiven;
            this.box = box;
            this.alphabet = alphabet;
            this.count = count;
            this.settings = settings;
            this.io = io;
            this.output = new Output(io.out());
        }

        /** Returns an empty map of solvers by shape that keeps the {@link #CACHED_SHAPES} used last. */
        static Map<SudokuShape, SudokuSolver> solverCache() {
            return new LinkedHashMap<>(8, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<SudokuShape, SudokuSolver> eldest) {
                    return size() > CACHED_SHAPES;
                }
            };
        }

        /** Answers every puzzle of the input on this thread; returns the exit code. */
        int run(InputStream in) throws CliException {
            SudokuReader reader = reader(in, output::finish);
            StringBuilder answer = new StringBuilder();
            long deadline = timeout == null ? 0 : System.nanoTime() + timeout.toNanos();
            while (true) {
                SudokuGrid puzzle;
                try {
                    puzzle = next(reader);
                } catch (CancellableInput.Cancelled e) {
                    stopped = "interrupted";
                    break;
                }
                if (puzzle == null) {
                    break;
                }
                if (output.failed()) {
                    throw cannotWrite();
                }
                if (io.cancel().get()) {
                    stopped = "interrupted";
                    break;
                }
                SudokuSolver solver = solvers.computeIfAbsent(puzzle.shape(), SudokuSolver::new);
                long left = deadline - System.nanoTime();
                if (timeout != null && left <= 0) {
                    stopped = timedOut();
                    break;
                }
                SudokuGrid[] solved = new SudokuGrid[1];
                SearchResult r = search(solver, puzzle, left, solved);
                solutions += r.solutions();
                nodes += r.statistics().nodes();
                updates += r.statistics().updates();
                if (r.outcome() == SearchOutcome.CANCELLED) {
                    stopped = "interrupted";
                    break;
                }
                if (r.outcome() == SearchOutcome.DEADLINE) {
                    stopped = timedOut();
                    break;
                }
                puzzles++;
                answer.setLength(0);
                output.write(answer(r, solved[0], answer).append('\n'));
                if (svg != null && puzzles == 1) {
                    svg.add(picture(r, solved[0], puzzle));
                }
            }
            return finish(reader.lineNumber());
        }

        /**
         * Searches one puzzle with the run's settings, ending at the deadline {@code left} nanoseconds away
         * when there is a timeout; puts the first solution in {@code solved[0]} unless the run counts.
         */
        SearchResult search(SudokuSolver solver, SudokuGrid puzzle, long left, SudokuGrid[] solved) {
            SearchSettings limits = timeout == null ? settings
                    : settings.toBuilder().timeout(java.time.Duration.ofNanos(left)).build();
            return solver.search(puzzle, limits, solution -> {
                if (solved[0] == null && !count) {
                    solved[0] = Sudoku.decode(puzzle, solution);
                }
                return Decision.CONTINUE;
            });
        }

        /** Appends the answer of a completed search (without its newline) and returns {@code answer}. */
        StringBuilder answer(SearchResult r, SudokuGrid solved, StringBuilder answer) {
            if (count) {
                return answer.append(r.solutions());
            } else if (r.solutions() == 0) {
                return answer.append(NO_SOLUTION);
            } else if (r.solutions() > 1) {
                return answer.append(MULTIPLE);
            }
            return answer.append(solved.toLine());
        }

        /** Returns the picture of a puzzle for {@code --svg}: solved when it has one solution. */
        static String picture(SearchResult r, SudokuGrid solved, SudokuGrid puzzle) {
            return r.solutions() == 1 ? solved.toSvg(puzzle) : puzzle.toSvg();
        }

        /** Returns how a run stopped at its deadline, for the stop line. */
        String timedOut() {
            return "timeout after " + SearchRunner.seconds(timeout.toNanos());
        }

        /**
         * Ends a run whose answers are written: flushes them, writes the picture, reports a stop naming
         * {@code line}, and returns the exit code.
         */
        int finish(long line) throws CliException {
            if (!output.finish()) {
                throw cannotWrite();
            }
            if (svg != null) {
                svg.write(io, "sudoku");
            }
            if (stopped != null) {
                String answered = puzzles + " puzzle" + (puzzles == 1 ? "" : "s");
                io.err().println("dlx4j sudoku: stopped: " + (stopped.equals("interrupted") ? stopped + " after "
                        + answered + " (line " + line + ")" : stopped + " at line " + line + " (" + answered
                        + " answered)"));
                return stopped.equals("interrupted") ? SearchRunner.EXIT_INTERRUPTED : SearchRunner.EXIT_TIMEOUT;
            }
            return 0;
        }

        /** Returns the one puzzle of the input (for --write-dlx): none or a second one is an error. */
        SudokuGrid onlyPuzzle(InputStream in) throws CliException {
            SudokuReader reader = reader(in, () -> { });
            SudokuGrid found = next(reader);
            if (found == null) {
                throw CliException.usage("option '" + WriteDlx.OPTION + "' needs a puzzle, but the input has none");
            }
            if (next(reader) != null) {
                throw CliException.usage("option '" + WriteDlx.OPTION + "' writes one puzzle, but line "
                        + reader.puzzleLine() + " holds another");
            }
            return found;
        }

        /**
         * Returns a reader of the puzzles of the input that runs {@code beforeRead} (a flush of the answers)
         * before each read from the stream, so that an interactive user sees each answer at once.
         */
        SudokuReader reader(InputStream in, Runnable beforeRead) throws CliException {
            InputStream flushing = new FilterInputStream(in) {
                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    beforeRead.run();
                    return super.read(b, off, len);
                }
            };
            try {
                return new SudokuReader(new InputStreamReader(flushing, StandardCharsets.UTF_8), box,
                        alphabetGiven ? alphabet : null);
            } catch (IllegalArgumentException e) {
                throw CliException.usage("option '" + ALPHABET + "': " + e.getMessage());
            }
        }

        /** Returns the next puzzle, or null at the end; bad input names its line. */
        static SudokuGrid next(SudokuReader reader) throws CliException {
            try {
                return reader.next();
            } catch (IOException e) {
                throw CliException.usage("cannot read line " + (reader.lineNumber() + 1) + ": " + e.getMessage());
            } catch (IllegalArgumentException e) {
                String hint = e.getMessage().contains("box shape") ? " with " + BOX : "";
                throw CliException.usage(e.getMessage() + hint);
            }
        }

        CliException cannotWrite() {
            return CliException.failure("cannot write to standard output (closed pipe or full disk); stopped after "
                    + puzzles + " puzzle" + (puzzles == 1 ? "" : "s"));
        }

        void printStats(long nanos) {
            SearchResult total = new SearchResult(SearchOutcome.COMPLETED,
                    SearchStatistics.of(solutions, nodes, updates));
            io.err().println("puzzles: " + puzzles);
            SearchRunner.printStats(io.err(), total, stopped == null ? "complete" : "so far", nanos);
        }
    }
}
