/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Thrown by {@link DlxFormat} when its input is not a valid problem in Knuth's DLX format.
 *
 * <p>The message has the form {@code "line L, column C: what is wrong"} and names the offending item or
 * character and what was expected instead. Lines and columns count from 1; a column counts characters, so a
 * tab is one column. An error found at the end of the input (an empty input, for example) has the position
 * just after the last character.
 */
public final class DlxFormatException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The line of the error, from 1. */
    private final long line;
    /** The column of the error, from 1. */
    private final long column;
    /** What is wrong, without the position. */
    private final String reason;

    DlxFormatException(long line, long column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /**
     * Returns the line of the error.
     *
     * @return the line number, from 1
     */
    public long line() {
        return line;
    }

    /**
     * Returns the column of the error within its line.
     *
     * @return the column number, from 1, counting characters
     */
    public long column() {
        return column;
    }

    /**
     * Returns what is wrong, without the line and column that {@link #getMessage()} starts with.
     *
     * @return the reason, for example {@code "unknown item 'X'"}
     */
    public String reason() {
        return reason;
    }
}
