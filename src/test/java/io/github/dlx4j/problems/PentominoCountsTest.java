/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Tiler;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Pentomino tilings against published counts (Haselgrove and Haselgrove 1960; Knuth, "Dancing Links",
 * 2000): rectangles 3x20, 4x15, 5x12 and 6x10 have 8, 1472, 4040 and 9356 tilings, or 2, 368, 1010 and
 * 2339 up to the four symmetries of the rectangle; the 8x8 board without its centre 2x2 has 520, or 65 up
 * to its eight symmetries (Scott 1958). The slowest are tagged {@code slow} (run them with {@code -Pslow}).
 */
class PentominoCountsTest {

    static long count(PolyominoBoard board, boolean upToSymmetry) {
        return PolyominoPuzzle.builder(board, Polyominoes.PENTOMINOES).upToSymmetry(upToSymmetry).build().count();
    }

    @Test
    void count_pentomino3x20_is8() {
        assertThat(count(PolyominoBoard.rectangle(3, 20), false)).isEqualTo(8);
    }

    @Test
    void count_pentomino3x20UpToSymmetry_is2() {
        assertThat(count(PolyominoBoard.rectangle(3, 20), true)).isEqualTo(2);
    }

    @Test
    void count_pentomino4x15_is1472() {
        assertThat(count(PolyominoBoard.rectangle(4, 15), false)).isEqualTo(1472);
    }

    @Test
    void count_pentomino4x15UpToSymmetry_is368() {
        assertThat(count(PolyominoBoard.rectangle(4, 15), true)).isEqualTo(368);
    }

    @Test
    @Tag("slow")
    void count_pentomino5x12_is4040() {
        assertThat(count(PolyominoBoard.rectangle(5, 12), false)).isEqualTo(4040);
    }

    @Test
    void count_pentomino5x12UpToSymmetry_is1010() {
        assertThat(count(PolyominoBoard.rectangle(5, 12), true)).isEqualTo(1010);
    }

    @Test
    @Tag("slow")
    void count_pentomino6x10_is9356() {
        assertThat(count(PolyominoBoard.rectangle(6, 10), false)).isEqualTo(9356);
    }

    @Test
    void count_pentomino6x10UpToSymmetry_is2339() {
        assertThat(count(PolyominoBoard.rectangle(6, 10), true)).isEqualTo(2339);
    }

    @Test
    void count_pentomino8x8WithoutCentre_is520() {
        assertThat(count(PolyominoBoard.parse(PolyominoBoardTest.EIGHT_BY_EIGHT_WITH_HOLE), false)).isEqualTo(520);
    }

    @Test
    void count_pentomino8x8WithoutCentreUpToSymmetry_is65() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.parse(PolyominoBoardTest.EIGHT_BY_EIGHT_WITH_HOLE),
                Polyominoes.PENTOMINOES).upToSymmetry(true).build();
        assertThat(p.symmetryCount()).isEqualTo(8);
        assertThat(p.count()).isEqualTo(65);
    }

    @Test
    void count_oneSidedPentomino3x20_isTheFreeTilingsWithPiecesAsDrawn() {
        // The one-sided tilings are the free tilings whose every piece is a rotation of its picture, as the
        // test's own orientation code decides.
        PolyominoBoard board = PolyominoBoard.rectangle(3, 20);
        List<PolyominoTiling> free = PolyominoPuzzle.builder(board, Polyominoes.PENTOMINOES).build().solutions()
                .collect(Collectors.toList());
        Set<String> expected = new HashSet<>();
        for (PolyominoTiling t : free) {
            if (allAsDrawnUpToRotation(t)) {
                expected.add(t.render());
            }
        }
        PolyominoPuzzle oneSided = PolyominoPuzzle.builder(board, Polyominoes.PENTOMINOES).reflections(false).build();
        assertThat(oneSided.solutions().map(PolyominoTiling::render).collect(Collectors.toSet())).isEqualTo(expected);
        assertThat(oneSided.symmetryCount()).isEqualTo(2);
    }

    private static boolean allAsDrawnUpToRotation(PolyominoTiling t) {
        for (Polyomino piece : Polyominoes.PENTOMINOES) {
            List<int[]> cells = new ArrayList<>();
            for (int r = 0; r < t.board().rows(); r++) {
                for (int c = 0; c < t.board().columns(); c++) {
                    if (piece.equals(t.pieceAt(r, c))) {
                        cells.add(new int[] {r, c});
                    }
                }
            }
            if (!Tiler.orientationKeys(piece.picture(), true, false).contains(Tiler.placementKey(cells))) {
                return false;
            }
        }
        return true;
    }
}
