/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The typed layer: random problems over arbitrary objects (items that Knuth's format could not name), every
 * entry point checked against a brute force over subsets of options written here on the typed level; and
 * the rules (undeclared, repeated and null items, colors, equal option objects).
 */
class TypedProblemTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(2);

    @AfterAll
    static void shutDown() {
        POOL.shutdownNow();
    }

    /** An item that is not a name: a record with a blank, a colon and a non-ASCII letter in its text. */
    private record Cell(int row, String label) {
    }

    /** One option of a random problem, kept for the brute force. */
    private record Spec(String data, List<Object> items, Map<Object, Object> colors) {
    }

    @Test
    void entryPoints_randomProblems_agreeWithBruteForce() {
        Seeded.repeat("TypedProblemTest.entryPoints_randomProblems_agreeWithBruteForce", 0x5EED_1501L, 150,
                (round, rnd) -> {
                    List<Object> primary = new ArrayList<>();
                    List<Object> secondary = new ArrayList<>();
                    for (int i = 1 + rnd.nextInt(6); i > 0; i--) {
                        primary.add(randomItem(rnd, primary.size()));
                    }
                    for (int i = rnd.nextInt(4); i > 0; i--) {
                        secondary.add(new Cell(-secondary.size(), "s: \u00e9" + secondary.size()));
                    }
                    List<Spec> specs = new ArrayList<>();
                    TypedProblem.Builder<String> b = TypedProblem.<String>builder().primary(primary);
                    b.secondary(secondary);
                    for (int o = rnd.nextInt(13); o > 0; o--) {
                        Spec spec = randomOption(rnd, "o" + specs.size(), primary, secondary);
                        specs.add(spec);
                        b.option(spec.data(), spec.items(), spec.colors());
                    }
                    TypedProblem<String> problem = b.build();
                    String dump = KnuthDump.dump("round " + round + " (index problem)", problem.indexProblem());
                    Set<Set<String>> expected = bruteForce(primary, secondary, specs);

                    TypedSolver<String> solver = new TypedSolver<>(problem);
                    List<List<String>> streamed = solver.solutions().collect(Collectors.toList());
                    assertThat(streamed.stream().map(HashSet::new).collect(Collectors.toSet())).as(dump)
                            .isEqualTo(expected);
                    assertThat(streamed).as(dump).hasSize(expected.size()); // none twice
                    assertThat(solver.count()).as(dump).isEqualTo(expected.size());
                    assertThat(solver.parallelCount(POOL)).as(dump).isEqualTo(expected.size());
                    List<List<String>> visited = new ArrayList<>();
                    solver.search(s -> {
                        visited.add(s);
                        return Decision.CONTINUE;
                    });
                    assertThat(visited).as(dump).isEqualTo(streamed);
                    assertThat(solver.findFirst()).as(dump)
                            .isEqualTo(streamed.isEmpty() ? java.util.Optional.empty()
                                    : java.util.Optional.of(streamed.get(0)));
                    List<List<String>> ordered = new ArrayList<>();
                    solver.parallelSearchOrdered(POOL, SearchSettings.DEFAULT, s -> {
                        ordered.add(s);
                        return Decision.CONTINUE;
                    });
                    assertThat(ordered).as(dump).isEqualTo(streamed);
                    ConcurrentLinkedQueue<List<String>> unordered = new ConcurrentLinkedQueue<>();
                    solver.parallelSearch(POOL, SearchSettings.DEFAULT, s -> {
                        unordered.add(s);
                        return Decision.CONTINUE;
                    });
                    assertThat(unordered).as(dump).containsExactlyInAnyOrderElementsOf(streamed);
                    SearchSettings two = SearchSettings.builder().solutionLimit(2).build();
                    assertThat(solver.count(two).solutions()).as(dump).isEqualTo(Math.min(2, expected.size()));
                    assertThat(solver.solutions(two).collect(Collectors.toList())).as(dump)
                            .isEqualTo(streamed.subList(0, Math.min(2, streamed.size())));
                    // The index problem needs no names of the items to be written and read back.
                    assertThat(new DancingLinks(DlxFormat.parse(DlxFormat.format(problem.indexProblem()))).count())
                            .as(dump).isEqualTo(expected.size());
                });
    }

    /** Integers, strings with blanks and colons, lists: objects Knuth's format could not name. */
    private static Object randomItem(Random rnd, int k) {
        switch (rnd.nextInt(3)) {
            case 0:
                return k; // an Integer
            case 1:
                return "item " + k + " | x:y";
            default:
                return List.of("list", k);
        }
    }

    private static Spec randomOption(Random rnd, String data, List<Object> primary, List<Object> secondary) {
        List<Object> items = new ArrayList<>();
        Map<Object, Object> colors = new HashMap<>();
        items.add(primary.get(rnd.nextInt(primary.size())));
        for (Object item : primary) {
            if (!items.contains(item) && rnd.nextInt(3) == 0) {
                items.add(item);
            }
        }
        for (Object item : secondary) {
            if (rnd.nextInt(2) == 0) {
                items.add(item);
                if (rnd.nextBoolean()) {
                    colors.put(item, rnd.nextBoolean() ? List.of("red") : List.of("blue"));
                }
            }
        }
        java.util.Collections.shuffle(items, rnd);
        return new Spec(data, items, colors);
    }

    /**
     * Every subset of options that covers each primary item exactly once and each secondary item at most
     * once or only with one color (no uncolored use shared), as sets of option objects.
     */
    private static Set<Set<String>> bruteForce(List<Object> primary, List<Object> secondary, List<Spec> specs) {
        Set<Set<String>> found = new HashSet<>();
        for (int mask = 0; mask < 1 << specs.size(); mask++) {
            Map<Object, Integer> uses = new HashMap<>();
            Map<Object, Set<Object>> colorsSeen = new HashMap<>();
            Set<String> chosen = new HashSet<>();
            for (int o = 0; o < specs.size(); o++) {
                if ((mask >> o & 1) != 0) {
                    Spec s = specs.get(o);
                    chosen.add(s.data());
                    for (Object item : s.items()) {
                        uses.merge(item, 1, Integer::sum);
                        colorsSeen.computeIfAbsent(item, x -> new HashSet<>())
                                .add(s.colors().getOrDefault(item, "none"));
                    }
                }
            }
            boolean ok = primary.stream().allMatch(i -> uses.getOrDefault(i, 0) == 1)
                    && secondary.stream().allMatch(i -> uses.getOrDefault(i, 0) <= 1
                            || colorsSeen.get(i).size() == 1 && !colorsSeen.get(i).contains("none"));
            if (ok) {
                found.add(chosen);
            }
        }
        return found;
    }

    /** A queen on a board, the option object of the typed 8-queens problem. */
    private record Queen(int row, int column) {
    }

    @Test
    void parallelSearches_queens8_give92InTheSequentialOrderOnTheCallingThread() {
        int n = 8;
        TypedProblem.Builder<Queen> b = TypedProblem.builder();
        for (int i = 0; i < n; i++) {
            b.primary(List.of("row", i), List.of("column", i));
        }
        for (int d = 0; d < 2 * n - 1; d++) {
            b.secondary(List.of("diagonal", d), List.of("antidiagonal", d));
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                b.option(new Queen(r, c), List.of(List.of("row", r), List.of("column", c),
                        List.of("diagonal", r + c), List.of("antidiagonal", r - c + n - 1)));
            }
        }
        TypedSolver<Queen> solver = new TypedSolver<>(b.build());
        List<List<Queen>> sequential = solver.solutions().collect(Collectors.toList());
        assertThat(sequential).hasSize(92); // OEIS A000170
        for (List<Queen> s : sequential) { // no two queens attack each other
            assertThat(s.stream().map(q -> q.row() + q.column()).distinct().count()).isEqualTo(n);
            assertThat(s.stream().map(q -> q.row() - q.column()).distinct().count()).isEqualTo(n);
        }
        Thread caller = Thread.currentThread();
        List<List<Queen>> ordered = new ArrayList<>();
        SearchResult r = solver.parallelSearchOrdered(POOL, SearchSettings.DEFAULT, s -> {
            assertThat(Thread.currentThread()).isSameAs(caller);
            ordered.add(s);
            return Decision.CONTINUE;
        });
        assertThat(ordered).isEqualTo(sequential);
        assertThat(r.statistics().nodes()).isEqualTo(solver.count(SearchSettings.DEFAULT).statistics().nodes());
        assertThat(solver.copy().parallelCount()).isEqualTo(92);
    }

    @Test
    void option_equalObjects_areTwoOptions() {
        TypedProblem<String> p = TypedProblem.<String>builder().primary("a", "b")
                .option("same", List.of("a")).option("same", List.of("a")).option("b", List.of("b")).build();
        List<List<String>> all = new TypedSolver<>(p).solutions().collect(Collectors.toList());
        assertThat(all).containsExactly(List.of("b", "same"), List.of("b", "same")); // b has fewer options: chosen first
    }

    @Test
    void option_undeclaredItem_isRefusedNamingOptionAndItem() {
        TypedProblem.Builder<String> b = TypedProblem.<String>builder().primary(1, 2).secondary("x");
        assertThatThrownBy(() -> b.option("first", List.of(1, 3))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 0 ('first')").hasMessageContaining("unknown item '3'")
                .hasMessageContaining("primary() or secondary()");
        assertThat(b.build().optionCount()).isZero();
    }

    @Test
    void option_badOptions_areRefusedAndLeaveTheBuilderAsItWas() {
        TypedProblem.Builder<String> b = TypedProblem.<String>builder().primary(1, 2).secondary("x");
        b.option("ok", List.of(1));
        assertThatThrownBy(() -> b.option("twice", List.of(1, 2, 1))).hasMessageContaining("option 1 ('twice')")
                .hasMessageContaining("item '1' appears twice");
        assertThatThrownBy(() -> b.option("empty", List.of())).hasMessageContaining("option 1 ('empty'): no items");
        assertThatThrownBy(() -> b.option("x only", List.of("x"))).hasMessageContaining("no primary item");
        assertThatThrownBy(() -> b.option("nul", java.util.Arrays.asList(1, null)))
                .hasMessageContaining("item 1 is null");
        assertThatThrownBy(() -> b.option(null, List.of(1))).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("option 1");
        assertThatThrownBy(() -> b.option("red 1", List.of(1, "x"), Map.of(1, "red")))
                .hasMessageContaining("primary item '1' cannot have a color");
        assertThatThrownBy(() -> b.option("stray", List.of(2), Map.of("x", "red")))
                .hasMessageContaining("a color is given to item 'x', which is not in the option");
        TypedProblem<String> p = b.option("last", List.of(2, "x"), Map.of("x", "red")).build();
        assertThat(p.optionCount()).isEqualTo(2);
        assertThat(p.indexProblem().optionText(1)).isEqualTo("1 2:1");
        assertThat(new TypedSolver<>(p).solutions().collect(Collectors.toList()))
                .containsExactly(List.of("ok", "last"));
    }

    @Test
    void declare_twiceOrNull_isRefusedAndDeclaresNothing() {
        TypedProblem.Builder<String> b = TypedProblem.<String>builder().primary("a");
        assertThatThrownBy(() -> b.primary("b", "a")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("item 'a' is declared twice");
        assertThatThrownBy(() -> b.secondary("c", "c")).hasMessageContaining("item 'c' is declared twice");
        assertThatThrownBy(() -> b.secondary("d", null)).hasMessageContaining("null");
        TypedProblem<String> p = b.primary("b").secondary("c", "d").build();
        assertThat(p.itemCount()).isEqualTo(4);
        assertThat(List.of(p.item(0), p.item(1), p.item(2), p.item(3))).containsExactly("a", "b", "c", "d");
        assertThat(p.indexProblem().primaryItemCount()).isEqualTo(2);
    }

    @Test
    void decode_solutionOfAnotherProblem_isRefused() {
        TypedProblem<String> p = TypedProblem.<String>builder().primary("a").option("A", List.of("a")).build();
        Solution other = new DancingLinks(ExactCoverProblem.builder().primary("a", "b").option("a", "b").build())
                .findFirst().orElseThrow();
        assertThatThrownBy(() -> p.decode(other)).isInstanceOf(IllegalArgumentException.class);
        Solution own = new TypedSolver<>(p).links().findFirst().orElseThrow();
        assertThat(p.decode(own)).containsExactly("A");
    }
}
