/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Checks the inputs of {@link ReadBenchmark} on the small instance: the names are distinct and as short as
 * promised, and reading the text gives the problem the builder makes from the same names (two paths that
 * share no parsing code).
 */
class ReadInputTest {

    @Test
    void names_areDistinctAndShort() {
        Set<String> seen = new HashSet<>();
        for (int k = 0; k < 92 * 92 + 1; k++) {
            String name = ReadInput.name(k);
            assertThat(seen.add(name)).as(name).isTrue();
            assertThat(name.length()).isEqualTo(k < 92 ? 1 : k < 92 * 92 ? 2 : 3);
        }
    }

    @Test
    void read_smallInput_equalsTheBuildersProblem() throws Exception {
        ReadBenchmark bench = new ReadBenchmark();
        bench.input = "SMALL";
        bench.setUp();
        ExactCoverProblem read = bench.read();
        assertThat(read).isEqualTo(bench.builder());
        assertThat(DlxFormat.parse(ReadInput.SMALL.text())).isEqualTo(read);
    }
}
