/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Kakuro through the core's XCC search: hand-made puzzles with known answers, random puzzles with a planted
 * solution (the solver finds it, and every solution it finds passes an independent checker and is one of an
 * independent brute-force solver's), the text layout and its errors.
 */
class KakuroTest {

    /** Across 3 = 1+2 and 17 = 8+9; down 9 and 11 leave one way: 1 2 / 8 9. */
    static final String SMALL = "#    9\\   11\\\n\\3   .    .\n\\17  .    .\n";

    @Test
    void solve_smallHandMade_isUniqueWithTheKnownAnswer() {
        Kakuro k = Kakuro.parse(SMALL);
        assertThat(k.isUnique()).isTrue();
        Kakuro solved = k.solve().orElseThrow();
        assertThat(digits(solved)).containsExactly(List.of(1, 2), List.of(8, 9));
        assertThat(KakuroCheck.violation(solved)).isNull();
        assertThat(KakuroCheck.solutions(k)).hasSize(1);
    }

    @Test
    void solve_handMadePuzzles_haveTheKnownUniqueAnswers() {
        // kakuro/handmade.txt: puzzles made by hand from a chosen filling; each block is followed by a line
        // "answer: DIGITS", the digits of its white cells in reading order, checked unique by brute force.
        String[] blocks = TestResources.text("kakuro/handmade.txt").split("\n\\s*\n");
        int checked = 0;
        for (String block : blocks) {
            if (block.isBlank()) {
                continue;
            }
            int at = block.lastIndexOf("answer:");
            Kakuro k = Kakuro.parse(block.substring(0, at));
            String answer = block.substring(at + "answer:".length()).trim();
            assertThat(KakuroCheck.solutions(k)).as(block).containsExactly(answer);
            assertThat(k.isUnique()).as(block).isTrue();
            Kakuro solved = k.solve().orElseThrow();
            assertThat(KakuroCheck.digits(solved)).as(block).isEqualTo(answer);
            assertThat(KakuroCheck.violation(solved)).as(block).isNull();
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(3);
    }

    private static final int LIMIT = 20_000;

    @Test
    void solve_randomPlantedPuzzles_findThePlantedAndOnlyValidSolutions() {
        int[] multiple = new int[1];
        Seeded.repeat("KakuroTest.planted", 0x4A4A_0C0L, 300, (round, rnd) -> {
            Kakuro planted = KakuroCheck.plant(rnd, 3 + rnd.nextInt(4), 3 + rnd.nextInt(4));
            Kakuro puzzle = KakuroCheck.blank(planted, rnd);
            String as = "round " + round + ":\n" + puzzle.toText() + "planted:\n" + planted.toText();
            List<Kakuro> found = puzzle.solutions(LIMIT);
            Set<String> texts = new HashSet<>();
            for (Kakuro s : found) {
                assertThat(KakuroCheck.violation(s)).as(as + "\nfound:\n" + s.toText()).isNull();
                texts.add(KakuroCheck.digits(s));
            }
            assertThat(texts).as(as).hasSameSizeAs(found);
            if (found.size() < LIMIT) {
                assertThat(texts).as(as + "the planted solution").contains(KakuroCheck.digits(planted));
            }
            if (found.size() < LIMIT && puzzle.rows() * puzzle.columns() <= 25) {
                assertThat(texts).as(as).isEqualTo(new HashSet<>(KakuroCheck.solutions(puzzle)));
            }
            multiple[0] += found.size() > 1 ? 1 : 0;
        });
        assertThat(multiple[0]).as("puzzles with several solutions (some must have)").isPositive();
    }

    @Test
    void problem_runsArePrimaryAndCellsColoredSecondary() {
        ExactCoverProblem p = Kakuro.parse(SMALL).problem();
        assertThat(p.primaryItemCount()).isEqualTo(4);
        assertThat(p.secondaryItemCount()).isEqualTo(4);
        assertThat(p.hasColors()).isTrue();
        // across 3 in 2 cells: 1 2 and 2 1; across 17: 8 9 and 9 8; down 9: 8 ways; down 11: 8 ways
        assertThat(p.optionCount()).isEqualTo(2 + 2 + 8 + 8);
        List<String> across3 = new ArrayList<>();
        for (int o = 0; o < p.optionCount(); o++) {
            if (p.optionText(o).startsWith("a3 ")) {
                across3.add(p.optionText(o));
            }
        }
        assertThat(across3).containsExactly("a3 r2c2:1 r2c3:2", "a3 r2c2:2 r2c3:1");
        assertThat(new DancingLinks(p).count()).isEqualTo(1);
    }

    @Test
    void givens_restrictTheOptions() {
        // across 3 and 4, down 3 and 4: only 2 1 / 1 3
        String plain = "#    3\\   4\\\n\\3   .    .\n\\4   .    .\n";
        assertThat(KakuroCheck.solutions(Kakuro.parse(plain))).containsExactly("2113");
        assertThat(KakuroCheck.digits(Kakuro.parse(plain).solve().orElseThrow())).isEqualTo("2113");
        String agrees = "#    3\\   4\\\n\\3   2    .\n\\4   .    .\n";
        assertThat(KakuroCheck.digits(Kakuro.parse(agrees).solve().orElseThrow())).isEqualTo("2113");
        String contradicts = "#    3\\   4\\\n\\3   1    .\n\\4   .    .\n";
        assertThat(KakuroCheck.solutions(Kakuro.parse(contradicts))).isEmpty();
        assertThat(Kakuro.parse(contradicts).solve()).isEmpty();
        assertThat(Kakuro.parse(contradicts).problem().optionCount()).as("the given leaves one across-3 option")
                .isLessThan(Kakuro.parse(plain).problem().optionCount());
    }

    @Test
    void toText_readsBackEqual() {
        Kakuro k = Kakuro.parse(String.join("\n", "#    17\\  22\\  #    #", "\\16  .    .    16\\  #",
                "\\24  .    .    .    17\\", "#    \\17  .    .    .", "#    #    \\15  .    ."));
        assertThat(Kakuro.parse(k.toText())).isEqualTo(k);
        Kakuro solved = k.solve().orElseThrow();
        assertThat(Kakuro.parse(solved.toText())).isEqualTo(solved);
        assertThat(solved.isFilled()).isTrue();
        assertThat(k.isFilled()).isFalse();
    }

    @Test
    void parse_badInput_namesRowAndColumn() {
        assertThatThrownBy(() -> Kakuro.parse("#  3\\\n\\3 q\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("row 2, column 2: cannot read 'q'");
        assertThatThrownBy(() -> Kakuro.parse("#  3\\\n\\3 . .\n")).hasMessageContaining("row 2 has 3 cells, but"
                + " row 1 has 2");
        assertThatThrownBy(() -> Kakuro.parse("# 3\\\n# #\n")).hasMessageContaining("row 1, column 2: down sum 3 has"
                + " no white cells below it");
        assertThatThrownBy(() -> Kakuro.parse("# # #\n# . .\n")).hasMessageContaining("row 2, column 2: the across"
                + " run of 2 cells starting here has no clue");
        assertThatThrownBy(() -> Kakuro.parse("# 30\\\n\\5 .\n")).hasMessageContaining("down sum 30 cannot be made"
                + " from 1 distinct digits (1 to 9)");
        assertThatThrownBy(() -> Kakuro.parse("# 99\\\n\\5 .\n")).hasMessageContaining("more than 45");
        assertThatThrownBy(() -> Kakuro.parse("\n\n")).hasMessageContaining("empty");
        assertThatThrownBy(() -> Kakuro.parse("#  \\\n\\3 .\n")).hasMessageContaining("gives no sum");
    }

    private static List<List<Integer>> digits(Kakuro k) {
        List<List<Integer>> rows = new ArrayList<>();
        for (int r = 0; r < k.rows(); r++) {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < k.columns(); c++) {
                if (k.isWhite(r, c)) {
                    row.add(k.digit(r, c));
                }
            }
            if (!row.isEmpty()) {
                rows.add(row);
            }
        }
        return rows;
    }
}
