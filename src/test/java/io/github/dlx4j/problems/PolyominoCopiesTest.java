/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.Tiler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Repeated pieces ({@link PolyominoPuzzle.PieceUsage#COPIES}, Knuth's multiplicities): seeded random boards
 * and bounds against the independent brute-force tiler, which tiles with any number of copies and keeps the
 * tilings whose copies of each piece lie within the bounds.
 */
class PolyominoCopiesTest {

    @Test
    void count_randomBoundsAndBoards_matchBruteForce() {
        List<Polyomino> pool = new ArrayList<>(Polyominoes.TROMINOES);
        pool.addAll(Polyominoes.TETROMINOES);
        int[] positive = {0};
        Seeded.repeat("PolyominoCopiesTest", 0xC0_91E5L, 120, (round, random) -> {
            PolyominoBoard board = PolyominoRandomTest.randomSymmetricBoard(random);
            if (board.cellCount() > 12) {
                return; // the brute-force tiler with any number of copies grows fast
            }
            boolean rotate = random.nextInt(4) != 0;
            boolean reflect = random.nextInt(3) != 0;
            List<Polyomino> pieces = List.of(Polyominoes.DOMINO.named("d"),
                    pool.get(random.nextInt(pool.size())).named("p"), Polyominoes.MONOMINO.named("m"));
            int[] lower = new int[3];
            int[] upper = new int[3];
            PolyominoPuzzle.Builder b = PolyominoPuzzle.builder(board, pieces).rotations(rotate)
                    .reflections(reflect);
            int all = random.nextInt(3);
            int allUpper = Math.max(all, 1) + random.nextInt(3);
            b.copies(all, allUpper);
            java.util.Arrays.fill(lower, all);
            java.util.Arrays.fill(upper, allUpper);
            for (int i = 0; i < 3; i++) {
                if (random.nextBoolean()) {
                    lower[i] = random.nextInt(3);
                    upper[i] = Math.max(1, lower[i]) + random.nextInt(3);
                    b.copies(pieces.get(i).name(), lower[i], upper[i]);
                }
            }
            PolyominoPuzzle puzzle;
            try {
                puzzle = b.build();
            } catch (IllegalArgumentException e) {
                assertThat(e).hasMessageContaining("within the bounds");
                return;
            }
            List<String> pictures = new ArrayList<>();
            for (Polyomino p : pieces) {
                pictures.add(p.picture());
            }
            Tiler tiler = new Tiler(board.picture(), pictures, rotate, reflect, Tiler.Usage.ANY);
            long expected = tiler.count(lower, upper);
            assertThat(puzzle.count()).as("round %d: board%n%s%nbounds %s..%s", round, board.picture(),
                    java.util.Arrays.toString(lower), java.util.Arrays.toString(upper)).isEqualTo(expected);
            positive[0] += expected > 0 ? 1 : 0;
        });
        assertThat(positive[0]).as("boards with tilings").isGreaterThan(20);
    }

    @Test
    void copies_checksBoundsAndNames() {
        PolyominoPuzzle.Builder b = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3),
                List.of(Polyominoes.DOMINO.named("d")));
        assertThatThrownBy(() -> b.copies(2, 1)).hasMessageContaining("0 <= lower <= upper");
        assertThatThrownBy(() -> b.copies("x", 1, 1)).hasMessageContaining("no piece has that name");
        // A 2x3 board takes exactly three dominoes: with at most two it cannot be tiled.
        assertThatThrownBy(() -> b.copies(0, 2).build()).hasMessageContaining("within the bounds");
        // 2x3 with exactly 3 dominoes: 3 tilings.
        assertThat(b.copies(3, 3).build().count()).isEqualTo(3);
    }
}
