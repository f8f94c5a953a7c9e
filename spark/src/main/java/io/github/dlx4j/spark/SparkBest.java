/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.CostSearch;
import io.github.dlx4j.CostedSolution;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import io.github.dlx4j.Subproblem;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * Finds the {@code k} cheapest solutions of a problem whose options have costs on Apache Spark: the same
 * solutions, in the same order, as {@link CostSearch#best(int)}.
 *
 * <p>Two jobs, as {@link CostSearch#best(Subproblem, int, io.github.dlx4j.SearchSettings)} and
 * {@link CostSearch#upTo} prescribe. The first splits the walk ({@link CostSearch#split} with no cost bound)
 * and finds the {@code k} best of each piece; their lists, in piece order, sorted stably by cost, begin
 * with the problem's {@code k} best costs. Fewer than {@code k} in all is the answer. Otherwise, with
 * {@code c} the k-th cost and {@code m} of the k cheaper than {@code c}, the second job splits the walk cut
 * at {@code c} and takes from each piece its solutions below {@code c} and its first {@code k - m} at
 * {@code c}; in piece order, the first {@code k - m} at {@code c} overall and all below, sorted stably by
 * cost, are the sequential answer, ties in the sequential search's order. The problem is broadcast once
 * for both jobs; each piece's answer (at most {@code k} solutions) comes back to the driver.
 *
 * <pre>{@code
 * SparkBestResult r = SparkBest.builder(problem).pieces(64).build().run(jsc, 10);
 * r.solutions().get(0).cost();   // the least cost
 * }</pre>
 */
public final class SparkBest {

    private static final Logger LOG = LoggerFactory.getLogger(SparkBest.class);

    /** The pieces per core asked for when the number of pieces is automatic. */
    static final int PIECES_PER_CORE = 8;

    private final ExactCoverProblem problem;
    private final int pieces;
    private final Duration progressInterval;
    private final Consumer<String> progressSink;
    private final TaskHook hook;

    private SparkBest(Builder b) {
        this.problem = b.problem;
        this.pieces = b.pieces;
        this.progressInterval = b.progressInterval;
        this.progressSink = b.progressSink;
        this.hook = b.hook;
    }

    /**
     * Starts a search of a problem.
     *
     * @param problem the problem; options without a cost cost 0
     * @return a builder with the defaults: pieces chosen from the cores
     * @throws IllegalArgumentException if the problem has multiplicities (as {@link CostSearch} does)
     */
    public static Builder builder(ExactCoverProblem problem) {
        new CostSearch(problem); // refuses multiplicities, here rather than on the executors
        return new Builder(problem);
    }

    /**
     * Runs the search on a Spark context and returns the {@code k} cheapest solutions.
     *
     * @param sc the context; its default parallelism sizes the automatic split
     * @param k how many solutions, at least 1
     * @return the solutions, cheapest first, as {@link CostSearch#best(int)} gives them; fewer when the
     *     problem has fewer
     * @throws IllegalArgumentException if {@code k < 1}
     * @throws org.apache.spark.SparkException (undeclared) if a task fails more often than Spark retries it
     */
    public SparkBestResult run(JavaSparkContext sc, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, not " + k);
        }
        long t0 = System.nanoTime();
        // Executors read the problem back from its text (costs included); the driver splits that same problem.
        String text = DlxFormat.format(problem);
        CostSearch search = new CostSearch(DlxFormat.parse(text));
        int cores = Math.max(1, sc.defaultParallelism());
        int want = pieces > 0 ? pieces : cores * PIECES_PER_CORE;
        ExactSum nodes = new ExactSum();
        ExactSum updates = new ExactSum();
        Broadcast<String> broadcast = sc.broadcast(text);
        try {
            List<Subproblem> split1 = search.split(Long.MAX_VALUE, want);
            LOG.info("first pass: the {} best of each of {} pieces ({} cores)", k, split1.size(), cores);
            List<BestTask.PieceBest> first = runPass(sc, "first pass", split1, BestTask.best(broadcast, k, hook),
                    nodes, updates);
            List<Entry> sorted = firstPass(first);
            if (sorted.size() < k) {
                return result(sorted, nodes, updates, split1.size(), 0, t0);
            }
            long kth = sorted.get(k - 1).cost();
            int ties = k - cheaperThan(sorted.subList(0, k), kth);
            List<Subproblem> split2 = search.split(kth, want);
            LOG.info("second pass: up to cost {} with {} ties, {} pieces", kth, ties, split2.size());
            List<BestTask.PieceBest> second = runPass(sc, "second pass", split2,
                    BestTask.upTo(broadcast, kth, ties, hook), nodes, updates);
            List<Entry> best = secondPass(second, kth, ties);
            assert best.size() == k : best.size() + " solutions, not " + k;
            return result(best, nodes, updates, split1.size(), split2.size(), t0);
        } finally {
            broadcast.destroy();
        }
    }

    /** A solution of a piece's answer: its cost, and its options in the order the search chose them. */
    record Entry(long cost, int[] options) {
    }

    /** The first pass's merge: every piece's solutions, in piece order, sorted stably by cost. */
    static List<Entry> firstPass(List<BestTask.PieceBest> pieces) {
        List<Entry> all = new ArrayList<>();
        for (BestTask.PieceBest p : pieces) {
            for (int i = 0; i < p.costs().length; i++) {
                all.add(new Entry(p.costs()[i], p.options()[i]));
            }
        }
        all.sort(Comparator.comparingLong(Entry::cost)); // stable: of equal costs, earlier pieces first
        return all;
    }

    /**
     * The second pass's merge: walking the pieces in order, every solution that costs less than
     * {@code kth} and the first {@code ties} that cost exactly {@code kth}; sorted stably by cost.
     */
    static List<Entry> secondPass(List<BestTask.PieceBest> pieces, long kth, int ties) {
        List<Entry> kept = new ArrayList<>();
        int atKth = 0;
        for (BestTask.PieceBest p : pieces) {
            for (int i = 0; i < p.costs().length; i++) {
                long c = p.costs()[i];
                if (c < kth || (c == kth && atKth++ < ties)) {
                    kept.add(new Entry(c, p.options()[i]));
                }
            }
        }
        kept.sort(Comparator.comparingLong(Entry::cost));
        return kept;
    }

    private static int cheaperThan(List<Entry> entries, long cost) {
        int n = 0;
        for (Entry e : entries) {
            if (e.cost() < cost) {
                n++;
            }
        }
        return n;
    }

    /** Runs one pass as a Spark job, one task per piece; returns the pieces' answers in piece order. */
    private List<BestTask.PieceBest> runPass(JavaSparkContext sc, String name, List<Subproblem> split,
            BestTask task, ExactSum nodes, ExactSum updates) {
        BestTask.PieceBest[] results = new BestTask.PieceBest[split.size()];
        if (split.isEmpty()) {
            return List.of();
        }
        List<String> elements = new ArrayList<>(split.size());
        for (int i = 0; i < split.size(); i++) {
            elements.add(i + "\t" + split.get(i).toText());
        }
        Progress progress = new Progress(split.size(), 0, new ExactSum(), split.size(), progressInterval.toNanos(),
                line -> progressSink.accept(name + ": " + line), System::nanoTime);
        JavaRDD<String> rdd = sc.parallelize(elements, elements.size());
        sc.setJobDescription("dlx4j best, " + name + ": " + elements.size() + " pieces");
        ClassTag<BestTask.PieceBest[]> tag = ClassTag$.MODULE$.apply(BestTask.PieceBest[].class);
        sc.sc().runJob(rdd.rdd(), task, new AbstractFunction2<Object, BestTask.PieceBest[], BoxedUnit>() {
            @Override
            public BoxedUnit apply(Object partition, BestTask.PieceBest[] answers) {
                // Called on the driver once per partition, for its successful attempt only.
                synchronized (results) {
                    for (BestTask.PieceBest r : answers) {
                        results[r.counts().index()] = r;
                        nodes.add(r.counts().nodes());
                        updates.add(r.counts().updates());
                        progress.finished(r.counts(), 1);
                    }
                }
                return BoxedUnit.UNIT;
            }
        }, tag);
        synchronized (results) {
            return List.of(results);
        }
    }

    private SparkBestResult result(List<Entry> entries, ExactSum nodes, ExactSum updates, int firstPieces,
            int secondPieces, long t0) {
        List<CostedSolution> list = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            list.add(new CostedSolution(new Chosen(problem, e.options()), e.cost()));
        }
        return new SparkBestResult(list, nodes.value(), updates.value(), firstPieces, secondPieces,
                (System.nanoTime() - t0) / 1_000_000);
    }

    /** A solution as the options chosen, in the order chosen, of the problem given to the builder. */
    private record Chosen(ExactCoverProblem problem, int[] chosen) implements Solution {
        @Override
        public int size() {
            return chosen.length;
        }

        @Override
        public int option(int level) {
            return chosen[level];
        }

        @Override
        public Solution copy() {
            return this; // immutable: options() hands out a copy
        }
    }

    /** Configures a {@link SparkBest}. */
    public static final class Builder {
        private final ExactCoverProblem problem;
        private int pieces;
        private Duration progressInterval = Duration.ofSeconds(10);
        private Consumer<String> progressSink = LOG::info;
        private TaskHook hook = TaskHook.NONE;

        private Builder(ExactCoverProblem problem) {
            this.problem = Objects.requireNonNull(problem, "problem");
        }

        /**
         * Sets the number of pieces to ask {@link CostSearch#split} for, in each pass.
         *
         * @param minPieces at least 1; 0 (the default) asks for {@value SparkBest#PIECES_PER_CORE} per core
         * @return this builder
         * @throws IllegalArgumentException if {@code minPieces < 0}
         */
        public Builder pieces(int minPieces) {
            if (minPieces < 0) {
                throw new IllegalArgumentException("pieces must be at least 0, was " + minPieces);
            }
            this.pieces = minPieces;
            return this;
        }

        /**
         * Sets how often progress is reported, and where.
         *
         * @param interval the least time between two lines
         * @param sink receives each line (the default logs it at INFO)
         * @return this builder
         */
        public Builder progress(Duration interval, Consumer<String> sink) {
            this.progressInterval = Objects.requireNonNull(interval, "interval");
            this.progressSink = Objects.requireNonNull(sink, "sink");
            return this;
        }

        Builder hook(TaskHook hook) {
            this.hook = hook;
            return this;
        }

        /**
         * Returns the configured search.
         *
         * @return the search
         */
        public SparkBest build() {
            return new SparkBest(this);
        }
    }
}
