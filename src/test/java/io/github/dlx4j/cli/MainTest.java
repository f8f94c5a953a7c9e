/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The dispatcher: help, version, unknown commands, exit codes. */
class MainTest {

    /** A command that fails as it is told, to test the dispatcher's exit codes. */
    static class FailingCommand extends Command {
        @Override
        String name() {
            return "boom";
        }

        @Override
        String summary() {
            return "fail on purpose";
        }

        @Override
        String synopsis() {
            return "[OPTIONS] HOW";
        }

        @Override
        String examples() {
            return "  dlx4j boom\n";
        }

        @Override
        String details() {
            return "Fails.\n";
        }

        @Override
        List<OptionDef> options() {
            return List.of(OptionDef.value("--size", "N", "a size"));
        }

        @Override
        int maxPositionals() {
            return 1;
        }

        @Override
        int execute(Arguments args, Io io) throws CliException {
            String how = args.positional(0).orElse("");
            switch (how) {
                case "usage":
                    throw CliException.usage("bad thing\nsecond line");
                case "bug":
                    throw new IllegalStateException("a bug");
                default:
                    io.out().println("size " + args.longValue("--size", 1, 7));
                    return 0;
            }
        }
    }

    private static final List<Command> WITH_BOOM = List.of(new SolveCommand(), new FailingCommand());

    @Test
    void run_noArguments_isUsageErrorListingCommands() {
        Cli.run("").assertUsageError("dlx4j: no command given; the commands are solve, reduce, sudoku, queens,"
                + " polyomino");
    }

    @Test
    void run_help_listsTheCommandsAndExitCodes() {
        String help = Cli.run("", "--help").assertSuccess().out();
        assertThat(help).contains("  solve      solve an exact cover problem", "  sudoku     solve Sudoku puzzles",
                "  queens     place N queens", "  polyomino  tile a board",
                "2 bad usage or bad input, 3 stopped by\n--timeout, 130 interrupted (Ctrl-C), 141 standard output"
                        + " closed");
    }

    @Test
    void run_help_listsEveryCommand() {
        for (String help : List.of("--help", "-h", "help")) {
            Cli r = Cli.run("", WITH_BOOM, help).assertSuccess();
            assertThat(r.out()).startsWith("Usage: dlx4j <command>")
                    .contains("  solve  solve an exact cover problem")
                    .contains("  boom   fail on purpose")
                    .contains("--version");
        }
    }

    @Test
    void run_version_printsOneLine() {
        for (String v : List.of("--version", "-V")) {
            Cli r = Cli.run("", v).assertSuccess();
            assertThat(r.out()).isEqualTo("dlx4j " + Main.version() + System.lineSeparator());
        }
        // The build writes the version into target/classes; surefire passes the pom's version for comparison.
        assertThat(Main.version()).isEqualTo(System.getProperty("dlx4j.version")).matches("[0-9]+\\.[0-9]+.*");
    }

    @Test
    void run_everyCommandHelp_showsUsageAndEveryOption() {
        for (Command c : Main.COMMANDS) {
            for (String[] args : List.of(new String[] {c.name(), "--help"}, new String[] {c.name(), "-h"},
                    new String[] {"help", c.name()}, new String[] {c.name(), "--bogus", "--help"})) {
                Cli r = Cli.run("", args).assertSuccess();
                assertThat(r.out()).startsWith("Usage: dlx4j " + c.name() + " ").contains("-h, --help");
                for (OptionDef d : c.options()) {
                    assertThat(r.out()).contains("  " + d.usage() + " ");
                }
            }
        }
    }

    @Test
    void run_helpAfterDoubleDash_isAnArgument() {
        Cli.run("", "solve", "--", "--help").assertUsageError("cannot read '--help': no such file");
    }

    @Test
    void run_unknownCommand_isNamed() {
        Cli.run("", "frobnicate").assertUsageError("dlx4j: unknown command 'frobnicate'", "solve");
        Cli.run("", "help", "frobnicate").assertUsageError("unknown command 'frobnicate'");
        Cli.run("", "help", "solve", "extra").assertUsageError("'help' takes at most one command name");
    }

    @Test
    void run_optionBeforeCommand_isNamed() {
        Cli.run("", "--count", "solve").assertUsageError("dlx4j: unknown option '--count'");
    }

    @Test
    void run_commandUsageError_exitsTwoWithOneLinePrefixedByCommand() {
        Cli.run("", WITH_BOOM, "boom", "usage").assertUsageError("dlx4j boom: bad thing second line");
        Cli.run("", WITH_BOOM, "boom", "ok", "--size=0").assertUsageError("dlx4j boom: option '--size'"
                + " must be positive (a whole number of at least 1), but was given '0'");
    }

    @Test
    void run_internalError_exitsOneAndSaysSo() {
        Cli r = Cli.run("", WITH_BOOM, "boom", "bug");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("dlx4j boom: internal error: java.lang.IllegalStateException: a bug");
    }

    @Test
    void run_newCommand_getsOptionsParsed() {
        assertThat(Cli.run("", WITH_BOOM, "boom", "ok", "--size", "3").assertSuccess().out())
                .isEqualTo("size 3" + System.lineSeparator());
        assertThat(Cli.run("", WITH_BOOM, "boom", "ok").assertSuccess().out())
                .isEqualTo("size 7" + System.lineSeparator());
    }
}
