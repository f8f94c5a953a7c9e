/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The dancing-links matrix of a problem: Knuth's layout in parallel {@code int} arrays, and the cover and
 * uncover operations. Package-private; {@link DancingLinks} is its public face.
 *
 * <p>The layout is that of Knuth's 2000 paper "Dancing Links" (and TAOCP 7.2.2.1), in parallel {@code int}
 * arrays instead of objects; a pointer is an array index. With {@code N} items and {@code M} nodes the
 * arrays have {@code 1 + N + M} entries:
 *
 * <ul>
 *   <li>index 0 is the <em>root</em>. {@code L}/{@code R} link the root with the <em>active primary
 *       items</em>, in item order; the list is empty exactly when every primary item is covered;
 *   <li>indices {@code 1..N} are the <em>item headers</em> (item {@code i} of the problem has header
 *       {@code i + 1}). {@code U}/{@code D} link each header with the nodes of the active options that
 *       contain it, top to bottom in option order; {@code S[h]} is the number of those nodes (the item's
 *       <em>size</em>). A secondary item's header has {@code L[h] == R[h] == h}: it is never in the root's
 *       list, so the search never chooses it, and it is covered only through the options that contain it;
 *   <li>indices {@code N+1 ..} are the <em>nodes</em>, one per (option, item) pair, option after option in
 *       the order of the problem. {@code L}/{@code R} link the nodes of one option in a circle;
 *       {@code C[x]} is the header of the node's item; {@code U}/{@code D} link it into that item's list.
 * </ul>
 *
 * <p><b>cover(c)</b> removes header {@code c} from the root's list and <em>hides</em> every option in
 * {@code c}'s list: each of its other nodes is unlinked from its item's list (the node keeps its own
 * {@code U}/{@code D} so it can come back). <b>uncover(c)</b> undoes it by walking everything in exactly the
 * reverse order; that is what makes the restoring links valid ("dancing"). Invariants, checked by
 * {@link #checkLinks()}: every list is a consistent circle ({@code L[R[x]] == x}, {@code U[D[x]] == x}),
 * every node in item {@code c}'s list has {@code C[x] == c}, and {@code S[c]} is the length of that list.
 *
 * <p>{@link #live} counts the options no cover has hidden: covering {@code c} hides exactly the
 * {@code S[c]} options in its list, so it is kept with one subtraction per cover; {@link #primaries}
 * counts the active primary items. Engines above read both (the links engine decides with them when to
 * hand a subtree to the bit-parallel endgame); this layer knows nothing of the engines.
 *
 * <p><b>Why the order of uncovering matters.</b> An option's other items are covered rightwards from the
 * node chosen ({@link #coverOthers(int)}) and must be uncovered <em>leftwards</em>
 * ({@link #uncoverOthers(int)}): in Knuth's words, the items must be uncovered in the reverse order of
 * covering, because uncovering an item in the wrong order can resuscitate nodes of another item that are
 * still meant to be hidden (a node removed from two lists by two covers would be put back into a list
 * whose neighbours have since changed). The same holds across levels (the search undoes its levels
 * bottom-up) and for {@link #select(int)}/{@link #deselect(int)}.
 *
 * <p><b>Committed items.</b> Items covered outside any search ({@link #cover(int)}, {@link #select(int)}:
 * a Sudoku's givens, a subproblem's forced options) are kept on a stack with a mark per item, so that a
 * conflict is reported before anything changes and undoing out of order is refused.
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
     * Per node, the index of its option; null until a search counts dead ends without committing
     * ({@link #prepareDeadEnds()}). It never changes: copies share it.
     */
    private int[] optionOf;
    /**
     * Per option, {@link #REC} ints from {@code REC * option}: the simulation that hid it, its marked nodes
     * (kept by {@link #purify} and {@link #unpurify} once this is made), the simulation that marked some of
     * its nodes and how many, its length, its one primary item (0: none, -1:
     * several), and its uncolored nodes of secondary items and its colored nodes. Null with
     * {@link #optionOf}.
     */
    private int[] records;
    private static final int REC = 10;
    private static final int HIDDEN_IN = 0;
    private static final int MARKS = 1;
    private static final int MARKED_IN = 2;
    private static final int SIM_MARKS = 3;
    private static final int LENGTH = 4;
    private static final int PRIMARY = 5;
    private static final int UNCOLORED = 6; // its uncolored nodes of secondary items
    private static final int COLORED = 7; // its colored nodes
    private static final int OWNER_GENERATION = 8; // the generation of the pass that found it in a list
    private static final int OWNER = 9; // that list's header
    private int simulation;
    /** The number of live options: options not hidden by a cover. */
    int live;
    /** The number of active primary items: those in the root's list. */
    int primaries;
    /**
     * Per node, its color ({@link ExactCoverProblem#optionColor}), 0 for none; null when the problem has no
     * colors. Headers have 0. It never changes: a node is <em>marked</em> (Knuth's color -1: its item is
     * purified with its color and its option agrees) by negating its {@code col}, so that hiding an option
     * reads one array per node to tell, the array it reads anyway.
     */
    final int[] color;
    /** Knuth's cleansings so far: purifications and the options they kept (colored problems only). */
    long cleansings;
    /** The counts' memo ({@link SubtreeMemo}) on this matrix: look-ups, hits, and tables cleared when full (tests). */
    long memoFinds;
    long memoHits;
    long memoResets;
    /**
     * Per header of a primary item, Knuth's {@code bound}: how many more options containing it a solution
     * may take (its upper bound less the options chosen), and {@code slack}: upper less lower bound; null
     * when every item is {@code 1..1} (problems without multiplicities). A secondary item's bound is -1, so
     * one read tells the kinds apart where options are committed.
     */
    int[] bound;
    int[] slack;
    /** Per header: whether the item is purified (colored problems only; null otherwise). */
    private final boolean[] purified;
    /**
     * Covers and selections made outside a search, as a stack: an item index for {@link #cover(int)},
     * {@code -(option + 1)} for {@link #select(int)}; and per item its state: {@link #ACTIVE},
     * {@link #COVERED}, or the color it is purified with.
     */
    private final int[] commits;
    private int commitDepth;
    private final int[] itemState;
    private static final int ACTIVE = 0;
    private static final int COVERED = -1;

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
        this.commits = new int[items];
        this.itemState = new int[items];
        int[] colors = problem.optionColorArray();
        if (colors == null) {
            this.color = null;
            this.purified = null;
        } else {
            this.color = new int[len];
            System.arraycopy(colors, 0, color, items + 1, colors.length);
            this.purified = new boolean[items + 1];
        }
        if (problem.hasMultiplicities()) {
            this.bound = new int[items + 1];
            this.slack = new int[items + 1];
            for (int i = 0; i < items; i++) {
                bound[i + 1] = problem.isPrimary(i) ? problem.upperBound(i) : -1;
                slack[i + 1] = problem.upperBound(i) - problem.lowerBound(i);
            }
        } else {
            this.bound = null;
            this.slack = null;
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
        this.optionOf = o.optionOf;
        this.records = o.records == null ? null : o.records.clone();
        if (records != null) {
            makeSizeStamps();
        }
        this.nodeInfo = o.nodeInfo;
        if (o.slots != null) {
            this.slots = o.slots; // replaced by prepareSummaries
            prepareSummaries();
        }
        this.simulation = o.simulation; // the stamps in the records are older than the copy's own
        this.live = o.live;
        this.primaries = o.primaries;
        this.commits = o.commits.clone();
        this.commitDepth = o.commitDepth;
        this.itemState = o.itemState.clone();
        this.color = o.color == null ? null : o.color.clone();
        this.purified = o.purified == null ? null : o.purified.clone();
        this.cleansings = o.cleansings;
        this.bound = o.bound == null ? null : o.bound.clone();
        this.slack = o.slack;
    }

    // ---------------------------------------------------------------------------------------------------
    // covers and selections outside a search (Knuth's commit of an option), validated

    /** Covers an item outside a search; returns the updates. @throws IllegalStateException if it is not active */
    int cover(int item) {
        if (itemState[item] != ACTIVE) {
            throw new IllegalStateException("item '" + problem.itemName(item) + "' is already "
                    + (itemState[item] == COVERED ? "covered" : "purified by a selected option"));
        }
        int updates = coverHeader(item + 1);
        itemState[item] = COVERED;
        commits[commitDepth++] = item;
        return updates;
    }

    /** Uncovers the item covered last outside a search. @throws IllegalStateException if it is not that one */
    void uncover(int item) {
        if (commitDepth == 0 || commits[commitDepth - 1] != item) {
            throw new IllegalStateException("item '" + problem.itemName(item)
                    + "' is not the most recently covered item; uncover must undo covers in reverse order");
        }
        commitDepth--;
        itemState[item] = ACTIVE;
        uncoverHeader(item + 1);
    }

    /** Returns whether an item is neither covered nor purified outside a search. */
    boolean isActive(int item) {
        return itemState[item] == ACTIVE;
    }

    /**
     * Selects an option: commits each of its items in order, as the search commits the items of an option
     * it tries (Knuth's commit: cover an item without a color, purify one with a color), so that a search
     * finds only the solutions that contain it. Nothing changes when it conflicts.
     *
     * @return the updates of the covers and purifications, as Knuth counts them
     * @throws IllegalStateException if one of its items is covered, or purified with another color
     */
    long select(int option) {
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int[] colors = problem.optionColorArray();
        for (int k = start[option]; k < start[option + 1]; k++) {
            int item = items[k];
            int want = colors == null ? 0 : colors[k];
            int state = itemState[item];
            if (state == COVERED || (state != ACTIVE && (want == 0 || state != want))) {
                throw new IllegalStateException("option " + option + " (" + problem.optionText(option)
                        + ") conflicts with a selected option: item '" + problem.itemName(item) + "' is already "
                        + (state == COVERED ? "covered" : "purified with color '" + colorName(state) + "'"));
            }
        }
        long updates = 0;
        int base = n + 1;
        for (int k = start[option]; k < start[option + 1]; k++) {
            int x = base + k;
            int c = color == null ? 0 : col[x] < 0 ? -1 : color[x];
            if (c == 0) {
                updates += coverHeader(col[x]);
                itemState[items[k]] = COVERED;
            } else if (c > 0) {
                updates += purify(x);
                itemState[items[k]] = c;
            }
        }
        commits[commitDepth++] = -(option + 1);
        return updates;
    }

    private String colorName(int c) {
        int[] colors = problem.optionColorArray();
        int[] start = problem.optionStartArray();
        for (int k = 0; k < colors.length; k++) {
            if (colors[k] == c) {
                int o = optionOfNode(n + 1 + k);
                return problem.optionColor(o, k - start[o]);
            }
        }
        return Integer.toString(c);
    }

    /**
     * Deselects the option selected last: uncommits its items in the reverse order. Nothing changes when it
     * is not the last covered or selected.
     *
     * @throws IllegalStateException if it is not the most recent cover or selection
     */
    void deselect(int option) {
        if (commitDepth == 0 || commits[commitDepth - 1] != -(option + 1)) {
            throw new IllegalStateException("option " + option + " (" + problem.optionText(option)
                    + ") is not the most recently selected option");
        }
        commitDepth--;
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int base = n + 1;
        for (int k = start[option + 1] - 1; k >= start[option]; k--) {
            int x = base + k;
            int c = color == null ? 0 : col[x] < 0 ? -1 : color[x];
            if (c == 0) {
                uncoverHeader(col[x]);
                itemState[items[k]] = ACTIVE;
            } else if (c > 0) {
                unpurify(x);
                itemState[items[k]] = ACTIVE;
            }
        }
    }

    /**
     * Tries an option as the search does at a level whose chosen item is header {@code h}: covers
     * {@code h}, then commits the option's other items rightwards from its node in {@code h}'s list. Returns
     * that node; the updates of the other items' commits go into {@code updates[0]} (the cover of {@code h}
     * is not counted: whoever chose {@code h} counted it). Undo with {@link #untry(int)}.
     */
    int tryOption(int h, int option, long[] updates) {
        int[] start = problem.optionStartArray();
        int node = -1;
        for (int k = start[option]; k < start[option + 1]; k++) {
            if (col[n + 1 + k] == h) {
                node = n + 1 + k;
            }
        }
        if (node < 0) {
            throw new IllegalArgumentException("option " + option + " does not contain header " + h);
        }
        coverHeader(h);
        updates[0] += coverOthers(node);
        return node;
    }

    /** Undoes {@link #tryOption}: uncommits the option's other items leftwards, then uncovers its item. */
    void untry(int node) {
        uncoverOthers(node);
        uncoverHeader(col[node]);
    }

    /**
     * Selects the options of a prefix in order, the one way a subproblem, a reused solver or a parallel
     * worker applies forced options; on a conflict, deselects those it selected and throws.
     *
     * @throws PrefixException if an option is out of range or conflicts with an earlier one or with a
     *     covered item
     */
    void selectPrefix(int[] prefix) {
        int selected = 0;
        try {
            for (int o : prefix) {
                if (o < 0 || o >= problem.optionCount()) {
                    throw new PrefixException("option " + o + " is out of range [0, " + problem.optionCount() + ")",
                            null);
                }
                try {
                    select(o);
                } catch (IllegalStateException e) {
                    throw new PrefixException(e.getMessage(), e);
                }
                selected++;
            }
        } catch (RuntimeException e) {
            for (int k = selected - 1; k >= 0; k--) {
                deselect(prefix[k]);
            }
            throw e;
        }
    }

    /** A prefix of options that does not fit the matrix: one is out of range or conflicts. */
    static final class PrefixException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        PrefixException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Undoes {@link #selectPrefix(int[])}: deselects the options in the reverse order. */
    void deselectPrefix(int[] prefix) {
        for (int k = prefix.length - 1; k >= 0; k--) {
            deselect(prefix[k]);
        }
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

    private int commitOthers(int p) {
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

    // ---------------------------------------------------------------------------------------------------
    // trying an option whose node below is a dead end, without making its commit
    //
    // In a colored problem, committing an option's items (purifying or covering each, rightwards) can empty
    // an active primary item's list: the node below is then a dead end. The search would make the commit,
    // enter that node (choose an item of size 0 and cover it: one update), back up and undo the commit.
    // Knuth's counters of the commit do not need it made: one pass over the lists it would walk, without
    // unlinking, gives them, when each option knows its length and how many of its nodes are marked. An
    // option the commit would hide is stamped instead (so that the lists walked after skip it, as they
    // would no longer hold it); it costs one update per unmarked node but the one it is reached by; and a
    // node the commit would mark is counted in its option's record for the pass. The same pass takes one
    // off a copy of the size of each primary item of an option it hides, which tells whether one empties.

    /**
     * Commits the other items of node p's option, rightwards, as {@link #coverOthers(int)} does, unless that
     * would empty the list of an active primary item ({@link #prepareDeadEnds()} first). Then it leaves the
     * matrix as it is, adds the commit's cleansings to {@link #cleansings} and returns the complement
     * {@code ~u} of its updates {@code u}: the node below p is a dead end. When {@code u} would reach
     * {@code budget} it makes the commit all the same and returns its updates (the search then stops below
     * p, where it would have).
     */
    long commitUnlessDeadEnd(int p, long budget) {
        long all = fromSummaries(p);
        if (all < 0) {
            all = simulateCommit(right[p], p, 0);
        } else {
            assert agreesWithSimulation(p, all);
        }
        if (simulatedEmpty && all < budget) {
            cleansings += simulatedCleansings;
            deadEndsRead++;
            return ~all;
        }
        return commitOthers(p);
    }

    // ---------------------------------------------------------------------------------------------------
    // the siblings' commits from one pass over each list
    //
    // The options of one level are tried from the same state of the links (each try is undone before the
    // next), and siblings often commit the same items: the options of a Kakuro run purify the run's cells,
    // each with its own digits. What simulateCommit reads in an item's list does not depend on the option
    // tried, but for the color it purifies with: so one pass over the list, per generation (a level's state
    // of the links), keeps per color of the item the options and their unmarked nodes, and every sibling's
    // counters are sums of these. That holds when the lists the commit walks hold disjoint options (no
    // option is hidden twice or marked by one item and hidden by another: the pass stamps each option with
    // the list it found it in, and gives up on both lists when one is found in two), when the option tried
    // has one primary item (the one chosen: the commit covers no other), and when each list's options
    // share one primary item (whose size then drops by the options hidden). Anything else is simulated.

    /**
     * The generation the next {@link #commitUnlessDeadEnd} reads summaries of: {@link #newGeneration()} at a
     * level whose tries start from one state; a try may replace it (read it back), when a pass of another
     * generation came between, whose stamps may have overwritten this one's.
     */
    int generation;
    private int generations;
    /** The generation of the latest pass over a list. */
    private int lastPassGeneration;
    private int passes;
    /**
     * Per node, two ints from {@code 2 * node}: its option's record ({@code REC * option}) and its slot's
     * first int ({@code 3 * slot}: a slot per item and color of the item's nodes, uncolored included). It
     * never changes: copies share it.
     */
    private int[] nodeInfo;
    /** Per slot, 3 ints: the pass that filled it, the options of its color, and their unmarked nodes. */
    private int[] slots;
    /**
     * Per header, its summary: the generation and pass that made it, its options, their unmarked nodes but
     * the ones in the list (what hiding them costs), and their one primary item (-1: several, or an option
     * also in another list of the generation).
     */
    private int[] sumGeneration;
    private int[] sumPass;
    private int[] sumOptions;
    private long[] sumCost;
    private int[] sumPrimary;

    /** The tries {@link #fromSummaries} read, and the generations it started anew (for tests). */
    long triesSummed;
    long generationsRenewed;
    /**
     * The generations {@link #newGeneration} started: one per level a search entered reading dead ends off
     * the links, and one per renewal by {@link #fromSummaries} (tests). None while a search does not read them.
     */
    long generationsStarted;

    /** Starts a generation: the state of the links from which the next tries are made. */
    int newGeneration() {
        if (slots == null) {
            return 0;
        }
        if (generations == Integer.MAX_VALUE) { // the stamps wrap: start over
            Arrays.fill(sumGeneration, 0);
            for (int k = OWNER_GENERATION; k < records.length; k += REC) {
                records[k] = 0;
            }
            generations = 0;
        }
        generation = ++generations;
        generationsStarted++;
        lastPassGeneration = generation; // no pass of it yet: no stamp of it anywhere
        return generation;
    }

    /** Makes the slots of the items' colors and the summaries' arrays ({@link #prepareDeadEnds()}). */
    private void prepareSummaries() {
        if (nodeInfo == null) {
            int[] items = problem.optionItemArray();
            int[] colors = problem.optionColorArray();
            int nodes = items.length;
            // The nodes by item (a counting sort), then a slot per item and color.
            int[] first = new int[n + 1];
            for (int k = 0; k < nodes; k++) {
                first[items[k] + 1]++;
            }
            for (int i = 0; i < n; i++) {
                first[i + 1] += first[i];
            }
            int[] byItem = new int[nodes];
            int[] fill = Arrays.copyOf(first, n);
            for (int k = 0; k < nodes; k++) {
                byItem[fill[items[k]]++] = k;
            }
            int[] info = new int[2 * col.length];
            int[] seenIn = new int[problem.colorCount() + 1];
            int[] seenSlot = new int[problem.colorCount() + 1];
            int next = 0;
            for (int i = 0; i < n; i++) {
                for (int k = first[i]; k < first[i + 1]; k++) {
                    int x = colors[byItem[k]];
                    if (seenIn[x] != i + 1) {
                        seenIn[x] = i + 1;
                        seenSlot[x] = next++;
                    }
                    int x2 = 2 * (n + 1 + byItem[k]);
                    info[x2] = REC * optionOf[n + 1 + byItem[k]];
                    info[x2 + 1] = 3 * seenSlot[x];
                }
            }
            nodeInfo = info;
            slots = new int[3 * Math.max(1, next)];
        } else {
            slots = new int[slots.length];
        }
        sumGeneration = new int[n + 1];
        sumPass = new int[n + 1];
        sumOptions = new int[n + 1];
        sumCost = new long[n + 1];
        sumPrimary = new int[n + 1];
    }

    /**
     * Returns what {@link #simulateCommit simulateCommit(right[p], p, 0)} would (its updates, and its
     * cleansings and whether a primary item's list empties in the fields it sets) from the summaries of
     * {@link #generation}, making those missing; -1 when summaries do not tell (see above).
     */
    private long fromSummaries(int p) {
        if (slots == null || generation == 0 || records[REC * optionOf[p] + PRIMARY] <= 0) {
            return -1;
        }
        final int[] r = right;
        final int[] cl = col;
        int gen = generation;
        for (int q = r[p]; q != p;) {
            int c = cl[q];
            if (c > 0 && sumGeneration[c] != gen) {
                if (lastPassGeneration != gen) {
                    // A pass of another generation came between: its stamps may have replaced this one's,
                    // so a new generation starts, and each list is passed over again.
                    gen = newGeneration();
                    generationsRenewed++;
                    q = r[p];
                    continue;
                }
                if (pass(c, gen)) {
                    q = r[p]; // the passes' stamps wrapped: every summary is to be made again
                    continue;
                }
            }
            q = r[q];
        }
        int sim = nextSimulation();
        final int[] cr = color;
        final int[] info = nodeInfo;
        final int[] sl = slots;
        long updates = 0;
        long cleansed = 0;
        boolean empty = false;
        for (int q = r[p]; q != p; q = r[q]) {
            int c = cl[q];
            if (c <= 0) {
                continue; // marked: its item is purified with its color already
            }
            int g = sumPrimary[c];
            if (g < 0) {
                return -1;
            }
            int taken;
            if (cr[q] == 0) {
                updates += 1 + sumCost[c]; // cover(c): hides every option in its list
                taken = sumOptions[c];
            } else {
                int b = info[2 * q + 1];
                int kept = 0;
                int keptCost = 0;
                if (sl[b] == sumPass[c]) {
                    kept = sl[b + 1];
                    keptCost = sl[b + 2];
                }
                updates += sumCost[c] - keptCost; // purify(c): hides the options of other colors
                cleansed += 1 + kept; // the item, and each option it keeps
                taken = sumOptions[c] - kept;
            }
            if (taken > 0) {
                empty |= take(g, taken, sim);
            }
        }
        simulatedCleansings = cleansed;
        simulatedEmpty = empty;
        simulatedCovers = false;
        triesSummed++;
        return updates;
    }

    /**
     * Passes over header c's list and makes its summary for generation {@code gen}; returns whether the
     * passes' stamps wrapped first (then every other summary is gone).
     */
    private boolean pass(int c, int gen) {
        int w = ++passes;
        boolean wrapped = w == Integer.MAX_VALUE;
        if (wrapped) { // the stamps wrap: start over
            Arrays.fill(slots, 0);
            Arrays.fill(sumPass, 0);
            Arrays.fill(sumGeneration, 0);
            passes = w = 1;
        }
        lastPassGeneration = gen;
        final int[] d = down;
        final int[] info = nodeInfo;
        final int[] rec = records;
        final int[] sl = slots;
        long cost = 0;
        int options = 0;
        int primary = 0;
        for (int rr = d[c]; rr != c; rr = d[rr]) {
            int b = info[2 * rr];
            int k = rec[b + LENGTH] - 1 - rec[b + MARKS];
            int s = info[2 * rr + 1];
            if (sl[s] != w) {
                sl[s] = w;
                sl[s + 1] = 1;
                sl[s + 2] = k;
            } else {
                sl[s + 1]++;
                sl[s + 2] += k;
            }
            cost += k;
            options++;
            int h = rec[b + PRIMARY];
            if (primary >= 0) {
                primary = h <= 0 || (primary != 0 && h != primary) ? -1 : h;
            }
            if (rec[b + OWNER_GENERATION] == gen) {
                int other = rec[b + OWNER];
                if (other != c) { // in two lists: neither tells
                    primary = -1;
                    if (sumGeneration[other] == gen) {
                        sumPrimary[other] = -1;
                    }
                }
            } else {
                rec[b + OWNER_GENERATION] = gen;
                rec[b + OWNER] = c;
            }
        }
        sumGeneration[c] = gen;
        sumPass[c] = w;
        sumOptions[c] = options;
        sumCost[c] = cost;
        sumPrimary[c] = primary;
        return wrapped;
    }

    /** Whether {@link #fromSummaries} agreed with {@link #simulateCommit} on the try of p (assertions). */
    private boolean agreesWithSimulation(int p, long updates) {
        long cleansed = simulatedCleansings;
        boolean empty = simulatedEmpty;
        long simulated = simulateCommit(right[p], p, 0);
        assert simulated == updates && simulatedCleansings == cleansed && simulatedEmpty == empty
                : "option " + optionOfNode(p) + ": summaries " + updates + "/" + cleansed + "/" + empty
                + ", simulation " + simulated + "/" + simulatedCleansings + "/" + simulatedEmpty;
        return true;
    }

    /** The tries whose dead end below {@link #commitUnlessDeadEnd} read off the links (for tests). */
    long deadEndsRead;
    /** The dead ends that a search reading them off the links entered all the same (for tests). */
    long deadEndsDanced;
    /** The cleansings of the last {@link #simulateCommit}. */
    private long simulatedCleansings;
    /** Whether the last {@link #simulateCommit} emptied a primary item's list (when it watched them). */
    private boolean simulatedEmpty;
    /** Whether the last {@link #simulateCommit} committed the item it was given. */
    private boolean simulatedCovers;
    private int[] sizeStamp;
    private int[] sizeLeft;

    /**
     * Makes what {@link #commitUnlessDeadEnd} reads: each node's option, and each option's record (its
     * marked nodes counted as the matrix stands). Idempotent.
     */
    void prepareDeadEnds() {
        if (records != null) {
            return;
        }
        int[] start = problem.optionStartArray();
        int options = start.length - 1;
        int[] of = new int[col.length];
        int[] rec = new int[REC * Math.max(1, options)];
        int base = n + 1;
        for (int o = 0; o < options; o++) {
            int primary = 0;
            for (int x = base + start[o]; x < base + start[o + 1]; x++) {
                of[x] = o;
                int c = col[x];
                int h = Math.abs(c);
                boolean isPrimary = left[h] != h; // a secondary header links to itself
                if (c < 0) {
                    rec[REC * o + MARKS]++;
                } else if (isPrimary) {
                    primary = primary == 0 ? c : -1;
                }
                if (color[x] != 0) {
                    rec[REC * o + COLORED]++;
                } else if (!isPrimary) {
                    rec[REC * o + UNCOLORED]++;
                }
            }
            rec[REC * o + LENGTH] = start[o + 1] - start[o];
            rec[REC * o + PRIMARY] = primary;
        }
        optionOf = of;
        records = rec;
        makeSizeStamps();
        prepareSummaries();
    }

    /**
     * Makes the simulations' arrays of item sizes with the records, not at the first simulation: a test
     * there, never true again in a thread's count, was true in each parallel worker's copy and threw the
     * compiled simulation away.
     */
    private void makeSizeStamps() {
        sizeStamp = new int[n + 1];
        sizeLeft = new int[n + 1];
    }

    /**
     * Returns the updates of committing the items of nodes {@code from} to the left of {@code p}, rightwards
     * (the rest of p's commit), and puts its cleansings in {@link #simulatedCleansings}, leaving the matrix
     * as it is. An option that would be hidden costs one update per unmarked node but the one it is reached
     * by: its length less one, less its marked nodes, less those the commit would mark. With {@code g} 0 it
     * watches the primary items' lists ({@link #simulatedEmpty}: whether one empties); otherwise it tells
     * whether the commit covers header {@code g} ({@link #simulatedCovers}).
     */
    private long simulateCommit(int from, int p, int g) {
        int[] r = right;
        int[] d = down;
        int[] cl = col;
        int[] cr = color;
        int[] of = optionOf;
        int[] rec = records;
        int sim = nextSimulation();
        boolean watch = g == 0;
        if (watch) {
            for (int q = from; q != p; q = r[q]) {
                int c = cl[q];
                if (c > 0 && left[c] != c) { // covered by the commit: whether its list empties does not matter
                    sizeStamp[c] = sim;
                    sizeLeft[c] = Integer.MAX_VALUE;
                }
            }
        }
        long updates = 0;
        long cleansed = 0;
        boolean empty = false;
        boolean covers = false;
        for (int q = from; q != p; q = r[q]) {
            int c = cl[q];
            if (c <= 0) {
                continue; // marked: its item is purified with its color already
            }
            covers |= c == g;
            int x = cr[q];
            if (x == 0) {
                updates++; // cover(c): hides every option left in its list
            } else {
                cleansed++; // purify(c): the item, and each option it keeps
            }
            for (int rr = d[c]; rr != c; rr = d[rr]) {
                int b = REC * of[rr];
                if (rec[b + HIDDEN_IN] == sim || rr == q) {
                    continue; // an option the rest of the commit has hidden already, or p's own node
                }
                int simMarks = rec[b + MARKED_IN] == sim ? rec[b + SIM_MARKS] : 0;
                if (x != 0 && cr[rr] == x) {
                    cleansed++;
                    rec[b + MARKED_IN] = sim;
                    rec[b + SIM_MARKS] = simMarks + 1;
                    continue;
                }
                rec[b + HIDDEN_IN] = sim;
                updates += rec[b + LENGTH] - 1 - rec[b + MARKS] - simMarks;
                if (!watch) {
                    continue;
                }
                int h = rec[b + PRIMARY];
                if (h > 0) {
                    empty |= takeOne(h, sim);
                } else if (h < 0) { // several primary items: find them
                    for (int j = r[rr]; j != rr; j = r[j]) {
                        int cj = cl[j];
                        if (cj > 0 && left[cj] != cj) {
                            empty |= takeOne(cj, sim);
                        }
                    }
                }
            }
        }
        simulatedCleansings = cleansed;
        simulatedEmpty = empty;
        simulatedCovers = covers;
        return updates;
    }

    /**
     * Moves the stamps of simulations, passes and generations each to the given number of steps (at least 1)
     * short of wrapping, so that a search makes them wrap and start over (tests; each wraps after 2^31 steps
     * otherwise).
     */
    void stampsNearWrap(int simulations, int passes, int generations) {
        if (simulations < 1 || passes < 1 || generations < 1) {
            throw new IllegalArgumentException("at least one step before each wrap (it is found by stepping onto it)");
        }
        this.simulation = Integer.MAX_VALUE - simulations;
        this.passes = Integer.MAX_VALUE - passes;
        this.generations = Integer.MAX_VALUE - generations;
    }

    /** The stamps of simulations, passes and generations so far (tests). */
    int[] stamps() {
        return new int[] {simulation, passes, generations};
    }

    /** Starts a simulation: a new stamp for the records and the sizes. */
    private int nextSimulation() {
        int sim = ++simulation;
        if (sim == Integer.MAX_VALUE) { // the stamps wrap: start over
            int[] rec = records;
            for (int k = 0; k < rec.length; k += REC) {
                rec[k + HIDDEN_IN] = 0;
                rec[k + MARKED_IN] = 0;
            }
            Arrays.fill(sizeStamp, 0);
            simulation = sim = 1;
        }
        return sim;
    }

    /** The nodes and solutions below the level {@link #countLastTwoItems} counted. */
    long twoItemChildren;
    long twoItemGrandchildren;
    long twoItemSolutions;

    /**
     * {@link #countLastItem(int, long)} one level up: header {@code h}, chosen by the search, and one other
     * primary item {@code g} are the active ones ({@link #prepareDeadEnds()} first). Returns Knuth's updates
     * of the search's subtree below (covering h, then for each option of h's list its commit, the node
     * below and what {@link #countLastItem} counts there), adds its cleansings to {@link #cleansings}, and
     * puts in {@link #twoItemChildren} the nodes one level down (one per option of h), in
     * {@link #twoItemGrandchildren} those two levels down, and in {@link #twoItemSolutions} the solutions
     * among both, leaving the matrix as it is. Only the cover of h is made (and undone); each commit is read
     * off the links ({@link #simulateCommit}), and so is the last item's count after it: g's options the
     * commit would hide are the stamped ones, and each other one's marked nodes include those the commit
     * would mark. An option of h that holds g covers g too: the node below is a solution. Counts nothing and
     * returns -1 when the updates would reach {@code budget} or the nodes exceed {@code nodeRoom} (the
     * search then dances, to stop where it would have).
     */
    long countLastTwoItems(int h, long budget, long nodeRoom) {
        assert primaries == 2 && records != null && left[h] != h;
        final int[] r = right;
        final int[] d = down;
        final int[] cl = col;
        final int[] rec = records;
        final int[] of = optionOf;
        int g = r[0] == h ? r[h] : r[0];
        long cleansed = 0;
        long updates = coverHeader(h);
        long children = 0;
        long grandchildren = 0;
        long solutions = 0;
        boolean fits = true;
        for (int o = d[h]; o != h; o = d[o]) {
            updates += simulateCommit(r[o], o, g);
            cleansed += simulatedCleansings;
            children++;
            if (simulatedCovers) {
                solutions++;
            } else {
                int sim = simulation;
                long k = 0;
                long u = 1; // cover(g)
                for (int x = d[g]; x != g; x = d[x]) {
                    int b = REC * of[x];
                    if (rec[b + HIDDEN_IN] == sim) {
                        continue;
                    }
                    k++;
                    int simMarks = rec[b + MARKED_IN] == sim ? rec[b + SIM_MARKS] : 0;
                    int colored = rec[b + COLORED] - rec[b + MARKS] - simMarks;
                    u += 2L * rec[b + UNCOLORED] + colored; // the hides, and cover or purify of each item
                    cleansed += colored;
                }
                updates += u;
                grandchildren += k;
                solutions += k;
            }
            if (updates >= budget || children + grandchildren > nodeRoom) {
                fits = false;
                break;
            }
        }
        uncoverHeader(h);
        if (!fits) {
            return -1;
        }
        cleansings += cleansed;
        twoItemChildren = children;
        twoItemGrandchildren = grandchildren;
        twoItemSolutions = solutions;
        return updates;
    }

    /** Takes one node off primary header h's list in simulation {@code sim}; returns whether it is empty. */
    private boolean takeOne(int h, int sim) {
        return take(h, 1, sim);
    }

    /** Takes {@code k} nodes off primary header h's list in simulation {@code sim}; returns whether it is empty. */
    private boolean take(int h, int k, int sim) {
        if (sizeStamp[h] != sim) {
            sizeStamp[h] = sim;
            sizeLeft[h] = size[h];
        }
        return (sizeLeft[h] -= k) == 0;
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
    private int purify(int p) {
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
                if (records != null) {
                    records[REC * optionOf[rr] + MARKS]++;
                }
            }
        }
        cleansings += kept;
        return updates;
    }

    /** Undoes {@link #purify(int)}, bottom to top. */
    private void unpurify(int p) {
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
                if (records != null) {
                    records[REC * optionOf[rr] + MARKS]--;
                }
            } else {
                unhideOption(rr);
                live++;
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // counting the last item without dancing
    //
    // When one primary item h is left, every option in h's list completes a solution, and nothing else is
    // live: an option holds a primary item (the builder and the parser make sure), every primary item but h
    // is covered, and covering an item hides its options. So the search would cover h, hiding each option
    // of h's list from its other items' lists, which leaves those lists empty; then, option by option, commit
    // the option's other items, all secondary: covering an item with an empty list is one update, purifying
    // it one cleansing (the item, and no option kept); a marked node (its item purified by an earlier level
    // with its color) is skipped by both the hide and the commit; and each option is a solution one level
    // down. A count needs only what that costs in Knuth's counters, which one read-only pass over the
    // options of h's list gives.

    /**
     * Returns Knuth's updates of covering header {@code h}, the only active primary item, and of committing
     * each of its options in turn (each undone before the next, as the search does), and adds their
     * cleansings to {@link #cleansings}, without changing the links; each of its {@link #size} options is a
     * solution. When the updates would reach {@code budget}, counts nothing and returns -1 (the search then
     * dances, to stop where it would have).
     */
    long countLastItem(int h, long budget) {
        assert primaries == 1 && left[h] != h;
        long nodes = otherNodesOfList(h);
        long uncolored = (int) nodes;
        long colored = nodes >>> 32;
        long updates = 1 + 2 * uncolored + colored; // cover(h) with its hides; cover(item) or purify(item)
        if (updates >= budget) {
            return -1;
        }
        cleansings += colored;
        return updates;
    }

    /**
     * Returns, for the options of header {@code h}'s list, how many of their nodes other than {@code h}'s
     * are unmarked and uncolored (the low 32 bits) and unmarked and colored (the high 32 bits). A marked node
     * (its item purified by an earlier level with its color) is skipped by both the hide and the commit.
     * Every such node must be of a secondary item (both callers know why).
     */
    private long otherNodesOfList(int h) {
        final int[] r = right;
        final int[] d = down;
        final int[] cl = col;
        final int[] cr = color;
        int uncolored = 0;
        int colored = 0;
        for (int i = d[h]; i != h; i = d[i]) {
            for (int j = r[i]; j != i; j = r[j]) {
                int c = cl[j];
                assert !problem.isPrimary(Math.abs(c) - 1) : "a primary item besides " + h;
                if (c > 0) {
                    if (cr == null || cr[j] == 0) {
                        uncolored++;
                    } else {
                        colored++;
                    }
                }
            }
        }
        return (long) colored << 32 | uncolored;
    }

    /**
     * {@link #countLastItem(int, long)} for Algorithm M. Header {@code c} was the only active primary item and
     * the search has just covered it (its bound reached 0), so every move of its level is a solution one
     * level down: no commit makes an item active. Returns Knuth's updates of making the moves in turn, each
     * undone before the next, and adds their cleansings to {@link #cleansings}, without changing the links.
     * A move is an option of {@code c}'s list: the tweak that takes it out of the list when {@code tweaks}
     * (the item keeps slack, and its level then ends with the null move, which costs nothing), and the commit
     * of its other items, which are secondary and meet empty lists. For every primary item but {@code c} is
     * covered, its options hidden, or inactive: a null move took it out of the root's list after its level
     * had tweaked, and so hidden, every option of its list. So a live option holds {@code c}, and covering
     * {@code c} hid those from the other lists. Covering an uncolored item with an empty list is one update,
     * purifying a colored one a cleansing (the item, and no option kept). When the updates would reach
     * {@code budget}, counts nothing and returns -1 (the search then makes the moves, to stop where it
     * would have).
     */
    long countLastItemBounded(int c, boolean tweaks, long budget) {
        assert right[0] == 0 && bound[c] == 0;
        long nodes = otherNodesOfList(c);
        long colored = nodes >>> 32;
        long updates = (tweaks ? size[c] : 0) + (int) nodes;
        if (updates >= budget) {
            return -1;
        }
        cleansings += colored;
        return updates;
    }

    // ---------------------------------------------------------------------------------------------------
    // multiplicities: Knuth's Algorithm M (TAOCP 7.2.2.1; his program DLX3)
    //
    // Trying an option commits its other items: a primary item's bound goes down by one, and the item is
    // covered when it reaches 0; a secondary item is covered or purified as in Algorithm C. Tweaking hides
    // the option of the topmost node of an item that is being branched on without covering it, and takes
    // the node out of the item's list; untweaking puts a run of tweaked nodes back at once.

    /** Gives every primary item bounds 1..1 where the problem has none (to run Algorithm M on it, in tests). */
    void ensureBounds() {
        if (bound == null) {
            bound = new int[n + 1];
            slack = new int[n + 1];
            for (int h = 1; h <= n; h++) {
                bound[h] = problem.isPrimary(h - 1) ? problem.upperBound(h - 1) : -1;
            }
        }
    }

    /** Commits the other items of node p's option, rightwards, with bounds; returns the updates. */
    int commitOthersBounded(int p) {
        int[] r = right;
        int[] cl = col;
        int[] cr = color;
        int[] b = bound;
        int updates = 0;
        for (int q = r[p]; q != p; q = r[q]) {
            int c = cl[q];
            if (c < 0) {
                continue; // marked: its item is purified with its color already
            }
            int bc = b[c];
            if (bc >= 0) { // primary
                b[c] = --bc;
                if (bc == 0) {
                    updates += coverHeader(c);
                }
            } else if (cr == null || cr[q] == 0) {
                updates += coverHeader(c);
            } else {
                updates += purify(q);
            }
        }
        return updates;
    }

    /** Undoes {@link #commitOthersBounded(int)}, leftwards. */
    void uncommitOthersBounded(int p) {
        int[] l = left;
        int[] cl = col;
        int[] cr = color;
        int[] b = bound;
        for (int q = l[p]; q != p; q = l[q]) {
            int c = cl[q];
            if (c < 0) {
                continue;
            }
            int bc = b[c];
            if (bc >= 0) { // primary
                if (bc == 0) {
                    uncoverHeader(c);
                }
                b[c] = bc + 1;
            } else if (cr == null || cr[q] == 0) {
                uncoverHeader(c);
            } else {
                unpurify(q);
            }
        }
    }

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

    /** Returns copies of the link arrays {L, R, U, D, C, S}, for tests of the restore invariant. */
    int[][] snapshot() {
        return new int[][] {left.clone(), right.clone(), up.clone(), down.clone(), col.clone(), size.clone(),
            color == null ? new int[0] : color.clone(), boundsOfProblem()};
    }

    /** Returns whether the arrays equal a snapshot. */
    boolean matches(int[][] snapshot) {
        return Arrays.equals(snapshot[0], left) && Arrays.equals(snapshot[1], right)
                && Arrays.equals(snapshot[2], up) && Arrays.equals(snapshot[3], down)
                && Arrays.equals(snapshot[4], col) && Arrays.equals(snapshot[5], size)
                && Arrays.equals(snapshot[6], color == null ? new int[0] : color)
                && Arrays.equals(snapshot[7], boundsOfProblem());
    }

    /** The bounds, for snapshots: none for a problem without multiplicities (run by Algorithm M or not). */
    private int[] boundsOfProblem() {
        return problem.hasMultiplicities() ? bound.clone() : new int[0];
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
