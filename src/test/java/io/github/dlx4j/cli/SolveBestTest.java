/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code dlx4j solve --best K}: the K cheapest solutions, each after a line {@code cost C}, with the costs
 * worked out by hand; the options it refuses to combine with; a problem without solutions or with
 * multiplicities; threads; a timeout.
 */
class SolveBestTest {

    /** Three people, three jobs: the six assignments cost 8, 13, 13, 13, 14 and 19 (worked by hand). */
    static final String ASSIGNMENT = """
            | who does which job, at what cost
            ann bob cy cook clean shop
            ann cook |4
            ann clean |2
            ann shop |7
            bob cook |3
            bob clean |6
            bob shop |5
            cy cook |6
            cy clean |4
            cy shop |3
            """;

    @Test
    void best_printsTheCheapestFirst_eachAfterItsCost() {
        Cli r = Cli.run(ASSIGNMENT, "solve", "--best", "2");
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEmpty();
        String[] blocks = r.out().split("\n\n");
        assertThat(blocks).hasSize(2);
        assertThat(blocks[0]).isEqualTo("cost 8\nann clean\nbob cook\ncy shop");
        assertThat(blocks[1]).startsWith("cost 13\n");
        assertThat(blocks[1].split("\n")).hasSize(4);
    }

    @Test
    void best_allSix_andStatsOnStandardError() {
        Cli r = Cli.run(ASSIGNMENT, "solve", "--best", "10", "--stats");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().lines().filter(l -> l.startsWith("cost ")))
                .containsExactly("cost 8", "cost 13", "cost 13", "cost 13", "cost 14", "cost 19");
        assertThat(r.err()).contains("nodes: ").contains("updates: ").contains("cleansings: ").contains("time: ");
    }

    @Test
    void best_withThreads_printsTheSame() {
        Cli one = Cli.run(ASSIGNMENT, "solve", "--best", "4");
        Cli two = Cli.run(ASSIGNMENT, "solve", "--best", "4", "--threads", "2");
        assertThat(two.exitCode()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
    }

    @Test
    void best_withoutSolution_saysSo() {
        Cli r = Cli.run("a b\na |3\n", "solve", "--best", "3");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("dlx4j solve: no solution\n");
    }

    @Test
    void best_refusesWhatItDoesNotCombineWith() {
        for (String[] other : new String[][] {{"--count"}, {"--limit", "2"}, {"--estimate"}, {"--restarts"}}) {
            String[] args = new String[3 + other.length];
            args[0] = "solve";
            args[1] = "--best";
            args[2] = "2";
            System.arraycopy(other, 0, args, 3, other.length);
            Cli r = Cli.run(ASSIGNMENT, args);
            assertThat(r.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).contains("do not combine").doesNotContain("Exception");
            assertThat(r.err().lines().count()).isLessThanOrEqualTo(2);
        }
        Cli zero = Cli.run(ASSIGNMENT, "solve", "--best", "0");
        assertThat(zero.exitCode()).isEqualTo(2);
        assertThat(zero.err()).contains("--best").doesNotContain("Exception");
    }

    @Test
    void best_refusesMultiplicities_inOneLine() {
        Cli r = Cli.run("| multiplicities\n2:3|a b\na b |1\na |2\nb |1\n", "solve", "--best", "1");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("multiplicities").doesNotContain("Exception");
    }

    @Test
    void best_stoppedByTheTimeout_namesTheCheapestFound() {
        // Queens 22 with random costs, k = 1000: minutes of search; stopped after 300 ms.
        StringBuilder f = new StringBuilder();
        int n = 22;
        for (int i = 0; i < n; i++) {
            f.append("r").append(i).append(" c").append(i).append(' ');
        }
        f.append('|');
        for (int d = 0; d < 2 * n - 1; d++) {
            f.append(" a").append(d).append(" b").append(d);
        }
        f.append('\n');
        java.util.Random rnd = new java.util.Random(3);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                f.append("r").append(i).append(" c").append(j).append(" a").append(i + j).append(" b")
                        .append(i - j + n - 1).append(" |").append(rnd.nextInt(100)).append('\n');
            }
        }
        Cli r = Cli.run(f.toString(), "solve", "--best", "1000", "--timeout", "300ms");
        assertThat(r.exitCode()).isEqualTo(SearchRunner.EXIT_TIMEOUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("dlx4j solve: stopped: ").contains("the cheapest found costs ")
                .contains("nodes: ").doesNotContain("Exception");
    }

    @Test
    void count_ignoresTheCosts() {
        Cli r = Cli.run(ASSIGNMENT, "solve", "--count");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("6\n");
    }
}
