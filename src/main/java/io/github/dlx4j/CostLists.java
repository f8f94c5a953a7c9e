/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The item lists that the minimum-cost walk ({@link CostEngine}) works on, as {@code DLX5} keeps them: each
 * item's options cheapest first, and covers that leave alone the options too dear to matter. Two
 * representations, one contract: {@link CostLinks}, Knuth's links, for every problem; {@link CostBits},
 * bitsets over the options, for problems without colors whose sets fit ({@link CostBits#fits}).
 * {@link #of} picks. Both keep the same lists through the same covers, so a walk on either meets the same
 * nodes in the same order, and counts the same updates.
 *
 * <p>What both share is computed here once. Taxes: each primary item, in order, is taxed the least net cost
 * of its options, and that tax is taken off every option that holds the item. Every option's net cost stays
 * nonnegative, each primary item gets an option of net cost 0, and a solution's cost is its net cost plus
 * {@link #totalTax}, the same for all. Items are numbered {@code 1..primaries} (primary) and then
 * {@code primaries + 1..n} (secondary), in the problem's order within each kind; the primary items waiting
 * to be covered are linked from {@link #ROOT}, in that order.
 *
 * <p>The lists. Item {@code k}'s list holds its options of the problem, cheapest first (of equal cost in
 * the problem's order), less those <em>hidden</em>: covering item {@code c} with threshold {@code t}
 * hides, from every list but {@code c}'s own, each option in {@code c}'s list whose net cost is below
 * {@code t}. Uncovering undoes it, in the reverse order. An option is named by a <em>handle</em>
 * ({@code p}), the representation's own: a node of the links, or the option's rank in the order of net
 * cost.
 *
 * <p>The walk's covers obey one rule: no cover's threshold exceeds those of the covers before it that are
 * still in force (its cutoffs only fall, and each level's thresholds are below its parent's). The list of
 * an item covered by {@link #cover} (the item a level branches on) therefore loses nothing after its
 * cover: the options it hid stay in it, and what a later cover hides costs less than that cover's
 * threshold, so it was hidden already or is not in the list. {@link CostBits} relies on it, keeping such a
 * list as it was at the cover. The list of an item covered by {@link #coverOthers} is not defined: the
 * walk never reads it.
 */
abstract class CostLists {

    static final int ROOT = 0;

    final ExactCoverProblem problem;
    final int n;
    final int primaries;
    /** The rings of the items not covered: primary ones from {@link #ROOT}, secondary from {@code n + 1}. */
    final int[] prev;
    final int[] next;
    final long totalTax;
    /** The most primary items in an option. */
    final int widest;
    /**
     * Two sets of primary items, each independent (no option holds two of its items), bit 0 and bit 1 per
     * item: chosen greedily, in the items' order and in reverse (the rows and the columns of a board).
     */
    final byte[] independent;
    /** Each option's net cost: its cost less the taxes of its items. */
    final long[] net;
    /** Option {@code o}'s items, in our numbering and the option's order: {@code items[start[o] .. start[o + 1])}. */
    final int[] start;
    final int[] items;
    /** The nodes of the problem's links, headers and spacers too ({@link SearchControl#firstInterval}'s scale). */
    final int size;
    long updates;
    long cleansings;
    /** The covered items, one bit each, and their Zobrist hash: the state a {@link CostMemo} keys on. */
    final long[] covered;
    long hash;
    final long[] zobrist;
    private CostMemo memo;
    private CostEngine.BoundRecord boundRecord;

    CostLists(ExactCoverProblem problem) {
        if (problem.hasMultiplicities()) {
            throw new IllegalArgumentException("the minimum-cost search takes no multiplicities: every primary "
                    + "item must be covered exactly once");
        }
        this.problem = problem;
        int itemCount = problem.itemCount();
        int options = problem.optionCount();
        this.n = itemCount;
        this.primaries = problem.primaryItemCount();
        int[] ours = new int[itemCount];
        int p = 0;
        int s = primaries;
        for (int i = 0; i < itemCount; i++) {
            ours[i] = problem.isPrimary(i) ? ++p : ++s;
        }
        prev = new int[itemCount + 2];
        next = new int[itemCount + 2];
        covered = new long[(itemCount >> 6) + 1];
        zobrist = new long[itemCount + 1];
        SplittableRandom keys = new SplittableRandom(0x5eed_c057L);
        for (int h = 1; h <= itemCount; h++) {
            zobrist[h] = keys.nextLong();
        }
        linkCircle(0, 1, primaries);
        linkCircle(itemCount + 1, primaries + 1, itemCount);
        start = problem.optionStartArray();
        int[] optionItems = problem.optionItemArray();
        items = new int[start[options]];
        for (int k = 0; k < items.length; k++) {
            items[k] = ours[optionItems[k]];
        }
        size = itemCount + 1 + problem.nodeCount() + options + 1;
        net = new long[options];
        for (int o = 0; o < options; o++) {
            net[o] = problem.costOf(o);
        }
        // The options of each primary item: those of h are byItem[at[h] .. at[h + 1]).
        int[] at = new int[primaries + 2];
        for (int h : items) {
            if (h <= primaries) {
                at[h + 1]++;
            }
        }
        for (int h = 1; h <= primaries + 1; h++) {
            at[h] += at[h - 1];
        }
        int[] byItem = new int[at[primaries + 1]];
        int[] fill = Arrays.copyOf(at, primaries + 1);
        int most = 0;
        for (int o = 0; o < options; o++) {
            int c = 0;
            for (int k = start[o]; k < start[o + 1]; k++) {
                int h = items[k];
                if (h <= primaries) {
                    byItem[fill[h]++] = o;
                    c++;
                }
            }
            most = Math.max(most, c);
        }
        widest = most;
        totalTax = assessTaxes(at, byItem, net);
        independent = new byte[itemCount + 1];
        greedyIndependent(at, byItem, options, 1, false);
        greedyIndependent(at, byItem, options, 2, true);
    }

    /**
     * Returns the lists for a search of {@code problem}: bitsets where they fit and {@code plain} is false,
     * else links. {@code plain}: the walk is to be Knuth's on his own data structure.
     */
    static CostLists of(ExactCoverProblem problem, boolean plain) {
        return !plain && CostBits.fits(problem) ? new CostBits(problem) : new CostLinks(problem);
    }

    /** The first option in item {@code k}'s list; -1 if the list is empty. */
    abstract int first(int k);

    /** The option after {@code p} in item {@code k}'s list; -1 if {@code p} is the last. */
    abstract int next(int k, int p);

    /** The net cost of option {@code p}. */
    abstract long cost(int p);

    /** The problem's option that handle {@code p} names. */
    abstract int option(int p);

    /** The handle of the problem's option {@code o} in item {@code k}'s list; -1 if {@code o} lacks {@code k}. */
    abstract int handle(int o, int k);

    /** Prepares the surveys of one choice ({@link #survey}): an option is usable if it costs less than {@code room}. */
    abstract void prepareSurvey(long room);

    /**
     * Item {@code k}'s list head and Knuth's count of its usable options (as {@link #prepareSurvey} last
     * said, with no cover since): their number when at most {@link CostEngine#LOOKAHEAD}, else the list's
     * length; once the count is sure to exceed {@code t}, any value above {@code t}. Returns -1 if no option
     * is usable, else {@code (count << 32) | head}. {@code k} is not covered.
     */
    abstract long survey(int k, int t);

    /**
     * The sum of {@code price[h]} over the primary items {@code h} of option {@code p} but its own item
     * that have {@code stamp[h] == gen}: what the dual bound takes off the option's cost.
     */
    abstract long priced(int p, long[] price, int[] stamp, int gen);

    /** Covers item {@code c}: takes it out of its ring and hides its options of net cost below {@code t}. */
    abstract void cover(int c, long t);

    /** Undoes {@link #cover} with the same threshold. */
    abstract void uncover(int c, long t);

    /** Covers the other items of {@code p}'s option, left to right (purifying the colored ones). */
    abstract void coverOthers(int p, long t);

    /** Undoes {@link #coverOthers}, right to left. */
    abstract void uncoverOthers(int p, long t);

    /** Whether every primary item is covered. */
    final boolean allCovered() {
        return next[ROOT] == ROOT;
    }

    /** Option {@code o}'s first primary item. */
    final int firstPrimary(int o) {
        for (int k = start[o];; k++) {
            if (items[k] <= primaries) {
                return items[k];
            }
        }
    }

    /** The bounds' record on these lists ({@link CostEngine.BoundRecord}), made at first use: walks share it. */
    final CostEngine.BoundRecord boundRecord() {
        if (boundRecord == null) {
            boundRecord = new CostEngine.BoundRecord(n);
        }
        return boundRecord;
    }

    /** The memo of the states of these lists, made at first use; null for a problem with colors. */
    final CostMemo memo() {
        if (memo == null && problem.optionColorArray() == null) {
            memo = new CostMemo(n, size);
        }
        return memo;
    }

    /** Whether item {@code c} is covered. */
    final boolean isCovered(int c) {
        return (covered[c >> 6] & (1L << c)) != 0;
    }

    /** Takes item {@code c} out of its ring and marks it covered. */
    final void unlink(int c) {
        int l = prev[c];
        int r = next[c];
        next[l] = r;
        prev[r] = l;
        flip(c);
    }

    /** Undoes {@link #unlink}: puts item {@code c} back between the neighbours it had, and marks it uncovered. */
    final void relink(int c) {
        int l = prev[c];
        int r = next[c];
        next[l] = c;
        prev[r] = c;
        flip(c);
    }

    /** Toggles item {@code c} in the covered set and its hash. */
    final void flip(int c) {
        covered[c >> 6] ^= 1L << c;
        hash ^= zobrist[c];
    }

    /**
     * Marks with {@code bit} a greedy set of primary items no two of which share an option; {@code at} and
     * {@code byItem} list each primary item's options.
     */
    private void greedyIndependent(int[] at, int[] byItem, int options, int bit, boolean reverse) {
        boolean[] taken = new boolean[options]; // options that hold an item of the set
        for (int i = 1; i <= primaries; i++) {
            int h = reverse ? primaries + 1 - i : i;
            boolean free = true;
            for (int k = at[h]; k < at[h + 1] && free; k++) {
                free = !taken[byItem[k]];
            }
            if (free) {
                independent[h] |= (byte) bit;
                for (int k = at[h]; k < at[h + 1]; k++) {
                    taken[byItem[k]] = true;
                }
            }
        }
    }

    private void linkCircle(int head, int from, int to) {
        int last = head;
        for (int h = from; h <= to; h++) {
            next[last] = h;
            prev[h] = last;
            last = h;
        }
        next[last] = head;
        prev[head] = last;
    }

    /**
     * Takes each primary item's least net cost off its options, item by item; returns the total taken.
     * {@code at} and {@code byItem} list each primary item's options.
     */
    private static long assessTaxes(int[] at, int[] byItem, long[] net) {
        long total = 0;
        for (int h = 1; h + 1 < at.length; h++) {
            long least = Long.MAX_VALUE;
            for (int k = at[h]; k < at[h + 1]; k++) {
                least = Math.min(least, net[byItem[k]]);
            }
            if (least == Long.MAX_VALUE || least == 0) {
                continue; // no options (nobody pays an infinite tax), or one already free
            }
            total += least;
            for (int k = at[h]; k < at[h + 1]; k++) {
                net[byItem[k]] -= least;
            }
        }
        return total;
    }

    /** The options in order of net cost, those of equal cost in the problem's order. */
    final int[] byNetCost() {
        int options = net.length;
        boolean sorted = true;
        for (int o = 1; o < options && sorted; o++) {
            sorted = net[o - 1] <= net[o];
        }
        int[] order = new int[options];
        if (sorted) {
            Arrays.setAll(order, o -> o);
            return order;
        }
        Integer[] boxed = new Integer[options];
        Arrays.setAll(boxed, o -> o);
        Arrays.sort(boxed, (a, b) -> Long.compare(net[a], net[b])); // stable
        for (int o = 0; o < options; o++) {
            order[o] = boxed[o];
        }
        return order;
    }
}
