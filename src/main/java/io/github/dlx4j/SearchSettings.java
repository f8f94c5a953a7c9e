/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.time.Duration;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Limits and controls for one search: a solution limit, node and update budgets, a timeout and a
 * cancellation flag. Immutable; build with {@link #builder()}. {@link #DEFAULT} has no limits.
 *
 * <p>Budgets are checked as the search enters each node. The timeout, the cancellation flag and the
 * thread's interrupt status are checked about every 5 ms of search: every 1,024 nodes where nodes are
 * cheap, more often where they cost more (the interval follows the measured time of a node, and starts
 * short on a problem of millions of links). So a search sees them within about 5 ms plus one node. It then
 * restores the matrix, which takes about as long as the covers along the path it stands on: nothing to
 * notice, unless that path is thousands of levels deep (queens 3,000 with a solution limit: 0.7 s). The
 * estimator checks before each probe and every 8 levels within one. However a search ends, the matrix is
 * restored and the {@link SearchResult} says why it ended.
 *
 * <pre>{@code
 * SearchSettings settings = SearchSettings.builder()
 *     .solutionLimit(10)
 *     .timeout(Duration.ofSeconds(5))
 *     .build();
 * }</pre>
 */
public final class SearchSettings {

    /** The most nodes the search enters between checks of the timeout and cancellation. */
    static final int CHECK_INTERVAL = 1024;

    /** Settings with no limits: the search runs until it completes or the visitor stops it. */
    public static final SearchSettings DEFAULT = builder().build();

    private final long solutionLimit;
    private final long nodeBudget;
    private final long updateBudget;
    private final Duration timeout;
    private final AtomicBoolean cancelFlag;
    private final ProgressListener progressListener;
    private final long progressEveryNodes;
    private final Duration progressInterval;
    private final OptionalLong seed;
    private final boolean plainLinks;
    private final boolean sharpPreference;
    private final boolean unordered;
    private final long restartUnit;
    /** The clock of the deadline and of progress by time, in nanoseconds: {@link System#nanoTime}, or a test's. */
    private final LongSupplier clock;

    private SearchSettings(Builder b) {
        this.solutionLimit = b.solutionLimit;
        this.nodeBudget = b.nodeBudget;
        this.updateBudget = b.updateBudget;
        this.timeout = b.timeout;
        this.cancelFlag = b.cancelFlag;
        this.progressListener = b.progressListener;
        this.progressEveryNodes = b.progressEveryNodes;
        this.progressInterval = b.progressInterval;
        this.seed = b.seed;
        this.plainLinks = b.plainLinks;
        this.sharpPreference = b.sharpPreference;
        this.unordered = b.unordered;
        this.restartUnit = b.restartUnit;
        this.clock = b.clock;
    }

    /** Returns the clock that the deadline and progress by time are read on. */
    LongSupplier clock() {
        return clock;
    }

    /**
     * Returns a builder with no limits set.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns a builder that starts from these settings, to derive other settings from them. Each setting
     * may be given once on that builder too, replacing the value copied from these settings.
     *
     * <pre>{@code
     * SearchSettings firstTen = settings.toBuilder().solutionLimit(10).build();
     * }</pre>
     *
     * @return a new builder holding these settings
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.solutionLimit = solutionLimit;
        b.nodeBudget = nodeBudget;
        b.updateBudget = updateBudget;
        b.timeout = timeout;
        b.cancelFlag = cancelFlag;
        b.progressListener = progressListener;
        b.progressEveryNodes = progressEveryNodes;
        b.progressInterval = progressInterval;
        b.seed = seed;
        b.plainLinks = plainLinks;
        b.sharpPreference = sharpPreference;
        b.unordered = unordered;
        b.restartUnit = restartUnit;
        b.clock = clock;
        return b;
    }

    /**
     * Returns the number of solutions after which the search ends.
     *
     * @return the limit, {@link Long#MAX_VALUE} when there is none
     */
    public long solutionLimit() {
        return solutionLimit;
    }

    /**
     * Returns the number of nodes the search may enter.
     *
     * @return the budget, {@link Long#MAX_VALUE} when there is none
     */
    public long nodeBudget() {
        return nodeBudget;
    }

    /**
     * Returns the number of updates after which the search ends (Knuth's {@code T}).
     *
     * @return the budget, {@link Long#MAX_VALUE} when there is none
     */
    public long updateBudget() {
        return updateBudget;
    }

    /**
     * Returns the longest time the search may run, counted from its start.
     *
     * @return the timeout, or null when there is none
     */
    public Duration timeout() {
        return timeout;
    }

    /**
     * Returns the flag that cancels the search when another thread sets it.
     *
     * @return the flag, or null when there is none
     */
    public AtomicBoolean cancelFlag() {
        return cancelFlag;
    }

    /**
     * Returns the listener that receives progress reports.
     *
     * @return the listener, or null when there is none
     */
    public ProgressListener progressListener() {
        return progressListener;
    }

    /**
     * Returns how many nodes the search enters between progress reports.
     *
     * @return the interval in nodes, 0 when reports are not counted in nodes
     */
    public long progressEveryNodes() {
        return progressEveryNodes;
    }

    /**
     * Returns the time between progress reports.
     *
     * @return the interval, or null when reports are not timed
     */
    public Duration progressInterval() {
        return progressInterval;
    }

    /**
     * Returns the seed for random tie-breaking and option order.
     *
     * @return the seed, or empty for the deterministic leftmost-minimum order
     */
    public OptionalLong seed() {
        return seed;
    }

    /**
     * Returns whether the search runs Knuth's plain algorithms on the dancing links; see
     * {@link Builder#plainLinks(boolean)}.
     *
     * @return false unless turned on
     */
    public boolean plainLinks() {
        return plainLinks;
    }

    /**
     * Returns whether the search branches on sharp items first; see {@link Builder#sharpPreference(boolean)}.
     *
     * @return false unless turned on
     */
    public boolean sharpPreference() {
        return sharpPreference;
    }

    /**
     * Returns whether the search may find the solutions in another order than the sequential search's; see
     * {@link Builder#unordered(boolean)}.
     *
     * @return false unless turned on
     */
    public boolean unordered() {
        return unordered;
    }

    /**
     * Returns the node budget of the shortest run of a search with randomized restarts; see
     * {@link Builder#restarts(long)}.
     *
     * @return the unit, or empty when the search does not restart
     */
    public OptionalLong restartUnit() {
        return restartUnit == 0 ? OptionalLong.empty() : OptionalLong.of(restartUnit);
    }

    @Override
    public String toString() {
        return "SearchSettings[solutionLimit=" + solutionLimit + ", nodeBudget=" + nodeBudget + ", updateBudget="
                + updateBudget + ", timeout=" + timeout + ", cancelFlag=" + cancelFlag + ", progress="
                + progressListener + " every " + progressEveryNodes + " nodes / " + progressInterval + ", seed="
                + seed + ", plainLinks=" + plainLinks + (unordered ? ", unordered" : "")
                + (sharpPreference ? ", sharpPreference" : "")
                + (restartUnit == 0 ? "" : ", restarts with unit " + restartUnit + " nodes") + "]";
    }

    /**
     * Builds {@link SearchSettings}; each setter validates its argument at once, and may be called once: a
     * setting given twice is a mistake (two parts of a program disagreeing), reported with
     * {@link IllegalStateException}.
     */
    public static final class Builder {
        private final java.util.Set<String> given = new java.util.HashSet<>();
        private long solutionLimit = Long.MAX_VALUE;
        private long nodeBudget = Long.MAX_VALUE;
        private long updateBudget = Long.MAX_VALUE;
        private Duration timeout;
        private AtomicBoolean cancelFlag;
        private ProgressListener progressListener;
        private long progressEveryNodes;
        private Duration progressInterval;
        private OptionalLong seed = OptionalLong.empty();
        private boolean plainLinks;
        private boolean sharpPreference;
        private boolean unordered;
        private long restartUnit;
        private LongSupplier clock = System::nanoTime;

        private Builder() {
        }

        private void once(String setting, Object value) {
            if (!given.add(setting)) {
                throw new IllegalStateException("the setting '" + setting + "' was already given to this builder;"
                        + " it cannot also be " + value);
            }
        }

        /**
         * Ends the search after this many solutions, with {@link SearchOutcome#SOLUTION_LIMIT}.
         *
         * @param limit at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code limit < 1}
         */
        public Builder solutionLimit(long limit) {
            if (limit < 1) {
                throw new IllegalArgumentException("solution limit must be at least 1, was " + limit);
            }
            once("solutionLimit", limit);
            this.solutionLimit = limit;
            return this;
        }

        /**
         * Ends the search, with {@link SearchOutcome#NODE_BUDGET}, rather than enter more than this many
         * nodes.
         *
         * @param budget at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code budget < 1}
         */
        public Builder nodeBudget(long budget) {
            if (budget < 1) {
                throw new IllegalArgumentException("node budget must be at least 1, was " + budget);
            }
            once("nodeBudget", budget);
            this.nodeBudget = budget;
            return this;
        }

        /**
         * Ends the search, with {@link SearchOutcome#UPDATE_BUDGET}, at the first node entered after this
         * many updates.
         *
         * @param budget at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code budget < 1}
         */
        public Builder updateBudget(long budget) {
            if (budget < 1) {
                throw new IllegalArgumentException("update budget must be at least 1, was " + budget);
            }
            once("updateBudget", budget);
            this.updateBudget = budget;
            return this;
        }

        /**
         * Ends the search, with {@link SearchOutcome#DEADLINE}, once it has run this long.
         *
         * @param timeout a positive duration
         * @return this builder
         * @throws IllegalArgumentException if {@code timeout} is zero or negative
         * @throws NullPointerException if {@code timeout} is null
         */
        public Builder timeout(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isZero() || timeout.isNegative()) {
                throw new IllegalArgumentException("timeout must be positive, was " + timeout);
            }
            once("timeout", timeout);
            this.timeout = timeout;
            return this;
        }

        /**
         * Ends the search, with {@link SearchOutcome#CANCELLED}, soon after another thread sets this flag:
         * the search looks at it at its checks, every 1,024 nodes and at each
         * progress report's node (a listener that sets it stops the search at the next of those). Interrupting
         * the searching thread does the same, with or without a flag; the interrupt status is left set.
         *
         * @param flag a flag, shared with the thread that cancels
         * @return this builder
         * @throws NullPointerException if {@code flag} is null
         */
        public Builder cancelFlag(AtomicBoolean flag) {
            Objects.requireNonNull(flag, "flag");
            once("cancelFlag", "another flag");
            this.cancelFlag = flag;
            return this;
        }

        /**
         * Reports progress to a listener every {@code everyNodes} nodes, from the searching thread. The
         * report carries the statistics so far and Knuth's estimate of the fraction of the tree explored;
         * when the search completes, a last report has fraction 1.
         *
         * @param listener receives the reports
         * @param everyNodes the number of nodes between reports, at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code everyNodes < 1}
         * @throws NullPointerException if {@code listener} is null
         */
        public Builder progress(ProgressListener listener, long everyNodes) {
            Objects.requireNonNull(listener, "listener");
            if (everyNodes < 1) {
                throw new IllegalArgumentException("progress interval must be at least 1 node, was " + everyNodes);
            }
            once("progress", everyNodes + " nodes");
            this.progressListener = listener;
            this.progressEveryNodes = everyNodes;
            this.progressInterval = null;
            return this;
        }

        /**
         * Reports progress to a listener about every {@code interval} of time (checked every
         * 1,024 nodes), from the searching thread; as
         * {@link #progress(ProgressListener, long)} otherwise.
         *
         * @param listener receives the reports
         * @param interval the time between reports, positive
         * @return this builder
         * @throws IllegalArgumentException if {@code interval} is zero or negative
         * @throws NullPointerException if an argument is null
         */
        public Builder progress(ProgressListener listener, Duration interval) {
            Objects.requireNonNull(listener, "listener");
            Objects.requireNonNull(interval, "interval");
            if (interval.isZero() || interval.isNegative()) {
                throw new IllegalArgumentException("progress interval must be positive, was " + interval);
            }
            once("progress", interval);
            this.progressListener = listener;
            this.progressInterval = interval;
            this.progressEveryNodes = 0;
            return this;
        }

        /**
         * Randomizes the search with a seed: ties in the choice of the item of minimum size are broken at
         * random, and the options of the chosen item are tried in a random order. The same seed gives the
         * same solutions in the same order. Use it to draw random solutions (for puzzle generators).
         *
         * @param seed any value
         * @return this builder
         */
        public Builder seed(long seed) {
            once("seed", seed);
            this.seed = OptionalLong.of(seed);
            return this;
        }

        /**
         * Runs Knuth's plain algorithms on the dancing links (Algorithm X, C with colors, M with
         * multiplicities, as his programs DLX1, DLX2 and DLX3 do), with none of dlx4j's shortcuts: every node
         * of the tree is entered and every cover is made on the links. For teaching, and for comparing with
         * Knuth's programs step by step. By default (false) a search takes shortcuts where they pay (see
         * the design notes in {@code docs/design.md}); they search the same tree: the same solutions in the
         * same order and the same statistics (nodes, updates, cleansings, nodes per level), so this setting
         * changes only the time taken.
         *
         * @param plain whether to run the plain algorithms
         * @return this builder
         */
        public Builder plainLinks(boolean plain) {
            once("plainLinks", plain);
            this.plainLinks = plain;
            return this;
        }

        /**
         * Branches on <b>sharp items</b> first, as Knuth's program {@code DLX2-SHARP} does (and
         * {@code DLX3-SHARP} with multiplicities): a sharp item is a primary item whose name begins with
         * {@code '#'} ({@link ExactCoverProblem#isSharp(int)}). At each node the search takes, leftmost on
         * ties:
         * <ol>
         *   <li>an item with no option left, else one with a single option (forced moves first);
         *   <li>otherwise the sharp item with the fewest options;
         *   <li>only when no sharp item is active, the item with the fewest options.
         * </ol>
         * Under Algorithm M "options" reads "branching degree". The solutions and their number are the same as
         * without it; their order and the statistics (nodes, updates) are those of the tree it searches, which
         * can be smaller or much larger than the default tree: mark the items whose choice settles the rest.
         * Without sharp items, or with only sharp primary items, the search is the default one.
         * It applies to searches, counts, streams, subproblems, parallel searches, restarts and estimates;
         * the minimum-cost search and the solution diagram refuse it.
         *
         * @param sharp whether to prefer sharp items
         * @return this builder
         */
        public Builder sharpPreference(boolean sharp) {
            once("sharpPreference", sharp);
            this.sharpPreference = sharp;
            return this;
        }

        /**
         * Lets the search find the solutions in any order, and so search a smaller tree where it can. The
         * search still finds every solution exactly once (the same set, the same count), but where it
         * propagates it may report them in another order than the sequential search, and its statistics
         * (nodes, updates, nodes per level) are those of the smaller tree. Use it where only the set
         * matters: whether a puzzle has one solution, how many it has up to a limit. Today it changes the
         * search of plain problems of a Sudoku's shape (short options, short item lists): before each
         * branching it applies the rule of locked candidates in its general form (when every live option
         * of an item also holds a second item, the second item's other options go). Knuth's programs
         * search the default tree; {@link DancingLinks#countUpTo(long)} always searches this way, since it
         * reports a number alone.
         *
         * @param unordered whether the order of the solutions and the tree may change
         * @return this builder
         */
        public Builder unordered(boolean unordered) {
            once("unordered", unordered);
            this.unordered = unordered;
            return this;
        }

        /**
         * Looks for one solution by <b>randomized restarts</b>, for searches whose time to a first solution
         * has a heavy tail (a deterministic search that goes wrong near the root can search for hours under
         * a subtree without solutions, while random choices often find one in a few nodes: queens 200 takes
         * 201 nodes with a seed and more than ten million without). Run {@code i = 1, 2, 3, ...} is a seeded
         * search (see {@link #seed(long)}) with its own seed, drawn from this builder's seed (0 when none is
         * given), and a node budget of {@code unitNodes} times the {@code i}-th term of Luby's sequence
         * 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... (Luby, Sinclair and Zuckerman, 1993: within a
         * logarithmic factor of the best fixed budget, whatever the distribution of run lengths). The runs
         * go on until one finds a solution, or completes its tree without one (then there is none), or the
         * other settings end the search:
         * <ul>
         *   <li>restarts find one solution: they apply to {@link DancingLinks#findFirst(SearchSettings)} and
         *       to a search or count with {@code solutionLimit(1)}; every other search (more solutions,
         *       streams, subproblems, parallel searches, estimates) refuses them with
         *       {@link IllegalArgumentException}, since repeated runs would report solutions twice and a
         *       count would be wrong;
         *   <li>the timeout counts from the start of the first run, and the cancel flag and interrupt are
         *       checked in every run; the node and update budgets hold for all runs together;
         *   <li>the statistics of the result are the sums over the runs (nodes, updates, nodes per level);
         *       progress reports come from the run under way, with its own statistics and fraction done;
         *   <li>the same settings give the same runs, so the same solution and the same statistics.
         * </ul>
         * A unit about the number of levels of a solution, or a few times it, serves: each run then has
         * room to reach a solution.
         *
         * @param unitNodes the node budget of the shortest run, at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code unitNodes < 1}
         */
        public Builder restarts(long unitNodes) {
            if (unitNodes < 1) {
                throw new IllegalArgumentException("restart unit must be at least 1 node, was " + unitNodes);
            }
            once("restarts", unitNodes + " nodes");
            this.restartUnit = unitNodes;
            return this;
        }

        /**
         * Reads the time on {@code nanoTime} instead of {@link System#nanoTime}: tests move it themselves,
         * to make a deadline or a progress report fall due without waiting for it.
         */
        Builder clock(LongSupplier nanoTime) {
            this.clock = Objects.requireNonNull(nanoTime, "clock");
            return this;
        }

        /**
         * Returns the settings.
         *
         * @return immutable settings
         * @throws IllegalArgumentException if restarts come with a solution limit other than 1
         */
        public SearchSettings build() {
            if (restartUnit != 0 && solutionLimit != 1 && solutionLimit != Long.MAX_VALUE) {
                throw new IllegalArgumentException("restarts find one solution, but the solution limit is "
                        + solutionLimit + "; leave it out (for findFirst) or make it 1");
            }
            return new SearchSettings(this);
        }
    }
}
