/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Works on the solution files of an enumeration once every subproblem is done. The files
 * {@code solutions/part-i} in the order of {@code i} hold the solutions in the order of the sequential
 * search (the split's pieces are in search order, and each piece is searched in order), each solution
 * ended by a blank line.
 */
final class SolutionFiles {

    private SolutionFiles() {
    }

    /**
     * Keeps the first {@code limit} solutions of the sequential order: the part where they run out is cut
     * after its last kept solution and the parts after it are deleted. Running it again changes nothing.
     *
     * @return the result with {@code min(limit, found)} solutions
     */
    static SparkSearchResult trim(RunDirectory dir, int parts, long limit, SparkSearchResult result)
            throws IOException {
        Map<Integer, SubproblemResult> done = dir.finished();
        FileSystem fs = dir.fileSystem();
        long before = 0;
        for (int i = 0; i < parts; i++) {
            Path part = new Path(dir.solutions(), RunDirectory.partName(i));
            long found = done.get(i).solutions();
            if (before >= limit) {
                fs.delete(part, false);
            } else if (before + found > limit) {
                keepFirst(fs, part, limit - before);
            }
            before += found;
        }
        BigInteger kept = result.solutions().min(BigInteger.valueOf(limit));
        return new SparkSearchResult(kept, result.nodes(), result.updates(), result.subproblems(), result.skipped(),
                result.elapsedMillis());
    }

    /** Rewrites a part with only its first {@code keep} solutions. */
    private static void keepFirst(FileSystem fs, Path part, long keep) throws IOException {
        Path temp = new Path(part.getParent(), "." + part.getName() + ".trim");
        try (BufferedReader in = reader(fs, part); Writer out = writer(fs, temp)) {
            long kept = 0;
            for (String line; kept < keep && (line = in.readLine()) != null;) {
                out.write(line);
                out.write('\n');
                if (line.isEmpty()) {
                    kept++;
                }
            }
        }
        fs.delete(part, false);
        if (!fs.rename(temp, part)) {
            throw new IOException("cannot rename " + temp + " to " + part);
        }
    }

    /**
     * Concatenates the parts, in order, into one file.
     *
     * @param target the file to write
     */
    static void merge(RunDirectory dir, int parts, Path target) throws IOException {
        FileSystem fs = dir.fileSystem();
        Path temp = new Path(target.getParent(), "." + target.getName() + ".tmp");
        try (OutputStream out = fs.create(temp, true)) {
            for (int i = 0; i < parts; i++) {
                Path part = new Path(dir.solutions(), RunDirectory.partName(i));
                if (fs.exists(part)) {
                    try (InputStream in = fs.open(part)) {
                        in.transferTo(out);
                    }
                }
            }
        }
        fs.delete(target, false);
        if (!fs.rename(temp, target)) {
            throw new IOException("cannot rename " + temp + " to " + target);
        }
    }

    private static BufferedReader reader(FileSystem fs, Path file) throws IOException {
        return new BufferedReader(new InputStreamReader(fs.open(file), StandardCharsets.UTF_8));
    }

    private static Writer writer(FileSystem fs, Path file) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(fs.create(file, true), StandardCharsets.UTF_8));
    }
}
