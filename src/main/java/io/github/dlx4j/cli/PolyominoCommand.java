/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.problems.Polyomino;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.PolyominoTiling;
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
    static final String COPIES = "--copies";
    static final String CELL_CHAR = "--cell-char";

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
    String examples() {
        return "  dlx4j polyomino --board 3x20                    (the 8 tilings, 2 up to symmetry)\n"
                + "  dlx4j polyomino --board 6x10 --count --threads 0  (2339 with --up-to-symmetry)\n"
                + "  dlx4j polyomino --board 8x8 --pieces tetrominoes --usage any --count --limit 1000\n"
                + "  dlx4j polyomino --board 4x5 --pieces tetrominoes --copies 0:2,O=1 --count\n"
                + "                   (each tetromino at most twice, the square exactly once: Knuth's\n"
                + "                    multiplicities, searched by Algorithm M)\n"
                + "  dlx4j polyomino --board 6x10 --svg tiling.svg    (the first tiling as a picture)\n";
    }

    @Override
    String details() {
        return "Covers every cell of a board with pieces, without overlap, and prints every tiling as one\n"
                + "line per row, one letter per cell (the piece's letter; '.' for a hole), with a blank line\n"
                + "between tilings; or with --count their number. By default each piece is used exactly once\n"
                + "and may be rotated and turned over.\n"
                + "\n"
                + "A board file draws the board: one line per row, '.' or a space for a hole, any other\n"
                + "character for a cell to cover ('-' reads it from standard input). For files drawn the other\n"
                + "way round, with '.' for the cells and '#' for the holes, give --cell-char . (then that\n"
                + "character is a cell and every other one a hole). An emoji or any other character is one\n"
                + "position; no-break spaces are holes.\n"
                + "\n"
                + "Piece sets: monomino, domino, trominoes, tetrominoes (I O T S L), pentominoes\n"
                + "(F I L N P T U V W X Y Z), hexominoes (the 35, named A-Z and a-i).\n";
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new ArrayList<>();
        list.add(OptionDef.value(BOARD, "RxC", "tile a full rectangle of R rows and C columns, for example 6x10"));
        list.add(OptionDef.value(BOARD_FILE, "FILE", "tile the board drawn in FILE ('-': standard input)"));
        list.add(OptionDef.value(CELL_CHAR, "C", "with " + BOARD_FILE + ": C draws the cells and every other"
                + " character a hole (--cell-char . for files that draw cells as '.' and holes as '#')"));
        list.add(OptionDef.value(PIECES, "SET", "the pieces: monomino, domino, trominoes, tetrominoes,"
                + " pentominoes (default) or hexominoes"));
        list.add(OptionDef.value(USAGE, "HOW", "how often each piece is used: once (default), at-most-once or any"
                + " (any number of times)"));
        list.add(OptionDef.value(COPIES, "SPEC", "use each piece between U and V times: 'U:V' (or 'U' for exactly U)"
                + " for every piece, 'NAME=U:V' for one, comma-separated, for example 0:2,X=1"));
        list.add(OptionDef.flag(ONE_SIDED, "pieces may be rotated but not turned over"));
        list.add(OptionDef.flag(UP_TO_SYMMETRY, "one tiling per class of tilings that the board's rotations and"
                + " reflections map onto each other (only with --usage once)"));
        list.addAll(SearchRunner.OPTIONS);
        list.add(SvgFile.def("the tilings printed (the first one, or with --limit N a sheet of the first N)"));
        list.add(WriteDlx.DEF);
        return list;
    }

    /** Applies a {@code --copies} spec: {@code U:V} or {@code U} for every piece, {@code NAME=U:V} for one. */
    private static void copies(PolyominoPuzzle.Builder b, String spec) throws CliException {
        for (String entry : spec.split(",", -1)) {
            int eq = entry.indexOf('=');
            String bounds = eq < 0 ? entry : entry.substring(eq + 1);
            String[] uv = bounds.split(":", -1);
            int[] n = new int[uv.length];
            for (int k = 0; k < uv.length; k++) {
                if (uv.length > 2 || !uv[k].matches("[0-9]{1,9}")) {
                    throw CliException.usage("option '" + COPIES + "': '" + entry + "' is not U:V, U, NAME=U:V or"
                            + " NAME=U (U and V whole numbers, for example 0:2 or X=1)");
                }
                n[k] = Integer.parseInt(uv[k]);
            }
            int lower = n[0];
            int upper = n[n.length - 1];
            try {
                if (eq < 0) {
                    b.copies(lower, upper);
                } else {
                    b.copies(entry.substring(0, eq), lower, upper);
                }
            } catch (IllegalArgumentException e) {
                throw CliException.usage("option '" + COPIES + "': " + e.getMessage());
            }
        }
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

    @Override
    int execute(Arguments args, Io io) throws CliException {
        SvgFile svg = SvgFile.of(args, SearchRunner.COUNT, SearchRunner.ESTIMATE, WriteDlx.OPTION);
        SearchRunner runner = SearchRunner.of(args, io, name(), svg == null ? Long.MAX_VALUE : 1);
        List<Polyomino> pieces;
        try {
            pieces = Polyominoes.byName(args.value(PIECES).orElse("pentominoes"));
        } catch (IllegalArgumentException e) {
            throw CliException.usage("option '" + PIECES + "': " + e.getMessage());
        }
        if (args.has(BOARD) == args.has(BOARD_FILE)) {
            throw CliException.usage(args.has(BOARD) ? "options '" + BOARD + "' and '" + BOARD_FILE
                    + "' contradict each other; give one" : "give the board: " + BOARD + " RxC or " + BOARD_FILE
                    + " FILE");
        }
        String boardFile = args.value(BOARD_FILE).orElse(null);
        String text = boardFile == null ? null
                : runner.deadline().setUp(reading(boardFile, io), () -> read(boardFile, io));
        PolyominoBoard board;
        try {
            board = board(args, text);
        } catch (IllegalArgumentException e) {
            String where = args.has(BOARD_FILE) ? fileName(args) + ": " : "option '" + BOARD + "': ";
            throw CliException.usage(where + e.getMessage() + otherReading(text, pieces, args));
        }
        if (args.has(WriteDlx.OPTION)) {
            WriteDlx.checkNoSearch(args, WriteDlx.searchOptions());
        }
        PolyominoPuzzle puzzle = runner.deadline().setUp(BUILDING, () -> {
            try {
                return puzzle(board, pieces, args);
            } catch (IllegalArgumentException e) {
                throw CliException.usage(e.getMessage() + otherReading(text, pieces, args));
            }
        });
        if (args.has(WriteDlx.OPTION)) {
            return WriteDlx.write(puzzle.problem(), args, io, WriteDlx.searchOptions());
        }
        DancingLinks dl = runner.deadline().setUp(BUILDING, () -> new DancingLinks(puzzle.problem()));
        int code = runner.run(dl, (solution, out) -> {
            PolyominoTiling tiling = puzzle.decode(solution);
            out.append(tiling.render()).append('\n');
            if (svg != null) {
                svg.add(tiling.toSvg());
            }
        }, io);
        if (svg != null) {
            svg.write(io, name());
        }
        return code;
    }

    private static PolyominoPuzzle puzzle(PolyominoBoard board, List<Polyomino> pieces, Arguments args)
            throws CliException {
        if (args.has(COPIES) && args.has(USAGE)) {
            throw CliException.usage("options '" + COPIES + "' and '" + USAGE + "' both say how often a piece is"
                    + " used; give one");
        }
        if (args.has(COPIES) && args.has(UP_TO_SYMMETRY)) {
            throw CliException.usage("option '" + UP_TO_SYMMETRY + "' needs every piece used exactly once, but was"
                    + " given with '" + COPIES + "'");
        }
        PolyominoPuzzle.Builder b = PolyominoPuzzle.builder(board, pieces)
                .reflections(!args.has(ONE_SIDED))
                .usage(pieceUsage(args, UP_TO_SYMMETRY))
                .upToSymmetry(args.has(UP_TO_SYMMETRY));
        if (args.has(COPIES)) {
            copies(b, args.value(COPIES).orElseThrow());
        }
        return b.build();
    }

    /**
     * Returns the board of the arguments: the rectangle of {@code --board}, or the picture {@code text} read
     * from {@code --board-file} (with {@code --cell-char}, in that convention).
     *
     * @throws IllegalArgumentException if the rectangle or the picture is malformed
     */
    private static PolyominoBoard board(Arguments args, String text) throws CliException {
        if (args.has(BOARD)) {
            if (args.has(CELL_CHAR)) {
                throw CliException.usage("option '" + CELL_CHAR + "' only applies with '" + BOARD_FILE + "'");
            }
            return PolyominoBoard.rectangle(args.value(BOARD).orElseThrow());
        }
        if (!args.has(CELL_CHAR)) {
            return PolyominoBoard.parse(text);
        }
        String c = args.value(CELL_CHAR).orElseThrow();
        if (c.codePointCount(0, c.length()) != 1) {
            throw CliException.usage("option '" + CELL_CHAR + "' needs one character, such as '.', but was given '"
                    + c + "'");
        }
        return PolyominoBoard.parse(text, c.codePointAt(0));
    }

    /**
     * Returns a hint for a board file that may be drawn the other way round: when {@code --cell-char} is
     * not given and reading '.' as the cells (every other character a hole) gives a board that fits the
     * pieces, a sentence that says so and names the option; otherwise the empty string.
     */
    private static String otherReading(String text, List<Polyomino> pieces, Arguments args) throws CliException {
        if (text == null || args.has(CELL_CHAR)) {
            return "";
        }
        try {
            PolyominoBoard other = PolyominoBoard.parse(text, '.');
            puzzle(other, pieces, args);
            return "; read the other way round, with '.' for the cells and every other character for a hole (as"
                    + " many puzzle formats draw boards), the board has " + other.cellCount() + " cells and fits the"
                    + " pieces: give " + CELL_CHAR + " .";
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private static String fileName(Arguments args) {
        String file = args.value(BOARD_FILE).orElseThrow();
        return "-".equals(file) ? "standard input" : file;
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
