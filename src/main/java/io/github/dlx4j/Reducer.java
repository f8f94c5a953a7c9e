/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The work of {@link Preprocessor}: Knuth's {@code DLX-PRE} on index arrays.
 *
 * <p><b>Layout.</b> A node is a position in the problem's compressed option rows; {@code nodeDead[x]} says
 * that its item was taken out of its option (the option was shortened), {@code optionDead[o]} that the
 * option is gone. Each item lists its nodes in option order ({@code itemNodes} from {@code itemStart[i]} to
 * {@code itemEnd[i]}); an entry whose option or node is dead stays in the list until the list is compacted,
 * which keeps the order. {@code len[i]} counts the live entries: an item whose count falls to 0 is gone.
 *
 * <p><b>One round</b> visits the items in index order, skipping those gone. For item {@code c} it first
 * <em>hides</em> the options that hold {@code c} without a color, counting down in {@code avail[i]} the
 * options each other item keeps (between turns {@code avail} equals {@code len}; hiding is undone by
 * counting up again). If a primary item {@code p} loses them all, every option of {@code p}
 * holds {@code c}: item {@code c} goes, each option that holds {@code c} but not {@code p} goes, and the
 * others lose {@code c} (when several such {@code p} exist, the last one met in {@code DLX-PRE}'s order of
 * hiding, so that the output is its output). Otherwise each option {@code r} whose first live item is
 * {@code c}, without a color, is tried: besides the options hidden for {@code c}, the options that clash with
 * {@code r} on another item of {@code r} (any option there, when {@code r} gives the item no color; an option
 * with another color or none, when it does) are counted out too; if some primary item outside {@code r} is
 * left with no option, {@code r} cannot be in a solution. The options found so go at the end of the item's
 * turn, last found first. Rounds repeat until one changes nothing. A primary item left in no option means
 * the problem has no solution, and the work stops there.
 *
 * <p>An option colored in {@code c} is not tried on {@code c}'s turn, as in {@code DLX-PRE} (its note of 2
 * January 2023): a few options that could go may stay. What goes is what {@code DLX-PRE} removes, in the
 * same order, so that the item it names when there is no solution is the same. Time: each trial touches the
 * options that clash with the option tried, so a round costs at most about the sum, over options, of the
 * nodes of the options they clash with. No recursion; memory is a few {@code int}s per node.
 */
final class Reducer {

    private final ExactCoverProblem problem;
    private final int itemCount;
    private final boolean[] primary;
    private final int[] optionStart;
    private final int[] nodeItem;
    private final int[] nodeColor; // 0 for none
    private final int[] nodeOption;
    private final boolean[] nodeDead;
    private final boolean[] optionDead;
    private final int[] len;
    private final int[] itemStart;
    private final int[] itemEnd;
    private final int[] itemNodes;
    private final int[] deadEntries;

    // Stamps: a value equal to the current stamp marks the current item's hiding or the current trial.
    private int stamp;
    private int hideStamp;
    private final int[] avail; // per item: its live options not hidden now; len[] between turns
    private final int[] optionMark; // per option: hideStamp, a trial's stamp, DEAD, or older stamps
    private final int[] inTrialStamp; // per item: in the option of the current trial
    private final int[] trialOptions; // the options counted out by the current trial, to count back in
    private final int[] snapshot;
    private final int[] marked;
    private int markedCount;
    /** The mark of a deleted option. */
    private static final int DEAD = -1;

    private final Stop stop;
    private final int maxRounds;
    private final List<Reduction.Removal> removedOptions = new ArrayList<>();
    private final List<Reduction.Removal> removedItems = new ArrayList<>();
    private final boolean[] itemRemoved;
    private int round;
    private boolean change;
    private int uncoverable = -1;
    private SearchOutcome outcome = SearchOutcome.COMPLETED;
    private boolean fixedPoint;

    /** What ends the work early: the deadline, the flag, the interrupt. */
    interface Stop {
        /** Returns how the work must end now, or null to go on. */
        SearchOutcome check();
    }

    Reducer(ExactCoverProblem problem, int maxRounds, Stop stop) {
        this.problem = problem;
        this.maxRounds = maxRounds;
        this.stop = stop;
        itemCount = problem.itemCount();
        int options = problem.optionCount();
        optionStart = problem.optionStartArray();
        nodeItem = problem.optionItemArray();
        int nodes = nodeItem.length;
        int[] colors = problem.optionColorArray();
        nodeColor = colors == null ? new int[nodes] : colors;
        primary = new boolean[itemCount];
        for (int i = 0; i < itemCount; i++) {
            primary[i] = problem.isPrimary(i);
        }
        nodeOption = new int[nodes];
        len = new int[itemCount];
        for (int o = 0; o < options; o++) {
            for (int x = optionStart[o]; x < optionStart[o + 1]; x++) {
                nodeOption[x] = o;
                len[nodeItem[x]]++;
            }
        }
        itemStart = new int[itemCount + 1];
        for (int i = 0; i < itemCount; i++) {
            itemStart[i + 1] = itemStart[i] + len[i];
        }
        itemEnd = Arrays.copyOf(itemStart, itemCount);
        itemNodes = new int[nodes];
        for (int x = 0; x < nodes; x++) {
            itemNodes[itemEnd[nodeItem[x]]++] = x;
        }
        nodeDead = new boolean[nodes];
        optionDead = new boolean[options];
        deadEntries = new int[itemCount];
        avail = len.clone();
        optionMark = new int[options];
        inTrialStamp = new int[itemCount];
        trialOptions = new int[options];
        snapshot = new int[nodes];
        marked = new int[options];
        itemRemoved = new boolean[itemCount];
    }

    /** Runs the rounds and returns the reduction. */
    Reduction run() {
        for (int i = 0; i < itemCount && uncoverable < 0; i++) {
            if (len[i] == 0) {
                noOptionLeft(i);
            }
        }
        if (uncoverable < 0) {
            rounds();
        }
        return uncoverable >= 0 ? noSolution() : reduced();
    }

    /** Returns the reduction to the items and options left. */
    private Reduction reduced() {
        return ReducedProblem.of(problem, itemRemoved, optionDead, nodeDead, removedOptions, removedItems, round,
                fixedPoint, outcome);
    }

    /** Returns the reduction of a problem without solution: its uncoverable item alone, everything else gone. */
    private Reduction noSolution() {
        for (int o = 0; o < optionDead.length; o++) {
            if (!optionDead[o]) {
                removedOptions.add(new Reduction.Removal(o, Reduction.Reason.NO_SOLUTION, uncoverable, -1, round));
            }
        }
        for (int i = 0; i < itemCount; i++) {
            if (!itemRemoved[i] && i != uncoverable) {
                removedItems.add(new Reduction.Removal(i, Reduction.Reason.NO_SOLUTION, uncoverable, -1, round));
            }
        }
        return ReducedProblem.noSolution(problem, uncoverable, removedOptions, removedItems, round);
    }

    private void rounds() {
        for (round = 1; round <= maxRounds; round++) {
            change = false;
            for (int c = 0; c < itemCount; c++) {
                if (len[c] == 0) {
                    continue;
                }
                SearchOutcome stopped = stop.check();
                if (stopped != null) {
                    outcome = stopped;
                    return;
                }
                reduceItem(c);
                if (uncoverable >= 0) {
                    fixedPoint = true;
                    return;
                }
            }
            if (!change) {
                fixedPoint = true;
                return;
            }
        }
        round = maxRounds;
    }

    /** One item's turn: hides its options; removes it, or the options it finds useless. */
    private void reduceItem(int c) {
        clearStampsIfNeeded();
        hideStamp = nextStamp();
        int n = liveEntries(c);
        int forcing = -1;
        for (int k = 0; k < n; k++) {
            int x = snapshot[k];
            if (nodeColor[x] != 0) {
                continue;
            }
            int o = nodeOption[x];
            optionMark[o] = hideStamp;
            int end = optionStart[o + 1];
            for (int y = x + 1;; y++) { // the option's other items, from the one after c round to the one before
                if (y == end) {
                    y = optionStart[o];
                }
                if (y == x) {
                    break;
                }
                if (!nodeDead[y]) {
                    int e = nodeItem[y];
                    if (--avail[e] == 0 && primary[e]) {
                        forcing = e;
                    }
                }
            }
        }
        if (forcing < 0) {
            tryOptions(n);
        }
        for (int k = 0; k < n; k++) { // unhide
            int x = snapshot[k];
            if (nodeColor[x] == 0) {
                for (int y = optionStart[nodeOption[x]]; y < optionStart[nodeOption[x] + 1]; y++) {
                    if (y != x && !nodeDead[y]) {
                        avail[nodeItem[y]]++;
                    }
                }
            }
        }
        if (forcing >= 0) {
            removeImplied(c, forcing);
        } else {
            deleteMarked();
        }
    }

    /** Removes item {@code c}, which every option of primary item {@code p} holds. */
    private void removeImplied(int c, int p) {
        int n = liveEntries(c);
        for (int k = 0; k < n && uncoverable < 0; k++) {
            int x = snapshot[k];
            int o = nodeOption[x];
            if (holds(o, p)) {
                nodeDead[x] = true; // shortened: the option stays without c
            } else {
                removedOptions.add(new Reduction.Removal(o, Reduction.Reason.CLASHES_WITH_IMPLIED, p, c, round));
                deleteOption(o, x, false);
            }
        }
        if (uncoverable >= 0) {
            return;
        }
        len[c] = 0;
        avail[c] = 0;
        itemEnd[c] = itemStart[c];
        itemRemoved[c] = true;
        removedItems.add(new Reduction.Removal(c, Reduction.Reason.IMPLIED, p, -1, round));
        change = true;
    }

    /**
     * Tries each option whose first live item is {@code c} (the {@code n} entries of {@link #snapshot}); marks
     * those that block a primary item, for {@link #deleteMarked()}.
     */
    private void tryOptions(int n) {
        markedCount = 0;
        for (int k = 0; k < n; k++) {
            int x = snapshot[k];
            if (nodeColor[x] != 0 || firstLiveNode(nodeOption[x]) != x) {
                continue;
            }
            int blocked = blocked(nodeOption[x], x);
            if (blocked >= 0) {
                marked[markedCount++] = nodeOption[x];
                removedOptions.add(new Reduction.Removal(nodeOption[x], Reduction.Reason.BLOCKS, blocked, -1,
                        round));
                change = true;
            }
        }
    }

    /** Deletes the options marked by {@link #tryOptions}, last marked first. */
    private void deleteMarked() {
        for (int k = markedCount - 1; k >= 0 && uncoverable < 0; k--) {
            int o = marked[k];
            deleteOption(o, firstLiveNode(o), true);
        }
        markedCount = 0;
    }

    /**
     * Returns a primary item outside option {@code r} that has no option left once {@code r} is chosen (the
     * options hidden for its first item {@code x}'s item counted out), or -1 when there is none.
     */
    private int blocked(int r, int x) {
        int trial = nextStamp();
        for (int y = optionStart[r]; y < optionStart[r + 1]; y++) {
            if (!nodeDead[y]) {
                inTrialStamp[nodeItem[y]] = trial;
            }
        }
        int out = 0;
        int blocked = -1;
        for (int y = optionStart[r]; y < optionStart[r + 1] && blocked < 0; y++) {
            if (y == x || nodeDead[y]) {
                continue;
            }
            int cc = nodeItem[y];
            int color = nodeColor[y];
            for (int k = itemStart[cc]; k < itemEnd[cc] && blocked < 0; k++) {
                int z = itemNodes[k]; // entries of a removed item are gone, so z is live if its option is
                int p = nodeOption[z];
                int mark = optionMark[p];
                if (mark == hideStamp || mark == trial || mark == DEAD || color != 0 && nodeColor[z] == color) {
                    continue;
                }
                optionMark[p] = trial;
                trialOptions[out++] = p;
                for (int w = optionStart[p]; w < optionStart[p + 1]; w++) {
                    if (!nodeDead[w]) {
                        int e = nodeItem[w];
                        if (--avail[e] == 0 && primary[e] && inTrialStamp[e] != trial) {
                            blocked = e; // the option is counted out in full all the same, to be counted in
                        }
                    }
                }
            }
        }
        for (int k = 0; k < out; k++) {
            int p = trialOptions[k];
            for (int w = optionStart[p]; w < optionStart[p + 1]; w++) {
                if (!nodeDead[w]) {
                    avail[nodeItem[w]]++;
                }
            }
        }
        return blocked;
    }

    /**
     * Deletes option {@code o}: its live items from the one after node {@code from} round to the one before,
     * then {@code from}'s own item when {@code withFrom}. An item left in no option goes; a primary one ends
     * the work.
     */
    private void deleteOption(int o, int from, boolean withFrom) {
        optionDead[o] = true;
        optionMark[o] = DEAD;
        int end = optionStart[o + 1];
        for (int y = from + 1;; y++) {
            if (y == end) {
                y = optionStart[o];
            }
            if (y == from && !withFrom) {
                break;
            }
            if (!nodeDead[y]) {
                int e = nodeItem[y];
                len[e]--;
                avail[e]--;
                if (len[e] == 0) {
                    noOptionLeft(e);
                    if (uncoverable >= 0) {
                        return;
                    }
                } else if (++deadEntries[e] > len[e] + 8) {
                    compact(e);
                }
            }
            if (y == from) {
                break;
            }
        }
    }

    private void noOptionLeft(int e) {
        itemEnd[e] = itemStart[e];
        if (primary[e]) {
            uncoverable = e;
            return;
        }
        itemRemoved[e] = true;
        removedItems.add(new Reduction.Removal(e, Reduction.Reason.NO_OPTION, -1, -1, round));
    }

    /** Copies the live entries of an item's list, in order, to {@link #snapshot}; returns how many. */
    private int liveEntries(int c) {
        int n = 0;
        for (int k = itemStart[c]; k < itemEnd[c]; k++) {
            int x = itemNodes[k];
            if (!optionDead[nodeOption[x]] && !nodeDead[x]) {
                snapshot[n++] = x;
            }
        }
        return n;
    }

    private void compact(int e) {
        int to = itemStart[e];
        for (int k = itemStart[e]; k < itemEnd[e]; k++) {
            int x = itemNodes[k];
            if (!optionDead[nodeOption[x]] && !nodeDead[x]) {
                itemNodes[to++] = x;
            }
        }
        itemEnd[e] = to;
        deadEntries[e] = 0;
    }

    private int firstLiveNode(int o) {
        for (int y = optionStart[o]; y < optionStart[o + 1]; y++) {
            if (!nodeDead[y]) {
                return y;
            }
        }
        throw new AssertionError("option " + o + " has no item left");
    }

    private boolean holds(int o, int item) {
        for (int y = optionStart[o]; y < optionStart[o + 1]; y++) {
            if (nodeItem[y] == item && !nodeDead[y]) {
                return true;
            }
        }
        return false;
    }

    private int nextStamp() {
        return ++stamp;
    }

    /** Clears the stamps when an item's turn could make the counter wrap: at most one stamp per option. */
    private void clearStampsIfNeeded() {
        if (stamp > Integer.MAX_VALUE - optionDead.length - 2) {
            stamp = 0;
            for (int o = 0; o < optionMark.length; o++) {
                optionMark[o] = optionDead[o] ? DEAD : 0;
            }
            Arrays.fill(inTrialStamp, 0);
        }
    }
}
