/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.SearchStatistics;
import io.github.dlx4j.problems.NQueens;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Counts on {@code local[2]}. Oracles: published counts (pentominoes on 6x10: 9,356 tilings, 2,339 up to
 * symmetry; 12 queens: 14,200) and the core's sequential {@link DancingLinks#count()} on random problems.
 */
class SparkSearchTest {

    @ParameterizedTest
    @CsvSource({"false, 9356, 24", "true, 2339, 0"})
    void count_pentominoes6x10_isPublished(boolean upToSymmetry, long expected, int pieces) throws IOException {
        SparkSearchResult r = SparkSearch.builder(Problems.pentominoes(6, 10, upToSymmetry)).pieces(pieces).build()
                .run(LocalSpark.get());
        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(expected));
        assertThat(r.subproblems()).isGreaterThanOrEqualTo(Math.max(pieces, 2));
        assertThat(r.skipped()).isZero();
    }

    @ParameterizedTest
    @CsvSource({"50", "0"})
    void count_queens12_isPublishedWithTheSequentialStatistics(int pieces) throws IOException {
        // pieces 0: the planner's split, whose big pieces are split further (pieces at several depths)
        ExactCoverProblem problem = NQueens.problem(12);
        SparkSearchResult r = SparkSearch.builder(problem).pieces(pieces).progress(Duration.ofHours(1), line -> { })
                .build().run(LocalSpark.get());
        assertThat(r.solutions()).isEqualTo(BigInteger.valueOf(14_200));
        assertThat(r.subproblems()).isGreaterThanOrEqualTo(Math.max(pieces, 2));
        // The pieces' nodes and updates, and those above them, are the sequential search's.
        SearchStatistics sequential = new DancingLinks(problem).count(SearchSettings.DEFAULT).statistics();
        assertThat(r.nodes()).isEqualTo(BigInteger.valueOf(sequential.nodes()));
        assertThat(r.updates()).isEqualTo(BigInteger.valueOf(sequential.updates()));
    }

    @Test
    void count_pentominoes_nodesAndUpdatesAreTheSequentialSearchs() throws IOException {
        ExactCoverProblem problem = Problems.pentominoes(3, 20, false);
        SearchStatistics sequential = new DancingLinks(problem).count(SearchSettings.DEFAULT).statistics();
        for (int pieces : new int[] {1, 7, 40}) {
            SparkSearchResult r = SparkSearch.builder(problem).pieces(pieces).progress(Duration.ofHours(1), line -> { })
                    .build().run(LocalSpark.get());
            assertThat(r.nodes()).as("%d pieces", pieces).isEqualTo(BigInteger.valueOf(sequential.nodes()));
            assertThat(r.updates()).as("%d pieces", pieces).isEqualTo(BigInteger.valueOf(sequential.updates()));
        }
    }

    @Test
    void count_randomProblems_equalsSequentialCount() throws IOException {
        // a fixed default seed; -Ddlx4j.seed=N replays or explores
        long seed = Long.getLong("dlx4j.seed", 0x5EED_5A4CL);
        System.out.println("SparkSearchTest random seed " + seed + " (replay with -Ddlx4j.seed=" + seed + ")");
        Random rnd = new Random(seed);
        List<ExactCoverProblem> problems = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            problems.add(Problems.random(rnd));
        }
        for (int i = 0; i < problems.size(); i++) {
            ExactCoverProblem p = problems.get(i);
            long expected = new DancingLinks(p).count();
            int pieces = 1 + rnd.nextInt(12);
            SparkSearchResult r = SparkSearch.builder(p).pieces(pieces).progress(Duration.ofHours(1), line -> { })
                    .build().run(LocalSpark.get());
            assertThat(r.solutions()).as("seed %d, problem %d, %d pieces:%n%s", seed, i, pieces,
                    DlxFormat.format(p)).isEqualTo(BigInteger.valueOf(expected));
            if (!p.hasColors() && !p.hasMultiplicities()) {
                SearchStatistics sequential = new DancingLinks(p).count(SearchSettings.DEFAULT).statistics();
                assertThat(r.nodes()).as("nodes; seed %d, problem %d, %d pieces:%n%s", seed, i, pieces,
                        DlxFormat.format(p)).isEqualTo(BigInteger.valueOf(sequential.nodes()));
                assertThat(r.updates()).as("updates; seed %d, problem %d, %d pieces:%n%s", seed, i, pieces,
                        DlxFormat.format(p)).isEqualTo(BigInteger.valueOf(sequential.updates()));
            }
        }
    }

    @Test
    void count_progress_reportsEverySubproblemAndFinishes() throws IOException {
        List<String> lines = new ArrayList<>();
        SparkSearchResult r = SparkSearch.builder(NQueens.problem(8)).pieces(10)
                .progress(Duration.ZERO, lines::add).build().run(LocalSpark.get());
        assertThat(lines).hasSize(r.subproblems());
        assertThat(lines.get(0)).matches("1/" + r.subproblems() + " subproblems done \\(.*%\\), [0-9]+ solutions so"
                + " far, .* elapsed, ETA .*");
        assertThat(lines.get(lines.size() - 1)).startsWith(r.subproblems() + "/" + r.subproblems()
                + " subproblems done (100.0%), 92 solutions so far").endsWith("finished");
    }

    @Test
    void autoPieces_smallTree_givesOnePerCoreAndBigTreeMore() {
        assertThat(SparkSearch.autoPieces(new DancingLinks(NQueens.problem(6)), 2)).isEqualTo(2);
        int big = SparkSearch.autoPieces(new DancingLinks(NQueens.problem(16)), 2);
        assertThat(big).isGreaterThan(2).isLessThanOrEqualTo(2 * SparkSearch.MAX_PIECES_PER_CORE);
    }
}
