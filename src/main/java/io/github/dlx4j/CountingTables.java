/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * The static arrays of the {@link CountingEngine}: a problem's options and item lists in two compressed
 * sparse tables, built once and shared by every copy of a matrix (they never change), and the shape rule
 * that decides when that engine pays.
 *
 * <p>Items are renumbered into <em>slots</em>: the primary items first, in item order (the order of the
 * root's list, which is the order Algorithm X scans them in), then the secondary items. {@code optSlot}
 * holds each option's items as slots, option after option ({@code optStart}); {@code itemOpt} holds each
 * slot's options in option order ({@code itemStart}), which is the order of the item's list on the links.
 *
 * <p><b>When it pays (the shape rule).</b> The engine does per node what kudoku does: a scan of the active
 * primary items' sizes and, per option tried, a walk of the list of every item of that option (as bits of
 * one word: lists of at most 32; a test forcing the engine on longer ones walks the whole static list,
 * hidden options included, as kudoku does). The counters' flat arrays beat the links' pointer chasing where
 * lists are short, as on a Sudoku (lists of 9 to 25 options of 4 items). On long lists (a pentomino board's
 * cells have hundreds of placements, most of them hidden deep in the tree) the walk costs far more than the links' work,
 * and where the bit-parallel endgame takes the tree over from the root (at most 64 active primary items,
 * one word: queens, small tilings) it is faster still. (Problems with 65 to 128 primary items and short
 * lists and options, which the endgame also takes but only a few levels down, stay with this engine: the
 * rule was measured on Sudokus and tilings, not on such problems.) So the rule is: no colors, every item list at most
 * {@link #MAX_LIST} options long, every option at most {@link #MAX_OPTION} items, and more primary items than
 * one word of the endgame holds ({@link Endgame#ONE_WORD_PRIMARIES}).
 */
final class CountingTables {

    /** The longest item list the rule accepts. */
    static final int MAX_LIST = 32;
    /** The longest option the rule accepts. */
    static final int MAX_OPTION = 8;

    /** Number of primary items: slots {@code 0..primaries-1}. */
    final int primaries;
    /** Per item index: its slot. */
    final int[] slotOf;
    /** Per slot: its header on the links (item index + 1). */
    final int[] header;
    final int[] optStart;
    final int[] optSlot;
    /** Per option: its number of items minus 1 (the nodes a cover of another item unlinks when hiding it). */
    final int[] weight;
    final int[] itemStart;
    final int[] itemOpt;
    /** Per node of the links minus {@code n + 1}: its option. */
    final int[] nodeOption;
    /** The longest item list. */
    final int longestList;
    /** Per option: its number of primary items. */
    final int[] primaryCount;
    /** The counts of the problem before any cover (see {@link CountingEngine}), and its primary items of size 0. */
    final int[] freshCount;
    final int freshZeros;
    /**
     * Where every list has at most {@link #MAX_LIST} (32) options, as the shape rule asks: per node (as
     * {@code optSlot}), its option's bit in its item's list (its place there), and per slot the bits of its
     * whole list; null otherwise (the engine then keeps a flag per option, see {@link CountingEngine}).
     */
    final int[] optBit;
    final int[] freshLive;
    /**
     * Where every list has at most 32 options: per position {@code m} of the item lists ({@code itemOpt[m]}
     * is option q in slot s's list), the other items of q as {@code slot << 5 | bit} (its slot and its
     * place in that slot's list), {@code peer[peerStart[m] .. peerStart[m + 1])}; null otherwise. A cover
     * through slot s takes q out of these lists only.
     */
    final int[] peerStart;
    final int[] peer;
    /**
     * Where {@link #peer} is not null and every option has the same length: that length minus 1, so that
     * {@code peerStart[m] == m * stride}; -1 otherwise.
     */
    final int stride;
    /**
     * Where {@link #peer} is not null: the size bytes of the problem before any cover, padded with 255 to a
     * multiple of 8 (see {@link CountingEngine}).
     */
    final byte[] freshSizes;

    private CountingTables(ExactCoverProblem problem) {
        int n = problem.itemCount();
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int options = problem.optionCount();
        slotOf = new int[n];
        header = new int[n];
        int p = 0;
        for (int i = 0; i < n; i++) {
            if (problem.isPrimary(i)) {
                slotOf[i] = p++;
            }
        }
        primaries = p;
        for (int i = 0; i < n; i++) {
            if (!problem.isPrimary(i)) {
                slotOf[i] = p++;
            }
        }
        for (int i = 0; i < n; i++) {
            header[slotOf[i]] = i + 1;
        }
        optStart = start;
        optSlot = new int[items.length];
        weight = new int[options];
        primaryCount = new int[options];
        nodeOption = new int[items.length];
        int[] length = new int[n + 1];
        for (int o = 0; o < options; o++) {
            weight[o] = start[o + 1] - start[o] - 1;
            for (int k = start[o]; k < start[o + 1]; k++) {
                int s = slotOf[items[k]];
                optSlot[k] = s;
                nodeOption[k] = o;
                primaryCount[o] += s < primaries ? 1 : 0;
                length[s + 1]++;
            }
        }
        int longest = 0;
        for (int s = 0; s < n; s++) {
            longest = Math.max(longest, length[s + 1]);
            length[s + 1] += length[s];
        }
        longestList = longest;
        itemStart = length.clone();
        freshCount = new int[n];
        int z = 0;
        for (int s = 0; s < n; s++) {
            int size = length[s + 1] - length[s];
            freshCount[s] = s < primaries ? size : CountingEngine.SECONDARY;
            z += s < primaries && size == 0 ? 1 : 0;
        }
        freshZeros = z;
        itemOpt = new int[items.length];
        boolean narrow = longest <= MAX_LIST;
        optBit = narrow ? new int[items.length] : null;
        for (int o = 0; o < options; o++) {
            for (int k = start[o]; k < start[o + 1]; k++) {
                int s = optSlot[k];
                if (narrow) {
                    optBit[k] = length[s] - itemStart[s];
                }
                itemOpt[length[s]++] = o;
            }
        }
        if (narrow) {
            freshLive = new int[n];
            for (int s = 0; s < n; s++) {
                int size = itemStart[s + 1] - itemStart[s];
                freshLive[s] = size == 32 ? -1 : (1 << size) - 1;
            }
            freshSizes = new byte[(n + 7) & -8];
            java.util.Arrays.fill(freshSizes, (byte) -1);
            for (int s = 0; s < n; s++) {
                freshSizes[s] = (byte) (s < primaries ? itemStart[s + 1] - itemStart[s] : CountingEngine.BYTE_SECONDARY);
            }
            peerStart = new int[items.length + 1];
            int total = 0;
            for (int m = 0; m < items.length; m++) {
                int o = itemOpt[m];
                peerStart[m] = total;
                total += start[o + 1] - start[o] - 1;
            }
            peerStart[items.length] = total;
            int same = options > 0 ? start[1] - start[0] - 1 : -1;
            for (int o = 0; o < options && same >= 0; o++) {
                if (start[o + 1] - start[o] - 1 != same) {
                    same = -1;
                }
            }
            stride = same;
            peer = new int[total];
            for (int s = 0; s < n; s++) {
                for (int m = itemStart[s]; m < itemStart[s + 1]; m++) {
                    int o = itemOpt[m];
                    int t = peerStart[m];
                    for (int k = start[o]; k < start[o + 1]; k++) {
                        if (optSlot[k] != s) {
                            peer[t++] = optSlot[k] << 5 | optBit[k];
                        }
                    }
                }
            }
        } else {
            freshLive = null;
            peerStart = null;
            peer = null;
            stride = -1;
            freshSizes = null;
        }
    }

    /** Returns the tables of a problem the engine can search (no colors), built in time linear in its nodes. */
    static CountingTables of(ExactCoverProblem problem) {
        assert problem.optionColorArray() == null;
        return new CountingTables(problem);
    }

    /**
     * Returns whether the shape rule chooses the counting engine for a problem: no colors, more primary
     * items than one word of the endgame holds, every option at most {@link #MAX_OPTION} items and every item list at
     * most {@link #MAX_LIST} options. Linear in the problem's nodes; the caller keeps the answer.
     */
    static boolean pays(ExactCoverProblem problem) {
        if (problem.optionColorArray() != null || problem.primaryItemCount() <= Endgame.ONE_WORD_PRIMARIES) {
            return false;
        }
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        for (int o = 0; o + 1 < start.length; o++) {
            if (start[o + 1] - start[o] > MAX_OPTION) {
                return false;
            }
        }
        int[] length = new int[problem.itemCount()];
        for (int item : items) {
            if (++length[item] > MAX_LIST) {
                return false;
            }
        }
        return true;
    }
}
