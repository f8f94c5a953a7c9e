/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Knuth's {@code DLX5} walk on {@link CostLists} (links or bitsets): Algorithm C with each item's options
 * tried cheapest first and every branch cut off as soon as its cost reaches the cutoff. It finds solutions;
 * what they are worth is its caller's business ({@link CostSearch}), which lowers the cutoffs between
 * solutions.
 *
 * <p>Two cutoffs, both net costs: {@link #choiceCut} shapes the tree (which item to branch on, which
 * options a cover may leave alone); {@link #pruneCut}, never above it, cuts branches off. Knuth's program
 * has one, the k-th best cost so far; a search that knows its answer's largest cost fixes the first, so
 * that its tree stays the same however the second moves.
 *
 * <p>The branching item: the fewest options that the cutoff leaves usable, counting at most
 * {@link #LOOKAHEAD} of them (beyond that the list's length stands in); among equals the leftmost whose
 * cheapest option is dearest, since that cost must be paid somehow. An item with no usable option ends the
 * branch.
 *
 * <p>With bounds (the default; not under {@code plainLinks}), a branch is also cut when what the items left
 * must cost reaches the prune cutoff: the cheapest options over the widest option, the sums of the two
 * independent sets of {@link CostLists#independent}, the greedy dual ({@link #dualBound}) and the memo.
 * The sets also cut before a cover: a level's options stop at the first that, with the rest of the chosen
 * item's set, reaches the cutoff ({@link #othersBound}), and an option is skipped when either set's other
 * items would ({@link #tooDearBySets}). All only cut, so the walk meets what it keeps in the same order.
 */
final class CostEngine implements SearchEngine, SearchLoop {

    /** How many usable options of an item the choice counts before it takes the list's length: Knuth's 10. */
    static final int LOOKAHEAD = 10;

    private final CostLists lists;
    /** The item chosen at each level: the list its option there was taken from. */
    private final int[] chosen;
    private final SearchControl control;
    private final SearchState st;
    private final long[] partCost;
    /**
     * The cost at which the walk entered each level's node, and the least total of a solution below it
     * ({@link #UNSEARCHED} when the walk skipped part of the subtree: a piece root below).
     */
    private final long[] entryCost;
    private final long[] foundMin;
    private static final long UNSEARCHED = Long.MIN_VALUE;
    private final CostMemo memo;
    private final long[] coverCut0;
    private final long[] coverCut;
    /**
     * Per level: a lower bound on what the items of the chosen item's independent set, but the chosen
     * item, must still cost (their cheapest options, summed). An option of the chosen item covers no other
     * item of that set, so trying it costs at least its own cost plus this: the options of the level, tried
     * cheapest first, stop at the first for which that reaches the prune cutoff. 0 without bounds.
     */
    private final long[] othersBound;
    /** What {@link #choose} found for {@link #othersBound}. */
    private long chosenOthers;
    /** Per level: the two independent sets' sums of cheapest options, and the chosen item's cheapest. */
    private final long[] firstSum;
    private final long[] secondSum;
    private final long[] chosenLeast;
    private long chosenFirst;
    private long chosenSecond;
    private long chosenMin;
    long choiceCut = Long.MAX_VALUE;
    long pruneCut = Long.MAX_VALUE;
    /** The most primary items in an option, for the bound; 0 for none (Knuth's search exactly). */
    private final int widest;
    private long curCost;
    private long solutionCost;
    private static final int FRESH = 0;
    private static final int AT_NODE = 1;
    private static final int AT_SOLUTION = 2;
    private static final int DONE = 3;
    private static final int AT_LEAF = 4;
    /** The level of the prefix's end ({@link #applyPrefix}): the walk ends when it backs down to it. */
    private int floor;
    /** The level at which the walk stops and reports a piece instead of searching on; none by default. */
    int leafLevel = Integer.MAX_VALUE;
    /**
     * A path (an option per level) at which the walk ends once it has walked it: everything after it, in the
     * walk's order, is not wanted. Null for none. {@code onStop[l]}: the path to level l's option is its.
     */
    private int[] stopPath;
    private boolean[] onStop;
    private int phase = FRESH;
    /** Whether the engine stands at a solution that is its prefix itself (or the empty one). */
    private boolean atWhole;

    /**
     * A walk on the lists. With {@code bound} it cuts branches by the bounds on what the items left must
     * cost, and consults and feeds the lists' memo ({@link CostMemo}) while it is awake; without, it is
     * Knuth's walk exactly.
     */
    CostEngine(CostLists lists, SearchControl control, boolean bound) {
        this.lists = lists;
        this.memo = bound ? lists.memo() : null;
        this.widest = bound ? lists.widest : 0;
        this.control = control;
        int depth = lists.primaries + 2;
        this.st = new SearchState(depth, () -> lists.cleansings);
        this.partCost = new long[depth];
        this.entryCost = new long[depth];
        this.foundMin = new long[depth];
        this.coverCut0 = new long[depth];
        this.coverCut = new long[depth];
        this.othersBound = new long[depth];
        this.firstSum = new long[depth];
        this.secondSum = new long[depth];
        this.chosenLeast = new long[depth];
        this.chosen = new int[depth];
        this.boundRecord = lists.boundRecord();
        this.clockBase = boundRecord.clock;
        st.updates = 0;
        lists.updates = 0;
        lists.cleansings = 0;
        st.reset();
    }

    SearchControl control() {
        return control;
    }

    /** The net cost of the solution the engine stands at. */
    long solutionCost() {
        return solutionCost;
    }

    /** Lowers both cutoffs to {@code cut} if it is below them (the first pass's k-th best, shared). */
    void lowerCut(long cut) {
        if (cut < pruneCut) {
            cutAt(cut);
        }
    }

    /**
     * Sets both cutoffs to {@code cut} (the k-th best net cost so far). Once the walk has begun they only
     * fall: then no cover's threshold exceeds those of the covers before it, as {@link CostLists} requires.
     */
    void cutAt(long cut) {
        assert phase == FRESH || cut <= choiceCut : "a cutoff rose during the walk";
        choiceCut = cut;
        pruneCut = cut;
    }

    /** What {@link #step} returns at a piece's root ({@link #leafLevel}): its prefix is the path there. */
    static final int PIECE = 3;

    @Override
    public boolean next() {
        return step() == SOLUTION;
    }

    /**
     * Walks on to the next solution, or piece root when {@link #leafLevel} is set: returns
     * {@link #SOLUTION}, {@link #PIECE}, {@link #END} or {@link #STOPPED}.
     */
    int step() {
        if (phase == DONE) {
            return END;
        }
        int r = SearchLoop.drive(this, this, control, phase == FRESH);
        if (r == STOPPED || r == END) {
            phase = DONE;
        }
        return r;
    }

    /**
     * Stands below a piece: its options chosen one per level from the root and covered as the walk covers
     * them. At each level the item branched on is the one the walk chooses there, when the option holds
     * it (always so for the pieces the walk itself cut); otherwise the option's first primary item, which
     * leads to the same solutions. Returns false, with nothing covered, when the cutoffs leave the piece no
     * solution. The options must be options of the problem that do not clash ({@link CostSearch} checks).
     */
    boolean applyPrefix(int[] options) {
        final CostLists m = lists;
        long cur = 0;
        for (int j = 0; j < options.length; j++) {
            int o = options[j];
            int best = choose(cur, false);
            if (best < 0) {
                removeLevels(j); // an item without a usable option: nothing below is cheap enough
                return false;
            }
            int p = m.handle(o, best);
            if (p < 0) {
                best = m.firstPrimary(o);
                p = m.handle(o, best);
            }
            long nextCost = cur + m.cost(p);
            if (nextCost >= pruneCut || !listed(best, p)) {
                removeLevels(j); // too dear, or left out of the list as too dear
                return false;
            }
            partCost[j] = cur;
            coverCut0[j] = choiceCut - (cur + m.cost(m.first(best)));
            m.cover(best, coverCut0[j]);
            coverCut[j] = choiceCut - nextCost;
            m.coverOthers(p, coverCut[j]);
            st.x[j] = p;
            chosen[j] = best;
            cur = nextCost;
        }
        floor = options.length;
        st.level = floor;
        curCost = cur;
        return true;
    }

    /** Whether option {@code p} is in item {@code h}'s list now. */
    private boolean listed(int h, int p) {
        for (int q = lists.first(h); q >= 0; q = lists.next(h, q)) {
            if (q == p) {
                return true;
            }
        }
        return false;
    }

    /** Undoes the first {@code levels} levels of a prefix being applied. */
    private void removeLevels(int levels) {
        floor = levels;
        removePrefix();
    }

    /** Undoes {@link #applyPrefix} once the walk below it has ended. */
    void removePrefix() {
        for (int j = floor - 1; j >= 0; j--) {
            int p = st.x[j];
            lists.uncoverOthers(p, coverCut[j]);
            lists.uncover(chosen[j], coverCut0[j]);
        }
        floor = 0;
    }

    /**
     * Ends the walk once it has walked {@code path}, a solution's options from the engine's floor (from
     * {@link #place}): the walk then meets no solution after that one.
     */
    void stopAfter(int[] path) {
        stopPath = new int[st.x.length];
        System.arraycopy(path, 0, stopPath, floor, path.length);
        onStop = new boolean[st.x.length];
    }

    /**
     * Where a solution (its options, in any order, holding the prefix's) lies in the walk below the floor:
     * its option at each level, found as the walk would branch, and with each the option's place in its
     * item's list then. Two solutions compare, in the walk's order, as those places do. The lists are left
     * as they were. Null if the walk would not reach it (a cutoff ends its path first).
     */
    int[][] place(int[] options) {
        final CostLists m = lists;
        java.util.Set<Integer> wanted = new java.util.HashSet<>();
        for (int o : options) {
            wanted.add(o);
        }
        for (int j = 0; j < floor; j++) {
            wanted.remove(m.option(st.x[j]));
        }
        int depth = wanted.size();
        int[] path = new int[depth];
        int[] items = new int[depth];
        int[] places = new int[depth];
        long[] cut0 = new long[depth];
        long[] cut1 = new long[depth];
        long cur = curCost;
        int done = 0;
        int[][] answer = null;
        while (done < depth) {
            int best = choose(cur, false);
            if (best < 0) {
                break;
            }
            int p = -1;
            int place = 0;
            for (int q = m.first(best); q >= 0; q = m.next(best, q), place++) {
                if (wanted.contains(m.option(q))) {
                    p = q;
                    break;
                }
            }
            if (p < 0) {
                break;
            }
            long nextCost = cur + m.cost(p);
            cut0[done] = choiceCut - (cur + m.cost(m.first(best)));
            m.cover(best, cut0[done]);
            cut1[done] = choiceCut - nextCost;
            m.coverOthers(p, cut1[done]);
            path[done] = p;
            items[done] = best;
            places[done] = place;
            cur = nextCost;
            done++;
        }
        if (done == depth && m.allCovered()) {
            answer = new int[][] {path, places};
        }
        for (int j = done - 1; j >= 0; j--) {
            m.uncoverOthers(path[j], cut1[j]);
            m.uncover(items[j], cut0[j]);
        }
        return answer;
    }

    /** The options of the path to the piece root or solution the engine stands at. */
    int[] pathOptions() {
        int[] a = new int[st.level];
        for (int j = 0; j < a.length; j++) {
            a[j] = lists.option(st.x[j]);
        }
        return a;
    }

    @Override
    public int run(boolean forward) {
        final CostLists m = lists;
        final int[] choice = st.x;
        final long[] profile = st.profile;
        final long updateBudget = control.updateBudget;
        int l = st.level;
        long nodes = st.nodes;
        long cur = curCost;
        int p = 0;
        int best = 0;
        long nextCost = 0;
        boolean recover = false;
        if (phase == AT_SOLUTION) {
            l--; // the solution's last option was chosen at level l: on to the next one there
            recover = true;
        } else if (phase == AT_LEAF) {
            forward = false;
        }
        phase = AT_NODE;
        while (true) {
            if (!recover) {
                if (forward) {
                    if (nodes >= control.nextCheck || m.updates >= updateBudget) {
                        curCost = cur;
                        store(l, nodes);
                        return CHECK;
                    }
                    if (l == leafLevel) {
                        curCost = cur;
                        foundMin[l] = UNSEARCHED; // the walk backs out of it unsearched: see leave
                        store(l, nodes);
                        phase = AT_LEAF;
                        return PIECE;
                    }
                    nodes++;
                    profile[l]++;
                    entryCost[l] = cur;
                    foundMin[l] = Long.MAX_VALUE;
                    boundRecord.clock = clockBase + nodes;
                    if (memo != null && memoAwake()) {
                        long known = memo.lookUp(m.hash, m.covered);
                        if (memoTried(known >= 0 && known >= pruneCut - cur)) {
                            forward = false; // every way on from here costs too much
                            continue;
                        }
                    }
                    if (m.allCovered()) {
                        // A prefix that is a whole solution, or a problem without primary items: the one
                        // solution here is the path itself.
                        solutionCost = cur;
                        atWhole = true;
                        store(l, nodes);
                        phase = DONE;
                        st.outcome = SearchOutcome.COMPLETED;
                        return SOLUTION;
                    }
                    level = l;
                    if (l > boundRecord.deepest) {
                        boundRecord.deepest = l;
                    }
                    best = choose(cur, true);
                    if (best < 0) {
                        forward = false;
                        continue;
                    }
                    othersBound[l] = chosenOthers;
                    firstSum[l] = chosenFirst;
                    secondSum[l] = chosenSecond;
                    chosenLeast[l] = chosenMin;
                    partCost[l] = cur;
                    p = m.first(best);
                    choice[l] = p;
                    chosen[l] = best;
                    nextCost = cur + m.cost(p);
                    if (nextCost >= pruneCut) {
                        forward = false; // only when the prune cut is below the choice cut
                        continue;
                    }
                    coverCut0[l] = choiceCut - nextCost;
                    m.cover(best, coverCut0[l]);
                    if (onStop != null) {
                        onStop[l] = false;
                    }
                } else {
                    if (memo != null) {
                        leave(l);
                    }
                    if (l == floor) {
                        store(l, nodes);
                        st.outcome = SearchOutcome.COMPLETED;
                        return END;
                    }
                    l--;
                    recover = true;
                }
            }
            if (recover) {
                // the next option at level l, after the one tried there
                recover = false;
                if (onStop != null && onStop[l]) {
                    store(l, nodes); // past the stop path: nothing after it is wanted
                    st.outcome = SearchOutcome.COMPLETED;
                    phase = DONE;
                    return END;
                }
                p = choice[l];
                best = chosen[l];
                cur = partCost[l];
                m.uncoverOthers(p, coverCut[l]);
                p = m.next(best, p);
            }
            // Try option p at level l and those after it, until one leads down; or back down.
            boolean down = false;
            while (true) {
                if (p < 0 || (nextCost = cur + m.cost(p)) >= pruneCut
                        || nextCost + othersBound[l] >= pruneCut) {
                    m.uncover(best, coverCut0[l]);
                    break;
                }
                choice[l] = p;
                if (onStop != null) {
                    if (onStop[l]) {
                        store(l, nodes);
                        st.outcome = SearchOutcome.COMPLETED;
                        phase = DONE;
                        return END;
                    }
                    onStop[l] = (l == floor || onStop[l - 1]) && p == stopPath[l];
                }
                if (widest > 0 && pruneCut != Long.MAX_VALUE && tooDearBySets(p, best, l, pruneCut - nextCost)) {
                    p = m.next(best, p);
                    continue;
                }
                if (memo != null && memoAwake() && childKnownTooDear(p, best, nextCost)) {
                    p = m.next(best, p);
                    continue;
                }
                if (!advance(l, p, nextCost)) {
                    return solution(l, nodes, nextCost);
                }
                down = true;
                break;
            }
            if (down) {
                l++;
                cur = nextCost;
            }
            forward = down;
        }
    }

    /** Covers the other items of option {@code p} at level {@code l}; false when that completes a solution. */
    private boolean advance(int l, int p, long nextCost) {
        coverCut[l] = choiceCut - nextCost;
        lists.coverOthers(p, coverCut[l]);
        return !lists.allCovered();
    }

    /**
     * Whether option {@code p} of item {@code best} at level {@code l} leaves either independent set's other
     * items to cost {@code room} or more: each set's cheapest options at the level's choice, less those of
     * the set's items that {@code p} covers (at most one per set): the chosen item's as it was then; for
     * each other, the cheaper of its list's head now and {@code p}'s own cost. That is no less than its
     * cheapest then (the level's cover only took options out of the list, and {@code p} was in it), so
     * what is left is still a lower bound.
     */
    private boolean tooDearBySets(int p, int best, int l, long room) {
        final CostLists m = lists;
        final byte[] sets = m.independent;
        final int primaries = m.primaries;
        final int[] items = m.items;
        long a = firstSum[l];
        long b = secondSum[l];
        long own = m.cost(p);
        int o = m.option(p);
        for (int k = m.start[o], end = m.start[o + 1]; k < end; k++) {
            int h = items[k];
            int in = h <= primaries ? sets[h] : 0;
            if (in != 0) {
                long least = own;
                if (h == best) {
                    least = chosenLeast[l];
                } else {
                    int top = m.first(h);
                    if (top >= 0 && m.cost(top) < own) {
                        least = m.cost(top);
                    }
                }
                if ((in & 1) != 0) {
                    a -= least;
                }
                if ((in & 2) != 0) {
                    b -= least;
                }
            }
        }
        return a >= room || b >= room;
    }

    /**
     * Whether the memo knows that the state option {@code p} of item {@code best} leads to (its other items
     * covered too) has no way on cheaper than the room {@code nextCost} leaves: then the option is passed
     * over without the covers. Not a node: the walk never stands there.
     */
    private boolean childKnownTooDear(int p, int best, long nextCost) {
        final CostLists m = lists;
        final int[] items = m.items;
        int o = m.option(p);
        int from = m.start[o];
        int to = m.start[o + 1];
        long hash = m.hash;
        for (int k = from; k < to; k++) {
            int c = items[k];
            if (c != best) {
                hash ^= m.zobrist[c];
                m.covered[c >> 6] ^= 1L << c;
            }
        }
        long known = memo.lookUp(hash, m.covered);
        for (int k = from; k < to; k++) {
            int c = items[k];
            if (c != best) {
                m.covered[c >> 6] ^= 1L << c;
            }
        }
        return memoTried(known >= 0 && known >= pruneCut - nextCost);
    }

    /** Whether the memo's lookups are on: not while they rest after a window in which they cut too little. */
    private boolean memoAwake() {
        return boundRecord.clock >= boundRecord.memoOffUntil;
    }

    /**
     * Counts a memo lookup that {@code cut} or not and returns {@code cut}. A window of lookups of which
     * too few cut (under one in 1,024 by default) sends the lookups and the stores to rest, as the dual
     * bound's tries rest.
     */
    private boolean memoTried(boolean cut) {
        final BoundRecord d = boundRecord;
        d.memoTries++;
        d.memoCuts += cut ? 1 : 0;
        if (d.memoTries == d.memoWindow) {
            if ((long) d.memoCuts * d.memoRatio < d.memoTries) {
                d.memoOffUntil = d.clock + d.memoRest;
                d.memoRest = Math.min(2 * d.memoRest, LONGEST_REST);
            } else {
                d.memoRest = d.firstRest;
            }
            d.memoTries = 0;
            d.memoCuts = 0;
        }
        return cut;
    }

    /**
     * The node at level {@code l} is done, its state restored: the memo, while awake, learns that every way
     * on from it costs at least the cheaper of the cheapest solution found below and the room the cutoff
     * leaves. Not for a piece root, which the walk did not search, nor for the nodes above one: their
     * {@link #foundMin} is {@link #UNSEARCHED}, the least value, so that it reaches them all.
     */
    private void leave(int l) {
        if (foundMin[l] != UNSEARCHED && memoAwake()) {
            long least = Math.min(foundMin[l], pruneCut);
            memo.store(lists.hash, lists.covered, least - entryCost[l]);
        }
        // Even while the memo rests, what was found below reaches the level above, whose store it bounds.
        if (l > floor && foundMin[l] < foundMin[l - 1]) {
            foundMin[l - 1] = foundMin[l];
        }
    }

    /** Stands at the solution completed at level {@code l}: a node of its own at level {@code l + 1}. */
    private int solution(int l, long nodes, long nextCost) {
        if (nextCost < foundMin[l]) {
            foundMin[l] = nextCost;
        }
        nodes++;
        st.profile[l + 1]++;
        solutionCost = nextCost;
        curCost = partCost[l];
        store(l + 1, nodes);
        phase = AT_SOLUTION;
        return SOLUTION;
    }

    private void store(int l, long nodes) {
        st.store(l, nodes, lists.updates);
    }

    /** The level of the node the walk chooses at: the dual bound is tried in the upper half of the tree. */
    private int level;
    /** The bounds' record, shared by the walks on these lists, and its node clock when this walk began. */
    private final BoundRecord boundRecord;
    private final long clockBase;
    private static final int DUAL_WINDOW = 128;
    private static final long FIRST_REST = 1 << 14;
    private static final long LONGEST_REST = 1 << 24;
    private static final int MEMO_WINDOW = 4096;
    private static final int MEMO_RATIO = 1024;

    /**
     * What the bounds need beyond one walk: the greedy dual's buffers, and whether the dual bound and the
     * memo's lookups have been paying, each tried in windows and sent to rest after an idle one. The walks
     * on one {@link CostLists} share it ({@link CostLists#boundRecord}): a search's passes, a worker's
     * pieces, which would otherwise each pay for a window of tries anew.
     */
    static final class BoundRecord {
        final long[] price;
        final int[] stamp;
        int generation;
        /** The deepest level a walk has stood at; the dual bound is tried in the upper half of that. */
        int deepest;
        /** Tries in the current window, and how many cut a node that the cheap checks passed. */
        int calls;
        int useful;
        /** Nodes entered by the walks so far; the clock until which the bound rests; the next rest. */
        long clock;
        long offUntil;
        long rest = FIRST_REST; // a test that shrinks firstRest sets this and memoRest too
        /** The memo's lookups in the current window, and how many cut; when they rest, and the next rest. */
        int memoTries;
        int memoCuts;
        long memoOffUntil;
        long memoRest = FIRST_REST;
        /** The windows' sizes, the first rest, and the memo's ratio of lookups to cuts: tests shrink them. */
        int window = DUAL_WINDOW;
        long firstRest = FIRST_REST;
        int memoWindow = MEMO_WINDOW;
        int memoRatio = MEMO_RATIO;

        BoundRecord(int items) {
            price = new long[items + 1];
            stamp = new int[items + 1];
        }
    }

    /**
     * A lower bound on what the items left must cost, from a dual solution built greedily: the items of
     * the first independent set first, then the others, each priced at the least, over its options cheap
     * enough to matter, of the option's cost less the prices of its items priced before. Every such option
     * then costs at least the prices of its items, so any completion costs at least their sum. Returns
     * early once the sum reaches {@code room}; {@link Long#MAX_VALUE} when an item has no option left.
     */
    private long dualBound(long room) {
        final CostLists m = lists;
        final int[] next = m.next;
        final byte[] sets = m.independent;
        final BoundRecord d = boundRecord;
        final long[] y = d.price;
        final int[] stamp = d.stamp;
        int gen = ++d.generation;
        long total = 0;
        long others = 0; // the most the items priced so far take off one option: (widest - 1) * top price
        for (int pass = 0; pass < 2; pass++) {
            for (int k = next[CostLists.ROOT]; k != CostLists.ROOT; k = next[k]) {
                if (((sets[k] & 1) != 0) != (pass == 0)) {
                    continue;
                }
                long yk = Long.MAX_VALUE;
                for (int q = m.first(k); q >= 0; q = m.next(k, q)) {
                    long c = m.cost(q);
                    if (c >= room || c - others >= yk) {
                        break; // dearer than the room; or, cheapest first, no later option prices k lower
                    }
                    long reduced = c - m.priced(q, y, stamp, gen);
                    if (reduced < yk) {
                        yk = reduced;
                    }
                }
                if (yk == Long.MAX_VALUE) {
                    return Long.MAX_VALUE;
                }
                y[k] = yk;
                stamp[k] = gen;
                total += yk;
                if (total >= room) {
                    return total;
                }
                long off = (widest - 1) * yk;
                if (off > others) {
                    others = off;
                }
            }
        }
        return total;
    }

    /**
     * Knuth's choice (see the class comment); -1 when some item has no usable option. {@code walking}: at a
     * node of the walk, where the dual bound may be tried; not on a path being replayed ({@link #place},
     * {@link #applyPrefix}), which leads to a solution or a piece and which the dual bound could not cut.
     */
    private int choose(long cur, boolean walking) {
        final CostLists m = lists;
        final int[] next = m.next;
        final long room = choiceCut - cur;
        int t = Integer.MAX_VALUE;
        int best = -1;
        long bestMin = 0;
        // The bounds on what the items left must still cost: each costs at least its cheapest option over
        // the most primary items an option holds, so the branch is dead once the sum of those cheapest costs
        // passes widest * (pruneRoom - 1); and the items of an independent set (CostLists.independent) are
        // covered by different options, so their cheapest costs add up as they are.
        long bound = Long.MAX_VALUE;
        long pruneRoom = Long.MAX_VALUE;
        final int widest = this.widest;
        if (widest > 0 && pruneCut != Long.MAX_VALUE) {
            pruneRoom = pruneCut - cur;
            if (pruneRoom <= 0) {
                return -1;
            }
            long r1 = pruneRoom - 1;
            bound = r1 > Long.MAX_VALUE / widest ? Long.MAX_VALUE : r1 * widest;
        }
        final byte[] sets = m.independent;
        // The dual bound, where it has been paying: in the upper half of the tree, and not while a recent
        // window of its cuts showed that the cheap checks below would have made most of them anyway.
        boolean dualCut = false;
        final BoundRecord d = boundRecord;
        if (walking && pruneRoom != Long.MAX_VALUE && level * 2 < d.deepest && d.clock >= d.offUntil) {
            d.calls++;
            dualCut = dualBound(pruneRoom) >= pruneRoom;
            if (d.calls == d.window) {
                if (d.useful * 4 < d.calls) {
                    d.offUntil = d.clock + d.rest; // under a quarter: rest, then try again
                    d.rest = Math.min(2 * d.rest, LONGEST_REST);
                } else {
                    d.rest = d.firstRest;
                }
                d.calls = 0;
                d.useful = 0;
            }
        }
        long sum = 0;
        long first = 0;
        long second = 0;
        m.prepareSurvey(room);
        for (int k = next[CostLists.ROOT]; k != CostLists.ROOT; k = next[k]) {
            long survey = m.survey(k, t);
            if (survey < 0) {
                return -1; // no usable option
            }
            long least = m.cost((int) survey);
            sum += least;
            int in = sets[k];
            first += (in & 1) != 0 ? least : 0;
            second += (in & 2) != 0 ? least : 0;
            if (sum > bound || sum < 0 || first >= pruneRoom || first < 0 || second >= pruneRoom || second < 0) {
                return -1;
            }
            int s = (int) (survey >>> 32);
            if (s < t || (s == t && least > bestMin)) {
                t = s;
                best = k;
                bestMin = least;
            }
        }
        if (dualCut) {
            d.useful++; // the cheap checks passed the node: the dual bound alone cut it
            return -1;
        }
        if (best >= 0 && widest > 0) {
            int in = sets[best];
            long others = 0;
            if ((in & 1) != 0) {
                others = first - bestMin;
            }
            if ((in & 2) != 0 && second - bestMin > others) {
                others = second - bestMin;
            }
            chosenOthers = others;
            chosenFirst = first;
            chosenSecond = second;
            chosenMin = bestMin;
        } else {
            chosenOthers = 0;
        }
        return best;
    }

    @Override
    public void abandon() {
        // The lists are this search's own and are dropped with it.
        phase = DONE;
    }

    @Override
    public SearchState state() {
        return st;
    }

    @Override
    public int optionAt(int k) {
        return lists.option(st.x[k]);
    }

    @Override
    public boolean atSolution() {
        return phase == AT_SOLUTION || atWhole;
    }

    @Override
    public int choices(int k) {
        int h = chosen[k];
        int c = 0;
        for (int p = lists.first(h); p >= 0; p = lists.next(h, p)) {
            c++;
        }
        return Math.max(1, c);
    }

    @Override
    public int triedAt(int k) {
        int h = chosen[k];
        int c = 0;
        for (int p = lists.first(h); p >= 0 && p != st.x[k]; p = lists.next(h, p)) {
            c++;
        }
        return c;
    }

    @Override
    public int untriedAt(int k) {
        throw new UnsupportedOperationException("the minimum-cost search gives no work away");
    }

    @Override
    public int[] giveAway(int k) {
        throw new UnsupportedOperationException("the minimum-cost search gives no work away");
    }

    @Override
    public boolean atDeadEnd() {
        return false;
    }

    @Override
    public int firstCheckInterval() {
        return SearchControl.firstInterval(lists.size);
    }

    @Override
    public int probeBranch() {
        throw new UnsupportedOperationException("the minimum-cost search is not estimated");
    }

    @Override
    public void probeDescend(int k) {
        throw new UnsupportedOperationException("the minimum-cost search is not estimated");
    }

    @Override
    public void probeRewind() {
        throw new UnsupportedOperationException("the minimum-cost search is not estimated");
    }
}
