/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Standard output: a buffered {@link PrintStream} that remembers why writing failed, so that a closed pipe
 * ({@code dlx4j queens 12 --all | head -1}: the reader ended) can end the run quietly, as other Unix tools
 * end, while a full disk is still reported. A {@code PrintStream} swallows the {@link IOException}; this one
 * keeps it.
 */
final class StandardOutput extends PrintStream {

    /** Records the first failure of the stream below the buffer. */
    private static final class Watch extends FilterOutputStream {
        private volatile IOException failure;

        Watch(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw failed(e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw failed(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw failed(e);
            }
        }

        private IOException failed(IOException e) {
            if (failure == null) {
                failure = e;
            }
            return e;
        }
    }

    private final Watch watch;

    private StandardOutput(Watch watch, int bufferSize) {
        super(new BufferedOutputStream(watch, bufferSize), false);
        this.watch = watch;
    }

    /** Returns standard output over {@code sink} with a buffer of {@code bufferSize} bytes. */
    static StandardOutput over(OutputStream sink, int bufferSize) {
        return new StandardOutput(new Watch(sink), bufferSize);
    }

    /**
     * Returns whether writing failed because the reading end of a pipe was closed (EPIPE: "Broken pipe" on
     * Linux and macOS; "The pipe is being closed" or "The pipe has been ended" on Windows).
     */
    boolean pipeClosed() {
        IOException e = watch.failure;
        String message = e == null || e.getMessage() == null ? "" : e.getMessage();
        return message.contains("Broken pipe") || message.contains("pipe is being closed")
                || message.contains("pipe has been ended");
    }
}
