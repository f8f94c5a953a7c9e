/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The worked examples of Knuth's 2000 paper and of TAOCP, whose unique solutions are published. */
class KnuthExamplesTest {

    static ExactCoverProblem paperExample() {
        return ExactCoverProblem.builder()
                .primary("A", "B", "C", "D", "E", "F", "G")
                .option("C", "E", "F")
                .option("A", "D", "G")
                .option("B", "C", "F")
                .option("A", "D")
                .option("B", "G")
                .option("D", "E", "G")
                .build();
    }

    @Test
    void paperExample_hasExactlyOneSolution_AD_BG_CEF() {
        DancingLinks dl = new DancingLinks(paperExample());
        assertThat(dl.count()).isEqualTo(1);
        Solution s = dl.findFirst().orElseThrow();
        assertThat(s.optionTexts()).containsExactlyInAnyOrder("A D", "B G", "C E F");
        assertThat(s.options()).containsExactlyInAnyOrder(3, 4, 0);
    }

    @Test
    void setPartitionExample_hasExactlyOneSolution_BDF() {
        // X = {1..7}; A=[1,4,7], B=[1,4], C=[4,5,7], D=[3,5,6], E=[2,3,6,7], F=[2,7] (items numbered 0..6)
        ExactCoverProblem p = ExactCoverProblem.builder()
                .primaryItems(7)
                .option(0, 3, 6)
                .option(0, 3)
                .option(3, 4, 6)
                .option(2, 4, 5)
                .option(1, 2, 5, 6)
                .option(1, 6)
                .build();
        DancingLinks dl = new DancingLinks(p);
        List<Solution> all = dl.solutions().collect(Collectors.toList());
        assertThat(all).hasSize(1);
        assertThat(all.get(0).options()).containsExactlyInAnyOrder(1, 3, 5);
        assertThat(dl.count()).isEqualTo(1);
    }

    @Test
    void paperExample_statistics_matchHandCount() {
        // Hand trace: level 0 chooses A (size 2, leftmost of minimum); option "A D G" leaves B,C,E,F where
        // E has size 0 after covering D,G -> dead end; option "A D" leaves B,C,E,F,G: B... see test below.
        DancingLinks dl = new DancingLinks(paperExample());
        SearchResult r = dl.search(solution -> Decision.CONTINUE);
        assertThat(r.outcome()).isEqualTo(SearchOutcome.COMPLETED);
        assertThat(r.solutions()).isEqualTo(1);
        assertThat(r.statistics().maxLevel()).isEqualTo(3);
        assertThat(r.statistics().nodesPerLevel()[0]).isEqualTo(1);
        assertThat(r.statistics().nodesPerLevel()).hasSize(4);
    }
}
