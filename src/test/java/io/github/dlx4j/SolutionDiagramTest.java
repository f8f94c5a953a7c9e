/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.DominoTilings;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.io.StringReader;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link SolutionDiagram} against oracles that share no code with it: the solutions of random problems
 * found by brute force (plain, with secondary items, colored), their order as the sequential search gives
 * it, and published counts (the domino tilings of rectangles, by {@link DominoTilings}'s transfer matrix).
 */
class SolutionDiagramTest {

    /** Checks a diagram of the problem against its solutions in the search's order. */
    private static void check(ExactCoverProblem p, Set<List<Integer>> truth, String dump) {
        SolutionDiagram d = SolutionDiagram.build(p);
        List<Solution> searched = new DancingLinks(p).solutions().collect(Collectors.toList());
        List<Solution> listed = d.solutions().collect(Collectors.toList());
        assertThat(d.count()).as(dump).isEqualTo(BigInteger.valueOf(truth.size()));
        assertThat(listed.stream().map(s -> BruteForce.sorted(s.options())).collect(Collectors.toSet()))
                .as(dump).isEqualTo(truth);
        assertThat(listed.stream().map(s -> List.of(toBoxed(s.options()))).collect(Collectors.toList()))
                .as(dump + "the search's order, options in level order")
                .isEqualTo(searched.stream().map(s -> List.of(toBoxed(s.options()))).collect(Collectors.toList()));
        for (int r = 0; r < listed.size(); r++) {
            assertThat(d.solution(r).options()).as(dump + "rank " + r).containsExactly(listed.get(r).options());
            assertThat(d.rank(listed.get(r))).as(dump + "rank of " + r).isEqualTo(BigInteger.valueOf(r));
        }
        StringBuilder text = new StringBuilder();
        d.write(text);
        SolutionDiagram back = SolutionDiagram.read(p, new StringReader(text.toString()));
        assertThat(back.nodeCount()).as(dump).isEqualTo(d.nodeCount());
        assertThat(back.solutions().map(s -> List.of(toBoxed(s.options()))).collect(Collectors.toList())).as(dump)
                .isEqualTo(listed.stream().map(s -> List.of(toBoxed(s.options()))).collect(Collectors.toList()));
        if (!listed.isEmpty()) {
            assertThat(truth).as(dump).contains(BruteForce.sorted(d.sample(new Random(7)).options()));
        }
    }

    private static Integer[] toBoxed(int[] a) {
        Integer[] b = new Integer[a.length];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i];
        }
        return b;
    }

    @Test
    void randomPlainProblems_equalTheOracleAndTheSearchsOrder() {
        long[] solutions = new long[1];
        Seeded.repeat("SolutionDiagramTest.plain", 0xD1A6_0001L, 1500, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 9, 4, 24);
            String dump = "round " + round + "; the problem in Knuth's format:\n"
                    + (spec.primaryCount() == 0 ? "(no primary item)" : spec.toDlx());
            Set<List<Integer>> truth = BruteForce.solutions(spec);
            solutions[0] += truth.size();
            check(spec.toProblem(), truth, dump);
        });
        assertThat(solutions[0]).as("solutions in all").isGreaterThan(2_000);
    }

    @Test
    void randomColoredProblems_equalTheOracleAndTheSearchsOrder() {
        long[] solutions = new long[1];
        Seeded.repeat("SolutionDiagramTest.colored", 0xD1A6_0002L, 1500, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 8, 5, 20, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            Set<List<Integer>> truth = spec.solutions();
            solutions[0] += truth.size();
            check(spec.toProblem(), truth, dump);
        });
        assertThat(solutions[0]).as("solutions in all").isGreaterThan(2_000);
    }

    /** Problems with many solutions that share their states: the count against the one-by-one count. */
    @Test
    void largerColoredProblems_countEqualsTheSearchsCount() {
        Seeded.repeat("SolutionDiagramTest.larger", 0xD1A6_0003L, 200, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 14, 6, 70, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            ExactCoverProblem p = spec.toProblem();
            SolutionDiagram d = SolutionDiagram.build(p);
            assertThat(d.count()).as(dump).isEqualTo(BigInteger.valueOf(
                    new DancingLinks(p).search(SearchSettings.builder().plainLinks(true).build(),
                            s -> Decision.CONTINUE).solutions()));
        });
    }

    // ---------------------------------------------------------------------------------------------------
    // published counts

    @Test
    void dominoTilings_equalTheTransferMatrixAndThePublishedCounts() {
        assertThat(DominoTilings.count(8, 8)).isEqualTo(BigInteger.valueOf(12_988_816)); // OEIS A004003
        assertThat(DominoTilings.count(10, 10)).isEqualTo(BigInteger.valueOf(258_584_046_368L));
        int[][] boards = {{2, 3}, {4, 4}, {3, 7}, {6, 12}, {8, 8}, {8, 9}, {10, 10}, {12, 12}};
        for (int[] rc : boards) {
            SolutionDiagram d = SolutionDiagram.build(DominoTilings.problem(rc[0], rc[1]));
            assertThat(d.count()).as(rc[0] + "x" + rc[1]).isEqualTo(DominoTilings.count(rc[0], rc[1]));
        }
        assertThat(SolutionDiagram.build(DominoTilings.problem(8, 8)).nodeCount()).as("DLX6's 2,318 less its two terminals")
                .isEqualTo(2_316);
    }

    /** A count past 2^63: the 14x14 board, 1.1e23 tilings; its samples are tilings. */
    @Test
    void dominoTilings_pastTheLongRange() {
        ExactCoverProblem p = DominoTilings.problem(14, 14);
        SolutionDiagram d = SolutionDiagram.build(p);
        BigInteger expected = DominoTilings.count(14, 14);
        assertThat(expected.bitLength()).isGreaterThan(64);
        assertThat(d.count()).isEqualTo(expected);
        for (Solution s : d.samples(20, 14)) {
            assertThat(BruteForce.violation(specOf(p), s.options())).isNull();
            assertThat(d.solution(d.rank(s)).options()).containsExactly(s.options());
        }
        BigInteger last = expected.subtract(BigInteger.ONE);
        assertThat(d.rank(d.solution(last))).isEqualTo(last);
        assertThat(d.rank(d.solution(BigInteger.ZERO))).isEqualTo(BigInteger.ZERO);
        assertThat(d.solutions().findFirst().orElseThrow().options())
                .containsExactly(new DancingLinks(p).findFirst().orElseThrow().options());
    }

    /**
     * The 16x16 board: 2,444,888,770,250,892,795,802,079,170,816 tilings (about 2.44e30), built in seconds;
     * samples are tilings. Slow: about 4 s and 200 MB.
     */
    @Test
    @Tag("slow")
    void dominoTilings16x16_pastTheLongRange() {
        ExactCoverProblem p = DominoTilings.problem(16, 16);
        SolutionDiagram d = SolutionDiagram.build(p);
        assertThat(d.count()).isEqualTo(DominoTilings.count(16, 16))
                .isEqualTo(new BigInteger("2444888770250892795802079170816"));
        for (Solution s : d.samples(5, 16)) {
            assertThat(BruteForce.violation(specOf(p), s.options())).isNull();
            assertThat(d.solution(d.rank(s)).options()).containsExactly(s.options());
        }
    }

    private static ProblemSpec specOf(ExactCoverProblem p) {
        int[][] options = new int[p.optionCount()][];
        for (int o = 0; o < options.length; o++) {
            options[o] = p.optionItems(o);
        }
        return new ProblemSpec(new boolean[p.itemCount()], options);
    }

    /** Knuth's colored instances: the counts DLX2 printed for them. */
    @Test
    void knuthsColoredInstances_countAsDlx2() throws java.io.IOException {
        for (String[] row : KnuthCounts.rows("dlx2", 15)) {
            ExactCoverProblem p = DlxFormat.parse(KnuthCounts.resource("dlx2", row[0]));
            assertThat(SolutionDiagram.build(p).count()).as(row[0])
                    .isEqualTo(BigInteger.valueOf(KnuthCounts.expected(row)[0]));
        }
    }

    /**
     * The pentominoes in a 6x10 box: 2,339 tilings up to the board's symmetries, 9,356 in all (published
     * since Haselgrove, 1960). Slow: a pentomino tree hardly repeats its states.
     */
    @Test
    @Tag("slow")
    void pentominoes6x10_publishedCounts() {
        PolyominoBoard board = PolyominoBoard.rectangle(6, 10);
        ExactCoverProblem reduced = PolyominoPuzzle.builder(board, Polyominoes.PENTOMINOES).upToSymmetry(true)
                .build().problem();
        assertThat(SolutionDiagram.build(reduced).count()).isEqualTo(BigInteger.valueOf(2_339));
        ExactCoverProblem all = PolyominoPuzzle.builder(board, Polyominoes.PENTOMINOES).build().problem();
        assertThat(SolutionDiagram.build(all).count()).isEqualTo(BigInteger.valueOf(9_356));
    }

    // ---------------------------------------------------------------------------------------------------
    // uniform samples

    /**
     * 100,000 samples of problems with 20 to 500 solutions pass Pearson's chi-square test at the 0.001
     * level (the critical value by Wilson and Hilferty's approximation); the seeds are fixed.
     */
    @Test
    void samples_areUniform() {
        Random rnd = new Random(0x5A_3B1EL);
        int tested = 0;
        while (tested < 6) {
            ExactCoverProblem p = rnd.nextBoolean() ? XccOracle.random(rnd, 10, 4, 40, 3).toProblem()
                    : ProblemSpec.random(rnd, 10, 3, 40).toProblem();
            SolutionDiagram d = SolutionDiagram.build(p);
            long n = d.count().longValueExact();
            if (n < 20 || n > 500) {
                continue;
            }
            tested++;
            List<Solution> all = d.solutions().collect(Collectors.toList());
            java.util.Map<List<Integer>, Integer> index = new java.util.HashMap<>();
            for (Solution s : all) {
                index.put(BruteForce.sorted(s.options()), index.size());
            }
            long[] seen = new long[(int) n];
            int draws = 100_000;
            for (Solution s : d.samples(draws, 1000 + tested)) {
                seen[index.get(BruteForce.sorted(s.options()))]++;
            }
            double expected = (double) draws / n;
            double chi = 0;
            for (long k : seen) {
                chi += (k - expected) * (k - expected) / expected;
            }
            int df = (int) n - 1;
            double z = 3.0902; // the 0.999 quantile of the normal distribution
            double h = 2.0 / (9 * df);
            double critical = df * Math.pow(1 - h + z * Math.sqrt(h), 3);
            assertThat(chi).as("chi-square of %d solutions, %d draws", n, draws).isLessThan(critical);
        }
    }

    @Test
    void samples_sameSeedSameSolutions() {
        SolutionDiagram d = SolutionDiagram.build(DominoTilings.problem(6, 6));
        List<List<Integer>> a = new ArrayList<>();
        List<List<Integer>> b = new ArrayList<>();
        d.samples(50, 99).forEach(s -> a.add(BruteForce.sorted(s.options())));
        d.samples(50, 99).forEach(s -> b.add(BruteForce.sorted(s.options())));
        assertThat(a).isEqualTo(b);
        assertThat(new HashSet<>(a)).hasSizeGreaterThan(40); // 6,728 tilings: few repeats in 50
    }

    // ---------------------------------------------------------------------------------------------------
    // edges and errors

    @Test
    void noSolution_emptySolution() {
        ExactCoverProblem none = ExactCoverProblem.builder().primary("a", "b").option("a").build();
        SolutionDiagram d = SolutionDiagram.build(none);
        assertThat(d.count()).isZero();
        assertThat(d.root()).isEqualTo(SolutionDiagram.BOTTOM);
        assertThat(d.solutions()).isEmpty();
        assertThatThrownBy(() -> d.sample(new Random(1))).isInstanceOf(java.util.NoSuchElementException.class);
        assertThatThrownBy(() -> d.solution(0)).isInstanceOf(IndexOutOfBoundsException.class);
        ExactCoverProblem empty = ExactCoverProblem.builder().secondary("s").build();
        SolutionDiagram e = SolutionDiagram.build(empty);
        assertThat(e.count()).isEqualTo(BigInteger.ONE);
        assertThat(e.root()).isEqualTo(SolutionDiagram.TOP);
        assertThat(e.solutions().map(Solution::size).collect(Collectors.toList())).containsExactly(0);
        assertThat(new DancingLinks(empty).count()).isEqualTo(1);
    }

    @Test
    void refusals_andLimits() {
        ExactCoverProblem mcc = ExactCoverProblem.builder().primary("a").multiplicity("a", 0, 2).option("a")
                .build();
        assertThatThrownBy(() -> SolutionDiagram.build(mcc)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("multiplicities");
        ExactCoverProblem p = DominoTilings.problem(8, 8);
        assertThatThrownBy(() -> SolutionDiagram.build(p, SearchSettings.DEFAULT, 1000))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("bound of 1000 nodes");
        assertThatThrownBy(() -> SolutionDiagram.build(p, SearchSettings.builder().solutionLimit(5).build(),
                10)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("solution limit");
        AtomicBoolean cancel = new AtomicBoolean(true);
        assertThatThrownBy(() -> SolutionDiagram.build(DominoTilings.problem(12, 12),
                SearchSettings.builder().cancelFlag(cancel).build(), SolutionDiagram.DEFAULT_MAX_NODES))
                .isInstanceOfSatisfying(SearchEndedException.class,
                        e -> assertThat(e.result().outcome()).isEqualTo(SearchOutcome.CANCELLED));
        assertThatThrownBy(() -> SolutionDiagram.build(DominoTilings.problem(12, 12),
                SearchSettings.builder().nodeBudget(100).build(), SolutionDiagram.DEFAULT_MAX_NODES))
                .isInstanceOfSatisfying(SearchEndedException.class,
                        e -> assertThat(e.result().outcome()).isEqualTo(SearchOutcome.NODE_BUDGET));
        assertThatThrownBy(() -> SolutionDiagram.build(DominoTilings.problem(16, 16),
                SearchSettings.builder().timeout(Duration.ofMillis(50)).build(), SolutionDiagram.DEFAULT_MAX_NODES))
                .isInstanceOfSatisfying(SearchEndedException.class,
                        e -> assertThat(e.result().outcome()).isEqualTo(SearchOutcome.DEADLINE));
        SolutionDiagram d = SolutionDiagram.build(DominoTilings.problem(2, 3));
        Solution foreign = SolutionDiagram.build(DominoTilings.problem(2, 3)).solution(0);
        assertThat(d.rank(foreign)).isZero();
        Solution notOne = new FrozenSolution(d.problem(), new int[] {0});
        assertThatThrownBy(() -> d.rank(notOne)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a solution");
        assertThatThrownBy(() -> d.solution(3)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> d.solution(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void progress_isReported() {
        List<SearchProgress> seen = new ArrayList<>();
        SolutionDiagram.build(DominoTilings.problem(12, 12), SearchSettings.builder().progress(seen::add, 10_000).build(),
                SolutionDiagram.DEFAULT_MAX_NODES);
        assertThat(seen).isNotEmpty();
        assertThat(seen.get(0).statistics().nodes()).isGreaterThanOrEqualTo(10_000);
    }

    @Test
    void read_badTextNamesTheLine() {
        ExactCoverProblem p = DominoTilings.problem(2, 3);
        assertThatThrownBy(() -> SolutionDiagram.read(p, new StringReader("2: (~1?0:1)\n3: (~9?0:2)\n4: (~0?0:3)\n")))
                .isInstanceOf(DlxFormatException.class).hasMessageContaining("line 2").hasMessageContaining("option 9");
        assertThatThrownBy(() -> SolutionDiagram.read(p, new StringReader("2: (~1?0:5)\n")))
                .isInstanceOf(DlxFormatException.class).hasMessageContaining("line 1");
        assertThatThrownBy(() -> SolutionDiagram.read(p, new StringReader("2: (~1?0:1)\n")))
                .isInstanceOf(DlxFormatException.class).hasMessageContaining("root");
        assertThatThrownBy(() -> SolutionDiagram.read(p, new StringReader("2: (~1?1:0)\n3: (~0?0:2)\n")))
                .isInstanceOf(DlxFormatException.class).hasMessageContaining("HI child");
        assertThatThrownBy(() -> SolutionDiagram.read(p, new StringReader("3: (~1?0:1)\n")))
                .isInstanceOf(DlxFormatException.class).hasMessageContaining("comes next");
        assertThatThrownBy(() -> SolutionDiagram.read(p, new StringReader("hello\n")))
                .isInstanceOf(DlxFormatException.class).hasMessageContaining("line 1");
    }
}
