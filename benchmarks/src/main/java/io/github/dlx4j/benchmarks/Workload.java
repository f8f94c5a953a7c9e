/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;
import java.util.function.Supplier;

/**
 * Returns the counting workloads: exact cover problems whose number of solutions is published, so that
 * every benchmark run checks its answer.
 */
public enum Workload {
    /** 12 queens: 14200 solutions (OEIS A000170). */
    QUEENS12(() -> Queens.of(12), 14_200),
    /** 13 queens: 73712 solutions (OEIS A000170). */
    QUEENS13(() -> Queens.of(13), 73_712),
    /** 14 queens: 365596 solutions (OEIS A000170). */
    QUEENS14(() -> Queens.of(14), 365_596);

    private final Supplier<ExactCoverProblem> factory;
    private final long solutions;

    Workload(Supplier<ExactCoverProblem> factory, long solutions) {
        this.factory = factory;
        this.solutions = solutions;
    }

    /**
     * Returns a newly built problem of this workload.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return factory.get();
    }

    /**
     * Returns the published number of solutions.
     *
     * @return the number of solutions
     */
    public long solutions() {
        return solutions;
    }

    /**
     * Returns {@code count} if it is the published number of solutions.
     *
     * @param count a computed number of solutions
     * @param by who computed it, for the message
     * @return {@code count}
     * @throws IllegalStateException if {@code count} is not the published number
     */
    public long check(long count, String by) {
        if (count != solutions) {
            throw new IllegalStateException(by + " counted " + count + " solutions of " + this + ", expected "
                    + solutions);
        }
        return count;
    }
}
