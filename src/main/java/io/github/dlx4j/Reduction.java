/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The result of {@link Preprocessor#reduce(ExactCoverProblem)}: the reduced problem, what was removed and
 * why, and the way back to the original problem.
 *
 * <p>The reduced problem keeps the surviving items under their names (a numbered problem's items are named
 * by their original indices, {@code "0"}, {@code "3"}, ...), in their original order, and the surviving
 * options in their original order, each with its surviving items in order, its colors and its cost. Its
 * solutions are exactly the original's: option {@code k} of the reduced problem is option
 * {@link #originalOption(int) originalOption(k)} of the original, and a set of reduced options is a solution
 * of the reduced problem if and only if the original options they map to are a solution of the original.
 * {@link #toOriginal(int[])} maps a solution.
 *
 * <p>When a primary item is left in no option, the problem has no solution ({@link #hasNoSolution()}): the
 * reduced problem is then that item alone, with no option, as Knuth's {@code DLX-PRE} writes it.
 *
 * <pre>{@code
 * Reduction r = Preprocessor.reduce(problem);
 * for (Solution s : new DancingLinks(r.problem()).solutions().toList()) {
 *     int[] original = r.toOriginal(s.options()); // option indices of problem
 * }
 * }</pre>
 */
public final class Reduction {

    /** Why an option or an item was removed. */
    public enum Reason {
        /**
         * An option that leaves a primary item with no option once chosen: every option of the primary item
         * {@link Removal#cause()}, which the option does not hold, clashes with it.
         */
        BLOCKS,
        /**
         * An option that holds item {@link Removal#via()} but not the primary item {@link Removal#cause()},
         * whose every option holds {@code via}: it clashes with whichever option covers {@code cause}.
         */
        CLASHES_WITH_IMPLIED,
        /**
         * An item that every option of the primary item {@link Removal#cause()} holds (without a color):
         * covering {@code cause} covers it. The options that kept both lose it.
         */
        IMPLIED,
        /** A secondary item that is left in no option (or was in none). */
        NO_OPTION,
        /**
         * Everything else, once the primary item {@link Removal#cause()} is left in no option: the problem has
         * no solution.
         */
        NO_SOLUTION
    }

    /**
     * One removal, in terms of the original problem.
     *
     * @param index the original index of the option or item removed
     * @param reason why it was removed
     * @param cause the original index of the primary item the reason names, or -1 ({@link Reason#NO_OPTION})
     * @param via for {@link Reason#CLASHES_WITH_IMPLIED}, the original index of the implied item; else -1
     * @param round the round that removed it, from 1; 0 for an item in no option from the start
     */
    public record Removal(int index, Reason reason, int cause, int via, int round) {
    }

    private final ExactCoverProblem original;
    private final ExactCoverProblem problem;
    private final int[] optionMap;
    private final int[] itemMap;
    private final List<Removal> removedOptions;
    private final List<Removal> removedItems;
    private final boolean noSolution;
    private final int rounds;
    private final boolean fixedPoint;
    private final SearchOutcome outcome;

    Reduction(ExactCoverProblem original, ExactCoverProblem problem, int[] optionMap, int[] itemMap,
            List<Removal> removedOptions, List<Removal> removedItems, boolean noSolution, int rounds,
            boolean fixedPoint, SearchOutcome outcome) {
        this.original = original;
        this.problem = problem;
        this.optionMap = optionMap;
        this.itemMap = itemMap;
        this.removedOptions = List.copyOf(removedOptions);
        this.removedItems = List.copyOf(removedItems);
        this.noSolution = noSolution;
        this.rounds = rounds;
        this.fixedPoint = fixedPoint;
        this.outcome = outcome;
    }

    /**
     * Returns the problem that was reduced.
     *
     * @return the original problem
     */
    public ExactCoverProblem original() {
        return original;
    }

    /**
     * Returns the reduced problem, with the same solutions as the original (mapped by
     * {@link #originalOption(int)}).
     *
     * @return the reduced problem
     */
    public ExactCoverProblem problem() {
        return problem;
    }

    /**
     * Returns the original index of an option of the reduced problem.
     *
     * @param option an option index of {@link #problem()}
     * @return the index of the same option in {@link #original()}
     * @throws IndexOutOfBoundsException if {@code option} is out of range
     */
    public int originalOption(int option) {
        Objects.checkIndex(option, optionMap.length);
        return optionMap[option];
    }

    /**
     * Returns the original index of an item of the reduced problem.
     *
     * @param item an item index of {@link #problem()}
     * @return the index of the same item in {@link #original()}
     * @throws IndexOutOfBoundsException if {@code item} is out of range
     */
    public int originalItem(int item) {
        Objects.checkIndex(item, itemMap.length);
        return itemMap[item];
    }

    /**
     * Returns the original indices of all the reduced problem's options, in order: a new array, increasing.
     *
     * @return {@code originalOption(k)} at {@code k}
     */
    public int[] optionMap() {
        return optionMap.clone();
    }

    /**
     * Maps options of the reduced problem, such as a solution's, to the original's indices, in the same order.
     *
     * @param options option indices of {@link #problem()}
     * @return a new array of the original indices
     * @throws IndexOutOfBoundsException if an index is out of range
     */
    public int[] toOriginal(int[] options) {
        int[] out = new int[options.length];
        for (int k = 0; k < options.length; k++) {
            out[k] = originalOption(options[k]);
        }
        return out;
    }

    /**
     * Returns the options removed, in the order they were found.
     *
     * @return an unmodifiable list; indices are the original problem's
     */
    public List<Removal> removedOptions() {
        return removedOptions;
    }

    /**
     * Returns the items removed, in the order they were found (without the primary item that
     * {@link #hasNoSolution()} leaves alone in the reduced problem).
     *
     * @return an unmodifiable list; indices are the original problem's
     */
    public List<Removal> removedItems() {
        return removedItems;
    }

    /**
     * Returns whether a primary item was left in no option, so that the problem has no solution.
     *
     * @return true when the problem has no solution
     */
    public boolean hasNoSolution() {
        return noSolution;
    }

    /**
     * Returns the number of rounds, counted as {@code DLX-PRE} counts them: the last is the one that found
     * nothing more to remove (or the round limit, or the round that found the problem without solution; 0
     * when a primary item had no option from the start).
     *
     * @return the rounds
     */
    public int rounds() {
        return rounds;
    }

    /**
     * Returns whether the reduction ran to its end: a round removed nothing more, or the problem was found to
     * have no solution. False when the round limit or a stop ({@link #outcome()}) came first; the reduced
     * problem is then still equivalent to the original, only less reduced.
     *
     * @return true when another round would remove nothing
     */
    public boolean isFixedPoint() {
        return fixedPoint;
    }

    /**
     * Returns how the work ended: {@link SearchOutcome#COMPLETED} (also at the round limit),
     * {@link SearchOutcome#DEADLINE} or {@link SearchOutcome#CANCELLED}.
     *
     * @return the outcome
     */
    public SearchOutcome outcome() {
        return outcome;
    }

    @Override
    public String toString() {
        return "Reduction[" + removedOptions.size() + " of " + original.optionCount() + " options and "
                + removedItems.size() + " of " + original.itemCount() + " items removed, " + rounds + " rounds"
                + (noSolution ? ", no solution" : "") + (fixedPoint ? "" : ", " + outcome) + ", option map "
                + Arrays.toString(optionMap.length > 20 ? Arrays.copyOf(optionMap, 20) : optionMap) + "]";
    }
}
