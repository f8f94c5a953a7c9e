/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** {@link TypedDiagram}: the diagram of a typed problem with the user's objects. */
class TypedDiagramTest {

    record Cell(int row, int column) {
    }

    record Domino(Cell first, Cell second) {
    }

    /** Dominoes on a 3x4 board as typed objects: 11 tilings (OEIS A004003's table). */
    private static TypedProblem<Domino> board() {
        TypedProblem.Builder<Domino> b = TypedProblem.builder();
        List<Cell> cells = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 4; c++) {
                cells.add(new Cell(r, c));
            }
        }
        b.primary(cells);
        for (Cell cell : cells) {
            Cell right = new Cell(cell.row(), cell.column() + 1);
            Cell below = new Cell(cell.row() + 1, cell.column());
            if (cells.contains(right)) {
                b.option(new Domino(cell, right), List.of(cell, right));
            }
            if (cells.contains(below)) {
                b.option(new Domino(cell, below), List.of(cell, below));
            }
        }
        return b.build();
    }

    /** Checks that the dominoes cover every cell of the 3x4 board once. */
    private static boolean isTiling(List<Domino> tiling) {
        Set<Cell> covered = new HashSet<>();
        for (Domino d : tiling) {
            if (!covered.add(d.first()) || !covered.add(d.second())) {
                return false;
            }
        }
        return covered.size() == 12;
    }

    @Test
    void typedDiagram_countsListsSamplesAndRanksTheUsersObjects() {
        TypedSolver<Domino> solver = new TypedSolver<>(board());
        TypedDiagram<Domino> all = solver.diagram();
        assertThat(all.count()).isEqualTo(BigInteger.valueOf(11));
        List<List<Domino>> listed = all.solutions().collect(Collectors.toList());
        assertThat(listed).isEqualTo(solver.solutions().collect(Collectors.toList()));
        assertThat(listed).allMatch(TypedDiagramTest::isTiling);
        for (int r = 0; r < listed.size(); r++) {
            assertThat(all.solution(BigInteger.valueOf(r))).isEqualTo(listed.get(r));
            List<Domino> shuffled = new ArrayList<>(listed.get(r));
            java.util.Collections.reverse(shuffled);
            assertThat(all.rank(shuffled)).isEqualTo(BigInteger.valueOf(r));
        }
        assertThat(all.samples(30, 4)).allMatch(TypedDiagramTest::isTiling).isEqualTo(all.samples(30, 4));
        assertThat(listed).contains(all.sample(new Random(1)));
        assertThatThrownBy(() -> all.rank(List.of(listed.get(0).get(0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a solution");
    }

    @Test
    void equalOptions_rankByIndices() {
        TypedProblem<String> twice = TypedProblem.<String>builder().primary("a").option("x", List.of("a"))
                .option("x", List.of("a")).build();
        TypedDiagram<String> d = new TypedSolver<>(twice).diagram();
        assertThat(d.count()).isEqualTo(BigInteger.TWO);
        assertThatThrownBy(() -> d.rank(List.of("x"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("equal object");
        assertThat(d.diagram().rank(d.diagram().solution(1))).isEqualTo(BigInteger.ONE);
    }
}
