/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The parser behind {@link DlxFormat#read(Reader)}: one pass over the input through a fixed buffer, tracking
 * the line and column of the current character {@code c}; each option goes to the builder as soon as its
 * line is read. One instance reads one input.
 */
final class DlxFormatParser {

    private static final int EOF = -1;
    /** Longest option text quoted in a message. */
    private static final int QUOTE_LIMIT = 60;

    private final Reader in;
    private final java.util.function.Consumer<DlxFormatWarning> warnings;
    private final char[] buf = new char[1 << 14];
    private int pos;
    private int limit;
    /** The current character, or EOF. */
    private int c;
    /** Position of {@code c}; at EOF, the position just after the last character. */
    private long line = 1;
    private long column = 1;

    private char[] token = new char[32];
    private int tokenLength;

    private NameTable index;
    private String[] names;
    private long itemLine;
    private int primaryCount;
    private List<Object[]> boundsByName; // {name, {u, v}} for the items with bounds
    private ExactCoverProblem.Builder builder;
    /** {@code stamp[i] == optionCount + 1} while item i is in the option being read. */
    private int[] stamp;
    private int[] option = new int[16];
    private long[] optionColumns = new long[16];
    private String[] optionColors = new String[16];
    private int optionCount;
    /** Option lines read, dropped ones included. */
    private int optionLines;
    /** The largest cost of an option kept, and where its first {@code |} is: named if the costs are too large. */
    private long maxCost;
    private long maxCostLine;
    private long maxCostColumn;

    DlxFormatParser(Reader in, java.util.function.Consumer<DlxFormatWarning> warnings) {
        this.in = in;
        this.warnings = warnings;
    }

    ExactCoverProblem parse() throws IOException {
        c = fill() ? buf[pos++] : EOF;
        if (!skipToContent()) {
            throw error(line, column, "expected a line of item names, found the end of the input"
                    + (line == 1 && column == 1 ? " (the input is empty)"
                            : " (the input has only comments and blank lines)"));
        }
        readItems();
        while (skipToContent()) {
            readOption();
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            if (maxCost == 0) {
                throw e;
            }
            // The costs could add up past what a search can hold: point at the largest.
            throw error(maxCostLine, maxCostColumn, e.getMessage() + "; this option has the largest cost, "
                    + maxCost);
        }
    }

    private boolean fill() throws IOException {
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        pos = 0;
        limit = Math.max(n, 0);
        return n > 0;
    }

    /** Moves to the next character. Must not be called at EOF. */
    private void advance() throws IOException {
        assert c != EOF;
        if (c == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        if (pos == limit && !fill()) {
            c = EOF;
        } else {
            c = buf[pos++];
        }
    }

    private static boolean isBlank(int ch) {
        return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == 0x0B;
    }

    private void skipBlanks() throws IOException {
        while (isBlank(c)) {
            advance();
        }
    }

    /**
     * Skips blank lines and comment lines. Returns true when {@code c} is the first non-blank character of
     * a line that is neither, false at the end of the input.
     */
    private boolean skipToContent() throws IOException {
        while (true) {
            skipBlanks();
            if (c == EOF) {
                return false;
            }
            if (c == '\n') {
                advance();
            } else if (c == '|') {
                while (c != '\n' && c != EOF) {
                    advance();
                }
            } else {
                return true;
            }
        }
    }

    private void readItems() throws IOException {
        itemLine = line;
        index = new NameTable();
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        long[] columns = new long[16];
        boolean bar = false;
        while (true) {
            skipBlanks();
            if (c == '\n' || c == EOF) {
                break;
            }
            if (c == '|') {
                if (bar) {
                    throw error(line, column, "a second '|' in the item line; one '|' separates the primary"
                            + " items from the secondary items");
                }
                bar = true;
                advance();
                continue;
            }
            long start = column;
            tokenLength = 0;
            int[] bounds = bar ? null : scanBounds();
            long nameColumn = column;
            scanRest(true);
            if (tokenLength == 0) {
                throw error(line, nameColumn, "an item name must follow the bounds at column " + start);
            }
            String name = new String(token, 0, tokenLength);
            int item = index.size();
            int before = index.add(token, tokenLength);
            if (before >= 0) {
                throw error(line, start, "item '" + name + "' is declared twice (first at column "
                        + columns[before] + ")");
            }
            if (item == columns.length) {
                columns = Arrays.copyOf(columns, item * 2);
            }
            columns[item] = start;
            (bar ? secondary : primary).add(name);
            if (bounds != null) {
                if (boundsByName == null) {
                    boundsByName = new ArrayList<>();
                }
                boundsByName.add(new Object[] {name, bounds});
            }
        }
        assert !primary.isEmpty() : "the first character of the item line is a name";
        primaryCount = primary.size();
        names = new String[index.size()];
        for (int i = 0; i < primaryCount; i++) {
            names[i] = primary.get(i);
        }
        for (int i = primaryCount; i < names.length; i++) {
            names[i] = secondary.get(i - primaryCount);
        }
        builder = ExactCoverProblem.builder()
                .primary(primary.toArray(new String[0]))
                .secondary(secondary.toArray(new String[0]));
        if (boundsByName != null) {
            for (Object[] b : boundsByName) {
                int[] lu = (int[]) b[1];
                builder.multiplicity((String) b[0], lu[0], lu[1]);
            }
        }
        stamp = new int[names.length];
    }

    private void readOption() throws IOException {
        long optionLine = line;
        long firstColumn = column;
        int mark = ++optionLines;
        int size = 0;
        boolean hasPrimary = false;
        boolean hasColor = false;
        long cost = 0;
        long costColumn = 0;
        while (true) {
            skipBlanks();
            if (c == '\n' || c == EOF) {
                break;
            }
            long start = column;
            if (c == '|') { // Knuth's DLX5: a cost after an item (a '|' first on the line starts a comment)
                long value = scanCost();
                if (value > Long.MAX_VALUE - cost) {
                    throw error(line, start, "the costs of this option add up to more than " + Long.MAX_VALUE);
                }
                cost += value;
                costColumn = costColumn == 0 ? start : costColumn;
                continue;
            }
            scanName(false);
            int found = index.find(token, tokenLength); // no String for a name that is found and has no color
            String name = found < 0 || c == ':' ? new String(token, 0, tokenLength) : names[found];
            String color = null;
            if (c == ':') {
                advance();
                long colorColumn = column;
                scanColor(name);
                if (tokenLength == 0) {
                    throw error(line, colorColumn, "'" + name + ":' has no color after the ':'; a color is one or"
                            + " more printable characters other than ':' and '|'");
                }
                color = new String(token, 0, tokenLength);
            }
            if (found < 0) {
                throw error(line, start, "unknown item '" + name + "'; an option may name only the items"
                        + " declared on line " + itemLine);
            }
            int item = found;
            if (stamp[item] == mark) {
                throw error(line, start, "item '" + name + "' appears twice in this option (first at column "
                        + firstColumnOf(item, size) + ")");
            }
            if (color != null && item < primaryCount) {
                throw error(line, start, "primary item '" + name + "' cannot have a color ('" + name + ":" + color
                        + "'); only the secondary items, after the '|' on line " + itemLine + ", can");
            }
            stamp[item] = mark;
            if (size == option.length) {
                option = Arrays.copyOf(option, size * 2);
                optionColumns = Arrays.copyOf(optionColumns, size * 2);
                optionColors = Arrays.copyOf(optionColors, size * 2);
            }
            option[size] = item;
            optionColumns[size] = start;
            optionColors[size] = color;
            size++;
            hasPrimary |= item < primaryCount;
            hasColor |= color != null;
        }
        if (!hasPrimary) {
            // As DLX1 and DLX2 do: such an option could never be chosen.
            if (warnings != null) {
                warnings.accept(new DlxFormatWarning(optionLine, firstColumn, "option '" + quote(size) + "' has no"
                        + " primary item and is left out (as Knuth's DLX1 and DLX2 leave it out): every option"
                        + " needs at least one item declared before the '|' on line " + itemLine));
            }
            return;
        }
        try {
            if (hasColor) {
                builder.option(Arrays.copyOf(option, size), Arrays.copyOf(optionColors, size));
            } else {
                builder.option(option, 0, size);
            }
            if (cost != 0) {
                builder.cost(cost);
            }
        } catch (IllegalStateException e) { // too many nodes or options for int indices
            throw error(optionLine, firstColumn, "the problem is too large: " + e.getMessage());
        }
        optionCount++;
        if (cost > maxCost) {
            maxCost = cost;
            maxCostLine = optionLine;
            maxCostColumn = costColumn;
        }
    }

    /**
     * Reads a cost, {@code |} and a decimal number up to the next blank or line end (Knuth's DLX5), at
     * {@code c == '|'}, and returns the number.
     */
    private long scanCost() throws IOException {
        long barColumn = column;
        advance();
        if (c == EOF || c == '\n' || isBlank(c)) {
            throw error(line, barColumn, "'|' without a number; in an option, '|' and a decimal number give a"
                    + " cost, as in '|7' (Knuth's DLX5), and a line that starts with '|' is a comment");
        }
        long value = 0;
        boolean tooLarge = false;
        do {
            if (c < '0' || c > '9') {
                String what = c >= '!' && c <= '~' ? "'" + (char) c + "'" : describe(c);
                throw error(line, column, "illegal character " + what + " in a cost; a cost is '|' followed by a"
                        + " decimal number, as in '|7'" + (c == '-' ? " (costs are never negative)" : ""));
            }
            int digit = c - '0';
            if (value > (Long.MAX_VALUE - digit) / 10) {
                tooLarge = true;
            } else {
                value = value * 10 + digit;
            }
            advance();
        } while (c != EOF && c != '\n' && !isBlank(c));
        if (tooLarge) {
            throw error(line, barColumn, "the cost is larger than " + Long.MAX_VALUE + ", the largest allowed");
        }
        return value;
    }

    /** Reads a color (after the ':' of {@code name}) into {@code token}, up to the next blank or line end. */
    private void scanColor(String name) throws IOException {
        tokenLength = 0;
        while (c != EOF && c != '\n' && !isBlank(c)) {
            if (c < '!' || c > '~') {
                throw error(line, column, "illegal character " + describe(c) + " in the color of '" + name
                        + "'; colors are printable ASCII characters");
            }
            if (c == ':' || c == '|') {
                throw error(line, column, "illegal character '" + (char) c + "' in the color of '" + name
                        + "'; ':' and '|' are reserved" + (c == '|' ? " (a cost such as '|7' must follow a blank)"
                                : ""));
            }
            if (tokenLength == token.length) {
                token = Arrays.copyOf(token, tokenLength * 2);
            }
            token[tokenLength++] = (char) c;
            advance();
        }
    }

    private long firstColumnOf(int item, int size) {
        for (int k = 0; k < size; k++) {
            if (option[k] == item) {
                return optionColumns[k];
            }
        }
        throw new AssertionError(item);
    }

    /** Returns the option being read as text, shortened for a message. */
    private String quote(int size) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < size && sb.length() <= QUOTE_LIMIT; k++) {
            if (k > 0) {
                sb.append(' ');
            }
            sb.append(names[option[k]]);
            if (optionColors[k] != null) {
                sb.append(':').append(optionColors[k]);
            }
        }
        if (sb.length() > QUOTE_LIMIT) {
            sb.setLength(QUOTE_LIMIT);
            sb.append("...");
        }
        return sb.toString();
    }

    /**
     * Reads the name that starts at {@code c} (not a blank, not a line end) into {@code token}, up to the
     * next blank or line end.
     */
    private void scanName(boolean itemLine) throws IOException {
        tokenLength = 0;
        scanRest(itemLine);
    }

    /**
     * Reads the bounds that may start a primary item's name on the item line (Knuth's DLX3: {@code u:v|x},
     * or {@code v|x} for {@code v..v}) and returns them, or returns null and leaves the digits read so far
     * in {@code token} when the name has no bounds (a name may start with digits: {@code 12x}).
     */
    private int[] scanBounds() throws IOException {
        tokenLength = 0;
        long start = column;
        scanDigits();
        if (c == '|' && tokenLength > 0) {
            int v = bound(start, "upper");
            advance();
            tokenLength = 0;
            return checkedBounds(start, v, v);
        }
        if (c != ':' || tokenLength == 0) {
            return null;
        }
        int u = bound(start, "lower");
        advance();
        tokenLength = 0;
        long upperColumn = column;
        scanDigits();
        if (c != '|' || tokenLength == 0) {
            throw error(line, start, "a lower bound '" + u + ":' must be followed by an upper bound and '|'"
                    + " before the item name, as in '" + u + ":" + Math.max(u, 1) + "|x'");
        }
        int v = bound(upperColumn, "upper");
        advance();
        tokenLength = 0;
        return checkedBounds(start, u, v);
    }

    /** Reads ASCII digits into {@code token}. */
    private void scanDigits() throws IOException {
        while (c >= '0' && c <= '9') {
            if (tokenLength == token.length) {
                token = Arrays.copyOf(token, tokenLength * 2);
            }
            token[tokenLength++] = (char) c;
            advance();
        }
    }

    private int bound(long column, String which) {
        String digits = new String(token, 0, tokenLength);
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw error(line, column, "the " + which + " bound " + digits + " is too large (at most "
                    + Integer.MAX_VALUE + ")");
        }
    }

    private int[] checkedBounds(long column, int u, int v) {
        if (v == 0) {
            throw error(line, column, "the upper bound is 0; an item's upper bound must be at least 1");
        }
        if (u > v) {
            throw error(line, column, "the lower bound " + u + " exceeds the upper bound " + v);
        }
        return new int[] {u, v};
    }

    /** Reads the rest of a name into {@code token} (after what it holds), up to the next blank or line end. */
    private void scanRest(boolean itemLine) throws IOException {
        while (c != EOF && c != '\n' && !isBlank(c)) {
            if (c < '!' || c > '~') {
                throw error(line, column, "illegal character " + describe(c) + "; item names are printable"
                        + " ASCII characters");
            }
            if (c == ':' && !itemLine && tokenLength > 0) {
                return; // a color follows
            }
            if (c == ':' || c == '|') {
                throw reserved(itemLine);
            }
            if (tokenLength == token.length) {
                token = Arrays.copyOf(token, tokenLength * 2);
            }
            token[tokenLength++] = (char) c;
            advance();
        }
    }

    /** Returns the error for a reserved character {@code c} inside a name. */
    private DlxFormatException reserved(boolean itemLine) {
        String before = new String(token, 0, tokenLength);
        if (!itemLine) {
            if (c == '|') {
                return error(line, column, "illegal character '|' in item name '" + before + "'; a cost such as"
                        + " '|7' must follow a blank");
            }
            return error(line, column, "':' is not allowed here in an option (it is reserved: ':' follows an"
                    + " item name to give it a color)");
        }
        if (tokenLength > 0 && before.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return error(line, column - tokenLength, "'" + before + (char) c + "' starts an item"
                    + " multiplicity (Knuth's DLX3 format, such as '2|x' or '1:3|x'), and only primary items,"
                    + " before the '|', have multiplicities");
        }
        return error(line, column, "illegal character '" + (char) c + "' in item name"
                + (tokenLength > 0 ? " '" + before + "'" : "") + "; ':' and '|' are reserved, and the '|'"
                + " between primary and secondary items must follow a blank");
    }

    static String describe(int ch) {
        return String.format(Locale.ROOT, "U+%04X", ch);
    }

    private static DlxFormatException error(long line, long column, String reason) {
        return new DlxFormatException(line, column, reason);
    }
}
