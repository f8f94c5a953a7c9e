/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.problems.Langford;
import java.util.ArrayList;
import java.util.List;

/** {@code dlx4j langford N}: Langford pairings of 1..N. */
final class LangfordCommand extends Command {

    static final String UP_TO_SYMMETRY = "--up-to-symmetry";

    @Override
    String name() {
        return "langford";
    }

    @Override
    String summary() {
        return "arrange two of each of 1..N so that k numbers lie between the two k's";
    }

    @Override
    String synopsis() {
        return "[OPTIONS] N";
    }

    @Override
    String examples() {
        return "  dlx4j langford 3                        (2 3 1 2 1 3 and its reversal)\n"
                + "  dlx4j langford 7 --count --up-to-symmetry  (26)\n"
                + "  dlx4j langford 12 --count --up-to-symmetry --threads 0  (108144)\n";
    }

    @Override
    String details() {
        return "Finds the Langford pairings of 1..N: the 2N numbers in a row, two of each, with exactly k\n"
                + "numbers between the two k's (Knuth's encoding: numbers and positions are primary items).\n"
                + "Prints every pairing on one line, numbers separated by spaces, pairings separated by blank\n"
                + "lines, or with --count their number. Pairings exist only when N mod 4 is 0 or 3:\n"
                + "for other N the line 'no solution' goes to standard error.\n"
                + "--up-to-symmetry keeps one of each pairing and its reversal (OEIS A014552).\n";
    }

    @Override
    List<OptionDef> options() {
        List<OptionDef> list = new ArrayList<>();
        list.add(OptionDef.flag(UP_TO_SYMMETRY, "one pairing of each pairing and its reversal"));
        list.addAll(SearchRunner.OPTIONS);
        return list;
    }

    @Override
    int maxPositionals() {
        return 1;
    }

    @Override
    int execute(Arguments args, Io io) throws CliException {
        String text = args.positional(0).orElseThrow(() -> CliException.usage("missing N, the largest number;"
                + " usage: dlx4j langford " + synopsis()));
        int n = (int) Arguments.wholeNumber("N", text, 1, Langford.MAX_N);
        SearchRunner runner = SearchRunner.of(args, io, name(), Long.MAX_VALUE);
        boolean upToSymmetry = args.has(UP_TO_SYMMETRY);
        DancingLinks dl = runner.deadline().setUp(Command.BUILDING, () -> new DancingLinks(Langford.problem(n,
                upToSymmetry)));
        return runner.run(dl, (solution, out) -> out.append(Langford.render(Langford.decode(solution))).append('\n'),
                io);
    }
}
