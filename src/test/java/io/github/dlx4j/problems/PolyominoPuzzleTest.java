/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.Solution;
import io.github.dlx4j.problems.PolyominoPuzzle.PieceUsage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PolyominoPuzzleTest {

    static TilingOracle.Usage oracleUsage(PieceUsage usage) {
        switch (usage) {
            case EXACTLY_ONCE:
                return TilingOracle.Usage.ONCE;
            case AT_MOST_ONCE:
                return TilingOracle.Usage.AT_MOST_ONCE;
            default:
                return TilingOracle.Usage.ANY;
        }
    }

    static TilingOracle oracle(PolyominoBoard board, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage) {
        List<String> pictures = pieces.stream().map(Polyomino::picture).collect(Collectors.toList());
        return new TilingOracle(board.picture(), pictures, rotate, reflect, oracleUsage(usage));
    }

    static PolyominoPuzzle puzzle(PolyominoBoard board, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage, boolean upToSymmetry) {
        return PolyominoPuzzle.builder(board, pieces).rotations(rotate).reflections(reflect).usage(usage)
                .upToSymmetry(upToSymmetry).build();
    }

    /** The label grid of a decoded tiling, as the oracle writes it: piece index per position, -1 for holes. */
    static String labels(PolyominoTiling t, List<Polyomino> pieces) {
        int[] a = new int[t.board().rows() * t.board().columns()];
        for (int r = 0; r < t.board().rows(); r++) {
            for (int c = 0; c < t.board().columns(); c++) {
                Polyomino p = t.pieceAt(r, c);
                a[r * t.board().columns() + c] = p == null ? -1 : pieces.indexOf(p);
            }
        }
        return Arrays.toString(a);
    }

    /**
     * Compares the builder with the brute-force tiler on one case: the count, and for EXACTLY_ONCE the set
     * of tilings itself; with symmetry reduction, the number of classes (unless the builder refuses, which
     * is returned as -1). Returns -1, or the number of symmetry items of the reduced problem (0 when the
     * restricted piece needs no partner).
     */
    static int check(String what, PolyominoBoard board, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage) {
        TilingOracle oracle = oracle(board, pieces, rotate, reflect, usage);
        PolyominoPuzzle p = puzzle(board, pieces, rotate, reflect, usage, false);
        String context = what + "\n" + board.picture() + "\npieces " + pieces + " rotate=" + rotate + " reflect="
                + reflect + " usage=" + usage + "\n" + KnuthFormat.dump(p.problem());
        assertThat(p.count()).as(context).isEqualTo(oracle.count());
        assertThat(p.symmetryCount()).as(context).isEqualTo(oracle.symmetries().size());
        if (usage == PieceUsage.EXACTLY_ONCE) {
            Set<String> expected = oracle.tilings.stream().map(Arrays::toString).collect(Collectors.toSet());
            Set<String> actual = p.solutions().map(t -> labels(t, pieces)).collect(Collectors.toSet());
            assertThat(actual).as(context).isEqualTo(expected);
            try {
                PolyominoPuzzle reduced = puzzle(board, pieces, rotate, reflect, usage, true);
                assertThat(reduced.count()).as("classes: " + context + "\nreduced:\n"
                        + KnuthFormat.dump(reduced.problem())).isEqualTo(oracle.countClasses());
                return reduced.problem().secondaryItemCount();
            } catch (IllegalArgumentException e) {
                assertThat(e).hasMessageContaining("cannot count up to symmetry exactly");
                return -1;
            }
        }
        p.solutions().forEach(t -> assertValid(t, pieces, rotate, reflect, usage));
        return 0;
    }

    /** Checks a tiling with the test's own orientation code: every placement is an allowed piece shape. */
    static void assertValid(PolyominoTiling t, List<Polyomino> pieces, boolean rotate, boolean reflect,
            PieceUsage usage) {
        PolyominoBoard b = t.board();
        int[] used = new int[pieces.size()];
        for (int k = 0; k < t.placementCount(); k++) {
            List<int[]> cells = new ArrayList<>();
            Polyomino piece = null;
            for (int r = 0; r < b.rows(); r++) {
                for (int c = 0; c < b.columns(); c++) {
                    if (t.placementAt(r, c) == k) {
                        cells.add(new int[] {r, c});
                        piece = t.pieceAt(r, c);
                    }
                }
            }
            assertThat(piece).isNotNull();
            String key = TilingOracle.key(TilingOracle.normalize(cells.toArray(new int[0][])));
            Set<String> allowed = new HashSet<>();
            for (int[][] o : TilingOracle.allowed(TilingOracle.cellsOf(piece.picture()), rotate, reflect)) {
                allowed.add(TilingOracle.key(o));
            }
            assertThat(allowed).as(t.render()).contains(key);
            used[pieces.indexOf(piece)]++;
        }
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.columns(); c++) {
                assertThat(t.pieceAt(r, c) != null).isEqualTo(b.isCell(r, c));
                assertThat(t.letterAt(r, c) == '.').isEqualTo(!b.isCell(r, c));
            }
        }
        for (int u : used) {
            if (usage == PieceUsage.EXACTLY_ONCE) {
                assertThat(u).isEqualTo(1);
            } else if (usage == PieceUsage.AT_MOST_ONCE) {
                assertThat(u).isLessThanOrEqualTo(1);
            }
        }
    }

    static List<Polyomino> pentominoes(String letters) {
        List<Polyomino> list = new ArrayList<>();
        for (char ch : letters.toCharArray()) {
            list.add(Polyominoes.pentomino(ch));
        }
        return list;
    }

    @Test
    void count_tetrominoBoards_matchBruteForce() {
        List<Polyomino> tetrominoes = Polyominoes.TETROMINOES;
        // All five tetrominoes: 20 cells; no rectangle works (the T breaks the checkerboard balance).
        check("4x5", PolyominoBoard.rectangle(4, 5), tetrominoes, true, true, PieceUsage.EXACTLY_ONCE);
        check("2x10", PolyominoBoard.rectangle(2, 10), tetrominoes, true, true, PieceUsage.EXACTLY_ONCE);
        // A board of 20 cells with 11 of one checkerboard colour, which they do tile.
        PolyominoBoard bent = PolyominoBoard.parse("#...#.\n######\n######\n######\n");
        check("bent", bent, tetrominoes, true, true, PieceUsage.EXACTLY_ONCE);
        assertThat(puzzle(bent, tetrominoes, true, true, PieceUsage.EXACTLY_ONCE, false).count()).isPositive();
        check("bent one-sided", bent, tetrominoes, true, false, PieceUsage.EXACTLY_ONCE);
        check("bent fixed", bent, tetrominoes, false, false, PieceUsage.EXACTLY_ONCE);
        check("bent mirror only", bent, tetrominoes, false, true, PieceUsage.EXACTLY_ONCE);
        // Leave pieces out, or reuse them.
        check("4x4 at most once", PolyominoBoard.rectangle(4, 4), tetrominoes, true, true, PieceUsage.AT_MOST_ONCE);
        check("4x4 any number", PolyominoBoard.rectangle(4, 4), tetrominoes, true, true, PieceUsage.ANY_NUMBER);
        check("4x6 any number", PolyominoBoard.rectangle(4, 6), tetrominoes, true, true, PieceUsage.ANY_NUMBER);
        check("4x6 one-sided any", PolyominoBoard.rectangle(4, 6), tetrominoes, true, false, PieceUsage.ANY_NUMBER);
    }

    @Test
    void count_smallCustomBoards_matchBruteForce() {
        PolyominoBoard plus = PolyominoBoard.parse("..##..\n..##..\n######\n######\n..##..\n..##..");
        check("plus LPNY", plus, pentominoes("LPNY"), true, true, PieceUsage.EXACTLY_ONCE);
        check("plus tetrominoes any", plus, Polyominoes.TETROMINOES, true, true, PieceUsage.ANY_NUMBER);
        check("5x5 FLPNY", PolyominoBoard.rectangle(5, 5), pentominoes("FLPNY"), true, true, PieceUsage.EXACTLY_ONCE);
        check("5x5 one-sided", PolyominoBoard.rectangle(5, 5), pentominoes("FLPNY"), true, false,
                PieceUsage.EXACTLY_ONCE);
        check("5x5 PLUVW at most once", PolyominoBoard.rectangle(5, 5), pentominoes("PLUVWXTZ"), true, true,
                PieceUsage.AT_MOST_ONCE);
        check("4x5 LPUVY", PolyominoBoard.rectangle(4, 5), pentominoes("LPUY"), true, true, PieceUsage.EXACTLY_ONCE);
        check("3x6 trominoes any", PolyominoBoard.rectangle(3, 6), Polyominoes.TROMINOES, true, true,
                PieceUsage.ANY_NUMBER);
        PolyominoBoard ring = PolyominoBoard.parse("####\n#..#\n#..#\n####");
        check("ring trominoes", ring, Polyominoes.TROMINOES, true, true, PieceUsage.ANY_NUMBER);
        check("ring L tetromino", ring, List.of(Polyominoes.TETROMINOES.get(4)), true, true, PieceUsage.ANY_NUMBER);
        PolyominoBoard twoParts = PolyominoBoard.parse("##.##\n##.##");
        List<Polyomino> fourDominoes = List.of(Polyominoes.DOMINO, Polyominoes.DOMINO.named("E"),
                Polyominoes.DOMINO.named("F"), Polyominoes.DOMINO.named("G"));
        check("two squares", twoParts, fourDominoes, true, true, PieceUsage.EXACTLY_ONCE);
    }

    @Test
    void count_dominoTilings_matchPublishedCounts() {
        // Domino tilings: 2xn gives Fibonacci numbers; 4x4 has 36, 6x6 has 6728 (OEIS A004003).
        List<Polyomino> domino = List.of(Polyominoes.DOMINO);
        assertThat(puzzle(PolyominoBoard.rectangle(2, 10), domino, true, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(89);
        assertThat(puzzle(PolyominoBoard.rectangle(4, 4), domino, true, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(36);
        assertThat(puzzle(PolyominoBoard.rectangle(6, 6), domino, true, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(6728);
        // Without rotation only horizontal dominoes remain: one tiling.
        assertThat(puzzle(PolyominoBoard.rectangle(4, 4), domino, false, true, PieceUsage.ANY_NUMBER, false).count())
                .isEqualTo(1);
    }

    @Test
    void count_randomSmallPuzzles_matchBruteForce() {
        long seed = 20261129L;
        System.out.println("PolyominoPuzzleTest.count_randomSmallPuzzles_matchBruteForce seed=" + seed);
        Random random = new Random(seed);
        List<Polyomino> pool = new ArrayList<>();
        pool.add(Polyominoes.MONOMINO);
        pool.add(Polyominoes.DOMINO);
        pool.addAll(Polyominoes.TROMINOES);
        pool.addAll(Polyominoes.TETROMINOES);
        pool.addAll(Polyominoes.PENTOMINOES);
        int positive = 0;
        int reducedExactly = 0;
        int withPartner = 0;
        int refused = 0;
        for (int round = 0; round < 200; round++) {
            PolyominoBoard board = randomSymmetricBoard(random);
            boolean rotate = random.nextInt(4) != 0;
            boolean reflect = random.nextInt(3) != 0;
            List<Polyomino> pieces = round % 2 == 0 ? cutIntoPieces(board, random)
                    : piecesFromPool(board, pool, rotate, reflect, random);
            String what = "seed " + seed + " round " + round;
            int symmetryItems = check(what, board, pieces, rotate, reflect, PieceUsage.EXACTLY_ONCE);
            if (symmetryItems < 0) {
                refused++;
            } else {
                reducedExactly++;
                withPartner += symmetryItems > 0 ? 1 : 0;
            }
            if (puzzle(board, pieces, rotate, reflect, PieceUsage.EXACTLY_ONCE, false).count() > 0) {
                positive++;
            }
            List<Polyomino> more = new ArrayList<>(pieces);
            more.add(pool.get(random.nextInt(pool.size())).named("y"));
            more.add(pool.get(random.nextInt(pool.size())).named("z"));
            check(what + " at most once", board, more, rotate, reflect, PieceUsage.AT_MOST_ONCE);
            // sizes 2 and 3 make every count from 2 up, so the board's size is always reachable
            List<Polyomino> kinds = new ArrayList<>();
            kinds.add(pool.get(2 + random.nextInt(pool.size() - 2)).named("p"));
            kinds.add(Polyominoes.DOMINO.named("q"));
            kinds.add(Polyominoes.TROMINOES.get(random.nextInt(2)).named("r"));
            if (board.cellCount() <= 12) {
                check(what + " any number", board, kinds, rotate, reflect, PieceUsage.ANY_NUMBER);
            }
        }
        System.out.printf("tileable %d, reduced %d (with a partner piece %d), refused %d%n", positive,
                reducedExactly, withPartner, refused);
        // The cases must exercise what they claim to: tilings exist, and both kinds of reduction happen.
        assertThat(positive).isGreaterThan(100);
        assertThat(reducedExactly).isGreaterThan(150);
        assertThat(withPartner).isGreaterThan(15);
    }

    /** Random pieces from the pool, renamed a, b, ..., whose sizes add up to the board's. */
    static List<Polyomino> piecesFromPool(PolyominoBoard board, List<Polyomino> pool, boolean rotate, boolean reflect,
            Random random) {
        int[] extent = extent(board);
        List<Polyomino> pieces = new ArrayList<>();
        int remaining = board.cellCount();
        while (remaining > 0) {
            List<Polyomino> fit = new ArrayList<>();
            for (Polyomino p : pool) {
                if (p.size() <= remaining && (p.size() > 1 || remaining <= 2)
                        && fitsExtent(p, rotate, reflect, extent)) {
                    fit.add(p);
                }
            }
            Polyomino p = fit.get(random.nextInt(fit.size()));
            pieces.add(p.named(String.valueOf((char) ('a' + pieces.size()))));
            remaining -= p.size();
        }
        return pieces;
    }

    /**
     * Cuts the board into random connected pieces of 1 to 5 cells, named a, b, ...: the board is tileable
     * by them as cut, so the puzzle has at least one solution.
     */
    static List<Polyomino> cutIntoPieces(PolyominoBoard board, Random random) {
        int rows = board.rows();
        int cols = board.columns();
        boolean[] free = new boolean[rows * cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                free[r * cols + c] = board.isCell(r, c);
            }
        }
        List<Polyomino> pieces = new ArrayList<>();
        for (int start = 0; start < free.length; start++) {
            if (!free[start]) {
                continue;
            }
            int target = 3 + random.nextInt(3);
            List<Integer> chunk = new ArrayList<>(List.of(start));
            free[start] = false;
            while (chunk.size() < target) {
                List<Integer> frontier = new ArrayList<>();
                for (int cell : chunk) {
                    int r = cell / cols;
                    int c = cell % cols;
                    int[][] next = {{r + 1, c}, {r - 1, c}, {r, c + 1}, {r, c - 1}};
                    for (int[] n : next) {
                        if (n[0] >= 0 && n[0] < rows && n[1] >= 0 && n[1] < cols && free[n[0] * cols + n[1]]) {
                            frontier.add(n[0] * cols + n[1]);
                        }
                    }
                }
                if (frontier.isEmpty()) {
                    break;
                }
                int pick = frontier.get(random.nextInt(frontier.size()));
                free[pick] = false;
                chunk.add(pick);
            }
            char[][] picture = new char[rows][cols];
            for (char[] line : picture) {
                Arrays.fill(line, '.');
            }
            for (int cell : chunk) {
                picture[cell / cols][cell % cols] = '#';
            }
            StringBuilder sb = new StringBuilder();
            for (char[] line : picture) {
                sb.append(line).append('\n');
            }
            pieces.add(Polyomino.parse(String.valueOf((char) ('a' + pieces.size())), sb.toString()));
        }
        return pieces;
    }

    /** The height and width of the bounding box of a board's cells, computed here from its picture. */
    static int[] extent(PolyominoBoard board) {
        int[][] cells = TilingOracle.cellsOf(board.picture());
        int h = 0;
        int w = 0;
        for (int[] rc : cells) {
            h = Math.max(h, rc[0] + 1);
            w = Math.max(w, rc[1] + 1);
        }
        return new int[] {h, w};
    }

    /** Whether some allowed orientation of a piece fits in an extent, by the test's own orientations. */
    static boolean fitsExtent(Polyomino p, boolean rotate, boolean reflect, int[] extent) {
        for (int[][] o : TilingOracle.allowed(TilingOracle.cellsOf(p.picture()), rotate, reflect)) {
            int[] e = {0, 0};
            for (int[] rc : o) {
                e[0] = Math.max(e[0], rc[0] + 1);
                e[1] = Math.max(e[1], rc[1] + 1);
            }
            if (e[0] <= extent[0] && e[1] <= extent[1]) {
                return true;
            }
        }
        return false;
    }

    /** A random board of at most 16 cells, made symmetric under a random subgroup of the square's group. */
    static PolyominoBoard randomSymmetricBoard(Random random) {
        int[][] subgroups = {{0}, {0, 2}, {0, 4}, {0, 6}, {0, 2, 4, 6}, {0, 7}, {0, 1, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7},
            {0, 5}, {0, 2, 5, 7}};
        while (true) {
            int s = 3 + random.nextInt(3);
            int[] group = subgroups[random.nextInt(subgroups.length)];
            boolean[][] cells = new boolean[s][s];
            for (int r = 0; r < s; r++) {
                for (int c = 0; c < s; c++) {
                    if (random.nextInt(10) < 4) {
                        for (int k : group) {
                            int[] img = TilingOracle.map(k, r, c);
                            int[] corner = boxOffset(k, s);
                            cells[img[0] - corner[0]][img[1] - corner[1]] = true;
                        }
                    }
                }
            }
            StringBuilder sb = new StringBuilder();
            int count = 0;
            for (int r = 0; r < s; r++) {
                for (int c = 0; c < s; c++) {
                    sb.append(cells[r][c] ? '#' : '.');
                    count += cells[r][c] ? 1 : 0;
                }
                sb.append('\n');
            }
            if (count >= 4 && count <= 16) {
                return PolyominoBoard.parse(sb.toString());
            }
        }
    }

    /** The least row and column of the image of an s x s box under map k. */
    private static int[] boxOffset(int k, int s) {
        int minR = Integer.MAX_VALUE;
        int minC = Integer.MAX_VALUE;
        for (int[] corner : new int[][] {{0, 0}, {0, s - 1}, {s - 1, 0}, {s - 1, s - 1}}) {
            int[] img = TilingOracle.map(k, corner[0], corner[1]);
            minR = Math.min(minR, img[0]);
            minC = Math.min(minC, img[1]);
        }
        return new int[] {minR, minC};
    }

    @Test
    void upToSymmetry_noExactRestriction_isRefusedClearly() {
        // Two dominoes on a 2x2 board: every placement of either is fixed by a reflection.
        PolyominoBoard square = PolyominoBoard.rectangle(2, 2);
        List<Polyomino> two = List.of(Polyominoes.DOMINO, Polyominoes.DOMINO.named("E"));
        assertThat(puzzle(square, two, true, true, PieceUsage.EXACTLY_ONCE, false).count()).isEqualTo(4);
        assertThatThrownBy(() -> puzzle(square, two, true, true, PieceUsage.EXACTLY_ONCE, true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot count up to symmetry exactly");
    }

    @Test
    void upToSymmetry_symmetricRepresentativePlacement_usesASecondPiece() {
        // On the 3x20 board every placement of X is fixed by the top-bottom reflection.
        PolyominoPuzzle reduced = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
                .upToSymmetry(true).build();
        ExactCoverProblem p = reduced.problem();
        assertThat(p.secondaryItemCount()).isEqualTo(1);
        assertThat(reduced.count()).isEqualTo(2);
        assertThat(reduced.symmetryCount()).isEqualTo(4);
    }

    @Test
    void symmetryCount_dependsOnBoardAndAllowedOrientations() {
        PolyominoBoard square = PolyominoBoard.rectangle(5, 5);
        List<Polyomino> five = pentominoes("FLPNY");
        assertThat(puzzle(square, five, true, true, PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(8);
        assertThat(puzzle(square, five, true, false, PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(4);
        assertThat(puzzle(square, five, false, false, PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(1);
        assertThat(puzzle(PolyominoBoard.rectangle(5, 12), Polyominoes.PENTOMINOES, true, true,
                PieceUsage.EXACTLY_ONCE, false).symmetryCount()).isEqualTo(4);
    }

    @Test
    void decode_rendersPieceLetters() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES).build();
        List<PolyominoTiling> all = p.solutions().collect(Collectors.toList());
        assertThat(all).hasSize(8);
        for (PolyominoTiling t : all) {
            assertValid(t, Polyominoes.PENTOMINOES, true, true, PieceUsage.EXACTLY_ONCE);
            String text = t.render();
            assertThat(text.split("\n")).hasSize(3).allSatisfy(line -> assertThat(line).hasSize(20));
            for (char ch : "FILNPTUVWXYZ".toCharArray()) {
                assertThat(text.chars().filter(x -> x == ch).count()).as(text).isEqualTo(5);
            }
            assertThat(t).hasToString(text);
            assertThat(t.placementCount()).isEqualTo(12);
        }
        assertThat(new HashSet<>(all)).hasSize(8);
        assertThat(p.findFirst()).contains(all.get(0));
    }

    @Test
    void render_piecesWithoutOneLetterNames_useLettersByPosition() {
        List<Polyomino> pieces = List.of(Polyominoes.DOMINO.named("long"), Polyominoes.DOMINO.named("other"));
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.parse("##\n##"), pieces).rotations(false).build();
        PolyominoTiling t = p.findFirst().orElseThrow();
        assertThat(t.render()).isIn("AA\nBB", "BB\nAA");
        assertThat(t.pieceAt(0, 0).name()).isIn("long", "other");
        assertThatThrownBy(() -> t.pieceAt(2, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void anyNumber_copiesAreToldApartByPlacement() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 4), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build();
        assertThat(p.count()).isEqualTo(5);
        for (PolyominoTiling t : p.solutions().collect(Collectors.toList())) {
            assertThat(t.placementCount()).isEqualTo(4);
            assertThat(t.render()).isEqualTo("DDDD\nDDDD");
            Set<Integer> numbers = new HashSet<>();
            for (int c = 0; c < 4; c++) {
                numbers.add(t.placementAt(0, c));
                numbers.add(t.placementAt(1, c));
            }
            assertThat(numbers).containsExactlyInAnyOrder(0, 1, 2, 3);
            assertThat(t.placementAt(0, 0)).isZero();
        }
    }

    @Test
    void count_withLimit_stopsThere() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(4, 4), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build();
        assertThat(p.count(10)).isEqualTo(10);
        assertThat(p.count(100)).isEqualTo(36);
        assertThatThrownBy(() -> p.count(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void build_badInput_isRejectedWithTheReason() {
        PolyominoBoard four = PolyominoBoard.rectangle(4, 4);
        // a piece larger than the board
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, pentominoes("IL")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("piece 'I'").hasMessageContaining("larger than the board");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 2), pentominoes("P")).build())
                .hasMessageContaining("piece 'P' (5 cells");
        // cell counts no tiling can match
        assertThatThrownBy(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(6, 10), pentominoes("FILNPTUVWXY"))
                .build()).hasMessageContaining("60 cells").hasMessageContaining("cover 55");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 3), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build())
                .hasMessageContaining("9 cells").hasMessageContaining("no number of copies");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, pentominoes("FLP")).usage(PieceUsage.AT_MOST_ONCE)
                .build()).hasMessageContaining("16 cells").hasMessageContaining("distinct pieces");
        // names
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, List.of(Polyominoes.DOMINO, Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build()).hasMessageContaining("two pieces are named 'D'");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, List.of(Polyominoes.DOMINO.named("r0c0")))
                .usage(PieceUsage.ANY_NUMBER).build()).hasMessageContaining("'r0c0' is reserved");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, List.of()).build()).hasMessageContaining("no pieces");
        // symmetry reduction needs every piece exactly once
        assertThatThrownBy(() -> PolyominoPuzzle.builder(four, Polyominoes.TETROMINOES).usage(PieceUsage.AT_MOST_ONCE)
                .upToSymmetry(true).build()).hasMessageContaining("exactly once");
        assertThatThrownBy(() -> PolyominoPuzzle.builder(null, Polyominoes.TETROMINOES))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void build_pieceThatFitsTheExtentButNotTheMask_hasNoSolution() {
        // A 5-cell ring with a hole in the middle of a 3x3 extent: the X pentomino fits nowhere.
        PolyominoBoard board = PolyominoBoard.parse("#.#\n...\n#.#\n");
        PolyominoBoard cross = PolyominoBoard.parse("#.#\n.#.\n#.#");
        assertThat(PolyominoPuzzle.builder(cross, pentominoes("X")).build().count()).isZero();
        assertThat(board.cellCount()).isEqualTo(4);
    }

    @Test
    void decode_solutionOfAnotherProblem_isRejected() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 2), List.of(Polyominoes.DOMINO))
                .usage(PieceUsage.ANY_NUMBER).build();
        Solution other = new DancingLinks(NQueens.problem(4)).findFirst().orElseThrow();
        assertThatThrownBy(() -> p.decode(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not of this puzzle");
    }

    @Test
    void problem_encoding_piecesThenCells() {
        PolyominoPuzzle p = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES).build();
        ExactCoverProblem e = p.problem();
        assertThat(e.itemName(0)).isEqualTo("I");
        assertThat(e.itemName(1)).isEqualTo("L");
        assertThat(e.itemName(2)).isEqualTo("r0c0");
        assertThat(e.itemName(7)).isEqualTo("r1c2");
        assertThat(e.optionText(0)).isEqualTo("I r0c0 r0c1 r0c2");
        // I: 2 horizontal; L: 4 orientations x 2 positions
        assertThat(e.optionCount()).isEqualTo(2 + 8);
        assertThat(p.count()).isEqualTo(0);
        PolyominoPuzzle atMost = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES)
                .usage(PieceUsage.AT_MOST_ONCE).build();
        assertThat(atMost.problem().itemName(0)).isEqualTo("r0c0");
        assertThat(atMost.problem().isPrimary(6)).isFalse();
        assertThat(atMost.count()).isZero(); // the I leaves a row that only another I could fill
        PolyominoPuzzle any = PolyominoPuzzle.builder(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES)
                .usage(PieceUsage.ANY_NUMBER).build();
        assertThat(any.problem().itemCount()).isEqualTo(6);
        assertThat(any.count()).isEqualTo(oracle(PolyominoBoard.rectangle(2, 3), Polyominoes.TROMINOES, true, true,
                PieceUsage.ANY_NUMBER).count()).isEqualTo(3); // I over I, and two ways for two Ls
    }
}
