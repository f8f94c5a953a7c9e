/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An input stream whose reads end at the run's deadline and at Ctrl-C even while the stream below blocks
 * (a terminal where nobody types, a pipe whose writer went quiet), for the commands that read as they
 * answer ({@code sudoku}, {@code kakuro}). A daemon thread reads ahead into a short queue of chunks; a read
 * takes from the queue, and while it is empty looks at the cancel flag and the clock every
 * {@link Deadline#POLL_MILLIS}. It then throws {@link CancellableInput.Cancelled}: timed out, or
 * interrupted.
 */
final class TimedInput extends InputStream {

    /** The most bytes the reading thread hands over at once. */
    static final int CHUNK = 1 << 13;

    /** What the reading thread hands over after the last chunk. */
    private static final Object END = new Object();

    private final BlockingQueue<Object> chunks = new ArrayBlockingQueue<>(4); // byte[], END or a Throwable
    private final Thread reader;
    private final Deadline deadline;
    private final Io io;
    private final String source;
    private byte[] current = new byte[0];
    private int position;
    private boolean ended;
    private long bytes;

    /**
     * Starts reading a stream ahead.
     *
     * @param source how the messages name the stream: {@code "standard input"} or {@code "'FILE'"}
     */
    TimedInput(InputStream in, Deadline deadline, Io io, String source) {
        this.deadline = deadline;
        this.io = io;
        this.source = source;
        reader = new Thread(() -> pump(in), "dlx4j-input");
        reader.setDaemon(true);
        reader.start();
    }

    /** Reads the stream below into the queue until its end or an error; runs on the reading thread. */
    private void pump(InputStream in) {
        try {
            try {
                byte[] buffer = new byte[CHUNK];
                for (int n; (n = in.read(buffer)) >= 0;) {
                    if (n > 0) {
                        chunks.put(Arrays.copyOf(buffer, n));
                    }
                }
                chunks.put(END);
            } catch (IOException | RuntimeException | Error e) {
                chunks.put(e);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // nobody reads on: let the thread end
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        if (position == current.length && !next()) {
            return -1;
        }
        int n = Math.min(len, current.length - position);
        System.arraycopy(current, position, b, off, n);
        position += n;
        bytes += n;
        return n;
    }

    @Override
    public int available() {
        int n = current.length - position;
        for (Object chunk : chunks) {
            n += chunk instanceof byte[] ? ((byte[]) chunk).length : 0;
        }
        return n;
    }

    /** Takes the next chunk; returns false at the end of the stream. */
    private boolean next() throws IOException {
        if (ended) {
            return false;
        }
        Object chunk = chunks.poll();
        while (chunk == null) {
            if (io.cancel().get()) {
                throw new CancellableInput.Cancelled("interrupted while " + reading(), false);
            }
            if (deadline.passed()) {
                throw new CancellableInput.Cancelled(deadline.timedOut() + " while " + reading(), true);
            }
            try {
                chunk = chunks.poll(Deadline.POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellableInput.Cancelled("interrupted while " + reading(), false);
            }
        }
        if (chunk == END) {
            ended = true;
            return false;
        }
        if (chunk instanceof IOException) {
            throw (IOException) chunk;
        }
        if (chunk instanceof RuntimeException) {
            throw (RuntimeException) chunk;
        }
        if (chunk instanceof Error) {
            throw (Error) chunk;
        }
        current = (byte[]) chunk;
        position = 0;
        return true;
    }

    /**
     * Stops reading ahead and waits a moment for the reading thread to end; the stream below stays open (it
     * may be standard input). A thread blocked in a read of the stream below ends with the process.
     */
    @Override
    public void close() {
        reader.interrupt();
        try {
            reader.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private String reading() {
        return "reading " + source + " (after " + CancellableInput.size(bytes) + ")";
    }
}
