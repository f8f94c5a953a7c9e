/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * A count past {@link Long#MAX_VALUE} on the command line: one line on stderr saying what to use instead,
 * a non-zero exit and no stack trace; a count just below it prints the exact number. The problems are
 * products of independent items, k items with three options each (3^k solutions), read from stdin.
 */
class CountOverflowCommandTest {

    /** k items, three options of one item each, in Knuth's format. */
    private static String choices(int k) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < k; i++) {
            text.append(i == 0 ? "" : " ").append('i').append(i);
        }
        text.append('\n');
        for (int i = 0; i < k; i++) {
            text.append(("i" + i + "\n").repeat(3));
        }
        return text.toString();
    }

    @Test
    void solveCount_pastLongMaxValue_oneLineOnStderrAndNonZeroExit() {
        for (String[] args : new String[][] {{"solve", "--count"}, {"solve", "--count", "--threads", "2"},
                {"solve", "--count", "--stats"}}) {
            Cli run = Cli.run(choices(40), args);
            assertThat(run.exitCode()).as(String.join(" ", args) + "; stderr: " + run.err()).isNotZero();
            assertThat(run.out()).isEmpty();
            run.assertOneErrorLine();
            assertThat(run.err()).startsWith("dlx4j solve: the count passed Long.MAX_VALUE")
                    .contains("use SolutionDiagram.count() for the exact count");
        }
    }

    @Test
    void solveCount_justBelowLongMaxValue_printsTheExactCount() {
        Cli run = Cli.run(choices(39), "solve", "--count").assertSuccess();
        assertThat(run.out()).isEqualTo(BigInteger.valueOf(3).pow(39) + "\n");
    }
}
