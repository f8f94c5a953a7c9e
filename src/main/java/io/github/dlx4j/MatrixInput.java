/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;

/**
 * Builds an {@link ExactCoverProblem} from the 0/1 matrix that tutorials, the 2000 "Dancing Links" paper and
 * other libraries start from: one row per option, one column per item, a 1 where the option contains the
 * item. The first {@code primaryColumns} columns are the primary items, the others secondary (Knuth's order).
 * Option {@code k} of the problem is row {@code k}, so a solution's option indices are row indices.
 *
 * <p>Validation is eager and names the row and column: a null or ragged row, a value other than 0 and 1, a
 * row without a 1 or with 1s only in secondary columns (the builder refuses an option without a primary
 * item rather than drop it), a primary count outside {@code [0, columns]}, names of another number than the
 * columns. Reached through {@link ExactCoverProblem#fromMatrix(int[][], int, String...)} and
 * {@link ExactCoverProblem#fromMatrix(boolean[][], int, String...)}.
 */
final class MatrixInput {

    private MatrixInput() {
    }

    /** The cells of a matrix, whatever their type. */
    private interface Cells {
        int rows();

        /** Returns the length of row r, or -1 when it is null. */
        int length(int r);

        /** Returns the cell: 0 or 1, or -1 for another value. */
        int value(int r, int c);

        /** Returns the cell as written in a message. */
        String text(int r, int c);
    }

    static ExactCoverProblem of(int[][] matrix, int primaryColumns, String... columnNames) {
        Objects.requireNonNull(matrix, "matrix");
        return build(new Cells() {
            @Override
            public int rows() {
                return matrix.length;
            }

            @Override
            public int length(int r) {
                return matrix[r] == null ? -1 : matrix[r].length;
            }

            @Override
            public int value(int r, int c) {
                int v = matrix[r][c];
                return v == 0 || v == 1 ? v : -1;
            }

            @Override
            public String text(int r, int c) {
                return Integer.toString(matrix[r][c]);
            }
        }, primaryColumns, columnNames);
    }

    static ExactCoverProblem of(boolean[][] matrix, int primaryColumns, String... columnNames) {
        Objects.requireNonNull(matrix, "matrix");
        return build(new Cells() {
            @Override
            public int rows() {
                return matrix.length;
            }

            @Override
            public int length(int r) {
                return matrix[r] == null ? -1 : matrix[r].length;
            }

            @Override
            public int value(int r, int c) {
                return matrix[r][c] ? 1 : 0;
            }

            @Override
            public String text(int r, int c) {
                return Boolean.toString(matrix[r][c]);
            }
        }, primaryColumns, columnNames);
    }

    private static ExactCoverProblem build(Cells cells, int primaryColumns, String[] columnNames) {
        int rows = cells.rows();
        for (int r = 0; r < rows; r++) {
            if (cells.length(r) < 0) {
                throw new IllegalArgumentException("row " + r + " is null");
            }
        }
        boolean named = columnNames != null && columnNames.length > 0;
        // The columns: those of the names, else of the first row; without either, every column is primary.
        int columns = named ? columnNames.length : rows > 0 ? cells.length(0) : primaryColumns;
        if (primaryColumns < 0 || primaryColumns > columns) {
            throw new IllegalArgumentException("primaryColumns is " + primaryColumns + ", but the matrix has "
                    + columns + " columns");
        }
        for (int r = 0; r < rows; r++) {
            if (cells.length(r) != columns) {
                throw new IllegalArgumentException("row " + r + " has " + cells.length(r) + " columns, but "
                        + (named ? "there are " + columns + " column names" : "row 0 has " + columns));
            }
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        if (named) {
            for (int c = 0; c < columns; c++) {
                if (columnNames[c] == null) {
                    throw new IllegalArgumentException("column name " + c + " is null");
                }
            }
            b.primary(java.util.Arrays.copyOfRange(columnNames, 0, primaryColumns));
            b.secondary(java.util.Arrays.copyOfRange(columnNames, primaryColumns, columns));
        } else {
            b.primaryItems(primaryColumns).secondaryItems(columns - primaryColumns);
        }
        int[] items = new int[columns];
        for (int r = 0; r < rows; r++) {
            int size = 0;
            boolean primary = false;
            for (int c = 0; c < columns; c++) {
                int v = cells.value(r, c);
                if (v < 0) {
                    throw new IllegalArgumentException("row " + r + ", column " + c + ": " + cells.text(r, c)
                            + " is not 0 or 1");
                }
                if (v == 1) {
                    items[size++] = c;
                    primary |= c < primaryColumns;
                }
            }
            if (size == 0) {
                throw new IllegalArgumentException("row " + r + " has no 1: an option needs at least one item");
            }
            if (!primary) {
                throw new IllegalArgumentException("row " + r + " has 1s only in secondary columns: an option needs"
                        + " a primary item");
            }
            b.option(items, 0, size);
        }
        return b.build();
    }
}
