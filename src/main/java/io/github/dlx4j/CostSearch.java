/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.PriorityQueue;
import java.util.concurrent.ForkJoinPool;

/**
 * Minimum-cost exact cover: the cheapest solutions of a problem whose options have costs
 * ({@link ExactCoverProblem#costOf}), by Knuth's {@code DLX5}. Colors work as in every search; a problem
 * with multiplicities is refused.
 *
 * <pre>{@code
 * ExactCoverProblem p = ExactCoverProblem.builder()
 *         .primary("a", "b", "c")
 *         .option(3, "a", "b").option(1, "c").option(2, "a").option(2, "b", "c")
 *         .build();
 * BestSolutions best = new CostSearch(p).best(2);
 * best.costs();                          // [4, 4]: {a b, c} and {a, b c}
 * new CostSearch(p).minCost();           // OptionalLong[4]
 * }</pre>
 *
 * <p>How it searches: every primary item is taxed its cheapest option's cost, so that each option's net
 * cost (its cost less its items' taxes) is nonnegative and each item has an option of net cost 0. Each
 * item's options are tried cheapest first, and a branch is cut off as soon as its cost can no longer beat
 * the k-th best found. The item to branch on is the one with the fewest options still cheap enough.
 *
 * <p>Order among equal costs: {@link #best} makes a second pass that knows the k-th cost c, with the
 * cutoff fixed just above c, and takes the solutions in the order that pass meets them. The answer
 * therefore depends only on the problem and k, not on the order in which the first pass happened to
 * improve its cutoff. {@link #improvements} is the first pass alone, as {@code DLX5} runs it, with its
 * statistics.
 *
 * <p>Settings: solution limits (solutions met), node and update budgets, a timeout, cancellation and
 * progress apply as in {@link DancingLinks#search(SearchSettings, SolutionVisitor)}; a budget or timeout
 * covers both passes of {@link #best}, and each pass reports its own progress. A seed or restarts are
 * refused. An instance may be searched by several threads at once: each search builds its own lists.
 */
public final class CostSearch {

    private final ExactCoverProblem problem;

    /**
     * Prepares a minimum-cost search of a problem.
     *
     * @param problem the problem; options without a cost cost 0
     * @throws IllegalArgumentException if the problem has multiplicities
     */
    public CostSearch(ExactCoverProblem problem) {
        this.problem = Objects.requireNonNull(problem, "problem");
        if (problem.hasMultiplicities()) {
            throw new IllegalArgumentException("the minimum-cost search takes no multiplicities: every primary "
                    + "item must be covered exactly once");
        }
    }

    /**
     * Returns the problem searched.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return problem;
    }

    /**
     * Finds the {@code k} cheapest solutions.
     *
     * @param k how many, at least 1
     * @return the solutions, cheapest first; fewer than {@code k} when the problem has fewer
     * @throws IllegalArgumentException if {@code k < 1}
     */
    public BestSolutions best(int k) {
        return best(k, SearchSettings.DEFAULT);
    }

    /**
     * Finds the {@code k} cheapest solutions under settings. A search that stops early (a limit, a budget,
     * the timeout, cancellation) returns the cheapest it found, with its outcome.
     *
     * @param k how many, at least 1
     * @param settings limits, budgets, timeout, cancellation and progress
     * @return the solutions, cheapest first
     * @throws IllegalArgumentException if {@code k < 1}, or the settings ask for a seed or restarts
     */
    public BestSolutions best(int k, SearchSettings settings) {
        return best(Subproblem.of(), k, settings);
    }

    /**
     * Finds the {@code k} cheapest solutions that hold a piece's options (all of them for an empty piece),
     * as {@link #best(int, SearchSettings)} does for the whole problem. The pieces of {@link #split}, each
     * searched for its k best, give the problem's k best: the k cheapest of their answers, of equal costs
     * those of the earlier piece first, and within a piece in its order.
     *
     * @param piece options that every solution must hold
     * @param k how many, at least 1
     * @param settings limits, budgets, timeout, cancellation and progress
     * @return the solutions, cheapest first
     * @throws IllegalArgumentException if {@code k < 1}, the settings ask for a seed or restarts, or the
     *     piece's options are not options of the problem or clash
     */
    public BestSolutions best(Subproblem piece, int k, SearchSettings settings) {
        checkK(k);
        checkSettings(settings);
        int[] prefix = checkPiece(piece);
        long start = settings.clock().getAsLong();
        CostLists lists = CostLists.of(problem, settings.plainLinks());
        Kept kept = new Kept(k);
        SearchResult first = firstPass(lists, prefix, settings, start, kept, null);
        if (first.outcome() != SearchOutcome.COMPLETED || !kept.full()) {
            // Stopped early; or fewer than k solutions, so that the cutoff never moved and the first pass
            // met them all in the order of a fixed tree.
            return answer(lists, kept.sorted(), first);
        }
        long nodesLeft = settings.nodeBudget() - first.statistics().nodes();
        long updatesLeft = settings.updateBudget() - first.statistics().updates();
        if (nodesLeft <= 0 || updatesLeft <= 0) {
            SearchOutcome why = nodesLeft <= 0 ? SearchOutcome.NODE_BUDGET : SearchOutcome.UPDATE_BUDGET;
            return answer(lists, kept.sorted(), new SearchResult(why, first.statistics()));
        }
        SearchSettings rest = settings.toBuilder().nodeBudget(nodesLeft).updateBudget(updatesLeft).build();
        List<Kept.Entry> second = new ArrayList<>(k);
        SearchResult result = secondPass(lists, prefix, kept, rest, start, second);
        SearchResult both = new SearchResult(result.outcome(), first.statistics().plus(result.statistics()));
        if (result.outcome() != SearchOutcome.COMPLETED) {
            return answer(lists, kept.sorted(), both);
        }
        return answer(lists, second, both);
    }

    /**
     * Finds, within a piece, the solutions that cost less than {@code maxCost}, and the first {@code ties}
     * that cost exactly {@code maxCost}, in the order of the walk whose cutoff is fixed just above
     * {@code maxCost}: the second pass of {@link #best}. With {@code maxCost} the k-th cost of the problem
     * and {@code ties} the number of the k best that cost that much, the answers of the pieces of
     * {@code split(maxCost, n)}, taken in order, hold the k best in the order {@link #best} gives them.
     *
     * @param piece options that every solution must hold
     * @param maxCost the most a solution may cost
     * @param ties how many solutions that cost exactly {@code maxCost} to keep, at least 0
     * @param settings budgets, timeout, cancellation and progress (not a solution limit)
     * @return the solutions, cheapest first, of equal costs in the walk's order
     * @throws IllegalArgumentException if {@code ties < 0}, the settings ask for a seed or restarts, or the
     *     piece's options are not options of the problem or clash
     */
    public BestSolutions upTo(Subproblem piece, long maxCost, int ties, SearchSettings settings) {
        if (ties < 0) {
            throw new IllegalArgumentException("ties must be at least 0, not " + ties);
        }
        checkSettings(settings);
        int[] prefix = checkPiece(piece);
        CostLists lists = CostLists.of(problem, settings.plainLinks());
        List<Kept.Entry> found = new ArrayList<>();
        if (maxCost < lists.totalTax) {
            return answer(lists, found, new SearchResult(SearchOutcome.COMPLETED, SearchStatistics.EMPTY));
        }
        SearchResult r = upToPass(lists, prefix, maxCost - lists.totalTax, ties, settings,
                settings.clock().getAsLong(), found);
        return answer(lists, found, r);
    }

    /**
     * Cuts the search for solutions that cost at most {@code maxCost} into pieces, in the order the walk
     * meets them: the paths to the nodes of the shallowest level that has at least {@code minPieces}
     * (or of the deepest level tried, 12), and the solutions met above it, each a piece of its own. Every
     * solution that costs at most {@code maxCost} holds exactly one piece's options. {@code maxCost}
     * {@link Long#MAX_VALUE} shapes the walk as the first pass of {@link #best} starts it.
     *
     * @param maxCost the most a solution may cost
     * @param minPieces how many pieces are wanted, at least 1
     * @return the pieces, in the walk's order; none when no solution costs at most {@code maxCost}
     * @throws IllegalArgumentException if {@code minPieces < 1}
     */
    public List<Subproblem> split(long maxCost, int minPieces) {
        if (minPieces < 1) {
            throw new IllegalArgumentException("minPieces must be at least 1, not " + minPieces);
        }
        CostLists lists = CostLists.of(problem, false);
        List<Subproblem> list = new ArrayList<>();
        if (maxCost < lists.totalTax) {
            return list;
        }
        long cut = maxCost == Long.MAX_VALUE ? Long.MAX_VALUE : maxCost - lists.totalTax + 1;
        for (int[] p : pieces(lists, cut, minPieces, true, new SearchControl(SearchSettings.DEFAULT), null)) {
            list.add(Subproblem.of(p));
        }
        return list;
    }

    /** The deepest level {@link #split} cuts at. */
    static final int MAX_SPLIT_DEPTH = 12;

    /**
     * The pieces of the walk with both cutoffs at {@code cut}: the paths to the shallowest level with at
     * least {@code want} of them (at most {@link #MAX_SPLIT_DEPTH}), and the solutions above it; null if the
     * control stopped the walk. {@code bound} as the search's; {@code work}, when given, receives each
     * walk's statistics.
     */
    static List<int[]> pieces(CostLists lists, long cut, int want, boolean bound, SearchControl control,
            java.util.function.Consumer<SearchState> work) {
        List<int[]> pieces = List.of();
        for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
            CostEngine engine = new CostEngine(lists, control, bound);
            engine.cutAt(cut);
            engine.leafLevel = depth;
            List<int[]> at = new ArrayList<>();
            boolean deeper = false;
            int r;
            while ((r = engine.step()) == SearchLoop.SOLUTION || r == CostEngine.PIECE) {
                at.add(engine.pathOptions());
                deeper |= r == CostEngine.PIECE;
            }
            if (work != null) {
                work.accept(engine.state());
            }
            if (r == SearchLoop.STOPPED) {
                return null;
            }
            pieces = at;
            if (at.size() >= want || !deeper) {
                break;
            }
        }
        return pieces;
    }

    /**
     * Finds the {@code k} cheapest solutions on a pool: the same solutions, in the same order, as
     * {@link #best(int, SearchSettings)}. The workers share the k-th best cost found as their cutoff. The
     * statistics are the work all workers did; a budget is checked on their totals at their checks (about
     * every 5 ms each), and progress reports come from the totals.
     *
     * @param k how many, at least 1
     * @param pool the pool to search on
     * @param settings limits, budgets, timeout, cancellation and progress
     * @return the solutions, cheapest first
     * @throws IllegalArgumentException if {@code k < 1}, or the settings ask for a seed or restarts
     */
    public BestSolutions parallelBest(int k, ForkJoinPool pool, SearchSettings settings) {
        checkK(k);
        checkSettings(settings);
        Objects.requireNonNull(pool, "pool");
        return new CostParallel(problem, pool, settings).best(k);
    }

    /**
     * Finds the least cost of a solution.
     *
     * @return the least cost; empty if the problem has no solution
     */
    public OptionalLong minCost() {
        return minCost(SearchSettings.DEFAULT);
    }

    /**
     * Finds the least cost of a solution under settings.
     *
     * @param settings budgets, timeout, cancellation and progress
     * @return the least cost; empty if the problem has no solution
     * @throws IllegalArgumentException if the settings ask for a seed or restarts
     * @throws SearchEndedException if the search stopped before it was sure
     */
    public OptionalLong minCost(SearchSettings settings) {
        checkSettings(settings);
        CostLists lists = CostLists.of(problem, settings.plainLinks());
        Kept kept = new Kept(1);
        SearchResult r = firstPass(lists, new int[0], settings, settings.clock().getAsLong(), kept, null);
        if (r.outcome() != SearchOutcome.COMPLETED) {
            throw new SearchEndedException(r);
        }
        return kept.full() ? OptionalLong.of(lists.totalTax + kept.worst()) : OptionalLong.empty();
    }

    /**
     * Runs Knuth's {@code DLX5} search for the {@code k} best: visits every solution that, when found,
     * costs less than the k-th cheapest found before it (all solutions until k have been found). These are
     * the solutions {@code DLX5} prints, and the statistics are the ones it counts: solutions visited,
     * nodes, updates, cleansings. With {@code plainLinks(true)} the search is Knuth's exactly and so are
     * the numbers; by default its bounds and memo cut branches {@code DLX5} enters, so it counts fewer
     * nodes and updates, and visits the same solutions.
     *
     * @param k how many best to keep, at least 1
     * @param settings limits (solutions visited), budgets, timeout, cancellation and progress
     * @param visitor receives each such solution and its cost
     * @return the outcome and statistics
     * @throws IllegalArgumentException if {@code k < 1}, or the settings ask for a seed or restarts
     */
    public SearchResult improvements(int k, SearchSettings settings, CostVisitor visitor) {
        checkK(k);
        checkSettings(settings);
        Objects.requireNonNull(visitor, "visitor");
        CostLists lists = CostLists.of(problem, settings.plainLinks());
        return firstPass(lists, new int[0], settings, settings.clock().getAsLong(), new Kept(k), visitor);
    }

    /** Knuth's pass: the cutoff is the k-th best net cost so far; each solution found is kept. */
    private SearchResult firstPass(CostLists lists, int[] prefix, SearchSettings settings, long start, Kept kept,
            CostVisitor visitor) {
        CostEngine engine = new CostEngine(lists, new SearchControl(settings, null, start), !settings.plainLinks());
        SearchState st = engine.state();
        if (!engine.applyPrefix(prefix)) {
            return new SearchResult(SearchOutcome.COMPLETED, st.statistics());
        }
        SolutionView view = visitor == null ? null : new SolutionView(engine, problem);
        long limit = settings.solutionLimit();
        while (engine.next()) {
            st.solutions++;
            kept.add(engine.solutionCost(), engine.solutionOptions());
            if (kept.full()) {
                engine.cutAt(kept.worst());
            }
            if (visitor != null) {
                Decision d;
                view.open();
                try {
                    d = visitor.visit(view, lists.totalTax + engine.solutionCost());
                } finally {
                    view.close();
                }
                if (Objects.requireNonNull(d, "visitor returned null") == Decision.STOP) {
                    st.outcome = SearchOutcome.STOPPED_BY_VISITOR;
                    break;
                }
            }
            if (st.solutions >= limit) {
                st.outcome = SearchOutcome.SOLUTION_LIMIT;
                break;
            }
        }
        if (st.outcome == SearchOutcome.COMPLETED) {
            engine.removePrefix(); // the lists as they were, for the second pass
        }
        return new SearchResult(st.outcome, st.statistics());
    }

    /**
     * The second pass of {@link #best}, knowing the first pass's k best ({@code kept}, full): every solution
     * cheaper than the k-th cost c is among them, so the pass needs only the order of the fixed-cutoff walk
     * (c + 1) among equal costs, and which solutions of cost c come first in it. It finds where each kept
     * solution lies in that walk ({@link CostEngine#place}), then walks it only as far as the last kept
     * solution of cost c, taking the solutions of cost c it meets. {@code taken} ends as {@link #best}'s
     * answer: sorted by cost, equal costs in the walk's order.
     */
    private SearchResult secondPass(CostLists lists, int[] prefix, Kept kept, SearchSettings settings, long start,
            List<Kept.Entry> taken) {
        long worst = kept.worst();
        int k = kept.size();
        CostEngine engine = new CostEngine(lists, new SearchControl(settings, null, start), !settings.plainLinks());
        engine.cutAt(worst + 1);
        SearchState st = engine.state();
        if (!engine.applyPrefix(prefix)) {
            throw new IllegalStateException("the first pass's solutions are out of the second pass's reach");
        }
        Placed placed = new Placed(engine, lists, prefix, kept);
        engine.stopAfter(placed.last);
        int atWorst = k - placed.cheaper.size();
        List<Kept.Entry> ties = new ArrayList<>(atWorst);
        while (engine.next()) {
            st.solutions++;
            if (engine.solutionCost() == worst && ties.size() < atWorst) {
                ties.add(new Kept.Entry(worst, ties.size(), engine.solutionOptions()));
                if (ties.size() == atWorst) {
                    engine.pruneCut = 0; // all wanted: the walk only backs out from here
                }
            }
        }
        if (st.outcome != SearchOutcome.COMPLETED) {
            return new SearchResult(st.outcome, st.statistics());
        }
        taken.addAll(placed.cheaper);
        taken.addAll(ties);
        return new SearchResult(SearchOutcome.COMPLETED, st.statistics());
    }

    /**
     * {@link #upTo}'s walk, the tree shaped by the fixed cutoff {@code worst + 1}: it takes every solution
     * below the net cost {@code worst} and the first {@code atWorst} at {@code worst}. {@code taken} ends
     * sorted by cost, of equal costs in the order met.
     */
    private SearchResult upToPass(CostLists lists, int[] prefix, long worst, int atWorst,
            SearchSettings settings, long start, List<Kept.Entry> taken) {
        CostEngine engine = new CostEngine(lists, new SearchControl(settings, null, start), !settings.plainLinks());
        engine.cutAt(worst == Long.MAX_VALUE ? worst : worst + 1);
        if (atWorst == 0) {
            engine.pruneCut = worst;
        }
        SearchState st = engine.state();
        if (!engine.applyPrefix(prefix)) {
            return new SearchResult(SearchOutcome.COMPLETED, st.statistics());
        }
        long seq = 0;
        while (engine.next()) {
            st.solutions++;
            long c = engine.solutionCost();
            if (c < worst || (c == worst && atWorst > 0)) {
                taken.add(new Kept.Entry(c, seq++, engine.solutionOptions()));
                if (c == worst && --atWorst == 0) {
                    engine.pruneCut = worst; // the rest at this cost are not wanted
                }
            }
        }
        taken.sort(Comparator.comparingLong(Kept.Entry::cost)); // stable: of equal costs, the order met
        return new SearchResult(st.outcome, st.statistics());
    }

    /** The piece's options, checked: options of the problem, none clashing with another. */
    private int[] checkPiece(Subproblem piece) {
        Objects.requireNonNull(piece, "piece");
        int[] options = piece.options();
        java.util.Map<Integer, String> seen = new java.util.HashMap<>(); // item -> its color, "" for none
        for (int o : options) {
            if (o < 0 || o >= problem.optionCount()) {
                throw new IllegalArgumentException("piece " + piece.toText() + ": option " + o
                        + " is out of range [0, " + problem.optionCount() + ")");
            }
            for (int j = 0; j < problem.optionSize(o); j++) {
                int item = problem.optionItem(o, j);
                String color = problem.optionColor(o, j);
                String c = color == null ? "" : color;
                String had = seen.putIfAbsent(item, c);
                if (had != null && (had.isEmpty() || !had.equals(c))) {
                    throw new IllegalArgumentException("piece " + piece.toText() + ": option " + o + " ("
                            + problem.optionText(o) + ") clashes with an earlier option in item '"
                            + problem.itemName(item) + "'");
                }
            }
        }
        return options;
    }

    private BestSolutions answer(CostLists lists, List<Kept.Entry> entries, SearchResult result) {
        return new BestSolutions(costed(problem, lists, entries), result);
    }

    /** The entries as solutions with their costs: net costs plus the taxes. */
    static List<CostedSolution> costed(ExactCoverProblem problem, CostLists lists, List<Kept.Entry> entries) {
        List<CostedSolution> list = new ArrayList<>(entries.size());
        for (Kept.Entry e : entries) {
            list.add(new CostedSolution(new FrozenSolution(problem, e.options()), lists.totalTax + e.cost()));
        }
        return list;
    }

    /**
     * The first pass's k best placed in the second pass's walk ({@link CostEngine#place}): the walk whose
     * choice cutoff is fixed just above the k-th net cost, standing below {@code prefix}.
     */
    static final class Placed {
        /**
         * Those cheaper than the k-th cost: sorted by cost, equal costs in the walk's order, each with its
         * options in the order of the walk's path to it.
         */
        final List<Kept.Entry> cheaper = new ArrayList<>();
        /** The nodes, from the root, of the last in the walk of those that cost the k-th cost. */
        final int[] last;

        Placed(CostEngine engine, CostLists lists, int[] prefix, Kept kept) {
            long worst = kept.worst();
            List<int[]> places = new ArrayList<>();
            int[] lastNodes = null;
            int[] lastPlaces = null;
            for (Kept.Entry e : kept.sorted()) {
                int[][] where = engine.place(e.options());
                if (where == null) {
                    throw new IllegalStateException("a solution of the first pass is out of the second pass's "
                            + "reach");
                }
                if (e.cost() < worst) {
                    int[] options = java.util.Arrays.copyOf(prefix, prefix.length + where[0].length);
                    for (int j = 0; j < where[0].length; j++) {
                        options[prefix.length + j] = lists.option(where[0][j]);
                    }
                    cheaper.add(new Kept.Entry(e.cost(), places.size(), options));
                    places.add(where[1]);
                } else if (lastPlaces == null || java.util.Arrays.compare(where[1], lastPlaces) > 0) {
                    lastNodes = where[0];
                    lastPlaces = where[1];
                }
            }
            last = lastNodes;
            cheaper.sort((a, b) -> {
                int c = Long.compare(a.cost(), b.cost());
                return c != 0 ? c : java.util.Arrays.compare(places.get((int) a.seq()), places.get((int) b.seq()));
            });
        }
    }

    private static void checkK(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, not " + k);
        }
    }

    private static void checkSettings(SearchSettings settings) {
        Objects.requireNonNull(settings, "settings");
        if (settings.seed().isPresent()) {
            throw new IllegalArgumentException("the minimum-cost search takes no seed: it tries each item's "
                    + "options cheapest first");
        }
        if (settings.sharpPreference()) {
            throw new IllegalArgumentException("the minimum-cost search takes no sharp preference: it branches on"
                    + " the item with the fewest cheap options");
        }
        if (settings.restartUnit().isPresent()) {
            throw new IllegalArgumentException("the minimum-cost search takes no restarts: it must see the "
                    + "whole tree to know the cheapest");
        }
    }

    /**
     * The k cheapest solutions found so far, by net cost and then the order found: a new one evicts the
     * dearest, of the dearest the latest found.
     */
    static final class Kept {
        record Entry(long cost, long seq, int[] options) {
        }

        private static final Comparator<Entry> ORDER =
                Comparator.comparingLong(Entry::cost).thenComparingLong(Entry::seq);
        private final int k;
        private final PriorityQueue<Entry> heap = new PriorityQueue<>(ORDER.reversed());
        private long seq;

        Kept(int k) {
            this.k = k;
        }

        void add(long cost, int[] options) {
            add(cost, seq++, options);
        }

        /** Adds a solution found {@code order}-th: the order among equal costs, and which is evicted. */
        void add(long cost, long order, int[] options) {
            heap.add(new Entry(cost, order, options));
            if (heap.size() > k) {
                heap.poll();
            }
        }

        boolean full() {
            return heap.size() == k;
        }

        int size() {
            return heap.size();
        }

        /** The dearest kept net cost (the k-th best once full). */
        long worst() {
            return heap.peek().cost();
        }

        List<Entry> sorted() {
            List<Entry> list = new ArrayList<>(heap);
            list.sort(ORDER);
            return list;
        }
    }
}
