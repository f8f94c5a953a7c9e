/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The stored random files of {@code dlx2/} and {@code dlx3/} and the counts Knuth's programs print for them
 * ({@code counts.txt}: file, solutions, nodes, updates, cleansings), for the tests of counts.
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
}
