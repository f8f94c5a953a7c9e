/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * Algorithm X on counters over static arrays, for small problems with short options and short item lists
 * (a Sudoku): the engine of {@link SearchEngine} that {@link Workspace} chooses when
 * {@link CountingTables#pays} says so.
 *
 * <p>Instead of unlinking nodes it keeps counters over the fixed tables of {@link CountingTables} (the idea
 * of kudoku's solver, after Stertenbrink's suexco): per item slot, {@code live[s]}, the bits of the live
 * options of its static list (at most 32, as the shape rule asks), and its size in one byte,
 * {@code sizes[s]}, plus {@link #BYTE_COVER} while the item is covered (so that a covered item never looks
 * small). Trying option {@code r} covers all its items: their bytes get {@code BYTE_COVER}, and every live
 * option {@code q} of the list of each item {@code j} of {@code r} is hidden: pushed on a trail (as the
 * place of {@code q} in {@code j}'s list) and taken out of the lists of its <em>other</em> items, its bit
 * cleared and their sizes dropping by one ({@link CountingTables#peer}). {@code j}'s own list is left as it
 * was: {@code j} is covered, nothing reads its list until it is uncovered, and its options come back then
 * (a quarter of a Sudoku's updates saved). Undoing visits only the options on the trail above the level's
 * mark, putting them back (bits and counters commute, so the order does not matter). kudoku walks each
 * whole static list and tests a flag per option, whose outcome the processor cannot predict; walking the
 * set bits instead is about 1.2x faster on Sudoku collections. The sizes are bytes so that the choice reads
 * eight items per step ({@link #choose()}); packed into a {@code long[]}, the updates of one cover would
 * wait on each other's stores, and separate bytes read as words do not. Where a list is longer than 32
 * (no problem the shape rule lets in: tests force the engine on any), it keeps an {@code int} count per
 * item and a flag per option, {@code hidden[o]}, as kudoku does, and hides options from all their items.
 * Alongside, {@code zeros} says whether an active primary item has size 0 (read off each cover's own
 * decrements, see {@link #cover(int)}), and {@code active} counts the active primary items.
 *
 * <p><b>The same tree as the dancing links.</b> X3 chooses the leftmost active primary item of minimum size,
 * as {@link LinkedMatrix#chooseItem()} does: with {@code zeros > 0} the node is a dead end (the links would
 * choose an item of size 0 and back up, counting one update); otherwise an item of size 1 is a minimum, so
 * the scan of the primary slots stops at the first one it meets, or else goes to the end. The options of
 * the chosen item are tried in option order (the order of its list on the links), and the live
 * ones are copied at the choice onto a stack ({@code stack[base[l] .. stop[l])}), so that trying the next one,
 * counting the untried ones, giving them away and estimating the progress need no rescan. Hence the same
 * nodes, solutions in the same order, the same nodes per level, and Knuth's updates counted as the links
 * count them: covering the chosen item {@code c} counts {@code 1 + W(c)}, where {@code W(c)} is the sum over
 * its live options of their length minus 1; trying option {@code r} counts, for its other items, one each
 * plus the weight of the options they hide, which is the weight of all the options hidden by covering
 * {@code r}'s items minus {@code W(c)}.
 *
 * <p>A count keeps the counts' memo ({@link SubtreeMemo}) as the links engine does: a node is looked up at X2
 * after the check, and a node that missed stores its subtree at X8.
 *
 * <p>The links are never touched: the counters are set up from the matrix's state when the search starts
 * (a selected prefix, a Sudoku's givens, a parallel worker's forced options are all read off the links), so
 * ending a search needs no undo and the restore invariant holds trivially. Nothing is allocated per node or
 * per search: a workspace keeps its engine and reuses it ({@link #reuse}).
 */
final class CountingEngine implements SearchEngine, SearchLoop {

    /** Added to the count of a covered item: larger than any list. */
    static final int COVER = 1 << 24;
    /** The count of a secondary item: never chosen, never mistaken for a small one. */
    static final int SECONDARY = 1 << 27;
    /**
     * Added to the size byte of a covered item (unless wide): an active primary item's byte is its size
     * (0 to 32), a covered one's 64 to 96, a secondary item's {@link #BYTE_SECONDARY} less at most 32 (plus 64
     * while covered), the bytes past the last slot 255, so only active primary items have a byte below 64.
     */
    static final int BYTE_COVER = 64;
    /** The size byte of a secondary item before any cover: at least 128 whatever is hidden. */
    static final int BYTE_SECONDARY = 160;
    private static final long BYTES_2 = 0x0202020202020202L;
    private static final long BYTES_3 = 0x0303030303030303L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final java.lang.invoke.VarHandle WORDS =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    private static final int FRESH = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    final CountingTables tables;
    private final Workspace workspace;
    private final LinkedMatrix matrix;
    private final SearchState st;
    private SearchControl control;
    /** Whether a count keeps the counts' memo ({@link Plan#memo()}), and the memo of this search once made. */
    private boolean useMemo;
    private SubtreeMemo memo;
    /**
     * Whether the search propagates before it branches ({@link Plan#propagate()}), and the pairs it uses:
     * null until a search propagates, then kept for the engine's later searches.
     */
    private boolean propagate;
    private SubsetPairs pairs;
    /** The options taken out by propagation, as (place in a list, slot of that list), pairs of ints. */
    private final int[] elimTrail;
    private int elimTop;
    /** Per level: where its node's propagation starts on {@link #elimTrail}. */
    private final int[] elimMark;
    /**
     * Per level: how much of the trail the propagation on the path to its node has looked at (-1: none,
     * so everything); the items of the options hidden since then are the ones that can fire anew.
     */
    private final int[] seenTrail;
    /** Per slot: the round of {@link #propagateNode} that last looked at it. */
    private final int[] stamp;
    private int stampValue;
    /**
     * This search's propagations, and those that spared the node its branching (a dead end, or an item left
     * with one option). After {@link #PASS_WINDOW} of them, a search where fewer than one in
     * {@link #PASS_PAYS} spared one goes on without: there the rule's cost is more than the nodes it saves
     * (the hardest Sudoku collections, where it spares one in eleven; one in eight on top1465 and one in
     * three on 17-clue puzzles, where it pays).
     */
    private int passes;
    private int passPaid;
    static final int PASS_WINDOW = 32;
    static final int PASS_PAYS = 10;
    private int phase = DONE;
    private boolean atSolution;
    /** Whether next() has run since the search began (false: the first call enters the root). */
    private boolean started;

    private final int[] count; // per slot: wide, and in start()
    private final int[] hidden; // per option: with lists of more than 32 options (wide), and in start()
    /** Whether some list has more than 32 options (the shape rule lets in none: tests force the engine). */
    private final boolean wide;
    /** Unless wide, where every option has the same length: that length minus 1 ({@link CountingTables#stride}). */
    private final int stride;
    /** Unless wide: per slot, its size byte (see {@link #BYTE_COVER}), padded to whole words with 255. */
    private final byte[] sizes;
    /**
     * Unless wide, per slot: bit b when option {@code itemOpt[itemStart[s] + b]} is live (exact for an active
     * item; a covered one keeps the bits of the options hidden through it and of the option tried).
     */
    private final int[] live;
    /** Nonzero when an active primary item has no live option (a dead end). */
    private int zeros;
    private int active;

    private final int[] stack; // the live options of each level's item, level after level
    private final int[] base; // per level: where its options start on the stack
    private final int[] pos; // per level: the position of the option being tried
    private final int[] stop; // per level: one past its last option (less after giveAway)
    private final int[] choices; // per level: how many options its item had
    private final int[] chosenWeight; // per level: W(c) of its item
    private final int[] saved; // per level: zeros, active and trailTop before its option was covered
    // the options hidden by the covers, in order: wide, as options; otherwise as their place in the item
    // lists (itemOpt), in the list they were hidden through
    private final int[] trail;
    private int trailTop;

    private CountingEngine(CountingTables tables, Workspace workspace) {
        this.tables = tables;
        this.workspace = workspace;
        this.matrix = workspace.matrix;
        int depth = tables.primaries + 1;
        this.st = new SearchState(depth, matrix::cleansings);
        this.count = new int[tables.slotOf.length];
        this.hidden = new int[tables.weight.length];
        this.wide = tables.peer == null;
        this.stride = tables.stride;
        this.live = wide ? null : new int[tables.slotOf.length];
        this.sizes = wide ? null : new byte[tables.freshSizes.length];
        this.stack = new int[tables.itemOpt.length + 1];
        this.base = new int[depth];
        this.pos = new int[depth];
        this.stop = new int[depth];
        this.choices = new int[depth];
        this.chosenWeight = new int[depth];
        this.saved = new int[3 * depth];
        this.trail = new int[tables.weight.length];
        this.elimTrail = wide ? null : new int[2 * tables.weight.length];
        this.elimMark = new int[depth];
        this.seenTrail = new int[depth];
        this.stamp = new int[tables.slotOf.length];
    }

    /**
     * Returns an engine for a search on the matrix of {@code workspace} under {@code control}, keeping the
     * counts' memo when {@code memo} and the search is a count: {@code previous} if it is given and not in
     * use, otherwise a new one (on the previous engine's tables when there is one).
     */
    static CountingEngine reuse(CountingEngine previous, Workspace workspace, SearchControl control, boolean memo,
            boolean propagate) {
        CountingEngine e = previous;
        if (e == null || e.phase != DONE || e.workspace != workspace) {
            e = new CountingEngine(previous != null ? previous.tables : CountingTables.of(workspace.matrix.problem),
                    workspace);
            e.pairs = previous != null ? previous.pairs : null;
        }
        e.control = control;
        e.useMemo = memo && control.countsInEngine;
        e.memo = null;
        e.propagate = propagate && !e.wide;
        if (e.propagate && e.pairs == null) {
            e.pairs = SubsetPairs.of(e.tables);
        }
        e.passes = 0;
        e.passPaid = 0;
        e.phase = FRESH;
        e.started = false;
        e.atSolution = false;
        e.st.reset();
        return e;
    }

    @Override
    public SearchState state() {
        return st;
    }

    /** Sets up the counters from the matrix's state: the live options are those in active primaries' lists. */
    private void start() {
        LinkedMatrix m = matrix;
        CountingTables t = tables;
        int[] count = this.count;
        int[] hidden = this.hidden;
        phase = RUNNING;
        elimTop = 0;
        if (m.live() == hidden.length && m.primaries() == t.primaries) {
            // Nothing covered (no option hidden, no primary item gone): the problem as built.
            if (wide) {
                System.arraycopy(t.freshCount, 0, count, 0, count.length);
                Arrays.fill(hidden, 0);
            } else {
                System.arraycopy(t.freshLive, 0, live, 0, live.length);
                System.arraycopy(t.freshSizes, 0, sizes, 0, sizes.length);
            }
            zeros = t.freshZeros;
            active = t.primaries;
            trailTop = 0;
            return;
        }
        int[] nodeOption = t.nodeOption;
        int[] slotOf = t.slotOf;
        int p = t.primaries;
        Arrays.fill(count, 0, p, COVER);
        Arrays.fill(count, p, count.length, SECONDARY);
        Arrays.fill(hidden, 1);
        int z = 0;
        int a = 0;
        int nodeBase = m.n + 1;
        int[] right = m.right;
        int[] down = m.down;
        int[] size = m.size;
        for (int h = right[0]; h != 0; h = right[h]) {
            int s = size[h];
            count[slotOf[h - 1]] = s;
            a++;
            if (s == 0) {
                z++;
            }
            for (int x = down[h]; x != h; x = down[x]) {
                hidden[nodeOption[x - nodeBase]] = 0;
            }
        }
        zeros = z;
        active = a;
        trailTop = 0;
        if (!wide) {
            int[] itemStart = t.itemStart;
            int[] itemOpt = t.itemOpt;
            Arrays.fill(sizes, (byte) -1); // the padding
            for (int s = 0; s < live.length; s++) {
                int mask = 0;
                for (int k = itemStart[s]; k < itemStart[s + 1]; k++) {
                    if (hidden[itemOpt[k]] == 0) {
                        mask |= 1 << (k - itemStart[s]);
                    }
                }
                live[s] = mask;
                sizes[s] = (byte) (s >= p ? BYTE_SECONDARY : count[s] >= COVER ? BYTE_COVER : count[s]);
            }
        }
    }

    /**
     * Whether option r is live. Not wide: none of its primary items is covered (a covered item's list keeps
     * the bits of the options hidden through it) and its bit is set in the list of one of them (an option
     * hidden through another item is out of all its other lists). An option without a primary item is
     * never taken for live (the caller then selects on the links, which say what is wrong).
     */
    private boolean isLive(int r) {
        if (wide) {
            return hidden[r] == 0;
        }
        boolean bit = false;
        for (int k = tables.optStart[r]; k < tables.optStart[r + 1]; k++) {
            int s = tables.optSlot[k];
            if (s < tables.primaries) {
                if (sizeOf(s) >= BYTE_COVER) {
                    return false;
                }
                bit = (live[s] >>> tables.optBit[k] & 1) != 0;
            }
        }
        return bit;
    }

    /**
     * Covers every item of option {@code r}: each gets {@link #BYTE_COVER} (or {@link #COVER}, wide), and the
     * options in their lists that were live become hidden (pushed on the trail), the sizes of their other
     * items dropping by one. Returns the weight of the options hidden.
     *
     * <p>No branch per count: a node is searched only when no active primary item has a count of 0, so the
     * counts that this cover brings to 0 are all the zeros there are, and the least count it leaves says
     * whether there is one (kudoku's trick of reading the cover's own decrements). The items of size 1 are
     * not tracked at all: {@link #choose()} stops at the first.
     */
    private long cover(int r) {
        final int[] count = this.count;
        final int[] live = this.live;
        final int[] trail = this.trail;
        final int[] optStart = tables.optStart;
        final int[] optSlot = tables.optSlot;
        final int[] itemStart = tables.itemStart;
        final int[] itemOpt = tables.itemOpt;
        final int[] weight = tables.weight;
        final int from = optStart[r];
        final int to = optStart[r + 1];
        active -= tables.primaryCount[r];
        long w = 0;
        int least = Integer.MAX_VALUE;
        int top = trailTop;
        if (!wide) {
            final int[] peerStart = tables.peerStart;
            final int[] peer = tables.peer;
            final int[] optBit = tables.optBit;
            final byte[] sizes = this.sizes;
            for (int k = from; k < to; k++) {
                sizes[optSlot[k]] += BYTE_COVER;
            }
            // r itself is hidden too, but only in the lists of its own items, which are all covered: its bits
            // stay, skipped here (in a Sudoku, 3 of the 20 or so updates of a forced move)
            w = weight[r];
            for (int k = from; k < to; k++) {
                int j = optSlot[k];
                int base = itemStart[j];
                int hide = live[j] & ~(1 << optBit[k]);
                if (stride >= 0) {
                    for (int m = hide; m != 0; m &= m - 1) {
                        int nd = base + Integer.numberOfTrailingZeros(m);
                        trail[top++] = nd;
                        int a = nd * stride;
                        least = Math.min(least, Counters.takePeers(sizes, live, peer, a, a + stride));
                    }
                    continue;
                }
                for (int m = hide; m != 0; m &= m - 1) {
                    int nd = base + Integer.numberOfTrailingZeros(m);
                    trail[top++] = nd;
                    int a = peerStart[nd];
                    int e = peerStart[nd + 1];
                    w += e - a;
                    least = Math.min(least, Counters.takePeers(sizes, live, peer, a, e));
                }
            }
            if (stride >= 0) {
                w = (long) (top - trailTop + 1) * stride;
            }
            trailTop = top;
            if (least == 0) {
                zeros = 1;
            }
            return w;
        }
        Counters.add(count, optSlot, from, to, COVER);
        final int[] hidden = this.hidden;
        for (int k = from; k < to; k++) {
            int j = optSlot[k];
            for (int m = itemStart[j], end = itemStart[j + 1]; m < end; m++) {
                int q = itemOpt[m];
                if (hidden[q] == 0) {
                    hidden[q] = 1;
                    trail[top++] = q;
                    w += weight[q];
                    least = Math.min(least, Counters.hide(count, optSlot, optStart[q], optStart[q + 1]));
                }
            }
        }
        trailTop = top;
        if (least == 0) {
            zeros = 1;
        }
        return w;
    }

    private int sizeOf(int s) {
        return sizes[s] & 0xFF;
    }

    /**
     * Undoes {@link #cover(int)} of option {@code r}, whose hidden options are on the trail above
     * {@code mark}, except {@code zeros} and {@code active}, which the caller restores from
     * before the cover. Only the options it hid are visited (the counters commute, so any order would do).
     */
    private void uncover(int r, int mark) {
        final int[] count = this.count;
        final int[] live = this.live;
        final int[] hidden = this.hidden;
        final int[] trail = this.trail;
        final int[] optStart = tables.optStart;
        final int[] optSlot = tables.optSlot;
        if (!wide) {
            final int[] peerStart = tables.peerStart;
            final int[] peer = tables.peer;
            if (stride >= 0) {
                for (int i = trailTop - 1; i >= mark; i--) {
                    int a = trail[i] * stride;
                    Counters.givePeers(sizes, live, peer, a, a + stride);
                }
            } else {
                for (int i = trailTop - 1; i >= mark; i--) {
                    int nd = trail[i];
                    Counters.givePeers(sizes, live, peer, peerStart[nd], peerStart[nd + 1]);
                }
            }
            trailTop = mark;
            for (int k = optStart[r], to = optStart[r + 1]; k < to; k++) {
                sizes[optSlot[k]] -= BYTE_COVER;
            }
            return;
        }
        for (int i = trailTop - 1; i >= mark; i--) {
            int q = trail[i];
            hidden[q] = 0;
            Counters.add(count, optSlot, optStart[q], optStart[q + 1], 1);
        }
        trailTop = mark;
        Counters.add(count, optSlot, optStart[r], optStart[r + 1], -COVER);
    }

    /**
     * Propagates at the node at level {@code l}, which has no item of size 0 or 1: for each subset pair whose
     * item {@code i} is active and has all its live options in {@code j}'s, takes the options of {@code j}
     * without {@code i} out of every list ({@link SubsetPairs}), to a fixed point; sets {@code zeros} when an
     * active primary item is left with no option (and stops there). Returns the updates made, 0 when nothing
     * went: per option taken out, its nodes, as a hide on the links would count them.
     *
     * <p>Only items whose lists changed since the last propagation on the path to this node can fire
     * anew ({@code i}'s live options only shrink, and what it took out stays out below): those are the items of
     * the options on the trail since then ({@link #seenTrail}), and then of the options this call takes out.
     * The root looks at every item with fewer options than {@link SubsetPairs#bound}.
     */
    private long propagateNode(int l) {
        long taken = 0;
        int from = seenTrail[l];
        int e0 = elimTop;
        int mark = ++stampValue;
        if (from < 0) {
            for (int a = 0; a < tables.primaries && zeros == 0; a++) {
                taken += fireOnce(a, mark);
            }
        } else {
            for (int t = from; t < trailTop && zeros == 0; t++) {
                taken += firePeers(trail[t], mark);
            }
        }
        seenTrail[l] = trailTop;
        // The items of the options taken out, until none goes.
        while (zeros == 0 && e0 < elimTop) {
            int e1 = elimTop;
            mark = ++stampValue;
            for (int t = e0; t < e1 && zeros == 0; t += 2) {
                taken += fireOnce(elimTrail[t + 1], mark);
                taken += firePeers(elimTrail[t], mark);
            }
            e0 = e1;
        }
        return taken;
    }

    /** Applies {@link #fireOnce} to the other items of the option at place {@code nd} of the item lists. */
    private long firePeers(int nd, int mark) {
        final int[] peer = tables.peer;
        long taken = 0;
        for (int k = tables.peerStart[nd], e = tables.peerStart[nd + 1]; k < e && zeros == 0; k++) {
            taken += fireOnce(peer[k] >>> 5, mark);
        }
        return taken;
    }

    /**
     * Applies the pairs of slot {@code a} ({@link #fire}) unless round {@code mark} has looked at it, or it is
     * not an active primary item with fewer options than {@link SubsetPairs#bound}.
     */
    private long fireOnce(int a, int mark) {
        if (a >= tables.primaries || stamp[a] == mark || sizeOf(a) >= pairs.bound) {
            return 0;
        }
        stamp[a] = mark;
        return fire(a);
    }

    /** Applies the pairs of active slot {@code a}: returns the updates of the options they take out. */
    private long fire(int a) {
        final SubsetPairs pairs = this.pairs;
        final int[] live = this.live;
        final int[] inI = pairs.inI;
        final int[] inJ = pairs.inJ;
        final int[] pj = pairs.j;
        long taken = 0;
        for (int p = pairs.start[a], e = pairs.start[a + 1]; p < e; p++) {
            if ((live[a] & ~inI[p]) != 0) {
                continue;
            }
            int b = pj[p];
            int out = live[b] & ~inJ[p];
            if (out != 0 && sizeOf(b) < BYTE_COVER) {
                taken += eliminate(b, out);
                if (zeros > 0) {
                    return taken;
                }
            }
        }
        return taken;
    }

    /**
     * Takes the options of bits {@code out} of active slot {@code b}'s list out of every list, pushing them
     * on {@link #elimTrail}; sets {@code zeros} when an active primary item is left with none. Returns the
     * updates: per option, its nodes.
     */
    private long eliminate(int b, int out) {
        final int[] live = this.live;
        final byte[] sizes = this.sizes;
        final int[] peerStart = tables.peerStart;
        int first = tables.itemStart[b];
        long taken = 0;
        for (int m = out; m != 0; m &= m - 1) {
            int bit = Integer.numberOfTrailingZeros(m);
            int nd = first + bit;
            int pa = peerStart[nd];
            int pe = peerStart[nd + 1];
            if (Counters.takePeers(sizes, live, tables.peer, pa, pe) == 0) {
                zeros = 1;
            }
            elimTrail[elimTop++] = nd;
            elimTrail[elimTop++] = b;
            taken += pe - pa + 1;
        }
        live[b] &= ~out;
        sizes[b] -= (byte) Integer.bitCount(out);
        if (sizes[b] == 0) {
            zeros = 1;
        }
        return taken;
    }

    /** Puts back the options that propagation took out above {@code mark} on {@link #elimTrail}. */
    private void restoreEliminated(int mark) {
        final int[] peerStart = tables.peerStart;
        for (int t = elimTop - 2; t >= mark; t -= 2) {
            int nd = elimTrail[t];
            int b = elimTrail[t + 1];
            Counters.givePeers(sizes, live, tables.peer, peerStart[nd], peerStart[nd + 1]);
            live[b] |= 1 << (nd - tables.itemStart[b]);
            sizes[b]++;
        }
        elimTop = mark;
    }

    /** Saves what level {@code l}'s cover changes and its undo does not recompute. */
    private void save(int l) {
        saved[3 * l] = zeros;
        saved[3 * l + 1] = active;
        saved[3 * l + 2] = trailTop;
    }

    /** Undoes the cover of level {@code l}'s option. */
    private void uncoverLevel(int l) {
        uncover(stack[pos[l]], saved[3 * l + 2]);
        zeros = saved[3 * l];
        active = saved[3 * l + 1];
    }

    /**
     * X3: returns the slot of the leftmost active primary item of minimum size; requires an active primary
     * item and no item of size 0, so the scan stops at the first item of size 1.
     *
     * <p>Unless wide, eight size bytes at a time: {@code (x - 0x0202..) & ~x & 0x8080..} has the high bit of
     * each byte below 2, the lowest of them exactly (a borrow only runs upwards from a byte below 2), and
     * only active primary items have a byte below 64 (covered items 64 and more, secondary items and the
     * padding 128 and more, whose high bit {@code ~x} clears). In a Sudoku the scan stopped 82-88 items in
     * on average, 93-96% of the choices at an item of size 1; with no item of size 1 the first of size 2 is
     * the minimum, and only with neither are the bytes compared one by one.
     */
    private int choose() {
        final int p = tables.primaries;
        int best = -1;
        int min = Integer.MAX_VALUE;
        if (!wide) {
            final int words = (p + 7) >>> 3;
            int one = firstByteBelow(sizes, words, BYTES_2);
            if (one >= 0) {
                return one;
            }
            int two = firstByteBelow(sizes, words, BYTES_3); // no byte is below 2: the first 2
            if (two >= 0) {
                return two;
            }
            for (int s = 0; s < p; s++) {
                int v = sizeOf(s);
                if (v < min) {
                    best = s;
                    min = v;
                }
            }
            return best;
        }
        final int[] count = this.count;
        for (int s = 0; s < p; s++) {
            int v = count[s];
            if (v < min) {
                best = s;
                if (v == 1) {
                    break;
                }
                min = v;
            }
        }
        return best;
    }

    /**
     * Returns the first slot among the first {@code words * 8} whose size byte is below the value repeated
     * in {@code bound}'s bytes (at most 128), or -1: the lowest flag of {@code (x - bound) & ~x & 0x8080..}
     * is exact, and bytes of 128 and more are never flagged.
     */
    private static int firstByteBelow(byte[] sizes, int words, long bound) {
        for (int w = 0; w < words; w++) {
            long x = (long) WORDS.get(sizes, w << 3);
            long f = (x - bound) & ~x & HIGH_BITS;
            if (f != 0) {
                return (w << 3) + (Long.numberOfTrailingZeros(f) >>> 3);
            }
        }
        return -1;
    }

    /**
     * X4: copies the live options of slot {@code c} onto the stack for level {@code l}; returns W(c), the
     * updates of covering it less one.
     */
    private int record(int l, int c) {
        final int[] hidden = this.hidden;
        final int[] itemOpt = tables.itemOpt;
        final int[] weight = tables.weight;
        int b = l == 0 ? 0 : stop[l - 1];
        int k = b;
        int w = 0;
        if (wide) {
            for (int m = tables.itemStart[c], end = tables.itemStart[c + 1]; m < end; m++) {
                int q = itemOpt[m];
                if (hidden[q] == 0) {
                    stack[k++] = q;
                    w += weight[q];
                }
            }
        } else if (stride >= 0) {
            int first = tables.itemStart[c];
            for (int m = live[c]; m != 0; m &= m - 1) {
                stack[k++] = itemOpt[first + Integer.numberOfTrailingZeros(m)];
            }
            w = (k - b) * stride;
        } else {
            int first = tables.itemStart[c];
            for (int m = live[c]; m != 0; m &= m - 1) {
                int q = itemOpt[first + Integer.numberOfTrailingZeros(m)];
                stack[k++] = q;
                w += weight[q];
            }
        }
        base[l] = b;
        pos[l] = b;
        stop[l] = k;
        choices[l] = k - b;
        chosenWeight[l] = w;
        st.item[l] = tables.header[c];
        return w;
    }

    @Override
    public boolean next() {
        if (phase == DONE) {
            return false;
        }
        boolean forward = phase == FRESH || !started;
        if (phase == FRESH) {
            start();
        }
        if (!started && useMemo) {
            memo = workspace.newMemo(st, control); // null when its layout was stopped: the first check ends it
        }
        started = true;
        int r = SearchLoop.drive(this, this, control, forward);
        if (r == STOPPED) {
            phase = DONE;
        }
        return r == SOLUTION;
    }

    @Override
    public int run(boolean forward) {
        final SearchState st = this.st;
        final SearchControl control = this.control;
        final long updateBudget = control.updateBudget;
        final long[] profile = st.profile;
        final int[] x = st.x;
        final int[] stack = this.stack;
        final int[] pos = this.pos;
        final int[] stop = this.stop;
        final int[] weight = tables.weight;
        final int nodeBase = matrix.n + 1;
        final int[] optStart = tables.optStart;
        final SubtreeMemo memo = this.memo;
        atSolution = false;
        int l = st.level;
        long nodes = st.nodes;
        long updates = st.updates;
        while (true) {
            int r;
            if (forward) {
                // X2: enter a node at level l. Budgets, clock, cancellation and progress when due.
                if (nodes >= control.nextCheck || updates >= updateBudget) {
                    st.store(l, nodes, updates);
                    return CHECK;
                }
                // The counts' memo, after the check (a subtree taken from it skips no check).
                if (memo != null && memo.looksUp(l) && memo.lookUp(l, nodes, updates)) {
                    nodes = st.nodes;
                    updates = st.updates;
                    forward = false;
                    continue;
                }
                nodes++;
                profile[l]++;
                elimMark[l] = elimTop;
                if (active == 0) {
                    st.store(l, nodes, updates);
                    atSolution = true;
                    return SOLUTION;
                }
                if (zeros > 0) {
                    updates++; // the links cover an item with no options and back up
                    forward = false;
                    continue;
                }
                int c = choose(); // X3
                seenTrail[l] = l == 0 ? -1 : seenTrail[l - 1];
                if (propagate && sizeOf(c) >= 2) {
                    // Before branching, the rule of the subset pairs, to a fixed point.
                    long taken = propagateNode(l);
                    if (taken != 0) {
                        updates += taken;
                        if (zeros > 0) {
                            passPaid++;
                            updates++;
                            forward = false;
                            continue;
                        }
                        c = choose();
                        passPaid += sizeOf(c) < 2 ? 1 : 0;
                    }
                    if (++passes >= PASS_WINDOW && passPaid * PASS_PAYS < passes) {
                        propagate = false; // it rarely spares a branching here: the rest of the search without
                    }
                }
                int w = record(l, c); // X4
                updates += 1 + w;
                r = stack[pos[l]];
            } else {
                // X8: back up a level, or finish at level 0.
                if (memo != null && memo.pending(l)) {
                    memo.store(l, nodes, updates);
                }
                if (elimTop > elimMark[l]) {
                    restoreEliminated(elimMark[l]);
                }
                if (l == 0) {
                    st.store(0, nodes, updates);
                    st.outcome = SearchOutcome.COMPLETED;
                    phase = DONE;
                    return END;
                }
                l--;
                uncoverLevel(l); // X6
                int k = ++pos[l];
                if (k >= stop[l]) {
                    forward = false; // X7
                    continue;
                }
                r = stack[k];
            }
            // X5: try option r.
            x[l] = nodeBase + optStart[r];
            save(l);
            updates += weight[r] + cover(r) - chosenWeight[l];
            l++;
            forward = true;
        }
    }

    /**
     * Applies forced options on the counters, the links untouched: sets the counters up from the matrix
     * and covers each option in turn. Returns false when one is out of range or not live (it conflicts
     * with an earlier one or a covered item), leaving the caller to select them on the links, which says
     * what is wrong.
     */
    @Override
    public boolean selectOwn(int[] prefix) {
        if (phase != FRESH) {
            return false;
        }
        start();
        for (int r : prefix) {
            if (r < 0 || r >= hidden.length || !isLive(r)) {
                phase = FRESH; // next() sets the counters up again from the links
                return false;
            }
            cover(r);
        }
        return true;
    }

    @Override
    public void abandon() {
        // The links were never touched; the counters are set up afresh by the next search.
        st.level = 0;
        phase = DONE;
        atSolution = false;
    }

    @Override
    public int optionAt(int k) {
        return stack[pos[k]];
    }

    @Override
    public boolean atDeadEnd() {
        return matrix.hasEmptyPrimaryItem();
    }

    @Override
    public boolean atSolution() {
        return atSolution;
    }

    @Override
    public int choices(int k) {
        return choices[k];
    }

    @Override
    public int untriedAt(int k) {
        return stop[k] - pos[k] - 1;
    }

    @Override
    public int[] giveAway(int k) {
        assert k < st.level;
        if (memo != null) {
            memo.givenAway(k);
        }
        int[] a = Arrays.copyOfRange(stack, pos[k] + 1, stop[k]);
        stop[k] = pos[k] + 1;
        return a;
    }

    @Override
    public int triedAt(int k) {
        return pos[k] - base[k];
    }

    // ---------------------------------------------------------------------------------------------------
    // random probes

    @Override
    public int probeBranch() {
        if (phase == FRESH) {
            start();
        }
        if (active == 0) {
            return -1;
        }
        int l = st.level;
        if (zeros > 0) {
            st.updates++;
            return 0;
        }
        st.updates += 1 + record(l, choose());
        return choices[l];
    }

    @Override
    public void probeDescend(int k) {
        int l = st.level;
        pos[l] = base[l] + k;
        int r = stack[pos[l]];
        st.x[l] = matrix.n + 1 + tables.optStart[r];
        save(l);
        st.updates += tables.weight[r] + cover(r) - chosenWeight[l];
        st.level = l + 1;
    }

    @Override
    public void probeRewind() {
        for (int k = st.level - 1; k >= 0; k--) {
            uncoverLevel(k);
        }
        st.level = 0;
        st.nodes = 0;
        st.updates = 0;
    }
}
