/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Test-only oracles for exact cover, sharing no code with the library: they read a {@link ProblemSpec}
 * (plain arrays) and know nothing of links. A solution is given as the sorted list of its option indices,
 * so two searches that find the same sets in different orders compare equal.
 */
public final class BruteForce {

    /** Largest option count {@link #bySubsets} accepts (2^20 subsets). */
    public static final int MAX_SUBSET_OPTIONS = 20;

    private BruteForce() {
    }

    /** Returns all solutions, by subsets when there are at most 12 options, else by {@link #byRecursion}. */
    public static Set<List<Integer>> solutions(ProblemSpec spec) {
        return spec.options.length <= 12 ? bySubsets(spec) : byRecursion(spec);
    }

    /**
     * Returns all solutions by trying every subset of the options (at most 63 items): a subset is a solution
     * when its options are pairwise disjoint and together contain every primary item.
     */
    public static Set<List<Integer>> bySubsets(ProblemSpec spec) {
        int m = spec.options.length;
        if (m > MAX_SUBSET_OPTIONS) {
            throw new IllegalArgumentException("too many options for subsets: " + m);
        }
        long[] masks = masks(spec);
        long primary = primaryMask(spec);
        Set<List<Integer>> result = new HashSet<>();
        for (int subset = 0; subset < 1 << m; subset++) {
            long union = 0;
            boolean disjoint = true;
            for (int o = 0; o < m && disjoint; o++) {
                if ((subset & 1 << o) != 0) {
                    disjoint = (union & masks[o]) == 0;
                    union |= masks[o];
                }
            }
            if (disjoint && (union & primary) == primary) {
                List<Integer> s = new ArrayList<>();
                for (int o = 0; o < m; o++) {
                    if ((subset & 1 << o) != 0) {
                        s.add(o);
                    }
                }
                result.add(s);
            }
        }
        return result;
    }

    private static long[] masks(ProblemSpec spec) {
        if (spec.itemCount() > 63) {
            throw new IllegalArgumentException("too many items for masks: " + spec.itemCount());
        }
        long[] masks = new long[spec.options.length];
        for (int o = 0; o < masks.length; o++) {
            for (int item : spec.options[o]) {
                masks[o] |= 1L << item;
            }
        }
        return masks;
    }

    private static long primaryMask(ProblemSpec spec) {
        long primary = 0;
        for (int i = 0; i < spec.itemCount(); i++) {
            if (!spec.secondary[i]) {
                primary |= 1L << i;
            }
        }
        return primary;
    }

    /**
     * Returns all solutions by a plain backtracking over bit masks (at most 63 items): take the lowest
     * uncovered primary item, try each option that contains it and no covered item. Each solution is found
     * once, because the options tried at one step all contain the same item.
     */
    public static Set<List<Integer>> byRecursion(ProblemSpec spec) {
        Set<List<Integer>> result = new HashSet<>();
        recurse(masks(spec), primaryMask(spec), 0L, new ArrayList<>(), result);
        return result;
    }

    private static void recurse(long[] masks, long primary, long covered, List<Integer> chosen,
            Set<List<Integer>> result) {
        long open = primary & ~covered;
        if (open == 0) {
            List<Integer> s = new ArrayList<>(chosen);
            s.sort(null);
            result.add(s);
            return;
        }
        long item = Long.lowestOneBit(open);
        for (int o = 0; o < masks.length; o++) {
            if ((masks[o] & item) != 0 && (masks[o] & covered) == 0) {
                chosen.add(o);
                recurse(masks, primary, covered | masks[o], chosen, result);
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    /**
     * Returns why {@code chosen} is not an exact cover of the problem (an option out of range or chosen
     * twice, a primary item covered other than once, a secondary item covered more than once), or null when
     * it is one.
     */
    public static String violation(ProblemSpec spec, int[] chosen) {
        int[] times = new int[spec.itemCount()];
        boolean[] used = new boolean[spec.options.length];
        for (int o : chosen) {
            if (o < 0 || o >= spec.options.length) {
                return "option " + o + " is out of range";
            }
            if (used[o]) {
                return "option " + o + " is chosen twice";
            }
            used[o] = true;
            for (int item : spec.options[o]) {
                times[item]++;
            }
        }
        for (int i = 0; i < times.length; i++) {
            if (spec.secondary[i] ? times[i] > 1 : times[i] != 1) {
                return (spec.secondary[i] ? "secondary" : "primary") + " item " + i + " is covered " + times[i]
                        + " times by options " + Arrays.toString(chosen);
            }
        }
        return null;
    }

    /** Returns the options as a sorted list, the form in which the oracles give solutions. */
    public static List<Integer> sorted(int[] options) {
        List<Integer> list = new ArrayList<>(options.length);
        for (int o : options) {
            list.add(o);
        }
        list.sort(null);
        return list;
    }
}
