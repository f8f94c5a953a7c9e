/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Fast text output to standard output: encodes text to bytes itself (ASCII directly, anything else as UTF-8)
 * and hands them to the stream in one call per piece, and notices when the stream fails (a closed pipe, a
 * full disk) so that a search can stop instead of running on for nothing. The stream should be buffered:
 * {@link Main#main(String[])} gives it a 64 KiB buffer.
 */
final class Output {

    /** How many bytes are written between checks of the stream's error flag (each check flushes it). */
    private static final int CHECK_INTERVAL = 1 << 16;

    private final PrintStream out;
    private byte[] bytes = new byte[1 << 12];
    private long sinceCheck;
    private boolean failed;

    Output(PrintStream out) {
        this.out = out;
    }

    /** Writes text. */
    void write(CharSequence text) {
        int n = text.length();
        if (bytes.length < n) {
            bytes = new byte[Math.max(n, bytes.length * 2)];
        }
        for (int k = 0; k < n; k++) {
            char c = text.charAt(k);
            if (c >= 0x80) {
                byte[] utf8 = text.toString().getBytes(StandardCharsets.UTF_8);
                emit(utf8, utf8.length);
                return;
            }
            bytes[k] = (byte) c;
        }
        emit(bytes, n);
    }

    private void emit(byte[] b, int length) {
        out.write(b, 0, length);
        sinceCheck += length;
        if (sinceCheck >= CHECK_INTERVAL) {
            sinceCheck = 0;
            failed |= out.checkError();
        }
    }

    /** Returns whether writing has failed, as far as the last check knows. Cheap. */
    boolean failed() {
        return failed;
    }

    /** Flushes the stream and returns whether everything written so far reached it. */
    boolean finish() {
        failed |= out.checkError();
        return !failed;
    }
}
