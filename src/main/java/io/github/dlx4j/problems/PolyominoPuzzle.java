/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A polyomino tiling puzzle as an exact cover problem: cover every cell of a {@link PolyominoBoard} with
 * pieces, without overlap. Immutable and thread-safe once built; each count or search lays out its own
 * {@link DancingLinks}.
 *
 * <p><b>Encoding.</b> One primary item per board cell (named {@code r<row>c<column>}, from 0); one option
 * per <em>placement</em>: a piece, in one of its allowed orientations, at a position where all its cells
 * are board cells. Pieces are told apart by name; a tiling is a set of (piece, cells) placements.
 *
 * <p><b>What is counted</b> depends on {@link PieceUsage}:
 * <ul>
 *   <li>{@link PieceUsage#EXACTLY_ONCE} (the default): each piece is a primary item, in every option of
 *       that piece, so each solution uses every piece exactly once. The count is the number of tilings
 *       that place every piece once.
 *   <li>{@link PieceUsage#AT_MOST_ONCE}: each piece is a secondary item, so a piece is used once or left
 *       out. The count is the number of tilings by distinct pieces chosen from the set.
 *   <li>{@link PieceUsage#COPIES}: each piece is a primary item with bounds {@code u..v} (Knuth's
 *       multiplicities), so each solution uses piece {@code i} between {@code u_i} and {@code v_i} times;
 *       copies are not told apart, as with {@code ANY_NUMBER}. Set with {@link Builder#copies(int, int)}.
 *   <li>{@link PieceUsage#ANY_NUMBER}: the options have no piece item at all, so a piece may be placed any
 *       number of times, or not at all. The count is the number of ways to cut the board into placements
 *       of the pieces; copies of one piece are not told apart (exchanging two copies gives the same set of
 *       placements), while two pieces of the same shape but different names are.
 * </ul>
 *
 * <p><b>Orientations.</b> By default a piece may be rotated and turned over (its up to 8 fixed
 * orientations, each listed once). {@code reflections(false)} makes pieces one-sided (rotations only, as
 * drawn); {@code rotations(false)} forbids rotation (the piece as drawn, and its mirror image if reflections
 * are allowed).
 *
 * <p><b>Symmetry.</b> {@link #symmetryCount()} is the number of symmetries of the board (rotations and
 * reflections of its cells' bounding box that map the board onto itself) that also map each piece's allowed
 * orientations onto allowed orientations; they map tilings to tilings. With {@code upToSymmetry(true)} the
 * problem counts each class of tilings under those symmetries once, by Knuth's trick: the placements of one
 * piece are restricted to one per class (generalized to stay exact when such a placement is itself
 * symmetric; see the builder). Only for {@link PieceUsage#EXACTLY_ONCE}.
 *
 * <p><b>Errors</b> ({@link IllegalArgumentException} from {@link Builder#build()}): no pieces; two pieces
 * with one name; a piece larger than the board when every piece must be used; a board whose cell count no
 * combination of the pieces can match (not the sum of the sizes when every piece is used once, not a sum of
 * distinct pieces' sizes when pieces may be left out, not a sum of sizes with repetition when they may be
 * reused); symmetry reduction with another usage.
 *
 * <pre>{@code
 * PolyominoPuzzle puzzle = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
 *     .build();
 * long all = puzzle.count();                                                  // 8
 * long classes = PolyominoPuzzle.builder(PolyominoBoard.rectangle(3, 20), Polyominoes.PENTOMINOES)
 *     .upToSymmetry(true).build().count();                                    // 2
 * System.out.println(puzzle.findFirst().orElseThrow().render());             // 3 lines of 20 letters
 * }</pre>
 */
public final class PolyominoPuzzle {

    /** How many times each piece may be used. */
    public enum PieceUsage {
        /** Every piece exactly once (piece items are primary). */
        EXACTLY_ONCE,
        /** Each piece once or not at all (piece items are secondary). */
        AT_MOST_ONCE,
        /** Each piece any number of times, including none (no piece items). */
        ANY_NUMBER,
        /**
         * Each piece between the bounds set with {@link Builder#copies(int, int)} (and per piece with
         * {@link Builder#copies(String, int, int)}): piece items are primary with those multiplicities, and
         * the search is Knuth's Algorithm M. Copies of one piece are not told apart.
         */
        COPIES
    }

    private final PolyominoBoard board;
    private final List<Polyomino> pieces;
    private final ExactCoverProblem problem;
    private final int[] optionPiece;
    private final int firstCellItem;
    private final int symmetryCount;

    private PolyominoPuzzle(Builder b) {
        this.board = b.board;
        this.pieces = b.pieces;
        PuzzleEncoder encoder = new PuzzleEncoder(b.board, b.pieces, b.rotations, b.reflections, b.usage,
                b.upToSymmetry, b.copyBounds());
        this.problem = encoder.problem;
        this.optionPiece = encoder.optionPiece;
        this.firstCellItem = encoder.firstCellItem;
        this.symmetryCount = encoder.symmetryCount;
    }

    /**
     * Returns a builder for a puzzle; by default every piece is used exactly once, in any orientation, and
     * all tilings are counted.
     *
     * @param board the board to cover
     * @param pieces the pieces, with distinct names (for example {@link Polyominoes#PENTOMINOES})
     * @return a new builder
     * @throws NullPointerException if an argument or a piece is null
     */
    public static Builder builder(PolyominoBoard board, List<Polyomino> pieces) {
        return new Builder(board, pieces);
    }

    /**
     * Returns the board.
     *
     * @return the board
     */
    public PolyominoBoard board() {
        return board;
    }

    /**
     * Returns the pieces, in the order given.
     *
     * @return an unmodifiable list
     */
    public List<Polyomino> pieces() {
        return pieces;
    }

    /**
     * Returns the exact cover problem. With symmetry reduction, its solutions are one tiling per class.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return problem;
    }

    /**
     * Returns the number of board symmetries that map the allowed orientations of every piece onto allowed
     * orientations (1 to 8; 1 means none but the identity). Up to symmetry, tilings are classed under these.
     *
     * @return the order of the symmetry group used
     */
    public int symmetryCount() {
        return symmetryCount;
    }

    /**
     * Counts the solutions: tilings, or classes of tilings with symmetry reduction.
     *
     * @return the number of solutions
     */
    public long count() {
        return new DancingLinks(problem).count();
    }

    /**
     * Counts the solutions up to a limit.
     *
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions, or {@code limit} when there are at least that many
     * @throws IllegalArgumentException if {@code limit < 1}
     */
    public long count(long limit) {
        SearchSettings settings = SearchSettings.builder().solutionLimit(limit).build();
        return new DancingLinks(problem).search(settings, s -> Decision.CONTINUE).solutions();
    }

    /**
     * Returns the first tiling in the search's order.
     *
     * @return the tiling, or empty when there is none
     */
    public Optional<PolyominoTiling> findFirst() {
        return new DancingLinks(problem).findFirst().map(this::decode);
    }

    /**
     * Returns the tilings as a lazy stream, in the search's order.
     *
     * @return a sequential stream of tilings
     */
    public Stream<PolyominoTiling> solutions() {
        return new DancingLinks(problem).solutions().map(this::decode);
    }

    /**
     * Returns the tiling that a solution of {@link #problem()} describes.
     *
     * @param solution a solution of this puzzle's problem
     * @return the tiling
     * @throws IllegalArgumentException if the solution is of another problem
     * @throws NullPointerException if {@code solution} is null
     */
    public PolyominoTiling decode(Solution solution) {
        if (!solution.problem().equals(problem)) {
            throw new IllegalArgumentException("the solution is not of this puzzle's problem");
        }
        int columns = board.columns();
        int[] position = new int[board.cellCount()];
        for (int pos = 0, k = 0; pos < board.rows() * columns; pos++) {
            if (board.isCell(pos / columns, pos % columns)) {
                position[k++] = pos;
            }
        }
        int[] options = solution.options();
        int[] first = new int[options.length];
        for (int k = 0; k < options.length; k++) {
            first[k] = Integer.MAX_VALUE;
            for (int j = 0; j < problem.optionSize(options[k]); j++) {
                int cell = problem.optionItem(options[k], j) - firstCellItem;
                if (cell >= 0 && cell < position.length) {
                    first[k] = Math.min(first[k], position[cell]);
                }
            }
        }
        Integer[] byFirstCell = new Integer[options.length];
        for (int k = 0; k < options.length; k++) {
            byFirstCell[k] = k;
        }
        Arrays.sort(byFirstCell, (x, y) -> Integer.compare(first[x], first[y]));
        int[] pieceAt = new int[board.rows() * columns];
        int[] placementAt = new int[pieceAt.length];
        Arrays.fill(pieceAt, -1);
        Arrays.fill(placementAt, -1);
        for (int number = 0; number < options.length; number++) {
            int option = options[byFirstCell[number]];
            for (int j = 0; j < problem.optionSize(option); j++) {
                int cell = problem.optionItem(option, j) - firstCellItem;
                if (cell >= 0 && cell < position.length) {
                    pieceAt[position[cell]] = optionPiece[option];
                    placementAt[position[cell]] = number;
                }
            }
        }
        return new PolyominoTiling(board, pieces, pieceAt, placementAt, options.length);
    }

    /** Returns a summary: board, pieces, items and options. */
    @Override
    public String toString() {
        return "PolyominoPuzzle[" + board + ", " + pieces.size() + " pieces, " + problem + "]";
    }

    /**
     * Builds a {@link PolyominoPuzzle}. All checks happen in {@link #build()}.
     *
     * <p>Symmetry reduction: the placements of one piece A, with the fewest
     * classes of placements, are restricted to one per class. When a kept placement is fixed by some
     * symmetries (for example the X pentomino centred on the middle row of a 3x20 board, or on a diagonal
     * of a square board), a second piece B is restricted to one placement per class under those
     * symmetries, but only in the tilings where A is on such a placement; where B's kept placement is
     * symmetric too, a third piece follows, and so on (a symmetry that fixes every piece fixes the tiling),
     * so the count is always exact.
     */
    public static final class Builder {
        private final PolyominoBoard board;
        private final List<Polyomino> pieces;
        private boolean rotations = true;
        private boolean reflections = true;
        private PieceUsage usage = PieceUsage.EXACTLY_ONCE;
        private int[] allCopies = {1, 1};
        private final java.util.Map<String, int[]> pieceCopies = new java.util.LinkedHashMap<>();
        private boolean upToSymmetry;

        private Builder(PolyominoBoard board, List<Polyomino> pieces) {
            this.board = Objects.requireNonNull(board, "board");
            this.pieces = List.copyOf(pieces);
        }

        /**
         * Sets whether pieces may be rotated (by quarter turns). Default true.
         *
         * @param allowed false to place every piece as drawn (or mirrored, if reflections are allowed)
         * @return this builder
         */
        public Builder rotations(boolean allowed) {
            this.rotations = allowed;
            return this;
        }

        /**
         * Sets whether pieces may be turned over. Default true; false makes them one-sided.
         *
         * @param allowed false for one-sided pieces
         * @return this builder
         */
        public Builder reflections(boolean allowed) {
            this.reflections = allowed;
            return this;
        }

        /**
         * Uses every piece between {@code lower} and {@code upper} times (Knuth's multiplicities: the pieces
         * become primary items with those bounds); sets the usage to {@link PieceUsage#COPIES}.
         *
         * @param lower the least number of copies of each piece, at least 0
         * @param upper the most, at least 1 and at least {@code lower}
         * @return this builder
         * @throws IllegalArgumentException if the bounds are not {@code 0 <= lower <= upper}, {@code upper >= 1}
         */
        public Builder copies(int lower, int upper) {
            this.allCopies = checkCopies("copies", lower, upper);
            this.usage = PieceUsage.COPIES;
            return this;
        }

        /**
         * Uses one piece between {@code lower} and {@code upper} times, the others as set by
         * {@link #copies(int, int)} (once, if it was not called). Sets the usage to {@link PieceUsage#COPIES}.
         *
         * @param pieceName the name of one of the pieces
         * @param lower the least number of copies, at least 0
         * @param upper the most, at least 1 and at least {@code lower}
         * @return this builder
         * @throws IllegalArgumentException if the bounds are not {@code 0 <= lower <= upper}, {@code upper >= 1},
         *     or no piece has that name
         */
        public Builder copies(String pieceName, int lower, int upper) {
            Objects.requireNonNull(pieceName, "pieceName");
            if (pieces.stream().noneMatch(p -> p.name().equals(pieceName))) {
                throw new IllegalArgumentException("copies of '" + pieceName + "': no piece has that name");
            }
            pieceCopies.put(pieceName, checkCopies("copies of '" + pieceName + "'", lower, upper));
            this.usage = PieceUsage.COPIES;
            return this;
        }

        private static int[] checkCopies(String what, int lower, int upper) {
            if (lower < 0 || upper < 1 || lower > upper) {
                throw new IllegalArgumentException(what + ": " + lower + ".." + upper
                        + " must satisfy 0 <= lower <= upper and upper >= 1");
            }
            return new int[] {lower, upper};
        }

        /** The bounds of each piece, in piece order, for {@link PieceUsage#COPIES}; null otherwise. */
        int[][] copyBounds() {
            if (usage != PieceUsage.COPIES) {
                return null;
            }
            int[][] b = new int[pieces.size()][];
            for (int i = 0; i < b.length; i++) {
                b[i] = pieceCopies.getOrDefault(pieces.get(i).name(), allCopies);
            }
            return b;
        }

        /**
         * Sets how many times each piece may be used. Default {@link PieceUsage#EXACTLY_ONCE}.
         * {@link PieceUsage#COPIES} here means once each unless {@link #copies(int, int)} gives bounds.
         *
         * @param pieceUsage the usage
         * @return this builder
         * @throws NullPointerException if {@code pieceUsage} is null
         */
        public Builder usage(PieceUsage pieceUsage) {
            this.usage = Objects.requireNonNull(pieceUsage, "pieceUsage");
            return this;
        }

        /**
         * Sets whether to count tilings up to the board's symmetries (one per class). Default false: every
         * tiling is counted.
         *
         * @param reduce true to reduce by symmetry
         * @return this builder
         */
        public Builder upToSymmetry(boolean reduce) {
            this.upToSymmetry = reduce;
            return this;
        }

        /**
         * Returns the puzzle: generates every placement and builds the problem.
         *
         * @return the puzzle
         * @throws IllegalArgumentException for bad input, as listed in {@link PolyominoPuzzle}; the message
         *     names the piece or the counts involved
         */
        public PolyominoPuzzle build() {
            if (pieces.isEmpty()) {
                throw new IllegalArgumentException("no pieces to place");
            }
            Set<String> names = new HashSet<>();
            for (Polyomino p : pieces) {
                if (!names.add(p.name())) {
                    throw new IllegalArgumentException("two pieces are named '" + p.name()
                            + "'; rename one with Polyomino.named");
                }
            }
            return new PolyominoPuzzle(this);
        }

        /** Returns the names of the pieces, for messages. */
        static List<String> names(List<Polyomino> pieces) {
            List<String> list = new ArrayList<>();
            for (Polyomino p : pieces) {
                list.add(p.name());
            }
            return list;
        }
    }
}
