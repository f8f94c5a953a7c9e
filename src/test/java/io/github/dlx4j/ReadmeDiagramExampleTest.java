/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The "All the solutions at once" example of README.md, shown verbatim there ({@link ReadmeSnippetsTest}
 * checks it). What it prints is checked against the published count of the 8x8 board's domino tilings
 * (12,988,816), {@code DLX6}'s 2,318 diagram nodes less its two terminals, and a sample that tiles the board.
 */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeDiagramExampleTest {

    // snippet README.md: begin
    static void tilings() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(64);  // the 8x8 board's cells
        for (int cell = 0; cell < 64; cell++) {
            if (cell % 8 < 7) {
                b.option(cell, cell + 1);                                             // a domino across
            }
            if (cell < 56) {
                b.option(cell, cell + 8);                                             // a domino down
            }
        }
        SolutionDiagram all = SolutionDiagram.build(b.build());
        System.out.println(all.count() + " tilings in " + all.nodeCount() + " nodes");
        Solution random = all.sample(new Random(42));                                // uniformly at random
        System.out.println("tiling number " + all.rank(random) + ": " + random.optionTexts());
        // 12988816 tilings in 2316 nodes
    }
    // snippet: end

    @Test
    void tilings_printsTheCountAndATiling() {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            tilings();
        } finally {
            System.setOut(saved);
        }
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(0)).isEqualTo("12988816 tilings in 2316 nodes");
        assertThat(lines.get(1)).matches("tiling number \\d+: \\[.*\\]");
        BigInteger rank = new BigInteger(lines.get(1).replaceAll("tiling number (\\d+):.*", "$1"));
        assertThat(rank).isLessThan(BigInteger.valueOf(12_988_816));
        Set<String> cells = new HashSet<>();
        String[] dominoes = lines.get(1).replaceAll(".*\\[(.*)\\]", "$1").split(", ");
        assertThat(dominoes).hasSize(32);
        for (String d : dominoes) {
            String[] two = d.split(" ");
            int a = Integer.parseInt(two[0]);
            int c = Integer.parseInt(two[1]);
            assertThat(c - a == 8 || (c - a == 1 && a % 8 < 7)).as(d).isTrue();
            assertThat(cells.add(two[0]) && cells.add(two[1])).as("each cell once: " + d).isTrue();
        }
        assertThat(cells).hasSize(64);
    }
}
