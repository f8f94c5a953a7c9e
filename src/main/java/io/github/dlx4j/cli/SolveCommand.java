/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.DlxFormatException;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** {@code dlx4j solve [FILE]}: solves a problem written in Knuth's DLX format. */
final class SolveCommand extends Command {

    @Override
    String name() {
        return "solve";
    }

    @Override
    String summary() {
        return "solve an exact cover problem written in Knuth's DLX format";
    }

    @Override
    String synopsis() {
        return "[OPTIONS] [FILE]";
    }

    @Override
    String examples() {
        return "  dlx4j solve examples/knuth-paper.dlx\n"
                + "  dlx4j solve --count --threads 0 --progress examples/queens8.dlx\n"
                + "  dlx4j solve --estimate examples/queens8.dlx\n"
                + "  dlx4j solve --stats examples/dlx3-example.dlx   (Knuth's DLX3 example: multiplicities)\n"
                + "  dlx4j solve --best 3 examples/dlx5-example.dlx   (the 3 cheapest solutions: Knuth's DLX5 costs)\n"
                + "  dlx4j solve --matrix examples/knuth-paper-matrix.txt   (the same problem as a 0/1 matrix)\n"
                + "  dlx4j solve --diagram zdd.txt examples/queens8.dlx   (all solutions as Knuth's DLX6 diagram)\n"
                + "  dlx4j solve --sample 3 --seed 7 examples/queens8.dlx   (3 solutions drawn uniformly)\n";
    }

    @Override
    String details() {
        return "Reads an exact cover problem in Knuth's DLX format from FILE, or from standard input when FILE\n"
                + "is missing or '-', and prints every solution: its options, one per line, in input order,\n"
                + "with a blank line between solutions. The format: the first line names the primary items,\n"
                + "then '|', then the secondary items; each later line is an option (the items it contains);\n"
                + "lines that start with '|' are comments. When there is no solution, the line 'no solution' goes\n"
                + "to standard error.\n"
                + "\n"
                + "With --matrix FILE it reads the problem as a 0/1 matrix instead: one row per option, one\n"
                + "column per item, 1 where the option holds the item. Lines that are blank or start with '#' are\n"
                + "skipped. The first other line may be a header of column names, separated by blanks, primary\n"
                + "ones first, then optionally '|' and the secondary ones (as on the first line of Knuth's\n"
                + "format); without it every column is primary and the columns are numbered from 1. A row is\n"
                + "its 0s and 1s, blanks between them optional (0010110 or 0 0 1 0 1 1 0); every row has as many\n"
                + "as the header or the first row, and a 1 in a primary column. Each solution is printed as its\n"
                + "rows, one per line in input order: the row's number (from 1), ':' and its columns, for\n"
                + "example '4: A D'. A malformed matrix stops with one line that names the line and column.\n";
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new java.util.ArrayList<>();
        list.add(MatrixFile.DEF);
        list.add(BEST_DEF);
        list.addAll(SearchRunner.OPTIONS);
        return list;
    }

    static final String BEST = "--best";

    static final OptionDef BEST_DEF = OptionDef.value(BEST, "K", "print the K cheapest solutions, cheapest first,"
            + " each after a line 'cost C': an option costs the sum of its '|n' entries (Knuth's DLX5), 0 without");

    @Override
    int maxPositionals() {
        return 1;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        int best = 0;
        if (args.has(BEST)) {
            for (String other : List.of(SearchRunner.COUNT, SearchRunner.LIMIT, SearchRunner.ESTIMATE,
                    SearchRunner.RESTARTS, SearchRunner.DIAGRAM, SearchRunner.SAMPLE, SearchRunner.SHARP)) {
                if (args.has(other)) {
                    throw CliException.usage("options '" + BEST + "' and '" + other + "' do not combine ('" + BEST
                            + " K' prints the K cheapest solutions)");
                }
            }
            best = (int) args.longValue(BEST, 1, Integer.MAX_VALUE - 8, 1);
        }
        SearchRunner runner = SearchRunner.of(args, io, name(), Long.MAX_VALUE);
        if (args.has(MatrixFile.OPTION)) {
            if (args.positional(0).isPresent()) {
                throw CliException.usage("give the file once: '" + MatrixFile.OPTION + " FILE' reads a 0/1 matrix,"
                        + " FILE alone Knuth's format; but both '" + args.value(MatrixFile.OPTION).orElseThrow()
                        + "' and '" + args.positional(0).get() + "' were given");
            }
            String file = args.value(MatrixFile.OPTION).orElseThrow();
            CancellableInput in = input(file, io);
            MatrixFile.Matrix matrix;
            try {
                matrix = runner.deadline().setUp(in::reading, () -> MatrixFile.readFile(in, file));
            } finally {
                closeUnlessStdin(in, file);
            }
            if (best > 0) {
                return runner.runBest(matrix.problem(), best, matrix::format, io);
            }
            DancingLinks dl = runner.deadline().setUp(BUILDING, () -> new DancingLinks(matrix.problem()));
            return runner.run(dl, matrix::format, io);
        }
        // Reading a large file, and laying it out, take seconds: --timeout and Ctrl-C stop them too.
        String file = args.positional(0).orElse("-");
        CancellableInput in = input(file, io);
        ExactCoverProblem problem;
        try {
            problem = runner.deadline().setUp(in::reading, () -> read(in, file, io));
        } finally {
            closeUnlessStdin(in, file); // also ends a read left behind by a stop
        }
        if (best > 0) {
            return runner.runBest(problem, best, SolveCommand::formatOptions, io);
        }
        DancingLinks dl = runner.deadline().setUp(BUILDING, () -> {
            try {
                return new DancingLinks(problem);
            } catch (IllegalArgumentException e) {
                throw CliException.usage(e.getMessage());
            }
        });
        return runner.run(dl, SolveCommand::formatOptions, io);
    }

    /** Opens a file for reading, or returns standard input for {@code "-"}. */
    static CancellableInput input(String file, Io io) throws CliException {
        if ("-".equals(file)) {
            return io.in() instanceof CancellableInput ? (CancellableInput) io.in()
                    : new CancellableInput(io.in(), io.cancel(), "standard input");
        }
        return openInput(file, io);
    }

    /** Closes a file's stream; standard input stays open. */
    static void closeUnlessStdin(InputStream in, String file) {
        if ("-".equals(file)) {
            return;
        }
        try {
            in.close();
        } catch (IOException e) {
            // read to the end, or abandoned: nothing is lost
        }
    }

    /** Reads the problem from a stream: a file's, or standard input for {@code "-"}. */
    static ExactCoverProblem read(InputStream in, String file, Io io) throws CliException {
        return read(in, file, io, "dlx4j solve");
    }

    /** Reads the problem as {@link #read(InputStream, String, Io)}; warnings start with {@code who}. */
    static ExactCoverProblem read(InputStream in, String file, Io io, String who) throws CliException {
        String source = "-".equals(file) ? "standard input" : file;
        try {
            // Options without a primary item are left out, as DLX1 and DLX2 do, with one line each.
            java.util.function.Consumer<io.github.dlx4j.DlxFormatWarning> warn = w -> io.err().println(
                    who + ": " + source + ": " + w);
            return DlxFormat.read(new InputStreamReader(in, StandardCharsets.ISO_8859_1), warn);
        } catch (DlxFormatException e) {
            throw CliException.usage(source + ": " + e.getMessage());
        } catch (IOException e) {
            throw CliException.cannotRead(file, e);
        }
    }

    /** Prints a solution as its options, one per line, in input order, as written (colors included). */
    static void formatOptions(Solution solution, StringBuilder out) {
        ExactCoverProblem p = solution.problem();
        int[] options = solution.options();
        Arrays.sort(options);
        for (int o : options) {
            out.append(p.optionText(o)).append('\n');
        }
    }
}
