/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static io.github.dlx4j.problems.TilingChecks.assertValid;
import static io.github.dlx4j.problems.TilingChecks.check;
import static io.github.dlx4j.problems.TilingChecks.oracle;
import static io.github.dlx4j.problems.TilingChecks.pentominoes;
import static io.github.dlx4j.problems.TilingChecks.puzzle;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import io.github.dlx4j.problems.PolyominoPuzzle.PieceUsage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PolyominoPuzzleTest {

    @Test
    void count_tetrominoBoards_matchBruteForce() {
        List<Polyomino> tetrominoes = Polyominoes.TETROMINOES;
        // All five tetrominoes: 20 cells; no rectangle works (the T breaks the checkerboard balance).
        check("4x5", PolyominoBoard.rectangle(4, 5), tetrominoes, true, true, PieceUsage.EXACTLY_ONCE);
        check("2x10", PolyominoBoard.rectangle(2, 10), tetrominoes, true, true, PieceUsage.EXACTLY_ONCE);
        // A board of 20 cells with 11 of one checkerboard colour, which they do tile.
        PolyominoBoard bent = PolyominoBoard.parse("#...#.\n######\n######\n######\n");
        check("bent", bent, tetrominoes, true, true, PieceUsage.EXACTLY_ONCE);
        assertThat(puzzle(bent, tetrominoes, true, true, PieceUsage.EXACTLY_ONCE, false).count()).isPositive();
        check("bent one-sided", bent, tetrominoes, true, false, PieceUsage.EXACTLY_ONCE);
        check("bent fixed", bent, tetrominoes, false, false, PieceUsage.EXACTLY_ONCE);
        check("bent mirror only", bent, tetrominoes, false, true, PieceUsage.EXACTLY_ONCE);
        // Leave pieces out, or reuse them.
        check("4x4 at most once", PolyominoBoard.rectangle(4, 4), tetrominoes, true, true, PieceUsage.AT_MOST_ONCE);
        check("4x4 any number", PolyominoBoard.rectangle(4, 4), tetrominoes, true, true, PieceUsage.ANY_NUMBER);
        check("4x6 any number", PolyominoBoard.rectangle(4, 6), tetrominoes, true, true, PieceUsage.ANY_NUMBER);
        check("4x6 one-sided any", PolyominoBoard.rectangle(4, 6), tetrominoes, true, false, PieceUsage.ANY_NUMBER);
    }

    @Test
    void count_smallCustomBoards_matchBruteForce() {
        PolyominoBoard plus = PolyominoBoard.parse("..##..\n..##..\n######\n######\n..##..\n..##..");
        check("plus LPNY", plus, pentominoes("LPNY"), true, true, PieceUsage.EXACTLY_ONCE);
        check("plus tetrominoes any", plus, Polyominoes.TETROMINOES, true, true, PieceUsage.ANY_NUMBER);
        check("5x5 FLPNY", PolyominoBoard.rectangle(5, 5), pentominoes("FLPNY"), true, true, PieceUsage.EXACTLY_ONCE);
        check("5x5 one-sided", PolyominoBoard.rectangle(5, 5), pentominoes("FLPNY"), true, false,
                PieceUsage.EXACTLY_ONCE);
        check("5x5 PLUVW at most once", PolyominoBoard.rectangle(5, 5), pentominoes("PLUVWXTZ"), true, true,
                PieceUsage.AT_MOST_ONCE);
        check("4x5 LPUVY", PolyominoBoard.rectangle(4, 5), pentominoes("LPUY"), true, true, PieceUsage.EXACTLY_ONCE);
        check("3x6 trominoes any", PolyominoBoard.rectangle(3, 6), Polyominoes.TROMINOES, true, true,
                PieceUsage.ANY_NUMBER);
        PolyominoBoard ring = PolyominoBoard.parse("####\n#..#\n#..#\n####");
        check("ring trominoes", ring, Polyominoes.TROMINOES, true, true, PieceUsage.ANY_NUMBER);
        check("ring L tetromino", ring, List.of(Polyominoes.TETROMINOES.get(4)), true, true, PieceUsage.ANY_NUMBER);
        PolyominoBoard twoParts = PolyominoBoard.parse("##.##\n##.##");
        List<Polyomino> fourDominoes = List.of(Polyominoes.DOMINO, Polyominoes.DOMINO.named("E"),
                Polyominoes.DOMINO.named("F"), Polyominoes.DOMINO.named("G"));
        check("two squares", twoParts, fourDominoes, true, true, PieceUsage.EXACTLY_ONCE);
    }

    @Test
    void count_dominoTilings_matchPublishedCounts() {
        // Domino tilings: 2xn gives Fibonacci numbers; 4x4 has 36, 6x6 has 6728 (OEIS A004003).
        List<Polyomino> domino = List.of(Polyominoes.DOMINO);
        assertThat(puzzle(PolyominoBoard.rectangle(2, 10), domino, true, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(89);
        assertThat(puzzle(PolyominoBoard.rectangle(4, 4), domino, true, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(36);
        assertThat(puzzle(PolyominoBoard.rectangle(6, 6), domino, true, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(6728);
        // Without rotation only horizontal dominoes remain: one tiling.
        assertThat(puzzle(PolyominoBoard.rectangle(4, 4), domino, false, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(1);
    }

    @Test
    void upToSymmetry_everyPlacementSymmetric_chainsThroughEveryPiece() {
        // Two dominoes on a 2x2 board: every placement of either is fixed by a reflection. The four tilings
        // (D above, below, left or right of E) are one class under the square's turns.
        PolyominoBoard square = PolyominoBoard.rectangle(2, 2);
        List<Polyomino> two = List.of(Polyominoes.DOMINO, Polyominoes.DOMINO.named("E"));
        assertThat(puzzle(square, two, true, true, PieceUsage.EXACTLY_ONCE, false).count()).isEqualTo(4);
        assertThat(puzzle(square, two, true, true, PieceUsage.EXACTLY_ONCE, true).count()).isEqualTo(1);
        assertThat(check("2x2, two dominoes", square, two, true, true, PieceUsage.EXACTLY_ONCE)).as("not refused").isNotNegative();
        // Four dominoes on 2x4 (board symmetries: 4): every horizontal placement on the middle is symmetric.
        List<Polyomino> four = List.of(Polyominoes.DOMINO, Polyominoes.DOMINO.named("E"),
                Polyominoes.DOMINO.named("F"), Polyominoes.DOMINO.named("G"));
        assertThat(check("2x4, four dominoes", PolyominoBoard.rectangle(2, 4), four, true, true,
                PieceUsage.EXACTLY_ONCE)).as("not refused").isNotNegative();
    }

    @Test
    void upToSymmetry_symmetricRepresentativePlacement_usesASecondPiece() {
        // On the 3x20 board every placement of X is fixed by the top-bottom reflection.
        PolyominoPuzzle reduced = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
                .upToSymmetry(true).build();
        ExactCoverProblem p = reduced.problem();
        // Every kept X placement is fixed by the same reflection, so the second piece's restriction holds in
        // every tiling and needs no item: no secondary item, fewer options.
        assertThat(p.secondaryItemCount()).isZero();
        assertThat(p.optionCount()).isLessThan(PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20),
                Polyominoes.PENTOMINOES).build().problem().optionCount());
        assertThat(reduced.count()).isEqualTo(2);
        assertThat(reduced.symmetryCount()).isEqualTo(4);
    }

    @Test
    void symmetryCount_dependsOnBoardAndAllowedOrientations() {
        PolyominoBoard square = PolyominoBoard.rectangle(5, 5);
        List<Polyomino> five = pentominoes("FLPNY");
        assertThat(puzzle(square, five, true, true, PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(8);
        assertThat(puzzle(square, five, true, false, PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(4);
        assertThat(puzzle(square, five, false, false, PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(1);
        assertThat(puzzle(PolyominoBoard.rectangle(5, 12), Polyominoes.PENTOMINOES, true, true,
                PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(4);
    }

    @Test
    void decode_rendersPieceLetters() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES).build();
        List<PolyominoTiling> all = p.solutions().collect(Collectors.toList());
        assertThat(all).hasSize(8);
        for (PolyominoTiling t : all) {
            assertValid(t, Polyominoes.PENTOMINOES, true, true, PieceUsage.EXACTLY_ONCE);
            String text = t.render();
            assertThat(text.split("\n")).hasSize(3).allSatisfy(line -> assertThat(line).hasSize(20));
            for (char ch : "FILNPTUVWXYZ".toCharArray()) {
                assertThat(text.chars().filter(x -> x == ch).count()).as(text).isEqualTo(5);
            }
            assertThat(t).hasToString(text);
            assertThat(t.placementCount()).isEqualTo(12);
        }
        assertThat(new HashSet<>(all)).hasSize(8);
        assertThat(p.findFirst()).contains(all.get(0));
    }

    @Test
    void render_piecesWithoutOneLetterNames_useLettersByPosition() {
        List<Polyomino> pieces = List.of(Polyominoes.DOMINO.named("long"), Polyominoes.DOMINO.named("other"));
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.parse("##\n##"), pieces).rotations(false).build();
        PolyominoTiling t = p.findFirst().orElseThrow();
        assertThat(t.render()).isIn("AA\nBB", "BB\nAA");
        assertThat(t.pieceAt(0, 0).name()).isIn("long", "other");
        assertThatThrownBy(() -> t.pieceAt(2, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void anyNumber_copiesAreToldApartByPlacement() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 4), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build();
        assertThat(p.count()).isEqualTo(5);
        for (PolyominoTiling t : p.solutions().collect(Collectors.toList())) {
            assertThat(t.placementCount()).isEqualTo(4);
            assertThat(t.render()).isEqualTo("DDDD\nDDDD");
            Set<Integer> numbers = new HashSet<>();
            for (int c = 0; c < 4; c++) {
                numbers.add(t.placementAt(0, c));
                numbers.add(t.placementAt(1, c));
            }
            assertThat(numbers).containsExactlyInAnyOrder(0, 1, 2, 3);
            assertThat(t.placementAt(0, 0)).isZero();
        }
    }

    @Test
    void count_withLimit_stopsThere() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(4, 4), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build();
        assertThat(p.count(10)).isEqualTo(10);
        assertThat(p.count(100)).isEqualTo(36);
        assertThatThrownBy(() -> p.count(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void build_badInput_isRejectedWithTheReason() {
        PolyominoBoard four = PolyominoBoard.rectangle(4, 4);
        // a piece larger than the board
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, pentominoes("IL")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("piece 'I'").hasMessageContaining("larger than the board");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 2), pentominoes("P")).build())
                .hasMessageContaining("piece 'P' (5 cells");
        // cell counts no tiling can match
        assertThatThrownBy(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(6, 10), pentominoes("FILNPTUVWXY"))
                .build()).hasMessageContaining("60 cells").hasMessageContaining("cover 55");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 3), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build())
                .hasMessageContaining("9 cells").hasMessageContaining("no number of copies");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, pentominoes("FLP")).usage(PieceUsage.AT_MOST_ONCE)
                .build()).hasMessageContaining("16 cells").hasMessageContaining("distinct pieces");
        // names
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, List.of(Polyominoes.DOMINO, Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build()).hasMessageContaining("two pieces are named 'D'");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, List.of(Polyominoes.DOMINO.named("r0c0")))
                .usage(PieceUsage.ANY_NUMBER).build()).hasMessageContaining("'r0c0' is reserved");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, List.of()).build()).hasMessageContaining("no pieces");
        // symmetry reduction needs every piece exactly once
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, Polyominoes.TETROMINOES).usage(PieceUsage.AT_MOST_ONCE)
                .upToSymmetry(true).build()).hasMessageContaining("exactly once");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(null, Polyominoes.TETROMINOES))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void build_pieceThatFitsTheExtentButNotTheMask_hasNoSolution() {
        // A 5-cell ring with a hole in the middle of a 3x3 extent: the X pentomino fits nowhere.
        PolyominoBoard board = PolyominoBoard.parse("#.#\n...\n#.#\n");
        PolyominoBoard cross = PolyominoBoard.parse("#.#\n.#.\n#.#");
        assertThat(PolyominoPuzzle.builder(cross, pentominoes("X")).build().count()).isZero();
        assertThat(board.cellCount()).isEqualTo(4);
    }

    @Test
    void decode_solutionOfAnotherProblem_isRejected() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 2), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build();
        Solution other = new DancingLinks(NQueens.problem(4)).findFirst().orElseThrow();
        assertThatThrownBy(() -> p.decode(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not of this puzzle");
    }

    @Test
    void problem_encoding_piecesThenCells() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES).build();
        ExactCoverProblem e = p.problem();
        assertThat(e.itemName(0)).isEqualTo("I");
        assertThat(e.itemName(1)).isEqualTo("L");
        assertThat(e.itemName(2)).isEqualTo("r0c0");
        assertThat(e.itemName(7)).isEqualTo("r1c2");
        assertThat(e.optionText(0)).isEqualTo("I r0c0 r0c1 r0c2");
        // I: 2 horizontal; L: 4 orientations x 2 positions
        assertThat(e.optionCount()).isEqualTo(2 + 8);
        assertThat(p.count()).isEqualTo(0);
        PolyominoPuzzle atMost = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES)
                .usage(PieceUsage.AT_MOST_ONCE).build();
        assertThat(atMost.problem().itemName(0)).isEqualTo("r0c0");
        assertThat(atMost.problem().isPrimary(6)).isFalse();
        assertThat(atMost.count()).isZero(); // the I leaves a row that only another I could fill
        PolyominoPuzzle any = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES)
                .usage(PieceUsage.ANY_NUMBER).build();
        assertThat(any.problem().itemCount()).isEqualTo(6);
        assertThat(any.count()).isEqualTo(oracle(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES, true, true,
                PieceUsage.ANY_NUMBER).count()).isEqualTo(3); // I over I, and two ways for two Ls
    }
}
