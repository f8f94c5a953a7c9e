/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.CountOverflowException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * The command-line tool: {@code java -jar dlx4j.jar <command> [OPTIONS] [ARGS]}.
 *
 * <p>Each command is a small {@link Command} class listed in {@link #COMMANDS}; this class parses the
 * arguments against the command's declared options, answers {@code --help} and {@code --version}, and turns
 * every outcome into an exit code: 0 for success (including a search without solutions, which says "no
 * solution" on standard error), 2 for bad usage or
 * bad input (one line on standard error that names the problem, no stack trace), 1 for an internal error or a
 * failing environment; a search stopped by {@code --timeout} exits with 3 and one stopped by Ctrl-C with 130
 * (after printing what it found and its statistics), in whatever phase it is: reading the input and
 * building the problem (on a thread the command waits for only until the deadline or the flag, see
 * {@link Deadline}), splitting, estimating, searching or generating. {@code --timeout} counts from the
 * command's start. Standard
 * output is buffered and flushed at the end, before any error line, and on exit. When the reader of a pipe
 * goes away ({@code dlx4j queens 12 --all | head -1}) the run ends quietly with {@link #EXIT_PIPE_CLOSED},
 * the status a shell reports for a tool that SIGPIPE ended.
 */
public final class Main {

    /** The commands, in the order the help lists them. To add a command, add it here. */
    static final List<Command> COMMANDS = List.of(new SolveCommand(), new ReduceCommand(), new SudokuCommand(),
            new QueensCommand(), new PolyominoCommand(), new PolycubeCommand(), new LangfordCommand(),
            new KakuroCommand());

    /** How long the shutdown hook waits, on Ctrl-C, for the command to report and flush. */
    static final long INTERRUPT_GRACE_MILLIS = 2000;

    /**
     * The exit code when standard output is a pipe whose reader has gone: 128 + SIGPIPE (13), what a shell
     * reports for {@code yes | head -1}. Nothing is written on standard error then.
     */
    static final int EXIT_PIPE_CLOSED = 141;

    private Main() {
    }

    /**
     * Runs the tool and exits with its exit code.
     *
     * @param args the command line: a command and its arguments
     */
    public static void main(String[] args) {
        PrintStream out = StandardOutput.over(new FileOutputStream(FileDescriptor.out), 1 << 16);
        AtomicBoolean cancel = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(interruptHook(who(args), cancel, finished, out));
        int code;
        try {
            code = run(args, new Io(System.in, out, System.err, inTerminal(), cancel));
        } finally {
            out.flush();
            finished.countDown();
        }
        System.exit(code);
    }

    /** Returns the name the lines on standard error start with: "dlx4j" and the command, when it is one. */
    static String who(String[] args) {
        return args.length > 0 && COMMANDS.stream().anyMatch(c -> c.name().equals(args[0])) ? "dlx4j " + args[0]
                : "dlx4j";
    }

    /**
     * Returns the shutdown hook of a run. On Ctrl-C (or SIGTERM) the JVM runs it and then halts: it asks the
     * running command to stop ({@code cancel}) and gives the main thread a bounded time to print the solutions
     * found and the statistics so far ({@code finished}). A main thread that does not answer in time is
     * blocked where no flag reaches it (a read from a terminal): the hook then says itself that the run was
     * interrupted.
     */
    static Thread interruptHook(String who, AtomicBoolean cancel, CountDownLatch finished, PrintStream out) {
        return new Thread(() -> {
            cancel.set(true);
            boolean answered = false;
            try {
                answered = finished.await(INTERRUPT_GRACE_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.flush();
            if (!answered) {
                System.err.println(who + ": stopped: interrupted");
                System.err.flush();
            }
        }, "dlx4j-interrupt");
    }

    /**
     * Returns whether standard input and output are a terminal: {@code System.console()} on Java 17 to 21;
     * from Java 22 on, where there is a console also for redirected streams, its {@code isTerminal()}.
     */
    static boolean inTerminal() {
        java.io.Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // before Java 22 a console exists only for a terminal
        }
    }

    /**
     * Runs the tool in-process, not in a terminal, and returns its exit code.
     *
     * @param args the command line
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the exit code: 0, 1 or 2
     */
    static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return run(args, new Io(in, out, err, false));
    }

    static int run(String[] args, Io io) {
        return run(args, io, COMMANDS);
    }

    /** Runs the tool with the given commands (tests give their own). */
    static int run(String[] args, Io io, List<Command> commands) {
        String who = "dlx4j";
        io = io.withIn(new CancellableInput(io.in(), io.cancel(), "standard input"));
        try {
            if (args.length == 0) {
                throw CliException.usage("no command given; the commands are " + commandNames(commands)
                        + " (see 'dlx4j --help')");
            }
            String first = args[0];
            if (first.equals(Arguments.HELP) || first.equals("-h")) {
                io.out().print(help(commands));
                return 0;
            }
            if (first.equals("--version") || first.equals("-V")) {
                io.out().println("dlx4j " + version());
                return 0;
            }
            if (first.equals("help")) {
                if (args.length == 1) {
                    io.out().print(help(commands));
                    return 0;
                }
                if (args.length > 2) {
                    throw CliException.usage("'help' takes at most one command name");
                }
                io.out().print(command(args[1], commands).help());
                return 0;
            }
            if (first.startsWith("-")) {
                throw CliException.usage("unknown option '" + first + "'; give a command first (see 'dlx4j --help')");
            }
            Command command = command(first, commands);
            who = "dlx4j " + command.name();
            Arguments arguments = Arguments.parse(command, args, 1);
            if (arguments.help()) {
                io.out().print(command.help());
                return 0;
            }
            return outputChecked(command.execute(arguments, io), io);
        } catch (CliException e) {
            io.out().flush(); // what was already found comes before the error
            if (pipeClosed(io)) {
                return EXIT_PIPE_CLOSED;
            }
            io.err().println(who + ": " + e.getMessage());
            return e.exitCode();
        } catch (CancellableInput.Cancelled e) {
            io.out().flush();
            io.err().println(who + ": stopped: " + e.getMessage());
            return e.timedOut() ? SearchRunner.EXIT_TIMEOUT : SearchRunner.EXIT_INTERRUPTED;
        } catch (CountOverflowException e) {
            io.out().flush(); // a count too large for a long: the user's answer, not an internal error
            io.err().println(who + ": " + e.getMessage());
            return CliException.FAILURE;
        } catch (OutOfMemoryError e) {
            io.out().flush();
            io.err().println(who + ": out of memory; give Java more, for example java -Xmx8g -jar dlx4j.jar ...");
            return CliException.FAILURE;
        } catch (RuntimeException | Error e) {
            io.out().flush();
            io.err().println(who + ": internal error: " + CliException.oneLine(e.toString())
                    + " (please report it, with the stack trace below)");
            e.printStackTrace(io.err());
            return CliException.FAILURE;
        } finally {
            io.out().flush();
            io.err().flush();
        }
    }

    /**
     * Flushes standard output and returns the exit code: {@code code}, or {@link #EXIT_PIPE_CLOSED} when its
     * pipe was closed.
     *
     * @throws CliException if output was lost otherwise on a run that reported success
     */
    private static int outputChecked(int code, Io io) throws CliException {
        if (!io.out().checkError()) {
            return code;
        }
        if (pipeClosed(io)) {
            return EXIT_PIPE_CLOSED;
        }
        if (code == 0) {
            throw CliException.failure("cannot write to standard output (full disk?)");
        }
        return code;
    }

    private static boolean pipeClosed(Io io) {
        return io.out() instanceof StandardOutput && ((StandardOutput) io.out()).pipeClosed();
    }

    private static Command command(String name, List<Command> commands) throws CliException {
        for (Command c : commands) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        throw CliException.usage("unknown command '" + name + "'; the commands are " + commandNames(commands));
    }

    private static String commandNames(List<Command> commands) {
        return commands.stream().map(Command::name).collect(Collectors.joining(", "));
    }

    /**
     * Returns the version, from {@code version.properties} next to this class (written by the build), so
     * that it is found on the class path and on the module path alike (a named module's package has no
     * manifest version); a placeholder where the resource is missing or unfiltered.
     */
    static String version() {
        Properties p = new Properties();
        try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // no version to show: the placeholder below
        }
        String v = p.getProperty("version", "");
        return v.isBlank() || v.startsWith("${") ? "(development build)" : v;
    }

    static String help(List<Command> commands) {
        StringBuilder sb = new StringBuilder();
        sb.append("Usage: dlx4j <command> [OPTIONS] [ARGS]\n\n");
        sb.append("Exact cover with Knuth's Dancing Links.\n\nCommands:\n");
        int width = 0;
        for (Command c : commands) {
            width = Math.max(width, c.name().length());
        }
        for (Command c : commands) {
            sb.append("  ").append(c.name()).append(" ".repeat(width - c.name().length() + 2)).append(c.summary())
                    .append('\n');
        }
        sb.append("\nOptions:\n");
        sb.append("  -h, --help     show this help and exit\n");
        sb.append("  -V, --version  print the version and exit\n");
        sb.append("\nExamples:\n");
        sb.append("  dlx4j solve examples/knuth-paper.dlx\n");
        sb.append("  dlx4j queens 12 --count\n");
        sb.append("  dlx4j sudoku --grid examples/puzzles.txt\n");
        sb.append("  dlx4j polyomino --board 6x10 --svg tiling.svg\n");
        sb.append("\nRun 'dlx4j <command> --help' for the options of a command.\n");
        sb.append("\nExit status: 0 success (also when there is no solution: 'no solution' on standard error),\n"
                + "1 internal error, out of memory or unwritable output, 2 bad usage or bad input, 3 stopped by\n"
                + "--timeout, 130 interrupted (Ctrl-C), 141 standard output closed by its reader (as in\n"
                + "'| head -1'; nothing on standard error).\n");
        return sb.toString();
    }
}
