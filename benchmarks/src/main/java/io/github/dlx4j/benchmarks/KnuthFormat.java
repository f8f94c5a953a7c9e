/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;

/**
 * Writes a problem in the input format of Knuth's {@code dlx1}: a line of item names, primary items first
 * and then {@code |} and the secondary items, each in item order; then one option per line, its items in
 * the option's order. {@code dlx1} allows names of at most 8 characters without {@code |} or {@code :}; when
 * some name does not fit, every item is written as {@code i} followed by its index instead.
 */
final class KnuthFormat {

    private KnuthFormat() {
    }

    /**
     * Returns the problem as text in Knuth's format, ending with a newline.
     *
     * @param problem the problem
     * @return the text
     */
    static String write(ExactCoverProblem problem) {
        String[] names = names(problem);
        StringBuilder sb = new StringBuilder(problem.nodeCount() * 4 + problem.itemCount() * 5);
        appendItems(sb, problem, names, true);
        if (problem.secondaryItemCount() > 0) {
            sb.append(" |");
            appendItems(sb, problem, names, false);
        }
        sb.append('\n');
        for (int o = 0; o < problem.optionCount(); o++) {
            for (int k = 0; k < problem.optionSize(o); k++) {
                if (k > 0) {
                    sb.append(' ');
                }
                sb.append(names[problem.optionItem(o, k)]);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static void appendItems(StringBuilder sb, ExactCoverProblem problem, String[] names, boolean primary) {
        for (int i = 0; i < problem.itemCount(); i++) {
            if (problem.isPrimary(i) == primary) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(names[i]);
            }
        }
    }

    private static String[] names(ExactCoverProblem problem) {
        String[] names = new String[problem.itemCount()];
        boolean fits = problem.hasNames();
        for (int i = 0; i < names.length && fits; i++) {
            String name = problem.itemName(i);
            fits = name.length() <= 8 && name.indexOf('|') < 0 && name.indexOf(':') < 0;
            names[i] = name;
        }
        if (!fits) {
            for (int i = 0; i < names.length; i++) {
                names[i] = "i" + i;
            }
        }
        return names;
    }
}
