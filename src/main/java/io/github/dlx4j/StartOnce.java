/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One flag that a task submitted to a pool and the thread that submitted it race for, so that a search that
 * stops while the pool is busy with other work neither waits for a task the pool has not started nor leaves
 * one running unseen: a task that has not started never will, one that has is waited for (and sees the
 * search's stop flag at its next check).
 */
final class StartOnce {

    private final AtomicBoolean taken = new AtomicBoolean();

    /** Called first thing in the task: returns whether it may run (the submitter has not given it up). */
    boolean start() {
        return taken.compareAndSet(false, true);
    }

    /** Gives up the task: cancels it if it has not started, or waits for it to end. */
    void abandon(ForkJoinTask<?> task) {
        if (taken.compareAndSet(false, true)) {
            task.cancel(false);
        } else {
            task.quietlyJoin();
        }
    }
}
