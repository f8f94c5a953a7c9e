/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Reduces an exact cover problem before a search, as Knuth's preprocessor {@code DLX-PRE} does: removes
 * options that cannot be in any solution and items that other items imply, round after round, until a
 * round finds nothing more. The reduced problem has the same solutions; {@link Reduction} maps them back.
 *
 * <p>Two rules, for a primary item {@code p} and any item {@code c}:
 * <ul>
 *   <li>If every option of {@code p} holds {@code c} without a color, covering {@code p} covers {@code c}:
 *       item {@code c} goes, the options that hold {@code c} but not {@code p} go, and the others lose
 *       {@code c}.</li>
 *   <li>If every option of {@code p} clashes with an option {@code r} that does not hold {@code p} (shares
 *       an item with it, or a secondary item with another color or none), {@code r} cannot be chosen: it
 *       goes.</li>
 * </ul>
 * A primary item left in no option means that there is no solution ({@link Reduction#hasNoSolution()}).
 * Options are tried on the turn of their first item; an option that gives its first item a color is not
 * tried, as in {@code DLX-PRE} (put colored items last in options to have them all tried). The result is
 * {@code DLX-PRE}'s: the same options and items removed.
 *
 * <p>Cost: memory a few {@code int}s per node; a round tries each option against the options that clash
 * with it, so it takes time about the sum, over options, of the nodes of the options they clash with: far
 * more than a search node, but polynomial. Scott's pentomino board (1,568 options) takes about 75 ms warm, a
 * Sudoku puzzle about 1 ms. It pays when many options or items go and a search would meet them often.
 *
 * <pre>{@code
 * Reduction r = Preprocessor.reduce(problem);
 * long count = new DancingLinks(r.problem()).count(); // the same count as the original's
 * }</pre>
 */
public final class Preprocessor {

    private Preprocessor() {
    }

    /**
     * Reduces a problem until a round removes nothing more.
     *
     * @param problem an exact cover problem, with or without colors and costs
     * @return the reduction
     * @throws IllegalArgumentException if the problem has multiplicities (an item with bounds other than
     *     {@code 1..1}): the rules hold only for items covered exactly once
     * @throws NullPointerException if {@code problem} is null
     */
    public static Reduction reduce(ExactCoverProblem problem) {
        return reduce(problem, Integer.MAX_VALUE, SearchSettings.DEFAULT);
    }

    /**
     * Reduces a problem for at most {@code maxRounds} rounds, stopping early when the settings' timeout passes,
     * their cancellation flag is set or the thread is interrupted (its interrupt status stays set). The stop
     * is looked at before each item's turn in a round; what was removed until then stays removed, so that
     * a stopped reduction is still equivalent to the original ({@link Reduction#outcome()} says why it
     * stopped). Other settings are ignored.
     *
     * @param problem an exact cover problem, with or without colors and costs
     * @param maxRounds the most rounds to run, at least 0 ({@code DLX-PRE}'s {@code t} option is one more);
     *     0 removes only secondary items that are in no option, and finds a primary item in none
     * @param settings the timeout and the cancellation flag
     * @return the reduction
     * @throws IllegalArgumentException if the problem has multiplicities, or {@code maxRounds} is negative
     * @throws NullPointerException if {@code problem} or {@code settings} is null
     */
    public static Reduction reduce(ExactCoverProblem problem, int maxRounds, SearchSettings settings) {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(settings, "settings");
        if (maxRounds < 0) {
            throw new IllegalArgumentException("maxRounds " + maxRounds + " is negative");
        }
        if (problem.hasMultiplicities()) {
            for (int i = 0; i < problem.itemCount(); i++) {
                if (problem.isPrimary(i) && (problem.lowerBound(i) != 1 || problem.upperBound(i) != 1)) {
                    throw new IllegalArgumentException("cannot reduce a problem with multiplicities: item '"
                            + problem.itemName(i) + "' is to be covered " + problem.lowerBound(i) + ".."
                            + problem.upperBound(i) + " times, and DLX-PRE's rules hold only for items covered"
                            + " exactly once");
                }
            }
        }
        return new Reducer(problem, maxRounds, stop(settings)).run();
    }

    private static Reducer.Stop stop(SearchSettings settings) {
        AtomicBoolean flag = settings.cancelFlag();
        boolean timed = settings.timeout() != null;
        long start = settings.clock().getAsLong();
        long timeout = timed ? settings.timeout().toNanos() : 0;
        return () -> {
            if ((flag != null && flag.get()) || Thread.currentThread().isInterrupted()) {
                return SearchOutcome.CANCELLED;
            }
            if (timed && settings.clock().getAsLong() - start >= timeout) {
                return SearchOutcome.DEADLINE;
            }
            return null;
        };
    }
}
