/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * A piece of a split search tree: a prefix of forced options. The solutions of a problem are exactly the
 * union, over the pieces of {@link DancingLinks#split(int)}, of the solutions that contain each piece's
 * options, with no solution in two pieces.
 *
 * <p>For a problem with multiplicities (Algorithm M), a subproblem is a <em>path</em> of the search tree:
 * entry {@code k} is the option the search chooses at level {@code k}, or -1 (a <em>null move</em>) where the
 * level closes its item without an option. There a node is more than the options above it (the options
 * tried before them at their levels are out of play), so a subproblem must be a path the search makes, as
 * {@link DancingLinks#split(int)} produces them; a search of another one is refused with an
 * {@link IllegalArgumentException}.
 *
 * <p>A subproblem is a small value that can be written out with {@link #toText()} and read back with
 * {@link #parse(String)}, so that other processes or machines can search it with
 * {@link DancingLinks#search(Subproblem, SearchSettings, SolutionVisitor)}.
 */
public final class Subproblem {

    /** The entry of a level that chooses no option (Algorithm M's null move); written {@code -} as text. */
    static final int NULL_MOVE = -1;

    private final int[] options;

    private Subproblem(int[] options) {
        this.options = options;
    }

    /**
     * Creates a subproblem that forces the given options.
     *
     * @param options option indices, each at least 0, or -1 for a null move (problems with multiplicities)
     * @return a new subproblem holding a copy of the array
     * @throws IllegalArgumentException if an option index is negative other than -1
     */
    public static Subproblem of(int... options) {
        int[] copy = options.clone();
        for (int o : copy) {
            if (o < NULL_MOVE) {
                throw new IllegalArgumentException("option index must be at least 0 (or -1, a null move), was " + o);
            }
        }
        return new Subproblem(copy);
    }

    /**
     * Reads a subproblem written by {@link #toText()}: option indices separated by blanks, {@code -} for a
     * null move (-1).
     *
     * @param text for example {@code "3 17 42"}; blank for the whole problem
     * @return the subproblem
     * @throws IllegalArgumentException if a token is neither {@code -} nor a non-negative decimal integer
     *     written in ASCII digits (no sign), or is larger than {@link Integer#MAX_VALUE}
     */
    public static Subproblem parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return new Subproblem(new int[0]);
        }
        String[] tokens = t.split("\\s+");
        int[] a = new int[tokens.length];
        for (int k = 0; k < tokens.length; k++) {
            if (tokens[k].equals("-")) {
                a[k] = NULL_MOVE;
                continue;
            }
            // Only ASCII digits, as toText writes them: no sign, no other scripts' digits.
            if (!tokens[k].chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw new IllegalArgumentException("subproblem token " + (k + 1) + " is not an option index: '"
                        + tokens[k] + "' (expected decimal digits 0-9)");
            }
            try {
                a[k] = Integer.parseInt(tokens[k]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("subproblem token " + (k + 1) + " is not an option index: '"
                        + tokens[k] + "'", e);
            }
            if (a[k] < 0) {
                throw new IllegalArgumentException("subproblem token " + (k + 1) + " is negative: " + a[k]);
            }
        }
        return new Subproblem(a);
    }

    /**
     * Returns the forced options, in the order the search chose them.
     *
     * @return a new array of option indices
     */
    public int[] options() {
        return options.clone();
    }

    /**
     * Returns the number of forced options.
     *
     * @return the prefix length
     */
    public int size() {
        return options.length;
    }

    int[] optionsArray() {
        return options;
    }

    /**
     * Returns the option indices separated by single spaces, the form {@link #parse(String)} reads.
     *
     * @return for example {@code "3 17 42"}, or an empty string for the whole problem
     */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (int o : options) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            if (o == NULL_MOVE) {
                sb.append('-');
            } else {
                sb.append(o);
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Subproblem && Arrays.equals(options, ((Subproblem) o).options);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(options);
    }

    @Override
    public String toString() {
        return "Subproblem[" + toText() + "]";
    }
}
