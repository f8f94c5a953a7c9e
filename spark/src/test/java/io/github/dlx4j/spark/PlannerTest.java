/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Subproblem;
import io.github.dlx4j.problems.NQueens;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The planner's pieces, split further where big, still partition the solutions in the sequential order.
 * Oracle: the core's sequential search (its solutions, in order) and count.
 */
class PlannerTest {

    /** Returns each solution's options in the order the sequential search reports them. */
    private static List<String> sequential(DancingLinks dl) {
        List<String> all = new ArrayList<>();
        dl.search(s -> {
            all.add(java.util.Arrays.toString(s.options()));
            return Decision.CONTINUE;
        });
        return all;
    }

    private static List<String> byPieces(DancingLinks dl, List<Subproblem> pieces) {
        List<String> all = new ArrayList<>();
        for (Subproblem p : pieces) {
            dl.search(p, io.github.dlx4j.SearchSettings.DEFAULT, s -> {
                all.add(java.util.Arrays.toString(s.options()));
                return Decision.CONTINUE;
            });
        }
        return all;
    }

    @Test
    void plan_queens_splitsBigPiecesAndKeepsTheSequentialOrder() {
        DancingLinks dl = new DancingLinks(NQueens.problem(9));
        Planner.Plan plan = Planner.plan(dl, 4, 2, 10_000);
        assertThat(plan.pieces().size()).isGreaterThan(dl.splitInto(4).size());
        assertThat(plan.estimates()).hasSize(plan.pieces().size());
        assertThat(java.util.Arrays.stream(plan.estimates()).min().orElseThrow()).isGreaterThanOrEqualTo(1);
        assertThat(byPieces(dl, plan.pieces())).isEqualTo(sequential(dl));
    }

    @Test
    void plan_randomProblems_partitionTheSolutions() {
        // a fixed default seed; -Ddlx4j.seed=N replays or explores
        long seed = Long.getLong("dlx4j.seed", 0x5EED_91A4L);
        System.out.println("PlannerTest seed " + seed + " (replay with -Ddlx4j.seed=" + seed + ")");
        Random rnd = new Random(seed);
        for (int i = 0; i < 200; i++) {
            ExactCoverProblem p = Problems.random(rnd);
            DancingLinks dl = new DancingLinks(p);
            Planner.Plan plan = Planner.plan(dl, 1 + rnd.nextInt(6), 1 + rnd.nextInt(4), 1 + rnd.nextInt(200));
            assertThat(byPieces(dl, plan.pieces())).as("seed %d, problem %d:%n%s", seed, i,
                    io.github.dlx4j.DlxFormat.format(p)).isEqualTo(sequential(dl));
        }
    }

    @Test
    void estimate_leavesTheMatrixAsItWas() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        for (Subproblem s : dl.splitInto(20)) {
            assertThat(Planner.estimate(dl, s, 16, 1)).isPositive();
            assertThat(Planner.children(dl, s)).allMatch(c -> c.size() >= s.size());
        }
        assertThat(dl.count()).isEqualTo(92);
    }
}
