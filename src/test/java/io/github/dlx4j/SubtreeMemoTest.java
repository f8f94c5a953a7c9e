/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.Tiler;
import io.github.dlx4j.testing.XccOracle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The counts' memo ({@link SubtreeMemo}): a count that meets a state of the matrix again adds the subtree
 * it stored for it, so its counters must be exactly those of a search that walks every subtree. The
 * oracles: Knuth's DLX2 counts of stored files, the brute-force solutions of small problems and an
 * independent tiler, and the pure links (no endgame, no shortcut, a visitor, so no memo) for every counter
 * and the nodes per level; under budgets and progress reports the search stops and reports where the pure
 * links do. Each test also checks that the memo was used (hits), so the fixture reaches it.
 */
class SubtreeMemoTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    @AfterEach
    void defaultArena() {
        SubtreeMemo.arenaLimitForTests = 0;
    }

    private static EngineOptions pureLinks(SearchSettings settings) {
        return EngineOptions.of(settings).withEndgame(-1, false);
    }

    private static SearchResult pure(DancingLinks dl, SearchSettings settings) {
        return dl.search(settings, pureLinks(settings), s -> Decision.CONTINUE);
    }

    @Test
    void storedColoredInstances_countsEqualDlx2s_withHits() throws IOException {
        long hits = 0;
        for (String[] row : KnuthCounts.rows("dlx2", 14)) {
            DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", row[0])));
            int[][] before = dl.snapshot();
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            assertThat(KnuthCounts.counters(counted)).as(row[0]).containsExactly(KnuthCounts.expected(row));
            assertThat(counted.statistics().nodesPerLevel()).as(row[0] + ", nodes per level")
                    .containsExactly(pure(dl, SearchSettings.DEFAULT).statistics().nodesPerLevel());
            RestoreInvariantTest.assertRestored(dl, before, row[0]);
            hits += dl.workspace.diagnostics.memoHits;
        }
        assertThat(hits).as("subtrees taken from the memo").isGreaterThan(1000);
    }

    /** Few items and many options over them: the same state is reached by many paths. */
    @Test
    void randomColoredProblems_sameCountersAsThePureLinks() {
        long[] hits = new long[1];
        Seeded.repeat("SubtreeMemoTest.colored", 0x3E30_01L, 600, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 8, 4, 50, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            assertThat(counted.solutions()).as(dump).isEqualTo(spec.solutions().size());
            assertThat(counted.statistics()).as(dump).isEqualTo(pure(dl, SearchSettings.DEFAULT).statistics());
            hits[0] += dl.workspace.diagnostics.memoHits;
        });
        assertThat(hits[0]).as("subtrees taken from the memo").isGreaterThan(1000);
    }

    /**
     * Tilings of small rectangles by a random set of small pieces used any number of times: no item for
     * the pieces, so a state is the set of cells covered, reached by every arrangement of its pieces. With
     * and without the endgame (which takes the bottoms of such trees), against the tiler and the pure links.
     */
    @Test
    void tilingsWithoutPieceItems_sameCountersAsThePureLinks() {
        String[] shapes = {"##", "###", "##\n#.", "##\n##", "#..\n###", "####", ".#.\n###"};
        long[] hits = new long[1];
        Seeded.repeat("SubtreeMemoTest.tilings", 0x711E_5L, 60, (round, rnd) -> {
            int rows = 2 + rnd.nextInt(3);
            int cols = 3 + rnd.nextInt(5);
            List<String> pieces = new ArrayList<>();
            for (String s : shapes) {
                if (rnd.nextInt(3) > 0) {
                    pieces.add(s);
                }
            }
            if (pieces.isEmpty()) {
                pieces.add("##");
            }
            ExactCoverProblem p = tilingProblem(rows, cols, pieces);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + DlxFormat.format(p);
            long tilings = new Tiler(Tiler.rectangle(rows, cols), pieces, true, true, Tiler.Usage.ANY).count();
            DancingLinks dl = new DancingLinks(p);
            SearchStatistics oracle = pure(dl, SearchSettings.DEFAULT).statistics();
            SearchResult counted = dl.count(SearchSettings.DEFAULT);
            assertThat(counted.solutions()).as(dump).isEqualTo(tilings);
            assertThat(counted.statistics()).as(dump).isEqualTo(oracle);
            // The links alone (no endgame) with the memo.
            SearchResult links = dl.search(SearchSettings.DEFAULT,
                    EngineOptions.of(SearchSettings.DEFAULT).withEndgame(-1, true), Driver.COUNTING);
            assertThat(links.statistics()).as(dump + "links with the memo").isEqualTo(oracle);
            hits[0] += dl.workspace.diagnostics.memoHits;
        });
        assertThat(hits[0]).as("subtrees taken from the memo").isGreaterThan(1000);
    }

    /**
     * Domino tilings (the endgame takes these trees from the root, so the memo's hits are the endgame's):
     * the published counts of the 6x8 and 8x8 boards (Fisher and Temperley, Kasteleyn, 1961), and on 6x8 the
     * pure links' counters.
     */
    @Test
    void dominoTilings_publishedCounts_fromTheEndgamesMemo() {
        ExactCoverProblem six = tilingProblem(6, 8, List.of("##"));
        DancingLinks dl = new DancingLinks(six);
        SearchResult counted = dl.count(SearchSettings.DEFAULT);
        assertThat(counted.solutions()).isEqualTo(167_089);
        assertThat(counted.statistics()).isEqualTo(pure(dl, SearchSettings.DEFAULT).statistics());
        assertThat(dl.workspace.diagnostics.memoHits).as("subtrees taken from the memo").isGreaterThan(100);
        DancingLinks eight = new DancingLinks(tilingProblem(8, 8, List.of("##")));
        assertThat(eight.count(SearchSettings.DEFAULT).solutions()).isEqualTo(12_988_816);
        assertThat(eight.workspace.diagnostics.endgameEntries).as("endgame entries").isPositive();
    }

    /** Cells r,c as primary items, one option per placement of each orientation of each piece. */
    static ExactCoverProblem tilingProblem(int rows, int cols, List<String> pieces) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                b.primary(r + "," + c);
            }
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (String piece : pieces) {
            for (int[][] shape : Tiler.allowed(Tiler.cellsOf(piece), true, true)) {
                for (int r0 = 0; r0 < rows; r0++) {
                    for (int c0 = 0; c0 < cols; c0++) {
                        List<String> cells = new ArrayList<>();
                        for (int[] cell : shape) {
                            int r = r0 + cell[0];
                            int c = c0 + cell[1];
                            if (r >= rows || c >= cols) {
                                cells = null;
                                break;
                            }
                            cells.add(r + "," + c);
                        }
                        if (cells != null && seen.add(new java.util.TreeSet<>(cells).toString())) {
                            b.option(cells.toArray(new String[0]));
                        }
                    }
                }
            }
        }
        return b.build();
    }

    /**
     * Node and update budgets anywhere in a count whose subtrees come from the memo: it stops where the pure
     * links stop, with their counters (a subtree is taken only when no budget falls inside it).
     */
    @Test
    void underBudgets_stopsWhereThePureLinksStop() throws IOException {
        DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", "random-r7.dlx")));
        SearchStatistics whole = pure(dl, SearchSettings.DEFAULT).statistics();
        Random rnd = new Random(20261202L);
        long hits = 0;
        for (int k = 0; k < 40; k++) {
            SearchSettings settings = k % 2 == 0
                    ? SearchSettings.builder().nodeBudget(1 + (long) (rnd.nextDouble() * whole.nodes())).build()
                    : SearchSettings.builder().updateBudget(1 + (long) (rnd.nextDouble() * whole.updates())).build();
            long before = dl.workspace.diagnostics.memoHits;
            SearchResult counted = dl.count(settings);
            SearchResult pure = pure(dl, settings);
            assertThat(counted.outcome()).as(settings.toString()).isEqualTo(pure.outcome());
            assertThat(counted.statistics()).as(settings.toString()).isEqualTo(pure.statistics());
            hits += dl.workspace.diagnostics.memoHits - before;
        }
        assertThat(hits).as("subtrees taken from the memo").isGreaterThan(100);
    }

    /** Progress every k nodes: the reports come at the same nodes, with the same counters, as the pure links'. */
    @Test
    void progressByNodes_reportsWhereThePureLinksReport() throws IOException {
        DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", "random-r7.dlx")));
        List<SearchStatistics> counted = new ArrayList<>();
        List<SearchStatistics> pure = new ArrayList<>();
        long every = 3001;
        SearchResult c = dl.count(SearchSettings.builder().progress(p -> counted.add(p.statistics()), every).build());
        pure(dl, SearchSettings.builder().progress(p -> pure.add(p.statistics()), every).build());
        assertThat(counted).hasSizeGreaterThan(5).isEqualTo(pure);
        assertThat(dl.workspace.diagnostics.memoHits).as("subtrees taken from the memo").isPositive();
        assertThat(c.outcome()).isEqualTo(SearchOutcome.COMPLETED);
    }

    /**
     * A Kakuro's states do not repeat (each cell's digit is in the key): after its first 2,048 look-ups find
     * nothing, the count stops looking up, with DLX2's counts.
     */
    @Test
    void kakuro_noStateRepeats_stopsLookingUp() throws IOException {
        String[] row = KnuthCounts.rows("dlx2", 14).stream().filter(r -> r[0].equals("kakuro-4x4.dlx"))
                .findFirst().orElseThrow();
        ExactCoverProblem p = DlxFormat.parse(KnuthCounts.resource("dlx2", row[0]));
        DancingLinks dl = new DancingLinks(p);
        dl.workspace.useMemoLayout(unsettled(p));
        assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).containsExactly(KnuthCounts.expected(row));
        assertThat(dl.workspace.diagnostics.memoHits).as("hits").isZero();
        assertThat(dl.workspace.diagnostics.memoFinds).as("look-ups").isEqualTo(2048);
    }

    /**
     * With {@link Settling} (the default for colored problems) the Kakuro's states do repeat: a cell whose
     * every option is gone counts as covered. The count takes subtrees from the memo and keeps DLX2's counts.
     */
    @Test
    void kakuro_settledItems_repeat() throws IOException {
        String[] row = KnuthCounts.rows("dlx2", 14).stream().filter(r -> r[0].equals("kakuro-4x4.dlx"))
                .findFirst().orElseThrow();
        DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", row[0])));
        assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).containsExactly(KnuthCounts.expected(row));
        assertThat(dl.workspace.diagnostics.memoHits).as("hits").isPositive();
    }

    /**
     * The rule per level: a level whose look-ups found nothing stops at its 4,096th (so do the levels below
     * it), one whose hits saved more than they cost goes on. The problem: five primary items chosen in the
     * order b1, b2, b3 (6 options each), b5 (9), b4 (10), each option the item with a secondary item of its
     * own, except that b5's second option repeats its first: below every level-3 node the repeat is a hit,
     * and no other state repeats. Look-ups per level: 1, 6, 36, 216, 216 * 9 = 1,944 (216 hits, under the
     * 2,048 look-ups of the first-hits rule before the first and under 4,096 at that level), then 216 * 8 * 10
     * = 17,280 leaves, all misses: that level stops at 4,096. Both engines.
     */
    @Test
    void aLevelWhoseLookUpsFindNothing_stopsAtItsDecidingLookUp() {
        int[] per = {6, 6, 6, 10, 9};
        StringBuilder text = new StringBuilder("b1 b2 b3 b4 b5 |");
        for (int j = 0; j < per.length; j++) {
            for (int v = 0; v < per[j]; v++) {
                text.append(" s").append(j).append('_').append(v);
            }
        }
        text.append('\n');
        for (int j = 0; j < per.length; j++) {
            for (int v = 0; v < per[j]; v++) {
                text.append('b').append(j + 1).append(" s").append(j).append('_').append(j == 4 && v == 1 ? 0 : v)
                        .append('\n');
            }
        }
        ExactCoverProblem p = DlxFormat.parse(text.toString());
        long notLookedUp = 216 * 8 * 10 - 4096;
        for (boolean endgame : new boolean[] {true, false}) {
            DancingLinks dl = new DancingLinks(p);
            SearchResult counted = endgame ? dl.count(SearchSettings.DEFAULT)
                    : dl.search(SearchSettings.DEFAULT, EngineOptions.of(SearchSettings.DEFAULT).withEndgame(-1, true),
                            Driver.COUNTING);
            assertThat(counted.solutions()).as("solutions").isEqualTo(6 * 6 * 6 * 9 * 10);
            assertThat(counted.statistics()).as("counters").isEqualTo(pure(dl, SearchSettings.DEFAULT).statistics());
            assertThat(dl.workspace.diagnostics.memoHits).as("hits (endgame " + endgame + ")").isEqualTo(216);
            assertThat(dl.workspace.diagnostics.memoFinds).as("look-ups (endgame " + endgame + ")")
                    .isEqualTo(1 + 6 + 36 + 216 + 1944 + 17_280 - notLookedUp);
        }
    }

    /**
     * A parallel worker runs task after task on its copy of the matrix, each with a memo of its own on the
     * thread's table: the first-look-ups rule counts the thread's look-ups, not each task's, so on a tree
     * whose states never repeat (a Kakuro) the worker looks up 2,048 times in all, whatever the number of
     * tasks. The tasks here are the pieces of a split two levels deep, run one after the other as one worker
     * runs them (its matrix selected to each piece, the piece as the memo's path); together they count the
     * whole tree.
     */
    @Test
    void workerTasks_noStateRepeats_stopLookingUpForTheThread() throws IOException {
        ExactCoverProblem p = DlxFormat.parse(KnuthCounts.resource("dlx2", "kakuro-4x4.dlx"));
        DancingLinks dl = new DancingLinks(p);
        long whole = pure(dl, SearchSettings.DEFAULT).solutions();
        List<Subproblem> pieces = dl.split(2);
        Workspace ws = new Workspace(new LinkedMatrix(p));
        ws.useMemoLayout(unsettled(p));
        long total = 0;
        int searched = 0;
        for (Subproblem piece : pieces) {
            SearchState st = countTask(ws, piece.options());
            total += st.solutions;
            searched += st.nodes > 100 ? 1 : 0;
        }
        assertThat(total).as("solutions of the pieces").isEqualTo(whole);
        assertThat(searched).as("pieces of more than 100 nodes").isGreaterThan(5);
        assertThat(ws.diagnostics.memoHits).as("hits").isZero();
        assertThat(ws.diagnostics.memoFinds).as("look-ups of all the tasks").isEqualTo(2048);
    }

    /** A table too small for the count forgets everything when full, and counts the same. */
    @Test
    void smallTable_forgetsWhenFull_andCountsTheSame() throws IOException {
        SubtreeMemo.arenaLimitForTests = 600;
        for (String[] row : KnuthCounts.rows("dlx2", 14)) {
            DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx2", row[0])));
            assertThat(KnuthCounts.counters(dl.count(SearchSettings.DEFAULT))).as(row[0])
                    .containsExactly(KnuthCounts.expected(row));
            if (row[0].equals("random-r7.dlx")) {
                assertThat(dl.workspace.diagnostics.memoResets).as("tables forgotten").isPositive();
                assertThat(dl.workspace.diagnostics.memoHits).as("subtrees taken from the memo").isPositive();
            }
        }
    }

    /**
     * Below a selected option (items covered and purified outside the search: keys are relative to the
     * search's root; the oracle visits every solution, so it takes no subtree from a memo) and in parallel
     * counts, whose workers give away parts of their levels (a node whose
     * list was given away must not store its subtree, now counted elsewhere).
     */
    @Test
    void subproblemsAndParallelCounts_sameCountersAsThePureLinks() {
        Seeded.repeat("SubtreeMemoTest.parallel", 0x9A2_A11L, 150, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 10, 5, 70, 3);
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(spec.toProblem());
            SearchStatistics oracle = pure(dl, SearchSettings.DEFAULT).statistics();
            assertThat(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics()).as(dump)
                    .isEqualTo(oracle);
            if (spec.options.length > 0) {
                Subproblem sub = Subproblem.of(rnd.nextInt(spec.options.length));
                assertThat(dl.search(sub, SearchSettings.DEFAULT, Driver.COUNTING).statistics())
                        .as(dump + "below " + sub.toText())
                        .isEqualTo(dl.search(sub, SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
            }
        });
    }

    /**
     * A count that gives parts of its levels away at its checks (as a parallel worker does when another is
     * idle): what it counts itself plus the solutions below each option given away (counted by the pure
     * links below the path to it) is the whole count. A node whose list was partly given away must not
     * store its subtree: a later hit on its state would leave out what was given away.
     */
    @Test
    void givingAwayAtChecks_theGiftsAndTheRestMakeTheWholeCount() throws IOException {
        long hits = 0;
        long gifts = 0;
        for (String file : new String[] {"random-r7.dlx", "random-c103.dlx", "random-r25.dlx", "random-r6.dlx"}) {
            ExactCoverProblem p = DlxFormat.parse(KnuthCounts.resource("dlx2", file));
            DancingLinks oracle = new DancingLinks(p);
            long whole = pure(oracle, SearchSettings.DEFAULT).solutions();
            for (long seed = 1; seed <= 6; seed++) {
                Random rnd = new Random(seed);
                Workspace ws = new Workspace(new LinkedMatrix(p));
                List<int[]> given = new ArrayList<>();
                SearchControl.Donation giveAway = engine -> {
                    int level = engine.state().level;
                    if (level >= 2 && rnd.nextInt(3) > 0) {
                        int k = 1 + rnd.nextInt(level - 1);
                        int[] path = new int[k + 1];
                        for (int j = 0; j < k; j++) {
                            path[j] = engine.optionAt(j);
                        }
                        for (int o : engine.giveAway(k)) {
                            path[k] = o;
                            given.add(path.clone());
                        }
                    }
                    return false;
                };
                SearchControl control = new SearchControl(SearchSettings.DEFAULT, null, System.nanoTime(), true,
                        giveAway, false);
                SearchEngine engine = ws.engine(control, EngineOptions.of(SearchSettings.DEFAULT));
                while (engine.next()) {
                    engine.state().solutions++;
                }
                long total = engine.state().solutions;
                for (int[] path : given) {
                    total += oracle.search(Subproblem.of(path), SearchSettings.DEFAULT, s -> Decision.CONTINUE)
                            .solutions();
                }
                assertThat(total).as(file + ", seed " + seed + ", " + given.size() + " options given away")
                        .isEqualTo(whole);
                hits += ws.diagnostics.memoHits;
                gifts += given.size();
            }
        }
        assertThat(gifts).as("options given away").isGreaterThan(50);
        assertThat(hits).as("subtrees taken from the memo").isGreaterThan(100);
    }

    /**
     * Secondary items declared before and between the primaries, with many colors (a builder and the typed
     * layer may declare items in any order): the key numbers the secondaries densely. The reviewer's
     * reproduction (8 solutions counted where there are 5, before) and one that ran off the key's end.
     */
    @Test
    void secondaryItemsAnywhere_manyColors_sameCountersAsThePureLinks() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        b.primary("x").secondary("sA").primary("y").primary("z");
        for (int i = 4; i < 33; i++) {
            b.secondary("d" + i);
        }
        b.secondary("sB");
        b.option(new String[] {"x", "sA", "sB"}, new String[] {null, "r", null});
        b.option(new String[] {"x", "sA", "sB"}, new String[] {null, null, "r"});
        b.option(new String[] {"y", "sA"}, new String[] {null, "r"});
        b.option("y");
        b.option("z");
        b.option(new String[] {"z", "sA", "d4"}, new String[] {null, "r", "g"});
        DancingLinks dl = new DancingLinks(b.build());
        SearchResult counted = dl.count(SearchSettings.DEFAULT);
        assertThat(counted.solutions()).isEqualTo(5);
        assertThat(counted.statistics()).isEqualTo(pure(dl, SearchSettings.DEFAULT).statistics());

        ExactCoverProblem.Builder c = ExactCoverProblem.builder().secondary("s");
        for (int i = 0; i < 20; i++) {
            c.primary("p" + i);
        }
        for (int k = 0; k < 32; k++) {
            c.option(new String[] {"p" + (k % 20), "s"}, new String[] {null, "c" + k});
        }
        DancingLinks second = new DancingLinks(c.build());
        assertThat(second.count(SearchSettings.DEFAULT).statistics())
                .isEqualTo(pure(second, SearchSettings.DEFAULT).statistics());

        long[] hits = new long[1];
        Seeded.repeat("SubtreeMemoTest.itemOrder", 0x0DE7_2L, 300, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 7, 12, 45, 12);
            ExactCoverProblem p = shuffledItems(spec.toProblem(), rnd);
            String dump = "round " + round + "; the problem, items in Knuth's order:\n" + spec.toDlx();
            DancingLinks d = new DancingLinks(p);
            SearchResult r = d.count(SearchSettings.DEFAULT);
            assertThat(r.solutions()).as(dump).isEqualTo(spec.solutions().size());
            assertThat(r.statistics()).as(dump).isEqualTo(pure(d, SearchSettings.DEFAULT).statistics());
            hits[0] += d.workspace.diagnostics.memoHits;
        });
        assertThat(hits[0]).as("subtrees taken from the memo").isGreaterThan(100);
    }

    /** The same problem with its items declared in a random order (primaries and secondaries mixed). */
    private static ExactCoverProblem shuffledItems(ExactCoverProblem p, Random rnd) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < p.itemCount(); i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, rnd);
        return TestProblems.reordered(p, order);
    }

    /**
     * A parallel count with a node budget overruns it by at most a check interval per worker, as documented:
     * no subtree from a memo skips a worker's check when the parallel search keeps a budget.
     */
    /**
     * A parallel worker's tasks share its table: a task takes the subtrees the worker's earlier tasks stored,
     * keys counted from the parallel search's root. The pieces of the 6x8 dominoes counted one after the
     * other on one worker look up far fewer nodes than the same pieces each on a fresh worker (where every
     * task starts with an empty table), and both count the published 167,089 tilings.
     */
    @Test
    void workerTable_aTaskTakesTheSubtreesTheWorkersEarlierTasksStored() {
        ExactCoverProblem p = tilingProblem(6, 8, List.of("##"));
        List<Subproblem> pieces = new DancingLinks(p).split(5);
        assertThat(pieces).as("pieces").hasSizeGreaterThan(10);
        Workspace one = new Workspace(new LinkedMatrix(p));
        long onOne = 0;
        long onFresh = 0;
        long freshFinds = 0;
        for (Subproblem piece : pieces) {
            onOne += countTask(one, piece.options()).solutions;
            Workspace fresh = new Workspace(new LinkedMatrix(p));
            onFresh += countTask(fresh, piece.options()).solutions;
            freshFinds += fresh.diagnostics.memoFinds;
        }
        assertThat(onOne).as("tilings, one worker").isEqualTo(167_089);
        assertThat(onFresh).as("tilings, a fresh worker per task").isEqualTo(167_089);
        assertThat(one.diagnostics.memoFinds).as("look-ups on one worker, against " + freshFinds + " on fresh")
                .isLessThan(freshFinds * 3 / 4);
    }

    /**
     * The workers' verdict that states do not repeat: a worker whose first 2,048 look-ups found nothing (the
     * Kakuro's tree) turns the look-ups of the other workers' later tasks off, unless some look-up of any
     * worker has found an entry.
     */
    @Test
    void workers_noRepeatsVerdict_turnsOthersOff_unlessAnyoneHit() throws IOException {
        ExactCoverProblem p = DlxFormat.parse(KnuthCounts.resource("dlx2", "kakuro-4x4.dlx"));
        List<Subproblem> pieces = new DancingLinks(p).split(2);
        for (boolean someoneHit : new boolean[] {false, true}) {
            Workspace a = new Workspace(new LinkedMatrix(p));
            Workspace b = new Workspace(new LinkedMatrix(p));
            a.useMemoLayout(unsettled(p));
            b.useMemoLayout(unsettled(p));
            SubtreeMemo.Workers workers = new SubtreeMemo.Workers(2);
            workers.anyHit = someoneHit;
            a.forTask(null, workers, true);
            b.forTask(null, workers, true);
            for (Subproblem piece : pieces) {
                countTask(a, piece.options());
            }
            assertThat(a.diagnostics.memoHits).as("hits").isZero();
            assertThat(a.diagnostics.memoFinds).as("the first worker's look-ups").isEqualTo(2048);
            countTask(b, pieces.get(pieces.size() - 1).options());
            if (someoneHit) {
                assertThat(b.diagnostics.memoFinds).as("the other worker's look-ups, someone hit").isPositive();
            } else {
                assertThat(b.diagnostics.memoFinds).as("the other worker's look-ups, nobody hit").isZero();
            }
        }
    }

    /**
     * Parallel counts on the 6x8 dominoes, whose states repeat: a worker's first hit says so to the others
     * (so a verdict of no repeats from a worker whose first look-ups missed turns nobody off).
     */
    @Test
    void workers_aHitIsShared() {
        DancingLinks dl = new DancingLinks(tilingProblem(6, 8, List.of("##")));
        Workspace ws = new Workspace(new LinkedMatrix(dl.matrix.problem));
        SubtreeMemo.Workers workers = new SubtreeMemo.Workers(1);
        ws.forTask(null, workers, true);
        assertThat(countTask(ws, new int[0]).solutions).as("tilings").isEqualTo(167_089);
        assertThat(ws.diagnostics.memoHits).as("hits").isPositive();
        assertThat(workers.anyHit).as("a hit, shared").isTrue();
        assertThat(workers.noRepeats).as("no verdict of no repeats").isFalse();
    }

    /**
     * A parallel count's workers have a table each, and together they keep to one count's largest arena:
     * a table made for one of k workers forgets everything once it holds a k-th of it. Entries of 8 longs
     * (a one-word key, the five counters and two levels) into tables for 1, 2 and 4 workers of an arena
     * limited to 4,096 longs: the first forgets at the 513th entry, the others at the 257th and the 129th.
     */
    @Test
    void workerTables_shareOneCountsLargestArena() {
        SubtreeMemo.arenaLimitForTests = 4096;
        long[] key = new long[1];
        long[] profile = {1, 1, 0};
        long[] before = new long[3];
        for (int workers : new int[] {1, 2, 4}) {
            SubtreeMemo.Table t = new SubtreeMemo.Table(1, workers);
            int stored = 0;
            while (true) {
                key[0] = stored + 1;
                if (t.put(key, 0, SubtreeMemo.hash(key, 0, 1), 1, 2, 3, 0, profile, 0, before, 0) == 1) {
                    break;
                }
                stored++;
                assertThat(t.find(key, 0, SubtreeMemo.hash(key, 0, 1))).as("entry just stored").isNotNegative();
            }
            assertThat(stored).as("entries before forgetting, " + workers + " workers").isEqualTo(4096 / 8 / workers);
            assertThat(t.find(key, 0, SubtreeMemo.hash(key, 0, 1))).as("the entry stored on forgetting").isNotNegative();
            key[0] = 1;
            assertThat(t.find(key, 0, SubtreeMemo.hash(key, 0, 1))).as("the first entry, forgotten").isNegative();
        }
    }

    /** Counts below a path on a workspace as a parallel worker's task does (keys from the root). */
    /**
     * The memo's layout without {@link Settling}: the Kakuro's states repeat only through items left without
     * options, so without the rule its tree is one whose states never repeat, which the rules that stop
     * looking up need.
     */
    private static SubtreeMemo.Layout unsettled(ExactCoverProblem p) {
        return new SubtreeMemo.Layout(p, () -> false, false);
    }

    private static SearchState countTask(Workspace ws, int[] path) {
        ws.selections.selectPrefix(path);
        ws.forTask(path, ws.memoWorkers(), true);
        SearchControl control = new SearchControl(SearchSettings.DEFAULT, null, System.nanoTime(), true, null, false);
        SearchEngine engine = ws.engine(control, EngineOptions.of(SearchSettings.DEFAULT));
        while (engine.next()) {
            engine.state().solutions++;
        }
        ws.selections.deselectPrefix(path);
        return engine.state();
    }

    /**
     * A parallel count gives each worker's table a share of the count's largest arena ({@link
     * #workerTables_shareOneCountsLargestArena}): a count too small to split (fewer nodes than a check
     * interval, so one worker searches it all) fills its one worker's table as a sequential count fills its
     * own, and with the smallest arena in which the sequential count never forgets, the parallel count on
     * three workers (a third of it each) forgets, and still has the sequential count's counters.
     */
    @Test
    void parallelCount_aWorkersTableIsItsShareOfTheArena() {
        DancingLinks dl = new DancingLinks(tilingProblem(4, 4, List.of("##", "###")));
        SearchResult sequential = dl.count(SearchSettings.DEFAULT);
        assertThat(sequential.statistics().nodes()).as("nodes").isLessThan(SearchSettings.CHECK_INTERVAL);
        int fits = 0;
        for (int limit = 64; fits == 0; limit += 8) { // the smallest limit without forgetting
            SubtreeMemo.arenaLimitForTests = limit;
            dl.workspace.diagnostics.memoResets = 0;
            assertThat(dl.count(SearchSettings.DEFAULT).statistics()).isEqualTo(sequential.statistics());
            fits = dl.workspace.diagnostics.memoResets == 0 ? limit : 0;
        }
        assertThat(fits / 3).as("a third of the arena, above the least table").isGreaterThan(2 * (1 + 5 + 64));
        assertThat(dl.workspace.diagnostics.memoHits).as("hits").isPositive();
        long resets = SubtreeMemo.Table.RESETS.sum();
        assertThat(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics())
                .isEqualTo(sequential.statistics());
        assertThat(SubtreeMemo.Table.RESETS.sum() - resets).as("forgotten in a third of " + fits + " longs")
                .isPositive();
    }

    /**
     * Parallel counts whose workers' tables are too small: each forgets everything when full, in the middle
     * of a task or between two, and every counter, the nodes per level included, is still the pure links'.
     * Several rounds, three workers.
     */
    @Test
    void parallelCounts_smallWorkerTablesForget_sameCountersAsThePureLinks() {
        SubtreeMemo.arenaLimitForTests = 600;
        long resets = SubtreeMemo.Table.RESETS.sum();
        DancingLinks dominoes = new DancingLinks(tilingProblem(6, 8, List.of("##")));
        SearchStatistics oracle = pure(dominoes, SearchSettings.DEFAULT).statistics();
        for (int round = 0; round < 5; round++) {
            assertThat(dominoes.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics())
                    .as("6x8 dominoes, round " + round).isEqualTo(oracle);
        }
        Seeded.repeat("SubtreeMemoTest.sharedSmall", 0x5A4_ED1L, 30, (round, rnd) -> {
            String[] shapes = {"##", "###", "##\n#.", "#..\n###"};
            ExactCoverProblem p = tilingProblem(2 + rnd.nextInt(2), 4 + rnd.nextInt(4),
                    List.of(shapes).subList(0, 1 + rnd.nextInt(shapes.length)));
            String dump = "round " + round + "; the problem in Knuth's format:\n" + DlxFormat.format(p);
            DancingLinks dl = new DancingLinks(p);
            assertThat(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics()).as(dump)
                    .isEqualTo(pure(dl, SearchSettings.DEFAULT).statistics());
        });
        assertThat(SubtreeMemo.Table.RESETS.sum() - resets).as("tables forgotten").isPositive();
    }

    @Test
    void parallelNodeBudget_overrunAtMostACheckIntervalPerWorker() {
        DancingLinks dl = new DancingLinks(tilingProblem(8, 8, List.of("##")));
        for (long budget : new long[] {100_000, 500_000, 2_000_000}) {
            SearchResult r = dl.parallelSearch(POOL, SearchSettings.builder().nodeBudget(budget).build(), null);
            assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
            assertThat(r.statistics().nodes()).as("budget " + budget)
                    .isBetween(budget, budget + (long) POOL.getParallelism() * SearchSettings.CHECK_INTERVAL);
        }
    }
}
