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

    /** The solution's options sorted, as a string like "[0, 3]". */
    static String key(Solution s) {
        int[] a = s.options();
        java.util.Arrays.sort(a);
        return java.util.Arrays.toString(a);
    }
}
