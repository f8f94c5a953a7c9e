/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PolyominoBoardTest {

    static final String EIGHT_BY_EIGHT_WITH_HOLE = String.join("\n",
            "########",
            "########",
            "########",
            "###..###",
            "###..###",
            "########",
            "########",
            "########");

    @Test
    void parse_maskWithHoles_countsCells() {
        PolyominoBoard b = PolyominoBoard.parse(EIGHT_BY_EIGHT_WITH_HOLE);
        assertThat(b.rows()).isEqualTo(8);
        assertThat(b.columns()).isEqualTo(8);
        assertThat(b.cellCount()).isEqualTo(60);
        assertThat(b.isCell(3, 3)).isFalse();
        assertThat(b.isCell(3, 2)).isTrue();
        assertThat(b.isCell(8, 0)).isFalse();
        assertThat(b.picture()).isEqualTo(EIGHT_BY_EIGHT_WITH_HOLE);
        assertThat(b).hasToString("PolyominoBoard[8x8, 60 cells]");
    }

    @Test
    void parse_shortLinesAndSpaces_arePaddedWithHoles() {
        PolyominoBoard b = PolyominoBoard.parse("\n\n  xx\r\nxxxx\n\nx\n\n");
        assertThat(b.rows()).isEqualTo(4);
        assertThat(b.columns()).isEqualTo(4);
        assertThat(b.picture()).isEqualTo("..##\n####\n....\n#...");
        assertThat(b.cellCount()).isEqualTo(7);
    }

    @Test
    void rectangle_fromNumbersOrText() {
        assertThat(PolyominoBoard.rectangle("6x10")).isEqualTo(PolyominoBoard.rectangle(6, 10));
        assertThat(PolyominoBoard.rectangle(" 3X20 ").cellCount()).isEqualTo(60);
        assertThat(PolyominoBoard.rectangle(2, 3).picture()).isEqualTo("###\n###");
        assertThat(PolyominoBoard.parse("###\n###")).isEqualTo(PolyominoBoard.rectangle(2, 3));
    }

    @Test
    void badBoards_areRejectedWithTheReason() {
        assertThatThrownBy(() -> PolyominoBoard.parse("...\n . ")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no cells");
        assertThatThrownBy(() -> PolyominoBoard.parse("")).hasMessageContaining("no cells");
        assertThatThrownBy(() -> PolyominoBoard.rectangle(0, 5)).hasMessageContaining("0x5");
        assertThatThrownBy(() -> PolyominoBoard.rectangle("6by10")).hasMessageContaining("'6by10'");
        assertThatThrownBy(() -> PolyominoBoard.rectangle("6x")).hasMessageContaining("RxC");
        assertThatThrownBy(() -> PolyominoBoard.rectangle(100_000, 100_000)).hasMessageContaining("too large");
    }

    @Test
    void parse_hugePicture_isRejectedNotOverflowed() {
        // 50,000 lines, one of them 50,000 characters long: 2.5e9 positions, more than an int array holds.
        StringBuilder sb = new StringBuilder("#".repeat(50_000)).append('\n');
        sb.append("#\n".repeat(49_999));
        assertThatThrownBy(() -> PolyominoBoard.parse(sb.toString())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("50000x50000").hasMessageContaining("too large");
    }

    @Test
    void parse_unicode_countsCodePointsAndReadsEverySpaceAsAHole() {
        // an emoji (two chars in UTF-16) is one position; a no-break space and an ideographic space are holes
        PolyominoBoard emoji = PolyominoBoard.parse("\uD83D\uDFE9\uD83D\uDFE9\n\uD83D\uDFE9\u00a0");
        assertThat(emoji.rows()).isEqualTo(2);
        assertThat(emoji.columns()).isEqualTo(2);
        assertThat(emoji.picture()).isEqualTo("##\n#.");
        assertThat(PolyominoBoard.parse("#\u3000#\n\u00a0\u00a0\u00a0").picture()).isEqualTo("#.#");
        assertThat(PolyominoBoard.parse("\u00a0\n##\n\u2003").picture()).isEqualTo("##");
    }

    @Test
    void parse_charactersThatTakeNoPlace_areRefusedNamingThePosition() {
        // a variation selector after a symbol, a zero-width joiner, a combining accent
        assertThatThrownBy(() -> PolyominoBoard.parse("##\n#\u2764\uFE0F#")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("line 2, column 3: U+FE0F takes no place");
        assertThatThrownBy(() -> PolyominoBoard.parse("#\u200D#")).hasMessageStartingWith("line 1, column 2: U+200D");
        assertThatThrownBy(() -> PolyominoBoard.parse("e\u0301#")).hasMessageStartingWith("line 1, column 2: U+0301");
    }

    @Test
    void parse_cellCharacter_readsBoardsDrawnTheOtherWayRound() {
        // '.' for cells and '#' for holes: the 8x8 board without its centre
        String drawn = "........\n........\n........\n...##...\n...##...\n........\n........\n........";
        PolyominoBoard board = PolyominoBoard.parse(drawn, '.');
        assertThat(board).isEqualTo(PolyominoBoard.parse(drawn.replace('.', 'x').replace('#', '.')));
        assertThat(board.cellCount()).isEqualTo(60);
        assertThat(PolyominoBoard.parse("\uD83D\uDFE9x\uD83D\uDFE9", 0x1F7E9).picture()).isEqualTo("#.#");
        assertThatThrownBy(() -> PolyominoBoard.parse("...", ' ')).hasMessageContaining("may not be a space");
        assertThatThrownBy(() -> PolyominoBoard.parse("###", '.')).hasMessageContaining("no cells (cells are '.')");
    }
}
