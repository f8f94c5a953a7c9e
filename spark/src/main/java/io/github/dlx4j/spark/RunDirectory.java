/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.Subproblem;
import java.io.BufferedReader;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The output folder of a run, which makes it resumable. Any Hadoop file system works ({@code file:},
 * {@code hdfs:}, {@code s3a:}); for {@code solve} on a cluster it must be one every executor can write.
 *
 * <pre>
 * job.properties      what the run is: the problem's SHA-256, the mode, the limit, the number of subproblems
 * subproblems.txt     the split: a line '# subproblems=N', then subproblem i's option indices on line i+2
 * done/000042         written by the driver when subproblem 42 finishes: index solutions nodes updates millis
 * solutions/part-000042   (solve) the solutions of subproblem 42, renamed into place when complete
 * result.txt          the totals, written at the end
 * </pre>
 *
 * A rerun reads {@code job.properties}, refuses a different problem or mode, reuses the recorded split (so
 * the pieces match whatever the cluster's size now) and skips every subproblem that has a {@code done} file.
 * Each file is written under a temporary name and renamed, so a crash never leaves half a record.
 */
final class RunDirectory {

    static final String JOB = "job.properties";
    static final String SUBPROBLEMS = "subproblems.txt";
    static final String DONE = "done";
    static final String SOLUTIONS = "solutions";
    static final String RESULT = "result.txt";

    private final Path root;
    private final FileSystem fs;

    RunDirectory(String dir, Configuration conf) throws IOException {
        this.root = new Path(dir);
        this.fs = root.getFileSystem(conf);
        fs.setWriteChecksum(false);
    }

    /** Returns the name of subproblem {@code index}'s solution file. */
    static String partName(int index) {
        return String.format("part-%06d", index);
    }

    /** Returns the folder the solution files go to. */
    Path solutions() {
        return new Path(root, SOLUTIONS);
    }

    FileSystem fileSystem() {
        return fs;
    }

    /** Returns the recorded job description, or null when the folder holds no run yet. */
    Properties job() throws IOException {
        String text = readIfExists(new Path(root, JOB));
        if (text == null) {
            return null;
        }
        Properties p = new Properties();
        p.load(new StringReader(text));
        return p;
    }

    /** Returns the recorded split. */
    List<Subproblem> subproblems() throws IOException {
        String text = readIfExists(new Path(root, SUBPROBLEMS));
        if (text == null) {
            throw new FileNotFoundException(new Path(root, SUBPROBLEMS) + " is missing");
        }
        String[] lines = text.split("\n", -1);
        int n;
        try {
            n = Integer.parseInt(lines[0].substring(lines[0].indexOf('=') + 1).strip());
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IOException(new Path(root, SUBPROBLEMS) + " does not start with '# subproblems=N'", e);
        }
        if (lines.length < n + 1) {
            throw new IOException(new Path(root, SUBPROBLEMS) + " holds fewer than " + n + " subproblems");
        }
        List<Subproblem> list = new ArrayList<>(n);
        for (int k = 1; k <= n; k++) {
            list.add(Subproblem.parse(lines[k]));
        }
        return list;
    }

    /** Records a new run: its split first, then the job description, which marks the folder as started. */
    void start(Properties job, List<Subproblem> split) throws IOException {
        fs.mkdirs(new Path(root, DONE));
        StringBuilder sb = new StringBuilder("# subproblems=" + split.size() + "\n");
        for (Subproblem s : split) {
            sb.append(s.toText()).append('\n');
        }
        write(new Path(root, SUBPROBLEMS), sb.toString());
        StringBuilder props = new StringBuilder("# dlx4j-spark run; delete this folder to start afresh\n");
        for (String key : new TreeMap<>(job).keySet().stream().map(Object::toString).toList()) {
            props.append(key).append('=').append(job.getProperty(key)).append('\n');
        }
        write(new Path(root, JOB), props.toString());
    }

    /** Returns the finished subproblems by index; unreadable records are ignored (their subproblem reruns). */
    Map<Integer, SubproblemResult> finished() throws IOException {
        Map<Integer, SubproblemResult> map = new TreeMap<>();
        Path done = new Path(root, DONE);
        if (!fs.exists(done)) {
            return map;
        }
        for (FileStatus st : fs.listStatus(done)) {
            if (st.getPath().getName().startsWith(".")) {
                continue;
            }
            try {
                SubproblemResult r = SubproblemResult.parse(readIfExists(st.getPath()));
                map.put(r.index(), r);
            } catch (IllegalArgumentException e) {
                // a record that cannot be read is as good as none: the subproblem runs again
            }
        }
        return map;
    }

    /** Records a finished subproblem. */
    void record(SubproblemResult r) {
        try {
            write(new Path(new Path(root, DONE), String.format("%06d", r.index())), r.toLine() + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record subproblem " + r.index() + " in " + root, e);
        }
    }

    /** Writes the totals. */
    void writeResult(String text) throws IOException {
        write(new Path(root, RESULT), text);
    }

    /** Writes a small file atomically: to a hidden temporary name, then renamed over the target. */
    void write(Path target, String text) throws IOException {
        Path temp = new Path(target.getParent(), "." + target.getName() + ".tmp");
        try (OutputStream out = fs.create(temp, true)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        fs.delete(target, false);
        if (!fs.rename(temp, target)) {
            throw new IOException("cannot rename " + temp + " to " + target);
        }
    }

    /** Returns a small file's text, or null if it does not exist. */
    String readIfExists(Path file) throws IOException {
        if (!fs.exists(file)) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        try (FSDataInputStream in = fs.open(file);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            char[] buf = new char[8192];
            for (int n; (n = r.read(buf)) > 0;) {
                sb.append(buf, 0, n);
            }
        }
        return sb.toString();
    }
}
