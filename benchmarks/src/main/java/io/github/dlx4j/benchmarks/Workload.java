/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.problems.Polyomino;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Returns the counting workloads: exact cover problems whose number of solutions is published, so that
 * every benchmark run checks its answer. The problems come from the builders of
 * {@code io.github.dlx4j.problems}, as a user would make them.
 */
public enum Workload {
    /** 12 queens ({@link NQueens#problem(int)}, organ-pipe item order): 14200 solutions (OEIS A000170). */
    QUEENS12(() -> NQueens.problem(12), 14_200),
    /** 13 queens: 73712 solutions (OEIS A000170). */
    QUEENS13(() -> NQueens.problem(13), 73_712),
    /** 14 queens: 365596 solutions (OEIS A000170). */
    QUEENS14(() -> NQueens.problem(14), 365_596),
    /** The 12 pentominoes on a 6x10 board, all orientations: 9356 tilings (2339 up to symmetry). */
    PENTOMINO6X10(() -> pentominoes(PolyominoBoard.rectangle(6, 10)), 9_356),
    /** The 12 pentominoes on a 3x20 board, all orientations: 8 tilings (2 up to symmetry). */
    PENTOMINO3X20(() -> pentominoes(PolyominoBoard.rectangle(3, 20)), 8),
    /**
     * The 18 one-sided pentominoes (the 12 and the mirror images of the six that differ from theirs: {@code
     * f l n p y z}) on a 3x30 board, rotated but not turned over: 184 tilings (46 up to symmetry). Its
     * endgames are many and small (116,160 entries of about 37 nodes each, 452 live options at entry).
     */
    PENTOMINO3X30_ONE_SIDED(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 30), oneSidedPentominoes())
            .reflections(false).build().problem(), 184),
    /**
     * Dominoes on an 8x8 board, as many as fill it, one option per placement and no item per piece:
     * 12,988,816 tilings (Fisher and Temperley, Kasteleyn, 1961). A state (the cells covered) is reached by
     * many arrangements of its dominoes, so a count takes most subtrees from its memo.
     */
    DOMINO8X8(() -> dominoes(8, 8), 12_988_816),
    /**
     * Scott's board: the 12 pentominoes on an 8x8 board without its centre 2x2 ({@code examples/scott.txt}),
     * all orientations: 520 tilings (65 up to symmetry).
     */
    PENTOMINO8X8(() -> pentominoes(PolyominoBoard.parse(String.join("\n",
            "########",
            "########",
            "########",
            "###..###",
            "###..###",
            "########",
            "########",
            "########"))), 520);

    /**
     * Returns the 18 one-sided pentominoes: each free pentomino, and after it its mirror image (named by the
     * lower-case letter) when no rotation of the piece gives that image.
     *
     * @return the pieces, 18 of them
     */
    static List<Polyomino> oneSidedPentominoes() {
        List<Polyomino> pieces = new ArrayList<>();
        for (Polyomino p : Polyominoes.PENTOMINOES) {
            pieces.add(p);
            List<Polyomino> turned = p.orientations(false, true); // the piece and its mirror image
            Polyomino m = turned.get(turned.size() - 1);
            if (!p.orientations(true, false).contains(m)) {
                m = m.named(p.name().toLowerCase(Locale.ROOT));
                pieces.add(m);
            }
        }
        return pieces;
    }

    private static ExactCoverProblem dominoes(int rows, int columns) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                b.primary(r + "," + c);
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (c + 1 < columns) {
                    b.option(r + "," + c, r + "," + (c + 1));
                }
                if (r + 1 < rows) {
                    b.option(r + "," + c, (r + 1) + "," + c);
                }
            }
        }
        return b.build();
    }

        private static ExactCoverProblem pentominoes(PolyominoBoard board) {
        return PolyominoPuzzle.builder(board, Polyominoes.PENTOMINOES).build().problem();
    }

    private final Supplier<ExactCoverProblem> factory;
    private final long solutions;

    Workload(Supplier<ExactCoverProblem> factory, long solutions) {
        this.factory = factory;
        this.solutions = solutions;
    }

    /**
     * Returns a newly built problem of this workload.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return factory.get();
    }

    /**
     * Returns the published number of solutions.
     *
     * @return the number of solutions
     */
    public long solutions() {
        return solutions;
    }

    /**
     * Returns {@code count} if it is the published number of solutions.
     *
     * @param count a computed number of solutions
     * @param by who computed it, for the message
     * @return {@code count}
     * @throws IllegalStateException if {@code count} is not the published number
     */
    public long check(long count, String by) {
        if (count != solutions) {
            throw new IllegalStateException(by + " counted " + count + " solutions of " + this + ", expected "
                    + solutions);
        }
        return count;
    }
}
