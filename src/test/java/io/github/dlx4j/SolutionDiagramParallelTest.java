/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.DominoTilings;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The parallel build gives the sequential build's diagram, node for node (its text is the same), on random
 * problems and on the domino boards, with 2 and 3 workers; and it stops as the settings say.
 */
class SolutionDiagramParallelTest {

    private static final ForkJoinPool TWO = new ForkJoinPool(2);
    private static final ForkJoinPool THREE = new ForkJoinPool(3);

    @AfterAll
    static void shutDown() {
        TWO.shutdownNow();
        THREE.shutdownNow();
    }

    private static String text(SolutionDiagram d) {
        StringBuilder b = new StringBuilder();
        d.write(b);
        return b.toString();
    }

    private static void sameAsSequential(ExactCoverProblem p, String dump) {
        String expected = text(SolutionDiagram.build(p));
        for (ForkJoinPool pool : List.of(TWO, THREE)) {
            SolutionDiagram d = SolutionDiagram.parallelBuild(p, pool, SearchSettings.DEFAULT,
                    SolutionDiagram.DEFAULT_MAX_NODES);
            assertThat(text(d)).as(dump + pool.getParallelism() + " workers").isEqualTo(expected);
        }
    }

    @Test
    void randomProblems_sameDiagramAsSequential() {
        Seeded.repeat("SolutionDiagramParallelTest.random", 0xD1A6_0007L, 240, (round, rnd) -> {
            ExactCoverProblem p;
            String dump;
            if (round % 2 == 0) {
                XccOracle spec = XccOracle.random(rnd, 14, 6, 70, 3);
                p = spec.toProblem();
                dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            } else {
                ProblemSpec spec = ProblemSpec.random(rnd, 16, 4, 70);
                p = spec.toProblem();
                dump = "round " + round + "; the problem in Knuth's format:\n"
                        + (spec.primaryCount() == 0 ? "(no primary item)" : spec.toDlx());
            }
            sameAsSequential(p, dump);
        });
    }

    @Test
    void dominoBoards_sameDiagramAsSequential() {
        for (int[] rc : new int[][] {{4, 4}, {6, 7}, {8, 8}, {10, 10}}) {
            sameAsSequential(DominoTilings.problem(rc[0], rc[1]), rc[0] + "x" + rc[1] + ": ");
        }
    }

    @Test
    void stops_andRefusesBudgets() {
        ExactCoverProblem p = DominoTilings.problem(14, 14);
        assertThatThrownBy(() -> SolutionDiagram.parallelBuild(p, TWO,
                SearchSettings.builder().cancelFlag(new AtomicBoolean(true)).build(),
                SolutionDiagram.DEFAULT_MAX_NODES))
                .isInstanceOfSatisfying(SearchEndedException.class,
                        e -> assertThat(e.result().outcome()).isEqualTo(SearchOutcome.CANCELLED));
        assertThatThrownBy(() -> SolutionDiagram.parallelBuild(p, TWO,
                SearchSettings.builder().nodeBudget(10).build(), SolutionDiagram.DEFAULT_MAX_NODES))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("budget");
        assertThatThrownBy(() -> SolutionDiagram.parallelBuild(p, TWO, SearchSettings.DEFAULT, 500))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("bound of 500 nodes");
        List<SearchProgress> seen = new ArrayList<>();
        SolutionDiagram.parallelBuild(DominoTilings.problem(12, 12), TWO,
                SearchSettings.builder().progress(seen::add, 5_000).build(), SolutionDiagram.DEFAULT_MAX_NODES);
        assertThat(seen).isNotEmpty();
    }
}
