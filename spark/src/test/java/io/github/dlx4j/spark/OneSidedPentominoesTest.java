/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.Polyomino;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Checks the one-sided pentomino set of the documented run: 18 pieces, 90 cells, no two alike. */
class OneSidedPentominoesTest {

    @Test
    void pieces_areTheEighteenOneSidedPentominoes() {
        List<Polyomino> pieces = OneSidedPentominoes.pieces();
        assertThat(pieces).hasSize(18);
        assertThat(pieces.stream().mapToInt(Polyomino::size).sum()).isEqualTo(90);
        assertThat(pieces.subList(12, 18)).extracting(Polyomino::name).containsExactly("f", "l", "n", "p", "y", "z");
        Set<Polyomino> orientations = new HashSet<>();
        for (Polyomino p : pieces) {
            for (Polyomino o : p.orientations(true, false)) {
                assertThat(orientations.add(o.named("?"))).as("%s repeats another piece", p.name()).isTrue();
            }
        }
        assertThat(orientations).as("every fixed pentomino exactly once").hasSize(63);
    }
}
