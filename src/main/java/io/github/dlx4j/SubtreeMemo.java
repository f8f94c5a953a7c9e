/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * What a count learned of the subtrees it searched, by the state at their roots: the memo of the dancing
 * links' counts (the idea of Nishino, Yasuda, Minato and Nagata's DXZ, "Dancing with decision diagrams",
 * AAAI 2017, kept to counting and to Knuth's counters).
 *
 * <p>Below a node of the search, everything the links do depends only on the matrix's state there: which
 * items are covered, and the color each purified item has (the lists hold the live options in their
 * original order, the headers' list the active items in theirs). So the subtree's solutions, nodes, updates,
 * cleansings and nodes per level, relative to its root, are a function of that state, whatever path led to
 * it; two paths that cover the same items with the same colors (different options over the same cells, the
 * same pieces in another arrangement) lead to the same subtree. A count that meets a state again adds what
 * it stored instead of searching again, and every counter comes out as the links' search would have made it.
 *
 * <p>The state is the key: one bit per item touched by the options chosen since the search's root (covered,
 * or purified), and, for colored problems, each secondary item's color (0 for an uncolored occurrence). Each
 * option's share of it is fixed, so the key of a child is its parent's ORed with the option tried: an option
 * that is live there colors an item only where it is not colored yet or already has that color. Keys are
 * relative to the search's root (the state of the matrix when the search began), which is why a memo lives
 * as long as one search. Two paths with the same key cover the same items the same way from the same root,
 * so they reach the same state; equal keys are compared word by word, never by hash alone.
 *
 * <p>The table is bounded: entries go into one arena of longs, found through a two-way set-associative index
 * by the key's hash; a new entry replaces the smaller subtree of its two slots, and when the arena is full at
 * its largest size everything is forgotten at once.
 */
final class SubtreeMemo {

    /** The fixed part: the key's layout and each option's share of it. One per matrix, shared by its searches. */
    static final class Layout {
        final int keyWords;
        final int[] nodeOption; // node - (n + 1) -> option
        final int[] maskStart; // option -> its first entry in maskWord/maskBits
        final int[] maskWord;
        final long[] maskBits;

        Layout(ExactCoverProblem problem) {
            int n = problem.itemCount();
            int n1 = problem.primaryItemCount();
            int[] start = problem.optionStartArray();
            int[] items = problem.optionItemArray();
            int[] colors = problem.optionColorArray();
            int itemWords = (n + 63) >>> 6;
            int bits = colors == null ? 0 : 32 - Integer.numberOfLeadingZeros(Math.max(1, problem.colorCount()));
            int perWord = bits == 0 ? 1 : 64 / bits;
            int colorWords = colors == null ? 0 : (n - n1 + perWord - 1) / perWord;
            this.keyWords = Math.max(1, itemWords + colorWords);
            int m = problem.optionCount();
            this.nodeOption = new int[items.length];
            this.maskStart = new int[m + 1];
            long[] key = new long[keyWords];
            int[] words = new int[keyWords];
            int[] wordOut = new int[items.length * 2];
            long[] bitsOut = new long[items.length * 2];
            int out = 0;
            for (int o = 0; o < m; o++) {
                maskStart[o] = out;
                int touched = 0;
                for (int k = start[o]; k < start[o + 1]; k++) {
                    nodeOption[k] = o;
                    int i = items[k];
                    touched = set(key, words, touched, i >>> 6, 1L << i);
                    if (colors != null && colors[k] != 0) {
                        int j = i - n1;
                        int word = itemWords + j / perWord;
                        touched = set(key, words, touched, word, (long) colors[k] << (bits * (j % perWord)));
                    }
                }
                Arrays.sort(words, 0, touched);
                for (int t = 0; t < touched; t++) {
                    wordOut[out] = words[t];
                    bitsOut[out++] = key[words[t]];
                    key[words[t]] = 0;
                }
            }
            maskStart[m] = out;
            this.maskWord = Arrays.copyOf(wordOut, out);
            this.maskBits = Arrays.copyOf(bitsOut, out);
        }

        private static int set(long[] key, int[] words, int touched, int word, long bits) {
            if (key[word] == 0) {
                words[touched++] = word;
            }
            key[word] |= bits;
            return touched;
        }

        /** Writes the key of the child reached by trying the option of node x: the parent's key ORed with it. */
        void child(long[] keys, int parent, int x, int nodeBase) {
            int w = keyWords;
            System.arraycopy(keys, parent, keys, parent + w, w);
            int o = nodeOption[x - nodeBase];
            int child = parent + w;
            for (int k = maskStart[o]; k < maskStart[o + 1]; k++) {
                keys[child + maskWord[k]] |= maskBits[k];
            }
        }
    }

    // An entry at offset e of the arena: the key's words, then these, then the nodes per level.
    private static final int SOLUTIONS = 0;
    private static final int NODES = 1;
    private static final int UPDATES = 2;
    private static final int CLEANSINGS = 3;
    private static final int LEVELS = 4;
    private static final int HEAD = 5;

    /** The largest arena, in longs, unless the heap is small: 32 MB. */
    static final int MAX_ARENA = 1 << 22;

    final Layout layout;
    private final int keyWords;
    private final int maxArena;
    private long[] arena = new long[1 << 12];
    private int top;
    private int[] slots = new int[1 << 9]; // offset + 1 of an entry, 0 for none
    private final LinkedMatrix counters; // where resets are counted (for tests)
    /** Tests set a smaller largest arena, in longs, to see the table forget; 0 for the default. */
    static volatile int arenaLimitForTests;

    SubtreeMemo(Layout layout, LinkedMatrix counters) {
        this.layout = layout;
        this.keyWords = layout.keyWords;
        this.counters = counters;
        int limit = arenaLimitForTests > 0 ? arenaLimitForTests
                : (int) Math.min(MAX_ARENA, Math.max(1 << 14, Runtime.getRuntime().maxMemory() / 64 / 8));
        this.maxArena = Math.max(limit, 2 * (keyWords + HEAD + 64));
        this.arena = new long[Math.min(arena.length, maxArena)];
    }

    static int hash(long[] keys, int from, int words) {
        long h = 0x9E3779B97F4A7C15L;
        for (int k = from; k < from + words; k++) {
            h = (h ^ keys[k]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }

    /** Returns the entry with the key at {@code keys[from..from+W)}, as an offset, or -1. */
    int find(long[] keys, int from, int hash) {
        int i = hash & (slots.length - 1);
        int e = slots[i] - 1;
        if (e >= 0 && sameKey(e, keys, from)) {
            return e;
        }
        e = slots[i ^ 1] - 1;
        if (e >= 0 && sameKey(e, keys, from)) {
            return e;
        }
        return -1;
    }

    private boolean sameKey(int e, long[] keys, int from) {
        long[] a = arena;
        for (int k = 0; k < keyWords; k++) {
            if (a[e + k] != keys[from + k]) {
                return false;
            }
        }
        return true;
    }

    long solutions(int e) {
        return arena[e + keyWords + SOLUTIONS];
    }

    long nodes(int e) {
        return arena[e + keyWords + NODES];
    }

    long updates(int e) {
        return arena[e + keyWords + UPDATES];
    }

    long cleansings(int e) {
        return arena[e + keyWords + CLEANSINGS];
    }

    /** Adds the entry's nodes per level to {@code profile}, from level {@code level} (the subtree's root) on. */
    void addProfile(int e, long[] profile, int level) {
        int h = e + keyWords;
        int levels = (int) arena[h + LEVELS];
        for (int k = 0; k < levels; k++) {
            profile[level + k] += arena[h + HEAD + k];
        }
    }

    /**
     * Stores a subtree: its root's key, its counters, and its nodes per level, {@code profile[level + k] -
     * before[from + k]} for k = 0, 1, ... (the last nonzero one ends it).
     */
    void put(long[] keys, int keyFrom, int hash, long solutions, long nodes, long updates, long cleansings,
            long[] profile, int level, long[] before, int from) {
        int levels = profile.length - level;
        while (levels > 1 && profile[level + levels - 1] == before[from + levels - 1]) {
            levels--;
        }
        int size = keyWords + HEAD + levels;
        if (top + size > arena.length && !grow(size)) {
            return;
        }
        int e = top;
        top += size;
        long[] a = arena;
        System.arraycopy(keys, keyFrom, a, e, keyWords);
        int h = e + keyWords;
        a[h + SOLUTIONS] = solutions;
        a[h + NODES] = nodes;
        a[h + UPDATES] = updates;
        a[h + CLEANSINGS] = cleansings;
        a[h + LEVELS] = levels;
        for (int k = 0; k < levels; k++) {
            a[h + HEAD + k] = profile[level + k] - before[from + k];
        }
        insert(e, hash);
    }

    private void insert(int e, int hash) {
        int i = hash & (slots.length - 1);
        int j = i ^ 1;
        if (slots[i] == 0) {
            slots[i] = e + 1;
        } else if (slots[j] == 0) {
            slots[j] = e + 1;
        } else {
            // Keep the bigger of the two subtrees there, and the new one.
            int victim = nodes(slots[i] - 1) <= nodes(slots[j] - 1) ? i : j;
            slots[victim] = e + 1;
        }
    }

    /** Makes room for an entry of {@code size} longs: grows the arena, or forgets everything. */
    private boolean grow(int size) {
        if (size > maxArena) {
            return false;
        }
        if (arena.length < maxArena) {
            int length = (int) Math.min(maxArena, Math.max(2L * arena.length, (long) top + size));
            arena = Arrays.copyOf(arena, length);
            // About one slot per 8 longs of arena, each entry's slot pair found again by its key.
            int[] old = slots;
            slots = new int[Integer.highestOneBit(Math.max(1 << 9, length >>> 3))];
            for (int s : old) {
                if (s != 0) {
                    insert(s - 1, hash(arena, s - 1, keyWords));
                }
            }
            if (top + size <= arena.length) {
                return true;
            }
        }
        counters.memoResets++;
        Arrays.fill(slots, 0);
        top = 0;
        return true;
    }
}
