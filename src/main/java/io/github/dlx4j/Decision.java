/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/** What a {@link SolutionVisitor} tells the search to do after it has seen a solution. */
public enum Decision {
    /** Goes on looking for more solutions. */
    CONTINUE,
    /** Ends the search; it returns with {@link SearchOutcome#STOPPED_BY_VISITOR}. */
    STOP
}
