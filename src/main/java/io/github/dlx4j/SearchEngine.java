/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * The seam between the entry points and the engines that search: {@link LinksEngine} (TAOCP 7.2.2.1's
 * Algorithms X and C on dancing links, with the bit-parallel endgame), {@link MultiplicityEngine}
 * (Algorithm M) and {@link CountingEngine} (Algorithm X on counters). {@link Plan} picks one;
 * {@link Driver}, splitting, the estimator and the parallel searches call only this interface.
 *
 * <p>An engine is resumable: {@link #next()} runs until the search stands at a solution (or at the cutoff
 * level, when splitting) and returns true, or until it ends and returns false with
 * {@link SearchState#outcome} set. While it stands still, levels {@code 0..level()-1} each hold one chosen
 * option. Every engine is given a {@link SearchState} (stacks and counters) and a {@link SearchControl}
 * (budgets, deadline, cancellation, progress, donation), which it consults at step X2 of every node.
 */
interface SearchEngine {

    /**
     * Before the search starts, applies forced options (a subproblem's prefix) on the engine's own
     * structures, leaving the links as they are; returns false (having changed nothing) when the engine does
     * not do that or the prefix does not fit, and the caller selects the options on the links instead.
     */
    default boolean selectOwn(int[] prefix) {
        return false;
    }

    /** Advances to the next solution or cutoff node (true), or to the end of the search (false). */
    boolean next();

    /**
     * Undoes the choices on the stack, restoring the matrix to its state before the search. Safe to call in
     * any state, and more than once; afterwards {@link #next()} returns false.
     */
    void abandon();

    /** Returns the stacks and counters. */
    SearchState state();

    /** Returns the level at which the search stands. */
    default int level() {
        return state().level;
    }

    /** Returns the option (an index of the problem) chosen at level {@code k < level()}, or -1 for none. */
    int optionAt(int k);

    /** Returns whether the point where the search stands is a solution (and not just the cutoff level). */
    boolean atSolution();

    /** Returns the number of options the item chosen at level {@code k} had when it was chosen. */
    int choices(int k);

    /** Returns the number of untried options of level {@code k < level()}. */
    int untriedAt(int k);

    /**
     * Removes the untried options of level {@code k < level()} from this search and returns them (option
     * indices, in the order they would have been tried); the caller must search the options of levels
     * {@code 0..k-1} plus each of them.
     */
    int[] giveAway(int k);

    /**
     * Returns the number of options of level {@code k < level()} tried before the one being tried, in the
     * order they are tried (those given away included), or -1 when none is being tried.
     */
    int triedAt(int k);

    /**
     * Returns the nodes between the first two checks of the search ({@link SearchControl}): before a node has
     * been timed, the size of the problem is all that says what one costs.
     */
    default int firstCheckInterval() {
        return SearchSettings.CHECK_INTERVAL;
    }

    /**
     * Returns Knuth's estimate of the fraction of the tree explored: with option {@code t_j} (0-based) of
     * {@code d_j} tried at level {@code j} ({@link #triedAt}, {@link #choices}), the sum of
     * {@code t_j / (d_0 d_1 ... d_j)}. It never decreases and is below 1 until the search completes.
     */
    default double fractionDone() {
        double f = 0;
        double weight = 1;
        for (int j = 0; j < level(); j++) {
            weight /= choices(j);
            f += triedAt(j) * weight;
        }
        return Math.min(f, Math.nextDown(1.0));
    }

    /**
     * Returns the number of options of the solution where the search stands: the levels, less those that
     * chose no option (Algorithm M's null moves).
     */
    default int solutionSize() {
        return level();
    }

    /** Returns option {@code k < solutionSize()} of the solution where the search stands. */
    default int solutionOption(int k) {
        return optionAt(k);
    }

    /** Returns the options of the solution where the search stands. */
    default int[] solutionOptions() {
        int[] a = new int[solutionSize()];
        for (int k = 0; k < a.length; k++) {
            a[k] = solutionOption(k);
        }
        return a;
    }

    /** Returns whether the node where the search stands (not at a solution) can have no solution below it. */
    boolean atDeadEnd();

    /**
     * Returns whether the search now reads dead ends below its tries off the links (the links engine on a
     * colored problem: as it started, until a window of nodes is complete, then as the last complete window
     * says): what a parallel worker's gift from this search starts with ({@link Workspace#readsDeadEndsAtStart}).
     */
    default boolean readsDeadEnds() {
        return false;
    }

    /** Returns the updates the search makes at a dead end before backing up (DLX1 covers the empty item). */
    default int deadEndUpdates() {
        return 1;
    }

    /**
     * Returns the moves at levels {@code 0..level()-1}: the options chosen, and -1 for a level that chose
     * none (Algorithm M's null move). A path to a node of the tree, as splitting and workers pass it on.
     */
    default int[] currentOptions() {
        int[] a = new int[level()];
        for (int k = 0; k < a.length; k++) {
            a[k] = optionAt(k);
        }
        return a;
    }

    /** Returns the shallowest level below the current one with untried options, or -1. */
    default int shallowestOpenLevel() {
        for (int k = 0; k < level(); k++) {
            if (untriedAt(k) > 0) {
                return k;
            }
        }
        return -1;
    }

    // ---------------------------------------------------------------------------------------------------
    // random probes (Knuth's estimate of the tree size): one root-to-leaf walk at a time

    /**
     * At the node where a probe stands: returns -1 at a solution; otherwise chooses the item the search
     * would branch on, covers it (counting its updates) and returns its number of options {@code d}; when
     * {@code d} is 0 the cover is undone at once.
     */
    int probeBranch();

    /** Tries option {@code k < d} of the item just chosen by {@link #probeBranch()} and goes down a level. */
    void probeDescend(int k);

    /** Undoes the probe's levels, back to the root with the counters cleared. */
    void probeRewind();

    /**
     * Rewinds a probe as {@link #probeRewind()} does, asking {@code stop} now and then (the links engine:
     * every 8 levels) whether to leave the rest for later, with the state at the level reached, for
     * {@link #probeRewind()} to finish.
     */
    default void probeRewind(java.util.function.BooleanSupplier stop) {
        probeRewind();
    }
}
