/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The "Solving your own problem" example of README.md: Langford pairs in your own objects. The test checks
 * that the README shows exactly the code between the markers below ({@code out} there is
 * {@code System.out}), runs it, and checks what it prints: the count against OEIS A014552 (26 pairings of
 * 1..7 up to reversal, so 52), the pairing with an independent check of Langford's rule, and each printed
 * line against the comment the README gives it.
 */
class ReadmeTypedExampleTest {

    // README typed example: begin
    record Placement(int number, int left) { }   // `number` at positions left and left + number + 1
    record Slot(int position) { }

    static void langford(int n, PrintStream out) {
        TypedProblem.Builder<Placement> b = TypedProblem.builder();
        for (int k = 1; k <= n; k++) {
            b.primary(k);                                    // each number is placed once...
        }
        for (int p = 0; p < 2 * n; p++) {
            b.primary(new Slot(p));                          // ...and each position gets one number
        }
        for (int k = 1; k <= n; k++) {
            for (int left = 0; left + k + 1 < 2 * n; left++) {
                b.option(new Placement(k, left), List.of(k, new Slot(left), new Slot(left + k + 1)));
            }
        }
        TypedSolver<Placement> solver = new TypedSolver<>(b.build());
        out.println(solver.count());                         // 52: 26 pairings and their reversals
        int[] row = new int[2 * n];
        for (Placement pl : solver.findFirst().orElseThrow()) {
            row[pl.left()] = pl.number();
            row[pl.left() + pl.number() + 1] = pl.number();
        }
        out.println(Arrays.toString(row));                   // [7, 3, 6, 2, 5, 3, 2, 4, 7, 6, 5, 1, 4, 1]
    }
    // README typed example: end

    @Test
    void readme_typedExample_isTheReadmesCodeAndPrintsLangfordsCount() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        langford(7, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> printed = bytes.toString(StandardCharsets.UTF_8).lines().toList();

        assertThat(printed).hasSize(2);
        assertThat(Long.parseLong(printed.get(0))).isEqualTo(2 * 26); // OEIS A014552, n = 7
        int[] row = Arrays.stream(printed.get(1).replaceAll("[\\[\\],]", " ").trim().split("\\s+"))
                .mapToInt(Integer::parseInt).toArray();
        assertThat(isLangfordPairing(row, 7)).as(printed.get(1)).isTrue();

        String code = snippet(Files.readString(Path.of("src/test/java/io/github/dlx4j/ReadmeTypedExampleTest.java")));
        List<String> comments = code.lines().filter(l -> l.contains("out.println")).map(l -> l.split("// ")[1])
                .toList();
        assertThat(comments.get(0)).startsWith(printed.get(0) + ":");
        assertThat(comments.get(1)).isEqualTo(printed.get(1));

        String readme = Files.readString(Path.of("README.md"));
        String shown = code.replace("out.println", "System.out.println")
                .replace("static void langford(int n, PrintStream out)", "static void langford(int n)");
        assertThat(readme).contains(shown);
    }

    /** Langford's rule: each of 1..n twice, with k numbers between the two k's. */
    private static boolean isLangfordPairing(int[] row, int n) {
        if (row.length != 2 * n) {
            return false;
        }
        for (int k = 1; k <= n; k++) {
            int first = -1;
            int count = 0;
            for (int p = 0; p < row.length; p++) {
                if (row[p] == k) {
                    count++;
                    if (first < 0) {
                        first = p;
                    } else if (p - first != k + 1) {
                        return false;
                    }
                }
            }
            if (count != 2) {
                return false;
            }
        }
        return true;
    }

    /** Returns the lines between the markers, without their common indentation of four blanks. */
    private static String snippet(String source) {
        String begin = "// README typed example: begin\n";
        String body = source.substring(source.indexOf(begin) + begin.length(),
                source.indexOf("    // README typed example: end"));
        return body.lines().map(l -> l.startsWith("    ") ? l.substring(4) : l)
                .reduce("", (a, l) -> a + l + "\n");
    }
}
