/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Option costs on {@link ExactCoverProblem.Builder}: the overloads, eager refusals, and the rule of
 * {@code build()} that a solution's total must stay below {@code Long.MAX_VALUE}: the largest costs, as many
 * as a solution can hold options (the primary items' upper bounds added up), must add up to at most
 * {@code Long.MAX_VALUE - 1}.
 */
class ExactCoverProblemCostTest {

    private static final long MAX = Long.MAX_VALUE;
    /** Two of these add up past {@code Long.MAX_VALUE}. */
    private static final long HALF_PLUS = MAX / 2 + 1;

    @Test
    void option_withCost_isReadBack() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a", "b").secondary("x")
                .option(7, "a", "x:red").option("b").option(3, "b").build();
        assertThat(p.costOf(0)).isEqualTo(7);
        assertThat(p.costOf(1)).isZero();
        assertThat(p.costOf(2)).isEqualTo(3);
        assertThat(p.optionText(0)).isEqualTo("a x:red");
        assertThat(p.hasCosts()).isTrue();
        assertThat(p.toString()).contains("costs");
    }

    @Test
    void option_numberedItemsWithCost_takesAnArray() {
        ExactCoverProblem p = ExactCoverProblem.builder().primaryItems(3).option(5, new int[] {2, 0})
                .option(1, 2).option(0).build();
        assertThat(p.costOf(0)).isEqualTo(5);
        assertThat(p.optionItems(0)).containsExactly(2, 0);
        assertThat(p.optionItems(1)).as("option(1, 2) is items 1 and 2, not a cost").containsExactly(1, 2);
        assertThat(p.costOf(1)).isZero();
        assertThat(p.optionItems(2)).containsExactly(0);
        assertThat(p.hasCosts()).isTrue();
    }

    @Test
    void cost_pricesTheOptionAddedLast_andReplaces() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").secondary("x")
                .option(new String[] {"a", "x"}, new String[] {null, "red"}).cost(4)
                .option(9, "a").cost(2)
                .option("a").cost(6).cost(0)
                .build();
        assertThat(new long[] {p.costOf(0), p.costOf(1), p.costOf(2)}).containsExactly(4, 2, 0);
    }

    @Test
    void costOf_withoutCosts_isZero() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").option("a").build();
        assertThat(p.costOf(0)).isZero();
        assertThat(p.hasCosts()).isFalse();
        assertThatThrownBy(() -> p.costOf(1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> p.costOf(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void option_negativeCost_isRefusedAndNothingAdded() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a").option("a");
        assertThatThrownBy(() -> b.option(-1, "a")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1").hasMessageContaining("negative");
        assertThatThrownBy(() -> b.option(Long.MIN_VALUE, new int[] {0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
        assertThat(b.build().optionCount()).isEqualTo(1);
    }

    @Test
    void cost_negative_isRefusedAndKeepsTheCost() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a").option(5, "a");
        assertThatThrownBy(() -> b.cost(-3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-3").hasMessageContaining("negative");
        assertThat(b.build().costOf(0)).isEqualTo(5);
    }

    @Test
    void cost_beforeAnyOption_isIllegalState() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a");
        assertThatThrownBy(() -> b.cost(1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no option");
        assertThatThrownBy(() -> b.cost(0)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void build_twoCostlyOptionsThatCanMeet_isRefused() {
        // 'a' and 'b' can be in one solution: HALF_PLUS twice passes Long.MAX_VALUE.
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a", "b")
                .option(HALF_PLUS, "a").option(HALF_PLUS, "b");
        assertThatThrownBy(b::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too large").hasMessageContaining("2 options");
    }

    @Test
    void build_costlyOptionsWithOnePrimaryItem_areAccepted() {
        // One primary item: a solution holds one option, so no two costs are added.
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").secondary("x")
                .option(HALF_PLUS, "a").option(HALF_PLUS, "a", "x").option(MAX - 1, "a").build();
        assertThat(p.costOf(2)).isEqualTo(MAX - 1);
    }

    @Test
    void build_multiplicityCountsAsManyOptions() {
        // 2|a: a solution may hold two options that cover 'a'.
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a").multiplicity("a", 1, 2)
                .option(HALF_PLUS, "a").option(HALF_PLUS, "a");
        assertThatThrownBy(b::build).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large");
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a").multiplicity("a", 0, 1)
                .option(HALF_PLUS, "a").option(HALF_PLUS, "a").build();
        assertThat(p.costOf(1)).isEqualTo(HALF_PLUS);
    }

    @Test
    void build_totalOfMaxMinusOne_isTheLargestAccepted() {
        long half = (MAX - 1) / 2; // half + half == MAX - 1
        ExactCoverProblem p = ExactCoverProblem.builder().primary("a", "b").option(half, "a").option(half, "b")
                .build();
        assertThat(p.costOf(0) + p.costOf(1)).isEqualTo(MAX - 1);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a", "b").option(half, "a")
                .option(half + 1, "b");
        assertThatThrownBy(b::build).as("a total of Long.MAX_VALUE").isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(ExactCoverProblem.builder().primary("a").option(MAX, "a")::build)
                .as("one option of Long.MAX_VALUE").isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void build_onlyTheLargestCostsCount() {
        // Two primary items, five options of a third of MAX: all five pass MAX, the largest two do not.
        long third = MAX / 3;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("a", "b");
        for (int k = 0; k < 5; k++) {
            b.option(third, k % 2 == 0 ? "a" : "b");
        }
        assertThat(b.build().optionCount()).isEqualTo(5);
    }

    @Test
    void equals_includesCosts() {
        ExactCoverProblem plain = ExactCoverProblem.builder().primary("a", "b").option("a").option("b").build();
        ExactCoverProblem zero = ExactCoverProblem.builder().primary("a", "b").option(0, "a").option("b").cost(0)
                .build();
        ExactCoverProblem costly = ExactCoverProblem.builder().primary("a", "b").option(1, "a").option("b").build();
        ExactCoverProblem same = ExactCoverProblem.builder().primary("a", "b").option("a").cost(1).option("b")
                .build();
        ExactCoverProblem other = ExactCoverProblem.builder().primary("a", "b").option("a").option(1, "b").build();
        assertThat(zero).isEqualTo(plain).hasSameHashCodeAs(plain);
        assertThat(costly).isNotEqualTo(plain).isNotEqualTo(other).isEqualTo(same).hasSameHashCodeAs(same);
    }
}
