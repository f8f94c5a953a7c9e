/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * The rule that makes more states of a search equal: a secondary item that no live option holds any more is
 * never touched below the node, whether it is covered, purified or neither, so the subtree and every counter
 * of it are the same. {@link #settle} writes that into a state's key ({@link SubtreeMemo.Layout}'s: a bit
 * per item touched, then the colors of the secondary items): the item's bit set, its color cleared, as if
 * covered. Knuth's {@code DLX6} leaves such items out of its signature. On the random colored file of
 * {@code benchmarks/parallel-cold.sh} a count met 8.6 million states' worth of nodes without it, 0.8 million
 * with it. It reads the sizes of the items' lists, so it serves only walks that keep them on the links
 * (Algorithm C's; not the counting engine's tables).
 */
final class Settling {

    /** The headers of the secondary items, in item order. */
    private final int[] header;
    /** Per secondary item (in the order of {@link #header}), the word of its color in a key, and its bits. */
    private final int[] colorWord;
    private final long[] colorMask;
    /** Per node, counted from the first (node - (n + 1)): a node of its option in a primary item, or -1. */
    private final int[] primaryNode;

    /**
     * Lays out the rule for a problem with secondary items, on keys of {@code itemWords} words of item bits
     * followed by the secondary items' colors, {@code bits} bits each, {@code perWord} to a word (0 bits for
     * none).
     */
    Settling(ExactCoverProblem problem, int itemWords, int bits, int perWord) {
        int n = problem.itemCount();
        int n2 = problem.secondaryItemCount();
        this.header = new int[n2];
        this.colorWord = new int[n2];
        this.colorMask = new long[n2];
        for (int i = 0, j = 0; i < n; i++) {
            if (!problem.isPrimary(i)) {
                header[j] = i + 1;
                colorWord[j] = itemWords + j / perWord;
                colorMask[j] = bits == 0 ? 0 : ((1L << bits) - 1) << (bits * (j % perWord));
                j++;
            }
        }
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        this.primaryNode = new int[items.length];
        for (int o = 0; o + 1 < start.length; o++) {
            int q = -1;
            for (int k = start[o]; k < start[o + 1] && q < 0; k++) {
                if (problem.isPrimary(items[k])) {
                    q = k;
                }
            }
            for (int k = start[o]; k < start[o + 1]; k++) {
                primaryNode[k] = q;
            }
        }
    }

    /** Applies the rule to the key at {@code keys[from..]} of the state that the links {@code m} stand in. */
    void settle(LinkedMatrix m, long[] keys, int from) {
        int[] size = m.size;
        for (int j = 0; j < header.length; j++) {
            int h = header[j];
            int i = h - 1;
            long bit = 1L << i;
            int word = from + (i >>> 6);
            if ((keys[word] & bit) == 0) {
                if (size[h] == 0) {
                    keys[word] |= bit;
                }
            } else if (m.isPurified(h) && !anyLive(m, h, keys, from)) {
                keys[from + colorWord[j]] &= ~colorMask[j];
            }
        }
    }

    /**
     * Whether a live option holds purified header h (its list's nodes are marked, so its size says nothing):
     * one whose primary node is in its list and whose primary item the key does not cover (an item covered
     * before the key's root counts as not covered, which only settles less).
     */
    private boolean anyLive(LinkedMatrix m, int h, long[] keys, int from) {
        int[] d = m.down;
        int[] u = m.up;
        int[] cl = m.col;
        int nodeBase = m.n + 1;
        for (int r = d[h]; r != h; r = d[r]) {
            int k = primaryNode[r - nodeBase];
            if (k >= 0) {
                int q = k + nodeBase;
                int i = cl[q] - 1;
                if ((keys[from + (i >>> 6)] & (1L << i)) == 0 && d[u[q]] == q) {
                    return true;
                }
            }
        }
        return false;
    }
}
