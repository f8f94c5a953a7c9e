/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Tiler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * End-to-end tests of {@code dlx4j polyomino} through {@link Main#run}. Oracles: published pentomino counts
 * (3x20: 8 tilings, 2 up to symmetry; 4x15: 1472; the 8x8 board without its centre: 65 up to symmetry), an
 * independent checker of every printed tiling, and a brute-force tiling counter for small boards.
 */
class PolyominoCommandTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"1", "2"})
    void polyomino_3x20_countsEightAndTwoUpToSymmetry(String threads) {
        assertThat(Cli.run("", "polyomino", "--board", "3x20", "--count", "--threads", threads).assertSuccess().out())
                .isEqualTo("8\n");
        assertThat(Cli.run("", "polyomino", "--board", "20x3", "--count", "--threads", threads, "--up-to-symmetry")
                .assertSuccess().out()).isEqualTo("2\n");
    }

    @Test
    void polyomino_4x15_counts1472WithTwoThreads() {
        assertThat(Cli.run("", "polyomino", "--board", "4x15", "--count", "--threads", "2").assertSuccess().out())
                .isEqualTo("1472\n");
    }

    @Test
    void polyomino_3x20_printsEightValidDistinctTilingsInTheSameOrderWithTwoThreads() {
        String out = Cli.run("", "polyomino", "--board", "3x20").assertSuccess().out();
        List<String> tilings = Boards.blocks(out);
        assertThat(tilings).hasSize(8);
        assertThat(new HashSet<>(tilings)).hasSize(8);
        for (String t : tilings) {
            Boards.assertPentominoTiling(3, 20, t);
        }
        // The 8 are the 2 classes times the 4 symmetries of the rectangle.
        Set<String> images = new HashSet<>();
        for (String t : tilings) {
            images.add(Boards.transform(t, true, 0));
            images.add(Boards.transform(t, false, 2));
        }
        assertThat(images).isEqualTo(new HashSet<>(tilings));
        assertThat(Cli.run("", "polyomino", "--board", "3x20", "--threads", "2").assertSuccess().out()).isEqualTo(out);
        String three = Cli.run("", "polyomino", "--board", "3x20", "--limit", "3", "--threads", "2").assertSuccess()
                .out();
        assertThat(Boards.blocks(three)).hasSize(3);
        assertThat(out).startsWith(three);
    }

    @Test
    void polyomino_upToSymmetry_printsOneTilingPerClass() {
        List<String> all = Boards.blocks(Cli.run("", "polyomino", "--board", "3x20").assertSuccess().out());
        List<String> classes = Boards.blocks(Cli.run("", "polyomino", "--board", "3x20", "--up-to-symmetry")
                .assertSuccess().out());
        assertThat(classes).hasSize(2);
        assertThat(all).containsAll(classes);
        Set<String> first = new HashSet<>();
        for (boolean mirror : new boolean[] {false, true}) {
            for (int turns : new int[] {0, 2}) {
                first.add(Boards.transform(classes.get(0), mirror, turns));
            }
        }
        assertThat(first).doesNotContain(classes.get(1));
    }

    @Test
    void polyomino_boardFile_8x8WithoutCentre_has65UpToSymmetry() throws IOException {
        Path board = dir.resolve("scott.txt");
        Files.writeString(board, "########\n########\n########\n###..###\n###..###\n########\n########\n########\n",
                StandardCharsets.US_ASCII);
        assertThat(Cli.run("", "polyomino", "--board-file", board.toString(), "--count", "--up-to-symmetry")
                .assertSuccess().out()).isEqualTo("65\n");
        String text = Files.readString(board);
        assertThat(Cli.run(text, "polyomino", "--board-file", "-", "--count", "--up-to-symmetry", "--threads", "2")
                .assertSuccess().out()).isEqualTo("65\n");
        String first = Boards.blocks(Cli.run(text, "polyomino", "--board-file", "-", "--limit", "1").assertSuccess()
                .out()).get(0);
        String[] rows = first.split("\n");
        assertThat(rows[3].substring(3, 5)).isEqualTo("..");
        assertThat(rows[4].substring(3, 5)).isEqualTo("..");
        assertThat(first.replace(".", "").replace("\n", "").chars().distinct().count()).isEqualTo(12);
    }

    @ParameterizedTest
    @CsvSource({
        "tetrominoes,4,5,once,false",
        "tetrominoes,4,5,once,true",
        "tetrominoes,4,4,at-most-once,false",
        "tetrominoes,4,4,any,false",
        "tetrominoes,2,8,any,false",
        "tetrominoes,4,4,any,true",
        "pentominoes,5,5,at-most-once,false",
        "pentominoes,2,10,any,false",
    })
    void polyomino_smallBoards_countAsBruteForce(String set, int rows, int columns, String usage,
            boolean oneSided) {
        String[][] pieces = set.equals("tetrominoes") ? Boards.TETROMINOES : Boards.PENTOMINOES;
        Tiler.Usage u = usage.equals("once") ? Tiler.Usage.ONCE : usage.equals("any")
                ? Tiler.Usage.ANY : Tiler.Usage.AT_MOST_ONCE;
        long expected = new Tiler(Tiler.rectangle(rows, columns), Boards.pictures(pieces), true, !oneSided, u)
                .count();
        String[] args = oneSided
                ? new String[] {"polyomino", "--board", rows + "x" + columns, "--pieces", set, "--usage", usage,
                    "--count", "--one-sided"}
                : new String[] {"polyomino", "--board", rows + "x" + columns, "--pieces", set, "--usage", usage,
                    "--count"};
        assertThat(Cli.run("", args).assertSuccess().out()).as("%s on %dx%d, %s", set, rows, columns, usage)
                .isEqualTo(expected + "\n");
    }

    @Test
    void polyomino_anyUsage_printsTilingsOfTheBoard() {
        List<String> tilings = Boards.blocks(Cli.run("", "polyomino", "--board", "2x4", "--pieces", "tetrominoes",
                "--usage", "any").assertSuccess().out());
        assertThat(tilings).hasSize(new Tiler(Tiler.rectangle(2, 4), Boards.pictures(Boards.TETROMINOES), true, true,
                Tiler.Usage.ANY).count());
        assertThat(tilings).contains("IIII\nIIII", "OOOO\nOOOO");
    }

    // ------------------------------------------------------------------------------------------------
    // bad usage and bad input: exit 2, one line on stderr, no stack trace

    @Test
    void polyomino_badBoard_isUsageError() {
        Cli.run("", "polyomino", "--board", "0x5").assertUsageError("dlx4j polyomino: option '--board': a board"
                + " needs at least 1 row and 1 column, was 0x5");
        Cli.run("", "polyomino", "--board", "6by10").assertUsageError("option '--board': board size '6by10' is not"
                + " of the form RxC");
        Cli.run("", "polyomino", "--board", "x").assertUsageError("option '--board'");
        Cli.run("", "polyomino", "--board", "7x7").assertUsageError("dlx4j polyomino: ", "49");
        Cli.run("", "polyomino", "--board", "3x20", "--board-file", "b.txt").assertUsageError("contradict");
        Cli.run("", "polyomino").assertUsageError("give the board: --board RxC or --board-file FILE");
        Cli.run("", "polyomino", "--board", "2x2", "--pieces", "tetrominoes", "--usage", "any", "--up-to-symmetry")
                .assertUsageError("dlx4j polyomino: option '--up-to-symmetry' needs every piece used exactly once"
                        + " ('--usage once'), but was given with '--usage any'");
    }

    @Test
    void polyomino_badBoardFile_isUsageError() throws IOException {
        Path missing = dir.resolve("missing.txt");
        Cli.run("", "polyomino", "--board-file", missing.toString()).assertUsageError("cannot read '" + missing
                + "': no such file");
        Cli.run("", "polyomino", "--board-file", dir.toString()).assertUsageError("is a directory");
        Path empty = dir.resolve("empty.txt");
        Files.writeString(empty, "...\n. .\n", StandardCharsets.US_ASCII);
        Cli.run("", "polyomino", "--board-file", empty.toString()).assertUsageError(empty + ": the board has no"
                + " cells");
        Cli.run("\n\n", "polyomino", "--board-file", "-").assertUsageError("standard input: the board has no cells");
    }

    @Test
    void polyomino_boardDrawnTheOtherWayRound_isNamedAndReadWithCellChar() throws IOException {
        // cells '.', holes '#': the 8x8 board without its centre, as many puzzle formats draw it
        Path board = dir.resolve("dots.txt");
        Files.writeString(board, "........\n........\n........\n...##...\n...##...\n........\n........\n........\n",
                StandardCharsets.US_ASCII);
        Cli.run("", "polyomino", "--board-file", board.toString(), "--count").assertUsageError("read the other way"
                + " round, with '.' for the cells and every other character for a hole (as many puzzle formats draw"
                + " boards), the board has 60 cells and fits the pieces: give --cell-char .");
        assertThat(Cli.run("", "polyomino", "--board-file", board.toString(), "--cell-char", ".", "--count",
                "--up-to-symmetry").assertSuccess().out()).isEqualTo("65\n");
        // all cells '.', no '#': "no cells" in the usual reading, and the hint
        Files.writeString(board, "..........\n".repeat(6), StandardCharsets.US_ASCII);
        Cli.run("", "polyomino", "--board-file", board.toString()).assertUsageError("the board has no cells", "give"
                + " --cell-char .");
        // no hint when the other reading does not fit the pieces either
        Files.writeString(board, "...\n.#.\n", StandardCharsets.US_ASCII);
        Cli r = Cli.run("", "polyomino", "--board-file", board.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).doesNotContain("--cell-char");
        Cli.run("", "polyomino", "--board-file", board.toString(), "--cell-char", "..").assertUsageError("option"
                + " '--cell-char' needs one character");
        Cli.run("", "polyomino", "--board", "6x10", "--cell-char", ".").assertUsageError("option '--cell-char' only"
                + " applies with '--board-file'");
    }

    @Test
    void polyomino_badPiecesOrUsage_isUsageError() {
        Cli.run("", "polyomino", "--board", "6x10", "--pieces", "heptominoes").assertUsageError("option '--pieces':"
                + " unknown piece set 'heptominoes'");
        Cli.run("", "polyomino", "--board", "6x10", "--usage", "twice").assertUsageError("option '--usage' needs one"
                + " of once, at-most-once, any, but was given 'twice'");
        Cli.run("", "polyomino", "--board", "6x10", "--threads", "-1").assertUsageError("option '--threads'");
        Cli.run("", "polyomino", "--board", "6x10", "extra").assertUsageError("unexpected argument 'extra'");
    }

    @Test
    void polyomino_writeDlx_fileCountsThePublishedNumbers() {
        Path file = dir.resolve("p3x20.dlx");
        Cli.run("", "polyomino", "--board", "3x20", "--up-to-symmetry", "--write-dlx", file.toString())
                .assertSuccess();
        assertThat(Cli.run("", "solve", "--count", file.toString()).assertSuccess().out()).isEqualTo("2\n");
        String all = Cli.run("", "polyomino", "--board", "3x20", "--write-dlx", "-").assertSuccess().out();
        assertThat(Cli.run(all, "solve", "--count").assertSuccess().out()).isEqualTo("8\n");
    }

    @Test
    void polyomino_writeDlxWithCount_isUsageError() {
        Cli.run("", "polyomino", "--board", "3x20", "--count", "--write-dlx", "-")
                .assertUsageError("'--write-dlx' and '--count'");
    }
}
