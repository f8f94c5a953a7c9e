/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** The problems the tests count: the library's builders, and random problems with planted solutions. */
final class Problems {

    private Problems() {
    }

    /** Returns the pentominoes on a board of {@code rows x columns}, free pieces (turning over allowed). */
    static ExactCoverProblem pentominoes(int rows, int columns, boolean upToSymmetry) {
        return PolyominoPuzzle.builder(PolyominoBoard.rectangle(rows, columns), Polyominoes.PENTOMINOES)
                .upToSymmetry(upToSymmetry).build().problem();
    }

    /**
     * Returns a random problem with numbered items: up to 16 primary and 4 secondary items, a few planted
     * solutions (random partitions of the primary items) and random noise options, shuffled.
     */
    static ExactCoverProblem random(Random rnd) {
        int primary = 4 + rnd.nextInt(13);
        int secondary = rnd.nextInt(5);
        List<int[]> options = new ArrayList<>();
        for (int planted = rnd.nextInt(4); planted > 0; planted--) {
            List<Integer> items = new ArrayList<>();
            for (int i = 0; i < primary; i++) {
                items.add(i);
            }
            Collections.shuffle(items, rnd);
            for (int from = 0; from < primary;) {
                int to = Math.min(primary, from + 1 + rnd.nextInt(4));
                options.add(withSecondary(items.subList(from, to), primary, secondary, rnd));
                from = to;
            }
        }
        for (int noise = rnd.nextInt(40); noise > 0; noise--) {
            List<Integer> items = new ArrayList<>();
            for (int i = 0; i < primary; i++) {
                if (items.isEmpty() && i == primary - 1 || rnd.nextInt(primary) < 3) {
                    items.add(i);
                }
            }
            options.add(withSecondary(items, primary, secondary, rnd));
        }
        Collections.shuffle(options, rnd);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(primary).secondaryItems(secondary);
        for (int[] o : options) {
            b.option(o);
        }
        return b.build();
    }

    private static int[] withSecondary(List<Integer> primaries, int primary, int secondary, Random rnd) {
        List<Integer> items = new ArrayList<>(primaries);
        for (int s = 0; s < secondary; s++) {
            if (rnd.nextInt(4) == 0) {
                items.add(primary + s);
            }
        }
        return items.stream().mapToInt(Integer::intValue).toArray();
    }
}
