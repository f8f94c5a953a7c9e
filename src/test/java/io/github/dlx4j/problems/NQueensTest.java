/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class NQueensTest {

    /** Published counts (OEIS A000170) for n = 1..12. */
    static final long[] PUBLISHED = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};

    /** An independent check: n queens, one per row, no two in a column or on a diagonal. */
    static boolean isValid(int[] columns) {
        int n = columns.length;
        for (int a = 0; a < n; a++) {
            if (columns[a] < 0 || columns[a] >= n) {
                return false;
            }
            for (int b = a + 1; b < n; b++) {
                if (columns[a] == columns[b] || Math.abs(columns[a] - columns[b]) == b - a) {
                    return false;
                }
            }
        }
        return true;
    }

    @ParameterizedTest
    @EnumSource(NQueens.ItemOrder.class)
    void count_nFrom1To12_matchesPublishedCounts(NQueens.ItemOrder order) {
        for (int n = 1; n <= 12; n++) {
            assertThat(new DancingLinks(NQueens.problem(n, order)).count()).as("n = %d", n).isEqualTo(PUBLISHED[n - 1]);
        }
    }

    @Test
    void count_defaultOrder_matchesPublishedCounts() {
        for (int n = 1; n <= 10; n++) {
            assertThat(NQueens.count(n)).as("n = %d", n).isEqualTo(PUBLISHED[n - 1]);
        }
    }

    @ParameterizedTest
    @EnumSource(NQueens.ItemOrder.class)
    void decode_allSolutionsOfEight_areValidAndDistinct(NQueens.ItemOrder order) {
        List<int[]> all = new DancingLinks(NQueens.problem(8, order)).solutions().map(NQueens::decode)
                .collect(Collectors.toList());
        assertThat(all).hasSize(92).allSatisfy(q -> assertThat(isValid(q)).as(java.util.Arrays.toString(q)).isTrue());
        Set<String> distinct = new HashSet<>();
        for (int[] q : all) {
            distinct.add(java.util.Arrays.toString(q));
        }
        assertThat(distinct).hasSize(92);
    }

    @Test
    void itemOrders_haveTheSameSolutions() {
        Set<String> plain = new DancingLinks(NQueens.problem(7, NQueens.ItemOrder.PLAIN)).solutions()
                .map(s -> java.util.Arrays.toString(NQueens.decode(s))).collect(Collectors.toSet());
        Set<String> organ = new DancingLinks(NQueens.problem(7)).solutions()
                .map(s -> java.util.Arrays.toString(NQueens.decode(s))).collect(Collectors.toSet());
        assertThat(plain).hasSize(40).isEqualTo(organ);
    }

    @Test
    void findFirst_givesAValidPlacementOrEmpty() {
        for (int n = 1; n <= 30; n++) {
            var first = NQueens.findFirst(n);
            if (n == 2 || n == 3) {
                assertThat(first).as("n = %d", n).isEmpty();
            } else {
                assertThat(first).as("n = %d", n).isPresent();
                assertThat(first.get()).hasSize(n);
                assertThat(isValid(first.get())).as("n = %d", n).isTrue();
            }
        }
    }

    @Test
    void findFirst_largeBoards_givesAValidPlacementTheSameEveryCall() {
        // The first solution in search order takes millions of nodes for these; restarts find one at once.
        for (int n : new int[] {70, 200, 1000}) {
            int[] first = NQueens.findFirst(n).orElseThrow();
            assertThat(isValid(first)).as("n = %d", n).isTrue();
            assertThat(NQueens.findFirst(n).orElseThrow()).as("n = %d", n).isEqualTo(first);
        }
    }

    @Test
    void problem_itemsAndNames_followKnuth() {
        ExactCoverProblem p = NQueens.problem(8);
        assertThat(p.itemCount()).isEqualTo(6 * 8 - 2);
        assertThat(p.primaryItemCount()).isEqualTo(16);
        assertThat(p.optionCount()).isEqualTo(64);
        StringBuilder primary = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            primary.append(p.itemName(i)).append(' ');
        }
        assertThat(primary.toString().strip()).isEqualTo("r4 c4 r3 c3 r5 c5 r2 c2 r6 c6 r1 c1 r7 c7 r0 c0");
        assertThat(p.isPrimary(16)).isFalse();
        assertThat(p.optionText(2 * 8 + 5)).isEqualTo("r2 c5 a7 b4");
        ExactCoverProblem plain = NQueens.problem(8, NQueens.ItemOrder.PLAIN);
        assertThat(plain.itemName(0)).isEqualTo("r0");
        assertThat(plain.itemName(8)).isEqualTo("c0");
        assertThat(plain.optionText(2 * 8 + 5)).isEqualTo("r2 c5 a7 b4");
    }

    @Test
    void render_drawsOneQueenPerRow() {
        assertThat(NQueens.render(new int[] {1, 3, 0, 2})).isEqualTo(".Q..\n...Q\nQ...\n..Q.");
        assertThatThrownBy(() -> NQueens.render(new int[] {0, 4, 1, 2})).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("row 1").hasMessageContaining("column 4");
        assertThatThrownBy(() -> NQueens.render(new int[0])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void problem_nBelowOne_isRejected() {
        assertThatThrownBy(() -> NQueens.problem(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("n must be at least 1, was 0");
        assertThatThrownBy(() -> NQueens.count(-5)).hasMessageContaining("-5");
        assertThatThrownBy(() -> NQueens.findFirst(NQueens.MAX_N + 1)).hasMessageContaining("at most");
        assertThatThrownBy(() -> NQueens.problem(4, null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void decode_solutionOfAnotherProblem_isRejected() {
        Solution sudoku = new DancingLinks(Sudoku.problem(SudokuShape.forSize(4))).findFirst().orElseThrow();
        assertThatThrownBy(() -> NQueens.decode(sudoku)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not of an n-queens problem");
    }
}
