/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * The keys of Algorithm M's states, for the counts' memo ({@link SubtreeMemo}): what of the matrix and the
 * bounds the subtree below a node of {@link MultiplicityEngine} depends on, packed in a few words.
 *
 * <p>Below a node, Algorithm M reads only the active primary items (in their original order), their bounds,
 * the lists of the live options (in their original order) and the state of the secondary items that live
 * options hold (covered, or purified with a color). Along a path from the search's root, an option dies in
 * three ways only: a cover of one of its items, when a primary item's bound reaches 0 or a secondary item is
 * committed (covered, or purified against the option's color); the null move, which takes its item out of
 * the active list after its level has tweaked away (hidden) every option of its list; and the tweak of a
 * level that branches on an item {@code c} whose bound stays positive, which hides each option it tries, so
 * that the option tried and those tried before it at that level are dead while {@code c} stays active.
 * Such a level tries {@code c}'s live options from the top of its list, so the options it hid lie above
 * every live option of {@code c}.
 *
 * <p>So the key of a node holds:
 * <ul>
 *   <li>per primary item, a counter: how many options chosen since the search's root hold it. The null move
 *       sets it to the item's bound at the root, as a cover does: either way the item is inactive and no live
 *       option holds it. An item is active exactly when its counter is below its bound at the root, and its
 *       bound is that bound less the counter;
 *   <li>per primary item whose upper bound is at least 2 (the only ones a level may branch on without
 *       covering them), its <em>cut</em>: how many options at the top of its original list are all dead (the
 *       rank of its list's top less one), read off the links; 0 for an inactive item;
 *   <li>per secondary item, a bit when an option chosen since the root holds it, and the color it was
 *       committed with (0 for a cover), as in {@link SubtreeMemo.Layout}.
 * </ul>
 * An option live at the root is dead exactly when it holds an item whose counter is full, a committed
 * secondary item against its color, or an active item at or above whose cut it lies: the tweaks hid only
 * options above their item's cut, and every option above a cut is dead. So two nodes of one search with
 * equal keys have the same active items, bounds, lists and secondary states, and the same subtree and
 * counters. Each part is a function of the state, so nodes in the same state have the same key. A counter
 * never passes its item's upper bound and a cut never passes its list's length, so each is a field of fixed
 * width, none across two words: a child's key is its parent's with the option's share added (counters) or
 * ORed (secondary items), and the cuts written again.
 *
 * <p>One per problem, shared by the searches on its matrix; {@link Maker} makes the keys of one search.
 */
final class MultiplicityKeys {

    final int keyWords;
    /** Per option o, its share in {@code [shareStart[o], shareStart[o + 1])}: added up to addEnd[o], ORed after. */
    private final int[] shareStart;
    private final int[] addEnd;
    private final int[] shareWord;
    private final long[] shareBits;
    /** Per node, counted from the first (node - (n + 1)): its option, and 1 + its rank in its item's list. */
    private final int[] nodeOption;
    private final int[] nodeRank;
    /** Per header c (1..n) of a primary item: its counter's word and shift, its cut's word, shift and mask. */
    private final int[] countWord;
    private final int[] countShift;
    private final long[] countMask;
    private final int[] cutWord;
    private final int[] cutShift;
    private final long[] cutMask;
    /** The headers of the primary items whose upper bound is at least 2, and per header its list's length. */
    private final int[] multi;
    private final int[] length;

    /** Lays out the keys of {@code problem}. */
    MultiplicityKeys(ExactCoverProblem problem) {
        int n = problem.itemCount();
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int[] colors = problem.optionColorArray();
        int m = problem.optionCount();
        this.length = new int[n + 1];
        int multis = 0;
        for (int i : items) {
            length[i + 1]++;
        }
        for (int i = 0; i < n; i++) {
            if (problem.isPrimary(i) && problem.upperBound(i) >= 2) {
                multis++;
            }
        }
        this.multi = new int[multis];
        multis = 0;
        int colorBits = colors == null ? 0 : 32 - Integer.numberOfLeadingZeros(Math.max(1, problem.colorCount()));
        Fields f = new Fields();
        countWord = new int[n + 1];
        countShift = new int[n + 1];
        countMask = new long[n + 1];
        cutWord = new int[n + 1];
        cutShift = new int[n + 1];
        cutMask = new long[n + 1];
        int[] colorWord = new int[n];
        int[] colorShift = new int[n];
        for (int i = 0; i < n; i++) {
            int h = i + 1;
            if (problem.isPrimary(i)) {
                int w0 = bits(problem.upperBound(i));
                f.add(w0);
                countWord[h] = f.word;
                countShift[h] = f.shift;
                countMask[h] = (1L << w0) - 1;
                if (problem.upperBound(i) >= 2) {
                    multi[multis++] = h;
                    int w = bits(length[h]);
                    f.add(w);
                    cutWord[h] = f.word;
                    cutShift[h] = f.shift;
                    cutMask[h] = ((1L << w) - 1) << f.shift;
                }
            } else {
                f.add(1); // the item's bit
                countWord[h] = f.word;
                countShift[h] = f.shift;
                if (colorBits > 0) {
                    f.add(colorBits);
                    colorWord[i] = f.word;
                    colorShift[i] = f.shift;
                }
            }
        }
        this.keyWords = Math.max(1, f.words());
        this.nodeOption = new int[items.length];
        this.nodeRank = new int[items.length];
        int[] rank = new int[n];
        this.shareStart = new int[m + 1];
        this.addEnd = new int[m];
        int most = 2 * items.length;
        int[] word = new int[most];
        long[] bits = new long[most];
        int out = 0;
        long[] add = new long[keyWords];
        long[] or = new long[keyWords];
        for (int o = 0; o < m; o++) {
            shareStart[o] = out;
            for (int k = start[o]; k < start[o + 1]; k++) {
                int i = items[k];
                nodeOption[k] = o;
                nodeRank[k] = ++rank[i];
                int h = i + 1;
                if (problem.isPrimary(i)) {
                    add[countWord[h]] += 1L << countShift[h];
                } else {
                    or[countWord[h]] |= 1L << countShift[h];
                    if (colors != null && colors[k] != 0) {
                        or[colorWord[i]] |= (long) colors[k] << colorShift[i];
                    }
                }
            }
            out = drain(add, word, bits, out);
            addEnd[o] = out;
            out = drain(or, word, bits, out);
        }
        shareStart[m] = out;
        this.shareWord = java.util.Arrays.copyOf(word, out);
        this.shareBits = java.util.Arrays.copyOf(bits, out);
    }

    /** Appends the nonzero words of {@code acc} (index and bits) at {@code out}, clears them, returns the end. */
    private static int drain(long[] acc, int[] word, long[] bits, int out) {
        for (int w = 0; w < acc.length; w++) {
            if (acc[w] != 0) {
                word[out] = w;
                bits[out++] = acc[w];
                acc[w] = 0;
            }
        }
        return out;
    }

    /** The bits of a field that holds 0..v. */
    private static int bits(int v) {
        return Math.max(1, 32 - Integer.numberOfLeadingZeros(v));
    }

    /** Fields laid out one after another in words of 64 bits, none across two words. */
    private static final class Fields {
        int word;
        int shift;
        private int next; // the next free bit, counted from the first word's

        void add(int width) {
            if ((next & 63) + width > 64) {
                next = (next | 63) + 1;
            }
            word = next >>> 6;
            shift = next & 63;
            next += width;
        }

        int words() {
            return (next + 63) >>> 6;
        }
    }

    /**
     * The keys of one search of {@link MultiplicityEngine}: it reads the engine's stacks ({@code item},
     * {@code x}, the level's mode) and its bounds, as they stand when the child of a move is entered.
     */
    static final class Maker {
        final MultiplicityKeys keys;
        private final int[] item;
        private final int[] x;
        private final int[] down;
        private final int[] bound;
        /** The bounds at the search's root, where the maker is made: a counter is full at its item's. */
        private final int[] rootBound;
        private final int nodeBase;

        Maker(MultiplicityKeys keys, LinkedMatrix matrix, int[] item, int[] x, int[] bound) {
            this.keys = keys;
            this.nodeBase = matrix.n + 1;
            this.down = matrix.down;
            this.item = item;
            this.x = x;
            this.bound = bound;
            this.rootBound = bound.clone();
        }

        /**
         * Writes at {@code a[from + W ..]} the key of the node at level l, from its parent's at
         * {@code a[from ..]} and the move made at level l - 1 (at level 0 the root's, copied). The move's level
         * is still in force: its item's bound is lowered, its mode set.
         */
        void child(long[] a, int from, int l) {
            MultiplicityKeys k = keys;
            int w = k.keyWords;
            int to = from + w;
            System.arraycopy(a, from, a, to, w);
            if (l == 0) {
                cuts(a, to);
                return;
            }
            int c = item[l - 1];
            int p = x[l - 1];
            if (p == c) {
                // The null move: the item is out, as if covered; its counter becomes its bound at the root,
                // which is the counter so far plus the bound before its level lowered it.
                a[to + k.countWord[c]] += (long) (bound[c] + 1) << k.countShift[c];
                cuts(a, to);
                return;
            }
            int i = p - nodeBase;
            int o = k.nodeOption[i];
            int s = k.shareStart[o];
            int e = k.addEnd[o];
            for (; s < e; s++) {
                a[to + k.shareWord[s]] += k.shareBits[s];
            }
            for (e = k.shareStart[o + 1]; s < e; s++) {
                a[to + k.shareWord[s]] |= k.shareBits[s];
            }
            cuts(a, to);
        }

        /**
         * Writes the cut of every primary item whose upper bound is at least 2 into the key at {@code a[to ..]}:
         * the most options at the top of its original list that are all dead (the rank of its list's top
         * less one, all of them when the list is empty); 0 for an inactive item (its counter full), whose
         * list is not kept when it is covered.
         */
        private void cuts(long[] a, int to) {
            MultiplicityKeys k = keys;
            int[] d = down;
            int[] b = bound;
            int[] full = rootBound;
            for (int c : k.multi) {
                int top = d[c];
                long count = (a[to + k.countWord[c]] >>> k.countShift[c]) & k.countMask[c];
                long cut = count == full[c] ? 0 : top == c ? k.length[c] : k.nodeRank[top - nodeBase] - 1;
                int cw = to + k.cutWord[c];
                a[cw] = (a[cw] & ~k.cutMask[c]) | (cut << k.cutShift[c]);
            }
        }
    }
}
