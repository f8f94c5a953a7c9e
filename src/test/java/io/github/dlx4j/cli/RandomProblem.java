/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A small random exact cover problem, kept as names, with its own DLX text writer and a brute-force solver
 * over all subsets of options: an oracle that shares no code with the library.
 */
record RandomProblem(List<String> primary, List<String> secondary, List<List<String>> options) {

    static RandomProblem generate(Random rnd) {
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        for (int i = 1 + rnd.nextInt(6); i > 0; i--) {
            primary.add("p" + primary.size());
        }
        for (int i = rnd.nextInt(4); i > 0; i--) {
            secondary.add("s" + secondary.size());
        }
        List<List<String>> options = new ArrayList<>();
        for (int o = rnd.nextInt(14); o > 0; o--) {
            List<String> option = new ArrayList<>();
            option.add(primary.get(rnd.nextInt(primary.size())));
            for (String item : primary) {
                if (!option.contains(item) && rnd.nextInt(4) == 0) {
                    option.add(item);
                }
            }
            for (String item : secondary) {
                if (rnd.nextInt(3) == 0) {
                    option.add(item);
                }
            }
            Collections.shuffle(option, rnd);
            options.add(option);
        }
        return new RandomProblem(primary, secondary, options);
    }

    /** Returns the problem in Knuth's format, written here without the library. */
    String toDlx() {
        StringBuilder sb = new StringBuilder("| random problem\n").append(String.join(" ", primary));
        if (!secondary.isEmpty()) {
            sb.append(" | ").append(String.join(" ", secondary));
        }
        sb.append('\n');
        for (List<String> option : options) {
            sb.append(String.join(" ", option)).append('\n');
        }
        return sb.toString();
    }

    /**
     * Returns every solution, found by trying every subset of options: each as its option lines, sorted and
     * joined by {@code " / "}; the list sorted.
     */
    List<String> bruteForceSolutions() {
        List<String> all = new ArrayList<>();
        int m = options.size();
        for (int mask = 0; mask < 1 << m; mask++) {
            List<String> chosen = new ArrayList<>();
            List<String> covered = new ArrayList<>();
            for (int o = 0; o < m; o++) {
                if ((mask & 1 << o) != 0) {
                    chosen.add(String.join(" ", options.get(o)));
                    covered.addAll(options.get(o));
                }
            }
            boolean ok = true;
            for (String item : primary) {
                ok &= Collections.frequency(covered, item) == 1;
            }
            for (String item : secondary) {
                ok &= Collections.frequency(covered, item) <= 1;
            }
            if (ok) {
                Collections.sort(chosen);
                all.add(String.join(" / ", chosen));
            }
        }
        Collections.sort(all);
        return all;
    }
}
