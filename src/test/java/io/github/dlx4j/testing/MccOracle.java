/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import io.github.dlx4j.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Test-only MCC problems (exact cover with multiplicities and colors) as plain arrays, with a brute-force
 * solver that shares no code with the library and knows only the definition, not Algorithm M: a set of
 * options (each at most once) is a solution when every primary item {@code i} is in at least
 * {@code lower[i]} and at most {@code upper[i]} of them, and every secondary item is in at most one of them
 * or only in options that give it the same color. It tries every subset of the options.
 */
public final class MccOracle {

    /** {@code secondary[i]} tells whether item {@code i} is secondary. */
    public final boolean[] secondary;
    /** The bounds of each primary item (unused for secondary items). */
    public final int[] lower;
    public final int[] upper;
    /** {@code options[o]} lists the items of option {@code o}, in order. */
    public final int[][] options;
    /** {@code colors[o][k]} is the color of the k-th item of option o, 0 for none (secondary items only). */
    public final int[][] colors;

    public MccOracle(boolean[] secondary, int[] lower, int[] upper, int[][] options, int[][] colors) {
        this.secondary = secondary;
        this.lower = lower;
        this.upper = upper;
        this.options = options;
        this.colors = colors;
    }

    /**
     * Returns a random small MCC problem: up to {@code maxPrimary} primary items (about two in three with
     * bounds {@code u..v}, {@code 0 <= u <= 3}, {@code v - u <= 2}, the rest 1..1) and up to
     * {@code maxSecondary} secondary items, up to {@code maxOptions} options of 1 to 4 distinct items with a
     * primary item each, a secondary item colored with one of two colors three times in five.
     */
    public static MccOracle random(Random rnd, int maxPrimary, int maxSecondary, int maxOptions) {
        int p = 1 + rnd.nextInt(maxPrimary);
        int s = rnd.nextInt(maxSecondary + 1);
        boolean[] sec = new boolean[p + s];
        Arrays.fill(sec, p, p + s, true);
        int[] lo = new int[p + s];
        int[] hi = new int[p + s];
        for (int i = 0; i < p; i++) {
            if (rnd.nextInt(3) == 0) {
                lo[i] = 1;
                hi[i] = 1;
            } else {
                lo[i] = rnd.nextInt(4);
                hi[i] = Math.max(lo[i], 1) + rnd.nextInt(3);
            }
        }
        int m = 1 + rnd.nextInt(maxOptions);
        int[][] opts = new int[m][];
        int[][] cols = new int[m][];
        for (int o = 0; o < m; o++) {
            int size = 1 + rnd.nextInt(Math.min(4, p + s));
            int[] option = Arrays.copyOf(ProblemSpec.permutation(rnd, p + s), size);
            boolean primary = false;
            for (int item : option) {
                primary |= !sec[item];
            }
            if (!primary) {
                option[0] = rnd.nextInt(p);
            }
            int[] color = new int[size];
            for (int k = 0; k < size; k++) {
                if (sec[option[k]] && rnd.nextInt(5) < 3) {
                    color[k] = 1 + rnd.nextInt(2);
                }
            }
            opts[o] = option;
            cols[o] = color;
        }
        return new MccOracle(sec, lo, hi, opts, cols);
    }

    /** Returns the name this test gives item {@code i}: {@code p3} or {@code s3}. */
    public String name(int i) {
        return (secondary[i] ? "s" : "p") + i;
    }

    /** Returns whether some primary item has bounds other than 1..1. */
    public boolean hasMultiplicities() {
        for (int i = 0; i < secondary.length; i++) {
            if (!secondary[i] && (lower[i] != 1 || upper[i] != 1)) {
                return true;
            }
        }
        return false;
    }

    /** Returns the problem built with the library's builder. */
    public ExactCoverProblem toProblem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < secondary.length; i++) {
            if (secondary[i]) {
                b.secondary(name(i));
            } else {
                b.primary(name(i));
                b.multiplicity(name(i), lower[i], upper[i]);
            }
        }
        for (int o = 0; o < options.length; o++) {
            String[] names = new String[options[o].length];
            String[] cs = new String[names.length];
            for (int k = 0; k < names.length; k++) {
                names[k] = name(options[o][k]);
                cs[k] = colors[o][k] == 0 ? null : Character.toString('a' + colors[o][k] - 1);
            }
            b.option(names, cs);
        }
        return b.build();
    }

    /** Returns the problem in Knuth's DLX3 format, written here without the library. */
    public String toDlx() {
        return dlx(secondary, lower, upper, options, colors, this::name, c -> Character.toString('a' + c - 1));
    }

    /**
     * Writes a problem in Knuth's format without the library: the item line (bounds {@code u:v|} before a
     * primary item whose bounds are not 1..1; {@code lower} null for none), then one line per option with
     * {@code item:color} where a color is given.
     */
    static String dlx(boolean[] secondary, int[] lower, int[] upper, int[][] options, int[][] colors,
            IntFunction<String> name, IntFunction<String> colorName) {
        StringBuilder sb = new StringBuilder();
        StringBuilder sec = new StringBuilder();
        for (int i = 0; i < secondary.length; i++) {
            StringBuilder line = secondary[i] ? sec : sb;
            if (line.length() > 0) {
                line.append(' ');
            }
            if (lower != null && !secondary[i] && (lower[i] != 1 || upper[i] != 1)) {
                line.append(lower[i]).append(':').append(upper[i]).append('|');
            }
            line.append(name.apply(i));
        }
        if (sec.length() > 0) {
            sb.append(" | ").append(sec);
        }
        sb.append('\n');
        for (int o = 0; o < options.length; o++) {
            for (int k = 0; k < options[o].length; k++) {
                sb.append(k == 0 ? "" : " ").append(name.apply(options[o][k]));
                if (colors[o][k] != 0) {
                    sb.append(':').append(colorName.apply(colors[o][k]));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Returns every solution, each as the sorted list of its option indices, by trying every subset. */
    public Set<List<Integer>> solutions() {
        if (options.length > 20) {
            throw new IllegalStateException("too many options for brute force: " + options.length);
        }
        Set<List<Integer>> out = new HashSet<>();
        for (int mask = 0; mask < 1 << options.length; mask++) {
            int[] chosen = new int[Integer.bitCount(mask)];
            int n = 0;
            for (int o = 0; o < options.length; o++) {
                if ((mask >> o & 1) != 0) {
                    chosen[n++] = o;
                }
            }
            if (violation(chosen) == null) {
                List<Integer> s = new ArrayList<>();
                for (int o : chosen) {
                    s.add(o);
                }
                out.add(s);
            }
        }
        return out;
    }

    /** Returns why a set of distinct options violates the problem, or null when it is a solution. */
    public String violation(int[] chosen) {
        int[] count = new int[secondary.length];
        int[] colorOf = new int[secondary.length];
        if (Arrays.stream(chosen).distinct().count() != chosen.length) {
            return "an option chosen twice";
        }
        for (int o : chosen) {
            for (int k = 0; k < options[o].length; k++) {
                int item = options[o][k];
                count[item]++;
                int c = colors[o][k];
                if (secondary[item] && count[item] > 1 && (c == 0 || colorOf[item] != c)) {
                    return "secondary item " + name(item) + " in two options that do not agree on a color";
                }
                colorOf[item] = c;
            }
        }
        for (int i = 0; i < secondary.length; i++) {
            if (!secondary[i] && (count[i] < lower[i] || count[i] > upper[i])) {
                return "primary item " + name(i) + " covered " + count[i] + " times, not " + lower[i] + ".." + upper[i];
            }
        }
        return null;
    }
}
