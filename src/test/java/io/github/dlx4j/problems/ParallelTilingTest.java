/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import io.github.dlx4j.Subproblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Splitting and parallel search on pentomino tilings, against the published counts (3x20: 8, 4x15: 1472,
 * 5x12 up to symmetry: 1010) and against the sequential search: the union of the pieces' solutions, and
 * the parallel solutions, are the sequential ones in the same order, each once.
 */
class ParallelTilingTest {

    private static ForkJoinPool pool;

    @BeforeAll
    static void startPool() {
        pool = new ForkJoinPool(3);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    private static DancingLinks pentominoes(int rows, int columns, boolean upToSymmetry) {
        return new DancingLinks(PolyominoPuzzle.builder(PolyominoBoard.rectangle(rows, columns),
                Polyominoes.PENTOMINOES).upToSymmetry(upToSymmetry).build().problem());
    }

    private static List<String> sequential(DancingLinks dl) {
        List<String> out = new ArrayList<>();
        dl.search(s -> {
            out.add(key(s));
            return Decision.CONTINUE;
        });
        return out;
    }

    private static String key(Solution s) {
        int[] a = s.options();
        Arrays.sort(a);
        return Arrays.toString(a);
    }

    @ParameterizedTest
    @CsvSource({"3, 20, false, 8", "4, 15, false, 1472", "5, 12, true, 1010"})
    void parallelCount_pentominoes_equalsPublishedAndSequential(int rows, int columns, boolean sym, long count) {
        DancingLinks dl = pentominoes(rows, columns, sym);
        var seq = dl.search(s -> Decision.CONTINUE);
        var par = dl.parallelSearch(pool, SearchSettings.DEFAULT, null);
        assertThat(seq.solutions()).isEqualTo(count);
        assertThat(par.solutions()).isEqualTo(count);
        assertThat(par.statistics().nodes()).isEqualTo(seq.statistics().nodes());
    }

    @ParameterizedTest
    @CsvSource({"3, 20, 1", "3, 20, 3", "4, 15, 2"})
    void split_pentominoes_unionIsTheSequentialSolutionsInOrder(int rows, int columns, int depth) {
        DancingLinks dl = pentominoes(rows, columns, false);
        List<String> seq = sequential(dl);
        List<String> union = new ArrayList<>();
        for (Subproblem piece : dl.split(depth)) {
            dl.search(Subproblem.parse(piece.toText()), SearchSettings.DEFAULT, s -> {
                union.add(key(s));
                return Decision.CONTINUE;
            });
        }
        assertThat(union).isEqualTo(seq).doesNotHaveDuplicates();
        List<String> ordered = new ArrayList<>();
        dl.parallelSearchOrdered(pool, SearchSettings.DEFAULT, s -> {
            ordered.add(key(s));
            return Decision.CONTINUE;
        });
        assertThat(ordered).isEqualTo(seq);
    }
}
