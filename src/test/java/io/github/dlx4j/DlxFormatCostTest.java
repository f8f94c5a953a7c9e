/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Option costs in Knuth's format ({@code DLX5}: {@code |n} after an item): reading, every error at the line
 * and column counted by hand, writing, and the round trip. Expected costs are counted by hand or carried by
 * the random generator, never read back from {@link DlxFormat}.
 */
class DlxFormatCostTest {

    private static final long MAX = Long.MAX_VALUE;

    private static long[] costs(ExactCoverProblem p) {
        long[] costs = new long[p.optionCount()];
        for (int o = 0; o < costs.length; o++) {
            costs[o] = p.costOf(o);
        }
        return costs;
    }

    // ---- reading -------------------------------------------------------------------------------------------

    @Test
    void parse_knuthsExample_costsSeven() {
        // dlx5.w: "the net cost of option 'a b c |7' will be not $7 but $1 ..."
        ExactCoverProblem p = DlxFormat.parse("a b c\na b c |7\n");
        assertThat(p.optionCount()).isEqualTo(1);
        assertThat(p.optionText(0)).isEqualTo("a b c");
        assertThat(p.costOf(0)).isEqualTo(7);
        assertThat(p.hasCosts()).isTrue();
    }

    @Test
    void parse_dlx5TestFile_readsEachCostAndColor() {
        // A file Knuth's DLX5 reads (its optimum is $3: 'a b |3' and 'c |1' cost 4, 'a |2' 'b x:1 |1' 'c x:2' 3).
        ExactCoverProblem p = DlxFormat.parse("a b c | x\na b |3\nc |1\na |2\nb c |4\nb x:1 |1\nc x:2\n");
        assertThat(costs(p)).containsExactly(3, 1, 2, 4, 1, 0);
        assertThat(p.optionText(4)).isEqualTo("b x:1");
        assertThat(p.optionText(5)).isEqualTo("c x:2");
    }

    @Test
    void parse_severalCosts_areSummed() {
        ExactCoverProblem p = DlxFormat.parse("a b c\na |3 b |4\nc |1 |2 |0\nb |007\n");
        assertThat(costs(p)).containsExactly(7, 3, 7);
        assertThat(p.optionText(0)).as("an item may follow a cost, as DLX5 reads it").isEqualTo("a b");
    }

    @Test
    void parse_costOfColoredOption_followsTheColor() {
        ExactCoverProblem p = DlxFormat.parse("a b | x y\na x:red |5\nb |2 y:blue x:red\n");
        assertThat(costs(p)).containsExactly(5, 2);
        assertThat(p.optionColor(0, 1)).isEqualTo("red");
        assertThat(p.optionText(1)).isEqualTo("b y:blue x:red");
    }

    @Test
    void parse_costsNextToComments_commentsStayComments() {
        String text = "| costs: '|7' after an item\n"
                + "a b\n"
                + "| a |7 comment\n"
                + "a |2\n"
                + "  | an indented comment |3\n"
                + "b |0\n";
        ExactCoverProblem p = DlxFormat.parse(text);
        assertThat(p.optionCount()).isEqualTo(2);
        assertThat(costs(p)).containsExactly(2, 0);
    }

    @Test
    void parse_blanksTabsAndCrlf_aroundCosts() {
        ExactCoverProblem p = DlxFormat.parse("a b\r\na\t|5\r\nb  |6\t|1 \r\n");
        assertThat(costs(p)).containsExactly(5, 7);
    }

    @Test
    void parse_zeroCosts_problemHasNoCosts() {
        ExactCoverProblem p = DlxFormat.parse("a b\na |0\nb |00\n");
        assertThat(costs(p)).containsExactly(0, 0);
        assertThat(p.hasCosts()).isFalse();
        assertThat(p).isEqualTo(DlxFormat.parse("a b\na\nb\n"));
    }

    @Test
    void parse_largestCostThatFits_isRead() {
        ExactCoverProblem p = DlxFormat.parse("a\na |9223372036854775806\n");
        assertThat(p.costOf(0)).isEqualTo(MAX - 1);
        ExactCoverProblem sum = DlxFormat.parse("a\na |9223372036854775800 |6\n");
        assertThat(sum.costOf(0)).isEqualTo(MAX - 1);
    }

    @Test
    void parse_costOfOptionWithoutPrimaryItem_isLeftOutWithIt() {
        List<DlxFormatWarning> warnings = new ArrayList<>();
        ExactCoverProblem p = DlxFormat.parse("a b | x\nx |9223372036854775806\na |4000000000000000000\n"
                + "b |4000000000000000000\n", warnings::add);
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0).line()).isEqualTo(2);
        assertThat(costs(p)).containsExactly(4_000_000_000_000_000_000L, 4_000_000_000_000_000_000L);
    }

    // ---- errors ----------------------------------------------------------------------------------------------

    private static void assertError(String text, long line, long column, String... fragments) {
        DlxFormatException e = catchThrowableOfType(DlxFormatException.class, () -> DlxFormat.parse(text));
        assertThat(e).as("an error for %s", text).isNotNull();
        assertThat(e.getMessage()).isEqualTo("line " + e.line() + ", column " + e.column() + ": " + e.reason());
        assertThat(e.line()).as("line of %s", e.getMessage()).isEqualTo(line);
        assertThat(e.column()).as("column of %s", e.getMessage()).isEqualTo(column);
        assertThat(e.reason()).contains(fragments);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "a b\\na |x;2;4;illegal character 'x' in a cost",
        "a b\\na |-3;2;4;illegal character '-' in a cost",
        "a b\\na |3a;2;5;illegal character 'a' in a cost",
        "a b\\na |3|4;2;5;illegal character '|' in a cost",
        "a b\\na |12\u00e9;2;6;illegal character U+00E9 in a cost",
        "a b\\na |\\u0001;2;4;illegal character U+0001 in a cost",
        "a b\\na |;2;3;'|' without a number",
        "a b\\na |\\nb;2;3;'|' without a number",
        "a b\\na | b;2;3;'|' without a number",
        "a b\\na b |\\t|1;2;5;'|' without a number",
        "a b\\nb\\na|3;3;2;illegal character '|' in item name 'a'",
        "a | x\\na x:r|3;2;6;illegal character '|' in the color of 'x'",
        "a b\\na |9223372036854775808;2;3;the cost is larger than 9223372036854775807",
        "a b\\n\\na b |99999999999999999999999999;3;5;the cost is larger than 9223372036854775807",
        "a b\\na |9223372036854775807 |1;2;24;add up to more than 9223372036854775807",
        "a b\\na |4611686018427387904 b |3 |4611686018427387904;2;29;add up to more than",
    })
    void parse_badCost_namesLineAndColumn(String text, long line, long column, String fragment) {
        assertError(text.replace("\\n", "\n").replace("\\t", "\t").replace("\\u0001", "\u0001"), line, column,
                fragment);
    }

    @Test
    void parse_badCost_saysWhatACostIs() {
        assertError("a b\na |x\n", 2, 4, "'|7'");
        assertError("a b\na |-1\n", 2, 4, "never negative");
        assertError("a b\na |\n", 2, 3, "cost", "comment");
        assertError("a b\na|3\n", 2, 2, "must follow a blank");
        assertError("a | x\na x:r|3\n", 2, 6, "must follow a blank");
    }

    @Test
    void parse_costsTooLargeForOneSolution_pointAtTheLargest() {
        // Two primary items: 'a' and 'b' fit in one solution, and 2^62 + 2^62 passes Long.MAX_VALUE - 1.
        assertError("a b\na |1\nb |4611686018427387904\na |4611686018427387904\n", 3, 3,
                "option costs are too large", "largest cost, 4611686018427387904");
        assertError("a b\na |1\nb |3 |9223372036854775000\na |5000\n", 3, 3, "too large",
                "9223372036854775003");
    }

    @Test
    void parse_largeCostsThatCannotMeet_areRead() {
        // One primary item: a solution holds one option, so no two of these costs are ever added.
        ExactCoverProblem p = DlxFormat.parse("a | x\na |4611686018427387904\na x |4611686018427387904\n");
        assertThat(costs(p)).containsExactly(1L << 62, 1L << 62);
    }

    @Test
    void parse_multiplicityRaisesHowManyCostsMeet() {
        // 2|a: a solution may hold two options, so two costs of 2^62 are too many.
        assertError("2|a\na |4611686018427387904\na |4611686018427387904\n", 2, 3, "a solution of 2 options");
    }

    // ---- writing and the round trip -------------------------------------------------------------------------

    @Test
    void format_costs_followTheItems() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a", "b").secondary("x")
                .option(3, "a", "b")
                .option("a")
                .option(new String[] {"b", "x"}, new String[] {null, "red"}).cost(9)
                .option(MAX - 20, "b")
                .build();
        assertThat(DlxFormat.format(p)).isEqualTo("a b | x\na b |3\na\nb x:red |9\nb |9223372036854775787\n");
    }

    @Test
    void format_zeroCost_writesNothing() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").option(0, "a").option(5, "a").cost(0)
                .build();
        assertThat(DlxFormat.format(p)).isEqualTo("a\na\na\n");
    }

    @Test
    void format_numberedItems_writeCostsToo() {
        ExactCoverProblem p = ExactCoverProblem.builder().primaryItems(2).option(4, new int[] {1, 0}).build();
        assertThat(DlxFormat.format(p)).isEqualTo("0 1\n1 0 |4\n");
    }

    @Test
    void roundTrip_randomProblemsWithCosts_areEqual() {
        Seeded.repeat("DlxFormatCostTest.roundTrip_randomProblemsWithCosts_areEqual", 0x5EED_0505L, 300,
                (round, rnd) -> {
                    Generated g = generate(rnd);
                    ExactCoverProblem p = g.problem();
                    String text = DlxFormat.format(p);
                    String dump = KnuthDump.dump("round " + round, p) + "written by DlxFormat:\n" + text;
                    ExactCoverProblem back = DlxFormat.parse(text);
                    assertThat(costs(back)).as(dump).containsExactly(g.costs());
                    assertThat(back).as(dump).isEqualTo(p);
                    assertThat(DlxFormat.format(back)).as(dump).isEqualTo(text);
                });
    }

    @Test
    void parse_randomTextWithSplitCosts_matchesTheBuilder() {
        // The text is written here, each cost split into several '|n' at random places after the first item;
        // the reader must give the problem the builder makes from the same options and totals.
        Seeded.repeat("DlxFormatCostTest.parse_randomTextWithSplitCosts_matchesTheBuilder", 0x5EED_0506L, 300,
                (round, rnd) -> {
                    Generated g = generate(rnd);
                    String text = g.text(rnd);
                    assertThat(DlxFormat.parse(text)).as("round %d, text:%n%s", round, text).isEqualTo(g.problem());
                    assertThat(costs(DlxFormat.parse(text))).as("round %d, text:%n%s", round, text)
                            .containsExactly(g.costs());
                });
    }

    /** A random problem with costs: items a0.. (primary) and x0.. (secondary), options as token lists. */
    private record Generated(int primary, int secondary, List<String[]> options, long[] costs) {

        ExactCoverProblem problem() {
            ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(names("a", primary))
                    .secondary(names("x", secondary));
            for (int o = 0; o < options.size(); o++) {
                b.option(options.get(o)).cost(costs[o]);
            }
            return b.build();
        }

        /** Returns the problem in Knuth's format with each cost split into parts among the items. */
        String text(Random rnd) {
            StringBuilder sb = new StringBuilder(String.join(" ", names("a", primary)));
            if (secondary > 0) {
                sb.append(" | ").append(String.join(" ", names("x", secondary)));
            }
            sb.append('\n');
            for (int o = 0; o < options.size(); o++) {
                String[] tokens = options.get(o);
                long[] parts = split(costs[o], rnd);
                List<List<String>> after = new ArrayList<>(); // the parts written after each item
                for (String t : tokens) {
                    after.add(new ArrayList<>());
                }
                for (long part : parts) {
                    String zeros = rnd.nextInt(5) == 0 ? "00" : "";
                    after.get(rnd.nextInt(tokens.length)).add("|" + zeros + part);
                }
                for (int k = 0; k < tokens.length; k++) {
                    sb.append(k == 0 ? "" : rnd.nextBoolean() ? " " : "\t").append(tokens[k]);
                    for (String part : after.get(k)) {
                        sb.append(rnd.nextBoolean() ? " " : " \t ").append(part);
                    }
                }
                sb.append(rnd.nextInt(4) == 0 ? " \r\n" : "\n");
            }
            return sb.toString();
        }

        private static long[] split(long cost, Random rnd) {
            if (cost == 0 && rnd.nextBoolean()) {
                return new long[0];
            }
            int n = 1 + rnd.nextInt(3);
            long[] parts = new long[n];
            long left = cost;
            for (int k = 0; k < n - 1; k++) {
                parts[k] = left == 0 ? 0 : Math.floorMod(rnd.nextLong(), left + 1);
                left -= parts[k];
            }
            parts[n - 1] = left;
            return parts;
        }

        private static String[] names(String prefix, int count) {
            String[] names = new String[count];
            for (int i = 0; i < count; i++) {
                names[i] = prefix + i;
            }
            return names;
        }
    }

    private static Generated generate(Random rnd) {
        int primary = 1 + rnd.nextInt(6);
        int secondary = rnd.nextInt(4);
        int optionCount = rnd.nextInt(12);
        // Costs up to a bound that the builder accepts whatever the solutions: their sum stays below MAX - 1.
        long bound = rnd.nextInt(4) == 0 ? (MAX - 1) / (optionCount + 1) : 1 + rnd.nextInt(1000);
        List<String[]> options = new ArrayList<>();
        long[] costs = new long[optionCount];
        for (int o = 0; o < optionCount; o++) {
            List<String> tokens = new ArrayList<>();
            tokens.add("a" + rnd.nextInt(primary));
            for (int i = 0; i < primary + secondary; i++) {
                String name = i < primary ? "a" + i : "x" + (i - primary);
                if (!tokens.contains(name) && rnd.nextInt(3) == 0) {
                    tokens.add(i >= primary && rnd.nextBoolean() ? name + ":" + "rgb".charAt(rnd.nextInt(3)) : name);
                }
            }
            java.util.Collections.shuffle(tokens, rnd);
            options.add(tokens.toArray(new String[0]));
            costs[o] = rnd.nextInt(3) == 0 ? 0 : Math.floorMod(rnd.nextLong(), bound + 1);
        }
        return new Generated(primary, secondary, options, costs);
    }
}
