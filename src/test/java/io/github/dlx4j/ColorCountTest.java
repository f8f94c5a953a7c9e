/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Counting problems with colors, where a count takes the options of the last primary item without dancing
 * them ({@link LinkedMatrix#countLastItem(int, long)}) and every search reads dead ends below its tries off
 * the links ({@link LinkedMatrix#commitUnlessDeadEnd}): Knuth's counts as his DLX2 prints them for stored
 * random files and a Kakuro, the brute-force oracle's solutions on small random problems, the statistics
 * of a search that visits every solution (and so dances every option) and of the pure links on larger
 * ones, and the same end under budgets.
 */
class ColorCountTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    private static String resource(String name) throws IOException {
        return KnuthCounts.resource("dlx2", name);
    }

    private static List<String[]> storedCounts() throws IOException {
        return KnuthCounts.rows("dlx2", 15);
    }

    @Test
    void storedInstances_countsEqualDlx2s() throws IOException {
        for (String[] row : storedCounts()) {
            DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(row[0])));
            int[][] before = dl.snapshot();
            assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).as(row[0] + ", counted")
                    .containsExactly(KnuthCounts.expected(row));
            assertThat(KnuthCounts.counters(dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE)))
                    .as(row[0] + ", every solution visited").containsExactly(KnuthCounts.expected(row));
            assertThat(dl.count()).as(row[0]).isEqualTo(KnuthCounts.expected(row)[0]);
            RestoreInvariantTest.assertRestored(dl, before, row[0]);
        }
    }

    @Test
    void storedInstances_parallelCountsEqualDlx2s() throws IOException {
        for (String[] row : storedCounts()) {
            DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(row[0])));
            int[][] before = dl.snapshot();
            assertThat(KnuthCounts.counters(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null))).as(row[0])
                    .containsExactly(KnuthCounts.expected(row));
            RestoreInvariantTest.assertRestored(dl, before, row[0]);
        }
    }

    @Test
    void count_smallRandomColoredProblems_equalsTheOracle() {
        Seeded.repeat("ColorCountTest.small", 0xC0_C0_17L, 3000, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 6, 4, 14, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            assertThat(counted.solutions()).as(dump).isEqualTo(spec.solutions().size());
            assertThat(counted.statistics()).as(dump)
                    .isEqualTo(dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
        });
    }

    @Test
    void count_largerRandomColoredProblems_sameStatisticsAsVisitingEverySolution() {
        long[] solutions = new long[1];
        Seeded.repeat("ColorCountTest.larger", 0xC0_C0_18L, 400, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 12, 6, 60, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            int[][] before = dl.snapshot();
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            SearchResult visited = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
            assertThat(counted.statistics()).as(dump).isEqualTo(visited.statistics());
            RestoreInvariantTest.assertRestored(dl, before, dump);
            solutions[0] += counted.solutions();
            if (spec.options.length > 0) {
                // Below a selected option (a subproblem: its items purified or covered outside the search).
                Subproblem sub = Subproblem.of(rnd.nextInt(spec.options.length));
                String as = dump + "below " + sub.toText();
                assertThat(dl.search(sub, SearchSettings.DEFAULT, Driver.COUNTING).statistics()).as(as)
                        .isEqualTo(dl.search(sub, SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
                RestoreInvariantTest.assertRestored(dl, before, as);
            }
        });
        assertThat(solutions[0]).as("solutions counted").isGreaterThan(10_000);
    }

    /**
     * Options of 4 to 8 items, mostly secondary and colored: long enough on average that the matrix hides an
     * option by its node indices rather than its links ({@link LinkedMatrix#hideOption(int)}). Searches and
     * counts find the oracle's solutions, with the same statistics either way, and restore the matrix.
     */
    @Test
    void searchAndCount_longColoredOptions_equalTheOracle() {
        long[] solutions = new long[1];
        Seeded.repeat("ColorCountTest.long", 0xC0_C0_19L, 2000, (round, rnd) -> {
            XccOracle spec = longOptions(rnd);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            ExactCoverProblem p = spec.toProblem();
            assertThat(p.nodeCount()).as(dump).isGreaterThanOrEqualTo(4 * p.optionCount());
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            Set<List<Integer>> seen = new HashSet<>();
            SearchResult visited = dl.search(SearchSettings.DEFAULT, s -> {
                seen.add(BruteForce.sorted(s.options()));
                return Decision.CONTINUE;
            });
            RestoreInvariantTest.assertRestored(dl, before, dump);
            assertThat(seen).as(dump).isEqualTo(spec.solutions());
            assertThat(dl.count(SearchSettings.DEFAULT).statistics()).as(dump).isEqualTo(visited.statistics());
            RestoreInvariantTest.assertRestored(dl, before, dump);
            solutions[0] += seen.size();
        });
        assertThat(solutions[0]).as("solutions found").isGreaterThan(500);
    }

    /** A random problem of 2 to 6 primary and 3 to 7 secondary items whose options have 4 to 8 items. */
    private static XccOracle longOptions(Random rnd) {
        int primary = 2 + rnd.nextInt(5);
        int secondary = 3 + rnd.nextInt(5);
        int items = primary + secondary;
        boolean[] sec = new boolean[items];
        Arrays.fill(sec, primary, items, true);
        int m = 1 + rnd.nextInt(14);
        int[][] options = new int[m][];
        int[][] colors = new int[m][];
        for (int o = 0; o < m; o++) {
            int size = Math.min(items, 4 + rnd.nextInt(5));
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < items; i++) {
                all.add(i);
            }
            Collections.shuffle(all, rnd);
            List<Integer> chosen = new ArrayList<>(all.subList(0, size));
            if (chosen.stream().allMatch(i -> sec[i])) {
                chosen.set(0, rnd.nextInt(primary));
            }
            options[o] = chosen.stream().mapToInt(Integer::intValue).toArray();
            colors[o] = new int[size];
            for (int k = 0; k < size; k++) {
                if (sec[options[o][k]] && rnd.nextInt(5) != 0) {
                    colors[o][k] = 1 + rnd.nextInt(2);
                }
            }
        }
        return new XccOracle(sec, options, colors);
    }

    /** The pure links: every try danced, as Knuth's programs do (no endgame, no dead end read off the links). */
    private static EngineOptions pureLinks(SearchSettings settings) {
        return EngineOptions.of(settings).withEndgame(-1, false);
    }

    /**
     * A Kakuro whose tries mostly empty a run's list (two thirds of its nodes are dead ends): the search
     * reads those off the links ({@link LinkedMatrix#commitUnlessDeadEnd}), counting, visiting and in
     * parallel, with DLX2's counts all the same, and the pure links, which dance every try, agree.
     */
    @Test
    void kakuro_deadEndsReadOffTheLinks_haveDlx2sCounts() throws IOException {
        String[] row = storedCounts().stream().filter(r -> r[0].equals("kakuro-4x4.dlx")).findFirst()
                .orElseThrow();
        DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(row[0])));
        int[][] before = dl.snapshot();
        long read = dl.workspace.diagnostics.deadEndsRead;
        assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).containsExactly(KnuthCounts.expected(row));
        assertThat(dl.workspace.diagnostics.deadEndsRead - read).as("dead ends read off the links").isGreaterThan(10_000);
        assertThat(KnuthCounts.counters(dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE)))
                .containsExactly(KnuthCounts.expected(row));
        read = dl.workspace.diagnostics.deadEndsRead;
        assertThat(KnuthCounts.counters(dl.search(SearchSettings.DEFAULT, pureLinks(SearchSettings.DEFAULT),
                s -> Decision.CONTINUE))).as("pure links").containsExactly(KnuthCounts.expected(row));
        assertThat(dl.workspace.diagnostics.deadEndsRead).as("the pure links read none").isEqualTo(read);
        assertThat(KnuthCounts.counters(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null))).as("parallel")
                .containsExactly(KnuthCounts.expected(row));
        RestoreInvariantTest.assertRestored(dl, before, row[0]);
    }

    /**
     * The tries of one level start from one state of the links, and siblings read their commits from one
     * pass over each list they commit ({@link LinkedMatrix#commitUnlessDeadEnd}): on the Kakuro most tries
     * are read so, with DLX2's counts. On a file made for it, the second try of the root needs a list that
     * a deeper level passed over in between, and that pass restamped an option which that list and the
     * root's other list both hold: the root's generation must start anew (or the option is taken as in one
     * list only, and the try's updates are one too many), and DLX2's counts hold.
     */
    @Test
    void siblings_readTheirCommitsFromOnePassPerList() throws IOException {
        for (String name : new String[] {"kakuro-4x4.dlx", "siblings-stale.dlx"}) {
            String[] row = storedCounts().stream().filter(r -> r[0].equals(name)).findFirst().orElseThrow();
            DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(name)));
            assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).as(name)
                    .containsExactly(KnuthCounts.expected(row));
            if (name.startsWith("kakuro")) {
                assertThat(dl.workspace.diagnostics.triesSummed).as("tries read from summaries")
                        .isGreaterThan(dl.workspace.diagnostics.deadEndsRead / 2).isGreaterThan(10_000);
            } else {
                assertThat(dl.workspace.diagnostics.generationsRenewed).as("generations started anew").isPositive();
            }
        }
    }

    /**
     * The stamps of the simulations, the passes and the generations wrap after 2^31 steps and start over,
     * clearing what they stamped. On the Kakuro: counts with each family moved a few steps short of
     * wrapping, and 50 steps short of the end of a count (so that the stamps left behind are small ones),
     * keep DLX2's counts; then a subproblem (an option selected) counted with every family wrapping at its
     * first step, where a missed clearing takes the count's stamps for fresh ones of another state, counts
     * as the pure links do.
     */
    @Test
    void stamps_wrappingDuringACount_keepDlx2sCounts() throws IOException {
        // Random files first, whose options hold several primary items, so that every try is simulated.
        for (String name : new String[] {"random-r15.dlx", "random-r26.dlx", "random-c102.dlx", "random-u101.dlx"}) {
            String[] r = storedCounts().stream().filter(x -> x[0].equals(name)).findFirst().orElseThrow();
            DancingLinks d = new DancingLinks(DlxFormat.parse(resource(name)));
            assertThat(KnuthCounts.counters(d.count(SearchSettings.DEFAULT))).as(name).containsExactly(KnuthCounts.expected(r));
            int[] one = d.workspace.deadEnds().stamps();
            for (int steps : new int[] {3, 40, one[0] / 2}) {
                d.workspace.deadEnds().stampsNearWrap(steps, steps, steps);
                assertThat(KnuthCounts.counters(d.count(SearchSettings.DEFAULT))).as(name + ", wrapping after " + steps)
                        .containsExactly(KnuthCounts.expected(r));
            }
            // Another search (each subproblem of one option at the root's first item) right after the wrap:
            // the stamps the full count left behind are all small, and a missed clearing meets them.
            int first = d.matrix.right[0];
            for (int x = d.matrix.down[first]; x != first; x = d.matrix.down[x]) {
                int option = d.matrix.optionOfNode(x);
                d.count(SearchSettings.DEFAULT);
                d.workspace.selections.select(option);
                try {
                    long[] links = KnuthCounts.counters(d.search(SearchSettings.DEFAULT,
                            pureLinks(SearchSettings.DEFAULT), v -> Decision.CONTINUE));
                    d.workspace.deadEnds().stampsNearWrap(1, 1, 1);
                    assertThat(KnuthCounts.counters(d.count(SearchSettings.DEFAULT)))
                            .as(name + ", option " + option + " selected, wrapping at once").containsExactly(links);
                } finally {
                    d.workspace.selections.deselect(option);
                }
            }
        }
        String[] row = storedCounts().stream().filter(r -> r[0].equals("kakuro-4x4.dlx")).findFirst().orElseThrow();
        DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(row[0])));
        int[][] before = dl.snapshot();
        assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).containsExactly(KnuthCounts.expected(row));
        int[] perCount = dl.workspace.deadEnds().stamps();
        assertThat(java.util.Arrays.stream(perCount).min().getAsInt()).as("stamps of one count").isGreaterThan(1_000);
        for (int steps : new int[] {3, 700}) {
            dl.workspace.deadEnds().stampsNearWrap(steps, steps, steps);
            assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).as("wrapping after " + steps)
                    .containsExactly(KnuthCounts.expected(row));
        }
        int option = dl.problem().optionCount() / 3;
        for (int family = 0; family < 3; family++) {
            dl.workspace.deadEnds().stampsNearWrap(perCount[0] - 50, perCount[1] - 50, perCount[2] - 50);
            assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).as("wrapping 50 steps before the end")
                    .containsExactly(KnuthCounts.expected(row));
            dl.workspace.selections.select(option);
            try {
                long[] links = KnuthCounts.counters(dl.search(SearchSettings.DEFAULT,
                        pureLinks(SearchSettings.DEFAULT), s -> Decision.CONTINUE));
                assertThat(links[0]).as("the subproblem's solutions").isPositive();
                int[] steps = {Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2};
                steps[family] = 1; // this family wraps at its first step, the others are far from it
                dl.workspace.deadEnds().stampsNearWrap(steps[0], steps[1], steps[2]);
                assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT)))
                        .as("a subproblem, family " + family + " wrapping at once").containsExactly(links);
            } finally {
                dl.workspace.selections.deselect(option);
            }
        }
        RestoreInvariantTest.assertRestored(dl, before, row[0]);
    }

    /**
     * Under a node or update budget, a count (which takes the last primary item's options at once) and a
     * search that visits every solution, both reading dead ends off the links, stop where the pure links
     * stop, with the same counters: taking options at once never skips a check that was due among them,
     * and reading a dead end never skips one due there nor a budget that its commit reaches. On a random
     * XCC file (many last items) and the Kakuro (many dead ends).
     */
    @Test
    void underBudgets_stopsWhereThePureLinksStop() throws IOException {
        Random rnd = new Random(20261203L);
        for (String[] file : new String[][] {{"random-r7.dlx", "34000", "110000", "60"},
            {"kakuro-4x4.dlx", "65000", "4100000", "20"}}) {
            DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(file[0])));
            int[][] before = dl.snapshot();
            for (int k = 0; k < Integer.parseInt(file[3]); k++) {
                SearchSettings.Builder b = SearchSettings.builder();
                if (k % 2 == 0) {
                    b.nodeBudget(1 + rnd.nextInt(Integer.parseInt(file[1])));
                } else {
                    b.updateBudget(1 + rnd.nextInt(Integer.parseInt(file[2])));
                }
                SearchSettings settings = b.build();
                String as = file[0] + ", " + settings;
                SearchResult counted = dl.count(settings);
                SearchResult visited = dl.search(settings, s -> Decision.CONTINUE);
                SearchResult pure = dl.search(settings, pureLinks(settings), s -> Decision.CONTINUE);
                assertThat(counted.outcome()).as(as).isEqualTo(pure.outcome());
                assertThat(counted.statistics()).as(as + ", counted").isEqualTo(pure.statistics());
                assertThat(visited.statistics()).as(as + ", visited").isEqualTo(pure.statistics());
                RestoreInvariantTest.assertRestored(dl, before, as);
            }
        }
    }

    /**
     * On small random colored problems (trees of fewer than {@link SearchSettings#CHECK_INTERVAL} nodes, so
     * that no check is due and the search reads dead ends off the links throughout), every dead end below a
     * try is read off the links, whichever item empties (options with several primary items included), and
     * the counters are the pure links'.
     */
    @Test
    void smallRandomColoredProblems_everyDeadEndBelowATryIsReadOffTheLinks() {
        long[] read = new long[1];
        Seeded.repeat("ColorCountTest.deadEnds", 0xC0_C0_1AL, 2000, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 8, 4, 40, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            long readBefore = dl.workspace.diagnostics.deadEndsRead;
            long dancedBefore = dl.workspace.diagnostics.deadEndsDanced;
            SearchResult r = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
            assertThat(r.statistics()).as(dump).isEqualTo(dl.search(SearchSettings.DEFAULT,
                    pureLinks(SearchSettings.DEFAULT), s -> Decision.CONTINUE).statistics());
            if (r.statistics().nodes() < SearchSettings.CHECK_INTERVAL) {
                assertThat(dl.workspace.diagnostics.deadEndsDanced - dancedBefore).as(dump + "dead ends entered").isZero();
            }
            read[0] += dl.workspace.diagnostics.deadEndsRead - readBefore;
        });
        assertThat(read[0]).as("dead ends read off the links").isGreaterThan(300);
    }

    /**
     * The same Kakuro with its cells declared before its runs (the builder keeps the order it is given, so
     * secondary headers come first): dead ends are still read off the links, whatever the item order, with
     * DLX2's counts (its choices are the same: they go by the runs' order among themselves).
     */
    @Test
    void kakuro_secondaryItemsFirst_deadEndsStillReadOffTheLinks() throws IOException {
        String[] row = storedCounts().stream().filter(r -> r[0].equals("kakuro-4x4.dlx")).findFirst()
                .orElseThrow();
        ExactCoverProblem p = DlxFormat.parse(resource(row[0]));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < p.itemCount(); i++) {
            if (!p.isPrimary(i)) {
                order.add(i);
            }
        }
        for (int i = 0; i < p.itemCount(); i++) {
            if (p.isPrimary(i)) {
                order.add(i);
            }
        }
        DancingLinks dl = new DancingLinks(TestProblems.reordered(p, order));
        assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).containsExactly(KnuthCounts.expected(row));
        assertThat(dl.workspace.diagnostics.deadEndsRead).as("dead ends read off the links").isGreaterThan(10_000);
    }
}
