/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import io.github.dlx4j.problems.PolyominoPuzzle.PieceUsage;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A polycube packing puzzle as an exact cover problem: fill every cell of a {@link PolycubeBox} with pieces,
 * without overlap. Immutable and thread-safe once built; each count or search lays out its own
 * {@link DancingLinks}.
 *
 * <p><b>Encoding</b> (as {@link PolyominoPuzzle}'s, in 3-D): one primary item per cell
 * ({@code x<x>y<y>z<z>}), one item per piece (primary when every piece is used exactly once, the default;
 * secondary for {@link PieceUsage#AT_MOST_ONCE}; none for {@link PieceUsage#ANY_NUMBER}), one option per
 * placement: a piece in one of its orientations at a position inside the region. Pieces turn by the 24
 * rotations of the cube; {@code reflections(true)} allows their mirror images too (48), as for pieces that
 * are only flat drawings.
 *
 * <p><b>Up to symmetry.</b> {@link #symmetryCount()} is the number of the cube's symmetries that map the
 * region onto itself and the set of pieces onto itself: the rotations that fit the region, and its
 * reflections when pieces may be reflected or when the set holds every piece's mirror image (a reflection
 * then exchanges each piece with its mirror twin, as the Soma screws {@code A} and {@code B}). With
 * {@code upToSymmetry(true)} one packing per class is counted, by Knuth's restriction of one piece that
 * every symmetry maps onto itself, continued through more pieces while a kept placement is itself
 * symmetric (see {@link PolyominoPuzzle.Builder}); exact whenever no piece has a mirror twin in the set, and
 * refused where twins could be exchanged by a symmetry the chain leaves. {@code upToRotation(true)} takes classes under the rotations only.
 * Published counts and the symmetry each uses: the Soma cube has 11,520 packings, 240 classes under its 48
 * symmetries (480 under its 24 rotations); the tetracubes fill 2x4x4 in 11,120 ways, 1,390 classes under
 * its 8 rotations (695 under all 16 symmetries); the solid pentominoes fill 3x4x5 in 31,520 ways, 3,940
 * classes under its 8 symmetries (none of the packings is symmetric); Bedlam's pieces, which have no mirror
 * twins, fill 4x4x4 in 19,186 classes under its 24 rotations.
 *
 * <pre>{@code
 * PolycubePuzzle soma = PolycubePuzzle.builder(PolycubeBox.box(3, 3, 3), Polycubes.SOMA).build();
 * long all = soma.count();                                                            // 11520
 * long classes = PolycubePuzzle.builder(PolycubeBox.box(3, 3, 3), Polycubes.SOMA)
 *     .upToSymmetry(true).build().count();                                            // 240
 * System.out.println(soma.findFirst().orElseThrow().render());                       // 3 layers side by side
 * }</pre>
 */
public final class PolycubePuzzle {

    private final PolycubeBox box;
    private final List<Polycube> pieces;
    private final PolycubeEncoder encoder;

    private PolycubePuzzle(Builder b) {
        this.box = b.box;
        this.pieces = b.pieces;
        this.encoder = new PolycubeEncoder(b.box, b.pieces, b.reflections, b.usage, b.upToSymmetry, b.upToRotation);
    }

    /**
     * Returns a builder; by default every piece is used exactly once, rotated but not reflected, and all
     * packings are counted.
     *
     * @param box the region to fill
     * @param pieces the pieces, with distinct names (for example {@link Polycubes#SOMA})
     * @return a new builder
     * @throws NullPointerException if an argument or a piece is null
     */
    public static Builder builder(PolycubeBox box, List<Polycube> pieces) {
        return new Builder(box, pieces);
    }

    /**
     * Returns the region.
     *
     * @return the region
     */
    public PolycubeBox box() {
        return box;
    }

    /**
     * Returns the pieces, in the order given.
     *
     * @return an unmodifiable list
     */
    public List<Polycube> pieces() {
        return pieces;
    }

    /**
     * Returns the exact cover problem; with symmetry reduction its solutions are one packing per class.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return encoder.problem;
    }

    /**
     * Returns the order of the symmetry group that classes are taken under (1 to 48), or 1 when the
     * puzzle counts every packing.
     *
     * @return the number of symmetries used
     */
    public int symmetryCount() {
        return encoder.symmetryCount;
    }

    /**
     * Counts the solutions: packings, or classes of packings with symmetry reduction.
     *
     * @return the number of solutions
     */
    public long count() {
        return new DancingLinks(encoder.problem).count();
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
        return new DancingLinks(encoder.problem).search(settings, s -> Decision.CONTINUE).solutions();
    }

    /**
     * Returns the first packing in the search's order.
     *
     * @return the packing, or empty when there is none
     */
    public Optional<PolycubePacking> findFirst() {
        return new DancingLinks(encoder.problem).findFirst().map(this::decode);
    }

    /**
     * Returns the packings as a lazy stream, in the search's order.
     *
     * @return a sequential stream of packings
     */
    public Stream<PolycubePacking> solutions() {
        return new DancingLinks(encoder.problem).solutions().map(this::decode);
    }

    /**
     * Returns the packing that a solution of {@link #problem()} describes.
     *
     * @param solution a solution of this puzzle's problem
     * @return the packing
     * @throws IllegalArgumentException if the solution is of another problem
     * @throws NullPointerException if {@code solution} is null
     */
    public PolycubePacking decode(Solution solution) {
        if (!solution.problem().equals(encoder.problem)) {
            throw new IllegalArgumentException("the solution is not of this puzzle's problem");
        }
        String[] pieceAt = new String[box.layers() * box.rows() * box.columns()];
        for (int k = 0; k < solution.size(); k++) {
            int option = solution.option(k);
            String name = pieces.get(encoder.optionPiece[option]).name();
            for (int cell : encoder.optionCells[option]) {
                pieceAt[encoder.position[cell]] = name;
            }
        }
        return new PolycubePacking(box, pieceAt);
    }

    /** Returns a summary: region, pieces, items and options. */
    @Override
    public String toString() {
        return "PolycubePuzzle[" + box + ", " + pieces.size() + " pieces, " + encoder.problem + "]";
    }

    /** Builds a {@link PolycubePuzzle}; all checks happen in {@link #build()}. */
    public static final class Builder {
        private final PolycubeBox box;
        private final List<Polycube> pieces;
        private boolean reflections;
        private PieceUsage usage = PieceUsage.EXACTLY_ONCE;
        private boolean upToSymmetry;
        private boolean upToRotation;

        private Builder(PolycubeBox box, List<Polycube> pieces) {
            this.box = Objects.requireNonNull(box, "box");
            this.pieces = List.copyOf(pieces);
        }

        /**
         * Sets whether pieces may be reflected (turned into their mirror images). Default false: solid
         * pieces can only be rotated.
         *
         * @param allowed true to allow mirror images
         * @return this builder
         */
        public Builder reflections(boolean allowed) {
            this.reflections = allowed;
            return this;
        }

        /**
         * Sets how many times each piece may be used. Default {@link PieceUsage#EXACTLY_ONCE}.
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
         * Sets whether to count one packing per class under the symmetries (see the class comment).
         * Default false.
         *
         * @param reduce true to reduce by symmetry
         * @return this builder
         */
        public Builder upToSymmetry(boolean reduce) {
            this.upToSymmetry = reduce;
            return this;
        }

        /**
         * Sets whether to count one packing per class under the region's rotations only, so that a packing
         * and its mirror image (with mirror twin pieces exchanged) count twice. Default false.
         *
         * @param reduce true to reduce by rotations
         * @return this builder
         */
        public Builder upToRotation(boolean reduce) {
            this.upToRotation = reduce;
            return this;
        }

        /**
         * Returns the puzzle: generates every placement and builds the problem.
         *
         * @return the puzzle
         * @throws IllegalArgumentException if there is no piece, two pieces share a name, the pieces' cubes
         *     cannot add up to the region's cells (for the usage), a piece must be used but fits nowhere, or
         *     symmetry reduction is asked with another usage than exactly once, both ways, or cannot be made
         *     exact (a reflection exchanges mirror twins, as the two Soma screws alone in 2x2x2, and leaves
         *     no piece to restrict: count all packings instead); the message names the piece or the counts
         */
        public PolycubePuzzle build() {
            if (pieces.isEmpty()) {
                throw new IllegalArgumentException("no pieces to place");
            }
            Set<String> names = new HashSet<>();
            int total = 0;
            for (Polycube p : pieces) {
                if (!names.add(p.name())) {
                    throw new IllegalArgumentException("two pieces are named '" + p.name() + "'; rename one with"
                            + " Polycube.named");
                }
                total += p.size();
            }
            int cells = box.cellCount();
            if (usage == PieceUsage.EXACTLY_ONCE && total != cells) {
                throw new IllegalArgumentException("the pieces have " + total + " cubes but the region "
                        + box.layers() + "x" + box.rows() + "x" + box.columns() + " has " + cells
                        + " cells; with every piece used once they must be equal");
            }
            if (usage != PieceUsage.EXACTLY_ONCE && !reachable(cells)) {
                throw new IllegalArgumentException("no combination of the pieces' sizes makes the " + cells
                        + " cells of the region " + box);
            }
            if (upToSymmetry && upToRotation) {
                throw new IllegalArgumentException("choose one of up to symmetry and up to rotation");
            }
            if ((upToSymmetry || upToRotation) && usage != PieceUsage.EXACTLY_ONCE) {
                throw new IllegalArgumentException("counting up to symmetry needs every piece used exactly once,"
                        + " not " + usage);
            }
            PolycubePuzzle puzzle = new PolycubePuzzle(this);
            if (usage == PieceUsage.EXACTLY_ONCE) {
                boolean[] placed = new boolean[pieces.size()];
                for (int p : puzzle.encoder.optionPiece) {
                    placed[p] = true;
                }
                for (int p = 0; p < placed.length; p++) {
                    if (!placed[p]) {
                        throw new IllegalArgumentException("piece '" + pieces.get(p).name() + "' fits nowhere in the"
                                + " region " + box);
                    }
                }
            }
            return puzzle;
        }

        /** Returns whether some multiset (any number) or set (at most once) of the pieces has that many cubes. */
        private boolean reachable(int cells) {
            boolean[] sum = new boolean[cells + 1];
            sum[0] = true;
            for (Polycube p : pieces) {
                if (usage == PieceUsage.ANY_NUMBER) {
                    for (int s = p.size(); s <= cells; s++) {
                        sum[s] |= sum[s - p.size()];
                    }
                } else {
                    for (int s = cells; s >= p.size(); s--) {
                        sum[s] |= sum[s - p.size()];
                    }
                }
            }
            return sum[cells];
        }
    }
}
