/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Reads Sudoku puzzles written as text, for {@link SudokuGrid}: lines, shape, alphabet and symbols. */
final class SudokuText {

    private SudokuText() {
    }

    /** Returns the non-blank lines of a text, stripped. */
    static List<String> lines(String text) {
        Objects.requireNonNull(text, "text");
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r?\n|\r", -1)) {
            String s = line.strip();
            if (!s.isEmpty()) {
                lines.add(s);
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("the puzzle text is empty");
        }
        return lines;
    }

    /** Infers the shape from one line of n*n characters or n lines of n characters, with square boxes. */
    static SudokuShape inferShape(List<String> lines) {
        if (lines.size() == 1) {
            return SudokuShape.forLineLength(lines.get(0).length());
        }
        int n = lines.size();
        for (int k = 0; k < n; k++) {
            if (lines.get(k).length() != n) {
                throw new IllegalArgumentException("line " + (k + 1) + " has " + lines.get(k).length()
                        + " characters; a grid of " + n + " lines needs " + n + " on each line");
            }
        }
        return SudokuShape.forSize(n);
    }

    /** Returns the values of the cells (0 for a blank), checking lengths and symbols; not conflicts. */
    static int[] values(List<String> lines, SudokuShape shape, String symbols) {
        int n = shape.size();
        int[] values = new int[n * n];
        boolean zeroIsBlank = symbols.indexOf('0') < 0;
        if (lines.size() == 1) {
            String line = lines.get(0);
            if (line.length() != n * n) {
                throw new IllegalArgumentException("expected " + n * n + " characters for a " + shape
                        + " grid, found " + line.length());
            }
            for (int k = 0; k < line.length(); k++) {
                values[k] = valueOf(line.charAt(k), symbols, zeroIsBlank, k / n, k % n);
            }
        } else {
            if (lines.size() != n) {
                throw new IllegalArgumentException("expected 1 line of " + n * n + " characters or " + n
                        + " lines of " + n + " characters for a " + shape + " grid, found " + lines.size() + " lines");
            }
            for (int r = 0; r < n; r++) {
                String line = lines.get(r);
                if (line.length() != n) {
                    throw new IllegalArgumentException("line " + (r + 1) + " has " + line.length()
                            + " characters, expected " + n + " for a " + shape + " grid");
                }
                for (int c = 0; c < n; c++) {
                    values[r * n + c] = valueOf(line.charAt(c), symbols, zeroIsBlank, r, c);
                }
            }
        }
        return values;
    }

    private static int valueOf(char ch, String symbols, boolean zeroIsBlank, int row, int column) {
        if (ch == SudokuGrid.BLANK || (ch == '0' && zeroIsBlank)) {
            return 0;
        }
        int v = symbols.indexOf(ch);
        if (v < 0) {
            throw new IllegalArgumentException("row " + (row + 1) + ", column " + (column + 1) + ": unknown symbol '"
                    + printable(ch) + "' (expected '.'" + (zeroIsBlank ? ", '0'" : "") + " or one of " + symbols + ")");
        }
        return v + 1;
    }

    static String printable(char ch) {
        return ch >= 32 && ch < 127 ? String.valueOf(ch) : String.format("\\u%04x", (int) ch);
    }

    /** Returns the first n characters of the alphabet, after checking them. */
    static String symbols(SudokuShape shape, String alphabet, String defaultAlphabet) {
        Objects.requireNonNull(alphabet, "alphabet");
        int n = shape.size();
        if (alphabet.length() < n) {
            throw new IllegalArgumentException("a " + shape + " grid needs " + n + " symbols but the alphabet '"
                    + alphabet + "' has " + alphabet.length()
                    + (alphabet.equals(defaultAlphabet) ? "; give an explicit alphabet" : ""));
        }
        String symbols = alphabet.substring(0, n);
        for (int k = 0; k < n; k++) {
            char ch = symbols.charAt(k);
            if (ch == SudokuGrid.BLANK || Character.isWhitespace(ch)) {
                throw new IllegalArgumentException("alphabet '" + alphabet + "': symbol '" + printable(ch)
                        + "' is not allowed ('.' is the blank)");
            }
            if (symbols.indexOf(ch) != k) {
                throw new IllegalArgumentException("alphabet '" + alphabet + "': symbol '" + printable(ch)
                        + "' appears twice");
            }
        }
        return symbols;
    }
}
