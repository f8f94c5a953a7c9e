/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The streams a command works with, whether it runs in a terminal ({@code System.console() != null}), and
 * the flag that asks a running command to stop early (set by {@link Main#main(String[])}'s shutdown hook on
 * Ctrl-C), so that tests can run every command in-process, and cancel it from another thread.
 *
 * @param in standard input
 * @param out standard output; buffered by {@link Main#main(String[])}
 * @param err standard error
 * @param interactive whether the program runs in a terminal, which enables the automatic progress line
 * @param cancel set by another thread to end the running search cleanly: the command reports what it found
 *     and the statistics so far, and exits with {@link SearchRunner#EXIT_INTERRUPTED}
 */
record Io(InputStream in, PrintStream out, PrintStream err, boolean interactive, AtomicBoolean cancel) {

    Io {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        Objects.requireNonNull(cancel, "cancel");
    }

    /** Creates streams with a cancellation flag of their own, which nothing sets. */
    Io(InputStream in, PrintStream out, PrintStream err, boolean interactive) {
        this(in, out, err, interactive, new AtomicBoolean());
    }
}
