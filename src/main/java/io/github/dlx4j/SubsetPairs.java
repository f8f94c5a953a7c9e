/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The pairs of primary items that share at least two options, for the propagation of the
 * {@link CountingEngine}: the static half of the rule "when every live option of item {@code i} also holds
 * item {@code j}, the options of {@code j} without {@code i} go". Whichever option covers {@code i} covers
 * {@code j} too, so no solution below the node holds one of the others. In a Sudoku this is the rule of
 * locked candidates: a digit that a box can hold only in one row is taken out of that row outside the box,
 * and the other way round. Pairs that share one option need no rule: an item with one live option is chosen
 * at once anyway.
 *
 * <p>Pair {@code p} is directed: {@code i[p]} is the item whose options are tested, {@code j[p]} the item
 * that loses options. {@code inI[p]} has the bits, in {@code i}'s list, of the options that hold {@code j};
 * {@code inJ[p]} the bits, in {@code j}'s list, of the options that hold {@code i} (bits as in
 * {@link CountingTables#optBit}). The rule fires when {@code live[i] & ~inI[p]} is 0, and takes out
 * {@code live[j] & ~inJ[p]}. Items are slots of the tables; only lists of at most 32 options have pairs.
 */
final class SubsetPairs {

    final int[] i;
    final int[] j;
    final int[] inI;
    final int[] inJ;
    final int count;
    /** Per slot {@code a} of a primary item: its pairs, {@code start[a] .. start[a + 1]}. */
    final int[] start;
    /**
     * One more than the most options any pair shares: the rule can fire only for an item {@code i} with
     * fewer live options than that, so a node looks only at those.
     */
    final int bound;

    private SubsetPairs(int[] i, int[] j, int[] inI, int[] inJ, int count, int primaries) {
        this.i = i;
        this.j = j;
        this.inI = inI;
        this.inJ = inJ;
        this.count = count;
        this.start = new int[primaries + 1];
        int most = 0;
        for (int p = 0; p < count; p++) {
            start[i[p] + 1]++;
            most = Math.max(most, Integer.bitCount(inI[p]));
        }
        for (int a = 0; a < primaries; a++) {
            start[a + 1] += start[a];
        }
        this.bound = most + 1;
    }

    /**
     * Returns the pairs of the primary items of {@code t} (whose lists must have at most 32 options), in
     * the order of {@code i} then {@code j}: time linear in the nodes times the longest option.
     */
    static SubsetPairs of(CountingTables t) {
        assert t.optBit != null;
        int p = t.primaries;
        int[] shared = new int[p];
        int[] bitsInI = new int[p];
        int[] touched = new int[p];
        int n = 0;
        int[] pi = new int[16];
        int[] pj = new int[16];
        int[] mi = new int[16];
        int[] mj = new int[16];
        for (int a = 0; a < p; a++) {
            int seen = 0;
            for (int m = t.itemStart[a]; m < t.itemStart[a + 1]; m++) {
                int o = t.itemOpt[m];
                int bit = m - t.itemStart[a];
                for (int k = t.optStart[o]; k < t.optStart[o + 1]; k++) {
                    int b = t.optSlot[k];
                    if (b == a || b >= p) {
                        continue;
                    }
                    if (shared[b] == 0) {
                        touched[seen++] = b;
                    }
                    shared[b]++;
                    bitsInI[b] |= 1 << bit;
                }
            }
            Arrays.sort(touched, 0, seen);
            for (int s = 0; s < seen; s++) {
                int b = touched[s];
                if (shared[b] >= 2) {
                    if (n == pi.length) {
                        pi = Arrays.copyOf(pi, 2 * n);
                        pj = Arrays.copyOf(pj, 2 * n);
                        mi = Arrays.copyOf(mi, 2 * n);
                        mj = Arrays.copyOf(mj, 2 * n);
                    }
                    pi[n] = a;
                    pj[n] = b;
                    mi[n] = bitsInI[b];
                    mj[n] = bitsOf(t, b, a);
                    n++;
                }
                shared[b] = 0;
                bitsInI[b] = 0;
            }
        }
        return new SubsetPairs(Arrays.copyOf(pi, n), Arrays.copyOf(pj, n), Arrays.copyOf(mi, n),
                Arrays.copyOf(mj, n), n, p);
    }

    /** Returns the bits, in slot {@code b}'s list, of its options that hold slot {@code a}. */
    private static int bitsOf(CountingTables t, int b, int a) {
        int bits = 0;
        for (int m = t.itemStart[b]; m < t.itemStart[b + 1]; m++) {
            int o = t.itemOpt[m];
            for (int k = t.optStart[o]; k < t.optStart[o + 1]; k++) {
                if (t.optSlot[k] == a) {
                    bits |= 1 << (m - t.itemStart[b]);
                    break;
                }
            }
        }
        return bits;
    }
}
