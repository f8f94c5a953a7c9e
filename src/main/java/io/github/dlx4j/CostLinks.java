/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * Knuth's links for the minimum-cost search ({@code DLX5}): the links of Algorithm C with a net cost on
 * every node, each item's options sorted cheapest first, and covers that leave alone the options too dear
 * to matter.
 *
 * <p>Taxes: each primary item, in order, is taxed the least net cost of its options, and that tax is taken
 * off every option that holds the item. Every option's net cost stays nonnegative, each primary item gets
 * an option of net cost 0, and a solution's cost is its net cost plus {@link #totalTax}, the same for all.
 *
 * <p>Layout (Knuth's): nodes {@code 0..n} are the item headers ({@code 0} unused), then a spacer, then each
 * option's nodes followed by a spacer. A spacer's {@code itm} is {@code -(option + 1)} for the option before
 * it ({@code 0} for the first), its {@code up} the first node of the option before it, its {@code down} the
 * last node of the option after it. Items {@code 1..primaries} are primary; the primary items waiting to be
 * covered are linked from {@link #ROOT}, the secondary ones from {@code n + 1}.
 */
final class CostLinks {

    static final int ROOT = 0;

    final int n;
    final int primaries;
    final int[] prev;
    final int[] next;
    /**
     * The nodes, four ints each, Knuth's struct in one array (12% faster than four arrays on pentominoes): node
     * {@code p} (a multiple of 4; item {@code h}'s header is {@code 4 * h}) has its {@code up} and
     * {@code down} neighbours at {@code nd[p + UP]} and {@code nd[p + DOWN]}, its item at
     * {@code nd[p + ITM]} and its color at {@code nd[p + COLOR]}: 0 for none, -1 while its option has been
     * cleansed by the color chosen.
     */
    final int[] nd;
    static final int UP = 0;
    static final int DOWN = 1;
    static final int ITM = 2;
    static final int COLOR = 3;
    /** A node's net cost, at {@code p >> 2}: its option's cost less the taxes. */
    final long[] cost;
    /** The first node that is not an item header. */
    final int firstNode;
    /** Each option's first node. */
    private final int[] optionFirst;
    /** A primary item's list length, options too dear to have been hidden included. */
    final int[] len;
    final long totalTax;
    /** The most primary items in an option. */
    final int widest;
    /**
     * Two sets of primary items, each independent (no option holds two of its items), bit 0 and bit 1 per
     * item: chosen greedily, in the items' order and in reverse (the rows and the columns of a board).
     */
    final byte[] independent;
    final ExactCoverProblem problem;
    long updates;
    long cleansings;
    /** The covered items, one bit each, and their Zobrist hash: the state a {@link CostMemo} keys on. */
    final long[] covered;
    long hash;
    final long[] zobrist;

    CostLinks(ExactCoverProblem problem) {
        if (problem.hasMultiplicities()) {
            throw new IllegalArgumentException("the minimum-cost search takes no multiplicities: every primary "
                    + "item must be covered exactly once");
        }
        this.problem = problem;
        int items = problem.itemCount();
        int options = problem.optionCount();
        this.n = items;
        this.primaries = problem.primaryItemCount();
        int[] ours = new int[items];
        int p = 0;
        int s = primaries;
        for (int i = 0; i < items; i++) {
            ours[i] = problem.isPrimary(i) ? ++p : ++s;
        }
        prev = new int[items + 2];
        next = new int[items + 2];
        covered = new long[(items >> 6) + 1];
        zobrist = new long[items + 1];
        java.util.SplittableRandom keys = new java.util.SplittableRandom(0x5eed_c057L);
        for (int h = 1; h <= items; h++) {
            zobrist[h] = keys.nextLong();
        }
        linkCircle(0, 1, primaries);
        linkCircle(items + 1, primaries + 1, items);
        int[] start = problem.optionStartArray();
        int[] optionItems = problem.optionItemArray();
        int[] colors = problem.optionColorArray();
        int total = items + 1 + problem.nodeCount() + options + 1;
        nd = new int[4 * total];
        cost = new long[total];
        firstNode = 4 * (items + 1);
        len = new int[primaries + 1];
        long[] net = new long[options];
        for (int o = 0; o < options; o++) {
            net[o] = problem.costOf(o);
        }
        // The options of each primary item, by our item number: those of h are byItem[at[h] .. at[h + 1]).
        int[] at = new int[primaries + 2];
        for (int k = 0; k < start[options]; k++) {
            int h = ours[optionItems[k]];
            if (h <= primaries) {
                at[h + 1]++;
            }
        }
        for (int h = 1; h <= primaries + 1; h++) {
            at[h] += at[h - 1];
        }
        int[] byItem = new int[at[primaries + 1]];
        int[] fill = Arrays.copyOf(at, primaries + 1);
        for (int o = 0; o < options; o++) {
            for (int k = start[o]; k < start[o + 1]; k++) {
                int h = ours[optionItems[k]];
                if (h <= primaries) {
                    byItem[fill[h]++] = o;
                }
            }
        }
        totalTax = assessTaxes(at, byItem, net);
        int most = 0;
        for (int o = 0; o < options; o++) {
            int c = 0;
            for (int k = start[o]; k < start[o + 1]; k++) {
                c += problem.isPrimary(optionItems[k]) ? 1 : 0;
            }
            most = Math.max(most, c);
        }
        widest = most;
        independent = new byte[items + 1];
        greedyIndependent(at, byItem, options, 1, false);
        greedyIndependent(at, byItem, options, 2, true);
        // Node positions: option o's nodes start at first[o], in the option's own item order.
        int[] first = new int[options];
        optionFirst = first;
        int x = firstNode; // the first spacer
        for (int o = 0; o < options; o++) {
            first[o] = x + 4;
            for (int k = start[o]; k < start[o + 1]; k++) {
                x += 4;
                nd[x + ITM] = ours[optionItems[k]];
                nd[x + COLOR] = colors == null ? 0 : colors[k];
                cost[x >> 2] = net[o];
            }
            x += 4; // the spacer after option o
            nd[x + ITM] = -(o + 1);
            nd[x + UP] = first[o];
            nd[first[o] - 4 + DOWN] = x - 4;
        }
        for (int h = 0; h <= items; h++) {
            nd[4 * h + UP] = 4 * h;
            nd[4 * h + DOWN] = 4 * h;
        }
        // Each item's list cheapest first, options of equal cost in the problem's order.
        for (int o : byNetCost(net)) {
            for (int q = first[o], k = start[o]; k < start[o + 1]; q += 4, k++) {
                int h = nd[q + ITM];
                int bottom = nd[4 * h + UP];
                nd[bottom + DOWN] = q;
                nd[q + UP] = bottom;
                nd[q + DOWN] = 4 * h;
                nd[4 * h + UP] = q;
                if (h <= primaries) {
                    len[h]++;
                }
            }
        }
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
    private static int[] byNetCost(long[] net) {
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

    /** The problem's option that node {@code p} belongs to. */
    int optionOf(int p) {
        int q = p;
        while (nd[q + ITM] > 0) {
            q += 4;
        }
        return -nd[q + ITM] - 1;
    }

    /** Covers item {@code c}: unlinks it and hides its options of net cost below {@code thresh}. */
    void cover(int c, long thresh) {
        int l = prev[c];
        int r = next[c];
        next[l] = r;
        prev[r] = l;
        updates++;
        covered[c >> 6] ^= 1L << c;
        hash ^= zobrist[c];
        for (int rr = nd[4 * c + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            hide(rr);
        }
    }

    /** Undoes {@link #cover} with the same threshold (going down again does no harm, as Knuth shows). */
    void uncover(int c, long thresh) {
        for (int rr = nd[4 * c + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            unhide(rr);
        }
        int l = prev[c];
        int r = next[c];
        next[l] = c;
        prev[r] = c;
        covered[c >> 6] ^= 1L << c;
        hash ^= zobrist[c];
    }

    /** Removes the other nodes of {@code rr}'s option from their lists, except those cleansed. */
    private void hide(int rr) {
        final int[] nd = this.nd;
        long u = 0;
        for (int nn = rr + 4; nn != rr;) {
            if (nd[nn + COLOR] >= 0) {
                int uu = nd[nn + UP];
                int cc = nd[nn + ITM];
                if (cc <= 0) {
                    nn = uu;
                    continue;
                }
                int dd = nd[nn + DOWN];
                nd[uu + DOWN] = dd;
                nd[dd + UP] = uu;
                u++;
                if (cc <= primaries) {
                    len[cc]--;
                }
            }
            nn += 4;
        }
        updates += u;
    }

    private void unhide(int rr) {
        final int[] nd = this.nd;
        for (int nn = rr + 4; nn != rr;) {
            if (nd[nn + COLOR] >= 0) {
                int uu = nd[nn + UP];
                int cc = nd[nn + ITM];
                if (cc <= 0) {
                    nn = uu;
                    continue;
                }
                int dd = nd[nn + DOWN];
                nd[uu + DOWN] = nn;
                nd[dd + UP] = nn;
                if (cc <= primaries) {
                    len[cc]++;
                }
            }
            nn += 4;
        }
    }

    /**
     * Node {@code p} gives its secondary item a color: hides the item's options of net cost below
     * {@code thresh} that give it another, and marks those that give it the same as cleansed.
     */
    void purify(int p, long thresh) {
        int cc = nd[p + ITM];
        int x = nd[p + COLOR];
        cleansings++;
        for (int rr = nd[4 * cc + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            if (nd[rr + COLOR] != x) {
                hide(rr);
            } else if (rr != p) {
                cleansings++;
                nd[rr + COLOR] = -1;
            }
        }
    }

    void unpurify(int p, long thresh) {
        int cc = nd[p + ITM];
        int x = nd[p + COLOR];
        for (int rr = nd[4 * cc + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            if (nd[rr + COLOR] < 0) {
                nd[rr + COLOR] = x;
            } else if (rr != p) {
                unhide(rr);
            }
        }
    }

    /** Covers the other items of {@code p}'s option (purifying the colored ones), left to right. */
    void coverOthers(int p, long thresh) {
        for (int pp = p + 4; pp != p;) {
            int cc = nd[pp + ITM];
            if (cc <= 0) {
                pp = nd[pp + UP];
            } else {
                int x = nd[pp + COLOR];
                if (x == 0) {
                    cover(cc, thresh);
                } else if (x > 0) {
                    purify(pp, thresh);
                }
                pp += 4;
            }
        }
    }

    /** Undoes {@link #coverOthers}, right to left. */
    void uncoverOthers(int p, long thresh) {
        for (int pp = p - 4; pp != p;) {
            int cc = nd[pp + ITM];
            if (cc <= 0) {
                pp = nd[pp + DOWN];
            } else {
                int x = nd[pp + COLOR];
                if (x == 0) {
                    uncover(cc, thresh);
                } else if (x > 0) {
                    unpurify(pp, thresh);
                }
                pp -= 4;
            }
        }
    }

    /** The node of option {@code o} in item {@code h}'s list; -1 if the option does not hold the item. */
    int nodeOf(int o, int h) {
        for (int q = optionFirst[o]; nd[q + ITM] > 0; q += 4) {
            if (nd[q + ITM] == h) {
                return q;
            }
        }
        return -1;
    }

    /** Option {@code o}'s first node in a primary item. */
    int primaryNodeOf(int o) {
        for (int q = optionFirst[o];; q += 4) {
            if (nd[q + ITM] <= primaries) {
                return q;
            }
        }
    }

    private CostMemo memo;

    /** The memo of the states of these links, made at first use; null for a problem with colors. */
    CostMemo memo() {
        if (memo == null && problem.optionColorArray() == null) {
            memo = new CostMemo(n, cost.length);
        }
        return memo;
    }
}
