/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input: every error is a {@link DlxFormatException} at the line and column counted by hand, and its
 * message names what is wrong.
 */
class DlxFormatErrorTest {

    private static DlxFormatException error(String text) {
        DlxFormatException e = catchThrowableOfType(DlxFormatException.class, () -> DlxFormat.parse(text));
        assertThat(e).as("an error for %s", text).isNotNull();
        assertThat(e).isInstanceOf(IllegalArgumentException.class);
        assertThat(e.getMessage()).isEqualTo("line " + e.line() + ", column " + e.column() + ": " + e.reason());
        return e;
    }

    private static void assertError(String text, long line, long column, String... fragments) {
        DlxFormatException e = error(text);
        assertThat(e.line()).as("line of %s", e.getMessage()).isEqualTo(line);
        assertThat(e.column()).as("column of %s", e.getMessage()).isEqualTo(column);
        assertThat(e.reason()).contains(fragments);
    }

    @Test
    void parse_emptyInput_expectsItemLine() {
        assertError("", 1, 1, "expected a line of item names", "empty");
    }

    @Test
    void parse_onlyCommentsAndBlanks_pointsAtEnd() {
        assertError("| a comment\n\n  \t\n| another\n", 5, 1, "expected a line of item names", "only comments");
        assertError("| no newline at the end", 1, 24, "expected a line of item names");
    }

    @Test
    void parse_duplicateItemName_namesBothColumns() {
        assertError("A B A\n", 1, 5, "item 'A' is declared twice", "first at column 1");
        assertError("A B | x A\n", 1, 9, "item 'A' is declared twice");
    }

    @Test
    void parse_secondBar_isRejected() {
        assertError("A | x | y\n", 1, 7, "a second '|'");
    }

    @Test
    void parse_unknownItemInOption_namesItAndItemLine() {
        assertError("| items\nA B\nA C\n", 3, 3, "unknown item 'C'", "line 2");
    }

    @Test
    void parse_itemRepeatedInOption_namesBothColumns() {
        assertError("A B\nA  B A\n", 2, 6, "item 'A' appears twice in this option", "first at column 1");
    }

    @Test
    void parse_optionWithoutPrimaryItem_isLeftOutWithAWarning() {
        java.util.List<DlxFormatWarning> warnings = new java.util.ArrayList<>();
        ExactCoverProblem p = DlxFormat.parse("A | x y\nA x\n  x y\nA y:1\n", warnings::add);
        assertThat(p.optionCount()).isEqualTo(2);
        assertThat(p.optionText(1)).isEqualTo("A y:1");
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0).line()).isEqualTo(3);
        assertThat(warnings.get(0).column()).isEqualTo(3);
        assertThat(warnings.get(0).reason()).contains("option 'x y' has no primary item and is left out");
        assertThat(warnings.get(0)).hasToString("line 3, column 3: " + warnings.get(0).reason());
        assertThat(DlxFormat.parse("A | x y\nA x\n  x y\nA y:1\n")).as("silently without a listener").isEqualTo(p);
    }

    @Test
    void parse_optionWithoutPrimaryItem_longOptionIsShortenedInMessage() {
        StringBuilder items = new StringBuilder("A |");
        StringBuilder option = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            items.append(" secondary").append(i);
            option.append(" secondary").append(i);
        }
        java.util.List<DlxFormatWarning> warnings = new java.util.ArrayList<>();
        DlxFormat.parse(items + "\n" + option + "\n", warnings::add);
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0).line()).isEqualTo(2);
        assertThat(warnings.get(0).reason()).contains("...").hasSizeLessThan(300);
    }

    @Test
    void parse_colorErrors_nameLineAndColumn() {
        assertError("A | x\nA:red x\n", 2, 1, "primary item 'A' cannot have a color ('A:red')", "line 1");
        assertError("A | x\nA x:\n", 2, 5, "'x:' has no color after the ':'");
        assertError("A | x\nA x:r:d\n", 2, 6, "illegal character ':' in the color of 'x'");
        assertError("A | x\nA x:r|d\n", 2, 6, "illegal character '|' in the color of 'x'");
        assertError("A | x\nA x:r\u0001\n", 2, 6, "illegal character U+0001 in the color of 'x'");
        assertError("A | x\nA y:r\n", 2, 3, "unknown item 'y'");
        assertError("A | x\nA x:r x:r\n", 2, 7, "item 'x' appears twice");
    }

    @Test
    void parse_colors_readAsDlx2ReadsThem() {
        ExactCoverProblem p = DlxFormat.parse("A B | x y\nA x:red y:1\nB x:red\n");
        assertThat(p.hasColors()).isTrue();
        assertThat(p.optionColor(0, 1)).isEqualTo("red");
        assertThat(p.optionColor(0, 2)).isEqualTo("1");
        assertThat(p.optionColor(1, 0)).isNull();
        assertThat(DlxFormat.format(p)).isEqualTo("A B | x y\nA x:red y:1\nB x:red\n");
        assertThat(DlxFormat.parse(DlxFormat.format(p))).isEqualTo(p);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"A | 2|x;1;5", "A B | y 1:3|x;1;9"})
    void parse_multiplicityOfSecondaryItem_isRejected(String text, long line, long column) {
        assertError(text, line, column, "multiplicity", "only primary items");
    }

    @Test
    void parse_reservedCharacterInItemName_isIllegal() {
        assertError("A:b B\n", 1, 2, "illegal character ':'", "'A'");
        assertError("A B| C\n", 1, 4, "illegal character '|'", "must follow a blank");
        assertError("A :b\n", 1, 3, "illegal character ':'");
    }

    @Test
    void parse_barWithoutCostInsideOption_isRejected() {
        // Inside an option '|' starts a cost (Knuth's DLX5); followed by a blank it has none.
        assertError("A B\nA | B\n", 2, 3, "'|' without a number", "cost", "comment");
        assertError("A B\nA :B\n", 2, 3, "':' is not allowed here in an option", "color");
    }

    @Test
    void parse_controlCharacter_isIllegal() {
        assertError("A\u0001B\n", 1, 2, "illegal character U+0001");
        assertError("A B\nA\u0000\n", 2, 2, "illegal character U+0000");
        assertError("A\u007f\n", 1, 2, "illegal character U+007F");
    }

    @Test
    void parse_nonAsciiName_isIllegal() {
        assertError("A \u00e9t\u00e9\n", 1, 3, "illegal character U+00E9", "printable ASCII");
    }

    @Test
    void read_utf8BytesInName_pointAtFirstByte() throws Exception {
        byte[] bytes = "A B\nB \u00e9\n".getBytes(StandardCharsets.UTF_8);
        DlxFormatException e = catchThrowableOfType(DlxFormatException.class,
                () -> DlxFormat.read(new ByteArrayInputStream(bytes)));
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(3);
        assertThat(e.reason()).contains("U+00C3");
    }

    @Test
    void parse_errorAfterCommentsAndCrlf_countsEveryLine() {
        assertError("| c\r\nA B\r\n\r\n| c\r\nA B\r\n\tB X\r\n", 6, 4, "unknown item 'X'");
    }

    @Test
    void parse_tabCountsAsOneColumn() {
        assertError("A\t\tA\n", 1, 4, "declared twice");
    }

    @Test
    void parse_errorAtEndWithoutNewline_pointsAtName() {
        assertError("A B\nA Q", 2, 3, "unknown item 'Q'");
    }
}
