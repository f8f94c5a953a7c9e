/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.Seeded;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random files reduced by {@link Preprocessor} and by Knuth's {@code DLX-PRE}, run as a process on the same
 * text with {@code v9} (so that each option it writes is followed by {@code | (from N)}, its number in the
 * input): the same items must remain, primary and secondary, and the same options, each with the same items
 * and colors in the same order; the same number of options and items removed and of rounds; and the same
 * lone item when there is no solution. {@code DLX-PRE} writes the options grouped by their first item, dlx4j
 * in input order, so options are compared by their number. Every tenth file also runs with a round limit
 * ({@code t2}, {@code t3}: one or two rounds). Opt-in, as {@link KnuthProgramsTest}: build {@code dlx-pre} from
 * {@code dlx-pre.w} ({@code ctangle}, a C compiler, {@code gb_flip}) and name its folder with
 * {@code -Ddlx4j.knuthBin=DIR}; without it the test is skipped. {@code -Ddlx4j.seed=N} replays or explores.
 *
 * <p>The files: 2 to 12 primary items, up to 6 secondary ones, 1 to 40 options of 1 to 5 items, sometimes
 * with the options of one or two planted solutions; in half the colored files a colored item may come first
 * in an option, which {@code DLX-PRE} does not try (its note of 2 January 2023), so those cases are covered
 * too. Names have at most 8 characters and colors one, as {@code DLX-PRE} wants; every option has a primary
 * item.
 */
class KnuthDlxPreTest {

    private static final Pattern SUMMARY = Pattern.compile(
            "Removed (\\d+) options? and (\\d+) items?, after .* mems, (\\d+) rounds?\\.");
    private static final Pattern FROM = Pattern.compile("\\| \\(from (\\d+)\\)");
    private static final int FILES = 400;

    @TempDir
    Path dir;

    private Path dlxPre;

    @BeforeEach
    void knuthProgram() {
        dlxPre = KnuthCounts.knuthBin("Knuth's dlx-pre").resolve("dlx-pre");
        assertThat(dlxPre).as("Knuth's DLX-PRE").isExecutable();
    }

    /** What {@code DLX-PRE} wrote: its item line's items, its options by number, its counts. */
    private record Run(List<String> primary, List<String> secondary, TreeMap<Integer, String> options,
            int optionsOut, int itemsOut, int rounds) {
    }

    @Test
    void randomFiles_sameReductionAsDlxPre() {
        int[] shapes = new int[5]; // files reduced, without solution, colored, stopped by the round limit, runs
        Seeded.repeat("KnuthDlxPreTest.files", 0xD1C9_0001L, FILES, (round, rnd) -> {
            String text = randomFile(rnd);
            ExactCoverProblem problem = DlxFormat.parse(text);
            shapes[2] += problem.hasColors() ? 1 : 0;
            List<Integer> limits = new ArrayList<>(List.of(Integer.MAX_VALUE));
            if (round % 10 == 0) {
                limits.add(1);
                limits.add(2);
            }
            for (int limit : limits) {
                String dump = "round " + round + (limit < Integer.MAX_VALUE ? ", t" + (limit + 1) : "")
                        + "; the file:\n" + text;
                Run knuth = run(text, limit, dump);
                Reduction r = Preprocessor.reduce(problem, limit, SearchSettings.DEFAULT);
                compare(r, knuth, limit, dump);
                shapes[0] += r.removedOptions().isEmpty() && r.removedItems().isEmpty() ? 0 : 1;
                shapes[1] += r.hasNoSolution() ? 1 : 0;
                shapes[3] += r.isFixedPoint() ? 0 : 1;
                shapes[4]++;
            }
        });
        System.out.println("KnuthDlxPreTest: " + shapes[4] + " runs of DLX-PRE on " + FILES + " files ("
                + shapes[2] + " colored) agree: " + shapes[0] + " runs removed something, " + shapes[1]
                + " found no solution, " + shapes[3] + " stopped at the round limit");
        assertThat(shapes[0]).isGreaterThan(FILES / 2);
        assertThat(shapes[1]).isGreaterThan(FILES / 20);
        assertThat(shapes[3]).isGreaterThan(0);
    }

    private static void compare(Reduction r, Run knuth, int limit, String dump) {
        ExactCoverProblem p = r.problem();
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        for (int i = 0; i < p.itemCount(); i++) {
            (p.isPrimary(i) ? primary : secondary).add(p.itemName(i));
        }
        assertThat(primary).as("primary items; " + dump).isEqualTo(knuth.primary());
        assertThat(secondary).as("secondary items; " + dump).isEqualTo(knuth.secondary());
        TreeMap<Integer, String> options = new TreeMap<>();
        for (int k = 0; k < p.optionCount(); k++) {
            options.put(r.originalOption(k) + 1, p.optionText(k));
        }
        assertThat(options).as("options by number; " + dump).isEqualTo(knuth.options());
        int itemsOut = r.removedItems().size() + (r.hasNoSolution() ? 1 : 0); // DLX-PRE counts the lone item
        assertThat(new int[] {r.removedOptions().size(), itemsOut}).as("options and items removed; " + dump)
                .containsExactly(knuth.optionsOut(), knuth.itemsOut());
        // DLX-PRE counts a round limit as one round more than it runs (its t option is rounds + 1)
        int rounds = r.isFixedPoint() ? r.rounds() : r.rounds() + 1;
        assertThat(rounds).as("rounds; " + dump).isEqualTo(knuth.rounds());
        if (limit == Integer.MAX_VALUE) {
            assertThat(r.isFixedPoint()).as(dump).isTrue();
        }
    }

    private Run run(String text, int limit, String dump) throws IOException, InterruptedException {
        Path file = dir.resolve("round.dlx");
        Path out = dir.resolve("round.out");
        Path err = dir.resolve("round.err");
        Files.writeString(file, text, StandardCharsets.US_ASCII);
        List<String> command = new ArrayList<>(List.of(dlxPre.toString(), "v9"));
        if (limit < Integer.MAX_VALUE) {
            command.add("t" + (limit + 1));
        }
        Process process = new ProcessBuilder(command).redirectInput(file.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("dlx-pre did not end within 60 s; " + dump).isTrue();
        String report = Files.readString(err, StandardCharsets.US_ASCII);
        Matcher m = SUMMARY.matcher(report);
        assertThat(m.find()).as("dlx-pre printed no summary: " + report + "\n" + dump).isTrue();
        List<String> lines = Files.readAllLines(out, StandardCharsets.US_ASCII);
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        boolean bar = false;
        for (String name : lines.get(0).strip().split("\\s+")) {
            if (name.equals("|")) {
                bar = true;
            } else if (!name.isEmpty()) {
                (bar ? secondary : primary).add(name);
            }
        }
        TreeMap<Integer, String> options = new TreeMap<>();
        for (int k = 1; k < lines.size(); k += 2) {
            Matcher from = FROM.matcher(lines.get(k + 1));
            assertThat(from.matches()).as("line " + (k + 2) + " of dlx-pre's output; " + dump).isTrue();
            options.put(Integer.parseInt(from.group(1)), lines.get(k).strip().replaceAll("\\s+", " "));
        }
        return new Run(primary, secondary, options, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
    }

    /** Returns a random file in Knuth's format that DLX-PRE reads: short names, one-character colors. */
    static String randomFile(Random rnd) {
        int p = 2 + rnd.nextInt(11);
        int s = rnd.nextInt(7);
        boolean colored = s > 0 && rnd.nextBoolean();
        boolean coloredFirst = rnd.nextBoolean();
        int maxSize = 2 + rnd.nextInt(4);
        List<List<String>> options = new ArrayList<>();
        int planted = rnd.nextInt(3);
        for (int k = 0; k < planted; k++) { // a solution: the primary items cut into runs
            int[] perm = ProblemSpec.permutation(rnd, p);
            for (int at = 0; at < p; ) {
                int size = 1 + rnd.nextInt(Math.min(maxSize, p - at));
                List<String> option = new ArrayList<>();
                for (int j = at; j < at + size; j++) {
                    option.add("p" + perm[j]);
                }
                at += size;
                options.add(rnd.nextInt(options.size() + 1), option);
            }
        }
        int m = 1 + rnd.nextInt(40);
        for (int o = 0; o < m; o++) {
            int size = 1 + Math.min(rnd.nextInt(maxSize), rnd.nextInt(maxSize));
            int[] perm = ProblemSpec.permutation(rnd, p + s);
            List<String> option = new ArrayList<>();
            List<String> coloredItems = new ArrayList<>();
            boolean hasPrimary = false;
            for (int k = 0; k < Math.min(size, p + s); k++) {
                int i = perm[k];
                if (i < p) {
                    option.add("p" + i);
                    hasPrimary = true;
                } else if (colored && rnd.nextInt(3) != 0) {
                    (coloredFirst ? option : coloredItems).add("s" + (i - p) + ":" + (char) ('a' + rnd.nextInt(3)));
                } else {
                    option.add("s" + (i - p));
                }
            }
            if (!hasPrimary) {
                option.add(rnd.nextInt(option.size() + 1), "p" + rnd.nextInt(p));
            }
            option.addAll(coloredItems);
            options.add(option);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p; i++) {
            sb.append(i == 0 ? "" : " ").append("p").append(i);
        }
        if (s > 0) {
            sb.append(" |");
            for (int i = 0; i < s; i++) {
                sb.append(" s").append(i);
            }
        }
        sb.append('\n');
        for (List<String> option : options) {
            sb.append(String.join(" ", option)).append('\n');
        }
        return sb.toString();
    }
}
