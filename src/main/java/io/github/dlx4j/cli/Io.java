/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The streams a command works with, and whether it runs in a terminal ({@code System.console() != null}),
 * so that tests can run every command in-process.
 *
 * @param in standard input
 * @param out standard output; buffered by {@link Main#main(String[])}
 * @param err standard error
 * @param interactive whether the program runs in a terminal, which enables the automatic progress line
 */
record Io(InputStream in, PrintStream out, PrintStream err, boolean interactive) {

    Io {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
    }
}
