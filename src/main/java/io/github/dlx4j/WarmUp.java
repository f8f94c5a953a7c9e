/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * When a matrix's parallel searches may give work away: the first parallel search on a matrix keeps its work
 * to one worker for a while, and one that started in that while splits only when it is expected to run long
 * enough. One per {@link DancingLinks} (its workspace); a copy starts anew.
 *
 * <p>Why: in a fresh process the search's code runs interpreted or compiled with profiling at first, and the
 * compiler threads that make it fast need a core; a second worker that takes that core runs the slow code
 * too. On a 2-core machine a whole-process count of pentomino 6x10 on two threads cost 1.6x the CPU of one
 * thread without the warm-up, 1.2x with it; a count of pentomino 4x15 (0.75 s on one thread) took 0.93 s
 * on two without the rule on the time left. A count shorter than the warm-up runs on one thread, so it is
 * not slower for the threads; later parallel searches on the same matrix split from their start.
 *
 * <p>Both lengths are read once from system properties: {@code dlx4j.parallel.warmUpMillis} (default
 * {@value #WARM_UP_MILLIS}) and {@code dlx4j.parallel.minRemainingMillis} (default
 * {@value #MIN_REMAINING_MILLIS}; 0 splits as soon as the warm-up ends).
 */
final class WarmUp {

    /** The default length of the warm-up, in milliseconds. */
    static final long WARM_UP_MILLIS = 150;
    /** The default least time left, in milliseconds, for a search started during the warm-up to split. */
    static final long MIN_REMAINING_MILLIS = 500;

    private static final long PROPERTY_WARM_UP_NANOS =
            millisProperty("dlx4j.parallel.warmUpMillis", WARM_UP_MILLIS) * 1_000_000L;
    private static final long PROPERTY_MIN_REMAINING_NANOS =
            millisProperty("dlx4j.parallel.minRemainingMillis", MIN_REMAINING_MILLIS) * 1_000_000L;

    /** How long the first parallel search keeps its work to one worker. */
    final long warmUpNanos;
    /** The least time a search started during the warm-up must still be expected to run to split. */
    final long minRemainingNanos;
    /** When the first parallel search started (nanoTime), 0 before, -1 once warmed up. */
    private final AtomicLong firstStart = new AtomicLong();
    /** The clock the warm-up's end is read on: {@link System#nanoTime}, or a test's. */
    private final LongSupplier clock;

    /** The lengths of the system properties. */
    WarmUp() {
        this(PROPERTY_WARM_UP_NANOS, PROPERTY_MIN_REMAINING_NANOS);
    }

    /** Other lengths (tests). */
    WarmUp(long warmUpNanos, long minRemainingNanos) {
        this(System::nanoTime, warmUpNanos, minRemainingNanos);
    }

    /** Other lengths, the end read on a test's clock (in the nanoTime domain of the searches' start times). */
    WarmUp(LongSupplier clock, long warmUpNanos, long minRemainingNanos) {
        this.clock = clock;
        this.warmUpNanos = warmUpNanos;
        this.minRemainingNanos = minRemainingNanos;
    }

    /**
     * Returns the system property {@code name} as milliseconds: {@code byDefault} when it is not set or not
     * a whole number, 0 for a negative one, and at most a day.
     */
    static long millisProperty(String name, long byDefault) {
        return Math.min(Math.max(0, Long.getLong(name, byDefault)), 86_400_000L);
    }

    /** Starts the warm-up at {@code startTime} if no parallel search started before; returns whether it is over. */
    boolean start(long startTime) {
        firstStart.compareAndSet(0, startTime == 0 || startTime == -1 ? 1 : startTime);
        return over();
    }

    /** Returns whether the warm-up is over. */
    boolean over() {
        long first = firstStart.get();
        if (first == -1) {
            return true;
        }
        if (first != 0 && clock.getAsLong() - first < warmUpNanos) {
            return false;
        }
        firstStart.set(-1);
        return true;
    }
}
