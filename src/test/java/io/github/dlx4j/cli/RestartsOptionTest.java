/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --restarts}, shared by the searching commands: one solution by randomized restarts, checked by the
 * independent board checker of {@link Boards}; the same output every run; clear refusals of the options it
 * does not combine with.
 */
class RestartsOptionTest {

    @Test
    void queens_restarts_printOneValidBoardTheSameEveryRun() {
        for (int n : new int[] {1, 8, 70}) {
            String out = Cli.run("", "queens", String.valueOf(n), "--restarts").assertSuccess().out();
            List<String> boards = Boards.blocks(out);
            assertThat(boards).hasSize(1);
            Boards.assertQueens(n, boards.get(0));
            assertThat(Cli.run("", "queens", String.valueOf(n), "--restarts").assertSuccess().out()).isEqualTo(out);
        }
        Cli.run("", "queens", "3", "--restarts").assertNoSolution("queens"); // none: proved
    }

    @Test
    void restarts_withStats_reportTheRunsTogether() {
        Cli r = Cli.run("", "queens", "70", "--restarts", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).contains("solutions: 1 (stopped at --limit 1)").containsPattern("nodes: [0-9]+");
    }

    @Test
    void restarts_otherOptions_refusedInOneLine() {
        Cli.run("", "queens", "8", "--restarts", "--count").assertUsageError("'--count'");
        Cli.run("", "queens", "8", "--restarts", "--all").assertUsageError("give '--limit 1'");
        Cli.run("", "queens", "8", "--restarts", "--limit", "3").assertUsageError("'--limit 3'");
        Cli.run("", "queens", "8", "--restarts", "--threads", "2").assertUsageError("one thread");
        Cli.run("", "queens", "8", "--restarts", "--estimate").assertUsageError("'--estimate'");
    }
}
