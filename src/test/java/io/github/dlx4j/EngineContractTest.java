/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The search contract, for every engine ({@link EngineKind}), on random problems against the brute-force
 * oracle: exactly the oracle's solutions, each once; the sequential order where the engine promises it;
 * the statistics of the dancing links (every engine but the shuffled one searches the same tree); the first
 * solutions under a solution limit; the matrix restored and sane after every search. A failure names the
 * seed and round and prints the problem in Knuth's format.
 */
class EngineContractTest {

    private static final int ROUNDS = 250;

    @ParameterizedTest(name = "{0}")
    @EnumSource(EngineKind.class)
    void search_randomProblems_matchesOracleOrderAndStatistics(EngineKind kind) {
        int[] solved = new int[1];
        Seeded.repeat("EngineContractTest." + kind, 0xC0_47_AC_7L, ROUNDS, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 10, 4, 18);
            ExactCoverProblem p = round % 2 == 0 ? spec.toProblem() : spec.toNamedProblem();
            String dump = KnuthDump.dump(kind + ", round " + round, p);
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            Compared c = compareWithLinks(kind, dl, dump);
            List<List<Integer>> reference = c.reference();
            Set<List<Integer>> oracle = BruteForce.solutions(spec);
            assertThat(new HashSet<>(c.seen())).as(dump).isEqualTo(oracle);
            assertThat(c.seen()).as(dump + "no solution twice").hasSameSizeAs(oracle);
            assertThat(c.result().solutions()).as(dump).isEqualTo(oracle.size());
            if (!oracle.isEmpty()) {
                solved[0]++;
                long limit = 1 + rnd.nextInt(oracle.size());
                List<List<Integer>> first = Collections.synchronizedList(new ArrayList<>());
                SearchResult limited = kind.search(dl, SearchSettings.builder().solutionLimit(limit).build(),
                        collect(first));
                RestoreInvariantTest.assertRestored(dl, before, dump + "limit " + limit);
                assertThat(limited.solutions()).as(dump + "limit " + limit).isEqualTo(limit);
                assertThat(first).as(dump + "limit " + limit).hasSize((int) limit);
                if (kind.sequentialOrder()) {
                    assertThat(first).as(dump + "limit " + limit).isEqualTo(reference.subList(0, (int) limit));
                }
                assertThat(oracle).as(dump).containsAll(first);
            }
        });
        assertThat(solved[0]).as("problems with a solution").isGreaterThan(ROUNDS / 5);
    }

    /**
     * Trees of thousands of nodes, where the parallel workers give work away and the endgame hands subtrees
     * to its inner one-word endgame: the same solutions (order and statistics as promised) as the dancing
     * links, the matrix restored, and work actually given away by the work-splitting kinds.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(EngineKind.class)
    void search_largerTrees_sameAsDancingLinks(EngineKind kind) {
        long gifts = 0;
        List<ExactCoverProblem> problems = new ArrayList<>();
        for (int n = 6; n <= 10; n++) {
            problems.add(io.github.dlx4j.problems.NQueens.problem(n));
        }
        problems.add(RestoreInvariantTest.matchings());
        for (ExactCoverProblem p : problems) {
            DancingLinks dl = new DancingLinks(p);
            compareWithLinks(kind, dl, kind + " on " + p.itemCount() + " items, " + p.optionCount() + " options");
            gifts += dl.workspace.diagnostics.gifts;
        }
        if (kind.concurrent()) {
            assertThat(gifts).as("tasks given away").isGreaterThan(0);
        }
    }

    /**
     * Splitting at any depth: the pieces' searches, shifted to their depth, plus what the split pass counted
     * above them, are exactly the sequential search's statistics; the pieces' solutions, in piece order, are
     * its solutions in its order.
     */
    /**
     * Every engine's loop returns for its checks, which the engine's next() makes: a count spends its whole
     * search in the loop, and the compiler's code for a method serves only calls that start after it is
     * made, so a loop that made its own checks ran a cold count in the code compiled with profiling (under
     * the launcher's thresholds, to its end). A progress report every few nodes comes from each check; none
     * may have a loop on the stack ({@code run} of the links, Algorithm M and the counting engine, anything
     * of the endgame), and each comes through the next() of the engine the kind runs on the problem (so the
     * fixture reaches it): queens 10, Knuth's colored Kakuro (the links' dead-end simulations) and a DLX3
     * file with multiplicities (Algorithm M whatever the kind), a count and a search each, with the
     * published counts.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = EngineKind.class, names = {"DEFAULT", "DANCING_LINKS", "SHUFFLED", "ENDGAME_FROM_ROOT",
        "ALGORITHM_M", "COUNTING"})
    void checks_areMadeWithTheLoopOffTheStack(EngineKind kind) throws java.io.IOException {
        String links = LinksEngine.class.getSimpleName();
        String m = MultiplicityEngine.class.getSimpleName();
        String counting = CountingEngine.class.getSimpleName();
        String queensEngine = kind == EngineKind.ALGORITHM_M ? m : kind == EngineKind.COUNTING ? counting : links;
        checkWithLoopOffTheStack(kind, "queens 10", io.github.dlx4j.problems.NQueens.problem(10), 724, 7,
                queensEngine);
        String[] kakuro = KnuthCounts.rows("dlx2", 14).stream().filter(r -> r[0].equals("kakuro-4x4.dlx"))
                .findFirst().orElseThrow();
        checkWithLoopOffTheStack(kind, "kakuro", DlxFormat.parse(KnuthCounts.resource("dlx2", kakuro[0])),
                Long.parseLong(kakuro[1]), 61, kind == EngineKind.ALGORITHM_M ? m : links);
        String[] mcc = KnuthCounts.rows("dlx3", 7).stream().filter(r -> r[0].equals("random-2182.dlx"))
                .findFirst().orElseThrow();
        checkWithLoopOffTheStack(kind, "random-2182", DlxFormat.parse(KnuthCounts.resource("dlx3", mcc[0])),
                Long.parseLong(mcc[1]), 307, m);
    }

    private static void checkWithLoopOffTheStack(EngineKind kind, String name, ExactCoverProblem p,
            long solutions, int every, String engine) {
        Set<String> loops = new HashSet<>();
        Set<String> engines = new HashSet<>();
        int[] checks = new int[1];
        SearchSettings settings = SearchSettings.builder().progress(progress -> {
            checks[0]++;
            for (StackTraceElement e : Thread.currentThread().getStackTrace()) {
                String c = e.getClassName().substring(e.getClassName().lastIndexOf('.') + 1);
                if (c.startsWith(Endgame.class.getSimpleName()) || (e.getMethodName().equals("run")
                        && (c.equals(LinksEngine.class.getSimpleName())
                        || c.equals(MultiplicityEngine.class.getSimpleName())
                        || c.equals(CountingEngine.class.getSimpleName())))) {
                    loops.add(c + "." + e.getMethodName());
                }
                if (e.getMethodName().equals("next") && c.endsWith("Engine")) {
                    engines.add(c);
                }
            }
        }, every).build();
        DancingLinks dl = new DancingLinks(p);
        assertThat(kind.search(dl, settings, Driver.COUNTING).solutions()).as(name + ", count")
                .isEqualTo(solutions);
        long[] found = new long[1];
        kind.search(dl, settings, s -> {
            found[0]++;
            return Decision.CONTINUE;
        });
        assertThat(found[0]).as(name + ", search").isEqualTo(solutions);
        assertThat(checks[0]).as(name + ", checks").isGreaterThan(200);
        assertThat(loops).as(name + ", loops on the stack at checks").isEmpty();
        assertThat(engines).as(name + ", the engines whose next() made the checks").containsExactly(engine);
    }

    @ParameterizedTest(name = "depth {0}")
    @org.junit.jupiter.params.provider.ValueSource(ints = {0, 1, 2, 3, 5})
    void split_piecesPlusAbove_equalTheSequentialSearch(int depth) {
        Seeded.repeat("EngineContractTest.split depth " + depth, 0x5_911_7L + depth, 150, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 10, 4, 18);
            ExactCoverProblem p = spec.toProblem();
            String dump = KnuthDump.dump("depth " + depth + ", round " + round, p);
            DancingLinks dl = new DancingLinks(p);
            List<List<Integer>> reference = new ArrayList<>();
            SearchResult whole = dl.search(collect(reference));
            Split cut = new Split(dl.workspace, depth, SearchSettings.DEFAULT);
            assertThat(cut.outcome).isEqualTo(SearchOutcome.COMPLETED);
            SearchStatistics sum = cut.above;
            List<List<Integer>> pieces = new ArrayList<>();
            for (int[] prefix : cut.pieces) {
                SearchResult r = dl.search(Subproblem.of(prefix), SearchSettings.DEFAULT, collect(pieces));
                sum = sum.plus(r.statistics().shifted(prefix.length));
            }
            assertThat(pieces).as(dump).isEqualTo(reference);
            assertThat(SearchStatistics.of(whole.solutions(), sum.nodes(), sum.updates(), sum.nodesPerLevel()))
                    .as(dump).isEqualTo(whole.statistics());
            double weights = 0;
            for (int i = 0; i < cut.pieces.size(); i++) {
                weights += cut.weights[i];
            }
            assertThat(weights).as(dump + "the pieces' weights").isLessThanOrEqualTo(1.0 + 1e-9);
        });
    }

    /** The solutions and result of a search by one engine, and those of the dancing links on the same matrix. */
    record Compared(List<List<Integer>> seen, SearchResult result, List<List<Integer>> reference,
            SearchResult links) {
    }

    /**
     * Searches a matrix with the dancing links and with {@code kind}, and checks what the kind promises
     * against the links: the search completes and restores the matrix, finds the same solutions each once,
     * in the sequential order where it promises that, with the same statistics (all but the shuffled kind).
     */
    static Compared compareWithLinks(EngineKind kind, DancingLinks dl, String as) {
        int[][] before = dl.snapshot();
        List<List<Integer>> reference = new ArrayList<>();
        SearchResult links = EngineKind.DANCING_LINKS.search(dl, collect(reference));
        List<List<Integer>> seen = Collections.synchronizedList(new ArrayList<>());
        SearchResult r = kind.search(dl, collect(seen));
        RestoreInvariantTest.assertRestored(dl, before, as);
        assertThat(r.outcome()).as(as).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(new HashSet<>(seen)).as(as).isEqualTo(new HashSet<>(reference));
        assertThat(seen).as(as + "no solution twice").hasSameSizeAs(reference);
        if (kind.sequentialOrder()) {
            assertThat(seen).as(as + "the order of the sequential search").isEqualTo(reference);
        }
        if (kind.sameTree()) {
            kind.assertSameStatistics(r.statistics(), links.statistics(), as + "the statistics of the dancing links");
        }
        return new Compared(seen, r, reference, links);
    }

    /** Collects each solution as the sorted list of its options (thread-safe when the list is). */
    static SolutionVisitor collect(List<List<Integer>> into) {
        return s -> {
            into.add(BruteForce.sorted(s.options()));
            return Decision.CONTINUE;
        };
    }
}
