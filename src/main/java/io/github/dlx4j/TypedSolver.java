/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Stream;

/**
 * Solves a {@link TypedProblem}: every entry point of {@link DancingLinks}, with solutions as lists of your
 * option objects.
 *
 * <pre>{@code
 * TypedSolver<Placement> solver = new TypedSolver<>(problem);
 * long count = solver.count();
 * Optional<List<Placement>> first = solver.findFirst();
 * solver.solutions().limit(10).forEach(System.out::println);
 * }</pre>
 *
 * <p>Each method delegates to a {@link DancingLinks} laid out from the problem's
 * {@linkplain TypedProblem#indexProblem() index problem} and behaves as the method of the same name there
 * (settings, limits, order, statistics, exceptions, thread rules: one instance per thread, {@link #copy()}
 * for another). The search itself is that of the index problem, at its cost; counting maps nothing, and
 * each solution reported costs one list of its size. For what is not repeated here (splitting into
 * subproblems, estimates, cover and uncover) use {@link #links()} and {@link TypedProblem#decode(Solution)}.
 *
 * @param <O> the type of the options' objects
 */
public final class TypedSolver<O> {

    private final TypedProblem<O> problem;
    private final DancingLinks links;

    /**
     * Lays out the matrix of a problem, in time and memory linear in its number of nodes.
     *
     * @param problem the problem
     * @throws NullPointerException if {@code problem} is null
     */
    public TypedSolver(TypedProblem<O> problem) {
        this(problem, new DancingLinks(Objects.requireNonNull(problem, "problem").indexProblem()));
    }

    private TypedSolver(TypedProblem<O> problem, DancingLinks links) {
        this.problem = problem;
        this.links = links;
    }

    /**
     * Returns the problem this solver solves.
     *
     * @return the problem
     */
    public TypedProblem<O> problem() {
        return problem;
    }

    /**
     * Returns the matrix the searches run on, for the core API: its solutions are decoded by
     * {@link TypedProblem#decode(Solution)}.
     *
     * @return the dancing-links matrix of the index problem
     */
    public DancingLinks links() {
        return links;
    }

    /**
     * Returns an independent copy of this solver in its current state, for use by another thread.
     *
     * @return a new solver on a copy of the matrix
     * @throws IllegalStateException if a search is running on this instance
     */
    public TypedSolver<O> copy() {
        return new TypedSolver<>(problem, links.copy());
    }

    /**
     * Counts all solutions. See {@link DancingLinks#count()}.
     *
     * @return the number of solutions
     */
    public long count() {
        return links.count();
    }

    /**
     * Counts the solutions under limits and controls. See {@link DancingLinks#count(SearchSettings)}.
     *
     * @param settings limits, budgets and cancellation
     * @return how the count ended; {@link SearchResult#solutions()} is the number counted
     */
    public SearchResult count(SearchSettings settings) {
        return links.count(settings);
    }

    /**
     * Counts the solutions, stopping at {@code limit}. See {@link DancingLinks#countUpTo(long)}.
     *
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions, or {@code limit} if there are at least that many
     */
    public long countUpTo(long limit) {
        return links.countUpTo(limit);
    }

    /**
     * Returns the first solution in the search's order. See {@link DancingLinks#findFirst()}.
     *
     * @return the objects of the first solution's options, or empty when there is none
     */
    public Optional<List<O>> findFirst() {
        return links.findFirst().map(problem::decode);
    }

    /**
     * Returns the first solution under limits and controls (a seed gives a random one). See
     * {@link DancingLinks#findFirst(SearchSettings)}.
     *
     * @param settings limits, budgets, cancellation and seed
     * @return the objects of the first solution's options, or empty when the search completed without one
     * @throws SearchEndedException if the settings ended the search before it found a solution or proved
     *     there is none
     */
    public Optional<List<O>> findFirst(SearchSettings settings) {
        return links.findFirst(settings).map(problem::decode);
    }

    /**
     * Returns the solutions as a lazy, sequential stream, in the search's order. See
     * {@link DancingLinks#solutions()}.
     *
     * @return a stream of immutable lists of option objects
     */
    public Stream<List<O>> solutions() {
        return links.solutions().map(problem::decode);
    }

    /**
     * Returns the solutions as a lazy stream under limits and controls. See
     * {@link DancingLinks#solutions(SearchSettings)}.
     *
     * @param settings limits, budgets, cancellation, progress and seed
     * @return a stream of immutable lists of option objects
     */
    public Stream<List<O>> solutions(SearchSettings settings) {
        return links.solutions(settings).map(problem::decode);
    }

    /**
     * Visits every solution until the visitor says stop. See {@link DancingLinks#search(SolutionVisitor)}.
     *
     * @param visitor receives each solution as an immutable list of option objects
     * @return how the search ended, with its statistics
     */
    public SearchResult search(TypedVisitor<O> visitor) {
        return search(SearchSettings.DEFAULT, visitor);
    }

    /**
     * Visits the solutions under limits and controls. See
     * {@link DancingLinks#search(SearchSettings, SolutionVisitor)}.
     *
     * @param settings limits, budgets and cancellation
     * @param visitor receives each solution as an immutable list of option objects
     * @return how the search ended, with its statistics
     */
    public SearchResult search(SearchSettings settings, TypedVisitor<O> visitor) {
        return links.search(settings, adapt(visitor));
    }

    /**
     * Counts all solutions on the common pool. See {@link DancingLinks#parallelCount()}.
     *
     * @return the number of solutions, equal to {@link #count()}
     */
    public long parallelCount() {
        return links.parallelCount();
    }

    /**
     * Counts all solutions on a pool. See {@link DancingLinks#parallelCount(ForkJoinPool)}.
     *
     * @param pool the pool whose workers search
     * @return the number of solutions, equal to {@link #count()}
     */
    public long parallelCount(ForkJoinPool pool) {
        return links.parallelCount(pool);
    }

    /**
     * Visits the solutions on a pool, in no particular order, calling the visitor from several threads at
     * once. See {@link DancingLinks#parallelSearch(ForkJoinPool, SearchSettings, SolutionVisitor)}.
     *
     * @param pool the pool whose workers search
     * @param settings limits, budgets, cancellation and progress
     * @param visitor receives each solution on a worker thread (it must be thread-safe), or null to count
     *     only
     * @return how the search ended, with statistics summed over the workers
     */
    public SearchResult parallelSearch(ForkJoinPool pool, SearchSettings settings, TypedVisitor<O> visitor) {
        return links.parallelSearch(pool, settings, visitor == null ? null : adapt(visitor));
    }

    /**
     * Visits the solutions found on a pool in the order of the sequential search, on the calling thread.
     * See {@link DancingLinks#parallelSearchOrdered(ForkJoinPool, SearchSettings, SolutionVisitor)}.
     *
     * @param pool the pool whose workers search
     * @param settings limits, budgets, cancellation and progress
     * @param visitor receives each solution, in the sequential order, on this thread
     * @return how the search ended, with its statistics
     */
    public SearchResult parallelSearchOrdered(ForkJoinPool pool, SearchSettings settings, TypedVisitor<O> visitor) {
        return links.parallelSearchOrdered(pool, settings, adapt(visitor));
    }

    private SolutionVisitor adapt(TypedVisitor<O> visitor) {
        Objects.requireNonNull(visitor, "visitor");
        return solution -> visitor.visit(problem.decode(solution));
    }

    /** Returns a one-line summary of the problem. */
    /**
     * Builds the diagram of all the solutions ({@link SolutionDiagram#build(ExactCoverProblem)}).
     *
     * @return the diagram, with solutions as lists of option objects
     * @throws IllegalArgumentException if the problem has multiplicities
     * @throws IllegalStateException if the diagram passes {@link SolutionDiagram#DEFAULT_MAX_NODES} nodes
     */
    public TypedDiagram<O> diagram() {
        return new TypedDiagram<>(problem, SolutionDiagram.build(problem.indexProblem()));
    }

    /**
     * Builds the diagram of all the solutions under settings
     * ({@link SolutionDiagram#build(ExactCoverProblem, SearchSettings, int)}).
     *
     * @param settings a timeout, cancellation, budgets and progress
     * @param maxNodes the most nodes the diagram may have
     * @return the diagram, with solutions as lists of option objects
     * @throws SearchEndedException if the settings ended the build first
     */
    public TypedDiagram<O> diagram(SearchSettings settings, int maxNodes) {
        return new TypedDiagram<>(problem, SolutionDiagram.build(problem.indexProblem(), settings, maxNodes));
    }

    @Override
    public String toString() {
        return "TypedSolver[" + problem + "]";
    }
}
