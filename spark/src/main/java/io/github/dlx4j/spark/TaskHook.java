/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import java.io.Serializable;
import org.apache.spark.TaskContext;

/**
 * Runs on the executor before each subproblem is searched; tests use it to inject failures (a task that
 * throws is retried by Spark) and to see which subproblems ran.
 */
@FunctionalInterface
interface TaskHook extends Serializable {

    /** The hook that does nothing. */
    TaskHook NONE = (index, context) -> { };

    /**
     * Called before subproblem {@code index} is searched, in the task's thread.
     *
     * @param index the subproblem's index in the split
     * @param context the running task (its attempt number tells a retry)
     */
    void beforeSearch(int index, TaskContext context);
}
