/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The item names of {@link DlxFormatParser}: a hash table from a name, given as the parser's character buffer,
 * to its item index, so that looking up a name in an option makes no {@code String}.
 *
 * <p>Open addressing with linear probing over a table at most half full. The hash is a polynomial in the
 * characters modulo 2<sup>64</sup> with a large odd multiplier, and a slot is the hash's top bits: unlike
 * {@code String.hashCode}, short names over a small alphabet neither collide ({@code "Aa"} and {@code "BB"})
 * nor fall into one run of neighbouring slots, which made probing quadratic in the number of names.
 */
final class NameTable {

    private static final long MULTIPLIER = 0x9E3779B97F4A7C15L;

    /** The characters of every name, one after another: name i is {@code chars[start[i] .. start[i + 1])}. */
    private char[] chars = new char[256];
    private int[] start = new int[17];
    private long[] hashes = new long[16];
    private int size;
    /** Item index + 1 per slot, 0 for an empty slot. */
    private int[] slots = new int[32];
    private int shift = 64 - 5;

    /** Returns the number of names. */
    int size() {
        return size;
    }

    /**
     * Returns the item index of {@code name[0 .. length)}, or -1 when it is not in the table.
     */
    int find(char[] name, int length) {
        long h = hash(name, length);
        int mask = slots.length - 1;
        for (int s = (int) (h >>> shift); ; s = (s + 1) & mask) {
            int i = slots[s] - 1;
            if (i < 0) {
                return -1;
            }
            if (hashes[i] == h && Arrays.equals(chars, start[i], start[i + 1], name, 0, length)) {
                return i;
            }
        }
    }

    /**
     * Adds {@code name[0 .. length)} as item {@link #size()} and returns -1, or returns the item index it
     * already has (and adds nothing).
     */
    int add(char[] name, int length) {
        int before = find(name, length);
        if (before >= 0) {
            return before;
        }
        if (2 * (size + 1) > slots.length) {
            rehash(slots.length * 2);
        }
        if (size == hashes.length) {
            hashes = Arrays.copyOf(hashes, size * 2);
            start = Arrays.copyOf(start, size * 2 + 1);
        }
        int from = start[size];
        if (from + length > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(chars.length * 2, from + length));
        }
        System.arraycopy(name, 0, chars, from, length);
        start[size + 1] = from + length;
        hashes[size] = hash(name, length);
        place(size);
        size++;
        return -1;
    }

    private void place(int i) {
        int mask = slots.length - 1;
        int s = (int) (hashes[i] >>> shift);
        while (slots[s] != 0) {
            s = (s + 1) & mask;
        }
        slots[s] = i + 1;
    }

    private void rehash(int capacity) {
        slots = new int[capacity];
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
        for (int i = 0; i < size; i++) {
            place(i);
        }
    }

    private static long hash(char[] name, int length) {
        long h = 0;
        for (int k = 0; k < length; k++) {
            h = (h + name[k]) * MULTIPLIER;
        }
        return h;
    }
}
