/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The multiplicities example of README.md (Knuth's example from DLX3), kept here so that it compiles and its
 * results are checked: the code between the markers is what README.md shows (ReadmeSnippetsTest checks it). The
 * solution is the one dlx3.w states; the counts are those DLX3 (built from dlx3.w) prints for the same file.
 */
class ReadmeMultiplicitiesExampleTest {

    @Test
    void readme_multiplicitiesExample_findsKnuthsSolutionWithDlx3sCounts() {
        // snippet README.md: begin
        List<List<String>> printed = new ArrayList<>();
        ExactCoverProblem problem = ExactCoverProblem.builder()
                .primary("A", "B", "C").secondary("X", "Y")
                .multiplicity("C", 2, 3)                           // C in two or three of the options chosen
                .option("A", "B", "X:0", "Y:0")
                .option("A", "C", "X:1", "Y:1")
                .option("C", "X:0")
                .option("B", "X:1")
                .option("C", "Y:1")
                .build();
        SearchResult result = new DancingLinks(problem).search(solution -> {
            printed.add(solution.optionTexts());                  // [A C X:1 Y:1, B X:1, C Y:1]
            return Decision.CONTINUE;
        });
        SearchStatistics stats = result.statistics();            // 6 nodes, 14 updates, 7 cleansings
        // snippet: end
        assertThat(printed).containsExactly(List.of("A C X:1 Y:1", "B X:1", "C Y:1"));
        assertThat(stats.nodes()).isEqualTo(6);
        assertThat(stats.updates()).isEqualTo(14);
        assertThat(stats.cleansings()).isEqualTo(7);
    }
}
