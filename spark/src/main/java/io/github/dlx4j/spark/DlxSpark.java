/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.CostedSolution;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.DlxFormatException;
import io.github.dlx4j.ExactCoverProblem;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The command line of dlx4j on Spark: {@code count|solve FILE [--pieces P] [--out DIR]} and
 * {@code best K FILE [--pieces P]}, for a problem in Knuth's DLX format. Run it with
 * {@code spark-submit --class io.github.dlx4j.spark.DlxSpark dlx4j-spark-VERSION.jar count FILE}, or without
 * a Spark installation with {@code mvn exec:exec} in {@code spark/} (see its README), which runs on
 * {@code local[*]}.
 *
 * <p>Bad usage or bad input prints one line on standard error and exits with 2; a failed Spark job exits
 * with 1. The count, or the cheapest solutions, go to standard output; statistics and progress go to standard
 * error.
 */
public final class DlxSpark {

    static final String USAGE = "usage: dlx4j-spark count FILE [--pieces P] [--out DIR] [--master URL]"
            + " [--progress-interval SECONDS]\n"
            + "       dlx4j-spark solve FILE --out DIR [--limit N] [--merge] [--pieces P] [--master URL]"
            + " [--progress-interval SECONDS]\n"
            + "       dlx4j-spark best K FILE [--pieces P] [--master URL] [--progress-interval SECONDS]";

    static final String HELP = USAGE + "\n\n"
            + "count  counts the solutions of FILE, a problem in Knuth's DLX format, on Spark and prints the\n"
            + "       exact total (any size: past 2^63 too).\n"
            + "solve  writes the solutions to DIR/solutions/part-NNNNNN, one file per subproblem; the files in\n"
            + "       name order hold the solutions in the order of the sequential search.\n"
            + "best   prints the K cheapest solutions of FILE, whose options may have costs ('|n'), as\n"
            + "       'dlx4j solve --best K' does: each as a line 'cost C' and its options, one per line.\n\n"
            + "--pieces P     split into at least P subproblems (default: for count and solve from the cores and\n"
            + "               Knuth's estimate; for best " + SparkBest.PIECES_PER_CORE + " per core)\n"
            + "--out DIR      record each finished subproblem in DIR (any Hadoop file system); the same\n"
            + "               command rerun skips them and gives the same total\n"
            + "--limit N      (solve) keep only the first N solutions of the sequential order\n"
            + "--merge        (solve) also write every solution, in order, to DIR/" + SparkSearch.MERGED + "\n"
            + "--master URL   the Spark master when not run by spark-submit (default local[*])\n"
            + "--progress-interval SECONDS   how often progress is logged (default 10)\n\n"
            + "Exit status: 0 done, 1 the Spark job failed, 2 bad usage or bad input.";

    /** The log4j configuration used when this class is run directly, not by spark-submit. */
    static final String LOCAL_LOG_CONFIG = "dlx4j-spark-log4j2.properties";

    private DlxSpark() {
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the arguments
     */
    public static void main(String[] args) {
        if (System.getProperty("spark.master") == null && System.getProperty("log4j2.configurationFile") == null) {
            // Run directly (not by spark-submit): quiet Spark's INFO chatter, keep dlx4j's progress.
            System.setProperty("log4j2.configurationFile", LOCAL_LOG_CONFIG);
        }
        int code = run(args, System.out, System.err, JavaSparkContext::new);
        System.exit(code);
    }

    /**
     * Runs the command line; returns the exit status.
     *
     * @param contexts makes the Spark context from the configuration (tests hand out a shared one)
     */
    static int run(String[] args, PrintStream out, PrintStream err, Function<SparkConf, JavaSparkContext> contexts) {
        Options o;
        try {
            o = Options.parse(args);
        } catch (UsageException e) {
            err.println("dlx4j-spark: " + e.getMessage());
            return 2;
        }
        if (o.help) {
            out.println(HELP);
            return 0;
        }
        SparkConf conf = new SparkConf().setAppName("dlx4j-spark " + o.mode + " " + o.file);
        if (o.master != null) {
            conf.setMaster(o.master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        ExactCoverProblem problem;
        try {
            problem = read(o.file, hadoopConfiguration(conf));
        } catch (UsageException e) {
            err.println("dlx4j-spark: " + e.getMessage());
            return 2;
        }
        SparkBest best = null;
        if (o.mode.equals("best")) {
            try {
                best = SparkBest.builder(problem).pieces(o.pieces)
                        .progress(Duration.ofMillis((long) (o.progressSeconds * 1000)), progressLog()::info).build();
            } catch (IllegalArgumentException e) {
                err.println("dlx4j-spark: " + e.getMessage());
                return 2;
            }
        }
        JavaSparkContext sc = null;
        try {
            sc = contexts.apply(conf);
            if (best != null) {
                printBest(best.run(sc, o.best), out, err);
                return 0;
            }
            SparkSearch.Builder b = SparkSearch.builder(problem).pieces(o.pieces).outputDirectory(o.out)
                    .progress(Duration.ofMillis((long) (o.progressSeconds * 1000)), progressLog()::info);
            if (o.mode.equals("solve")) {
                b.enumerate(o.limit);
                if (o.merge) {
                    b.merge();
                }
            }
            SparkSearchResult r = b.build().run(sc);
            out.println(r.solutions());
            out.flush();
            err.println("subproblems: " + r.subproblems() + (r.skipped() > 0 ? " (" + r.skipped()
                    + " done by an earlier run, skipped)" : ""));
            err.println("nodes: " + r.nodes());
            err.println("updates: " + r.updates());
            err.println("time: " + Progress.duration(r.elapsedMillis() * 1_000_000));
            if (o.mode.equals("solve")) {
                err.println("solutions written to " + new Path(o.out, RunDirectory.SOLUTIONS) + "/part-*"
                        + (o.merge ? " and " + new Path(o.out, SparkSearch.MERGED) : ""));
            }
            return 0;
        } catch (IllegalArgumentException e) {
            err.println("dlx4j-spark: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("dlx4j-spark: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            if (!isSparkFailure(e)) {
                throw e;
            }
            String message = String.valueOf(e.getMessage());
            int nl = message.indexOf('\n');
            err.println("dlx4j-spark: the Spark job failed: " + (nl < 0 ? message : message.substring(0, nl)));
            return 1;
        } finally {
            if (sc != null && contexts != null) {
                release(sc, contexts);
            }
        }
    }

    /**
     * Prints the cheapest solutions as {@code dlx4j solve --best} does: each as a line {@code cost C} and its
     * options' texts in input order, a blank line between two; then the statistics on standard error.
     */
    private static void printBest(SparkBestResult r, PrintStream out, PrintStream err) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < r.solutions().size(); i++) {
            CostedSolution c = r.solutions().get(i);
            text.setLength(0);
            if (i > 0) {
                text.append('\n');
            }
            text.append("cost ").append(c.cost()).append('\n');
            int[] options = c.solution().options();
            Arrays.sort(options);
            for (int option : options) {
                text.append(c.solution().problem().optionText(option)).append('\n');
            }
            out.print(text);
        }
        out.flush();
        if (r.solutions().isEmpty()) {
            err.println("dlx4j-spark: no solution");
        }
        err.println("subproblems: " + r.firstPieces() + (r.secondPieces() > 0 ? " in the first pass, "
                + r.secondPieces() + " in the second" : ""));
        err.println("nodes: " + r.nodes());
        err.println("updates: " + r.updates());
        err.println("time: " + Progress.duration(r.elapsedMillis() * 1_000_000));
    }

    /** Stops a context this command made (a test's shared context is left running). */
    private static void release(JavaSparkContext sc, Function<SparkConf, JavaSparkContext> contexts) {
        if (contexts instanceof Shared) {
            return;
        }
        sc.stop();
    }

    /** A context factory whose context outlives the command (tests). */
    interface Shared extends Function<SparkConf, JavaSparkContext> {
    }

    private static boolean isSparkFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.apache.spark.SparkException) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the logger of progress lines: the log, which the console shows too (see
     * {@link #LOCAL_LOG_CONFIG}). Not a static field, so that {@link #main} can choose the log configuration
     * before logging starts.
     */
    private static org.slf4j.Logger progressLog() {
        return org.slf4j.LoggerFactory.getLogger("io.github.dlx4j.spark.progress");
    }

    /**
     * Returns the Hadoop configuration a Spark context would have: the defaults and site files on the class
     * path, and the {@code spark.hadoop.*} settings. The problem is read with it before Spark starts, so a
     * mistake in the input is reported at once.
     */
    static Configuration hadoopConfiguration(SparkConf conf) {
        Configuration hadoop = new Configuration();
        for (scala.Tuple2<String, String> kv : conf.getAll()) {
            if (kv._1().startsWith("spark.hadoop.")) {
                hadoop.set(kv._1().substring("spark.hadoop.".length()), kv._2());
            }
        }
        return hadoop;
    }

    /** Reads the problem from a file of any Hadoop file system (a plain path is a local file). */
    static ExactCoverProblem read(String file, Configuration hadoop) throws UsageException {
        try {
            Path path = new Path(file);
            FileSystem fs = path.getFileSystem(hadoop);
            if (fs.getFileStatus(path).isDirectory()) {
                throw new UsageException("cannot read '" + file + "': it is a directory");
            }
            try (InputStream in = fs.open(path)) {
                return DlxFormat.read(in);
            }
        } catch (DlxFormatException e) {
            throw new UsageException(file + ": " + e.getMessage());
        } catch (FileNotFoundException e) {
            throw new UsageException("cannot read '" + file + "': no such file");
        } catch (IOException | IllegalArgumentException e) {
            throw new UsageException("cannot read '" + file + "': " + e.getMessage());
        }
    }

    /** The parsed command line. */
    static final class Options {
        String mode;
        String file;
        int best;
        int pieces;
        String out;
        String master;
        long limit = Long.MAX_VALUE;
        boolean merge;
        boolean help;
        double progressSeconds = 10;

        /** The most solutions best keeps: the core's {@code dlx4j solve --best} takes as many. */
        static final int MAX_BEST = Integer.MAX_VALUE - 8;

        static Options parse(String[] args) throws UsageException {
            Options o = new Options();
            Map<String, String> values = new HashMap<>();
            java.util.List<String> positionals = new java.util.ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (a.equals("-h") || a.equals("--help")) {
                    o.help = true;
                    return o;
                } else if (a.equals("--merge")) {
                    o.merge = true;
                } else if (a.startsWith("--")) {
                    String name = a;
                    String value;
                    int eq = a.indexOf('=');
                    if (eq > 0) {
                        name = a.substring(0, eq);
                        value = a.substring(eq + 1);
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        throw new UsageException("option '" + a + "' needs a value");
                    }
                    switch (name) {
                        case "--pieces", "--out", "--master", "--limit", "--progress-interval" -> values.put(name, value);
                        default -> throw new UsageException("unknown option '" + name + "'; see --help");
                    }
                } else {
                    positionals.add(a);
                }
            }
            if (positionals.isEmpty()) {
                throw new UsageException("give a command, count, solve or best; see --help");
            }
            o.mode = positionals.get(0);
            if (!o.mode.equals("count") && !o.mode.equals("solve") && !o.mode.equals("best")) {
                throw new UsageException("unknown command '" + o.mode + "'; expected count, solve or best");
            }
            if (o.mode.equals("best")) {
                if (positionals.size() < 2) {
                    throw new UsageException("best needs K, how many solutions, and FILE: best K FILE");
                }
                o.best = (int) number(Map.of("K", positionals.get(1)), "K", 1, MAX_BEST, 0);
                positionals.remove(1);
            }
            if (positionals.size() != 2) {
                throw new UsageException(positionals.size() < 2 ? "give the problem FILE, in Knuth's DLX format"
                        : "unexpected argument '" + positionals.get(2) + "'");
            }
            o.file = positionals.get(1);
            o.pieces = (int) number(values, "--pieces", 1, 1_000_000, 0);
            o.out = values.get("--out");
            o.master = values.get("--master");
            o.limit = number(values, "--limit", 1, Long.MAX_VALUE, Long.MAX_VALUE);
            String interval = values.get("--progress-interval");
            if (interval != null) {
                try {
                    o.progressSeconds = Double.parseDouble(interval);
                } catch (NumberFormatException e) {
                    o.progressSeconds = -1;
                }
                if (!(o.progressSeconds >= 0 && o.progressSeconds < 1e6)) {
                    throw new UsageException("option '--progress-interval' needs a number of seconds, but was given '"
                            + interval + "'");
                }
            }
            if (o.mode.equals("solve") && o.out == null) {
                throw new UsageException("solve needs --out DIR, the folder the solutions go to");
            }
            if (o.mode.equals("count") && (values.containsKey("--limit") || o.merge)) {
                throw new UsageException("options '--limit' and '--merge' apply to solve only");
            }
            if (o.mode.equals("best") && (o.out != null || values.containsKey("--limit") || o.merge)) {
                throw new UsageException("options '--out', '--limit' and '--merge' do not apply to best, which"
                        + " prints its K solutions");
            }
            return o;
        }

        private static long number(Map<String, String> values, String name, long min, long max, long absent)
                throws UsageException {
            String v = values.get(name);
            if (v == null) {
                return absent;
            }
            try {
                long n = Long.parseLong(v);
                if (n >= min && n <= max) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new UsageException((name.startsWith("--") ? "option '" + name + "'" : name) + " needs a whole"
                    + " number from " + min + " to " + max + ", but was given '" + v + "'");
        }
    }

    /** Bad usage or bad input: one line on standard error, exit status 2. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message, null, false, false);
        }
    }
}
