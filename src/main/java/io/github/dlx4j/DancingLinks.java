/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.Stream;

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
 * <p>Every entry point searches the same tree, with Knuth's counters: the engine behind it (dancing links,
 * Algorithm M for multiplicities, a counter-based engine for Sudoku-shaped problems) changes only the time.
 * {@code docs/design.md} in the source repository describes the engines and how one is picked.
 *
 * <p>An instance is not thread-safe: use one per thread; {@link #copy()} makes another in a few array
 * clones. A {@code DancingLinks} cannot be searched while it is already being searched (for example from
 * inside a visitor): that throws {@link IllegalStateException}.
 */
public final class DancingLinks {

    final ExactCoverProblem problem;
    /** The matrix, and the engines' buffers that outlive a search. */
    final Workspace workspace;
    /** The arrays and the dancing. */
    final LinkedMatrix matrix;
    private final int n;
    private final int[] right;
    private final int[] down;
    private final int[] size;
    /** Applies prefixes, runs the engines, and allows one search at a time. */
    private final Driver driver;

    /**
     * Lays out the matrix of a problem, in time and memory linear in its number of nodes.
     *
     * @param problem the problem
     * @throws NullPointerException if {@code problem} is null
     * @throws IllegalArgumentException if the problem has too many nodes for {@code int} indices
     * @throws java.util.concurrent.CancellationException if the thread is interrupted while the matrix is
     *     laid out (looked at every 16,384 options; the interrupt stays set), so that a large problem's
     *     layout can be stopped
     */
    public DancingLinks(ExactCoverProblem problem) {
        this(new Workspace(new LinkedMatrix(Objects.requireNonNull(problem, "problem"))));
    }

    private DancingLinks(Workspace workspace) {
        this.workspace = workspace;
        this.matrix = workspace.matrix;
        this.problem = matrix.problem;
        this.n = matrix.n;
        this.right = matrix.right;
        this.down = matrix.down;
        this.size = matrix.size;
        this.driver = new Driver(workspace);
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
        driver.checkIdle();
        return new DancingLinks(workspace.copy());
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
        driver.checkIdle();
        workspace.selections.cover(item);
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
        driver.checkIdle();
        workspace.selections.uncover(item);
    }

    /**
     * Selects an option before a search: covers each of its items, in order, so that every later search
     * finds only the solutions that contain it (they are reported without it). This is how a Sudoku's givens
     * or a forced prefix are applied to a matrix that is laid out once and reused.
     *
     * @param option an option index of the problem
     * @throws IndexOutOfBoundsException if {@code option} is not an option index
     * @throws IllegalStateException if one of its items is already covered (the option is then not active),
     *     or a search is running, or the problem has multiplicities (where a node of the search is reached
     *     by a {@link Subproblem} path instead); nothing is changed in that case
     */
    public void select(int option) {
        Objects.checkIndex(option, problem.optionCount());
        driver.checkIdle();
        if (problem.hasMultiplicities()) {
            throw new IllegalStateException("select(" + option + "): a problem with multiplicities cannot select"
                    + " options outside a search (an option does not settle its items); search a Subproblem"
                    + " path from split() instead");
        }
        workspace.selections.select(option);
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
        driver.checkIdle();
        workspace.selections.deselect(option);
    }

    // ---------------------------------------------------------------------------------------------------
    // read-only queries
    //
    // They describe the matrix between searches (after cover, select and their inverses). Called from a
    // visitor while a search runs, they see an intermediate state that is not specified: the bit-parallel
    // endgame does not record its choices in the links.

    /**
     * Returns an item's size: the number of active options that contain it. Meant for use between
     * searches: during a search (from a visitor) the value is not specified.
     *
     * @param item an item index
     * @return the number of options in the item's list
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    public int size(int item) {
        Objects.checkIndex(item, n);
        workspace.settle();
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
        workspace.settle();
        return workspace.selections.isActive(item);
    }

    /**
     * Returns the active primary items, in the order the search scans them (item order).
     *
     * @return a new array of item indices; empty when every primary item is covered
     */
    public int[] activePrimaryItems() {
        workspace.settle();
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
        workspace.settle();
        int h = item + 1;
        for (int x = down[h]; x != h; x = down[x]) {
            action.accept(matrix.optionOfNode(x));
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
        workspace.settle();
        int h = item + 1;
        int[] a = new int[size[h]];
        int k = 0;
        for (int x = down[h]; x != h; x = down[x]) {
            a[k++] = matrix.optionOfNode(x);
        }
        return a;
    }

    // ---------------------------------------------------------------------------------------------------
    // searching

    /**
     * Visits every solution, in the search's deterministic order, until the visitor says stop.
     *
     * @param visitor receives each solution; the view is valid only during the call
     * @return how the search ended, with its statistics
     * @throws IllegalStateException if this instance is already being searched
     * @throws RuntimeException whatever the visitor throws, after the matrix is restored
     */
    public SearchResult search(SolutionVisitor visitor) {
        return search(SearchSettings.DEFAULT, visitor);
    }

    /**
     * Visits the solutions under the given limits and controls. The matrix is restored however the search
     * ends. With {@link SearchSettings.Builder#restarts(long) restarts} (and a solution limit of 1) it runs
     * randomized searches until one finds a solution; the result's statistics are their sums.
     *
     * @param settings limits, budgets and cancellation
     * @param visitor receives each solution; the view is valid only during the call (read afterwards, it
     *     throws {@link IllegalStateException}; keep a solution with {@link Solution#copy()})
     * @return how the search ended, with its statistics
     * @throws IllegalArgumentException if the settings ask for restarts without a solution limit of 1
     * @throws IllegalStateException if this instance is already being searched
     * @throws RuntimeException whatever the visitor throws, after the matrix is restored
     */
    public SearchResult search(SearchSettings settings, SolutionVisitor visitor) {
        Objects.requireNonNull(settings, "settings");
        if (settings.restartUnit().isPresent()) {
            if (settings.solutionLimit() != 1) {
                throw noRestarts("a search for more than one solution (set solutionLimit(1), or use findFirst)");
            }
            Objects.requireNonNull(visitor, "visitor");
            return Restarts.search(settings, (run, start) ->
                    driver.search(Driver.NO_PREFIX, run, EngineOptions.of(run), visitor, start));
        }
        return search(settings, EngineOptions.of(settings), visitor);
    }

    /** Returns the exception of a search that cannot restart. */
    private static IllegalArgumentException noRestarts(String search) {
        return new IllegalArgumentException("restarts find one solution and do not apply to " + search
                + ": repeated runs would report solutions twice and miss others");
    }

    /** Throws if the settings ask for restarts, which the named search does not support. */
    private static void checkNoRestarts(SearchSettings settings, String search) {
        if (settings.restartUnit().isPresent()) {
            throw noRestarts(search);
        }
    }

    /** Searches with engine options of a test's choosing (the endgame forced, say). */
    SearchResult search(SearchSettings settings, EngineOptions options, SolutionVisitor visitor) {
        return driver.search(Driver.NO_PREFIX, settings, options, visitor, settings.clock().getAsLong());
    }

    /**
     * Counts all solutions.
     *
     * @return the number of solutions
     * @throws IllegalStateException if this instance is already being searched
     * @throws SearchEndedException if the calling thread was interrupted before the count was done (the
     *     interrupt stays set), rather than return a short count
     * @throws CountOverflowException if a counter (solutions, nodes, updates) passes {@link Long#MAX_VALUE}
     */
    public long count() {
        return answer(search(SearchSettings.DEFAULT, Driver.COUNTING));
    }

    /**
     * Returns the count of a search that had no limit but its solution limit, or throws
     * {@link SearchEndedException} when something else ended it (the thread's interrupt): a bare count
     * cannot say that it is short.
     */
    private static long answer(SearchResult r) {
        if (!r.outcome().answersCount()) {
            throw new SearchEndedException(r);
        }
        return r.solutions();
    }

    /**
     * Counts the solutions under the given limits and controls. The result says whether the count is
     * complete ({@link SearchOutcome#isComplete()}) or was ended by a limit, budget, deadline or
     * cancellation, and carries the statistics.
     *
     * @param settings limits, budgets and cancellation
     * @return how the count ended; {@link SearchResult#solutions()} is the number counted
     * @throws NullPointerException if {@code settings} is null
     * @throws IllegalStateException if this instance is already being searched
     * @throws CountOverflowException if a counter (solutions, nodes, updates) passes {@link Long#MAX_VALUE}
     */
    public SearchResult count(SearchSettings settings) {
        return search(settings, Driver.COUNTING);
    }

    /**
     * Counts the solutions, stopping at {@code limit}: {@code countUpTo(2) == 1} says a puzzle has exactly
     * one solution, without enumerating the others.
     *
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions, or {@code limit} if there are at least that many
     * @throws IllegalArgumentException if {@code limit < 1}
     * @throws IllegalStateException if this instance is already being searched
     * @throws SearchEndedException if the calling thread was interrupted before the count was done (the
     *     interrupt stays set), rather than return a short count
     */
    public long countUpTo(long limit) {
        driver.checkIdle();
        return driver.countUpTo(Driver.NO_PREFIX, limit);
    }

    /**
     * Returns the first solution in the search's order.
     *
     * @return the first solution (permanent), or empty when there is none
     * @throws IllegalStateException if this instance is already being searched
     */
    public Optional<Solution> findFirst() {
        return findFirst(SearchSettings.DEFAULT);
    }

    /**
     * Returns the first solution in the search's order, searching under the given limits and controls
     * (a seed, for example, gives a random solution; {@link SearchSettings.Builder#restarts(long) restarts}
     * the solution of the first randomized run that finds one).
     *
     * @param settings limits, budgets, cancellation, seed and restarts
     * @return the first solution (permanent), or empty when the search completed without finding one
     * @throws SearchEndedException if the settings ended the search (budget, deadline, cancellation) before
     *     it found a solution or proved there is none; its result carries the statistics (summed over the
     *     runs of a search with restarts)
     * @throws IllegalStateException if this instance is already being searched
     */
    public Optional<Solution> findFirst(SearchSettings settings) {
        Objects.requireNonNull(settings, "settings");
        SearchSettings one = settings.restartUnit().isPresent() && settings.solutionLimit() != 1
                ? settings.toBuilder().solutionLimit(1).build() : settings;
        Solution[] first = new Solution[1];
        SearchResult r = search(one, solution -> {
            first[0] = solution.copy();
            return Decision.STOP;
        });
        if (first[0] == null && r.outcome() != SearchOutcome.COMPLETED) {
            throw new SearchEndedException(r);
        }
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
        return solutions(SearchSettings.DEFAULT);
    }

    /**
     * Returns the solutions as a lazy, sequential stream, in the search's order, under the given limits
     * and controls: the stream ends after the solution limit, or when a budget, the deadline or a
     * cancellation ends the search (counted from the first element pulled). As {@link #solutions()}
     * otherwise.
     *
     * @param settings limits, budgets, cancellation, progress and seed
     * @return a stream of permanent solutions
     * @throws IllegalArgumentException if the settings ask for restarts
     * @throws NullPointerException if {@code settings} is null
     * @throws IllegalStateException if this instance is being searched
     */
    public Stream<Solution> solutions(SearchSettings settings) {
        Objects.requireNonNull(settings, "settings");
        checkNoRestarts(settings, "a stream of solutions");
        driver.checkIdle();
        return driver.stream(settings);
    }

    // ---------------------------------------------------------------------------------------------------
    // splitting, subproblems, estimation and parallel search

    /**
     * Splits the search tree at a depth into independent subproblems. Each piece is the prefix of options
     * chosen on the way to a node at that depth (or to a solution found above it); nodes that are already
     * dead ends (an active primary item with no options) are left out. The solutions of the whole are
     * exactly the union of the pieces' solutions, with no solution in two pieces, and the pieces are in the
     * order of the sequential search.
     *
     * @param depth the number of levels to expand, at least 0 (0 gives the whole problem as one piece, or
     *     no piece when the root itself is a dead end: an active primary item has no options, so the
     *     problem has no solution)
     * @return the pieces, in search order
     * @throws IllegalArgumentException if {@code depth < 0}
     * @throws IllegalStateException if this instance is being searched
     */
    public List<Subproblem> split(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be at least 0, was " + depth);
        }
        return subproblems(driver.split(() -> new Split(workspace, depth, SearchSettings.DEFAULT)));
    }

    /**
     * Splits the search tree at a depth that gives at least {@code minPieces} pieces (or the whole tree, if
     * it has fewer leaves than that). See {@link #split(int)}. Depths are tried one level at a time where
     * the tree branches, so the depth is the smallest that gives enough pieces there; where the tree is thin
     * (a chain of forced levels) the depth tried doubles, so that splitting costs about what the nodes above
     * the cut cost, not the square of the depth.
     *
     * @param minPieces the number of pieces wanted, at least 1
     * @return the pieces, in search order
     * @throws IllegalArgumentException if {@code minPieces < 1}
     * @throws IllegalStateException if this instance is being searched
     */
    public List<Subproblem> splitInto(int minPieces) {
        if (minPieces < 1) {
            throw new IllegalArgumentException("minPieces must be at least 1, was " + minPieces);
        }
        return subproblems(driver.split(() -> Split.into(workspace, minPieces, SearchSettings.DEFAULT)));
    }

    private static List<Subproblem> subproblems(Split cut) {
        List<Subproblem> pieces = new ArrayList<>(cut.pieces.size());
        for (int[] prefix : cut.pieces) {
            pieces.add(Subproblem.of(prefix));
        }
        return pieces;
    }

    /**
     * Searches one subproblem: the solutions that contain its forced options. Each solution reported starts
     * with those options, then the options the search chose. The matrix is restored afterwards.
     *
     * @param subproblem forced options, as made by {@link #split(int)} on this problem
     * @param settings limits, budgets and cancellation
     * @param visitor receives each solution; the view is valid only during the call
     * @return how the search ended; levels in its statistics count from the subproblem (see
     *     {@link SearchStatistics#shifted(int)})
     * @throws IllegalArgumentException if an option of the subproblem is out of range or conflicts with an
     *     earlier one (or with an item covered by {@link #cover(int)}), or the settings ask for restarts
     * @throws IllegalStateException if this instance is being searched
     */
    public SearchResult search(Subproblem subproblem, SearchSettings settings, SolutionVisitor visitor) {
        Objects.requireNonNull(subproblem, "subproblem");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(visitor, "visitor");
        checkNoRestarts(settings, "a subproblem's search");
        driver.checkIdle();
        int[] prefix = subproblem.optionsArray();
        try {
            return driver.search(prefix, settings, EngineOptions.of(settings), visitor,
                    settings.clock().getAsLong());
        } catch (PrefixException e) {
            throw new IllegalArgumentException("subproblem " + subproblem.toText() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Counts the solutions of one subproblem. See {@link #search(Subproblem, SearchSettings, SolutionVisitor)}.
     *
     * @param subproblem forced options
     * @return the number of solutions that contain them
     * @throws IllegalArgumentException if the subproblem does not fit this problem
     * @throws IllegalStateException if this instance is being searched
     * @throws SearchEndedException if the calling thread was interrupted before the count was done (the
     *     interrupt stays set), rather than return a short count
     * @throws CountOverflowException if a counter (solutions, nodes, updates) passes {@link Long#MAX_VALUE}
     */
    public long count(Subproblem subproblem) {
        return answer(search(subproblem, SearchSettings.DEFAULT, Driver.COUNTING));
    }

    /**
     * Counts the solutions of one subproblem, stopping at {@code limit}: {@code countUpTo(s, 2) == 1} says
     * that the subproblem has exactly one solution. The same count as
     * {@link #search(Subproblem, SearchSettings, SolutionVisitor)} with that solution limit, without the
     * statistics, the solution views or the result: a caller that checks many subproblems in a row with a
     * small limit (a puzzle generator's or a Sudoku batch's uniqueness checks) allocates next to nothing per
     * check (a few hundred bytes: the search's control, and the subproblem the caller made). Without a limit
     * ({@code Long.MAX_VALUE}) it is {@link #count(Subproblem)}, which may keep the counts' table of repeated
     * subtrees for the call. The matrix is restored afterwards, however the call ends.
     *
     * @param subproblem forced options, as made by {@link #split(int)} on this problem or by
     *     {@link Subproblem#of(int...)}
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions that contain the forced options, or {@code limit} if there are at
     *     least that many
     * @throws IllegalArgumentException if {@code limit < 1}, or an option of the subproblem is out of range
     *     or conflicts with an earlier one (or with an item covered by {@link #cover(int)}), or, for a problem
     *     with multiplicities, the subproblem is not a path the search makes
     * @throws NullPointerException if {@code subproblem} is null
     * @throws IllegalStateException if this instance is being searched
     * @throws SearchEndedException if the calling thread was interrupted before the count was done (the
     *     interrupt stays set; the exception's result carries the statistics so far)
     */
    public long countUpTo(Subproblem subproblem, long limit) {
        Objects.requireNonNull(subproblem, "subproblem");
        driver.checkIdle();
        int[] prefix = subproblem.optionsArray();
        try {
            return driver.countUpTo(prefix, limit);
        } catch (PrefixException e) {
            throw new IllegalArgumentException("subproblem " + subproblem.toText() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Cuts the tree below a subproblem into pieces {@code depth} levels further down, as {@link #split(int)}
     * cuts the whole tree: each piece holds the subproblem's entries first, so the pieces' solutions are
     * exactly the subproblem's. This is how a planner refines a piece that is too big; for a problem with
     * multiplicities it is the only way, since {@link #select(int)} does not apply there.
     *
     * @param below a subproblem of this problem (for multiplicities, a path the search makes)
     * @param depth the number of levels to expand below it, at least 0
     * @return the pieces, in search order
     * @throws IllegalArgumentException if {@code depth} is negative or the subproblem does not fit
     * @throws IllegalStateException if this instance is being searched
     */
    public List<Subproblem> split(Subproblem below, int depth) {
        Objects.requireNonNull(below, "below");
        int[] prefix = below.optionsArray();
        return driver.underPrefix(below, () -> {
            List<Subproblem> pieces = new ArrayList<>();
            for (Subproblem tail : split(depth)) {
                int[] t = tail.optionsArray();
                int[] all = Arrays.copyOf(prefix, prefix.length + t.length);
                System.arraycopy(t, 0, all, prefix.length, t.length);
                pieces.add(Subproblem.of(all));
            }
            return pieces;
        });
    }

    /**
     * Returns Knuth's estimate of the tree below a subproblem; see {@link #estimate(int, long)}.
     *
     * @param below a subproblem of this problem (for multiplicities, a path the search makes)
     * @param probes the number of random probes, at least 1
     * @param seed the seed of the probes
     * @return the estimate of the subtree below the subproblem
     * @throws IllegalArgumentException if {@code probes < 1} or the subproblem does not fit
     * @throws IllegalStateException if this instance is being searched
     */
    public SearchEstimate estimate(Subproblem below, int probes, long seed) {
        Objects.requireNonNull(below, "below");
        return driver.underPrefix(below, () -> estimate(probes, seed));
    }

    /**
     * Estimates the size of the search tree with Knuth's Monte Carlo method: {@code probes} random walks
     * from the root to a leaf, each following the search's own choice of item and a random option. Cheap:
     * each probe costs one root-to-leaf path. The matrix is restored afterwards.
     *
     * @param probes the number of random probes, at least 1
     * @param seed the seed of the random choices
     * @return unbiased estimates of the nodes, solutions and updates, with their standard errors
     * @throws IllegalArgumentException if {@code probes < 1}
     * @throws IllegalStateException if this instance is being searched
     */
    public SearchEstimate estimate(int probes, long seed) {
        if (probes < 1) {
            throw new IllegalArgumentException("probes must be at least 1, was " + probes);
        }
        return driver.estimate(probes, seed, null);
    }

    /**
     * Estimates the size of the search tree as {@link #estimate(int, long)} does, under the deadline, cancel
     * flag and interrupt of the settings (checked before each probe; the other settings do not apply).
     *
     * @param probes the most random probes, at least 1
     * @param seed the seed of the random choices
     * @param settings the deadline and cancel flag
     * @return the estimate from the probes made: {@link SearchEstimate#probes()} is below {@code probes}
     *     when the settings stopped it
     * @throws SearchEndedException if the settings stopped it before the first probe
     * @throws IllegalArgumentException if {@code probes < 1}, or the settings ask for restarts
     * @throws IllegalStateException if this instance is being searched
     */
    public SearchEstimate estimate(int probes, long seed, SearchSettings settings) {
        Objects.requireNonNull(settings, "settings");
        checkNoRestarts(settings, "an estimate");
        if (probes < 1) {
            throw new IllegalArgumentException("probes must be at least 1, was " + probes);
        }
        return driver.estimate(probes, seed, settings);
    }

    /**
     * Counts all solutions on the common {@link ForkJoinPool}. The count equals {@link #count()} exactly.
     *
     * @return the number of solutions
     * @throws IllegalStateException if this instance is being searched
     * @throws SearchEndedException if the calling thread was interrupted before the count was done (the
     *     interrupt stays set), rather than return a short count
     * @throws CountOverflowException if a counter (solutions, nodes, updates) passes {@link Long#MAX_VALUE}
     */
    public long parallelCount() {
        return answer(parallelSearch(ForkJoinPool.commonPool(), SearchSettings.DEFAULT, null));
    }

    /**
     * Counts all solutions on the given pool. The count equals {@link #count()} exactly.
     *
     * @param pool the pool whose workers search; each works on its own copy of the matrix
     * @return the number of solutions
     * @throws IllegalStateException if this instance is being searched
     * @throws SearchEndedException if the calling thread was interrupted before the count was done (the
     *     interrupt stays set), rather than return a short count
     * @throws CountOverflowException if a counter (solutions, nodes, updates) passes {@link Long#MAX_VALUE}
     */
    public long parallelCount(ForkJoinPool pool) {
        return answer(parallelSearch(pool, SearchSettings.DEFAULT, null));
    }

    /**
     * Visits the solutions on a pool, in no particular order. The search splits its tree as it goes, so
     * that idle workers take over untried options; nothing is searched twice, so every solution is reported
     * exactly once and the statistics of a completed search equal the sequential search's. A search that
     * ends early (a solution limit, a budget, the deadline, cancellation) reports the work its workers did,
     * which may be more than the sequential search would have done to get there.
     *
     * <p>The visitor is called <em>from several threads at once</em>: it must be thread-safe. Its
     * {@link Decision#STOP} ends the whole search soon (other workers may still report a few solutions
     * meanwhile, at most one each). The settings apply to the search as a whole: the solution limit is
     * exact; the node budget is checked every 1,024 nodes per worker, so it
     * may be overrun by that much per worker; the update budget is not supported in parallel; progress
     * reports carry the solutions and nodes so far, and the fraction of the tree whose tasks have finished.
     * An interrupt of the calling thread cancels the search. For solutions in the sequential order use
     * {@link #parallelSearchOrdered(ForkJoinPool, SearchSettings, SolutionVisitor)}.
     *
     * @param pool the pool whose workers search; each works on its own copy of the matrix
     * @param settings limits, budgets, cancellation and progress
     * @param visitor receives each solution on a worker thread, or null to count only
     * @return how the search ended, with statistics summed over the workers
     * @throws IllegalArgumentException if the settings have an update budget or ask for restarts
     * @throws IllegalStateException if this instance is being searched
     * @throws RuntimeException whatever the visitor throws
     */
    public SearchResult parallelSearch(ForkJoinPool pool, SearchSettings settings, SolutionVisitor visitor) {
        Objects.requireNonNull(settings, "settings");
        return parallelSearch(pool, settings, EngineOptions.of(settings), visitor);
    }

    /** The same with engine options of a test's choosing. */
    SearchResult parallelSearch(ForkJoinPool pool, SearchSettings settings, EngineOptions options,
            SolutionVisitor visitor) {
        Objects.requireNonNull(pool, "pool");
        if (settings.updateBudget() != Long.MAX_VALUE) {
            throw new IllegalArgumentException("an update budget is not supported by a parallel search");
        }
        checkNoRestarts(settings, "a parallel search");
        driver.start();
        try {
            return new ParallelSearch(workspace, pool, settings, options, visitor).run();
        } finally {
            driver.end();
        }
    }

    /**
     * Visits the solutions found on a pool <em>in the order of the sequential search</em>, on the calling
     * thread, as they come: the same solutions in the same order as {@link #search(SearchSettings,
     * SolutionVisitor)}, found by several threads.
     *
     * <p>The tree is split into subproblems in search order ({@link #splitInto(int)}, about 32 per worker);
     * the pool's workers search them in that order, each on its own copy of the matrix, and this thread
     * hands the first subproblem's solutions to the visitor as they are found, then the second's, and so
     * on. Memory stays bounded however many solutions there are: a worker that gets ahead waits once it has
     * buffered a few thousand solutions. The visitor is called from this thread only, one solution at a
     * time, with a permanent solution.
     *
     * <p>All settings apply to the search as a whole: the solution limit is exact; the deadline, the cancel
     * flag and an interrupt of this thread end it; progress reports (on this thread) carry the solutions
     * delivered, the nodes so far and Knuth's estimate of the fraction done; the node budget is checked as
     * in {@link #parallelSearch}. When the search completes, its statistics (nodes above the split
     * included) equal the sequential search's. A search that ends early (a solution limit, a budget, the
     * deadline, cancellation) reports the work its workers did, subproblems searched ahead of the one being
     * delivered included: with {@code solutionLimit(5)}, 12 queens on two workers took 501 to 1,023 nodes
     * in three runs, where the sequential search takes 83. The pool must not be the one this thread runs
     * in.
     *
     * @param pool the pool whose workers search
     * @param settings limits, budgets, cancellation and progress
     * @param visitor receives each solution, in the sequential order, on this thread
     * @return how the search ended, with its statistics
     * @throws IllegalArgumentException if the settings have an update budget or ask for restarts
     * @throws IllegalStateException if this instance is being searched
     * @throws RuntimeException whatever the visitor throws, after the workers have stopped
     */
    public SearchResult parallelSearchOrdered(ForkJoinPool pool, SearchSettings settings, SolutionVisitor visitor) {
        Objects.requireNonNull(settings, "settings");
        return parallelSearchOrdered(pool, settings, EngineOptions.of(settings), visitor);
    }

    /** The same with engine options of a test's choosing. */
    SearchResult parallelSearchOrdered(ForkJoinPool pool, SearchSettings settings, EngineOptions options,
            SolutionVisitor visitor) {
        Objects.requireNonNull(pool, "pool");
        Objects.requireNonNull(visitor, "visitor");
        if (settings.updateBudget() != Long.MAX_VALUE) {
            throw new IllegalArgumentException("an update budget is not supported by a parallel search");
        }
        checkNoRestarts(settings, "a parallel search");
        driver.start();
        try {
            return new OrderedSearch(workspace, pool, settings, options, visitor).run();
        } finally {
            driver.end();
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // checks for tests

    /** Whether a search runs on this instance (for tests). */
    boolean isSearching() {
        return driver.isSearching();
    }

    /** Returns copies of the link arrays, for tests of the restore invariant. */
    int[][] snapshot() {
        return workspace.snapshot();
    }

    /** Returns whether the arrays equal a snapshot. */
    boolean matches(int[][] snapshot) {
        return workspace.matches(snapshot);
    }

    /** Knuth's sanity check; see {@code LinkedMatrix.checkLinks()}. */
    void checkLinks() {
        workspace.settle();
        matrix.checkLinks();
    }
}
