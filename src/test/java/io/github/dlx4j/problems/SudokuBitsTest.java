/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Seeded;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The 9x9 bitboard solver behind {@link SudokuSolver#count}, {@link SudokuSolver#isUnique} and
 * {@link SudokuSolver#solutions}, against {@link SudokuOracle}'s backtracking: counts up to a limit, whole
 * counts of puzzles with up to a few hundred solutions (each solution exactly once), and every solution
 * returned valid, distinct and completing its puzzle.
 */
class SudokuBitsTest {

    private static final SudokuShape NINE = SudokuShape.forSize(9);

    @Test
    void countAndSolutions_randomPuzzles_sameAsBacktracking() {
        SudokuSolver solver = new SudokuSolver(NINE);
        int[] kinds = new int[3]; // none, one, several
        Seeded.repeat("SudokuBitsTest.upToThree", 0xB175_0001L, 3_000, (round, rnd) -> {
            int[] values = SudokuPropagationTest.puzzle(rnd, 3, 3, 17 + rnd.nextInt(24));
            SudokuGrid puzzle = SudokuGrid.of(NINE, SudokuGrid.DEFAULT_ALPHABET.substring(0, 9), values);
            long expected = SudokuOracle.count(values, 3, 3, 3);
            String as = "puzzle " + puzzle.toLine();
            assertThat(solver.count(puzzle, 3)).as(as).isEqualTo(expected);
            assertThat(solver.isUnique(puzzle)).as(as).isEqualTo(expected == 1);
            List<SudokuGrid> found = solver.solutions(puzzle, 3);
            assertThat(found).as(as).hasSize((int) expected);
            assertThat(new HashSet<>(found)).as(as + ": distinct").hasSize(found.size());
            for (SudokuGrid g : found) {
                assertThat(SudokuOracle.fault(puzzle, g, 3, 3)).as(as + ": " + g.toLine()).isNull();
            }
            kinds[(int) Math.min(expected, 2)]++;
        });
        assertThat(kinds[0]).as("puzzles with no solution").isPositive();
        assertThat(kinds[1]).as("puzzles with one solution").isPositive();
        assertThat(kinds[2]).as("puzzles with several").isPositive();
    }

    @Test
    void count_puzzlesWithManySolutions_countsEachOnce() {
        SudokuSolver solver = new SudokuSolver(NINE);
        long[] total = new long[1];
        Seeded.repeat("SudokuBitsTest.whole", 0xB175_0002L, 300, (round, rnd) -> {
            int[] values = SudokuPropagationTest.puzzle(rnd, 3, 3, 24 + rnd.nextInt(8));
            SudokuGrid puzzle = SudokuGrid.of(NINE, SudokuGrid.DEFAULT_ALPHABET.substring(0, 9), values);
            long expected = SudokuOracle.count(values, 3, 3, 500);
            String as = "puzzle " + puzzle.toLine();
            assertThat(solver.count(puzzle, 500)).as(as).isEqualTo(expected);
            if (expected < 500) {
                List<SudokuGrid> all = solver.solutions(puzzle, 500);
                Set<SudokuGrid> distinct = new HashSet<>(all);
                assertThat(distinct).as(as).hasSize((int) expected);
                total[0] += expected;
            }
        });
        assertThat(total[0]).as("solutions counted one by one").isGreaterThan(3_000);
    }

    @Test
    void count_publishedPuzzles_uniqueAndSolved() {
        SudokuSolver solver = new SudokuSolver(NINE);
        // Wikipedia's example and its published solution; Arto Inkala's "hardest" puzzle (2012).
        SudokuGrid wikipedia = SudokuGrid.parse(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        assertThat(solver.solutions(wikipedia, 2)).extracting(SudokuGrid::toLine).containsExactly(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        SudokuGrid inkala = SudokuGrid.parse(
                "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
        assertThat(solver.solutions(inkala, 2)).extracting(SudokuGrid::toLine).containsExactly(
                "812753649943682175675491283154237896369845721287169534521974368438526917796318452");
        SudokuGrid empty = SudokuGrid.parse(".".repeat(81));
        assertThat(solver.count(empty, 1_000)).isEqualTo(1_000);
    }
}
