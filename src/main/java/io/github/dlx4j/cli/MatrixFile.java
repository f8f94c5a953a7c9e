/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code dlx4j solve --matrix FILE}: reads an exact cover problem written as a 0/1 matrix, one row per
 * option, and prints solutions as the rows chosen.
 *
 * <p>The format: lines that are blank or start with {@code #} are skipped. The first other line is a header
 * when it holds anything but {@code 0}, {@code 1} and blanks: the column names, separated by blanks, primary
 * ones first, then optionally {@code |} and the secondary ones (as on the first line of Knuth's format).
 * A first line of one word with two or more 0s and 1s in it is refused as a row with a typo.
 * Without a header every column is primary and columns are numbered from 1. Each later line is a row: its
 * cells are the characters {@code 0} and {@code 1}, blanks between them optional ({@code 0010110} or
 * {@code 0 0 1 0 1 1 0}). Errors name the line, and the column (the character, from 1) where there is one.
 */
final class MatrixFile {

    static final String OPTION = "--matrix";

    static final OptionDef DEF = OptionDef.value(OPTION, "FILE", "read the problem as a 0/1 matrix from FILE ('-':"
            + " standard input): rows of 0s and 1s, an optional header line of column names (primary | secondary),"
            + " # comments");

    /** The longest line read, in bytes. */
    static final int MAX_LINE = 1 << 20;

    /** The problem read and the names its rows are printed with. */
    record Matrix(ExactCoverProblem problem, String[] columnNames) {

        /** Prints a solution as its rows, one per line in input order: the row's number (from 1) and columns. */
        void format(Solution solution, StringBuilder out) {
            int[] rows = solution.options();
            Arrays.sort(rows);
            for (int r : rows) {
                out.append(r + 1).append(':');
                int size = problem.optionSize(r);
                int[] items = new int[size];
                for (int k = 0; k < size; k++) {
                    items[k] = problem.optionItem(r, k);
                }
                Arrays.sort(items);
                for (int item : items) {
                    out.append(' ').append(columnNames[item]);
                }
                out.append('\n');
            }
        }
    }

    private MatrixFile() {
    }

    /** Reads the matrix of a stream: a file's, or standard input's for {@code "-"}. */
    static Matrix readFile(InputStream in, String file) throws CliException {
        try {
            return read(in, "-".equals(file) ? "standard input" : file);
        } catch (IOException e) {
            throw CliException.cannotRead(file, e);
        }
    }

    static Matrix read(InputStream in, String source) throws IOException, CliException {
        LineReader lines = new LineReader(in, MAX_LINE, () -> { });
        String[] names = null;
        int primary = -1;
        long headerLine = 0;
        long firstRowLine = 0;
        List<boolean[]> rows = new ArrayList<>();
        List<Long> rowLines = new ArrayList<>();
        for (String line; (line = lines.next()) != null;) {
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            long number = lines.lineNumber();
            if (names == null && rows.isEmpty() && !text.matches("[01\\s]+")) {
                checkNotATypo(source, number, line);
                headerLine = number;
                String[] parts = text.split("\\|", -1);
                if (parts.length > 2) {
                    throw error(source, number, line.indexOf('|', line.indexOf('|') + 1), "a second '|' in the header");
                }
                String[] p = words(parts[0]);
                String[] s = parts.length == 2 ? words(parts[1]) : new String[0];
                names = new String[p.length + s.length];
                System.arraycopy(p, 0, names, 0, p.length);
                System.arraycopy(s, 0, names, p.length, s.length);
                primary = p.length;
                if (names.length == 0) {
                    throw error(source, number, -1, "the header names no column");
                }
                continue;
            }
            int expected = names != null ? names.length : rows.isEmpty() ? -1 : rows.get(0).length;
            boolean[] row = new boolean[Math.max(expected, 0) + line.length()];
            int cells = 0;
            for (int k = 0; k < line.length(); k++) {
                char ch = line.charAt(k);
                if (ch == '0' || ch == '1') {
                    row[cells++] = ch == '1';
                } else if (!Character.isWhitespace(ch)) {
                    throw error(source, number, k, "'" + ch + "' is not 0 or 1");
                }
            }
            if (expected >= 0 && cells != expected) {
                throw error(source, number, -1, cells + " cells, but " + expected + " expected ("
                        + (names != null ? "the header on line " + headerLine + " names " + expected + " columns"
                        : "the first row, on line " + firstRowLine + ", has " + expected) + ")");
            }
            if (rows.isEmpty()) {
                firstRowLine = number;
            }
            row = Arrays.copyOf(row, cells);
            int columnsPrimary = primary < 0 ? cells : primary;
            int firstOne = -1;
            for (int c = 0; c < cells && firstOne < 0; c++) {
                firstOne = row[c] ? c : -1;
            }
            if (firstOne < 0) {
                throw error(source, number, -1, "the row has no 1: an option needs at least one column");
            }
            if (firstOne >= columnsPrimary) {
                throw error(source, number, -1, "the row has 1s only in secondary columns: an option needs a primary"
                        + " column");
            }
            rows.add(row);
            rowLines.add(number);
        }
        if (names == null && rows.isEmpty()) {
            throw CliException.usage(source + ": no matrix: the input has no rows");
        }
        if (names == null) {
            names = new String[rows.get(0).length];
            for (int c = 0; c < names.length; c++) {
                names[c] = Integer.toString(c + 1);
            }
            primary = names.length;
        }
        try {
            return new Matrix(ExactCoverProblem.fromMatrix(rows.toArray(new boolean[0][]), primary,
                    headerLine > 0 ? names : new String[0]), names);
        } catch (IllegalArgumentException e) {
            // Only the names are left to refuse: the rows were checked above.
            throw error(source, headerLine, -1, e.getMessage());
        }
    }

    /**
     * Refuses a first line that reads as a row with a typo rather than a header: one word (no blanks, no
     * {@code |}) of which at least two characters are 0s and 1s, such as {@code 0010x10}. A header of one
     * column would otherwise swallow it, and the matrix would be read without that row.
     */
    private static void checkNotATypo(String source, long number, String line) throws CliException {
        String text = line.strip();
        if (text.indexOf('|') >= 0 || words(text).length != 1) {
            return;
        }
        int digits = 0;
        int bad = -1;
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (ch == '0' || ch == '1') {
                digits++;
            } else if (bad < 0 && !Character.isWhitespace(ch)) {
                bad = k;
            }
        }
        if (digits >= 2) {
            throw error(source, number, bad, "'" + line.charAt(bad) + "' is not 0 or 1 (a header names its"
                    + " columns with blanks between them)");
        }
    }

    private static String[] words(String text) {
        String t = text.strip();
        return t.isEmpty() ? new String[0] : t.split("\\s+");
    }

    /** Returns the one-line error of a line, with the column (from 1) when {@code index >= 0}. */
    private static CliException error(String source, long line, int index, String message) {
        return CliException.usage(source + ": line " + line + (index >= 0 ? ", column " + (index + 1) : "") + ": "
                + message);
    }
}
