/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * One command of the command line, such as {@code solve}. A command declares its name, its help text, its
 * options and how many positional arguments it takes; {@link Main} parses the arguments against that
 * declaration, answers {@code --help} from it, and calls {@link #execute(Arguments, Io)}.
 *
 * <p>To add a command, write a subclass and add an instance to {@link Main#COMMANDS}. Commands that search
 * can add {@link SearchRunner#OPTIONS} to their options and let a {@link SearchRunner} do the search, the
 * printing, {@code --count}, {@code --limit}, {@code --stats} and {@code --progress}.
 */
abstract class Command {

    /** The paragraph on exit codes that ends the description of every searching command. */
    static final String EXIT_STATUS = "Exit status: 0 when the search ran (also when there is no solution: then 'no\n"
            + "solution' on standard error), 1 for an internal error, out of memory or unwritable output, 2\n"
            + "for bad usage or bad input (an output file that cannot be written included, found before the\n"
            + "search), 3 when --timeout stopped the run, 130 when Ctrl-C did (these two print the\n"
            + "statistics so far on standard error, or say that the problem was being read or built), 141\n"
            + "when the reader of standard output went away ('| head -1').\n";

    /** What a command does before it searches, for the stop line of {@link Deadline#setUp}. */
    static final String BUILDING = "building the problem";

    /** The width the help text is wrapped to. */
    static final int WIDTH = 100;

    /** Returns the name the command is invoked by. */
    abstract String name();

    /** Returns a one-line summary for the list of commands. */
    abstract String summary();

    /** Returns what follows the command's name in its usage line, for example {@code "[OPTIONS] [FILE]"}. */
    abstract String synopsis();

    /** Returns the example command lines of the help, each indented by two spaces and ended by a newline. */
    abstract String examples();

    /** Returns the details that end the help: paragraphs, each line ended by a newline. */
    abstract String details();

    /** Returns the paragraph on exit codes that closes the help. */
    String exitStatus() {
        return EXIT_STATUS;
    }

    /** Returns the options the command accepts, in the order its help lists them. */
    abstract List<OptionDef> options();

    /** Returns how many positional arguments the command accepts at most. */
    int maxPositionals() {
        return 0;
    }

    /**
     * Runs the command and returns its exit code: 0 for success.
     *
     * @throws CliException for bad usage, bad input or a failing environment: one line on standard error
     */
    abstract int execute(Arguments args, Io io) throws CliException;

    /**
     * Returns the full help text, in the order a reader looks for things: the usage line, one line on what
     * the command does, the options, examples, then the details and the exit status.
     */
    final String help() {
        StringBuilder sb = new StringBuilder();
        sb.append("Usage: dlx4j ").append(name()).append(' ').append(synopsis()).append("\n\n");
        String summary = summary();
        sb.append(Character.toUpperCase(summary.charAt(0))).append(summary, 1, summary.length()).append(".\n");
        List<String[]> rows = new ArrayList<>(); // usage, description
        for (OptionDef d : options()) {
            rows.add(new String[] {d.usage(), d.description()});
        }
        rows.add(new String[] {"-h, " + Arguments.HELP, "show this help and exit"});
        int width = 0;
        for (String[] row : rows) {
            width = Math.max(width, row[0].length());
        }
        sb.append("\nOptions:\n");
        for (String[] row : rows) {
            sb.append("  ").append(row[0]).append(" ".repeat(width - row[0].length() + 2));
            wrap(row[1], width + 4, sb);
        }
        sb.append("\nExamples:\n").append(examples());
        sb.append("\nDetails:\n").append(details());
        sb.append('\n').append(exitStatus());
        return sb.toString();
    }

    /** Appends text at a column, wrapped at {@link #WIDTH} (continuation lines indented to that column). */
    private static void wrap(String text, int indent, StringBuilder sb) {
        int column = indent;
        boolean first = true;
        for (String word : text.split(" ")) {
            if (!first && column + 1 + word.length() > WIDTH) {
                sb.append('\n').append(" ".repeat(indent));
                column = indent;
                first = true;
            }
            if (!first) {
                sb.append(' ');
                column++;
            }
            sb.append(word);
            column += word.length();
            first = false;
        }
        sb.append('\n');
    }

    /**
     * Returns what reading a file named on the command line ({@code "-"}: standard input) is, for the stop
     * line of {@link Deadline#setUp}: standard input says how far it got.
     */
    static java.util.function.Supplier<String> reading(String file, Io io) {
        if (!"-".equals(file)) {
            return () -> "reading '" + file + "'";
        }
        return io.in() instanceof CancellableInput ? ((CancellableInput) io.in())::reading
                : () -> "reading standard input";
    }

    /**
     * Opens a file named on the command line for reading, stopped by Ctrl-C ({@link CancellableInput}); a
     * directory, a missing file or a bad path is bad input, reported as one line.
     */
    static CancellableInput openInput(String file, Io io) throws CliException {
        try {
            java.nio.file.Path path = java.nio.file.Path.of(file);
            if (java.nio.file.Files.isDirectory(path)) {
                throw CliException.usage("cannot read '" + file + "': it is a directory");
            }
            return new CancellableInput(java.nio.file.Files.newInputStream(path), io.cancel(), "'" + file + "'");
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            throw CliException.cannotRead(file, e);
        }
    }
}
