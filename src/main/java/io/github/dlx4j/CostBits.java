/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * The lists of {@link CostLists} as bitsets over the options, for problems without colors: the walk of
 * {@link CostEngine} on them meets the same nodes as on {@link CostLinks}, in the same order, with the same
 * counts. A cover costs a few word operations per 64 options instead of one update per node it hides,
 * which pays where a node's covers hide hundreds of nodes (tilings).
 *
 * <p>Layout. The options are ranked by net cost (of equal cost in the problem's order), and a handle is a
 * rank, so that the options cheaper than a threshold are the ranks below an index. Each item has the set of
 * its options ({@code opts}); each option the set of the options that share an item with it
 * ({@code clash}). The options not hidden are a set too, one per cover on the path: a stack of
 * {@code frames}, each a copy of the one below less what its cover hid. Item {@code k}'s list is its
 * options in the top frame while {@code k} is not covered, and in the frame below its cover while
 * {@link #cover} has covered it (a cover hides nothing from its own item's list, and by the rule of
 * {@link CostLists} no later cover hides anything from it). Uncovering pops a frame: nothing to undo.
 *
 * <p>Costs: {@code W = options / 64} words per set (rounded up); memory about
 * {@code (options + items + 2 * primaries) * W} words, at most {@link #MAX_WORDS}; a cover copies {@code W}
 * words. Updates are counted as the links count them: one per item covered, and for each option
 * hidden one per other item it holds.
 */
final class CostBits extends CostLists {

    /** The most options the bitsets take: 64 words per set. */
    static final int MAX_OPTIONS = 4096;
    /** The most words the sets of a problem may take (8 MiB); beyond, links. */
    static final long MAX_WORDS = 1 << 20;

    private final int words;
    /** The option of each rank, and the rank of each option. */
    private final int[] order;
    private final int[] rankOf;
    /** Net cost by rank, never decreasing. */
    private final long[] rankCost;
    /** Each item's options: {@code opts[k * words + w]}; and the first and last words not zero. */
    private final long[] opts;
    private final int[] lo;
    private final int[] hi;
    /** Each rank's options that share an item with it, itself included. */
    private final long[] clash;
    /** Each rank's number of items less one: the updates of hiding it; that number when all share it, else -1. */
    private final int[] others;
    private final int sameOthers;
    /** The stack of option sets not hidden; {@code top} is the current frame. */
    private final long[] frames;
    private int top;
    /** The frame that was on top when each item was covered. */
    private final int[] coverFrame;
    /** The items each {@link #coverOthers} covered, as a stack, and each frame's count of them. */
    private final int[] coveredItems;
    private int coveredTop;
    private final int[] frameItems;
    /** The usable options of the top frame, words {@code 0..usableEnd}: what {@link #survey} counts. */
    private final long[] usable;
    private int usableEnd;
    /** {@link #below} for every threshold up to the dearest option's cost, when that is under 2^16; else null. */
    private final int[] belowTable;
    /** The last threshold {@link #below} was asked for, and its answer. */
    private long lastThreshold = Long.MIN_VALUE;
    private int lastBelow;

    CostBits(ExactCoverProblem problem) {
        super(problem);
        int options = net.length;
        words = Math.max(1, (options + 63) >>> 6);
        order = byNetCost();
        rankOf = new int[options];
        rankCost = new long[options];
        for (int r = 0; r < options; r++) {
            rankOf[order[r]] = r;
            rankCost[r] = net[order[r]];
        }
        opts = new long[(n + 1) * words];
        others = new int[options];
        int size = -1;
        boolean same = true;
        for (int r = 0; r < options; r++) {
            int o = order[r];
            for (int k = start[o]; k < start[o + 1]; k++) {
                opts[items[k] * words + (r >>> 6)] |= 1L << r;
            }
            others[r] = start[o + 1] - start[o] - 1;
            same &= size < 0 || others[r] == size;
            size = others[r];
        }
        this.sameOthers = same ? Math.max(0, size) : -1;
        lo = new int[n + 1];
        hi = new int[n + 1];
        for (int k = 1; k <= n; k++) {
            lo[k] = words;
            hi[k] = -1;
            for (int w = 0; w < words; w++) {
                if (opts[k * words + w] != 0) {
                    lo[k] = Math.min(lo[k], w);
                    hi[k] = w;
                }
            }
        }
        clash = new long[options * words];
        for (int r = 0; r < options; r++) {
            int o = order[r];
            for (int k = start[o]; k < start[o + 1]; k++) {
                int h = items[k];
                for (int w = lo[h]; w <= hi[h]; w++) {
                    clash[r * words + w] |= opts[h * words + w];
                }
            }
        }
        int depth = 2 * primaries + 1; // each level covers a primary item more, in two covers
        frames = new long[depth * words];
        for (int r = 0; r < options; r++) {
            frames[r >>> 6] |= 1L << r;
        }
        coverFrame = new int[n + 1];
        coveredItems = new int[n + 1];
        frameItems = new int[depth];
        usable = new long[words];
        long dearest = options == 0 ? 0 : rankCost[options - 1];
        if (dearest < 1 << 16) {
            belowTable = new int[(int) dearest + 1];
            for (int t = 0, r = 0; t <= dearest; t++) {
                while (r < options && rankCost[r] < t) {
                    r++;
                }
                belowTable[t] = r;
            }
        } else {
            belowTable = null;
        }
    }

    /**
     * Whether a problem's search may run on bitsets: no colors, at most {@link #MAX_OPTIONS} options, and
     * its sets within {@link #MAX_WORDS}.
     */
    static boolean fits(ExactCoverProblem problem) {
        long words = (problem.optionCount() + 63) >>> 6;
        long sets = problem.optionCount() + problem.itemCount() + 1 + 2L * problem.primaryItemCount() + 3;
        return !problem.hasColors() && problem.optionCount() <= MAX_OPTIONS && sets * words <= MAX_WORDS;
    }

    @Override
    int first(int k) {
        return scan(k, listFrame(k), lo[k]);
    }

    @Override
    int next(int k, int p) {
        int r = p + 1;
        int w = r >>> 6;
        if (w > hi[k]) {
            return -1;
        }
        int base = listFrame(k);
        long m = opts[k * words + w] & frames[base + w] & (-1L << r);
        if (m != 0) {
            return (w << 6) + Long.numberOfTrailingZeros(m);
        }
        return scan(k, base, w + 1);
    }

    /** The first of item {@code k}'s options in the frame at {@code base}, from word {@code from} on. */
    private int scan(int k, int base, int from) {
        final long[] f = frames;
        final long[] o = opts;
        int at = k * words;
        for (int w = from, end = hi[k]; w <= end; w++) {
            long m = o[at + w] & f[base + w];
            if (m != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(m);
            }
        }
        return -1;
    }

    /** Where item {@code k}'s list is kept: the top frame, or the frame below its cover. */
    private int listFrame(int k) {
        return (isCovered(k) ? coverFrame[k] : top) * words;
    }

    @Override
    long cost(int p) {
        return rankCost[p];
    }

    @Override
    int option(int p) {
        return order[p];
    }

    @Override
    long priced(int p, long[] price, int[] stamp, int gen) {
        int o = order[p];
        long sum = 0;
        for (int k = start[o], end = start[o + 1]; k < end; k++) {
            int h = items[k]; // the option's own item is not priced yet where this is asked
            if (h <= primaries && stamp[h] == gen) {
                sum += price[h];
            }
        }
        return sum;
    }

    @Override
    int handle(int o, int k) {
        int r = rankOf[o];
        return (opts[k * words + (r >>> 6)] & (1L << r)) != 0 ? r : -1;
    }

    @Override
    long survey(int k, int t) {
        final long[] u = usable;
        final long[] o = opts;
        int at = k * words;
        int end = Math.min(hi[k], usableEnd);
        int w = lo[k];
        long m = 0;
        while (w <= end && (m = o[at + w] & u[w]) == 0) {
            w++;
        }
        if (w > end) {
            return -1;
        }
        int head = (w << 6) + Long.numberOfTrailingZeros(m);
        int cap = Math.min(t, CostEngine.LOOKAHEAD);
        int c = Long.bitCount(m);
        for (w++; w <= end && c <= cap; w++) {
            c += Long.bitCount(o[at + w] & u[w]);
        }
        int s = c;
        if (c > CostEngine.LOOKAHEAD) {
            if (t <= CostEngine.LOOKAHEAD) {
                s = Integer.MAX_VALUE;
            } else {
                final long[] f = frames;
                int base = top * words;
                s = 0;
                for (w = head >>> 6, end = hi[k]; w <= end; w++) {
                    s += Long.bitCount(o[at + w] & f[base + w]);
                }
            }
        }
        return (long) s << 32 | head;
    }

    /** Makes {@link #usable} the top frame's options that cost less than {@code room}. */
    @Override
    void prepareSurvey(long room) {
        int below = below(room);
        int full = below >>> 6;
        int base = top * words;
        int end = Math.min(full, words - 1);
        for (int w = 0; w <= end; w++) {
            usable[w] = frames[base + w];
        }
        if (full < words) {
            usable[full] &= (1L << below) - 1; // all of it off when below is a multiple of 64
        }
        usableEnd = end;
    }

    /** How many options cost less than {@code t}: the ranks below that hold them. */
    private int below(long t) {
        if (belowTable != null) {
            return t <= 0 ? 0 : t >= belowTable.length ? rankCost.length : belowTable[(int) t];
        }
        if (t == lastThreshold) {
            return lastBelow;
        }
        int a = 0;
        int b = rankCost.length;
        while (a < b) {
            int mid = (a + b) >>> 1;
            if (rankCost[mid] < t) {
                a = mid + 1;
            } else {
                b = mid;
            }
        }
        lastThreshold = t;
        lastBelow = a;
        return a;
    }

    /**
     * Pushes a frame: the top one less {@code hide}'s options of rank below {@code t}'s index ({@code hide}
     * at {@code from}, its words {@code first..last} the only ones not zero). Returns the updates: one per
     * other item of each option hidden.
     */
    private long push(long[] hide, int from, int first, int last, long t) {
        final long[] f = frames;
        int src = top * words;
        int dst = src + words;
        assert dst + words <= f.length : "more covers in force than levels";
        System.arraycopy(f, src, f, dst, words);
        top++;
        int below = below(t);
        int full = below >>> 6; // the words wholly below the threshold
        int end = Math.min(last, full - 1);
        long count = 0;
        for (int w = first; w <= end; w++) {
            long h = hide[from + w] & f[src + w];
            f[dst + w] ^= h;
            count += sameOthers >= 0 ? Long.bitCount(h) : weigh(h, w);
        }
        if (full >= first && full <= last && (below & 63) != 0) {
            long h = hide[from + full] & f[src + full] & ((1L << below) - 1);
            f[dst + full] ^= h;
            count += sameOthers >= 0 ? Long.bitCount(h) : weigh(h, full);
        }
        return sameOthers >= 0 ? count * sameOthers : count;
    }

    /** The updates of hiding the options of word {@code w} in {@code h}. */
    private long weigh(long h, int w) {
        long u = 0;
        for (long m = h; m != 0; m &= m - 1) {
            u += others[(w << 6) + Long.numberOfTrailingZeros(m)];
        }
        return u;
    }

    @Override
    void cover(int c, long t) {
        coverFrame[c] = top;
        updates += 1 + push(opts, c * words, lo[c], hi[c], t);
        unlink(c);
    }

    @Override
    void uncover(int c, long t) {
        assert coverFrame[c] == top - 1 : "uncovered out of order";
        relink(c);
        top--;
    }

    @Override
    void coverOthers(int p, long t) {
        int under = top;
        updates += push(clash, p * words, 0, words - 1, t);
        int o = order[p];
        int done = 0;
        for (int k = start[o]; k < start[o + 1]; k++) {
            int c = items[k];
            if (!isCovered(c)) {
                coverFrame[c] = under;
                unlink(c);
                coveredItems[coveredTop++] = c;
                done++;
            }
        }
        updates += done;
        frameItems[top] = done;
    }

    @Override
    void uncoverOthers(int p, long t) {
        for (int j = frameItems[top]; j > 0; j--) {
            relink(coveredItems[--coveredTop]); // right to left, so that each ring is restored
        }
        top--;
    }
}
