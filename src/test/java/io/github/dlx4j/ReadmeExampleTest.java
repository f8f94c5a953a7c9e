/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.api.Test;

/**
 * The example of README.md, kept here so that it compiles and its printed results are checked. The code
 * between the markers is copied into the README verbatim; keep the two in step.
 */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeExampleTest {

    @Test
    void readme_knuthPaperExample_printsCountSolutionsAndOutcome() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream original = System.out;
        SearchResult result;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            // README example: begin
            ExactCoverProblem problem = ExactCoverProblem.builder()
                    .primary("A", "B", "C", "D", "E", "F", "G")
                    .option("C", "E", "F")
                    .option("A", "D", "G")
                    .option("B", "C", "F")
                    .option("A", "D")
                    .option("B", "G")
                    .option("D", "E", "G")
                    .build();
            DancingLinks dl = new DancingLinks(problem);
            System.out.println(dl.count());                                     // 1
            dl.findFirst().ifPresent(s -> System.out.println(s.optionTexts())); // [A D, C E F, B G]
            result = dl.search(SearchSettings.builder().solutionLimit(10).build(), solution -> {
                System.out.println(solution.optionTexts());                     // [A D, C E F, B G]
                return Decision.CONTINUE;
            });
            System.out.println(result.outcome());                               // COMPLETED
            // README example: end
        } finally {
            System.setOut(original);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        System.out.print(printed);
        assertThat(printed.lines()).containsExactly("1", "[A D, C E F, B G]", "[A D, C E F, B G]", "COMPLETED");
        assertThat(result.solutions()).isEqualTo(1);
    }
}
