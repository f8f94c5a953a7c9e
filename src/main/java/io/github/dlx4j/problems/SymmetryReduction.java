/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Knuth's trick for counting tilings up to the board's symmetries, generalized to a chain of pieces and
 * kept exact.
 *
 * <p>Let G be the group of board symmetries that map every piece's allowed placements onto its own; it acts
 * on the tilings, and we want one tiling per orbit. Every piece is used exactly once, so a tiling T gives
 * each piece one placement. Order some pieces A = P1, P2, ..., Pk and keep the tiling whose placements
 * (p1, p2, ...) are the least in its orbit in this sense: p1 is the first placement of its G-orbit (Knuth's
 * X-pentomino restriction); p2 is the first of its orbit under G1, the symmetries that fix p1; p3 the first
 * under G2, those of G1 that also fix p2; and so on until the symmetries left, Gk, are the identity alone.
 * Each orbit of tilings has exactly one such tiling: the tilings of the orbit with P1 at the first
 * placement form one G1-orbit, those of them with P2 at the first placement one G2-orbit, ..., and a
 * Gk-orbit is a single tiling. The chain ends where every Gk it may reach is the identity alone, or after
 * every piece (a symmetry that fixes every placement fixes the tiling, which is then its whole orbit). When
 * A has no placement fixed by a symmetry, G1 is the identity at once and this is Knuth's restriction alone;
 * for the solid pentominoes in 3x4x5 every piece lies flat in a middle layer somewhere, fixed by a
 * reflection, and the chain goes on.
 *
 * <p>The subgroup G_i depends on the placements chosen so far, so the chain is an exact cover constraint
 * on <em>states</em>: level i has a secondary item for each state (subgroup) that level i + 1 must tell
 * apart. An option of P_i carries the item of the state it leaves (G_{i-1} cut down to the symmetries that
 * fix its placement) and the items of the states it cannot follow (those under which its placement is not
 * the first of its orbit). A placement that leaves different states after different predecessors has one
 * option per state left, each excluding the states that lead elsewhere, so exactly one of them fits each
 * predecessor: every kept tiling is one solution. Only pieces that every symmetry maps onto themselves can
 * be in the chain; when other pieces exist (mirror twins that a reflection exchanges) and a symmetry may be
 * left after every piece of the chain, the reduction cannot be made exact and {@link #of} refuses with an
 * {@link IllegalArgumentException}.
 */
final class SymmetryReduction {

    /** The option variants of a placement of a piece outside the chain: one option, no symmetry item. */
    private static final int[][] UNRESTRICTED = {new int[0]};

    /** variants[piece][placement]: the symmetry items of each of its options; null outside the chain. */
    private final int[][][][] variants;
    /** The number of secondary symmetry items. */
    final int itemCount;
    /** The pieces of the chain, in order (the first is Knuth's restricted piece). */
    final int[] chain;

    private SymmetryReduction(int[][][][] variants, int itemCount, int[] chain) {
        this.variants = variants;
        this.itemCount = itemCount;
        this.chain = chain;
    }

    /**
     * Returns the options a placement becomes: for each, the symmetry items (numbered from 0) it carries.
     * No option: the placement is left out.
     */
    int[][] variants(int piece, int placement) {
        return variants[piece] == null ? UNRESTRICTED : variants[piece][placement];
    }

    /**
     * Chooses the chain and its items.
     *
     * @param placements for each piece, its placements as sorted arrays of cell numbers
     * @param maps the symmetry group: for each element, the image of each cell; element 0 is the identity;
     *     at most 64 elements (the 48 symmetries of a cube, for polycubes)
     * @param names the pieces' names, for the message when no exact reduction exists
     * @param complete whether these are all the pieces of the puzzle (not only those that every symmetry
     *     maps onto themselves): then a chain through all of them is exact whatever symmetry is left, since
     *     a symmetry that fixes every placement fixes the tiling
     */
    static SymmetryReduction of(List<List<int[]>> placements, int[][] maps, List<String> names, boolean complete) {
        int pieces = placements.size();
        Orbits[] orbits = new Orbits[pieces];
        for (int i = 0; i < pieces; i++) {
            orbits[i] = new Orbits(placements.get(i), maps);
        }
        Integer[] firsts = new Integer[pieces];
        for (int i = 0; i < pieces; i++) {
            firsts[i] = i;
        }
        Arrays.sort(firsts, Comparator.<Integer>comparingInt(i -> orbits[i].representatives)
                .thenComparingInt(i -> orbits[i].fixedRepresentatives)
                .thenComparingInt(i -> i));
        long all = maps.length == 64 ? -1L : (1L << maps.length) - 1;
        for (int first : firsts) {
            List<Level> levels = new ArrayList<>();
            boolean[] used = new boolean[pieces];
            Level level = new Level(first, orbits[first], List.of(all));
            while (true) {
                levels.add(level);
                used[level.piece] = true;
                if (level.exact() || complete && levels.size() == pieces) {
                    return build(levels, pieces);
                }
                level = next(level.out, orbits, used);
                if (level == null) {
                    break;
                }
            }
        }
        throw new IllegalArgumentException("cannot count up to symmetry exactly: however the pieces (" + names
                + ") are restricted one after another, some choice of their placements is fixed by a symmetry of"
                + " the board that moves the other pieces; count all tilings instead");
    }

    /** Returns the next level: of the unused pieces, the one that leaves the fewest symmetric states. */
    private static Level next(List<Long> states, Orbits[] orbits, boolean[] used) {
        Level best = null;
        for (int i = 0; i < orbits.length; i++) {
            if (!used[i]) {
                Level l = new Level(i, orbits[i], states);
                if (best == null || l.symmetricStates() < best.symmetricStates()
                        || l.symmetricStates() == best.symmetricStates() && l.symmetricPairs < best.symmetricPairs) {
                    best = l;
                }
            }
        }
        return best;
    }

    /** Numbers the state items that a next level refers to and writes each placement's variants. */
    private static SymmetryReduction build(List<Level> levels, int pieces) {
        int items = 0;
        int[][] itemOf = new int[levels.size()][];
        for (int k = 0; k < levels.size(); k++) {
            Level l = levels.get(k);
            itemOf[k] = new int[l.out.size()];
            Arrays.fill(itemOf[k], -1);
            if (k + 1 < levels.size()) {
                for (int s : levels.get(k + 1).excludedStates()) {
                    if (itemOf[k][s] < 0) {
                        itemOf[k][s] = items++;
                    }
                }
            }
        }
        int[][][][] variants = new int[pieces][][][];
        int[] chain = new int[levels.size()];
        for (int k = 0; k < levels.size(); k++) {
            Level l = levels.get(k);
            chain[k] = l.piece;
            int[] in = k == 0 ? new int[0] : itemOf[k - 1];
            int[][][] v = new int[l.exits.length][][];
            for (int p = 0; p < v.length; p++) {
                int[][] exits = l.exits[p];
                v[p] = new int[exits.length][];
                for (int e = 0; e < exits.length; e++) {
                    List<Integer> list = new ArrayList<>();
                    for (int s = 1; s < exits[e].length; s++) {
                        list.add(in[exits[e][s]]); // a state this option cannot follow
                    }
                    if (itemOf[k][exits[e][0]] >= 0) {
                        list.add(itemOf[k][exits[e][0]]); // the state it leaves
                    }
                    v[p][e] = list.stream().mapToInt(Integer::intValue).toArray();
                }
            }
            variants[l.piece] = v;
        }
        return new SymmetryReduction(variants, items, chain);
    }

    /** One piece of the chain, after the states (subgroups, as masks of group elements) it may follow. */
    private static final class Level {
        final int piece;
        /** The states this level may leave, distinct; index 0 need not be the identity. */
        final List<Long> out = new ArrayList<>();
        /**
         * For each placement, one entry per option: the index of the state it leaves, then the indices of
         * the incoming states it cannot follow (none at the first level, which follows one state).
         */
        final int[][][] exits;
        /** How many (placement, incoming state) pairs leave a state with a symmetry. */
        long symmetricPairs;

        Level(int piece, Orbits orbits, List<Long> in) {
            this.piece = piece;
            int size = orbits.image[0].length;
            exits = new int[size][][];
            Map<Long, Integer> outIndex = new HashMap<>();
            for (int p = 0; p < size; p++) {
                // incoming states grouped by the state they leave; the others are excluded
                Map<Integer, List<Integer>> byExit = new LinkedHashMap<>();
                List<Integer> excluded = new ArrayList<>();
                for (int s = 0; s < in.size(); s++) {
                    long h = in.get(s);
                    if (!orbits.isFirstUnder(p, h)) {
                        excluded.add(s);
                        continue;
                    }
                    long left = h & orbits.stabilizer[p];
                    if (left != 1L) {
                        symmetricPairs++;
                    }
                    int o = outIndex.computeIfAbsent(left, x -> {
                        out.add(x);
                        return out.size() - 1;
                    });
                    byExit.computeIfAbsent(o, x -> new ArrayList<>()).add(s);
                }
                int[][] e = new int[byExit.size()][];
                int k = 0;
                for (Map.Entry<Integer, List<Integer>> entry : byExit.entrySet()) {
                    List<Integer> cannot = new ArrayList<>(excluded);
                    for (List<Integer> others : byExit.values()) {
                        if (others != entry.getValue()) {
                            cannot.addAll(others);
                        }
                    }
                    e[k] = new int[1 + cannot.size()];
                    e[k][0] = entry.getKey();
                    for (int j = 0; j < cannot.size(); j++) {
                        e[k][1 + j] = cannot.get(j);
                    }
                    k++;
                }
                exits[p] = e;
            }
        }

        /** Returns whether every state this level leaves is the identity alone: the chain can end here. */
        boolean exact() {
            return symmetricStates() == 0;
        }

        int symmetricStates() {
            int n = 0;
            for (long h : out) {
                n += h != 1L ? 1 : 0;
            }
            return n;
        }

        /** Returns the incoming states some option of this level cannot follow. */
        List<Integer> excludedStates() {
            List<Integer> list = new ArrayList<>();
            for (int[][] e : exits) {
                for (int[] exit : e) {
                    for (int j = 1; j < exit.length; j++) {
                        list.add(exit[j]);
                    }
                }
            }
            return list;
        }
    }

    /** The orbits of one piece's placements under the group. */
    private static final class Orbits {
        /** image[g][p]: the index of the image of placement p under element g. */
        final int[][] image;
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
            long all = maps.length == 64 ? -1L : (1L << maps.length) - 1;
            int reps = 0;
            int fixed = 0;
            for (int p = 0; p < size; p++) {
                if (isFirstUnder(p, all)) {
                    reps++;
                    fixed += stabilizer[p] != 1L ? 1 : 0;
                }
            }
            representatives = reps;
            fixedRepresentatives = fixed;
        }

        /** Returns whether placement p is the first (least index) of its orbit under the elements in h. */
        boolean isFirstUnder(int p, long h) {
            for (int g = 0; g < image.length; g++) {
                if ((h & (1L << g)) != 0 && image[g][p] < p) {
                    return false;
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
