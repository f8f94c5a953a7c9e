/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchOutcome;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.SearchStatistics;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Generates Sudoku puzzles with a unique solution: a random solution grid, then givens removed while the
 * puzzle stays unique. Seeded and reproducible: the same shape, options and seed give the same puzzles in
 * the same order.
 *
 * <p><b>How.</b> Each candidate starts from a random complete grid ({@link #randomGrid(SudokuShape, long)}),
 * visits its cells in a random order and removes each given whose removal leaves the puzzle unique (the
 * core's search counts its solutions up to two, on one matrix laid out once, with the givens
 * {@linkplain DancingLinks#select(int) selected}). Uniqueness only gets harder to keep as givens go, so a
 * given that could not be removed never can later: one pass gives a <em>minimal</em> puzzle, from which no
 * given can be removed. With {@code symmetric(true)} the cells are removed in pairs mapped onto each other
 * by the half turn (and the centre alone), the givens are symmetric, and minimal means that no such pair
 * can be removed.
 *
 * <p><b>Targets</b>, best effort: {@code targetGivens(k)} stops removing once at most {@code k} givens
 * remain (the puzzle is then not minimal, unless {@code minimal(true)} asks for a minimal puzzle with at
 * most {@code k} givens); {@code difficulty(min, max)} asks for a puzzle whose proof of uniqueness takes
 * {@code min} to {@code max} nodes. With a target, the generator makes up to {@code maxAttempts}
 * candidates and returns the first that meets every target, or else the closest
 * ({@link GeneratedSudoku#satisfied()} false). Every puzzle reports Knuth's difficulty figures.
 *
 * <p>Grids up to {@value #MAX_SIZE}x{@value #MAX_SIZE}, any box shape. Not thread-safe: use one generator
 * per thread. About 400 minimal 9x9 puzzles per second on one core; a 16x16 puzzle with a target can take
 * seconds, so {@link Builder#cancelFlag(AtomicBoolean)} lets another thread stop {@link #next()}.
 *
 * <pre>{@code
 * SudokuGenerator generator = SudokuGenerator.builder(SudokuShape.forSize(9)).seed(42).symmetric(true).build();
 * GeneratedSudoku g = generator.next();
 * System.out.println(g.puzzle().toLine() + " givens " + g.givens() + " nodes " + g.nodes());
 * }</pre>
 */
public final class SudokuGenerator {

    /** The largest grid size {@code n} the generator makes puzzles for. */
    public static final int MAX_SIZE = 16;

    /** The largest grid size {@link #randomGrid(SudokuShape, long)} fills with the default alphabet. */
    public static final int MAX_FILL_SIZE = 64;

    private final SudokuShape shape;
    private final String alphabet;
    private final boolean minimal;
    private final boolean symmetric;
    private final int targetGivens;
    private final long minNodes;
    private final long maxNodes;
    private final int maxAttempts;
    private final SplittableRandom random;
    private final DancingLinks links;
    private final int n;
    private final int[] selected;
    private final AtomicBoolean cancel;
    /** Solutions up to two, and the cancel flag. */
    private final SearchSettings uniqueness;

    private SudokuGenerator(Builder b) {
        this.shape = b.shape;
        this.alphabet = b.alphabet;
        this.minimal = b.minimal;
        this.symmetric = b.symmetric;
        this.targetGivens = b.targetGivens;
        this.minNodes = b.minNodes;
        this.maxNodes = b.maxNodes;
        this.maxAttempts = b.maxAttempts;
        this.random = new SplittableRandom(b.seed);
        this.links = new DancingLinks(Sudoku.problem(shape));
        this.n = shape.size();
        this.selected = new int[n * n];
        this.cancel = b.cancel;
        SearchSettings.Builder settings = SearchSettings.builder().solutionLimit(2);
        if (cancel != null) {
            settings.cancelFlag(cancel);
        }
        this.uniqueness = settings.build();
    }

    /**
     * Returns a builder for puzzles of a shape: by default minimal puzzles (no target stops the removal early),
     * not symmetric, a random seed.
     *
     * @param shape the shape, at most {@value #MAX_SIZE}x{@value #MAX_SIZE}
     * @return a new builder
     * @throws IllegalArgumentException if the grid is larger than {@value #MAX_SIZE}x{@value #MAX_SIZE}
     * @throws NullPointerException if {@code shape} is null
     */
    public static Builder builder(SudokuShape shape) {
        return new Builder(shape);
    }

    /**
     * Returns a random complete grid of a shape, written with the default alphabet.
     *
     * <p>Grids up to 16x16 are drawn by the core's seeded search with restarts; larger ones (the seeded search
     * does not finish on a blank 64x64 grid) are built by construction and scrambled by moves that keep
     * them valid, in well under a second even at 64x64.
     *
     * @param shape the shape, at most {@value #MAX_FILL_SIZE}x{@value #MAX_FILL_SIZE}
     * @param seed the seed: the same seed gives the same grid
     * @return a complete, valid grid
     * @throws IllegalArgumentException if the grid is larger than {@value #MAX_FILL_SIZE}x{@value #MAX_FILL_SIZE}
     * @throws NullPointerException if {@code shape} is null
     */
    public static SudokuGrid randomGrid(SudokuShape shape, long seed) {
        Objects.requireNonNull(shape, "shape");
        if (shape.size() > MAX_FILL_SIZE) {
            throw new IllegalArgumentException("a " + shape + " grid is larger than " + MAX_FILL_SIZE + "x"
                    + MAX_FILL_SIZE + ", the largest the default alphabet can write");
        }
        int[] values = SudokuFill.fill(shape, null, new SplittableRandom(seed));
        return SudokuGrid.of(shape, SudokuGrid.DEFAULT_ALPHABET, values);
    }

    /**
     * Returns the shape of the puzzles.
     *
     * @return the shape
     */
    public SudokuShape shape() {
        return shape;
    }

    /**
     * Returns the next puzzle.
     *
     * @return a puzzle with a unique solution, its solution and its difficulty figures
     * @throws CancellationException if the {@linkplain Builder#cancelFlag(AtomicBoolean) cancel flag} is set
     *     before the puzzle is done (within a search's check interval); the generator stays usable (its
     *     matrix is restored), but the puzzles after a cancelled one are no longer those of the seed
     */
    public GeneratedSudoku next() {
        boolean targets = targetGivens >= 0 || minNodes > 0 || maxNodes < Long.MAX_VALUE;
        int attempts = targets ? maxAttempts : 1;
        GeneratedSudoku best = null;
        long bestGivens = 0;
        long bestDistance = 0;
        for (int attempt = 1; attempt <= attempts; attempt++) {
            checkCancel();
            int[] solution = SudokuFill.fill(shape, links, random);
            int[] givens = removeGivens(solution);
            SearchStatistics proof = search(givens).statistics();
            long givensOver = targetGivens < 0 ? 0 : Math.max(0, count(givens) - targetGivens);
            long distance = proof.nodes() < minNodes ? minNodes - proof.nodes()
                    : proof.nodes() > maxNodes ? proof.nodes() - maxNodes : 0;
            boolean ok = givensOver == 0 && distance == 0;
            if (ok || best == null || givensOver < bestGivens || givensOver == bestGivens && distance < bestDistance) {
                best = new GeneratedSudoku(SudokuGrid.of(shape, alphabet, givens),
                        SudokuGrid.of(shape, alphabet, solution), proof.nodes(), proof.updates(), attempt, ok);
                bestGivens = givensOver;
                bestDistance = distance;
            }
            if (ok) {
                return best;
            }
        }
        return new GeneratedSudoku(best.puzzle(), best.solution(), best.nodes(), best.updates(), attempts, false);
    }

    /** Returns the givens left after one pass of removals over the cells (or half-turn orbits) in random order. */
    private int[] removeGivens(int[] solution) {
        int cells = n * n;
        int[] givens = solution.clone();
        int orbits = symmetric ? (cells + 1) / 2 : cells;
        int[] order = SudokuFill.permutation(orbits, random);
        int left = cells;
        int stopAt = minimal ? -1 : targetGivens;
        for (int orbit : order) {
            if (left <= stopAt) {
                break;
            }
            int mirror = symmetric ? cells - 1 - orbit : orbit;
            givens[orbit] = 0;
            givens[mirror] = 0;
            if (search(givens).solutions() == 1) {
                left -= orbit == mirror ? 1 : 2;
            } else {
                givens[orbit] = solution[orbit];
                givens[mirror] = solution[mirror];
            }
        }
        return givens;
    }

    /** Searches the puzzle's solutions up to two, with its givens selected, then deselects them. */
    private SearchResult search(int[] givens) {
        int count = 0;
        try {
            for (int cell = 0; cell < givens.length; cell++) {
                if (givens[cell] != 0) {
                    int option = Sudoku.option(n, cell, givens[cell]);
                    links.select(option);
                    selected[count++] = option;
                }
            }
            SearchResult r = links.search(uniqueness, s -> Decision.CONTINUE);
            if (r.outcome() == SearchOutcome.CANCELLED) {
                throw cancelled(); // by the flag, or by an interrupt of this thread
            }
            return r;
        } finally {
            while (count > 0) {
                links.deselect(selected[--count]); // reverse order: uncover undoes cover backwards
            }
        }
    }

    private void checkCancel() {
        if (cancel != null && cancel.get()) {
            throw cancelled();
        }
    }

    private static CancellationException cancelled() {
        return new CancellationException("puzzle generation cancelled");
    }

    private static int count(int[] givens) {
        int count = 0;
        for (int v : givens) {
            if (v != 0) {
                count++;
            }
        }
        return count;
    }

    /** Builds a {@link SudokuGenerator}; every setter checks its argument at once. */
    public static final class Builder {
        private final SudokuShape shape;
        private String alphabet = SudokuGrid.DEFAULT_ALPHABET;
        private boolean minimal;
        private boolean symmetric;
        private int targetGivens = -1;
        private long minNodes;
        private long maxNodes = Long.MAX_VALUE;
        private int maxAttempts = 100;
        private long seed = new SplittableRandom().nextLong();
        private AtomicBoolean cancel;

        private Builder(SudokuShape shape) {
            this.shape = Objects.requireNonNull(shape, "shape");
            if (shape.size() > MAX_SIZE) {
                throw new IllegalArgumentException("the generator makes puzzles up to " + MAX_SIZE + "x" + MAX_SIZE
                        + ", not " + shape);
            }
        }

        /**
         * Sets the seed. Default: a random one.
         *
         * @param seed any value; the same seed gives the same puzzles
         * @return this builder
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * Sets whether every puzzle must be minimal (no given can be removed), also with a target number of
         * givens: then the generator looks for a minimal puzzle with at most that many. Default false; without
         * {@link #targetGivens(int)} it changes nothing, since the removal then runs to a minimal puzzle anyway.
         *
         * @param required true for minimal puzzles
         * @return this builder
         */
        public Builder minimal(boolean required) {
            this.minimal = required;
            return this;
        }

        /**
         * Sets whether the givens must be symmetric under the half turn of the grid. Default false.
         *
         * @param required true for symmetric givens
         * @return this builder
         */
        public Builder symmetric(boolean required) {
            this.symmetric = required;
            return this;
        }

        /**
         * Sets a target number of givens, best effort: the removal stops once at most {@code givens} are left
         * (with {@code minimal(true)}: a minimal puzzle with at most that many is sought instead).
         *
         * @param givens the most givens wanted, {@code 0 <= givens <= n*n}
         * @return this builder
         * @throws IllegalArgumentException if {@code givens} is out of range
         */
        public Builder targetGivens(int givens) {
            if (givens < 0 || givens > shape.cellCount()) {
                throw new IllegalArgumentException("target givens " + givens + " is out of range 0.."
                        + shape.cellCount() + " for a " + shape + " grid");
            }
            this.targetGivens = givens;
            return this;
        }

        /**
         * Asks for puzzles whose proof of uniqueness takes {@code min} to {@code max} search nodes, best
         * effort.
         *
         * @param min the fewest nodes, at least 0
         * @param max the most nodes, at least {@code min}
         * @return this builder
         * @throws IllegalArgumentException if {@code min < 0} or {@code max < min}
         */
        public Builder difficulty(long min, long max) {
            if (min < 0 || max < min) {
                throw new IllegalArgumentException("difficulty range " + min + ".." + max
                        + " is empty or negative; give 0 <= min <= max nodes");
            }
            this.minNodes = min;
            this.maxNodes = max;
            return this;
        }

        /**
         * Sets how many candidates a target may cost per puzzle. Default 100.
         *
         * @param attempts at least 1
         * @return this builder
         * @throws IllegalArgumentException if {@code attempts < 1}
         */
        public Builder maxAttempts(int attempts) {
            if (attempts < 1) {
                throw new IllegalArgumentException("max attempts must be at least 1, was " + attempts);
            }
            this.maxAttempts = attempts;
            return this;
        }

        /**
         * Sets the symbols the puzzles are written with, as for {@link SudokuGrid#of(SudokuShape, String, int[])}.
         * Default {@link SudokuGrid#DEFAULT_ALPHABET}.
         *
         * @param symbols the symbols in value order
         * @return this builder
         * @throws IllegalArgumentException if the alphabet is too short for the grid or invalid
         * @throws NullPointerException if {@code symbols} is null
         */
        public Builder alphabet(String symbols) {
            SudokuText.symbols(shape, symbols, SudokuGrid.DEFAULT_ALPHABET); // checks
            this.alphabet = symbols;
            return this;
        }

        /**
         * Sets a flag that stops {@link SudokuGenerator#next()} when another thread sets it: {@code next()}
         * then throws {@link CancellationException}. The flag is not cleared: clear it to go on. Default:
         * none.
         *
         * @param flag the flag, or null for none
         * @return this builder
         */
        public Builder cancelFlag(AtomicBoolean flag) {
            this.cancel = flag;
            return this;
        }

        /**
         * Returns the generator; it lays out the matrix of the empty grid once.
         *
         * @return the generator
         */
        public SudokuGenerator build() {
            return new SudokuGenerator(this);
        }
    }
}
