/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.concurrent.CancellationException;

/**
 * The dancing-links matrix of a problem: Knuth's layout in parallel {@code int} arrays, and the operations
 * of Algorithms X, C and M on it (cover, hide, purify, commit, tweak). It knows only the links: the engines
 * decide what to cover and when, {@link Selections} applies covers and selections made outside a search.
 *
 * <p>The layout is that of Knuth's 2000 paper "Dancing Links" (and TAOCP 7.2.2.1); a pointer is an array
 * index. With {@code N} items and {@code M} nodes the arrays have {@code 1 + N + M} entries:
 *
 * <ul>
 *   <li>index 0 is the <em>root</em>. {@code L}/{@code R} link it with the <em>active primary items</em>, in
 *       item order; the list is empty exactly when every primary item is covered;
 *   <li>indices {@code 1..N} are the <em>item headers</em> (item {@code i} has header {@code i + 1}).
 *       {@code U}/{@code D} link each header with the nodes of the active options that contain it, in option
 *       order; {@code S[h]} is their number (the item's <em>size</em>). A secondary item's header has
 *       {@code L[h] == R[h] == h}: the search never chooses it;
 *   <li>indices {@code N+1 ..} are the <em>nodes</em>, one per (option, item) pair, option after option.
 *       {@code L}/{@code R} link the nodes of one option in a circle; {@code C[x]} is the node's header.
 * </ul>
 *
 * <p><b>cover(c)</b> takes header {@code c} out of the root's list and <em>hides</em> every option in its
 * list: each of the option's other nodes is unlinked from its item's list, keeping its own {@code U}/{@code D}
 * so it can come back. <b>uncover(c)</b> walks everything in exactly the reverse order. The order matters:
 * an option's other items are covered rightwards from the chosen node ({@link #coverOthers(int)}) and
 * uncovered leftwards ({@link #uncoverOthers(int)}), and levels are undone bottom-up; uncovering out of
 * order could put back a node removed by two covers into a list whose neighbours have changed.
 *
 * <p>Invariants, checked by {@link #checkLinks()}: every list is a consistent circle ({@code L[R[x]] == x},
 * {@code U[D[x]] == x}), every node in {@code c}'s list has {@code C[x] == c}, and {@code S[c]} is the
 * length of that list. {@link #live} counts the options no cover has hidden and {@link #primaries} the
 * active primary items, each kept with one addition per cover; engines read both.
 */
final class LinkedMatrix {

    final ExactCoverProblem problem;
    /** Number of items N; headers are 1..N and nodes start at N + 1. */
    final int n;
    final int[] left;
    final int[] right;
    final int[] up;
    final int[] down;
    final int[] col;
    final int[] size;
    /**
     * Per node, two ints from {@code 2 * node}: the first node of its option and one past its last (options
     * lie in node order), for hiding options of many nodes by index ({@link #hideOptionInPlace}; both in one
     * load's cache line: on the Kakuro 1.03x faster than its last node and the first's link, read one after
     * the other); null where options are hidden by their links: problems
     * without colors or multiplicities (their covers never hide an option by itself) and those whose options
     * have fewer than {@link #IN_PLACE_MIN_LENGTH} nodes on average. It never changes: copies share it.
     */
    private final int[] optionSpan;
    private static final int IN_PLACE_MIN_LENGTH = 4;
    /**
     * Per option, a record of {@link #RECORD} ints that a reader of the links owns ({@link DeadEnds}), in which
     * the links keep the count of the option's marked nodes at {@link #MARKED_NODES}; null until a reader asks
     * ({@link #keepMarkCounts}), with the nodes' options.
     */
    private int[] markRecords;
    private int[] markOptionOf;
    static final int RECORD = 10;
    static final int MARKED_NODES = 1;
    /** The number of live options: options not hidden by a cover. */
    private int live;
    /** The number of active primary items: those in the root's list. */
    private int primaries;
    /**
     * Per node, its color ({@link ExactCoverProblem#optionColor}), 0 for none; null when the problem has no
     * colors. Headers have 0. It never changes: a node is <em>marked</em> (Knuth's color -1: its item is
     * purified with its color and its option agrees) by negating its {@code col}, so that hiding an option
     * reads one array per node to tell, the array it reads anyway.
     */
    final int[] color;
    /** Knuth's cleansings so far: purifications and the options they kept (colored problems only). */
    private long cleansings;
    /** Per header: whether the item is purified (colored problems only; null otherwise). */
    private final boolean[] purified;
    /**
     * Per header, whether the item is a primary item that is not sharp ({@link ExactCoverProblem#isSharp});
     * null when the problem has no sharp item. It never changes: copies share it.
     */
    private final boolean[] blunt;

    /** Lays out the matrix of a problem, in time and memory linear in its number of nodes. */
    LinkedMatrix(ExactCoverProblem problem) {
        this.problem = problem;
        int items = problem.itemCount();
        long total = 1L + items + problem.nodeCount();
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("problem too large: " + total + " nodes and headers");
        }
        int len = (int) total;
        this.n = items;
        this.left = new int[len];
        this.right = new int[len];
        this.up = new int[len];
        this.down = new int[len];
        this.col = new int[len];
        this.size = new int[items + 1];
        this.optionSpan = (problem.hasColors() || problem.hasMultiplicities())
                && problem.nodeCount() >= (long) IN_PLACE_MIN_LENGTH * problem.optionCount() ? new int[2 * len] : null;
        this.live = problem.optionCount();
        this.primaries = problem.primaryItemCount();
        int[] colors = problem.optionColorArray();
        if (colors == null) {
            this.color = null;
            this.purified = null;
        } else {
            this.color = new int[len];
            System.arraycopy(colors, 0, color, items + 1, colors.length);
            this.purified = new boolean[items + 1];
        }
        if (problem.hasSharpItems()) {
            this.blunt = new boolean[items + 1];
            for (int k = 0; k < items; k++) {
                blunt[k + 1] = problem.isPrimary(k) && !problem.isSharp(k);
            }
        } else {
            this.blunt = null;
        }
        layOut();
    }

    /** Copies a matrix in its current state. */
    LinkedMatrix(LinkedMatrix o) {
        this.problem = o.problem;
        this.n = o.n;
        this.left = o.left.clone();
        this.right = o.right.clone();
        this.up = o.up.clone();
        this.down = o.down.clone();
        this.col = o.col.clone();
        this.size = o.size.clone();
        this.optionSpan = o.optionSpan;
        this.live = o.live;
        this.primaries = o.primaries;
        this.color = o.color == null ? null : o.color.clone();
        this.purified = o.purified == null ? null : o.purified.clone();
        this.cleansings = o.cleansings;
        this.blunt = o.blunt;
    }

    private void layOut() {
        int[] l = left;
        int[] r = right;
        int[] u = up;
        int[] d = down;
        int[] c = col;
        // Root and headers. Primary headers form the root's circle in item order.
        int last = 0;
        for (int h = 1; h <= n; h++) {
            u[h] = h;
            d[h] = h;
            c[h] = h;
            if (problem.isPrimary(h - 1)) {
                l[h] = last;
                r[last] = h;
                last = h;
            } else {
                l[h] = h;
                r[h] = h;
            }
        }
        r[last] = 0;
        l[0] = last;
        // Nodes, option by option; each is appended at the bottom of its item's list.
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int base = n + 1;
        for (int o = 0; o + 1 < start.length; o++) {
            if ((o & (ProblemDraft.INTERRUPT_OPTIONS - 1)) == ProblemDraft.INTERRUPT_OPTIONS - 1
                    && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("interrupted while laying out the problem, after " + o
                        + " options");
            }
            int first = base + start[o];
            int end = base + start[o + 1];
            for (int x = first; x < end; x++) {
                int h = items[x - base] + 1;
                c[x] = h;
                if (optionSpan != null) {
                    optionSpan[2 * x] = first;
                    optionSpan[2 * x + 1] = end;
                }
                l[x] = x == first ? end - 1 : x - 1;
                r[x] = x == end - 1 ? first : x + 1;
                int bottom = u[h];
                u[x] = bottom;
                d[x] = h;
                d[bottom] = x;
                u[h] = x;
                size[h]++;
            }
        }
    }

    /**
     * X3: returns the leftmost active primary item of minimum size, as Knuth's {@code dlx1} chooses it. The
     * scan stops early only at size 0, which cannot be beaten. Requires an active primary item.
     */
    int chooseItem() {
        int[] r = right;
        int[] s = size;
        int best = r[0];
        int bestSize = s[best];
        for (int c = r[best]; bestSize > 0 && c != 0; c = r[c]) {
            int t = s[c];
            if (t < bestSize) {
                best = c;
                bestSize = t;
            }
        }
        return best;
    }

    /**
     * X3 under Knuth's sharp preference ({@code DLX2-SHARP}): an item's score is its size, plus a bias above
     * every size when it is not sharp and has more than one option; the leftmost item of least score wins. So
     * an item of size 0 or 1 comes first, then the sharp item of least size, and an item that is not sharp
     * only when no sharp item is active. The scan stops early only at size 0. Without sharp items it is
     * {@link #chooseItem()}. Requires an active primary item.
     */
    int chooseSharpItem() {
        boolean[] b = blunt;
        if (b == null) {
            return chooseItem();
        }
        int[] r = right;
        int[] s = size;
        int best = r[0];
        long bestScore = sharpScore(s[best], b[best]);
        for (int c = r[best]; bestScore > 0 && c != 0; c = r[c]) {
            long t = sharpScore(s[c], b[c]);
            if (t < bestScore) {
                best = c;
                bestScore = t;
            }
        }
        return best;
    }

    /**
     * The score of an item in {@link #chooseSharpItem()}: {@code score} (its size, or Algorithm M's degree),
     * biased by {@link #SHARP_BIAS} when the item is blunt and the score above 1.
     */
    static long sharpScore(int score, boolean blunt) {
        return blunt && score > 1 ? score + SHARP_BIAS : score;
    }

    /** What a blunt item's score gains: more than any size or degree. */
    static final long SHARP_BIAS = 1L << 32;

    /** Returns whether header {@code c} is a primary item that is not sharp. */
    boolean blunt(int c) {
        return blunt != null && blunt[c];
    }

    /** Covers the other items of node p's option, rightwards from p; returns the updates. */
    int coverOthers(int p) {
        if (color != null) {
            return commitOthers(p);
        }
        int[] r = right;
        int[] cl = col;
        int updates = 0;
        for (int q = r[p]; q != p; q = r[q]) {
            updates += coverHeader(cl[q]);
        }
        return updates;
    }

    /**
     * Uncovers the other items of node p's option, leftwards: the reverse of {@link #coverOthers(int)}.
     * Rightwards would be wrong: uncovering in another order than the reverse of covering can resuscitate
     * nodes of another item (see the class notes).
     */
    void uncoverOthers(int p) {
        if (color != null) {
            uncommitOthers(p);
            return;
        }
        int[] l = left;
        int[] cl = col;
        for (int q = l[p]; q != p; q = l[q]) {
            uncoverHeader(cl[q]);
        }
    }

    /**
     * Covers header {@code c} (an item index plus one); returns the number of updates, as Knuth counts them.
     */
    int coverHeader(int c) {
        if (color != null) {
            return coverColored(c);
        }
        int[] l = left;
        int[] r = right;
        int[] u = up;
        int[] d = down;
        int[] cl = col;
        int[] s = size;
        int updates = 1;
        live -= s[c];
        int lc = l[c];
        int rc = r[c];
        if (lc != c) {
            primaries--; // a secondary header links to itself
        }
        l[rc] = lc;
        r[lc] = rc;
        for (int i = d[c]; i != c; i = d[i]) {
            for (int j = r[i]; j != i; j = r[j]) {
                int uj = u[j];
                int dj = d[j];
                d[uj] = dj;
                u[dj] = uj;
                s[cl[j]]--;
                updates++;
            }
        }
        return updates;
    }

    /**
     * Uncovers header {@code c}. Within one item the order of the options does not matter: as Knuth found
     * when writing {@code DLX1}, the nodes of the options in {@code c}'s list go back into the links they
     * were taken out of whatever order the options are processed in (this loop goes bottom to top, the
     * mirror image of {@link #coverHeader(int)}). What does matter is the order across items: the items of
     * an option must be uncovered leftwards, the reverse of covering (see {@link #uncoverOthers(int)}).
     */
    void uncoverHeader(int c) {
        if (color != null) {
            uncoverColored(c);
            return;
        }
        int[] l = left;
        int[] r = right;
        int[] u = up;
        int[] d = down;
        int[] cl = col;
        int[] s = size;
        for (int i = u[c]; i != c; i = u[i]) {
            for (int j = l[i]; j != i; j = l[j]) {
                s[cl[j]]++;
                d[u[j]] = j;
                u[d[j]] = j;
            }
        }
        live += s[c];
        if (l[c] != c) {
            primaries++;
        }
        l[r[c]] = c;
        r[l[c]] = c;
    }

    // ---------------------------------------------------------------------------------------------------
    // colors: Knuth's Algorithm C (TAOCP 7.2.2.1; his program DLX2)
    //
    // Trying an option commits each of its other items: an item without a color there is covered; an item
    // with color x is purified: every option in its list with another color (or none) is hidden, and every
    // option with color x is marked (Knuth sets its node's color to -1; here its col is negated, so hiding
    // reads one array per node to tell) so that it is not purified again and is left in place when its
    // option is hidden later (the item is settled: nobody counts its list). Hiding skips marked nodes.
    // Uncommitting undoes all this in the reverse order, restoring the marks.

    int commitOthers(int p) {
        int[] r = right;
        int[] cl = col;
        int[] cr = color;
        int updates = 0;
        for (int q = r[p]; q != p; q = r[q]) {
            int c = cl[q];
            if (c > 0) { // not marked
                if (cr[q] == 0) {
                    updates += coverColored(c);
                } else {
                    updates += purify(q);
                }
            }
        }
        return updates;
    }

    private void uncommitOthers(int p) {
        int[] l = left;
        int[] cl = col;
        int[] cr = color;
        for (int q = l[p]; q != p; q = l[q]) {
            int c = cl[q];
            if (c > 0) {
                if (cr[q] == 0) {
                    uncoverColored(c);
                } else {
                    unpurify(q);
                }
            }
        }
    }

    private int coverColored(int c) {
        int[] l = left;
        int[] r = right;
        int[] d = down;
        int updates = 1;
        live -= size[c];
        int lc = l[c];
        int rc = r[c];
        if (lc != c) {
            primaries--;
        }
        l[rc] = lc;
        r[lc] = rc;
        for (int i = d[c]; i != c; i = d[i]) {
            updates += hideOption(i);
        }
        return updates;
    }

    private void uncoverColored(int c) {
        int[] l = left;
        int[] r = right;
        int[] u = up;
        for (int i = u[c]; i != c; i = u[i]) {
            unhideOption(i);
        }
        live += size[c];
        if (l[c] != c) {
            primaries++;
        }
        l[r[c]] = c;
        r[l[c]] = c;
    }


    /**
     * Hides the option of node i from every list but i's, skipping marked nodes (purified colors); returns
     * the updates.
     */
    private int hideOption(int i) {
        if (optionSpan != null) {
            return hideOptionInPlace(i);
        }
        int[] r = right;
        int updates = 0;
        for (int j = r[i]; j != i; j = r[j]) {
            updates += hideNode(j);
        }
        return updates;
    }

    /**
     * Takes node j out of its item's list unless it is marked (a marked node stays in its purified item's
     * list); returns the updates, 1 or 0. The step of both ways of hiding an option.
     */
    private int hideNode(int j) {
        int c = col[j];
        if (c <= 0) {
            return 0;
        }
        int uj = up[j];
        int dj = down[j];
        down[uj] = dj;
        up[dj] = uj;
        size[c]--;
        return 1;
    }

    /**
     * {@link #hideOption(int)} for options of many nodes: visits the option's other nodes by their indices
     * (consecutive in an option), first to last, rather than by the right links, so that the processor need
     * not wait for a link's load to know the next node (Kakuro, options of 7.6 nodes on average: 1.12x
     * faster; random XCC, 2.4 nodes: 1.07x slower, so short options keep the links). The order of an
     * option's nodes does not matter: each is in another item's list, and only within one list must
     * unhiding be the reverse of hiding (which the order of the options gives).
     */
    private int hideOptionInPlace(int i) {
        int[] span = optionSpan;
        int first = span[2 * i];
        int end = span[2 * i + 1];
        int updates = 0;
        for (int j = first; j < end; j++) {
            if (j != i) {
                updates += hideNode(j);
            }
        }
        return updates;
    }

    /** Undoes {@link #hideOptionInPlace(int)}, last node to first. */
    private void unhideOptionInPlace(int i) {
        int[] span = optionSpan;
        int first = span[2 * i];
        for (int j = span[2 * i + 1] - 1; j >= first; j--) {
            if (j != i) {
                unhideNode(j);
            }
        }
    }

    /** Undoes {@link #hideNode(int)}: puts node j back in its item's list unless it is marked. */
    private void unhideNode(int j) {
        int c = col[j];
        if (c > 0) {
            size[c]++;
            down[up[j]] = j;
            up[down[j]] = j;
        }
    }

    /** Undoes {@link #hideOption(int)}, leftwards. */
    private void unhideOption(int i) {
        if (optionSpan != null) {
            unhideOptionInPlace(i);
            return;
        }
        int[] l = left;
        for (int j = l[i]; j != i; j = l[j]) {
            unhideNode(j);
        }
    }

    /**
     * Purifies the item of node p with p's color: hides the options in its list with another color or
     * none, marks those with the same color; counts one cleansing for the item and one per option kept.
     * Node p itself is skipped (the search has hidden p's option already; a selection has not).
     */
    int purify(int p) {
        int c = col[p];
        int x = color[p];
        purified[c] = true;
        int[] d = down;
        int[] cr = color;
        int updates = 0;
        long kept = 1;
        int[] cl = col;
        for (int rr = d[c]; rr != c; rr = d[rr]) {
            if (rr == p) {
                continue;
            }
            if (cr[rr] != x) {
                updates += hideOption(rr);
                live--;
            } else {
                kept++;
                cl[rr] = -c; // marked
                if (markRecords != null) {
                    markRecords[RECORD * markOptionOf[rr] + MARKED_NODES]++;
                }
            }
        }
        cleansings += kept;
        return updates;
    }

    /** Undoes {@link #purify(int)}, bottom to top. */
    void unpurify(int p) {
        int c = col[p];
        int x = color[p];
        purified[c] = false;
        int[] u = up;
        int[] cr = color;
        int[] cl = col;
        for (int rr = u[c]; rr != c; rr = u[rr]) {
            if (rr == p) {
                continue;
            }
            if (cl[rr] < 0) {
                cl[rr] = c;
                if (markRecords != null) {
                    markRecords[RECORD * markOptionOf[rr] + MARKED_NODES]--;
                }
            } else {
                unhideOption(rr);
                live++;
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // tweaks: Algorithm M branches on an item without covering it (TAOCP 7.2.2.1; his program DLX3)
    //
    // Tweaking hides the option of the topmost node of an item being branched on and takes the node out of
    // the item's list; untweaking puts a run of tweaked nodes back at once. The bounds that decide when an
    // item is covered are Algorithm M's (Bounds).

    /**
     * Tweaks node {@code x}, the topmost of its item's list: takes it out of the list and, with
     * {@code block}, hides the rest of its option (without, the item is covered and the option is hidden
     * already). Returns the updates.
     */
    int tweak(int x, boolean block) {
        int updates = 0;
        if (block) {
            updates += hideOption(x);
            live--;
        }
        int ux = up[x];
        int dx = down[x];
        down[ux] = dx;
        up[dx] = ux;
        size[col[x]]--;
        return updates + 1;
    }

    /**
     * Undoes the tweaks of header {@code c}'s nodes from {@code first} (the topmost when the item was chosen)
     * down to the present top: puts them back in its list and, with {@code unblock}, their options back
     * into the others' lists, top to bottom.
     */
    void untweak(int c, int first, boolean unblock) {
        int[] u = up;
        int[] d = down;
        int z = d[c];
        d[c] = first;
        int k = 0;
        int qq = c;
        int rr = first;
        for (; rr != z; qq = rr, rr = d[rr]) {
            u[rr] = qq;
            k++;
            if (unblock) {
                unhideOption(rr);
                live++;
            }
        }
        u[rr] = qq;
        size[c] += k;
    }

    /** Takes primary header {@code c} out of the root's list without hiding its options. */
    void deactivate(int c) {
        right[left[c]] = right[c];
        left[right[c]] = left[c];
        primaries--;
    }

    /** Undoes {@link #deactivate(int)}. */
    void reactivate(int c) {
        right[left[c]] = c;
        left[right[c]] = c;
        primaries++;
    }

    /** Returns the number of live options: options no cover has hidden. */
    int live() {
        return live;
    }

    /** Returns the number of active primary items: those in the root's list. */
    int primaries() {
        return primaries;
    }

    /** Returns Knuth's cleansings so far: purifications and the options they kept (colored problems only). */
    long cleansings() {
        return cleansings;
    }

    /** Adds cleansings counted without making them (by a reader of the links such as {@link DeadEnds}). */
    void addCleansings(long k) {
        cleansings += k;
    }

    /**
     * Keeps the count of each option's marked nodes in {@code records[RECORD * option + MARKED_NODES]} from now
     * on, as purifications mark and unmark them; {@code optionOf} maps each node to its option. The counts
     * must be those of the matrix as it stands.
     */
    void keepMarkCounts(int[] records, int[] optionOf) {
        this.markRecords = records;
        this.markOptionOf = optionOf;
    }

    /** Returns whether header {@code c} is purified (its color fixed by a chosen or selected option). */
    boolean isPurified(int c) {
        return purified != null && purified[c];
    }

    /** Maps a node to the index of its option, by binary search in the problem's option starts. */
    int optionOfNode(int node) {
        assert node > n : node;
        int pos = node - n - 1;
        int[] start = problem.optionStartArray();
        int lo = 0;
        int hi = start.length - 2;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (start[mid] <= pos) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Returns whether an active primary item has no options left (the node is a dead end). */
    boolean hasEmptyPrimaryItem() {
        for (int h = right[0]; h != 0; h = right[h]) {
            if (size[h] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Returns copies of the link arrays {L, R, U, D, C, S} and the colors, for tests of the restore invariant. */
    int[][] snapshot() {
        return new int[][] {left.clone(), right.clone(), up.clone(), down.clone(), col.clone(), size.clone(),
            color == null ? new int[0] : color.clone()};
    }

    /** Returns whether the arrays equal a snapshot. */
    boolean matches(int[][] snapshot) {
        return Arrays.equals(snapshot[0], left) && Arrays.equals(snapshot[1], right)
                && Arrays.equals(snapshot[2], up) && Arrays.equals(snapshot[3], down)
                && Arrays.equals(snapshot[4], col) && Arrays.equals(snapshot[5], size)
                && Arrays.equals(snapshot[6], color == null ? new int[0] : color);
    }

    /**
     * Knuth's sanity check: verifies that every list is a consistent circle, that each node is in the list
     * of its item, and that each item's size is its list's length.
     *
     * @throws IllegalStateException describing the first inconsistency found
     */
    void checkLinks() {
        int steps = 0;
        for (int h = right[0]; h != 0; h = right[h]) {
            if (h < 1 || h > n || left[right[h]] != h || right[left[h]] != h) {
                throw new IllegalStateException("root list broken at " + h);
            }
            if (!problem.isPrimary(h - 1)) {
                throw new IllegalStateException("secondary item " + (h - 1) + " in the root list");
            }
            if (++steps > n) {
                throw new IllegalStateException("root list does not close");
            }
        }
        if (steps != primaries) {
            throw new IllegalStateException("root list has " + steps + " items, but primaries = " + primaries);
        }
        for (int h = 1; h <= n; h++) {
            int count = 0;
            for (int x = down[h]; x != h; x = down[x]) {
                if (x <= n || up[down[x]] != x || down[up[x]] != x) {
                    throw new IllegalStateException("item list of header " + h + " broken at node " + x);
                }
                if (col[x] != h && (col[x] != -h || !isPurified(h))) {
                    throw new IllegalStateException("node " + x + " in the list of header " + h + " has C = " + col[x]);
                }
                if (++count > left.length) {
                    throw new IllegalStateException("item list of header " + h + " does not close");
                }
            }
            if (count != size[h]) {
                throw new IllegalStateException("header " + h + " has S = " + size[h] + " but " + count + " nodes");
            }
        }
        for (int x = n + 1; x < left.length; x++) {
            if (left[right[x]] != x || right[left[x]] != x) {
                throw new IllegalStateException("option circle broken at node " + x);
            }
        }
    }
}
