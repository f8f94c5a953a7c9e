/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import io.github.dlx4j.testing.XccOracle;
import java.io.StringReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random problems built into diagrams by dlx4j and by Knuth's {@code DLX6} ({@code m1}, which prints its
 * diagram), on the same text. Both must count the same solutions in the same search nodes (the same memo
 * rule: covered items and purified colors, secondary items without options left out). Without secondary
 * items the text dlx4j writes must be {@code DLX6}'s byte for byte; with them (colored or not) dlx4j's
 * diagram has at most {@code DLX6}'s nodes: two states that differ only in secondary items can leave the
 * same options, and dlx4j makes their equal nodes one where {@code DLX6} makes them twice. Each diagram read back
 * from {@code DLX6}'s text must give dlx4j's solutions in the same order. Opt-in, as
 * {@link KnuthProgramsTest}: build {@code dlx6} from {@code dlx6.w} and name its folder with
 * {@code -Ddlx4j.knuthBin=DIR}; {@code -Ddlx4j.seed=N} replays or explores.
 */
class KnuthDlx6Test {

    private static final Pattern SUMMARY = Pattern.compile(
            "Altogether (\\d+) solutions?, .*? (\\d+) search nodes, (\\d+) ZDD nodes?");
    private static final int FILES = 300;

    @TempDir
    Path dir;

    private Path dlx6;

    @BeforeEach
    void knuthProgram() {
        dlx6 = KnuthCounts.knuthBin("Knuth's dlx6").resolve("dlx6");
        assertThat(dlx6).as("Knuth's DLX6").isExecutable();
    }

    @Test
    void randomProblems_sameCountsNodesAndDiagramsAsDlx6() {
        int[] smaller = new int[1];
        long[] solutions = new long[1];
        Seeded.repeat("KnuthDlx6Test", 0xD1A6_0006L, FILES, (round, rnd) -> {
            boolean colored = round % 3 != 0;
            // DLX6 takes colors of one character
            String text;
            if (colored) {
                text = XccOracle.random(rnd, 16, 6, 90, 3).toDlx().replaceAll(":c(\\d)\\b", ":$1");
            } else {
                ProblemSpec spec = ProblemSpec.random(rnd, 18, 0, 80);
                while (spec.primaryCount() == 0) {
                    spec = ProblemSpec.random(rnd, 18, 0, 80);
                }
                text = spec.toDlx();
            }
            String dump = "round " + round + "; the problem in Knuth's format:\n" + text;
            ExactCoverProblem p = DlxFormat.read(new StringReader(text));
            SolutionDiagram d = SolutionDiagram.build(p);
            Path file = dir.resolve("p.dlx");
            Path out = dir.resolve("out.txt");
            Path err = dir.resolve("err.txt");
            Files.writeString(file, text, StandardCharsets.US_ASCII);
            Process process = new ProcessBuilder(dlx6.toString(), "m1").redirectInput(file.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(dump + "DLX6 ended").isTrue();
            Matcher m = SUMMARY.matcher(Files.readString(err, StandardCharsets.US_ASCII));
            assertThat(m.find()).as(dump + "DLX6's summary").isTrue();
            BigInteger count = new BigInteger(m.group(1));
            long searchNodes = Long.parseLong(m.group(2));
            int zddNodes = Integer.parseInt(m.group(3));
            assertThat(d.count()).as(dump + "the count").isEqualTo(count);
            assertThat(d.statistics().nodes()).as(dump + "search nodes").isEqualTo(searchNodes);
            // DLX6 counts the two terminals, and reports 1 for a diagram of none
            int knuthNodes = zddNodes == 1 ? 0 : zddNodes - 2;
            String knuthText = Files.readString(out, StandardCharsets.US_ASCII);
            StringBuilder ours = new StringBuilder();
            d.write(ours);
            if (p.secondaryItemCount() == 0) {
                assertThat(ours.toString()).as(dump + "the diagram's text").isEqualTo(knuthText);
            } else {
                assertThat(d.nodeCount()).as(dump + "nodes").isLessThanOrEqualTo(knuthNodes);
                if (d.nodeCount() < knuthNodes) {
                    smaller[0]++; // two states with the same options left: DLX6 makes their nodes twice
                }
            }
            SolutionDiagram theirs = SolutionDiagram.read(p, new StringReader(knuthText));
            assertThat(theirs.count()).as(dump).isEqualTo(count);
            assertThat(theirs.solutions().limit(2000).map(s -> java.util.List.of(box(s.options()))))
                    .as(dump + "DLX6's diagram in dlx4j's order")
                    .containsExactlyElementsOf(d.solutions().limit(2000).map(s -> java.util.List.of(box(s.options())))
                            .collect(java.util.stream.Collectors.toList()));
            solutions[0] += count.min(BigInteger.valueOf(1_000_000)).longValue();
        });
        System.out.println("KnuthDlx6Test: colored diagrams smaller than DLX6's: " + smaller[0]
                + "; solutions (each file's up to a million): " + solutions[0]);
        assertThat(solutions[0]).isGreaterThan(1000);
    }

    private static Integer[] box(int[] a) {
        Integer[] b = new Integer[a.length];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i];
        }
        return b;
    }
}
