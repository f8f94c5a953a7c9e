/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.BruteForce;
import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * End-to-end tests of {@code dlx4j solve} through {@link Main#run}. Oracles: the published solution of
 * Knuth's paper example, the brute-force oracle on random problems written without the library, the published N-queens counts with an
 * independent validity check, and node and update counts traced by hand.
 */
class SolveCommandTest {

    static final String PAPER = "| Knuth's example from \"Dancing Links\" (2000)\n"
            + "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.US_ASCII);
        return f;
    }

    /** Splits the default output into solutions, each a sorted list of option lines, themselves sorted. */
    static List<String> solutions(String out) {
        List<String> all = new ArrayList<>();
        if (out.isEmpty()) {
            return all;
        }
        assertThat(out).endsWith("\n").doesNotEndWith("\n\n").doesNotStartWith("\n");
        for (String block : out.substring(0, out.length() - 1).split("\n\n", -1)) {
            List<String> lines = new ArrayList<>(Arrays.asList(block.split("\n", -1)));
            assertThat(lines).doesNotContain("");
            Collections.sort(lines);
            all.add(String.join(" / ", lines));
        }
        Collections.sort(all);
        return all;
    }

    @Test
    void solve_paperExample_printsTheUniqueSolutionInInputOrder() throws IOException {
        Cli r = Cli.run("", "solve", file("paper.dlx", PAPER).toString()).assertSuccess();
        assertThat(r.out()).isEqualTo("C E F\nA D\nB G\n");
        assertThat(solutions(r.out())).containsExactly("A D / B G / C E F");
    }

    @Test
    void solve_stdin_whenNoFileOrDash() {
        assertThat(Cli.run(PAPER, "solve").assertSuccess().out()).isEqualTo("C E F\nA D\nB G\n");
        assertThat(Cli.run(PAPER, "solve", "-").assertSuccess().out()).isEqualTo("C E F\nA D\nB G\n");
    }

    @Test
    void solve_count_printsOnlyTheNumber() {
        assertThat(Cli.run(PAPER, "solve", "--count").assertSuccess().out()).isEqualTo("1\n");
    }

    @Test
    void solve_noSolution_exitsZeroWithEmptyOutput() {
        String text = "A B C\nA B\nB C\n";
        Cli.run(text, "solve").assertNoSolution("solve");
        assertThat(Cli.run(text, "solve", "--count").assertSuccess().out()).isEqualTo("0\n");
    }

    @Test
    void solve_stats_reportsHandTracedCounts() {
        // Hand trace of Algorithm X on the paper example (leftmost item of minimum size): level 0 chooses A;
        // 'A D G' dead-ends at level 2 (E has size 0); 'A D' then E, 'C E F', B, 'B G' reach the solution at
        // level 3. Nodes: 1 + 2 + 3 = 6. Updates, counting 1 for each item's own removal plus 1 for each node
        // hidden (as the 2000 paper's DANCE does): 17 on the 'A D G' branch and 13 on the 'A D' branch.
        Cli r = Cli.run(PAPER, "solve", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("C E F\nA D\nB G\n");
        assertThat(r.err().lines()).hasSize(4);
        assertThat(r.err()).contains("solutions: 1 (complete)" + System.lineSeparator())
                .contains("nodes: 6" + System.lineSeparator())
                .contains("updates: 30" + System.lineSeparator())
                .containsPattern("time: [0-9]+\\.[0-9]{3} s");
    }

    @Test
    void solve_randomProblems_matchBruteForce() {
        Seeded.repeat("SolveCommandTest.solve_randomProblems_matchBruteForce", 0x5EED_0601L, 150, (round, rnd) -> {
            ProblemSpec spec = randomProblem(rnd);
            String text = "| random problem\n" + spec.toDlx();
            List<String> expected = bruteForceSolutions(spec);
            Cli r = Cli.run(text, "solve").assertCompleted("solve");
            assertThat(solutions(r.out())).as("problem:%n%s", text).isEqualTo(expected);
            assertThat(Cli.run(text, "solve", "--count").assertSuccess().out()).as("problem:%n%s", text)
                    .isEqualTo(expected.size() + "\n");
        });
    }

    @Test
    void solve_randomProblemsWithThreads_printTheSameAsOneThread() {
        Seeded.repeat("SolveCommandTest.solve_randomProblemsWithThreads_printTheSameAsOneThread", 0x5EED_0602L, 100,
                (round, rnd) -> {
                    ProblemSpec spec = randomProblem(rnd);
                    String text = "| random problem\n" + spec.toDlx();
                    String one = Cli.run(text, "solve").assertCompleted("solve").out();
                    String threads = String.valueOf(2 + rnd.nextInt(3));
                    assertThat(Cli.run(text, "solve", "--threads", threads).assertCompleted("solve").out())
                            .as("--threads %s, problem:%n%s", threads, text).isEqualTo(one);
                    assertThat(Cli.run(text, "solve", "--count", "--threads", threads).assertSuccess().out())
                            .as("problem:%n%s", text).isEqualTo(BruteForce.solutions(spec).size() + "\n");
                });
    }

    @ParameterizedTest
    @CsvSource({"2,1", "2,5", "3,100", "4,1000"})
    void solve_queens8WithThreadsAndLimit_printsTheFirstSolutionsInOrder(int threads, int limit) {
        String all = Cli.run(queens(8), "solve").assertSuccess().out();
        String some = Cli.run(queens(8), "solve", "--threads", String.valueOf(threads), "--limit",
                String.valueOf(limit)).assertSuccess().out();
        assertThat(some.split("\n\n", -1)).hasSize(Math.min(limit, 92));
        assertThat(all).startsWith(some);
    }

    @Test
    void solve_statsWithThreads_sameSolutionsAndCountersAsOneThread() {
        Cli one = Cli.run(queens(8), "solve", "--stats");
        for (String threads : new String[] {"2", "3"}) {
            Cli r = Cli.run(queens(8), "solve", "--threads", threads, "--stats");
            assertThat(r.exitCode()).isZero();
            assertThat(r.out()).isEqualTo(one.out());
            assertThat(r.err()).startsWith("solutions: 92 (complete)");
            // nodes and updates (the nodes above the split included) equal the sequential search's
            assertThat(r.err().lines().filter(l -> l.startsWith("nodes:") || l.startsWith("updates:")))
                    .containsExactlyElementsOf(one.err().lines()
                            .filter(l -> l.startsWith("nodes:") || l.startsWith("updates:")).toList());
        }
    }

    @Test
    void solve_knuthsDlx2Example_printsColorsWarnsOfTheLeftOutOptionAndCountsCleansings() {
        Cli r = Cli.run("| A simple example of color controls\nA B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\n"
                + "B X:1\nC Y:1\n", "solve", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("A C X:1 Y:1\nB X:1\n");
        // DLX2 (built from dlx2.w) reports 1 solution, 4 nodes, 14 updates, 5 cleansings on this file
        assertThat(r.err().lines()).startsWith("dlx4j solve: standard input: line 5, column 1: option 'X:0 Y:1' has no"
                + " primary item and is left out (as Knuth's DLX1 and DLX2 leave it out): every option needs at least"
                + " one item declared before the '|' on line 2", "solutions: 1 (complete)", "nodes: 4", "updates: 14",
                "cleansings: 5");
        Cli threads = Cli.run("A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n", "solve", "--stats",
                "--threads", "2");
        assertThat(threads.out()).isEqualTo("A C X:1 Y:1\nB X:1\n");
        assertThat(threads.err()).contains("nodes: 4\nupdates: 14\ncleansings: 5\n");
    }

    @Test
    void solve_countStats_onAColoredFile_areDlx2s() throws IOException {
        // A stored random XCC file and the counts DLX2 prints for it (see io/github/dlx4j/dlx2/counts.txt):
        // the command's count goes through count(), which takes the last item's options without dancing.
        String file;
        try (InputStream in = getClass().getResourceAsStream("/io/github/dlx4j/dlx2/random-r7.dlx")) {
            file = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        for (String threads : new String[] {"1", "2"}) {
            Cli r = Cli.run(file, "solve", "--count", "--stats", "--threads", threads);
            assertThat(r.exitCode()).isZero();
            assertThat(r.out()).isEqualTo("23347\n");
            assertThat(r.err()).contains("solutions: 23347 (complete)\nnodes: 33680\nupdates: 108904\n"
                    + "cleansings: 18206\n");
        }
    }

    @Test
    void solve_severalSolutions_separatedByOneBlankLine() {
        String text = "A B | x\nA\nB\nA B\nA x\n";
        // Solutions: {A, B}, {A B}, {A x, B}.
        Cli r = Cli.run(text, "solve").assertSuccess();
        assertThat(r.out().split("\n\n", -1)).hasSize(3);
        assertThat(solutions(r.out())).containsExactly("A / B", "A B", "A x / B");
    }

    @ParameterizedTest
    @CsvSource({"1,1", "2,0", "3,0", "4,2", "5,10", "6,4", "7,40", "8,92"})
    void solve_queensWithSecondaryDiagonals_countsArePublished(int n, long count) {
        // OEIS A000170.
        assertThat(Cli.run(queens(n), "solve", "--count").assertSuccess().out()).isEqualTo(count + "\n");
    }

    @Test
    void solve_queens6_everyPrintedSolutionIsValid() {
        Cli r = Cli.run(queens(6), "solve").assertSuccess();
        List<String> blocks = solutions(r.out());
        assertThat(blocks).hasSize(4).doesNotHaveDuplicates();
        for (String block : blocks) {
            assertValidQueens(6, block);
        }
    }

    @Test
    void solve_limit_stopsAfterNSolutions() {
        String all = Cli.run(queens(8), "solve").assertSuccess().out();
        String five = Cli.run(queens(8), "solve", "--limit", "5").assertSuccess().out();
        assertThat(five.split("\n\n", -1)).hasSize(5);
        assertThat(all).startsWith(five.substring(0, five.length() - 1)); // the first five, in order
        assertThat(Cli.run(queens(8), "solve", "--limit=5", "--count").assertSuccess().out()).isEqualTo("5\n");
        assertThat(Cli.run(queens(8), "solve", "--count", "--limit", "1000").assertSuccess().out())
                .isEqualTo("92\n");
        Cli stats = Cli.run(queens(8), "solve", "--limit", "5", "--stats", "--count");
        assertThat(stats.err()).contains("solutions: 5 (stopped at --limit 5)");
    }

    @Test
    void solve_progress_leavesOutputUnchangedAndStderrWithoutLines() {
        String plain = Cli.run(queens(7), "solve").out();
        Cli r = Cli.run(queens(7), "solve", "--progress");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo(plain);
        assertThat(r.err()).doesNotContain("\n"); // only '\r' lines, erased at the end, if any
    }

    @Test
    void solve_outputFails_stopsTheSearchAndExitsOne() {
        StringBuilder text = new StringBuilder("A\n");
        for (int k = 0; k < 200_000; k++) {
            text.append("A\n");
        }
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("broken pipe");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Io io = new Io(new java.io.ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)),
                new PrintStream(broken, false, StandardCharsets.UTF_8), new PrintStream(err, true,
                        StandardCharsets.UTF_8), false);
        int code = Main.run(new String[] {"solve", "--stats"}, io);
        assertThat(code).isEqualTo(1);
        String e = err.toString(StandardCharsets.UTF_8);
        assertThat(e).contains("dlx4j solve: cannot write to standard output");
        long solutions = Long.parseLong(e.replaceAll("(?s).*solutions: ([0-9]+).*", "$1"));
        assertThat(solutions).isLessThan(200_000);
    }

    // ------------------------------------------------------------------------------------------------
    // bad usage and bad input: exit 2, one line on stderr, no stack trace

    @Test
    void solve_missingFile_isUsageError() {
        Path missing = dir.resolve("missing.dlx");
        Cli.run("", "solve", missing.toString()).assertUsageError("dlx4j solve: cannot read '" + missing
                + "': no such file");
    }

    @Test
    void solve_directory_isUsageError() {
        Cli.run("", "solve", dir.toString()).assertUsageError("is a directory");
    }

    @Test
    void solve_unknownOption_isNamed() {
        Cli.run(PAPER, "solve", "--colour").assertUsageError("unknown option '--colour'", "dlx4j solve --help");
        Cli.run(PAPER, "solve", "-x").assertUsageError("unknown option '-x'");
        Cli.run(PAPER, "solve", "--count=yes").assertUsageError("option '--count' takes no value");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"--limit;x", "--limit;1.5", "--limit;"})
    void solve_badLimit_isUsageError(String option, String value) {
        Cli.run(PAPER, "solve", option, value == null ? "" : value)
                .assertUsageError("option '--limit' needs a whole number of at least 1");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"0;must be positive (a whole number of at least 1), but was given '0'",
        "-3;must be positive (a whole number of at least 1), but was given '-3'",
        "99999999999999999999;is out of range: at most 9223372036854775807, but was given '99999999999999999999'"})
    void solve_limitOutOfRange_saysWhichWay(String value, String message) {
        Cli.run(PAPER, "solve", "--limit", value).assertUsageError("dlx4j solve: option '--limit' " + message);
    }

    @Test
    void solve_limitWithoutValue_isUsageError() {
        Cli.run(PAPER, "solve", "--limit").assertUsageError("option '--limit' needs a value");
    }

    @Test
    void solve_twoFiles_isUsageError() throws IOException {
        Path f = file("p.dlx", PAPER);
        Cli.run("", "solve", f.toString(), f.toString()).assertUsageError("unexpected argument");
    }

    @Test
    void solve_progressAndNoProgress_isUsageError() {
        Cli.run(PAPER, "solve", "--progress", "--no-progress").assertUsageError("contradict");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "'';line 1, column 1: expected a line of item names",
        "A B A;line 1, column 5: item 'A' is declared twice",
        "A B\\nA C;line 2, column 3: unknown item 'C'",
        "A B\\nA B A;line 2, column 5: item 'A' appears twice",
        "A | x\\nA:red x;line 2, column 1: primary item 'A' cannot have a color",
        "A | x\\nA x:;line 2, column 5: 'x:' has no color",
        "A | 2|x;line 1, column 5: '2|' starts an item multiplicity",
        "0|A;line 1, column 1: the upper bound is 0",
        "A\\u0001;line 1, column 2: illegal character U+0001",
    })
    void solve_syntaxError_namesLineAndColumn(String text, String message) {
        String input = text.replace("\\n", "\n").replace("\\u0001", "\u0001");
        Cli.run(input, "solve").assertUsageError("dlx4j solve: standard input: " + message);
    }

    @Test
    void solve_syntaxErrorInFile_namesTheFile() throws IOException {
        Path f = file("bad.dlx", "A B\n| fine\nA Z\n");
        Cli.run("", "solve", f.toString()).assertUsageError("dlx4j solve: " + f + ": line 3, column 3: unknown"
                + " item 'Z'");
    }

    // ------------------------------------------------------------------------------------------------
    // test problems

    /** Returns a random small problem with at least one primary item, which Knuth's format needs. */
    private static ProblemSpec randomProblem(Random rnd) {
        ProblemSpec spec;
        do {
            spec = ProblemSpec.random(rnd, 6, 3, 13);
        } while (spec.primaryCount() == 0);
        return spec;
    }

    /** Returns the brute-force oracle's solutions in the form of {@link #solutions}, as option lines. */
    private static List<String> bruteForceSolutions(ProblemSpec spec) {
        List<String> all = new ArrayList<>();
        for (List<Integer> solution : BruteForce.solutions(spec)) {
            List<String> lines = new ArrayList<>();
            for (int o : solution) {
                lines.add(spec.optionText(o));
            }
            Collections.sort(lines);
            all.add(String.join(" / ", lines));
        }
        Collections.sort(all);
        return all;
    }

    /** Returns the N-queens problem: rows and columns primary, diagonals secondary. */
    static String queens(int n) {
        StringBuilder sb = new StringBuilder("| " + n + " queens\n");
        for (int i = 0; i < n; i++) {
            sb.append('R').append(i).append(" C").append(i).append(' ');
        }
        sb.append('|');
        for (int d = 0; d < 2 * n - 1; d++) {
            sb.append(" A").append(d).append(" B").append(d);
        }
        sb.append('\n');
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append('R').append(r).append(" C").append(c).append(" A").append(r + c).append(" B")
                        .append(r - c + n - 1).append('\n');
            }
        }
        return sb.toString();
    }

    /** Checks that a solution (option lines joined by " / ") places n non-attacking queens. */
    private static void assertValidQueens(int n, String block) {
        boolean[] row = new boolean[n];
        boolean[] col = new boolean[n];
        boolean[] up = new boolean[2 * n];
        boolean[] down = new boolean[2 * n];
        String[] options = block.split(" / ");
        assertThat(options).hasSize(n);
        for (String option : options) {
            String[] items = option.split(" ");
            int r = Integer.parseInt(items[0].substring(1));
            int c = Integer.parseInt(items[1].substring(1));
            assertThat(row[r] || col[c] || up[r + c] || down[r - c + n]).as(block).isFalse();
            row[r] = col[c] = up[r + c] = down[r - c + n] = true;
        }
    }
}
