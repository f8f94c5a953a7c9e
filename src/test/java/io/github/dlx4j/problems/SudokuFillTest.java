/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random complete grids for every box shape up to 64x64, checked by {@link SudokuOracle}; timed (printed)
 * but with only a loose bound, since this is not a benchmark.
 */
class SudokuFillTest {

    @Test
    void randomGrid_everyShapeUpTo64x64_validWithinSeconds() {
        long seed = io.github.dlx4j.testing.Seeded.seed("SudokuFillTest.randomGrid", 0x5EED_F111L);
        long slowest = 0;
        String slowestShape = "";
        int shapes = 0;
        for (int rows = 1; rows <= 64; rows++) {
            for (int columns = 1; rows * columns <= 64; columns++) {
                SudokuShape shape = new SudokuShape(rows, columns);
                long t0 = System.nanoTime();
                SudokuGrid grid = SudokuGenerator.randomGrid(shape, seed + shapes);
                long nanos = System.nanoTime() - t0;
                if (nanos > slowest) {
                    slowest = nanos;
                    slowestShape = shape.toString();
                }
                assertThat(grid.isComplete()).isTrue();
                assertThat(SudokuOracle.fault(grid, grid, rows, columns)).as("%s seed %d", shape, seed + shapes)
                        .isNull();
                assertThat(nanos).as("%s took %d ms", shape, nanos / 1_000_000).isLessThan(5_000_000_000L);
                shapes++;
            }
        }
        System.out.printf("SudokuFillTest: %d shapes; slowest %s in %.1f ms%n", shapes, slowestShape, slowest / 1e6);
    }

    @Test
    void construct_everyShapeUpTo64x64_validAndScrambled() {
        long seed = io.github.dlx4j.testing.Seeded.seed("SudokuFillTest.construct", 0x5EED_F112L);
        SplittableRandom random = new SplittableRandom(seed);
        for (int rows = 1; rows <= 64; rows++) {
            for (int columns = 1; rows * columns <= 64; columns++) {
                SudokuShape shape = new SudokuShape(rows, columns);
                int[] values = SudokuFill.construct(shape, random);
                SudokuGrid grid = SudokuGrid.of(shape, SudokuGrid.DEFAULT_ALPHABET, values);
                assertThat(SudokuOracle.fault(grid, grid, rows, columns)).as("%s seed %d", shape, seed).isNull();
            }
        }
    }

    /**
     * In the pattern grid, and in every grid that relabelling, row and column permutations and transposing
     * make of it, two rows of one band map onto each other by a shift of the values: the permutation "the
     * value below v" has cycles all of one length. Swap cycles break that: most grids have a pair of rows
     * whose permutation has cycles of different lengths.
     */
    @Test
    void construct_swapCycles_leaveThePatternsOrbit() {
        SudokuShape shape = SudokuShape.forSize(9);
        int broken = 0;
        for (long seed = 0; seed < 20; seed++) {
            int[] g = SudokuFill.construct(shape, new SplittableRandom(seed));
            if (hasMixedCycles(g, 9, 3)) {
                broken++;
            }
        }
        assertThat(broken).isGreaterThanOrEqualTo(15);
    }

    private static boolean hasMixedCycles(int[] g, int n, int boxRows) {
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n && b / boxRows == a / boxRows; b++) {
                int[] next = new int[n + 1];
                for (int c = 0; c < n; c++) {
                    next[g[a * n + c]] = g[b * n + c];
                }
                Set<Integer> lengths = new HashSet<>();
                boolean[] seen = new boolean[n + 1];
                for (int v = 1; v <= n; v++) {
                    int length = 0;
                    for (int w = v; !seen[w]; w = next[w]) {
                        seen[w] = true;
                        length++;
                    }
                    if (length > 0) {
                        lengths.add(length);
                    }
                }
                if (lengths.size() > 1) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void randomGrid_sameSeed_sameGrid() {
        for (String box : new String[] {"3x3", "4x4", "8x8", "2x5"}) {
            SudokuShape shape = SudokuShape.parse(box);
            assertThat(SudokuGenerator.randomGrid(shape, 9)).isEqualTo(SudokuGenerator.randomGrid(shape, 9));
            assertThat(SudokuGenerator.randomGrid(shape, 9)).isNotEqualTo(SudokuGenerator.randomGrid(shape, 10));
        }
    }
}
