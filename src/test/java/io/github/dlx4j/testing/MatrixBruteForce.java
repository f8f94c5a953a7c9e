/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The oracle of the 0/1 matrix form: every subset of the rows is tried against the matrix itself (each of
 * the first {@code primary} columns exactly one 1, every other column at most one). Shares no code with
 * the library.
 */
public final class MatrixBruteForce {

    private MatrixBruteForce() {
    }

    /** Returns every solution as the list of its row indices, increasing, written as {@code [0, 3, 4]}. */
    public static Set<String> solutions(int[][] m, int primary) {
        int columns = m.length == 0 ? primary : m[0].length;
        Set<String> found = new TreeSet<>();
        for (long subset = 0; subset < 1L << m.length; subset++) {
            int[] ones = new int[columns];
            List<Integer> rows = new ArrayList<>();
            for (int r = 0; r < m.length; r++) {
                if ((subset >> r & 1) != 0) {
                    rows.add(r);
                    for (int c = 0; c < columns; c++) {
                        ones[c] += m[r][c];
                    }
                }
            }
            boolean ok = true;
            for (int c = 0; c < columns && ok; c++) {
                ok = c < primary ? ones[c] == 1 : ones[c] <= 1;
            }
            if (ok) {
                found.add(rows.toString());
            }
        }
        return found;
    }
}
