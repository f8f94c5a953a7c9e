/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** End-to-end tests of {@code dlx4j langford}; oracle: OEIS A014552 and the pairings of 3 written out. */
class LangfordCommandTest {

    @Test
    void langford_three_printsBothPairings() {
        Cli r = Cli.run("", "langford", "3").assertSuccess();
        assertThat(r.out()).isEqualTo("3 1 2 1 3 2\n\n2 3 1 2 1 3\n");
        assertThat(Cli.run("", "langford", "3", "--up-to-symmetry").assertSuccess().out()).isEqualTo("3 1 2 1 3 2\n");
    }

    @ParameterizedTest
    @CsvSource({"7,26", "8,150", "6,0", "11,17792"})
    void langford_countUpToSymmetry_isOeisA014552(String n, String expected) {
        assertThat(Cli.run("", "langford", n, "--count", "--up-to-symmetry").assertSuccess().out())
                .isEqualTo(expected + "\n");
    }

    @Test
    void langford_countWithThreads_sameCount() {
        assertThat(Cli.run("", "langford", "8", "--count", "--threads", "2").assertSuccess().out()).isEqualTo("300\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "langford|missing N, the largest number",
        "langford 0|N must be positive (a whole number from 1 to 10000), but was given '0'",
        "langford -3|N must be positive (a whole number from 1 to 10000), but was given '-3'",
        "langford x|N needs a whole number from 1 to 10000, but was given 'x'",
        "langford 99999999999|N is out of range: at most 10000, but was given '99999999999'",
        "langford 3 4|",
        "langford 3 --mirror|unknown option '--mirror'"})
    void langford_badUsage_oneLineExit2(String args, String message) {
        Cli.run("", args.split(" ")).assertUsageError(message == null ? "" : message);
    }
}
