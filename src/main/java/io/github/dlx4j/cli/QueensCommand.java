/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Solution;
import io.github.dlx4j.problems.NQueens;
import java.util.ArrayList;
import java.util.List;

/** {@code dlx4j queens N}: places N non-attacking queens on an N x N board. */
final class QueensCommand extends Command {

    static final String ORDER = "--order";
    static final String ALL = "--all";

    @Override
    String name() {
        return "queens";
    }

    @Override
    String summary() {
        return "place N queens on an N x N board, none attacking another";
    }

    @Override
    String synopsis() {
        return "[OPTIONS] N";
    }

    @Override
    String examples() {
        return "  dlx4j queens 8\n"
                + "  dlx4j queens 12 --count                (14200)\n"
                + "  dlx4j queens 16 --count --threads 0 --progress\n"
                + "  dlx4j queens 20 --estimate\n";
    }

    @Override
    String details() {
        return "Solves the N-queens problem as an exact cover problem (Knuth's encoding: rows and columns are\n"
                + "primary items, diagonals secondary) and prints the first solution as a board, one line per\n"
                + "row, 'Q' for a queen and '.' for an empty square. --limit N prints the first N solutions,\n"
                + "--all every solution (boards separated by blank lines), --count their number. When there\n"
                + "is no solution (N = 2 or 3) the line 'no solution' goes to standard error.\n"
                + "\n"
                + "How the time grows: a count grows five to seven times with each step of N, as the number of\n"
                + "solutions does (14,200 for N = 12, 95,815,104 for 17). The time to a first solution is\n"
                + "heavy-tailed: up to N = 60 well under a second, but 70, 100 and 200 found nothing in 5 s\n"
                + "and 1000 nothing in 2 minutes. In a terminal a progress line appears after a second;\n"
                + "--timeout bounds the wait.\n";
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new ArrayList<>();
        list.add(OptionDef.value(ORDER, "ORDER", "the order of the primary items: organ-pipe (middle rows and"
                + " columns first; the default, faster) or plain"));
        list.add(OptionDef.flag(ALL, "print every solution, not only the first"));
        list.addAll(SearchRunner.OPTIONS);
        list.add(SvgFile.def("the boards printed (several on one sheet)"));
        list.add(WriteDlx.DEF);
        return list;
    }

    @Override
    int maxPositionals() {
        return 1;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        String text = args.positional(0).orElseThrow(() -> CliException.usage("missing N, the size of the board;"
                + " usage: dlx4j queens " + synopsis()));
        int n = (int) Arguments.wholeNumber("N", text, 1, NQueens.MAX_N);
        NQueens.ItemOrder order = "plain".equals(args.choice(ORDER, "organ-pipe", "organ-pipe", "plain"))
                ? NQueens.ItemOrder.PLAIN : NQueens.ItemOrder.ORGAN_PIPE;
        for (String other : List.of(SearchRunner.LIMIT, SearchRunner.COUNT, SearchRunner.ESTIMATE)) {
            if (args.has(ALL) && args.has(other)) {
                throw CliException.usage("options '" + ALL + "' and '" + other + "' contradict each other");
            }
        }
        SvgFile svg = SvgFile.of(args, SearchRunner.COUNT, SearchRunner.ESTIMATE, WriteDlx.OPTION);
        if (args.has(WriteDlx.OPTION)) {
            List<String> searchOptions = new ArrayList<>(WriteDlx.searchOptions());
            searchOptions.add(ALL);
            WriteDlx.checkNoSearch(args, searchOptions);
            return WriteDlx.write(Deadline.of(args, io).setUp(BUILDING, () -> NQueens.problem(n, order)), args, io,
                    searchOptions);
        }
        SearchRunner runner = SearchRunner.of(args, io, name(), args.has(ALL) ? Long.MAX_VALUE : 1);
        // queens 5000 takes seconds to build: --timeout and Ctrl-C stop it there too.
        DancingLinks dl = runner.deadline().setUp(BUILDING, () -> new DancingLinks(NQueens.problem(n, order)));
        if (svg == null) {
            return runner.run(dl, QueensCommand::formatBoard, io);
        }
        int code = runner.run(dl, (solution, out) -> {
            formatBoard(solution, out);
            svg.add(NQueens.toSvg(NQueens.decode(solution)));
        }, io);
        svg.write(io, name());
        return code;
    }

    /** Prints a solution as a board: one line per row, {@code Q} for a queen. */
    static void formatBoard(Solution solution, StringBuilder out) {
        out.append(NQueens.render(NQueens.decode(solution))).append('\n');
    }
}
