/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code --sharp}, shared by the searching commands: Knuth's sharp preference, the same solutions in the
 * order of the sharp tree, the same with threads, and clear refusals of the options it does not combine with.
 */
class SharpOptionTest {

    /** Item {@code a} of 2 options, {@code #c} of 3: plainly the search branches on a, sharply on #c. */
    private static final String PUZZLE = "a #c | #s\n#c\na #c\na #s\n#c\n";

    @Test
    void solve_sharp_printsTheSolutionsInTheSharpOrder() {
        assertThat(Cli.run(PUZZLE, "solve", "--sharp").assertSuccess().out())
                .isEqualTo("#c\na #s\n\na #c\n\na #s\n#c\n");
        assertThat(Cli.run(PUZZLE, "solve").assertSuccess().out()).isEqualTo("a #c\n\n#c\na #s\n\na #s\n#c\n");
    }

    @Test
    void solve_sharpStats_countTheSharpTree() {
        Cli r = Cli.run(PUZZLE, "solve", "--sharp", "--count", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("3\n");
        assertThat(r.err()).contains("solutions: 3 (complete)").contains("nodes: 6\n");
        assertThat(Cli.run(PUZZLE, "solve", "--count", "--stats").err()).contains("nodes: 5\n");
    }

    @Test
    void solve_sharpThreads_sameOutputAsOneThread() {
        String one = Cli.run(PUZZLE, "solve", "--sharp").assertSuccess().out();
        assertThat(Cli.run(PUZZLE, "solve", "--sharp", "--threads", "3").assertSuccess().out()).isEqualTo(one);
        assertThat(Cli.run(PUZZLE, "solve", "--sharp", "--threads", "3", "--count").assertSuccess().out())
                .isEqualTo("3\n");
    }

    @Test
    void solve_sharpEstimate_reportsTheSharpTree() {
        Cli r = Cli.run(PUZZLE, "solve", "--sharp", "--estimate");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("nodes:");
    }

    @Test
    void builderCommands_takeSharp_withoutSharpItemsTheSameOutput() {
        assertThat(Cli.run("", "queens", "6", "--all", "--sharp").assertSuccess().out())
                .isEqualTo(Cli.run("", "queens", "6", "--all").assertSuccess().out());
    }

    @Test
    void sharp_withDiagramSampleOrBest_refusedInOneLine() {
        Cli.run(PUZZLE, "solve", "--sharp", "--diagram", "-").assertUsageError("'--sharp'");
        Cli.run(PUZZLE, "solve", "--sharp", "--sample", "2").assertUsageError("'--sharp'");
        Cli.run(PUZZLE, "solve", "--sharp", "--best", "1").assertUsageError("'--sharp'");
    }
}
