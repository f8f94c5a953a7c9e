/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;

/**
 * The inputs of {@link ReadBenchmark}: problems in Knuth's format, generated from a fixed seed. Item k is
 * named by k in base 92, one digit per printable ASCII character other than {@code ':'} and {@code '|'}, so
 * names are as short as they can be; the options are {@link RandomProblem}'s: {@code size} distinct items
 * drawn at random.
 */
public enum ReadInput {
    /** One million nodes naming 400,000 distinct items: options of 5. */
    NAMES_400K(400_000, 200_000, 5),
    /** Five million nodes over 50,000 items: options of 5. */
    NODES_5M(50_000, 1_000_000, 5),
    /** A small instance for tests. */
    SMALL(1_000, 3_000, 4);

    private static final String DIGITS = digits();

    private final int items;
    private final int optionCount;
    private final int size;

    ReadInput(int items, int optionCount, int size) {
        this.items = items;
        this.optionCount = optionCount;
        this.size = size;
    }

    private static String digits() {
        StringBuilder sb = new StringBuilder();
        for (char c = '!'; c <= '~'; c++) {
            if (c != ':' && c != '|') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** Returns the name of item k. */
    static String name(int k) {
        StringBuilder sb = new StringBuilder();
        int rest = k;
        do {
            sb.append(DIGITS.charAt(rest % DIGITS.length()));
            rest /= DIGITS.length();
        } while (rest > 0);
        return sb.toString();
    }

    /** Returns the item names, in item order. */
    String[] names() {
        String[] names = new String[items];
        for (int k = 0; k < items; k++) {
            names[k] = name(k);
        }
        return names;
    }

    /** Returns the options as names, sharing the strings of {@link #names()}'s order. */
    String[][] options() {
        String[] names = names();
        int[] flat = RandomProblem.flatOptions(items, optionCount, size, 20_261_201L);
        String[][] options = new String[optionCount][size];
        for (int j = 0; j < optionCount; j++) {
            for (int k = 0; k < size; k++) {
                options[j][k] = names[flat[j * size + k]];
            }
        }
        return options;
    }

    /** Returns the problem as text: the item line, then one line per option. */
    String text() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.join(" ", names())).append('\n');
        for (String[] option : options()) {
            sb.append(String.join(" ", option)).append('\n');
        }
        return sb.toString();
    }

    /** Returns the problem after checking its item, option and node counts; throws if one is wrong. */
    ExactCoverProblem check(ExactCoverProblem p) {
        if (p.itemCount() != items || p.optionCount() != optionCount || p.nodeCount() != (long) optionCount * size) {
            throw new IllegalStateException(this + ": read " + p + ", expected " + items + " items, " + optionCount
                    + " options of " + size);
        }
        return p;
    }
}
