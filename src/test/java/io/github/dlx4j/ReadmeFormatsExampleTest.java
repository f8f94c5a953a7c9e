/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Runs the Java snippet of docs/formats.md (shown verbatim there: {@link ReadmeSnippetsTest}) on the files of
 * {@code examples/} and checks it: the text written is Knuth's example as in the 2000 paper, the warning is
 * for the option without a primary item on line 5, and the error points at the unknown item.
 */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeFormatsExampleTest {

    @Test
    void formatsExample_readsWritesWarnsAndPointsAtErrors() throws IOException {
        ReadmeExampleTest.Captured out = new ReadmeExampleTest.Captured();
        try {
            // snippet docs/formats.md: begin
            ExactCoverProblem problem = DlxFormat.read(Path.of("examples/knuth-paper.dlx"));
            String text = DlxFormat.format(problem);            // "A B C D E F G\nC E F\n..."
            List<DlxFormatWarning> warnings = new ArrayList<>();
            ExactCoverProblem colored = DlxFormat.read(Path.of("examples/dlx2-example.dlx"), warnings::add);
            System.out.println(warnings.get(0).line());         // 5: 'X:0 Y:1' has no primary item
            try {
                DlxFormat.parse("A B\nA X\n");
            } catch (DlxFormatException e) {
                System.out.println(e.line() + ":" + e.column()); // 2:3
            }
            // snippet: end
            assertThat(text).isEqualTo("A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
            assertThat(new DancingLinks(problem).count()).isEqualTo(1);
            assertThat(colored.optionCount()).isEqualTo(4);
            assertThat(warnings).hasSize(1);
        } finally {
            out.restore();
        }
        assertThat(out.out().lines()).containsExactly("5", "2:3");
    }
}
