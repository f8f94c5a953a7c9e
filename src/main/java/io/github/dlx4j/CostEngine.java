/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Knuth's {@code DLX5} walk on {@link CostLinks}: Algorithm C with each item's options tried cheapest
 * first and every branch cut off as soon as its cost reaches the cutoff. It finds solutions; what they are
 * worth is its caller's business ({@link CostSearch}), which lowers the cutoffs between solutions.
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
 */
final class CostEngine implements SearchEngine, SearchLoop {

    /** How many usable options of an item the choice counts before it takes the list's length: Knuth's 10. */
    static final int LOOKAHEAD = 10;

    private final CostLinks links;
    private final SearchControl control;
    private final SearchState st;
    private final long[] partCost;
    private final long[] coverCut0;
    private final long[] coverCut;
    long choiceCut = Long.MAX_VALUE;
    long pruneCut = Long.MAX_VALUE;
    private long curCost;
    private long solutionCost;
    private static final int FRESH = 0;
    private static final int AT_NODE = 1;
    private static final int AT_SOLUTION = 2;
    private static final int DONE = 3;
    private int phase = FRESH;
    /** Whether the engine stands at the solution of a problem without primary items: no options at all. */
    private boolean emptySolution;

    CostEngine(CostLinks links, SearchControl control) {
        this.links = links;
        this.control = control;
        int depth = links.primaries + 2;
        this.st = new SearchState(depth, () -> links.cleansings);
        this.partCost = new long[depth];
        this.coverCut0 = new long[depth];
        this.coverCut = new long[depth];
        st.updates = 0;
        links.updates = 0;
        links.cleansings = 0;
        st.reset();
    }

    /** The net cost of the solution the engine stands at. */
    long solutionCost() {
        return solutionCost;
    }

    /** Lowers both cutoffs to {@code cut} (the k-th best net cost so far). */
    void cutAt(long cut) {
        choiceCut = cut;
        pruneCut = cut;
    }

    @Override
    public boolean next() {
        if (phase == DONE) {
            return false;
        }
        int r = SearchLoop.drive(this, this, control, phase == FRESH);
        if (r == STOPPED || r == END) {
            phase = DONE;
        }
        return r == SOLUTION;
    }

    @Override
    public int run(boolean forward) {
        final CostLinks m = links;
        final int[] down = m.down;
        final int[] itm = m.itm;
        final long[] cost = m.cost;
        final int[] choice = st.x;
        final long[] profile = st.profile;
        final long updateBudget = control.updateBudget;
        int l = st.level;
        long nodes = st.nodes;
        long cur = curCost;
        int p;
        int best;
        long nextCost;
        if (phase == AT_SOLUTION) {
            l--; // the solution's last option was chosen at level l
            p = choice[l];
            best = itm[p];
            cur = partCost[l];
            phase = AT_NODE;
            // recover: after the solution, the next option at level l
            m.uncoverOthers(p, coverCut[l]);
            p = down[p];
            choice[l] = p;
            if (p == best || (nextCost = cur + cost[p]) >= pruneCut) {
                m.uncover(best, coverCut0[l]);
                forward = false;
            } else {
                forward = advance(l, p, nextCost);
                if (!forward) {
                    return solution(l, nodes, nextCost);
                }
                l++;
                cur = nextCost;
            }
        }
        phase = AT_NODE;
        while (true) {
            if (forward) {
                if (nodes >= control.nextCheck || m.updates >= updateBudget) {
                    curCost = cur;
                    store(l, nodes);
                    return CHECK;
                }
                nodes++;
                profile[l]++;
                if (m.next[CostLinks.ROOT] == CostLinks.ROOT) { // no primary items at all: the empty solution
                    solutionCost = 0;
                    emptySolution = true;
                    store(0, nodes);
                    phase = DONE;
                    st.outcome = SearchOutcome.COMPLETED;
                    return SOLUTION;
                }
                best = choose(cur);
                if (best < 0) {
                    forward = false;
                    continue;
                }
                partCost[l] = cur;
                p = down[best];
                choice[l] = p;
                nextCost = cur + cost[p];
                if (nextCost >= pruneCut) {
                    forward = false; // only when the prune cut is below the choice cut
                    continue;
                }
                coverCut0[l] = choiceCut - nextCost;
                m.cover(best, coverCut0[l]);
                if (!advance(l, p, nextCost)) {
                    return solution(l, nodes, nextCost);
                }
                l++;
                cur = nextCost;
                continue;
            }
            // back down a level, then the next option there
            if (l == 0) {
                store(0, nodes);
                st.outcome = SearchOutcome.COMPLETED;
                return END;
            }
            l--;
            p = choice[l];
            best = itm[p];
            cur = partCost[l];
            m.uncoverOthers(p, coverCut[l]);
            p = down[p];
            choice[l] = p;
            if (p == best || (nextCost = cur + cost[p]) >= pruneCut) {
                m.uncover(best, coverCut0[l]);
                continue; // still backing down
            }
            if (!advance(l, p, nextCost)) {
                return solution(l, nodes, nextCost);
            }
            l++;
            cur = nextCost;
            forward = true;
        }
    }

    /** Covers the other items of option {@code p} at level {@code l}; false when that completes a solution. */
    private boolean advance(int l, int p, long nextCost) {
        coverCut[l] = choiceCut - nextCost;
        links.coverOthers(p, coverCut[l]);
        return links.next[CostLinks.ROOT] != CostLinks.ROOT;
    }

    /** Stands at the solution completed at level {@code l}: a node of its own at level {@code l + 1}. */
    private int solution(int l, long nodes, long nextCost) {
        nodes++;
        st.profile[l + 1]++;
        solutionCost = nextCost;
        curCost = partCost[l];
        store(l + 1, nodes);
        phase = AT_SOLUTION;
        return SOLUTION;
    }

    private void store(int l, long nodes) {
        st.store(l, nodes, links.updates);
    }

    /** Knuth's choice (see the class comment); -1 when some item has no usable option. */
    private int choose(long cur) {
        final CostLinks m = links;
        final int[] next = m.next;
        final int[] down = m.down;
        final long[] cost = m.cost;
        final int n = m.n;
        final long room = choiceCut - cur;
        int t = Integer.MAX_VALUE;
        int best = -1;
        long bestMin = 0;
        for (int k = next[CostLinks.ROOT]; k != CostLinks.ROOT; k = next[k]) {
            int p = down[k];
            if (p == k) {
                return -1;
            }
            long least = cost[p];
            if (least >= room) {
                return -1;
            }
            int s = 1;
            boolean more = false;
            for (p = down[p];; p = down[p], s++) {
                if (p <= n || cost[p] >= room) {
                    break;
                }
                if (s == t) {
                    more = true;
                    break;
                }
                if (s >= LOOKAHEAD) {
                    s = m.len[k];
                    break;
                }
            }
            if (!more && (s < t || (s == t && least > bestMin))) {
                t = s;
                best = k;
                bestMin = least;
            }
        }
        return best;
    }

    @Override
    public void abandon() {
        // The links are this search's own and are dropped with it.
        phase = DONE;
    }

    @Override
    public SearchState state() {
        return st;
    }

    @Override
    public int optionAt(int k) {
        return links.optionOf(st.x[k]);
    }

    @Override
    public boolean atSolution() {
        return phase == AT_SOLUTION || emptySolution;
    }

    @Override
    public int choices(int k) {
        int h = links.itm[st.x[k]];
        int c = 0;
        for (int p = links.down[h]; p != h; p = links.down[p]) {
            c++;
        }
        return Math.max(1, c);
    }

    @Override
    public int triedAt(int k) {
        int h = links.itm[st.x[k]];
        int c = 0;
        for (int p = links.down[h]; p != st.x[k] && p != h; p = links.down[p]) {
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
        return SearchControl.firstInterval(links.up.length);
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
