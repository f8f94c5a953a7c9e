/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Reads Sudoku puzzles written as text, for {@link SudokuGrid}: lines, shape, alphabet and symbols. */
final class SudokuText {

    /** The first n symbols of {@link SudokuGrid#DEFAULT_ALPHABET}, for each n up to its length. */
    private static final String[] DEFAULT_PREFIXES = new String[SudokuGrid.DEFAULT_ALPHABET.length() + 1];
    /** Per ASCII character, its value in the default alphabet (1 for its first symbol), or 0. */
    private static final int[] DEFAULT_VALUE = new int[128];

    static {
        String a = SudokuGrid.DEFAULT_ALPHABET;
        for (int n = 0; n <= a.length(); n++) {
            DEFAULT_PREFIXES[n] = a.substring(0, n);
        }
        for (int k = 0; k < a.length(); k++) {
            if (a.charAt(k) < 128) {
                DEFAULT_VALUE[a.charAt(k)] = k + 1;
            }
        }
    }

    private SudokuText() {
    }

    /** The characters that draw separator lines such as {@code ---+---} (unless they are symbols). */
    static final String SEPARATORS = "-+=|";

    /**
     * Returns the rows of a text: each line {@linkplain #clean cleaned}, blank lines and separator lines
     * dropped.
     *
     * @param alphabet the characters that are symbols, never separators
     */
    static List<String> lines(String text, String alphabet) {
        Objects.requireNonNull(text, "text");
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r?\n|\r", -1)) {
            String s = clean(line, alphabet);
            if (s != null && !s.isEmpty()) {
                lines.add(s);
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("the puzzle text is empty");
        }
        return lines;
    }

    /**
     * Returns the cells of one line of a puzzle: the line without whitespace (Unicode's too) and without
     * {@code |}; the empty string for a blank line; null for a separator line, one drawn only with
     * {@code - + = |} and blanks (such as {@code ------+-------+------}). A character of the alphabet is
     * never a separator.
     */
    static String clean(String line, String alphabet) {
        if (plain(line)) {
            return line; // the common case, a puzzle on one line: nothing to drop
        }
        StringBuilder sb = new StringBuilder(line.length());
        boolean separatorsOnly = true;
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (isBlankSpace(ch)) {
                continue;
            }
            boolean separator = SEPARATORS.indexOf(ch) >= 0 && alphabet.indexOf(ch) < 0;
            separatorsOnly &= separator;
            if (ch != '|' || !separator) {
                sb.append(ch);
            }
        }
        if (separatorsOnly && sb.length() > 0) {
            return null;
        }
        return separatorsOnly ? "" : sb.toString();
    }

    /**
     * Returns whether a non-empty line holds only printable ASCII characters other than the separators:
     * {@link #clean} then keeps it as it is (no white space, no separator, and not a separator line).
     */
    private static boolean plain(String line) {
        int length = line.length();
        if (length == 0) {
            return false;
        }
        for (int k = 0; k < length; k++) {
            char ch = line.charAt(k);
            if (ch <= ' ' || ch >= 127 || ch == '-' || ch == '+' || ch == '=' || ch == '|') {
                return false;
            }
        }
        return true;
    }

    /** Returns whether a character is white space, Unicode's no-break spaces included. */
    static boolean isBlankSpace(char ch) {
        return Character.isWhitespace(ch) || Character.isSpaceChar(ch);
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
        boolean underscoreIsBlank = symbols.indexOf('_') < 0;
        if (lines.size() == 1) {
            String line = lines.get(0);
            if (line.length() != n * n) {
                throw new IllegalArgumentException("expected " + n * n + " characters for a " + shape
                        + " grid, found " + line.length());
            }
            if (n < DEFAULT_PREFIXES.length && symbols == DEFAULT_PREFIXES[n]) {
                // The default alphabet: a symbol's value from a table, anything else as below
                for (int k = 0; k < line.length(); k++) {
                    char ch = line.charAt(k);
                    int v = ch < DEFAULT_VALUE.length ? DEFAULT_VALUE[ch] : 0;
                    values[k] = v > 0 && v <= n ? v : valueOf(ch, symbols, zeroIsBlank, underscoreIsBlank, k, n);
                }
                return values;
            }
            for (int k = 0; k < line.length(); k++) {
                values[k] = valueOf(line.charAt(k), symbols, zeroIsBlank, underscoreIsBlank, k, n);
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
                    values[r * n + c] = valueOf(line.charAt(c), symbols, zeroIsBlank, underscoreIsBlank, r * n + c, n);
                }
            }
        }
        return values;
    }

    /** Returns the value of the character of cell {@code cell} of a grid of size n (0: a blank). */
    private static int valueOf(char ch, String symbols, boolean zeroIsBlank, boolean underscoreIsBlank, int cell,
            int n) {
        if (ch == SudokuGrid.BLANK || (ch == '0' && zeroIsBlank) || (ch == '_' && underscoreIsBlank)) {
            return 0;
        }
        int v = symbols.indexOf(ch);
        if (v < 0) {
            throw new IllegalArgumentException("row " + (cell / n + 1) + ", column " + (cell % n + 1) + ": unknown symbol '"
                    + printable(ch) + "' (expected '.'" + (underscoreIsBlank ? ", '_'" : "") + (zeroIsBlank ? ", '0'" : "")
                    + " or one of " + symbols + ")");
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
        if (n < DEFAULT_PREFIXES.length && alphabet.equals(SudokuGrid.DEFAULT_ALPHABET)) {
            return DEFAULT_PREFIXES[n]; // checked once (its symbols are distinct and not blanks)
        }
        if (alphabet.length() < n) {
            throw new IllegalArgumentException("a " + shape + " grid needs " + n + " symbols but the alphabet '"
                    + alphabet + "' has " + alphabet.length()
                    + (alphabet.equals(defaultAlphabet) ? "; give an explicit alphabet" : ""));
        }
        String symbols = alphabet.substring(0, n);
        for (int k = 0; k < n; k++) {
            char ch = symbols.charAt(k);
            if (ch == SudokuGrid.BLANK || isBlankSpace(ch)) {
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
