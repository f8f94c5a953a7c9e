/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.problems.Polyomino;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Checks the answers of the benchmark workloads against published counts, for dlx4j and for the Hadoop
 * peer. Only the cheap instances run here; the benchmarks check every instance on every invocation.
 */
class WorkloadsTest {

    /** Published numbers of solutions of the n-queens problem, n = 0..14 (OEIS A000170). */
    private static final long[] QUEENS = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596};

    @Test
    void count_queens12_is14200() {
        assertThat(new DancingLinks(Workload.QUEENS12.problem()).count()).isEqualTo(14_200);
    }

    @ParameterizedTest
    @EnumSource(HadoopPeer.Secondary.class)
    void hadoopCount_queens12_is14200(HadoopPeer.Secondary secondary) {
        assertThat(new HadoopPeer(Workload.QUEENS12.problem(), secondary).count()).isEqualTo(14_200);
    }

    @ParameterizedTest
    @EnumSource(HadoopPeer.Secondary.class)
    void hadoopCount_queens1to10_matchesPublished(HadoopPeer.Secondary secondary) {
        for (int n = 1; n <= 10; n++) {
            ExactCoverProblem queens = NQueens.problem(n);
            assertThat(new HadoopPeer(queens, secondary).count()).as("queens %d", n).isEqualTo(QUEENS[n]);
            assertThat(new DancingLinks(queens).count()).as("queens %d", n).isEqualTo(QUEENS[n]);
        }
    }

    @Test
    void count_domino8x8_isKasteleyns12988816() {
        assertThat(new DancingLinks(Workload.DOMINO8X8.problem()).count()).isEqualTo(12_988_816);
    }

    @Test
    void count_pentomino3x20_is8() {
        assertThat(new DancingLinks(Workload.PENTOMINO3X20.problem()).count()).isEqualTo(8);
    }

    @Test
    void count_pentomino8x8MinusCentre_is520() {
        assertThat(new DancingLinks(Workload.PENTOMINO8X8.problem()).count()).isEqualTo(520);
    }

    @Test
    void hadoopCount_pentomino3x20_is8() {
        assertThat(new HadoopPeer(Workload.PENTOMINO3X20.problem(), HadoopPeer.Secondary.NATIVE).count()).isEqualTo(8);
    }

    @Test
    void hadoopCount_pentomino8x8MinusCentre_is520() {
        assertThat(new HadoopPeer(Workload.PENTOMINO8X8.problem(), HadoopPeer.Secondary.NATIVE).count())
                .isEqualTo(520);
    }

    @Test
    void pentomino8x8_board_has60CellsWithoutTheCentre() {
        ExactCoverProblem p = Workload.PENTOMINO8X8.problem();
        assertThat(p.primaryItemCount()).isEqualTo(12 + 60);
        assertThat(p.itemIndex("r3c3")).isEmpty();
        assertThat(p.itemIndex("r4c4")).isEmpty();
        assertThat(p.itemIndex("r3c2")).isPresent();
    }

    @Test
    void pentomino8x8_isScottsBoardOfTheExamples() throws Exception {
        // The board drawn in examples/scott.txt, read by the library's own parser: the same problem, item
        // for item and option for option.
        String scott = Files.readString(Path.of("..", "examples", "scott.txt"));
        ExactCoverProblem fromFile = PolyominoPuzzle.builder(
                PolyominoBoard.parse(scott), Polyominoes.PENTOMINOES)
                .build().problem();
        assertThat(DlxFormat.format(fromFile))
                .isEqualTo(DlxFormat.format(Workload.PENTOMINO8X8.problem()));
    }

    @Test
    void oneSidedPentominoes_areTheEighteenShapesUnderRotation() {
        // Oracle: every fixed orientation (rotations and reflections) of the 12 free pentominoes, as
        // pictures, grouped by rotation: 63 fixed pentominoes make 18 one-sided classes.
        Set<String> fixed = new TreeSet<>();
        for (Polyomino p : Polyominoes.PENTOMINOES) {
            p.orientations(true, true).forEach(o -> fixed.add(o.picture()));
        }
        assertThat(fixed).hasSize(63);
        List<Polyomino> pieces = Workload.oneSidedPentominoes();
        assertThat(pieces).hasSize(18);
        Set<String> covered = new TreeSet<>();
        for (Polyomino p : pieces) {
            List<String> rotations = new ArrayList<>();
            p.orientations(true, false).forEach(o -> rotations.add(o.picture()));
            assertThat(covered).as("piece %s repeats a shape", p.name()).doesNotContainAnyElementsOf(rotations);
            covered.addAll(rotations);
        }
        assertThat(covered).isEqualTo(fixed);
        ExactCoverProblem p = Workload.PENTOMINO3X30_ONE_SIDED.problem();
        assertThat(p.primaryItemCount()).isEqualTo(18 + 90);
    }

    @Test
    void workloadCheck_wrongCount_throws() {
        org.assertj.core.api.Assertions.assertThatIllegalStateException()
                .isThrownBy(() -> Workload.QUEENS12.check(14_199, "test"))
                .withMessageContaining("14199").withMessageContaining("14200");
    }

    /** Knuth's example from dlx1.w (matrix (3) of the 2000 paper): one solution, {A D}, {E F C}, {B G}. */
    private static ExactCoverProblem knuthExample() {
        return ExactCoverProblem.builder().primary("A", "B", "C", "D", "E").secondary("F", "G")
                .option("C", "E", "F").option("A", "D", "G").option("B", "C", "F").option("A", "D")
                .option("B", "G").option("D", "E", "G").build();
    }

    @ParameterizedTest
    @EnumSource(HadoopPeer.Secondary.class)
    void hadoopSolutions_knuthExample_isAdEfcBg(HadoopPeer.Secondary secondary) {
        List<List<List<String>>> all = new HadoopPeer(knuthExample(), secondary).solutions();
        assertThat(all).hasSize(1);
        Set<Set<String>> rows = new java.util.HashSet<>();
        for (List<String> row : all.get(0)) {
            rows.add(new TreeSet<>(row));
        }
        Set<Set<String>> expected = new java.util.HashSet<>(List.of(Set.of("A", "D"), Set.of("C", "E", "F"),
                Set.of("B", "G")));
        if (secondary == HadoopPeer.Secondary.SLACK) {
            assertThat(rows).containsAll(expected).hasSize(3); // F and G are both covered: no slack row
        } else {
            assertThat(rows).isEqualTo(expected);
        }
    }

    @Test
    void hadoopPeer_slack_addsOneRowPerSecondaryItem() {
        ExactCoverProblem queens = NQueens.problem(8);
        assertThat(new HadoopPeer(queens, HadoopPeer.Secondary.SLACK).rowCount()).isEqualTo(64 + 30);
        assertThat(new HadoopPeer(queens, HadoopPeer.Secondary.NATIVE).rowCount()).isEqualTo(64);
        assertThat(new HadoopPeer(queens, HadoopPeer.Secondary.NATIVE).columnCount()).isEqualTo(16 + 30);
    }

    @Test
    void write_knuthExample_isKnuthFormat() {
        // The example of dlx1.w, as Knuth writes it there (rows in the same order).
        String expected = "A B C D E | F G\n"
                + "C E F\n"
                + "A D G\n"
                + "B C F\n"
                + "A D\n"
                + "B G\n"
                + "D E G\n";
        assertThat(KnuthFormat.write(knuthExample())).isEqualTo(expected);
    }

    @Test
    void write_secondaryItemsDeclaredBetweenPrimaries_listsPrimariesFirst() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").secondary("x").primary("b")
                .option("a", "x").option("b").build();
        assertThat(KnuthFormat.write(p)).isEqualTo("a b | x\na x\nb\n");
    }

    @Test
    void write_longNames_usesNumberedNames() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("averylongname", "b").option("averylongname")
                .option("b").build();
        assertThat(KnuthFormat.write(p)).isEqualTo("i0 i1\ni0\ni1\n");
    }

    @Test
    void flatOptions_sameSeed_sameDistinctSortedOptions() {
        int[] a = RandomProblem.flatOptions(50, 200, 6, 7);
        assertThat(a).isEqualTo(RandomProblem.flatOptions(50, 200, 6, 7));
        List<Integer> bad = new ArrayList<>();
        for (int from = 0; from < a.length; from += 6) {
            for (int k = from + 1; k < from + 6; k++) {
                if (a[k] <= a[k - 1]) {
                    bad.add(from / 6);
                }
            }
        }
        assertThat(bad).as("options with repeated or unsorted items").isEmpty();
        assertThat(RandomProblem.build(50, a, 6).nodeCount()).isEqualTo(1200);
    }
}
