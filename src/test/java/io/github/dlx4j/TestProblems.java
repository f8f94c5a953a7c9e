/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;


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

    /**
     * The same problem with its items declared in another order (item {@code order.get(k)} declared k-th),
     * the options and their colors as they were: the builders keep the order they are given, so secondary
     * items may come first or between primaries.
     */
    static ExactCoverProblem reordered(ExactCoverProblem p, java.util.List<Integer> order) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i : order) {
            if (p.isPrimary(i)) {
                b.primary(p.itemName(i));
            } else {
                b.secondary(p.itemName(i));
            }
        }
        for (int o = 0; o < p.optionCount(); o++) {
            String[] names = new String[p.optionSize(o)];
            String[] colors = new String[names.length];
            for (int k = 0; k < names.length; k++) {
                names[k] = p.itemName(p.optionItem(o, k));
                colors[k] = p.optionColor(o, k);
            }
            b.option(names, colors);
        }
        return b.build();
    }

    /** The solution's options sorted, as a string like "[0, 3]". */
    static String key(Solution s) {
        int[] a = s.options();
        java.util.Arrays.sort(a);
        return java.util.Arrays.toString(a);
    }
}
