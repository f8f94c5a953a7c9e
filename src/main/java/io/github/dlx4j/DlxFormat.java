/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Reads and writes exact cover problems in Knuth's text format, the input of his programs {@code DLX1},
 * {@code DLX2}, {@code DLX3} and {@code DLX5} ({@code dlx1 < foo.dlx}).
 *
 * <h2>The format</h2>
 *
 * <pre>
 * | A comment: Knuth's example from "Dancing Links" (2000).
 * A B C D E F G
 * C E F
 * A D G
 * B C F
 * A D
 * B G
 * D E G
 * </pre>
 *
 * <ul>
 *   <li>The input is a sequence of lines. A line whose first non-blank character is {@code |} is a
 *       <em>comment</em>; comments and blank lines are ignored wherever they are. Blanks are space, tab,
 *       carriage return, form feed and vertical tab, so files with Windows line ends read unchanged.</li>
 *   <li>The first other line lists the <em>item</em> names separated by blanks: the primary items, then
 *       {@code |}, then the secondary items. When every item is primary the {@code |} may be left out. The
 *       {@code |} need not be followed by a blank ({@code A B |x y} is fine), but it must be preceded by one.</li>
 *   <li>Every later line is one <em>option</em>: the names of its items, separated by blanks, in any order.
 *       An option must name at least one primary item and may not name an item twice.</li>
 *   <li>An item name is one or more printable ASCII characters ({@code !} to {@code ~}) other than
 *       {@code :} and {@code |}, which are reserved. Names are case-sensitive; unlike {@code DLX1} there is
 *       no limit of eight characters.</li>
 *   <li><em>Colors</em> ({@code DLX2}): in an option, a secondary item may be followed by a colon and a
 *       color, {@code x:red} (see {@link ExactCoverProblem} for what colors mean). {@code DLX2} allows one
 *       character; here a color is one or more printable ASCII characters other than {@code :} and
 *       {@code |}. Primary items cannot have colors.</li>
 *   <li>An option without a primary item is left out, as {@code DLX1} and {@code DLX2} leave it out with a
 *       warning (it could never be chosen); the reads that take a listener report each one as a
 *       {@link DlxFormatWarning}. So Knuth's files read unchanged.</li>
 *   <li><em>Multiplicities</em> ({@code DLX3}): on the item line, a primary item's name may be preceded by
 *       bounds, {@code u:v|x} (cover {@code x} at least {@code u} and at most {@code v} times) or {@code v|x}
 *       (exactly {@code v} times), decimal integers with {@code 0 <= u <= v} and {@code v >= 1}; see
 *       {@link ExactCoverProblem.Builder#multiplicity(String, int, int)}. Secondary items have no bounds.
 *       Written back the same way ({@code v|x} when {@code u == v}).</li>
 *   <li><em>Costs</em> ({@code DLX5}): after any item of an option, blanks and {@code |n}, where {@code n} is a
 *       decimal number, add {@code n} to the option's cost ({@code A B |7}; {@code A |3 B |4} costs 7 too).
 *       A cost follows a blank; the total of an option is at most {@link Long#MAX_VALUE}. See
 *       {@link ExactCoverProblem.Builder#cost(long)}.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 *
 * <p>Every problem with the input is reported as a {@link DlxFormatException} (an
 * {@link IllegalArgumentException}) whose {@link DlxFormatException#line() line} and
 * {@link DlxFormatException#column() column} point at the offending character or name, and whose message
 * says what was found and what was expected: an empty input, an illegal character, a second {@code |}, an item
 * declared twice, an unknown item in an option, an item repeated in an option, a color of a primary item,
 * an empty color, a cost that is not a decimal number ({@code |x}, {@code |-3}, a lone {@code |}) or is too
 * large. Costs that {@link ExactCoverProblem.Builder#build()} refuses as too large for a search are reported
 * at the option with the largest cost. Reading stops at the first error.
 *
 * <h2>Writing and the round trip</h2>
 *
 * <p>{@link #write(ExactCoverProblem, Writer)} writes the item line (primary items in item order, then
 * {@code " |"} and the secondary items when there are any) and one line per option with its items in the
 * option's order (a colored item as {@code x:color}), separated by single spaces, then {@code " |n"} when the
 * option's cost {@code n} is not zero, each line ended by {@code '\n'}. No comments are written.
 * <b>One rule for names:</b> every name and color that {@link ExactCoverProblem.Builder} accepts can be
 * written, because it accepts only what this format can hold (one or more printable ASCII characters other
 * than {@code :} and {@code |}) and refuses any other name up front, naming it; so the only problem that
 * cannot be written is one without primary items. For your own objects as items, {@link TypedProblem}
 * numbers them.
 * For a named problem whose primary items are all declared before its secondary items (as
 * {@code ExactCoverProblem.builder().primary(...).secondary(...)} does), reading the text back gives an equal
 * problem: {@code DlxFormat.parse(DlxFormat.format(p)).equals(p)}. Items of a numbered problem are written as
 * their indices ({@code 0 1 2 ...}, as {@link ExactCoverProblem#itemName(int)} names them), so reading it
 * back gives a <em>named</em> problem with those names, the same kinds of items and the same options. A problem
 * that declares a secondary item before a primary one reads back with its primary items first, so item
 * indices change but names and options do not.
 *
 * <h2>Time and memory</h2>
 *
 * <p>Reading streams the input once with a fixed buffer: time and memory are linear in the size of the input,
 * with one hash lookup per node straight from the buffer (no {@code String} is made for a name in an option
 * unless it carries a color or is wrong), under a hash that keeps short names apart, so that many items
 * with short names read as fast as few. Writing is linear in the number of nodes.
 *
 * <pre>{@code
 * ExactCoverProblem problem = DlxFormat.read(Path.of("paper.dlx"));
 * String text = DlxFormat.format(problem);
 * }</pre>
 */
public final class DlxFormat {

    private DlxFormat() {
    }

    /**
     * Returns the problem read from a character stream, which is read to its end but not closed.
     *
     * @param in the text of the problem
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws IOException if reading fails
     * @throws NullPointerException if {@code in} is null
     */
    public static ExactCoverProblem read(Reader in) throws IOException {
        Objects.requireNonNull(in, "in");
        return new DlxFormatParser(in, null).parse();
    }

    /**
     * Returns the problem read from a character stream, as {@link #read(Reader)} reads it, reporting each
     * option left out (one without a primary item) to a listener as it is read.
     *
     * @param in the text of the problem
     * @param warnings receives a warning for each option left out, with its line and column
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws IOException if reading fails
     * @throws NullPointerException if an argument is null
     */
    public static ExactCoverProblem read(Reader in, Consumer<DlxFormatWarning> warnings) throws IOException {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(warnings, "warnings");
        return new DlxFormatParser(in, warnings).parse();
    }

    /**
     * Returns the problem read from a file, as {@link #read(Path)} reads it, reporting each option left out
     * to a listener.
     *
     * @param file the file to read
     * @param warnings receives a warning for each option left out, with its line and column
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws IOException if the file cannot be opened or read
     * @throws NullPointerException if an argument is null
     */
    public static ExactCoverProblem read(Path file, Consumer<DlxFormatWarning> warnings) throws IOException {
        Objects.requireNonNull(file, "file");
        try (InputStream in = Files.newInputStream(file)) {
            return read(new InputStreamReader(in, StandardCharsets.ISO_8859_1), warnings);
        }
    }

    /**
     * Returns the problem written in a string, reporting each option left out to a listener.
     *
     * @param text the text of the problem
     * @param warnings receives a warning for each option left out, with its line and column
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws NullPointerException if an argument is null
     */
    public static ExactCoverProblem parse(String text, Consumer<DlxFormatWarning> warnings) {
        Objects.requireNonNull(text, "text");
        try {
            return read(new StringReader(text), warnings);
        } catch (IOException e) {
            throw new AssertionError("a StringReader does not fail", e);
        }
    }

    /**
     * Returns the problem read from a byte stream, which is read to its end but not closed. Each byte is one
     * character; bytes outside ASCII are allowed only in comment lines.
     *
     * @param in the text of the problem
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws IOException if reading fails
     * @throws NullPointerException if {@code in} is null
     */
    public static ExactCoverProblem read(InputStream in) throws IOException {
        Objects.requireNonNull(in, "in");
        return read(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
    }

    /**
     * Returns the problem read from a file, as {@link #read(InputStream)} reads it.
     *
     * @param file the file to read
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws IOException if the file cannot be opened or read
     * @throws NullPointerException if {@code file} is null
     */
    public static ExactCoverProblem read(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    /**
     * Returns the problem written in a string.
     *
     * @param text the text of the problem
     * @return the problem, with named items
     * @throws DlxFormatException if the text is not a valid problem; the exception names the line and column
     * @throws NullPointerException if {@code text} is null
     */
    public static ExactCoverProblem parse(String text) {
        Objects.requireNonNull(text, "text");
        try {
            return read(new StringReader(text));
        } catch (IOException e) {
            throw new AssertionError("a StringReader does not fail", e);
        }
    }

    /**
     * Writes a problem in Knuth's format to a character stream, then flushes the stream (it is not closed).
     * Nothing is written when the problem cannot be written.
     *
     * @param problem the problem
     * @param out where to write
     * @throws IllegalArgumentException if the problem has no primary item (its item line would be a comment;
     *     every name and color can be written, as {@link ExactCoverProblem.Builder} accepts only those)
     * @throws IOException if writing fails
     * @throws NullPointerException if an argument is null
     */
    public static void write(ExactCoverProblem problem, Writer out) throws IOException {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(out, "out");
        checkWritable(problem);
        Writer w = out instanceof BufferedWriter || out instanceof StringWriter ? out
                : new BufferedWriter(out, 1 << 16);
        int n = problem.itemCount();
        boolean first = true;
        for (int i = 0; i < n; i++) {
            if (problem.isPrimary(i)) {
                if (!first) {
                    w.write(' ');
                }
                int u = problem.lowerBound(i);
                int v = problem.upperBound(i);
                if (u != 1 || v != 1) {
                    w.write(u == v ? v + "|" : u + ":" + v + "|");
                }
                w.write(problem.itemName(i));
                first = false;
            }
        }
        if (problem.secondaryItemCount() > 0) {
            w.write(" |");
            for (int i = 0; i < n; i++) {
                if (!problem.isPrimary(i)) {
                    w.write(' ');
                    w.write(problem.itemName(i));
                }
            }
        }
        w.write('\n');
        long[] costs = problem.optionCostArray();
        for (int o = 0; o < problem.optionCount(); o++) {
            int size = problem.optionSize(o);
            for (int k = 0; k < size; k++) {
                if (k > 0) {
                    w.write(' ');
                }
                w.write(problem.itemName(problem.optionItem(o, k)));
                String color = problem.optionColor(o, k);
                if (color != null) {
                    w.write(':');
                    w.write(color);
                }
            }
            if (costs != null && costs[o] != 0) {
                w.write(" |");
                w.write(Long.toString(costs[o]));
            }
            w.write('\n');
        }
        w.flush();
    }

    /**
     * Writes a problem in Knuth's format to a byte stream, in ASCII, then flushes the stream (it is not
     * closed). Nothing is written when the problem cannot be written.
     *
     * @param problem the problem
     * @param out where to write
     * @throws IllegalArgumentException as {@link #write(ExactCoverProblem, Writer)}
     * @throws IOException if writing fails
     * @throws NullPointerException if an argument is null
     */
    public static void write(ExactCoverProblem problem, OutputStream out) throws IOException {
        Objects.requireNonNull(out, "out");
        write(problem, new OutputStreamWriter(out, StandardCharsets.US_ASCII));
    }

    /**
     * Writes a problem in Knuth's format to a file, in ASCII, creating or replacing the file. The file is
     * not touched when the problem cannot be written.
     *
     * @param problem the problem
     * @param file the file to write
     * @throws IllegalArgumentException as {@link #write(ExactCoverProblem, Writer)}
     * @throws IOException if the file cannot be written
     * @throws NullPointerException if an argument is null
     */
    public static void write(ExactCoverProblem problem, Path file) throws IOException {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(file, "file");
        checkWritable(problem);
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            write(problem, w);
        }
    }

    /**
     * Returns a problem written in Knuth's format, as {@link #write(ExactCoverProblem, Writer)} writes it.
     *
     * @param problem the problem
     * @return the text, lines ended by {@code '\n'}
     * @throws IllegalArgumentException as {@link #write(ExactCoverProblem, Writer)}
     * @throws NullPointerException if {@code problem} is null
     */
    public static String format(ExactCoverProblem problem) {
        StringWriter s = new StringWriter();
        try {
            write(problem, s);
        } catch (IOException e) {
            throw new AssertionError("a StringWriter does not fail", e);
        }
        return s.toString();
    }

    private static void checkWritable(ExactCoverProblem problem) {
        if (problem.primaryItemCount() == 0) {
            throw new IllegalArgumentException("a problem without primary items cannot be written in Knuth's"
                    + " format: its item line would start with '|' and be read as a comment");
        }
        // Every name and color is writable: ExactCoverProblem.Builder refuses the others up front.
    }
}
