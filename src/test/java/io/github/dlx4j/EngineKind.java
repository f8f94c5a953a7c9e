/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ForkJoinPool;

/**
 * Every way the core can run a search, for the contract tests that each of them must pass: the default
 * (dancing links with the adaptive endgame), pure dancing links, the shuffled order of a seeded search,
 * the bit-parallel endgame forced from the root, Algorithm M (multiplicities) run on problems whose bounds
 * are all 1..1, the counting engine ({@link CountingEngine}) forced wherever it supports the search (and
 * with {@link SearchSettings.Builder#unordered(boolean)}, propagating: a smaller tree in its own order), the
 * work-splitting parallel search with 1 to 4 workers (and with 3 on the counting engine), and the ordered
 * parallel search (with 2 workers also on the counting engine).
 */
enum EngineKind {
    DEFAULT,
    DANCING_LINKS,
    SHUFFLED,
    ENDGAME_FROM_ROOT,
    ALGORITHM_M,
    COUNTING,
    PROPAGATING,
    PARALLEL_1,
    PARALLEL_2,
    PARALLEL_3,
    PARALLEL_4,
    PARALLEL_COUNTING_3,
    ORDERED_1,
    ORDERED_3,
    ORDERED_COUNTING_2;

    private static final ConcurrentHashMap<Integer, ForkJoinPool> POOLS = new ConcurrentHashMap<>();

    /** The seed of the shuffled kind. */
    static final long SHUFFLE_SEED = 0x5EED_0F_0DDE_12L;

    /** Returns whether the solutions come in the order of the sequential search. */
    boolean sequentialOrder() {
        return sameTree() && !concurrent();
    }

    /** Returns whether the search walks the plain tree, so that its statistics are the dancing links'. */
    boolean sameTree() {
        return this != SHUFFLED && this != PROPAGATING;
    }

    /** Returns whether the visitor is called from several threads (the work-splitting parallel search). */
    boolean concurrent() {
        return name().startsWith("PARALLEL");
    }

    /** Returns whether the visitor receives a view (valid during the call only) rather than a permanent copy. */
    boolean passesViews() {
        return !name().startsWith("ORDERED");
    }

    /** Returns whether the search runs on the caller's thread and supports every setting (update budgets). */
    boolean sequential() {
        return ordinal() <= PROPAGATING.ordinal();
    }

    /**
     * Returns whether the update counts are DLX1's: Algorithm M (DLX3) backs up from a dead end without
     * covering its empty item, so it counts one update fewer there; nodes and solutions are the same.
     */
    boolean countsUpdatesLikeDlx1() {
        return this != ALGORITHM_M;
    }

    /** Returns the settings this kind runs with: the shuffled kind adds its seed, the propagating one its order. */
    SearchSettings adapt(SearchSettings settings) {
        return this == SHUFFLED ? settings.toBuilder().seed(SHUFFLE_SEED).build()
                : this == PROPAGATING ? settings.toBuilder().unordered(true).build() : settings;
    }

    /** Runs a search of this kind. A concurrent kind calls the visitor from its workers. */
    SearchResult search(DancingLinks dl, SearchSettings settings, SolutionVisitor visitor) {
        SearchSettings s = adapt(settings);
        switch (this) {
            case DEFAULT:
            case SHUFFLED:
                return dl.search(s, visitor);
            case DANCING_LINKS:
                return dl.search(s, EngineOptions.of(s).withEndgame(-1, false), visitor);
            case ENDGAME_FROM_ROOT:
                return dl.search(s, EngineOptions.of(s).withEndgame(Endgame.MAX_OPTIONS, false), visitor);
            case ALGORITHM_M:
                return dl.search(s, EngineOptions.of(s).withMultiplicities(), visitor);
            case COUNTING:
            case PROPAGATING:
                return dl.search(s, EngineOptions.of(s).withCounting(), visitor);
            default:
                break;
        }
        int workers = name().charAt(name().length() - 1) - '0';
        ForkJoinPool pool = POOLS.computeIfAbsent(workers, ForkJoinPool::new);
        if (name().contains("COUNTING")) {
            EngineOptions counting = EngineOptions.of(s).withCounting();
            return concurrent() ? dl.parallelSearch(pool, s, counting, visitor)
                    : dl.parallelSearchOrdered(pool, s, counting, visitor);
        }
        return concurrent() ? dl.parallelSearch(pool, s, visitor) : dl.parallelSearchOrdered(pool, s, visitor);
    }

    /**
     * Checks a search's statistics against the pure links' on the same problem: equal, except that
     * Algorithm M's updates may be fewer (it does not cover a dead end's empty item, as DLX3 does not).
     */
    void assertSameStatistics(SearchStatistics actual, SearchStatistics links, String as) {
        if (countsUpdatesLikeDlx1()) {
            org.assertj.core.api.Assertions.assertThat(actual).as(as).isEqualTo(links);
            return;
        }
        org.assertj.core.api.Assertions.assertThat(actual.updates()).as(as + " (updates)")
                .isLessThanOrEqualTo(links.updates());
        org.assertj.core.api.Assertions.assertThat(SearchStatistics.of(actual.solutions(), actual.nodes(), 0,
                actual.nodesPerLevel()).withCleansings(actual.cleansings())).as(as)
                .isEqualTo(SearchStatistics.of(links.solutions(), links.nodes(), 0, links.nodesPerLevel())
                        .withCleansings(links.cleansings()));
    }

    /** Runs a search of this kind with no settings. */
    SearchResult search(DancingLinks dl, SolutionVisitor visitor) {
        return search(dl, SearchSettings.DEFAULT, visitor);
    }
}
