/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The matrix: its layout against independent tallies of the problem, the read-only queries after random
 * covers against a model of which options are active, the guards of the public operations, copies, and
 * a large layout.
 */
class DancingLinksTest {

    static ExactCoverProblem paperExample() {
        return ExactCoverProblem.builder().primary("A", "B", "C", "D", "E", "F", "G")
                .option("C", "E", "F").option("A", "D", "G").option("B", "C", "F").option("A", "D")
                .option("B", "G").option("D", "E", "G").build();
    }

    @Test
    void layOut_paperExample_hasTheSizesAndListsOfThePaper() {
        DancingLinks dl = new DancingLinks(paperExample());
        int[] sizes = new int[7];
        for (int i = 0; i < 7; i++) {
            sizes[i] = dl.size(i);
        }
        assertThat(sizes).containsExactly(2, 2, 2, 3, 2, 2, 3);
        assertThat(dl.options(3)).containsExactly(1, 3, 5);
        List<Integer> g = new ArrayList<>();
        dl.forEachOption(6, g::add);
        assertThat(g).containsExactly(1, 4, 5);
        assertThat(dl.activePrimaryItems()).containsExactly(0, 1, 2, 3, 4, 5, 6);
        assertThat(dl.problem()).isEqualTo(paperExample());
        assertThatCode(dl::checkLinks).doesNotThrowAnyException();
    }

    @Test
    void layOut_randomProblems_matchesIndependentTally() {
        Seeded.repeat("DancingLinksTest.layOut_randomProblems_matchesIndependentTally", 0x5EED_0101L, 1000,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 10, 5, 20);
                    ExactCoverProblem p = spec.toProblem();
                    String dump = KnuthDump.dump("problem " + round, p);
                    DancingLinks dl = new DancingLinks(p);
                    assertThatCode(dl::checkLinks).as(dump).doesNotThrowAnyException();
                    assertActiveMatchesModel(dl, spec, new int[0], dump);
                });
    }

    @Test
    void cover_randomNestedSequences_listsMatchModelOfActiveOptions() {
        Seeded.repeat("DancingLinksTest.cover_randomNestedSequences_listsMatchModelOfActiveOptions", 0x5EED_0102L,
                400, (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 10, 5, 20);
                    ExactCoverProblem p = spec.toProblem();
                    DancingLinks dl = new DancingLinks(p);
                    int[] stack = new int[spec.itemCount()];
                    int depth = 0;
                    StringBuilder ops = new StringBuilder();
                    for (int step = 0; step < 40 && spec.itemCount() > 0; step++) {
                        boolean doCover = depth == 0 || (depth < stack.length && rnd.nextInt(3) > 0);
                        if (doCover) {
                            int item;
                            do {
                                item = rnd.nextInt(spec.itemCount());
                            } while (contains(stack, depth, item));
                            dl.cover(item);
                            stack[depth++] = item;
                            ops.append(" cover(").append(item).append(')');
                        } else {
                            dl.uncover(stack[--depth]);
                            ops.append(" uncover(").append(stack[depth]).append(')');
                        }
                        String dump = KnuthDump.dump("problem " + round + ", after" + ops, p);
                        assertThatCode(dl::checkLinks).as(dump).doesNotThrowAnyException();
                        assertActiveMatchesModel(dl, spec, java.util.Arrays.copyOf(stack, depth), dump);
                    }
                });
    }

    /**
     * Checks the queries against the model: an option is active when it contains no covered item; an active
     * item lists its active options in option order; a covered item keeps the options that were active when
     * it was covered, that is those containing none of the items covered before it.
     */
    private static void assertActiveMatchesModel(DancingLinks dl, ProblemSpec spec, int[] covered, String dump) {
        List<Integer> activePrimary = new ArrayList<>();
        for (int i = 0; i < spec.itemCount(); i++) {
            int position = indexOf(covered, i);
            int before = position < 0 ? covered.length : position;
            List<Integer> expected = new ArrayList<>();
            for (int o = 0; o < spec.options.length; o++) {
                int[] option = spec.options[o];
                if (contains(option, option.length, i) && !meetsAny(option, covered, before)) {
                    expected.add(o);
                }
            }
            assertThat(SearchPropertyTest.list(dl.options(i))).as(dump + "options of item " + i).isEqualTo(expected);
            List<Integer> visited = new ArrayList<>();
            dl.forEachOption(i, visited::add);
            assertThat(visited).as(dump + "forEachOption of item " + i).isEqualTo(expected);
            assertThat(dl.size(i)).as(dump + "size of item " + i).isEqualTo(expected.size());
            assertThat(dl.isActive(i)).as(dump + "isActive(" + i + ")").isEqualTo(position < 0);
            if (position < 0 && !spec.secondary[i]) {
                activePrimary.add(i);
            }
        }
        assertThat(SearchPropertyTest.list(dl.activePrimaryItems())).as(dump).isEqualTo(activePrimary);
    }

    private static boolean meetsAny(int[] option, int[] covered, int count) {
        for (int k = 0; k < count; k++) {
            if (contains(option, option.length, covered[k])) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] a, int length, int v) {
        for (int k = 0; k < length; k++) {
            if (a[k] == v) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(int[] a, int v) {
        for (int k = 0; k < a.length; k++) {
            if (a[k] == v) {
                return k;
            }
        }
        return -1;
    }

    // ---------------------------------------------------------------------------------------------------
    // guards: a rejected call changes nothing

    @Test
    void cover_itemAlreadyCovered_throwsAndChangesNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        dl.cover(3);
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.cover(3)).isInstanceOf(IllegalStateException.class).hasMessageContaining("'D'");
        assertThat(dl.matches(before)).isTrue();
        dl.uncover(3);
        assertThat(dl.matches(new DancingLinks(paperExample()).snapshot())).isTrue();
    }

    @Test
    void uncover_notTheMostRecentCover_throwsAndChangesNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        dl.cover(0);
        dl.cover(2);
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.uncover(0)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'A'");
        assertThatThrownBy(() -> dl.uncover(5)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'F'");
        assertThat(dl.matches(before)).isTrue();
        assertThatCode(dl::checkLinks).doesNotThrowAnyException();
        dl.uncover(2);
        dl.uncover(0);
        assertThat(dl.matches(new DancingLinks(paperExample()).snapshot())).isTrue();
    }

    @Test
    void uncover_nothingCovered_throwsAndChangesNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.uncover(1)).isInstanceOf(IllegalStateException.class);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void operations_indexOutOfRange_throwIndexOutOfBoundsAndChangeNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.cover(7)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.cover(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.uncover(7)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.select(6)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.deselect(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.size(7)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.options(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.isActive(7)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> dl.forEachOption(7, o -> { })).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void select_optionConflictingWithSelectedOne_throwsAndChangesNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        dl.select(3); // A D
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.select(5)) // D E G
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("option 5")
                .hasMessageContaining("D E G").hasMessageContaining("'D'");
        assertThat(dl.matches(before)).isTrue();
        assertThat(dl.isActive(4)).isTrue();
        assertThatCode(dl::checkLinks).doesNotThrowAnyException();
    }

    @Test
    void select_optionWithCoveredItem_throwsAndChangesNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        dl.cover(6); // G
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.select(1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'G'");
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void deselect_notTheMostRecentSelection_throwsAndChangesNothing() {
        DancingLinks dl = new DancingLinks(paperExample());
        dl.select(3); // A D
        dl.select(4); // B G
        int[][] before = dl.snapshot();
        assertThatThrownBy(() -> dl.deselect(3)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("option 3");
        assertThatThrownBy(() -> dl.deselect(0)).isInstanceOf(IllegalStateException.class);
        assertThat(dl.matches(before)).isTrue();
        dl.deselect(4);
        dl.deselect(3);
        assertThat(dl.matches(new DancingLinks(paperExample()).snapshot())).isTrue();
    }

    @Test
    void operations_insideVisitorOnSameInstance_throwIllegalStateAndSearchRestores() {
        DancingLinks dl = new DancingLinks(paperExample());
        int[][] before = dl.snapshot();
        List<Runnable> calls = List.of(() -> dl.cover(0), () -> dl.uncover(0), () -> dl.select(0),
                () -> dl.deselect(0), dl::copy, dl::count, dl::findFirst, dl::solutions,
                () -> dl.search(s -> Decision.CONTINUE));
        for (Runnable call : calls) {
            int[] inside = new int[1];
            assertThatThrownBy(() -> dl.search(s -> {
                inside[0]++;
                int[][] during = dl.snapshot();
                try {
                    call.run();
                } finally {
                    assertThat(dl.matches(during)).as("a rejected call inside the visitor changed the matrix")
                            .isTrue();
                }
                return Decision.CONTINUE;
            })).isInstanceOf(IllegalStateException.class);
            assertThat(inside[0]).isEqualTo(1);
            assertThat(dl.matches(before)).isTrue();
            assertThatCode(dl::checkLinks).doesNotThrowAnyException();
        }
        assertThat(dl.count()).isEqualTo(1); // the instance is usable again
    }

    // ---------------------------------------------------------------------------------------------------
    // copies

    @Test
    void copy_withCoversAndSelections_isIndependentOfTheOriginal() {
        DancingLinks dl = new DancingLinks(paperExample());
        dl.select(4); // B G
        int[][] original = dl.snapshot();
        DancingLinks copy = dl.copy();
        assertThat(copy.matches(original)).isTrue();
        assertThat(copy.count()).isEqualTo(1);
        copy.cover(0);
        assertThat(dl.matches(original)).isTrue();
        assertThat(dl.isActive(0)).isTrue();
        copy.uncover(0);
        copy.deselect(4); // the copy carries the selection and can undo it
        assertThat(copy.matches(new DancingLinks(paperExample()).snapshot())).isTrue();
        assertThat(dl.matches(original)).isTrue();
        assertThat(dl.findFirst().orElseThrow().optionTexts()).containsExactlyInAnyOrder("A D", "C E F");
    }

    // ---------------------------------------------------------------------------------------------------
    // large layout

    @Test
    void layOut_300000OptionsAnd2000000Nodes_buildsAndMatchesTally() {
        Random rnd = new Random(Seeded.seed(
                "DancingLinksTest.layOut_300000OptionsAnd2000000Nodes_buildsAndMatchesTally", 0x5EED_0103L));
        int primary = 4000;
        int secondary = 1000;
        int options = 300_000;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(primary).secondaryItems(secondary);
        int[] tally = new int[primary + secondary];
        int[] option = new int[8];
        long nodes = 0;
        for (int o = 0; o < options; o++) {
            int size = 6 + (o % 3 == 0 ? 2 : 0) + (o % 3 == 1 ? 1 : 0); // 6, 7 or 8 items: 7 on average
            option[0] = rnd.nextInt(primary);
            for (int k = 1; k < size; k++) {
                int item;
                do {
                    item = rnd.nextInt(primary + secondary);
                } while (contains(option, k, item));
                option[k] = item;
            }
            for (int k = 0; k < size; k++) {
                tally[option[k]]++;
            }
            nodes += size;
            b.option(option, 0, size);
        }
        ExactCoverProblem p = b.build();
        assertThat(p.optionCount()).isEqualTo(options);
        assertThat((long) p.nodeCount()).isEqualTo(nodes).isGreaterThan(2_000_000);
        DancingLinks dl = new DancingLinks(p);
        for (int i = 0; i < tally.length; i++) {
            assertThat(dl.size(i)).as("size of item %d", i).isEqualTo(tally[i]);
        }
        assertThatCode(dl::checkLinks).doesNotThrowAnyException();
        int[][] before = dl.snapshot();
        SearchResult r = dl.search(SearchSettings.builder().nodeBudget(2000).build(), s -> Decision.CONTINUE);
        assertThat(r.statistics().nodes()).isLessThanOrEqualTo(2000);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void layOut_20000Options_passesSanityCheckAndListsMatchTally() {
        long seed = Seeded.seed("DancingLinksTest.layOut_20000Options_passesSanityCheckAndListsMatchTally",
                0x5EED_0104L);
        Random rnd = new Random(seed);
        int items = 500;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(400).secondaryItems(100);
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < items; i++) {
            lists.add(new ArrayList<>());
        }
        int[] option = new int[5];
        for (int o = 0; o < 20_000; o++) {
            int size = 1 + rnd.nextInt(5);
            option[0] = rnd.nextInt(400);
            for (int k = 1; k < size; k++) {
                int item;
                do {
                    item = rnd.nextInt(items);
                } while (contains(option, k, item));
                option[k] = item;
            }
            for (int k = 0; k < size; k++) {
                lists.get(option[k]).add(o);
            }
            b.option(java.util.Arrays.copyOf(option, size));
        }
        DancingLinks dl = new DancingLinks(b.build());
        assertThatCode(dl::checkLinks).doesNotThrowAnyException();
        for (int i = 0; i < items; i++) {
            assertThat(SearchPropertyTest.list(dl.options(i))).as("options of item %d", i).isEqualTo(lists.get(i));
        }
    }
}
