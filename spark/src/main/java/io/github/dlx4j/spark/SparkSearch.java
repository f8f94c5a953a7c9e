/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Subproblem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
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
 * Counts or enumerates the solutions of an exact cover problem on Apache Spark.
 *
 * <p>The driver splits the search tree into independent {@link Subproblem}s ({@link DancingLinks#splitInto},
 * then {@link Planner} splits the pieces that Knuth's estimate says are big), orders them biggest first,
 * broadcasts the problem once (as text in Knuth's format) and runs one Spark task per subproblem; each
 * executor lays the problem out once per task thread and reuses it for every subproblem it gets
 * ({@link SubproblemTask}). Results come back to the driver one task at a time, are summed exactly
 * ({@link ExactSum}: a total past {@link Long#MAX_VALUE} becomes a {@code BigInteger}) and, with an output
 * folder, recorded there as they arrive ({@link RunDirectory}), so a rerun skips them. A task that fails is
 * retried by Spark (up to {@code spark.task.maxFailures}); only a successful attempt's result reaches the
 * driver, once per subproblem, so a retry never counts twice.
 *
 * <pre>{@code
 * SparkSearchResult r = SparkSearch.builder(problem).outputDirectory("runs/queens16").build().run(jsc);
 * System.out.println(r.solutions());
 * }</pre>
 */
public final class SparkSearch {

    private static final Logger LOG = LoggerFactory.getLogger(SparkSearch.class);

    /** The nodes of Knuth's estimate per subproblem aimed at when the number of pieces is automatic. */
    static final double NODES_PER_PIECE = 2e6;

    /** The most pieces per core the automatic choice asks for, and the fewest is one per core. */
    static final int MAX_PIECES_PER_CORE = 64;

    /** The most pieces the planner makes by splitting big pieces further. */
    static final int MAX_PIECES = 100_000;

    /** The file in the output folder that {@link Builder#merge()} writes: every solution, in order. */
    public static final String MERGED = "solutions.txt";

    private final ExactCoverProblem problem;
    private final int pieces;
    private final String outputDirectory;
    private final boolean enumerate;
    private final boolean merge;
    private final long limit;
    private final Duration progressInterval;
    private final Consumer<String> progressSink;
    private final TaskHook hook;

    private SparkSearch(Builder b) {
        this.problem = b.problem;
        this.pieces = b.pieces;
        this.outputDirectory = b.outputDirectory;
        this.enumerate = b.enumerate;
        this.merge = b.merge;
        this.limit = b.limit;
        this.progressInterval = b.progressInterval;
        this.progressSink = b.progressSink;
        this.hook = b.hook;
    }

    /**
     * Starts a search of a problem.
     *
     * @param problem the problem
     * @return a builder with the defaults: count, pieces chosen automatically, no output folder
     */
    public static Builder builder(ExactCoverProblem problem) {
        return new Builder(Objects.requireNonNull(problem, "problem"));
    }

    /**
     * Runs the search on a Spark context and returns the totals.
     *
     * @param sc the context; its default parallelism sizes the automatic split
     * @return the exact totals
     * @throws IllegalArgumentException if the output folder holds a run of another problem or mode
     * @throws IOException if the output folder cannot be read or written
     * @throws org.apache.spark.SparkException (undeclared) if a task fails more often than Spark retries it
     */
    public SparkSearchResult run(JavaSparkContext sc) throws IOException {
        long t0 = System.nanoTime();
        // Executors read the problem back from its text; the driver splits that same problem.
        String text = DlxFormat.format(problem);
        ExactCoverProblem canonical = DlxFormat.parse(text);
        DancingLinks dl = new DancingLinks(canonical);
        Properties job = new Properties();
        job.setProperty("problem.sha256", sha256(text));
        job.setProperty("mode", enumerate ? "solve" : "count");
        job.setProperty("limit", limit == Long.MAX_VALUE ? "none" : Long.toString(limit));

        RunDirectory dir = outputDirectory == null ? null : new RunDirectory(outputDirectory, sc.hadoopConfiguration());
        List<Subproblem> split;
        double[] estimates = null;
        Map<Integer, SubproblemResult> finished = Map.of();
        Properties recorded = dir == null ? null : dir.job();
        if (recorded != null) {
            for (String key : job.stringPropertyNames()) {
                if (!job.getProperty(key).equals(recorded.getProperty(key))) {
                    throw new IllegalArgumentException("output folder '" + outputDirectory + "' holds a run with "
                            + key + "=" + recorded.getProperty(key) + ", not " + job.getProperty(key)
                            + "; give another folder, or delete it to start afresh");
                }
            }
            split = dir.subproblems();
            finished = dir.finished();
            LOG.info("resuming the run in {}: {} of {} subproblems already done", outputDirectory, finished.size(),
                    split.size());
        } else {
            int cores = Math.max(1, sc.defaultParallelism());
            if (pieces > 0) {
                split = dl.splitInto(pieces);
            } else {
                Planner.Plan plan = Planner.plan(dl, autoPieces(dl, cores), cores, MAX_PIECES);
                split = plan.pieces();
                estimates = plan.estimates();
            }
            job.setProperty("subproblems", Integer.toString(split.size()));
            LOG.info("split into {} subproblems ({} cores)", split.size(), cores);
            if (dir != null) {
                dir.start(job, split);
            }
        }

        ExactSum solutions = new ExactSum();
        ExactSum nodes = new ExactSum();
        ExactSum updates = new ExactSum();
        List<Integer> remaining = new ArrayList<>();
        for (int i = 0; i < split.size(); i++) {
            SubproblemResult r = finished.get(i);
            if (r == null) {
                remaining.add(i);
            } else {
                solutions.add(r.solutions());
                nodes.add(r.nodes());
                updates.add(r.updates());
            }
        }
        // The tasks count their pieces from the roots down; the nodes and updates above the pieces are counted
        // once, here, so that the totals equal the sequential search's (not for colors or multiplicities).
        long[] aboveSplit = AboveSplit.statistics(dl, split);
        if (aboveSplit != null) {
            nodes.add(aboveSplit[0]);
            updates.add(aboveSplit[1]);
        }
        // Knuth's estimate of each piece orders the tasks, biggest first, and weighs the progress.
        double[] weights = new double[split.size()];
        double weight = 0;
        double[] known = estimates;
        List<Subproblem> remainingPieces = remaining.stream().map(split::get).toList();
        double[] remainingEstimates = known == null ? Planner.estimates(dl, remainingPieces) : null;
        for (int k = 0; k < remaining.size(); k++) {
            int i = remaining.get(k);
            weights[i] = known != null ? known[i] : remainingEstimates[k];
            weight += weights[i];
        }
        List<Integer> order = new ArrayList<>(remaining);
        order.sort((a, b) -> Double.compare(weights[b], weights[a]));
        List<String> elements = new ArrayList<>();
        for (int i : order) {
            elements.add(i + "\t" + split.get(i).toText());
        }
        Progress progress = new Progress(split.size(), split.size() - elements.size(), solutions, weight,
                progressInterval.toNanos(), progressSink, System::nanoTime);
        if (!elements.isEmpty()) {
            Broadcast<String> broadcast = sc.broadcast(text);
            try {
                String solutionsDir = enumerate ? dir.solutions().toString() : null;
                SubproblemTask task = new SubproblemTask(broadcast, solutionsDir, limit, hook);
                JavaRDD<String> rdd = sc.parallelize(elements, elements.size());
                sc.setJobDescription("dlx4j " + (enumerate ? "solve" : "count") + ": " + elements.size() + " of "
                        + split.size() + " subproblems");
                ClassTag<SubproblemResult[]> tag = ClassTag$.MODULE$.apply(SubproblemResult[].class);
                sc.sc().runJob(rdd.rdd(), task, new AbstractFunction2<Object, SubproblemResult[], BoxedUnit>() {
                    @Override
                    public BoxedUnit apply(Object partition, SubproblemResult[] results) {
                        // Called on the driver once per partition, for its successful attempt only.
                        for (SubproblemResult r : results) {
                            if (dir != null) {
                                dir.record(r);
                            }
                            synchronized (solutions) {
                                solutions.add(r.solutions());
                                nodes.add(r.nodes());
                                updates.add(r.updates());
                            }
                            progress.finished(r, weights[r.index()]);
                        }
                        return BoxedUnit.UNIT;
                    }
                }, tag);
            } finally {
                broadcast.destroy();
            }
        } else {
            progressSink.accept(progress.line());
        }
        SparkSearchResult result;
        synchronized (solutions) {
            result = new SparkSearchResult(solutions.value(), nodes.value(), updates.value(), split.size(),
                    split.size() - elements.size(), (System.nanoTime() - t0) / 1_000_000);
        }
        if (dir != null) {
            if (enumerate && limit != Long.MAX_VALUE) {
                result = SolutionFiles.trim(dir, split.size(), limit, result);
            }
            if (enumerate && merge) {
                SolutionFiles.merge(dir, split.size(), new org.apache.hadoop.fs.Path(outputDirectory, MERGED));
            }
            dir.writeResult("solutions=" + result.solutions() + "\nnodes=" + result.nodes() + "\nupdates="
                    + result.updates() + "\nsubproblems=" + result.subproblems() + "\n");
        }
        return result;
    }

    /** Returns the pieces to ask for: about {@link #NODES_PER_PIECE} estimated nodes each, 1 to 64 per core. */
    static int autoPieces(DancingLinks dl, int cores) {
        double nodes = dl.estimate(1000, 0).nodes();
        double wanted = Math.min((double) cores * MAX_PIECES_PER_CORE, nodes / NODES_PER_PIECE);
        return (int) Math.max(cores, Math.min(wanted, 100_000));
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Configures a {@link SparkSearch}. */
    public static final class Builder {
        private final ExactCoverProblem problem;
        private int pieces;
        private String outputDirectory;
        private boolean enumerate;
        private boolean merge;
        private long limit = Long.MAX_VALUE;
        private Duration progressInterval = Duration.ofSeconds(10);
        private Consumer<String> progressSink = LOG::info;
        private TaskHook hook = TaskHook.NONE;

        private Builder(ExactCoverProblem problem) {
            this.problem = problem;
        }

        /**
         * Sets the number of subproblems to ask {@link DancingLinks#splitInto} for.
         *
         * @param minPieces at least 1; 0 (the default) chooses from the cores and Knuth's estimate of the tree
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
         * Sets the output folder, which makes the run resumable (see {@link RunDirectory}).
         *
         * @param dir a path or URI of any Hadoop file system; null for none (count only)
         * @return this builder
         */
        public Builder outputDirectory(String dir) {
            this.outputDirectory = dir;
            return this;
        }

        /**
         * Writes the solutions to the output folder, one file per subproblem, instead of only counting.
         *
         * @param limit the most solutions: the first {@code limit} of the sequential order are kept;
         *     {@link Long#MAX_VALUE} for all
         * @return this builder
         * @throws IllegalArgumentException if {@code limit < 1}
         */
        public Builder enumerate(long limit) {
            if (limit < 1) {
                throw new IllegalArgumentException("limit must be at least 1, was " + limit);
            }
            this.enumerate = true;
            this.limit = limit;
            return this;
        }

        /**
         * Also writes every solution of an enumeration, in the order of the sequential search, to one file,
         * {@value SparkSearch#MERGED} in the output folder.
         *
         * @return this builder
         */
        public Builder merge() {
            this.merge = true;
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
         * @throws IllegalStateException if enumeration was asked without an output folder, or merge without
         *     enumeration
         */
        public SparkSearch build() {
            if (enumerate && outputDirectory == null) {
                throw new IllegalStateException("enumeration needs an output folder");
            }
            if (merge && !enumerate) {
                throw new IllegalStateException("merge applies to an enumeration only");
            }
            return new SparkSearch(this);
        }
    }
}
