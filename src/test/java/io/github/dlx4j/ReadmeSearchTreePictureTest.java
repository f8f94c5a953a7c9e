/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.NQueens;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/search-tree-queens12.svg, the picture of the search tree's profile in docs/guide.md, equal to
 * what the library counts: the nodes per level of a count of 12 queens, whose total is the 211,716 nodes
 * Knuth's dlx1 reports for the same problem. Run with {@code -Ddlx4j.writePictures=true} to write the
 * picture anew.
 */
class ReadmeSearchTreePictureTest {

    private static final Path PICTURE = Path.of("docs/search-tree-queens12.svg");

    @Test
    void searchTreePicture_isTheProfileOfTwelveQueens() throws IOException {
        long[] perLevel = new DancingLinks(NQueens.problem(12)).count(SearchSettings.DEFAULT).statistics()
                .nodesPerLevel();
        assertThat(Arrays.stream(perLevel).sum()).isEqualTo(211_716); // dlx1's nodes for queens 12
        String svg = svg(perLevel);
        if (Boolean.getBoolean("dlx4j.writePictures")) {
            Files.writeString(PICTURE, svg, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(PICTURE, StandardCharsets.UTF_8)).isEqualTo(svg);
    }

    /** Draws one bar per level, its length the level's nodes, with the count written beside it. */
    static String svg(long[] perLevel) {
        int barHeight = 18;
        int left = 70;
        int width = 560;
        int top = 30;
        int height = top + perLevel.length * barHeight + 30;
        long max = Arrays.stream(perLevel).max().orElse(1);
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n",
                left + width + 90, height, left + width + 90, height));
        s.append(String.format(Locale.ROOT, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n"));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"18\" font-size=\"14\">Nodes per level, counting"
                + " the 14,200 solutions of 12 queens</text>%n", left));
        for (int level = 0; level < perLevel.length; level++) {
            int y = top + level * barHeight;
            long w = Math.round((double) perLevel[level] * width / max);
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">level %d</text>%n",
                    left - 8, y + 13, level));
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                    + " fill=\"#4a7ebb\"/>%n", left, y + 2, Math.max(w, 1), barHeight - 4));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%,d</text>%n", left + w + 6, y + 13,
                    perLevel[level]));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"#555\">Level 12 holds the"
                + " solutions: Knuth counts a solution as a node.</text>%n", left, height - 10));
        s.append("</svg>\n");
        return s.toString();
    }
}
