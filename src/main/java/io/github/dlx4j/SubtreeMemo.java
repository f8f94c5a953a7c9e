/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;

/**
 * What a count learned of the subtrees it searched, by the state at their roots: the memo of the dancing
 * links' counts (the idea of Nishino, Yasuda, Minato and Nagata's DXZ, "Dancing with decision diagrams",
 * AAAI 2017, kept to counting and to Knuth's counters).
 *
 * <p>Below a node of the search, everything the links do depends only on the matrix's state there: which
 * items are covered, and the color each purified item has (the lists hold the live options in their
 * original order, the headers' list the active items in theirs). So the subtree's solutions, nodes, updates,
 * cleansings and nodes per level, relative to its root, are a function of that state, whatever path led to
 * it; two paths that cover the same items with the same colors (different options over the same cells, the
 * same pieces in another arrangement) lead to the same subtree. A count that meets a state again adds what
 * it stored instead of searching again, and every counter comes out as the links' search would have made it.
 *
 * <p>The state is the key: one bit per item touched by the options chosen since the search's root (covered,
 * or purified), and, for colored problems, each secondary item's color (0 for an uncolored occurrence). Each
 * option's share of it is fixed, so the key of a child is its parent's ORed with the option tried: an option
 * that is live there colors an item only where it is not colored yet or already has that color. Keys are
 * relative to the search's root (the state of the matrix when the search began), which is why a memo lives
 * as long as one search. Two paths with the same key cover the same items the same way from the same root,
 * so they reach the same state; equal keys are compared word by word, never by hash alone.
 *
 * <p>The table is bounded: entries go into one arena of longs, found through a two-way set-associative index
 * by the key's hash; a new entry replaces the smaller subtree of its two slots, and when the arena is full at
 * its largest size everything is forgotten at once. A table is one thread's: a parallel count's workers have
 * one each (see {@link Table}).
 */
final class SubtreeMemo {

    /** The fixed part: the key's layout and each option's share of it. One per matrix, shared by its searches. */
    static final class Layout {
        final int keyWords;
        final int[] nodeOption; // node - (n + 1) -> option; one entry more, past the nodes: no option
        /** The rule that makes more states equal ({@link Settling}); null where the layout was made without. */
        final Settling settling;
        final int[] maskStart; // option -> its first entry in maskWord/maskBits
        final int[] maskWord;
        final long[] maskBits;

        /**
         * Lays out the keys of {@code problem}'s options, asking {@code stop} every {@link #OPTIONS_PER_ASK}
         * options whether to give up (a problem of millions of options takes seconds).
         *
         * @throws Stopped when {@code stop} said so
         */
        Layout(ExactCoverProblem problem, BooleanSupplier stop) {
            this(problem, stop, problem.hasColors());
        }

        /**
         * Lays out the keys as {@link #Layout(ExactCoverProblem, BooleanSupplier)}, with {@link Settling} when
         * {@code settle} and the problem has secondary items. The counts settle colored problems only: they
         * alone are searched on the links, whose sizes the rule reads (the counting engine keeps its own).
         */
        Layout(ExactCoverProblem problem, BooleanSupplier stop, boolean settle) {
            int n = problem.itemCount();
            int[] start = problem.optionStartArray();
            int[] items = problem.optionItemArray();
            int[] colors = problem.optionColorArray();
            int itemWords = (n + 63) >>> 6;
            // The secondary items numbered densely, in item order (a builder may declare them anywhere).
            int[] secondary = new int[n];
            int n2 = 0;
            for (int i = 0; i < n; i++) {
                secondary[i] = problem.isPrimary(i) ? -1 : n2++;
            }
            int bits = colors == null ? 0 : 32 - Integer.numberOfLeadingZeros(Math.max(1, problem.colorCount()));
            int perWord = bits == 0 ? 1 : 64 / bits;
            int colorWords = colors == null ? 0 : (n2 + perWord - 1) / perWord;
            this.keyWords = Math.max(1, itemWords + colorWords);
            int m = problem.optionCount();
            this.nodeOption = new int[items.length + 1];
            nodeOption[items.length] = m; // option m: its share of a key is nothing (maskStart below)
            this.maskStart = new int[m + 2];
            long[] key = new long[keyWords];
            int[] words = new int[keyWords];
            // An item's bit is one word's share, an item's color another's.
            int most = colors == null ? items.length : items.length * 2;
            int[] wordOut = new int[most];
            long[] bitsOut = new long[most];
            int out = 0;
            for (int o = 0; o < m; o++) {
                if (o % OPTIONS_PER_ASK == OPTIONS_PER_ASK - 1 && stop.getAsBoolean()) {
                    throw new Stopped();
                }
                maskStart[o] = out;
                int touched = 0;
                for (int k = start[o]; k < start[o + 1]; k++) {
                    nodeOption[k] = o;
                    int i = items[k];
                    touched = set(key, words, touched, i >>> 6, 1L << i);
                    if (colors != null && colors[k] != 0) {
                        int j = secondary[i];
                        int word = itemWords + j / perWord;
                        touched = set(key, words, touched, word, (long) colors[k] << (bits * (j % perWord)));
                    }
                }
                Arrays.sort(words, 0, touched);
                for (int t = 0; t < touched; t++) {
                    wordOut[out] = words[t];
                    bitsOut[out++] = key[words[t]];
                    key[words[t]] = 0;
                }
            }
            maskStart[m] = out;
            maskStart[m + 1] = out;
            this.settling = settle && n2 > 0 ? new Settling(problem, itemWords, bits, perWord) : null;
            boolean tight = out >= most - (most >>> 2); // kept as they are, a copy saves little
            this.maskWord = tight ? wordOut : Arrays.copyOf(wordOut, out);
            this.maskBits = tight ? bitsOut : Arrays.copyOf(bitsOut, out);
        }

        /** How many options the layout lays out between two questions to its {@code stop}. */
        static final int OPTIONS_PER_ASK = 1 << 14;

        /** Thrown when a layout gives up because its {@code stop} said so. */
        static final class Stopped extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Stopped() {
                super("the memo's layout was stopped", null, false, false);
            }
        }

        /** ORs option o's share of the key into {@code key[from..from+W)}. */
        void addOption(int o, long[] key, int from) {
            for (int k = maskStart[o]; k < maskStart[o + 1]; k++) {
                key[from + maskWord[k]] |= maskBits[k];
            }
        }

        private static int set(long[] key, int[] words, int touched, int word, long bits) {
            if (key[word] == 0) {
                words[touched++] = word;
            }
            key[word] |= bits;
            return touched;
        }

        }

    // An entry at offset e of the arena: the key's words, then these, then the nodes per level.
    private static final int SOLUTIONS = 0;
    private static final int NODES = 1;
    private static final int UPDATES = 2;
    private static final int CLEANSINGS = 3;
    private static final int DEPTH = 4;
    private static final int HEAD = 5;

    /** The largest arena of a count, in longs, unless the heap is small: 32 MB (a parallel count's tables share it). */
    static final int MAX_ARENA = 1 << 22;

    /** The links' key layout; null for Algorithm M's keys ({@link #maker}). */
    final Layout layout;
    /** What makes Algorithm M's keys ({@link MultiplicityKeys}); null for the links'. */
    private final MultiplicityKeys.Maker maker;
    private final int keyWords;
    private final Table table;
    /** Tests set a smaller largest arena, in longs, to see the table forget; 0 for the default. */
    static volatile int arenaLimitForTests;

    // The search's side: the key of the node at each level, and what a node whose look-up missed stores
    // when it is done. The nodes of levels 0..lastLevel (below levels(depth)) are looked up while that pays: after DECIDE
    // look-ups at a level, the time its hits saved (the nodes they skipped, at the search's mean time per
    // node searched so far) is weighed against LOOKUP_NANOS per look-up; where it does not pay, that level
    // and those below it stop (deeper subtrees are smaller: on every workload measured the nodes a hit
    // saves per look-up fall with the depth), so that no level keeps the keys of the levels above it made
    // for few look-ups. A node of a random XCC family costs about 15 ns, one of the one-sided pentominoes'
    // endgame about 900 ns: the same hit rate pays on one and not on the other.
    static final int LEVELS = 40;
    /**
     * The most longs of nodes per level that a memo keeps for its pending nodes ({@link #levels(int)}): every
     * level of a tree at most 256 deep.
     */
    static final int PROFILE_LONGS = 1 << 16;

    /**
     * Returns how many levels from the keys' root a count of a tree {@code depth} levels deep looks up: all of
     * them while the nodes per level its pending nodes note, {@code depth} longs per level, take at most
     * {@link #PROFILE_LONGS}; at least {@link #LEVELS}. A tiling's states repeat at every level: with only 40
     * the dominoes on 12x12 (72 levels) counted the subtrees below level 40 one solution at a time.
     */
    static int levels(int depth) {
        return Math.min(depth, Math.max(LEVELS, PROFILE_LONGS / Math.max(1, depth)));
    }
    private static final int DECIDE = 4096; // a power of two (decide)
    private static final double LOOKUP_NANOS = 120;
    private static final int MIN_STORE = 4;
    private final long startNanos = System.nanoTime();
    private long skippedNodes; // nodes taken from the memo, not searched
    private static final int FIRST_HITS = 2048;

    /**
     * What the rules that stop looking up have learned: per level from the root of the keys (the search's
     * root, or a parallel search's), the look-ups and the nodes their hits saved, the deepest level still
     * looked up, and all look-ups and hits for the {@link #FIRST_HITS} rule. A search has its own; the tasks
     * that a parallel worker runs one after the other share their thread's, so that the rules decide once
     * per worker, not once per task: with a fresh one per task, a tree whose states never repeat cost each
     * of hundreds of tasks 2,048 look-ups (queens 15 on two workers: 12% of the time), and the levels whose
     * look-ups do not pay were looked up again by every task.
     */
    private static final class Rules {
        final long[] lookups;
        final long[] saved;
        int last;
        long allLookups;
        long allHits;

        Rules(int levels) {
            lookups = new long[levels];
            saved = new long[levels];
            last = levels - 1;
        }

        boolean gaveUp() {
            return allLookups >= FIRST_HITS && allHits == 0;
        }
    }

    private final Rules rules;

    /**
     * What the workers of a parallel count share about their memos: how many tables split the count's bound
     * (one per worker), and the verdict that the tree's states do not repeat. A worker whose first
     * {@link #FIRST_HITS} look-ups found nothing while no worker's look-up had found anything turns the look-ups
     * of the workers' later tasks off, so that a worker that starts late does not look up at all where the
     * first found nothing: its look-ups would also take a branch that the compiled endgame had never seen
     * taken (queens 15 on two threads: {@code Endgame.search} thrown away and compiled again half a second
     * into the count, 0.1-0.15 s of a 3 s count). A sequential count has one of its own.
     */
    static final class Workers {
        final int tables;
        volatile boolean noRepeats;
        volatile boolean anyHit;

        Workers(int tables) {
            this.tables = tables;
        }
    }

    private final Workers workers;
    /** The level, counted from the keys' root, of this search's level 0: its path's length. */
    private final int offset;
    private final SearchState st;
    private final SearchControl control;
    private final LinkedMatrix matrix;
    private final Diagnostics diagnostics;
    private final int nodeBase;
    private final int levels;
    /** The deepest level whose nodes have keys (the children of shallower ones get theirs when entered). */
    int lastLevel;
    /**
     * Per level, keyWords each, one row down: row 0 is the key of this search's root (its path's options),
     * row l + 1 the key of the node at level l.
     */
    private final long[] keys;
    private final int[] hashes;
    private final boolean[] pending; // per level: its node missed, and stores its subtree when done
    private final long[] before; // per level: solutions, nodes, updates, cleansings at the node's entry
    private final long[] beforeProfile; // per level: the nodes per level from it down, at the node's entry

    /**
     * A memo for the search on {@code st}. In a parallel worker, {@code path} is the path from the parallel
     * search's root to the task's node, and {@code earlier} the memo of the thread's last task (or null): keys
     * are then relative to that root, the same for every task, and the rules and the table go on from the
     * earlier memo, so a task finds the subtrees the thread's earlier tasks stored, and {@code workers} is
     * what the parallel count's workers share (a new table gets its share of the count's largest arena).
     * Otherwise {@code path} and {@code workers} are null, and the table starts empty.
     */
    SubtreeMemo(Layout layout, LinkedMatrix matrix, SearchState st, SearchControl control, SubtreeMemo earlier,
            int[] path, Workers workers, Diagnostics diagnostics) {
        this(layout, null, layout.keyWords, matrix, st, control, earlier, path, workers, diagnostics);
    }

    /**
     * A memo for the search of {@link MultiplicityEngine} on {@code st}, whose keys {@code maker} makes,
     * relative to the search's root; its table starts empty.
     */
    SubtreeMemo(MultiplicityKeys.Maker maker, LinkedMatrix matrix, SearchState st, SearchControl control,
            Diagnostics diagnostics) {
        this(null, maker, maker.keys.keyWords, matrix, st, control, null, null, null, diagnostics);
    }

    private SubtreeMemo(Layout layout, MultiplicityKeys.Maker maker, int keyWords, LinkedMatrix matrix,
            SearchState st, SearchControl control, SubtreeMemo earlier, int[] path, Workers workers,
            Diagnostics diagnostics) {
        this.layout = layout;
        this.maker = maker;
        this.diagnostics = diagnostics;
        this.keyWords = keyWords;
        this.st = st;
        this.control = control;
        this.matrix = matrix;
        this.nodeBase = matrix.n + 1;
        int depth = st.profile.length;
        this.levels = levels(depth);
        if (path != null && earlier != null) {
            this.table = earlier.table;
            this.rules = earlier.rules;
        } else {
            this.rules = new Rules(levels);
            this.table = new Table(keyWords, workers == null ? 1 : workers.tables);
        }
        this.offset = path == null ? 0 : path.length;
        // As deep as the rules still look up (nothing when a worker's earlier tasks found no repeats).
        this.workers = workers == null ? new Workers(1) : workers;
        this.lastLevel = rules.gaveUp() || (this.workers.noRepeats && !this.workers.anyHit) ? -1
                : Math.max(-1, Math.min(levels - 1, rules.last - offset));
        this.keys = new long[(levels + 1) * keyWords];
        this.hashes = new int[levels];
        this.pending = new boolean[levels];
        this.before = new long[4 * levels];
        this.beforeProfile = new long[levels * depth];
        if (path != null) {
            for (int o : path) {
                layout.addOption(o, keys, 0);
            }
        }
    }

    /** Returns whether a node at level l is looked up. */
    boolean looksUp(int l) {
        return l <= lastLevel;
    }

    /** Returns whether the node at level l missed and stores its subtree when it is done. */
    boolean pending(int l) {
        return l < levels && pending[l];
    }

    /**
     * Makes the key of the node at level l: its parent's (at level 0 the root's) with the option tried at
     * level l - 1 (at level 0 none). Without a branch on l: the root's look-up comes once per search (per
     * task in a parallel worker), and a branch first taken there after the compiler had seen none threw the
     * compiled look-up away (a worker's first task, about half a second into a two-thread count).
     */
    private void child(int l) {
        int w = keyWords;
        int from = l * w;
        if (maker != null) {
            maker.child(keys, from, l);
            return;
        }
        System.arraycopy(keys, from, keys, from + w, w);
        // At l == 0 the entry past the nodes, no option (x[0], which may not be a node yet, is not used).
        int[] nodeOption = layout.nodeOption;
        int i = st.x[Math.max(l - 1, 0)] - nodeBase;
        int root = (l - 1) >>> 31; // 1 at level 0, else 0
        layout.addOption(nodeOption[i + (nodeOption.length - 1 - i) * root], keys, from + w);
        if (layout.settling != null) {
            layout.settling.settle(matrix, keys, from + w);
        }
    }

    /**
     * At X2 of a node at level l (after the check, before the node is counted; every node of the levels
     * looked up comes here), with the search's counters {@code nodes} and {@code updates}: makes the node's
     * key from its parent's and the option tried there ({@code st.x[l - 1]}; the keys are made only here,
     * not by the engines' loops, which would test there whether the child is looked up: a test whose outcome
     * turned as the rules stopped levels, and recompiled them); when the memo has its subtree and taking it
     * skips no exact check,
     * adds the subtree's counters (the node's own included) to the state ({@code st.nodes} and
     * {@code st.updates} hold the new counts) and returns true; otherwise notes the counters at the node's
     * entry, for {@link #store}, and returns false.
     */
    boolean lookUp(int l, long nodes, long updates) {
        // The node's key: its parent's, with the option tried there. The parent was looked up (the levels
        // looked up are 0..lastLevel, which only shrinks, and every node there is), so its key is made.
        child(l);
        int w = keyWords;
        int from = (l + 1) * w;
        int hash = hash(keys, from, w);
        diagnostics.memoFinds++;
        Table t = table;
        int e = t.find(keys, from, hash);
        if (e >= 0 && fits(nodes, t.nodes(e), updates, t.updates(e))) {
            long skipped = t.nodes(e);
            diagnostics.memoHits++;
            // The nodes fit, and a search's solutions are at most its nodes: only the cleansings may pass.
            st.store(l, nodes + skipped, updates + t.updates(e));
            st.solutions += t.solutions(e);
            long cleansings = t.cleansings(e);
            CountOverflowException.add("cleansing", matrix.cleansings(), cleansings); // throws where it would wrap
            matrix.addCleansings(cleansings);
            t.addProfile(e, st.profile, l);
            rules.saved[offset + l] += skipped;
            skippedNodes += skipped;
            rules.allHits++;
            if (!workers.anyHit) {
                workers.anyHit = true;
            }
            decide(l, nodes + skipped);
            return true;
        }
        hashes[l] = hash;
        pending[l] = true;
        int b = 4 * l;
        before[b] = st.solutions;
        before[b + 1] = nodes;
        before[b + 2] = updates;
        before[b + 3] = matrix.cleansings();
        long[] profile = st.profile;
        System.arraycopy(profile, l, beforeProfile, l * profile.length, profile.length - l);
        decide(l, nodes);
        return false;
    }

    /**
     * Whether a subtree of {@code subtreeNodes} and {@code subtreeUpdates} may be added to the search's
     * counters {@code nodes} and {@code updates}: it ends before the node budget or the next exact check, and
     * before the update budget. Written as differences, which cannot wrap: a subtree past a budget is searched,
     * and stops there as the links do.
     *
     * @throws CountOverflowException when a sum passes {@link Long#MAX_VALUE} where no budget stops the
     *     search first (the other counter's sum within its limit): the links' counter would wrap there
     */
    private boolean fits(long nodes, long subtreeNodes, long updates, long subtreeUpdates) {
        long nodeLimit = control.exactNodeLimit();
        long updateBudget = control.updateBudget;
        boolean nodesFit = subtreeNodes <= nodeLimit - nodes;
        boolean updatesFit = subtreeUpdates < updateBudget - updates;
        if (nodesFit && updatesFit) {
            return true;
        }
        // Past a limit: a sum that passes Long.MAX_VALUE where that is the counter's limit, the other
        // counter within its own, throws. Anything else stops at a budget inside the subtree.
        boolean nodesWrap = nodeLimit == Long.MAX_VALUE && subtreeNodes > Long.MAX_VALUE - nodes;
        boolean updatesWrap = updateBudget == Long.MAX_VALUE && subtreeUpdates >= Long.MAX_VALUE - updates;
        if ((nodesWrap && (updatesFit || updatesWrap)) || (updatesWrap && nodesFit)) {
            throw new CountOverflowException(nodesWrap ? "node" : "update");
        }
        return false;
    }

    /**
     * Counts a look-up at level l; at every {@link #DECIDE}-th, says whether the level goes on. A search
     * whose first {@link #FIRST_HITS} look-ups found nothing (a tree whose states do not repeat, such as a
     * Kakuro's, every cell's digit in its key) stops looking up at all.
     */
    private void decide(int l, long nodes) {
        Rules r = rules;
        if (++r.allLookups >= FIRST_HITS && r.allHits == 0) {
            lastLevel = -1;
            workers.noRepeats = !workers.anyHit;
            Arrays.fill(pending, false);
            return;
        }
        int a = offset + l;
        assert a < r.lookups.length : "level " + l + " below a path of " + offset + " is past the rules' levels";
        long x = ++r.lookups[a];
        // Weighed at DECIDE look-ups (a power of two) and every DECIDE / 2 after (halved below). Tested at each
        // power of two, so that the branch is taken from a level's first look-ups on: one first taken at the
        // DECIDE-th threw the compiled look-up away in nearly every count, a third of a second in.
        if ((x & (x - 1)) == 0) {
            weigh(a, l, nodes, x);
        }
    }

    /** At the x-th look-up at level l (level a from the keys' root), x a power of two: from DECIDE on, weighs. */
    private void weigh(int a, int l, long nodes, long x) {
        if (x < DECIDE) {
            return;
        }
        Rules r = rules;
        double nanosPerNode = (System.nanoTime() - startNanos) / (double) Math.max(1, nodes - skippedNodes);
        if (r.saved[a] * nanosPerNode < LOOKUP_NANOS * r.lookups[a] && l <= lastLevel) {
            lastLevel = l - 1;
            r.last = Math.min(r.last, a - 1);
            // Nodes at the levels no longer looked up store nothing (no node there notes its entry now).
            Arrays.fill(pending, l, levels, false);
        }
        r.lookups[a] >>= 1;
        r.saved[a] >>= 1;
    }

    /** When the node at level l whose look-up missed is done, with the search's counters: stores its subtree. */
    void store(int l, long nodes, long updates) {
        pending[l] = false;
        int b = 4 * l;
        long count = nodes - before[b + 1];
        if (count >= MIN_STORE) {
            // Counted without a test: a branch taken only when a full table forgets recompiled the loops.
            diagnostics.memoResets += table.put(keys, (l + 1) * keyWords, hashes[l], st.solutions - before[b], count,
                    updates - before[b + 2], matrix.cleansings() - before[b + 3], st.profile, l, beforeProfile,
                    l * st.profile.length);
        }
    }

    /** The search gave away the untried options of level k: the nodes at levels 0..k store nothing. */
    void givenAway(int k) {
        for (int j = Math.min(k, levels - 1); j >= 0; j--) {
            pending[j] = false;
        }
    }

    static int hash(long[] keys, int from, int words) {
        long h = 0x9E3779B97F4A7C15L;
        for (int k = from; k < from + words; k++) {
            h = (h ^ keys[k]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) (h ^ (h >>> 32));
    }

    /**
     * The entries: an arena of longs and a two-way set-associative index into it. One per search, or one per
     * worker thread of a parallel count, which the worker's tasks share (keys are relative to the parallel
     * search's root). No table is read by two threads: one table shared by the workers (one writer at a time
     * under a lock, readers without one, entries published by release stores) took more than it gave. On the
     * 2-core machine, two workers on one table looked up and hit as often as one thread (5.4-6.1M look-ups,
     * 1.9-2.1M hits, against 5.7M and 2.0M for a random colored count) and still used 1.3-1.9x its CPU, and
     * each worker writing a table of its own that the other read as well did no better: every look-up in a
     * table the other core writes waits for its cache lines. With a table each, that count took 1.0-1.2x the
     * CPU of one thread, and the pentomino counts and the board without corners ran no slower, although a
     * worker takes only the subtrees its own tasks stored.
     */
    static final class Table {
        /** How many times tables forgot everything, in this JVM (for tests). */
        static final LongAdder RESETS = new LongAdder();

        final int keyWords;
        private final int maxArena;
        private long[] arena;
        private int[] slots; // offset + 1 of an entry, 0 for none
        private int top; // the arena's first free long

        /** A table that may use the {@code 1 / tables}-th part of a count's largest arena. */
        Table(int keyWords, int tables) {
            this.keyWords = keyWords;
            int limit = arenaLimitForTests > 0 ? arenaLimitForTests
                    : (int) Math.min(MAX_ARENA, Math.max(1 << 14, Runtime.getRuntime().maxMemory() / 64 / 8));
            this.maxArena = Math.max(limit / Math.max(1, tables), 2 * (keyWords + HEAD + 64));
            this.arena = new long[Math.min(1 << 12, maxArena)];
            this.slots = new int[1 << 9];
        }

        /** Returns the entry with the key at {@code keys[from..from+W)}, as an offset, or -1. */
        int find(long[] keys, int from, int hash) {
            int[] s = slots;
            int i = hash & (s.length - 1);
            int e = s[i] - 1;
            if (e >= 0 && sameKey(e, keys, from)) {
                return e;
            }
            e = s[i ^ 1] - 1;
            if (e >= 0 && sameKey(e, keys, from)) {
                return e;
            }
            return -1;
        }

        private boolean sameKey(int e, long[] keys, int from) {
            long[] a = arena;
            for (int k = 0; k < keyWords; k++) {
                if (a[e + k] != keys[from + k]) {
                    return false;
                }
            }
            return true;
        }

        long solutions(int e) {
            return arena[e + keyWords + SOLUTIONS];
        }

        long nodes(int e) {
            return arena[e + keyWords + NODES];
        }

        long updates(int e) {
            return arena[e + keyWords + UPDATES];
        }

        long cleansings(int e) {
            return arena[e + keyWords + CLEANSINGS];
        }

        /** Adds the entry's nodes per level to {@code profile}, from level {@code level} (the subtree's root) on. */
        void addProfile(int e, long[] profile, int level) {
            long[] a = arena;
            int h = e + keyWords;
            int levels = (int) a[h + DEPTH];
            for (int k = 0; k < levels; k++) {
                profile[level + k] += a[h + HEAD + k];
            }
        }

        /**
         * Stores a subtree: its root's key, its counters, and its nodes per level, {@code profile[level + k] -
         * before[from + k]} for k = 0, 1, ... (the last nonzero one ends it). Returns 1 when it forgot
         * everything to make room, else 0.
         */
        int put(long[] keys, int keyFrom, int hash, long solutions, long nodes, long updates,
                long cleansings, long[] profile, int level, long[] before, int from) {
            int levels = profile.length - level;
            while (levels > 1 && profile[level + levels - 1] == before[from + levels - 1]) {
                levels--;
            }
            int size = keyWords + HEAD + levels;
            int e = top;
            int forgot = 0;
            if (e + size > arena.length) {
                if (size > maxArena) {
                    return 0;
                }
                grow(size);
                forgot = (top - e) >>> 31; // 1 when it forgot; without a test, as in store
                e = top;
            }
            top = e + size;
            long[] a = arena;
            System.arraycopy(keys, keyFrom, a, e, keyWords);
            int h = e + keyWords;
            a[h + SOLUTIONS] = solutions;
            a[h + NODES] = nodes;
            a[h + UPDATES] = updates;
            a[h + CLEANSINGS] = cleansings;
            a[h + DEPTH] = levels;
            for (int k = 0; k < levels; k++) {
                a[h + HEAD + k] = profile[level + k] - before[from + k];
            }
            insert(slots, e, hash);
            return forgot;
        }

        private void insert(int[] s, int e, int hash) {
            int i = hash & (s.length - 1);
            int j = i ^ 1;
            int victim;
            if (s[i] == 0) {
                victim = i;
            } else if (s[j] == 0) {
                victim = j;
            } else {
                // Keep the bigger of the two subtrees there, and the new one.
                victim = nodes(s[i] - 1) <= nodes(s[j] - 1) ? i : j;
            }
            s[victim] = e + 1;
        }

        /**
         * Makes room for an entry of {@code size} longs (at most {@link #maxArena}): grows the arena, or,
         * at its largest, forgets everything ({@link #top} 0).
         */
        private void grow(int size) {
            if (arena.length < maxArena) {
                int length = (int) Math.min(maxArena, Math.max(2L * arena.length, (long) top + size));
                arena = Arrays.copyOf(arena, length);
                // About one slot per 8 longs of arena, each entry's slot pair found again by its key.
                int[] old = slots;
                slots = new int[Integer.highestOneBit(Math.max(1 << 9, length >>> 3))];
                for (int s : old) {
                    if (s != 0) {
                        insert(slots, s - 1, hash(arena, s - 1, keyWords));
                    }
                }
                if (top + size <= length) {
                    return;
                }
            }
            top = 0;
            Arrays.fill(slots, 0);
            RESETS.increment();
        }
    }
}
