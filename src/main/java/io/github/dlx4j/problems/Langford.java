/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Returns Langford pairings as an exact cover problem: arrange two copies of each of {@code 1..n} in
 * {@code 2n} positions so that the two {@code k}s have exactly {@code k} numbers between them ({@code 231213}
 * for {@code n = 3}).
 *
 * <p>The encoding is Knuth's (TAOCP 7.2.2.1): primary items {@code 1..n} (each number is placed) and
 * {@code s1..s(2n)} (each position is filled); for every number {@code i} and position {@code j} with
 * {@code j + i + 1 <= 2n}, the option {@code i s<j> s<j+i+1>}. Options are listed by number, then by
 * position.
 *
 * <p><b>Up to reversal.</b> Reversing a pairing gives a pairing, and never the same one (the largest odd
 * number {@code m} would have to sit symmetrically, {@code m + 1} apart around the centre, which parity
 * forbids). So restricting {@code m} to the left half of its placements, {@code 2j < 2n - m} (positions from
 * 1), keeps exactly one of each pair: Knuth's restriction. Pairings exist only when {@code n mod 4} is 0 or
 * 3; their numbers up to reversal are OEIS A014552 (1, 1, 26, 150, 17792, 108144, ... for
 * {@code n = 3, 4, 7, 8, 11, 12}).
 *
 * <pre>{@code
 * long pairings = Langford.count(7, true);                 // 26
 * int[] first = Langford.findFirst(3).orElseThrow();      // {3, 1, 2, 1, 3, 2}
 * System.out.println(Langford.render(first));             // 3 1 2 1 3 2
 * }</pre>
 */
public final class Langford {

    /** The largest {@code n}: the problem has about {@code 3 n^2} nodes. */
    public static final int MAX_N = 10_000;

    private Langford() {
    }

    /**
     * Returns the problem of all Langford pairings of {@code 1..n}, or of one of each pair of reversals.
     *
     * @param n the largest number, {@code 1 <= n <= MAX_N}
     * @param upToReversal true to keep one of each pairing and its reversal
     * @return the problem, with {@code 3n} primary items
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static ExactCoverProblem problem(int n, boolean upToReversal) {
        check(n);
        String[] names = new String[3 * n];
        for (int i = 1; i <= n; i++) {
            names[i - 1] = Integer.toString(i);
        }
        for (int j = 1; j <= 2 * n; j++) {
            names[n + j - 1] = "s" + j;
        }
        int restricted = n % 2 == 1 ? n : n - 1; // the largest odd number
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary(names);
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j + i + 1 <= 2 * n; j++) {
                if (upToReversal && i == restricted && 2 * j >= 2 * n - i) {
                    continue;
                }
                b.option(i - 1, n + j - 1, n + j + i);
            }
        }
        return b.build();
    }

    /**
     * Returns the pairing that a solution describes.
     *
     * @param solution a solution of a problem made by {@link #problem(int, boolean)}
     * @return the {@code 2n} numbers in position order
     * @throws IllegalArgumentException if the solution is not of a Langford problem
     * @throws NullPointerException if {@code solution} is null
     */
    public static int[] decode(Solution solution) {
        ExactCoverProblem p = solution.problem();
        int n = p.itemCount() / 3;
        if (n < 1 || p.itemCount() != 3 * n || !p.hasNames() || !p.itemName(n).equals("s1")) {
            throw new IllegalArgumentException("the solution is not of a Langford problem: " + p);
        }
        int[] sequence = new int[2 * n];
        for (int k = 0; k < solution.size(); k++) {
            int option = solution.option(k);
            int number = p.optionItem(option, 0) + 1;
            sequence[p.optionItem(option, 1) - n] = number;
            sequence[p.optionItem(option, 2) - n] = number;
        }
        return sequence;
    }

    /**
     * Counts the Langford pairings of {@code 1..n}.
     *
     * @param n the largest number, {@code 1 <= n <= MAX_N}
     * @param upToReversal true to count a pairing and its reversal once
     * @return the number of pairings
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static long count(int n, boolean upToReversal) {
        return new DancingLinks(problem(n, upToReversal)).count();
    }

    /**
     * Returns the first pairing in the search's order.
     *
     * @param n the largest number, {@code 1 <= n <= MAX_N}
     * @return the pairing, or empty when there is none ({@code n mod 4} is 1 or 2)
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static Optional<int[]> findFirst(int n) {
        return new DancingLinks(problem(n, false)).findFirst().map(Langford::decode);
    }

    /**
     * Returns the pairings as a lazy stream, in the search's order.
     *
     * @param n the largest number, {@code 1 <= n <= MAX_N}
     * @param upToReversal true for one of each pairing and its reversal
     * @return a sequential stream of pairings, each {@code 2n} numbers in position order
     * @throws IllegalArgumentException if {@code n} is out of range
     */
    public static Stream<int[]> solutions(int n, boolean upToReversal) {
        return new DancingLinks(problem(n, upToReversal)).solutions().map(Langford::decode);
    }

    /**
     * Returns a pairing as text: its numbers separated by single spaces.
     *
     * @param sequence the numbers in position order
     * @return the text, for example {@code "2 3 1 2 1 3"}
     * @throws NullPointerException if {@code sequence} is null
     */
    public static String render(int[] sequence) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < sequence.length; k++) {
            if (k > 0) {
                sb.append(' ');
            }
            sb.append(sequence[k]);
        }
        return sb.toString();
    }

    private static void check(int n) {
        if (n < 1 || n > MAX_N) {
            throw new IllegalArgumentException("n must be from 1 to " + MAX_N + ", was " + n);
        }
    }
}
