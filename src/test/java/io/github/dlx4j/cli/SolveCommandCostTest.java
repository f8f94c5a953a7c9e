/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code dlx4j solve} on files with option costs ({@code |n}, Knuth's {@code DLX5}): they read, the search
 * finds what it finds without them, and a bad cost stops the run with one line that names the line and
 * column.
 */
class SolveCommandCostTest {

    /** Knuth's test file for DLX5: six options, costs after their items. */
    private static final String DLX5 = "| dlx5 test\na b c | x\na b |3\nc |1\na |2\nb c |4\nb x:1 |1\nc x:2\n";
    /** The same options without their costs. */
    private static final String PLAIN = "| dlx5 test\na b c | x\na b\nc\na\nb c\nb x:1\nc x:2\n";

    @Test
    void solve_fileWithCosts_printsTheSolutionsOfThePlainFile() {
        Cli withCosts = Cli.run(DLX5, "solve");
        Cli plain = Cli.run(PLAIN, "solve");
        assertThat(withCosts.exitCode()).as(withCosts.err()).isZero();
        assertThat(withCosts.err()).isEmpty();
        assertThat(SolveCommandTest.solutions(withCosts.out()))
                .containsExactly("a / b c", "a / b x:1 / c", "a b / c", "a b / c x:2")
                .isEqualTo(SolveCommandTest.solutions(plain.out()));
    }

    @Test
    void solve_countWithCosts_countsAsThePlainFile() {
        Cli r = Cli.run(DLX5, "solve", "--count");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo(Cli.run(PLAIN, "solve", "--count").out()).isEqualToIgnoringNewLines("4");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "a b\\na |x;line 2, column 4: illegal character 'x' in a cost",
        "a b\\na | b;line 2, column 3: '|' without a number",
        "a b\\nb a|3;line 2, column 4: illegal character '|' in item name 'a'",
        "a b\\na |99999999999999999999;line 2, column 3: the cost is larger than 9223372036854775807",
        "a b\\na |9223372036854775807 |1;line 2, column 24: the costs of this option add up to more than",
        "a b\\na |1\\nb |4611686018427387904\\na |4611686018427387904;line 3, column 3: option costs are too large",
    })
    void solve_badCost_isOneLineNamingLineAndColumn(String text, String message) {
        Cli.run(text.replace("\\n", "\n"), "solve").assertUsageError("dlx4j solve: standard input: " + message);
    }
}
