/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.BestSolutions;
import io.github.dlx4j.CostSearch;
import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.NQueens;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tasks that fail are retried by Spark and counted once. On {@code local[2,4]} (2 cores, a task may fail 3
 * times before the job fails), the first attempt of every third subproblem throws after being handed its
 * work. Oracle: the core's sequential count; the injected failures are counted to prove they happened.
 */
class FaultToleranceTest {

    /** Failures injected, by subproblem index (local mode: the executor is this JVM). */
    static final Map<Integer, AtomicInteger> FAILED = new ConcurrentHashMap<>();

    /** Subproblems whose search started, by attempt. */
    static final Set<String> STARTED = ConcurrentHashMap.newKeySet();

    @AfterAll
    static void backToLocal2() {
        LocalSpark.get("local[2]");
    }

    @Test
    void count_failedFirstAttempts_areRetriedAndCountedOnce(@TempDir Path dir) throws IOException {
        FAILED.clear();
        STARTED.clear();
        ExactCoverProblem problem = NQueens.problem(11);
        TaskHook failThirds = (index, context) -> {
            STARTED.add(index + "/" + context.attemptNumber());
            if (index % 3 == 0 && context.attemptNumber() == 0) {
                FAILED.computeIfAbsent(index, k -> new AtomicInteger()).incrementAndGet();
                throw new IllegalStateException("injected failure of subproblem " + index);
            }
        };
        SparkSearchResult r = SparkSearch.builder(problem).pieces(30).outputDirectory(dir.toString())
                .progress(Duration.ofHours(1), line -> { }).hook(failThirds).build().run(LocalSpark.get("local[2,4]"));

        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(new DancingLinks(problem).count()))
                .isEqualTo(BigInteger.valueOf(2680));
        int thirds = (r.subproblems() + 2) / 3;
        assertThat(FAILED).hasSize(thirds);
        assertThat(FAILED.values()).allMatch(n -> n.get() == 1);
        for (int index : FAILED.keySet()) {
            assertThat(STARTED).contains(index + "/0", index + "/1");
        }
        // One record per subproblem, each with the subproblem's own count.
        Map<Integer, SubproblemResult> done = new RunDirectory(dir.toString(), new Configuration()).finished();
        assertThat(done).hasSize(r.subproblems());
        assertThat(done.values().stream().mapToLong(SubproblemResult::solutions).sum()).isEqualTo(2680);
    }

    /**
     * The k best, with the first attempt of every third piece of both passes failing and of every third
     * interrupted (as when Spark kills a task): the same answer as the sequential search.
     */
    @Test
    void best_failedAndInterruptedFirstAttempts_giveTheSequentialAnswer() {
        FAILED.clear();
        STARTED.clear();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (int i = 0; i < 8; i++) {
            b.primary("x" + i);
        }
        for (int i = 0; i < 8; i++) {
            b.option(i % 3, "x" + i).option((i + 1) % 3, "x" + i); // 256 solutions, costs 4 to 12, many ties
        }
        ExactCoverProblem problem = b.build();
        TaskHook failThirds = (index, context) -> {
            STARTED.add(index + "/" + context.attemptNumber());
            if (index % 3 == 0 && context.attemptNumber() == 0) {
                FAILED.computeIfAbsent(index, k -> new AtomicInteger()).incrementAndGet();
                throw new IllegalStateException("injected failure of piece " + index);
            }
            if (index % 3 == 1 && context.attemptNumber() == 0) {
                Thread.currentThread().interrupt();
            }
        };
        SparkBestResult r = SparkBest.builder(problem).pieces(12).progress(Duration.ofHours(1), line -> { })
                .hook(failThirds).build().run(LocalSpark.get("local[2,4]"), 10);
        BestSolutions expected = new CostSearch(problem).best(10);
        assertThat(r.secondPieces()).isPositive();
        SparkBestTest.assertSameAsSequential(r, expected, "8 items, 12 pieces");
        // the first attempts failed in both passes, and were retried
        assertThat(FAILED.values().stream().mapToInt(AtomicInteger::get).sum())
                .isEqualTo((r.firstPieces() + 2) / 3 + (r.secondPieces() + 2) / 3);
        assertThat(STARTED).contains("0/1", "1/1", "3/1", "4/1");
    }

    @Test
    void count_taskFailingEveryAttempt_failsTheJob() {
        TaskHook alwaysFail = (index, context) -> {
            if (index == 1) {
                throw new IllegalStateException("injected failure of every attempt");
            }
        };
        assertThatThrownBy(() -> SparkSearch.builder(NQueens.problem(8)).pieces(4)
                .progress(Duration.ofHours(1), line -> { }).hook(alwaysFail).build().run(LocalSpark.get("local[2,4]")))
                .isInstanceOf(org.apache.spark.SparkException.class)
                .hasMessageContaining("injected failure of every attempt");
    }

    @Test
    void count_interruptedSearches_areRetriedNotCountedPartially() throws IOException {
        ExactCoverProblem problem = NQueens.problem(10);
        TaskHook interruptHalf = (index, context) -> {
            if (index % 2 == 0 && context.attemptNumber() == 0) {
                Thread.currentThread().interrupt(); // as when Spark kills a task: the search stops at once
            }
        };
        SparkSearchResult r = SparkSearch.builder(problem).pieces(20).progress(Duration.ofHours(1), line -> { })
                .hook(interruptHalf).build().run(LocalSpark.get("local[2,4]"));
        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(724));
    }
}
