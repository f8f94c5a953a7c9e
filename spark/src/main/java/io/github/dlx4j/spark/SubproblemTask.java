/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import io.github.dlx4j.Subproblem;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction2;

/**
 * Searches the subproblems of one Spark partition on an executor and returns one {@link SubproblemResult}
 * each. An element of the partition is a subproblem's index and its {@link Subproblem#toText()}, separated
 * by a tab.
 *
 * <p>The problem arrives once per executor as a broadcast of its text in Knuth's format; it is parsed once
 * per executor and laid out in one {@link DancingLinks} per task thread, which every later subproblem on
 * that thread reuses. When a solutions folder is given, the solutions of subproblem {@code i} go to
 * {@code part-i} there (written to a temporary name and renamed when complete, so a failed attempt leaves no
 * half file under the final name): each solution as its options' item names, one option per line in input
 * order, followed by a blank line. A search that does not complete (the task was killed) throws, so nothing
 * partial is ever reported as done.
 */
final class SubproblemTask extends AbstractFunction2<TaskContext, Iterator<String>, SubproblemResult[]>
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The problem parsed on this executor, keyed by the broadcast's id (one at a time). */
    private static volatile Parsed parsed;

    /** This thread's matrix of the current problem. */
    private static final ThreadLocal<Laid> LAID = new ThreadLocal<>();

    private final Broadcast<String> problemText;
    private final String solutionsDir;
    private final long limit;
    private final TaskHook hook;

    /**
     * Creates the task function.
     *
     * @param problemText the problem in Knuth's format, broadcast
     * @param solutionsDir where to write each subproblem's solutions, or null to count only
     * @param limit the most solutions to search for in each subproblem ({@link Long#MAX_VALUE}: all)
     * @param hook called before each search
     */
    SubproblemTask(Broadcast<String> problemText, String solutionsDir, long limit, TaskHook hook) {
        this.problemText = problemText;
        this.solutionsDir = solutionsDir;
        this.limit = limit;
        this.hook = hook;
    }

    @Override
    public SubproblemResult[] apply(TaskContext context, Iterator<String> elements) {
        DancingLinks dl = dancingLinks();
        List<SubproblemResult> results = new ArrayList<>();
        while (elements.hasNext()) {
            String element = elements.next();
            int tab = element.indexOf('\t');
            int index = Integer.parseInt(element.substring(0, tab));
            Subproblem subproblem = Subproblem.parse(element.substring(tab + 1));
            hook.beforeSearch(index, context);
            results.add(solutionsDir == null ? count(dl, index, subproblem)
                    : solve(dl, index, subproblem, context));
        }
        return results.toArray(new SubproblemResult[0]);
    }

    private SubproblemResult count(DancingLinks dl, int index, Subproblem subproblem) {
        long t0 = System.nanoTime();
        SearchResult r = dl.search(subproblem, settings(), solution -> Decision.CONTINUE);
        return result(index, r, t0);
    }

    private SubproblemResult solve(DancingLinks dl, int index, Subproblem subproblem, TaskContext context) {
        long t0 = System.nanoTime();
        Path dir = new Path(solutionsDir);
        Path part = new Path(dir, RunDirectory.partName(index));
        Path temp = new Path(dir, "." + RunDirectory.partName(index) + ".attempt-" + context.taskAttemptId());
        try {
            FileSystem fs = dir.getFileSystem(new Configuration());
            SearchResult r;
            try (Writer out = new BufferedWriter(new OutputStreamWriter(fs.create(temp, true),
                    StandardCharsets.UTF_8), 1 << 16)) {
                StringBuilder sb = new StringBuilder();
                r = dl.search(subproblem, settings(), solution -> {
                    sb.setLength(0);
                    format(solution, sb);
                    try {
                        out.append(sb);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    return Decision.CONTINUE;
                });
            }
            SubproblemResult result = result(index, r, t0);
            fs.delete(part, false);
            if (!fs.rename(temp, part)) {
                throw new IOException("cannot rename " + temp + " to " + part);
            }
            return result;
        } catch (IOException e) {
            throw new UncheckedIOException("subproblem " + index + ": " + e.getMessage(), e);
        }
    }

    private SearchSettings settings() {
        SearchSettings.Builder b = SearchSettings.builder();
        if (limit != Long.MAX_VALUE) {
            b.solutionLimit(limit);
        }
        return b.build();
    }

    private static SubproblemResult result(int index, SearchResult r, long t0) {
        if (r.outcome() != SearchOutcome.COMPLETED && r.outcome() != SearchOutcome.SOLUTION_LIMIT) {
            // Killed (an interrupt): fail the attempt, and leave the pool's thread clean for the next task.
            boolean interrupted = Thread.interrupted();
            throw new IllegalStateException("subproblem " + index + " did not complete: " + r.outcome()
                    + (interrupted ? " (interrupted)" : ""));
        }
        return new SubproblemResult(index, r.solutions(), r.statistics().nodes(), r.statistics().updates(),
                (System.nanoTime() - t0) / 1_000_000);
    }

    /** Appends a solution: its options' item names, one option per line in input order, then a blank line. */
    static void format(Solution solution, StringBuilder out) {
        ExactCoverProblem p = solution.problem();
        int[] options = solution.options();
        Arrays.sort(options);
        for (int o : options) {
            out.append(p.optionText(o)).append('\n');
        }
        out.append('\n');
    }

    /** Returns this thread's matrix of the broadcast problem, parsing and laying it out on first use. */
    private DancingLinks dancingLinks() {
        long id = problemText.id();
        Laid laid = LAID.get();
        if (laid == null || laid.broadcastId != id) {
            Parsed p = parsed;
            if (p == null || p.broadcastId != id) {
                synchronized (SubproblemTask.class) {
                    p = parsed;
                    if (p == null || p.broadcastId != id) {
                        p = new Parsed(id, DlxFormat.parse(problemText.value()));
                        parsed = p;
                    }
                }
            }
            laid = new Laid(id, new DancingLinks(p.problem));
            LAID.set(laid);
        }
        return laid.dl;
    }

    private record Parsed(long broadcastId, ExactCoverProblem problem) { }

    private record Laid(long broadcastId, DancingLinks dl) { }
}
