/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link DancingLinks#countUpTo(Subproblem, long)}: the solutions that contain a subproblem's options,
 * counted up to a limit, against a brute-force oracle (every solution of the problem, by subsets or by
 * backtracking over bit masks, none of the library's code); refused subproblems and limits; the matrix
 * restored however the count ends. These problems are small enough for the links and their endgame; the
 * counting engine's path (more than 64 primary items) is checked through {@code SudokuSolver.count} and
 * {@code isUnique} against the tests' own Sudoku solution counter ({@code SudokuTest}).
 */
class CountUpToTest {

    private static final long[] LIMITS = {1, 2, 3, 7, Long.MAX_VALUE};

    @Test
    void countUpTo_randomSubproblems_countsTheOraclesSolutionsThatHoldThem() {
        int[] checked = new int[3]; // counts below the limit, cut by it, refused subproblems
        Seeded.repeat("CountUpToTest.countUpTo_randomSubproblems_countsTheOraclesSolutionsThatHoldThem",
                0x5EED_C0F7L, 1500, (round, rnd) -> {
                    ProblemSpec spec = round % 3 == 0 ? ProblemSpec.random(rnd, 10, 5, 24)
                            : ProblemSpec.random(rnd, 8, 4, 12);
                    check(spec, rnd, "problem " + round, checked);
                });
        // The rounds reach every case: counts under the limit, counts cut by it, and refused subproblems.
        assertThat(checked[0]).as("counts under the limit").isGreaterThan(100);
        assertThat(checked[1]).as("counts cut by the limit").isGreaterThan(100);
        assertThat(checked[2]).as("refused subproblems").isGreaterThan(100);
    }

    private static void check(ProblemSpec spec, Random rnd, String context, int[] checked) {
        ExactCoverProblem p = spec.toProblem();
        Set<List<Integer>> all = BruteForce.solutions(spec);
        DancingLinks dl = new DancingLinks(p);
        int[][] before = dl.snapshot();
        for (int trial = 0; trial < 4; trial++) {
            int[] forced = randomOptions(spec, rnd, trial == 0 ? 0 : rnd.nextInt(4));
            Subproblem sub = Subproblem.of(forced);
            String dump = KnuthDump.dump(context + ", subproblem " + sub.toText(), p);
            if (!pairwiseDisjoint(spec, forced)) {
                assertThatThrownBy(() -> dl.countUpTo(sub, 2)).as(dump)
                        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(sub.toText());
                assertThat(dl.snapshot()).as(dump).isEqualTo(before);
                checked[2]++;
                continue;
            }
            long holding = all.stream().filter(s -> holdsAll(s, forced)).count();
            for (long limit : LIMITS) {
                long expected = Math.min(limit, holding);
                assertThat(dl.countUpTo(sub, limit)).as(dump + " limit " + limit).isEqualTo(expected);
                assertThat(dl.snapshot()).as(dump).isEqualTo(before);
                checked[holding > limit ? 1 : 0]++;
            }
        }
    }

    /** Returns n distinct options of the problem (fewer when it has fewer). */
    private static int[] randomOptions(ProblemSpec spec, Random rnd, int n) {
        List<Integer> pool = new ArrayList<>();
        for (int o = 0; o < spec.options.length; o++) {
            pool.add(o);
        }
        java.util.Collections.shuffle(pool, rnd);
        return pool.subList(0, Math.min(n, pool.size())).stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean pairwiseDisjoint(ProblemSpec spec, int[] forced) {
        Set<Integer> seen = new HashSet<>();
        for (int o : forced) {
            for (int item : spec.options[o]) {
                if (!seen.add(item)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean holdsAll(List<Integer> solution, int[] forced) {
        for (int o : forced) {
            if (!solution.contains(o)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void countUpTo_agreesWithTheSearchUnderTheSameLimit() {
        // queens 8 (92 solutions): a limit inside the tree, past it, and a forced first queen.
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        Subproblem whole = Subproblem.of();
        assertThat(dl.countUpTo(whole, 50)).isEqualTo(50);
        assertThat(dl.countUpTo(whole, 92)).isEqualTo(92);
        assertThat(dl.countUpTo(whole, Long.MAX_VALUE)).isEqualTo(92).isEqualTo(dl.count());
        int firstOption = dl.findFirst().orElseThrow().options()[0];
        Subproblem one = Subproblem.of(firstOption);
        long below = dl.count(one);
        assertThat(below).isPositive();
        assertThat(dl.countUpTo(one, Long.MAX_VALUE)).isEqualTo(below);
        assertThat(dl.countUpTo(one, 1)).isEqualTo(1);
        assertThat(dl.search(one, SearchSettings.builder().solutionLimit(2).build(), s -> Decision.CONTINUE)
                .solutions()).isEqualTo(dl.countUpTo(one, 2));
    }

    @Test
    void bareCounts_interrupted_throwInsteadOfAShortCount() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        int[][] before = dl.snapshot();
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> dl.countUpTo(Subproblem.of(), Long.MAX_VALUE))
                    .isInstanceOfSatisfying(SearchEndedException.class,
                            e -> assertThat(e.result().outcome()).isEqualTo(SearchOutcome.CANCELLED));
            assertThatThrownBy(() -> dl.countUpTo(Subproblem.of(), 2)).isInstanceOf(SearchEndedException.class);
            // The other bare counts too: a long that cannot say it is short.
            assertThatThrownBy(dl::count).isInstanceOf(SearchEndedException.class);
            assertThatThrownBy(() -> dl.countUpTo(2)).isInstanceOf(SearchEndedException.class);
            assertThatThrownBy(() -> dl.count(Subproblem.of())).isInstanceOf(SearchEndedException.class);
            java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
            try {
                assertThatThrownBy(() -> dl.parallelCount(pool)).isInstanceOf(SearchEndedException.class);
            } finally {
                pool.shutdownNow();
            }
            assertThat(Thread.currentThread().isInterrupted()).as("the interrupt stays set").isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(dl.snapshot()).isEqualTo(before);
        assertThat(dl.countUpTo(Subproblem.of(), Long.MAX_VALUE)).isEqualTo(92);
    }

    @Test
    void countUpTo_refusesBadArgumentsAndARunningSearch() {
        DancingLinks dl = new DancingLinks(NQueens.problem(6));
        assertThatThrownBy(() -> dl.countUpTo(Subproblem.of(), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("limit").hasMessageContaining("0");
        assertThatThrownBy(() -> dl.countUpTo(null, 2)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> dl.countUpTo(Subproblem.of(1_000_000), 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1000000");
        dl.search(SearchSettings.DEFAULT, s -> {
            assertThatThrownBy(() -> dl.countUpTo(Subproblem.of(), 2)).isInstanceOf(IllegalStateException.class);
            return Decision.STOP;
        });
        assertThat(dl.countUpTo(Subproblem.of(), Long.MAX_VALUE)).isEqualTo(4);
    }
}
