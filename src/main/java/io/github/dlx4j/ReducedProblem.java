/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.List;

/**
 * Builds the result of a {@link Reducer}: the problem of the items and options that survive, in their
 * original order, each option with its surviving items in order, their colors and its cost, and the maps
 * back to the original indices.
 */
final class ReducedProblem {

    private ReducedProblem() {
    }

    /**
     * Returns the reduction to the items not removed and the options not deleted, without the nodes that
     * were taken out of their options.
     */
    static Reduction of(ExactCoverProblem problem, boolean[] itemRemoved, boolean[] optionDead, boolean[] nodeDead,
            List<Reduction.Removal> removedOptions, List<Reduction.Removal> removedItems, int rounds,
            boolean fixedPoint, SearchOutcome outcome) {
        int itemCount = problem.itemCount();
        int[] optionStart = problem.optionStartArray();
        int[] nodeItem = problem.optionItemArray();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        int[] newIndex = new int[itemCount];
        int[] itemMap = new int[itemCount - removedItems.size()];
        int kept = 0;
        for (int i = 0; i < itemCount; i++) {
            if (!itemRemoved[i]) {
                declare(b, problem, i);
                newIndex[i] = kept;
                itemMap[kept++] = i;
            }
        }
        int[] optionMap = new int[optionDead.length - removedOptions.size()];
        int[] items = new int[itemCount];
        String[] colors = new String[itemCount];
        int options = 0;
        for (int o = 0; o < optionDead.length; o++) {
            if (optionDead[o]) {
                continue;
            }
            int n = 0;
            boolean colored = false;
            for (int y = optionStart[o]; y < optionStart[o + 1]; y++) {
                if (!nodeDead[y]) {
                    colors[n] = problem.optionColor(o, y - optionStart[o]);
                    colored |= colors[n] != null;
                    items[n++] = newIndex[nodeItem[y]];
                }
            }
            int[] option = Arrays.copyOf(items, n);
            if (colored) {
                b.option(option, Arrays.copyOf(colors, n));
            } else {
                b.option(option);
            }
            if (problem.costOf(o) != 0) {
                b.cost(problem.costOf(o));
            }
            optionMap[options++] = o;
        }
        return new Reduction(problem, b.build(), optionMap, itemMap, removedOptions, removedItems, false, rounds,
                fixedPoint, outcome);
    }

    /** Returns the reduction of a problem without solution: the primary item left in no option, alone. */
    static Reduction noSolution(ExactCoverProblem problem, int item, List<Reduction.Removal> removedOptions,
            List<Reduction.Removal> removedItems, int rounds) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        declare(b, problem, item);
        return new Reduction(problem, b.build(), new int[0], new int[] {item}, removedOptions, removedItems, true,
                rounds, true, SearchOutcome.COMPLETED);
    }

    private static void declare(ExactCoverProblem.Builder b, ExactCoverProblem problem, int item) {
        if (problem.isPrimary(item)) {
            b.primary(problem.itemName(item));
        } else {
            b.secondary(problem.itemName(item));
        }
    }
}
