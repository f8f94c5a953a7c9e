/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Objects;

/**
 * A puzzle made by a {@link SudokuGenerator}, with its solution and its difficulty figures.
 *
 * <p>The difficulty is Knuth's measure: the {@code nodes} and {@code updates} of the core's search (plain,
 * not seeded) that proves the puzzle unique, that is that counts its solutions up to two. A puzzle that
 * the search solves by forced moves alone costs about one node per blank; harder puzzles branch more.
 *
 * @param puzzle the puzzle: a unique solution, the givens in the solution's symbols
 * @param solution its only solution
 * @param nodes the nodes of the search that proves the puzzle unique
 * @param updates Knuth's updates of that search
 * @param attempts how many candidate puzzles were made to find this one (1 when no target was set)
 * @param satisfied whether the puzzle meets every target asked for (givens, difficulty); false when the
 *     generator gave up after its attempts and returned the closest candidate
 */
public record GeneratedSudoku(SudokuGrid puzzle, SudokuGrid solution, long nodes, long updates, int attempts,
        boolean satisfied) {

    /**
     * Creates the record.
     *
     * @param puzzle the puzzle
     * @param solution its solution
     * @param nodes the nodes of the proof of uniqueness, at least 0
     * @param updates the updates of that proof, at least 0
     * @param attempts the candidates made, at least 1
     * @param satisfied whether every target is met
     * @throws NullPointerException if the puzzle or the solution is null
     * @throws IllegalArgumentException if a count is out of range
     */
    public GeneratedSudoku {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(solution, "solution");
        if (nodes < 0 || updates < 0 || attempts < 1) {
            throw new IllegalArgumentException("nodes " + nodes + ", updates " + updates + ", attempts " + attempts
                    + " out of range");
        }
    }

    /**
     * Returns the number of givens of the puzzle.
     *
     * @return the filled cells of the puzzle
     */
    public int givens() {
        return puzzle.givenCount();
    }
}
