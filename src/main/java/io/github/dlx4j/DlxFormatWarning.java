/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Something in a DLX file that is read the way Knuth's programs read it, but that the reader may want to know
 * about: today, an option without a primary item, which {@code DLX1} and {@code DLX2} leave out with a
 * warning ("Option ignored (no primary items)") and {@link DlxFormat} leaves out too (such an option could
 * never be chosen: the search chooses options through primary items).
 *
 * <p>Pass a listener to {@link DlxFormat#read(java.io.Reader, java.util.function.Consumer)} or its siblings
 * to receive them; the reads without a listener leave such options out silently.
 */
public final class DlxFormatWarning {

    private final long line;
    private final long column;
    private final String reason;

    DlxFormatWarning(long line, long column, String reason) {
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /**
     * Returns the line of the input the warning is about, counted from 1.
     *
     * @return the line
     */
    public long line() {
        return line;
    }

    /**
     * Returns the column of the start of what the warning is about, counted from 1.
     *
     * @return the column
     */
    public long column() {
        return column;
    }

    /**
     * Returns what was found and what was done about it, without the position.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }

    /** Returns {@code "line L, column C: reason"}. */
    @Override
    public String toString() {
        return "line " + line + ", column " + column + ": " + reason;
    }
}
