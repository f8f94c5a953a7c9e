/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.MccOracle;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random colored and multiplicity problems counted by dlx4j and by Knuth's own programs, {@code DLX2} and
 * {@code DLX3}, run as processes on the same text: solutions, nodes, updates and cleansings must be equal.
 * The text is written with the quirks Knuth's reader takes (comment lines, runs of blanks, trailing blanks),
 * so the reader is compared too. Opt-in: Knuth's programs are not part of this project; build them from
 * {@code dlx2.w} and {@code dlx3.w} ({@code ctangle}, a C compiler) and name their folder with
 * {@code -Ddlx4j.knuthBin=DIR} (it must hold executables {@code dlx2} and {@code dlx3}); without it the tests
 * are skipped. {@code -Ddlx4j.seed=N} replays or explores, as in every seeded test.
 *
 * <p>A file whose bounds are all {@code 1..1} is a plain problem to dlx4j, searched by Algorithm C with
 * {@code DLX2}'s counts ({@code DLX3} counts its updates differently there), so it goes to {@code DLX2}.
 */
class KnuthProgramsTest {

    @TempDir
    Path dir;

    private Path bin;

    @BeforeEach
    void knuthPrograms() {
        bin = KnuthCounts.knuthBin("Knuth's dlx2 and dlx3");
        assertThat(bin.resolve("dlx2")).as("Knuth's DLX2 in " + bin).isExecutable();
        assertThat(bin.resolve("dlx3")).as("Knuth's DLX3 in " + bin).isExecutable();
    }

    @Test
    void randomColoredProblems_countersEqualDlx2s() {
        Seeded.repeat("KnuthProgramsTest.colored", 0xD1C2_0001L, 300, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 9, 5, 30, 3);
            // DLX2 takes one-character colors: c1, c2, c3 become 1, 2, 3.
            compare("dlx2", quirks(spec.toDlx().replaceAll(":c([1-9])\\b", ":$1"), rnd), round);
        });
    }

    @Test
    void randomMultiplicityProblems_countersEqualDlx3s() {
        int[] multiplicities = new int[1];
        Seeded.repeat("KnuthProgramsTest.multiplicities", 0xD1C3_0001L, 300, (round, rnd) -> {
            MccOracle spec = MccOracle.random(rnd, 7, 4, 16);
            boolean bounds = spec.hasMultiplicities();
            if (bounds) {
                multiplicities[0]++;
            }
            compare(bounds ? "dlx3" : "dlx2", quirks(spec.toDlx(), rnd), round);
        });
        assertThat(multiplicities[0]).as("problems with bounds other than 1..1 (Algorithm M)").isGreaterThan(150);
    }

    /**
     * Returns the text with what Knuth's reader allows and skips: a comment line before the items and between
     * options, each blank doubled now and then, a trailing blank now and then.
     */
    private static String quirks(String text, Random rnd) {
        StringBuilder sb = new StringBuilder();
        if (rnd.nextBoolean()) {
            sb.append("| a comment before the items\n");
        }
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (i > 0 && rnd.nextInt(6) == 0) {
                sb.append("| a comment\n");
            }
            for (char c : lines[i].toCharArray()) {
                sb.append(c);
                if (c == ' ' && rnd.nextInt(4) == 0) {
                    sb.append(' ');
                }
            }
            if (rnd.nextInt(5) == 0) {
                sb.append(' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private void compare(String program, String text, int round) throws IOException, InterruptedException {
        String dump = "round " + round + ", " + program + "; the problem in Knuth's format:\n" + text;
        long[] knuth = KnuthCounts.run(bin, program, dir, text, dump).counters();
        SearchResult counted = new DancingLinks(DlxFormat.parse(text)).count(SearchSettings.DEFAULT);
        assertThat(KnuthCounts.counters(counted)).as("solutions, nodes, updates, cleansings; " + dump)
                .containsExactly(knuth);
    }
}
