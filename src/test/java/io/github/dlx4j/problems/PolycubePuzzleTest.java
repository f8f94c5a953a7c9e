/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlx4j.problems.PolyominoPuzzle.PieceUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Polycube packings against published counts (Knuth's Soma figures, the tetracubes, the solid pentominoes,
 * Bedlam) and against {@link PolycubeOracle}, a brute-force packer sharing no code with the builders, whose
 * packings are also sorted into classes here by applying the box's symmetries to them.
 */
class PolycubePuzzleTest {

    static PolycubePuzzle.Builder builder(int a, int b, int c, List<Polycube> pieces) {
        return PolycubePuzzle.builder(PolycubeBox.box(a, b, c), pieces);
    }

    @Test
    void count_soma_11520PackingsFromKnuths688Options() {
        PolycubePuzzle soma = builder(3, 3, 3, Polycubes.SOMA).build();
        assertThat(soma.problem().optionCount()).isEqualTo(688);
        assertThat(soma.count()).isEqualTo(11_520);
        assertThat(soma.symmetryCount()).isEqualTo(1);
    }

    @Test
    void count_somaUpToSymmetry_240Under48And480Under24Rotations() {
        PolycubePuzzle all = builder(3, 3, 3, Polycubes.SOMA).upToSymmetry(true).build();
        assertThat(all.symmetryCount()).isEqualTo(48);
        assertThat(all.count()).isEqualTo(240);
        PolycubePuzzle rotations = builder(3, 3, 3, Polycubes.SOMA).upToRotation(true).build();
        assertThat(rotations.symmetryCount()).isEqualTo(24);
        assertThat(rotations.count()).isEqualTo(480);
    }

    @Test
    void count_soma_sameAsBruteForceAndItsClasses() {
        PolycubeOracle oracle = oracle(3, 3, 3, Polycubes.SOMA, false, PolycubeOracle.Use.ONCE, true);
        assertThat(oracle.count()).isEqualTo(11_520);
        // a reflection exchanges the two screws
        assertThat(classes(oracle.packings(), 3, 3, 3, true, Map.of('A', 'B', 'B', 'A'))).isEqualTo(240);
        assertThat(classes(oracle.packings(), 3, 3, 3, false, Map.of())).isEqualTo(480);
        Set<String> packings = builder(3, 3, 3, Polycubes.SOMA).build().solutions()
                .map(p -> letters(p, 3, 3, 3)).collect(Collectors.toSet());
        assertThat(packings).isEqualTo(new HashSet<>(oracle.packings()));
    }

    @Test
    void count_tetracubesIn2x4x4_1390UpToRotation() {
        assertThat(builder(2, 4, 4, Polycubes.TETRACUBES).build().count()).isEqualTo(11_120);
        PolycubePuzzle rotations = builder(2, 4, 4, Polycubes.TETRACUBES).upToRotation(true).build();
        assertThat(rotations.symmetryCount()).isEqualTo(8);
        assertThat(rotations.count()).isEqualTo(1_390);
        PolycubePuzzle all = builder(2, 4, 4, Polycubes.TETRACUBES).upToSymmetry(true).build();
        assertThat(all.symmetryCount()).isEqualTo(16);
        assertThat(all.count()).isEqualTo(695);
    }

    @Test
    @Tag("slow")
    void count_solidPentominoesIn3x4x5_3940ClassesOf31520() {
        long t0 = System.nanoTime();
        PolycubePuzzle puzzle = builder(3, 4, 5, Polycubes.SOLID_PENTOMINOES).build();
        List<String> packings = puzzle.solutions().map(p -> letters(p, 3, 4, 5)).collect(Collectors.toList());
        assertThat(packings).hasSize(31_520);
        assertThat(classes(packings, 3, 4, 5, true, Map.of())).isEqualTo(3_940);
        System.out.printf("solid pentominoes 3x4x5: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }

    @Test
    @Tag("slow")
    void count_solidPentominoesIn3x4x5UpToSymmetry_3940() {
        // Every piece lies flat in a middle layer somewhere, fixed by a reflection: the chain of restrictions
        // runs through the pieces. 3,940 = 31,520 / 8: the box's 8 symmetries, no packing symmetric.
        long t0 = System.nanoTime();
        PolycubePuzzle reduced = builder(3, 4, 5, Polycubes.SOLID_PENTOMINOES).upToSymmetry(true).build();
        assertThat(reduced.symmetryCount()).isEqualTo(8);
        assertThat(reduced.count()).isEqualTo(3_940);
        System.out.printf("solid pentominoes 3x4x5 up to symmetry: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }

    /**
     * Random pieces in the 2x2x2 cube, whose 48 symmetries use every bit of the group masks (the symmetries
     * numbered 32 to 47 among them): classes against the brute-force packer's.
     */
    @Test
    void count_randomPiecesInTheCube_sameAsBruteForceClasses() {
        long seed = io.github.dlx4j.testing.Seeded.seed("PolycubePuzzleTest.count_randomPiecesInTheCube", 1L);
        Random random = new Random(seed);
        List<Polycube> pool = smallPieces();
        int checked = 0;
        for (int trial = 0; trial < 300; trial++) {
            List<Polycube> shuffled = new ArrayList<>(pool);
            java.util.Collections.shuffle(shuffled, random);
            List<Polycube> pieces = new ArrayList<>();
            int sum = 0;
            for (Polycube p : shuffled) {
                if (sum + p.size() <= 8) {
                    pieces.add(p);
                    sum += p.size();
                }
            }
            boolean reflections = random.nextBoolean();
            PolycubeOracle oracle = oracle(2, 2, 2, pieces, reflections, PolycubeOracle.Use.ONCE, true);
            if (sum != 8 || oracle.count() == 0) {
                continue;
            }
            String what = "seed " + seed + " trial " + trial + " " + pieces.stream().map(Polycube::name)
                    .collect(Collectors.joining()) + " reflections " + reflections;
            PolycubePuzzle reduced;
            try {
                reduced = builder(2, 2, 2, pieces).reflections(reflections).upToSymmetry(true).build();
            } catch (IllegalArgumentException e) {
                assertThat(reflections).as(what + ": refused only for mirror twins").isFalse();
                continue;
            }
            if (reduced.symmetryCount() == 48) {
                checked++;
                assertThat(reduced.count()).as(what)
                        .isEqualTo(classes(oracle.packings(), 2, 2, 2, true, Map.of()));
            }
        }
        assertThat(checked).as("cases under all 48 symmetries").isGreaterThan(20);
    }

    /** Flat pieces in small boxes, where every piece has placements fixed by a reflection: classes exact. */
    @Test
    void count_flatPiecesUpToSymmetry_sameAsBruteForceClasses() {
        Polycube i2 = Polycube.of("d", 0, 0, 0, 1, 0, 0);
        Polycube l3 = Polycube.of("v", 0, 0, 0, 1, 0, 0, 0, 1, 0);
        Polycube i3 = Polycube.of("i", 0, 0, 0, 1, 0, 0, 2, 0, 0);
        Polycube t4 = Polycubes.TETRACUBES.stream().filter(p -> p.name().equals("T")).findFirst().orElseThrow();
        Object[][] cases = {
            {2, 2, 2, List.of(i2, i2.named("e"), i2.named("f"), i2.named("g"))},
            {3, 3, 2, List.of(i3, i3.named("j"), i3.named("k"), l3, l3.named("w"), i2, Polycube.of("m", 0, 0, 0))},
            {2, 3, 3, List.of(t4, l3, l3.named("w"), i3, i2.named("e"), i2.named("f"), Polycube.of("m", 0, 0, 0))},
            {2, 2, 3, List.of(t4, l3, i3, i2.named("e"))},
        };
        for (Object[] c : cases) {
            int a = (Integer) c[0];
            int b = (Integer) c[1];
            int d = (Integer) c[2];
            @SuppressWarnings("unchecked")
            List<Polycube> pieces = (List<Polycube>) c[3];
            String what = a + "x" + b + "x" + d + " " + pieces.stream().map(Polycube::name).collect(Collectors.joining());
            PolycubeOracle oracle = oracle(a, b, d, pieces, false, PolycubeOracle.Use.ONCE, true);
            assertThat(oracle.count()).as(what).isPositive();
            PolycubePuzzle reduced = builder(a, b, d, pieces).upToSymmetry(true).build();
            assertThat(reduced.count()).as(what).isEqualTo(classes(oracle.packings(), a, b, d, true, Map.of()));
            assertThat(builder(a, b, d, pieces).reflections(true).upToSymmetry(true).build().count()).as(what)
                    .isEqualTo(reduced.count());
        }
    }

    @Test
    @Tag("slow")
    void count_bedlam_19186UpToRotation() {
        long t0 = System.nanoTime();
        PolycubePuzzle bedlam = builder(4, 4, 4, Polycubes.BEDLAM).upToRotation(true).build();
        assertThat(bedlam.symmetryCount()).isEqualTo(24);
        assertThat(bedlam.count()).isEqualTo(19_186);
        System.out.printf("Bedlam 4x4x4 up to rotation: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }

    /** Random small boxes and piece sets: counts and classes agree with the brute-force packer. */
    @Test
    void count_randomSmallBoxes_sameAsBruteForce() {
        long seed = io.github.dlx4j.testing.Seeded.seed("PolycubePuzzleTest.count_randomSmallBoxes", 0x5EED_C0BEL);
        Random random = new Random(seed);
        List<Polycube> pool = smallPieces();
        int[][] boxes = {{2, 2, 3}, {2, 3, 3}, {2, 2, 4}, {1, 3, 4}, {2, 2, 2}, {1, 4, 4}, {3, 3, 2}};
        for (int trial = 0; trial < 25; trial++) {
            int[] d = boxes[random.nextInt(boxes.length)];
            int cells = d[0] * d[1] * d[2];
            List<Polycube> pieces = new ArrayList<>();
            List<Polycube> shuffled = new ArrayList<>(pool);
            java.util.Collections.shuffle(shuffled, random);
            int sum = 0;
            for (Polycube p : shuffled) {
                if (sum + p.size() <= cells && (random.nextBoolean() || sum + p.size() == cells)) {
                    pieces.add(p);
                    sum += p.size();
                }
            }
            boolean reflections = random.nextBoolean();
            String what = "seed " + seed + " trial " + trial + " " + d[0] + "x" + d[1] + "x" + d[2] + " "
                    + pieces.stream().map(Polycube::name).collect(Collectors.joining()) + " reflections "
                    + reflections;
            PolycubeOracle.Use use = sum == cells ? PolycubeOracle.Use.ONCE
                    : random.nextBoolean() ? PolycubeOracle.Use.AT_MOST_ONCE : PolycubeOracle.Use.ANY;
            PieceUsage usage = use == PolycubeOracle.Use.ONCE ? PieceUsage.EXACTLY_ONCE
                    : use == PolycubeOracle.Use.AT_MOST_ONCE ? PieceUsage.AT_MOST_ONCE : PieceUsage.ANY_NUMBER;
            PolycubeOracle oracle = oracle(d[0], d[1], d[2], pieces, reflections, use, true);
            long expected = oracle.count();
            PolycubePuzzle puzzle;
            try {
                puzzle = builder(d[0], d[1], d[2], pieces).reflections(reflections).usage(usage).build();
            } catch (IllegalArgumentException e) {
                assertThat(expected).as(what + ": refused (%s)", e.getMessage()).isZero();
                continue;
            }
            assertThat(puzzle.count()).as(what + " " + usage).isEqualTo(expected);
            if (use != PolycubeOracle.Use.ONCE) {
                continue;
            }
            assertThat(builder(d[0], d[1], d[2], pieces).reflections(reflections).upToRotation(true).build().count())
                    .as(what + " up to rotation").isEqualTo(classes(oracle.packings(), d[0], d[1], d[2], false, Map.of()));
            if (reflections) {
                // every piece is its own under reflections: the chain is always exact, never refused
                long reduced = builder(d[0], d[1], d[2], pieces).reflections(true).upToSymmetry(true).build().count();
                assertThat(reduced).as(what + " up to symmetry")
                        .isEqualTo(classes(oracle.packings(), d[0], d[1], d[2], true, Map.of()));
            }
        }
    }

    @Test
    void count_region_sameAsBruteForce() {
        PolycubeBox ring = PolycubeBox.parse("####\n#..#\n####\n\n####\n#..#\n####\n");
        assertThat(ring.cellCount()).isEqualTo(20);
        List<Polycube> pieces = List.of(Polycubes.TETRACUBES.get(0), Polycubes.TETRACUBES.get(3),
                Polycubes.TETRACUBES.get(4), Polycubes.TETRACUBES.get(5), Polycubes.TETRACUBES.get(6));
        boolean[][][] region = new boolean[2][3][4];
        for (int z = 0; z < 2; z++) {
            for (int y = 0; y < 3; y++) {
                for (int x = 0; x < 4; x++) {
                    region[z][y][x] = ring.isCell(x, y, z);
                }
            }
        }
        long expected = new PolycubeOracle(region, cells(pieces), letters(pieces), false, PolycubeOracle.Use.ONCE,
                false).count();
        assertThat(PolycubePuzzle.builder(ring, pieces).build().count()).isEqualTo(expected);
        assertThat(PolycubeBox.parse(ring.picture())).isEqualTo(ring);
    }

    @Test
    void findFirst_soma_rendersLayersSideBySide() {
        PolycubePacking packing = builder(3, 3, 3, Polycubes.SOMA).build().findFirst().orElseThrow();
        assertThat(packing.render()).matches("([VLTZABP]{3}  [VLTZABP]{3}  [VLTZABP]{3}\n){3}");
        assertThat(packing.pieceAt(0, 0, 0)).isNotNull();
        assertThat(packing.pieceAt(3, 0, 0)).isNull();
    }

    @Test
    void orientations_somaPieces_knownCounts() {
        int[] rotations = {12, 24, 12, 12, 12, 12, 8};
        for (int k = 0; k < 7; k++) {
            Polycube p = Polycubes.SOMA.get(k);
            assertThat(p.orientations(false)).as(p.name()).hasSize(rotations[k])
                    .hasSize(PolycubeOracle.orientations(p.cells(), false).size());
            assertThat(p.orientations(true)).hasSize(PolycubeOracle.orientations(p.cells(), true).size());
        }
        assertThat(Polycubes.BEDLAM.stream().mapToInt(Polycube::size).sum()).isEqualTo(64);
        assertThat(Polycubes.SOLID_PENTOMINOES).hasSize(12);
    }

    @Test
    void build_badInput_throwsNamingIt() {
        assertThatThrownBy(() -> builder(2, 2, 2, Polycubes.SOMA).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("27 cubes").hasMessageContaining("8 cells");
        assertThatThrownBy(() -> builder(1, 1, 4, List.of(Polycube.of("Q", 0, 0, 0, 1, 0, 0), Polycube.of("Q", 0, 0, 0,
                1, 0, 0))).build()).hasMessageContaining("'Q'");
        assertThatThrownBy(() -> builder(1, 1, 2, List.of(Polycube.of("W", 0, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1, 0, 2, 2, 0)))
                .usage(PieceUsage.AT_MOST_ONCE).build()).hasMessageContaining("2 cells");
        assertThatThrownBy(() -> builder(1, 2, 2, List.of(Polycube.of("I", 0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0)))
                .build()).hasMessageContaining("'I' fits nowhere");
        // The two Soma screws are each other's mirror images: a reflection exchanges them, none stays put.
        assertThatThrownBy(() -> builder(2, 2, 2, Polycubes.SOMA.subList(4, 6)).upToSymmetry(true).build())
                .hasMessageContaining("cannot count up to symmetry");
        assertThatThrownBy(() -> builder(3, 3, 3, Polycubes.SOMA).upToSymmetry(true).upToRotation(true).build())
                .hasMessageContaining("choose one");
        assertThatThrownBy(() -> Polycube.of("X", 0, 0, 0, 2, 0, 0)).hasMessageContaining("[2, 0, 0]");
        assertThatThrownBy(() -> Polycube.of("X", 0, 0)).hasMessageContaining("2 numbers");
        assertThatThrownBy(() -> PolycubeBox.box("3x3")).hasMessageContaining("'3x3'");
        assertThatThrownBy(() -> PolycubeBox.box(0, 3, 3)).hasMessageContaining("was 0");
        assertThatThrownBy(() -> Polycubes.byName("hexacubes")).hasMessageContaining("'hexacubes'");
    }

    // ------------------------------------------------------------------------------------------------
    // oracle helpers

    /** The tetracubes, a monocube, a dicube and the two tricubes, for random small packings. */
    private static List<Polycube> smallPieces() {
        List<Polycube> pool = new ArrayList<>(Polycubes.TETRACUBES);
        pool.add(Polycube.of("m", 0, 0, 0));
        pool.add(Polycube.of("d", 0, 0, 0, 1, 0, 0));
        pool.add(Polycube.of("v", 0, 0, 0, 1, 0, 0, 0, 1, 0));
        pool.add(Polycube.of("i", 0, 0, 0, 1, 0, 0, 2, 0, 0));
        return pool;
    }

    private static PolycubeOracle oracle(int a, int b, int c, List<Polycube> pieces, boolean reflections,
            PolycubeOracle.Use use, boolean keep) {
        boolean[][][] region = new boolean[a][b][c];
        for (boolean[][] layer : region) {
            for (boolean[] row : layer) {
                java.util.Arrays.fill(row, true);
            }
        }
        return new PolycubeOracle(region, cells(pieces), letters(pieces), reflections, use, keep);
    }

    private static List<int[][]> cells(List<Polycube> pieces) {
        return pieces.stream().map(Polycube::cells).collect(Collectors.toList());
    }

    private static char[] letters(List<Polycube> pieces) {
        char[] l = new char[pieces.size()];
        for (int k = 0; k < l.length; k++) {
            l[k] = pieces.get(k).name().charAt(0);
        }
        return l;
    }

    /** The letters of a packing by layer, row, column. */
    private static String letters(PolycubePacking p, int layers, int rows, int columns) {
        StringBuilder sb = new StringBuilder();
        for (int z = 0; z < layers; z++) {
            for (int y = 0; y < rows; y++) {
                for (int x = 0; x < columns; x++) {
                    sb.append(p.pieceAt(x, y, z).charAt(0));
                }
            }
        }
        return sb.toString();
    }

    /**
     * Counts the classes of packings (letters by z, y, x) under the box's rotations, and its reflections too
     * when asked, a reflection relabelling letters by {@code mirror}: the least image of each packing is
     * its class's name.
     */
    static long classes(List<String> packings, int layers, int rows, int columns, boolean reflections,
            Map<Character, Character> mirror) {
        int[] dims = {columns, rows, layers};
        List<int[]> maps = new ArrayList<>();
        List<Boolean> isReflection = new ArrayList<>();
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int[] permSign = {1, -1, -1, 1, 1, -1};
        for (int pi = 0; pi < 6; pi++) {
            for (int signs = 0; signs < 8; signs++) {
                int[] p = perms[pi];
                if (dims[p[0]] != dims[0] || dims[p[1]] != dims[1] || dims[p[2]] != dims[2]) {
                    continue;
                }
                int det = permSign[pi] * (Integer.bitCount(signs) % 2 == 0 ? 1 : -1);
                if (det < 0 && !reflections) {
                    continue;
                }
                int[] map = new int[columns * rows * layers];
                for (int z = 0; z < layers; z++) {
                    for (int y = 0; y < rows; y++) {
                        for (int x = 0; x < columns; x++) {
                            int[] v = {x, y, z};
                            int[] w = new int[3];
                            for (int i = 0; i < 3; i++) {
                                w[i] = (signs >> i & 1) == 1 ? dims[i] - 1 - v[p[i]] : v[p[i]];
                            }
                            map[(z * rows + y) * columns + x] = (w[2] * rows + w[1]) * columns + w[0];
                        }
                    }
                }
                maps.add(map);
                isReflection.add(det < 0);
            }
        }
        Set<String> names = new HashSet<>();
        for (String s : packings) {
            String least = null;
            for (int g = 0; g < maps.size(); g++) {
                char[] image = new char[s.length()];
                for (int k = 0; k < s.length(); k++) {
                    char ch = s.charAt(k);
                    image[maps.get(g)[k]] = isReflection.get(g) ? mirror.getOrDefault(ch, ch) : ch;
                }
                String t = new String(image);
                if (least == null || t.compareTo(least) < 0) {
                    least = t;
                }
            }
            names.add(least);
        }
        return names.size();
    }
}
