/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Preprocessor;
import io.github.dlx4j.Reduction;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchSettings;
import java.util.List;

/**
 * {@code dlx4j reduce [FILE]}: writes the problem in FILE reduced as Knuth's {@code DLX-PRE} reduces it
 * ({@link Preprocessor}), with a summary of what was removed on standard error.
 */
final class ReduceCommand extends Command {

    static final String ROUNDS = "--rounds";
    static final String ORIGINS = "--origins";
    static final String VERBOSE = "--verbose";

    @Override
    String name() {
        return "reduce";
    }

    @Override
    String summary() {
        return "write an equivalent smaller problem, as Knuth's preprocessor DLX-PRE does";
    }

    @Override
    String synopsis() {
        return "[OPTIONS] [FILE]";
    }

    @Override
    String examples() {
        return "  dlx4j reduce examples/knuth-paper.dlx\n"
                + "  dlx4j reduce --origins --verbose examples/dlx2-example.dlx\n"
                + "  dlx4j reduce --rounds 1 examples/queens8.dlx | dlx4j solve --count\n";
    }

    @Override
    String details() {
        return "Reads a problem in Knuth's DLX format from FILE, or from standard input when FILE is missing or\n"
                + "'-', and writes on standard output an equivalent problem in the same format: the same\n"
                + "solutions, with fewer options and items. An option goes when choosing it would leave some\n"
                + "primary item with no option; an item goes when every option of some primary item holds it\n"
                + "(without a color): then the options that hold it but not that primary item go too, and the\n"
                + "others lose it. Rounds repeat until one removes nothing. The items and options left keep\n"
                + "their order. A line on standard error says how much went; --verbose adds one line per option\n"
                + "or item removed, with the reason. Options are numbered from 1 in input order, as DLX-PRE\n"
                + "numbers them (an option without a primary item is left out and not counted).\n"
                + "\n"
                + "When a primary item is left in no option, the problem has no solution: the output is that\n"
                + "item alone, with no option, and standard error says 'no solution'. Multiplicities (bounds on\n"
                + "the item line) are refused. Costs stay with their options.\n";
    }

    @Override
    String exitStatus() {
        return "Exit status: 0 when the problem was reduced (also when it has no solution), 1 for an internal\n"
                + "error, out of memory or unwritable output, 2 for bad usage or bad input, 3 when --timeout\n"
                + "stopped the run, 130 when Ctrl-C did (a stop while reducing still writes the problem as\n"
                + "reduced so far, which is equivalent), 141 when the reader of standard output went away.\n";
    }

    @Override
    List<OptionDef> options() {
        return List.of(
                OptionDef.value(ROUNDS, "N", "run at most N rounds (default: until a round removes nothing)"),
                OptionDef.flag(ORIGINS, "after each option, a comment line '| (from N)': its number in FILE, to"
                        + " map solutions back (as DLX-PRE's v8)"),
                OptionDef.flag(VERBOSE, "list every option and item removed, and why, on standard error"),
                OptionDef.value(SearchRunner.TIMEOUT, "DURATION", "stop after this long in all, for example 10s;"
                        + " the problem as reduced so far is written, and the exit status is 3"));
    }

    @Override
    int maxPositionals() {
        return 1;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        int rounds = (int) args.longValue(ROUNDS, 0, Integer.MAX_VALUE, Integer.MAX_VALUE);
        Deadline deadline = Deadline.of(args, io);
        String file = args.positional(0).orElse("-");
        CancellableInput in = SolveCommand.input(file, io);
        ExactCoverProblem problem;
        try {
            problem = deadline.setUp(in::reading, () -> SolveCommand.read(in, file, io, "dlx4j " + name()));
        } finally {
            SolveCommand.closeUnlessStdin(in, file);
        }
        SearchSettings.Builder settings = SearchSettings.builder().cancelFlag(io.cancel());
        if (deadline.isSet()) {
            settings.timeout(deadline.left());
        }
        Reduction r;
        try {
            r = Preprocessor.reduce(problem, rounds, settings.build());
        } catch (IllegalArgumentException e) {
            throw CliException.usage(("-".equals(file) ? "standard input" : file) + ": " + e.getMessage());
        }
        io.out().print(text(r, args.has(ORIGINS)));
        io.out().flush();
        if (args.has(VERBOSE)) {
            for (int round = 0; round <= r.rounds(); round++) {
                for (Reduction.Removal x : r.removedItems()) {
                    if (x.round() == round && x.reason() != Reduction.Reason.NO_SOLUTION) {
                        io.err().println(describeItem(problem, x));
                    }
                }
                for (Reduction.Removal x : r.removedOptions()) {
                    if (x.round() == round && x.reason() != Reduction.Reason.NO_SOLUTION) {
                        io.err().println(describeOption(problem, x));
                    }
                }
            }
        }
        io.err().println(summary(r));
        if (r.outcome() == SearchOutcome.DEADLINE) {
            throw CliException.stopped(deadline.timedOut() + " in round " + r.rounds()
                    + " (the problem written is equivalent, but reduced less)", SearchRunner.EXIT_TIMEOUT);
        }
        if (r.outcome() == SearchOutcome.CANCELLED) {
            throw CliException.stopped("interrupted in round " + r.rounds()
                    + " (the problem written is equivalent, but reduced less)", SearchRunner.EXIT_INTERRUPTED);
        }
        return 0;
    }

    /** Returns the reduced problem in Knuth's format, with a {@code | (from N)} line after each option. */
    static String text(Reduction r, boolean origins) {
        String text = DlxFormat.format(r.problem());
        if (!origins) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() * 2);
        int option = -1;
        for (String line : text.split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            sb.append(line).append('\n');
            if (option >= 0) {
                sb.append("| (from ").append(r.originalOption(option) + 1).append(")\n");
            }
            option++;
        }
        return sb.toString();
    }

    /** Returns the line of standard error that sums a reduction up. */
    static String summary(Reduction r) {
        ExactCoverProblem p = r.original();
        if (r.hasNoSolution()) {
            return "dlx4j reduce: no solution: item " + r.problem().itemName(0) + " is left in no option"
                    + " (round " + r.rounds() + "); the output is that item alone";
        }
        return "dlx4j reduce: removed " + r.removedOptions().size() + " of " + p.optionCount() + " options and "
                + r.removedItems().size() + " of " + p.itemCount() + " items in " + r.rounds() + " round"
                + (r.rounds() == 1 ? "" : "s");
    }

    private static String describeItem(ExactCoverProblem p, Reduction.Removal x) {
        String what = "dlx4j reduce: round " + x.round() + ": item " + p.itemName(x.index());
        return x.reason() == Reduction.Reason.IMPLIED
                ? what + " goes: every option of " + p.itemName(x.cause()) + " holds it"
                : what + " goes: it is in no option";
    }

    private static String describeOption(ExactCoverProblem p, Reduction.Removal x) {
        String what = "dlx4j reduce: round " + x.round() + ": option " + (x.index() + 1) + " '"
                + p.optionText(x.index()) + "' goes: ";
        return x.reason() == Reduction.Reason.BLOCKS
                ? what + "it leaves " + p.itemName(x.cause()) + " with no option"
                : what + "it holds " + p.itemName(x.via()) + " but not " + p.itemName(x.cause())
                        + ", whose every option holds " + p.itemName(x.via());
    }
}
