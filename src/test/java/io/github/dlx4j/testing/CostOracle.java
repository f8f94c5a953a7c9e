/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import io.github.dlx4j.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * Test-only XCC problems whose options have costs, as plain arrays, with a brute-force solver that shares no
 * code with the library: it enumerates subsets of the options, not items and links. A set of options is a
 * solution when every primary item is in exactly one of them, and every secondary item is in at most one of
 * them or only in options that give it the same color (an option that holds it without a color excludes
 * every other option that holds it); its cost is the sum of its options' costs.
 *
 * <p>Items are named {@code p0, p1, ...} (primary, first) and {@code s3, s4, ...} (secondary), colors
 * {@code a, b, c, ...}: names of at most 8 characters and colors of one, as Knuth's {@code DLX5} takes.
 */
public final class CostOracle {

    /** A solution: its option indices in increasing order, and its cost. */
    public record Cover(List<Integer> options, long cost) {
    }

    /** {@code secondary[i]} tells whether item {@code i} is secondary; the primary items come first. */
    public final boolean[] secondary;
    /** {@code options[o]} lists the distinct items of option {@code o}, at least one of them primary. */
    public final int[][] options;
    /** {@code colors[o][k]} is the color of the k-th item of option o, 0 for none (secondary items only). */
    public final int[][] colors;
    /** {@code costs[o]} is the cost of option {@code o}, at least 0. */
    public final long[] costs;

    public CostOracle(boolean[] secondary, int[][] options, int[][] colors, long[] costs) {
        this.secondary = secondary;
        this.options = options;
        this.colors = colors;
        this.costs = costs;
    }

    /**
     * Returns a random problem with {@code primary} primary items, up to {@code maxSecondary} secondary
     * items and {@code optionCount} options of 1 to {@code maxSize} distinct items, one of them at least
     * primary; a secondary entry gets one of {@code colorCount} colors three times in four. Some of the
     * options are planted: {@code planted} partitions of the primary items, so the problem has solutions
     * unless {@code planted} is 0. Each option costs {@code cost.next(rnd)}.
     */
    public static CostOracle random(Random rnd, int primary, int maxSecondary, int optionCount, int maxSize,
            int colorCount, int planted, CostDraw cost) {
        int p = primary;
        int s = rnd.nextInt(maxSecondary + 1);
        boolean[] sec = new boolean[p + s];
        Arrays.fill(sec, p, p + s, true);
        List<int[]> opts = new ArrayList<>();
        for (int t = 0; t < planted && opts.size() < optionCount; t++) {
            int[] order = ProblemSpec.permutation(rnd, p);
            for (int from = 0; from < p && opts.size() < optionCount;) {
                int size = Math.min(p - from, 1 + rnd.nextInt(Math.min(maxSize, 3)));
                int[] option = Arrays.copyOfRange(order, from, from + size);
                if (s > 0 && size < maxSize && rnd.nextBoolean()) {
                    option = Arrays.copyOf(option, size + 1);
                    option[size] = p + rnd.nextInt(s);
                }
                opts.add(option);
                from += size;
            }
        }
        while (opts.size() < optionCount) {
            int size = 1 + rnd.nextInt(Math.min(maxSize, p + s));
            int[] option = Arrays.copyOf(ProblemSpec.permutation(rnd, p + s), size);
            boolean hasPrimary = false;
            for (int item : option) {
                hasPrimary |= item < p;
            }
            if (!hasPrimary) {
                option[0] = rnd.nextInt(p);
            }
            opts.add(option);
        }
        // Shuffle the options, so that planted ones are not always first.
        for (int i = opts.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            opts.set(i, opts.set(j, opts.get(i)));
        }
        int[][] options = opts.toArray(new int[0][]);
        int[][] colors = new int[options.length][];
        long[] costs = new long[options.length];
        for (int o = 0; o < options.length; o++) {
            colors[o] = new int[options[o].length];
            for (int k = 0; k < options[o].length; k++) {
                if (sec[options[o][k]] && rnd.nextInt(4) != 0) {
                    colors[o][k] = 1 + rnd.nextInt(colorCount);
                }
            }
            costs[o] = cost.next(rnd);
        }
        return new CostOracle(sec, options, colors, costs);
    }

    /** Draws an option's cost. */
    @FunctionalInterface
    public interface CostDraw {
        /** Returns a cost, at least 0. */
        long next(Random rnd);
    }

    /** Returns the number of primary items. */
    public int primaryCount() {
        int n = 0;
        for (boolean b : secondary) {
            n += b ? 0 : 1;
        }
        return n;
    }

    /** Returns the name of item {@code i}: {@code p3} or {@code s3}. */
    public String name(int i) {
        return (secondary[i] ? "s" : "p") + i;
    }

    /** Returns the name of color {@code c}, at least 1: {@code a}, {@code b}, ... */
    public static String colorName(int c) {
        return String.valueOf((char) ('a' + c - 1));
    }

    /**
     * Returns the problem built with the library's builder: named items, primary ones first, the options in
     * order. Options without colors are added with {@code option(cost, names)}, the others with colors and
     * then priced with {@code cost(cost)}.
     */
    public ExactCoverProblem toProblem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < secondary.length; i++) {
            if (secondary[i]) {
                b.secondary(name(i));
            } else {
                b.primary(name(i));
            }
        }
        for (int o = 0; o < options.length; o++) {
            String[] names = new String[options[o].length];
            String[] cs = new String[names.length];
            boolean colored = false;
            for (int k = 0; k < names.length; k++) {
                names[k] = name(options[o][k]);
                cs[k] = colors[o][k] == 0 ? null : colorName(colors[o][k]);
                colored |= colors[o][k] != 0;
            }
            if (colored) {
                b.option(names, cs).cost(costs[o]);
            } else {
                b.option(costs[o], names[0], Arrays.copyOfRange(names, 1, names.length));
            }
        }
        return b.build();
    }

    /**
     * Returns the problem in Knuth's {@code DLX5} format, written here without the library: the items on
     * the first line ({@code |} before the secondary ones), then one option a line, each ending with its
     * cost as {@code |n}.
     */
    public String toDlx5() {
        StringBuilder sb = new StringBuilder();
        StringBuilder sec = new StringBuilder();
        for (int i = 0; i < secondary.length; i++) {
            StringBuilder line = secondary[i] ? sec : sb;
            line.append(line.length() > 0 ? " " : "").append(name(i));
        }
        if (sec.length() > 0) {
            sb.append(" | ").append(sec);
        }
        sb.append('\n');
        for (int o = 0; o < options.length; o++) {
            for (int k = 0; k < options[o].length; k++) {
                sb.append(name(options[o][k]));
                if (colors[o][k] != 0) {
                    sb.append(':').append(colorName(colors[o][k]));
                }
                sb.append(' ');
            }
            sb.append('|').append(costs[o]).append('\n');
        }
        return sb.toString();
    }

    /** Returns a description for an assertion: the context, then the problem in Knuth's DLX5 format. */
    public String dump(String context) {
        return context + "; the problem in Knuth's DLX5 format:\n" + toDlx5();
    }

    /**
     * Returns every solution, sorted by cost and then by option lists, by trying every subset of the
     * options: each option is left out or, if it agrees with the ones taken so far, taken.
     */
    public List<Cover> solutions() {
        List<Cover> out = new ArrayList<>();
        subsets(0, new int[secondary.length], new int[secondary.length], new ArrayList<>(), 0, out);
        out.sort(Comparator.comparingLong(Cover::cost).thenComparing(Cover::options, CostOracle::compareLists));
        return out;
    }

    private static int compareLists(List<Integer> a, List<Integer> b) {
        for (int k = 0; k < Math.min(a.size(), b.size()); k++) {
            int c = Integer.compare(a.get(k), b.get(k));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private void subsets(int o, int[] count, int[] colorOf, List<Integer> taken, long cost, List<Cover> out) {
        if (o == options.length) {
            for (int i = 0; i < secondary.length; i++) {
                if (!secondary[i] && count[i] != 1) {
                    return;
                }
            }
            out.add(new Cover(List.copyOf(taken), cost));
            return;
        }
        subsets(o + 1, count, colorOf, taken, cost, out);
        for (int k = 0; k < options[o].length; k++) {
            int item = options[o][k];
            if (count[item] > 0 && (!secondary[item] || colors[o][k] == 0 || colorOf[item] != colors[o][k])) {
                return;
            }
        }
        for (int k = 0; k < options[o].length; k++) {
            count[options[o][k]]++;
            colorOf[options[o][k]] = colors[o][k];
        }
        taken.add(o);
        subsets(o + 1, count, colorOf, taken, cost + costs[o], out);
        taken.remove(taken.size() - 1);
        for (int k = 0; k < options[o].length; k++) {
            count[options[o][k]]--;
        }
    }

    /**
     * Returns why a list of option indices is not a solution (an option out of range or taken twice, an item
     * covered wrongly), or null when it is one.
     */
    public String violation(int[] chosen) {
        int[] count = new int[secondary.length];
        int[] colorOf = new int[secondary.length];
        boolean[] seen = new boolean[options.length];
        for (int o : chosen) {
            if (o < 0 || o >= options.length || seen[o]) {
                return "option " + o + " is out of range or taken twice";
            }
            seen[o] = true;
            for (int k = 0; k < options[o].length; k++) {
                int item = options[o][k];
                int c = colors[o][k];
                if (count[item] > 0 && (!secondary[item] || c == 0 || colorOf[item] != c)) {
                    return "item " + name(item) + " is in two options that do not agree on a color";
                }
                count[item]++;
                colorOf[item] = c;
            }
        }
        for (int i = 0; i < secondary.length; i++) {
            if (!secondary[i] && count[i] != 1) {
                return "primary item " + name(i) + " is covered " + count[i] + " times";
            }
        }
        return null;
    }

    /** Returns the sum of the costs of some options. */
    public long cost(int[] chosen) {
        long sum = 0;
        for (int o : chosen) {
            sum += costs[o];
        }
        return sum;
    }
}
