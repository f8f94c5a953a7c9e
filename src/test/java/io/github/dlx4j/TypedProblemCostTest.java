/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Option costs in the typed layer: given with {@link TypedProblem.Builder#cost(long)}, read back by index. */
class TypedProblemCostTest {

    /** A user's option that knows its price. */
    private record Shift(String nurse, String day, long price) {
    }

    private static TypedProblem.Builder<Shift> days() {
        return TypedProblem.<Shift>builder().primary("Mon", "Tue").secondary("Ann", "Bob");
    }

    @Test
    void cost_fromTheUsersObject_isReadBack() {
        Shift a = new Shift("Ann", "Mon", 30);
        Shift b = new Shift("Bob", "Mon", 25);
        Shift c = new Shift("Ann", "Tue", 0);
        TypedProblem<Shift> p = days()
                .option(a, List.of(a.day(), a.nurse())).cost(a.price())
                .option(b, List.of(b.day(), b.nurse()), Map.of("Bob", "early")).cost(b.price())
                .option(c, List.of(c.day(), c.nurse()))
                .build();
        assertThat(p.costOf(0)).isEqualTo(30);
        assertThat(p.costOf(1)).isEqualTo(25);
        assertThat(p.costOf(2)).isZero();
        assertThat(p.indexProblem().costOf(1)).isEqualTo(25);
        assertThat(DlxFormat.format(p.indexProblem())).isEqualTo("0 1 | 2 3\n0 2 |30\n0 3:1 |25\n1 2\n");
        assertThatThrownBy(() -> p.costOf(3)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void cost_replacesTheLastOptionsCost() {
        Shift a = new Shift("Ann", "Mon", 30);
        TypedProblem<Shift> p = days().option(a, List.of("Mon")).cost(5).cost(7).build();
        assertThat(p.costOf(0)).isEqualTo(7);
    }

    @Test
    void cost_doesNotChangeTheSolutions() {
        Shift a = new Shift("Ann", "Mon", 30);
        Shift b = new Shift("Bob", "Tue", 25);
        Shift c = new Shift("Ann", "Tue", 10);
        TypedProblem<Shift> costly = days().option(a, List.of("Mon", "Ann")).cost(30)
                .option(b, List.of("Tue", "Bob")).cost(25).option(c, List.of("Tue", "Ann")).cost(10).build();
        assertThat(new TypedSolver<>(costly).solutions()).containsExactly(List.of(a, b));
    }

    @Test
    void cost_negative_isRefusedNamingTheOption() {
        Shift a = new Shift("Ann", "Mon", -1);
        TypedProblem.Builder<Shift> b = days().option(a, List.of("Mon")).cost(4);
        assertThatThrownBy(() -> b.cost(a.price())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 0").hasMessageContaining("Ann").hasMessageContaining("-1")
                .hasMessageContaining("negative");
        assertThat(b.build().costOf(0)).as("left as it was").isEqualTo(4);
    }

    @Test
    void cost_beforeAnyOption_isIllegalState() {
        assertThatThrownBy(() -> days().cost(3)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no option");
    }

    @Test
    void cost_afterARefusedOption_pricesTheOptionBefore() {
        Shift a = new Shift("Ann", "Mon", 1);
        Shift bad = new Shift("Zoe", "Mon", 9);
        TypedProblem.Builder<Shift> b = days().option(a, List.of("Mon"));
        assertThatThrownBy(() -> b.option(bad, List.of("Mon", "Zoe"))).isInstanceOf(IllegalArgumentException.class);
        TypedProblem<Shift> p = b.cost(2).build();
        assertThat(p.optionCount()).isEqualTo(1);
        assertThat(p.costOf(0)).isEqualTo(2);
    }

    @Test
    void build_costsTooLargeForOneSolution_isRefused() {
        long big = Long.MAX_VALUE / 2 + 1;
        Shift a = new Shift("Ann", "Mon", big);
        Shift b = new Shift("Bob", "Tue", big);
        TypedProblem.Builder<Shift> builder = days().option(a, List.of("Mon", "Ann")).cost(big)
                .option(b, List.of("Tue", "Bob")).cost(big);
        assertThatThrownBy(builder::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too large");
    }
}
