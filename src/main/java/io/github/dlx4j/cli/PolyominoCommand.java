/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.problems.Polyomino;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code dlx4j polyomino}: tiles a board with a set of polyominoes. */
final class PolyominoCommand extends Command {

    static final String BOARD = "--board";
    static final String BOARD_FILE = "--board-file";
    static final String PIECES = "--pieces";
    static final String ONE_SIDED = "--one-sided";
    static final String UP_TO_SYMMETRY = "--up-to-symmetry";
    static final String USAGE = "--usage";

    /** The most bytes of a board file. */
    static final int MAX_BOARD_FILE = 1 << 24;

    @Override
    String name() {
        return "polyomino";
    }

    @Override
    String summary() {
        return "tile a board with polyominoes (pentominoes by default)";
    }

    @Override
    String synopsis() {
        return "(--board RxC | --board-file FILE) [OPTIONS]";
    }

    @Override
    String description() {
        return "Covers every cell of a board with pieces, without overlap, and prints every tiling as one\n"
                + "line per row, one letter per cell (the piece's letter; '.' for a hole), with a blank line\n"
                + "between tilings; or with --count their number. By default each piece is used exactly once\n"
                + "and may be rotated and turned over.\n"
                + "\n"
                + "A board file draws the board: one line per row, '.' or a space for a hole, any other\n"
                + "character for a cell to cover ('-' reads it from standard input).\n"
                + "\n"
                + "Piece sets: monomino, domino, trominoes, tetrominoes (I O T S L), pentominoes\n"
                + "(F I L N P T U V W X Y Z), hexominoes (the 35, named A-Z and a-i).\n"
                + "\n"
                + "Examples:\n"
                + "  dlx4j polyomino --board 3x20                    (the 8 tilings, 2 up to symmetry)\n"
                + "  dlx4j polyomino --board 6x10 --count --threads 0  (2339 with --up-to-symmetry)\n"
                + "  dlx4j polyomino --board 8x8 --pieces tetrominoes --usage any --count --limit 1000\n"
                + "\n"
                + EXIT_STATUS;
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new ArrayList<>();
        list.add(OptionDef.value(BOARD, "RxC", "tile a full rectangle of R rows and C columns, for example 6x10"));
        list.add(OptionDef.value(BOARD_FILE, "FILE", "tile the board drawn in FILE ('-': standard input)"));
        list.add(OptionDef.value(PIECES, "SET", "the pieces: monomino, domino, trominoes, tetrominoes,"
                + " pentominoes (default) or hexominoes"));
        list.add(OptionDef.value(USAGE, "HOW", "how often each piece is used: once (default), at-most-once or any"
                + " (any number of times)"));
        list.add(OptionDef.flag(ONE_SIDED, "pieces may be rotated but not turned over"));
        list.add(OptionDef.flag(UP_TO_SYMMETRY, "one tiling per class of tilings that the board's rotations and"
                + " reflections map onto each other (only with --usage once)"));
        list.addAll(SearchRunner.OPTIONS);
        list.add(WriteDlx.DEF);
        return list;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        SearchRunner runner = SearchRunner.of(args, io, name(), Long.MAX_VALUE);
        PolyominoBoard board = board(args, io);
        List<Polyomino> pieces;
        try {
            pieces = Polyominoes.byName(args.value(PIECES).orElse("pentominoes"));
        } catch (IllegalArgumentException e) {
            throw CliException.usage("option '" + PIECES + "': " + e.getMessage());
        }
        PolyominoPuzzle.PieceUsage usage = pieceUsage(args, UP_TO_SYMMETRY);
        PolyominoPuzzle puzzle;
        try {
            puzzle = PolyominoPuzzle.builder(board, pieces)
                    .reflections(!args.has(ONE_SIDED))
                    .usage(usage)
                    .upToSymmetry(args.has(UP_TO_SYMMETRY))
                    .build();
        } catch (IllegalArgumentException e) {
            throw CliException.usage(e.getMessage());
        }
        if (args.has(WriteDlx.OPTION)) {
            return WriteDlx.write(puzzle.problem(), args, io, WriteDlx.searchOptions());
        }
        return runner.run(new DancingLinks(puzzle.problem()),
                (solution, out) -> out.append(puzzle.decode(solution).render()).append('\n'), io);
    }

    /**
     * Returns the piece usage that {@code --usage} names (once by default), checking that the options that
     * count up to symmetry come only with {@code --usage once}.
     */
    static PolyominoPuzzle.PieceUsage pieceUsage(Arguments args, String... symmetryOptions) throws CliException {
        String usage = args.choice(USAGE, "once", "once", "at-most-once", "any");
        for (String option : symmetryOptions) {
            if (args.has(option) && !"once".equals(usage)) {
                throw CliException.usage("option '" + option + "' needs every piece used exactly once ('" + USAGE
                        + " once'), but was given with '" + USAGE + " " + usage + "'");
            }
        }
        return "any".equals(usage) ? PolyominoPuzzle.PieceUsage.ANY_NUMBER : "at-most-once".equals(usage)
                ? PolyominoPuzzle.PieceUsage.AT_MOST_ONCE : PolyominoPuzzle.PieceUsage.EXACTLY_ONCE;
    }

    private static PolyominoBoard board(Arguments args, Io io) throws CliException {
        if (args.has(BOARD) == args.has(BOARD_FILE)) {
            throw CliException.usage(args.has(BOARD) ? "options '" + BOARD + "' and '" + BOARD_FILE
                    + "' contradict each other; give one" : "give the board: " + BOARD + " RxC or " + BOARD_FILE
                    + " FILE");
        }
        if (args.has(BOARD)) {
            try {
                return PolyominoBoard.rectangle(args.value(BOARD).orElseThrow());
            } catch (IllegalArgumentException e) {
                throw CliException.usage("option '" + BOARD + "': " + e.getMessage());
            }
        }
        String file = args.value(BOARD_FILE).orElseThrow();
        String text = read(file, io);
        try {
            return PolyominoBoard.parse(text);
        } catch (IllegalArgumentException e) {
            throw CliException.usage(("-".equals(file) ? "standard input" : file) + ": " + e.getMessage());
        }
    }

    private static String read(String file, Io io) throws CliException {
        try {
            byte[] bytes;
            if ("-".equals(file)) {
                bytes = io.in().readNBytes(MAX_BOARD_FILE + 1);
            } else {
                Path path = Path.of(file);
                if (Files.isDirectory(path)) {
                    throw CliException.usage("cannot read '" + file + "': it is a directory");
                }
                if (Files.size(path) > MAX_BOARD_FILE) {
                    throw CliException.usage("board file '" + file + "' is larger than " + MAX_BOARD_FILE + " bytes");
                }
                bytes = Files.readAllBytes(path);
            }
            if (bytes.length > MAX_BOARD_FILE) {
                throw CliException.usage("the board on standard input is larger than " + MAX_BOARD_FILE + " bytes");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | InvalidPathException e) {
            throw CliException.cannotRead(file, e);
        }
    }
}
