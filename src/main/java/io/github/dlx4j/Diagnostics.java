/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Counters of what the engines' shortcuts did, for tests and for whoever studies them: no search reads them
 * to decide anything. Each {@link Workspace} has one (a test may pass its own in); a parallel search's
 * workers add theirs up in the caller's at the end of each task.
 */
final class Diagnostics {

    /** Entries from the links into the bit-parallel endgame ({@link Endgame#enter}), and those with two words of primaries. */
    long endgameEntries;
    long endgameTwoWordEntries;
    /** Tries whose dead end below was read off the links ({@link DeadEnds#commitUnlessDeadEnd}). */
    long deadEndsRead;
    /** Dead ends that a search reading them off the links entered all the same. */
    long deadEndsDanced;
    /** Tries read from the summaries of a generation, and the generations started anew for a try. */
    long triesSummed;
    long generationsRenewed;
    /**
     * Generations of the links' state started ({@link DeadEnds#newGeneration}): one per level a search entered
     * reading dead ends off the links, and one per renewal. None while a search does not read them.
     */
    long generationsStarted;
    /** The counts' memo ({@link SubtreeMemo}): look-ups, hits, and tables cleared when full. */
    long memoFinds;
    long memoHits;
    long memoResets;
    /** Tasks a parallel search gave away, and the generations their engines started (all, and in small ones). */
    long gifts;
    long giftGenerations;
    long smallGiftGenerations;

    /** Adds another's counters to these (a parallel worker's, at the end of a task). */
    synchronized void add(Diagnostics o) {
        endgameEntries += o.endgameEntries;
        endgameTwoWordEntries += o.endgameTwoWordEntries;
        deadEndsRead += o.deadEndsRead;
        deadEndsDanced += o.deadEndsDanced;
        triesSummed += o.triesSummed;
        generationsRenewed += o.generationsRenewed;
        generationsStarted += o.generationsStarted;
        memoFinds += o.memoFinds;
        memoHits += o.memoHits;
        memoResets += o.memoResets;
        gifts += o.gifts;
        giftGenerations += o.giftGenerations;
        smallGiftGenerations += o.smallGiftGenerations;
    }
}
