/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import java.io.Serializable;

/**
 * The outcome of searching one subproblem on an executor: its index in the split, the solutions found (all
 * of them, or at most the limit of an enumeration), the search's nodes and updates, and the time it took.
 *
 * @param index the subproblem's position in the split, from 0
 * @param solutions the solutions found
 * @param nodes the nodes of the search below the subproblem's forced options
 * @param updates Knuth's updates of that search
 * @param millis the wall-clock time of the search on the executor
 */
public record SubproblemResult(int index, long solutions, long nodes, long updates, long millis)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * Checks the values.
     *
     * @throws IllegalArgumentException if a value is negative
     */
    public SubproblemResult {
        if (index < 0 || solutions < 0 || nodes < 0 || updates < 0 || millis < 0) {
            throw new IllegalArgumentException("negative value in " + index + " " + solutions + " " + nodes + " "
                    + updates + " " + millis);
        }
    }

    /** Returns the result as one line of blank-separated numbers, the form {@link #parse(String)} reads. */
    String toLine() {
        return index + " " + solutions + " " + nodes + " " + updates + " " + millis;
    }

    /**
     * Reads a line written by {@link #toLine()}.
     *
     * @throws IllegalArgumentException if the line is not five non-negative numbers
     */
    static SubproblemResult parse(String line) {
        String[] t = line.strip().split(" ");
        if (t.length != 5) {
            throw new IllegalArgumentException("expected 5 numbers, found " + t.length + ": '" + line + "'");
        }
        try {
            return new SubproblemResult(Integer.parseInt(t[0]), Long.parseLong(t[1]), Long.parseLong(t[2]),
                    Long.parseLong(t[3]), Long.parseLong(t[4]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number in '" + line + "'", e);
        }
    }
}
