/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Knuth's trick for counting tilings up to the board's symmetries, generalized and kept exact.
 *
 * <p>Let G be the group of board symmetries that also map every piece's allowed orientations onto allowed
 * orientations; it acts on the tilings, and we want one tiling per orbit. Every piece is used exactly once,
 * so a tiling T has one placement p(T) of a chosen piece A. Keep only A's placements that represent their
 * G-orbit (the first one met). If no kept placement r is fixed by a non-identity symmetry, each orbit of
 * tilings meets the kept set exactly once: that is Knuth's X-pentomino restriction.
 *
 * <p>If a kept placement r is fixed by a subgroup H (its stabilizer, more than the identity), the tilings
 * with A at r form whole H-orbits, and all of them would be counted. A second piece B on whose placements
 * H acts freely (no non-identity element of H fixes a placement of B; true for instance when B has no
 * symmetry at all) repairs it: H then acts freely on those tilings too, every H-orbit has |H| tilings whose
 * B placements form one H-orbit, and keeping only the tilings whose B placement represents its H-orbit
 * keeps exactly one. This conditional restriction is an exact cover constraint: a secondary item
 * {@code z_H} is put into A's options at the placements fixed by H and into B's options at the placements
 * that do not represent their H-orbit, so both can never be chosen together.
 *
 * <p>The piece A chosen is one with the fewest orbits of placements (then the fewest fixed representatives);
 * B is one with the fewest placements. When no pair works the reduction cannot be made exact this way and
 * {@link #of} refuses with an {@link IllegalArgumentException}.
 */
final class SymmetryReduction {

    /** The restricted piece A. */
    final int restricted;
    /** The second piece B, or -1 when A has no fixed representative. */
    final int partner;
    /** Which placements of A are kept. */
    final boolean[] keep;
    /** For each placement of A: the index of its stabilizer's secondary item, or -1. */
    final int[] fixedItem;
    /** For each placement of B: the secondary items it must avoid (empty when it represents its orbits). */
    final int[][] excludedItems;
    /** The number of secondary items z_H. */
    final int itemCount;

    private SymmetryReduction(int restricted, int partner, boolean[] keep, int[] fixedItem, int[][] excludedItems,
            int itemCount) {
        this.restricted = restricted;
        this.partner = partner;
        this.keep = keep;
        this.fixedItem = fixedItem;
        this.excludedItems = excludedItems;
        this.itemCount = itemCount;
    }

    /**
     * Chooses the restriction.
     *
     * @param placements for each piece, its placements as sorted arrays of cell numbers
     * @param maps the symmetry group: for each element, the image of each cell; element 0 is the identity;
     *     at most 64 elements (the 48 symmetries of a cube, for polycubes)
     * @param names the pieces' names, for the message when no exact reduction exists
     */
    static SymmetryReduction of(List<List<int[]>> placements, int[][] maps, List<String> names) {
        int pieces = placements.size();
        Orbits[] orbits = new Orbits[pieces];
        for (int i = 0; i < pieces; i++) {
            orbits[i] = new Orbits(placements.get(i), maps);
        }
        Integer[] candidates = new Integer[pieces];
        for (int i = 0; i < pieces; i++) {
            candidates[i] = i;
        }
        Arrays.sort(candidates, Comparator.<Integer>comparingInt(i -> orbits[i].representatives)
                .thenComparingInt(i -> orbits[i].fixedRepresentatives)
                .thenComparingInt(i -> i));
        Integer[] partners = candidates.clone();
        Arrays.sort(partners, Comparator.<Integer>comparingInt(i -> placements.get(i).size())
                .thenComparingInt(i -> i));
        for (int a : candidates) {
            Orbits oa = orbits[a];
            int size = placements.get(a).size();
            boolean[] keep = new boolean[size];
            List<Long> stabilizers = new ArrayList<>();
            int[] fixedItem = new int[size];
            Arrays.fill(fixedItem, -1);
            for (int p = 0; p < size; p++) {
                keep[p] = oa.representative[p] == p;
                long nonIdentity = oa.stabilizer[p] & ~1L;
                if (keep[p] && nonIdentity != 0) {
                    int j = stabilizers.indexOf(oa.stabilizer[p]);
                    if (j < 0) {
                        j = stabilizers.size();
                        stabilizers.add(oa.stabilizer[p]);
                    }
                    fixedItem[p] = j;
                }
            }
            if (stabilizers.isEmpty()) {
                return new SymmetryReduction(a, -1, keep, fixedItem, new int[0][], 0);
            }
            for (int b : partners) {
                if (b != a && orbits[b].isFreeUnder(stabilizers)) {
                    int[][] excluded = excludedItems(orbits[b], stabilizers);
                    return new SymmetryReduction(a, b, keep, fixedItem, excluded, stabilizers.size());
                }
            }
        }
        throw new IllegalArgumentException("cannot count up to symmetry exactly: for every piece some placement"
                + " is fixed by a symmetry of the board, and no other piece (of " + names
                + ") has no placement fixed by it; count all tilings instead");
    }

    /** For each placement of B, the items z_H of the stabilizers H for which it does not represent its H-orbit. */
    private static int[][] excludedItems(Orbits ob, List<Long> stabilizers) {
        int size = ob.image[0].length;
        List<List<Integer>> lists = new ArrayList<>();
        for (int q = 0; q < size; q++) {
            lists.add(new ArrayList<>());
        }
        for (int j = 0; j < stabilizers.size(); j++) {
            long h = stabilizers.get(j);
            boolean[] seen = new boolean[size];
            for (int q = 0; q < size; q++) {
                if (seen[q]) {
                    lists.get(q).add(j);
                    continue;
                }
                for (int g = 0; g < ob.image.length; g++) {
                    if ((h & (1L << g)) != 0) {
                        seen[ob.image[g][q]] = true;
                    }
                }
            }
        }
        int[][] excluded = new int[size][];
        for (int q = 0; q < size; q++) {
            excluded[q] = lists.get(q).stream().mapToInt(Integer::intValue).toArray();
        }
        return excluded;
    }

    /** The orbits of one piece's placements under the group. */
    private static final class Orbits {
        /** image[g][p]: the index of the image of placement p under element g. */
        final int[][] image;
        /** The first placement of each placement's orbit. */
        final int[] representative;
        /** For each placement, the elements that fix it, as a bit mask (bit 0, the identity, always set). */
        final long[] stabilizer;
        final int representatives;
        final int fixedRepresentatives;

        Orbits(List<int[]> placements, int[][] maps) {
            int size = placements.size();
            Map<Key, Integer> index = new HashMap<>();
            for (int p = 0; p < size; p++) {
                index.put(new Key(placements.get(p)), p);
            }
            image = new int[maps.length][size];
            stabilizer = new long[size];
            for (int g = 0; g < maps.length; g++) {
                for (int p = 0; p < size; p++) {
                    int[] cells = placements.get(p);
                    int[] mapped = new int[cells.length];
                    for (int k = 0; k < cells.length; k++) {
                        mapped[k] = maps[g][cells[k]];
                    }
                    Arrays.sort(mapped);
                    Integer q = index.get(new Key(mapped));
                    if (q == null) {
                        throw new AssertionError("the group does not preserve the placements");
                    }
                    image[g][p] = q;
                    if (q == p) {
                        stabilizer[p] |= 1L << g;
                    }
                }
            }
            representative = new int[size];
            Arrays.fill(representative, -1);
            int reps = 0;
            int fixed = 0;
            for (int p = 0; p < size; p++) {
                if (representative[p] < 0) {
                    reps++;
                    if ((stabilizer[p] & ~1L) != 0) {
                        fixed++;
                    }
                    for (int g = 0; g < maps.length; g++) {
                        if (representative[image[g][p]] < 0) {
                            representative[image[g][p]] = p;
                        }
                    }
                }
            }
            representatives = reps;
            fixedRepresentatives = fixed;
        }

        /** Returns whether no non-identity element of the given subgroups fixes any placement. */
        boolean isFreeUnder(List<Long> subgroups) {
            for (long h : subgroups) {
                for (long s : stabilizer) {
                    if ((s & h & ~1L) != 0) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    /** An int array as a hash key. */
    private static final class Key {
        private final int[] a;
        private final int hash;

        Key(int[] a) {
            this.a = a;
            this.hash = Arrays.hashCode(a);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && Arrays.equals(a, ((Key) o).a);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
