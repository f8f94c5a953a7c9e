/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * Fuzz tests of {@link DlxFormat#read(java.io.InputStream)}. In the normal test run (regression mode) each
 * runs over its seed corpus in {@code src/test/resources/io/github/dlx4j/DlxFormatFuzzTestInputs/<method>/};
 * to fuzz, run one at a time, for example
 * {@code JAZZER_FUZZ=1 mvn test -Dtest=DlxFormatFuzzTest#read_anyBytes_failsOnlyWithFormatException}.
 * A finding is written to that directory and then replays in every normal run.
 */
class DlxFormatFuzzTest {

    /** Any input either reads or fails with a {@link DlxFormatException} at a position inside the input. */
    @FuzzTest(maxDuration = "5m")
    void read_anyBytes_failsOnlyWithFormatException(byte[] data) throws IOException {
        try {
            ExactCoverProblem p = DlxFormat.read(new ByteArrayInputStream(data));
            assertThat(p.primaryItemCount()).isPositive();
            assertThat(p.nodeCount()).isLessThanOrEqualTo(data.length);
        } catch (DlxFormatException e) {
            assertThat(e.line()).isBetween(1L, data.length + 1L);
            assertThat(e.column()).isBetween(1L, data.length + 1L);
            assertThat(e.getMessage()).startsWith("line " + e.line() + ", column " + e.column() + ": ")
                    .doesNotContain("\n");
        }
    }

    /** Whatever reads, writes back to text that reads to an equal problem and writes to the same text. */
    @FuzzTest(maxDuration = "5m")
    void readFormatParse_anyBytes_roundTrips(byte[] data) throws IOException {
        ExactCoverProblem p;
        try {
            p = DlxFormat.read(new ByteArrayInputStream(data));
        } catch (DlxFormatException e) {
            return;
        }
        String text = DlxFormat.format(p);
        ExactCoverProblem back = DlxFormat.parse(text);
        assertThat(back).isEqualTo(p);
        assertThat(DlxFormat.format(back)).isEqualTo(text);
    }

    /** Any input gives the same problem, or an error at the same position, as a naive reference parser. */
    @FuzzTest(maxDuration = "5m")
    void read_anyBytes_agreesWithNaiveParser(byte[] data) throws IOException {
        DlxFormatDifferentialTest.assertAgree(data);
    }
}
