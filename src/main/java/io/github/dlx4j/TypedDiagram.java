/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * A {@link SolutionDiagram} of a {@link TypedProblem}: all its solutions as lists of your option objects,
 * counted, drawn at random, listed and ranked without searching again. Made by {@link TypedSolver#diagram()}.
 *
 * <pre>{@code
 * TypedDiagram<Placement> all = new TypedSolver<>(problem).diagram();
 * BigInteger n = all.count();
 * List<Placement> random = all.sample(new Random(7));
 * }</pre>
 *
 * @param <O> the type of the options' objects
 */
public final class TypedDiagram<O> {

    private final TypedProblem<O> problem;
    private final SolutionDiagram diagram;
    /** Each option object's index, made on the first {@link #rank}; null where two options are equal. */
    private volatile Map<O, Integer> index;

    TypedDiagram(TypedProblem<O> problem, SolutionDiagram diagram) {
        this.problem = problem;
        this.diagram = diagram;
    }

    /**
     * Returns the diagram of the index problem, for what is not repeated here (its nodes, its text).
     *
     * @return the diagram
     */
    public SolutionDiagram diagram() {
        return diagram;
    }

    /**
     * Returns the typed problem.
     *
     * @return the problem
     */
    public TypedProblem<O> problem() {
        return problem;
    }

    /**
     * Returns the number of solutions, exactly.
     *
     * @return the count
     */
    public BigInteger count() {
        return diagram.count();
    }

    /**
     * Draws a solution uniformly at random.
     *
     * @param random the source of randomness
     * @return the solution's option objects, in the order of the search's levels
     * @throws java.util.NoSuchElementException if there is no solution
     */
    public List<O> sample(RandomGenerator random) {
        return problem.decode(diagram.sample(random));
    }

    /**
     * Draws {@code n} solutions uniformly and independently, the same for the same seed.
     *
     * @param n how many
     * @param seed the seed
     * @return the solutions, in the order drawn
     */
    public List<List<O>> samples(int n, long seed) {
        List<List<O>> list = new ArrayList<>(n);
        for (Solution s : diagram.samples(n, seed)) {
            list.add(problem.decode(s));
        }
        return list;
    }

    /**
     * Returns every solution, lazily, in the sequential search's order.
     *
     * @return the solutions as lists of option objects
     */
    public Stream<List<O>> solutions() {
        return diagram.solutions().map(problem::decode);
    }

    /**
     * Returns the solution of a rank in the search's order, from 0.
     *
     * @param rank from 0 to {@code count() - 1}
     * @return its option objects
     * @throws IndexOutOfBoundsException if the rank is out of range
     */
    public List<O> solution(BigInteger rank) {
        return problem.decode(diagram.solution(rank));
    }

    /**
     * Returns the rank of a solution given as its option objects (in any order), found by
     * {@link Object#equals}.
     *
     * @param solution the option objects of a solution
     * @return its rank
     * @throws IllegalArgumentException if it is not a solution, or two of the problem's options are equal
     *     objects (use {@link SolutionDiagram#rank} with option indices then)
     */
    public BigInteger rank(List<O> solution) {
        Objects.requireNonNull(solution, "solution");
        Map<O, Integer> map = index;
        if (map == null) {
            map = new HashMap<>();
            for (int o = 0; o < problem.optionCount(); o++) {
                if (map.put(problem.option(o), o) != null) {
                    throw new IllegalArgumentException("two options are the equal object " + problem.option(o)
                            + "; rank the solution by option indices with diagram().rank");
                }
            }
            index = map;
        }
        int[] options = new int[solution.size()];
        for (int k = 0; k < options.length; k++) {
            Integer o = map.get(solution.get(k));
            if (o == null) {
                throw new IllegalArgumentException("not an option of this problem: " + solution.get(k));
            }
            options[k] = o;
        }
        return diagram.rank(new FrozenSolution(problem.indexProblem(), options));
    }

    @Override
    public String toString() {
        return "TypedDiagram[" + count() + " solutions, " + diagram.nodeCount() + " nodes]";
    }
}
