/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * An immutable, validated exact cover problem: items (primary or secondary) and options.
 *
 * <p>A solution is a set of options that contains every primary item exactly once and every secondary
 * item at most once. Items are numbered {@code 0 .. itemCount()-1} in the order they were declared;
 * options are numbered {@code 0 .. optionCount()-1} in the order they were added, and each keeps its
 * items in the order given. Items either all have names (declared with {@link Builder#primary(String...)}
 * and {@link Builder#secondary(String...)}) or none do (declared with {@link Builder#primaryItems(int)}
 * and {@link Builder#secondaryItems(int)}).
 *
 * <p><b>Names</b> are what Knuth's format can write: an item name, and a color, is one or more printable
 * ASCII characters ({@code '!'} to {@code '~'}) other than {@code ':'} and {@code '|'}. The builder refuses
 * any other name up front (a blank, a control character, a letter outside ASCII), naming it, so that every
 * problem it builds can be written by {@link DlxFormat} and read back. For items that are not names (your
 * own objects) use {@link TypedProblem}, which numbers them.
 *
 * <p><b>Colors</b> (Knuth's XCC problems, Algorithm C of TAOCP 7.2.2.1, his program {@code DLX2}): an
 * option may give a secondary item a color, written {@code "X:red"} in an option's item names (or with
 * {@link Builder#option(String[], String[])}). Options that give an item the same color may all be chosen
 * together; options that give it different colors, or that contain it without a color, exclude each other.
 * A solution then contains every primary item exactly once, and each secondary item either at most once
 * or only in options that agree on its color. Primary items have no colors.
 *
 * <p><b>Multiplicities</b> (Knuth's MCC problems, Algorithm M, his program {@code DLX3}): a primary item may
 * be given bounds {@code u..v} with {@link Builder#multiplicity(String, int, int)}; a solution then contains
 * it in at least {@code u} and at most {@code v} of its options (an option is still chosen at most once).
 * Such problems are searched by Algorithm M; colors apply to their secondary items as above.
 *
 * <p><b>Sharp items</b> (Knuth's program {@code DLX2-SHARP}): a primary item whose name begins with
 * {@code '#'} is <em>sharp</em> ({@link #isSharp(int)}). The name is all that marks it; it changes nothing
 * unless a search asks for sharp preference ({@link SearchSettings.Builder#sharpPreference(boolean)}), which
 * then branches on sharp items before the others.
 *
 * <p>Options are stored compactly in two {@code int} arrays (compressed sparse rows), so a problem with
 * millions of nodes costs about one {@code int} per node and builds in time linear in the number of nodes.
 * Instances are immutable and safe to share between threads.
 *
 * <pre>{@code
 * ExactCoverProblem problem = ExactCoverProblem.builder()
 *     .primary("A", "B", "C", "D", "E", "F", "G")
 *     .option("C", "E", "F")
 *     .option("A", "D", "G")
 *     .option("B", "C", "F")
 *     .option("A", "D")
 *     .option("B", "G")
 *     .option("D", "E", "G")
 *     .build();
 * }</pre>
 */
public final class ExactCoverProblem {

    private final int itemCount;
    private final int primaryCount;
    private final boolean[] secondary;
    private final String[] names; // null when items are numbered
    private final Map<String, Integer> indexByName; // null when items are numbered
    private final int[] optionStart; // optionCount + 1 entries
    private final int[] optionItems; // nodeCount entries
    private final int[] optionColors; // nodeCount entries, 0 for no color; null when no option has a color
    private final String[] colorNames; // color c (1-based) is colorNames[c - 1]
    private final int[] lower; // per item, the least number of times it must be covered; null when all 1..1
    private final int[] upper; // per item, the most; null when all 1..1
    private final long[] optionCosts; // per option; null when every option costs 0
    /** Per item, whether it is a primary item whose name begins with '#'; null when none is. */
    private final boolean[] sharp;
    private int hash;

    private ExactCoverProblem(ProblemDraft b) {
        this.itemCount = b.itemCount;
        this.secondary = Arrays.copyOf(b.secondary, b.itemCount);
        int p = 0;
        for (boolean s : secondary) {
            if (!s) {
                p++;
            }
        }
        this.primaryCount = p;
        this.names = b.names == null ? null : b.names.toArray(new String[0]);
        // Shared, not copied: the builder copies its map before it declares another name. (Map.copyOf probed
        // linearly from String.hashCode, which clusters for short names: 400,000 names took minutes.)
        this.indexByName = b.indexByName;
        b.indexShared = true;
        this.optionStart = Arrays.copyOf(b.optionStart, b.optionCount + 1);
        this.optionItems = Arrays.copyOf(b.optionItems, b.nodeCount);
        this.optionColors = b.optionColors == null ? null : Arrays.copyOf(b.optionColors, b.nodeCount);
        this.colorNames = b.colorNames == null ? new String[0] : b.colorNames.toArray(new String[0]);
        int[] lo = null;
        int[] hi = null;
        if (b.lower != null) {
            for (int k = 0; k < b.itemCount; k++) {
                if (!b.secondary[k] && (b.lower[k] != 1 || b.upper[k] != 1)) {
                    lo = Arrays.copyOf(b.lower, b.itemCount);
                    hi = Arrays.copyOf(b.upper, b.itemCount);
                    break;
                }
            }
        }
        this.lower = lo;
        this.upper = hi;
        b.checkCostTotal();
        this.optionCosts = b.optionCosts == null ? null : Arrays.copyOf(b.optionCosts, b.optionCount);
        this.sharp = sharpItems(names, secondary);
    }

    /** Marks the primary items whose names begin with '#'; null when there are none. */
    private static boolean[] sharpItems(String[] names, boolean[] secondary) {
        boolean[] marks = null;
        if (names != null) {
            for (int k = 0; k < names.length; k++) {
                if (!secondary[k] && names[k].charAt(0) == SHARP) {
                    if (marks == null) {
                        marks = new boolean[names.length];
                    }
                    marks[k] = true;
                }
            }
        }
        return marks;
    }

    /**
     * Returns whether sharp preference can change a search of this problem: some primary items are sharp and
     * some are not. (With none, or all, its choice is the plain one.)
     */
    boolean sharpMatters() {
        if (sharp == null) {
            return false;
        }
        for (int k = 0; k < itemCount; k++) {
            if (!secondary[k] && !sharp[k]) {
                return true;
            }
        }
        return false;
    }

    /** The first character of a sharp item's name. */
    static final char SHARP = '#';

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns the problem of a 0/1 matrix: one option per row, one item per column, a 1 where the option
     * contains the item; the first {@code primaryColumns} columns are primary, the others secondary. Option
     * {@code k} is row {@code k}. With names the items are named, otherwise numbered.
     *
     * @param matrix the rows, all of one length (that of the names, when given); each value 0 or 1
     * @param primaryColumns how many of the first columns are primary, from 0 to the number of columns
     * @param columnNames one name per column, or none
     * @return the problem
     * @throws IllegalArgumentException if a row is null or of another length, a value is not 0 or 1, a row
     *     has no 1 or 1s only in secondary columns, {@code primaryColumns} is out of range, or a name is
     *     invalid as for {@link Builder#primary(String...)}; the message names the row and column
     * @throws NullPointerException if {@code matrix} is null
     */
    public static ExactCoverProblem fromMatrix(int[][] matrix, int primaryColumns, String... columnNames) {
        return MatrixInput.of(matrix, primaryColumns, columnNames);
    }

    /**
     * Returns the problem of a 0/1 matrix given as booleans ({@code true} for 1), as
     * {@link #fromMatrix(int[][], int, String...)} does.
     *
     * @param matrix the rows, all of one length (that of the names, when given)
     * @param primaryColumns how many of the first columns are primary, from 0 to the number of columns
     * @param columnNames one name per column, or none
     * @return the problem
     * @throws IllegalArgumentException as {@link #fromMatrix(int[][], int, String...)}
     * @throws NullPointerException if {@code matrix} is null
     */
    public static ExactCoverProblem fromMatrix(boolean[][] matrix, int primaryColumns, String... columnNames) {
        return MatrixInput.of(matrix, primaryColumns, columnNames);
    }

    /**
     * Returns the number of items, primary and secondary.
     *
     * @return the item count
     */
    public int itemCount() {
        return itemCount;
    }

    /**
     * Returns the number of primary items.
     *
     * @return the primary item count
     */
    public int primaryItemCount() {
        return primaryCount;
    }

    /**
     * Returns the number of secondary items.
     *
     * @return the secondary item count
     */
    public int secondaryItemCount() {
        return itemCount - primaryCount;
    }

    /**
     * Returns the number of options.
     *
     * @return the option count
     */
    public int optionCount() {
        return optionStart.length - 1;
    }

    /**
     * Returns the number of nodes, that is the total size of all options.
     *
     * @return the node count
     */
    public int nodeCount() {
        return optionItems.length;
    }

    /**
     * Returns whether the item is primary (must be covered exactly once).
     *
     * @param item an item index
     * @return true for a primary item, false for a secondary one
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public boolean isPrimary(int item) {
        Objects.checkIndex(item, itemCount);
        return !secondary[item];
    }

    /**
     * Returns whether the items have names.
     *
     * @return true when the items were declared by name
     */
    public boolean hasNames() {
        return names != null;
    }

    /**
     * Returns the item's name, or its index in decimal when the items are numbered.
     *
     * @param item an item index
     * @return the name of the item
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public String itemName(int item) {
        Objects.checkIndex(item, itemCount);
        return names == null ? Integer.toString(item) : names[item];
    }

    /**
     * Returns whether an item is sharp: a primary item whose name begins with {@code '#'}. A search with
     * {@link SearchSettings.Builder#sharpPreference(boolean) sharp preference} branches on sharp items
     * before the others; other searches ignore the mark. Numbered items and secondary items are never sharp.
     *
     * @param item an item index
     * @return true for a sharp item
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public boolean isSharp(int item) {
        Objects.checkIndex(item, itemCount);
        return sharp != null && sharp[item];
    }

    /**
     * Returns whether some primary item is sharp ({@link #isSharp(int)}).
     *
     * @return true when at least one primary item's name begins with {@code '#'}
     */
    public boolean hasSharpItems() {
        return sharp != null;
    }

    /**
     * Returns the index of the item with the given name.
     *
     * @param name an item name
     * @return the item's index, or empty when no item has that name (always empty for numbered items)
     */
    public OptionalInt itemIndex(String name) {
        Integer i = indexByName == null ? null : indexByName.get(name);
        return i == null ? OptionalInt.empty() : OptionalInt.of(i);
    }

    /**
     * Returns the number of items in an option.
     *
     * @param option an option index
     * @return the option's size
     * @throws IndexOutOfBoundsException if {@code option} is not an option index
     */
    public int optionSize(int option) {
        Objects.checkIndex(option, optionCount());
        return optionStart[option + 1] - optionStart[option];
    }

    /**
     * Returns the k-th item of an option, in the order the option was given.
     *
     * @param option an option index
     * @param k a position in the option, {@code 0 <= k < optionSize(option)}
     * @return the item index
     * @throws IndexOutOfBoundsException if {@code option} or {@code k} is out of range
     */
    public int optionItem(int option, int k) {
        Objects.checkIndex(k, optionSize(option));
        return optionItems[optionStart[option] + k];
    }

    /**
     * Returns a copy of an option's items, in the order the option was given.
     *
     * @param option an option index
     * @return a new array of item indices
     * @throws IndexOutOfBoundsException if {@code option} is not an option index
     */
    public int[] optionItems(int option) {
        Objects.checkIndex(option, optionCount());
        return Arrays.copyOfRange(optionItems, optionStart[option], optionStart[option + 1]);
    }

    /**
     * Returns whether some primary item has bounds other than {@code 1..1} (an MCC problem, Knuth's
     * multiplicities; see {@link Builder#multiplicity(String, int, int)}).
     *
     * @return true if some primary item may or must be covered other than exactly once
     */
    public boolean hasMultiplicities() {
        return lower != null;
    }

    /**
     * Returns the least number of options of a solution that contain a primary item: 1 unless set with
     * {@link Builder#multiplicity(int, int, int)}. Secondary items have no bounds; this returns 0 for them.
     *
     * @param item an item index
     * @return the item's lower bound
     * @throws IndexOutOfBoundsException if {@code item} is out of range
     */
    public int lowerBound(int item) {
        Objects.checkIndex(item, itemCount);
        return secondary[item] ? 0 : lower == null ? 1 : lower[item];
    }

    /**
     * Returns the most options of a solution that may contain a primary item: 1 unless set with
     * {@link Builder#multiplicity(int, int, int)}. Secondary items have no bounds; this returns 1 for them
     * (at most once, or any number of times in options that agree on its color).
     *
     * @param item an item index
     * @return the item's upper bound
     * @throws IndexOutOfBoundsException if {@code item} is out of range
     */
    public int upperBound(int item) {
        Objects.checkIndex(item, itemCount);
        return secondary[item] || upper == null ? 1 : upper[item];
    }

    /**
     * Returns whether some option gives a secondary item a color (an XCC problem).
     *
     * @return true when the problem has colors
     */
    public boolean hasColors() {
        return optionColors != null;
    }

    /**
     * Returns the number of distinct colors the options use.
     *
     * @return the number of colors, 0 when the problem has none
     */
    public int colorCount() {
        return colorNames.length;
    }

    /**
     * Returns the color the k-th item of an option has in that option.
     *
     * @param option an option index
     * @param k a position in the option, {@code 0 <= k < optionSize(option)}
     * @return the color's name, or null when the item has no color there
     * @throws IndexOutOfBoundsException if {@code option} or {@code k} is out of range
     */
    public String optionColor(int option, int k) {
        Objects.checkIndex(k, optionSize(option));
        if (optionColors == null) {
            return null;
        }
        int c = optionColors[optionStart[option] + k];
        return c == 0 ? null : colorNames[c - 1];
    }

    /**
     * Returns an option as text: its item names separated by single spaces, as in Knuth's format, each
     * colored item followed by a colon and its color ({@code "A C X:1 Y:1"}).
     *
     * @param option an option index
     * @return the option's item names, for example {@code "A D G"}
     * @throws IndexOutOfBoundsException if {@code option} is not an option index
     */
    public String optionText(int option) {
        Objects.checkIndex(option, optionCount());
        StringBuilder sb = new StringBuilder();
        for (int k = optionStart[option]; k < optionStart[option + 1]; k++) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(itemName(optionItems[k]));
            if (optionColors != null && optionColors[k] != 0) {
                sb.append(':').append(colorNames[optionColors[k] - 1]);
            }
        }
        return sb.toString();
    }

    /** Package-private: the color of each node (0 for none), not copied; null when there are no colors. */
    int[] optionColorArray() {
        return optionColors;
    }

    /**
     * Returns the cost of an option: zero unless the builder or the file gave it one.
     *
     * @param option an option index, {@code 0 <= option < optionCount()}
     * @return the option's cost, at least 0
     * @throws IndexOutOfBoundsException if {@code option} is out of range
     */
    public long costOf(int option) {
        Objects.checkIndex(option, optionCount());
        return optionCosts == null ? 0 : optionCosts[option];
    }

    /**
     * Returns whether some option has a nonzero cost.
     *
     * @return true if some option costs more than 0
     */
    public boolean hasCosts() {
        if (optionCosts != null) {
            for (long c : optionCosts) {
                if (c != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Package-private: the costs per option, not copied; null when every option costs 0. */
    long[] optionCostArray() {
        return optionCosts;
    }

    /** Package-private: the CSR start array, not copied. Callers must not modify it. */
    int[] optionStartArray() {
        return optionStart;
    }

    /** Package-private: the CSR item array, not copied. Callers must not modify it. */
    int[] optionItemArray() {
        return optionItems;
    }

    /**
     * Returns whether another problem has the same items (kinds and names, in order) and the same options
     * (items in order, in order) with the same costs.
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ExactCoverProblem)) {
            return false;
        }
        ExactCoverProblem p = (ExactCoverProblem) o;
        return itemCount == p.itemCount
                && Arrays.equals(secondary, p.secondary)
                && Arrays.equals(names, p.names)
                && Arrays.equals(optionStart, p.optionStart)
                && Arrays.equals(optionItems, p.optionItems)
                && Arrays.equals(lower, p.lower)
                && Arrays.equals(upper, p.upper)
                && sameCosts(p)
                && sameColors(p);
    }

    private boolean sameCosts(ExactCoverProblem p) {
        for (int o = 0; o < optionCount(); o++) {
            if (costOf(o) != p.costOf(o)) {
                return false;
            }
        }
        return true;
    }

    /** Compares the colors by name, node by node (color numbers depend on the order they were met). */
    private boolean sameColors(ExactCoverProblem p) {
        if ((optionColors == null) != (p.optionColors == null)) {
            return false;
        }
        if (optionColors == null) {
            return true;
        }
        for (int k = 0; k < optionColors.length; k++) {
            int a = optionColors[k];
            int b = p.optionColors[k];
            if ((a == 0) != (b == 0) || (a != 0 && !colorNames[a - 1].equals(p.colorNames[b - 1]))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(itemCount, Arrays.hashCode(secondary), Arrays.hashCode(names),
                    Arrays.hashCode(optionStart), Arrays.hashCode(optionItems), hasColors(), Arrays.hashCode(lower),
                    Arrays.hashCode(upper), hasCosts() ? Arrays.hashCode(optionCosts) : 0);
            hash = h;
        }
        return h;
    }

    /** Returns a one-line summary: item, option and node counts. */
    @Override
    public String toString() {
        return "ExactCoverProblem[items=" + itemCount + " (" + primaryCount + " primary), options="
                + optionCount() + ", nodes=" + nodeCount() + (hasColors() ? ", colors=" + colorNames.length : "")
                + (hasMultiplicities() ? ", multiplicities" : "") + (hasCosts() ? ", costs" : "") + "]";
    }

    /**
     * Builds an {@link ExactCoverProblem}, validating each option as it is added.
     *
     * <p>Declare items first, then add options that refer to them; more items may be declared between
     * options. Every check is eager: a bad option is rejected by the call that adds it, with a message
     * that names the option (its index and text) and the offending item. A builder is not thread-safe;
     * {@link #build()} may be called more than once.
     *
     * <p>Building stops when its thread is interrupted: every 16,384th option added looks at the interrupt
     * and, if it is set, throws {@link java.util.concurrent.CancellationException} (the option is added,
     * and the interrupt stays set). So another thread can stop the building of millions of options.
     */
    public static final class Builder {
        /** The items and options so far, and their checks. */
        final ProblemDraft draft = new ProblemDraft();

        private Builder() {
        }

        /**
         * Sets the bounds of a named primary item (Knuth's multiplicities, Algorithm M of TAOCP 7.2.2.1, his
         * program {@code DLX3}): a solution must contain it in at least {@code lower} and at most
         * {@code upper} of its options. The default is {@code 1..1}, exact cover. With {@code lower == 0} the
         * item may stay uncovered; it differs from a secondary item in that it counts as the primary item an
         * option must have. In Knuth's file format the bounds are written before the name on the item line,
         * {@code 2:3|C} (or {@code 2|C} for {@code 2..2}).
         *
         * @param itemName a declared primary item
         * @param lower the least number of times, at least 0
         * @param upper the most number of times, at least 1 and at least {@code lower}
         * @return this builder
         * @throws IllegalArgumentException if the item is unknown or secondary, or the bounds are not
         *     {@code 0 <= lower <= upper}, {@code upper >= 1}
         */
        public Builder multiplicity(String itemName, int lower, int upper) {
            draft.multiplicity(itemName, lower, upper);
            return this;
        }

        /**
         * Sets the bounds of a primary item given by index; see {@link #multiplicity(String, int, int)}.
         *
         * @param item a declared primary item's index
         * @param lower the least number of times, at least 0
         * @param upper the most number of times, at least 1 and at least {@code lower}
         * @return this builder
         * @throws IllegalArgumentException if the item is out of range or secondary, or the bounds are not
         *     {@code 0 <= lower <= upper}, {@code upper >= 1}
         */
        public Builder multiplicity(int item, int lower, int upper) {
            draft.multiplicity(item, lower, upper);
            return this;
        }

        /**
         * Declares named primary items (each must be covered exactly once).
         *
         * @param itemNames the names, not declared before: each one or more printable ASCII characters
         *     ({@code '!'} to {@code '~'}) other than {@code ':'} and {@code '|'}
         * @return this builder
         * @throws IllegalArgumentException if a name is null, empty, has another character (a blank, a
         *     control character, a letter outside ASCII, {@code ':'} or {@code '|'}) or is a duplicate; the
         *     message names it, and nothing is declared
         * @throws IllegalStateException if numbered items were declared before
         */
        public Builder primary(String... itemNames) {
            draft.named(itemNames, false);
            return this;
        }

        /**
         * Declares named secondary items (each may be covered at most once).
         *
         * @param itemNames the names, not declared before: each one or more printable ASCII characters
         *     ({@code '!'} to {@code '~'}) other than {@code ':'} and {@code '|'}
         * @return this builder
         * @throws IllegalArgumentException if a name is null, empty, has another character (a blank, a
         *     control character, a letter outside ASCII, {@code ':'} or {@code '|'}) or is a duplicate; the
         *     message names it, and nothing is declared
         * @throws IllegalStateException if numbered items were declared before
         */
        public Builder secondary(String... itemNames) {
            draft.named(itemNames, true);
            return this;
        }

        /**
         * Declares {@code count} numbered primary items; they get the next free indices.
         *
         * @param count how many items to add, at least 0
         * @return this builder
         * @throws IllegalArgumentException if {@code count} is negative
         * @throws IllegalStateException if named items were declared before
         */
        public Builder primaryItems(int count) {
            draft.numbered(count, false);
            return this;
        }

        /**
         * Declares {@code count} numbered secondary items; they get the next free indices.
         *
         * @param count how many items to add, at least 0
         * @return this builder
         * @throws IllegalArgumentException if {@code count} is negative
         * @throws IllegalStateException if named items were declared before
         */
        public Builder secondaryItems(int count) {
            draft.numbered(count, true);
            return this;
        }

        /**
         * Returns the number of items declared so far.
         *
         * @return the item count
         */
        public int itemCount() {
            return draft.itemCount;
        }

        /**
         * Returns the number of options added so far.
         *
         * @return the option count
         */
        public int optionCount() {
            return draft.optionCount;
        }

        /**
         * Adds an option given by item names, in Knuth's text form: a secondary item may carry a color after a
         * colon, {@code "X:red"}.
         *
         * @param itemNames the names of the option's items, each declared before
         * @return this builder
         * @throws IllegalArgumentException if the option is empty, names an unknown item, repeats an item,
         *     has no primary item, or gives a primary item (or an empty or malformed) color; the message
         *     names the option and the item
         * @throws IllegalStateException if the items are numbered
         */
        public Builder option(String... itemNames) {
            return option(itemNames, null);
        }

        /**
         * Adds an option given by item names in a collection, in its iteration order, as
         * {@link #option(String...)} does (so {@code "X:red"} gives a color): for names built as a list, with
         * no {@code toArray} at the call.
         *
         * @param itemNames the names of the option's items, each declared before
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(String...)}
         * @throws IllegalStateException if the items are numbered
         * @throws NullPointerException if {@code itemNames} is null
         */
        public Builder option(Collection<String> itemNames) {
            Objects.requireNonNull(itemNames, "itemNames");
            return option(itemNames.toArray(new String[0]), null);
        }

        /**
         * Adds an option given by item names and, for each, its color: the typed form of
         * {@code option("A", "X:red")}, {@code option(new String[] {"A", "X"}, new String[] {null, "red"})}.
         *
         * @param itemNames the names of the option's items, each declared before (no color suffixes)
         * @param colors the color of each item, null for none (or a null array for no colors at all); only
         *     secondary items may have one; a color is one or more printable ASCII characters other than
         *     {@code ':'} and {@code '|'}, as an item name
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(String...)}, or if the arrays differ in length
         * @throws IllegalStateException if the items are numbered
         */
        public Builder option(String[] itemNames, String[] colors) {
            draft.option(itemNames, colors);
            return this;
        }

        /**
         * Adds an option given by item indices and, for each, its color (null for none).
         *
         * @param items the option's item indices, each in {@code [0, itemCount())}
         * @param colors the color of each item, null for none; only secondary items may have one
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(int...)}, or for a color as
         *     {@link #option(String[], String[])}
         */
        public Builder option(int[] items, String[] colors) {
            draft.option(items, colors);
            return this;
        }

        /**
         * Adds an option given by item indices.
         *
         * @param items the option's item indices, each in {@code [0, itemCount())}
         * @return this builder
         * @throws IllegalArgumentException if the option is empty, has an item out of range, repeats an item
         *     or has no primary item; the message names the option and the item
         */
        public Builder option(int... items) {
            Objects.requireNonNull(items, "items");
            draft.addOption(items, 0, items.length, null);
            return this;
        }

        /**
         * Adds an option given by a range of an item-index array, without copying the array.
         *
         * @param items an array holding item indices
         * @param from the first position to use
         * @param to one past the last position to use
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(int...)}
         * @throws IndexOutOfBoundsException if the range is not within the array
         */
        public Builder option(int[] items, int from, int to) {
            Objects.checkFromToIndex(from, to, items.length);
            draft.addOption(items, from, to, null);
            return this;
        }

        /**
         * Adds an option of named items with a cost: {@code option(7, "A", "B", "X:red")}. The first item is a
         * parameter of its own so that {@code option(3)} stays the option of item 3.
         *
         * @param cost the option's cost, at least 0
         * @param itemName the name of its first item
         * @param moreItemNames the names of its other items
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(String...)}, or if {@code cost} is negative
         * @throws NullPointerException if {@code moreItemNames} is null
         */
        public Builder option(long cost, String itemName, String... moreItemNames) {
            Objects.requireNonNull(moreItemNames, "itemNames");
            checkCost(cost);
            String[] itemNames = new String[moreItemNames.length + 1];
            itemNames[0] = itemName;
            System.arraycopy(moreItemNames, 0, itemNames, 1, moreItemNames.length);
            option(itemNames);
            draft.cost(cost);
            return this;
        }

        /**
         * Adds an option of numbered items with a cost: {@code option(7, new int[] {0, 4})}. The items are an
         * array, not varargs, so that {@code option(1, 2)} stays the option of items 1 and 2.
         *
         * @param cost the option's cost, at least 0
         * @param items the indices of its items
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(int...)}, or if {@code cost} is negative
         * @throws NullPointerException if {@code items} is null
         */
        public Builder option(long cost, int[] items) {
            checkCost(cost);
            option(items);
            draft.cost(cost);
            return this;
        }

        /**
         * Gives the option added last a cost, replacing any it had: the way to price an option added with
         * colors. Options cost 0 unless given a cost. Costs matter only to the minimum-cost search;
         * every other search ignores them.
         *
         * @param cost the cost, at least 0
         * @return this builder
         * @throws IllegalArgumentException if {@code cost} is negative
         * @throws IllegalStateException if no option has been added
         */
        public Builder cost(long cost) {
            draft.cost(cost);
            return this;
        }

        private static void checkCost(long cost) {
            if (cost < 0) {
                throw new IllegalArgumentException("cost " + cost + " is negative");
            }
        }

        /**
         * Returns the problem built so far. The builder stays usable.
         *
         * @return an immutable problem
         * @throws IllegalArgumentException if the costs are so large that a solution could cost more than
         *     {@code Long.MAX_VALUE - 1}
         */
        public ExactCoverProblem build() {
            return new ExactCoverProblem(draft);
        }
    }
}
