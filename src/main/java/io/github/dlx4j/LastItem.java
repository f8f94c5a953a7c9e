/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Counts the last primary item's options without dancing them.
 *
 * <p>When one primary item h is left, every option in h's list completes a solution, and nothing else is
 * live: an option holds a primary item (the builder and the parser make sure), every primary item but h
 * is covered, and covering an item hides its options. So the search would cover h, hiding each option
 * of h's list from its other items' lists, which leaves those lists empty; then, option by option, commit
 * the option's other items, all secondary: covering an item with an empty list is one update, purifying
 * it one cleansing (the item, and no option kept); a marked node (its item purified by an earlier level
 * with its color) is skipped by both the hide and the commit; and each option is a solution one level
 * down. A count needs only what that costs in Knuth's counters, which one read-only pass over the
 * options of h's list gives.
 */
final class LastItem {

    private LastItem() {
    }

    /**
     * Returns Knuth's updates of covering header {@code h}, the only active primary item, and of committing
     * each of its options in turn (each undone before the next, as the search does), and adds their
     * cleansings to the matrix's, without changing the links; each of its options is a
     * solution. When the updates would reach {@code budget}, counts nothing and returns -1 (the search then
     * dances, to stop where it would have).
     */
    static long count(LinkedMatrix matrix, int h, long budget) {
        assert matrix.primaries() == 1 && matrix.left[h] != h;
        long nodes = otherNodesOfList(matrix, h);
        long uncolored = (int) nodes;
        long colored = nodes >>> 32;
        long updates = 1 + 2 * uncolored + colored; // cover(h) with its hides; cover(item) or purify(item)
        if (updates >= budget) {
            return -1;
        }
        matrix.addCleansings(colored);
        return updates;
    }

    /**
     * Returns, for the options of header {@code h}'s list, how many of their nodes other than {@code h}'s
     * are unmarked and uncolored (the low 32 bits) and unmarked and colored (the high 32 bits). A marked node
     * (its item purified by an earlier level with its color) is skipped by both the hide and the commit.
     * Every such node must be of a secondary item (both callers know why).
     */
    static long otherNodesOfList(LinkedMatrix matrix, int h) {
        final int[] r = matrix.right;
        final int[] d = matrix.down;
        final int[] cl = matrix.col;
        final int[] cr = matrix.color;
        int uncolored = 0;
        int colored = 0;
        for (int i = d[h]; i != h; i = d[i]) {
            for (int j = r[i]; j != i; j = r[j]) {
                int c = cl[j];
                assert !matrix.problem.isPrimary(Math.abs(c) - 1) : "a primary item besides " + h;
                if (c > 0) {
                    if (cr == null || cr[j] == 0) {
                        uncolored++;
                    } else {
                        colored++;
                    }
                }
            }
        }
        return (long) colored << 32 | uncolored;
    }
}
