/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End-to-end tests of {@code dlx4j reduce} through {@link Main#run}: its output read back by
 * {@code dlx4j solve} has the original's solutions (mapped back by the {@code | (from N)} lines of
 * {@code --origins}), on Knuth's examples and on random colored problems written without the library; bad
 * input gives one line and exit status 2.
 */
class ReduceCommandTest {

    private static final String PAPER = SolveCommandTest.PAPER;
    private static final String PRE_EXAMPLE = "A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.US_ASCII);
        return f;
    }

    @Test
    void reduce_knuthsPreprocessorExample_writesHisResultInInputOrder() throws IOException {
        Cli c = Cli.run("", "reduce", file("pre.dlx", PRE_EXAMPLE).toString());
        assertThat(c.exitCode()).isZero();
        assertThat(c.out()).isEqualTo("A B E\nE\nA\nB\n");
        assertThat(c.err()).isEqualTo("dlx4j reduce: removed 3 of 6 options and 4 of 7 items in 3 rounds\n");
    }

    @Test
    void reduce_standardInput_sameAsFile() throws IOException {
        Cli fromFile = Cli.run("", "reduce", file("paper.dlx", PAPER).toString());
        Cli fromStdin = Cli.run(PAPER, "reduce", "-");
        assertThat(fromStdin.out()).isEqualTo(fromFile.out());
        assertThat(Cli.run(PAPER, "reduce").out()).isEqualTo(fromFile.out());
    }

    @Test
    void reduce_outputSolved_sameSolutionsAsTheOriginal() throws IOException {
        Path f = file("paper.dlx", PAPER);
        String reduced = Cli.run("", "reduce", "--origins", f.toString()).out();
        assertThat(solutions(reduced)).isEqualTo(solutions(PAPER)).hasSize(1);
        assertThat(Cli.run(reduced, "solve", "--count").out()).isEqualTo("1\n");
    }

    @Test
    void reduce_randomColoredFiles_solveToTheSameSolutions() {
        int[] reducedSome = new int[2]; // files reduced, files compared solution by solution
        Seeded.repeat("ReduceCommandTest.random", 0x9E_C011L, 250, (round, rnd) -> {
            XccOracle spec = XccOracle.random(rnd, 6, 3, 12, 2);
            String text = spec.toDlx();
            Cli c = Cli.run(text, "reduce", "--origins", "-");
            assertThat(c.exitCode()).as("round %d, stderr %s; the file:\n%s", round, c.err(), text).isZero();
            assertThat(c.err()).startsWith("dlx4j reduce: ");
            if (distinctOptions(text) && distinctOptions(c.out())) { // else solve's lines are ambiguous
                Set<List<Integer>> got = solutions(c.out());
                assertThat(got).as("round %d; reduced to\n%s\nfrom the file:\n%s", round, c.out(), text)
                        .isEqualTo(plusOne(spec.solutions()));
                reducedSome[1]++;
            }
            long count = Long.parseLong(Cli.run(c.out(), "solve", "--count").out().strip());
            assertThat(count).isEqualTo(spec.solutions().size());
            reducedSome[0] += c.err().contains("removed 0 of") ? 0 : 1;
        });
        assertThat(reducedSome[0]).isGreaterThan(50);
        assertThat(reducedSome[1]).isGreaterThan(100);
    }

    @Test
    void reduce_noSolution_writesTheLoneItemAndSaysSo() {
        Cli c = Cli.run("a b c\na b\nb c\n", "reduce", "--verbose");
        assertThat(c.exitCode()).isZero();
        assertThat(c.out()).isEqualTo("a\n");
        assertThat(c.err()).endsWith("dlx4j reduce: no solution: item a is left in no option (round 1); the"
                + " output is that item alone\n");
        assertThat(Cli.run(c.out(), "solve").err()).isEqualTo("dlx4j solve: no solution\n");
    }

    @Test
    void reduce_verbose_saysWhyEachWent() {
        Cli c = Cli.run("A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n", "reduce", "--verbose");
        assertThat(c.err().lines()).containsExactly(
                "dlx4j reduce: round 1: item C goes: every option of A holds it",
                "dlx4j reduce: round 1: option 1 'A B X:0 Y:0' goes: it leaves C with no option",
                "dlx4j reduce: round 1: option 4 'C Y:1' goes: it holds C but not A, whose every option holds C",
                "dlx4j reduce: removed 2 of 4 options and 1 of 5 items in 2 rounds");
    }

    @Test
    void reduce_rounds_limitsTheWork() {
        Cli c = Cli.run(PRE_EXAMPLE, "reduce", "--rounds", "1");
        assertThat(c.err()).isEqualTo("dlx4j reduce: removed 1 of 6 options and 2 of 7 items in 1 round\n");
        assertThat(Cli.run(c.out(), "solve", "--count").out()).isEqualTo("1\n");
    }

    @Test
    void reduce_badInput_oneLineAndStatus2() throws IOException {
        Cli.run("A B\nA C\n", "reduce").assertUsageError("dlx4j reduce: standard input: line 2", "'C'");
        Cli.run("", "reduce", dir.resolve("missing.dlx").toString()).assertUsageError("cannot read");
        Cli.run("", "reduce", file("mcc.dlx", "2|a b\na\nb\n").toString())
                .assertUsageError("multiplicities", "'a'");
        Cli.run(PAPER, "reduce", "--rounds", "-1").assertUsageError("--rounds");
        Cli.run(PAPER, "reduce", "a.dlx", "b.dlx").assertUsageError("b.dlx");
        Cli.run("", "reduce").assertUsageError("standard input");
    }

    /**
     * Returns the solutions of a file as {@code dlx4j solve} prints them, each as the sorted list of the
     * options' numbers: the {@code | (from N)} after each option, or its line number among options.
     */
    private static Set<List<Integer>> solutions(String text) {
        Map<String, Integer> numbers = new HashMap<>();
        List<String> lines = text.lines().filter(l -> !l.isBlank() && (!l.startsWith("|") || l.startsWith("| (from ")))
                .toList();
        int option = 0;
        for (int k = 1; k < lines.size(); k++) {
            String line = lines.get(k);
            if (line.startsWith("| (from ")) {
                numbers.put(lines.get(k - 1), Integer.parseInt(line.replaceAll("\\D", "")));
            } else if (!line.startsWith("|")) {
                numbers.put(line, ++option);
            }
        }
        Set<List<Integer>> out = new HashSet<>();
        Cli c = Cli.run(text, "solve");
        for (String block : c.out().split("\n\n")) {
            if (block.isBlank()) {
                continue;
            }
            List<Integer> s = new ArrayList<>();
            for (String line : block.strip().split("\n")) {
                s.add(numbers.get(line));
            }
            s.sort(null);
            out.add(s);
        }
        return out;
    }

    private static boolean distinctOptions(String text) {
        List<String> options = text.lines().skip(1).filter(l -> !l.startsWith("|")).toList();
        return new HashSet<>(options).size() == options.size();
    }

    private static Set<List<Integer>> plusOne(Set<List<Integer>> solutions) {
        Set<List<Integer>> out = new HashSet<>();
        for (List<Integer> s : solutions) {
            out.add(s.stream().map(o -> o + 1).toList());
        }
        return out;
    }
}
