/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.Polyomino;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Builds Hadoop's one-sided pentomino problem: the 18 one-sided pentominoes (the 12, and the mirror images
 * of the six that differ from theirs: F L N P Y Z, named in lower case), each rotated but never turned over,
 * on a board of 90 cells, one tiling per class of the board's symmetries. The documented run in
 * {@code spark/README.md} writes its file with {@link #main}:
 * {@code java -cp target/test-classes:DLX4J_JAR io.github.dlx4j.spark.OneSidedPentominoes 6 15 p.dlx}.
 */
final class OneSidedPentominoes {

    private OneSidedPentominoes() {
    }

    /** Returns the 18 one-sided pentominoes. */
    static List<Polyomino> pieces() {
        List<Polyomino> pieces = new ArrayList<>(Polyominoes.PENTOMINOES);
        for (Polyomino p : Polyominoes.PENTOMINOES) {
            Polyomino mirror = mirror(p);
            if (p.orientations(true, false).stream().noneMatch(o -> o.picture().equals(mirror.picture()))) {
                pieces.add(mirror);
            }
        }
        return pieces;
    }

    /** Returns a piece's mirror image (left to right), named in lower case. */
    static Polyomino mirror(Polyomino p) {
        StringBuilder sb = new StringBuilder();
        for (String line : p.picture().split("\n")) {
            String padded = line + " ".repeat(p.width() - line.length());
            sb.append(new StringBuilder(padded).reverse()).append('\n');
        }
        return Polyomino.parse(p.name().toLowerCase(Locale.ROOT), sb.toString());
    }

    /** Returns the problem on a board of {@code rows x columns} (90 cells), up to the board's symmetries. */
    static ExactCoverProblem problem(int rows, int columns) {
        return PolyominoPuzzle.builder(PolyominoBoard.rectangle(rows, columns), pieces()).reflections(false)
                .upToSymmetry(true).build().problem();
    }

    /**
     * Writes the problem on a board in Knuth's format.
     *
     * @param args rows, columns and the file to write
     */
    public static void main(String[] args) throws IOException {
        DlxFormat.write(problem(Integer.parseInt(args[0]), Integer.parseInt(args[1])), Path.of(args[2]));
    }
}
