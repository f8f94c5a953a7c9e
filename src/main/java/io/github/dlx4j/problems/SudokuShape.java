/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

/**
 * The shape of a Sudoku grid: boxes of {@code boxRows} rows and {@code boxColumns} columns, in a grid of
 * {@code n = boxRows * boxColumns} rows, columns and symbols.
 *
 * <p>The classic 9x9 Sudoku has 3x3 boxes; a 6x6 Sudoku usually has 2x3 boxes (two rows of three cells),
 * a 12x12 one 3x4 boxes, a 16x16 one 4x4 boxes. A 2x3 shape and a 3x2 shape are different: the first has
 * boxes two rows tall. The grid size {@code n} is at most {@value #MAX_SIZE}.
 *
 * <pre>{@code
 * SudokuShape classic = SudokuShape.forSize(9);            // 3x3 boxes
 * SudokuShape six = SudokuShape.parse("2x3");              // 6x6 grid, boxes 2 rows by 3 columns
 * SudokuShape fromLine = SudokuShape.forLineLength(256);   // 16x16 grid, 4x4 boxes
 * }</pre>
 *
 * @param boxRows the number of rows of a box, at least 1
 * @param boxColumns the number of columns of a box, at least 1
 */
public record SudokuShape(int boxRows, int boxColumns) {

    /** The largest grid size {@code n} supported (its matrix has {@code 4 n^3} nodes). */
    public static final int MAX_SIZE = 256;

    /**
     * Creates a shape from its box dimensions.
     *
     * @param boxRows the number of rows of a box, at least 1
     * @param boxColumns the number of columns of a box, at least 1
     * @throws IllegalArgumentException if a dimension is less than 1 or the grid would be larger than
     *     {@value #MAX_SIZE}x{@value #MAX_SIZE}
     */
    public SudokuShape {
        if (boxRows < 1 || boxColumns < 1) {
            throw new IllegalArgumentException("box dimensions must be at least 1, were " + boxRows + "x" + boxColumns);
        }
        if ((long) boxRows * boxColumns > MAX_SIZE) {
            throw new IllegalArgumentException("boxes of " + boxRows + "x" + boxColumns + " make a grid of "
                    + ((long) boxRows * boxColumns) + " symbols; at most " + MAX_SIZE + " are supported");
        }
    }

    /**
     * Returns the shape of an {@code n x n} grid with square boxes ({@code n} must be a perfect square).
     *
     * @param n the number of rows, columns and symbols
     * @return the shape with {@code sqrt(n) x sqrt(n)} boxes
     * @throws IllegalArgumentException if {@code n < 1}, {@code n} is larger than {@value #MAX_SIZE}, or
     *     {@code n} is not a perfect square (then the box shape must be given, for example {@code 2x3})
     */
    public static SudokuShape forSize(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("grid size must be at least 1, was " + n);
        }
        if (n > MAX_SIZE) {
            throw new IllegalArgumentException("grid size " + n + " is larger than the maximum " + MAX_SIZE);
        }
        int k = isqrt(n);
        if (k * k != n) {
            throw new IllegalArgumentException("a " + n + "x" + n + " grid has no square boxes (" + n
                    + " is not a perfect square); give the box shape explicitly, for example "
                    + exampleBoxes(n));
        }
        return new SudokuShape(k, k);
    }

    /**
     * Returns the shape of a puzzle written on one line of {@code length} characters: an {@code n x n} grid
     * with {@code n * n == length}, with square boxes.
     *
     * @param length the number of characters of the puzzle line, for example 81
     * @return the shape, for example 3x3 boxes for 81
     * @throws IllegalArgumentException if {@code length} is not the square of a perfect square (for example
     *     36, a 6x6 grid, whose boxes must be given explicitly)
     */
    public static SudokuShape forLineLength(int length) {
        if (length < 1) {
            throw new IllegalArgumentException("a puzzle line must have at least 1 character, had " + length);
        }
        int n = isqrt(length);
        if (n * n != length) {
            throw new IllegalArgumentException("a puzzle line of " + length
                    + " characters is not a square grid (81 is 9x9, 256 is 16x16)");
        }
        if (n > MAX_SIZE) {
            throw new IllegalArgumentException("a puzzle line of " + length + " characters is a " + n + "x" + n
                    + " grid, larger than the maximum " + MAX_SIZE);
        }
        int k = isqrt(n);
        if (k * k != n) {
            throw new IllegalArgumentException("a puzzle line of " + length + " characters is a " + n + "x" + n
                    + " grid, which has no square boxes; give the box shape explicitly, for example "
                    + exampleBoxes(n));
        }
        return new SudokuShape(k, k);
    }

    /**
     * Returns the shape written as {@code RxC}: boxes of R rows and C columns (for example {@code "3x4"} for
     * a 12x12 grid). The separator may be {@code x} or {@code X}; spaces around the text are ignored.
     *
     * @param boxes the box dimensions, for example {@code "2x3"}
     * @return the shape
     * @throws IllegalArgumentException if the text is not of the form {@code RxC} with positive numbers, or
     *     the grid would be too large
     * @throws NullPointerException if {@code boxes} is null
     */
    public static SudokuShape parse(String boxes) {
        String s = boxes.strip();
        int x = Math.max(s.indexOf('x'), s.indexOf('X'));
        if (x <= 0 || x == s.length() - 1) {
            throw new IllegalArgumentException("box shape '" + boxes + "' is not of the form RxC, for example 3x3");
        }
        try {
            return new SudokuShape(Integer.parseInt(s.substring(0, x)), Integer.parseInt(s.substring(x + 1)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("box shape '" + boxes + "' is not of the form RxC, for example 3x3", e);
        }
    }

    /**
     * Returns the number of rows, columns, boxes and symbols of the grid: {@code boxRows * boxColumns}.
     *
     * @return the grid size {@code n}
     */
    public int size() {
        return boxRows * boxColumns;
    }

    /**
     * Returns the number of cells of the grid, {@code n * n}.
     *
     * @return the cell count
     */
    public int cellCount() {
        return size() * size();
    }

    /**
     * Returns the index of the box that holds a cell: boxes are numbered row by row from 0 at the top left.
     *
     * @param row a row, {@code 0 <= row < n}
     * @param column a column, {@code 0 <= column < n}
     * @return the box index, {@code 0 <= box < n}
     * @throws IndexOutOfBoundsException if the row or column is out of range
     */
    public int box(int row, int column) {
        java.util.Objects.checkIndex(row, size());
        java.util.Objects.checkIndex(column, size());
        return (row / boxRows) * boxRows + column / boxColumns;
    }

    /**
     * Returns whether {@code other} is a shape with the same box rows and columns (written out: a record's
     * generated {@code equals} links through method handles on its first call, about 10 ms of a cold start of
     * the command line, which keeps its solvers by shape).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof SudokuShape && ((SudokuShape) other).boxRows == boxRows
                && ((SudokuShape) other).boxColumns == boxColumns;
    }

    @Override
    public int hashCode() {
        return 31 * boxRows + boxColumns;
    }

    /** Returns the shape as text, for example {@code "9x9 (3x3 boxes)"}. */
    @Override
    public String toString() {
        return size() + "x" + size() + " (" + boxRows + "x" + boxColumns + " boxes)";
    }

    /** Returns the integer square root of a non-negative number. */
    static int isqrt(int v) {
        int r = (int) Math.sqrt(v);
        while ((long) r * r > v) {
            r--;
        }
        while ((long) (r + 1) * (r + 1) <= v) {
            r++;
        }
        return r;
    }

    private static String exampleBoxes(int n) {
        for (int r = isqrt(n); r >= 2; r--) {
            if (n % r == 0) {
                return r + "x" + (n / r);
            }
        }
        return "1x" + n;
    }
}
