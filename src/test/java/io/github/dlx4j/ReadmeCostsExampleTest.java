/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The "Cheapest solutions" example of README.md, shown verbatim there ({@link ReadmeSnippetsTest} checks
 * it). It runs here, and what it prints is checked against the six rotas priced by hand: ann-late,
 * bob-early, cy-night costs 2 + 3 + 3 = 8; the next cost 13, and three rotas do (ann-early bob-late cy-night
 * 4 + 6 + 3, ann-early bob-night cy-late 4 + 5 + 4, ann-late bob-night cy-early 2 + 5 + 6).
 */
@Isolated // captures System.out, which tests running beside it print to
class ReadmeCostsExampleTest {

    // snippet README.md: begin
    record Nurse(String name) { }
    record Shift(String name) { }
    record Assignment(Nurse nurse, Shift shift) {
        @Override
        public String toString() {
            return nurse.name() + " " + shift.name();
        }
    }

    static void rota() {
        List<Nurse> nurses = List.of(new Nurse("ann"), new Nurse("bob"), new Nurse("cy"));
        List<Shift> shifts = List.of(new Shift("early"), new Shift("late"), new Shift("night"));
        long[][] dislike = {{4, 2, 7}, {3, 6, 5}, {6, 4, 3}};      // how much each nurse minds each shift
        TypedProblem.Builder<Assignment> b = TypedProblem.builder();
        b.primary(nurses).primary(shifts);                         // one shift each, one nurse a shift
        for (int n = 0; n < 3; n++) {
            for (int s = 0; s < 3; s++) {
                Nurse nurse = nurses.get(n);
                Shift shift = shifts.get(s);
                b.option(new Assignment(nurse, shift), List.of(nurse, shift)).cost(dislike[n][s]);
            }
        }
        TypedProblem<Assignment> rota = b.build();
        BestSolutions best = new CostSearch(rota.indexProblem()).best(2);
        for (CostedSolution c : best.solutions()) {
            System.out.println(c.cost() + " " + rota.decode(c.solution()));
        }
        // 8 [ann late, bob early, cy night]
        // 13 [ann late, bob night, cy early]
    }
    // snippet: end

    @Test
    void readme_costsExample_printsTheTwoCheapestRotas() {
        ReadmeExampleTest.Captured out = new ReadmeExampleTest.Captured();
        try {
            rota();
        } finally {
            out.restore();
        }
        List<String> printed = out.out().lines().toList();
        assertThat(printed).hasSize(2);
        assertThat(printed.get(0)).isEqualTo("8 [ann late, bob early, cy night]");
        assertThat(printed.get(1)).startsWith("13 [");
        assertThat(List.of("13 [ann early, bob late, cy night]", "13 [ann early, bob night, cy late]",
                "13 [ann late, bob night, cy early]")).contains(printed.get(1));
        assertThat(printed.get(1)).isEqualTo("13 [ann late, bob night, cy early]"); // as the README shows
    }
}
