/* SPDX-License-Identifier: Apache-2.0 */
/**
 * Builders that turn puzzles into {@link io.github.dlx4j.ExactCoverProblem}s and decode solutions back:
 * Sudoku of any box shape ({@link io.github.dlx4j.problems.Sudoku},
 * {@link io.github.dlx4j.problems.SudokuSolver}, and the generator
 * {@link io.github.dlx4j.problems.SudokuGenerator}), polyomino tilings
 * ({@link io.github.dlx4j.problems.PolyominoPuzzle}), polycube packings
 * ({@link io.github.dlx4j.problems.PolycubePuzzle}), Langford pairings
 * ({@link io.github.dlx4j.problems.Langford}), n-queens ({@link io.github.dlx4j.problems.NQueens}) and
 * Kakuro ({@link io.github.dlx4j.problems.Kakuro}, an exact cover problem with colors).
 *
 * <p>The builders have no search of their own: they use {@link io.github.dlx4j.DancingLinks}'s
 * {@code count}, {@code findFirst}, {@code search} and {@code select}. Domain objects
 * ({@link io.github.dlx4j.problems.SudokuGrid}, {@link io.github.dlx4j.problems.Polyomino},
 * {@link io.github.dlx4j.problems.PolyominoBoard}, {@link io.github.dlx4j.problems.PolyominoTiling}) are
 * immutable; they are parsed from and rendered to plain text, and bad input is rejected with an
 * {@link java.lang.IllegalArgumentException} that names the line, cell or piece at fault.
 *
 * <p>Costs: a Sudoku of size {@code n} has {@code 4 n^2} items and {@code n^3} options of 4 items; an
 * n-queens problem {@code 6n - 2} items and {@code n^2} options of 4 items; a tiling one option per
 * placement of a piece. A {@link io.github.dlx4j.problems.SudokuSolver} lays out its matrix once and reuses
 * it for every puzzle; the other entry points lay out a new matrix per call.
 */
package io.github.dlx4j.problems;
