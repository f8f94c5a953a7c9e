/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The one rule for names: the builder takes exactly the item names and colors Knuth's format can write, and
 * every problem it builds (with a primary item) reads back equal. The oracle of "writable" is the format's
 * definition, written here character by character.
 */
class WritableNamesTest {

    /** Letters, digits, punctuation, and what the format cannot hold: blank, tab, ':', '|', controls, non-ASCII. */
    private static final String WIDE = "aZ09!~#-_.,;'\"\\ \t:|\u0000\u001f\u007f\u00a0\u00e9\u2003\u4e2d\ud83d";

    private static boolean writable(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (char c : name.toCharArray()) {
            if (c < 0x21 || c > 0x7e || c == ':' || c == '|') {
                return false;
            }
        }
        return true;
    }

    private static String randomName(Random rnd) {
        StringBuilder sb = new StringBuilder();
        for (int k = rnd.nextInt(4); k > 0; k--) { // sometimes empty
            sb.append(WIDE.charAt(rnd.nextInt(rnd.nextInt(4) == 0 ? WIDE.length() : 16)));
        }
        return sb.toString();
    }

    @Test
    void builder_acceptsExactlyWritableNames_andEveryProblemItBuildsRoundTrips() {
        Seeded.repeat("WritableNamesTest.builder_acceptsExactlyWritableNames_andEveryProblemItBuildsRoundTrips",
                0x5EED_1502L, 400, (round, rnd) -> {
                    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
                    Set<String> declared = new HashSet<>();
                    List<String> primary = new ArrayList<>();
                    List<String> secondary = new ArrayList<>();
                    for (boolean sec : new boolean[] {false, true}) { // primary first: then the trip is exact
                        for (int k = rnd.nextInt(6) + (sec ? 0 : 1); k > 0; k--) {
                            String name = randomName(rnd);
                            if (writable(name) && !declared.contains(name)) {
                                if (sec) {
                                    b.secondary(name);
                                } else {
                                    b.primary(name);
                                }
                                declared.add(name);
                                (sec ? secondary : primary).add(name);
                            } else {
                                assertThatThrownBy(() -> b.primary(name)).as("name '%s'", name)
                                        .isInstanceOf(IllegalArgumentException.class);
                            }
                        }
                    }
                    if (primary.isEmpty()) {
                        return;
                    }
                    for (int o = rnd.nextInt(8); o > 0; o--) {
                        List<String> items = new ArrayList<>();
                        List<String> colors = new ArrayList<>();
                        items.add(primary.get(rnd.nextInt(primary.size())));
                        colors.add(null);
                        for (String s : secondary) {
                            if (rnd.nextBoolean()) {
                                items.add(s);
                                colors.add(rnd.nextBoolean() ? null : randomName(rnd));
                            }
                        }
                        String[] itemArray = items.toArray(new String[0]);
                        String[] colorArray = colors.toArray(new String[0]);
                        if (colors.stream().allMatch(c -> c == null || writable(c))) {
                            b.option(itemArray, colorArray);
                        } else {
                            assertThatThrownBy(() -> b.option(itemArray, colorArray)).as("colors %s", colors)
                                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("color");
                        }
                    }
                    ExactCoverProblem p = b.build();
                    String text = DlxFormat.format(p);
                    assertThat(DlxFormat.parse(text)).as(KnuthDump.dump("round " + round, p)).isEqualTo(p);
                });
    }

    @Test
    void builder_unwritableNames_areRefusedNamingNameAndCharacter() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        assertThatThrownBy(() -> b.primary("a b")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("item name 'a b' contains whitespace");
        assertThatThrownBy(() -> b.primary("x:y")).hasMessageContaining("item name 'x:y' contains ':'");
        assertThatThrownBy(() -> b.secondary("x|y")).hasMessageContaining("item name 'x|y' contains '|'");
        assertThatThrownBy(() -> b.primary("caf\u00e9")).hasMessageContaining("item name 'cafU+00E9'")
                .hasMessageContaining("the character U+00E9");
        assertThatThrownBy(() -> b.primary("a\u0001")).hasMessageContaining("the character U+0001");
        assertThatThrownBy(() -> b.primary("")).hasMessageContaining("item name is empty");
        assertThatThrownBy(() -> b.primary("ok", null)).hasMessageContaining("item name is null");
        // A refused call declares none of its names.
        assertThat(b.primary("ok").secondary("s").itemCount()).isEqualTo(2);
        assertThatThrownBy(() -> b.option(new String[] {"ok", "s"}, new String[] {null, "r\u00e9d"}))
                .hasMessageContaining("color 'rU+00E9d' of item 's'").hasMessageContaining("U+00E9");
        assertThatThrownBy(() -> b.option("ok", "s:r d")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void builder_optionFromCollection_equalsOptionFromArray() {
        ExactCoverProblem fromList = ExactCoverProblem.builder().primary("A", "B").secondary("X")
                .option(List.of("A", "X:red")).option(new ArrayList<>(List.of("B"))).build();
        ExactCoverProblem fromArray = ExactCoverProblem.builder().primary("A", "B").secondary("X")
                .option("A", "X:red").option("B").build();
        assertThat(fromList).isEqualTo(fromArray);
        assertThat(fromList.optionText(0)).isEqualTo("A X:red");
    }
}
