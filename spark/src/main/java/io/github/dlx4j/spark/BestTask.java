/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.BestSolutions;
import io.github.dlx4j.CostSearch;
import io.github.dlx4j.CostedSolution;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Subproblem;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction2;

/**
 * Searches the pieces of one Spark partition for their cheapest solutions on an executor, one
 * {@link PieceBest} each: either the {@code k} best of each piece ({@link CostSearch#best(Subproblem, int,
 * SearchSettings)}, the first pass of {@link SparkBest}), or those up to a cost ({@link CostSearch#upTo},
 * the second). An element of the partition is a piece's index and its {@link Subproblem#toText()},
 * separated by a tab.
 *
 * <p>The problem arrives as a broadcast of its text in Knuth's format (costs included), parsed once per
 * executor into one {@link CostSearch} that every task thread shares (each search builds its own links). A search that does
 * not complete (the task was killed) throws, so nothing partial is ever reported as done.
 */
final class BestTask extends AbstractFunction2<TaskContext, Iterator<String>, BestTask.PieceBest[]>
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The search of the problem parsed on this executor, keyed by the broadcast's id (one at a time). */
    private static volatile Parsed parsed;

    private final Broadcast<String> problem;
    private final int k;
    private final long maxCost;
    private final int ties;
    private final TaskHook hook;

    private BestTask(Broadcast<String> problem, int k, long maxCost, int ties, TaskHook hook) {
        this.problem = problem;
        this.k = k;
        this.maxCost = maxCost;
        this.ties = ties;
        this.hook = hook;
    }

    /** The first pass: the {@code k} cheapest solutions of each piece. */
    static BestTask best(Broadcast<String> problem, int k, TaskHook hook) {
        return new BestTask(problem, k, 0, 0, hook);
    }

    /** The second pass: each piece's solutions below {@code maxCost}, and its first {@code ties} at it. */
    static BestTask upTo(Broadcast<String> problem, long maxCost, int ties, TaskHook hook) {
        return new BestTask(problem, 0, maxCost, ties, hook);
    }

    @Override
    public PieceBest[] apply(TaskContext context, Iterator<String> elements) {
        CostSearch search = search();
        List<PieceBest> results = new ArrayList<>();
        while (elements.hasNext()) {
            String element = elements.next();
            int tab = element.indexOf('\t');
            int index = Integer.parseInt(element.substring(0, tab));
            Subproblem piece = Subproblem.parse(element.substring(tab + 1));
            hook.beforeSearch(index, context);
            long t0 = System.nanoTime();
            BestSolutions r = k > 0 ? search.best(piece, k, SearchSettings.DEFAULT)
                    : search.upTo(piece, maxCost, ties, SearchSettings.DEFAULT);
            if (r.outcome() != SearchOutcome.COMPLETED) {
                // Killed (an interrupt): fail the attempt, and leave the pool's thread clean for the next task.
                boolean interrupted = Thread.interrupted();
                throw new IllegalStateException("piece " + index + " did not complete: " + r.outcome()
                        + (interrupted ? " (interrupted)" : ""));
            }
            List<CostedSolution> list = r.solutions();
            long[] costs = new long[list.size()];
            int[][] options = new int[list.size()][];
            for (int i = 0; i < costs.length; i++) {
                costs[i] = list.get(i).cost();
                options[i] = list.get(i).solution().options();
            }
            SubproblemResult counts = new SubproblemResult(index, costs.length, r.statistics().nodes(),
                    r.statistics().updates(), (System.nanoTime() - t0) / 1_000_000);
            results.add(new PieceBest(counts, costs, options));
        }
        return results.toArray(new PieceBest[0]);
    }

    /** Returns this executor's search of the broadcast problem, parsing it on first use. */
    private CostSearch search() {
        long id = problem.id();
        Parsed p = parsed;
        if (p == null || p.broadcastId != id) {
            synchronized (BestTask.class) {
                p = parsed;
                if (p == null || p.broadcastId != id) {
                    p = new Parsed(id, new CostSearch(DlxFormat.parse(problem.value())));
                    parsed = p;
                }
            }
        }
        return p.search;
    }

    private record Parsed(long broadcastId, CostSearch search) { }

    /**
     * The answer of one piece: its solutions, cheapest first (of equal costs in the walk's order), as costs
     * and option indices in the order the search chose them; and its counts, with the number of solutions.
     *
     * @param counts the piece's index, solutions returned, nodes, updates and time
     * @param costs each solution's cost
     * @param options each solution's options
     */
    record PieceBest(SubproblemResult counts, long[] costs, int[][] options) implements Serializable {
        private static final long serialVersionUID = 1L;
    }
}
