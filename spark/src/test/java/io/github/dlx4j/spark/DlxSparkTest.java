/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.problems.NQueens;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line, run in-process on the tests' shared {@code local[2]} context. Oracles: published counts
 * (8 queens: 92), and the contract for bad input: exit 2, one line on standard error, no stack trace.
 */
class DlxSparkTest {

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
        Run assertUsageError(String fragment) {
            assertThat(code).as("exit code; stderr: %s", err).isEqualTo(2);
            assertThat(out).isEmpty();
            assertThat(err).startsWith("dlx4j-spark: ").contains(fragment).endsWith("\n");
            assertThat(err.strip()).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ");
            return this;
        }

        Run assertSuccess() {
            assertThat(code).as("exit code; stderr: %s", err).isZero();
            return this;
        }
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DlxSpark.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), (DlxSpark.Shared) conf -> LocalSpark.get());
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String queens(int n) throws IOException {
        Path file = dir.resolve("queens" + n + ".dlx");
        DlxFormat.write(NQueens.problem(n), file);
        return file.toString();
    }

    @Test
    void count_queens8_printsThePublishedCountAndStatistics() throws IOException {
        Run r = run("count", queens(8), "--pieces", "6").assertSuccess();
        assertThat(r.out()).isEqualTo("92\n");
        assertThat(r.err()).contains("subproblems: ", "nodes: ", "updates: ", "time: ");
    }

    /**
     * A problem with multiplicities (Knuth's DLX3 format, Algorithm M): its pieces are paths with null moves
     * ('-' in their text), replayed on the executors. The count is the one Knuth's DLX3 prints for the file
     * (the library's stored instance random-2211.dlx: 26,740 solutions).
     */
    @Test
    void count_multiplicities_replaysPathsAndPrintsDlx3sCount() throws IOException {
        Path file = dir.resolve("mcc.dlx");
        Files.copy(Path.of("../src/test/resources/io/github/dlx4j/dlx3/random-2211.dlx"), file);
        Run r = run("count", file.toString(), "--pieces", "12").assertSuccess();
        assertThat(r.out()).isEqualTo("26740\n");
    }

    @Test
    void count_rerunWithOut_skipsEverySubproblem() throws IOException {
        String file = queens(8);
        String out = dir.resolve("run").toString();
        assertThat(run("count", file, "--out", out).assertSuccess().out()).isEqualTo("92\n");
        Run again = run("count", file, "--out=" + out).assertSuccess();
        assertThat(again.out()).isEqualTo("92\n");
        assertThat(again.err()).contains("done by an earlier run, skipped");
        assertThat(Files.readString(dir.resolve("run/result.txt"))).startsWith("solutions=92\n");
    }

    @Test
    void solve_limitAndMerge_writesTheFirstSolutions() throws IOException {
        String out = dir.resolve("run").toString();
        Run r = run("solve", queens(6), "--out", out, "--limit", "3", "--merge", "--pieces", "4").assertSuccess();
        assertThat(r.out()).isEqualTo("3\n");
        assertThat(Files.readString(dir.resolve("run").resolve(SparkSearch.MERGED)).split("\n\n")).hasSize(3);
        assertThat(r.err()).contains("solutions written to");
    }

    /**
     * {@code best K FILE}: the output of {@code dlx4j solve --best K}. The problem's four solutions, worked out
     * by hand, cost 4 ({@code a b, c}), 5 ({@code a c x:1, b x:1}), 6 ({@code a x:1, b c}) and 8 ({@code c,
     * a x:1, b x:1}); {@code a c x:1} with {@code b x:2}, and {@code a x:1} with {@code b x:2}, clash in x.
     */
    @Test
    void best_costs_printsTheCheapestLikeSolveBest() throws IOException {
        Path file = dir.resolve("costs.dlx");
        Files.writeString(file, "a b c | x\n"
                + "a b |3\n" + "c |1\n" + "a x:1 |2\n" + "b c |4\n" + "b x:2 |1\n" + "a c x:1 |0\n" + "b x:1 |5\n");
        Run three = run("best", "3", file.toString(), "--pieces", "2").assertSuccess();
        assertThat(three.out()).isEqualTo("cost 4\na b\nc\n\ncost 5\na c x:1\nb x:1\n\ncost 6\na x:1\nb c\n");
        assertThat(three.err()).contains("subproblems: ", " in the second", "nodes: ", "updates: ", "time: ")
                .doesNotContain("no solution");
        Run all = run("best", "10", file.toString()).assertSuccess();
        assertThat(all.out()).isEqualTo(three.out() + "\ncost 8\nc\na x:1\nb x:1\n");
        assertThat(all.err()).doesNotContain("in the second");

        Path none = dir.resolve("none.dlx");
        Files.writeString(none, "a b\na |1\n");
        Run empty = run("best", "1", none.toString()).assertSuccess();
        assertThat(empty.out()).isEmpty();
        assertThat(empty.err()).startsWith("dlx4j-spark: no solution\n").contains("nodes: ");

        Path mcc = dir.resolve("mcc.dlx");
        Files.writeString(mcc, "1:2|a b\na\na b\n");
        run("best", "1", mcc.toString()).assertUsageError("takes no multiplicities");
    }

    @Test
    void best_badUsage_isOneLineAndExit2() throws IOException {
        String file = queens(4);
        run("best").assertUsageError("best needs K, how many solutions, and FILE");
        run("best", "3").assertUsageError("give the problem FILE");
        run("best", "0", file).assertUsageError("K needs a whole number from 1 to");
        run("best", "many", file).assertUsageError("but was given 'many'");
        run("best", "3", file, "extra").assertUsageError("unexpected argument 'extra'");
        run("best", "3", file, "--out", dir.toString()).assertUsageError("do not apply to best");
        run("best", "3", file, "--limit", "2").assertUsageError("do not apply to best");
        run("best", "3", file, "--merge").assertUsageError("do not apply to best");
    }

    @Test
    void help_printsUsage() {
        Run r = run("--help").assertSuccess();
        assertThat(r.out()).startsWith("usage: dlx4j-spark count FILE").contains("dlx4j-spark best K FILE");
    }

    @Test
    void run_badUsage_isOneLineAndExit2() throws IOException {
        String file = queens(4);
        run().assertUsageError("give a command, count, solve or best");
        run("frobnicate", file).assertUsageError("unknown command 'frobnicate'");
        run("count").assertUsageError("give the problem FILE");
        run("count", file, "extra").assertUsageError("unexpected argument 'extra'");
        run("count", file, "--bogus", "1").assertUsageError("unknown option '--bogus'");
        run("count", file, "--pieces").assertUsageError("option '--pieces' needs a value");
        run("count", file, "--pieces", "0").assertUsageError("'--pieces' needs a whole number from 1");
        run("count", file, "--pieces", "many").assertUsageError("but was given 'many'");
        run("count", file, "--limit", "3").assertUsageError("apply to solve only");
        run("count", file, "--progress-interval", "soon").assertUsageError("'--progress-interval' needs a number");
        run("solve", file).assertUsageError("solve needs --out DIR");
        run("solve", file, "--out", dir.toString(), "--limit", "-1").assertUsageError("'--limit' needs a whole");
    }

    @Test
    void run_badInput_isOneLineAndExit2() throws IOException {
        run("count", dir.resolve("missing.dlx").toString()).assertUsageError("no such file");
        run("count", dir.toString()).assertUsageError("it is a directory");
        Path bad = dir.resolve("bad.dlx");
        Files.writeString(bad, "A B C\nA X\n");
        run("count", bad.toString()).assertUsageError("bad.dlx: line 2, column 3: unknown item 'X'");
        String out = dir.resolve("run").toString();
        run("count", queens(5), "--out", out).assertSuccess();
        run("count", queens(6), "--out", out).assertUsageError("holds a run with problem.sha256=");
    }
}
