/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static io.github.dlx4j.SearchStatisticsTest.collect;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.problems.NQueens;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The bit-parallel endgame against pure dancing links on problems too big for the bit-mask model of
 * {@link ReferenceSearch}: more than 64 live options (several words per set, and the hand-over to the inner
 * one-word endgame), more than 64 primary items (two words of them, up to 128; beyond that the endgame is
 * entered part way down), options of mixed and of equal sizes, secondary items, colors. Pure dancing links
 * is itself checked against the model and the brute-force oracles in {@link SearchStatisticsTest} and
 * {@link SearchPropertyTest}; here the endgame must reproduce it exactly: the same solutions in the same
 * order, the same statistics, the same place to stop under a budget, and the matrix restored.
 */
class EndgameTest {

    /**
     * A random problem with a planted solution: the primary items are split into blocks of 1 to 4 (each
     * block an option, so a solution exists), plus noise options of random items. With {@code sameSize}
     * every option has 3 items (blocks of 3, no secondary items), which exercises the uniform-weight path.
     */
    private static ProblemSpec planted(Random rnd, boolean sameSize) {
        int p = sameSize ? 3 * (20 + rnd.nextInt(30)) : 40 + rnd.nextInt(100);
        int s = sameSize ? 0 : rnd.nextInt(20);
        boolean[] secondary = new boolean[p + s];
        for (int i = p; i < p + s; i++) {
            secondary[i] = true;
        }
        List<int[]> options = new ArrayList<>();
        int[] perm = ProblemSpec.permutation(rnd, p);
        for (int i = 0; i < p; ) {
            int size = sameSize ? 3 : Math.min(p - i, 1 + rnd.nextInt(4));
            int[] block = new int[size];
            System.arraycopy(perm, i, block, 0, size);
            options.add(block);
            i += size;
        }
        int noise = 60 + rnd.nextInt(sameSize ? 300 : 500);
        for (int k = 0; k < noise; k++) {
            int size = sameSize ? 3 : 1 + rnd.nextInt(5);
            int[] items = ProblemSpec.permutation(rnd, p + s);
            int[] option = new int[Math.min(size, p + s)];
            System.arraycopy(items, 0, option, 0, option.length);
            boolean hasPrimary = false;
            for (int item : option) {
                hasPrimary |= item < p;
            }
            if (!hasPrimary) {
                option[0] = rnd.nextInt(p);
            }
            options.add(rnd.nextInt(options.size() + 1), option);
        }
        return new ProblemSpec(secondary, options.toArray(new int[0][]));
    }

    @Test
    void search_largerRandomProblems_matchesDancingLinksExactly() {
        int[] multiWord = {0};
        int[] entered = {0};
        int[] twoWords = {0};
        int[] stopped = {0};
        long[] solutions = {0};
        Seeded.repeat("EndgameTest.search_largerRandomProblems_matchesDancingLinksExactly", 0xE4D6_A3E1L, 300,
                (round, rnd) -> {
                    ProblemSpec spec = planted(rnd, round % 3 == 0);
                    ExactCoverProblem p = spec.toProblem();
                    String dump = KnuthDump.dump("problem " + round, p);
                    DancingLinks dl = new DancingLinks(p);
                    int[][] before = dl.matrix.snapshot();
                    SearchSettings budget = SearchSettings.builder().nodeBudget(1 + rnd.nextInt(20_000)).build();
                    List<List<Integer>> expected = new ArrayList<>();
                    SearchResult reference = Engine.search(dl, budget, -1, collect(expected));
                    int[] limits = {Endgame.MAX_OPTIONS, rnd.nextInt(p.optionCount()), 64 + rnd.nextInt(64)};
                    for (int limit : limits) {
                        List<List<Integer>> seen = new ArrayList<>();
                        SearchResult r = Engine.search(dl, budget, limit, collect(seen));
                        String as = dump + "endgame limit " + limit + ", " + budget;
                        assertThat(r.outcome()).as(as).isEqualTo(reference.outcome());
                        assertThat(r.statistics()).as(as).isEqualTo(reference.statistics());
                        assertThat(seen).as(as).isEqualTo(expected);
                        assertThat(dl.matrix.matches(before)).as(as + ": matrix restored").isTrue();
                    }
                    stopped[0] += reference.outcome() == SearchOutcome.NODE_BUDGET ? 1 : 0;
                    solutions[0] += reference.solutions();
                    multiWord[0] += p.optionCount() > 64 && p.primaryItemCount() > 64 ? 1 : 0;
                    entered[0] += dl.workspace.diagnostics.endgameEntries > 0 ? 1 : 0;
                    twoWords[0] += dl.workspace.diagnostics.endgameTwoWordEntries > 0 ? 1 : 0;
                });
        assertThat(multiWord[0]).as("problems with several words of options and of primaries").isGreaterThan(100);
        assertThat(twoWords[0]).as("problems whose endgame held two words of primary items").isGreaterThan(100);
        assertThat(entered[0]).isEqualTo(300);
        System.out.println("  " + stopped[0] + " of 300 stopped by the node budget, " + solutions[0] + " solutions");
        assertThat(stopped[0]).as("searches stopped by the node budget").isBetween(30, 270);
        assertThat(solutions[0]).isGreaterThan(1000);
    }

    /**
     * Colored problems with 65 to 128 primary items (two words of them), entered at the root: trying an
     * option purifies its colored items and takes its primaries out of both words. Planted blocks of 1 to 3
     * primary items make solutions; noise options add up to 2 of 6 secondary items, colored (3 colors) or not.
     */
    @Test
    void search_twoWordsOfPrimariesWithColors_matchesDancingLinksExactly() {
        long[] twoWords = {0};
        long[] solutions = {0};
        Seeded.repeat("EndgameTest.search_twoWordsOfPrimariesWithColors_matchesDancingLinksExactly", 0xE4D6_A3E4L,
                120, (round, rnd) -> {
                    int p = 65 + rnd.nextInt(64);
                    int s = 6;
                    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
                    for (int i = 0; i < p; i++) {
                        b.primary("p" + i);
                    }
                    for (int i = 0; i < s; i++) {
                        b.secondary("s" + i);
                    }
                    int[] perm = ProblemSpec.permutation(rnd, p);
                    List<String[][]> options = new ArrayList<>();
                    for (int i = 0; i < p; ) {
                        int size = Math.min(p - i, 1 + rnd.nextInt(3));
                        String[] items = new String[size];
                        for (int k = 0; k < size; k++) {
                            items[k] = "p" + perm[i + k];
                        }
                        options.add(new String[][] {items, new String[size]});
                        i += size;
                    }
                    int noise = 100 + rnd.nextInt(400);
                    for (int k = 0; k < noise; k++) {
                        int[] prim = ProblemSpec.permutation(rnd, p);
                        int[] sec = ProblemSpec.permutation(rnd, s);
                        int np = 1 + rnd.nextInt(3);
                        int ns = rnd.nextInt(3);
                        String[] items = new String[np + ns];
                        String[] colors = new String[np + ns];
                        for (int j = 0; j < np; j++) {
                            items[j] = "p" + prim[j];
                        }
                        for (int j = 0; j < ns; j++) {
                            items[np + j] = "s" + sec[j];
                            colors[np + j] = rnd.nextInt(4) == 0 ? null : "c" + rnd.nextInt(3);
                        }
                        options.add(rnd.nextInt(options.size() + 1), new String[][] {items, colors});
                    }
                    for (String[][] o : options) {
                        b.option(o[0], o[1]);
                    }
                    ExactCoverProblem problem = b.build();
                    String dump = KnuthDump.dump("problem " + round, problem);
                    DancingLinks dl = new DancingLinks(problem);
                    int[][] before = dl.matrix.snapshot();
                    SearchSettings budget = SearchSettings.builder().nodeBudget(1 + rnd.nextInt(20_000)).build();
                    List<List<Integer>> expected = new ArrayList<>();
                    SearchResult reference = Engine.search(dl, budget, -1, collect(expected));
                    List<List<Integer>> seen = new ArrayList<>();
                    SearchResult r = Engine.search(dl, budget, Endgame.MAX_OPTIONS, collect(seen));
                    assertThat(r.outcome()).as(dump).isEqualTo(reference.outcome());
                    assertThat(r.statistics()).as(dump).isEqualTo(reference.statistics());
                    assertThat(seen).as(dump).isEqualTo(expected);
                    assertThat(dl.matrix.matches(before)).as(dump + ": matrix restored").isTrue();
                    twoWords[0] += dl.workspace.diagnostics.endgameTwoWordEntries;
                    solutions[0] += reference.solutions();
                });
        assertThat(twoWords[0]).as("endgames entered with two words of primary items").isGreaterThan(100);
        assertThat(solutions[0]).isGreaterThan(100);
    }

    /**
     * The entry rule for two words of primaries ({@code LinksEngine.twoWordsPay}): a pentomino board (72
     * items, options of 6 with hundreds of updates per node) enters the endgame with two words, a random
     * problem with 100 items and options of 3 (tens of updates per node, where the scan of 100 items costs
     * more) enters it only once one word of items is left; both count as the pure links do. The rule reads
     * only the search's node and update counts, so where it enters is the same in every run.
     */
    @Test
    void entryRule_twoWordsOfPrimaries_onlyWhereTheScanIsCheapAgainstTheUpdates() {
        DancingLinks tiling = new DancingLinks(io.github.dlx4j.problems.PolyominoPuzzle.builder(
                io.github.dlx4j.problems.PolyominoBoard.rectangle(3, 20),
                io.github.dlx4j.problems.Polyominoes.PENTOMINOES).build().problem());
        SearchSettings links = SearchSettings.builder().plainLinks(true).build();
        assertThat(tiling.count(SearchSettings.DEFAULT).statistics())
                .isEqualTo(tiling.count(links).statistics());
        assertThat(tiling.workspace.diagnostics.endgameTwoWordEntries).as("two-word entries, tiling").isPositive();

        Random rnd = new Random(42);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        int p = 100;
        for (int i = 0; i < p; i++) {
            b.primary("p" + i);
        }
        int[] perm = ProblemSpec.permutation(rnd, p);
        for (int i = 0; i + 3 <= p; i += 3) {
            b.option("p" + perm[i], "p" + perm[i + 1], "p" + perm[i + 2]);
        }
        b.option("p" + perm[99]);
        for (int k = 0; k < 900; k++) {
            int[] q = ProblemSpec.permutation(rnd, p);
            b.option("p" + q[0], "p" + q[1], "p" + q[2]);
        }
        DancingLinks sparse = new DancingLinks(b.build());
        SearchSettings budget = SearchSettings.builder().nodeBudget(300_000).build();
        assertThat(sparse.count(budget).statistics()).isEqualTo(sparse.count(
                budget.toBuilder().plainLinks(true).build()).statistics());
        assertThat(sparse.workspace.diagnostics.endgameEntries).as("entries, sparse").isPositive();
        assertThat(sparse.workspace.diagnostics.endgameTwoWordEntries).as("two-word entries, sparse").isZero();
    }

    @Test
    void search_updateBudgetInsideTheEndgame_stopsWhereDancingLinksStops() {
        int[] stopped = {0};
        Seeded.repeat("EndgameTest.search_updateBudgetInsideTheEndgame_stopsWhereDancingLinksStops", 0xE4D6_A3E2L,
                100, (round, rnd) -> {
                    ExactCoverProblem p = planted(rnd, round % 2 == 0).toProblem();
                    String dump = KnuthDump.dump("problem " + round, p);
                    DancingLinks dl = new DancingLinks(p);
                    SearchSettings budget = SearchSettings.builder().updateBudget(1 + rnd.nextInt(30_000)).build();
                    List<List<Integer>> expected = new ArrayList<>();
                    SearchResult reference = Engine.search(dl, budget, -1, collect(expected));
                    List<List<Integer>> seen = new ArrayList<>();
                    SearchResult r = Engine.search(dl, budget, rnd.nextInt(p.optionCount() + 1), collect(seen));
                    assertThat(r).as(dump).isEqualTo(reference);
                    assertThat(seen).as(dump).isEqualTo(expected);
                    stopped[0] += r.outcome() == SearchOutcome.UPDATE_BUDGET ? 1 : 0;
                });
        assertThat(stopped[0]).as("searches stopped by the update budget").isBetween(20, 95);
    }

    @Test
    void queens_publishedCounts_andTheSameTreeAsDancingLinks() {
        long[] published = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
        for (int n = 1; n <= 10; n++) {
            DancingLinks dl = new DancingLinks(NQueens.problem(n));
            SearchResult fast = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
            SearchResult slow = dl.search(SearchSettings.builder().plainLinks(true).build(),
                    s -> Decision.CONTINUE);
            assertThat(fast.solutions()).as("queens " + n).isEqualTo(published[n - 1]);
            assertThat(fast.statistics()).as("queens " + n).isEqualTo(slow.statistics());
        }
    }

    @Test
    void parallel_workersGiveAwayEndgameLevels_countsAndOrderAsSequential() {
        // Queens 10 has 100 options: the whole search is one endgame, so every piece of work a worker
        // gives away comes from the endgame's levels.
        DancingLinks dl = new DancingLinks(NQueens.problem(10));
        SearchResult sequential = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
        List<List<Integer>> order = new ArrayList<>();
        dl.search(collect(order));
        ForkJoinPool pool = new ForkJoinPool(4);
        try {
            for (int round = 0; round < 5; round++) {
                SearchResult parallel = dl.parallelSearch(pool, SearchSettings.DEFAULT, s -> Decision.CONTINUE);
                assertThat(parallel.solutions()).isEqualTo(724);
                assertThat(parallel.statistics().nodes()).isEqualTo(sequential.statistics().nodes());
                List<List<Integer>> collected = new ArrayList<>();
                SearchResult ordered = dl.parallelSearchOrdered(pool, SearchSettings.DEFAULT, s -> {
                    collected.add(SearchPropertyTest.list(s.options()));
                    return Decision.CONTINUE;
                });
                assertThat(ordered.statistics()).isEqualTo(sequential.statistics());
                assertThat(collected).isEqualTo(order);
            }
        } finally {
            pool.shutdown();
        }
    }

    /**
     * What a parallel worker does, by hand: stop at a solution, give away the untried options of one level
     * (a dancing-links level, an endgame level or a level of the inner one-word endgame), finish the search,
     * then search each given-away option as a subproblem. Together they must find every solution exactly
     * once and enter every node exactly once, and Knuth's fraction done must stay in [0, 1).
     */
    @Test
    void giveAway_atEveryKindOfLevel_splitsTheTreeExactly() {
        int[] given = {0};
        int[] searched = {0};
        int[] byKind = new int[3]; // gifts from dancing-links levels, endgame levels, inner endgame levels
        Seeded.repeat("EndgameTest.giveAway_atEveryKindOfLevel_splitsTheTreeExactly", 0xE4D6_A3E3L, 300,
                (round, rnd) -> {
                    ExactCoverProblem p = round % 2 == 0 ? NQueens.problem(6 + rnd.nextInt(6))
                            : planted(rnd, round % 4 == 1).toProblem();
                    String dump = KnuthDump.dump("problem " + round, p);
                    DancingLinks dl = new DancingLinks(p);
                    List<List<Integer>> all = new ArrayList<>();
                    SearchResult whole = Engine.search(dl, SearchSettings.builder().nodeBudget(100_000).build(), -1,
                            collect(all));
                    if (all.isEmpty() || whole.outcome() != SearchOutcome.COMPLETED) {
                        return;
                    }
                    searched[0]++;
                    int stopAt = 1 + rnd.nextInt(all.size());
                    int limit = round % 3 == 0 ? rnd.nextInt(p.optionCount()) : Endgame.MAX_OPTIONS;
                    LinksEngine s = (LinksEngine) dl.workspace.engine(new SearchControl(SearchSettings.DEFAULT),
                            EngineOptions.of(SearchSettings.DEFAULT).withEndgame(limit, false));
                    List<List<Integer>> found = new ArrayList<>();
                    List<int[]> gifts = new ArrayList<>();
                    long nodes;
                    try {
                        for (int k = 0; k < stopAt; k++) {
                            assertThat(s.next()).as(dump).isTrue();
                            found.add(SearchPropertyTest.list(s.currentOptions()));
                        }
                        double f = s.fractionDone();
                        assertThat(f).as(dump).isGreaterThanOrEqualTo(0.0).isLessThan(1.0);
                        List<Integer> open = new ArrayList<>();
                        for (int k = 0; k < s.level(); k++) {
                            if (s.untriedAt(k) > 0) {
                                open.add(k);
                            }
                        }
                        assertThat(s.shallowestOpenLevel()).as(dump).isEqualTo(open.isEmpty() ? -1 : open.get(0));
                        if (!open.isEmpty()) {
                            int k = open.get(rnd.nextInt(open.size()));
                            int[] path = s.currentOptions();
                            int untried = s.untriedAt(k);
                            byKind[!s.inEndgame(k) ? 0 : dl.workspace.endgame().inInner(k) ? 2 : 1]++;
                            int[] options = s.giveAway(k);
                            assertThat(options).as(dump).hasSize(untried);
                            for (int option : options) {
                                int[] prefix = java.util.Arrays.copyOf(path, k + 1);
                                prefix[k] = option;
                                gifts.add(prefix);
                                given[0]++;
                            }
                            assertThat(s.untriedAt(k)).as(dump).isZero();
                        }
                        while (s.next()) {
                            found.add(SearchPropertyTest.list(s.currentOptions()));
                        }
                        nodes = s.state().nodes;
                    } finally {
                        s.abandon();
                    }
                    for (int[] prefix : gifts) {
                        // The subproblem's root is the gift's node: counted by the giver's tree, not by the giver.
                        SearchResult r = dl.search(Subproblem.of(prefix), SearchSettings.DEFAULT, collect(found));
                        nodes += r.statistics().nodes();
                    }
                    assertThat(found).as(dump).containsExactlyInAnyOrderElementsOf(all);
                    assertThat(nodes).as(dump).isEqualTo(whole.statistics().nodes());
                });
        System.out.println("  " + searched[0] + " problems, " + given[0] + " options given away; levels given from: "
                + byKind[0] + " dancing links, " + byKind[1] + " endgame, " + byKind[2] + " inner endgame");
        assertThat(searched[0]).as("problems searched").isGreaterThan(150);
        for (int n : byKind) {
            assertThat(n).as("levels given away from, by kind").isGreaterThan(10);
        }
    }

    @Test
    void progress_insideBothEndgames_reportsWhatDancingLinksReport() {
        // Queens 9 to 11 have 81 to 121 options: a two-word endgame from the root, then one-word inner ones.
        for (int n = 9; n <= 11; n++) {
            DancingLinks dl = new DancingLinks(NQueens.problem(n));
            List<String> expected = new ArrayList<>();
            Engine.search(dl, progressEvery7(expected), -1, s -> Decision.CONTINUE);
            List<String> reports = new ArrayList<>();
            Engine.search(dl, progressEvery7(reports), Endgame.MAX_OPTIONS, s -> Decision.CONTINUE);
            assertThat(reports).as("queens " + n).hasSizeGreaterThan(100).isEqualTo(expected);
            for (int k = 1; k < reports.size(); k++) {
                assertThat(fraction(reports.get(k))).as("queens " + n).isGreaterThanOrEqualTo(fraction(reports.get(k - 1)));
            }
            assertThat(fraction(reports.get(reports.size() - 1))).isEqualTo(1.0);
        }
    }

    /**
     * The endgame's loop returns for every check, which its owner makes: no call of the loop runs long, so a
     * cold search runs the code the optimizing compiler makes for it as soon as there is some (a count of
     * queens that entered at the root ran in the first compiler's code to the end when the loop made its
     * checks). Queens 9 to 11 enter a two-word endgame at the root and one-word ones below it; with a check
     * every 7 nodes, some fall in each, and no check may have the loop on the stack, in a count or a search.
     */
    @Test
    void checks_areMadeWithTheEndgameOffTheStack() {
        long[] published = {352, 724, 2680};
        for (int n = 9; n <= 11; n++) {
            DancingLinks dl = new DancingLinks(NQueens.problem(n));
            List<String> endgameFrames = new ArrayList<>();
            int[] checks = new int[1];
            SearchSettings every7 = SearchSettings.builder().progress(p -> {
                checks[0]++;
                for (StackTraceElement e : Thread.currentThread().getStackTrace()) {
                    String c = e.getClassName();
                    if (c.equals(Endgame.class.getName()) || c.startsWith(Endgame.class.getName() + "$")) {
                        endgameFrames.add(e.getMethodName());
                    }
                }
            }, 7).build();
            long entered = dl.workspace.diagnostics.endgameEntries;
            assertThat(dl.count(every7).solutions()).as("queens " + n).isEqualTo(published[n - 9]);
            long[] found = new long[1];
            Engine.search(dl, every7, Endgame.MAX_OPTIONS, s -> {
                found[0]++;
                return Decision.CONTINUE;
            });
            assertThat(found[0]).as("queens " + n).isEqualTo(published[n - 9]);
            assertThat(dl.workspace.diagnostics.endgameEntries).as("queens " + n).isGreaterThan(entered);
            assertThat(checks[0]).as("queens " + n).isGreaterThan(100);
            assertThat(endgameFrames).as("queens " + n).isEmpty();
        }
    }

    /**
     * Progress by nodes comes at every multiple of its step exactly, where endgames entered below the root
     * end between checks: the links' loop returns for the endgame's checks too, resumes it at its node, and
     * then makes its own next check where it is due, at the first node whose count reaches it (a check one
     * node late at the links fails this). Queens 8 with endgames entered at 8 to 40 live options (many small
     * subtrees), steps 2 to 11, a search and a count.
     */
    @Test
    void progressByNodes_atEveryMultiple_withEndgamesEndingBetweenChecks() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8));
        long entered = dl.workspace.diagnostics.endgameEntries;
        for (int limit : new int[] {8, 16, 24, 40}) {
            for (int step = 2; step <= 11; step++) {
                for (boolean count : new boolean[] {false, true}) {
                    List<Long> at = new ArrayList<>();
                    SearchSettings settings = SearchSettings.builder()
                            .progress(p -> at.add(p.statistics().nodes()), step).build();
                    SearchResult r = Engine.search(dl, settings, limit, count ? Driver.COUNTING
                            : s -> Decision.CONTINUE);
                    assertThat(r.solutions()).isEqualTo(92);
                    List<Long> multiples = new ArrayList<>();
                    for (long n = step; n <= r.statistics().nodes(); n += step) {
                        multiples.add(n);
                    }
                    multiples.add(r.statistics().nodes()); // the final report
                    assertThat(at).as("limit " + limit + ", step " + step + (count ? ", count" : ", search"))
                            .isEqualTo(multiples);
                }
            }
        }
        assertThat(dl.workspace.diagnostics.endgameEntries - entered).as("endgame entries").isGreaterThan(1000);
    }

    /**
     * A listener that sets the cancel flag at its k-th report (every 7 nodes) stops the search at the next
     * check, the next report's node 7(k + 1) while nodes take no time, on the dancing links and in the
     * endgame, in a count and a search. The endgame, which returns for its checks and is resumed at the
     * node, made the check twice at a reported node (the next check was left at the report's own node) and
     * stopped one node early.
     */
    @Test
    void cancelSetByAProgressReport_stopsAtTheNextReportsNode_everywhere() {
        DancingLinks dl = new DancingLinks(NQueens.problem(8)); // 1,049 nodes, the endgame from the root
        for (int k = 1; k <= 40; k++) {
            for (int limit : new int[] {-1, Endgame.MAX_OPTIONS}) {
                for (boolean count : new boolean[] {false, true}) {
                    AtomicBoolean flag = new AtomicBoolean();
                    int[] reports = new int[1];
                    int stopAt = k;
                    // A clock that stands still: the checks stay the reports' (nodes cost nothing, so the
                    // interval between checks does not shrink below a report's 7 nodes).
                    SearchSettings settings = SearchSettings.builder().clock(() -> 0L).cancelFlag(flag)
                            .progress(p -> {
                                if (++reports[0] == stopAt) {
                                    flag.set(true);
                                }
                            }, 7).build();
                    SolutionVisitor visitor = count ? Driver.COUNTING : s -> Decision.CONTINUE;
                    SearchResult r = Engine.search(dl, settings, limit, visitor);
                    String what = "report " + k + (limit < 0 ? ", links, " : ", endgame, ")
                            + (count ? "count" : "search");
                    assertThat(r.outcome()).as(what).isEqualTo(SearchOutcome.CANCELLED);
                    assertThat(r.statistics().nodes()).as(what).isEqualTo(7L * (k + 1));
                }
            }
        }
    }

    private static SearchSettings progressEvery7(List<String> reports) {
        return SearchSettings.builder()
                .progress(p -> reports.add(p.statistics().nodes() + " " + p.fractionDone()), 7).build();
    }

    private static double fraction(String report) {
        return Double.parseDouble(report.substring(report.indexOf(' ') + 1));
    }

    /**
     * A node with more than 64 live options whose every option is a whole solution but one: the search
     * hands the inner one-word endgame a subtree whose root is itself a solution, and must resume after it.
     * Every node budget and every solution limit must stop where the dancing links stop.
     */
    @Test
    void innerEndgameEnteredAtASolution_stopsAndResumesAsDancingLinks() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(10).secondaryItems(100);
        for (int k = 0; k < 100; k++) {
            b.option(0, 1, 10 + k);
        }
        b.option(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        for (int k = 0; k < 3; k++) {
            b.option(2, 3, 4, 5, 6, 7, 8, 9);
        }
        ExactCoverProblem p = b.build();
        DancingLinks dl = new DancingLinks(p);
        List<List<Integer>> all = new ArrayList<>();
        SearchResult whole = Engine.search(dl, SearchSettings.DEFAULT, -1, collect(all));
        assertThat(all).hasSize(301);
        long before = dl.workspace.diagnostics.endgameEntries;
        for (long k = 1; k <= whole.statistics().nodes() + 1; k++) {
            assertSameAsDancingLinks(dl, SearchSettings.builder().nodeBudget(k).build());
        }
        for (long k = 1; k <= all.size() + 1; k++) {
            assertSameAsDancingLinks(dl, SearchSettings.builder().solutionLimit(k).build());
        }
        assertThat(dl.workspace.diagnostics.endgameEntries - before).as("endgames entered").isGreaterThan(600);
    }

    private static void assertSameAsDancingLinks(DancingLinks dl, SearchSettings settings) {
        int[][] before = dl.matrix.snapshot();
        List<List<Integer>> expected = new ArrayList<>();
        SearchResult reference = Engine.search(dl, settings, -1, collect(expected));
        List<List<Integer>> seen = new ArrayList<>();
        SearchResult r = Engine.search(dl, settings, Endgame.MAX_OPTIONS, collect(seen));
        assertThat(r).as(settings.toString()).isEqualTo(reference);
        assertThat(seen).as(settings.toString()).isEqualTo(expected);
        assertThat(dl.matrix.matches(before)).as(settings + ": matrix restored").isTrue();
    }

    /**
     * The entry rule learns from the subtrees it hands over, and must not learn for good: after 200 searches
     * of a nearly solved queens 12 (tiny subtrees, so it stops entering), a full search on the same matrix
     * has big subtrees again and must go back to the endgame.
     */
    @Test
    void entryRule_afterTinySubtrees_recoversOnBigOnes() {
        DancingLinks dl = new DancingLinks(NQueens.problem(12));
        int[] first = dl.findFirst().orElseThrow().options();
        for (int round = 0; round < 200; round++) {
            for (int k = 0; k < 7; k++) {
                dl.select(first[k]);
            }
            dl.count();
            for (int k = 6; k >= 0; k--) {
                dl.deselect(first[k]);
            }
        }
        long before = dl.workspace.diagnostics.endgameEntries;
        assertThat(dl.count()).isEqualTo(14200);
        assertThat(dl.workspace.diagnostics.endgameEntries - before).as("endgames entered by the full count").isGreaterThan(0);
    }

    /**
     * The payoff rule's mean forgets: it is the mean subtree of a window whose sums halve each time it
     * reaches 4,096 subtrees. After 4,096 subtrees of 100 nodes (then 204,800 nodes over 2,048), subtrees
     * of no nodes make it refuse once the mean is under 16 nodes. Worked out by hand from the rule: after
     * 2,048 of them the sums halve (102,400 over 2,048), after 2,048 more again (51,200 over 2,048), and the
     * mean is under 16 once the window holds 3,201 subtrees: 1,153 more, 5,249 in all. Sums that never
     * halved would take 21,505.
     */
    @Test
    void payoff_meanOfAHalvingWindow_refusesAfterTheSubtreesShrink() {
        Payoff payoff = new Payoff();
        for (int i = 0; i < 4096; i++) {
            assertThat(payoff.offer()).as("large subtree " + i).isTrue();
            payoff.add(100);
            payoff.finish();
        }
        int small = 0;
        while (small < 30_000 && payoff.offer()) { // bounded: a rule that never refuses fails, not hangs
            payoff.finish();
            small++;
        }
        assertThat(small).as("empty subtrees handed over before the first refusal").isEqualTo(5249);
    }
}
