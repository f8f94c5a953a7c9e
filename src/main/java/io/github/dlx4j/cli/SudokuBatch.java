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
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One run of {@code dlx4j sudoku} over its input: the options, the solvers by shape, the output and the
 * tallies. {@link #run} answers the puzzles on the calling thread; {@link SudokuWorkers} answers them on
 * several with the same {@link #search} and {@link #answer}, and reports through the same {@link #finish}.
 * (Not final: a test makes a search fail to see what the workers do with an internal error.)
 */
class SudokuBatch {

    private final SudokuShape box;
    private final String alphabet;
    private final boolean alphabetGiven;
    private final boolean count;
    private final SearchSettings settings;
    final java.time.Duration timeout;
    /** The run's deadline: {@code timeout} from the command's start. */
    final Deadline deadline;
    final Io io;
    final Output output;
    private final Map<SudokuShape, SudokuSolver> solvers = solverCache();
    SvgFile svg;
    /** Whether solved grids are written as {@link SudokuGrid#toGrid()} ({@code --grid}). */
    boolean grid;
    /** Whether no statistics are printed ({@code --stats} absent), so a uniqueness check may take any path. */
    boolean quick;
    long puzzles;
    long solutions;
    long nodes;
    long updates;
    String stopped;

    SudokuBatch(SudokuShape box, String alphabet, boolean alphabetGiven, boolean count, SearchSettings settings,
            java.time.Duration timeout, Io io) {
        this.timeout = timeout;
        this.deadline = Deadline.of(timeout, io);
        this.alphabetGiven = alphabetGiven;
        this.box = box;
        this.alphabet = alphabet;
        this.count = count;
        this.settings = settings;
        this.io = io;
        this.output = new Output(io.out());
    }

    /**
     * Answers every puzzle of the input, on this thread or on {@code threads} ({@link SudokuWorkers}), and
     * returns the exit code. With a deadline the reads end at it even while the stream blocks
     * ({@link TimedInput}).
     *
     * @param source how messages name the stream: {@code "standard input"} or {@code "'FILE'"}
     */
    int run(InputStream in, String source, int threads) throws CliException {
        if (!deadline.isSet()) {
            return threads == 1 ? run(in) : new SudokuWorkers(this, threads).run(in);
        }
        try (TimedInput timed = new TimedInput(in, deadline, io, source)) {
            return threads == 1 ? run(timed) : new SudokuWorkers(this, threads).run(timed);
        }
    }

    /** Returns an empty map of solvers by shape that keeps the {@link SudokuCommand#CACHED_SHAPES} used last. */
    static Map<SudokuShape, SudokuSolver> solverCache() {
        return new LinkedHashMap<>(8, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<SudokuShape, SudokuSolver> eldest) {
                return size() > SudokuCommand.CACHED_SHAPES;
            }
        };
    }

    /** Answers every puzzle of the input on this thread; returns the exit code. */
    int run(InputStream in) throws CliException {
        SudokuReader reader = reader(in, output::finish);
        StringBuilder answer = new StringBuilder();
        while (true) {
            SudokuGrid puzzle;
            try {
                puzzle = next(reader);
            } catch (CancellableInput.Cancelled e) {
                stopped = e.timedOut() ? timedOut() : "interrupted";
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
            long left = deadline.leftNanos();
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
        if (quick && !count && settings.solutionLimit() == 2) {
            // --unique without --stats: the solver's fastest answer (on 9x9, its bitboards), which has no
            // statistics to print; a 9x9 check takes at most milliseconds, so the deadline between puzzles holds.
            java.util.List<SudokuGrid> found = solver.solutions(puzzle, 2);
            solved[0] = found.isEmpty() ? null : found.get(0);
            return new SearchResult(found.size() < 2 ? SearchOutcome.COMPLETED : SearchOutcome.SOLUTION_LIMIT,
                    SearchStatistics.of(found.size(), 0, 0));
        }
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
            answer.append(SudokuCommand.NO_SOLUTION);
        } else if (r.solutions() > 1) {
            answer.append(SudokuCommand.MULTIPLE);
        } else {
            answer.append(grid ? solved.toGrid() : solved.toLine());
        }
        return grid ? answer.append('\n') : answer; // with --grid each answer ends with a blank line
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
            throw CliException.usage("option '" + SudokuCommand.ALPHABET + "': " + e.getMessage());
        }
    }

    /** Returns the next puzzle, or null at the end; bad input names its line. */
    static SudokuGrid next(SudokuReader reader) throws CliException {
        try {
            return reader.next();
        } catch (IOException e) {
            throw CliException.usage("cannot read line " + (reader.lineNumber() + 1) + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            String hint = e.getMessage().contains("box shape") ? " with " + SudokuCommand.BOX : "";
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
