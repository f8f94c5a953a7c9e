/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds a {@link SolutionDiagram} as Knuth's {@code DLX6} does: Algorithm C's walk on the links, which at
 * each node looks its state up in a memo and, where it has met the state before, takes the diagram node it
 * made there instead of searching the subtree again.
 *
 * <p>The state of a node is its key in {@link SubtreeMemo.Layout}: the items the options chosen since the
 * root touched, and the colors they gave the secondary ones. Below a node everything the walk does depends
 * only on that state (see {@link SubtreeMemo}), so the diagram of its solutions does too.
 *
 * <p>The diagram of a node that branches on item c is a chain, one diagram node per option of c that has
 * solutions below it: the node of option o has o's solutions as its HI child and the chain of c's earlier
 * options as its LO child, as {@code DLX6} makes it. A leaf with every primary item covered is the terminal
 * {@link SolutionDiagram#TOP}; a node without solutions is {@link SolutionDiagram#BOTTOM}. Nodes are made
 * unique (two equal triples are one node), and numbered in the order they are made: a node's children have
 * smaller numbers.
 */
final class DiagramBuilder implements SearchEngine, SearchLoop {

    private final LinkedMatrix m;
    private final SubtreeMemo.Layout layout;
    private final int kw;
    private final int base;
    private final SearchControl control;
    private final SearchState st;
    /** Per level: the key of its node, {@code kw} words from {@code l * kw}. */
    private final long[] keys;
    /** Per level: the chain of the options tried so far that had solutions (a diagram node, or BOTTOM). */
    private final int[] chain;
    /** Per level: the memo entry of its node. */
    private final int[] entry;

    // The memo: entry e's key is kw words from e * kw in memoKeys, its diagram node memoNode[e]; the table
    // holds e + 1, found by the key's hash with linear probing.
    private long[] memoKeys;
    private int[] memoNode;
    private int memoEntries;
    private int[] memoTable;

    /** The diagram's nodes. */
    final DiagramNodes store;

    long hits;
    /** The level at which the walk backs down no further: the end of the prefix it was given. */
    private int floor;
    /** The level at which the walk makes a piece of a node new to its memo instead of searching it. */
    int leafLevel = Integer.MAX_VALUE;
    /**
     * The pieces made at {@link #leafLevel}, in the walk's order: per piece its branching items and chosen
     * nodes on the levels above, {@code 2 * leafLevel} ints. The diagram stands for piece p by -(p + 1).
     */
    final List<int[]> pieces = new ArrayList<>();
    private int root = -1;

    /**
     * Prepares a build of the links' problem.
     *
     * @param maxNodes the most diagram nodes (terminals not counted) before the build gives up
     */
    DiagramBuilder(ExactCoverProblem problem, SearchControl control, int maxNodes) {
        this.m = new LinkedMatrix(problem);
        this.layout = new SubtreeMemo.Layout(problem, control::stopAsked, true);
        this.kw = layout.keyWords;
        this.base = m.n + 1;
        this.control = control;
        int depth = problem.primaryItemCount() + 2;
        this.st = new SearchState(depth, m::cleansings);
        st.reset();
        this.keys = new long[depth * kw];
        this.chain = new int[depth];
        this.entry = new int[depth];
        this.memoKeys = new long[1024 * kw];
        this.memoNode = new int[1024];
        this.memoTable = new int[2048];
        this.store = new DiagramNodes(maxNodes);
        settle(0);
    }

    /** Applies {@link Settling} to the key at {@code keys[from..]}, for problems with secondary items. */
    private void settle(int from) {
        if (layout.settling != null) {
            layout.settling.settle(m, keys, from);
        }
    }

    /**
     * Runs the build to its end.
     *
     * @return the root of the diagram
     * @throws SearchEndedException when the settings ended the walk first
     */
    int build() {
        int r = SearchLoop.drive(this, this, control, true);
        if (r == STOPPED) {
            throw new SearchEndedException(new SearchResult(st.outcome, st.statistics()));
        }
        st.outcome = SearchOutcome.COMPLETED;
        return root;
    }

    /**
     * Makes the choices of a piece's path ({@link #pieces}) on the links: the walk then builds the diagram
     * of the piece's node, from its level.
     */
    void applyPrefix(int[] path) {
        int d = path.length / 2;
        for (int l = 0; l < d; l++) {
            st.item[l] = path[l];
            st.x[l] = path[d + l];
            m.coverHeader(path[l]); // the walk that made the piece counted these updates
            m.coverOthers(path[d + l]);
            int from = l * kw;
            System.arraycopy(keys, from, keys, from + kw, kw);
            layout.addOption(layout.nodeOption[path[d + l] - base], keys, from + kw);
            settle(from + kw);
        }
        floor = d;
        st.store(d, st.nodes, st.updates);
    }

    /** Undoes {@link #applyPrefix}: the links as they were. */
    void removePrefix() {
        for (int l = floor - 1; l >= 0; l--) {
            m.uncoverOthers(st.x[l]);
            m.uncoverHeader(st.item[l]);
        }
        floor = 0;
        st.level = 0;
    }

    SearchStatistics statistics() {
        return st.statistics();
    }

    @Override
    public int run(boolean forward) {
        final LinkedMatrix mx = m;
        final int[] down = mx.down;
        final int[] nodeOption = layout.nodeOption;
        final int[] x = st.x;
        final int[] item = st.item;
        final long[] profile = st.profile;
        final long updateBudget = control.updateBudget;
        int l = st.level;
        long nodes = st.nodes;
        long updates = st.updates;
        int z = SolutionDiagram.BOTTOM; // the diagram of the node just done; a check comes only going forward
        boolean advance = false;
        while (true) {
            if (forward) {
                if (nodes >= control.nextCheck || updates >= updateBudget) {
                    st.store(l, nodes, updates);
                    return CHECK;
                }
                nodes++;
                profile[l]++;
                if (mx.primaries() == 0) {
                    z = SolutionDiagram.TOP;
                    st.solutions++;
                } else {
                    int e = find(l * kw);
                    if (e >= 0) {
                        z = memoNode[e];
                        hits++;
                    } else if (l == leafLevel) {
                        entry[l] = add(l * kw);
                        int[] path = new int[2 * l];
                        System.arraycopy(item, 0, path, 0, l);
                        System.arraycopy(x, 0, path, l, l);
                        pieces.add(path);
                        z = -pieces.size();
                        memoNode[entry[l]] = z;
                    } else {
                        entry[l] = add(l * kw);
                        int c = mx.chooseItem();
                        item[l] = c;
                        updates += mx.coverHeader(c);
                        chain[l] = SolutionDiagram.BOTTOM;
                        x[l] = down[c];
                        advance = true;
                    }
                }
                forward = false;
            } else if (!advance) {
                // The node at level l is done, its diagram z: back to its parent's option.
                if (l == floor) {
                    root = z;
                    st.store(l, nodes, updates);
                    return END;
                }
                l--;
                int p = x[l];
                mx.uncoverOthers(p);
                if (z != SolutionDiagram.BOTTOM) {
                    chain[l] = store.node(nodeOption[p - base], chain[l], z);
                }
                x[l] = down[p];
                advance = true;
            }
            if (advance) {
                advance = false;
                int p = x[l];
                int c = item[l];
                if (p == c) {
                    mx.uncoverHeader(c);
                    z = chain[l];
                    memoNode[entry[l]] = z;
                } else {
                    updates += mx.coverOthers(p);
                    int from = l * kw;
                    System.arraycopy(keys, from, keys, from + kw, kw);
                    layout.addOption(nodeOption[p - base], keys, from + kw);
                    settle(from + kw);
                    l++;
                    forward = true;
                }
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // the memo

    private long hash(long[] a, int from) {
        long h = 0;
        for (int w = 0; w < kw; w++) {
            h = (h + a[from + w]) * 0x9E3779B97F4A7C15L;
        }
        h ^= h >>> 33; // MurmurHash3's finish: every bit of the key reaches the low bits the table uses
        h *= 0xFF51AFD7ED558CCDL;
        return h ^ (h >>> 33);
    }

    /** Returns the memo entry of the key at {@code keys[from..]}, or -1. */
    private int find(int from) {
        int mask = memoTable.length - 1;
        for (int i = (int) hash(keys, from) & mask;; i = (i + 1) & mask) {
            int t = memoTable[i];
            if (t == 0) {
                return -1;
            }
            if (Arrays.equals(memoKeys, (t - 1) * kw, t * kw, keys, from, from + kw)) {
                return t - 1;
            }
        }
    }

    /** Adds the key at {@code keys[from..]} to the memo, its node still unknown; returns its entry. */
    private int add(int from) {
        int e = memoEntries++;
        if (e == memoNode.length) {
            if (e >= Integer.MAX_VALUE / 2 / kw) {
                throw new IllegalStateException("the diagram's memo passed " + e + " states");
            }
            memoNode = Arrays.copyOf(memoNode, 2 * e);
            memoKeys = Arrays.copyOf(memoKeys, 2 * e * kw);
        }
        System.arraycopy(keys, from, memoKeys, e * kw, kw);
        memoNode[e] = -1;
        if (2 * memoEntries > memoTable.length) {
            memoTable = new int[2 * memoTable.length];
            for (int f = 0; f < memoEntries; f++) {
                place(f);
            }
        } else {
            place(e);
        }
        return e;
    }

    private void place(int e) {
        int mask = memoTable.length - 1;
        int i = (int) hash(memoKeys, e * kw) & mask;
        while (memoTable[i] != 0) {
            i = (i + 1) & mask;
        }
        memoTable[i] = e + 1;
    }

    // ---------------------------------------------------------------------------------------------------
    // the engine's side, for the checks (progress reads the fraction done)

    @Override
    public boolean next() {
        throw new UnsupportedOperationException("a diagram's build is run by build()");
    }

    @Override
    public void abandon() {
        // The links are the build's own and are dropped with it.
    }

    @Override
    public SearchState state() {
        return st;
    }

    @Override
    public int optionAt(int k) {
        return layout.nodeOption[st.x[k] - base];
    }

    @Override
    public boolean atSolution() {
        return false;
    }

    @Override
    public int choices(int k) {
        int c = st.item[k];
        int n = 0;
        for (int p = m.down[c]; p != c; p = m.down[p]) {
            n++;
        }
        return Math.max(1, n);
    }

    @Override
    public int triedAt(int k) {
        int c = st.item[k];
        int n = 0;
        for (int p = m.down[c]; p != st.x[k] && p != c; p = m.down[p]) {
            n++;
        }
        return n;
    }

    @Override
    public int untriedAt(int k) {
        throw new UnsupportedOperationException("a diagram's build gives no work away");
    }

    @Override
    public int[] giveAway(int k) {
        throw new UnsupportedOperationException("a diagram's build gives no work away");
    }

    @Override
    public boolean atDeadEnd() {
        return false;
    }

    @Override
    public int probeBranch() {
        throw new UnsupportedOperationException("a diagram's build is not estimated");
    }

    @Override
    public void probeDescend(int k) {
        throw new UnsupportedOperationException("a diagram's build is not estimated");
    }

    @Override
    public void probeRewind() {
        throw new UnsupportedOperationException("a diagram's build is not estimated");
    }
}
