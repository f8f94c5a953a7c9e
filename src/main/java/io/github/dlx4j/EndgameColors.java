/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The colored part of an {@link Endgame} (Knuth's Algorithm C on bitsets). Options that give a secondary
 * item the same color do not conflict; trying an option purifies its colored items, and the updates and
 * cleansings are counted as the links count them, item by item in the order the links commit them
 * ({@link #tryOption}).
 *
 * <p>It keeps, per endgame: each live option's nodes with the (item, color) mask they agree with; the
 * stack of purified items with the options each one marked; and each option's <em>effective weight</em>,
 * the nodes the links would unlink to hide it (one fewer for each purified item it agrees with). It reads
 * the endgame's numbering and live sets as the endgame lays them out.
 */
final class EndgameColors {

    private final int[] nodeColor; // per CSR node: its color, 0 for none
    private int[] nodeHeader = new int[256]; // local node -> header
    private int[] nodeAgree = new int[256]; // local node -> index of its (item, color) mask, -1 for no color
    private long[] agreeMask = new long[64]; // per (item, color): the live options with that color there
    private int[] agreeHead = new int[64]; // per local item: its first (item, color) entry, -1 for none
    private int[] agreeNext = new int[64];
    private int[] agreeColor = new int[64];
    private int[] pItem = new int[64]; // purified local items, as a stack
    private int[] pTop = new int[16]; // per relative level: the purified items at its start
    private int[] pLevel = new int[64]; // per local item: 1 + the depth at which it was purified, 0 if not
    private long[] scratch = new long[16];
    private int[] effWeight = new int[64]; // per local option: its nodes the links would unlink when hiding it
    private long[] pAgree = new long[64]; // per purified stack entry: the options it marked (W words)
    private int pStackSize; // entries on the purified stack, up to the deepest level tried
    private int words;

    EndgameColors(int[] nodeColor) {
        this.nodeColor = nodeColor;
    }

    /**
     * Lays out, after the endgame {@code e} has numbered its {@code count} live options and {@code items}
     * local items in {@code w} words, each live option's nodes (header, and the index of the mask of the
     * options that agree with its color on that item) and those masks, for at most {@code np + 1} levels.
     */
    void build(Endgame e, int count, int items, int w, int np) {
        words = w;
        agreeHead = grow(agreeHead, items);
        pLevel = grow(pLevel, items);
        Arrays.fill(agreeHead, 0, items, -1);
        Arrays.fill(pLevel, 0, items, 0);
        int[] optionStart = e.optionStart;
        int[] optionItems = e.optionItems;
        int nodes = 0;
        int masks = 0;
        for (int i = 0; i < count; i++) {
            int o = e.option[i];
            for (int k = optionStart[o]; k < optionStart[o + 1]; k++) {
                int h = optionItems[k] + 1;
                int j = e.itemLocal[h];
                int c = nodeColor[k];
                int a = -1;
                if (c != 0) {
                    for (a = agreeHead[j]; a >= 0 && agreeColor[a] != c; a = agreeNext[a]) {
                        // find the entry of this color on this item
                    }
                    if (a < 0) {
                        a = masks++;
                        agreeColor = grow(agreeColor, masks);
                        agreeNext = grow(agreeNext, masks);
                        agreeMask = grow(agreeMask, masks * w);
                        Arrays.fill(agreeMask, a * w, masks * w, 0L);
                        agreeColor[a] = c;
                        agreeNext[a] = agreeHead[j];
                        agreeHead[j] = a;
                    }
                    agreeMask[a * w + (i >>> 6)] |= 1L << i;
                }
                nodeHeader = grow(nodeHeader, nodes + 1);
                nodeAgree = grow(nodeAgree, nodes + 1);
                nodeHeader[nodes] = h;
                nodeAgree[nodes] = a;
                nodes++;
            }
        }
        scratch = grow(scratch, 2 * w);
        effWeight = grow(effWeight, count);
        System.arraycopy(e.weight, 0, effWeight, 0, count);
        pStackSize = 0;
        pTop = grow(pTop, np + 2);
    }

    /** Takes the items the links have purified so far (their options that stay are marked there). */
    void enter(Endgame e, LinkedMatrix m, int count) {
        int top = 0;
        for (int i = 0; i < count; i++) {
            for (int k = e.optNode[i]; k < e.optNode[i + 1]; k++) {
                int j = e.nodeItem[k];
                if (pLevel[j] == 0 && m.isPurified(nodeHeader[k])) {
                    pLevel[j] = 1;
                    pushPurified(top++, j, e.itemMask, j * words);
                }
            }
        }
        pTop[0] = top;
        pStackSize = top;
    }

    /**
     * Takes the purified items of the outer endgame {@code outer} at its relative level {@code d},
     * renumbered into the inner endgame {@code e}; those without live options there drop out.
     */
    void enterFrom(Endgame e, Endgame outer, int d, int gen) {
        EndgameColors oc = outer.colors;
        int top = 0;
        for (int k = 0; k < oc.pTop[d]; k++) {
            int h = outer.itemHeader[oc.pItem[k]];
            if (e.itemStamp[h] == gen && pLevel[e.itemLocal[h]] == 0) {
                pLevel[e.itemLocal[h]] = 1;
                pushPurified(top++, e.itemLocal[h], e.itemMask, e.itemLocal[h] * words);
            }
        }
        pTop[0] = top;
        pStackSize = top;
    }

    /**
     * Pushes purified item j on the stack at position k, with the options {@code marked[from..from+W)} that
     * agree with its color: each of them has one node fewer for the links to unlink when it is hidden.
     */
    private void pushPurified(int k, int j, long[] marked, int from) {
        int w = words;
        pItem = grow(pItem, k + 1);
        pAgree = grow(pAgree, (k + 1) * w);
        pItem[k] = j;
        for (int q = 0; q < w; q++) {
            long b = marked[from + q];
            pAgree[k * w + q] = b;
            for (; b != 0; b &= b - 1) {
                effWeight[(q << 6) | Long.numberOfTrailingZeros(b)]--;
            }
        }
    }

    /** Pops the purified stack down to {@code top}, giving the options their nodes back. */
    private void popPurified(int top) {
        int w = words;
        for (int k = pStackSize - 1; k >= top; k--) {
            pLevel[pItem[k]] = 0;
            for (int q = 0; q < w; q++) {
                for (long b = pAgree[k * w + q]; b != 0; b &= b - 1) {
                    effWeight[(q << 6) | Long.numberOfTrailingZeros(b)]++;
                }
            }
        }
        pStackSize = top;
    }

    /** Returns the nodes the links would unlink to hide a set of options, under the purified items. */
    long effWeightOf(long[] set, int from) {
        long u = 0;
        for (int k = 0; k < words; k++) {
            for (long h = set[from + k]; h != 0; h &= h - 1) {
                u += effWeight[(k << 6) | Long.numberOfTrailingZeros(h)];
            }
        }
        return u;
    }

    /**
     * Tries local option o at relative level d of the endgame {@code e}, as the links do: from the node
     * after the chosen item's, rightwards around the option, covers each item without a color and purifies
     * each colored one not purified yet. Leaves the live options of level d + 1 at {@code live[next..]} and
     * the purified items on the stack; adds the cleansings to the matrix's counter; returns the updates.
     */
    long tryOption(Endgame e, int o, int d, int lo, int next) {
        final int w = words;
        final long[] t = scratch;
        final long[] live = e.live;
        final long[] itemMask = e.itemMask;
        final int[] nodeItem = e.nodeItem;
        int top = pTop[d];
        // Options tried before at this level purified items that are no longer purified.
        popPurified(top);
        int chosen = e.primItem[e.best[d]];
        int mc = chosen * w;
        for (int k = 0; k < w; k++) {
            live[next + k] = live[lo + k] & ~itemMask[mc + k];
        }
        int from = e.optNode[o];
        int to = e.optNode[o + 1];
        int start = from;
        while (nodeItem[start] != chosen) {
            start++;
        }
        long updates = 0;
        long cleansings = 0;
        for (int step = 1; step < to - from; step++) {
            int k = start + step < to ? start + step : start + step - (to - from);
            int j = nodeItem[k];
            int a = nodeAgree[k];
            int mj = j * w;
            if (a < 0) {
                for (int q = 0; q < w; q++) {
                    t[q] = live[next + q] & itemMask[mj + q];
                }
                updates += 1 + effWeightOf(t, 0);
            } else if (pLevel[j] == 0) {
                int ao = a * w;
                long kept = 0;
                for (int q = 0; q < w; q++) {
                    long in = live[next + q] & itemMask[mj + q];
                    long agree = in & agreeMask[ao + q];
                    kept += Long.bitCount(agree);
                    t[q] = in & ~agreeMask[ao + q];
                    t[w + q] = agree;
                }
                cleansings += 1 + kept;
                updates += effWeightOf(t, 0);
                pushPurified(top++, j, t, w);
                pLevel[j] = d + 2;
            } else {
                continue;
            }
            for (int q = 0; q < w; q++) {
                live[next + q] &= ~t[q];
            }
        }
        pStackSize = top;
        pTop[d + 1] = top;
        e.matrix.addCleansings(cleansings);
        return updates;
    }

    private static int[] grow(int[] a, int size) {
        return a.length >= size ? a : Arrays.copyOf(a, Math.max(size, 2 * a.length));
    }

    private static long[] grow(long[] a, int size) {
        return a.length >= size ? a : Arrays.copyOf(a, Math.max(size, 2 * a.length));
    }
}
