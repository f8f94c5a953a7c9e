/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * Returns the standard sets of free polyominoes, each piece in one orientation (the others come from
 * {@link Polyomino#orientations(boolean, boolean)}).
 *
 * <ul>
 *   <li>{@link #MONOMINO} ({@code M}) and {@link #DOMINO} ({@code D});
 *   <li>{@link #TROMINOES}: {@code I} (straight) and {@code L} (bent);
 *   <li>{@link #TETROMINOES}: {@code I O T S L} (the 5 free tetrominoes);
 *   <li>{@link #PENTOMINOES}: the 12 pentominoes by their standard letters {@code F I L N P T U V W X Y Z};
 *   <li>{@link #HEXOMINOES}: the 35 free hexominoes. They have no standard letters; they are named
 *       {@code A..Z} then {@code a..i}, in a fixed order (sorted by their canonical picture).
 * </ul>
 *
 * <p>Names repeat between sets (there is an {@code I} tetromino and an {@code I} pentomino); use
 * {@link Polyomino#named(String)} before mixing sets. {@link #byName(String)} looks a set up by name, for
 * command lines.
 *
 * <pre>{@code
 * List<Polyomino> pieces = Polyominoes.byName("pentominoes");
 * Polyomino x = Polyominoes.pentomino('X');
 * }</pre>
 */
public final class Polyominoes {

    /** The monomino, a single cell, named {@code M}. */
    public static final Polyomino MONOMINO = Polyomino.parse("M", "#");

    /** The domino, two cells side by side, named {@code D}. */
    public static final Polyomino DOMINO = Polyomino.parse("D", "##");

    /** The 2 free trominoes: {@code I} (straight) and {@code L} (bent). */
    public static final List<Polyomino> TROMINOES = List.of(
            Polyomino.parse("I", "###"),
            Polyomino.parse("L", "#.\n##"));

    /** The 5 free tetrominoes: {@code I O T S L}. */
    public static final List<Polyomino> TETROMINOES = List.of(
            Polyomino.parse("I", "####"),
            Polyomino.parse("O", "##\n##"),
            Polyomino.parse("T", "###\n.#."),
            Polyomino.parse("S", ".##\n##."),
            Polyomino.parse("L", "#.\n#.\n##"));

    /** The 12 free pentominoes, by their standard letters: {@code F I L N P T U V W X Y Z}. */
    public static final List<Polyomino> PENTOMINOES = List.of(
            Polyomino.parse("F", ".##\n##.\n.#."),
            Polyomino.parse("I", "#####"),
            Polyomino.parse("L", "#.\n#.\n#.\n##"),
            Polyomino.parse("N", ".#\n.#\n##\n#."),
            Polyomino.parse("P", "##\n##\n#."),
            Polyomino.parse("T", "###\n.#.\n.#."),
            Polyomino.parse("U", "#.#\n###"),
            Polyomino.parse("V", "#..\n#..\n###"),
            Polyomino.parse("W", "#..\n##.\n.##"),
            Polyomino.parse("X", ".#.\n###\n.#."),
            Polyomino.parse("Y", ".#\n##\n.#\n.#"),
            Polyomino.parse("Z", "##.\n.#.\n.##"));

    /** The 35 free hexominoes, named {@code A..Z} then {@code a..i}. */
    public static final List<Polyomino> HEXOMINOES = freePolyominoes(6, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi");

    private static final String SET_NAMES = "monomino, domino, trominoes, tetrominoes, pentominoes, hexominoes";

    private Polyominoes() {
    }

    /**
     * Returns a standard set by name: {@code monomino}, {@code domino}, {@code trominoes},
     * {@code tetrominoes}, {@code pentominoes} or {@code hexominoes} (case-insensitive; the plural of the
     * first two and {@code triominoes} are accepted too).
     *
     * @param setName the name of the set
     * @return an unmodifiable list of pieces
     * @throws IllegalArgumentException if the name is not one of those, listing the names known
     * @throws NullPointerException if {@code setName} is null
     */
    public static List<Polyomino> byName(String setName) {
        switch (setName.strip().toLowerCase(Locale.ROOT)) {
            case "monomino":
            case "monominoes":
                return List.of(MONOMINO);
            case "domino":
            case "dominoes":
                return List.of(DOMINO);
            case "tromino":
            case "trominoes":
            case "triominoes":
                return TROMINOES;
            case "tetromino":
            case "tetrominoes":
                return TETROMINOES;
            case "pentomino":
            case "pentominoes":
                return PENTOMINOES;
            case "hexomino":
            case "hexominoes":
                return HEXOMINOES;
            default:
                throw new IllegalArgumentException("unknown piece set '" + setName + "'; known sets: " + SET_NAMES);
        }
    }

    /**
     * Returns a pentomino by its letter.
     *
     * @param letter one of {@code F I L N P T U V W X Y Z} (either case)
     * @return the pentomino
     * @throws IllegalArgumentException if the letter names no pentomino
     */
    public static Polyomino pentomino(char letter) {
        String name = String.valueOf(Character.toUpperCase(letter));
        for (Polyomino p : PENTOMINOES) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no pentomino is named '" + letter + "'; the letters are FILNPTUVWXYZ");
    }

    /**
     * Enumerates the free polyominoes of a size by growing each free polyomino of the size below by one
     * cell, keeping one per class of rotations and reflections, sorted by their canonical pictures.
     */
    static List<Polyomino> freePolyominoes(int size, String names) {
        TreeMap<String, Polyomino> current = new TreeMap<>();
        current.put("#", MONOMINO);
        for (int k = 2; k <= size; k++) {
            TreeMap<String, Polyomino> next = new TreeMap<>();
            for (Polyomino p : current.values()) {
                int[][] cells = p.cells();
                for (int[] cell : cells) {
                    int[][] around = {{cell[0] - 1, cell[1]}, {cell[0] + 1, cell[1]},
                        {cell[0], cell[1] - 1}, {cell[0], cell[1] + 1}};
                    for (int[] add : around) {
                        if (p.contains(add[0], add[1])) {
                            continue;
                        }
                        int[] rows = new int[cells.length + 1];
                        int[] cols = new int[cells.length + 1];
                        for (int j = 0; j < cells.length; j++) {
                            rows[j] = cells[j][0];
                            cols[j] = cells[j][1];
                        }
                        rows[cells.length] = add[0];
                        cols[cells.length] = add[1];
                        Polyomino grown = Polyomino.normalized("?", rows, cols);
                        next.putIfAbsent(canonical(grown), grown);
                    }
                }
            }
            current = next;
        }
        List<Polyomino> list = new ArrayList<>();
        for (var e : current.entrySet()) {
            Polyomino shape = Polyomino.normalized("?", new int[] {0}, new int[] {0});
            // Name each piece in its canonical orientation.
            for (Polyomino o : e.getValue().orientations(true, true)) {
                if (o.picture().equals(e.getKey())) {
                    shape = o;
                }
            }
            list.add(shape.named(String.valueOf(names.charAt(list.size()))));
        }
        return List.copyOf(list);
    }

    /** Returns the least picture among the orientations of a piece, wide pieces first. */
    private static String canonical(Polyomino p) {
        return p.orientations(true, true).stream()
                .filter(o -> o.width() >= o.height())
                .map(Polyomino::picture)
                .min(Comparator.naturalOrder())
                .orElseThrow();
    }
}
