/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;

/**
 * The solution where an engine stands: the options of levels {@code 0..level-1}. It is open only while a
 * visitor is being called; read after that call returned, it throws {@link IllegalStateException} instead
 * of reading whatever the search has moved on to.
 */
final class SolutionView implements Solution {

    private final SearchEngine engine;
    private final ExactCoverProblem problem;
    private boolean open;

    SolutionView(SearchEngine engine, ExactCoverProblem problem) {
        this.engine = engine;
        this.problem = problem;
    }

    void open() {
        open = true;
    }

    void close() {
        open = false;
    }

    private void checkOpen() {
        if (!open) {
            throw new IllegalStateException("this solution view was read after its visitor call returned;"
                    + " keep a solution with copy() during the call");
        }
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    @Override
    public int size() {
        checkOpen();
        return engine.solutionSize();
    }

    @Override
    public int option(int k) {
        checkOpen();
        Objects.checkIndex(k, engine.solutionSize());
        return engine.solutionOption(k);
    }

    /** Returns the options without the open check, for the engine's own callers (the stream, workers). */
    Solution freeze() {
        return new FrozenSolution(problem, engine.solutionOptions());
    }

    @Override
    public Solution copy() {
        checkOpen();
        return freeze();
    }

    @Override
    public String toString() {
        return open ? String.join("\n", optionTexts()) : "(closed solution view)";
    }
}
