/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Seeded property tests: on thousands of random small problems (with and without secondary items, empty,
 * unsatisfiable, with many solutions) the search finds exactly the solutions a brute-force oracle finds,
 * each a valid exact cover, none twice, and the entry points agree with each other. A failure names the
 * seeds and prints the problem in Knuth's format.
 */
class SearchPropertyTest {

    /** What kinds of problems a run saw, so that a test whose generator drifted cannot pass vacuously. */
    private static final class Tally {
        int problems;
        int noPrimaryItems;
        int noOptions;
        int unsatisfiable;
        int unique;
        int several;
        int withSecondary;
        long solutions;

        void add(ProblemSpec spec, int count) {
            problems++;
            noPrimaryItems += spec.primaryCount() == 0 ? 1 : 0;
            noOptions += spec.primaryCount() > 0 && spec.options.length == 0 ? 1 : 0;
            unsatisfiable += count == 0 ? 1 : 0;
            unique += count == 1 ? 1 : 0;
            several += count > 1 ? 1 : 0;
            withSecondary += spec.primaryCount() < spec.itemCount() && count > 0 ? 1 : 0;
            solutions += count;
        }

        void assertVaried() {
            System.out.println("  " + problems + " problems: " + noPrimaryItems + " without primary items, "
                    + noOptions + " without options, " + unsatisfiable + " unsatisfiable, " + unique + " with one "
                    + "solution, " + several + " with several, " + withSecondary + " solvable with secondary items; "
                    + solutions + " solutions in all");
            assertThat(noPrimaryItems).as("problems without primary items").isGreaterThan(10);
            assertThat(noOptions).as("problems with primary items and no options").isGreaterThan(10);
            assertThat(unsatisfiable).as("unsatisfiable problems").isGreaterThan(problems / 10);
            assertThat(unique).as("problems with one solution").isGreaterThan(problems / 20);
            assertThat(several).as("problems with several solutions").isGreaterThan(problems / 20);
            assertThat(withSecondary).as("solvable problems with secondary items").isGreaterThan(problems / 20);
        }
    }

    @Test
    void search_randomSmallProblems_findsExactlyTheBruteForceSolutions() {
        Tally tally = new Tally();
        Seeded.repeat("SearchPropertyTest.search_randomSmallProblems_findsExactlyTheBruteForceSolutions",
                0x5EED_0001L, 4000, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 12);
                    tally.add(spec, checkAgainstOracle(spec, spec.toProblem(), BruteForce.bySubsets(spec),
                            "problem " + round));
                });
        tally.assertVaried();
    }

    @Test
    void search_randomLargerProblems_findsExactlyTheBacktrackingSolutions() {
        Tally tally = new Tally();
        Seeded.repeat("SearchPropertyTest.search_randomLargerProblems_findsExactlyTheBacktrackingSolutions",
                0x5EED_0002L, 1500, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 10, 5, 24);
                    tally.add(spec, checkAgainstOracle(spec, spec.toProblem(), BruteForce.byRecursion(spec),
                            "problem " + round));
                });
        tally.assertVaried();
    }

    @Test
    void oracles_randomProblems_agree() {
        // The two oracles are independent of each other too: every subset of the options, and backtracking.
        Seeded.repeat("SearchPropertyTest.oracles_randomProblems_agree", 0x5EED_0003L, 1000, (round, rnd) -> {
            ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 12);
            assertThat(BruteForce.byRecursion(spec)).as(KnuthDump.dump("problem " + round, spec.toProblem()))
                    .isEqualTo(BruteForce.bySubsets(spec));
        });
    }

    @Test
    void search_seededRandomOrder_findsExactlyTheBruteForceSolutions() {
        Seeded.repeat("SearchPropertyTest.search_seededRandomOrder_findsExactlyTheBruteForceSolutions",
                0x5EED_0007L, 1500, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 9, 4, 14);
                    long searchSeed = rnd.nextLong();
                    ExactCoverProblem p = spec.toProblem();
                    String dump = KnuthDump.dump("problem " + round + ", search seed " + searchSeed, p);
                    SearchSettings settings = SearchSettings.builder().seed(searchSeed).build();
                    DancingLinks dl = new DancingLinks(p);
                    List<List<Integer>> seen = new ArrayList<>();
                    SearchResult r = dl.search(settings, s -> {
                        seen.add(list(s.options()));
                        return Decision.CONTINUE;
                    });
                    Set<List<Integer>> found = new HashSet<>();
                    for (List<Integer> s : seen) {
                        int[] a = s.stream().mapToInt(Integer::intValue).toArray();
                        assertThat(BruteForce.violation(spec, a)).as(dump).isNull();
                        assertThat(found.add(BruteForce.sorted(a))).as(dump + s + " reported twice").isTrue();
                    }
                    assertThat(found).as(dump).isEqualTo(BruteForce.solutions(spec));
                    assertThat(r.outcome()).as(dump).isEqualTo(SearchOutcome.COMPLETED);
                    List<List<Integer>> again = new ArrayList<>();
                    dl.search(settings, s -> {
                        again.add(list(s.options()));
                        return Decision.CONTINUE;
                    });
                    assertThat(again).as(dump + "the same seed gives the same order").isEqualTo(seen);
                });
    }

    @Test
    void search_namedItems_findsTheSameSolutionsAsNumberedItems() {
        Seeded.repeat("SearchPropertyTest.search_namedItems_findsTheSameSolutionsAsNumberedItems", 0x5EED_0004L,
                1000, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 12);
                    ExactCoverProblem named = spec.toNamedProblem();
                    String context = "problem " + round + ", named";
                    checkAgainstOracle(spec, named, BruteForce.bySubsets(spec), context);
                    List<List<Integer>> numbered = visit(new DancingLinks(spec.toProblem()));
                    assertThat(visit(new DancingLinks(named))).as(KnuthDump.dump(context, named))
                            .isEqualTo(numbered);
                });
    }

    @Test
    void count_permutedItemsAndOptions_isUnchanged() {
        int[] solvable = {0};
        Seeded.repeat("SearchPropertyTest.count_permutedItemsAndOptions_isUnchanged", 0x5EED_0005L, 1500,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 9, 4, 16);
                    int[] itemMap = ProblemSpec.permutation(rnd, spec.itemCount());
                    int[] optionMap = ProblemSpec.permutation(rnd, spec.options.length);
                    ProblemSpec permuted = spec.permuted(itemMap, optionMap, rnd);
                    ExactCoverProblem p = spec.toProblem();
                    ExactCoverProblem q = permuted.toProblem();
                    String both = KnuthDump.dump("problem " + round, p) + "permuted:\n" + KnuthDump.of(q);

                    long count = new DancingLinks(p).count();
                    assertThat(new DancingLinks(q).count()).as(both).isEqualTo(count);
                    // Stronger: the solutions correspond one to one through the option permutation.
                    Set<List<Integer>> mapped = new HashSet<>();
                    for (List<Integer> s : visit(new DancingLinks(p))) {
                        mapped.add(BruteForce.sorted(s.stream().mapToInt(o -> optionMap[o]).toArray()));
                    }
                    Set<List<Integer>> found = visit(new DancingLinks(q)).stream()
                            .map(s -> BruteForce.sorted(s.stream().mapToInt(Integer::intValue).toArray()))
                            .collect(Collectors.toSet());
                    assertThat(found).as(both).isEqualTo(mapped);
                    solvable[0] += count > 0 ? 1 : 0;
                });
        System.out.println("  " + solvable[0] + " of 1500 permuted problems were solvable");
        assertThat(solvable[0]).isGreaterThan(300);
    }

    @Test
    void search_sameProblemTwice_reportsTheSameSequence() {
        Seeded.repeat("SearchPropertyTest.search_sameProblemTwice_reportsTheSameSequence", 0x5EED_0006L, 500,
                (round, rnd) -> {
                    ExactCoverProblem p = ProblemSpec.random(rnd, 9, 4, 20).toProblem();
                    String dump = KnuthDump.dump("problem " + round, p);
                    DancingLinks dl = new DancingLinks(p);
                    List<List<Integer>> first = visit(dl);
                    assertThat(visit(dl)).as(dump).isEqualTo(first);
                    assertThat(visit(dl.copy())).as(dump).isEqualTo(first);
                    assertThat(visit(new DancingLinks(p))).as(dump).isEqualTo(first);
                });
    }

    @Test
    void search_noItemsAtAll_findsTheEmptySolutionOnce() {
        DancingLinks dl = new DancingLinks(ExactCoverProblem.builder().build());
        List<List<Integer>> seen = visit(dl);
        assertThat(seen).containsExactly(List.of());
        assertThat(dl.count()).isEqualTo(1);
        assertThat(dl.findFirst()).hasValueSatisfying(s -> assertThat(s.size()).isZero());
        assertThat(dl.solutions().count()).isEqualTo(1);
    }

    @Test
    void search_onlySecondaryItems_findsTheEmptySolutionOnce() {
        DancingLinks dl = new DancingLinks(ExactCoverProblem.builder().secondary("x", "y").build());
        assertThat(visit(dl)).containsExactly(List.of());
        assertThat(dl.count()).isEqualTo(1);
        assertThat(dl.solutions().count()).isEqualTo(1);
    }

    @Test
    void search_primaryItemsWithoutOptions_findsNothing() {
        DancingLinks dl = new DancingLinks(ExactCoverProblem.builder().primary("A", "B").secondary("x").build());
        SearchResult r = dl.search(s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.solutions()).isZero();
        assertThat(r.statistics().nodes()).isEqualTo(1);
        assertThat(dl.count()).isZero();
        assertThat(dl.findFirst()).isEmpty();
        assertThat(dl.solutions().count()).isZero();
    }

    @Test
    void search_primaryItemInNoOption_findsNothing() {
        // C is in no option: the search must not report {A B} or {A} {B}, which cover only A and B.
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B", "C")
                .option("A", "B").option("A").option("B").build();
        assertThat(new DancingLinks(p).count()).isZero();
    }

    @Test
    void search_duplicateOptions_areDistinctSolutions() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B").secondary("x")
                .option("A", "x").option("A", "x").option("B").option("B", "x").build();
        // {0,2}, {1,2}; 3 conflicts with 0 and 1 on x and nothing else covers A.
        assertThat(visit(new DancingLinks(p)).stream().map(s -> BruteForce.sorted(
                s.stream().mapToInt(Integer::intValue).toArray())))
                .containsExactlyInAnyOrder(List.of(0, 2), List.of(1, 2));
    }

    /**
     * Checks every entry point of a fresh {@code DancingLinks} on {@code problem} against the oracle's
     * solutions; returns their number.
     */
    private static int checkAgainstOracle(ProblemSpec spec, ExactCoverProblem problem, Set<List<Integer>> oracle,
            String context) {
        String dump = KnuthDump.dump(context, problem);
        DancingLinks dl = new DancingLinks(problem);
        List<int[]> seen = new ArrayList<>();
        List<List<String>> texts = new ArrayList<>();
        SearchResult r = dl.search(s -> {
            assertThat(s.problem()).isSameAs(problem);
            seen.add(s.options());
            texts.add(s.optionTexts());
            return Decision.CONTINUE;
        });
        Set<List<Integer>> found = new HashSet<>();
        for (int k = 0; k < seen.size(); k++) {
            int[] s = seen.get(k);
            assertThat(BruteForce.violation(spec, s)).as(dump + "solution " + k).isNull();
            assertThat(found.add(BruteForce.sorted(s))).as(dump + "solution " + k + " reported twice").isTrue();
            List<String> expectedTexts = new ArrayList<>();
            for (int o : s) {
                expectedTexts.add(problem.optionText(o));
            }
            assertThat(texts.get(k)).as(dump).isEqualTo(expectedTexts);
        }
        assertThat(found).as(dump).isEqualTo(oracle);
        assertThat(r.outcome()).as(dump).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.solutions()).as(dump).isEqualTo(seen.size());
        assertThat(dl.count()).as(dump).isEqualTo(oracle.size());
        List<List<Integer>> inOrder = seen.stream().map(SearchPropertyTest::list).collect(Collectors.toList());
        List<List<Integer>> streamed;
        try (Stream<Solution> stream = dl.solutions()) {
            streamed = stream.map(s -> list(s.options())).collect(Collectors.toList());
        }
        assertThat(streamed).as(dump + "solutions() against the visitor").isEqualTo(inOrder);
        Optional<Solution> first = dl.findFirst();
        if (seen.isEmpty()) {
            assertThat(first).as(dump).isEmpty();
        } else {
            assertThat(first).as(dump).isPresent();
            assertThat(list(first.get().options())).as(dump + "findFirst()").isEqualTo(inOrder.get(0));
        }
        return oracle.size();
    }

    /** Returns the solutions a visitor sees, in order, each as its options in level order. */
    static List<List<Integer>> visit(DancingLinks dl) {
        List<List<Integer>> seen = new ArrayList<>();
        dl.search(s -> {
            seen.add(list(s.options()));
            return Decision.CONTINUE;
        });
        return seen;
    }

    static List<Integer> list(int[] a) {
        List<Integer> l = new ArrayList<>(a.length);
        for (int v : a) {
            l.add(v);
        }
        return l;
    }
}
