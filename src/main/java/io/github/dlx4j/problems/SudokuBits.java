/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Arrays;

/**
 * A 9x9 Sudoku (3x3 boxes) solver on digit bitboards, for {@link SudokuSolver}'s counts and uniqueness
 * checks, where the answer does not depend on an order of solutions.
 *
 * <p><b>Layout.</b> The grid is three bands of three rows. Per digit {@code d} and band {@code b}, one
 * 27-bit word holds the cells of the band where {@code d} is still a candidate (bit {@code 9 * row + column}
 * within the band). A state is {@link #W} ints: those 27 words, the unsolved cells per band, per digit the
 * units (9 rows, 9 columns, 9 boxes) where it is placed, and per digit and band the cells where it is
 * placed. Placing a digit clears it from the cell's 20 peers (three words, from {@link #PEER}) and clears
 * the cell from every digit.
 *
 * <p><b>Propagation</b>, to a fixed point before each guess: naked singles (a cell with one candidate,
 * found for a whole band at once by counting the digits' words bit-parallel), hidden singles (a unit that
 * lacks a digit and has one cell for it; none is a dead end), and locked candidates both ways (the
 * candidates of a digit in a box all in one row or column leave the rest of that line; those of a line all
 * in one box leave the rest of that box), each on whole words.
 *
 * <p><b>Guesses.</b> A cell with two candidates if there is one, else one with the fewest; the state is
 * copied one level down for each try, so backing up costs nothing. Every solution is counted exactly once:
 * the tries of a cell are disjoint and cover its candidates, and propagation removes only candidates that
 * no completion uses. The order of the solutions is not the links' order.
 *
 * <p>Not thread-safe; a count allocates nothing but the solutions it is asked to keep.
 */
final class SudokuBits {

    /** Per cell and band: the cell's peers in that band. */
    private static final int[] PEER = new int[81 * 3];
    /** Per cell: its units, as bits: row {@code r}, {@code 9 + column}, {@code 18 + box}. */
    private static final int[] UNITS = new int[81];
    private static final int BAND = (1 << 27) - 1;
    private static final int ROW = 0x1FF;
    private static final int COL0 = 1 | 1 << 9 | 1 << 18;
    private static final int BOX0 = 7 | 7 << 9 | 7 << 18;
    /** Bit {@code 3i} of a band word: the lowest cell of triad {@code i} (three cells of a row in one box). */
    private static final int TRIADS = 0111 | 0111 << 9 | 0111 << 18;
    private static final int ROW_TRIADS = 0111;

    static {
        for (int c = 0; c < 81; c++) {
            int r = c / 9;
            int col = c % 9;
            UNITS[c] = 1 << r | 1 << (9 + col) | 1 << (18 + r / 3 * 3 + col / 3);
            for (int p = 0; p < 81; p++) {
                int pr = p / 9;
                int pc = p % 9;
                if (p != c && (pr == r || pc == col || (pr / 3 == r / 3 && pc / 3 == col / 3))) {
                    PEER[c * 3 + p / 27] |= 1 << (p % 27);
                }
            }
        }
    }

    private static final int UNSOLVED = 27;
    private static final int DONE = 30;
    private static final int PLACED = 39;
    /** The ints of a state. */
    static final int W = 66;

    private static final int OPEN = 0;
    private static final int SOLVED = 1;
    private static final int DEAD = 2;

    /** Level {@code k}'s state at {@code k * W}; level 0 holds the givens, propagated. */
    private final int[] s = new int[W * 82];
    private final int[] guessCell = new int[81];
    private final int[] guessLeft = new int[81];
    /** The guesses of the last count (each try of a candidate counts one). */
    long guesses;

    /**
     * Counts the solutions of a puzzle up to {@code limit}; adds each one found (81 values 1..9) to
     * {@code into} when it is not null. Checks the thread's interrupt at the start and every 4,096 guesses,
     * and returns -1 when it is set.
     *
     * @param values 81 values row by row, 0 for a blank; the givens must not repeat in a unit
     */
    long count(int[] values, long limit, java.util.List<int[]> into) {
        if (Thread.currentThread().isInterrupted()) {
            return -1;
        }
        final int[] s = this.s;
        Arrays.fill(s, 0, W, 0);
        Arrays.fill(s, 0, UNSOLVED + 3, BAND);
        guesses = 0;
        for (int c = 0; c < 81; c++) {
            int v = values[c];
            if (v != 0) {
                if ((s[(v - 1) * 3 + c / 27] & 1 << (c % 27)) == 0) {
                    return 0;
                }
                place(s, 0, v - 1, c);
            }
        }
        long found = 0;
        int depth = 0;
        int base = 0;
        while (true) {
            int r = propagate(s, base);
            if (r == SOLVED) {
                found++;
                if (into != null) {
                    int[] solution = new int[81];
                    read(s, base, solution);
                    into.add(solution);
                }
                if (found >= limit) {
                    return found;
                }
            } else if (r == OPEN) {
                int cell = choose(s, base);
                int b = cell / 27;
                int bit = 1 << (cell % 27);
                int digits = 0;
                for (int d = 0; d < 9; d++) {
                    digits |= (s[base + d * 3 + b] & bit) != 0 ? 1 << d : 0;
                }
                guessCell[depth] = cell;
                guessLeft[depth] = digits;
                depth++;
            }
            while (depth > 0 && guessLeft[depth - 1] == 0) {
                depth--;
            }
            if (depth == 0) {
                return found;
            }
            if ((++guesses & 4095) == 0 && Thread.currentThread().isInterrupted()) {
                return -1;
            }
            int level = depth - 1;
            int d = Integer.numberOfTrailingZeros(guessLeft[level]);
            guessLeft[level] &= guessLeft[level] - 1;
            base = depth * W;
            System.arraycopy(s, level * W, s, base, W);
            place(s, base, d, guessCell[level]);
        }
    }

    /** Places digit {@code d} in cell {@code c} of the state at {@code base}. */
    private static void place(int[] s, int base, int d, int c) {
        int b = c / 27;
        int keep = ~(1 << (c % 27));
        int o = base + d * 3;
        s[o] &= ~PEER[c * 3];
        s[o + 1] &= ~PEER[c * 3 + 1];
        s[o + 2] &= ~PEER[c * 3 + 2];
        for (int k = base + b; k < base + 27; k += 3) {
            s[k] &= keep;
        }
        s[base + UNSOLVED + b] &= keep;
        s[base + DONE + d] |= UNITS[c];
        s[base + PLACED + d * 3 + b] |= ~keep;
    }

    /** Writes the values of a solved state. */
    private static void read(int[] s, int base, int[] out) {
        for (int d = 0; d < 9; d++) {
            for (int b = 0; b < 3; b++) {
                for (int m = s[base + PLACED + d * 3 + b]; m != 0; m &= m - 1) {
                    out[b * 27 + Integer.numberOfTrailingZeros(m)] = d + 1;
                }
            }
        }
    }

    /**
     * Per digit, its three words when hidden singles, and when locked candidates, last looked at it in this
     * propagation: both depend only on the digit's words, so a digit whose words did not change has nothing
     * new to give.
     */
    private final int[] seenHidden = new int[27];
    private final int[] seenLocked = new int[27];

    /** Propagates the state at {@code base} to a fixed point: {@link #SOLVED}, {@link #DEAD} or {@link #OPEN}. */
    private int propagate(int[] s, int base) {
        Arrays.fill(seenHidden, -1);
        Arrays.fill(seenLocked, -1);
        while (true) {
            boolean changed = false;
            // Naked singles, band by band: the cells in exactly one digit's word.
            for (int b = 0; b < 3; b++) {
                int unsolved = s[base + UNSOLVED + b];
                if (unsolved == 0) {
                    continue;
                }
                int ones = 0;
                int twos = 0;
                for (int k = base + b; k < base + 27; k += 3) {
                    twos |= ones & s[k];
                    ones |= s[k];
                }
                if ((unsolved & ~ones) != 0) {
                    return DEAD;
                }
                for (int singles = ones & ~twos; singles != 0; singles &= singles - 1) {
                    int k = Integer.numberOfTrailingZeros(singles);
                    int d = 0;
                    while (d < 9 && (s[base + d * 3 + b] & 1 << k) == 0) {
                        d++;
                    }
                    if (d == 9) {
                        return DEAD; // its one candidate went to a peer placed just now
                    }
                    place(s, base, d, b * 27 + k);
                    changed = true;
                }
            }
            if ((s[base + UNSOLVED] | s[base + UNSOLVED + 1] | s[base + UNSOLVED + 2]) == 0) {
                return SOLVED;
            }
            for (int d = 0; d < 9; d++) {
                if (!changedSince(s, base + d * 3, seenHidden, d * 3)) {
                    continue;
                }
                int cell = hiddenSingle(s, base, d);
                if (cell == -2) {
                    return DEAD;
                }
                if (cell >= 0) {
                    place(s, base, d, cell);
                    changed = true;
                    d--; // the same digit again
                }
            }
            if (!changed && !locked(s, base, seenLocked)) {
                return OPEN;
            }
        }
    }

    /**
     * Returns the cell of a hidden single of digit {@code d} (a unit without {@code d} with one cell for it),
     * -1 when there is none, -2 when a unit without {@code d} has no cell for it.
     */
    private static int hiddenSingle(int[] s, int base, int d) {
        int o = base + d * 3;
        int done = s[base + DONE + d];
        for (int b = 0; b < 3; b++) {
            int x = s[o + b];
            for (int k = 0; k < 3; k++) {
                if ((done >>> (3 * b + k) & 1) == 0) {
                    int r = x & ROW << (9 * k);
                    if (r == 0) {
                        return -2;
                    }
                    if ((r & (r - 1)) == 0) {
                        return 27 * b + Integer.numberOfTrailingZeros(r);
                    }
                }
                if ((done >>> (18 + 3 * b + k) & 1) == 0) {
                    int v = x & BOX0 << (3 * k);
                    if (v == 0) {
                        return -2;
                    }
                    if ((v & (v - 1)) == 0) {
                        return 27 * b + Integer.numberOfTrailingZeros(v);
                    }
                }
            }
        }
        int x0 = s[o];
        int x1 = s[o + 1];
        int x2 = s[o + 2];
        int a0 = columns(x0);
        int a1 = columns(x1);
        int a2 = columns(x2);
        int open = ~(done >>> 9) & ROW;
        if ((open & ~(a0 | a1 | a2)) != 0) {
            return -2;
        }
        int once = open & ((exactlyOne(x0) & ~a1 & ~a2) | (exactlyOne(x1) & ~a0 & ~a2) | (exactlyOne(x2) & ~a0 & ~a1));
        if (once == 0) {
            return -1;
        }
        int j = Integer.numberOfTrailingZeros(once);
        int b = (a0 >>> j & 1) != 0 ? 0 : (a1 >>> j & 1) != 0 ? 1 : 2;
        return 27 * b + Integer.numberOfTrailingZeros(s[o + b] & COL0 << j);
    }

    /** Returns the columns (9 bits) where a band word has a candidate. */
    private static int columns(int x) {
        return (x | x >>> 9 | x >>> 18) & ROW;
    }

    /** Returns the columns (9 bits) where a band word has exactly one candidate. */
    private static int exactlyOne(int x) {
        int r0 = x & ROW;
        int r1 = x >>> 9 & ROW;
        int r2 = x >>> 18;
        return (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2);
    }

    /**
     * Returns whether the three words at {@code o} differ from {@code seen[at..at+2]}, and records them there.
     */
    private static boolean changedSince(int[] s, int o, int[] seen, int at) {
        if (s[o] == seen[at] && s[o + 1] == seen[at + 1] && s[o + 2] == seen[at + 2]) {
            return false;
        }
        seen[at] = s[o];
        seen[at + 1] = s[o + 1];
        seen[at + 2] = s[o + 2];
        return true;
    }

    /**
     * Applies locked candidates both ways for every digit whose words changed since {@code seen}; returns
     * whether a candidate went.
     */
    private static boolean locked(int[] s, int base, int[] seen) {
        boolean changed = false;
        for (int d = 0; d < 9; d++) {
            int o = base + d * 3;
            if (!changedSince(s, o, seen, d * 3)) {
                continue;
            }
            for (int b = 0; b < 3; b++) {
                int x = s[o + b];
                if (x == 0) {
                    continue;
                }
                int t = (x | x >>> 1 | x >>> 2) & TRIADS;
                int y = x;
                for (int k = 0; k < 3; k++) {
                    int row = t >>> (9 * k) & ROW_TRIADS;
                    if (row != 0 && (row & (row - 1)) == 0) { // the row's candidates in one box
                        y &= ~(BOX0 << Integer.numberOfTrailingZeros(row) & ~(ROW << (9 * k)));
                    }
                    int box = t >>> (3 * k) & COL0;
                    if (box != 0 && (box & (box - 1)) == 0) { // the box's candidates in one row
                        y &= ~(ROW << Integer.numberOfTrailingZeros(box) & ~(BOX0 << (3 * k)));
                    }
                }
                if (y != x) {
                    s[o + b] = y;
                    changed = true;
                }
            }
            int c0 = columns(s[o]);
            int c1 = columns(s[o + 1]);
            int c2 = columns(s[o + 2]);
            changed |= claimColumns(s, o, c0 & ~c1 & ~c2) | claimColumns(s, o + 1, c1 & ~c0 & ~c2)
                    | claimColumns(s, o + 2, c2 & ~c0 & ~c1);
            for (int b = 0; b < 3; b++) {
                int cols = columns(s[o + b]);
                for (int k = 0; k < 3; k++) {
                    int v = cols >>> (3 * k) & 7;
                    if (v != 0 && (v & (v - 1)) == 0) { // the box's candidates in one column
                        int line = COL0 << (3 * k + Integer.numberOfTrailingZeros(v));
                        for (int b2 = 0; b2 < 3; b2++) {
                            if (b2 != b && (s[o + b2] & line) != 0) {
                                s[o + b2] &= ~line;
                                changed = true;
                            }
                        }
                    }
                }
            }
        }
        return changed;
    }

    /** For each column of {@code only} (its candidates all in band word {@code at}): clears the rest of its box. */
    private static boolean claimColumns(int[] s, int at, int only) {
        boolean changed = false;
        for (int m = only; m != 0; m &= m - 1) {
            int j = Integer.numberOfTrailingZeros(m);
            int rest = BOX0 << (j / 3 * 3) & ~(COL0 << j);
            if ((s[at] & rest) != 0) {
                s[at] &= ~rest;
                changed = true;
            }
        }
        return changed;
    }

    /** Returns the cell to guess: the first with two candidates, else the first with the fewest. */
    private static int choose(int[] s, int base) {
        int best = -1;
        int fewest = 10;
        for (int b = 0; b < 3; b++) {
            int ones = 0;
            int twos = 0;
            int threes = 0;
            for (int k = base + b; k < base + 27; k += 3) {
                threes |= twos & s[k];
                twos |= ones & s[k];
                ones |= s[k];
            }
            int two = twos & ~threes & s[base + UNSOLVED + b];
            if (two != 0) {
                return b * 27 + Integer.numberOfTrailingZeros(two);
            }
        }
        for (int c = 0; c < 81; c++) {
            int b = c / 27;
            int bit = 1 << (c % 27);
            if ((s[base + UNSOLVED + b] & bit) != 0) {
                int n = 0;
                for (int d = 0; d < 9; d++) {
                    n += (s[base + d * 3 + b] & bit) != 0 ? 1 : 0;
                }
                if (n < fewest) {
                    best = c;
                    fewest = n;
                }
            }
        }
        return best;
    }
}
