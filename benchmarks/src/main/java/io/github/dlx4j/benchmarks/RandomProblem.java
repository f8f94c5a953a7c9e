/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Generates a large random problem for the build benchmarks: {@code items} primary items and
 * {@code options} options of {@code size} distinct items each, chosen uniformly and listed in increasing
 * order, from a fixed seed. It is not meant to be solved.
 */
final class RandomProblem {

    private RandomProblem() {
    }

    /**
     * Returns the options as one flat array, {@code size} items per option.
     *
     * @param items the number of items
     * @param options the number of options
     * @param size the items per option, at most {@code items}
     * @param seed the random seed
     * @return {@code options * size} item indices
     */
    static int[] flatOptions(int items, int options, int size, long seed) {
        if (size > items) {
            throw new IllegalArgumentException("size " + size + " exceeds the number of items " + items);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] flat = new int[Math.multiplyExact(options, size)];
        for (int o = 0; o < options; o++) {
            int from = o * size;
            for (int k = 0; k < size; k++) {
                int item;
                boolean repeated;
                do {
                    item = rnd.nextInt(items);
                    repeated = false;
                    for (int j = from; j < from + k; j++) {
                        repeated |= flat[j] == item;
                    }
                } while (repeated);
                flat[from + k] = item;
            }
            Arrays.sort(flat, from, from + size);
        }
        return flat;
    }

    /**
     * Returns a problem built from flat options, with numbered primary items.
     *
     * @param items the number of items
     * @param flat the options, {@code size} items each
     * @param size the items per option
     * @return the problem
     */
    static ExactCoverProblem build(int items, int[] flat, int size) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(items);
        for (int from = 0; from < flat.length; from += size) {
            b.option(flat, from, from + size);
        }
        return b.build();
    }
}
