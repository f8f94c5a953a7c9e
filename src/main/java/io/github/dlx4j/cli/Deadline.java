/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * The deadline of a run, and the waits that keep it. {@code --timeout} means the whole run: it counts from
 * the command's start ({@link Io#start()}, on {@link Io#clock()}), so reading the input, building the
 * problem and laying it out count against it, and the search gets the time that is left ({@link #left()}).
 *
 * <p>A set-up phase ({@link #setUp}) runs on a daemon thread of its own while the command's thread waits for
 * it, looking at the clock and the cancel flag every {@link #POLL_MILLIS}. A phase that overruns the
 * deadline, or that Ctrl-C interrupts, ends the run at once, with one line on standard error and exit
 * status 3 or 130, even where the phase itself cannot be stopped (a builder of the core, a read that
 * blocks on a terminal). The phase's thread is interrupted and left to end on its own, or with the
 * process; nothing was printed before the search, so nothing is left half-written.
 */
final class Deadline {

    /** How often a waiting thread looks at the clock and the cancel flag. */
    static final long POLL_MILLIS = 10;

    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(POLL_MILLIS);

    /** Work done before the search: reading the input, building the problem, laying it out. */
    @FunctionalInterface
    interface Work<T> {
        /** Does the work and returns its result. */
        T run() throws CliException;
    }

    private final Io io;
    private final Duration timeout;

    private Deadline(Io io, Duration timeout) {
        this.io = io;
        this.timeout = timeout;
    }

    /** Returns the deadline {@code --timeout} sets, counted from the command's start; none without it. */
    static Deadline of(Arguments args, Io io) throws CliException {
        return new Deadline(io, args.durationValue(SearchRunner.TIMEOUT).orElse(null));
    }

    /** Returns the deadline {@code timeout} after the command's start; none for null. */
    static Deadline of(Duration timeout, Io io) {
        return new Deadline(io, timeout);
    }

    /** Returns whether the run has a deadline. */
    boolean isSet() {
        return timeout != null;
    }

    /** Returns the nanoseconds left until the deadline (zero or less once it passed); a lot without one. */
    long leftNanos() {
        return timeout == null ? Long.MAX_VALUE : timeout.toNanos() - (io.clock().getAsLong() - io.start());
    }

    /** Returns whether the deadline has passed; never without one. */
    boolean passed() {
        return leftNanos() <= 0;
    }

    /** Returns the time left, for a search's timeout: at least a nanosecond; null without a deadline. */
    Duration left() {
        return timeout == null ? null : Duration.ofNanos(Math.max(1, leftNanos()));
    }

    /** Returns how a run stopped at the deadline, for the stop line: {@code "timeout after 1.0 s"}. */
    String timedOut() {
        return "timeout after " + SearchRunner.seconds(timeout.toNanos());
    }

    /**
     * Runs a phase before the search on a thread of its own and returns its result, unless the deadline
     * passes or Ctrl-C comes first: then the run stops at once, whatever the phase is doing. A phase that
     * ends after the deadline stops the run too: no time is left to search.
     *
     * @param phase what the phase does, for the stop line: {@code "building the problem"}
     * @throws CliException the phase's own, or {@link CliException#stopped} when the deadline passed (exit
     *     status {@link SearchRunner#EXIT_TIMEOUT}) or Ctrl-C came ({@link SearchRunner#EXIT_INTERRUPTED})
     */
    <T> T setUp(Supplier<String> phase, Work<T> work) throws CliException {
        stopIfDue(phase, null);
        FutureTask<T> task = new FutureTask<>(work::run);
        Thread thread = new Thread(task, "dlx4j-setup");
        thread.setDaemon(true);
        thread.start();
        while (!task.isDone()) {
            stopIfDue(phase, thread);
            try {
                task.get(Math.max(1, Math.min(leftNanos(), POLL_NANOS)), TimeUnit.NANOSECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // looked at in the loop's condition and below
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // seen by stopIfDue as Ctrl-C
            }
        }
        T value = result(task);
        if (passed()) {
            throw CliException.stopped(timedOut() + " while " + phase.get(), SearchRunner.EXIT_TIMEOUT);
        }
        return value;
    }

    /** Runs {@link #setUp} for a phase that does not change what it says. */
    <T> T setUp(String phase, Work<T> work) throws CliException {
        return setUp(() -> phase, work);
    }

    /** Throws the stop of a phase when Ctrl-C came or the deadline passed; interrupts its thread. */
    private void stopIfDue(Supplier<String> phase, Thread thread) throws CliException {
        boolean cancelled = io.cancel().get() || Thread.currentThread().isInterrupted();
        if (!cancelled && !passed()) {
            return;
        }
        if (thread != null) {
            thread.interrupt();
        }
        throw cancelled ? CliException.stopped("interrupted while " + phase.get(), SearchRunner.EXIT_INTERRUPTED)
                : CliException.stopped(timedOut() + " while " + phase.get(), SearchRunner.EXIT_TIMEOUT);
    }

    /** Returns the result of a finished phase, or throws what it threw. */
    private static <T> T result(FutureTask<T> task) throws CliException {
        try {
            return task.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof CliException) {
                throw (CliException) cause;
            }
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException(cause);
        } catch (InterruptedException e) {
            throw new IllegalStateException("a finished task does not wait", e);
        }
    }

    /**
     * Returns a watch whose flag is set once Ctrl-C sets the cancel flag or the deadline passes, for work
     * that stops only at a flag (generating Sudokus). Without a deadline the flag is the cancel flag itself;
     * with one a daemon thread looks at both every {@link #POLL_MILLIS} until the watch is closed.
     */
    Watch watch() {
        return new Watch();
    }

    /** A flag set when the run must stop; see {@link #watch()}. */
    final class Watch implements AutoCloseable {
        private final AtomicBoolean flag;
        private final Thread thread;
        private volatile boolean closed;
        private volatile boolean timedOut;

        private Watch() {
            if (timeout == null) {
                flag = io.cancel();
                thread = null;
                return;
            }
            flag = new AtomicBoolean();
            thread = new Thread(this::look, "dlx4j-deadline");
            thread.setDaemon(true);
            thread.start();
        }

        private void look() {
            while (!closed) {
                if (io.cancel().get() || passed()) {
                    timedOut = !io.cancel().get();
                    flag.set(true);
                    return;
                }
                LockSupport.parkNanos(POLL_NANOS);
            }
        }

        /** Returns whether the deadline passed: the flag was set for it, or the clock says so now. */
        boolean timedOut() {
            return timedOut || passed();
        }

        /** Returns the flag to hand to the work. */
        AtomicBoolean flag() {
            return flag;
        }

        @Override
        public void close() {
            closed = true;
            if (thread != null) {
                LockSupport.unpark(thread);
            }
        }
    }
}
