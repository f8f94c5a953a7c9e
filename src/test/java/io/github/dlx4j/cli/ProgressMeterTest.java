/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The progress line: its text, and that it is drawn in place and erased. */
class ProgressMeterTest {

    @Test
    void render_showsElapsedSolutionsAndRate() {
        assertThat(ProgressMeter.render(1, 2_000_000_000L)).isEqualTo("2.0 s: 1 solution (0.5/s)");
        assertThat(ProgressMeter.render(0, 0)).isEqualTo("0.0 s: 0 solutions (0.0/s)");
        assertThat(ProgressMeter.render(123_456, 1_000_000_000L)).isEqualTo("1.0 s: 123456 solutions (1.23e+05/s)");
    }

    @Test
    void off_showsNothing() {
        ProgressMeter.OFF.solutions(5);
        ProgressMeter.OFF.close();
    }

    @Test
    void start_drawsInPlaceAndCloseErases() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ProgressMeter meter = ProgressMeter.start(err, 0, 1);
        meter.solutions(42);
        // Wait (up to a minute, normally milliseconds) for the meter's thread to draw the line.
        for (int k = 0; k < 6_000 && !bytes.toString(StandardCharsets.UTF_8).contains("42 solutions"); k++) {
            Thread.sleep(10);
        }
        meter.close();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("\r").contains("42 solutions").doesNotContain("\n");
        String last = text.substring(text.lastIndexOf('\r', text.length() - 2));
        assertThat(last).matches("\r +\r");
        int size = text.length();
        Thread.sleep(20);
        assertThat(bytes.size()).as("nothing is drawn after close").isEqualTo(size);
    }
}
