/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * An engine's search loop that returns for its checks, which the engine's {@link SearchEngine#next()} makes
 * through {@link #drive}: a count spends its whole search in the loop, and the compiler's code for a method
 * serves only calls that start after it is made, so a loop that made its checks itself ran a cold count in
 * the code compiled with profiling (under the launcher's thresholds, which hold back compiles of a running
 * loop, to its end: a colored count of 4 s never had its loop compiled by C2, and on two threads both workers
 * ran it so, slower than one). Returning every {@link SearchSettings#CHECK_INTERVAL} nodes, the loop's next
 * call runs the compiled code as soon as there is some.
 */
interface SearchLoop {

    /** What {@link #run} returns: the search is over (complete, or stopped by the engine itself). */
    int END = 0;
    /** What {@link #run} returns: a solution (or the cutoff node) stands at {@code st.level}. */
    int SOLUTION = 1;
    /** What {@link #run} returns: a check is due at the node at {@code st.level}, whose counters are stored. */
    int CHECK = 2;
    /** What {@link #drive} returns when a check stopped the search. */
    int STOPPED = -2;

    /**
     * Runs the loop from where its last call left it: {@code forward}, at step X2 of the node at
     * {@code st.level} (the root, or the node of the check just made), otherwise backing up from the
     * solution there. A check that lets the search go on moves the next one past the node
     * ({@link SearchControl#check}: its next check and progress node are past it, its budgets not reached),
     * so at the node of a check the loop finds none due and goes on, as the endgame's does. How it resumes
     * comes as an argument, not from a test of the engine's phase in the loop: a test whose outcome was
     * always the same in one thread's count turned in a parallel worker's next task, and threw the compiled
     * loop away.
     */
    int run(boolean forward);

    /**
     * Runs {@code loop} from {@code forward}, making each check it returns for; returns {@link #SOLUTION},
     * {@link #END} or {@link #STOPPED} (the engine then ends: its phase is done).
     */
    static int drive(SearchLoop loop, SearchEngine engine, SearchControl control, boolean forward) {
        int r = loop.run(forward);
        while (r == CHECK) {
            if (control.check(engine)) {
                return STOPPED;
            }
            r = loop.run(true);
        }
        return r;
    }
}
