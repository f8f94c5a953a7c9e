/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

/**
 * The eight symmetries of the square (the dihedral group D4), acting on the cells of a box of {@code h}
 * rows and {@code w} columns. The first four are the rotations; the last four mirror left to right first.
 * A transform that swaps the axes maps an {@code h x w} box onto a {@code w x h} one.
 */
enum Transform {
    /** (r, c). */
    IDENTITY,
    /** A quarter turn clockwise: (c, h-1-r). */
    ROTATE_90,
    /** A half turn: (h-1-r, w-1-c). */
    ROTATE_180,
    /** A quarter turn anticlockwise: (w-1-c, r). */
    ROTATE_270,
    /** Mirror left to right: (r, w-1-c). */
    MIRROR,
    /** Mirror, then a quarter turn clockwise: (w-1-c, h-1-r). */
    MIRROR_ROTATE_90,
    /** Mirror, then a half turn (that is, mirror top to bottom): (h-1-r, c). */
    MIRROR_ROTATE_180,
    /** Mirror, then a quarter turn anticlockwise (transpose): (c, r). */
    MIRROR_ROTATE_270;

    private static final Transform[] ALL = values();

    /** Returns the transform with the given ordinal. */
    static Transform of(int ordinal) {
        return ALL[ordinal];
    }

    /** Returns whether the transform exchanges rows and columns. */
    boolean swapsAxes() {
        return (ordinal() & 1) == 1;
    }

    /** Returns whether the transform is a rotation (including the identity). */
    boolean isRotation() {
        return ordinal() < 4;
    }

    /** Returns the row of the image of (r, c) in a box of h rows and w columns. */
    int row(int r, int c, int h, int w) {
        switch (this) {
            case IDENTITY:
            case MIRROR:
                return r;
            case ROTATE_90:
            case MIRROR_ROTATE_270:
                return c;
            case ROTATE_180:
            case MIRROR_ROTATE_180:
                return h - 1 - r;
            default: // ROTATE_270, MIRROR_ROTATE_90
                return w - 1 - c;
        }
    }

    /** Returns the column of the image of (r, c) in a box of h rows and w columns. */
    int column(int r, int c, int h, int w) {
        switch (this) {
            case IDENTITY:
            case MIRROR_ROTATE_180:
                return c;
            case ROTATE_90:
            case MIRROR_ROTATE_90:
                return h - 1 - r;
            case ROTATE_180:
            case MIRROR:
                return w - 1 - c;
            default: // ROTATE_270, MIRROR_ROTATE_270
                return r;
        }
    }
}
