/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.PriorityQueue;

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
 * refused. An instance may be searched by several threads at once: each search builds its own links.
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
        checkK(k);
        checkSettings(settings);
        long start = settings.clock().getAsLong();
        CostLinks links = new CostLinks(problem);
        Kept kept = new Kept(k);
        SearchResult first = firstPass(links, k, settings, start, kept, null);
        if (first.outcome() != SearchOutcome.COMPLETED || !kept.full() || links.primaries == 0) {
            // Stopped early; or fewer than k solutions, so that the cutoff never moved and the first pass
            // met them all in the order of a fixed tree; or the one empty solution.
            return answer(links, kept.sorted(), first);
        }
        long nodesLeft = settings.nodeBudget() - first.statistics().nodes();
        long updatesLeft = settings.updateBudget() - first.statistics().updates();
        if (nodesLeft <= 0 || updatesLeft <= 0) {
            SearchOutcome why = nodesLeft <= 0 ? SearchOutcome.NODE_BUDGET : SearchOutcome.UPDATE_BUDGET;
            return answer(links, kept.sorted(), new SearchResult(why, first.statistics()));
        }
        SearchSettings rest = settings.toBuilder().nodeBudget(nodesLeft).updateBudget(updatesLeft).build();
        List<Kept.Entry> second = new ArrayList<>(k);
        SearchResult result = secondPass(links, k, kept.worst(), kept.cheaperThanWorst(), rest, start, second);
        SearchResult both = new SearchResult(result.outcome(), first.statistics().plus(result.statistics()));
        if (result.outcome() != SearchOutcome.COMPLETED) {
            return answer(links, kept.sorted(), both);
        }
        second.sort(Comparator.comparingLong(Kept.Entry::cost)); // stable: the pass's order among equals
        return answer(links, second, both);
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
        CostLinks links = new CostLinks(problem);
        Kept kept = new Kept(1);
        SearchResult r = firstPass(links, 1, settings, settings.clock().getAsLong(), kept, null);
        if (r.outcome() != SearchOutcome.COMPLETED) {
            throw new SearchEndedException(r);
        }
        return kept.full() ? OptionalLong.of(links.totalTax + kept.worst()) : OptionalLong.empty();
    }

    /**
     * Runs Knuth's {@code DLX5} search for the {@code k} best: visits every solution that, when found,
     * costs less than the k-th cheapest found before it (all solutions until k have been found). These are
     * the solutions {@code DLX5} prints, and the statistics are the ones it counts: solutions visited,
     * nodes, updates, cleansings.
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
        CostLinks links = new CostLinks(problem);
        return firstPass(links, k, settings, settings.clock().getAsLong(), new Kept(k), visitor);
    }

    /** Knuth's pass: the cutoff is the k-th best net cost so far; each solution found is kept. */
    private SearchResult firstPass(CostLinks links, int k, SearchSettings settings, long start, Kept kept,
            CostVisitor visitor) {
        CostEngine engine = new CostEngine(links, new SearchControl(settings, null, start));
        SearchState st = engine.state();
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
                    d = visitor.visit(view, links.totalTax + engine.solutionCost());
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
        return new SearchResult(st.outcome, st.statistics());
    }

    /**
     * The pass that knows the k-th best net cost {@code worst} and that {@code cheaper} solutions cost less:
     * its tree is shaped by the fixed cutoff {@code worst + 1}; it takes every solution below {@code worst}
     * and the first {@code k - cheaper} at {@code worst}, and ends when it has them all.
     */
    private SearchResult secondPass(CostLinks links, int k, long worst, int cheaper, SearchSettings settings,
            long start, List<Kept.Entry> taken) {
        CostEngine engine = new CostEngine(links, new SearchControl(settings, null, start));
        engine.cutAt(worst + 1);
        SearchState st = engine.state();
        int atWorst = k - cheaper;
        long seq = 0;
        while (engine.next()) {
            st.solutions++;
            long c = engine.solutionCost();
            if (c < worst || (c == worst && atWorst > 0)) {
                taken.add(new Kept.Entry(c, seq++, engine.solutionOptions()));
                if (c == worst && --atWorst == 0) {
                    engine.pruneCut = worst; // the rest at this cost are not wanted
                }
                if (taken.size() == k) {
                    st.outcome = SearchOutcome.COMPLETED; // everything wanted is in hand
                    break;
                }
            }
        }
        return new SearchResult(st.outcome, st.statistics());
    }

    private BestSolutions answer(CostLinks links, List<Kept.Entry> entries, SearchResult result) {
        List<CostedSolution> list = new ArrayList<>(entries.size());
        for (Kept.Entry e : entries) {
            list.add(new CostedSolution(new FrozenSolution(problem, e.options()), links.totalTax + e.cost()));
        }
        return new BestSolutions(list, result);
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
        if (settings.restartUnit().isPresent()) {
            throw new IllegalArgumentException("the minimum-cost search takes no restarts: it must see the "
                    + "whole tree to know the cheapest");
        }
    }

    /**
     * The k cheapest solutions found so far, by net cost and then the order found: a new one evicts the
     * dearest, of the dearest the latest found.
     */
    private static final class Kept {
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
            heap.add(new Entry(cost, seq++, options));
            if (heap.size() > k) {
                heap.poll();
            }
        }

        boolean full() {
            return heap.size() == k;
        }

        /** The dearest kept net cost (the k-th best once full). */
        long worst() {
            return heap.peek().cost();
        }

        int cheaperThanWorst() {
            long w = worst();
            int c = 0;
            for (Entry e : heap) {
                if (e.cost() < w) {
                    c++;
                }
            }
            return c;
        }

        List<Entry> sorted() {
            List<Entry> list = new ArrayList<>(heap);
            list.sort(ORDER);
            return list;
        }
    }
}
