/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * Puzzles that {@link SudokuWorkers} hands to one worker together, and what became of them: the worker
 * answers them in order as the one-thread {@link SudokuBatch#run} does, up to the first that a stop leaves
 * unanswered (Ctrl-C, the deadline, a halt of the run), and records an error rather than throw it.
 *
 * <p>The calling thread adds the puzzles before it hands the chunk over through a queue (which makes them
 * visible to the worker); the worker writes the results before it sets {@link #done} under the lock that the
 * calling thread waits on, and the calling thread reads them after it has seen {@code done} under that lock.
 */
final class SudokuChunk {

    final SudokuGrid[] puzzles;
    /** The line read last when each puzzle was returned: the line that a stop at the puzzle names. */
    final long[] lines;
    /** Whether the chunk starts the input: its first puzzle is the one {@code --svg} draws. */
    final boolean first;
    int size;
    /** The answers, each ended by a newline, of the first {@link #answered} puzzles. */
    final StringBuilder answers = new StringBuilder();
    int answered;
    /** Why the puzzle after the answered ones was not answered, or null. */
    SearchOutcome stop;
    Throwable error;
    String picture;
    boolean done;

    SudokuChunk(int capacity, boolean first) {
        this.puzzles = new SudokuGrid[capacity];
        this.lines = new long[capacity];
        this.first = first;
    }

    /** Adds a puzzle and the line that names it; returns whether the chunk is full. */
    boolean add(SudokuGrid puzzle, long line) {
        puzzles[size] = puzzle;
        lines[size++] = line;
        return size == puzzles.length;
    }

    /**
     * Answers the puzzles in order, up to the first that a stop leaves unanswered; an exception is recorded
     * in {@link #error}, not thrown.
     *
     * @param solvers returns the worker's solver of a shape
     * @param halted says whether the run asks its workers to stop
     * @param tally the worker's solutions, nodes and updates, to which the searches add theirs
     */
    void answer(SudokuBatch batch, Function<SudokuShape, SudokuSolver> solvers, BooleanSupplier halted,
            long[] tally) {
        SudokuGrid[] solved = new SudokuGrid[1];
        try {
            for (int k = 0; k < size; k++) {
                if (halted.getAsBoolean() || batch.io.cancel().get()) {
                    stop = SearchOutcome.CANCELLED;
                    return;
                }
                SudokuGrid puzzle = puzzles[k];
                SudokuSolver solver = solvers.apply(puzzle.shape());
                long left = batch.deadline.leftNanos();
                if (batch.timeout != null && left <= 0) {
                    stop = SearchOutcome.DEADLINE;
                    return;
                }
                solved[0] = null;
                SearchResult r = batch.search(solver, puzzle, left, solved);
                tally[0] += r.solutions();
                tally[1] += r.statistics().nodes();
                tally[2] += r.statistics().updates();
                if (r.outcome() == SearchOutcome.CANCELLED || r.outcome() == SearchOutcome.DEADLINE) {
                    stop = r.outcome();
                    return;
                }
                batch.answer(r, solved[0], answers).append('\n');
                if (first && k == 0 && batch.svg != null) {
                    picture = SudokuBatch.picture(r, solved[0], puzzle);
                }
                answered = k + 1;
            }
        } catch (RuntimeException | Error e) {
            error = e;
        }
    }
}
