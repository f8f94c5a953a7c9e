/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.PolyominoPuzzle.PieceUsage;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Tiler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Compares a {@link PolyominoPuzzle} with the brute-force {@link Tiler}, and checks decoded tilings
 * with the test's own orientation code.
 */
final class TilingChecks {

    private TilingChecks() {
    }

    static Tiler.Usage oracleUsage(PieceUsage usage) {
        switch (usage) {
            case EXACTLY_ONCE:
                return Tiler.Usage.ONCE;
            case AT_MOST_ONCE:
                return Tiler.Usage.AT_MOST_ONCE;
            default:
                return Tiler.Usage.ANY;
        }
    }

    static Tiler oracle(PolyominoBoard board, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage) {
        List<String> pictures = pieces.stream().map(Polyomino::picture).collect(Collectors.toList());
        return new Tiler(board.picture(), pictures, rotate, reflect, oracleUsage(usage));
    }

    static PolyominoPuzzle puzzle(PolyominoBoard board, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage, boolean upToSymmetry) {
        return PolyominoPuzzle.builder(board, pieces).rotations(rotate).reflections(reflect).usage(usage)
                .upToSymmetry(upToSymmetry).build();
    }

    /** The label grid of a decoded tiling, as the oracle writes it: piece index per position, -1 for holes. */
    static String labels(PolyominoTiling t, List<Polyomino> pieces) {
        int[] a = new int[t.board().rows() * t.board().columns()];
        for (int r = 0; r < t.board().rows(); r++) {
            for (int c = 0; c < t.board().columns(); c++) {
                Polyomino p = t.pieceAt(r, c);
                a[r * t.board().columns() + c] = p == null ? -1 : pieces.indexOf(p);
            }
        }
        return Arrays.toString(a);
    }

    /**
     * Compares the builder with the brute-force tiler on one case: the count, and for EXACTLY_ONCE the set
     * of tilings itself; with symmetry reduction, the number of classes (unless the builder refuses, which
     * is returned as -1). Returns -1, or the number of symmetry items of the reduced problem (0 when the
     * restricted piece needs no partner).
     */
    static int check(String what, PolyominoBoard board, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage) {
        Tiler oracle = oracle(board, pieces, rotate, reflect, usage);
        PolyominoPuzzle p = puzzle(board, pieces, rotate, reflect, usage, false);
        String context = what + "\n" + board.picture() + "\npieces " + pieces + " rotate=" + rotate + " reflect="
                + reflect + " usage=" + usage + "\n" + KnuthDump.of(p.problem());
        assertThat(p.count()).as(context).isEqualTo(oracle.count());
        assertThat(p.symmetryCount()).as(context).isEqualTo(oracle.symmetries().size());
        if (usage == PieceUsage.EXACTLY_ONCE) {
            Set<String> expected = oracle.tilings();
            Set<String> actual = p.solutions().map(t -> labels(t, pieces)).collect(Collectors.toSet());
            assertThat(actual).as(context).isEqualTo(expected);
            try {
                PolyominoPuzzle reduced = puzzle(board, pieces, rotate, reflect, usage, true);
                assertThat(reduced.count()).as("classes: " + context + "\nreduced:\n"
                        + KnuthDump.of(reduced.problem())).isEqualTo(oracle.countClasses());
                return reduced.problem().secondaryItemCount();
            } catch (IllegalArgumentException e) {
                assertThat(e).hasMessageContaining("cannot count up to symmetry exactly");
                return -1;
            }
        }
        // the count is compared in full; the tilings themselves are checked for the first few hundred
        p.solutions().limit(300).forEach(t -> assertValid(t, pieces, rotate, reflect, usage));
        return 0;
    }

    /** Checks a tiling with the test's own orientation code: every placement is an allowed piece shape. */
    static void assertValid(PolyominoTiling t, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage) {
        PolyominoBoard b = t.board();
        int[] used = new int[pieces.size()];
        for (int k = 0; k < t.placementCount(); k++) {
            List<int[]> cells = new ArrayList<>();
            Polyomino piece = null;
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c < b.columns(); c++) {
                    if (t.placementAt(r, c) == k) {
                        cells.add(new int[] {r, c});
                        piece = t.pieceAt(r, c);
                    }
                }
            }
            assertThat(piece).isNotNull();
            assertThat(Tiler.orientationKeys(piece.picture(), rotate, reflect)).as(t.render())
                    .contains(Tiler.placementKey(cells));
            used[pieces.indexOf(piece)]++;
        }
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.columns(); c++) {
                assertThat(t.pieceAt(r, c) != null).isEqualTo(b.isCell(r, c));
                assertThat(t.letterAt(r, c) == '.').isEqualTo(!b.isCell(r, c));
            }
        }
        for (int u : used) {
            if (usage == PieceUsage.EXACTLY_ONCE) {
                assertThat(u).isEqualTo(1);
            } else if (usage == PieceUsage.AT_MOST_ONCE) {
                assertThat(u).isLessThanOrEqualTo(1);
            }
        }
    }

    static List<Polyomino> pentominoes(String letters) {
        List<Polyomino> list = new ArrayList<>();
        for (char ch : letters.toCharArray()) {
            list.add(Polyominoes.pentomino(ch));
        }
        return list;
    }
}
