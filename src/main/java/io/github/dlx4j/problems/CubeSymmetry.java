/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

/**
 * The 48 symmetries of the cube (the full octahedral group), as signed permutations of the axes, acting on
 * points {@code (x, y, z)} of a box. Element {@code g} permutes the axes by {@link #AXES}{@code [g / 8]}
 * (new axis {@code i} is old axis {@code AXES[g / 8][i]}) and then mirrors new axis {@code i} when bit
 * {@code i} of {@code g % 8} is set. Element 0 is the identity. The 24 rotations are those whose permutation
 * parity equals the parity of their mirrors; the others are reflections.
 */
final class CubeSymmetry {

    /** The number of symmetries. */
    static final int COUNT = 48;

    /** The six permutations of the axes; the first is the identity, then even ones, then odd ones. */
    static final int[][] AXES = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};

    private CubeSymmetry() {
    }

    /** Returns whether symmetry g is a rotation (keeps handedness). */
    static boolean isRotation(int g) {
        boolean oddPermutation = g / 8 >= 3;
        boolean oddMirrors = Integer.bitCount(g % 8) % 2 == 1;
        return oddPermutation == oddMirrors;
    }

    /**
     * Returns the image of a point under symmetry g, inside a box of the given dimensions: the point's
     * coordinates are permuted and mirrored ({@code v -> extent - 1 - v}); the image lies in the box of
     * dimensions {@link #dimensions(int, int[])}.
     *
     * @param g the symmetry
     * @param point {@code {x, y, z}}
     * @param dimensions the box's extents along x, y, z
     * @return a new point
     */
    static int[] apply(int g, int[] point, int[] dimensions) {
        int[] axes = AXES[g / 8];
        int[] image = new int[3];
        for (int i = 0; i < 3; i++) {
            int v = point[axes[i]];
            image[i] = (g & (1 << i)) != 0 ? dimensions[axes[i]] - 1 - v : v;
        }
        return image;
    }

    /** Returns the dimensions of the image of a box under symmetry g. */
    static int[] dimensions(int g, int[] dimensions) {
        int[] axes = AXES[g / 8];
        return new int[] {dimensions[axes[0]], dimensions[axes[1]], dimensions[axes[2]]};
    }
}
