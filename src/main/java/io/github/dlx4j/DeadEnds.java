/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * Reads the counters of trying an option off the links, without making its commit, for colored problems
 * (Algorithm C): what the links engine uses where the nodes below its tries are often dead ends, and to
 * count the subtree of the last two primary items.
 *
 * <p>Committing an option's items (purifying or covering each, rightwards) can empty an active primary
 * item's list: the node below is then a dead end. The search would make the commit, enter that node
 * (choose an item of size 0 and cover it: one update), back up and undo the commit. Knuth's counters of
 * the commit do not need it made: one pass over the lists it would walk, without unlinking, gives them,
 * when each option knows its length and how many of its nodes are marked. An option the commit would hide
 * is stamped instead (so that the lists walked after skip it, as they would no longer hold it); it costs one
 * update per unmarked node but the one it is reached by; and a node the commit would mark is counted in its
 * option's record for the pass. The same pass takes one off a copy of the size of each primary item of an
 * option it hides, which tells whether one empties.
 *
 * <p>Each option has a record of {@link LinkedMatrix#RECORD} ints here; the matrix keeps the count of the
 * option's marked nodes in it ({@link LinkedMatrix#keepMarkCounts}), and this class the stamps of its
 * simulations. One per matrix (a {@link Workspace} makes it on first use); it never changes the links but
 * through the matrix's own operations.
 */
final class DeadEnds {

    private static final int REC = LinkedMatrix.RECORD;
    private static final int HIDDEN_IN = 0;
    private static final int MARKS = LinkedMatrix.MARKED_NODES;
    private static final int MARKED_IN = 2;
    private static final int SIM_MARKS = 3;
    private static final int LENGTH = 4;
    private static final int PRIMARY = 5;
    private static final int UNCOLORED = 6; // its uncolored nodes of secondary items
    private static final int COLORED = 7; // its colored nodes
    private static final int OWNER_GENERATION = 8; // the generation of the pass that found it in a list
    private static final int OWNER = 9; // that list's header

    private final LinkedMatrix matrix;
    private final ExactCoverProblem problem;
    private final int n;
    private final int[] left;
    private final int[] right;
    private final int[] down;
    private final int[] col;
    private final int[] size;
    private final int[] color;
    private final Diagnostics diagnostics;
    /** Per node, the index of its option. It never changes: copies share it. */
    private final int[] optionOf;
    /**
     * Per option, {@link #REC} ints from {@code REC * option}: the simulation that hid it, its marked nodes
     * (kept by the matrix), the simulation that marked some of its nodes and how many, its length, its one
     * primary item (0: none, -1: several), its uncolored nodes of secondary items and its colored nodes, and
     * the generation and header of the list a pass found it in.
     */
    private final int[] records;
    private int simulation;

    /**
     * Makes the records of a colored matrix's options (their marked nodes counted as the matrix stands) and
     * has the matrix keep their marked nodes counted from now on.
     */
    DeadEnds(LinkedMatrix matrix, Diagnostics diagnostics) {
        this.matrix = matrix;
        this.problem = matrix.problem;
        this.n = matrix.n;
        this.left = matrix.left;
        this.right = matrix.right;
        this.down = matrix.down;
        this.col = matrix.col;
        this.size = matrix.size;
        this.color = matrix.color;
        this.diagnostics = diagnostics;
        int[] start = problem.optionStartArray();
        int options = start.length - 1;
        int[] of = new int[col.length];
        int[] rec = new int[REC * Math.max(1, options)];
        int base = n + 1;
        for (int o = 0; o < options; o++) {
            int primary = 0;
            for (int x = base + start[o]; x < base + start[o + 1]; x++) {
                of[x] = o;
                int c = col[x];
                int h = Math.abs(c);
                boolean isPrimary = left[h] != h; // a secondary header links to itself
                if (c < 0) {
                    rec[REC * o + MARKS]++;
                } else if (isPrimary) {
                    primary = primary == 0 ? c : -1;
                }
                if (color[x] != 0) {
                    rec[REC * o + COLORED]++;
                } else if (!isPrimary) {
                    rec[REC * o + UNCOLORED]++;
                }
            }
            rec[REC * o + LENGTH] = start[o + 1] - start[o];
            rec[REC * o + PRIMARY] = primary;
        }
        optionOf = of;
        records = rec;
        makeSizeStamps();
        prepareSummaries();
        matrix.keepMarkCounts(records, optionOf);
    }

    /**
     * Commits the other items of node p's option, rightwards, as {@link LinkedMatrix#coverOthers(int)} does,
     * unless that would empty the list of an active primary item. Then it leaves the matrix as it is, adds the
     * commit's cleansings to the matrix's and returns the complement
     * {@code ~u} of its updates {@code u}: the node below p is a dead end. When {@code u} would reach
     * {@code budget} it makes the commit all the same and returns its updates (the search then stops below
     * p, where it would have). The tries read the summaries of generation {@code generations[level]}
     * ({@link #newGeneration()}), which a try may renew: it writes the one it read back there.
     */
    long commitUnlessDeadEnd(int p, long budget, int[] generations, int level) {
        generation = generations[level];
        long all = fromSummaries(p);
        generations[level] = generation;
        if (all < 0) {
            all = simulateCommit(right[p], p, 0);
        } else {
            assert agreesWithSimulation(p, all);
        }
        if (simulatedEmpty && all < budget) {
            matrix.addCleansings(simulatedCleansings);
            diagnostics.deadEndsRead++;
            return ~all;
        }
        return matrix.commitOthers(p);
    }

    // ---------------------------------------------------------------------------------------------------
    // the siblings' commits from one pass over each list
    //
    // The options of one level are tried from the same state of the links (each try is undone before the
    // next), and siblings often commit the same items: the options of a Kakuro run purify the run's cells,
    // each with its own digits. What simulateCommit reads in an item's list does not depend on the option
    // tried, but for the color it purifies with: so one pass over the list, per generation (a level's state
    // of the links), keeps per color of the item the options and their unmarked nodes, and every sibling's
    // counters are sums of these. That holds when the lists the commit walks hold disjoint options (no
    // option is hidden twice or marked by one item and hidden by another: the pass stamps each option with
    // the list it found it in, and gives up on both lists when one is found in two), when the option tried
    // has one primary item (the one chosen: the commit covers no other), and when each list's options
    // share one primary item (whose size then drops by the options hidden). Anything else is simulated.

    /**
     * The generation the try under way reads summaries of ({@link #commitUnlessDeadEnd}); it may replace it
     * when a pass of another generation came between, whose stamps may have overwritten this one's.
     */
    private int generation;
    private int generations;
    /** The generation of the latest pass over a list. */
    private int lastPassGeneration;
    private int passes;
    /**
     * Per node, two ints from {@code 2 * node}: its option's record ({@code REC * option}) and its slot's
     * first int ({@code 3 * slot}: a slot per item and color of the item's nodes, uncolored included).
     */
    private int[] nodeInfo;
    /** Per slot, 3 ints: the pass that filled it, the options of its color, and their unmarked nodes. */
    private int[] slots;
    /**
     * Per header, its summary: the generation and pass that made it, its options, their unmarked nodes but
     * the ones in the list (what hiding them costs), and their one primary item (-1: several, or an option
     * also in another list of the generation).
     */
    private int[] sumGeneration;
    private int[] sumPass;
    private int[] sumOptions;
    private long[] sumCost;
    private int[] sumPrimary;

    /** Starts a generation: the state of the links from which the next tries are made. */
    int newGeneration() {
        if (generations == Integer.MAX_VALUE) { // the stamps wrap: start over
            Arrays.fill(sumGeneration, 0);
            for (int k = OWNER_GENERATION; k < records.length; k += REC) {
                records[k] = 0;
            }
            generations = 0;
        }
        generation = ++generations;
        diagnostics.generationsStarted++;
        lastPassGeneration = generation; // no pass of it yet: no stamp of it anywhere
        return generation;
    }

    /** Makes the slots of the items' colors and the summaries' arrays (the constructor). */
    private void prepareSummaries() {
        int[] items = problem.optionItemArray();
        int[] colors = problem.optionColorArray();
        int nodes = items.length;
        // The nodes by item (a counting sort), then a slot per item and color.
        int[] first = new int[n + 1];
        for (int k = 0; k < nodes; k++) {
            first[items[k] + 1]++;
        }
        for (int i = 0; i < n; i++) {
            first[i + 1] += first[i];
        }
        int[] byItem = new int[nodes];
        int[] fill = Arrays.copyOf(first, n);
        for (int k = 0; k < nodes; k++) {
            byItem[fill[items[k]]++] = k;
        }
        int[] info = new int[2 * col.length];
        int[] seenIn = new int[problem.colorCount() + 1];
        int[] seenSlot = new int[problem.colorCount() + 1];
        int next = 0;
        for (int i = 0; i < n; i++) {
            for (int k = first[i]; k < first[i + 1]; k++) {
                int x = colors[byItem[k]];
                if (seenIn[x] != i + 1) {
                    seenIn[x] = i + 1;
                    seenSlot[x] = next++;
                }
                int x2 = 2 * (n + 1 + byItem[k]);
                info[x2] = REC * optionOf[n + 1 + byItem[k]];
                info[x2 + 1] = 3 * seenSlot[x];
            }
        }
        nodeInfo = info;
        slots = new int[3 * Math.max(1, next)];
        sumGeneration = new int[n + 1];
        sumPass = new int[n + 1];
        sumOptions = new int[n + 1];
        sumCost = new long[n + 1];
        sumPrimary = new int[n + 1];
    }

    /**
     * Returns what {@link #simulateCommit simulateCommit(right[p], p, 0)} would (its updates, and its
     * cleansings and whether a primary item's list empties in the fields it sets) from the summaries of
     * {@link #generation}, making those missing; -1 when summaries do not tell (see above).
     */
    private long fromSummaries(int p) {
        if (slots == null || generation == 0 || records[REC * optionOf[p] + PRIMARY] <= 0) {
            return -1;
        }
        final int[] r = right;
        final int[] cl = col;
        int gen = generation;
        for (int q = r[p]; q != p;) {
            int c = cl[q];
            if (c > 0 && sumGeneration[c] != gen) {
                if (lastPassGeneration != gen) {
                    // A pass of another generation came between: its stamps may have replaced this one's,
                    // so a new generation starts, and each list is passed over again.
                    gen = newGeneration();
                    diagnostics.generationsRenewed++;
                    q = r[p];
                    continue;
                }
                if (pass(c, gen)) {
                    q = r[p]; // the passes' stamps wrapped: every summary is to be made again
                    continue;
                }
            }
            q = r[q];
        }
        int sim = nextSimulation();
        final int[] cr = color;
        final int[] info = nodeInfo;
        final int[] sl = slots;
        long updates = 0;
        long cleansed = 0;
        boolean empty = false;
        for (int q = r[p]; q != p; q = r[q]) {
            int c = cl[q];
            if (c <= 0) {
                continue; // marked: its item is purified with its color already
            }
            int g = sumPrimary[c];
            if (g < 0) {
                return -1;
            }
            int taken;
            if (cr[q] == 0) {
                updates += 1 + sumCost[c]; // cover(c): hides every option in its list
                taken = sumOptions[c];
            } else {
                int b = info[2 * q + 1];
                int kept = 0;
                int keptCost = 0;
                if (sl[b] == sumPass[c]) {
                    kept = sl[b + 1];
                    keptCost = sl[b + 2];
                }
                updates += sumCost[c] - keptCost; // purify(c): hides the options of other colors
                cleansed += 1 + kept; // the item, and each option it keeps
                taken = sumOptions[c] - kept;
            }
            if (taken > 0) {
                empty |= take(g, taken, sim);
            }
        }
        simulatedCleansings = cleansed;
        simulatedEmpty = empty;
        simulatedCovers = false;
        diagnostics.triesSummed++;
        return updates;
    }

    /**
     * Passes over header c's list and makes its summary for generation {@code gen}; returns whether the
     * passes' stamps wrapped first (then every other summary is gone).
     */
    private boolean pass(int c, int gen) {
        int w = ++passes;
        boolean wrapped = w == Integer.MAX_VALUE;
        if (wrapped) { // the stamps wrap: start over
            Arrays.fill(slots, 0);
            Arrays.fill(sumPass, 0);
            Arrays.fill(sumGeneration, 0);
            passes = w = 1;
        }
        lastPassGeneration = gen;
        final int[] d = down;
        final int[] info = nodeInfo;
        final int[] rec = records;
        final int[] sl = slots;
        long cost = 0;
        int options = 0;
        int primary = 0;
        for (int rr = d[c]; rr != c; rr = d[rr]) {
            int b = info[2 * rr];
            int k = rec[b + LENGTH] - 1 - rec[b + MARKS];
            int s = info[2 * rr + 1];
            if (sl[s] != w) {
                sl[s] = w;
                sl[s + 1] = 1;
                sl[s + 2] = k;
            } else {
                sl[s + 1]++;
                sl[s + 2] += k;
            }
            cost += k;
            options++;
            int h = rec[b + PRIMARY];
            if (primary >= 0) {
                primary = h <= 0 || (primary != 0 && h != primary) ? -1 : h;
            }
            if (rec[b + OWNER_GENERATION] == gen) {
                int other = rec[b + OWNER];
                if (other != c) { // in two lists: neither tells
                    primary = -1;
                    if (sumGeneration[other] == gen) {
                        sumPrimary[other] = -1;
                    }
                }
            } else {
                rec[b + OWNER_GENERATION] = gen;
                rec[b + OWNER] = c;
            }
        }
        sumGeneration[c] = gen;
        sumPass[c] = w;
        sumOptions[c] = options;
        sumCost[c] = cost;
        sumPrimary[c] = primary;
        return wrapped;
    }

    /** Whether {@link #fromSummaries} agreed with {@link #simulateCommit} on the try of p (assertions). */
    private boolean agreesWithSimulation(int p, long updates) {
        long cleansed = simulatedCleansings;
        boolean empty = simulatedEmpty;
        long simulated = simulateCommit(right[p], p, 0);
        assert simulated == updates && simulatedCleansings == cleansed && simulatedEmpty == empty
                : "option " + matrix.optionOfNode(p) + ": summaries " + updates + "/" + cleansed + "/" + empty
                + ", simulation " + simulated + "/" + simulatedCleansings + "/" + simulatedEmpty;
        return true;
    }

    /** The cleansings of the last {@link #simulateCommit}. */
    private long simulatedCleansings;
    /** Whether the last {@link #simulateCommit} emptied a primary item's list (when it watched them). */
    private boolean simulatedEmpty;
    /** Whether the last {@link #simulateCommit} committed the item it was given. */
    private boolean simulatedCovers;
    private int[] sizeStamp;
    private int[] sizeLeft;


    /**
     * Makes the simulations' arrays of item sizes with the records, not at the first simulation: a test of
     * whether they exist there would be true once per copy of the matrix (a parallel worker's) and would
     * throw the compiled simulation away.
     */
    private void makeSizeStamps() {
        sizeStamp = new int[n + 1];
        sizeLeft = new int[n + 1];
    }

    /**
     * Returns the updates of committing the items of nodes {@code from} to the left of {@code p}, rightwards
     * (the rest of p's commit), and puts its cleansings in {@link #simulatedCleansings}, leaving the matrix
     * as it is. An option that would be hidden costs one update per unmarked node but the one it is reached
     * by: its length less one, less its marked nodes, less those the commit would mark. With {@code g} 0 it
     * watches the primary items' lists ({@link #simulatedEmpty}: whether one empties); otherwise it tells
     * whether the commit covers header {@code g} ({@link #simulatedCovers}).
     */
    private long simulateCommit(int from, int p, int g) {
        int[] r = right;
        int[] d = down;
        int[] cl = col;
        int[] cr = color;
        int[] of = optionOf;
        int[] rec = records;
        int sim = nextSimulation();
        boolean watch = g == 0;
        if (watch) {
            for (int q = from; q != p; q = r[q]) {
                int c = cl[q];
                if (c > 0 && left[c] != c) { // covered by the commit: whether its list empties does not matter
                    sizeStamp[c] = sim;
                    sizeLeft[c] = Integer.MAX_VALUE;
                }
            }
        }
        long updates = 0;
        long cleansed = 0;
        boolean empty = false;
        boolean covers = false;
        for (int q = from; q != p; q = r[q]) {
            int c = cl[q];
            if (c <= 0) {
                continue; // marked: its item is purified with its color already
            }
            covers |= c == g;
            int x = cr[q];
            if (x == 0) {
                updates++; // cover(c): hides every option left in its list
            } else {
                cleansed++; // purify(c): the item, and each option it keeps
            }
            for (int rr = d[c]; rr != c; rr = d[rr]) {
                int b = REC * of[rr];
                if (rec[b + HIDDEN_IN] == sim || rr == q) {
                    continue; // an option the rest of the commit has hidden already, or p's own node
                }
                int simMarks = rec[b + MARKED_IN] == sim ? rec[b + SIM_MARKS] : 0;
                if (x != 0 && cr[rr] == x) {
                    cleansed++;
                    rec[b + MARKED_IN] = sim;
                    rec[b + SIM_MARKS] = simMarks + 1;
                    continue;
                }
                rec[b + HIDDEN_IN] = sim;
                updates += rec[b + LENGTH] - 1 - rec[b + MARKS] - simMarks;
                if (!watch) {
                    continue;
                }
                int h = rec[b + PRIMARY];
                if (h > 0) {
                    empty |= takeOne(h, sim);
                } else if (h < 0) { // several primary items: find them
                    for (int j = r[rr]; j != rr; j = r[j]) {
                        int cj = cl[j];
                        if (cj > 0 && left[cj] != cj) {
                            empty |= takeOne(cj, sim);
                        }
                    }
                }
            }
        }
        simulatedCleansings = cleansed;
        simulatedEmpty = empty;
        simulatedCovers = covers;
        return updates;
    }

    /**
     * Moves the stamps of simulations, passes and generations each to the given number of steps (at least 1)
     * short of wrapping, so that a search makes them wrap and start over (tests; each wraps after 2^31 steps
     * otherwise).
     */
    void stampsNearWrap(int simulations, int passes, int generations) {
        if (simulations < 1 || passes < 1 || generations < 1) {
            throw new IllegalArgumentException("at least one step before each wrap (it is found by stepping onto it)");
        }
        this.simulation = Integer.MAX_VALUE - simulations;
        this.passes = Integer.MAX_VALUE - passes;
        this.generations = Integer.MAX_VALUE - generations;
    }

    /** The stamps of simulations, passes and generations so far (tests). */
    int[] stamps() {
        return new int[] {simulation, passes, generations};
    }

    /** Starts a simulation: a new stamp for the records and the sizes. */
    private int nextSimulation() {
        int sim = ++simulation;
        if (sim == Integer.MAX_VALUE) { // the stamps wrap: start over
            int[] rec = records;
            for (int k = 0; k < rec.length; k += REC) {
                rec[k + HIDDEN_IN] = 0;
                rec[k + MARKED_IN] = 0;
            }
            Arrays.fill(sizeStamp, 0);
            simulation = sim = 1;
        }
        return sim;
    }

    /**
     * {@link LastItem#count} one level up: header {@code h}, chosen by the search, and one other
     * primary item {@code g} are the active ones. Returns Knuth's updates
     * of the search's subtree below (covering h, then for each option of h's list its commit, the node
     * below and what {@link LastItem#count} counts there), adds its cleansings to the matrix's, and
     * puts in {@link #twoItemChildren} the nodes one level down (one per option of h), in
     * {@link #twoItemGrandchildren} those two levels down, and in {@link #twoItemSolutions} the solutions
     * among both, leaving the matrix as it is. Only the cover of h is made (and undone); each commit is read
     * off the links ({@link #simulateCommit}), and so is the last item's count after it: g's options the
     * commit would hide are the stamped ones, and each other one's marked nodes include those the commit
     * would mark. An option of h that holds g covers g too: the node below is a solution. Counts nothing and
     * returns -1 when the updates would reach {@code budget} or the nodes exceed {@code nodeRoom} (the
     * search then dances, to stop where it would have).
     */
    long countLastTwoItems(int h, long budget, long nodeRoom, long[] below) {
        assert matrix.primaries() == 2 && left[h] != h;
        final LinkedMatrix matrix = this.matrix;
        final int[] r = right;
        final int[] d = down;
        final int[] cl = col;
        final int[] rec = records;
        final int[] of = optionOf;
        int g = r[0] == h ? r[h] : r[0];
        long cleansed = 0;
        long updates = matrix.coverHeader(h);
        long children = 0;
        long grandchildren = 0;
        long solutions = 0;
        boolean fits = true;
        for (int o = d[h]; o != h; o = d[o]) {
            updates += simulateCommit(r[o], o, g);
            cleansed += simulatedCleansings;
            children++;
            if (simulatedCovers) {
                solutions++;
            } else {
                int sim = simulation;
                long k = 0;
                long u = 1; // cover(g)
                for (int x = d[g]; x != g; x = d[x]) {
                    int b = REC * of[x];
                    if (rec[b + HIDDEN_IN] == sim) {
                        continue;
                    }
                    k++;
                    int simMarks = rec[b + MARKED_IN] == sim ? rec[b + SIM_MARKS] : 0;
                    int colored = rec[b + COLORED] - rec[b + MARKS] - simMarks;
                    u += 2L * rec[b + UNCOLORED] + colored; // the hides, and cover or purify of each item
                    cleansed += colored;
                }
                updates += u;
                grandchildren += k;
                solutions += k;
            }
            if (updates >= budget || children + grandchildren > nodeRoom) {
                fits = false;
                break;
            }
        }
        matrix.uncoverHeader(h);
        if (!fits) {
            return -1;
        }
        matrix.addCleansings(cleansed);
        below[0] = children;
        below[1] = grandchildren;
        below[2] = solutions;
        return updates;
    }

    /** Takes one node off primary header h's list in simulation {@code sim}; returns whether it is empty. */
    private boolean takeOne(int h, int sim) {
        return take(h, 1, sim);
    }

    /** Takes {@code k} nodes off primary header h's list in simulation {@code sim}; returns whether it is empty. */
    private boolean take(int h, int k, int sim) {
        if (sizeStamp[h] != sim) {
            sizeStamp[h] = sim;
            sizeLeft[h] = size[h];
        }
        return (sizeLeft[h] -= k) == 0;
    }
}
