/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading valid input in Knuth's format: each expected problem is built by hand with the builder. */
class DlxFormatReadTest {

    static final String PAPER = "| Knuth's example from \"Dancing Links\" (2000)\n"
            + "A B C D E F G\n"
            + "C E F\n"
            + "A D G\n"
            + "B C F\n"
            + "A D\n"
            + "B G\n"
            + "D E G\n";

    static ExactCoverProblem paperProblem() {
        return KnuthExamplesTest.paperExample();
    }

    @Test
    void parse_paperExample_equalsBuiltProblem() {
        ExactCoverProblem p = DlxFormat.parse(PAPER);
        assertThat(p).isEqualTo(paperProblem());
        assertThat(p.optionText(0)).isEqualTo("C E F");
        assertThat(p.hasNames()).isTrue();
    }

    @Test
    void parse_paperExample_solvesToPublishedSolution() {
        DancingLinks dl = new DancingLinks(DlxFormat.parse(PAPER));
        assertThat(dl.count()).isEqualTo(1);
        assertThat(dl.findFirst().orElseThrow().optionTexts()).containsExactlyInAnyOrder("A D", "B G", "C E F");
    }

    @Test
    void parse_barSeparatesSecondaryItems() {
        ExactCoverProblem p = DlxFormat.parse("A B | x y\nA x\nB x y\n");
        ExactCoverProblem expected = ExactCoverProblem.builder()
                .primary("A", "B").secondary("x", "y")
                .option("A", "x").option("B", "x", "y")
                .build();
        assertThat(p).isEqualTo(expected);
        assertThat(p.primaryItemCount()).isEqualTo(2);
        assertThat(p.isPrimary(2)).isFalse();
    }

    @Test
    void parse_withoutBar_allItemsPrimary() {
        ExactCoverProblem p = DlxFormat.parse("A B C\nA B\nC\n");
        assertThat(p.primaryItemCount()).isEqualTo(3);
        assertThat(p.secondaryItemCount()).isZero();
    }

    @Test
    void parse_barWithoutBlankAfterIt_separates() {
        // DLX1 skips blanks after the '|' but does not need them.
        ExactCoverProblem p = DlxFormat.parse("A B |x y\nA x\n");
        assertThat(p).isEqualTo(ExactCoverProblem.builder().primary("A", "B").secondary("x", "y")
                .option("A", "x").build());
    }

    @Test
    void parse_barAtEndOfItemLine_noSecondaryItems() {
        ExactCoverProblem p = DlxFormat.parse("A B |\nA\nB\n");
        assertThat(p.itemCount()).isEqualTo(2);
        assertThat(p.secondaryItemCount()).isZero();
        assertThat(p.optionCount()).isEqualTo(2);
    }

    @Test
    void parse_commentsAndBlankLinesAnywhere_areIgnored() {
        String text = "\n   \n| comment before the items\n\t| an indented comment\n"
                + "A B | x\n"
                + "|| a comment between options, with : and | and \u00e9\n"
                + "\n"
                + "A x\n"
                + "   \t  \n"
                + "  | another\n"
                + "B";  // no newline at the end
        ExactCoverProblem p = DlxFormat.parse(text);
        assertThat(p).isEqualTo(ExactCoverProblem.builder().primary("A", "B").secondary("x")
                .option("A", "x").option("B").build());
    }

    @Test
    void parse_crlfTabsAndRunsOfBlanks_areSeparators() {
        String text = "A\tB  C | x\r\n\r\n  A \t B\r\nC\tx \r\n";
        ExactCoverProblem p = DlxFormat.parse(text);
        assertThat(p).isEqualTo(ExactCoverProblem.builder().primary("A", "B", "C").secondary("x")
                .option("A", "B").option("C", "x").build());
    }

    @Test
    void parse_optionItemOrder_isKept() {
        ExactCoverProblem p = DlxFormat.parse("A B C\nC A\nB\n");
        assertThat(p.optionItems(0)).containsExactly(2, 0);
        assertThat(p.optionText(0)).isEqualTo("C A");
    }

    @Test
    void parse_namesOfAnyPrintableAscii_areAccepted() {
        // Longer than DLX1's eight characters, and every printable character but ':' and '|'.
        String odd = "!\"#$%&'()*+,-./0123456789;<=>?@[\\]^_`{}~";
        ExactCoverProblem p = DlxFormat.parse("averyveryverylongname " + odd + " r1c1\n" + odd + " r1c1\n");
        assertThat(p.itemName(0)).isEqualTo("averyveryverylongname");
        assertThat(p.itemName(1)).isEqualTo(odd);
        assertThat(p.itemIndex(odd)).hasValue(1);
        assertThat(p.optionItems(0)).containsExactly(1, 2);
    }

    @Test
    void parse_namesAreCaseSensitive() {
        ExactCoverProblem p = DlxFormat.parse("a A\na\nA\n");
        assertThat(p.itemCount()).isEqualTo(2);
        assertThat(p.optionItems(1)).containsExactly(1);
    }

    @Test
    void parse_itemLineOnly_givesProblemWithoutOptions() {
        ExactCoverProblem p = DlxFormat.parse("A B | c\n");
        assertThat(p.optionCount()).isZero();
        assertThat(p.itemCount()).isEqualTo(3);
        assertThat(new DancingLinks(p).count()).isZero();
    }

    @Test
    void read_inputStreamReaderAndPath_giveSameProblem(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("paper.dlx");
        Files.writeString(file, PAPER, StandardCharsets.US_ASCII);
        ExactCoverProblem expected = paperProblem();
        assertThat(DlxFormat.read(file)).isEqualTo(expected);
        try (InputStream in = Files.newInputStream(file)) {
            assertThat(DlxFormat.read(in)).isEqualTo(expected);
        }
        try (Reader in = Files.newBufferedReader(file)) {
            assertThat(DlxFormat.read(in)).isEqualTo(expected);
        }
    }

    @Test
    void read_inputStream_bytesOutsideAsciiInCommentsAreIgnored() throws IOException {
        byte[] utf8 = "| Beispiel: \u00fcber \u2013 \u00e9t\u00e9\nA B\nA\nB\n".getBytes(StandardCharsets.UTF_8);
        ExactCoverProblem p = DlxFormat.read(new ByteArrayInputStream(utf8));
        assertThat(p.optionCount()).isEqualTo(2);
    }

    @Test
    void read_inputStream_isReadToTheEndButNotClosed() throws IOException {
        boolean[] closed = new boolean[1];
        InputStream in = new ByteArrayInputStream("A\nA\n".getBytes(StandardCharsets.US_ASCII)) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        DlxFormat.read(in);
        assertThat(closed[0]).isFalse();
        assertThat(in.read()).isEqualTo(-1);
    }

    @Test
    void read_longLinesAcrossBufferBoundaries_areReadWhole() throws IOException {
        // Names and lines much longer than the parser's buffer; a one-character-at-a-time reader too.
        String longName = "n".repeat(50_000);
        StringBuilder items = new StringBuilder(longName);
        for (int i = 0; i < 5_000; i++) {
            items.append(" i").append(i);
        }
        String text = items + "\n" + longName + " i4999\ni0 i1 i2\n";
        ExactCoverProblem p = DlxFormat.parse(text);
        assertThat(p.itemCount()).isEqualTo(5_001);
        assertThat(p.itemName(0)).isEqualTo(longName);
        assertThat(p.optionItems(0)).containsExactly(0, 5_000);
        Reader slow = new Reader() {
            private int pos;

            @Override
            public int read(char[] cbuf, int off, int len) {
                if (pos == text.length()) {
                    return -1;
                }
                cbuf[off] = text.charAt(pos++);
                return 1;
            }

            @Override
            public void close() {
            }
        };
        assertThat(DlxFormat.read(slow)).isEqualTo(p);
    }

    @Test
    void read_millionNodes_readsEveryOption() throws IOException {
        // 2,000 primary items and 500 secondary; 100,000 options of 10 items each: 1,000,000 nodes.
        // The generator is the oracle: option o has items (o * 7 + 13 * k) mod 2000 for k < 9, and a secondary.
        int primary = 2_000;
        int secondary = 500;
        int options = 100_000;
        StringBuilder sb = new StringBuilder(8_000_000);
        for (int i = 0; i < primary; i++) {
            sb.append('p').append(i).append(' ');
        }
        sb.append('|');
        for (int i = 0; i < secondary; i++) {
            sb.append(" s").append(i);
        }
        sb.append('\n');
        for (int o = 0; o < options; o++) {
            for (int k = 0; k < 9; k++) {
                sb.append('p').append((o * 7 + 13 * k) % primary).append(' ');
            }
            sb.append('s').append(o % secondary).append('\n');
        }
        String text = sb.toString();
        ExactCoverProblem p = DlxFormat.read(new java.io.StringReader(text));
        assertThat(p.nodeCount()).isEqualTo(1_000_000);
        assertThat(p.optionCount()).isEqualTo(options);
        assertThat(p.primaryItemCount()).isEqualTo(primary);
        for (int o : List.of(0, 1, 4_711, 99_999)) {
            int[] items = p.optionItems(o);
            for (int k = 0; k < 9; k++) {
                assertThat(p.itemName(items[k])).isEqualTo("p" + (o * 7 + 13 * k) % primary);
            }
            assertThat(p.itemName(items[9])).isEqualTo("s" + o % secondary);
        }
    }
}
