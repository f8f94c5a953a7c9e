/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;

/**
 * What an {@link ExactCoverProblem.Builder} holds and checks: the items declared (names or numbers, which
 * are secondary, their bounds) and the options added so far, in compressed sparse rows, with their colors.
 * Every check is made as an item or option comes in, and the message names the option and the item.
 */
final class ProblemDraft {
    private static final String NAME_RULE = "item names are printable ASCII characters other than ':' and"
            + " '|', so that Knuth's format can write them";
    int itemCount;
    boolean[] secondary = new boolean[16];
    List<String> names; // null until the first named item
    HashMap<String, Integer> indexByName;
    /** Whether a built problem holds {@code indexByName}: it is then copied before it changes. */
    boolean indexShared;
    private boolean numbered;
    int optionCount;
    int[] optionStart = new int[16];
    int nodeCount;
    int[] optionItems = new int[64];
    private int[] stamp = new int[16]; // stamp[item] == attempt while an option containing it is checked
    private int attempt;
    private int[] scratch = new int[16];
    private int[] colorScratch = new int[16];
    int[] optionColors; // null until the first color
    List<String> colorNames;
    private Map<String, Integer> colorIndex;
    int[] lower; // null until the first multiplicity
    int[] upper;
    long[] optionCosts; // per option; null until the first nonzero cost

    /**
     * Refuses costs so large that a solution's total could pass {@code Long.MAX_VALUE - 1}: the sum of the
     * largest costs, as many as a solution can hold options (each covers a primary item), must stay below.
     */
    void checkCostTotal() {
        if (optionCosts == null) {
            return;
        }
        long[] costs = Arrays.copyOf(optionCosts, optionCount);
        long total = 0;
        boolean fits = true;
        for (long c : costs) {
            total += c;
            if (total < 0 || total == Long.MAX_VALUE) {
                fits = false;
                break;
            }
        }
        if (fits) {
            return;
        }
        long most = 0; // the most options a solution can hold
        for (int k = 0; k < itemCount; k++) {
            if (!secondary[k]) {
                most += upper == null ? 1 : Math.max(1, upper[k]);
            }
        }
        long[] sorted = costs;
        Arrays.sort(sorted);
        total = 0;
        for (int k = sorted.length - 1; k >= 0 && sorted.length - k <= most; k--) {
            total += sorted[k];
            if (total < 0 || total == Long.MAX_VALUE) {
                throw new IllegalArgumentException("option costs are too large: a solution of " + most
                        + " options could cost more than " + (Long.MAX_VALUE - 1));
            }
        }
    }

    /** Gives the option added last a cost, replacing any it had. */
    void cost(long cost) {
        if (optionCount == 0) {
            throw new IllegalStateException("cost " + cost + ": no option has been added yet");
        }
        int option = optionCount - 1;
        if (cost < 0) {
            throw new IllegalArgumentException("option " + option + ": cost " + cost + " is negative");
        }
        if (optionCosts == null) {
            if (cost == 0) {
                return;
            }
            optionCosts = new long[optionStart.length];
        } else if (optionCosts.length <= option) {
            optionCosts = Arrays.copyOf(optionCosts, optionStart.length);
        }
        optionCosts[option] = cost;
    }

    void multiplicity(String itemName, int lower, int upper) {
        Objects.requireNonNull(itemName, "itemName");
        Integer item = indexByName == null ? null : indexByName.get(itemName);
        if (item == null) {
            throw new IllegalArgumentException("multiplicity " + lower + ".." + upper + ": unknown item '"
                    + itemName + "'");
        }
        multiplicity(item, lower, upper);
    }

    void multiplicity(int item, int lower, int upper) {
        if (item < 0 || item >= itemCount) {
            throw new IllegalArgumentException("multiplicity " + lower + ".." + upper + ": item " + item
                    + " is out of range [0, " + itemCount + ")");
        }
        if (secondary[item]) {
            throw new IllegalArgumentException("multiplicity " + lower + ".." + upper + ": item '"
                    + nameOf(item) + "' is secondary; only primary items have bounds");
        }
        if (lower < 0 || upper < 1 || lower > upper) {
            throw new IllegalArgumentException("item '" + nameOf(item) + "': bounds " + lower + ".." + upper
                    + " must satisfy 0 <= lower <= upper and upper >= 1");
        }
        if (this.lower == null) {
            this.lower = new int[secondary.length];
            this.upper = new int[secondary.length];
            Arrays.fill(this.lower, 1);
            Arrays.fill(this.upper, 1);
        }
        this.lower[item] = lower;
        this.upper[item] = upper;
    }

    void named(String[] itemNames, boolean isSecondary) {
        Objects.requireNonNull(itemNames, "itemNames");
        if (numbered) {
            throw new IllegalStateException("cannot mix named items with numbered items: "
                    + Arrays.toString(itemNames) + " after " + itemCount
                    + " numbered items");
        }
        if (names == null) {
            names = new java.util.ArrayList<>();
            indexByName = new HashMap<>();
        }
        if (indexShared) {
            indexByName = new HashMap<>(indexByName);
            indexShared = false;
        }
        // Declare each name; on a bad one, take back those this call declared, so that it changes nothing.
        for (int k = 0; k < itemNames.length; k++) {
            String name = itemNames[k];
            String wrong = checkName(name);
            Integer before = wrong == null ? indexByName.putIfAbsent(name, itemCount + k) : null;
            if (wrong != null || before != null) {
                for (int j = 0; j < k; j++) {
                    indexByName.remove(itemNames[j]);
                }
                throw new IllegalArgumentException(wrong != null ? wrong : "item '" + name + "' is declared twice");
            }
        }
        for (String name : itemNames) {
            names.add(name);
            addItem(isSecondary);
        }
    }

    /**
     * Returns why a name cannot be an item's name, or null when it can: a name is one or more printable
     * ASCII characters ({@code '!'} to {@code '~'}) other than {@code ':'} and {@code '|'}, so that
     * {@link DlxFormat} can write it and read it back.
     */
    private static String checkName(String name) {
        if (name == null) {
            return "item name is null";
        }
        if (name.isEmpty()) {
            return "item name is empty";
        }
        for (int k = 0; k < name.length(); k++) {
            char c = name.charAt(k);
            if (c < '!' || c > '~' || c == ':' || c == '|') {
                return "item name '" + printable(name) + "' " + (Character.isWhitespace(c) ? "contains whitespace"
                        : c == ':' || c == '|' ? "contains '" + c + "'"
                                : "contains the character " + DlxFormatParser.describe(c))
                        + " (" + NAME_RULE + ")";
            }
        }
        return null;
    }

    /** Returns a name with its characters outside printable ASCII written as U+XXXX, for a message. */
    private static String printable(String name) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < name.length(); k++) {
            char c = name.charAt(k);
            if (c < ' ' || c > '~') {
                sb.append(DlxFormatParser.describe(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    void numbered(int count, boolean isSecondary) {
        if (count < 0) {
            throw new IllegalArgumentException("item count must be at least 0, was " + count);
        }
        if (names != null) {
            throw new IllegalStateException("cannot mix numbered items with named items");
        }
        numbered = true;
        for (int k = 0; k < count; k++) {
            addItem(isSecondary);
        }
    }

    private void addItem(boolean isSecondary) {
        if (itemCount == secondary.length) {
            secondary = Arrays.copyOf(secondary, grow(itemCount));
            stamp = Arrays.copyOf(stamp, secondary.length);
            if (lower != null) {
                int from = lower.length;
                lower = Arrays.copyOf(lower, secondary.length);
                upper = Arrays.copyOf(upper, secondary.length);
                Arrays.fill(lower, from, lower.length, 1);
                Arrays.fill(upper, from, upper.length, 1);
            }
        }
        secondary[itemCount++] = isSecondary;
    }

    private static int grow(int n) {
        if (n >= Integer.MAX_VALUE - 16) {
            throw new IllegalStateException("too many items, options or nodes: " + n);
        }
        return (int) Math.min(Integer.MAX_VALUE - 8L, Math.max(16L, n + (n >> 1) + 1L));
    }

    void option(String[] itemNames, String[] colors) {
        Objects.requireNonNull(itemNames, "itemNames");
        if (colors != null && colors.length != itemNames.length) {
            throw new IllegalArgumentException("option " + optionCount + " (" + String.join(" ", itemNames)
                    + "): " + itemNames.length + " items but " + colors.length + " colors");
        }
        namedOption(itemNames, colors);
    }

    private void namedOption(String[] itemNames, String[] colors) {
        Objects.requireNonNull(itemNames, "itemNames");
        if (indexByName == null) {
            if (numbered) {
                throw new IllegalStateException("option " + optionCount + " (" + String.join(" ", itemNames)
                        + "): items are numbered; add options with option(int...)");
            }
            if (itemNames.length > 0) {
                throw new IllegalArgumentException("option " + optionCount + " (" + String.join(" ", itemNames)
                        + "): unknown item '" + itemNames[0] + "' (no items are declared)");
            }
        }
        if (scratch.length < itemNames.length) {
            scratch = new int[itemNames.length];
        }
        if (colorScratch.length < itemNames.length) {
            colorScratch = new int[itemNames.length];
        }
        boolean anyColor = false;
        for (int k = 0; k < itemNames.length; k++) {
            String name = itemNames[k];
            if (name == null) {
                throw new IllegalArgumentException("option " + optionCount + " (" + Arrays.toString(itemNames)
                        + "): item name " + k + " is null");
            }
            String color = colors == null ? null : colors[k];
            Integer i = indexByName.get(name);
            int colon = name.lastIndexOf(':');
            if (i == null && colors == null && colon >= 0) {
                i = indexByName.get(name.substring(0, colon));
                if (i != null) {
                    color = name.substring(colon + 1);
                    name = name.substring(0, colon);
                    if (color.isEmpty()) {
                        throw new IllegalArgumentException("option " + optionCount + " ("
                                + String.join(" ", itemNames) + "): item '" + name
                                + "' has an empty color after ':'");
                    }
                }
            }
            if (i == null) {
                throw new IllegalArgumentException("option " + optionCount + " (" + String.join(" ", itemNames)
                        + "): unknown item '" + name + "'");
            }
            scratch[k] = i;
            colorScratch[k] = 0;
            if (color != null) {
                colorScratch[k] = colorOf(i, color, () -> String.join(" ", itemNames));
                anyColor = true;
            }
        }
        addOption(scratch, 0, itemNames.length, anyColor ? colorScratch : null);
    }

    void option(int[] items, String[] colors) {
        Objects.requireNonNull(items, "items");
        Objects.requireNonNull(colors, "colors");
        if (colors.length != items.length) {
            throw new IllegalArgumentException("option " + optionCount + ": " + items.length + " items but "
                    + colors.length + " colors");
        }
        if (colorScratch.length < items.length) {
            colorScratch = new int[items.length];
        }
        boolean anyColor = false;
        for (int k = 0; k < items.length; k++) {
            colorScratch[k] = 0;
            if (colors[k] != null) {
                int item = items[k];
                if (item < 0 || item >= itemCount) {
                    throw new IllegalArgumentException("option " + optionCount + " (" + describe(items, 0,
                            items.length) + "): item " + item + " is out of range [0, " + itemCount + ")");
                }
                colorScratch[k] = colorOf(item, colors[k], () -> describe(items, 0, items.length));
                anyColor = true;
            }
        }
        addOption(items, 0, items.length, anyColor ? colorScratch : null);
    }

    /** Checks a color of an item and returns its number, declaring it when new. */
    private int colorOf(int item, String color, java.util.function.Supplier<String> option) {
        if (!secondary[item]) {
            throw new IllegalArgumentException("option " + optionCount + " (" + option.get() + "): primary item '"
                    + nameOf(item) + "' cannot have a color (only secondary items can)");
        }
        if (color.isEmpty()) {
            throw new IllegalArgumentException("option " + optionCount + " (" + option.get() + "): item '"
                    + nameOf(item) + "' has an empty color");
        }
        for (int c = 0; c < color.length(); c++) {
            char ch = color.charAt(c);
            if (ch < '!' || ch > '~' || ch == ':' || ch == '|') {
                throw new IllegalArgumentException("option " + optionCount + " (" + option.get() + "): color '"
                        + printable(color) + "' of item '" + nameOf(item) + "' contains "
                        + (ch > ' ' && ch <= '~' ? "'" + ch + "'" : Character.isWhitespace(ch) ? "whitespace"
                                : "the character " + DlxFormatParser.describe(ch))
                        + " (colors are printable ASCII characters other than ':' and '|', so that Knuth's"
                        + " format can write them)");
            }
        }
        if (colorIndex == null) {
            colorIndex = new HashMap<>();
            colorNames = new java.util.ArrayList<>();
        }
        Integer c = colorIndex.get(color);
        if (c == null) {
            colorNames.add(color);
            c = colorNames.size();
            colorIndex.put(color, c);
        }
        return c;
    }

    /** Adds an option; {@code colors[0 .. to-from)} are its colors, or null for none. */
    void addOption(int[] items, int from, int to, int[] colors) {
        int size = to - from;
        if (size == 0) {
            throw new IllegalArgumentException("option " + optionCount + " is empty");
        }
        if (++attempt == 0) { // wrapped after 2^32 options: start the stamps afresh
            Arrays.fill(stamp, 0);
            attempt = 1;
        }
        int mark = attempt;
        boolean hasPrimary = false;
        for (int k = from; k < to; k++) {
            int item = items[k];
            if (item < 0 || item >= itemCount) {
                throw new IllegalArgumentException("option " + optionCount + " (" + describe(items, from, to)
                        + "): item " + item + " is out of range [0, " + itemCount + ")");
            }
            if (stamp[item] == mark) {
                throw new IllegalArgumentException("option " + optionCount + " (" + describe(items, from, to)
                        + "): item '" + nameOf(item) + "' appears twice");
            }
            stamp[item] = mark;
            hasPrimary |= !secondary[item];
        }
        if (!hasPrimary) {
            throw new IllegalArgumentException("option " + optionCount + " (" + describe(items, from, to)
                    + ") has no primary item");
        }
        if (optionCount + 2 > optionStart.length) {
            optionStart = Arrays.copyOf(optionStart, grow(optionStart.length));
        }
        if ((long) nodeCount + size > optionItems.length) {
            if ((long) nodeCount + size > Integer.MAX_VALUE - 16) {
                throw new IllegalStateException("too many nodes");
            }
            optionItems = Arrays.copyOf(optionItems, Math.max(grow(optionItems.length), nodeCount + size));
        }
        System.arraycopy(items, from, optionItems, nodeCount, size);
        if (colors != null || optionColors != null) {
            if (optionColors == null) {
                optionColors = new int[optionItems.length];
            } else if (optionColors.length < optionItems.length) {
                optionColors = Arrays.copyOf(optionColors, optionItems.length);
            }
            if (colors != null) {
                System.arraycopy(colors, 0, optionColors, nodeCount, size);
            }
        }
        nodeCount += size;
        optionCount++;
        optionStart[optionCount] = nodeCount;
        if ((optionCount & (INTERRUPT_OPTIONS - 1)) == 0 && Thread.currentThread().isInterrupted()) {
            throw new CancellationException("interrupted while building the problem, after " + optionCount
                    + " options");
        }
    }

    /** How many options are added between two looks at the thread's interrupt: 16,384. */
    static final int INTERRUPT_OPTIONS = 1 << 14;

    private String nameOf(int item) {
        return names == null ? Integer.toString(item) : names.get(item);
    }

    private String describe(int[] items, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int k = from; k < to; k++) {
            if (k > from) {
                sb.append(' ');
            }
            int item = items[k];
            sb.append(item >= 0 && item < itemCount ? nameOf(item) : Integer.toString(item));
        }
        return sb.toString();
    }
}
