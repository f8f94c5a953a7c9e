/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The bit-parallel endgame: the bottom of the search tree, searched on bitsets of the live options.
 *
 * <p>Deep in the tree few options are left, and dancing links spend most of their time on pointer chases
 * and mispredicted loop exits. When the search enters a node with at most {@link #MAX_OPTIONS} live
 * options (options not hidden), {@link LinksEngine} hands the subtree to this class (on the same
 * {@link SearchState} and {@link SearchControl}). It numbers the live options
 * 0..k-1 in option order and keeps, in {@code W = ceil(k / 64)} words each:
 *
 * <ul>
 *   <li>for each item of a live option, the set of live options that contain it ({@code itemMask});
 *   <li>for each live option, the set of options that share an item with it ({@code conflict});
 *   <li>for each level, the live options ({@code live}) and the options of the chosen item not yet tried
 *       ({@code untried}), and the active primary items (at most 128, numbered in root order) as one word,
 *       or two past 64 ({@code prims}; each option's primary items likewise, {@code primOf}).
 * </ul>
 *
 * <p>An item's size is then {@code bitCount(live & itemMask)}, and trying an option is one
 * {@code live & ~conflict} per word. The search is the same Algorithm X as {@link LinksEngine}'s: the item chosen
 * is the leftmost active primary item of minimum size (the primaries are numbered in the root list's order
 * and scanned in that order), and its options are tried in list order (the live options are numbered in
 * option order, which is the order of every item's list). So the tree, the solutions and their order, the
 * node counts per level are exactly those of the dancing links, and so are Knuth's update counts: covering
 * an item counts 1 plus, for every option it hides, the option's other nodes; the options a cover hides are
 * the live options it conflicts with, so the count is a weighted population count.
 *
 * <p>When a node of a multi-word endgame has at most 64 live options left, the endgame hands its subtree to
 * an <em>inner</em> one-word endgame built from its own sets (the same numbering, renumbered densely), as
 * long as that pays (see {@link Payoff}).
 *
 * <p>The dancing-links arrays are not touched while the endgame runs: leaving it needs no undo. The buffers
 * live as long as the matrix and grow when a bigger endgame needs them, so the search allocates nothing per
 * node. Entering costs time linear in the nodes of the live options (plus {@code W} words per item to
 * clear): the conflict set of an option is made the first time it is tried, since a small subtree tries
 * few of the options live at its root, and making all of them cost the live options' nodes times
 * {@code W} (on the one-sided pentominoes of a 3x30 board, 116,160 entries of 452 live options on
 * average, that made the endgame 1.2x slower than the links; now it is faster).
 */
final class Endgame {

    /** The most words per bitset. */
    static final int MAX_WORDS = 16;
    /** The most live options at which the search enters the endgame. */
    static final int MAX_OPTIONS = 64 * MAX_WORDS;
    /**
     * The most active primary items the endgame takes: two words. Every node scans all of them, a word of
     * live options at a time; with more of them (a Sudoku's 200-odd cells, rows, columns and boxes early in
     * its search) the scan costs more than the dancing links' updates it saves. With one word (64) a
     * pentomino board of 90 cells entered the endgame only when 64 items were left, eight levels down, and
     * built it anew at each of 116,000 entries (65% of the time on the one-sided pentominoes of a 3x30
     * board); with two it enters a few levels from the root, where the live options first fit
     * {@link #MAX_WORDS}, and that count is 2.5x faster (the 6x10 rectangle and the board without its
     * corners, 72 items, within the noise; queens and small boards, one word, as before).
     */
    static final int MAX_PRIMARIES = 128;
    /** The primary items of one word: problems with at most these the endgame takes from the root. */
    static final int ONE_WORD_PRIMARIES = 64;

    /** What {@link #run} stopped at (its owner makes the checks: a check's return has the low bit set). */
    static final int SOLUTION = 0;
    static final int EXITED = 2;
    static final int CHECK = 3;

    /** Where {@link #run} starts: at its entry node, backing up from {@code st.level}, or at that node. */
    static final int FRESH = 0;
    static final int BACK_UP = 1;
    static final int AT_NODE = 2;

    // Package-private: read by EndgameColors, the colored part of this endgame.
    final LinkedMatrix matrix;
    final int[] optionStart;
    final int[] optionItems;
    private final int[] nodeOption; // node - (n + 1) -> option index
    private final int[] optionStamp; // per option
    final int[] itemStamp; // per header: stamped when the header is an item of a live option
    final int[] itemLocal; // per header: local item id (0 is the empty set)
    private final int[] primStamp; // per header: stamped when the header is an active primary
    private final int[] primLocal; // per header: local primary id
    private final int[] generation; // shared with the inner endgames: one counter for the stamps
    /**
     * The endgame with fewer words this one hands a shrunken subtree to; null in an inner one. Made with the
     * outer one (it shares the outer's per-problem arrays, and its own grow as it is entered), not at the
     * first hand-over: a test for it in {@link #search} would be false at every hand-over but the first, and
     * the optimizing compiler, which leaves out a branch never taken so far, recompiled the loop when a
     * search's first hand-over came after it was compiled (pentominoes, two threads).
     */
    private final Endgame inner;
    private boolean innerActive;
    private final int innerBit; // 1 in an inner endgame, 0 in an outer one

    /** The level of the search at which the endgame was entered. */
    int base;
    /** Where the entries are counted; an inner endgame counts its hand-overs in one of its own. */
    private final Diagnostics diagnostics;
    private int words;
    private int uniformWeight; // the common weight of the live options, or -1

    /** The colored part (Algorithm C): its own buffers; null for a problem without colors. */
    final EndgameColors colors;
    int[] optNode = new int[64]; // local option -> start of its nodes in nodeItem
    int[] nodeItem = new int[256]; // local node -> local item

    int[] option = new int[64]; // local option -> option index
    private int[] firstNode = new int[64]; // local option -> its first node
    int[] weight = new int[64]; // local option -> its size minus 1
    private long[] conflict = new long[64];
    private long[] conflictMade = new long[16]; // the local options whose conflict set is made, W words
    private long[] primOf = new long[64];
    long[] itemMask = new long[64];
    int[] primItem = new int[64]; // local primary -> local item
    int[] itemHeader = new int[64]; // local item -> header
    private final int[] primHeader = new int[MAX_PRIMARIES]; // local primary -> header

    long[] live = new long[64]; // per relative level, W words
    private long[] untried = new long[64]; // per relative level, W words
    private long[] prims = new long[64]; // per relative level: the active primaries, one bit each, pw words
    private int pw; // words of a set of primaries: 1, or 2 with more than 64
    int[] best = new int[16]; // per relative level: the local primary chosen
    private int[] choices = new int[16]; // per relative level: how many options the chosen item had
    private int[] current = new int[16]; // per relative level: the local option being tried

    Endgame(LinkedMatrix matrix, Diagnostics diagnostics) {
        this.matrix = matrix;
        this.diagnostics = diagnostics;
        ExactCoverProblem problem = matrix.problem;
        this.optionStart = problem.optionStartArray();
        this.optionItems = problem.optionItemArray();
        this.nodeOption = new int[optionItems.length];
        for (int o = 0; o + 1 < optionStart.length; o++) {
            Arrays.fill(nodeOption, optionStart[o], optionStart[o + 1], o);
        }
        this.optionStamp = new int[problem.optionCount()];
        this.itemStamp = new int[matrix.n + 1];
        this.itemLocal = new int[matrix.n + 1];
        this.primStamp = new int[matrix.n + 1];
        this.primLocal = new int[matrix.n + 1];
        this.generation = new int[1];
        int[] nodeColor = problem.optionColorArray();
        this.colors = nodeColor == null ? null : new EndgameColors(nodeColor);
        this.innerBit = 0;
        this.inner = new Endgame(this);
    }

    /** An inner endgame: shares the outer one's per-problem arrays. */
    private Endgame(Endgame outer) {
        this.matrix = outer.matrix;
        this.diagnostics = new Diagnostics();
        this.optionStart = outer.optionStart;
        this.optionItems = outer.optionItems;
        this.nodeOption = outer.nodeOption;
        this.optionStamp = outer.optionStamp;
        this.itemStamp = outer.itemStamp;
        this.itemLocal = outer.itemLocal;
        this.primStamp = outer.primStamp;
        this.primLocal = outer.primLocal;
        this.generation = outer.generation;
        this.colors = outer.colors == null ? null : new EndgameColors(outer.matrix.problem.optionColorArray());
        this.innerBit = 1;
        this.inner = null;
    }

    private int nextGeneration() {
        if (++generation[0] == 0) {
            Arrays.fill(optionStamp, 0);
            Arrays.fill(itemStamp, 0);
            Arrays.fill(primStamp, 0);
            generation[0] = 1;
        }
        return generation[0];
    }

    /**
     * Prepares the endgame for the subproblem at the matrix's current state, as level {@code level} of the
     * search. Returns false (and changes nothing the search sees) when it has too many live options or
     * active primary items.
     */
    boolean enter(int level) {
        LinkedMatrix m = matrix;
        int[] right = m.right;
        int[] down = m.down;
        int nodeBase = m.n + 1;
        if (m.primaries() > MAX_PRIMARIES) {
            return false;
        }
        int gen = nextGeneration();
        int np = 0;
        for (int c = right[0]; c != 0; c = right[c]) {
            addPrimary(np++, c, gen);
        }
        // The live options: every one contains an active primary item.
        int count = 0;
        for (int q = 0; q < np; q++) {
            int c = primHeader[q];
            for (int x = down[c]; x != c; x = down[x]) {
                int o = nodeOption[x - nodeBase];
                if (optionStamp[o] != gen) {
                    if (count == MAX_OPTIONS) {
                        return false;
                    }
                    optionStamp[o] = gen;
                    option = grow(option, count + 1);
                    option[count++] = o;
                }
            }
        }
        assert count == m.live() : count + " live options found, " + m.live() + " counted";
        assert np == m.primaries() : np + " active primaries found, " + m.primaries() + " counted";
        Arrays.sort(option, 0, count);
        build(level, np, count, gen);
        if (colors != null) {
            colors.enter(this, m, count);
        }
        return true;
    }

    /**
     * Prepares this inner endgame for the subtree of the outer one's node at search level {@code level}:
     * the outer's live options and active primaries there, renumbered into fewer words.
     */
    private void enterFrom(Endgame outer, int level) {
        int gen = nextGeneration();
        int d = level - outer.base;
        int np = 0;
        for (int t = 0; t < outer.pw; t++) {
            for (long b = outer.prims[d * outer.pw + t]; b != 0; b &= b - 1) {
                addPrimary(np++, outer.primHeader[(t << 6) | Long.numberOfTrailingZeros(b)], gen);
            }
        }
        int count = 0;
        for (int j = 0; j < outer.words; j++) {
            for (long b = outer.live[d * outer.words + j]; b != 0; b &= b - 1) {
                option = grow(option, count + 1);
                option[count++] = outer.option[(j << 6) | Long.numberOfTrailingZeros(b)];
            }
        }
        build(level, np, count, gen);
        if (colors != null) {
            colors.enterFrom(this, outer, d, gen);
        }
    }

    private void addPrimary(int q, int header, int gen) {
        primHeader[q] = header;
        primStamp[header] = gen;
        primLocal[header] = q;
    }

    /** Lays out the bitsets for live options option[0..count) and primaries primHeader[0..np). */
    private void build(int level, int np, int count, int gen) {
        int nodeBase = matrix.n + 1;
        int w = Math.max(1, (count + 63) >>> 6);
        int pw = np > ONE_WORD_PRIMARIES ? 2 : 1;
        this.pw = pw;
        diagnostics.endgameEntries++;
        diagnostics.endgameTwoWordEntries += pw - 1;
        innerActive = false;
        words = w;
        base = level;
        // Local items; item 0 is the empty set, for an active primary item with no live options.
        int items = 1;
        for (int i = 0; i < count; i++) {
            int o = option[i];
            for (int k = optionStart[o]; k < optionStart[o + 1]; k++) {
                int h = optionItems[k] + 1;
                if (itemStamp[h] != gen) {
                    itemStamp[h] = gen;
                    itemLocal[h] = items++;
                }
            }
        }
        itemMask = grow(itemMask, items * w);
        Arrays.fill(itemMask, 0, items * w, 0L);
        itemHeader = grow(itemHeader, items);
        primOf = grow(primOf, count * pw);
        firstNode = grow(firstNode, count);
        weight = grow(weight, count);
        optNode = grow(optNode, count + 1);
        int uniform = count == 0 || colors != null ? -1
                : optionStart[option[0] + 1] - optionStart[option[0]] - 1;
        int nodes = 0;
        for (int i = 0; i < count; i++) {
            int o = option[i];
            long bit = 1L << i;
            int word = i >>> 6;
            long primaries = 0;
            long primaries2 = 0;
            optNode[i] = nodes;
            nodeItem = grow(nodeItem, nodes + optionStart[o + 1] - optionStart[o]);
            for (int k = optionStart[o]; k < optionStart[o + 1]; k++) {
                int h = optionItems[k] + 1;
                int j = itemLocal[h];
                itemMask[j * w + word] |= bit;
                itemHeader[j] = h;
                nodeItem[nodes++] = j;
                if (primStamp[h] == gen) {
                    int q = primLocal[h];
                    if (q < 64) {
                        primaries |= 1L << q;
                    } else {
                        primaries2 |= 1L << (q - 64);
                    }
                }
            }
            primOf[i * pw] = primaries;
            if (pw == 2) {
                primOf[i * pw + 1] = primaries2;
            }
            firstNode[i] = nodeBase + optionStart[o];
            weight[i] = optionStart[o + 1] - optionStart[o] - 1;
            if (weight[i] != uniform) {
                uniform = -1;
            }
        }
        optNode[count] = nodes;
        if (colors != null) {
            colors.build(this, count, items, w, np);
        } else {
            // The conflict sets are made when an option is first tried (see makeConflict): a small subtree
            // tries few of the live options, and making them all costs the options' nodes times W.
            conflict = grow(conflict, count * w);
            conflictMade = grow(conflictMade, w);
            Arrays.fill(conflictMade, 0, w, 0L);
        }
        uniformWeight = uniform;
        primItem = grow(primItem, np);
        for (int q = 0; q < np; q++) {
            int h = primHeader[q];
            primItem[q] = itemStamp[h] == gen ? itemLocal[h] : 0;
        }
        // Stacks for at most np + 1 levels: every level covers a primary item.
        live = grow(live, (np + 2) * w);
        untried = grow(untried, (np + 2) * w);
        prims = grow(prims, (np + 2) * pw);
        best = grow(best, np + 2);
        choices = grow(choices, np + 2);
        current = grow(current, np + 2);
        for (int j = 0; j < w; j++) {
            int bits = Math.min(64, count - 64 * j);
            live[j] = bits <= 0 ? 0L : bits == 64 ? -1L : (1L << bits) - 1;
        }
        prims[0] = np >= 64 ? -1L : (1L << np) - 1;
        if (pw == 2) {
            prims[1] = np == 128 ? -1L : (1L << (np - 64)) - 1;
        }
    }

    private static int[] grow(int[] a, int size) {
        return a.length >= size ? a : Arrays.copyOf(a, Math.max(size, 2 * a.length));
    }

    private static long[] grow(long[] a, int size) {
        return a.length >= size ? a : Arrays.copyOf(a, Math.max(size, 2 * a.length));
    }

    /**
     * Runs the endgame from its entry node ({@code mode} {@link #FRESH}, with {@code st.level == base}), from
     * a solution it stopped at ({@link #BACK_UP}), or from the node where it returned {@link #CHECK} once the
     * owner has made the check ({@link #AT_NODE}), on the owner's state and control. Returns
     * {@link #SOLUTION} standing at a solution ({@code st.level} its depth, {@code st.x} its options),
     * {@link #CHECK} when a check ({@link SearchControl#check}) is due at the node {@code st.level} (the
     * owner makes it, and resumes unless it ends the search), or {@link #EXITED} when the entry node's
     * subtree is exhausted ({@code st.level == base}). With {@code adaptive}, subtrees are handed to the
     * inner endgame only while that pays; one that returns for a check or at a solution returns through
     * this one, and is resumed through it.
     *
     * <p>It returns for each check, not just to make it, so that no call of the loop ({@link #search}) runs
     * long: a count may spend all its time in one entry (queens from the root), and the code that the
     * optimizing compiler makes for a method serves only calls that start after it is ready (a call already
     * running needs a compile of its own, on-stack replacement, which the launcher's flags defer: they
     * would otherwise make one per hot loop). Called anew every 1,024 nodes, the loop runs the compiled code
     * as soon as there is some: a cold count of queens 13 ran the whole count in the profiling code of the
     * first compiler when the check was made in here, and a count of pentomino 6x10 paid for a second
     * compile of its biggest method.
     *
     * <p>Under {@link SearchControl#countsInEngine} it counts the solutions in {@code st.solutions} and goes
     * on, so it returns only {@link #CHECK} or {@link #EXITED}: a count never backs up from a solution.
     * Besides saving a return and a resume per solution, this keeps that resume's branches out of a count's
     * profile. The optimizing compiler leaves out a branch that its profile says is never taken and
     * recompiles the method when it is: when the engine resumed after each solution, a rare branch of the
     * resume (the entry node itself a solution; a solution inside a hand-over) recompiled this method, its
     * biggest, once in most cold counts of pentominoes or queens, which then ran the slower code in between.
     */
    int run(SearchEngine owner, SearchControl control, int mode, boolean adaptive, SubtreeMemo memo) {
        SearchState s = owner.state();
        if (mode != FRESH && innerActive) {
            int r = runInner(owner, control, mode, adaptive, memo);
            if (r != EXITED) {
                return r;
            }
            mode = BACK_UP; // s.level is the inner's base: back up from it
        }
        if (mode != BACK_UP) {
            return search(owner, control, s.level, 1, adaptive, memo);
        }
        if (s.level == base) {
            return EXITED; // the entry node itself was the solution
        }
        return search(owner, control, s.level - 1, 0, adaptive, memo);
    }

    /**
     * {@link #run}'s loop, from level {@code l}: entering its node ({@code forward} 1) or trying the next
     * option there (0). Kept apart from the resumes, whose branches a count takes in proportions that turn
     * as it goes (a hand-over resumed after a check is rare on pentominoes, common on queens): here they
     * would recompile the biggest method; in {@link #run} they recompile a small one.
     */
    private int search(SearchEngine owner, SearchControl control, int l, int forward, boolean adaptive,
            SubtreeMemo memo) {
        final SearchState s = owner.state();
        final int w = words;
        final int base = this.base;
        final int uniform = uniformWeight;
        final long[] live = this.live;
        final long[] untried = this.untried;
        final long[] prims = this.prims;
        final long[] itemMask = this.itemMask;
        final long[] conflict = this.conflict;
        final long[] primOf = this.primOf;
        final int[] primItem = this.primItem;
        final int pw = this.pw;
        final int[] best = this.best;
        final int[] choices = this.choices;
        final int[] current = this.current;
        final int[] weight = this.weight;
        final int[] firstNode = this.firstNode;
        final int[] x = s.x;
        final int[] item = s.item;
        final long[] profile = s.profile;
        final long updateBudget = control.updateBudget;
        final boolean counts = control.countsInEngine;
        // Backing up has no memo node to store: the memo is a count's, and a count never stops at a solution.
        long nodes = s.nodes;
        long updates = s.updates;
        while (true) {
            int d = l - base;
            int lo = d * w;
            if (forward != 0) {
                // X2: return for the check, which the owner makes before it resumes here (AT_NODE), where it
                // is no longer due. First, so that an inner endgame that returned for one comes here at its
                // node (below) and returns: one branch for that and a hand-over exhausted.
                if (nodes >= control.nextCheck || updates >= updateBudget) {
                    s.level = l;
                    s.nodes = nodes;
                    s.updates = updates;
                    return CHECK;
                }
                if (l > base && w > 1 && fitsOneWord(live, lo, w) && (!adaptive || handOvers.offer())) {
                    // Few live options left: hand the subtree to an endgame with fewer words (w > 1: this is
                    // an outer endgame, which has an inner one).
                    s.level = l;
                    s.nodes = nodes;
                    s.updates = updates;
                    inner.enterFrom(this, l);
                    innerActive = true; // before it runs: checks inside it may ask about its levels
                    int r = runInner(owner, control, FRESH, adaptive, memo);
                    if (r == SOLUTION) {
                        return r; // never in a count
                    }
                    // EXITED (2): back up from the hand-over's node. CHECK (3): go to the inner's node, where the
                    // check, due, returns with s.level there; resumed, run resumes the inner. Without a branch:
                    // the inner returns for a check in a count of pentominoes too rarely for the compiler to
                    // keep a branch for it.
                    int c = r & 1;
                    nodes = s.nodes;
                    updates = s.updates;
                    l = l - 1 + c * (s.level - l + 1);
                    forward = c;
                    continue;
                }
                // The counts' memo: the entry node was looked up by the links, a hand-over's by the inner one;
                // a level is looked up while it pays (l <= lastLevel). One test of the three, made of bits: its
                // parts alone each went one way only until the memo's rules or the search's shape changed
                // (the entry node, a level no longer looked up), and the optimizing compiler, which leaves
                // out a branch never taken so far, recompiled this method each time one turned.
                boolean hit = false;
                if (memo != null) {
                    int look = ((base - l) >>> 31 | innerBit) & ((l - memo.lastLevel - 1) >>> 31);
                    hit = look != 0 && memo.lookUp(l, nodes, updates);
                }
                if (hit) {
                    // Its subtree is counted: X5 finds no option to try and backs up from it as from a node
                    // done (the inner's entry node too: then its whole subtree is).
                    nodes = s.nodes;
                    updates = s.updates;
                    Arrays.fill(untried, lo, lo + w, 0L);
                } else {
                    nodes++;
                    profile[l]++;
                    // X3: the leftmost active primary item of minimum size.
                    int chosen = -1;
                    int min = Integer.MAX_VALUE;
                    if (pw == 1) {
                        for (long b = prims[d]; b != 0; b &= b - 1) {
                            int q = Long.numberOfTrailingZeros(b);
                            int mo = primItem[q] * w;
                            int size = 0;
                            for (int k = 0; k < w && size < min; k++) {
                                size += Long.bitCount(live[lo + k] & itemMask[mo + k]);
                            }
                            if (size < min) {
                                min = size;
                                chosen = q;
                                if (size == 0) {
                                    break;
                                }
                            }
                        }
                    } else {
                        chosen = choose2(d, lo);
                        min = chosenSize;
                    }
                    if (chosen < 0) {
                        if (!counts) {
                            s.level = l;
                            s.nodes = nodes;
                            s.updates = updates;
                            return SOLUTION;
                        }
                        // A count: the solution is counted here, and its node has no options to try, so X5 backs
                        // up from it as from any node done (through the same branches: a branch of its own for
                        // the entry node being a solution, rare, was one more recompile).
                        s.solutions++;
                        Arrays.fill(untried, lo, lo + w, 0L);
                    } else {
                        // X4: cover the chosen item.
                        int mo = primItem[chosen] * w;
                        for (int k = 0; k < w; k++) {
                            untried[lo + k] = live[lo + k] & itemMask[mo + k];
                        }
                        best[d] = chosen;
                        choices[d] = min;
                        item[l] = primHeader[chosen];
                        updates += 1 + (uniform >= 0 ? (long) uniform * min
                                : colors == null ? weightOf(untried, lo) : colors.effWeightOf(untried, lo));
                    }
                }
            }
            // X5: the next untried option of level l, or back up.
            int o = -1;
            for (int k = 0; k < w; k++) {
                long b = untried[lo + k];
                if (b != 0) {
                    untried[lo + k] = b & (b - 1);
                    o = (k << 6) | Long.numberOfTrailingZeros(b);
                    break;
                }
            }
            if (o < 0) {
                if (memo != null && memo.pending(l)) {
                    memo.store(l, nodes, updates);
                }
                if (l == base) {
                    s.level = l;
                    s.nodes = nodes;
                    s.updates = updates;
                    return EXITED;
                }
                l--;
                forward = 0;
                continue;
            }
            x[l] = firstNode[o];
            current[d] = o;
            int mo = primItem[best[d]] * w;
            int co = o * w;
            int next = lo + w;
            if (colors != null) {
                updates += colors.tryOption(this, o, d, lo, next);
                removePrimaries(o, d);
                l++;
                forward = 1;
                continue;
            }
            if ((conflictMade[o >>> 6] & (1L << o)) == 0) {
                makeConflict(o);
            }
            if (uniform >= 0) {
                int hidden = 0;
                for (int k = 0; k < w; k++) {
                    long rest = live[lo + k] & ~itemMask[mo + k];
                    long cf = conflict[co + k];
                    hidden += Long.bitCount(rest & cf);
                    live[next + k] = rest & ~cf;
                }
                updates += (long) uniform * (1 + hidden);
            } else {
                long u = weight[o];
                for (int k = 0; k < w; k++) {
                    long rest = live[lo + k] & ~itemMask[mo + k];
                    long cf = conflict[co + k];
                    for (long h = rest & cf; h != 0; h &= h - 1) {
                        u += weight[(k << 6) | Long.numberOfTrailingZeros(h)];
                    }
                    live[next + k] = rest & ~cf;
                }
                updates += u;
            }
            if (pw == 1) {
                prims[d + 1] = prims[d] & ~primOf[o];
            } else {
                removePrimaries(o, d);
            }
            l++;
            forward = 1;
        }
    }

    /** The size of the item {@link #choose2} chose. */
    private int chosenSize;

    /**
     * X3 with two words of primaries (65 to 128 of them): returns the leftmost active primary item of
     * minimum size at relative level d (its size in {@link #chosenSize}), or -1 when none is active. The
     * one-word scan in {@link #search} is this loop for one word, kept inline there: one loop over the words
     * for both made queens 14, which has one, 4 to 12% slower.
     */
    private int choose2(int d, int lo) {
        final int w = words;
        final long[] live = this.live;
        final long[] itemMask = this.itemMask;
        final int[] primItem = this.primItem;
        int chosen = -1;
        int min = Integer.MAX_VALUE;
        for (int t = 0; t < 2; t++) {
            for (long b = prims[2 * d + t]; b != 0; b &= b - 1) {
                int q = (t << 6) | Long.numberOfTrailingZeros(b);
                int mo = primItem[q] * w;
                int size = 0;
                for (int k = 0; k < w && size < min; k++) {
                    size += Long.bitCount(live[lo + k] & itemMask[mo + k]);
                }
                if (size < min) {
                    min = size;
                    chosen = q;
                    if (size == 0) {
                        chosenSize = 0;
                        return chosen;
                    }
                }
            }
        }
        chosenSize = min;
        return chosen;
    }

    /** Makes the active primaries of relative level d + 1: those of level d less local option o's. */
    private void removePrimaries(int o, int d) {
        int pw = this.pw;
        for (int t = 0; t < pw; t++) {
            prims[(d + 1) * pw + t] = prims[d * pw + t] & ~primOf[o * pw + t];
        }
    }

    /** Makes the conflict set of local option o: the union of its items' sets of live options. */
    private void makeConflict(int o) {
        int w = words;
        int co = o * w;
        long[] conflict = this.conflict;
        long[] itemMask = this.itemMask;
        int k = optNode[o];
        int mo = nodeItem[k] * w;
        for (int j = 0; j < w; j++) {
            conflict[co + j] = itemMask[mo + j];
        }
        for (k++; k < optNode[o + 1]; k++) {
            mo = nodeItem[k] * w;
            for (int j = 0; j < w; j++) {
                conflict[co + j] |= itemMask[mo + j];
            }
        }
        conflictMade[o >>> 6] |= 1L << o;
    }

    /**
     * Runs the inner endgame (entered, or resumed as {@code mode} says) and counts its nodes for
     * {@link #handOvers}; when its subtree is exhausted, ends the hand-over.
     */
    private int runInner(SearchEngine owner, SearchControl control, int mode, boolean adaptive,
            SubtreeMemo memo) {
        SearchState s = owner.state();
        long before = s.nodes;
        int r = inner.run(owner, control, mode, adaptive, memo);
        handOvers.add(s.nodes - before);
        if (r == EXITED) {
            handOvers.finish();
            innerActive = false;
        }
        return r;
    }

    /** Returns whether the live options at {@code live[lo..lo+w)} fit in one word. */
    private static boolean fitsOneWord(long[] live, int lo, int w) {
        int count = 0;
        for (int k = 0; k < w && count <= 64; k++) {
            count += Long.bitCount(live[lo + k]);
        }
        return count <= 64;
    }

    /** Decides the entries from the dancing links into this endgame. */
    final Payoff entries = new Payoff();
    /** Decides the hand-overs from this endgame to the inner one. */
    private final Payoff handOvers = new Payoff();

    private long weightOf(long[] set, int from) {
        long u = 0;
        for (int k = 0; k < words; k++) {
            for (long h = set[from + k]; h != 0; h &= h - 1) {
                u += weight[(k << 6) | Long.numberOfTrailingZeros(h)];
            }
        }
        return u;
    }

    /** The number of options the item chosen at search level {@code level} had. */
    int choices(int level) {
        if (innerActive && level >= inner.base) {
            return inner.choices(level);
        }
        return choices[level - base];
    }

    /**
     * The number of options of search level {@code level} before the one being tried, in the order they
     * are tried (those given away included, as the dancing links count them).
     */
    int tried(int level) {
        if (innerActive && level >= inner.base) {
            return inner.tried(level);
        }
        int d = level - base;
        int o = current[d];
        int lo = d * words;
        int mo = primItem[best[d]] * words;
        int count = 0;
        for (int k = 0; k < o >>> 6; k++) {
            count += Long.bitCount(live[lo + k] & itemMask[mo + k]);
        }
        return count + Long.bitCount(live[lo + (o >>> 6)] & itemMask[mo + (o >>> 6)] & ((1L << o) - 1));
    }

    /** The number of options of search level {@code level} not yet tried. */
    int untried(int level) {
        if (innerActive && level >= inner.base) {
            return inner.untried(level);
        }
        int lo = (level - base) * words;
        int count = 0;
        for (int k = 0; k < words; k++) {
            count += Long.bitCount(untried[lo + k]);
        }
        return count;
    }

    /** Removes the untried options of search level {@code level} and returns them, in order, as option indices. */
    int[] giveAway(int level) {
        if (innerActive && level >= inner.base) {
            return inner.giveAway(level);
        }
        int[] a = new int[untried(level)];
        int lo = (level - base) * words;
        int i = 0;
        for (int k = 0; k < words; k++) {
            for (long h = untried[lo + k]; h != 0; h &= h - 1) {
                a[i++] = option[(k << 6) | Long.numberOfTrailingZeros(h)];
            }
            untried[lo + k] = 0;
        }
        return a;
    }

    /** Returns whether search level {@code level} belongs to the inner one-word endgame. */
    boolean inInner(int level) {
        return innerActive && level >= inner.base;
    }

    /** Returns whether search level {@code level} has no active primary item (a solution). */
    boolean solvedAt(int level) {
        if (innerActive && level >= inner.base) {
            return inner.solvedAt(level);
        }
        int d = level - base;
        return prims[d * pw] == 0 && (pw == 1 || prims[d * pw + 1] == 0);
    }
}
