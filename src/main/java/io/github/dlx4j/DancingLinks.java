/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The mutable dancing-links matrix of an {@link ExactCoverProblem}, and the entry points of Algorithm X.
 *
 * <pre>{@code
 * DancingLinks dl = new DancingLinks(problem);
 * long count = dl.count();
 * Optional<Solution> first = dl.findFirst();
 * dl.search(SearchSettings.builder().solutionLimit(10).build(), solution -> {
 *     System.out.println(solution.optionTexts());
 *     return Decision.CONTINUE;
 * });
 * }</pre>
 *
 * <h2>Design notes</h2>
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
 * <p>The search ({@code Search}) is Knuth's Algorithm X written iteratively with an explicit choice stack
 * {@code x[level]}, so its depth is limited only by memory; it chooses the leftmost active primary item of
 * minimum size and allocates nothing per node.
 *
 * <p>An instance is not thread-safe: use one per thread; {@link #copy()} makes another in a few array
 * clones. A {@code DancingLinks} cannot be searched while it is already being searched (for example from
 * inside a visitor): that throws {@link IllegalStateException}.
 */
public final class DancingLinks {

    final ExactCoverProblem problem;
    /** Number of items N; headers are 1..N and nodes start at N + 1. */
    final int n;
    final int[] left;
    final int[] right;
    final int[] up;
    final int[] down;
    final int[] col;
    final int[] size;

    /** Items covered through the public {@link #cover(int)}, as a stack, and a mark per item. */
    private final int[] userStack;
    private int userDepth;
    private final boolean[] userCovered;
    private boolean searching;

    /**
     * Lays out the matrix of a problem, in time and memory linear in its number of nodes.
     *
     * @param problem the problem
     * @throws NullPointerException if {@code problem} is null
     * @throws IllegalArgumentException if the problem has too many nodes for {@code int} indices
     */
    public DancingLinks(ExactCoverProblem problem) {
        this.problem = Objects.requireNonNull(problem, "problem");
        int items = problem.itemCount();
        int nodes = problem.nodeCount();
        long total = 1L + items + nodes;
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
        this.userStack = new int[items];
        this.userCovered = new boolean[items];
        layOut();
    }

    private DancingLinks(DancingLinks o) {
        this.problem = o.problem;
        this.n = o.n;
        this.left = o.left.clone();
        this.right = o.right.clone();
        this.up = o.up.clone();
        this.down = o.down.clone();
        this.col = o.col.clone();
        this.size = o.size.clone();
        this.userStack = o.userStack.clone();
        this.userDepth = o.userDepth;
        this.userCovered = o.userCovered.clone();
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
     * Returns the problem this matrix was laid out from.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return problem;
    }

    /**
     * Returns an independent copy of this matrix in its current state, for use by another thread.
     *
     * @return a new instance with cloned arrays
     * @throws IllegalStateException if a search is running on this instance
     */
    public DancingLinks copy() {
        checkNotSearching();
        return new DancingLinks(this);
    }

    // ---------------------------------------------------------------------------------------------------
    // cover / uncover for custom searches

    /**
     * Covers an item: removes it from the list of active items and hides every option that contains it.
     *
     * <p>For a custom search: after {@code cover(i)}, {@link #forEachOption(int, IntConsumer)} still lists
     * the options of {@code i} (they are hidden from the other items only). Covers must be undone with
     * {@link #uncover(int)} in exactly the reverse order.
     *
     * @param item an item index of the problem
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     * @throws IllegalStateException if the item is already covered, or a search is running
     */
    public void cover(int item) {
        Objects.checkIndex(item, n);
        checkNotSearching();
        if (userCovered[item]) {
            throw new IllegalStateException("item '" + problem.itemName(item) + "' is already covered");
        }
        coverHeader(item + 1);
        userCovered[item] = true;
        userStack[userDepth++] = item;
    }

    /**
     * Uncovers an item: undoes {@link #cover(int)}, restoring every link it changed.
     *
     * @param item the item covered most recently and not yet uncovered
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     * @throws IllegalStateException if {@code item} is not the most recently covered item, or a search is
     *     running
     */
    public void uncover(int item) {
        Objects.checkIndex(item, n);
        checkNotSearching();
        if (userDepth == 0 || userStack[userDepth - 1] != item) {
            throw new IllegalStateException("item '" + problem.itemName(item)
                    + "' is not the most recently covered item; uncover must undo covers in reverse order");
        }
        userDepth--;
        userCovered[item] = false;
        uncoverHeader(item + 1);
    }

    /**
     * Selects an option before a search: covers each of its items, in order, so that every later search
     * finds only the solutions that contain it (they are reported without it). This is how a Sudoku's givens
     * or a forced prefix are applied to a matrix that is laid out once and reused.
     *
     * @param option an option index of the problem
     * @throws IndexOutOfBoundsException if {@code option} is not an option index
     * @throws IllegalStateException if one of its items is already covered (the option is then not active),
     *     or a search is running; nothing is changed in that case
     */
    public void select(int option) {
        Objects.checkIndex(option, problem.optionCount());
        checkNotSearching();
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        for (int k = start[option]; k < start[option + 1]; k++) {
            if (userCovered[items[k]]) {
                throw new IllegalStateException("option " + option + " (" + problem.optionText(option)
                        + ") conflicts with a selected option: item '" + problem.itemName(items[k])
                        + "' is already covered");
            }
        }
        for (int k = start[option]; k < start[option + 1]; k++) {
            cover(items[k]);
        }
    }

    /**
     * Deselects the option selected most recently: uncovers its items in reverse order.
     *
     * @param option the option selected most recently and not yet deselected
     * @throws IndexOutOfBoundsException if {@code option} is not an option index
     * @throws IllegalStateException if its items are not the most recent covers, or a search is running;
     *     nothing is changed in that case
     */
    public void deselect(int option) {
        Objects.checkIndex(option, problem.optionCount());
        checkNotSearching();
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int from = start[option];
        int to = start[option + 1];
        for (int k = to - 1, depth = userDepth - 1; k >= from; k--, depth--) {
            if (depth < 0 || userStack[depth] != items[k]) {
                throw new IllegalStateException("option " + option + " (" + problem.optionText(option)
                        + ") is not the most recently selected option");
            }
        }
        for (int k = to - 1; k >= from; k--) {
            uncover(items[k]);
        }
    }

    /**
     * Covers header {@code c} (an item index plus one); returns the number of updates, as Knuth counts them.
     */
    int coverHeader(int c) {
        int[] l = left;
        int[] r = right;
        int[] u = up;
        int[] d = down;
        int[] cl = col;
        int[] s = size;
        int updates = 1;
        int lc = l[c];
        int rc = r[c];
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
     * Uncovers header {@code c}. The loops run in the reverse order of {@link #coverHeader(int)}, bottom to
     * top and right to left, so that each node is put back into exactly the links it was taken out of.
     */
    void uncoverHeader(int c) {
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
        l[r[c]] = c;
        r[l[c]] = c;
    }

    // ---------------------------------------------------------------------------------------------------
    // read-only queries

    /**
     * Returns an item's size: the number of active options that contain it.
     *
     * @param item an item index
     * @return the number of options in the item's list
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public int size(int item) {
        Objects.checkIndex(item, n);
        return size[item + 1];
    }

    /**
     * Returns whether an item is active, that is not covered by {@link #cover(int)}.
     *
     * @param item an item index
     * @return true when the item is not covered
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public boolean isActive(int item) {
        Objects.checkIndex(item, n);
        return !userCovered[item];
    }

    /**
     * Returns the active primary items, in the order the search scans them (item order).
     *
     * @return a new array of item indices; empty when every primary item is covered
     */
    public int[] activePrimaryItems() {
        int count = 0;
        for (int h = right[0]; h != 0; h = right[h]) {
            count++;
        }
        int[] a = new int[count];
        int k = 0;
        for (int h = right[0]; h != 0; h = right[h]) {
            a[k++] = h - 1;
        }
        return a;
    }

    /**
     * Calls {@code action} with each option in an item's list, top to bottom, without allocating.
     *
     * @param item an item index
     * @param action receives option indices of the problem
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public void forEachOption(int item, IntConsumer action) {
        Objects.checkIndex(item, n);
        Objects.requireNonNull(action, "action");
        int h = item + 1;
        for (int x = down[h]; x != h; x = down[x]) {
            action.accept(optionOfNode(x));
        }
    }

    /**
     * Returns the options in an item's list, top to bottom.
     *
     * @param item an item index
     * @return a new array of option indices, {@link #size(int)} entries
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public int[] options(int item) {
        Objects.checkIndex(item, n);
        int h = item + 1;
        int[] a = new int[size[h]];
        int k = 0;
        for (int x = down[h]; x != h; x = down[x]) {
            a[k++] = optionOfNode(x);
        }
        return a;
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

    /** Returns the first node of an option. */
    int firstNodeOf(int option) {
        return n + 1 + problem.optionStartArray()[option];
    }

    // ---------------------------------------------------------------------------------------------------
    // searching

    /**
     * Visits every solution, in the search's deterministic order, until the visitor says stop.
     *
     * @param visitor receives each solution
     * @return how the search ended, with its statistics
     * @throws IllegalStateException if this instance is already being searched
     * @throws RuntimeException whatever the visitor throws, after the matrix is restored
     */
    public SearchResult search(SolutionVisitor visitor) {
        return search(SearchSettings.DEFAULT, visitor);
    }

    /**
     * Visits the solutions under the given limits and controls. The matrix is restored however the search
     * ends.
     *
     * @param settings limits, budgets and cancellation
     * @param visitor receives each solution; the view is valid only during the call
     * @return how the search ended, with its statistics
     * @throws IllegalStateException if this instance is already being searched
     * @throws RuntimeException whatever the visitor throws, after the matrix is restored
     */
    public SearchResult search(SearchSettings settings, SolutionVisitor visitor) {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(visitor, "visitor");
        startSearch();
        Search s = new Search(this, settings);
        try {
            return s.run(visitor);
        } finally {
            s.abandon();
            searching = false;
        }
    }

    /**
     * Counts all solutions.
     *
     * @return the number of solutions
     * @throws IllegalStateException if this instance is already being searched
     */
    public long count() {
        return search(SearchSettings.DEFAULT, solution -> Decision.CONTINUE).solutions();
    }

    /**
     * Returns the first solution in the search's order.
     *
     * @return the first solution (permanent), or empty when there is none
     * @throws IllegalStateException if this instance is already being searched
     */
    public Optional<Solution> findFirst() {
        Solution[] first = new Solution[1];
        search(SearchSettings.DEFAULT, solution -> {
            first[0] = solution.copy();
            return Decision.STOP;
        });
        return Optional.ofNullable(first[0]);
    }

    /**
     * Returns the solutions as a lazy, sequential stream, in the search's order.
     *
     * <p>Each element is pulled from the iterative search when the stream asks for it: no helper thread,
     * no buffering. The stream searches a private copy of this matrix (made when this method is called), so
     * this instance is never left mid-search, whether or not the stream is consumed or closed.
     *
     * @return a stream of permanent solutions
     * @throws IllegalStateException if this instance is being searched
     */
    public Stream<Solution> solutions() {
        DancingLinks copy = copy();
        copy.startSearch();
        Search s = new Search(copy, SearchSettings.DEFAULT);
        Spliterator<Solution> split = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE) {
            @Override
            public boolean tryAdvance(Consumer<? super Solution> action) {
                if (!s.next()) {
                    return false;
                }
                action.accept(s.solutionView().copy());
                return true;
            }
        };
        return StreamSupport.stream(split, false).onClose(s::abandon);
    }

    private void startSearch() {
        checkNotSearching();
        searching = true;
    }

    private void checkNotSearching() {
        if (searching) {
            throw new IllegalStateException("this DancingLinks is being searched; use copy() for another search");
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // checks for tests

    /** Returns copies of the link arrays {L, R, U, D, C, S}, for tests of the restore invariant. */
    int[][] snapshot() {
        return new int[][] {left.clone(), right.clone(), up.clone(), down.clone(), col.clone(), size.clone()};
    }

    /** Returns whether the arrays equal a snapshot. */
    boolean matches(int[][] snapshot) {
        return Arrays.equals(snapshot[0], left) && Arrays.equals(snapshot[1], right)
                && Arrays.equals(snapshot[2], up) && Arrays.equals(snapshot[3], down)
                && Arrays.equals(snapshot[4], col) && Arrays.equals(snapshot[5], size);
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
        for (int h = 1; h <= n; h++) {
            int count = 0;
            for (int x = down[h]; x != h; x = down[x]) {
                if (x <= n || up[down[x]] != x || down[up[x]] != x) {
                    throw new IllegalStateException("item list of header " + h + " broken at node " + x);
                }
                if (col[x] != h) {
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
