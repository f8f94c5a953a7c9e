/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.problems.Polycube;
import io.github.dlx4j.problems.PolycubeBox;
import io.github.dlx4j.problems.PolycubePacking;
import io.github.dlx4j.problems.PolycubePuzzle;
import io.github.dlx4j.problems.Polycubes;
import io.github.dlx4j.problems.PolyominoPuzzle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code dlx4j polycube}: packs a box or a drawn region with polycubes. */
final class PolycubeCommand extends Command {

    static final String BOX = "--box";
    static final String BOX_FILE = "--box-file";
    static final String PIECES = "--pieces";
    static final String USAGE = "--usage";
    static final String REFLECTIONS = "--reflections";
    static final String UP_TO_SYMMETRY = "--up-to-symmetry";
    static final String UP_TO_ROTATION = "--up-to-rotation";

    /** The largest region file read. */
    static final int MAX_FILE = 1 << 20;

    @Override
    String name() {
        return "polycube";
    }

    @Override
    String summary() {
        return "pack a box with polycubes (Soma, tetracubes, solid pentominoes, Bedlam)";
    }

    @Override
    String synopsis() {
        return "(--box AxBxC | --box-file FILE) [OPTIONS]";
    }

    @Override
    String examples() {
        return "  dlx4j polycube --box 3x3x3 --pieces soma --count                    (11520)\n"
                + "  dlx4j polycube --box 3x3x3 --pieces soma --count --up-to-symmetry   (240)\n"
                + "  dlx4j polycube --box 2x4x4 --pieces tetracubes --count --up-to-rotation  (1390)\n"
                + "  dlx4j polycube --box 4x4x4 --pieces bedlam --limit 1\n"
                + "  dlx4j polycube --box 3x3x3 --svg soma.svg\n";
    }

    @Override
    String details() {
        return "Fills every cell of a box (A layers of B rows of C columns) or of a region drawn by layers\n"
                + "with polycubes, without overlap, and prints every packing by layers side by side (each cell\n"
                + "the letter of its piece), packings separated by blank lines, or with --count their number.\n"
                + "By default each piece is used exactly once and may be rotated but not reflected. A region\n"
                + "file holds its layers separated by blank lines, one line per row, '.' or a space for a hole.\n"
                + "With --svg the packings printed are drawn the same way, layers side by side, each piece in a\n"
                + "color of its own. When there is no packing, the line 'no solution' goes to standard error.\n";
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new ArrayList<>();
        list.add(OptionDef.value(BOX, "AxBxC", "fill a full box of A layers, B rows and C columns, for example 3x3x3"));
        list.add(OptionDef.value(BOX_FILE, "FILE", "fill the region drawn by layers in FILE ('-': standard input)"));
        list.add(OptionDef.value(PIECES, "SET", "the pieces: soma (default), tetracubes, solid-pentominoes or"
                + " bedlam"));
        list.add(OptionDef.value(USAGE, "HOW", "how often each piece is used: once (default), at-most-once or any"));
        list.add(OptionDef.flag(REFLECTIONS, "pieces may also be reflected (turned into their mirror images)"));
        list.add(OptionDef.flag(UP_TO_SYMMETRY, "one packing per class under the rotations and reflections that map"
                + " the region and the set of pieces onto themselves (only with --usage once)"));
        list.add(OptionDef.flag(UP_TO_ROTATION, "one packing per class under the region's rotations only (only with"
                + " --usage once)"));
        list.addAll(SearchRunner.OPTIONS);
        list.add(SvgFile.def("the packings printed, layers side by side (the first one unless --limit is given;"
                + " several on one sheet)"));
        return list;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        SvgFile svg = SvgFile.of(args, SearchRunner.COUNT, SearchRunner.ESTIMATE);
        SearchRunner runner = SearchRunner.of(args, io, name(), svg == null ? Long.MAX_VALUE : 1);
        PolycubeBox box = box(args, io, runner.deadline());
        List<Polycube> pieces;
        try {
            pieces = Polycubes.byName(args.value(PIECES).orElse("soma"));
        } catch (IllegalArgumentException e) {
            throw CliException.usage("option '" + PIECES + "': " + e.getMessage());
        }
        if (args.has(UP_TO_SYMMETRY) && args.has(UP_TO_ROTATION)) {
            throw CliException.usage("options '" + UP_TO_SYMMETRY + "' and '" + UP_TO_ROTATION
                    + "' contradict each other");
        }
        PolyominoPuzzle.PieceUsage usage = PolyominoCommand.pieceUsage(args, UP_TO_SYMMETRY, UP_TO_ROTATION);
        PolycubePuzzle.Builder builder = PolycubePuzzle.builder(box, pieces)
                .reflections(args.has(REFLECTIONS))
                .usage(usage)
                .upToSymmetry(args.has(UP_TO_SYMMETRY))
                .upToRotation(args.has(UP_TO_ROTATION));
        PolycubePuzzle puzzle = runner.deadline().setUp(BUILDING, () -> {
            try {
                return builder.build();
            } catch (IllegalArgumentException e) {
                throw CliException.usage(e.getMessage());
            }
        });
        DancingLinks dl = runner.deadline().setUp(BUILDING, () -> new DancingLinks(puzzle.problem()));
        int code = runner.run(dl, (solution, out) -> {
            PolycubePacking packing = puzzle.decode(solution);
            out.append(packing.render());
            if (svg != null) {
                svg.add(packing.toSvg());
            }
        }, io);
        if (svg != null) {
            svg.write(io, name());
        }
        return code;
    }

    private static PolycubeBox box(Arguments args, Io io, Deadline deadline) throws CliException {
        if (args.has(BOX) == args.has(BOX_FILE)) {
            throw CliException.usage(args.has(BOX) ? "options '" + BOX + "' and '" + BOX_FILE
                    + "' contradict each other; give one" : "give the region: " + BOX + " AxBxC or " + BOX_FILE
                    + " FILE");
        }
        if (args.has(BOX)) {
            try {
                return PolycubeBox.box(args.value(BOX).orElseThrow());
            } catch (IllegalArgumentException e) {
                throw CliException.usage("option '" + BOX + "': " + e.getMessage());
            }
        }
        String file = args.value(BOX_FILE).orElseThrow();
        String text = deadline.setUp(reading(file, io), () -> read(file, io));
        try {
            return PolycubeBox.parse(text);
        } catch (IllegalArgumentException e) {
            throw CliException.usage(("-".equals(file) ? "standard input" : file) + ": " + e.getMessage());
        }
    }

    /** Reads the text of a region file, or of standard input for {@code "-"}. */
    private static String read(String file, Io io) throws CliException {
        try {
            byte[] bytes;
            if ("-".equals(file)) {
                bytes = io.in().readNBytes(MAX_FILE + 1);
            } else {
                Path path = Path.of(file);
                if (Files.isDirectory(path)) {
                    throw CliException.usage("cannot read '" + file + "': it is a directory");
                }
                bytes = Files.size(path) > MAX_FILE ? new byte[MAX_FILE + 1] : Files.readAllBytes(path);
            }
            if (bytes.length > MAX_FILE) {
                throw CliException.usage("the region in '" + file + "' is larger than " + MAX_FILE + " bytes");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | InvalidPathException e) {
            throw CliException.cannotRead(file, e);
        }
    }
}
