/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.ExactCoverProblem;

/** Writes a problem in Knuth's DLX text format, for failure messages of randomized tests. */
final class KnuthFormat {

    private KnuthFormat() {
    }

    /** Returns the items line ({@code |} before the secondary items) and one line per option. */
    static String dump(ExactCoverProblem p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.itemCount(); i++) {
            if (p.isPrimary(i)) {
                sb.append(p.itemName(i)).append(' ');
            }
        }
        if (p.secondaryItemCount() > 0) {
            sb.append('|');
            for (int i = 0; i < p.itemCount(); i++) {
                if (!p.isPrimary(i)) {
                    sb.append(' ').append(p.itemName(i));
                }
            }
        }
        sb.append('\n');
        for (int o = 0; o < p.optionCount(); o++) {
            sb.append(p.optionText(o)).append('\n');
        }
        return sb.toString();
    }
}
