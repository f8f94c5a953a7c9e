/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Tiler;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code polyomino --copies}: repeated pieces from the command line, against the brute-force tiler. */
class PolyominoCopiesCommandTest {

    @Test
    void copies_countsAsTheBruteForceTiler() {
        // Tetrominoes (I O T S L) on 4x5, each at most twice, the square exactly once.
        List<String> pieces = List.of("####", "##\n##", "###\n.#.", ".##\n##.", "#..\n###");
        Tiler tiler = new Tiler(Tiler.rectangle(4, 5), pieces, true, true, Tiler.Usage.ANY);
        long expected = tiler.count(new int[] {0, 1, 0, 0, 0}, new int[] {2, 1, 2, 2, 2});
        assertThat(Cli.run("", "polyomino", "--board", "4x5", "--pieces", "tetrominoes", "--copies", "0:2,O=1",
                "--count").assertSuccess().out().strip()).isEqualTo(Long.toString(expected));
        assertThat(expected).isPositive();
        // Three dominoes on 2x3: the three tilings, printed.
        assertThat(Cli.run("", "polyomino", "--board", "2x3", "--pieces", "domino", "--copies", "3", "--count")
                .assertSuccess().out().strip()).isEqualTo("3");
    }

    @Test
    void copies_badSpecs_oneLineNamingTheOption() {
        Cli.run("", "polyomino", "--board", "2x3", "--pieces", "domino", "--copies", "3:x")
                .assertUsageError("'--copies'", "'3:x'");
        Cli.run("", "polyomino", "--board", "2x3", "--pieces", "domino", "--copies", "Q=1")
                .assertUsageError("'--copies'", "'Q'");
        Cli.run("", "polyomino", "--board", "2x3", "--pieces", "domino", "--copies", "2:1")
                .assertUsageError("'--copies'", "0 <= lower <= upper");
        Cli.run("", "polyomino", "--board", "2x3", "--pieces", "domino", "--copies", "1", "--usage", "any")
                .assertUsageError("'--copies'", "'--usage'");
        Cli.run("", "polyomino", "--board", "2x3", "--pieces", "domino", "--copies", "0:2")
                .assertUsageError("within the bounds");
    }
}
