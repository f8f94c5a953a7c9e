/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Searches after {@code select} (and after a user's {@code cover}): they find exactly the oracle's solutions
 * that contain the selected options (of the reduced problem, for covers), reported without them.
 */
class SelectTest {

    @Test
    void select_paperExampleOptionOfTheSolution_findsTheRestOfIt() {
        DancingLinks dl = new DancingLinks(DancingLinksTest.paperExample());
        dl.select(3); // A D
        assertThat(dl.count()).isEqualTo(1);
        assertThat(dl.findFirst().orElseThrow().optionTexts()).containsExactlyInAnyOrder("B G", "C E F");
        dl.select(4); // B G
        dl.select(0); // C E F
        List<List<Integer>> seen = SearchPropertyTest.visit(dl);
        assertThat(seen).containsExactly(List.of()); // every item is covered: one solution, empty
        dl.deselect(0);
        dl.deselect(4);
        dl.deselect(3);
        dl.select(1); // A D G is in no solution
        assertThat(dl.count()).isZero();
        dl.deselect(1);
        assertThat(dl.matches(new DancingLinks(DancingLinksTest.paperExample()).snapshot())).isTrue();
    }

    @Test
    void select_randomOptions_findsOracleSolutionsContainingThemWithoutThem() {
        int[] withSolutions = {0};
        int[] rejected = {0};
        Seeded.repeat("SelectTest.select_randomOptions_findsOracleSolutionsContainingThemWithoutThem", 0x5EED_0201L,
                2000, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 12);
                    if (spec.options.length == 0) {
                        return;
                    }
                    ExactCoverProblem p = spec.toProblem();
                    DancingLinks dl = new DancingLinks(p);
                    int[][] original = dl.snapshot();
                    List<Integer> selected = new ArrayList<>();
                    int attempts = 1 + rnd.nextInt(3);
                    for (int a = 0; a < attempts; a++) {
                        int o = rnd.nextInt(spec.options.length);
                        if (conflicts(spec, selected, o)) {
                            int[][] before = dl.snapshot();
                            assertThatThrownBy(() -> dl.select(o)).isInstanceOf(IllegalStateException.class);
                            assertThat(dl.matches(before)).isTrue();
                            rejected[0]++;
                        } else {
                            dl.select(o);
                            selected.add(o);
                        }
                    }
                    String dump = KnuthDump.dump("problem " + round + ", selected options " + selected, p);
                    Set<List<Integer>> expected = new HashSet<>();
                    for (List<Integer> s : BruteForce.bySubsets(spec)) {
                        if (s.containsAll(selected)) {
                            List<Integer> rest = new ArrayList<>(s);
                            rest.removeAll(selected);
                            expected.add(rest);
                        }
                    }
                    int[][] afterSelect = dl.snapshot();
                    List<List<Integer>> seen = SearchPropertyTest.visit(dl);
                    Set<List<Integer>> found = new HashSet<>();
                    for (List<Integer> s : seen) {
                        assertThat(s).as(dump).doesNotContainAnyElementsOf(selected);
                        List<Integer> whole = new ArrayList<>(s);
                        whole.addAll(selected);
                        assertThat(BruteForce.violation(spec, whole.stream().mapToInt(Integer::intValue).toArray()))
                                .as(dump + "solution " + s).isNull();
                        assertThat(found.add(BruteForce.sorted(s.stream().mapToInt(Integer::intValue).toArray())))
                                .as(dump + "solution " + s + " reported twice").isTrue();
                    }
                    assertThat(found).as(dump).isEqualTo(expected);
                    assertThat(dl.count()).as(dump).isEqualTo(expected.size());
                    try (Stream<Solution> stream = dl.solutions()) {
                        assertThat(stream.map(s -> SearchPropertyTest.list(s.options())).collect(Collectors.toList()))
                                .as(dump).isEqualTo(seen);
                    }
                    assertThat(dl.findFirst().map(s -> SearchPropertyTest.list(s.options())))
                            .as(dump).isEqualTo(seen.stream().findFirst());
                    assertThat(dl.matches(afterSelect)).as(dump).isTrue();
                    for (int k = selected.size() - 1; k >= 0; k--) {
                        dl.deselect(selected.get(k));
                    }
                    assertThat(dl.matches(original)).as(dump).isTrue();
                    withSolutions[0] += expected.isEmpty() ? 0 : 1;
                });
        System.out.println("  " + withSolutions[0] + " selections had solutions; " + rejected[0]
                + " conflicting selects");
        assertThat(withSolutions[0]).isGreaterThan(200);
        assertThat(rejected[0]).isGreaterThan(200);
    }

    @Test
    void cover_randomItems_searchFindsTheSolutionsOfTheReducedProblem() {
        int[] withSolutions = {0};
        Seeded.repeat("SelectTest.cover_randomItems_searchFindsTheSolutionsOfTheReducedProblem", 0x5EED_0202L, 1500,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 8, 4, 12);
                    if (spec.itemCount() == 0) {
                        return;
                    }
                    ExactCoverProblem p = spec.toProblem();
                    DancingLinks dl = new DancingLinks(p);
                    int[] perm = ProblemSpec.permutation(rnd, spec.itemCount());
                    int[] covered = java.util.Arrays.copyOf(perm, 1 + rnd.nextInt(Math.min(3, perm.length)));
                    for (int item : covered) {
                        dl.cover(item);
                    }
                    // The reduced problem: options that meet no covered item; covered items are no longer required.
                    boolean[] secondary = spec.secondary.clone();
                    List<Integer> kept = new ArrayList<>();
                    for (int item : covered) {
                        secondary[item] = true;
                    }
                    for (int o = 0; o < spec.options.length; o++) {
                        boolean meets = false;
                        for (int item : covered) {
                            for (int x : spec.options[o]) {
                                meets |= x == item;
                            }
                        }
                        if (!meets) {
                            kept.add(o);
                        }
                    }
                    int[][] keptOptions = kept.stream().map(o -> spec.options[o]).toArray(int[][]::new);
                    Set<List<Integer>> expected = new HashSet<>();
                    for (List<Integer> s : BruteForce.bySubsets(new ProblemSpec(secondary, keptOptions))) {
                        expected.add(s.stream().map(kept::get).sorted().collect(Collectors.toList()));
                    }
                    String dump = KnuthDump.dump("problem " + round + ", covered items "
                            + java.util.Arrays.toString(covered), p);
                    Set<List<Integer>> found = SearchPropertyTest.visit(dl).stream()
                            .map(s -> BruteForce.sorted(s.stream().mapToInt(Integer::intValue).toArray()))
                            .collect(Collectors.toSet());
                    assertThat(found).as(dump).isEqualTo(expected);
                    assertThat(dl.count()).as(dump).isEqualTo(expected.size());
                    withSolutions[0] += expected.isEmpty() ? 0 : 1;
                });
        System.out.println("  " + withSolutions[0] + " covers left solutions");
        assertThat(withSolutions[0]).isGreaterThan(200);
    }

    private static boolean conflicts(ProblemSpec spec, List<Integer> selected, int option) {
        for (int s : selected) {
            for (int a : spec.options[s]) {
                for (int b : spec.options[option]) {
                    if (a == b) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
