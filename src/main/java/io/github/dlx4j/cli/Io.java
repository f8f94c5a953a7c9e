/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * The streams a command works with, whether it runs in a terminal ({@code System.console() != null}), the
 * flag that asks a running command to stop early (set by {@link Main#main(String[])}'s shutdown hook on
 * Ctrl-C), and the clock its {@code --timeout} is measured by, so that tests can run every command
 * in-process, cancel it from another thread, and move its clock.
 *
 * @param in standard input
 * @param out standard output; buffered by {@link Main#main(String[])}
 * @param err standard error
 * @param interactive whether the program runs in a terminal, which enables the automatic progress line
 * @param cancel set by another thread to end the running search cleanly: the command reports what it found
 *     and the statistics so far, and exits with {@link SearchRunner#EXIT_INTERRUPTED}
 * @param clock the time in nanoseconds, as {@link System#nanoTime()}; {@link Deadline} reads it
 * @param start the clock's time when the command started: {@code --timeout} counts from it
 */
record Io(InputStream in, PrintStream out, PrintStream err, boolean interactive, AtomicBoolean cancel,
        LongSupplier clock, long start) {

    Io {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        Objects.requireNonNull(cancel, "cancel");
        Objects.requireNonNull(clock, "clock");
    }

    /** Creates streams with the system's clock, started now. */
    Io(InputStream in, PrintStream out, PrintStream err, boolean interactive, AtomicBoolean cancel) {
        this(in, out, err, interactive, cancel, System::nanoTime, System.nanoTime());
    }

    /** Creates streams with a cancellation flag of their own, which nothing sets. */
    Io(InputStream in, PrintStream out, PrintStream err, boolean interactive) {
        this(in, out, err, interactive, new AtomicBoolean());
    }

    /** Returns these streams with standard input replaced. */
    Io withIn(InputStream newIn) {
        return new Io(newIn, out, err, interactive, cancel, clock, start);
    }
}
