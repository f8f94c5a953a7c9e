/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;

/** A solution view that puts a fixed prefix of options (a subproblem's) before another view's options. */
final class PrefixedSolution implements Solution {
    private final int[] prefix;
    private final Solution rest;

    PrefixedSolution(int[] prefix, Solution rest) {
        this.prefix = prefix;
        this.rest = rest;
    }

    @Override
    public ExactCoverProblem problem() {
        return rest.problem();
    }

    @Override
    public int size() {
        return prefix.length + rest.size();
    }

    @Override
    public int option(int level) {
        Objects.checkIndex(level, size());
        return level < prefix.length ? prefix[level] : rest.option(level - prefix.length);
    }

    @Override
    public Solution copy() {
        return new FrozenSolution(problem(), options());
    }

    @Override
    public String toString() {
        return String.join("\n", optionTexts());
    }
}
