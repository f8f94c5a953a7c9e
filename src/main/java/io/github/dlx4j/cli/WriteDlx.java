/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code --write-dlx FILE}: writes a builder's exact cover problem in Knuth's DLX format instead of searching
 * it, so that any builder's problem can be searched elsewhere: counted on a cluster by dlx4j-spark, read
 * back by {@code dlx4j solve}, or fed to Knuth's {@code dlx1}. Option indices in the file are those of the
 * builder's problem (one option per line, in order).
 */
final class WriteDlx {

    static final String OPTION = "--write-dlx";

    static final OptionDef DEF = OptionDef.value(OPTION, "FILE", "do not search: write the exact cover problem in"
            + " Knuth's DLX format to FILE ('-': standard output), for example to count it with dlx4j-spark");

    private WriteDlx() {
    }

    /**
     * Writes the problem where {@code --write-dlx} says; returns exit code 0.
     *
     * @param searchOptions options of the command that make no sense without a search: giving one is an error
     * @throws CliException if one of them is given, or the file cannot be written
     */
    static int write(ExactCoverProblem problem, Arguments args, Io io, List<String> searchOptions)
            throws CliException {
        checkNoSearch(args, searchOptions);
        String file = args.value(OPTION).orElseThrow();
        if ("-".equals(file)) {
            io.out().print(DlxFormat.format(problem));
            io.out().flush();
            if (io.out().checkError()) {
                throw CliException.failure("cannot write to standard output (closed pipe or full disk)");
            }
            return 0;
        }
        CliException.checkWritable(file);
        try {
            DlxFormat.write(problem, Path.of(file));
            return 0;
        } catch (IOException | InvalidPathException e) {
            throw CliException.cannotWrite(file, e);
        }
    }

    /**
     * Checks that no option of a search comes with {@code --write-dlx}, before the problem is built.
     *
     * @throws CliException if one does
     */
    static void checkNoSearch(Arguments args, List<String> searchOptions) throws CliException {
        for (String o : searchOptions) {
            if (args.has(o)) {
                throw CliException.usage("options '" + OPTION + "' and '" + o + "' contradict each other ("
                        + OPTION + " writes the problem and does not search)");
            }
        }
    }

    /** Returns the names of the options every searching command shares ({@link SearchRunner#OPTIONS}). */
    static List<String> searchOptions() {
        return SearchRunner.OPTIONS.stream().map(OptionDef::name).toList();
    }
}
