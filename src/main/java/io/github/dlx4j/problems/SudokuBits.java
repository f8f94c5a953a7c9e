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
 * units (9 rows, 9 columns, 9 boxes) where it is placed, per digit and band the cells where it is
 * placed, and the minirow and minicolumn masks below. Placing a digit clears it from the cell's 20 peers (three words, from {@link #PEER}) and clears
 * the cell from every digit.
 *
 * <p><b>Configurations.</b> In a band, a digit fills one minirow (three cells of a row in one box) per box,
 * each in another row: one of six permutations, its configuration in the band. The same holds for
 * minicolumns in a stack. A 9-bit mask of the minirows (bit {@code 3 * line + box}) where a digit can
 * still go keeps, through {@link #SUPPORT}, only those that lie on a permutation inside it.
 *
 * <p><b>Propagation</b>, to a fixed point before each guess: naked singles (a cell with one candidate,
 * found for a whole band at once by counting the digits' words bit-parallel), hidden singles (a unit that
 * lacks a digit and has one cell for it; none is a dead end), configurations (a minirow or minicolumn on no
 * permutation of its digit loses the digit; this is locked candidates both ways, and more), and triads (a
 * minirow or minicolumn to which three digits are each confined within their box holds those three and
 * loses every other digit; four is a dead end).
 *
 * <p><b>Guesses.</b> On a digit's configuration in a band or stack: the band or stack with the fewest
 * configurations over its digits, then its digit with the fewest (at least two), each configuration one
 * try. The state is copied one level down for each try, so backing up costs nothing. Every solution is
 * counted exactly once: the tries are disjoint and cover every configuration the digit has left, and
 * propagation removes only candidates that no completion uses. The order of the solutions is not the
 * links' order.
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
    /** Bit {@code 3i} of a band word: the lowest cell of minirow {@code i} (three cells of a row in one box). */
    private static final int MINIROWS = 0111 | 0111 << 9 | 0111 << 18;
    private static final int ROW_MINIROWS = 0111;

    /** The six permutations of three, as 9-bit minirow masks: box {@code j} in line {@code p[j]}. */
    private static final int[] CONFIG = new int[6];
    /** Per 9-bit minirow mask: the minirows that lie on a permutation inside it; 0 when none does. */
    private static final int[] SUPPORT = new int[512];
    /** Per minirow mask: the permutations inside it, as 6 bits. */
    private static final int[] CONFIGS_IN = new int[512];
    /** Per minirow mask: the minirows that are the only one of their box. */
    private static final int[] ALONE = new int[512];
    /** Per minirow mask: the band cells of its minirows. */
    private static final int[] ROW_CELLS = new int[512];
    /** Per minicolumn mask of a stack (bit {@code 3 * column + band}) and band: stack 0's cells in that band. */
    private static final int[] COLUMN_CELLS = new int[512 * 3];

    static {
        int[][] perms = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int p = 0; p < 6; p++) {
            CONFIG[p] = 1 << (3 * perms[p][0]) | 1 << (3 * perms[p][1] + 1) | 1 << (3 * perms[p][2] + 2);
        }
        for (int m = 0; m < 512; m++) {
            for (int p = 0; p < 6; p++) {
                if ((m & CONFIG[p]) == CONFIG[p]) {
                    SUPPORT[m] |= CONFIG[p];
                    CONFIGS_IN[m] |= 1 << p;
                }
            }
            for (int j = 0; j < 3; j++) {
                int v = m & (0111 << j);
                if (v != 0 && (v & (v - 1)) == 0) {
                    ALONE[m] |= v;
                }
            }
            for (int i = 0; i < 9; i++) {
                if ((m >>> i & 1) != 0) {
                    ROW_CELLS[m] |= 7 << (9 * (i / 3) + 3 * (i % 3));
                    COLUMN_CELLS[m * 3 + i % 3] |= COL0 << (i / 3);
                }
            }
        }
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
    /** Per digit and band, the minirows where it can go; per digit and stack, the minicolumns. */
    private static final int ROW_MASKS = 66;
    private static final int COLUMN_MASKS = 93;
    /** The ints of a state. */
    static final int W = 120;

    private static final int OPEN = 0;
    private static final int SOLVED = 1;
    private static final int DEAD = 2;

    /**
     * Guesses fix a digit's configuration in one of 54 (digit, band or stack) places, so a path has at most
     * 54 of them: level {@code k}'s state is at {@code k * W}; level 0 holds the givens, propagated.
     */
    private static final int LEVELS = 55;
    private final int[] s = new int[W * LEVELS];
    /** Per level: the guessed place, {@code 6 * digit + unit} (units 0-2 bands, 3-5 stacks). */
    private final int[] guessPlace = new int[LEVELS];
    /** Per level: the configurations left to try, as bits of {@link #CONFIG}. */
    private final int[] guessLeft = new int[LEVELS];
    /** The guesses of the last count (each try of a configuration counts one). */
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
        int parent = -1;
        while (true) {
            int r = propagate(s, base, parent);
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
                int at = choose(s, base);
                int unit = at % 6;
                int d = at / 6;
                guessPlace[depth] = at;
                guessLeft[depth] = CONFIGS_IN[s[base + (unit < 3 ? ROW_MASKS : COLUMN_MASKS) + d * 3 + unit % 3]];
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
            int config = CONFIG[Integer.numberOfTrailingZeros(guessLeft[level])];
            guessLeft[level] &= guessLeft[level] - 1;
            base = depth * W;
            parent = level * W;
            System.arraycopy(s, parent, s, base, W);
            int o = base + guessPlace[level] / 6 * 3;
            int unit = guessPlace[level] % 6;
            if (unit < 3) {
                s[o + unit] &= ROW_CELLS[config];
            } else {
                int st = 3 * (unit - 3);
                for (int b = 0; b < 3; b++) {
                    s[o + b] &= ~(BOX0 << st) | COLUMN_CELLS[config * 3 + b] << st;
                }
            }
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
     * Per digit, its three words when hidden singles, and when configurations, last looked at it: both
     * depend only on the digit's words, so a digit whose words did not change has nothing new to give. A
     * propagation starts them from its parent's words (a fixed point), or from nothing at the root.
     */
    private final int[] seenHidden = new int[27];
    private final int[] seenConfigs = new int[27];

    /**
     * Propagates the state at {@code base} to a fixed point: {@link #SOLVED}, {@link #DEAD} or {@link #OPEN}.
     * A guess's state starts from its parent's ({@code parent}; -1 for the givens'), a fixed point: only
     * the digits whose words differ from the parent's have anything new to give.
     */
    private int propagate(int[] s, int base, int parent) {
        if (parent < 0) {
            Arrays.fill(seenHidden, -1);
            Arrays.fill(seenConfigs, -1);
        } else { // the parent's words are a fixed point, and its masks are theirs
            System.arraycopy(s, parent, seenHidden, 0, 27);
            System.arraycopy(s, parent, seenConfigs, 0, 27);
        }
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
            if (!changed) {
                int r = configurations(s, base);
                if (r == 0) {
                    r = triads(s, base);
                }
                if (r < 0) {
                    return DEAD;
                }
                if (r == 0) {
                    return OPEN;
                }
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
     * For every digit whose words changed since it last looked: keeps, in each band, only the minirows that
     * lie on a configuration of the digit, and in each stack only such minicolumns, and records the masks
     * in the state (from {@link #ROW_MASKS} and {@link #COLUMN_MASKS}). Returns -1 for a dead end (a digit with no
     * configuration left somewhere), 1 when a candidate went, else 0; then every mask is current.
     */
    private int configurations(int[] s, int base) {
        int changed = 0;
        for (int d = 0; d < 9; d++) {
            int o = base + d * 3;
            if (!changedSince(s, o, seenConfigs, d * 3)) {
                continue;
            }
            int placed = base + PLACED + d * 3;
            for (int b = 0; b < 3; b++) {
                int x = s[o + b];
                int sup = SUPPORT[minirows(x | s[placed + b])];
                if (sup == 0) {
                    return -1;
                }
                s[base + ROW_MASKS + d * 3 + b] = sup;
                if ((x & ~ROW_CELLS[sup]) != 0) {
                    s[o + b] = x & ROW_CELLS[sup];
                    changed = 1;
                }
            }
            int c0 = columns(s[o] | s[placed]);
            int c1 = columns(s[o + 1] | s[placed + 1]);
            int c2 = columns(s[o + 2] | s[placed + 2]);
            for (int st = 0; st < 9; st += 3) {
                int m = spread(c0 >>> st & 7) | spread(c1 >>> st & 7) << 1 | spread(c2 >>> st & 7) << 2;
                int sup = SUPPORT[m];
                if (sup == 0) {
                    return -1;
                }
                s[base + COLUMN_MASKS + d * 3 + st / 3] = sup;
                if (sup != m) {
                    for (int b = 0; b < 3; b++) {
                        int keep = ~(BOX0 << st) | COLUMN_CELLS[sup * 3 + b] << st;
                        if ((s[o + b] & ~keep) != 0) {
                            s[o + b] &= keep;
                            changed = 1;
                        }
                    }
                }
            }
        }
        return changed;
    }

    /** Returns the minirows (bit {@code 3 * line + box}) where band word {@code x} has a cell. */
    private static int minirows(int x) {
        int t = (x | x >>> 1 | x >>> 2) & MINIROWS;
        int m = 0;
        for (int k = 0; k < 3; k++) {
            int r = t >>> (9 * k) & ROW_MINIROWS;
            m |= ((r | r >>> 2 | r >>> 4) & 7) << (3 * k);
        }
        return m;
    }

    /** Spreads bits 0, 1, 2 to bits 0, 3, 6. */
    private static int spread(int v) {
        return (v & 1) | (v & 2) << 2 | (v & 4) << 4;
    }

    /**
     * Triads, on the masks {@link #configurations} left: a minirow (or minicolumn) to which three digits are
     * each confined within their box holds those three, and its cells lose every other digit; four confined
     * there is a dead end. Returns -1, 0 or 1 as {@link #configurations} does.
     */
    private int triads(int[] s, int base) {
        int changed = 0;
        for (int u = 0; u < 3; u++) {
            int r1 = 0;
            int r2 = 0;
            int r3 = 0;
            int r4 = 0;
            int c1 = 0;
            int c2 = 0;
            int c3 = 0;
            int c4 = 0;
            for (int d = 0; d < 9; d++) {
                int r = ALONE[s[base + ROW_MASKS + d * 3 + u]];
                r4 |= r3 & r;
                r3 |= r2 & r;
                r2 |= r1 & r;
                r1 |= r;
                int c = ALONE[s[base + COLUMN_MASKS + d * 3 + u]];
                c4 |= c3 & c;
                c3 |= c2 & c;
                c2 |= c1 & c;
                c1 |= c;
            }
            if ((r4 | c4) != 0) {
                return -1;
            }
            r3 &= minirows(s[base + UNSOLVED + u]); // a solved minirow has nothing to lose
            int st = 3 * u;
            c3 &= spread(columns(s[base + UNSOLVED]) >>> st & 7) | spread(columns(s[base + UNSOLVED + 1]) >>> st & 7) << 1
                    | spread(columns(s[base + UNSOLVED + 2]) >>> st & 7) << 2;
            for (int q = r3; q != 0; q &= q - 1) { // band u, minirow (line, box)
                int i = Integer.numberOfTrailingZeros(q);
                int cells = 7 << (9 * (i / 3) + 3 * (i % 3));
                for (int d = 0; d < 9; d++) {
                    int o = base + d * 3 + u;
                    if ((ALONE[s[base + ROW_MASKS + d * 3 + u]] >>> i & 1) == 0 && (s[o] & cells) != 0) {
                        s[o] &= ~cells;
                        changed = 1;
                    }
                }
            }
            for (int q = c3; q != 0; q &= q - 1) { // stack u, minicolumn (column, band)
                int i = Integer.numberOfTrailingZeros(q);
                int cells = COL0 << (st + i / 3);
                for (int d = 0; d < 9; d++) {
                    int o = base + d * 3 + i % 3;
                    if ((ALONE[s[base + COLUMN_MASKS + d * 3 + u]] >>> i & 1) == 0 && (s[o] & cells) != 0) {
                        s[o] &= ~cells;
                        changed = 1;
                    }
                }
            }
        }
        return changed;
    }

    /**
     * Returns the place to guess, {@code 6 * digit + unit}, from the masks of an open state: the band or
     * stack with the fewest configurations over its digits, then its digit with the fewest (at least two).
     * An open state has one: were every digit's configuration fixed everywhere, each box would have one cell
     * per digit, and hidden singles would have placed them.
     */
    private int choose(int[] s, int base) {
        int unit = -1;
        int fewest = Integer.MAX_VALUE;
        for (int u = 0; u < 6; u++) {
            int masks = base + (u < 3 ? ROW_MASKS : COLUMN_MASKS) + u % 3;
            int total = 0;
            for (int d = 0; d < 9; d++) {
                total += Integer.bitCount(CONFIGS_IN[s[masks + d * 3]]);
            }
            if (total > 9 && total < fewest) {
                fewest = total;
                unit = u;
            }
        }
        if (unit < 0) {
            throw new AssertionError("an open Sudoku state with every configuration fixed");
        }
        int masks = base + (unit < 3 ? ROW_MASKS : COLUMN_MASKS) + unit % 3;
        int digit = -1;
        int least = 7;
        for (int d = 0; d < 9; d++) {
            int n = Integer.bitCount(CONFIGS_IN[s[masks + d * 3]]);
            if (n >= 2 && n < least) {
                least = n;
                digit = d;
            }
        }
        return 6 * digit + unit;
    }
}
