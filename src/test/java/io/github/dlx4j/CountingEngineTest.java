/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGenerator;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The counting engine where the shape rule puts it (every contract also runs over it forced, as
 * {@link EngineKind#COUNTING} and its parallel kinds): the rule's choices, Sudoku puzzles with their givens
 * applied on the counters (a subproblem's prefix) against the pure dancing links (independent code: the same
 * solutions in the same order, the same statistics, the same ending under a node budget), random problems
 * with many primary items and short options against the links, a conflicting prefix refused as the links
 * refuse it, and the engine reused from one search to the next.
 */
class CountingEngineTest {

    private static final SearchSettings LINKS = SearchSettings.builder().plainLinks(true).build();

    private static SearchEngine engineFor(ExactCoverProblem p, SearchSettings settings) {
        Workspace ws = new DancingLinks(p).workspace;
        SearchEngine e = ws.engine(new SearchControl(settings), EngineOptions.of(settings));
        e.abandon();
        return e;
    }

    @Test
    void engine_shapeRule_choosesCountingForSudokusOnly() {
        assertThat(engineFor(Sudoku.problem(SudokuShape.forSize(9)), SearchSettings.DEFAULT))
                .isInstanceOf(CountingEngine.class);
        assertThat(engineFor(Sudoku.problem(SudokuShape.parse("2x3")), SearchSettings.DEFAULT))
                .isInstanceOf(CountingEngine.class);
        // 4x4: 64 primary items, which the bit-parallel endgame takes from the root.
        assertThat(engineFor(Sudoku.problem(SudokuShape.forSize(4)), SearchSettings.DEFAULT))
                .isInstanceOf(LinksEngine.class);
        assertThat(engineFor(NQueens.problem(8), SearchSettings.DEFAULT)).isInstanceOf(LinksEngine.class);
        assertThat(engineFor(Sudoku.problem(SudokuShape.forSize(9)), LINKS)).isInstanceOf(LinksEngine.class);
        assertThat(engineFor(Sudoku.problem(SudokuShape.forSize(9)), SearchSettings.builder().seed(1).build()))
                .isInstanceOf(LinksEngine.class);
    }

    @Test
    void engine_batchOfSearches_reusesOneEngine() {
        DancingLinks dl = new DancingLinks(Sudoku.problem(SudokuShape.forSize(9)));
        SearchEngine first = dl.workspace.engine(new SearchControl(SearchSettings.DEFAULT),
                EngineOptions.of(SearchSettings.DEFAULT));
        SearchEngine busy = dl.workspace.engine(new SearchControl(SearchSettings.DEFAULT),
                EngineOptions.of(SearchSettings.DEFAULT));
        assertThat(busy).as("a second engine while the first is in use").isNotSameAs(first);
        busy.abandon();
        SearchEngine again = dl.workspace.engine(new SearchControl(SearchSettings.DEFAULT),
                EngineOptions.of(SearchSettings.DEFAULT));
        assertThat(again).as("the engine of the last search, reused").isSameAs(busy);
    }

    /** Searches a subproblem with the defaults and with pure dancing links, and compares. */
    private static void compare(DancingLinks dl, Subproblem sub, SearchSettings settings, String as) {
        int[][] before = dl.snapshot();
        List<List<Integer>> counted = new ArrayList<>();
        List<List<Integer>> linked = new ArrayList<>();
        SearchResult c = dl.search(sub, settings, EngineContractTest.collect(counted));
        SearchResult l = dl.search(sub, settings.toBuilder().plainLinks(true).build(),
                EngineContractTest.collect(linked));
        RestoreInvariantTest.assertRestored(dl, before, as);
        assertThat(counted).as(as).isEqualTo(linked);
        assertThat(c.outcome()).as(as).isEqualTo(l.outcome());
        assertThat(c.statistics()).as(as + "the statistics of the dancing links").isEqualTo(l.statistics());
    }

    @Test
    void search_sudokuGivensAsPrefix_sameAsLinks() {
        for (int size : new int[] {6, 9}) {
            SudokuShape shape = size == 6 ? SudokuShape.parse("2x3") : SudokuShape.forSize(size);
            DancingLinks dl = new DancingLinks(Sudoku.problem(shape));
            assertThat(engineFor(dl.problem(), SearchSettings.DEFAULT)).isInstanceOf(CountingEngine.class);
            Seeded.repeat("CountingEngineTest.sudoku" + size, 0x5D0C_0 + size, 60, (round, rnd) -> {
                SudokuGrid full = SudokuGenerator.randomGrid(shape, rnd.nextLong());
                int[] values = full.values();
                int cells = size * size;
                int givens = rnd.nextInt(cells / 3);
                List<Integer> prefix = new ArrayList<>();
                for (int cell : ProblemSpec.permutation(rnd, cells)) {
                    if (prefix.size() == givens) {
                        break;
                    }
                    // Now and then a wrong value, so that some puzzles have no solution.
                    int v = rnd.nextInt(10) == 0 ? 1 + rnd.nextInt(size) : values[cell];
                    int option = option(size, cell, v);
                    if (!conflicts(dl.problem(), prefix, option)) {
                        prefix.add(option);
                    }
                }
                Subproblem sub = Subproblem.of(prefix.stream().mapToInt(Integer::intValue).toArray());
                String as = size + "x" + size + " round " + round + ", givens " + sub.toText() + ": ";
                compare(dl, sub, SearchSettings.builder().solutionLimit(1 + rnd.nextInt(40)).build(), as);
                compare(dl, sub, SearchSettings.builder().nodeBudget(1 + rnd.nextInt(300)).build(), as + "budget ");
            });
        }
    }

    /** The option of value {@code v} in {@code cell}: options go cell by cell, value by value (Sudoku's order). */
    private static int option(int n, int cell, int v) {
        return cell * n + v - 1;
    }

    private static boolean conflicts(ExactCoverProblem p, List<Integer> chosen, int option) {
        for (int o : chosen) {
            for (int i : p.optionItems(o)) {
                for (int j : p.optionItems(option)) {
                    if (i == j) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    @Test
    void search_conflictingPrefix_refusedAsByTheLinksAndRestored() {
        DancingLinks dl = new DancingLinks(Sudoku.problem(SudokuShape.forSize(9)));
        int[][] before = dl.snapshot();
        // 5 twice in a row (and box); 5 twice in a box only, the last item of the options: the second option
        // is hidden through that item, whose list keeps its bit while it is covered
        for (Subproblem clash : List.of(Subproblem.of(option(9, 0, 5), option(9, 1, 5)),
                Subproblem.of(option(9, 0, 5), option(9, 10, 5)))) {
            String links = null;
            try {
                dl.search(clash, LINKS, s -> Decision.CONTINUE);
            } catch (IllegalArgumentException e) {
                links = e.getMessage();
            }
            assertThat(links).contains("conflicts");
            assertThatThrownBy(() -> dl.search(clash, SearchSettings.DEFAULT, s -> Decision.CONTINUE))
                    .isInstanceOf(IllegalArgumentException.class).hasMessage(links);
        }
        assertThatThrownBy(() -> dl.search(Subproblem.of(729), SearchSettings.DEFAULT, s -> Decision.CONTINUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of range");
        RestoreInvariantTest.assertRestored(dl, before, "after the refusals");
        assertThat(dl.search(Subproblem.of(option(9, 0, 5)), SearchSettings.builder().solutionLimit(3).build(),
                s -> Decision.CONTINUE).solutions()).as("searches go on").isEqualTo(3);
    }

    /**
     * Problems the rule gives the counting engine: 65 to 100 primary items and a few secondary ones, options
     * of 2 to 4 items, item lists at most 32: the same solutions, order, statistics and ending as the pure
     * dancing links, under a node budget.
     */
    @Test
    void search_randomProblemsTheRuleChooses_sameAsLinks() {
        Seeded.repeat("CountingEngineTest.random", 0xC0C0_A7L, 40, (round, rnd) -> {
            ExactCoverProblem p = manyPrimaries(rnd);
            assertThat(CountingTables.pays(p)).isTrue();
            String as = KnuthDump.dump("round " + round, p);
            DancingLinks dl = new DancingLinks(p);
            compare(dl, Subproblem.of(), SearchSettings.builder().nodeBudget(20_000).build(), as);
        });
    }

    /**
     * Options of every length from 1 to 12 (the engine hides options of up to 8 items without a loop, longer
     * ones with one), the engine forced: the same solutions, order and statistics as the pure dancing links.
     */
    @Test
    void search_forcedWithOptionsOfEveryLength_sameAsLinks() {
        Seeded.repeat("CountingEngineTest.lengths", 0x1E46_7A5L, 60, (round, rnd) -> {
            int primaries = 6 + rnd.nextInt(20);
            int n = primaries + rnd.nextInt(4);
            ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(primaries);
            if (n > primaries) {
                b.secondaryItems(n - primaries);
            }
            for (int o = 0, options = 10 + rnd.nextInt(60); o < options; o++) {
                int[] perm = ProblemSpec.permutation(rnd, primaries);
                int size = 1 + rnd.nextInt(Math.min(12, primaries));
                int[] items = java.util.Arrays.copyOf(perm, size);
                if (n > primaries && rnd.nextBoolean()) {
                    items = java.util.Arrays.copyOf(items, size + 1);
                    items[size] = primaries + rnd.nextInt(n - primaries);
                }
                b.option(items);
            }
            ExactCoverProblem p = b.build();
            String as = KnuthDump.dump("round " + round, p);
            DancingLinks dl = new DancingLinks(p);
            List<List<Integer>> counted = new ArrayList<>();
            List<List<Integer>> linked = new ArrayList<>();
            SearchResult c = dl.search(SearchSettings.DEFAULT, EngineOptions.of(SearchSettings.DEFAULT).withCounting(),
                    EngineContractTest.collect(counted));
            SearchResult l = dl.search(LINKS, EngineContractTest.collect(linked));
            assertThat(counted).as(as).isEqualTo(linked);
            assertThat(c.statistics()).as(as).isEqualTo(l.statistics());
        });
    }

    private static ExactCoverProblem manyPrimaries(Random rnd) {
        int primaries = 65 + rnd.nextInt(36);
        int secondaries = rnd.nextInt(5);
        int n = primaries + secondaries;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < n; i++) {
            if (i < primaries) {
                b.primary("p" + i);
            } else {
                b.secondary("s" + i);
            }
        }
        int[] length = new int[n];
        for (int o = 0; o < 3 * primaries; o++) {
            int[] perm = ProblemSpec.permutation(rnd, n);
            int size = 2 + rnd.nextInt(3);
            List<String> items = new ArrayList<>();
            for (int k = 0; k < n && items.size() < size; k++) {
                int i = perm[k];
                if (length[i] < 32 && (items.size() > 0 || i < primaries)) {
                    length[i]++;
                    items.add((i < primaries ? "p" : "s") + i);
                }
            }
            b.option(items.toArray(new String[0]));
        }
        return b.build();
    }
}
