/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.CostOracle;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The two representations of the minimum-cost walk's lists ({@link CostLinks}, Knuth's links, and
 * {@link CostBits}, bitsets) against each other: on random problems without colors, large enough that the
 * bitsets take several words, the walk meets the same solutions in the same order and counts the same
 * nodes, updates and profile on both, with and without bounds, under a falling cutoff (the first pass) and
 * a fixed one (the second pass), split into pieces and placed. The links are Knuth's {@code DLX5} data
 * structure, checked against his program by {@link KnuthDlx5Test} and against brute force by
 * {@link CostSearchOracleTest}.
 */
class CostListsTest {

    @Test
    void walks_onBitsAndOnLinks_meetTheSameNodes() {
        int[] multiword = new int[1];
        Seeded.repeat("CostListsTest.walks", 0xB175_0001L, 1000, (round, rnd) -> {
            ExactCoverProblem problem = colorless(rnd);
            multiword[0] += problem.optionCount() > 64 ? 1 : 0;
            String dump = "round " + round + "\n" + DlxFormat.format(problem);
            for (boolean bound : new boolean[] {false, true}) {
                for (int k : new int[] {1, 3, 10}) {
                    String as = "bound " + bound + ", k " + k + ":\n" + dump;
                    Walked links = firstPass(new CostLinks(problem), bound, k);
                    Walked bits = firstPass(new CostBits(problem), bound, k);
                    assertThat(bits.transcript).as(as).isEqualTo(links.transcript);
                    if (links.worst >= 0) {
                        List<String> fixedLinks = fixedCut(() -> new CostLinks(problem), bound, links.worst + 1);
                        List<String> fixedBits = fixedCut(() -> new CostBits(problem), bound, links.worst + 1);
                        assertThat(fixedBits).as("fixed cut; " + as).isEqualTo(fixedLinks);
                    }
                }
            }
        });
        assertThat(multiword[0]).as("problems with more than 64 options").isGreaterThan(200);
    }

    @Test
    void of_picksBitsetsForProblemsWithoutColorsThatFit() {
        ExactCoverProblem plain = ExactCoverProblem.builder().primary("a", "b").secondary("x")
                .option(3, "a", "x").option(1, "b").option(2, "a", "b").build();
        assertThat(CostLists.of(plain, false)).isInstanceOf(CostBits.class);
        assertThat(CostLists.of(plain, true)).as("plainLinks: Knuth's links").isInstanceOf(CostLinks.class);
        ExactCoverProblem colored = ExactCoverProblem.builder().primary("a", "b").secondary("x")
                .option(new String[] {"a", "x"}, new String[] {null, "R"}).cost(3)
                .option(new String[] {"b", "x"}, new String[] {null, "G"}).cost(1)
                .option(2, "a", "b").build();
        assertThat(CostLists.of(colored, false)).isInstanceOf(CostLinks.class);
        ExactCoverProblem.Builder wide = ExactCoverProblem.builder().primary("a");
        for (int o = 0; o <= CostBits.MAX_OPTIONS; o++) {
            wide.option(o % 7, "a");
        }
        assertThat(CostLists.of(wide.build(), false)).as("more options than the bitsets take")
                .isInstanceOf(CostLinks.class);
        ExactCoverProblem.Builder tall = ExactCoverProblem.builder().primary("a");
        for (int i = 0; i < 13_000; i++) {
            tall.secondary("s" + i);
        }
        for (int o = 0; o < CostBits.MAX_OPTIONS; o++) {
            tall.option(o % 7, "a", "s" + o);
        }
        assertThat(CostLists.of(tall.build(), false)).as("sets over CostBits.MAX_WORDS")
                .isInstanceOf(CostLinks.class);
    }

    /** The lists' own view: after the same covers, every item's list holds the same options in order. */
    @Test
    void lists_afterTheSameCovers_holdTheSameOptions() {
        Seeded.repeat("CostListsTest.lists", 0xB175_0002L, 1000, (round, rnd) -> {
            ExactCoverProblem problem = colorless(rnd);
            CostLists a = new CostLinks(problem);
            CostLists b = new CostBits(problem);
            String dump = "round " + round + "\n" + DlxFormat.format(problem);
            List<int[]> undo = new ArrayList<>(); // item, option, thresholds
            for (int step = 0; step < 6 && !a.allCovered(); step++) {
                assertThat(lists(b)).as("step " + step + "; " + dump).isEqualTo(lists(a));
                int item = a.next[CostLists.ROOT];
                int p = a.first(item);
                if (p < 0) {
                    break;
                }
                // An option of the item, and thresholds that leave some dear options alone.
                List<Integer> choices = new ArrayList<>();
                for (int q = p; q >= 0; q = a.next(item, q)) {
                    if (clear(a, a.option(q))) {
                        choices.add(q); // as the walk takes them: options that clash with no cover
                    }
                }
                if (choices.isEmpty()) {
                    break;
                }
                int q = choices.get(rnd.nextInt(choices.size()));
                int option = a.option(q);
                long t1 = a.cost(q) + rnd.nextInt(4);
                long t0 = t1 + rnd.nextInt(3);
                a.cover(item, t0);
                b.cover(item, t0);
                assertThat(lists(b)).as("after cover, step " + step + "; " + dump).isEqualTo(lists(a));
                a.coverOthers(q, t1);
                b.coverOthers(b.handle(option, item), t1);
                assertThat(b.updates).as("updates; " + dump).isEqualTo(a.updates);
                assertThat(b.hash).isEqualTo(a.hash);
                undo.add(new int[] {item, option, (int) t0, (int) t1});
            }
            for (int j = undo.size() - 1; j >= 0; j--) {
                int[] u = undo.get(j);
                a.uncoverOthers(a.handle(u[1], u[0]), u[3]);
                b.uncoverOthers(b.handle(u[1], u[0]), u[3]);
                a.uncover(u[0], u[2]);
                b.uncover(u[0], u[2]);
                assertThat(lists(b)).as("after uncover; " + dump).isEqualTo(lists(a));
            }
            assertThat(b.hash).isZero();
            assertThat(lists(b)).isEqualTo(lists(new CostLinks(problem)));
        });
    }

    /** Whether none of option {@code o}'s items is covered. */
    private static boolean clear(CostLists m, int o) {
        for (int k = m.start[o]; k < m.start[o + 1]; k++) {
            int h = m.items[k];
            if ((m.covered[h >> 6] & (1L << h)) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The list of every item not covered, as the problem's options in order, and the ring of primary items
     * left. (A covered item's list differs by design: the links also drop from it what later covers hide;
     * the walk reads it only when nothing later is covered.)
     */
    private static String lists(CostLists m) {
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k <= m.n; k++) {
            if ((m.covered[k >> 6] & (1L << k)) != 0) {
                continue;
            }
            sb.append(k).append(':');
            for (int p = m.first(k); p >= 0; p = m.next(k, p)) {
                sb.append(' ').append(m.option(p)).append('/').append(m.cost(p));
            }
            sb.append('\n');
        }
        sb.append("ring:");
        for (int k = m.next[CostLists.ROOT]; k != CostLists.ROOT; k = m.next[k]) {
            sb.append(' ').append(k);
        }
        return sb.toString();
    }

    /** What a walk met: its solutions and their costs, then its counts. */
    private record Walked(List<String> transcript, long worst) {
    }

    /** {@code DLX5}'s pass for the k best: the cutoff falls to the k-th best as solutions come. */
    private static Walked firstPass(CostLists lists, boolean bound, int k) {
        CostEngine engine = new CostEngine(lists, new SearchControl(SearchSettings.DEFAULT), bound);
        CostSearch.Kept kept = new CostSearch.Kept(k);
        List<String> transcript = new ArrayList<>();
        while (engine.next()) {
            engine.state().solutions++;
            transcript.add(engine.solutionCost() + " " + Arrays.toString(engine.solutionOptions()));
            kept.add(engine.solutionCost(), engine.solutionOptions());
            if (kept.full()) {
                engine.cutAt(kept.worst());
            }
        }
        transcript.add(counts(engine.state()));
        return new Walked(transcript, kept.full() ? kept.worst() : -1);
    }

    /** The most solutions a fixed-cut walk or piece is followed to. */
    private static final int MOST = 300;

    /**
     * The second pass's walk, cutoff fixed: whole (as far as {@link #MOST} solutions), each solution placed,
     * then by pieces, each on fresh lists.
     */
    private static List<String> fixedCut(Supplier<CostLists> make, boolean bound, long cut) {
        List<String> transcript = new ArrayList<>();
        CostEngine engine = new CostEngine(make.get(), new SearchControl(SearchSettings.DEFAULT), bound);
        engine.cutAt(cut);
        List<int[]> solutions = new ArrayList<>();
        while (solutions.size() < MOST && engine.next()) {
            transcript.add(engine.solutionCost() + " " + Arrays.toString(engine.solutionOptions()));
            solutions.add(engine.solutionOptions());
        }
        transcript.add(counts(engine.state()));
        CostLists lists = make.get();
        CostEngine placer = new CostEngine(lists, new SearchControl(SearchSettings.DEFAULT), bound);
        placer.cutAt(cut);
        for (int[] s : solutions) {
            int[][] where = placer.place(s);
            transcript.add(where == null ? "unplaced" : Arrays.toString(where[1]));
        }
        List<int[]> pieces = CostSearch.pieces(lists, cut, 4, bound, new SearchControl(SearchSettings.DEFAULT),
                null);
        for (int[] piece : pieces) {
            CostEngine walk = new CostEngine(make.get(), new SearchControl(SearchSettings.DEFAULT), bound);
            walk.cutAt(cut);
            transcript.add("piece " + Arrays.toString(piece));
            if (walk.applyPrefix(piece)) {
                for (int found = 0; found < MOST && walk.next(); found++) {
                    transcript.add(walk.solutionCost() + " " + Arrays.toString(walk.solutionOptions()));
                }
                transcript.add(counts(walk.state()));
            }
        }
        return transcript;
    }

    private static String counts(SearchState st) {
        SearchStatistics s = st.statistics();
        return "nodes " + s.nodes() + ", updates " + s.updates() + ", profile " + Arrays.toString(s.nodesPerLevel());
    }

    /**
     * A random problem without colors: up to 12 primary and 4 secondary items, 3 to 300 options of 1 to 4
     * items (some planted as partitions, so that most problems have solutions), small costs or many equal.
     */
    private static ExactCoverProblem colorless(Random rnd) {
        int primary = 1 + rnd.nextInt(12);
        int options = rnd.nextInt(3) == 0 ? 65 + rnd.nextInt(236) : 3 + rnd.nextInt(60);
        int costs = 1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 30);
        CostOracle spec = CostOracle.random(rnd, primary, 4, options, 4, 1, 1 + rnd.nextInt(4),
                r -> r.nextInt(costs));
        int[][] none = new int[spec.options.length][];
        for (int o = 0; o < none.length; o++) {
            none[o] = new int[spec.options[o].length];
        }
        return new CostOracle(spec.secondary, spec.options, none, spec.costs).toProblem();
    }
}
