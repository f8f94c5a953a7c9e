/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The counts' memo under Algorithm M ({@link MultiplicityKeys}): a count that meets a state again adds the
 * subtree it stored for it, so the key must tell apart every two states whose subtrees differ (the bounds
 * left, the options that block levels hid, the colors). The oracles: a brute force written here that knows
 * only the definition (options taken or left in index order), the statistics of a search that visits every
 * solution (no memo: it stands still at each), and Knuth's DLX3 counters of the {@code mcc} file. The
 * problems are made so that states repeat (few items, many options; tilings whose pieces have
 * multiplicities), and each test checks that the memo had hits, so the fixtures reach it.
 */
class MultiplicityMemoTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    /** Few primary items with bounds, a few colored secondary items, many short options over them. */
    @Test
    void denseRandomProblems_countsEqualTheBruteForce_withHits() {
        long[] hits = new long[1];
        Seeded.repeat("MultiplicityMemoTest.dense", 0x3E3_0001L, 3000, (round, rnd) -> {
            MccOracle spec = dense(rnd);
            hits[0] += check(spec, round, rnd);
        });
        assertThat(hits[0]).as("subtrees taken from the memo").isGreaterThan(3000);
    }

    /**
     * Tilings of small boards by pieces whose items have bounds (some 0..k, some at least 2), cells covered
     * once or at most once: a state is the cells covered and each piece's count, met by many arrangements,
     * and pieces with few placements left are branched on without being covered (block levels).
     */
    @Test
    void tilingsWithPieceBounds_countsEqualTheBruteForce_withHits() {
        long[] hits = new long[1];
        Seeded.repeat("MultiplicityMemoTest.tilings", 0x3E3_0002L, 2000, (round, rnd) -> {
            MccOracle spec = tiling(rnd);
            hits[0] += check(spec, round, rnd);
        });
        assertThat(hits[0]).as("subtrees taken from the memo").isGreaterThan(3000);
    }

    /**
     * Counts the problem three ways and compares: the count (with the memo) against the brute force, its
     * statistics against a search that visits every solution; now and then a parallel count and the pieces
     * of a split as well. Returns the memo's hits.
     */
    private static long check(MccOracle spec, int round, Random rnd) {
        String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
        DancingLinks dl = new DancingLinks(spec.toProblem());
        int[][] before = dl.snapshot();
        SearchResult counted = dl.count(SearchSettings.DEFAULT);
        long hits = dl.workspace.diagnostics.memoHits;
        assertThat(counted.solutions()).as(dump).isEqualTo(bruteForce(spec));
        SearchResult visited = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
        assertThat(counted.statistics()).as(dump).isEqualTo(visited.statistics());
        RestoreInvariantTest.assertRestored(dl, before, dump);
        if (round % 25 == 0) {
            assertThat(dl.parallelSearch(POOL, SearchSettings.DEFAULT, null).statistics()).as(dump + "parallel")
                    .isEqualTo(visited.statistics());
            long sum = 0;
            for (Subproblem sub : dl.split(1 + rnd.nextInt(3))) {
                SearchResult piece = dl.search(sub, SearchSettings.DEFAULT, Driver.COUNTING);
                assertThat(piece.statistics()).as(dump + "below " + sub.toText())
                        .isEqualTo(dl.search(sub, SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics());
                sum += piece.solutions();
            }
            assertThat(sum).as(dump + "the pieces of a split").isEqualTo(counted.solutions());
            RestoreInvariantTest.assertRestored(dl, before, dump);
        }
        return hits;
    }

    /** The {@code mcc} file: DLX3's counters (dlx3.w, built with ctangle and gcc), with the memo's hits. */
    @Test
    void tetrominoesWithMultiplicities_countersEqualDlx3s() throws IOException {
        DancingLinks dl = new DancingLinks(DlxFormat.parse(KnuthCounts.resource("dlx3", "mcc.dlx")));
        int[][] before = dl.snapshot();
        SearchResult counted = dl.count(SearchSettings.DEFAULT);
        assertThat(KnuthCounts.counters(counted)).containsExactly(121_108L, 1_405_745L, 93_888_054L, 0L);
        assertThat(dl.workspace.diagnostics.memoHits).as("subtrees taken from the memo").isGreaterThan(10_000);
        RestoreInvariantTest.assertRestored(dl, before, "mcc");
    }

    /**
     * Node and update budgets anywhere in a count whose subtrees come from the memo: it stops where a search
     * that visits every solution stops, with its counters.
     */
    @Test
    void underBudgets_stopsWhereVisitingEverySolutionStops() {
        int[] cellLow = new int[15];
        Arrays.fill(cellLow, 1);
        boolean[] all = {true, true, true, true, true};
        MccOracle spec = tiling(3, 5, all, cellLow, new int[5], new int[] {3, 2, 2, 1, 2}, false);
        DancingLinks dl = new DancingLinks(spec.toProblem());
        int[][] before = dl.snapshot();
        SearchStatistics whole = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics();
        Random rnd = new Random(20261207L);
        long hits = 0;
        for (int k = 0; k < 40; k++) {
            SearchSettings settings = k % 2 == 0
                    ? SearchSettings.builder().nodeBudget(1 + (long) (rnd.nextDouble() * whole.nodes())).build()
                    : SearchSettings.builder().updateBudget(1 + (long) (rnd.nextDouble() * whole.updates())).build();
            long earlier = dl.workspace.diagnostics.memoHits;
            SearchResult counted = dl.count(settings);
            SearchResult visited = dl.search(settings, s -> Decision.CONTINUE);
            String as = settings + "; the problem in Knuth's format:\n" + spec.toDlx();
            assertThat(counted.outcome()).as(as).isEqualTo(visited.outcome());
            assertThat(counted.statistics()).as(as).isEqualTo(visited.statistics());
            RestoreInvariantTest.assertRestored(dl, before, as);
            hits += dl.workspace.diagnostics.memoHits - earlier;
        }
        assertThat(hits).as("subtrees taken from the memo").isGreaterThan(100);
    }

    // ---------------------------------------------------------------------------------------------------
    // problems

    private static MccOracle dense(Random rnd) {
        int p = 2 + rnd.nextInt(4);
        int s = rnd.nextInt(3);
        boolean[] sec = new boolean[p + s];
        Arrays.fill(sec, p, p + s, true);
        int[] lo = new int[p + s];
        int[] hi = new int[p + s];
        for (int i = 0; i < p; i++) {
            lo[i] = rnd.nextInt(3);
            hi[i] = Math.max(lo[i], 1) + rnd.nextInt(3);
        }
        int m = 8 + rnd.nextInt(8);
        int[][] opts = new int[m][];
        int[][] cols = new int[m][];
        for (int o = 0; o < m; o++) {
            int size = 1 + rnd.nextInt(Math.min(3, p + s));
            int[] option = Arrays.copyOf(ProblemSpec.permutation(rnd, p + s), size);
            boolean primary = false;
            for (int item : option) {
                primary |= !sec[item];
            }
            if (!primary) {
                option[0] = rnd.nextInt(p);
            }
            int[] color = new int[size];
            for (int k = 0; k < size; k++) {
                if (sec[option[k]] && rnd.nextInt(3) > 0) {
                    color[k] = 1 + rnd.nextInt(2);
                }
            }
            opts[o] = option;
            cols[o] = color;
        }
        return new MccOracle(sec, lo, hi, opts, cols);
    }

    /** Shapes as cell offsets (row, column), each orientation a shape of its own. */
    private static final int[][][] SHAPES = {
        {{0, 0}, {0, 1}}, {{0, 0}, {1, 0}}, // domino
        {{0, 0}, {0, 1}, {0, 2}}, {{0, 0}, {1, 0}, {2, 0}}, // straight tromino
        {{0, 0}, {0, 1}, {1, 0}}, {{0, 0}, {0, 1}, {1, 1}}, {{0, 0}, {1, 0}, {1, 1}}, {{0, 1}, {1, 0}, {1, 1}},
        {{0, 0}, {0, 1}, {1, 0}, {1, 1}}, // square
        {{0, 0}}, // monomino
    };
    private static final int[] PIECE = {0, 0, 1, 1, 2, 2, 2, 2, 3, 4};

    /**
     * A board of 2 or 3 rows and 2 to 4 columns of cells (primary, 1..1, now and then 0..1) and some of
     * five pieces (primary, with random bounds), one option per placement of each orientation: the piece's
     * item and its cells, and now and then a secondary "corner" item that the placements on the first cell
     * hold with a color of their piece's.
     */
    private static MccOracle tiling(Random rnd) {
        int rows = 2 + rnd.nextInt(2);
        int cols = 2 + rnd.nextInt(3);
        boolean[] used = new boolean[5];
        for (int k = 0; k < 5; k++) {
            used[k] = rnd.nextInt(3) > 0;
        }
        used[rnd.nextInt(5)] = true;
        int[] cellLow = new int[rows * cols];
        for (int i = 0; i < cellLow.length; i++) {
            cellLow[i] = rnd.nextInt(6) == 0 ? 0 : 1;
        }
        int[] pieceLow = new int[5];
        int[] pieceHigh = new int[5];
        for (int k = 0; k < 5; k++) {
            pieceLow[k] = rnd.nextInt(3) == 0 ? 1 : 0;
            pieceHigh[k] = Math.max(pieceLow[k], 1) + rnd.nextInt(3);
        }
        return tiling(rows, cols, used, cellLow, pieceLow, pieceHigh, rnd.nextInt(4) == 0);
    }

    /**
     * Tilings of a rows x cols board: cell i covered at least {@code cellLow[i]} times and at most once, piece
     * k (domino, straight and bent tromino, square, monomino) when {@code used[k]}, between
     * {@code pieceLow[k]} and {@code pieceHigh[k]} times.
     */
    private static MccOracle tiling(int rows, int cols, boolean[] used, int[] cellLow, int[] pieceLow,
            int[] pieceHigh, boolean corner) {
        int cells = rows * cols;
        int pieces = 5;
        int n = cells + pieces + (corner ? 1 : 0);
        boolean[] sec = new boolean[n];
        int[] lo = new int[n];
        int[] hi = new int[n];
        for (int i = 0; i < cells; i++) {
            lo[i] = cellLow[i];
            hi[i] = 1;
        }
        for (int k = 0; k < pieces; k++) {
            lo[cells + k] = pieceLow[k];
            hi[cells + k] = pieceHigh[k];
        }
        if (corner) {
            sec[n - 1] = true;
        }
        List<int[]> opts = new ArrayList<>();
        List<int[]> cols2 = new ArrayList<>();
        for (int sh = 0; sh < SHAPES.length; sh++) {
            if (!used[PIECE[sh]]) {
                continue;
            }
            for (int r0 = 0; r0 < rows; r0++) {
                for (int c0 = 0; c0 < cols; c0++) {
                    int[] option = new int[SHAPES[sh].length + 1];
                    option[0] = cells + PIECE[sh];
                    boolean fits = true;
                    for (int k = 0; k < SHAPES[sh].length; k++) {
                        int r = r0 + SHAPES[sh][k][0];
                        int c = c0 + SHAPES[sh][k][1];
                        fits &= r < rows && c < cols;
                        option[k + 1] = r * cols + c;
                    }
                    if (!fits) {
                        continue;
                    }
                    int[] color = new int[option.length];
                    if (corner && option[1] == 0) {
                        option = Arrays.copyOf(option, option.length + 1);
                        option[option.length - 1] = n - 1;
                        color = new int[option.length];
                        color[option.length - 1] = 1 + PIECE[sh] % 2;
                    }
                    opts.add(option);
                    cols2.add(color);
                }
            }
        }
        if (opts.isEmpty()) {
            opts.add(new int[] {0});
            cols2.add(new int[] {0});
        }
        return new MccOracle(sec, lo, hi, opts.toArray(new int[0][]), cols2.toArray(new int[0][]));
    }

    // ---------------------------------------------------------------------------------------------------
    // the brute force

    /**
     * Counts the sets of options (each at most once) that cover every primary item between its bounds and
     * give every secondary item at most one option or options of one color: each option in index order is
     * taken or left, a branch ends where an item would pass its upper bound, a color would clash, or the
     * options left cannot bring an item to its lower bound.
     */
    static long bruteForce(MccOracle spec) {
        int n = spec.secondary.length;
        int m = spec.options.length;
        int[][] later = new int[m + 1][n]; // later[k][i]: options k.. that hold item i
        for (int k = m - 1; k >= 0; k--) {
            later[k] = later[k + 1].clone();
            for (int i : spec.options[k]) {
                later[k][i]++;
            }
        }
        return take(spec, later, 0, new int[n], new int[n]);
    }

    private static long take(MccOracle spec, int[][] later, int k, int[] count, int[] color) {
        int n = count.length;
        for (int i = 0; i < n; i++) {
            if (!spec.secondary[i] && count[i] + later[k][i] < spec.lower[i]) {
                return 0;
            }
        }
        if (k == spec.options.length) {
            return 1;
        }
        long total = take(spec, later, k + 1, count, color); // option k left
        int[] option = spec.options[k];
        int[] colors = spec.colors[k];
        boolean fits = true;
        for (int j = 0; j < option.length && fits; j++) {
            int i = option[j];
            if (spec.secondary[i]) {
                fits = count[i] == 0 || (colors[j] != 0 && color[i] == colors[j]);
            } else {
                fits = count[i] < spec.upper[i];
            }
        }
        if (fits) {
            int[] c2 = count.clone();
            int[] col2 = color.clone();
            for (int j = 0; j < option.length; j++) {
                c2[option[j]]++;
                col2[option[j]] = colors[j];
            }
            total += take(spec, later, k + 1, c2, col2);
        }
        return total;
    }
}
