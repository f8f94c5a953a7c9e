/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Propagation ({@link SubsetPairs}, {@link SearchSettings.Builder#unordered(boolean)}): the same solutions
 * and counts as brute force on random problems, plain, colored and with multiplicities, with and without
 * the preprocessor; a smaller tree where the rule fires.
 */
class PropagationTest {

    private static final SearchSettings UNORDERED = SearchSettings.builder().unordered(true).build();

    /** Collects each solution as the sorted list of its options. */
    private static SolutionVisitor collect(List<List<Integer>> into) {
        return s -> {
            into.add(BruteForce.sorted(s.options()));
            return Decision.CONTINUE;
        };
    }

    @Test
    void propagation_randomProblems_sameSolutionsAsBruteForceInASmallerTree() {
        long[] nodes = new long[2]; // propagating, plain counting engine
        int[] fewer = new int[1];
        Seeded.repeat("PropagationTest.plain", 0x9A0_9A6A7EL, 5_000, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 10, 3, 10 + rnd.nextInt(20));
            ExactCoverProblem p = spec.toProblem();
            String dump = KnuthDump.dump("round " + round, p);
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            List<List<Integer>> seen = new ArrayList<>();
            SearchResult r = dl.search(UNORDERED, EngineOptions.of(UNORDERED).withCounting(), collect(seen));
            RestoreInvariantTest.assertRestored(dl, before, dump);
            Set<List<Integer>> oracle = BruteForce.solutions(spec);
            assertThat(new HashSet<>(seen)).as(dump).isEqualTo(oracle);
            assertThat(seen).as(dump + "no solution twice").hasSameSizeAs(oracle);
            assertThat(r.solutions()).as(dump).isEqualTo(oracle.size());
            SearchResult plain = dl.search(SearchSettings.DEFAULT,
                    EngineOptions.of(SearchSettings.DEFAULT).withCounting(), s -> Decision.CONTINUE);
            nodes[0] += r.statistics().nodes();
            nodes[1] += plain.statistics().nodes();
            fewer[0] += r.statistics().nodes() < plain.statistics().nodes() ? 1 : 0;
            for (long limit = 1; limit <= 3; limit++) {
                assertThat(dl.countUpTo(limit)).as(dump + "countUpTo(" + limit + ")")
                        .isEqualTo(Math.min(limit, oracle.size()));
            }
        });
        // The fixture reaches the rule: only what it takes out makes a tree smaller.
        assertThat(fewer[0]).as("problems searched in a smaller tree").isGreaterThan(100);
        assertThat(nodes[0]).as("nodes, propagating against plain").isLessThan(nodes[1]);
    }

    @Test
    void propagation_withThePreprocessor_sameSolutionsAsBruteForce() {
        Seeded.repeat("PropagationTest.preprocessed", 0x9A0_9A6A7FL, 1_000, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 10, 3, 10 + rnd.nextInt(20));
            ExactCoverProblem p = spec.toProblem();
            String dump = KnuthDump.dump("round " + round, p);
            Reduction reduction = Preprocessor.reduce(p);
            DancingLinks dl = new DancingLinks(reduction.problem());
            Set<List<Integer>> seen = new HashSet<>();
            SearchResult r = dl.search(UNORDERED, EngineOptions.of(UNORDERED).withCounting(), s -> {
                seen.add(BruteForce.sorted(reduction.toOriginal(s.options())));
                return Decision.CONTINUE;
            });
            Set<List<Integer>> oracle = BruteForce.solutions(spec);
            assertThat(seen).as(dump).isEqualTo(oracle);
            assertThat(r.solutions()).as(dump).isEqualTo(oracle.size());
        });
    }

    @Test
    void unordered_coloredAndMultiplicityProblems_sameSolutionsAsOracles() {
        Seeded.repeat("PropagationTest.colored", 0x9A0_9A6A80L, 1_000, (round, rnd) -> {
            XccOracle o = XccOracle.random(rnd, 6, 4, 14, 3);
            ExactCoverProblem p = o.toProblem();
            List<List<Integer>> seen = new ArrayList<>();
            new DancingLinks(p).search(UNORDERED, collect(seen));
            assertThat(new HashSet<>(seen)).as(KnuthDump.dump("round " + round, p)).isEqualTo(o.solutions());
            assertThat(seen).hasSameSizeAs(o.solutions());
        });
        Seeded.repeat("PropagationTest.multiplicities", 0x9A0_9A6A81L, 1_000, (round, rnd) -> {
            MccOracle o = MccOracle.random(rnd, 5, 3, 12);
            ExactCoverProblem p = o.toProblem();
            List<List<Integer>> seen = new ArrayList<>();
            new DancingLinks(p).search(UNORDERED, collect(seen));
            assertThat(new HashSet<>(seen)).as(KnuthDump.dump("round " + round, p)).isEqualTo(o.solutions());
            assertThat(seen).hasSameSizeAs(o.solutions());
        });
    }

    @Test
    void subsetPairs_knuthsSmallExample_pairsAsDefined() {
        // Items a b c; options "a b", "a b c", "b c": a's options both hold b (a -> b fires when a is live);
        // b and c share two options; a and c share one (no pair).
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a", "b", "c").option("a", "b")
                .option("a", "b", "c").option("b", "c").build();
        SubsetPairs pairs = SubsetPairs.of(CountingTables.of(p));
        List<String> got = new ArrayList<>();
        for (int k = 0; k < pairs.count; k++) {
            got.add(pairs.i[k] + "->" + pairs.j[k] + " " + Integer.toBinaryString(pairs.inI[k]) + "/"
                    + Integer.toBinaryString(pairs.inJ[k]));
        }
        // a's list: options 0, 1 (bits 0, 1); b's list: options 0, 1, 2; c's list: options 1, 2.
        assertThat(got).containsExactly("0->1 11/11", "1->0 11/11", "1->2 110/11", "2->1 11/110");
        assertThat(pairs.bound).isEqualTo(3);
    }
}
