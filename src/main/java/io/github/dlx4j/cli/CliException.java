/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

/**
 * A failure the command line reports as one line on standard error, without a stack trace, and turns into
 * an exit code: {@link #usage(String)} for bad usage or bad input (exit 2), {@link #failure(String)} for an
 * environment that lets the run down, such as an unwritable standard output (exit 1), and
 * {@link #stopped(String, int)} for a run that {@code --timeout} or Ctrl-C stopped before it searched.
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

    /**
     * Returns an exception for a run stopped before its search, by {@code --timeout} (exit code
     * {@link SearchRunner#EXIT_TIMEOUT}) or Ctrl-C ({@link SearchRunner#EXIT_INTERRUPTED}): its line reads
     * {@code stopped: } and {@code how}.
     */
    static CliException stopped(String how, int exitCode) {
        return new CliException("stopped: " + how, exitCode);
    }

    /**
     * Returns the usage exception for a file that cannot be read, naming the file ({@code "-"} is standard
     * input) and the reason in plain words where there is one.
     */
    static CliException cannotRead(String file, Exception e) {
        String name = "-".equals(file) ? "standard input" : "'" + file + "'";
        String reason;
        if (e instanceof java.nio.file.NoSuchFileException) {
            reason = "no such file";
        } else if (e instanceof java.nio.file.AccessDeniedException) {
            reason = "permission denied";
        } else if (e instanceof java.nio.file.InvalidPathException) {
            reason = "not a valid file name";
        } else {
            reason = e.getMessage();
        }
        return usage("cannot read " + name + ": " + reason);
    }

    /**
     * Writes text to a file named on the command line (UTF-8); a directory, a missing folder, a denied
     * permission or a bad name is bad usage, reported as one line, any other failure exit 1.
     */
    static void writeFile(String file, String text) throws CliException {
        try {
            java.nio.file.Path path = java.nio.file.Path.of(file);
            if (java.nio.file.Files.isDirectory(path)) {
                throw usage("cannot write '" + file + "': it is a directory");
            }
            java.nio.file.Files.writeString(path, text, java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            throw cannotWrite(file, e);
        }
    }

    /**
     * Checks, before any search, that a file named on the command line can be written: not a directory, in a
     * folder that exists, writable (the file, or the folder when the file does not exist yet). Nothing is
     * created, so a run stopped before it writes leaves no empty file behind.
     *
     * @throws CliException (exit 2) naming the file and the reason, when it cannot be written
     */
    static void checkWritable(String file) throws CliException {
        java.nio.file.Path path;
        try {
            path = java.nio.file.Path.of(file);
        } catch (java.nio.file.InvalidPathException e) {
            throw cannotWrite(file, e);
        }
        if (java.nio.file.Files.isDirectory(path)) {
            throw usage("cannot write '" + file + "': it is a directory");
        }
        java.nio.file.Path folder = path.toAbsolutePath().getParent();
        if (folder == null || !java.nio.file.Files.isDirectory(folder)) {
            throw usage("cannot write '" + file + "': no such folder");
        }
        boolean writable = java.nio.file.Files.exists(path) ? java.nio.file.Files.isWritable(path)
                : java.nio.file.Files.isWritable(folder);
        if (!writable) {
            throw usage("cannot write '" + file + "': permission denied");
        }
    }

    /** Returns the exception for a file that cannot be written, naming it and the reason in plain words. */
    static CliException cannotWrite(String file, Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return usage("cannot write '" + file + "': no such folder");
        } else if (e instanceof java.nio.file.AccessDeniedException) {
            return usage("cannot write '" + file + "': permission denied");
        } else if (e instanceof java.nio.file.InvalidPathException) {
            return usage("cannot write '" + file + "': not a valid file name");
        }
        return failure("cannot write '" + file + "': " + e.getMessage());
    }

    int exitCode() {
        return exitCode;
    }

    /** Keeps a message on one line, whatever it quotes. */
    static String oneLine(String message) {
        return message == null ? "" : message.replace('\n', ' ').replace('\r', ' ');
    }
}
