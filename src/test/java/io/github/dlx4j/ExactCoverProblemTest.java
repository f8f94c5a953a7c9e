/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The problem builder and its accessors: values checked against the problem as written by hand, and every
 * validation rule with the exception type and a message that names the option (index and text) and the item.
 */
class ExactCoverProblemTest {

    private static ExactCoverProblem.Builder paperItems() {
        return ExactCoverProblem.builder().primary("A", "B", "C", "D", "E", "F", "G");
    }

    private static ExactCoverProblem paperExample() {
        return paperItems().option("C", "E", "F").option("A", "D", "G").option("B", "C", "F").option("A", "D")
                .option("B", "G").option("D", "E", "G").build();
    }

    // ---------------------------------------------------------------------------------------------------
    // accessors

    @Test
    void build_namedItems_reportsItemsAndOptionsAsWritten() {
        ExactCoverProblem p = paperExample();
        assertThat(p.itemCount()).isEqualTo(7);
        assertThat(p.primaryItemCount()).isEqualTo(7);
        assertThat(p.secondaryItemCount()).isZero();
        assertThat(p.optionCount()).isEqualTo(6);
        assertThat(p.nodeCount()).isEqualTo(3 + 3 + 3 + 2 + 2 + 3);
        assertThat(p.hasNames()).isTrue();
        assertThat(p.itemName(3)).isEqualTo("D");
        assertThat(p.itemIndex("E")).hasValue(4);
        assertThat(p.itemIndex("Z")).isEmpty();
        assertThat(p.optionSize(3)).isEqualTo(2);
        assertThat(p.optionItem(0, 1)).isEqualTo(4);
        assertThat(p.optionItems(2)).containsExactly(1, 2, 5);
        assertThat(p.optionText(5)).isEqualTo("D E G");
    }

    @Test
    void build_numberedItemsOfBothKindsInterleaved_keepsDeclarationOrder() {
        ExactCoverProblem p = ExactCoverProblem.builder().primaryItems(2).secondaryItems(1).primaryItems(1)
                .option(3, 2).option(0).option(1, 2).build();
        assertThat(p.itemCount()).isEqualTo(4);
        assertThat(p.primaryItemCount()).isEqualTo(3);
        assertThat(p.secondaryItemCount()).isEqualTo(1);
        assertThat(new boolean[] {p.isPrimary(0), p.isPrimary(1), p.isPrimary(2), p.isPrimary(3)})
                .containsExactly(true, true, false, true);
        assertThat(p.hasNames()).isFalse();
        assertThat(p.itemName(2)).isEqualTo("2");
        assertThat(p.itemIndex("2")).isEmpty();
        assertThat(p.optionItems(0)).containsExactly(3, 2);
        assertThat(p.optionText(0)).isEqualTo("3 2");
    }

    @Test
    void build_namedItemsOfBothKindsInterleaved_keepsDeclarationOrder() {
        ExactCoverProblem p = ExactCoverProblem.builder().secondary("x").primary("A").secondary("y").primary("B")
                .option("B", "x").build();
        assertThat(p.isPrimary(0)).isFalse();
        assertThat(p.isPrimary(1)).isTrue();
        assertThat(p.itemIndex("y")).hasValue(2);
        assertThat(p.optionItems(0)).containsExactly(3, 0);
    }

    @Test
    void optionItems_modifiedCopy_leavesProblemUnchanged() {
        ExactCoverProblem p = paperExample();
        int[] items = p.optionItems(0);
        items[0] = 6;
        assertThat(p.optionItems(0)).containsExactly(2, 4, 5);
    }

    @Test
    void option_rangeOfArray_usesOnlyTheRange() {
        int[] buffer = {9, 0, 2, 9};
        ExactCoverProblem p = ExactCoverProblem.builder().primaryItems(3).option(buffer, 1, 3).build();
        buffer[1] = 1;
        assertThat(p.optionItems(0)).containsExactly(0, 2);
    }

    @Test
    void build_calledAgainAfterMoreOptions_leavesTheFirstProblemUnchanged() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("A", "B").option("A");
        ExactCoverProblem first = b.build();
        ExactCoverProblem second = b.option("B").build();
        assertThat(first.optionCount()).isEqualTo(1);
        assertThat(second.optionCount()).isEqualTo(2);
        assertThat(b.build()).isEqualTo(second).hasSameHashCodeAs(second).isNotEqualTo(first);
    }

    @Test
    void equals_sameItemsAndOptions_isTrueAndDifferentOrderIsFalse() {
        assertThat(paperExample()).isEqualTo(paperExample()).hasSameHashCodeAs(paperExample());
        ExactCoverProblem swapped = paperItems().option("A", "D", "G").option("C", "E", "F").option("B", "C", "F")
                .option("A", "D").option("B", "G").option("D", "E", "G").build();
        assertThat(swapped).isNotEqualTo(paperExample());
    }

    @Test
    void accessors_indexOutOfRange_throwIndexOutOfBounds() {
        ExactCoverProblem p = paperExample();
        assertThatThrownBy(() -> p.itemName(7)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> p.isPrimary(-1)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> p.optionSize(6)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> p.optionItem(3, 2)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> p.optionText(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    // ---------------------------------------------------------------------------------------------------
    // validation: one test per rule

    @Test
    void option_itemOutOfRange_throwsNamingOptionAndItem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(3).option(0, 1);
        assertThatThrownBy(() -> b.option(2, 7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 1").hasMessageContaining("(2 7)").hasMessageContaining("item 7");
        assertThatThrownBy(() -> b.option(-1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 1").hasMessageContaining("(-1 0)").hasMessageContaining("item -1");
    }

    @Test
    void option_unknownItemName_throwsNamingOptionAndItem() {
        ExactCoverProblem.Builder b = paperItems().option("A");
        assertThatThrownBy(() -> b.option("B", "Zed"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 1").hasMessageContaining("(B Zed)").hasMessageContaining("'Zed'");
    }

    @Test
    void option_unknownItemNameWithNoItemsDeclared_throwsNamingOptionAndItem() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().option("Q"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 0").hasMessageContaining("(Q)").hasMessageContaining("'Q'");
    }

    @Test
    void option_nullItemName_throwsNamingOption() {
        ExactCoverProblem.Builder b = paperItems();
        assertThatThrownBy(() -> b.option("A", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 0").hasMessageContaining("null");
        assertThatThrownBy(() -> b.option((String[]) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> b.option((int[]) null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void option_itemRepeatedByName_throwsNamingOptionAndItem() {
        assertThatThrownBy(() -> paperItems().option("A", "B", "A"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 0").hasMessageContaining("(A B A)").hasMessageContaining("'A'");
    }

    @Test
    void option_itemRepeatedByNumber_throwsNamingOptionAndItem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(3).option(0).option(1);
        assertThatThrownBy(() -> b.option(2, 0, 2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 2").hasMessageContaining("(2 0 2)").hasMessageContaining("'2'");
    }

    @Test
    void option_empty_throwsNamingOption() {
        ExactCoverProblem.Builder b = paperItems().option("A").option("B");
        assertThatThrownBy(() -> b.option(new String[0]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("option 2")
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> b.option(new int[] {1, 2}, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("option 2")
                .hasMessageContaining("empty");
    }

    @Test
    void option_noPrimaryItem_throwsNamingOptionAndItems() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("A").secondary("x", "y").option("A", "x");
        assertThatThrownBy(() -> b.option("y", "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("option 1").hasMessageContaining("(y x)").hasMessageContaining("primary");
    }

    @Test
    void option_rangeOutsideArray_throwsIndexOutOfBounds() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(3);
        assertThatThrownBy(() -> b.option(new int[] {0, 1}, 1, 3)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> b.option(new int[] {0, 1}, 2, 1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void primary_duplicateName_throwsNamingTheItem() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary("A", "B").secondary("B"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'B'");
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary("A", "C", "A"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'A'");
    }

    @Test
    void primary_nullName_throwsIllegalArgument() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary("A", null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("null");
        assertThatThrownBy(() -> ExactCoverProblem.builder().secondary((String) null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("null");
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary((String[]) null))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void primary_blankName_throwsNamingTheName() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary(""))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty");
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary(" "))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("' '");
        assertThatThrownBy(() -> ExactCoverProblem.builder().secondary("a b"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'a b'");
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary("tab\there"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("whitespace");
    }

    @Test
    void primaryItems_negativeCount_throwsNamingTheCount() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().primaryItems(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThatThrownBy(() -> ExactCoverProblem.builder().secondaryItems(-5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-5");
    }

    @Test
    void primaryItems_afterNamedItems_throwsIllegalState() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().primary("A").primaryItems(2))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("mix");
    }

    @Test
    void primary_afterNumberedItems_throwsIllegalStateNamingTheItem() {
        assertThatThrownBy(() -> ExactCoverProblem.builder().primaryItems(2).secondary("Bob"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("mix")
                .hasMessageContaining("Bob");
    }

    @Test
    void option_byNameOnNumberedItems_throwsIllegalStateNamingTheOption() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(2).option(0);
        assertThatThrownBy(() -> b.option("1"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("numbered")
                .hasMessageContaining("option 1").hasMessageContaining("(1)");
    }

    // ---------------------------------------------------------------------------------------------------
    // a rejected option leaves the builder as it was

    @Test
    void option_afterRejectedOption_builderAcceptsValidOptionsAsBefore() {
        // Each bad option touches items 0 and 1 before it is rejected; the builder must forget that.
        checkRejectionLeavesBuilderUnchanged(b -> b.option(0, 1, 9)); // out of range
        checkRejectionLeavesBuilderUnchanged(b -> b.option(0, 1, 0)); // repeated
        checkRejectionLeavesBuilderUnchanged(b -> b.option(3, 4)); // no primary item (3 and 4 are secondary)
    }

    @Test
    void primary_rejectedCall_declaresNoneOfItsItems() {
        // A call that is rejected part way (a duplicate, a null, a blank name) must not leave the names
        // before the bad one declared: retrying without the bad name would then fail as "declared twice".
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("A");
        assertThatThrownBy(() -> b.primary("B", "C", "A")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.secondary("x", null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> b.primary("D", "a b")).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.itemCount()).isEqualTo(1);
        ExactCoverProblem p = b.primary("B", "C").secondary("x").primary("D").option("A", "B", "x").build();
        assertThat(p.itemCount()).isEqualTo(5);
        assertThat(p.itemIndex("D")).hasValue(4);
    }

    private static void checkRejectionLeavesBuilderUnchanged(Consumer<ExactCoverProblem.Builder> bad) {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(3).secondaryItems(2).option(2);
        assertThatThrownBy(() -> bad.accept(b)).isInstanceOf(IllegalArgumentException.class);
        assertThat(b.optionCount()).isEqualTo(1);
        b.option(0, 3).option(1, 4);
        ExactCoverProblem expected = ExactCoverProblem.builder().primaryItems(3).secondaryItems(2)
                .option(2).option(0, 3).option(1, 4).build();
        assertThat(b.build()).isEqualTo(expected);
    }
}
