/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.NQueens;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run with an output folder resumes: the same search rerun skips the subproblems recorded as done and gives
 * the same total. Oracles: the core's sequential count, and which subproblems the rerun searched.
 */
class ResumeTest {

    /** The subproblems whose search started (local mode: the executor is this JVM). */
    static final Set<Integer> STARTED = ConcurrentHashMap.newKeySet();

    /** The searches started, for the hook that crashes midway. */
    static final AtomicInteger STARTED_COUNT = new AtomicInteger();

    static final TaskHook RECORD = (index, context) -> STARTED.add(index);

    @TempDir
    Path dir;

    @BeforeEach
    void clear() {
        STARTED.clear();
        STARTED_COUNT.set(0);
    }

    private SparkSearch.Builder search(ExactCoverProblem problem, TaskHook hook) {
        return SparkSearch.builder(problem).outputDirectory(dir.toString()).progress(Duration.ofHours(1), l -> { })
                .hook(hook);
    }

    private Map<Integer, SubproblemResult> done() throws IOException {
        return new RunDirectory(dir.toString(), new Configuration()).finished();
    }

    @Test
    void count_abortedMidway_rerunSkipsWhatWasDoneAndGivesTheSameTotal() throws IOException {
        ExactCoverProblem problem = NQueens.problem(10);
        TaskHook abortLate = (index, context) -> {
            if (STARTED_COUNT.incrementAndGet() > 40) {
                throw new IllegalStateException("injected crash at subproblem " + index);
            }
        };
        assertThatThrownBy(() -> search(problem, abortLate).pieces(60).build().run(LocalSpark.get()))
                .hasMessageContaining("injected crash");
        Set<Integer> doneBefore = new TreeSet<>(done().keySet());
        assertThat(doneBefore).isNotEmpty().hasSizeLessThanOrEqualTo(40);

        SparkSearchResult r = search(problem, RECORD).build().run(LocalSpark.get());
        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(new DancingLinks(problem).count()))
                .isEqualTo(BigInteger.valueOf(724));
        assertThat(r.skipped()).isEqualTo(doneBefore.size());
        assertThat(STARTED).hasSize(r.subproblems() - doneBefore.size()).doesNotContainAnyElementsOf(doneBefore);
        assertThat(done()).hasSize(r.subproblems());
    }

    @Test
    void count_preRecordedSubproblems_areNotSearchedAgain() throws IOException {
        ExactCoverProblem problem = NQueens.problem(9);
        SparkSearchResult first = search(problem, RECORD).pieces(20).build().run(LocalSpark.get());
        assertThat(first.solutions()).isEqualTo(BigInteger.valueOf(352));
        // Forget two records and falsify a third: the rerun searches exactly the two, and trusts the third.
        RunDirectory run = new RunDirectory(dir.toString(), new Configuration());
        Files.delete(dir.resolve("done/000001"));
        Files.delete(dir.resolve("done/000004"));
        SubproblemResult two = done().get(2);
        run.record(new SubproblemResult(2, two.solutions() + 1000, two.nodes(), two.updates(), two.millis()));
        STARTED.clear();

        SparkSearchResult second = search(problem, RECORD).pieces(3).build().run(LocalSpark.get());
        assertThat(STARTED).containsExactlyInAnyOrder(1, 4);
        assertThat(second.subproblems()).as("the recorded split, not --pieces 3").isEqualTo(first.subproblems());
        assertThat(second.skipped()).isEqualTo(first.subproblems() - 2);
        assertThat(second.solutions()).isEqualTo(BigInteger.valueOf(352 + 1000));
    }

    @Test
    void count_allRecorded_runsNoTask() throws IOException {
        search(NQueens.problem(8), RECORD).pieces(5).build().run(LocalSpark.get());
        STARTED.clear();
        SparkSearchResult again = search(NQueens.problem(8), RECORD).build().run(LocalSpark.get());
        assertThat(STARTED).isEmpty();
        assertThat(again.solutions()).isEqualTo(BigInteger.valueOf(92));
        assertThat(again.skipped()).isEqualTo(again.subproblems());
    }

    @Test
    void count_folderOfAnotherProblemOrMode_isRejected() throws IOException {
        search(NQueens.problem(6), RECORD).build().run(LocalSpark.get());
        assertThatThrownBy(() -> search(NQueens.problem(7), RECORD).build().run(LocalSpark.get()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("problem.sha256")
                .hasMessageContaining("give another folder");
        assertThatThrownBy(() -> search(NQueens.problem(6), RECORD).enumerate(Long.MAX_VALUE).build()
                .run(LocalSpark.get())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("mode=count, not solve");
    }
}
