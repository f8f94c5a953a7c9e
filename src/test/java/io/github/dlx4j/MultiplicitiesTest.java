/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.Seeded;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Multiplicities (Knuth's MCC problems, Algorithm M, his program DLX3): every entry point against the
 * brute-force MCC oracle on random problems, Knuth's example, DLX3's own counts on stored instances, the
 * restore invariant on every ending, paths with null moves, and the builder's and the format's rules. A
 * failure prints the seed, the round and the problem in Knuth's DLX3 format.
 */
class MultiplicitiesTest {

    private static final int ROUNDS = 5000;
    private static final ForkJoinPool POOL = new ForkJoinPool(3);

    @AfterAll
    static void closePool() {
        POOL.shutdown();
    }

    private static List<Integer> sorted(int[] options) {
        List<Integer> s = new ArrayList<>();
        for (int o : options) {
            s.add(o);
        }
        s.sort(null);
        return s;
    }

    @Test
    void randomProblems_everyEntryPoint_matchesOracle() {
        int[] solved = new int[1];
        Seeded.repeat("MultiplicitiesTest", 0x3CC_0DL, ROUNDS, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 5, 3, 11);
            ExactCoverProblem p = spec.toProblem();
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            Set<List<Integer>> oracle = spec.solutions();
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();

            // The visitor: each solution once, every one valid, and how often each item was covered.
            List<List<Integer>> seen = new ArrayList<>();
            List<int[]> order = new ArrayList<>();
            SearchResult r = dl.search(SearchSettings.DEFAULT, s -> {
                seen.add(sorted(s.options()));
                order.add(s.options());
                for (int i = 0; i < p.itemCount(); i++) {
                    int times = s.timesCovered(i);
                    if (p.isPrimary(i)) {
                        assertThat(times).as(dump).isBetween(p.lowerBound(i), p.upperBound(i));
                    }
                }
                return Decision.CONTINUE;
            });
            assertThat(new HashSet<>(seen)).as(dump).isEqualTo(oracle);
            assertThat(seen).as(dump + "each solution once").hasSameSizeAs(oracle);
            assertThat(r.solutions()).as(dump).isEqualTo(oracle.size());
            assertThat(dl.matches(before)).as(dump + "restored").isTrue();

            // count, the stream, findFirst, limits.
            assertThat(dl.count()).as(dump).isEqualTo(oracle.size());
            assertThat(dl.solutions().map(s -> s.options()).collect(Collectors.toList()))
                    .as(dump + "the stream in the visitor's order").containsExactlyElementsOf(order);
            Optional<Solution> first = dl.findFirst();
            assertThat(first.isPresent()).as(dump).isEqualTo(!oracle.isEmpty());
            first.ifPresent(s -> assertThat(s.options()).as(dump).isEqualTo(order.get(0)));
            assertThat(dl.countUpTo(2)).as(dump).isEqualTo(Math.min(2, oracle.size()));
            assertThat(dl.matches(before)).as(dump + "restored").isTrue();

            // Splitting: the pieces' solutions are the problem's, none twice, and pieces survive text.
            int depth = rnd.nextInt(4);
            List<Subproblem> pieces = dl.split(depth);
            List<List<Integer>> fromPieces = new ArrayList<>();
            for (Subproblem piece : pieces) {
                Subproblem back = Subproblem.parse(piece.toText());
                assertThat(back).as(dump).isEqualTo(piece);
                dl.search(back, SearchSettings.DEFAULT, s -> {
                    fromPieces.add(sorted(s.options()));
                    return Decision.CONTINUE;
                });
                assertThat(dl.matches(before)).as(dump + "restored after piece " + piece.toText()).isTrue();
            }
            assertThat(fromPieces).as(dump + "split at depth " + depth + ": " + pieces)
                    .containsExactlyInAnyOrderElementsOf(seen);

            // Parallel searches, every 8th round (a pool per search costs more than these tiny trees).
            if (round % 8 == 0) {
                assertThat(dl.parallelCount(POOL)).as(dump).isEqualTo(oracle.size());
                List<int[]> ordered = new ArrayList<>();
                dl.parallelSearchOrdered(POOL, SearchSettings.DEFAULT, s -> {
                    ordered.add(s.options());
                    return Decision.CONTINUE;
                });
                assertThat(ordered).as(dump + "ordered parallel: the sequential order")
                        .containsExactlyElementsOf(order);
                assertThat(dl.matches(before)).as(dump + "restored").isTrue();
            }
            solved[0] += oracle.isEmpty() ? 0 : 1;
        });
        assertThat(solved[0]).as("problems with a solution").isGreaterThan(ROUNDS / 5);
    }

    /** Larger random trees: the parallel search and the pieces of splitInto find the sequential solutions. */
    @Test
    void largerTrees_parallelAndSplitAgreeWithSequential() {
        Seeded.repeat("MultiplicitiesTest.larger", 0xB16_3CCL, 6, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 10, 3, 40);
            ExactCoverProblem p = spec.toProblem();
            String dump = "round " + round + "; the problem in Knuth's format:\n" + spec.toDlx();
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            List<List<Integer>> seq = new ArrayList<>();
            SearchResult whole = dl.search(SearchSettings.DEFAULT, s -> {
                seq.add(sorted(s.options()));
                return Decision.CONTINUE;
            });
            List<List<Integer>> par = java.util.Collections.synchronizedList(new ArrayList<>());
            SearchResult r = dl.parallelSearch(POOL, SearchSettings.DEFAULT, s -> {
                par.add(sorted(s.options()));
                return Decision.CONTINUE;
            });
            assertThat(par).as(dump).containsExactlyInAnyOrderElementsOf(seq);
            assertThat(r.statistics().nodes()).as(dump + "the nodes of the sequential search")
                    .isEqualTo(whole.statistics().nodes());
            long sum = 0;
            for (Subproblem piece : dl.splitInto(7)) {
                sum += dl.count(piece);
            }
            assertThat(sum).as(dump).isEqualTo(seq.size());
            assertThat(dl.matches(before)).as(dump + "restored").isTrue();
        });
    }

    @Test
    void knuthsExample_fromHisFile_hasHisUniqueSolutionAndCounts() throws IOException {
        ExactCoverProblem p = DlxFormat.read(Path.of("examples/dlx3-example.dlx"));
        assertThat(p.hasMultiplicities()).isTrue();
        int c = p.itemIndex("C").getAsInt();
        assertThat(p.lowerBound(c)).isEqualTo(2);
        assertThat(p.upperBound(c)).isEqualTo(3);
        List<List<String>> found = new ArrayList<>();
        SearchResult r = new DancingLinks(p).search(SearchSettings.DEFAULT, s -> {
            found.add(s.optionTexts());
            assertThat(s.timesCovered(c)).isEqualTo(2);
            return Decision.CONTINUE;
        });
        // dlx3.w: "The unique solution consists of options A C X:1 Y:1, B X:1, C Y:1."
        assertThat(found).containsExactly(List.of("A C X:1 Y:1", "B X:1", "C Y:1"));
        // What DLX3 itself prints for this file: 6 nodes, 14 updates, 7 cleansings.
        assertThat(r.statistics().nodes()).isEqualTo(6);
        assertThat(r.statistics().updates()).isEqualTo(14);
        assertThat(r.statistics().cleansings()).isEqualTo(7);
    }

    /** Node, update and cleansing counts as DLX3 (built from Knuth's dlx3.w) prints them for the same files. */
    @Test
    void storedInstances_countsEqualDlx3s() throws IOException {
        String counts = resource("counts.txt");
        int checked = 0;
        for (String line : counts.split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.trim().split("\\s+");
            ExactCoverProblem p = DlxFormat.parse(resource(f[0]));
            SearchStatistics st = new DancingLinks(p).search(SearchSettings.DEFAULT, s -> Decision.CONTINUE)
                    .statistics();
            assertThat(new long[] {st.solutions(), st.nodes(), st.updates(), st.cleansings()}).as(f[0])
                    .containsExactly(Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                            Long.parseLong(f[4]));
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(7);
    }

    /**
     * The parallel searches on the stored instances, whose trees are deep enough for workers to hand work
     * away below levels that tweak (a walk down such a level's list once skipped options): DLX3's counts.
     */
    @Test
    void storedInstances_parallelCountsEqualDlx3s() throws IOException {
        long gifts = 0;
        for (String line : resource("counts.txt").split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.trim().split("\\s+");
            DancingLinks dl = new DancingLinks(DlxFormat.parse(resource(f[0])));
            int[][] before = dl.snapshot();
            assertThat(dl.parallelCount(POOL)).as(f[0]).isEqualTo(Long.parseLong(f[1]));
            gifts += dl.workspace.diagnostics.gifts;
            long[] ordered = new long[1];
            dl.parallelSearchOrdered(POOL, SearchSettings.DEFAULT, s -> {
                ordered[0]++;
                return Decision.CONTINUE;
            });
            assertThat(ordered[0]).as(f[0]).isEqualTo(Long.parseLong(f[1]));
            assertThat(dl.matches(before)).as(f[0]).isTrue();
        }
        assertThat(gifts).as("work was given away").isGreaterThan(0);
    }

    /**
     * The solutions themselves, in order, as DLX3 prints them for the same file ({@code dlx3 m1}, stored in
     * random-2005.solutions): each option from the node of the item branched on, and a line {@code null x}
     * where a level closed item x without an option. Options are compared as sets of item names.
     */
    @Test
    void storedInstance_solutionsAndTheirOrderEqualDlx3s() throws IOException {
        List<List<Set<String>>> expected = new ArrayList<>();
        for (String line : resource("random-2005.solutions").split("\n")) {
            if (line.endsWith(":")) {
                expected.add(new ArrayList<>());
            } else if (!line.isBlank() && !line.strip().startsWith("null ")) {
                expected.get(expected.size() - 1).add(Set.of(line.strip().split("\\s+")));
            }
        }
        ExactCoverProblem p = DlxFormat.parse(resource("random-2005.dlx"));
        List<List<Set<String>>> actual = new ArrayList<>();
        new DancingLinks(p).search(SearchSettings.DEFAULT, s -> {
            List<Set<String>> sol = new ArrayList<>();
            for (String text : s.optionTexts()) {
                sol.add(Set.of(text.split(" ")));
            }
            actual.add(sol);
            return Decision.CONTINUE;
        });
        assertThat(expected).hasSize(128);
        assertThat(actual).containsExactlyElementsOf(expected);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = MultiplicitiesTest.class.getResourceAsStream("dlx3/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    @Test
    void boundsAllOneToOne_areExactCover_withTodaysStatistics() {
        Seeded.repeat("MultiplicitiesTest.ones", 0x111L, 200, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 5, 3, 11);
            java.util.Arrays.fill(spec.lower, 1);
            java.util.Arrays.fill(spec.upper, 1);
            ExactCoverProblem p = spec.toProblem();
            assertThat(p.hasMultiplicities()).isFalse();
            ExactCoverProblem plain = DlxFormat.parse(spec.toDlx());
            assertThat(p).isEqualTo(plain);
            SearchResult a = new DancingLinks(p).search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
            SearchResult b = new DancingLinks(plain).search(SearchSettings.DEFAULT, s -> Decision.CONTINUE);
            assertThat(a.statistics()).isEqualTo(b.statistics());
            assertThat(a.solutions()).isEqualTo(spec.solutions().size());
        });
    }

    // ---------------------------------------------------------------------------------------------------
    // every other way a search ends, on a tree of thousands of nodes: restored, and the outcome reported

    /** A stored instance of 53,800 nodes and 26,740 solutions (DLX3's counts, in counts.txt). */
    private static DancingLinks bigger() throws IOException {
        DancingLinks dl = new DancingLinks(DlxFormat.parse(resource("random-2211.dlx")));
        assertThat(dl.count()).isEqualTo(26_740);
        return dl;
    }

    @Test
    void everyEnding_restoresTheMatrix() throws IOException {
        DancingLinks dl = bigger();
        int[][] before = dl.snapshot();
        long all = dl.count();
        SearchResult r = dl.search(SearchSettings.builder().nodeBudget(100).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
        assertThat(r.statistics().nodes()).isEqualTo(100);
        assertThat(dl.matches(before)).isTrue();
        r = dl.search(SearchSettings.builder().solutionLimit(7).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
        assertThat(r.solutions()).isEqualTo(7);
        assertThat(dl.matches(before)).isTrue();
        AtomicBoolean cancel = new AtomicBoolean();
        r = dl.search(SearchSettings.builder().cancelFlag(cancel).build(), s -> {
            cancel.set(true);
            return Decision.CONTINUE;
        });
        assertThat(r.outcome()).isEqualTo(SearchOutcome.CANCELLED);
        assertThat(dl.matches(before)).isTrue();
        r = dl.search(SearchSettings.builder().updateBudget(500).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.UPDATE_BUDGET);
        assertThat(dl.matches(before)).isTrue();
        r = dl.search(SearchSettings.builder().timeout(Duration.ofNanos(1)).build(), s -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.DEADLINE);
        assertThat(dl.matches(before)).isTrue();
        assertThatThrownBy(() -> dl.search(SearchSettings.DEFAULT, s -> {
            throw new IllegalStateException("boom");
        })).hasMessage("boom");
        assertThat(dl.matches(before)).isTrue();
        int[] stopAt = {0};
        r = dl.search(SearchSettings.DEFAULT, s -> ++stopAt[0] == 3 ? Decision.STOP : Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.STOPPED_BY_VISITOR);
        assertThat(dl.matches(before)).isTrue();
        try (var stream = dl.solutions()) {
            assertThat(stream.limit(5).count()).isEqualTo(5);
        }
        assertThat(dl.matches(before)).isTrue();
        // Progress rises to the end, and a seeded search finds the same solutions in its own order.
        List<Double> fractions = new ArrayList<>();
        dl.search(SearchSettings.builder().progress(pr -> fractions.add(pr.fractionDone()), 50).build(),
                s -> Decision.CONTINUE);
        assertThat(fractions).hasSizeGreaterThan(10).isSorted();
        assertThat(fractions.get(fractions.size() - 1)).isEqualTo(1.0);
        assertThat(fractions.get(fractions.size() - 2)).isLessThan(1.0);
        assertThat(dl.count(SearchSettings.builder().seed(5).build()).solutions()).isEqualTo(all);
        assertThat(dl.matches(before)).isTrue();
    }

    @Test
    void estimate_ofATreeItCanWalkWhole_isNearItsSize() throws IOException {
        DancingLinks dl = bigger();
        int[][] before = dl.snapshot();
        SearchStatistics exact = dl.search(SearchSettings.DEFAULT, s -> Decision.CONTINUE).statistics();
        SearchEstimate e = dl.estimate(20_000, 42);
        assertThat(dl.matches(before)).isTrue();
        // Knuth's estimator is unbiased for nodes and solutions: within five standard errors.
        assertThat(Math.abs(e.nodes() - exact.nodes())).isLessThan(5 * e.nodesError() + 1);
        assertThat(Math.abs(e.solutions() - exact.solutions())).isLessThan(5 * e.solutionsError() + 1);
    }

    // ---------------------------------------------------------------------------------------------------
    // paths

    @Test
    void subproblem_withNullMoves_textRoundTrip_andForeignPathsRefused() throws IOException {
        ExactCoverProblem p = DlxFormat.read(Path.of("examples/dlx3-example.dlx"));
        DancingLinks dl = new DancingLinks(p);
        List<Subproblem> pieces = dl.split(4);
        assertThat(pieces).anySatisfy(s -> assertThat(s.options()).contains(Subproblem.NULL_MOVE));
        long total = 0;
        for (Subproblem s : pieces) {
            assertThat(Subproblem.parse(s.toText())).isEqualTo(s);
            total += dl.count(s);
        }
        assertThat(total).isEqualTo(1);
        int[][] before = dl.snapshot();
        // Option 3 ("C X:0") is not a move of the search at level 0, which branches on another item.
        assertThatThrownBy(() -> dl.count(Subproblem.of(3))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a move of the search");
        assertThat(dl.matches(before)).isTrue();
        assertThatThrownBy(() -> dl.select(0)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("multiplicities");
        assertThatThrownBy(() -> Subproblem.parse("1 -1")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Subproblem.parse("1 - 2").options()).containsExactly(1, Subproblem.NULL_MOVE, 2);
        DancingLinks plain = new DancingLinks(ExactCoverProblem.builder().primary("A").option("A").build());
        assertThatThrownBy(() -> plain.count(Subproblem.of(Subproblem.NULL_MOVE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("null move");
    }

    /** Knuth's DLX3 example through the typed layer: items and options are the caller's objects. */
    @Test
    void typedLayer_knuthsExample_withBoundsOnAnObjectItem() {
        TypedProblem.Builder<String> b = TypedProblem.<String>builder()
                .primary('A', 'B', 'C').secondary('X', 'Y').multiplicity('C', 2, 3);
        b.option("A B X:0 Y:0", List.of('A', 'B', 'X', 'Y'), java.util.Map.of('X', 0, 'Y', 0));
        b.option("A C X:1 Y:1", List.of('A', 'C', 'X', 'Y'), java.util.Map.of('X', 1, 'Y', 1));
        b.option("C X:0", List.of('C', 'X'), java.util.Map.of('X', 0));
        b.option("B X:1", List.of('B', 'X'), java.util.Map.of('X', 1));
        b.option("C Y:1", List.of('C', 'Y'), java.util.Map.of('Y', 1));
        TypedSolver<String> solver = new TypedSolver<>(b.build());
        assertThat(solver.solutions().collect(Collectors.toList()))
                .containsExactly(List.of("A C X:1 Y:1", "B X:1", "C Y:1"));
        assertThatThrownBy(() -> TypedProblem.builder().primary('A').secondary('X').multiplicity('X', 1, 2))
                .hasMessageContaining("secondary");
        assertThatThrownBy(() -> TypedProblem.builder().primary('A').multiplicity('B', 1, 2))
                .hasMessageContaining("not declared");
        assertThatThrownBy(() -> TypedProblem.builder().primary('A').multiplicity('A', 2, 1))
                .hasMessageContaining("0 <= lower <= upper");
    }

    /**
     * Refining a piece: split(piece, 1) cuts the piece's subtree into pieces whose solutions are the piece's,
     * and estimate(piece, ...) estimates that subtree (exactly, for a probe count that covers a tree with
     * one branch per level); on an exact cover problem they agree with selecting the piece's options.
     */
    @Test
    void splitAndEstimateBelowAPiece_coverThePiecesSolutions() throws IOException {
        DancingLinks dl = bigger();
        int[][] before = dl.snapshot();
        long total = 0;
        for (Subproblem piece : dl.split(2)) {
            long count = dl.count(piece);
            long fromChildren = 0;
            for (Subproblem child : dl.split(piece, 1)) {
                assertThat(child.options()).startsWith(piece.options());
                fromChildren += dl.count(child);
            }
            assertThat(fromChildren).as(piece.toText()).isEqualTo(count);
            assertThat(dl.estimate(piece, 50, 1).nodes()).as(piece.toText()).isPositive();
            total += count;
        }
        assertThat(total).isEqualTo(26_740);
        assertThat(dl.matches(before)).isTrue();
        assertThatThrownBy(() -> dl.split(Subproblem.of(3), 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("subproblem 3");
        // On exact cover: the children of a piece are what selecting its options and splitting gives.
        DancingLinks queens = new DancingLinks(io.github.dlx4j.problems.NQueens.problem(6));
        Subproblem piece = queens.split(1).get(1);
        List<Subproblem> children = queens.split(piece, 1);
        for (int o : piece.options()) {
            queens.select(o);
        }
        List<Subproblem> selected = queens.split(1);
        SearchEstimate e = queens.estimate(40, 7);
        for (int k = piece.size() - 1; k >= 0; k--) {
            queens.deselect(piece.options()[k]);
        }
        assertThat(children).hasSameSizeAs(selected);
        for (int i = 0; i < children.size(); i++) {
            int[] c = children.get(i).options();
            assertThat(java.util.Arrays.copyOfRange(c, piece.size(), c.length)).isEqualTo(selected.get(i).options());
        }
        assertThat(queens.estimate(piece, 40, 7)).isEqualTo(e);
    }

    // ---------------------------------------------------------------------------------------------------
    // the builder and the format

    @Test
    void builder_checksBounds() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("A").secondary("x");
        assertThatThrownBy(() -> b.multiplicity("A", 2, 1)).hasMessageContaining("0 <= lower <= upper");
        assertThatThrownBy(() -> b.multiplicity("A", -1, 1)).hasMessageContaining("0 <= lower <= upper");
        assertThatThrownBy(() -> b.multiplicity("A", 0, 0)).hasMessageContaining("upper >= 1");
        assertThatThrownBy(() -> b.multiplicity("x", 1, 2)).hasMessageContaining("'x' is secondary");
        assertThatThrownBy(() -> b.multiplicity("B", 1, 2)).hasMessageContaining("unknown item 'B'");
        assertThatThrownBy(() -> b.multiplicity(5, 1, 2)).hasMessageContaining("out of range");
        ExactCoverProblem p = b.multiplicity("A", 0, 3).option("A", "x").build();
        assertThat(p.lowerBound(0)).isZero();
        assertThat(p.upperBound(0)).isEqualTo(3);
        assertThat(p.lowerBound(1)).isZero();
        assertThat(p.upperBound(1)).isEqualTo(1);
        assertThat(p.toString()).contains("multiplicities");
        // Lower bound 0: the empty set is a solution, and so is the one option.
        assertThat(new DancingLinks(p).count()).isEqualTo(2);
    }

    @Test
    void format_readsAndWritesBounds() {
        ExactCoverProblem p = DlxFormat.parse("0:2|A 3|B C 12 1:1|D | x\nA B\nB C\nB 12 D x\n");
        assertThat(p.itemName(3)).isEqualTo("12");
        assertThat(new int[] {p.lowerBound(0), p.upperBound(0), p.lowerBound(1), p.upperBound(1),
            p.lowerBound(2), p.upperBound(2), p.lowerBound(4), p.upperBound(4)})
                .containsExactly(0, 2, 3, 3, 1, 1, 1, 1);
        String text = DlxFormat.format(p);
        assertThat(text).startsWith("0:2|A 3|B C 12 D | x\n");
        assertThat(DlxFormat.parse(text)).isEqualTo(p);
    }

    @Test
    void format_badBounds_sayWhereAndWhat() {
        assertThatThrownBy(() -> DlxFormat.parse("A 0|B\nA B\n")).isInstanceOf(DlxFormatException.class)
                .hasMessageContaining("line 1, column 3").hasMessageContaining("upper bound is 0");
        assertThatThrownBy(() -> DlxFormat.parse("3:2|B\nB\n")).hasMessageContaining("lower bound 3 exceeds the upper bound 2");
        assertThatThrownBy(() -> DlxFormat.parse("2:B\nB\n")).hasMessageContaining("must be followed by an upper bound");
        assertThatThrownBy(() -> DlxFormat.parse("2|\nB\n")).hasMessageContaining("item name must follow the bounds");
        assertThatThrownBy(() -> DlxFormat.parse("A | 2|x\nA x\n")).hasMessageContaining("only primary items");
        assertThatThrownBy(() -> DlxFormat.parse("99999999999|A\nA\n")).hasMessageContaining("too large");
    }
}
