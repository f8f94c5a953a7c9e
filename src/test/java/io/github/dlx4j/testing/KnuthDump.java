/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import io.github.dlx4j.ExactCoverProblem;

/**
 * Test-only writer of Knuth's DLX text format, for dumping a failing problem into an assertion message: the
 * first line lists the primary items, then {@code |} and the secondary items; then one option per line, its
 * item names separated by spaces, then its cost as {@code |n} when it has one. (Knuth's format wants the
 * primary items first; items declared in another order keep their names, so the options still read
 * correctly.)
 */
public final class KnuthDump {

    private KnuthDump() {
    }

    /** Returns the problem in Knuth's format, ending with a newline. */
    public static String of(ExactCoverProblem p) {
        StringBuilder sb = new StringBuilder();
        StringBuilder secondary = new StringBuilder();
        for (int i = 0; i < p.itemCount(); i++) {
            StringBuilder line = p.isPrimary(i) ? sb : secondary;
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(p.itemName(i));
        }
        if (secondary.length() > 0) {
            sb.append(sb.length() > 0 ? " | " : "| ").append(secondary);
        }
        sb.append('\n');
        for (int o = 0; o < p.optionCount(); o++) {
            sb.append(p.optionText(o));
            if (p.costOf(o) != 0) {
                sb.append(" |").append(p.costOf(o));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Returns a description for an assertion: the context (seeds, step), then the problem in Knuth's format. */
    public static String dump(String context, ExactCoverProblem p) {
        return context + "; the problem in Knuth's format:\n" + of(p);
    }
}
