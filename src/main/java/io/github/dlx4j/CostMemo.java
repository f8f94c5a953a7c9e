/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * What the minimum-cost walk has learnt about the states it left: for a set of covered items, a lower bound
 * on the net cost of any way to cover the rest. A walk that meets the state again with too little room
 * under its cutoff backs up at once.
 *
 * <p>The bound is sound whatever the cutoffs were: leaving a state, the walk has found every completion
 * cheaper than the room its cutoff leaves then (cutoffs only fall, and every cut it made was a bound),
 * so the cheapest completion costs at least the cheaper of the cheapest it found and that room.
 *
 * <p>A table of fixed size, one state per slot (a newer one replaces an older): the key is the set of
 * covered items itself, compared in full, with a Zobrist hash to find its slot. Only for problems without
 * colors, where the covered items alone decide which options are left.
 */
final class CostMemo {

    private final int words;
    private final int mask;
    private final long[] hashes;
    private final long[] keys;
    private final long[] bounds;
    private final boolean[] used;

    /**
     * A table for states of {@code items} items: a slot per 8 links of the problem, at least 256, at most
     * 2^18 and 32 MiB of keys.
     */
    CostMemo(int items, int links) {
        this.words = (items >> 6) + 1;
        long wanted = Math.max(256L, Math.min(Math.min(1L << 18, (1L << 22) / words), 8L * links));
        int slots = Integer.highestOneBit((int) wanted);
        this.mask = slots - 1;
        this.hashes = new long[slots];
        this.keys = new long[slots * words];
        this.bounds = new long[slots];
        this.used = new boolean[slots];
    }

    /** The bound stored for the state, or -1 if none is. */
    long lookUp(long hash, long[] covered) {
        int slot = (int) (hash ^ (hash >>> 32)) & mask;
        if (!used[slot] || hashes[slot] != hash || !sameKey(slot, covered)) {
            return -1;
        }
        return bounds[slot];
    }

    void store(long hash, long[] covered, long bound) {
        int slot = (int) (hash ^ (hash >>> 32)) & mask;
        if (used[slot] && hashes[slot] == hash && sameKey(slot, covered)) {
            bounds[slot] = Math.max(bounds[slot], bound);
            return;
        }
        used[slot] = true;
        hashes[slot] = hash;
        System.arraycopy(covered, 0, keys, slot * words, words);
        bounds[slot] = bound;
    }

    private boolean sameKey(int slot, long[] covered) {
        int base = slot * words;
        for (int w = 0; w < words; w++) {
            if (keys[base + w] != covered[w]) {
                return false;
            }
        }
        return true;
    }

    void clear() {
        Arrays.fill(used, false);
    }
}
