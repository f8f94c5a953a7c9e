/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An input stream that ends the run when Ctrl-C has set the cancellation flag: every read checks the flag
 * first and then throws {@link Cancelled}, which {@link Main} reports as {@code stopped: interrupted while
 * reading ...} with exit status 130. So reading a large problem stops as promptly as searching it. (A read
 * that blocks, on a terminal waiting for typing, is not woken by the flag; {@link Main#main(String[])}'s
 * shutdown hook reports that case itself.)
 */
final class CancellableInput extends FilterInputStream {

    /**
     * Thrown by a read after the cancellation flag is set, or, from a {@link TimedInput}, after the deadline
     * passed; its message is how the run stopped, for the line {@code stopped: ...}.
     */
    static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final boolean timedOut;

        Cancelled(String what, boolean timedOut) {
            super(what, null, false, false);
            this.timedOut = timedOut;
        }

        /** Returns whether the deadline stopped the read (exit status 3), not Ctrl-C (130). */
        boolean timedOut() {
            return timedOut;
        }
    }

    private final AtomicBoolean cancel;
    private final String source;
    private volatile long bytes; // read by the thread that waits for the reading one

    /**
     * Wraps a stream.
     *
     * @param source how the messages name the stream: {@code "standard input"} or {@code "'FILE'"}
     */
    CancellableInput(InputStream in, AtomicBoolean cancel, String source) {
        super(in);
        this.cancel = cancel;
        this.source = source;
    }

    private void check() {
        if (cancel.get()) {
            throw new Cancelled("interrupted while " + reading(), false);
        }
    }

    /** Returns what is being read and how far it got: {@code "reading 'big.dlx' (after 3.4 MB)"}. */
    String reading() {
        return "reading " + source + " (after " + size(bytes) + ")";
    }

    @Override
    public int read() throws IOException {
        check();
        int b = super.read();
        bytes += b < 0 ? 0 : 1;
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        check();
        int n = super.read(b, off, len);
        bytes += Math.max(n, 0);
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        check();
        long skipped = super.skip(n);
        bytes += skipped;
        return skipped;
    }

    /** Returns a number of bytes in words: {@code "512 bytes"}, {@code "3.4 MB"}. */
    static String size(long bytes) {
        if (bytes < 10_000) {
            return bytes + (bytes == 1 ? " byte" : " bytes");
        }
        return bytes < 10_000_000 ? String.format(Locale.ROOT, "%.1f kB", bytes / 1e3)
                : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }
}
