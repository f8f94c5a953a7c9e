/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.MatrixBruteForce;
import io.github.dlx4j.testing.Seeded;
import java.util.Arrays;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@link ExactCoverProblem#fromMatrix}: the 0/1 matrix form. The oracle is {@link MatrixBruteForce}, which
 * tries every subset of the rows on the matrix itself, sharing no code with the builder or the search: Knuth's 6x7 example of the 2000 paper, whose one
 * solution is rows 1, 4 and 5 ({C,E,F}, {A,D}, {B,G}), and random matrices.
 */
class MatrixInputTest {

    /** The matrix of Knuth's "Dancing Links" (2000), columns A to G, rows in the paper's order. */
    static final int[][] KNUTH = {
        {0, 0, 1, 0, 1, 1, 0},
        {1, 0, 0, 1, 0, 0, 1},
        {0, 1, 1, 0, 0, 1, 0},
        {1, 0, 0, 1, 0, 0, 0},
        {0, 1, 0, 0, 0, 0, 1},
        {0, 0, 0, 1, 1, 0, 1},
    };

    static final String[] ABC = {"A", "B", "C", "D", "E", "F", "G"};

    static Set<String> bruteForce(int[][] m, int primary) {
        return MatrixBruteForce.solutions(m, primary);
    }

    static Set<String> dlx(ExactCoverProblem p) {
        return new DancingLinks(p).solutions().map(s -> {
            int[] o = s.options();
            Arrays.sort(o);
            return Arrays.stream(o).boxed().collect(Collectors.toList()).toString();
        }).collect(Collectors.toCollection(TreeSet::new));
    }

    static boolean[][] booleans(int[][] m) {
        boolean[][] b = new boolean[m.length][];
        for (int r = 0; r < m.length; r++) {
            b[r] = new boolean[m[r].length];
            for (int c = 0; c < m[r].length; c++) {
                b[r][c] = m[r][c] == 1;
            }
        }
        return b;
    }

    @Test
    void fromMatrix_knuthsPaperExample_hasRows145AsItsOneSolution() {
        assertThat(bruteForce(KNUTH, 7)).containsExactly("[0, 3, 4]"); // rows 1, 4, 5 counted from 1
        ExactCoverProblem p = ExactCoverProblem.fromMatrix(KNUTH, 7, ABC);
        assertThat(dlx(p)).containsExactly("[0, 3, 4]");
        assertThat(p.optionText(0)).isEqualTo("C E F");
        assertThat(p.optionText(3)).isEqualTo("A D");
        assertThat(p.optionText(4)).isEqualTo("B G");
        // The same problem as the option lists of the paper, and as booleans.
        ExactCoverProblem listed = ExactCoverProblem.builder().primary(ABC).option("C", "E", "F")
                .option("A", "D", "G").option("B", "C", "F").option("A", "D").option("B", "G").option("D", "E", "G")
                .build();
        assertThat(p).isEqualTo(listed);
        assertThat(ExactCoverProblem.fromMatrix(booleans(KNUTH), 7, ABC)).isEqualTo(listed);
        ExactCoverProblem numbered = ExactCoverProblem.fromMatrix(KNUTH, 7);
        assertThat(numbered.hasNames()).isFalse();
        assertThat(dlx(numbered)).containsExactly("[0, 3, 4]");
    }

    @Test
    void fromMatrix_randomMatrices_matchBruteForce() {
        Seeded.repeat("MatrixInputTest.fromMatrix_randomMatrices_matchBruteForce", 0x3A7_0001L, 400,
                (round, rnd) -> {
                    int columns = 1 + rnd.nextInt(7);
                    int primary = 1 + rnd.nextInt(columns);
                    int[][] m = randomMatrix(rnd, rnd.nextInt(11), columns, primary);
                    String shown = Arrays.deepToString(m) + ", primary " + primary;
                    Set<String> expected = bruteForce(m, primary);
                    assertThat(dlx(ExactCoverProblem.fromMatrix(m, primary))).as(shown).isEqualTo(expected);
                    assertThat(dlx(ExactCoverProblem.fromMatrix(booleans(m), primary))).as(shown).isEqualTo(expected);
                });
    }

    /** Returns rows of 0s and 1s, each with a 1 in a primary column. */
    static int[][] randomMatrix(Random rnd, int rows, int columns, int primary) {
        int[][] m = new int[rows][columns];
        double density = 0.2 + 0.4 * rnd.nextDouble();
        for (int[] row : m) {
            for (int c = 0; c < columns; c++) {
                row[c] = rnd.nextDouble() < density ? 1 : 0;
            }
            row[rnd.nextInt(primary)] = 1;
        }
        return m;
    }

    @Test
    void fromMatrix_secondaryColumns_coveredAtMostOnce() {
        int[][] m = {{1, 0, 1}, {0, 1, 1}, {0, 1, 0}};
        assertThat(bruteForce(m, 2)).containsExactly("[0, 2]");
        assertThat(dlx(ExactCoverProblem.fromMatrix(m, 2, "x", "y", "s"))).containsExactly("[0, 2]");
        ExactCoverProblem p = ExactCoverProblem.fromMatrix(m, 2, "x", "y", "s");
        assertThat(p.primaryItemCount()).isEqualTo(2);
        assertThat(p.isPrimary(2)).isFalse();
    }

    @Test
    void fromMatrix_noRows_hasTheColumnsOfTheNamesOrThePrimaryCount() {
        assertThat(ExactCoverProblem.fromMatrix(new int[0][], 2, "a", "b", "c").itemCount()).isEqualTo(3);
        assertThat(ExactCoverProblem.fromMatrix(new int[0][], 4).itemCount()).isEqualTo(4);
        assertThat(new DancingLinks(ExactCoverProblem.fromMatrix(new int[0][], 0)).count()).isEqualTo(1);
    }

    @Test
    void fromMatrix_badInput_namesRowAndColumn() {
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}, {1}}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("row 1 has 1 columns, but row 0 has 2");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}, {0, 2}}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("row 1, column 1: 2 is not 0 or 1");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{-1, 1}}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("row 0, column 0: -1 is not 0 or 1");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}, {0, 0}}, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("row 1 has no 1: an option needs at least one item");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}, {0, 1}}, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("row 1 has 1s only in secondary columns: an option needs a primary item");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}}, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("primaryColumns is 3, but the matrix has 2 columns");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}}, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("primaryColumns is -1, but the matrix has 2 columns");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}}, 2, "a", "b", "c"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("row 0 has 2 columns, but there are 3 column names");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new boolean[][] {{true}, null}, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("row 1 is null");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix(new int[][] {{1, 0}}, 2, "a", "a"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'a'");
        assertThatThrownBy(() -> ExactCoverProblem.fromMatrix((int[][]) null, 2))
                .isInstanceOf(NullPointerException.class);
    }
}
