/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Covers and selections made on a matrix outside any search (a Sudoku's givens, a subproblem's forced
 * options, a parallel worker's prefix), validated: a conflict is reported before anything changes, and
 * undoing out of order is refused. Selecting an option is Knuth's commit of each of its items: cover an item
 * without a color, purify one with a color.
 *
 * <p>They are kept on a stack, with a state per item. One per {@link Workspace}, copied with it.
 */
final class Selections {

    /**
     * Covers and selections made outside a search, as a stack: an item index for {@link #cover(int)},
     * {@code -(option + 1)} for {@link #select(int)}; and per item its state: {@link #ACTIVE},
     * {@link #COVERED}, or the color it is purified with.
     */
    private final int[] commits;
    private int commitDepth;
    private final int[] itemState;
    private static final int ACTIVE = 0;
    private static final int COVERED = -1;
    private final LinkedMatrix matrix;
    private final ExactCoverProblem problem;
    private final int[] col;
    private final int[] color;

    /** No cover or selection yet. */
    Selections(LinkedMatrix matrix) {
        this.matrix = matrix;
        this.problem = matrix.problem;
        this.col = matrix.col;
        this.color = matrix.color;
        this.commits = new int[problem.itemCount()];
        this.itemState = new int[problem.itemCount()];
    }

    /** Copies another's covers and selections, made on the matrix this is a copy of. */
    Selections(Selections o, LinkedMatrix matrix) {
        this.matrix = matrix;
        this.problem = matrix.problem;
        this.col = matrix.col;
        this.color = matrix.color;
        this.commits = o.commits.clone();
        this.commitDepth = o.commitDepth;
        this.itemState = o.itemState.clone();
    }

    /** Covers an item outside a search; returns the updates. @throws IllegalStateException if it is not active */
    int cover(int item) {
        if (itemState[item] != ACTIVE) {
            throw new IllegalStateException("item '" + problem.itemName(item) + "' is already "
                    + (itemState[item] == COVERED ? "covered" : "purified by a selected option"));
        }
        int updates = matrix.coverHeader(item + 1);
        itemState[item] = COVERED;
        commits[commitDepth++] = item;
        return updates;
    }

    /** Uncovers the item covered last outside a search. @throws IllegalStateException if it is not that one */
    void uncover(int item) {
        if (commitDepth == 0 || commits[commitDepth - 1] != item) {
            throw new IllegalStateException("item '" + problem.itemName(item)
                    + "' is not the most recently covered item; uncover must undo covers in reverse order");
        }
        commitDepth--;
        itemState[item] = ACTIVE;
        matrix.uncoverHeader(item + 1);
    }

    /** Returns whether an item is neither covered nor purified outside a search. */
    boolean isActive(int item) {
        return itemState[item] == ACTIVE;
    }

    /**
     * Selects an option: commits each of its items in order, as the search commits the items of an option
     * it tries (Knuth's commit: cover an item without a color, purify one with a color), so that a search
     * finds only the solutions that contain it. Nothing changes when it conflicts.
     *
     * @return the updates of the covers and purifications, as Knuth counts them
     * @throws IllegalStateException if one of its items is covered, or purified with another color
     */
    long select(int option) {
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int[] colors = problem.optionColorArray();
        for (int k = start[option]; k < start[option + 1]; k++) {
            int item = items[k];
            int want = colors == null ? 0 : colors[k];
            int state = itemState[item];
            if (state == COVERED || (state != ACTIVE && (want == 0 || state != want))) {
                throw new IllegalStateException("option " + option + " (" + problem.optionText(option)
                        + ") conflicts with a selected option: item '" + problem.itemName(item) + "' is already "
                        + (state == COVERED ? "covered" : "purified with color '" + colorName(state) + "'"));
            }
        }
        long updates = 0;
        int base = matrix.n + 1;
        for (int k = start[option]; k < start[option + 1]; k++) {
            int x = base + k;
            int c = color == null ? 0 : col[x] < 0 ? -1 : color[x];
            if (c == 0) {
                updates += matrix.coverHeader(col[x]);
                itemState[items[k]] = COVERED;
            } else if (c > 0) {
                updates += matrix.purify(x);
                itemState[items[k]] = c;
            }
        }
        commits[commitDepth++] = -(option + 1);
        return updates;
    }

    private String colorName(int c) {
        int[] colors = problem.optionColorArray();
        int[] start = problem.optionStartArray();
        for (int k = 0; k < colors.length; k++) {
            if (colors[k] == c) {
                int o = matrix.optionOfNode(matrix.n + 1 + k);
                return problem.optionColor(o, k - start[o]);
            }
        }
        return Integer.toString(c);
    }

    /**
     * Deselects the option selected last: uncommits its items in the reverse order. Nothing changes when it
     * is not the last covered or selected.
     *
     * @throws IllegalStateException if it is not the most recent cover or selection
     */
    void deselect(int option) {
        if (commitDepth == 0 || commits[commitDepth - 1] != -(option + 1)) {
            throw new IllegalStateException("option " + option + " (" + problem.optionText(option)
                    + ") is not the most recently selected option");
        }
        commitDepth--;
        int[] start = problem.optionStartArray();
        int[] items = problem.optionItemArray();
        int base = matrix.n + 1;
        for (int k = start[option + 1] - 1; k >= start[option]; k--) {
            int x = base + k;
            int c = color == null ? 0 : col[x] < 0 ? -1 : color[x];
            if (c == 0) {
                matrix.uncoverHeader(col[x]);
                itemState[items[k]] = ACTIVE;
            } else if (c > 0) {
                matrix.unpurify(x);
                itemState[items[k]] = ACTIVE;
            }
        }
    }

    /**
     * Selects the options of a prefix in order, the one way a subproblem, a reused solver or a parallel
     * worker applies forced options; on a conflict, deselects those it selected and throws.
     *
     * @throws PrefixException if an option is out of range or conflicts with an earlier one or with a
     *     covered item
     */
    void selectPrefix(int[] prefix) {
        int selected = 0;
        try {
            for (int o : prefix) {
                if (o < 0 || o >= problem.optionCount()) {
                    throw new PrefixException("option " + o + " is out of range [0, " + problem.optionCount() + ")",
                            null);
                }
                try {
                    select(o);
                } catch (IllegalStateException e) {
                    throw new PrefixException(e.getMessage(), e);
                }
                selected++;
            }
        } catch (RuntimeException e) {
            for (int k = selected - 1; k >= 0; k--) {
                deselect(prefix[k]);
            }
            throw e;
        }
    }

    /** Undoes {@link #selectPrefix(int[])}: deselects the options in the reverse order. */
    void deselectPrefix(int[] prefix) {
        for (int k = prefix.length - 1; k >= 0; k--) {
            deselect(prefix[k]);
        }
    }
}
