/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuReader;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code dlx4j sudoku [FILE]}: solves Sudoku puzzles, one per line or as grids of lines
 * ({@link SudokuReader}), streaming: each answer is written as soon as it is known, nothing is kept but one
 * reusable {@link SudokuSolver} per grid shape, so a file of any length goes through in constant memory.
 * This class reads the options; a {@link SudokuBatch} answers the puzzles, on the calling thread, or with
 * {@code --threads N} through {@link SudokuWorkers} on N.
 */
final class SudokuCommand extends Command {

    static final String BOX = "--box";
    static final String ALPHABET = "--alphabet";
    static final String UNIQUE = "--unique";
    static final String GRID = "--grid";

    /** How many solvers (one per shape) are kept; each holds the matrix of its empty grid. */
    static final int CACHED_SHAPES = 4;

    static final String NO_SOLUTION = SearchRunner.NO_SOLUTION;
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
    String examples() {
        return "  dlx4j sudoku examples/puzzles.txt\n"
                + "  echo 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 | dlx4j"
                + " sudoku\n"
                + "  dlx4j sudoku --box 2x3 --unique examples/six-by-six.txt\n"
                + "  dlx4j sudoku --threads 0 --unique examples/puzzles.txt\n"
                + "  dlx4j sudoku --generate 1 --box 4x4 --alphabet 0123456789ABCDEF\n"
                + "      | dlx4j sudoku --alphabet 0123456789ABCDEF\n"
                + "  dlx4j sudoku --generate 10 --seed 1 --symmetric --stats\n"
                + "  dlx4j sudoku --generate 5 --box 4x4 --givens 120\n"
                + "  dlx4j sudoku --grid examples/six-by-six.txt --box 2x3\n"
                + "  dlx4j sudoku --generate 4 --seed 7 --svg puzzles.svg\n";
    }

    @Override
    String details() {
        return "Reads Sudoku puzzles from FILE, or from standard input when FILE is missing or '-': one per\n"
                + "line (the cells row by row), or as grids of n lines, such as a grid pasted from a web page:\n"
                + "spaces, '|' and separator lines such as ------+-------+------ are ignored, grids may follow\n"
                + "each other directly or with blank lines between. '.', '_' or '0' (when 0 is not a symbol) is a\n"
                + "blank. Prints one line per puzzle, as soon as it is solved: the solved grid on one line in the\n"
                + "puzzle's symbols, or 'no solution'; with --unique, 'multiple solutions' for a puzzle that has\n"
                + "several; with --count, the number of solutions. With --grid a solved grid is written as rows\n"
                + "with the boxes marked (the layout it reads back as a pasted grid), and every answer is\n"
                + "followed by a blank line.\n"
                + "\n"
                + "The grid size comes from the number of cells (81 on one line or 9 lines of 9: 9x9; 16 lines\n"
                + "of 16: 16x16; 16 on one line: 4x4) with square boxes; other box shapes need --box (a 6x6\n"
                + "grid usually has 2x3 boxes). The default symbols are 1-9, then A-Z, a-z, @ # $ as far as the\n"
                + "grid needs. Lines that start with '#' are skipped (unless '#' is a symbol of the grid). A\n"
                + "malformed puzzle (a line of the wrong length, a grid cut short, an unknown symbol, two equal\n"
                + "givens in a row, column or box) stops the run with exit status 2 and one line on standard\n"
                + "error that names its line; the answers before it have been written.\n"
                + "\n"
                + "With --threads N the puzzles are solved on N threads in groups of up to 64; the answers are\n"
                + "those of one thread, in the order of the input, each group's written once it and the groups\n"
                + "before it are solved (and all of them whenever the input waits for more).\n"
                + "\n"
                + "With --generate N it makes N puzzles instead, each with a unique solution, and writes one per\n"
                + "line as soon as it is made; --stats adds each puzzle's givens and difficulty (the nodes and\n"
                + "updates of the search that proves it unique) on standard error.\n";
    }

    @Override
    String exitStatus() {
        return "Exit status: 0 when every puzzle was answered (also 'no solution'), 1 for an internal error\n"
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
                OptionDef.flag(GRID, "print each solved grid as rows with boxes marked (| and ---+---), each answer"
                        + " followed by a blank line; with --generate, each puzzle"),
                OptionDef.flag(UNIQUE, "print 'multiple solutions' for a puzzle with more than one"),
                OptionDef.flag(SearchRunner.COUNT, "print the number of solutions of each puzzle"),
                OptionDef.value(SearchRunner.LIMIT, "N", "with --count: count at most N solutions per puzzle"),
                OptionDef.value(SearchRunner.THREADS, "N", "solve with N threads (default 1; 0: one per core; at most "
                        + SearchRunner.THREADS_PER_CORE + " per core); the answers keep the order of the input"),
                OptionDef.value(SearchRunner.TIMEOUT, "DURATION", "stop after this long in all, for example 500ms, 10s,"
                        + " 2m; then report on standard error and exit with 3"),
                OptionDef.flag(SearchRunner.STATS, "print puzzles, solutions, nodes, updates and time on standard"
                        + " error"),
                SvgFile.def("the first puzzle and its solution (givens bold); with --generate, the puzzles made"
                        + " (several on one sheet)"),
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
            if (args.has(WriteDlx.OPTION)) {
                throw CliException.usage("options '" + SudokuGeneration.GENERATE + "' and '" + WriteDlx.OPTION
                        + "' contradict each other");
            }
            return SudokuGeneration.run(args, io, box, alphabet);
        }
        SudokuGeneration.checkUnused(args);
        int threads = SearchRunner.threads(args);
        SudokuBatch batch = new SudokuBatch(box, alphabet, args.has(ALPHABET), args.has(SearchRunner.COUNT),
                SearchRunner.puzzleSettings(args, io, UNIQUE), args.durationValue(SearchRunner.TIMEOUT).orElse(null),
                io);
        batch.svg = SvgFile.of(args, SearchRunner.COUNT, WriteDlx.OPTION);
        batch.grid = args.has(GRID);
        batch.quick = !args.has(SearchRunner.STATS);
        for (String other : List.of(SearchRunner.COUNT, WriteDlx.OPTION)) {
            if (batch.grid && args.has(other)) {
                throw CliException.usage("options '" + GRID + "' and '" + other + "' contradict each other");
            }
        }
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
            code = batch.run(io.in(), "standard input", threads);
        } else {
            try (InputStream opened = openInput(file, io)) {
                code = batch.run(opened, "'" + file + "'", threads);
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
}
