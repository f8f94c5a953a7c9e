/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.NQueens;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Enumeration on {@code local[2]}: the solution files, read in name order, hold exactly the sequential
 * search's solutions in its order. Oracle: the core's sequential search, formatted here.
 */
class SolveTest {

    /** The searches started (local mode: the executor is this JVM). */
    static final AtomicInteger STARTED = new AtomicInteger();

    @TempDir
    Path dir;

    /** Returns each solution of the sequential search: its option texts in input order, one per line. */
    static List<String> sequential(ExactCoverProblem problem) {
        List<String> all = new ArrayList<>();
        new DancingLinks(problem).search(s -> {
            int[] options = s.options();
            Arrays.sort(options);
            StringBuilder sb = new StringBuilder();
            for (int o : options) {
                sb.append(problem.optionText(o)).append('\n');
            }
            all.add(sb.append('\n').toString());
            return Decision.CONTINUE;
        });
        return all;
    }

    private String parts() throws IOException {
        StringBuilder sb = new StringBuilder();
        try (Stream<Path> files = Files.list(dir.resolve(RunDirectory.SOLUTIONS))) {
            for (Path p : files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList()) {
                sb.append(Files.readString(p));
            }
        }
        return sb.toString();
    }

    private SparkSearch.Builder solve(ExactCoverProblem problem) {
        return SparkSearch.builder(problem).outputDirectory(dir.toString()).progress(Duration.ofHours(1), l -> { });
    }

    @Test
    void solve_all_partsInNameOrderAreTheSequentialSolutions() throws IOException {
        ExactCoverProblem problem = NQueens.problem(8);
        SparkSearchResult r = solve(problem).pieces(12).enumerate(Long.MAX_VALUE).merge().build().run(LocalSpark.get());
        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(92));
        String expected = String.join("", sequential(problem));
        assertThat(parts()).isEqualTo(expected);
        assertThat(Files.readString(dir.resolve(SparkSearch.MERGED))).isEqualTo(expected);
        try (Stream<Path> files = Files.list(dir.resolve(RunDirectory.SOLUTIONS))) {
            assertThat(files.filter(f -> f.getFileName().toString().startsWith("part-"))).hasSize(r.subproblems());
        }
    }

    @Test
    void solve_limit_keepsTheFirstSolutionsOfTheSequentialOrder() throws IOException {
        ExactCoverProblem problem = NQueens.problem(8);
        SparkSearchResult r = solve(problem).pieces(12).enumerate(10).merge().build().run(LocalSpark.get());
        assertThat(r.solutions()).isEqualTo(BigInteger.TEN);
        String expected = String.join("", sequential(problem).subList(0, 10));
        assertThat(parts()).isEqualTo(expected);
        assertThat(Files.readString(dir.resolve(SparkSearch.MERGED))).isEqualTo(expected);
    }

    @Test
    void solve_limitsInsideAndAtTheEndOfParts_keepExactlyTheFirstSolutions() throws IOException {
        ExactCoverProblem problem = NQueens.problem(8);
        List<String> all = sequential(problem);
        for (int limit : new int[] {1, 5, 23, 50, 92, 200}) {
            Path run = dir.resolve("limit" + limit);
            SparkSearchResult r = SparkSearch.builder(problem).outputDirectory(run.toString())
                    .progress(Duration.ofHours(1), l -> { }).pieces(4).enumerate(limit).merge().build()
                    .run(LocalSpark.get());
            int kept = Math.min(limit, all.size());
            assertThat(r.solutions()).as("limit %d", limit).isEqualTo(BigInteger.valueOf(kept));
            assertThat(Files.readString(run.resolve(SparkSearch.MERGED))).as("limit %d", limit)
                    .isEqualTo(String.join("", all.subList(0, kept)));
        }
    }

    @Test
    void solve_abortedThenRerun_writesEverySolutionOnce() throws IOException {
        ExactCoverProblem problem = NQueens.problem(7);
        STARTED.set(0);
        TaskHook crash = (index, context) -> {
            if (STARTED.incrementAndGet() > 8) {
                throw new IllegalStateException("injected crash at subproblem " + index);
            }
        };
        assertThatThrownBy(() -> solve(problem).pieces(16).enumerate(Long.MAX_VALUE).hook(crash).build()
                .run(LocalSpark.get())).hasMessageContaining("injected crash");
        SparkSearchResult r = solve(problem).enumerate(Long.MAX_VALUE).build().run(LocalSpark.get());
        assertThat(r.skipped()).isPositive();
        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(40));
        assertThat(parts()).isEqualTo(String.join("", sequential(problem)));
    }

    @Test
    void build_enumerationWithoutFolder_isRejected() {
        assertThatThrownBy(() -> SparkSearch.builder(NQueens.problem(4)).enumerate(1).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("output folder");
        assertThatThrownBy(() -> SparkSearch.builder(NQueens.problem(4)).enumerate(0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
