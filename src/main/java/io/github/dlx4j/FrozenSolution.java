/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;
import java.util.Objects;

/** An immutable {@link Solution}: the problem and a private array of option indices. */
final class FrozenSolution implements Solution {
    private final ExactCoverProblem problem;
    private final int[] options;

    FrozenSolution(ExactCoverProblem problem, int[] options) {
        this.problem = problem;
        this.options = options;
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    @Override
    public int size() {
        return options.length;
    }

    @Override
    public int option(int level) {
        Objects.checkIndex(level, options.length);
        return options[level];
    }

    @Override
    public int[] options() {
        return options.clone();
    }

    @Override
    public Solution copy() {
        return this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FrozenSolution && ((FrozenSolution) o).problem.equals(problem)
                && Arrays.equals(((FrozenSolution) o).options, options);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(options);
    }

    /** Returns the options, one per line, each as its item names. */
    @Override
    public String toString() {
        return String.join("\n", optionTexts());
    }
}
