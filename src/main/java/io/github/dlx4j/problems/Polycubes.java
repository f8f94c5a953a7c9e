/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Standard sets of polycubes: the Soma pieces, the tetracubes, the solid pentominoes and Bedlam's pieces.
 *
 * <pre>{@code
 * PolycubePuzzle soma = PolycubePuzzle.builder(PolycubeBox.box(3, 3, 3), Polycubes.SOMA).build();
 * long solutions = soma.count();                                                     // 11520
 * }</pre>
 */
public final class Polycubes {

    /**
     * Piet Hein's seven Soma pieces (27 cubes): the V tricube and the six non-straight tetracubes, named
     * {@code V L T Z A B P} as Conway did. {@code A} and {@code B} are mirror images of each other (the two
     * screws); the other five are their own mirror images.
     */
    public static final List<Polycube> SOMA = List.of(
            Polycube.of("V", 0, 0, 0, 1, 0, 0, 0, 1, 0),
            Polycube.of("L", 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 1, 0),
            Polycube.of("T", 0, 0, 0, 1, 0, 0, 2, 0, 0, 1, 1, 0),
            Polycube.of("Z", 0, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1, 0),
            Polycube.of("A", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1),
            Polycube.of("B", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1),
            Polycube.of("P", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1));

    /**
     * The eight tetracubes (32 cubes): the five flat ones {@code I O T L S}, the two screws {@code A B}
     * (mirror images of each other) and the branch {@code P}.
     */
    public static final List<Polycube> TETRACUBES = List.of(
            Polycube.of("I", 0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0),
            Polycube.of("O", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0),
            Polycube.of("T", 0, 0, 0, 1, 0, 0, 2, 0, 0, 1, 1, 0),
            Polycube.of("L", 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 1, 0),
            Polycube.of("S", 0, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1, 0),
            Polycube.of("A", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1),
            Polycube.of("B", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1),
            Polycube.of("P", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1));

    /** The twelve pentominoes as flat pieces one cube thick (60 cubes), named {@code F I L N P T U V W X Y Z}. */
    public static final List<Polycube> SOLID_PENTOMINOES = solid(Polyominoes.PENTOMINOES);

    /**
     * The thirteen pieces of the Bedlam cube (64 cubes: twelve pentacubes and one tetracube, {@code Z}), named
     * as in Simon Tatham's enumeration: the flat {@code F X W}; a T tetromino with a cube on its middle
     * ({@code M}), base ({@code B}) or arm end ({@code H}); an L tetromino with a cube on its long end
     * ({@code L}), short end ({@code S}) or corner ({@code C}); a skew tetromino with a cube on an end
     * ({@code E}) or inside ({@code I}); the twisted {@code T}; and the tetracube {@code Z}.
     */
    public static final List<Polycube> BEDLAM = List.of(
            Polycube.of("F", 1, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 2, 2, 0),
            Polycube.of("X", 1, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 1, 2, 0),
            Polycube.of("W", 0, 0, 0, 1, 0, 0, 1, 1, 0, 2, 1, 0, 2, 2, 0),
            Polycube.of("M", 1, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 1, 1, 1),
            Polycube.of("B", 1, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 1, 0, 1),
            Polycube.of("H", 1, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1),
            Polycube.of("L", 2, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1),
            Polycube.of("S", 0, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 0, 0, 1),
            Polycube.of("C", 0, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1),
            Polycube.of("E", 1, 0, 0, 2, 0, 0, 0, 1, 0, 1, 1, 0, 0, 1, 1),
            Polycube.of("I", 1, 0, 0, 2, 0, 0, 0, 1, 0, 1, 1, 0, 1, 1, 1),
            Polycube.of("T", 1, 0, 0, 2, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1),
            Polycube.of("Z", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1));

    private Polycubes() {
    }

    /**
     * Returns a set by name: {@code soma}, {@code tetracubes}, {@code solid-pentominoes} (also
     * {@code pentominoes}) or {@code bedlam}, in any case.
     *
     * @param setName the name
     * @return the pieces
     * @throws IllegalArgumentException if the name is unknown; the message lists the names
     * @throws NullPointerException if {@code setName} is null
     */
    public static List<Polycube> byName(String setName) {
        switch (setName.toLowerCase(Locale.ROOT)) {
            case "soma":
                return SOMA;
            case "tetracubes":
                return TETRACUBES;
            case "solid-pentominoes":
            case "pentominoes":
                return SOLID_PENTOMINOES;
            case "bedlam":
                return BEDLAM;
            default:
                throw new IllegalArgumentException("unknown piece set '" + setName
                        + "'; the sets are soma, tetracubes, solid-pentominoes and bedlam");
        }
    }

    private static List<Polycube> solid(List<Polyomino> pieces) {
        List<Polycube> list = new ArrayList<>();
        for (Polyomino p : pieces) {
            list.add(Polycube.flat(p));
        }
        return List.copyOf(list);
    }
}
