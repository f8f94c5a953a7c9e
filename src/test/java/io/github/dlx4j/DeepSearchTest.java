/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Searches 20,000 levels deep (100,000 in the slow suite, {@code mvn -Pslow verify}): the search is
 * iterative, so depth is limited by memory, not by the thread's stack. Each test runs on a fresh thread with
 * a small stack (256 KiB), so that a recursive search, or a recursive restore, would overflow it at either
 * depth. (Choosing the item of minimum size scans the active items, so these chains cost time quadratic in
 * the depth: 100,000 levels take a minute, 20,000 a second or two.)
 */
class DeepSearchTest {

    private static final int DEPTH = 20_000;
    private static final int SLOW_DEPTH = 100_000;
    private static final long SMALL_STACK = 256 * 1024;

    /**
     * Returns a path of {@code 2 * depth} vertices to be tiled by dominoes: an option {@code i, i+1} for each
     * edge, given in a shuffled order. The only tiling takes the edges {@code 2k, 2k+1}: {@code depth}
     * options, one per level. (Vertex 0 has one option, so the search takes it; that hides edge 1-2, so
     * vertex 2 has one option left; and so on.)
     */
    private static ExactCoverProblem dominoPath(int depth, int[] optionOfEdge, Random rnd) {
        int vertices = 2 * depth;
        int[] order = ProblemSpec.permutation(rnd, vertices - 1);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(vertices);
        for (int o = 0; o < order.length; o++) {
            int edge = order[o];
            optionOfEdge[edge] = o;
            if (rnd.nextBoolean()) {
                b.option(edge, edge + 1);
            } else {
                b.option(edge + 1, edge);
            }
        }
        return b.build();
    }

    @Test
    void search_dominoPathNeeding20000Levels_findsTheOnlyTiling() throws Exception {
        dominoPath(DEPTH);
    }

    @Test
    @Tag("slow")
    void search_dominoPathNeeding100000Levels_findsTheOnlyTiling() throws Exception {
        dominoPath(SLOW_DEPTH);
    }

    private static void dominoPath(int depth) throws Exception {
        long seed = Seeded.seed("DeepSearchTest.dominoPath " + depth, 0x5EED_0501L);
        onSmallStack(() -> {
            int[] optionOfEdge = new int[2 * depth - 1];
            ExactCoverProblem p = dominoPath(depth, optionOfEdge, new Random(seed));
            DancingLinks dl = new DancingLinks(p);
            int[][] before = dl.snapshot();
            int[][] found = new int[1][];
            SearchResult r = dl.search(s -> {
                found[0] = s.options();
                return Decision.CONTINUE;
            });
            assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
            assertThat(r.solutions()).isEqualTo(1);
            assertThat(r.statistics().maxLevel()).isEqualTo(depth);
            // Level k chooses vertex 2k, which has one option left; the search never backtracks into a branch.
            assertThat(r.statistics().nodes()).isEqualTo(depth + 1);
            assertThat(found[0]).hasSize(depth);
            for (int k = 0; k < depth; k++) {
                assertThat(found[0][k]).as("level %d", k).isEqualTo(optionOfEdge[2 * k]);
            }
            assertThat(dl.matches(before)).isTrue();
            assertThatCode(dl::checkLinks).doesNotThrowAnyException();
        });
    }

    @Test
    void search_singletonChain20000Deep_isTheOnlySolutionAndRestores() throws Exception {
        singletonChain(DEPTH);
    }

    @Test
    @Tag("slow")
    void search_singletonChain100000Deep_isTheOnlySolutionAndRestores() throws Exception {
        singletonChain(SLOW_DEPTH);
    }

    private static void singletonChain(int depth) throws Exception {
        long seed = Seeded.seed("DeepSearchTest.singletonChain " + depth, 0x5EED_0502L);
        onSmallStack(() -> {
            // Each item has one option, itself: the one solution takes all of them, item order = level order.
            int[] order = ProblemSpec.permutation(new Random(seed), depth);
            ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(depth).secondaryItems(1);
            for (int o = 0; o < depth; o++) {
                b.option(order[o]);
            }
            DancingLinks dl = new DancingLinks(b.build());
            int[][] before = dl.snapshot();
            assertThat(dl.count()).isEqualTo(1);
            Solution first = dl.findFirst().orElseThrow();
            assertThat(first.size()).isEqualTo(depth);
            for (int k = 0; k < depth; k++) {
                assertThat(order[first.option(k)]).as("level %d", k).isEqualTo(k);
            }
            List<Solution> streamed = dl.solutions().collect(Collectors.toList());
            assertThat(streamed).hasSize(1);
            assertThat(streamed.get(0).options()).containsExactly(first.options());
            assertThat(dl.matches(before)).isTrue();

            // Ending at the bottom by an exception, and deep inside by a node budget, both restore the matrix.
            assertThatThrownBy(() -> dl.search(s -> {
                throw new IllegalStateException("at the bottom");
            })).hasMessage("at the bottom");
            assertThat(dl.matches(before)).isTrue();
            SearchResult r = dl.search(SearchSettings.builder().nodeBudget(depth / 2).build(), s -> Decision.CONTINUE);
            assertThat(r.outcome()).isEqualTo(SearchOutcome.NODE_BUDGET);
            assertThat(r.statistics().maxLevel()).isEqualTo(depth / 2 - 1);
            assertThat(dl.matches(before)).isTrue();
            assertThatCode(dl::checkLinks).doesNotThrowAnyException();
        });
    }

    /** Runs a check on a new thread with a small stack and rethrows what it threw. */
    private static void onSmallStack(Runnable check) throws Exception {
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                check.run();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "deep-search", SMALL_STACK);
        t.start();
        t.join();
        if (failure[0] instanceof Error) {
            throw (Error) failure[0];
        }
        if (failure[0] != null) {
            throw new AssertionError("the deep search failed", failure[0]);
        }
    }
}
