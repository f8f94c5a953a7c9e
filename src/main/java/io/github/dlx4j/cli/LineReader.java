/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads UTF-8 text line by line from a stream, in constant memory per line, so that a file of any length
 * streams through. A line ends at {@code \n}, {@code \r\n}, a lone {@code \r} (the line end of old Mac
 * files, which {@code BufferedReader} and the library's grid parser accept too) or the end of the input;
 * a line longer than {@code maxLength} bytes is an error (it names the line), so that a binary file never
 * fills the memory. Reading {@code \r} as a line end everywhere, not only at the end of a line, means that
 * the lines of a file are the same whatever else the command is told: before, a row ended by a lone
 * {@code \r} stayed inside its line, and {@code sudoku --box 2x2} read such lines as one pasted grid
 * while {@code sudoku} without {@code --box} refused them.
 *
 * <p>Before each read that may block (its buffer is empty), it runs a callback: the caller flushes its
 * output there, so an interactive user sees each answer as soon as it is ready, while a file is read in
 * 64 KiB chunks with one flush per chunk.
 */
final class LineReader {

    private final InputStream in;
    private final int maxLength;
    private final Runnable beforeRead;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private byte[] line = new byte[64];
    private long number;
    private boolean eof;
    private boolean afterCarriageReturn; // a \n right after a \r ends nothing: \r\n is one line end

    LineReader(InputStream in, int maxLength, Runnable beforeRead) {
        this.in = in;
        this.maxLength = maxLength;
        this.beforeRead = beforeRead;
    }

    /** Returns the number of the line last returned, from 1. */
    long lineNumber() {
        return number;
    }

    /**
     * Returns the next line without its end, or null at the end of the input.
     *
     * @throws CliException if the line is longer than the maximum
     * @throws IOException if the stream fails
     */
    String next() throws IOException, CliException {
        if (eof) {
            return null;
        }
        int length = 0;
        boolean any = false;
        while (true) {
            if (position == limit) {
                beforeRead.run();
                limit = in.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    eof = true;
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            byte b = buffer[position++];
            boolean skip = afterCarriageReturn && b == '\n';
            afterCarriageReturn = b == '\r';
            if (skip) {
                continue;
            }
            any = true;
            if (b == '\n' || b == '\r') {
                break;
            }
            if (length == maxLength) {
                throw CliException.usage("line " + (number + 1) + " is longer than " + maxLength + " bytes");
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, (int) Math.min(maxLength, line.length * 2L));
            }
            line[length++] = b;
        }
        number++;
        return new String(line, 0, length, StandardCharsets.UTF_8);
    }
}
