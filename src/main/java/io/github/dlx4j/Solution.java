/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.List;

/**
 * A solution of an exact cover problem: the options chosen, in the order the search chose them (one per
 * level).
 *
 * <p>The instance handed to a {@link SolutionVisitor} is a view that is valid only during the call;
 * {@link #copy()} returns a permanent, immutable one. Solutions returned by
 * {@link DancingLinks#findFirst()} and {@link DancingLinks#solutions()} are already permanent.
 */
public interface Solution {

    /**
     * Returns the problem this solution solves.
     *
     * @return the problem
     */
    ExactCoverProblem problem();

    /**
     * Returns the number of options in the solution.
     *
     * @return the number of options chosen
     */
    int size();

    /**
     * Returns the option chosen at a level.
     *
     * @param level a level, {@code 0 <= level < size()}
     * @return the index of the option in the problem
     * @throws IndexOutOfBoundsException if {@code level} is out of range
     */
    int option(int level);

    /**
     * Returns the options chosen, in the order the search chose them.
     *
     * @return a new array of option indices
     */
    default int[] options() {
        int[] a = new int[size()];
        for (int k = 0; k < a.length; k++) {
            a[k] = option(k);
        }
        return a;
    }

    /**
     * Returns the options as text, one string per option with its item names separated by spaces.
     *
     * @return a new list, for example {@code ["A D", "B G", "C E F"]}
     */
    default List<String> optionTexts() {
        ExactCoverProblem p = problem();
        List<String> list = new ArrayList<>(size());
        for (int k = 0; k < size(); k++) {
            list.add(p.optionText(option(k)));
        }
        return list;
    }

    /**
     * Returns how many options of this solution contain an item: 1 for every primary item of an exact cover
     * problem, between the item's bounds for one with multiplicities, at most 1 (or any number, in options
     * that agree on its color) for a secondary item.
     *
     * @param item an item index of the problem
     * @return the number of options of this solution that contain it
     * @throws IndexOutOfBoundsException if {@code item} is not an item index
     */
    default int timesCovered(int item) {
        ExactCoverProblem p = problem();
        java.util.Objects.checkIndex(item, p.itemCount());
        int times = 0;
        for (int k = 0; k < size(); k++) {
            int o = option(k);
            for (int j = 0; j < p.optionSize(o); j++) {
                if (p.optionItem(o, j) == item) {
                    times++;
                    break;
                }
            }
        }
        return times;
    }

    /**
     * Returns a permanent, immutable copy of this solution.
     *
     * @return a solution that stays valid after the visitor returns
     */
    Solution copy();
}
