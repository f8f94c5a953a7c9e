/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An immutable polycube: a named set of unit cubes joined face to face, as cells {@code (x, y, z)}
 * translated so that each coordinate's minimum is 0 and sorted.
 *
 * <p>A piece may be turned in space: its {@link #orientations(boolean)} are the distinct shapes that the 24
 * rotations of the cube give, or the 48 symmetries when reflections (mirror images) are allowed too.
 *
 * <pre>{@code
 * Polycube v = Polycube.of("V", 0, 0, 0, 1, 0, 0, 0, 1, 0);   // three cubes in an L: x y z triples
 * int turns = v.orientations(false).size();                   // 12
 * }</pre>
 */
public final class Polycube {

    private static final Comparator<int[]> ORDER = Comparator.<int[]>comparingInt(c -> c[2])
            .thenComparingInt(c -> c[1]).thenComparingInt(c -> c[0]);

    private final String name;
    private final int[][] cells;

    private Polycube(String name, int[][] cells) {
        this.name = name;
        this.cells = cells;
    }

    /**
     * Returns a polycube from its cells given as {@code x, y, z} triples.
     *
     * @param name the piece's name (its first character labels it in renderings), not blank
     * @param xyz the coordinates, three per cube, each at least 0
     * @return the polycube, normalized
     * @throws IllegalArgumentException if the name is blank, there is no cube, the count is not a multiple of
     *     three, a coordinate is negative or above 1000, a cube is repeated, or the cubes are not connected;
     *     the message names the cube
     * @throws NullPointerException if an argument is null
     */
    public static Polycube of(String name, int... xyz) {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a polycube needs a name that is not blank");
        }
        if (xyz.length == 0 || xyz.length % 3 != 0) {
            throw new IllegalArgumentException("polycube '" + name + "': give x y z triples, one per cube, but got "
                    + xyz.length + " numbers");
        }
        int[][] cells = new int[xyz.length / 3][];
        for (int k = 0; k < cells.length; k++) {
            cells[k] = new int[] {xyz[3 * k], xyz[3 * k + 1], xyz[3 * k + 2]};
            for (int v : cells[k]) {
                if (v < 0 || v > 1000) {
                    throw new IllegalArgumentException("polycube '" + name + "': cube " + Arrays.toString(cells[k])
                            + " has a coordinate outside 0..1000");
                }
            }
        }
        int[][] normal = normalize(cells);
        for (int k = 1; k < normal.length; k++) {
            if (Arrays.equals(normal[k], normal[k - 1])) {
                throw new IllegalArgumentException("polycube '" + name + "': cube " + Arrays.toString(normal[k])
                        + " (after moving to the origin) is given twice");
            }
        }
        checkConnected(name, normal);
        return new Polycube(name, normal);
    }

    /**
     * Returns a flat polycube, one cube thick, made of a polyomino's cells (a "solid" polyomino).
     *
     * @param piece the polyomino; its name is kept
     * @return the polycube with cells {@code (column, row, 0)}
     * @throws NullPointerException if {@code piece} is null
     */
    public static Polycube flat(Polyomino piece) {
        int[][] squares = piece.cells();
        int[] xyz = new int[3 * squares.length];
        for (int k = 0; k < squares.length; k++) {
            xyz[3 * k] = squares[k][1];
            xyz[3 * k + 1] = squares[k][0];
        }
        return of(piece.name(), xyz);
    }

    /**
     * Returns the piece's name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Returns the number of cubes.
     *
     * @return the size
     */
    public int size() {
        return cells.length;
    }

    /**
     * Returns the cells, sorted by z, then y, then x.
     *
     * @return a new array of {@code {x, y, z}} triples
     */
    public int[][] cells() {
        int[][] copy = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            copy[k] = cells[k].clone();
        }
        return copy;
    }

    /**
     * Returns the same shape under another name.
     *
     * @param newName the name
     * @return a polycube with the same cells
     * @throws IllegalArgumentException if the name is blank
     * @throws NullPointerException if {@code newName} is null
     */
    public Polycube named(String newName) {
        if (Objects.requireNonNull(newName, "newName").isBlank()) {
            throw new IllegalArgumentException("a polycube needs a name that is not blank");
        }
        return new Polycube(newName, cells);
    }

    /**
     * Returns the piece's mirror image (x reflected), under the same name.
     *
     * @return the mirrored polycube
     */
    public Polycube mirror() {
        return new Polycube(name, transform(1));
    }

    /**
     * Returns the distinct orientations of the piece: the shapes the rotations give, or all 48 symmetries
     * with {@code reflections}. The piece as given comes first; each has the piece's name.
     *
     * @param reflections whether mirror images are allowed
     * @return the orientations, 1 to 24 (1 to 48 with reflections)
     */
    public List<Polycube> orientations(boolean reflections) {
        Map<String, Polycube> distinct = new LinkedHashMap<>();
        for (int g = 0; g < CubeSymmetry.COUNT; g++) {
            if (reflections || CubeSymmetry.isRotation(g)) {
                int[][] shape = transform(g);
                distinct.putIfAbsent(Arrays.deepToString(shape), new Polycube(name, shape));
            }
        }
        return new ArrayList<>(distinct.values());
    }

    /** Returns the cells under symmetry g, normalized. */
    int[][] transform(int g) {
        int[] extent = {0, 0, 0};
        for (int[] c : cells) {
            for (int i = 0; i < 3; i++) {
                extent[i] = Math.max(extent[i], c[i] + 1);
            }
        }
        int[][] image = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            image[k] = CubeSymmetry.apply(g, cells[k], extent);
        }
        return normalize(image);
    }

    /** Returns a key for the shape: equal for equal cell sets. */
    String shapeKey() {
        return Arrays.deepToString(cells);
    }

    private static int[][] normalize(int[][] cells) {
        int[] min = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
        for (int[] c : cells) {
            for (int i = 0; i < 3; i++) {
                min[i] = Math.min(min[i], c[i]);
            }
        }
        int[][] out = new int[cells.length][];
        for (int k = 0; k < cells.length; k++) {
            out[k] = new int[] {cells[k][0] - min[0], cells[k][1] - min[1], cells[k][2] - min[2]};
        }
        Arrays.sort(out, ORDER);
        return out;
    }

    private static void checkConnected(String name, int[][] cells) {
        boolean[] reached = new boolean[cells.length];
        int[] stack = new int[cells.length];
        int top = 0;
        stack[top++] = 0;
        reached[0] = true;
        while (top > 0) {
            int[] a = cells[stack[--top]];
            for (int k = 0; k < cells.length; k++) {
                int[] b = cells[k];
                int d = Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
                if (!reached[k] && d == 1) {
                    reached[k] = true;
                    stack[top++] = k;
                }
            }
        }
        for (int k = 0; k < cells.length; k++) {
            if (!reached[k]) {
                throw new IllegalArgumentException("polycube '" + name + "': cube " + Arrays.toString(cells[k])
                        + " is not joined face to face to the others");
            }
        }
    }

    /**
     * Returns whether another polycube has the same name and cells.
     *
     * @param o another object
     * @return true when equal
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polycube && name.equals(((Polycube) o).name)
                && Arrays.deepEquals(cells, ((Polycube) o).cells);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Arrays.deepHashCode(cells);
    }

    /** Returns the name and the cells, for example {@code V[(0,0,0) (1,0,0) (0,1,0)]}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(name).append('[');
        for (int k = 0; k < cells.length; k++) {
            sb.append(k > 0 ? " (" : "(").append(cells[k][0]).append(',').append(cells[k][1]).append(',')
                    .append(cells[k][2]).append(')');
        }
        return sb.append(']').toString();
    }
}
