/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code dlx4j kakuro}: puzzles in blocks, answers streamed in order, {@code --unique}, {@code --count},
 * {@code --stats} with cleansings, and one line on stderr with exit 2 for a bad puzzle. The answers are
 * checked against puzzles whose solutions are worked out in the comments.
 */
class KakuroCommandTest {

    /** Across 3 = 1+2, 17 = 8+9; down 9 and 11 leave only 1 2 / 8 9. */
    private static final String SMALL = "#    9\\   11\\\n\\3   .    .\n\\17  .    .\n";
    /** A single cell with down and across sum 4: the 4. */
    private static final String ONE = "#   4\\\n\\4  .\n";
    /** Across 3 twice, down 3 twice: 1 2 / 2 1 and 2 1 / 1 2. */
    private static final String TWO = "#   3\\ 3\\\n\\3 .  .\n\\3 .  .\n";

    @Test
    void kakuro_blocks_answersEachInOrder() {
        Cli r = Cli.run(SMALL + "\n" + ONE, "kakuro").assertSuccess();
        assertThat(r.out()).isEqualTo("#   9\\  11\\\n\\3  1   2\n\\17 8   9\n\n#  4\\\n\\4 4\n");
    }

    @Test
    void kakuro_uniqueAndCount_sayHowManySolutions() {
        Cli unique = Cli.run(SMALL + "\n" + TWO, "kakuro", "--unique").assertSuccess();
        assertThat(unique.out()).endsWith("\nmultiple solutions\n");
        Cli count = Cli.run("// comment\n" + SMALL + "\n\n" + TWO, "kakuro", "--count").assertSuccess();
        assertThat(count.out()).isEqualTo("1\n2\n");
        Cli limited = Cli.run(TWO, "kakuro", "--count", "--limit", "1").assertSuccess();
        assertThat(limited.out()).isEqualTo("1\n");
    }

    @Test
    void kakuro_noSolution_saysSo() {
        Cli r = Cli.run("#   3\\ 4\\\n\\3 .  .\n\\17 .  .\n", "kakuro").assertSuccess();
        assertThat(r.out()).isEqualTo("no solution\n");
    }

    @Test
    void kakuro_stats_reportCleansings() {
        Cli r = Cli.run(SMALL, "kakuro", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains("puzzles: 1").contains("solutions: 1").containsPattern("cleansings: [1-9]");
    }

    @Test
    void kakuro_badPuzzle_oneLineNamingItAfterTheAnswersBefore() {
        Cli r = Cli.run(SMALL + "\n#  3\\\n\\3 q\n", "kakuro");
        r.assertInputErrorAfterOutput("dlx4j kakuro: puzzle at line 5: row 2, column 2: cannot read 'q'");
        assertThat(r.out()).as("the answer before it was written").contains("\\17 8   9");
        Cli.run("", "kakuro", "--count", "--unique").assertUsageError("contradict");
        Cli.run("", "kakuro", "--limit", "3").assertUsageError("only applies with '--count'");
        Cli.run("", "kakuro", "/no/such/file").assertUsageError("/no/such/file");
    }
}
