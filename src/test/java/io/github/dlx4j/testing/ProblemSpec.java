/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import io.github.dlx4j.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Test-only description of an exact cover problem as plain arrays, independent of the library: the kind of
 * each item and each option's items. The oracles read this, never the library's data structures; the
 * tests turn it into an {@link ExactCoverProblem} to check the library.
 */
public final class ProblemSpec {

    /** {@code secondary[i]} tells whether item {@code i} is secondary. */
    public final boolean[] secondary;
    /** {@code options[o]} lists the items of option {@code o}, in order. */
    public final int[][] options;

    public ProblemSpec(boolean[] secondary, int[][] options) {
        this.secondary = secondary;
        this.options = options;
    }

    public int itemCount() {
        return secondary.length;
    }

    public int primaryCount() {
        int p = 0;
        for (boolean s : secondary) {
            p += s ? 0 : 1;
        }
        return p;
    }

    /** Returns the problem with numbered items, declared in runs of one kind in item order. */
    public ExactCoverProblem toProblem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        int n = secondary.length;
        for (int i = 0; i < n; ) {
            int j = i;
            while (j < n && secondary[j] == secondary[i]) {
                j++;
            }
            if (secondary[i]) {
                b.secondaryItems(j - i);
            } else {
                b.primaryItems(j - i);
            }
            i = j;
        }
        for (int[] o : options) {
            b.option(o);
        }
        return b.build();
    }

    /** Returns the name this test gives item {@code i} in the named form: {@code p3} or {@code s3}. */
    public String name(int i) {
        return (secondary[i] ? "s" : "p") + i;
    }

    /** Returns the same problem with named items, declared in the same order, options given by name. */
    public ExactCoverProblem toNamedProblem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < secondary.length; i++) {
            if (secondary[i]) {
                b.secondary(name(i));
            } else {
                b.primary(name(i));
            }
        }
        for (int[] o : options) {
            String[] names = new String[o.length];
            for (int k = 0; k < o.length; k++) {
                names[k] = name(o[k]);
            }
            b.option(names);
        }
        return b.build();
    }

    /** Returns the text of option {@code o} in the named form: its items' names, in order, separated by spaces. */
    public String optionText(int o) {
        StringBuilder sb = new StringBuilder();
        for (int item : options[o]) {
            sb.append(sb.length() > 0 ? " " : "").append(name(item));
        }
        return sb.toString();
    }

    /**
     * Returns the named form in Knuth's DLX text format, written without the library: the items line (the
     * primary items in item order, then {@code " | "} and the secondary ones), then one option a line, as
     * {@link #optionText}. Knuth's format needs a primary item on the first line; a problem without one has
     * no text.
     *
     * @throws IllegalStateException if the problem has no primary item
     */
    public String toDlx() {
        if (primaryCount() == 0) {
            throw new IllegalStateException("Knuth's format needs a primary item");
        }
        StringBuilder primary = new StringBuilder();
        StringBuilder secondaryItems = new StringBuilder();
        for (int i = 0; i < this.secondary.length; i++) {
            StringBuilder line = this.secondary[i] ? secondaryItems : primary;
            line.append(line.length() > 0 ? " " : "").append(name(i));
        }
        StringBuilder sb = new StringBuilder(primary);
        if (secondaryItems.length() > 0) {
            sb.append(" | ").append(secondaryItems);
        }
        sb.append('\n');
        for (int o = 0; o < options.length; o++) {
            sb.append(optionText(o)).append('\n');
        }
        return sb.toString();
    }

    /**
     * Returns a random small problem: up to {@code maxPrimary} primary and {@code maxSecondary} secondary
     * items, sometimes interleaved; up to {@code maxOptions} options of 1 to 4 distinct items each, each with
     * at least one primary item (duplicate options may occur). With no primary item there are no options.
     * About one problem in five also gets a singleton option for every primary item, so it has a solution.
     */
    public static ProblemSpec random(Random rnd, int maxPrimary, int maxSecondary, int maxOptions) {
        int p = rnd.nextInt(maxPrimary + 1);
        int s = rnd.nextInt(maxSecondary + 1);
        int n = p + s;
        boolean[] sec = new boolean[n];
        if (rnd.nextBoolean()) {
            Arrays.fill(sec, p, n, true); // primary items first, as in Knuth's format
        } else {
            int[] perm = permutation(rnd, n);
            for (int k = 0; k < s; k++) {
                sec[perm[k]] = true;
            }
        }
        int[] primaries = new int[p];
        for (int i = 0, k = 0; i < n; i++) {
            if (!sec[i]) {
                primaries[k++] = i;
            }
        }
        List<int[]> opts = new ArrayList<>();
        if (p > 0) {
            int m = rnd.nextInt(maxOptions + 1);
            int maxSize = Math.min(n, 4);
            for (int o = 0; o < m; o++) {
                int size = 1 + Math.min(rnd.nextInt(maxSize), rnd.nextInt(maxSize)); // small options likelier
                int[] perm = permutation(rnd, n);
                int[] option = Arrays.copyOf(perm, size);
                boolean hasPrimary = false;
                for (int item : option) {
                    hasPrimary |= !sec[item];
                }
                if (!hasPrimary) {
                    option[rnd.nextInt(size)] = primaries[rnd.nextInt(p)]; // was secondary, so still distinct
                }
                opts.add(option);
            }
            if (rnd.nextInt(5) == 0) {
                for (int i : primaries) {
                    opts.add(rnd.nextInt(opts.size() + 1), new int[] {i});
                }
            }
        }
        return new ProblemSpec(sec, opts.toArray(new int[0][]));
    }

    /** Returns a uniformly random permutation of {@code 0 .. n-1}. */
    public static int[] permutation(Random rnd, int n) {
        int[] a = new int[n];
        for (int k = 0; k < n; k++) {
            a[k] = k;
        }
        for (int k = n - 1; k > 0; k--) {
            int j = rnd.nextInt(k + 1);
            int t = a[k];
            a[k] = a[j];
            a[j] = t;
        }
        return a;
    }

    /**
     * Returns the problem relabelled: item {@code i} becomes {@code itemMap[i]}, option {@code o} moves to
     * position {@code optionMap[o]}, and the items inside each option are shuffled.
     */
    public ProblemSpec permuted(int[] itemMap, int[] optionMap, Random rnd) {
        boolean[] sec = new boolean[secondary.length];
        for (int i = 0; i < sec.length; i++) {
            sec[itemMap[i]] = secondary[i];
        }
        int[][] opts = new int[options.length][];
        for (int o = 0; o < options.length; o++) {
            int[] shuffle = permutation(rnd, options[o].length);
            int[] mapped = new int[options[o].length];
            for (int k = 0; k < mapped.length; k++) {
                mapped[k] = itemMap[options[o][shuffle[k]]];
            }
            opts[optionMap[o]] = mapped;
        }
        return new ProblemSpec(sec, opts);
    }
}
