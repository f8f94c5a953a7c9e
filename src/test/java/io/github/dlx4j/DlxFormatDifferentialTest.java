/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link DlxFormat} against a naive reference parser written independently here (whole input in memory, split
 * into lines, each line scanned by index): on random near-valid inputs both must give the same problem, or
 * both an error at the same line and column. {@link DlxFormatFuzzTest} runs the same comparison on fuzzed
 * bytes.
 */
class DlxFormatDifferentialTest {

    /** What the reference parser found: a problem, or the position of the first error. */
    record Outcome(ExactCoverProblem problem, long line, long column) {
        static Outcome error(long line, long column) {
            return new Outcome(null, line, column);
        }
    }

    /** Returns what {@link DlxFormat} makes of the bytes, in the same terms. */
    static Outcome actual(byte[] data) throws IOException {
        try {
            return new Outcome(DlxFormat.read(new ByteArrayInputStream(data)), 0, 0);
        } catch (DlxFormatException e) {
            return Outcome.error(e.line(), e.column());
        }
    }

    /** The reference parser: each byte is one character; lines end at '\n'. */
    static Outcome naive(byte[] data) {
        String[] lines = new String(data, StandardCharsets.ISO_8859_1).split("\n", -1);
        Map<String, Integer> index = null;
        Map<String, long[]> bounds = new HashMap<>();
        int primaryCount = 0;
        long itemLine = 0;
        ExactCoverProblem.Builder builder = null;
        java.math.BigInteger maxCost = java.math.BigInteger.ZERO;
        long[] maxCostAt = null; // line and column of the first '|' of the option with the largest cost
        List<java.math.BigInteger> costs = new ArrayList<>(); // of the options kept
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            long lineNo = n + 1;
            int first = skipBlanks(line, 0);
            if (first == line.length() || line.charAt(first) == '|') {
                continue;
            }
            if (index == null) {
                index = new HashMap<>();
                List<String> primary = new ArrayList<>();
                List<String> secondary = new ArrayList<>();
                boolean bar = false;
                int i = first;
                while ((i = skipBlanks(line, i)) < line.length()) {
                    if (line.charAt(i) == '|') {
                        if (bar) {
                            return Outcome.error(lineNo, i + 1);
                        }
                        bar = true;
                        i++;
                        continue;
                    }
                    int end = tokenEnd(line, i);
                    int nameStart = i;
                    long[] lu = null;
                    if (!bar) {
                        // Knuth's DLX3 bounds before a primary name: digits '|', or digits ':' digits '|'.
                        int j = digitsEnd(line, i, end);
                        if (j > i && j < end && line.charAt(j) == '|') {
                            long v = number(line, i, j);
                            if (v < 0 || v == 0) {
                                return Outcome.error(lineNo, i + 1);
                            }
                            lu = new long[] {v, v};
                            nameStart = j + 1;
                        } else if (j > i && j < end && line.charAt(j) == ':') {
                            long u = number(line, i, j);
                            if (u < 0) {
                                return Outcome.error(lineNo, i + 1);
                            }
                            int m = digitsEnd(line, j + 1, end);
                            if (m == j + 1 || m == end || line.charAt(m) != '|') {
                                return Outcome.error(lineNo, i + 1);
                            }
                            long v = number(line, j + 1, m);
                            if (v < 0) {
                                return Outcome.error(lineNo, j + 2);
                            }
                            if (v == 0 || u > v) {
                                return Outcome.error(lineNo, i + 1);
                            }
                            lu = new long[] {u, v};
                            nameStart = m + 1;
                        }
                        if (nameStart == end) {
                            return Outcome.error(lineNo, nameStart + 1);
                        }
                    }
                    int bad = badCharacter(line, nameStart, end, true);
                    if (bad >= 0) {
                        return Outcome.error(lineNo, bad + 1);
                    }
                    String name = line.substring(nameStart, end);
                    if (index.containsKey(name)) {
                        return Outcome.error(lineNo, i + 1);
                    }
                    index.put(name, index.size());
                    (bar ? secondary : primary).add(name);
                    if (lu != null) {
                        bounds.put(name, lu);
                    }
                    i = end;
                }
                primaryCount = primary.size();
                itemLine = lineNo;
                builder = ExactCoverProblem.builder().primary(primary.toArray(new String[0]))
                        .secondary(secondary.toArray(new String[0]));
                for (Map.Entry<String, long[]> e : bounds.entrySet()) {
                    builder.multiplicity(e.getKey(), (int) e.getValue()[0], (int) e.getValue()[1]);
                }
                continue;
            }
            List<Integer> items = new ArrayList<>();
            List<String> names = new ArrayList<>();
            List<String> colors = new ArrayList<>();
            boolean hasPrimary = false;
            java.math.BigInteger cost = java.math.BigInteger.ZERO;
            int costColumn = 0;
            int i = first;
            while ((i = skipBlanks(line, i)) < line.length()) {
                int end = tokenEnd(line, i);
                if (line.charAt(i) == '|') {
                    // Knuth's DLX5 cost: the whole token is '|' and decimal digits; the option's total is a long
                    if (end == i + 1) {
                        return Outcome.error(lineNo, i + 1);
                    }
                    for (int j = i + 1; j < end; j++) {
                        if (line.charAt(j) < '0' || line.charAt(j) > '9') {
                            return Outcome.error(lineNo, j + 1);
                        }
                    }
                    java.math.BigInteger v = new java.math.BigInteger(line.substring(i + 1, end));
                    cost = cost.add(v);
                    if (v.compareTo(LONG_MAX) > 0 || cost.compareTo(LONG_MAX) > 0) {
                        return Outcome.error(lineNo, i + 1);
                    }
                    costColumn = costColumn == 0 ? i + 1 : costColumn;
                    i = end;
                    continue;
                }
                // name[:color]: the name is non-empty; the color is non-empty; ':' and '|' are reserved
                int colon = -1;
                for (int j = i; j < end && colon < 0; j++) {
                    char c = line.charAt(j);
                    if (c < '!' || c > '~' || c == '|' || (c == ':' && j == i)) {
                        return Outcome.error(lineNo, j + 1);
                    }
                    if (c == ':') {
                        colon = j;
                    }
                }
                if (colon >= 0) {
                    if (colon + 1 == end) {
                        return Outcome.error(lineNo, colon + 2);
                    }
                    for (int j = colon + 1; j < end; j++) {
                        char c = line.charAt(j);
                        if (c < '!' || c > '~' || c == ':' || c == '|') {
                            return Outcome.error(lineNo, j + 1);
                        }
                    }
                }
                String name = line.substring(i, colon < 0 ? end : colon);
                Integer item = index.get(name);
                if (item == null || items.contains(item) || (colon >= 0 && item < primaryCount)) {
                    return Outcome.error(lineNo, i + 1);
                }
                items.add(item);
                names.add(name);
                colors.add(colon < 0 ? null : line.substring(colon + 1, end));
                hasPrimary |= item < primaryCount;
                i = end;
            }
            if (!hasPrimary) {
                continue; // left out, as DLX1 and DLX2 do
            }
            builder.option(names.toArray(new String[0]), colors.toArray(new String[0]));
            builder.cost(cost.longValueExact());
            costs.add(cost);
            if (cost.compareTo(maxCost) > 0) {
                maxCost = cost;
                maxCostAt = new long[] {lineNo, costColumn};
            }
        }
        if (index == null) {
            return Outcome.error(lines.length, lines[lines.length - 1].length() + 1);
        }
        assert itemLine > 0;
        if (maxCostAt != null && tooCostly(costs, primaryCount, bounds)) {
            return Outcome.error(maxCostAt[0], maxCostAt[1]);
        }
        return new Outcome(builder.build(), 0, 0);
    }

    private static final java.math.BigInteger LONG_MAX = java.math.BigInteger.valueOf(Long.MAX_VALUE);

    /**
     * Returns whether a solution could cost {@code Long.MAX_VALUE} or more: whether the largest costs, as many
     * as the primary items' upper bounds add up to, add up to that much.
     */
    private static boolean tooCostly(List<java.math.BigInteger> costs, int primaryCount,
            Map<String, long[]> bounds) {
        long most = primaryCount;
        for (long[] lu : bounds.values()) {
            most += lu[1] - 1;
        }
        List<java.math.BigInteger> largestFirst = new ArrayList<>(costs);
        largestFirst.sort(java.util.Comparator.reverseOrder());
        java.math.BigInteger total = java.math.BigInteger.ZERO;
        for (int k = 0; k < largestFirst.size() && k < most; k++) {
            total = total.add(largestFirst.get(k));
        }
        return total.compareTo(LONG_MAX) >= 0;
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000b';
    }

    private static int skipBlanks(String s, int i) {
        while (i < s.length() && blank(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int tokenEnd(String s, int i) {
        while (i < s.length() && !blank(s.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Returns the end of the run of ASCII digits at {@code s[from, to)}. */
    private static int digitsEnd(String s, int from, int to) {
        int j = from;
        while (j < to && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
            j++;
        }
        return j;
    }

    /** Returns the decimal number {@code s[from, to)}, or -1 when it exceeds {@code Integer.MAX_VALUE}. */
    private static long number(String s, int from, int to) {
        java.math.BigInteger v = new java.math.BigInteger(s.substring(from, to));
        return v.compareTo(java.math.BigInteger.valueOf(Integer.MAX_VALUE)) > 0 ? -1 : v.longValue();
    }

    /**
     * Returns where the error in the item name {@code s[from, to)} is reported, or -1: the first character
     * that is not printable ASCII or is reserved; a multiplicity ({@code 12|x}, {@code 1:3|x}) is reported at
     * the start of the name.
     */
    private static int badCharacter(String s, int from, int to, boolean itemLine) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '!' || c > '~') {
                return i;
            }
            if (c == ':' || c == '|') {
                boolean digits = i > from && s.substring(from, i).chars().allMatch(Character::isDigit);
                return itemLine && digits ? from : i;
            }
        }
        return -1;
    }

    static void assertAgree(byte[] data) throws IOException {
        Outcome expected = naive(data);
        Outcome actual = actual(data);
        String text = new String(data, StandardCharsets.ISO_8859_1);
        if (expected.problem() != null) {
            assertThat(actual.problem()).as("input:%n%s%nDlxFormat failed at line %d, column %d", text,
                    actual.line(), actual.column()).isEqualTo(expected.problem());
        } else {
            assertThat(actual.problem()).as("input:%n%s%nexpected an error at line %d, column %d", text,
                    expected.line(), expected.column()).isNull();
            assertThat(new long[] {actual.line(), actual.column()}).as("error position; input:%n%s", text)
                    .containsExactly(expected.line(), expected.column());
        }
    }

    private static final String[] PIECES = {"A", "B", "C", "x", "y", "A", "B", "x", " ", " ", " ", "\t", "\n",
        "\n", "\n", "|", "| note", ":", "2|", "1:3|", "0|", "3:1|", "0:2|", "\r\n", "\u00e9", "\u0001", "AB", "\f", "x:1", "y:red",
        ":2", "x:", "A:b", " |3", " |0", "|12", " |x", " |-1", " |9223372036854775807", " |9223372036854775808",
        " |4611686018427387904", "3a"};

    @Test
    void read_randomNearValidInputs_agreesWithNaiveParser() {
        int[] problems = {0};
        Seeded.repeat("DlxFormatDifferentialTest.read_randomNearValidInputs_agreesWithNaiveParser", 0x5EED_0503L,
                20_000, (round, rnd) -> {
                    StringBuilder sb = new StringBuilder(rnd.nextBoolean() ? "A B C | x y\n" : "");
                    for (int k = rnd.nextInt(30); k > 0; k--) {
                        sb.append(PIECES[rnd.nextInt(PIECES.length)]);
                    }
                    byte[] data = sb.toString().getBytes(StandardCharsets.ISO_8859_1);
                    assertAgree(data);
                    problems[0] += naive(data).problem() != null ? 1 : 0;
                });
        assertThat(problems[0]).as("some inputs are valid problems").isGreaterThan(100);
    }

    private static final String[] OPTION_PIECES = {"A", "B", "C", "x", "y", "x:1", "y:red", "|0", "|7", "|12", "|007",
        "|4611686018427387904", "|9223372036854775807", "|9223372036854775808", "|x", "|", "|3a", "|-1", "A|2"};

    @Test
    void read_randomOptionsWithCosts_agreesWithNaiveParser() {
        int[] withCosts = {0};
        Seeded.repeat("DlxFormatDifferentialTest.read_randomOptionsWithCosts_agreesWithNaiveParser", 0x5EED_0504L,
                5_000, (round, rnd) -> {
                    StringBuilder sb = new StringBuilder(rnd.nextBoolean() ? "A B C | x y\n" : "2|A B C | x y\n");
                    for (int line = rnd.nextInt(5); line > 0; line--) {
                        sb.append(rnd.nextInt(8) == 0 ? "| a comment |7\n" : "");
                        sb.append(rnd.nextBoolean() ? "A" : "B");
                        for (int k = rnd.nextInt(4); k > 0; k--) {
                            sb.append(rnd.nextInt(4) == 0 ? "\t" : " ");
                            sb.append(OPTION_PIECES[rnd.nextInt(rnd.nextInt(3) == 0 ? OPTION_PIECES.length : 11)]);
                        }
                        sb.append(rnd.nextInt(4) == 0 ? " \r\n" : "\n");
                    }
                    byte[] data = sb.toString().getBytes(StandardCharsets.ISO_8859_1);
                    assertAgree(data);
                    ExactCoverProblem p = naive(data).problem();
                    withCosts[0] += p != null && p.hasCosts() ? 1 : 0;
                });
        assertThat(withCosts[0]).as("some inputs are valid problems with costs").isGreaterThan(500);
    }

    @Test
    void naive_knownInputs_matchHandCountedPositions() {
        // The reference parser itself, on cases counted by hand (the same as in DlxFormatErrorTest).
        assertThat(naive(bytes("A B\nA C\n"))).isEqualTo(Outcome.error(2, 3));
        assertThat(naive(bytes(""))).isEqualTo(Outcome.error(1, 1));
        assertThat(naive(bytes("| c\n"))).isEqualTo(Outcome.error(2, 1));
        assertThat(naive(bytes("A | x\nA x:red\n")).problem().optionText(0)).isEqualTo("A x:red");
        assertThat(naive(bytes("A | x\nA:red x\n"))).isEqualTo(Outcome.error(2, 1));
        assertThat(naive(bytes("A | x\nA x:\n"))).isEqualTo(Outcome.error(2, 5));
        assertThat(naive(bytes("A | x\nA x:r|d\n"))).isEqualTo(Outcome.error(2, 6));
        assertThat(naive(bytes("A | x\nx\nA\n")).problem().optionCount()).as("x alone is left out").isEqualTo(1);
        assertThat(naive(bytes("A 1:3|B\n")).problem().upperBound(1)).isEqualTo(3);
        assertThat(naive(bytes("A 3:1|B\n"))).isEqualTo(Outcome.error(1, 3));
        assertThat(naive(bytes("A 2|\n"))).isEqualTo(Outcome.error(1, 5));
        assertThat(naive(bytes("A | 2|x\n"))).isEqualTo(Outcome.error(1, 5));
        assertThat(naive(bytes("A:b\n"))).isEqualTo(Outcome.error(1, 2));
        assertThat(naive(bytes("A B\nA B\n")).problem().optionCount()).isEqualTo(1);
        assertThat(naive(bytes("A B\nA |3 B |004\n")).problem().costOf(0)).isEqualTo(7);
        assertThat(naive(bytes("A B\nA |\n"))).isEqualTo(Outcome.error(2, 3));
        assertThat(naive(bytes("A B\nA |3x\n"))).isEqualTo(Outcome.error(2, 5));
        assertThat(naive(bytes("A B\nA|3\n"))).isEqualTo(Outcome.error(2, 2));
        assertThat(naive(bytes("A B\nA |9223372036854775807 |1\n"))).isEqualTo(Outcome.error(2, 24));
        assertThat(naive(bytes("A B\nA |1\nB |9223372036854775000\nA |5000\n"))).isEqualTo(Outcome.error(3, 3));
        assertThat(naive(bytes("A\nA |9223372036854775000\nA |5000\n")).problem().costOf(0))
                .as("one primary item: one option per solution").isEqualTo(9223372036854775000L);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }
}
