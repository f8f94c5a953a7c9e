/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Langford pairings against OEIS A014552 (counts up to reversal) and against an independent brute-force
 * enumerator that fills positions left to right and shares no code with {@link Langford}.
 */
class LangfordTest {

    @ParameterizedTest
    @CsvSource({"1,0", "2,0", "3,1", "4,1", "5,0", "6,0", "7,26", "8,150", "9,0", "10,0", "11,17792", "12,108144"})
    void count_upToReversal_isOeisA014552(int n, long expected) {
        assertThat(Langford.count(n, true)).isEqualTo(expected);
        if (n <= 11) {
            assertThat(Langford.count(n, false)).isEqualTo(2 * expected);
        }
    }

    @Test
    @Tag("slow")
    void count_fifteenUpToReversal_isOeisA014552() {
        long t0 = System.nanoTime();
        assertThat(new DancingLinks(Langford.problem(15, true)).parallelCount()).isEqualTo(39_809_640L);
        System.out.printf("Langford n=15 up to reversal: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }

    @ParameterizedTest
    @CsvSource({"3", "4", "5", "7", "8"})
    void solutions_sameAsBruteForce(int n) {
        Set<String> expected = bruteForce(n);
        List<String> all = Langford.solutions(n, false).map(Arrays::toString).collect(Collectors.toList());
        assertThat(all).doesNotHaveDuplicates();
        assertThat(new HashSet<>(all)).isEqualTo(expected);
        List<String> reduced = Langford.solutions(n, true).map(Arrays::toString).collect(Collectors.toList());
        Set<String> covered = new HashSet<>();
        for (String s : reduced) {
            assertThat(expected).contains(s);
            assertThat(covered.add(s)).isTrue();
            assertThat(covered.add(reverse(s))).as("a pairing and its reversal both kept: %s", s).isTrue();
        }
        assertThat(covered).isEqualTo(expected);
    }

    @Test
    void findFirst_three_isAPairing() {
        int[] first = Langford.findFirst(3).orElseThrow();
        assertThat(first).containsExactly(3, 1, 2, 1, 3, 2);
        assertThat(Langford.render(first)).isEqualTo("3 1 2 1 3 2");
        assertThat(Langford.findFirst(5)).isEmpty();
    }

    @Test
    void findFirst_large_isValid() {
        for (int n : new int[] {15, 16, 20, 24}) {
            assertThat(isPairing(Langford.findFirst(n).orElseThrow(), n)).as("n = %d", n).isTrue();
        }
    }

    @Test
    void problem_badN_throwsNamingIt() {
        assertThatThrownBy(() -> Langford.problem(0, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("was 0");
        assertThatThrownBy(() -> Langford.count(Langford.MAX_N + 1, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was " + (Langford.MAX_N + 1));
        assertThatThrownBy(() -> Langford.decode(new DancingLinks(NQueens.problem(4)).findFirst().orElseThrow()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not of a Langford problem");
    }

    private static String reverse(String s) {
        List<String> parts = new ArrayList<>(Arrays.asList(s.substring(1, s.length() - 1).split(", ")));
        java.util.Collections.reverse(parts);
        return "[" + String.join(", ", parts) + "]";
    }

    private static boolean isPairing(int[] s, int n) {
        if (s.length != 2 * n) {
            return false;
        }
        for (int k = 1; k <= n; k++) {
            List<Integer> at = new ArrayList<>();
            for (int p = 0; p < s.length; p++) {
                if (s[p] == k) {
                    at.add(p);
                }
            }
            if (at.size() != 2 || at.get(1) - at.get(0) != k + 1) {
                return false;
            }
        }
        return true;
    }

    /** All pairings, by filling the leftmost empty position. */
    static Set<String> bruteForce(int n) {
        Set<String> found = new HashSet<>();
        fill(new int[2 * n], new boolean[n + 1], n, found);
        return found;
    }

    private static void fill(int[] s, boolean[] used, int n, Set<String> found) {
        int p = 0;
        while (p < s.length && s[p] != 0) {
            p++;
        }
        if (p == s.length) {
            found.add(Arrays.toString(s));
            return;
        }
        for (int k = 1; k <= n; k++) {
            if (!used[k] && p + k + 1 < s.length && s[p + k + 1] == 0) {
                used[k] = true;
                s[p] = k;
                s[p + k + 1] = k;
                fill(s, used, n, found);
                s[p] = 0;
                s[p + k + 1] = 0;
                used[k] = false;
            }
        }
    }
}
