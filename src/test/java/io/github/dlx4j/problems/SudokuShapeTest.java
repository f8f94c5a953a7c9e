/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SudokuShapeTest {

    @ParameterizedTest
    @CsvSource({"1,1", "4,2", "9,3", "16,4", "25,5", "64,8", "256,16"})
    void forSize_perfectSquare_hasSquareBoxes(int n, int side) {
        SudokuShape shape = SudokuShape.forSize(n);
        assertThat(shape.boxRows()).isEqualTo(side);
        assertThat(shape.boxColumns()).isEqualTo(side);
        assertThat(shape.size()).isEqualTo(n);
        assertThat(shape.cellCount()).isEqualTo(n * n);
    }

    @Test
    void forSize_notSquare_namesAnExplicitShape() {
        assertThatThrownBy(() -> SudokuShape.forSize(6))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("6x6")
                .hasMessageContaining("2x3");
        assertThatThrownBy(() -> SudokuShape.forSize(12)).hasMessageContaining("3x4");
    }

    @Test
    void forSize_outOfRange_isRejected() {
        assertThatThrownBy(() -> SudokuShape.forSize(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1, was 0");
        assertThatThrownBy(() -> SudokuShape.forSize(-3)).hasMessageContaining("-3");
        assertThatThrownBy(() -> SudokuShape.forSize(289)).hasMessageContaining("289");
    }

    @ParameterizedTest
    @CsvSource({"16,2", "81,3", "256,4", "625,5", "4096,8", "1,1"})
    void forLineLength_squareOfSquare_infersBoxes(int length, int side) {
        assertThat(SudokuShape.forLineLength(length)).isEqualTo(new SudokuShape(side, side));
    }

    @Test
    void forLineLength_badLength_saysWhy() {
        assertThatThrownBy(() -> SudokuShape.forLineLength(80)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("80 characters").hasMessageContaining("not a square");
        assertThatThrownBy(() -> SudokuShape.forLineLength(36)).hasMessageContaining("6x6")
                .hasMessageContaining("2x3");
        assertThatThrownBy(() -> SudokuShape.forLineLength(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void parse_RxC_givesBoxRowsThenColumns() {
        assertThat(SudokuShape.parse("2x3")).isEqualTo(new SudokuShape(2, 3));
        assertThat(SudokuShape.parse(" 3X4 ")).isEqualTo(new SudokuShape(3, 4));
        assertThat(SudokuShape.parse("3x4").size()).isEqualTo(12);
        assertThat(SudokuShape.parse("3x2")).isNotEqualTo(SudokuShape.parse("2x3"));
    }

    @Test
    void equalsAndHashCode_followTheBoxDimensions_onEveryShape() {
        // every pair of shapes up to 16x16 against the components: equal exactly when both dimensions are,
        // equal shapes hash alike, and the 240 shapes share no hash (a map of solvers by shape stays flat)
        java.util.List<SudokuShape> shapes = new java.util.ArrayList<>();
        for (int r = 1; r <= 16; r++) {
            for (int c = 1; c <= 16; c++) {
                shapes.add(new SudokuShape(r, c));
            }
        }
        java.util.Set<Integer> hashes = new java.util.HashSet<>();
        for (SudokuShape a : shapes) {
            hashes.add(a.hashCode());
            assertThat(a).isNotEqualTo(null).isNotEqualTo(a.toString());
            for (SudokuShape b : shapes) {
                boolean same = a.boxRows() == b.boxRows() && a.boxColumns() == b.boxColumns();
                assertThat(a.equals(b)).as(a + " / " + b).isEqualTo(same);
                assertThat(new SudokuShape(a.boxRows(), a.boxColumns()).hashCode()).isEqualTo(a.hashCode());
            }
        }
        assertThat(hashes).hasSize(shapes.size());
    }

    @Test
    void parse_badText_namesIt() {
        for (String bad : new String[] {"3", "x3", "3x", "axb", "3x3x3", "0x3", "-1x2"}) {
            assertThatThrownBy(() -> SudokuShape.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        assertThatThrownBy(() -> SudokuShape.parse("axb")).hasMessageContaining("'axb'");
        assertThatThrownBy(() -> new SudokuShape(0, 3)).hasMessageContaining("0x3");
        assertThatThrownBy(() -> new SudokuShape(17, 16)).hasMessageContaining("272");
    }

    @Test
    void box_numbersBoxesRowByRow() {
        SudokuShape six = new SudokuShape(2, 3); // boxes 2 rows tall, 3 columns wide: 3 bands, 2 stacks
        assertThat(six.box(0, 0)).isEqualTo(0);
        assertThat(six.box(1, 2)).isEqualTo(0);
        assertThat(six.box(0, 3)).isEqualTo(1);
        assertThat(six.box(2, 0)).isEqualTo(2);
        assertThat(six.box(5, 5)).isEqualTo(5);
        assertThat(SudokuShape.forSize(9).box(4, 8)).isEqualTo(5);
        assertThatThrownBy(() -> six.box(6, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void toString_showsGridAndBoxes() {
        assertThat(SudokuShape.parse("3x4")).hasToString("12x12 (3x4 boxes)");
    }
}
