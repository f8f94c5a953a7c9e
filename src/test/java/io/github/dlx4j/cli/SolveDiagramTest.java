/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --diagram FILE} and {@code --sample N}: the count of a problem worked out by hand, the diagram's
 * text (Knuth's DLX6 lines), samples that are solutions and the same for the same seed, the builders'
 * pass-through, and the refusals.
 */
class SolveDiagramTest {

    /** Dominoes on a 2x3 board: three tilings (all vertical; one vertical and two horizontal, twice). */
    static final String BOARD = """
            a b c d e f
            a b
            a d
            b c
            b e
            c f
            d e
            e f
            """;

    @TempDir
    Path dir;

    @Test
    void diagram_writesDlx6sLinesAndPrintsTheCount() throws IOException {
        Path file = dir.resolve("zdd.txt");
        Cli r = Cli.run(BOARD, "solve", "--diagram", file.toString());
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).startsWith("3 solutions, ").contains(" diagram nodes (");
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).allMatch(l -> l.matches("[0-9a-f]+: \\(~\\d+\\?[0-9a-f]+:[0-9a-f]+\\)"));
        assertThat(lines.get(lines.size() - 1)).matches("[0-9a-f]+: \\(~0\\?0:[0-9a-f]+\\)");
        Cli toOut = Cli.run(BOARD, "solve", "--diagram", "-");
        assertThat(toOut.out()).isEqualTo(String.join("\n", lines) + "\n");
        assertThat(toOut.err()).startsWith("dlx4j solve: 3 solutions, ");
    }

    @Test
    void diagram_statsAndThreads() {
        Cli r = Cli.run(BOARD, "solve", "--diagram", "-", "--stats");
        assertThat(r.err()).contains("solutions: 3 (in the diagram)").contains("diagram nodes: ")
                .contains("answered by the memo");
        Cli two = Cli.run(BOARD, "solve", "--diagram", "-", "--threads", "2");
        assertThat(two.exitCode()).isZero();
        assertThat(two.out()).isEqualTo(r.out());
    }

    @Test
    void sample_printsSolutions_theSameForTheSameSeed() {
        Cli a = Cli.run(BOARD, "solve", "--sample", "20", "--seed", "5");
        Cli b = Cli.run(BOARD, "solve", "--sample", "20", "--seed", "5");
        assertThat(a.exitCode()).isZero();
        assertThat(a.out()).isEqualTo(b.out());
        String[] blocks = a.out().split("\n\n");
        assertThat(blocks).hasSize(20);
        Set<String> tilings = Set.of("a d\nb e\nc f", "a d\nb c\ne f", "a b\nc f\nd e");
        Set<String> seen = new HashSet<>(List.of(blocks).stream().map(String::strip).collect(Collectors.toList()));
        assertThat(tilings).containsAll(seen);
        assertThat(seen).hasSize(3); // 20 draws of 3 equally likely tilings: all three (1 - 3 (2/3)^20 > 0.999)
    }

    @Test
    void sample_withoutSolution_saysSo() {
        Cli r = Cli.run("a b\na\n", "solve", "--sample", "2");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j solve: no solution\n");
    }

    @Test
    void builders_passThrough() throws IOException {
        Path svg = dir.resolve("tiling.svg");
        Cli r = Cli.run("", "polyomino", "--board", "6x6", "--pieces", "domino", "--usage", "any", "--sample", "1",
                "--svg", svg.toString(), "--seed", "3");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().strip().lines()).hasSize(6);
        assertThat(Files.readString(svg)).startsWith("<svg").contains("</svg>");
        Cli d = Cli.run("", "polyomino", "--board", "8x8", "--pieces", "domino", "--usage", "any", "--diagram", "-");
        assertThat(d.err()).matches("dlx4j polyomino: 12988816 solutions, 2316 diagram nodes \\([0-9,]+ bytes\\)\n");
    }

    @Test
    void refusals_areOneLine() {
        for (String[] args : List.of(
                new String[] {"solve", "--diagram", "-", "--count"},
                new String[] {"solve", "--sample", "2", "--limit", "3"},
                new String[] {"solve", "--sample", "2", "--estimate"},
                new String[] {"solve", "--sample", "2", "--best", "2"},
                new String[] {"solve", "--sample", "0"},
                new String[] {"solve", "--seed", "2"},
                new String[] {"solve", "--diagram", "/no/such/folder/zdd.txt"})) {
            Cli r = Cli.run(BOARD, args);
            assertThat(r.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err().lines()).as(String.join(" ", args)).hasSize(1);
        }
        Cli m = Cli.run("", "polyomino", "--board", "4x4", "--pieces", "domino", "--copies", "0:8", "--sample",
                "1");
        assertThat(m.exitCode()).isEqualTo(2);
        assertThat(m.err()).contains("multiplicities").hasLineCount(1);
    }

    @Test
    void timeout_stopsTheBuild() {
        Cli r = Cli.run("", "polyomino", "--board", "16x16", "--pieces", "domino", "--usage", "any", "--diagram",
                "-", "--timeout", "1s");
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("stopped: timeout");
        if (!r.err().contains("while building the problem")) { // a slow machine
            assertThat(r.err()).contains("the diagram is not built");
        }
    }
}
