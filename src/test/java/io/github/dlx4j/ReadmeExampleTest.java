/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.NQueens;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The "First solve" and "Everyday tasks" snippets of README.md, compiled and run here. The code between the
 * snippet markers is what README.md shows ({@link ReadmeSnippetsTest} checks it); the results are checked
 * against known values: Knuth's paper gives one solution, and the eight queens problem has 92.
 */
@Isolated // captures System.out and System.err, which tests running beside it print to
class ReadmeExampleTest {

    @Test
    void readme_knuthPaperExample_printsCountSolutionsAndOutcome() {
        Captured out = new Captured();
        try {
            // snippet README.md: begin
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
            SearchResult result = dl.search(SearchSettings.builder().solutionLimit(10).build(), solution -> {
                System.out.println(solution.optionTexts());                     // [A D, C E F, B G]
                return Decision.CONTINUE;
            });
            System.out.println(result.outcome());                               // COMPLETED
            // snippet: end
            assertThat(result.solutions()).isEqualTo(1);
        } finally {
            out.restore();
        }
        assertThat(out.out().lines()).containsExactly("1", "[A D, C E F, B G]", "[A D, C E F, B G]", "COMPLETED");
    }

    @Test
    void readme_everydayTasks_giveTheKnownCountsOfEightQueens() {
        Captured out = new Captured();
        try {
            // snippet README.md: begin
            DancingLinks dl = new DancingLinks(NQueens.problem(8));

            long all = dl.count();                                          // 92
            int[] columns = NQueens.decode(dl.findFirst().orElseThrow());   // the column of each row's queen
            long three = dl.solutions().limit(3).count();                   // 3: the stream is lazy
            SearchResult ten = dl.count(SearchSettings.builder().solutionLimit(10).build());
            System.out.println(ten.solutions() + " " + ten.outcome());      // 10 SOLUTION_LIMIT
            SearchResult timed = dl.count(SearchSettings.builder().timeout(Duration.ofSeconds(5)).build());
            System.out.println(timed.outcome());                            // COMPLETED (DEADLINE had time run out)
            SearchSettings reporting = SearchSettings.builder()
                    .progress(p -> System.err.printf("%.0f%% done, %d nodes%n",
                            100 * p.fractionDone(), p.statistics().nodes()), Duration.ofSeconds(1))
                    .build();
            dl.count(reporting);                                            // ends with "100% done, ... nodes"
            AtomicBoolean cancel = new AtomicBoolean();                     // any thread may set it
            SearchResult cancelled = dl.search(SearchSettings.builder().cancelFlag(cancel).build(), s -> {
                cancel.set(true);                                           // here the visitor itself cancels
                return Decision.CONTINUE;
            });
            System.out.println(cancelled.outcome());                        // CANCELLED
            long parallel = dl.parallelCount();                             // 92, on the common ForkJoinPool
            long sum = 0;
            for (Subproblem part : dl.splitInto(4)) {                       // parts that together make the whole
                sum += dl.count(Subproblem.parse(part.toText()));           // text, to ship a part elsewhere
            }
            System.out.println(sum);                                        // 92
            // snippet: end
            assertThat(all).isEqualTo(92);
            assertThat(isQueensSolution(columns)).as(java.util.Arrays.toString(columns)).isTrue();
            assertThat(three).isEqualTo(3);
            assertThat(ten.solutions()).isEqualTo(10);
            assertThat(ten.outcome()).isEqualTo(SearchOutcome.SOLUTION_LIMIT);
            assertThat(timed.outcome()).isEqualTo(SearchOutcome.COMPLETED);
            assertThat(timed.solutions()).isEqualTo(92);
            assertThat(cancelled.outcome()).isEqualTo(SearchOutcome.CANCELLED);
            assertThat(cancelled.solutions()).isBetween(1L, 91L);
            assertThat(parallel).isEqualTo(92);
            assertThat(sum).isEqualTo(92);
        } finally {
            out.restore();
        }
        assertThat(out.out().lines()).containsExactly("10 SOLUTION_LIMIT", "COMPLETED", "CANCELLED", "92");
        List<String> reports = out.err().lines().toList();
        assertThat(reports).isNotEmpty();
        assertThat(reports.get(reports.size() - 1)).matches("100% done, [0-9]+ nodes");
    }

    /** An independent check: one queen per row and column, none on a common diagonal. */
    static boolean isQueensSolution(int[] columns) {
        int n = columns.length;
        for (int r = 0; r < n; r++) {
            if (columns[r] < 0 || columns[r] >= n) {
                return false;
            }
            for (int s = 0; s < r; s++) {
                if (columns[s] == columns[r] || Math.abs(columns[s] - columns[r]) == r - s) {
                    return false;
                }
            }
        }
        return n > 0;
    }

    /** Standard output and error, captured until {@link #restore()}. */
    static final class Captured {
        private final PrintStream savedOut = System.out;
        private final PrintStream savedErr = System.err;
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();
        private final ByteArrayOutputStream err = new ByteArrayOutputStream();

        Captured() {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        }

        void restore() {
            System.setOut(savedOut);
            System.setErr(savedErr);
        }

        String out() {
            return out.toString(StandardCharsets.UTF_8);
        }

        String err() {
            return err.toString(StandardCharsets.UTF_8);
        }
    }
}
