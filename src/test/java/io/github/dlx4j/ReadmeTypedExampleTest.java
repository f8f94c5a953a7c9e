/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The "Your own objects" example of README.md: Langford pairs in your own objects, shown verbatim in the
 * README ({@link ReadmeSnippetsTest} checks it). It runs here, and what it prints is checked: the count
 * against OEIS A014552 (26 pairings of 1..7 up to reversal, so 52), the pairing with an independent check
 * of Langford's rule.
 */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeTypedExampleTest {

    // snippet README.md: begin
    record Placement(int number, int left) { }   // `number` at positions left and left + number + 1
    record Slot(int position) { }

    static void langford(int n) {
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
        System.out.println(solver.count());                         // 52: 26 pairings and their reversals
        int[] row = new int[2 * n];
        for (Placement pl : solver.findFirst().orElseThrow()) {
            row[pl.left()] = pl.number();
            row[pl.left() + pl.number() + 1] = pl.number();
        }
        System.out.println(Arrays.toString(row));                   // [7, 3, 6, 2, 5, 3, 2, 4, 7, 6, 5, 1, 4, 1]
    }
    // snippet: end

    @Test
    void readme_typedExample_isTheReadmesCodeAndPrintsLangfordsCount() {
        ReadmeExampleTest.Captured out = new ReadmeExampleTest.Captured();
        try {
            langford(7);
        } finally {
            out.restore();
        }
        List<String> printed = out.out().lines().toList();

        assertThat(printed).hasSize(2);
        assertThat(Long.parseLong(printed.get(0))).isEqualTo(2 * 26); // OEIS A014552, n = 7
        int[] row = Arrays.stream(printed.get(1).replaceAll("[\\[\\],]", " ").trim().split("\\s+"))
                .mapToInt(Integer::parseInt).toArray();
        assertThat(isLangfordPairing(row, 7)).as(printed.get(1)).isTrue();

        assertThat(printed.get(1)).isEqualTo("[7, 3, 6, 2, 5, 3, 2, 4, 7, 6, 5, 1, 4, 1]"); // the README's comment
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
}
