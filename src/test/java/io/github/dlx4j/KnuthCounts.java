/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The stored random files of {@code dlx2/} and {@code dlx3/} and the counts Knuth's programs print for them
 * ({@code counts.txt}: file, solutions, nodes, updates, cleansings), for the tests of counts; and a run of
 * one of those programs, for the opt-in tests that compare with them.
 */
final class KnuthCounts {

    private KnuthCounts() {}

    /** Returns the text of a stored file, {@code dir/name}, next to this class. */
    static String resource(String dir, String name) throws IOException {
        try (InputStream in = KnuthCounts.class.getResourceAsStream(dir + "/" + name)) {
            assertThat(in).as(dir + "/" + name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    /** Returns the rows of {@code dir/counts.txt}, at least {@code atLeast} of them. */
    static List<String[]> rows(String dir, int atLeast) throws IOException {
        List<String[]> rows = new ArrayList<>();
        for (String line : resource(dir, "counts.txt").split("\n")) {
            if (!line.startsWith("#") && !line.isBlank()) {
                rows.add(line.trim().split("\\s+"));
            }
        }
        assertThat(rows).hasSizeGreaterThanOrEqualTo(atLeast);
        return rows;
    }

    /** Returns a result's solutions, nodes, updates and cleansings. */
    static long[] counters(SearchResult r) {
        SearchStatistics st = r.statistics();
        return new long[] {r.solutions(), st.nodes(), st.updates(), st.cleansings()};
    }

    /** Returns a row's solutions, nodes, updates and cleansings. */
    static long[] expected(String[] row) {
        return new long[] {Long.parseLong(row[1]), Long.parseLong(row[2]), Long.parseLong(row[3]),
            Long.parseLong(row[4])};
    }

    /**
     * Returns the folder named by {@code -Ddlx4j.knuthBin}, where the opt-in tests find Knuth's programs, or
     * skips the test when it is not set; {@code holding} says which programs it should hold.
     */
    static Path knuthBin(String holding) {
        String property = System.getProperty("dlx4j.knuthBin");
        assumeTrue(property != null && !property.isBlank(),
                "-Ddlx4j.knuthBin=DIR (a folder with " + holding + ") is not set");
        return Path.of(property);
    }

    /** The summary line of DLX1/2/3 and their change files on standard error. */
    private static final Pattern SUMMARY = Pattern.compile(
            "Altogether (\\d+) solutions?, .*? (\\d+) updates, (?:(\\d+) cleansings, )?.*? (\\d+) nodes");

    /** What a run of one of Knuth's programs wrote, and the counters of its summary line. */
    record KnuthRun(String out, String err, long[] counters) {
    }

    /**
     * Runs {@code bin/program args...} on {@code text} (written to {@code dir}), with 60 s to end, and returns
     * what it wrote and the solutions, nodes, updates and cleansings of its summary line; fails the
     * test, with {@code dump}, when it does not end or prints no summary. Standard output and error go to
     * files, so that the wait is what bounds a program that does not end.
     */
    static KnuthRun run(Path bin, String program, Path dir, String text, String dump, String... args)
            throws IOException, InterruptedException {
        Path file = dir.resolve("round.dlx");
        Path out = dir.resolve("round.out");
        Path err = dir.resolve("round.err");
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        List<String> command = new ArrayList<>(List.of(bin.resolve(program).toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .redirectInput(file.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as(program + " did not end within 60 s; " + dump).isTrue();
        String summary = Files.readString(err, StandardCharsets.US_ASCII);
        Matcher m = SUMMARY.matcher(summary);
        assertThat(m.find()).as(program + " printed no summary: " + summary + "\n" + dump).isTrue();
        long[] counters = {Long.parseLong(m.group(1)), Long.parseLong(m.group(4)), Long.parseLong(m.group(2)),
            m.group(3) == null ? 0 : Long.parseLong(m.group(3))};
        return new KnuthRun(Files.readString(out, StandardCharsets.US_ASCII), summary, counters);
    }
}
