/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The one driver of the sequential searches of a {@link DancingLinks}: applies a prefix of forced options,
 * makes the engine the plan picks, runs it, and undoes the prefix however the search ends. Every entry
 * point of {@code DancingLinks} that searches on its own matrix comes here: searches and counts (with or
 * without a subproblem), counts up to a limit, the stream, the estimate and the split below a subproblem.
 * The parallel searches make a driver's loop per worker from the same pieces ({@link #show},
 * {@link Workspace#selectPrefix(int[])}).
 *
 * <p>It also keeps the one rule of a {@code DancingLinks}: one search at a time on its matrix.
 */
final class Driver {

    /** The visitor of the counts: it only continues, so an engine may count solutions without standing still. */
    static final SolutionVisitor COUNTING = solution -> Decision.CONTINUE;

    static final int[] NO_PREFIX = new int[0];

    /** What a count that reports a number alone asks for: the default search, free to search a smaller tree. */
    private static final EngineOptions UNORDERED = EngineOptions.DEFAULT.withUnordered();

    private final Workspace workspace;
    private boolean searching;
    /** The settings of the last {@link #countUpTo}, kept for the next one with its limit. */
    private SearchSettings countSettings;

    Driver(Workspace workspace) {
        this.workspace = workspace;
    }

    /** Marks the start of a search; throws if one runs already. End it with {@link #end()}. */
    void start() {
        checkIdle();
        searching = true;
    }

    /** Marks the end of a search. */
    void end() {
        searching = false;
    }

    /** Throws if a search runs on this matrix. */
    void checkIdle() {
        if (searching) {
            throw new IllegalStateException("this DancingLinks is being searched; use copy() for another search");
        }
        workspace.settle();
    }

    boolean isSearching() {
        return searching;
    }

    /** What a search does once its prefix is applied: drives the engine and returns the answer. */
    interface Body<T> {
        T run(SearchControl control, SearchEngine engine);
    }

    /**
     * Searches below a prefix, reporting each solution (prefix first) to the visitor. The deadline counts
     * from {@code startTime}.
     */
    SearchResult search(int[] prefix, SearchSettings settings, EngineOptions options, SolutionVisitor visitor,
            long startTime) {
        Objects.requireNonNull(visitor, "visitor");
        boolean counts = visitor == COUNTING && settings.solutionLimit() == Long.MAX_VALUE;
        return onPrefix(prefix, settings, options, startTime, counts, (control, engine) -> {
            SolutionView view = new SolutionView(engine, workspace.matrix.problem);
            int[] head = Workspace.withoutNullMoves(prefix);
            Solution shown = head.length == 0 ? view : new PrefixedSolution(head, view);
            return visitAll(engine, control, visitor, view, shown);
        });
    }

    /**
     * Counts below a prefix up to a limit: no views, no statistics. The settings' builder refuses a limit
     * below 1.
     *
     * @throws SearchEndedException when the count ended before its answer (the thread's interrupt)
     */
    long countUpTo(int[] prefix, long limit) {
        SearchSettings settings = countSettings;
        if (settings == null || settings.solutionLimit() != limit) {
            settings = SearchSettings.builder().solutionLimit(limit).build();
            countSettings = settings;
        }
        return onPrefix(prefix, settings, UNORDERED, settings.clock().getAsLong(), limit == Long.MAX_VALUE,
                Driver::countAll);
    }

    /**
     * Runs {@link #onPrefix(Workspace, int[], SearchControl, EngineOptions, boolean, Body)} as this matrix's one
     * search.
     */
    private <T> T onPrefix(int[] prefix, SearchSettings settings, EngineOptions options, long startTime,
            boolean countsInEngine, Body<T> body) {
        start();
        try {
            // The prefix is a public Subproblem's, cut without sharp preference.
            return onPrefix(workspace, prefix,
                    new SearchControl(settings, null, startTime, countsInEngine, null, false), options, false, body);
        } finally {
            end();
        }
    }

    /**
     * The one "apply a prefix, search, undo" path: makes the engine for the workspace, selects the prefix's
     * options, runs the body, and restores the matrix however the search ends: at once, or at the
     * workspace's next use when a deadline or cancellation ended it ({@link Workspace#restoreLater}), so
     * that the caller has its answer without waiting for the covers to be undone. An engine that keeps
     * structures of its own (the counting engine) may take the prefix there instead. A parallel worker's
     * task enters at a gift instead ({@link Workspace#selectGift}), trying the last option as its giver would.
     * {@code sharpPath} says whether the prefix was cut with sharp preference (Algorithm M replays it so).
     */
    static <T> T onPrefix(Workspace workspace, int[] prefix, SearchControl control, EngineOptions options,
            boolean sharpPath, Body<T> body) {
        workspace.settle();
        SearchEngine engine = null;
        boolean own = false;
        boolean selected = false;
        try {
            engine = workspace.engine(control, options);
            own = engine.selectOwn(prefix);
            if (!own) {
                workspace.selectPrefix(prefix, null, sharpPath);
                engine.state().reset(); // count from after the selection
            }
            selected = true;
            return body.run(control, engine);
        } finally {
            if (engine != null) {
                SearchEngine e = engine;
                boolean deselect = selected && !own;
                Runnable restore = () -> {
                    e.abandon();
                    if (deselect) {
                        workspace.deselectPrefix(prefix);
                    }
                };
                SearchOutcome outcome = e.state().outcome;
                if (selected && (outcome == SearchOutcome.DEADLINE || outcome == SearchOutcome.CANCELLED)) {
                    workspace.restoreLater(restore);
                } else {
                    restore.run();
                }
            }
        }
    }

    /** Runs an operation with a subproblem's entries applied, undoing them however it ends. */
    <T> T underPrefix(Subproblem below, Supplier<T> operation) {
        checkIdle();
        int[] prefix = below.optionsArray();
        try {
            workspace.selectPrefix(prefix);
        } catch (PrefixException e) {
            throw new IllegalArgumentException("subproblem " + below.toText() + ": " + e.getMessage(), e);
        }
        try {
            return operation.get();
        } finally {
            workspace.deselectPrefix(prefix);
        }
    }

    /**
     * The visitor loop: runs the engine to its end, reporting each solution to the visitor through
     * {@code shown} (the engine's view, or one that wraps it), until the visitor stops it or the solution
     * limit is reached. The caller abandons the engine.
     */
    static SearchResult visitAll(SearchEngine engine, SearchControl control, SolutionVisitor visitor,
            SolutionView view, Solution shown) {
        SearchState st = engine.state();
        st.outcome = null;
        while (engine.next()) {
            st.solutions++;
            if (show(visitor, view, shown) == Decision.STOP) {
                st.outcome = SearchOutcome.STOPPED_BY_VISITOR;
                break;
            }
            if (st.solutions >= control.solutionLimit) {
                st.outcome = SearchOutcome.SOLUTION_LIMIT;
                break;
            }
        }
        if (st.outcome == SearchOutcome.COMPLETED) {
            control.reportCompleted(st.statistics());
        }
        return new SearchResult(st.outcome, st.statistics());
    }

    /** Shows the engine's current solution to the visitor, the view valid only during the call. */
    static Decision show(SolutionVisitor visitor, SolutionView view, Solution shown) {
        Decision decision;
        view.open();
        try {
            decision = visitor.visit(shown);
        } finally {
            view.close();
        }
        return Objects.requireNonNull(decision, "visitor returned null");
    }

    /**
     * The count loop: counts up to the control's solution limit (no visitor, no views).
     *
     * @throws SearchEndedException when the search ended before its answer (the thread's interrupt: a count
     *     that only counts has no deadline, budget or cancel flag), rather than return a short count
     */
    private static long countAll(SearchControl control, SearchEngine engine) {
        SearchState st = engine.state();
        st.outcome = null;
        while (engine.next()) {
            if (++st.solutions >= control.solutionLimit) {
                st.outcome = SearchOutcome.SOLUTION_LIMIT;
                break;
            }
        }
        if (!st.outcome.answersCount()) {
            throw new SearchEndedException(new SearchResult(st.outcome, st.statistics()));
        }
        return st.solutions;
    }

    /**
     * Knuth's estimate of the tree with the search's choices and a random option at each level, under the
     * deadline, cancel flag and interrupt of the settings (checked before each probe), or all the probes
     * when {@code settings} is null.
     *
     * @throws SearchEndedException if the settings stopped it before the first probe
     */
    SearchEstimate estimate(int probes, long seed, SearchSettings settings) {
        start();
        SearchControl control = new SearchControl(settings == null ? SearchSettings.DEFAULT : settings);
        SearchEngine engine = workspace.engine(control,
                EngineOptions.forEstimate().withSharp(settings != null && settings.sharpPreference()));
        try {
            if (settings == null) {
                return Estimator.estimate(engine, probes, seed);
            }
            SearchEstimate e = Estimator.estimate(engine, probes, seed, control);
            if (e == null) {
                SearchOutcome why = control.cancelled() ? SearchOutcome.CANCELLED : SearchOutcome.DEADLINE;
                throw new SearchEndedException(new SearchResult(why, SearchStatistics.EMPTY));
            }
            return e;
        } finally {
            // A probe stopped within stands where it was: rewound at the workspace's next use, as a stopped
            // search's covers are undone (Workspace.restoreLater).
            Runnable restore = () -> {
                engine.probeRewind();
                engine.abandon();
            };
            if (settings != null && engine.state().level > 0) {
                workspace.restoreLater(restore);
            } else {
                restore.run();
            }
            end();
        }
    }

    /** Runs a split of the tree ({@link Split}) as a search of this matrix. */
    Split split(Supplier<Split> cut) {
        start();
        try {
            return cut.get();
        } finally {
            end();
        }
    }

    /** The solutions as a lazy stream, pulled from an engine on a private copy of the workspace. */
    Stream<Solution> stream(SearchSettings settings) {
        checkIdle();
        EngineSpliterator split = new EngineSpliterator(workspace.copy(), settings);
        return StreamSupport.stream(split, false).onClose(split::close);
    }

    /** Pulls solutions one at a time from an engine on a private workspace. */
    private static final class EngineSpliterator extends Spliterators.AbstractSpliterator<Solution> {
        private final Workspace workspace;
        private final SearchSettings settings;
        private SearchEngine engine;
        private SolutionView view;

        EngineSpliterator(Workspace workspace, SearchSettings settings) {
            super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE);
            this.workspace = workspace;
            this.settings = settings;
        }

        @Override
        public boolean tryAdvance(Consumer<? super Solution> action) {
            if (engine == null) {
                engine = workspace.engine(new SearchControl(settings), EngineOptions.of(settings));
                view = new SolutionView(engine, workspace.matrix.problem);
            }
            SearchState st = engine.state();
            if (st.solutions >= settings.solutionLimit() || !engine.next()) {
                engine.abandon();
                return false;
            }
            st.solutions++;
            action.accept(view.freeze());
            return true;
        }

        void close() {
            if (engine != null) {
                engine.abandon();
            }
        }
    }
}
