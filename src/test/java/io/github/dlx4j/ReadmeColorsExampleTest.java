/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The colors example of README.md (Knuth's example from DLX2), kept here so that it compiles and its
 * results are checked: the code between the markers is what README.md shows (ReadmeSnippetsTest checks it). The
 * counts are those DLX2 (built from dlx2.w) prints for the same file.
 */
class ReadmeColorsExampleTest {

    @Test
    void readme_colorsExample_findsKnuthsSolutionWithDlx2sCounts() {
        // snippet README.md: begin
        List<List<String>> printed = new ArrayList<>();
        ExactCoverProblem problem = ExactCoverProblem.builder()
                .primary("A", "B", "C").secondary("X", "Y")
                .option("A", "B", "X:0", "Y:0")
                .option("A", "C", "X:1", "Y:1")
                .option("B", "X:1")                                // agrees with A C X:1 Y:1 on X
                .option("C", "Y:1")
                .build();
        SearchResult result = new DancingLinks(problem).search(solution -> {
            printed.add(solution.optionTexts());                  // [A C X:1 Y:1, B X:1]
            return Decision.CONTINUE;
        });
        SearchStatistics stats = result.statistics();            // 4 nodes, 14 updates, 5 cleansings
        // snippet: end
        assertThat(printed).containsExactly(List.of("A C X:1 Y:1", "B X:1"));
        assertThat(stats.nodes()).isEqualTo(4);
        assertThat(stats.updates()).isEqualTo(14);
        assertThat(stats.cleansings()).isEqualTo(5);
    }
}
