/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.CostOracle;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
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

    /**
     * The bounds that rest and wake (the dual bound's tries, the memo's lookups and stores), with windows
     * and rests shrunk to a few nodes so that they do so all through small walks: the walk still keeps
     * every solution Knuth's plain walk keeps, in the same order (the improvements), twice on the same
     * lists. A memo that rests must still pass what was found below to the level above, whose store it
     * bounds.
     */
    @Test
    void restingBounds_keepWhatThePlainWalkKeeps() {
        int[] rested = new int[2]; // walks whose memo rested, whose dual bound rested
        Seeded.repeat("CostListsTest.resting", 0xB175_0003L, 600, (round, rnd) -> {
            ExactCoverProblem problem = colorless(rnd);
            String dump = "round " + round + "\n" + DlxFormat.format(problem);
            for (int k : new int[] {1, 3, 10}) {
                Walked plain = firstPass(new CostLinks(problem), false, k);
                List<String> expected = plain.transcript().subList(0, plain.transcript().size() - 1);
                CostLists lists = rnd.nextBoolean() ? new CostLinks(problem) : new CostBits(problem);
                CostEngine.BoundRecord r = lists.boundRecord();
                r.window = 1 + rnd.nextInt(4);
                r.memoWindow = 1 + rnd.nextInt(4);
                r.memoRatio = 1 + rnd.nextInt(8);
                r.firstRest = 1 + rnd.nextInt(8);
                r.rest = r.firstRest;
                r.memoRest = r.firstRest;
                // Twice on the same lists: the second walk starts from the first one's record and memo.
                for (int walk = 0; walk < 2; walk++) {
                    Walked resting = firstPass(lists, true, k);
                    assertThat(resting.transcript().subList(0, resting.transcript().size() - 1))
                            .as("k " + k + ", walk " + walk + ", the solutions met; " + dump).isEqualTo(expected);
                }
                rested[0] += r.memoOffUntil > 0 ? 1 : 0;
                rested[1] += r.offUntil > 0 ? 1 : 0;
            }
        });
        assertThat(rested[0]).as("walks whose memo rested").isGreaterThan(300);
        assertThat(rested[1]).as("walks whose dual bound rested").isGreaterThan(100);
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

    /**
     * The lists' own view: after the same covers, whose thresholds fall as the walk's do
     * ({@link CostLists}' rule), every item's list holds the same options in order: those not covered,
     * and those covered by {@code cover} (the walk's branching items; the lists of the items covered by
     * {@code coverOthers} are not defined).
     */
    @Test
    void lists_afterTheSameCovers_holdTheSameOptions() {
        Seeded.repeat("CostListsTest.lists", 0xB175_0002L, 1000, (round, rnd) -> {
            ExactCoverProblem problem = colorless(rnd);
            CostLists a = new CostLinks(problem);
            CostLists b = new CostBits(problem);
            String dump = "round " + round + "\n" + DlxFormat.format(problem);
            List<long[]> undo = new ArrayList<>(); // item, option, thresholds
            long limit = Long.MAX_VALUE; // the last threshold in force
            for (int step = 0; step < 6 && !a.allCovered(); step++) {
                assertThat(lists(b, undo)).as("step " + step + "; " + dump).isEqualTo(lists(a, undo));
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
                long t0 = Math.min(limit, a.cost(q) + rnd.nextInt(6));
                long t1 = t0 - rnd.nextInt(3);
                limit = t1;
                a.cover(item, t0);
                b.cover(item, t0);
                assertThat(lists(b, undo, item)).as("after cover, step " + step + "; " + dump)
                        .isEqualTo(lists(a, undo, item));
                a.coverOthers(q, t1);
                b.coverOthers(b.handle(option, item), t1);
                assertThat(b.updates).as("updates; " + dump).isEqualTo(a.updates);
                assertThat(b.hash).isEqualTo(a.hash);
                undo.add(new long[] {item, option, t0, t1});
            }
            for (int j = undo.size() - 1; j >= 0; j--) {
                long[] u = undo.get(j);
                int item = (int) u[0];
                int option = (int) u[1];
                a.uncoverOthers(a.handle(option, item), u[3]);
                b.uncoverOthers(b.handle(option, item), u[3]);
                a.uncover(item, u[2]);
                b.uncover(item, u[2]);
                assertThat(lists(b, undo.subList(0, j))).as("after uncover; " + dump)
                        .isEqualTo(lists(a, undo.subList(0, j)));
            }
            assertThat(b.hash).isZero();
            assertThat(lists(b, List.of())).isEqualTo(lists(new CostLinks(problem), List.of()));
        });
    }

    /** Whether none of option {@code o}'s items is covered. */
    private static boolean clear(CostLists m, int o) {
        for (int k = m.start[o]; k < m.start[o + 1]; k++) {
            int h = m.items[k];
            if (m.isCovered(h)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The lists, as the problem's options in order, of the items not covered and of those covered by
     * {@code cover} ({@code undo}'s first entries, and {@code also}), and the ring of primary items left.
     */
    private static String lists(CostLists m, List<long[]> undo, int... also) {
        Set<Integer> branched = new HashSet<>();
        undo.forEach(u -> branched.add((int) u[0]));
        Arrays.stream(also).forEach(branched::add);
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k <= m.n; k++) {
            if (m.isCovered(k) && !branched.contains(k)) {
                continue;
            }
            sb.append(k).append(m.isCovered(k) ? "*:" : ":");
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
            transcript.add(engine.solutionCost() + " " + Arrays.toString(engine.solutionOptions()) + progress(engine));
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
            transcript.add(engine.solutionCost() + " " + Arrays.toString(engine.solutionOptions()) + progress(engine));
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

    /** Where the walk stands, as progress reports read it: each level's options tried and listed. */
    private static String progress(CostEngine engine) {
        StringBuilder sb = new StringBuilder(" at");
        for (int j = 0; j < engine.state().level; j++) {
            sb.append(' ').append(engine.triedAt(j)).append('/').append(engine.choices(j));
        }
        return sb.toString();
    }

    private static String counts(SearchState st) {
        SearchStatistics s = st.statistics();
        return "nodes " + s.nodes() + ", updates " + s.updates() + ", profile " + Arrays.toString(s.nodesPerLevel());
    }

    /**
     * A random problem without colors: up to 12 primary and 4 secondary items, 3 to 300 options (some
     * planted as partitions, so that most problems have solutions); one in three with all options of one
     * size. Costs: small, or many equal, or some of them past 2^16.
     */
    private static ExactCoverProblem colorless(Random rnd) {
        int options = rnd.nextInt(3) == 0 ? 65 + rnd.nextInt(236) : 3 + rnd.nextInt(60);
        int kind = rnd.nextInt(4);
        int spread = 1 + rnd.nextInt(kind == 0 ? 3 : 30);
        CostOracle.CostDraw cost = kind == 3 ? r -> r.nextInt(spread) * 70_001L : r -> r.nextInt(spread);
        CostOracle spec;
        if (rnd.nextInt(3) == 0) {
            spec = uniform(rnd, 2 + rnd.nextInt(3), options, cost);
        } else {
            spec = CostOracle.random(rnd, 1 + rnd.nextInt(12), 4, options, 4, 1, 1 + rnd.nextInt(4), cost);
        }
        int[][] none = new int[spec.options.length][];
        for (int o = 0; o < none.length; o++) {
            none[o] = new int[spec.options[o].length];
        }
        return new CostOracle(spec.secondary, spec.options, none, spec.costs).toProblem();
    }

    /**
     * A random problem whose options all hold {@code size} items: {@code size} times 1 to 4 primary items
     * and up to 3 secondary ones, one planted partition of the primary items, the rest at random.
     */
    private static CostOracle uniform(Random rnd, int size, int options, CostOracle.CostDraw cost) {
        int primary = size * (1 + rnd.nextInt(4));
        int items = primary + rnd.nextInt(4);
        boolean[] secondary = new boolean[items];
        Arrays.fill(secondary, primary, items, true);
        List<int[]> opts = new ArrayList<>();
        int[] order = ProblemSpec.permutation(rnd, primary);
        for (int from = 0; from < primary; from += size) {
            opts.add(Arrays.copyOfRange(order, from, from + size));
        }
        while (opts.size() < options) {
            int[] option = Arrays.copyOf(ProblemSpec.permutation(rnd, items), size);
            if (option[0] >= primary) {
                option[0] = rnd.nextInt(primary); // a primary item in every option
                if (Arrays.stream(option, 1, size).anyMatch(i -> i == option[0])) {
                    continue;
                }
            }
            opts.add(option);
        }
        Collections.shuffle(opts, rnd);
        int[][] all = opts.toArray(new int[0][]);
        long[] costs = new long[all.length];
        for (int o = 0; o < all.length; o++) {
            costs[o] = cost.next(rnd);
        }
        return new CostOracle(secondary, all, new int[all.length][], costs);
    }
}
