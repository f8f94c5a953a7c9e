/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

/**
 * A failure the command line reports as one line on standard error, without a stack trace, and turns into
 * an exit code: {@link #usage(String)} for bad usage or bad input (exit 2), {@link #failure(String)} for an
 * environment that lets the run down, such as an unwritable standard output (exit 1).
 */
final class CliException extends Exception {

    private static final long serialVersionUID = 1L;

    static final int USAGE = 2;
    static final int FAILURE = 1;

    private final int exitCode;

    private CliException(String message, int exitCode) {
        super(oneLine(message), null, false, false);
        this.exitCode = exitCode;
    }

    /** Returns an exception for bad usage or bad input: exit code 2. */
    static CliException usage(String message) {
        return new CliException(message, USAGE);
    }

    /** Returns an exception for a failure of the environment: exit code 1. */
    static CliException failure(String message) {
        return new CliException(message, FAILURE);
    }

    int exitCode() {
        return exitCode;
    }

    /** Keeps a message on one line, whatever it quotes. */
    static String oneLine(String message) {
        return message == null ? "" : message.replace('\n', ' ').replace('\r', ' ');
    }
}
