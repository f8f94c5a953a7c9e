/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --estimate}: Knuth's Monte Carlo estimate instead of a search. Oracles: published solution counts
 * (the estimate is unbiased, so with a fixed seed it must land within a few standard errors of them) and,
 * when the trial search finishes, the exact published count.
 */
class EstimateTest {

    private static final Pattern LINE = Pattern.compile("(?m)^solutions: about ([0-9.e+]+) \\+- ([0-9.e+]+)$");

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "queens 20 --estimate; 39029188884",
        "queens 20 --estimate --threads 2 --probes 3000 --seed 7; 39029188884",
        "queens 13 --estimate --order plain; 73712",
        "queens 12 --estimate --probes 5000 --seed 11; 14200",
    })
    void estimate_solutions_isWithinFourStandardErrorsOfThePublishedCount(String command, double published) {
        Cli r = Cli.run("", command.split(" ")).assertSuccess();
        List<String> lines = r.out().lines().collect(java.util.stream.Collectors.toList());
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0)).matches("nodes:     about [0-9.e+]+ \\+- [0-9.e+]+");
        assertThat(lines.get(2)).matches("updates:   about [0-9.e+]+ \\+- [0-9.e+]+");
        assertThat(lines.get(4)).matches("\\(Knuth's Monte Carlo estimate from [0-9]+ random probes, seed [0-9]+;"
                + " \\+- is the standard error\\)");
        Matcher m = LINE.matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        double mean = Double.parseDouble(m.group(1));
        double error = Double.parseDouble(m.group(2));
        assertThat(error).isPositive();
        assertThat(Math.abs(mean - published)).as(r.out()).isLessThanOrEqualTo(4 * error);
    }

    @Test
    void estimate_polyomino_printsTheReport() {
        // No bound on the value here: on pentomino tilings the estimate is heavy-tailed, so its standard error
        // is unreliable (seeds 1..3 with 100,000 probes gave 8234 +- 4500, 1588 +- 1100, 8878 +- 3800 for 9356).
        Cli r = Cli.run("", "polyomino", "--board", "6x10", "--estimate", "--probes", "100").assertSuccess();
        assertThat(r.out()).containsPattern("(?m)^solutions: about [0-9.e+]+ \\+- [0-9.e+]+$")
                .contains("from 100 random probes, seed 0");
    }

    @Test
    void estimate_longSearch_givesATimeFromTheTrial() {
        Cli r = Cli.run("", "queens", "20", "--estimate").assertSuccess();
        assertThat(r.out()).containsPattern("(?m)^time:      about [0-9.e+]+ (s|min|h|days|years) \\(at [0-9.e+]+"
                + " nodes/s, measured in a 0\\.[0-9] s trial search on 1 thread\\)$");
    }

    @Test
    void estimate_shortSearch_finishesInTheTrialAndGivesExactCounts() {
        Cli r = Cli.run("", "queens", "8", "--estimate", "--threads", "2").assertSuccess();
        assertThat(r.out()).containsPattern("(?m)^time:      [0-9.]+ s \\(the trial search finished: exactly 92"
                + " solutions, [0-9]+ nodes, [0-9]+ updates\\)$");
        Cli s = Cli.run(SolveCommandTest.PAPER, "solve", "--estimate", "--probes", "1").assertSuccess();
        assertThat(s.out()).contains("exactly 1 solution, 6 nodes, 30 updates")
                .contains("from 1 random probe, seed 0");
    }

    @Test
    void estimate_sameSeed_sameEstimate_otherSeed_otherEstimate() {
        String a = Cli.run("", "queens", "16", "--estimate", "--seed", "3").assertSuccess().out();
        String b = Cli.run("", "queens", "16", "--estimate", "--seed", "3").assertSuccess().out();
        String c = Cli.run("", "queens", "16", "--estimate", "--seed", "4").assertSuccess().out();
        assertThat(firstLines(a)).isEqualTo(firstLines(b)).isNotEqualTo(firstLines(c));
    }

    private static List<String> firstLines(String out) {
        return out.lines().limit(3).collect(java.util.stream.Collectors.toList());
    }

    @Test
    void estimate_timeout_stopsTheProbesReportsWhatWasMeasuredAndExitsThree() {
        Cli r = Cli.run("", "queens", "10", "--estimate", "--probes", "2000000000", "--timeout", "500ms");
        assertThat(r.exitCode()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).contains("nodes:     about").containsPattern("estimate from [0-9]+ random probes");
        assertThat(r.err()).startsWith("dlx4j queens: stopped: timeout after 0.5 s after ")
                .contains("of 2000000000 probes");
    }
}
