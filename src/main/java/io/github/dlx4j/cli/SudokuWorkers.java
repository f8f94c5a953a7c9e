/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuReader;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * {@code dlx4j sudoku --threads N}: answers the puzzles of a {@link SudokuBatch} on N worker threads,
 * with the same output as the one-thread {@link SudokuBatch#run}, byte for byte and in input order.
 *
 * <p><b>Design.</b> The calling thread reads the puzzles, puts them in {@link SudokuChunk}s (of 1, 2, 4, ...
 * and then {@link #MAX_CHUNK} puzzles, so that a short input still gives every worker some) and hands each
 * chunk to the workers through a queue. It also writes the answers: a chunk's answers as soon as it and
 * every chunk before it are answered. At most {@link #CHUNKS_PER_WORKER} chunks per worker are in flight,
 * so the memory stays bounded whatever the length of the input. A worker answers each puzzle of a chunk as
 * the one-thread run does ({@link SudokuBatch#search}, {@link SudokuBatch#answer}), and keeps its own
 * solvers by shape (a {@link SudokuSolver} is single-threaded): copies of a prototype per shape that nobody
 * searches (a copy is a few array clones: for 9x9, 0.05 ms against 1.2 ms to lay out the matrix once its
 * classes are loaded, 17 ms before). For the first {@link #WARM_UP_MILLIS} only the first worker takes
 * chunks, while the JIT compiles the search. The statistics are the sums of the workers' searches, so a
 * complete run reports those of one thread exactly.
 *
 * <p><b>Interactive input.</b> Before a read that could block (the input has no byte available), the reader
 * hands over the chunk it is filling, waits for every answer and flushes them: a user who types or pipes
 * puzzles slowly sees each answer before sending the next.
 *
 * <p><b>Stops.</b> Each worker checks the cancel flag and the deadline before each puzzle, and its searches
 * see them too; the first puzzle in input order that a worker did not answer ends the run, after the
 * answers before it, and names its line. An interrupt of the calling thread halts the workers (a flag, and
 * an interrupt of their searches) and counts as Ctrl-C. Bad input waits for the answers of the puzzles
 * before it, then stops as with one thread. An error in a worker is thrown again by the calling thread once
 * the answers before it are written (the command's internal-error path). However the run ends, the workers
 * are halted and joined before {@link #run} returns.
 */
final class SudokuWorkers {

    /** The most puzzles in a chunk: enough that handing a chunk over costs little against solving it. */
    static final int MAX_CHUNK = 64;

    /** The chunks in flight per worker: one being answered, one waiting, so that no worker waits. */
    static final int CHUNKS_PER_WORKER = 2;

    /**
     * How long a run keeps its chunks to its first worker, by default: {@value} ms, as the core's parallel
     * search does in a fresh JVM, and set by the same system property, {@code dlx4j.parallel.warmUpMillis}.
     * The search runs interpreted at first, and the compiler threads that make it fast need a core; a second
     * worker that takes it runs the slow code too. On the 2-core machine, whole processes of
     * {@code sudoku --unique --threads 2} without and with it, in two sittings (medians of 5 and 7): top1465
     * 0.29 -> 0.27 and 0.29 -> 0.28 s (one thread: 0.27 and 0.28 s); 49,158 17-clue puzzles 0.92 -> 0.86
     * and 0.91 -> 0.89 s, CPU 1.64 -> 1.50 and 1.64 -> 1.57 s (one thread: 1.21 and 1.23 s). 100 and 250 ms
     * gave the same as 150 within the noise.
     */
    static final long WARM_UP_MILLIS = 150;

    /** Unwinds the calling thread, from inside a read too, to the end of {@link #run}: a stop, or a cause. */
    private static final class Halt extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Halt(Throwable cause) {
            super(null, cause, false, false);
        }
    }

    private final SudokuBatch batch;
    private final Thread[] threads;
    /** Per worker, once it has ended: the solutions, nodes and updates of its searches. */
    private final long[][] tallies;
    /** Until when ({@link System#nanoTime()}) only the first worker takes chunks. */
    private final long warmUpEnd;
    private final BlockingQueue<SudokuChunk> todo = new LinkedBlockingQueue<>();
    private final ArrayDeque<SudokuChunk> inFlight = new ArrayDeque<>();
    /** The prototype solver per shape, copied by the workers; never searched. */
    private final Map<SudokuShape, SudokuSolver> prototypes = SudokuBatch.solverCache();
    /** Guards the chunks' results and {@link #failure}; the calling thread waits on it. */
    private final Object lock = new Object();
    private volatile boolean halted;
    private volatile boolean closing;
    private Throwable failure;
    private SudokuReader reader;
    private SudokuChunk filling;
    private int nextSize = 1;
    /** How a chunk in flight stopped (the first in order), and the line of its first unanswered puzzle. */
    private String stopped;
    private long stopLine;
    /** How the calling thread stopped, when no chunk before stopped first. */
    private String pending;
    private long pendingLine;
    private boolean interrupted;

    /** Makes the workers of a run, with the warm-up of {@link #WARM_UP_MILLIS}. */
    SudokuWorkers(SudokuBatch batch, int workers) {
        this(batch, workers, Math.max(0, Long.getLong("dlx4j.parallel.warmUpMillis", WARM_UP_MILLIS)));
    }

    /** Makes the workers of a run whose first {@code warmUpMillis} keep the chunks to the first worker. */
    SudokuWorkers(SudokuBatch batch, int workers, long warmUpMillis) {
        this.batch = batch;
        this.warmUpEnd = System.nanoTime() + Math.min(warmUpMillis, 86_400_000L) * 1_000_000L; // a day at most
        this.threads = new Thread[workers];
        this.tallies = new long[workers][];
        this.filling = new SudokuChunk(1, true);
        for (int w = 0; w < workers; w++) {
            int index = w;
            threads[w] = new Thread(() -> work(index), "dlx4j-sudoku-" + (w + 1));
            threads[w].setDaemon(true);
        }
    }

    /** Answers every puzzle of the input; returns the exit code. */
    int run(InputStream in) throws CliException {
        reader = batch.reader(in, () -> beforeRead(in));
        try {
            try {
                answerAll();
            } finally {
                close();
            }
            if (stopped == null) {
                stopped = pending;
                stopLine = pendingLine;
            }
            batch.stopped = stopped;
            return batch.finish(stopLine);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt(); // as the one-thread run leaves it
            }
        }
    }

    /**
     * Starts the workers, and reads and answers the puzzles up to the end of the input or a stop; throws
     * again what stopped the run otherwise (bad input, an unwritable output, an error in a worker).
     */
    private void answerAll() throws CliException {
        try {
            try {
                for (Thread t : threads) {
                    t.start();
                }
                read();
            } catch (Halt h) {
                if (h.getCause() != null) {
                    throw h;
                }
            }
            drain(0);
            synchronized (lock) {
                if (failure != null) {
                    throw new Halt(failure);
                }
            }
        } catch (Halt h) {
            Throwable cause = h.getCause();
            if (cause instanceof CliException) {
                throw (CliException) cause;
            } else if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            } else if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** Reads the puzzles and hands them over in chunks, until the end of the input or a stop. */
    private void read() throws CliException {
        while (stopped == null && pending == null) {
            SudokuGrid puzzle;
            try {
                puzzle = SudokuBatch.next(reader);
            } catch (CancellableInput.Cancelled e) {
                stopHere(e.timedOut() ? batch.timedOut() : "interrupted");
                return;
            } catch (CliException e) {
                dispatch();
                drain(0); // the answers before the bad input, unless the run stops before it
                if (stopped == null && pending == null) {
                    throw e;
                }
                return;
            }
            if (puzzle == null) {
                dispatch();
                return;
            }
            if (batch.output.failed()) {
                throw batch.cannotWrite();
            }
            if (batch.io.cancel().get() || Thread.currentThread().isInterrupted()) {
                if (Thread.interrupted()) {
                    halt();
                }
                stopHere("interrupted");
                return;
            }
            if (batch.deadline.passed()) {
                stopHere(batch.timedOut());
                return;
            }
            if (filling.add(puzzle, reader.lineNumber())) {
                dispatch();
                drain(CHUNKS_PER_WORKER * threads.length - 1);
            }
        }
    }

    /** Records how the calling thread stopped: at the chunk it was filling, or at the puzzle just read. */
    private void stopHere(String how) {
        if (pending == null) {
            pending = how;
            pendingLine = filling.size > 0 ? filling.lines[0] : reader.lineNumber();
        }
    }

    /**
     * Runs before each read of the input: when the read could block, hands over the chunk being filled and
     * writes and flushes every answer, so that an interactive user sees them before typing more.
     */
    private void beforeRead(InputStream in) {
        int available;
        try {
            available = in.available();
        } catch (IOException e) {
            available = 0; // the read will say what is wrong
        }
        if (available > 0) {
            return;
        }
        dispatch();
        drain(0);
        batch.output.finish();
        if (stopped != null || pending != null) {
            throw new Halt(null); // do not wait for more input
        }
    }

    /** Hands the chunk being filled, if any, to the workers. */
    private void dispatch() {
        SudokuChunk c = filling;
        if (c.size == 0) {
            return;
        }
        nextSize = Math.min(2 * nextSize, MAX_CHUNK);
        filling = new SudokuChunk(nextSize, false);
        inFlight.addLast(c);
        todo.add(c);
    }

    /**
     * Writes the answers of the chunks in flight, in order, each as soon as it is done, until at most
     * {@code keep} are left in flight and the first left is not done; after a stop, drops the rest.
     */
    private void drain(int keep) {
        while (!inFlight.isEmpty() && stopped == null) {
            SudokuChunk c = inFlight.peekFirst();
            synchronized (lock) {
                while (!c.done && inFlight.size() > keep) {
                    if (failure != null) {
                        throw new Halt(failure);
                    }
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        halt();
                        stopHere("interrupted");
                    }
                }
                if (!c.done) {
                    return;
                }
            }
            inFlight.removeFirst();
            write(c);
        }
        inFlight.clear();
    }

    /** Writes the answers of a chunk that is done, and takes note of a stop or an error in it. */
    private void write(SudokuChunk c) {
        batch.output.write(c.answers);
        batch.puzzles += c.answered;
        if (c.picture != null) {
            batch.svg.add(c.picture);
        }
        if (c.error != null) {
            throw new Halt(c.error);
        }
        if (c.stop != null) {
            stopped = c.stop == SearchOutcome.DEADLINE ? batch.timedOut() : "interrupted";
            stopLine = c.lines[c.answered];
        }
        // Flushed and checked per chunk: the output's own check comes every 64 KiB, which with --count is
        // some 32,000 puzzles solved for a reader that has gone (the one-thread run checks before each read
        // of the input, every 8 KiB of it).
        if (!batch.output.finish()) {
            throw new Halt(batch.cannotWrite());
        }
    }

    /** Asks the workers to stop: every puzzle not yet begun is left unanswered, searches are interrupted. */
    private void halt() {
        interrupted = true;
        halted = true;
        for (Thread t : threads) {
            t.interrupt();
        }
    }

    /** Halts and joins the workers, and adds up their statistics. */
    private void close() {
        closing = true;
        halted = true;
        for (Thread t : threads) {
            t.interrupt();
        }
        for (Thread t : threads) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        for (long[] tally : tallies) {
            if (tally == null) {
                continue; // a worker that never started
            }
            batch.solutions += tally[0];
            batch.nodes += tally[1];
            batch.updates += tally[2];
        }
    }

    /** The loop of a worker: answers the chunks it takes until the run closes. */
    private void work(int index) {
        Map<SudokuShape, SudokuSolver> solvers = SudokuBatch.solverCache();
        Function<SudokuShape, SudokuSolver> solver = shape -> {
            SudokuSolver s = solvers.get(shape);
            if (s == null) {
                s = prototype(shape);
                solvers.put(shape, s);
            }
            return s;
        };
        BooleanSupplier halt = () -> halted;
        long[] tally = new long[3]; // made by the worker: not next to another worker's in memory
        try {
            for (long left; index > 0 && !closing && (left = warmUpEnd - System.nanoTime()) > 0;) {
                try {
                    Thread.sleep(left / 1_000_000L, (int) (left % 1_000_000L));
                } catch (InterruptedException e) {
                    // a halt, or the end of the run: the loop's test decides
                }
            }
            while (!closing) {
                SudokuChunk c;
                try {
                    c = todo.take();
                } catch (InterruptedException e) {
                    continue; // a halt: the chunks left are answered as stopped, until the run closes
                }
                try {
                    c.answer(batch, solver, halt, tally);
                } finally {
                    synchronized (lock) {
                        c.done = true;
                        lock.notifyAll();
                    }
                }
            }
        } catch (Throwable t) { // a worker that dies must not leave the calling thread waiting
            synchronized (lock) {
                failure = t;
                lock.notifyAll();
            }
        } finally {
            tallies[index] = tally; // read after the join
        }
    }

    /** Returns a new solver for a worker: a copy of the shape's prototype, laid out once for all workers. */
    private SudokuSolver prototype(SudokuShape shape) {
        synchronized (prototypes) {
            return prototypes.computeIfAbsent(shape, SudokuSolver::new).copy();
        }
    }
}
