/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.Tiler;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PolyominoTest {

    /** The test's own canonical form of a free shape: the least key over its 8 images. */
    static String freeKey(Polyomino p) {
        int[][] base = Tiler.cellsOf(p.picture());
        String best = null;
        for (int[][] o : Tiler.allowed(base, true, true)) {
            String k = Tiler.key(o);
            if (best == null || k.compareTo(best) < 0) {
                best = k;
            }
        }
        return best;
    }

    /** The test's own connectivity check, on the picture. */
    static boolean connected(Polyomino p) {
        int[][] cells = Tiler.cellsOf(p.picture());
        Set<String> all = new HashSet<>();
        for (int[] rc : cells) {
            all.add(rc[0] + "," + rc[1]);
        }
        Set<String> seen = new HashSet<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(cells[0]);
        seen.add(cells[0][0] + "," + cells[0][1]);
        while (!queue.isEmpty()) {
            int[] rc = queue.poll();
            int[][] next = {{rc[0] + 1, rc[1]}, {rc[0] - 1, rc[1]}, {rc[0], rc[1] + 1}, {rc[0], rc[1] - 1}};
            for (int[] n : next) {
                String k = n[0] + "," + n[1];
                if (all.contains(k) && seen.add(k)) {
                    queue.add(n);
                }
            }
        }
        return seen.size() == cells.length;
    }

    static void assertFreeSet(List<Polyomino> set, int size, int expectedCount, int fixed, int oneSided) {
        assertThat(set).hasSize(expectedCount);
        Set<String> keys = new HashSet<>();
        Set<String> names = new HashSet<>();
        int fixedTotal = 0;
        int oneSidedTotal = 0;
        for (Polyomino p : set) {
            assertThat(p.size()).as(p.toString()).isEqualTo(size);
            assertThat(connected(p)).as(p.toString()).isTrue();
            assertThat(keys.add(freeKey(p))).as("duplicate shape " + p).isTrue();
            assertThat(names.add(p.name())).as("duplicate name " + p).isTrue();
            int all = p.orientations(true, true).size();
            int rotations = p.orientations(true, false).size();
            assertThat(all % rotations).isZero();
            fixedTotal += all;
            oneSidedTotal += all / rotations;
        }
        assertThat(fixedTotal).as("fixed polyominoes").isEqualTo(fixed);
        assertThat(oneSidedTotal).as("one-sided polyominoes").isEqualTo(oneSided);
    }

    @Test
    void standardSets_haveThePublishedNumbersOfFreeFixedAndOneSidedShapes() {
        // OEIS A000105 (free), A001168 (fixed), A000988 (one-sided): sizes 1..6.
        assertFreeSet(List.of(Polyominoes.MONOMINO), 1, 1, 1, 1);
        assertFreeSet(List.of(Polyominoes.DOMINO), 2, 1, 2, 1);
        assertFreeSet(Polyominoes.TROMINOES, 3, 2, 6, 2);
        assertFreeSet(Polyominoes.TETROMINOES, 4, 5, 19, 7);
        assertFreeSet(Polyominoes.PENTOMINOES, 5, 12, 63, 18);
        assertFreeSet(Polyominoes.HEXOMINOES, 6, 35, 216, 60);
    }

    @Test
    void pentominoes_haveTheStandardLetters() {
        assertThat(Polyominoes.PENTOMINOES).extracting(Polyomino::name)
                .containsExactly("F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z");
        assertThat(Polyominoes.pentomino('x').picture()).isEqualTo(".#.\n###\n.#.");
        assertThat(Polyominoes.pentomino('I').picture()).isEqualTo("#####");
        // letters by their usual shapes: U has a gap, V is a corner of 3+3, W a staircase
        assertThat(Polyominoes.pentomino('U').orientations(true, true)).hasSize(4);
        assertThat(Polyominoes.pentomino('V').orientations(true, true)).hasSize(4);
        assertThat(Polyominoes.pentomino('W').orientations(true, true)).hasSize(4);
        assertThat(Polyominoes.pentomino('X').orientations(true, true)).hasSize(1);
        assertThat(Polyominoes.pentomino('F').orientations(true, true)).hasSize(8);
        assertThat(Polyominoes.pentomino('Z').orientations(true, true)).hasSize(4);
        assertThat(Polyominoes.pentomino('T').orientations(true, true)).hasSize(4);
        assertThatThrownBy(() -> Polyominoes.pentomino('Q')).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'Q'");
    }

    @Test
    void byName_findsEachSetCaseInsensitively() {
        assertThat(Polyominoes.byName("Pentominoes")).isSameAs(Polyominoes.PENTOMINOES);
        assertThat(Polyominoes.byName("tetrominoes")).isSameAs(Polyominoes.TETROMINOES);
        assertThat(Polyominoes.byName("hexominoes")).isSameAs(Polyominoes.HEXOMINOES);
        assertThat(Polyominoes.byName("triominoes")).isSameAs(Polyominoes.TROMINOES);
        assertThat(Polyominoes.byName("domino")).containsExactly(Polyominoes.DOMINO);
        assertThat(Polyominoes.byName("monomino")).containsExactly(Polyominoes.MONOMINO);
        assertThatThrownBy(() -> Polyominoes.byName("heptominoes")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'heptominoes'").hasMessageContaining("pentominoes");
    }

    @Test
    void orientations_matchTheTestsOwnRotationsAndReflections() {
        for (List<Polyomino> set : List.of(Polyominoes.TETROMINOES, Polyominoes.PENTOMINOES, Polyominoes.HEXOMINOES)) {
            for (Polyomino p : set) {
                for (boolean rotate : new boolean[] {false, true}) {
                    for (boolean reflect : new boolean[] {false, true}) {
                        Set<String> expected = Tiler.orientationKeys(p.picture(), rotate, reflect);
                        List<Polyomino> actual = p.orientations(rotate, reflect);
                        Set<String> keys = new HashSet<>();
                        for (Polyomino o : actual) {
                            keys.add(Tiler.key(Tiler.cellsOf(o.picture())));
                            assertThat(o.name()).isEqualTo(p.name());
                        }
                        assertThat(keys).as("%s rotate=%s reflect=%s", p, rotate, reflect)
                                .hasSize(actual.size()).isEqualTo(expected);
                        assertThat(actual.get(0)).isEqualTo(p);
                    }
                }
            }
        }
    }

    @Test
    void parse_pictureWithSpacesAndMargins_isNormalized() {
        Polyomino p = Polyomino.parse("P", "\n   XX\n   XX\n   X \n");
        assertThat(p.picture()).isEqualTo("##\n##\n#.");
        assertThat(p.height()).isEqualTo(3);
        assertThat(p.width()).isEqualTo(2);
        assertThat(p.size()).isEqualTo(5);
        assertThat(p.contains(2, 0)).isTrue();
        assertThat(p.contains(2, 1)).isFalse();
        assertThat(p.contains(-1, 0)).isFalse();
        assertThat(p.cells()).isDeepEqualTo(new int[][] {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}});
        assertThat(p).hasToString("P ##/##/#.");
        assertThat(Polyomino.parse("P", p.picture())).isEqualTo(p);
    }

    @Test
    void parse_badPieces_areRejectedByName() {
        assertThatThrownBy(() -> Polyomino.parse("Q", "...\n. .")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'Q'").hasMessageContaining("no cells");
        assertThatThrownBy(() -> Polyomino.parse("D", "#.#")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'D' is not connected").hasMessageContaining("column 2");
        assertThatThrownBy(() -> Polyomino.parse("diag", "#.\n.#")).hasMessageContaining("not connected");
        assertThatThrownBy(() -> Polyomino.parse("", "#")).hasMessageContaining("empty");
        assertThatThrownBy(() -> Polyomino.parse("a b", "#")).hasMessageContaining("whitespace");
    }

    @Test
    void named_keepsTheCells() {
        Polyomino i = Polyominoes.TETROMINOES.get(0).named("i");
        assertThat(i.name()).isEqualTo("i");
        assertThat(i.picture()).isEqualTo("####");
        assertThat(i).isNotEqualTo(Polyominoes.TETROMINOES.get(0));
    }
}
