/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Thrown by a count when one of its {@code long} counters (solutions, nodes, updates, cleansings) would pass
 * {@link Long#MAX_VALUE}: the count is never returned wrapped. A search's nodes are at least its solutions,
 * so a count of more solutions than a {@code long} holds throws this; so does one whose nodes or updates
 * pass the limit first. Only counts whose subtrees repeat get that far in practice (the memo of a count adds
 * a stored subtree at once: domino tilings of boards larger than 12x12, products of independent parts).
 */
public final class CountOverflowException extends ArithmeticException {

    private static final long serialVersionUID = 1L;

    /** What to use instead, as the message says. */
    static final String INSTEAD = "use SolutionDiagram.count() for the exact count";

    /**
     * Creates the exception for the counter named {@code what} ("solution", "node", "update", "cleansing").
     *
     * @param what the counter that passed the limit
     */
    CountOverflowException(String what) {
        super("the count passed Long.MAX_VALUE (" + Long.MAX_VALUE + "): its " + what + "s do not fit in a long; "
                + INSTEAD);
    }

    /**
     * Returns {@code a + b}, two counts of the counter named {@code what}.
     *
     * @throws CountOverflowException if the sum passes {@link Long#MAX_VALUE}
     */
    static long add(String what, long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw new CountOverflowException(what);
        }
    }
}
