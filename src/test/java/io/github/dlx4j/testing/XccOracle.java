/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import io.github.dlx4j.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Test-only XCC problems (exact cover with colors) as plain arrays, with a brute-force solver that shares
 * no code with the library: it knows the definition, not Algorithm C. A set of options is a solution when
 * every primary item is in exactly one of them, and every secondary item is in at most one of them or only
 * in options that give it the same color (an option that contains it without a color excludes every other
 * option that contains it).
 */
public final class XccOracle {

    /** {@code secondary[i]} tells whether item {@code i} is secondary. */
    public final boolean[] secondary;
    /** {@code options[o]} lists the items of option {@code o}, in order. */
    public final int[][] options;
    /** {@code colors[o][k]} is the color of the k-th item of option o, 0 for none (secondary items only). */
    public final int[][] colors;

    public XccOracle(boolean[] secondary, int[][] options, int[][] colors) {
        this.secondary = secondary;
        this.options = options;
        this.colors = colors;
    }

    /**
     * Returns a random small XCC problem: up to {@code maxPrimary} primary and {@code maxSecondary}
     * secondary items, up to {@code maxOptions} options of 1 to 4 distinct items with at least one primary
     * item each; a secondary item gets one of {@code maxColors} colors (or none) at random. One problem in
     * four also gets a singleton option for every primary item, so it has a solution.
     */
    public static XccOracle random(Random rnd, int maxPrimary, int maxSecondary, int maxOptions, int maxColors) {
        int p = 1 + rnd.nextInt(maxPrimary);
        int s = rnd.nextInt(maxSecondary + 1);
        boolean[] sec = new boolean[p + s];
        Arrays.fill(sec, p, p + s, true);
        List<int[]> opts = new ArrayList<>();
        List<int[]> cols = new ArrayList<>();
        int m = rnd.nextInt(maxOptions + 1);
        for (int o = 0; o < m; o++) {
            int size = 1 + rnd.nextInt(Math.min(4, p + s));
            int[] perm = ProblemSpec.permutation(rnd, p + s);
            int[] option = Arrays.copyOf(perm, size);
            if (!hasPrimary(sec, option)) {
                option[0] = rnd.nextInt(p);
            }
            int[] color = new int[size];
            for (int k = 0; k < size; k++) {
                if (sec[option[k]] && rnd.nextInt(4) != 0) {
                    color[k] = 1 + rnd.nextInt(maxColors);
                }
            }
            opts.add(option);
            cols.add(color);
        }
        if (rnd.nextInt(4) == 0) {
            for (int i = 0; i < p; i++) {
                int at = rnd.nextInt(opts.size() + 1);
                opts.add(at, new int[] {i});
                cols.add(at, new int[] {0});
            }
        }
        return new XccOracle(sec, opts.toArray(new int[0][]), cols.toArray(new int[0][]));
    }

    private static boolean hasPrimary(boolean[] sec, int[] option) {
        for (int item : option) {
            if (!sec[item]) {
                return true;
            }
        }
        return false;
    }

    /** Returns the name this test gives item {@code i}: {@code p3} or {@code s3}. */
    public String name(int i) {
        return (secondary[i] ? "s" : "p") + i;
    }

    /** Returns the color name of color number {@code c}: {@code c1}, {@code c2}, ... */
    public static String colorName(int c) {
        return "c" + c;
    }

    /** Returns the problem built with the library's typed builder (named items, primary ones first). */
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
            for (int k = 0; k < names.length; k++) {
                names[k] = name(options[o][k]);
                cs[k] = colors[o][k] == 0 ? null : colorName(colors[o][k]);
            }
            b.option(names, cs);
        }
        return b.build();
    }

    /** Returns the problem in Knuth's DLX2 format, written here without the library. */
    public String toDlx() {
        return MccOracle.dlx(secondary, null, null, options, colors, this::name, XccOracle::colorName);
    }

    /** Returns every solution, each as the sorted list of its option indices, by backtracking on items. */
    public Set<List<Integer>> solutions() {
        Set<List<Integer>> out = new HashSet<>();
        int[] coverCount = new int[secondary.length];
        int[] colorOf = new int[secondary.length]; // the color a secondary item has in the chosen options, or -1
        search(0, new ArrayList<>(), coverCount, colorOf, out);
        return out;
    }

    /** Returns why the options violate the problem, or null when they are a solution. */
    public String violation(int[] chosen) {
        int[] count = new int[secondary.length];
        int[] colorOf = new int[secondary.length];
        Arrays.fill(colorOf, Integer.MIN_VALUE);
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
            if (!secondary[i] && count[i] != 1) {
                return "primary item " + name(i) + " covered " + count[i] + " times";
            }
        }
        return null;
    }

    private void search(int first, List<Integer> chosen, int[] count, int[] colorOf, Set<List<Integer>> out) {
        int item = -1;
        for (int i = 0; i < secondary.length; i++) {
            if (!secondary[i] && count[i] == 0) {
                item = i;
                break;
            }
        }
        if (item < 0) {
            List<Integer> s = new ArrayList<>(chosen);
            s.sort(null);
            out.add(s);
            return;
        }
        for (int o = 0; o < options.length; o++) {
            if (!contains(options[o], item) || !fits(o, count, colorOf)) {
                continue;
            }
            int[] savedColor = colorOf.clone();
            for (int k = 0; k < options[o].length; k++) {
                count[options[o][k]]++;
                colorOf[options[o][k]] = colors[o][k];
            }
            chosen.add(o);
            search(first, chosen, count, colorOf, out);
            chosen.remove(chosen.size() - 1);
            for (int k = 0; k < options[o].length; k++) {
                count[options[o][k]]--;
            }
            System.arraycopy(savedColor, 0, colorOf, 0, colorOf.length);
        }
    }

    private boolean fits(int o, int[] count, int[] colorOf) {
        for (int k = 0; k < options[o].length; k++) {
            int item = options[o][k];
            if (count[item] == 0) {
                continue;
            }
            if (!secondary[item] || colors[o][k] == 0 || colorOf[item] != colors[o][k]) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] option, int item) {
        for (int i : option) {
            if (i == item) {
                return true;
            }
        }
        return false;
    }
}
