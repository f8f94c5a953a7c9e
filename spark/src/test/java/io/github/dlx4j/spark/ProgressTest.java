/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests of the progress lines, on a clock the test moves. Oracle: arithmetic done by hand. */
class ProgressTest {

    private long now;

    @Test
    void finished_reportsAtMostOncePerIntervalAndAlwaysAtTheEnd() {
        List<String> lines = new ArrayList<>();
        Progress p = new Progress(4, 0, new ExactSum(), 4, 10_000_000_000L, lines::add, () -> now);
        now = 5_000_000_000L;
        p.finished(new SubproblemResult(0, 7, 1, 1, 1), 1);
        assertThat(lines).isEmpty();
        now = 10_000_000_000L;
        p.finished(new SubproblemResult(1, 3, 1, 1, 1), 1);
        assertThat(lines).containsExactly("2/4 subproblems done (50.0%), 10 solutions so far, 10.0s elapsed,"
                + " ETA 10.0s");
        now = 12_000_000_000L;
        p.finished(new SubproblemResult(2, 0, 1, 1, 1), 1);
        assertThat(lines).hasSize(1);
        now = 13_000_000_000L;
        p.finished(new SubproblemResult(3, 5, 1, 1, 1), 1);
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).isEqualTo("4/4 subproblems done (100.0%), 15 solutions so far, 13.0s elapsed,"
                + " finished");
    }

    @Test
    void line_resumedRun_countsSkippedAsDoneAndWeighsTheTimeLeft() {
        Progress p = new Progress(10, 6, new ExactSum().add(100), 3 + 1 + 1 + 1, 0, line -> { }, () -> now);
        assertThat(p.line()).endsWith("100 solutions so far, 0.0s elapsed, ETA unknown").startsWith("6/10");
        now = 60_000_000_000L;
        p.finished(new SubproblemResult(6, 1, 1, 1, 1), 3);
        // Half the weight in 60 s: another minute.
        assertThat(p.line()).isEqualTo("7/10 subproblems done (70.0%), 101 solutions so far, 1m00s elapsed,"
                + " ETA 1m00s");
    }

    @Test
    void duration_formats() {
        assertThat(Progress.duration(3_400_000_000L)).isEqualTo("3.4s");
        assertThat(Progress.duration(123_000_000_000L)).isEqualTo("2m03s");
        assertThat(Progress.duration(3_723_000_000_000L)).isEqualTo("1h02m03s");
    }
}
