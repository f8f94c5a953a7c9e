/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.function.BooleanSupplier;

/**
 * Which engine runs a search, and which shortcuts it takes: the one place that knows the rules. The
 * engines take their plan as it is and decide nothing of it themselves; {@code docs/design.md} shows the
 * rules as one table.
 *
 * <p>Every shortcut searches the same tree as the plain algorithm: the same solutions in the same order and
 * the same counters. A plan changes only the time a search takes.
 *
 * @param engine the engine
 * @param cutoff the level at which the search stands still without a solution (a split), or
 *     {@link Integer#MAX_VALUE}
 * @param randomized whether options are tried in a shuffled order and ties broken at random
 * @param seed the seed of the random order
 * @param endgameLimit the links engine hands a subtree to the bit-parallel {@link Endgame} at a node with at
 *     most this many live options; negative never
 * @param adaptive whether the endgame is entered only while it pays ({@link Payoff}); off, it is
 *     entered wherever the limit allows
 * @param memo whether a count keeps the memo of subtrees ({@link SubtreeMemo})
 * @param deadEnds whether the links engine reads dead ends below its tries off the links where that pays
 *     ({@link DeadEnds})
 * @param lastItems whether a count takes the options of the last primary item (the last two, with
 *     {@code deadEnds}) without dancing them ({@link LastItem}, {@link Bounds#countLastItem})
 * @param propagate whether the counting engine propagates before it branches ({@link SubsetPairs}): a
 *     smaller tree, so other statistics and, where there are several solutions, another order; only for
 *     searches that do not ask for the sequential order ({@link EngineOptions#unordered()})
 * @param sharp whether the engine chooses by Knuth's sharp preference
 *     ({@link LinkedMatrix#chooseSharpItem()}): only when asked for and the problem has both sharp and
 *     other primary items, since otherwise the choice is the plain one
 */
record Plan(Engine engine, int cutoff, boolean randomized, long seed, int endgameLimit, boolean adaptive,
        boolean memo, boolean deadEnds, boolean lastItems, boolean propagate, boolean sharp) {

    /** The most items a problem may have for a count to keep the memo of subtrees: 64 words of key. */
    static final int MEMO_ITEMS = 4096;

    /** The engines, siblings behind {@link SearchEngine}. */
    enum Engine {
        /** Algorithms X and C on the dancing links ({@link LinksEngine}). */
        LINKS,
        /** Algorithm M, for multiplicities ({@link MultiplicityEngine}). */
        ALGORITHM_M,
        /** Algorithm X on static arrays, for problems of a Sudoku's shape ({@link CountingEngine}). */
        COUNTING
    }

    /**
     * Returns the plan of a search of {@code problem} asked for by {@code request}. {@code countingPays} tells
     * whether the counting engine's shape rule holds ({@link CountingTables#pays}); it is asked only when the
     * answer matters.
     */
    static Plan of(ExactCoverProblem problem, EngineOptions request, BooleanSupplier countingPays) {
        boolean colored = problem.hasColors();
        boolean randomized = request.randomized();
        boolean whole = request.cutoff() == Integer.MAX_VALUE; // not a split
        boolean adaptive = request.adaptive();
        boolean plainOrder = !randomized && whole;
        // Sharp preference changes the choice of item, which the counting engine (and its propagation) and the
        // endgame make their own way: they are left out. The memo, dead ends and last items follow the links'
        // choices.
        boolean sharp = request.sharp() && problem.sharpMatters();
        // A key of more than MEMO_ITEMS items costs more to make at each node, and its layout more to build
        // before the first (seconds and hundreds of megabytes for queens 3000), than a hit is likely to save.
        boolean memo = request.memo() && adaptive && plainOrder && problem.itemCount() <= MEMO_ITEMS;
        if (request.multiplicities() || problem.hasMultiplicities()) {
            return new Plan(Engine.ALGORITHM_M, request.cutoff(), randomized, request.seed(), -1, adaptive, memo,
                    false, adaptive && plainOrder, false, sharp);
        }
        boolean countingFits = !colored && !sharp && plainOrder && problem.itemCount() < CountingEngine.COVER
                && problem.primaryItemCount() > 0;
        if (countingFits && (request.counting()
                || (adaptive && request.endgameLimit() >= 0 && countingPays.getAsBoolean()))) {
            // Propagation gives a smaller tree, where the memo's states (covered items) no longer say what
            // is left: a search that lets its tree change takes it instead of the memo.
            boolean propagate = request.unordered() && adaptive;
            return new Plan(Engine.COUNTING, request.cutoff(), false, 0, -1, adaptive, memo && !propagate, false,
                    false, propagate, false);
        }
        // The endgame searches colored problems exactly, but measured against the links it did not pay
        // (Kakuro about even, a random XCC family 1.4x slower: short options, cheap links), so a colored
        // search enters it only when a test forces it (adaptive off).
        int endgame = !plainOrder || sharp || (colored && adaptive) ? -1 : request.endgameLimit();
        boolean deadEnds = colored && adaptive && plainOrder && endgame < 0;
        // On problems without colors the last items measured no faster: they dance, as DLX1 does.
        boolean lastItems = colored && adaptive && plainOrder;
        return new Plan(Engine.LINKS, request.cutoff(), randomized, request.seed(), endgame, adaptive, memo,
                deadEnds, lastItems, false, sharp);
    }
}
