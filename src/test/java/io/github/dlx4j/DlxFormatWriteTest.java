/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writing, and the round trip. The round trip is exact ({@code parse(format(p)).equals(p)}) for named problems
 * that declare their primary items first; for numbered problems it gives a named problem whose names are the
 * indices, with the same item kinds and options ({@link #assertSameStructure}); for a problem that declares a
 * secondary item before a primary one, the items come back primary first, with the same names and options.
 */
class DlxFormatWriteTest {

    private static final String NAME_CHARS =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./;<=>?@[\\]^_`{}~";

    @Test
    void format_paperExample_isKnuthsText() {
        assertThat(DlxFormat.format(DlxFormatReadTest.paperProblem()))
                .isEqualTo("A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
    }

    @Test
    void format_secondaryItems_followBar() {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B").secondary("x", "y")
                .option("B", "y", "A").option("x", "A").build();
        assertThat(DlxFormat.format(p)).isEqualTo("A B | x y\nB y A\nx A\n");
    }

    @Test
    void format_withoutOptions_isItemLineOnly() {
        assertThat(DlxFormat.format(ExactCoverProblem.builder().primary("A").build())).isEqualTo("A\n");
    }

    @Test
    void format_numberedProblem_namesItemsByIndex() {
        ExactCoverProblem p = ExactCoverProblem.builder().primaryItems(3).secondaryItems(2)
                .option(2, 0).option(1, 4, 3).build();
        String text = DlxFormat.format(p);
        assertThat(text).isEqualTo("0 1 2 | 3 4\n2 0\n1 4 3\n");
        ExactCoverProblem back = DlxFormat.parse(text);
        assertThat(back.hasNames()).isTrue();
        assertThat(back.itemName(3)).isEqualTo("3");
        assertSameStructure(back, p);
    }

    @Test
    void format_secondaryDeclaredBeforePrimary_writesPrimaryFirst() {
        ExactCoverProblem p = ExactCoverProblem.builder().secondary("x").primary("A", "B")
                .option("A", "x").option("B").build();
        String text = DlxFormat.format(p);
        assertThat(text).isEqualTo("A B | x\nA x\nB\n");
        ExactCoverProblem back = DlxFormat.parse(text);
        assertThat(back).isEqualTo(ExactCoverProblem.builder().primary("A", "B").secondary("x")
                .option("A", "x").option("B").build());
    }

    @Test
    void format_withoutPrimaryItems_isRejected() {
        assertThatThrownBy(() -> DlxFormat.format(ExactCoverProblem.builder().secondary("x").build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("without primary items");
        assertThatThrownBy(() -> DlxFormat.format(ExactCoverProblem.builder().build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void write_unwritableProblem_writesNothing(@TempDir Path dir) throws IOException {
        // Every name the builder takes can be written; a problem with no primary item cannot (its item
        // line would start with '|', a comment).
        ExactCoverProblem bad = ExactCoverProblem.builder().secondary("x", "y").build();
        StringWriter w = new StringWriter();
        assertThatThrownBy(() -> DlxFormat.write(bad, w)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without primary items");
        assertThat(w.toString()).isEmpty();
        Path file = dir.resolve("bad.dlx");
        assertThatThrownBy(() -> DlxFormat.write(bad, file)).isInstanceOf(IllegalArgumentException.class);
        assertThat(file).doesNotExist();
    }

    @Test
    void write_writerStreamAndPath_giveSameText(@TempDir Path dir) throws IOException {
        ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B").secondary("x")
                .option("A", "x").option("B").build();
        String expected = "A B | x\nA x\nB\n";
        StringWriter w = new StringWriter();
        DlxFormat.write(p, w);
        assertThat(w.toString()).isEqualTo(expected);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DlxFormat.write(p, bytes);
        assertThat(bytes.toString(StandardCharsets.US_ASCII)).isEqualTo(expected);
        Path file = dir.resolve("p.dlx");
        DlxFormat.write(p, file);
        assertThat(Files.readString(file, StandardCharsets.US_ASCII)).isEqualTo(expected);
        assertThat(DlxFormat.read(file)).isEqualTo(p);
    }

    @Test
    void roundTrip_randomNamedProblems_areEqual() {
        Seeded.repeat("DlxFormatWriteTest.roundTrip_randomNamedProblems_areEqual", 0x5EED_0501L, 300, (round, rnd) -> {
            ExactCoverProblem p = randomNamedProblem(rnd);
            String text = DlxFormat.format(p);
            ExactCoverProblem back = DlxFormat.parse(text);
            String dump = KnuthDump.dump("trial " + round, p) + "written by DlxFormat:\n" + text;
            assertThat(back).as(dump).isEqualTo(p);
            assertThat(DlxFormat.format(back)).as(dump).isEqualTo(text);
        });
    }

    @Test
    void roundTrip_randomNumberedProblems_keepItemKindsAndOptions() {
        Seeded.repeat("DlxFormatWriteTest.roundTrip_randomNumberedProblems_keepItemKindsAndOptions", 0x5EED_0502L, 300,
                (round, rnd) -> {
                    int primary = 1 + rnd.nextInt(8);
                    int secondary = rnd.nextInt(5);
                    ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(primary)
                            .secondaryItems(secondary);
                    for (int o = rnd.nextInt(12); o > 0; o--) {
                        b.option(randomOption(rnd, primary, secondary));
                    }
                    ExactCoverProblem p = b.build();
                    assertSameStructure(DlxFormat.parse(DlxFormat.format(p)), p);
                });
    }

    /**
     * Checks item count, names (an index names a numbered item), kinds, and every option's items in order; a
     * failure shows the expected problem in Knuth's format.
     */
    static void assertSameStructure(ExactCoverProblem actual, ExactCoverProblem expected) {
        String dump = KnuthDump.dump("expected", expected);
        assertThat(actual.itemCount()).as(dump).isEqualTo(expected.itemCount());
        for (int i = 0; i < expected.itemCount(); i++) {
            assertThat(actual.itemName(i)).as(dump).isEqualTo(expected.itemName(i));
            assertThat(actual.isPrimary(i)).as(dump).isEqualTo(expected.isPrimary(i));
        }
        assertThat(actual.optionCount()).as(dump).isEqualTo(expected.optionCount());
        for (int o = 0; o < expected.optionCount(); o++) {
            assertThat(actual.optionItems(o)).as(dump).containsExactly(expected.optionItems(o));
        }
    }

    private static ExactCoverProblem randomNamedProblem(Random rnd) {
        int primary = 1 + rnd.nextInt(8);
        int secondary = rnd.nextInt(5);
        Set<String> used = new HashSet<>();
        List<String> names = new ArrayList<>();
        while (names.size() < primary + secondary) {
            StringBuilder sb = new StringBuilder();
            for (int k = 1 + rnd.nextInt(rnd.nextInt(10) == 0 ? 20 : 4); k > 0; k--) {
                sb.append(NAME_CHARS.charAt(rnd.nextInt(NAME_CHARS.length())));
            }
            if (used.add(sb.toString())) {
                names.add(sb.toString());
            }
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder()
                .primary(names.subList(0, primary).toArray(new String[0]))
                .secondary(names.subList(primary, names.size()).toArray(new String[0]));
        for (int o = rnd.nextInt(12); o > 0; o--) {
            b.option(randomOption(rnd, primary, secondary));
        }
        return b.build();
    }

    /** Returns distinct items in random order, at least one of them primary. */
    private static int[] randomOption(Random rnd, int primary, int secondary) {
        List<Integer> items = new ArrayList<>();
        items.add(rnd.nextInt(primary));
        for (int i = 0; i < primary + secondary; i++) {
            if (!items.contains(i) && rnd.nextInt(3) == 0) {
                items.add(i);
            }
        }
        java.util.Collections.shuffle(items, rnd);
        return items.stream().mapToInt(Integer::intValue).toArray();
    }
}
