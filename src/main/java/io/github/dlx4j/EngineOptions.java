/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * What a search asks of its engine, beyond the public {@link SearchSettings}: fixed when the engine is made.
 * {@link Plan#of} turns it into the engine and its shortcuts. Each purpose has its request: a search or a
 * count with its settings ({@link #of}), a split ({@link #forSplit}), an estimate ({@link #forEstimate});
 * parallel workers mix their prefix into the seed ({@link #withSeed}); tests force an engine or the endgame.
 *
 * @param cutoff the level at which {@link SearchEngine#next()} stands still without a solution (splitting),
 *     or {@link Integer#MAX_VALUE}
 * @param endgameLimit the links engine enters the bit-parallel endgame at a node with at most this many
 *     live options; negative never
 * @param adaptive whether the endgame is entered only while it pays ({@link Payoff}), and whether
 *     the links engine reads dead ends below its tries off the links where that pays
 *     ({@link DeadEnds#commitUnlessDeadEnd}); tests turn it off to force the endgame wherever the limit
 *     allows, or (with no endgame) to run the pure links, which dance every try as Knuth's programs do
 * @param randomized whether options are tried in a shuffled order and ties broken at random
 * @param seed the seed of the random order
 * @param multiplicities whether to run Algorithm M ({@link MultiplicityEngine}) even on a problem without
 *     multiplicities (tests compare it with the links there); problems with multiplicities always run it
 * @param counting whether the search runs on the {@link CountingEngine} whenever it supports the search,
 *     whatever the shape rule says (tests force it); otherwise the rule decides when {@code adaptive} and the
 *     endgame is on
 * @param memo whether a count of the links engine keeps the counts' memo ({@link SubtreeMemo}), when also
 *     {@code adaptive}, not randomized and without a cutoff; off with {@code plainLinks(true)}
 * @param unordered whether the search may search a smaller tree than the plain algorithm's, finding the same
 *     solutions in another order ({@link SearchSettings.Builder#unordered(boolean)}, and the counts that
 *     report a number alone)
 * @param sharp whether the search branches on sharp items first ({@link SearchSettings#sharpPreference()})
 */
record EngineOptions(int cutoff, int endgameLimit, boolean adaptive, boolean randomized, long seed,
        boolean multiplicities, boolean counting, boolean memo, boolean unordered, boolean sharp) {

    /** The options of a search with the default settings ({@link SearchSettings#DEFAULT}). */
    static final EngineOptions DEFAULT = of(SearchSettings.DEFAULT);

    /** The options a search with these settings runs with. */
    static EngineOptions of(SearchSettings settings) {
        boolean randomized = settings.seed().isPresent();
        boolean plain = settings.plainLinks();
        boolean shortcuts = !plain && !randomized; // the endgame, and the counts' memo
        return new EngineOptions(Integer.MAX_VALUE, shortcuts ? Endgame.MAX_OPTIONS : -1, !plain, randomized,
                randomized ? settings.seed().getAsLong() : 0, false, false, shortcuts, settings.unordered(),
                settings.sharpPreference());
    }

    /**
     * What a split asks for: the plain search of the default settings, standing still at {@code depth}
     * ({@link Split}).
     */
    static EngineOptions forSplit(int depth) {
        return DEFAULT.withCutoff(depth);
    }

    /**
     * What Knuth's estimate asks for: the default search without the endgame, whose probes walk the links
     * ({@link Estimator}).
     */
    static EngineOptions forEstimate() {
        return DEFAULT.withEndgame(-1, false);
    }

    /** The same, standing still at {@code level} (the endgame is off: the cutoff is on the links). */
    EngineOptions withCutoff(int level) {
        return new EngineOptions(level, -1, adaptive, randomized, seed, multiplicities, counting, memo, unordered,
                sharp);
    }

    /** The same with another endgame limit, entered wherever the limit allows when {@code adaptive} is off. */
    EngineOptions withEndgame(int limit, boolean adaptive) {
        return new EngineOptions(cutoff, randomized || cutoff != Integer.MAX_VALUE ? -1 : limit, adaptive,
                randomized, seed, multiplicities, counting, memo, unordered, sharp);
    }

    /** The same, branching on sharp items first or not ({@link SearchSettings#sharpPreference()}). */
    EngineOptions withSharp(boolean sharp) {
        return new EngineOptions(cutoff, endgameLimit, adaptive, randomized, seed, multiplicities, counting, memo,
                unordered, sharp);
    }

    /** The same with another seed (parallel workers mix their prefix into it). */
    EngineOptions withSeed(long seed) {
        return new EngineOptions(cutoff, endgameLimit, adaptive, randomized, seed, multiplicities, counting, memo,
                unordered, sharp);
    }

    /** The same, run by Algorithm M whatever the problem. */
    EngineOptions withMultiplicities() {
        return new EngineOptions(cutoff, -1, adaptive, randomized, seed, true, false, memo, unordered, sharp);
    }

    /** The same, free to search a smaller tree in another order (a count that reports a number alone). */
    EngineOptions withUnordered() {
        return new EngineOptions(cutoff, endgameLimit, adaptive, randomized, seed, multiplicities, counting, memo,
                true, sharp);
    }

    /** The same, on the counting engine wherever it supports the search (for tests). */
    EngineOptions withCounting() {
        return new EngineOptions(cutoff, endgameLimit, adaptive, randomized, seed, false, true, memo, unordered,
                sharp);
    }
}
