/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Small problems for the tests, built directly (not through the problems package). */
final class TestProblems {

    private TestProblems() {
    }

    /** N-queens: rows 0..n-1 and columns n..2n-1 primary; 2n-1 + 2n-1 diagonals secondary. */
    static ExactCoverProblem queens(int n) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(2 * n).secondaryItems(4 * n - 2);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                b.option(r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1));
            }
        }
        return b.build();
    }

    /** Published numbers of solutions of the n-queens problem, n = 0..14 (OEIS A000170). */
    static final long[] QUEENS = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596};

    /** A random problem: some primary and secondary items, options of random small size with a primary item. */
    static ExactCoverProblem random(Random rnd, int primary, int secondary, int options, int maxSize) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(primary).secondaryItems(secondary);
        int items = primary + secondary;
        for (int o = 0; o < options && primary > 0; o++) {
            int size = 1 + rnd.nextInt(Math.min(maxSize, items));
            List<Integer> chosen = new ArrayList<>();
            chosen.add(rnd.nextInt(primary));
            while (chosen.size() < size) {
                int i = rnd.nextInt(items);
                if (!chosen.contains(i)) {
                    chosen.add(i);
                }
            }
            b.option(chosen.stream().mapToInt(Integer::intValue).toArray());
        }
        return b.build();
    }

    /** Knuth's text format, for dumping a failing problem. */
    static String knuthText(ExactCoverProblem p) {
        StringBuilder sb = new StringBuilder();
        StringBuilder sec = new StringBuilder();
        for (int i = 0; i < p.itemCount(); i++) {
            (p.isPrimary(i) ? sb : sec).append(p.isPrimary(i) && sb.length() == 0 ? "" : " ").append('i').append(i);
        }
        if (sec.length() > 0) {
            sb.append(" |").append(sec);
        }
        sb.append('\n');
        for (int o = 0; o < p.optionCount(); o++) {
            for (int k = 0; k < p.optionSize(o); k++) {
                sb.append(k == 0 ? "" : " ").append('i').append(p.optionItem(o, k));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * Brute force, independent of the library's search: tries every subset of options (options <= 20) and
     * keeps those that cover each primary item once and each secondary item at most once. Returns sorted
     * option-index lists as strings, e.g. "[0, 3]".
     */
    static List<String> bruteForce(ExactCoverProblem p) {
        int m = p.optionCount();
        if (m > 20) {
            throw new IllegalArgumentException("too many options for brute force: " + m);
        }
        List<String> out = new ArrayList<>();
        for (int mask = 0; mask < (1 << m); mask++) {
            int[] cover = new int[p.itemCount()];
            boolean ok = true;
            for (int o = 0; o < m && ok; o++) {
                if ((mask >> o & 1) != 0) {
                    for (int item : p.optionItems(o)) {
                        if (++cover[item] > 1) {
                            ok = false;
                        }
                    }
                }
            }
            for (int i = 0; i < p.itemCount() && ok; i++) {
                if (p.isPrimary(i) && cover[i] != 1) {
                    ok = false;
                }
            }
            if (ok) {
                List<Integer> set = new ArrayList<>();
                for (int o = 0; o < m; o++) {
                    if ((mask >> o & 1) != 0) {
                        set.add(o);
                    }
                }
                out.add(set.toString());
            }
        }
        return out;
    }

    /** The solution's options sorted, as a string like "[0, 3]". */
    static String key(Solution s) {
        int[] a = s.options();
        java.util.Arrays.sort(a);
        return java.util.Arrays.toString(a);
    }
}
