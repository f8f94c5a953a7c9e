/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.ExactCoverProblem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns a board and pieces into the exact cover problem of a {@link PolyominoPuzzle}: checks the input,
 * generates the placements, finds the symmetry group and applies the {@link SymmetryReduction}.
 *
 * <p>Items, in order: the pieces (primary, only for {@code EXACTLY_ONCE}), the cells (primary), the pieces
 * (secondary, only for {@code AT_MOST_ONCE}), then the symmetry items (secondary). Options, piece by piece,
 * orientation by orientation, positions row by row: the piece item if any, the cells in row-major order,
 * then the symmetry items.
 */
final class PuzzleEncoder {

    final ExactCoverProblem problem;
    final int[] optionPiece;
    final int firstCellItem;
    final int symmetryCount;

    PuzzleEncoder(PolyominoBoard board, List<Polyomino> pieces, boolean rotations, boolean reflections,
            PolyominoPuzzle.PieceUsage usage, boolean upToSymmetry, int[][] copies) {
        List<List<Polyomino>> orientations = new ArrayList<>();
        for (Polyomino p : pieces) {
            orientations.add(p.orientations(rotations, reflections));
        }
        checkSizes(board, pieces, orientations, usage, copies);
        if (upToSymmetry && usage != PolyominoPuzzle.PieceUsage.EXACTLY_ONCE) {
            throw new IllegalArgumentException("counting up to symmetry needs every piece used exactly once, not "
                    + usage);
        }

        // Placements: for each piece, sorted arrays of cell numbers.
        int[] numbers = board.cellNumbers();
        int columns = board.columns();
        List<List<int[]>> placements = new ArrayList<>();
        for (List<Polyomino> os : orientations) {
            List<int[]> list = new ArrayList<>();
            for (Polyomino o : os) {
                int[][] cells = o.cells();
                for (int r0 = 0; r0 + o.height() <= board.rows(); r0++) {
                    for (int c0 = 0; c0 + o.width() <= columns; c0++) {
                        int[] placed = new int[cells.length];
                        boolean fits = true;
                        for (int k = 0; k < cells.length && fits; k++) {
                            int r = r0 + cells[k][0];
                            int c = c0 + cells[k][1];
                            fits = board.isCell(r, c);
                            if (fits) {
                                placed[k] = numbers[r * columns + c];
                            }
                        }
                        if (fits) {
                            list.add(placed); // row-major cells of o give ascending cell numbers
                        }
                    }
                }
            }
            placements.add(list);
        }

        // The symmetry group: board symmetries that preserve every piece's allowed orientations.
        List<int[]> group = new ArrayList<>();
        for (Transform t : Transform.values()) {
            int[] map = board.cellMap(t);
            if (map != null && preservesOrientations(t, orientations)) {
                group.add(map);
            }
        }
        symmetryCount = group.size();
        SymmetryReduction reduction = null;
        if (upToSymmetry && group.size() > 1) {
            reduction = SymmetryReduction.of(placements, group.toArray(new int[0][]),
                    PolyominoPuzzle.Builder.names(pieces), true);
        }

        // Items.
        int pieceCount = pieces.size();
        int cellCount = board.cellCount();
        boolean primaryPieces = usage == PolyominoPuzzle.PieceUsage.EXACTLY_ONCE
                || usage == PolyominoPuzzle.PieceUsage.COPIES;
        boolean secondaryPieces = usage == PolyominoPuzzle.PieceUsage.AT_MOST_ONCE;
        String[] pieceNames = new String[pieceCount];
        for (int i = 0; i < pieceCount; i++) {
            pieceNames[i] = pieces.get(i).name();
        }
        String[] cellNames = new String[cellCount];
        for (int pos = 0; pos < numbers.length; pos++) {
            if (numbers[pos] >= 0) {
                cellNames[numbers[pos]] = "r" + pos / columns + "c" + pos % columns;
            }
        }
        int symItems = reduction == null ? 0 : reduction.itemCount;
        String[] symNames = new String[symItems];
        for (int j = 0; j < symItems; j++) {
            symNames[j] = "#sym" + (j + 1);
        }
        checkNames(pieceNames, cellNames, symNames);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        int pieceBase;
        if (primaryPieces) {
            b.primary(pieceNames).primary(cellNames);
            pieceBase = 0;
            firstCellItem = pieceCount;
        } else {
            b.primary(cellNames);
            firstCellItem = 0;
            pieceBase = cellCount;
            if (secondaryPieces) {
                b.secondary(pieceNames);
            }
        }
        int symBase = b.itemCount();
        b.secondary(symNames);
        for (int i = 0; copies != null && i < pieceCount; i++) {
            b.multiplicity(pieceBase + i, copies[i][0], copies[i][1]);
        }

        // Options.
        List<Integer> owners = new ArrayList<>();
        int[] items = new int[1 + maxSize(pieces) + symItems];
        int[][] unrestricted = {new int[0]};
        for (int i = 0; i < pieceCount; i++) {
            List<int[]> list = placements.get(i);
            for (int p = 0; p < list.size(); p++) {
                int n = 0;
                if (primaryPieces || secondaryPieces) {
                    items[n++] = pieceBase + i;
                }
                for (int cell : list.get(p)) {
                    items[n++] = firstCellItem + cell;
                }
                for (int[] variant : reduction == null ? unrestricted : reduction.variants(i, p)) {
                    for (int k = 0; k < variant.length; k++) {
                        items[n + k] = symBase + variant[k];
                    }
                    b.option(items, 0, n + variant.length);
                    owners.add(i);
                }
            }
        }
        problem = b.build();
        optionPiece = owners.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void checkSizes(PolyominoBoard board, List<Polyomino> pieces, List<List<Polyomino>> orientations,
            PolyominoPuzzle.PieceUsage usage, int[][] copies) {
        int cells = board.cellCount();
        int[] extent = extent(board);
        if (usage == PolyominoPuzzle.PieceUsage.EXACTLY_ONCE) {
            long total = 0;
            for (int i = 0; i < pieces.size(); i++) {
                Polyomino p = pieces.get(i);
                boolean fits = false;
                for (Polyomino o : orientations.get(i)) {
                    fits |= o.height() <= extent[0] && o.width() <= extent[1];
                }
                if (p.size() > cells || !fits) {
                    throw new IllegalArgumentException("piece '" + p.name() + "' (" + p.size() + " cells, "
                            + p.height() + "x" + p.width() + ") is larger than the board (" + cells + " cells, "
                            + extent[0] + "x" + extent[1] + ") in every allowed orientation, and every piece"
                            + " must be placed");
                }
                total += p.size();
            }
            if (total != cells) {
                throw new IllegalArgumentException("the board has " + cells + " cells but the " + pieces.size()
                        + " pieces, each used once, cover " + total);
            }
            return;
        }
        // Which cell counts can the pieces make: distinct pieces (at most once) or with repetition?
        boolean[] reachable = new boolean[cells + 1];
        reachable[0] = true;
        for (int i = 0; i < pieces.size(); i++) {
            int s = pieces.get(i).size();
            if (copies != null) { // between lower and upper copies of piece i
                boolean[] next = new boolean[cells + 1];
                for (int t = 0; t <= cells; t++) {
                    for (long k = copies[i][0]; reachable[t] && k <= copies[i][1] && t + k * s <= cells; k++) {
                        next[(int) (t + k * s)] = true;
                    }
                }
                reachable = next;
            } else if (usage == PolyominoPuzzle.PieceUsage.AT_MOST_ONCE) {
                for (int t = cells; t >= s; t--) {
                    reachable[t] |= reachable[t - s];
                }
            } else {
                for (int t = s; t <= cells; t++) {
                    reachable[t] |= reachable[t - s];
                }
            }
        }
        if (!reachable[cells]) {
            List<Integer> sizes = new ArrayList<>();
            for (Polyomino p : pieces) {
                sizes.add(p.size());
            }
            throw new IllegalArgumentException("the board has " + cells + " cells, which no tiling can match: no "
                    + (usage == PolyominoPuzzle.PieceUsage.AT_MOST_ONCE ? "set of distinct pieces"
                            : copies != null ? "number of copies within the bounds" : "number of copies")
                    + " of pieces of sizes " + sizes + " adds up to " + cells);
        }
    }

    /** Returns the height and width of the bounding box of the board's cells. */
    private static int[] extent(PolyominoBoard board) {
        int minR = Integer.MAX_VALUE;
        int maxR = -1;
        int minC = Integer.MAX_VALUE;
        int maxC = -1;
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.columns(); c++) {
                if (board.isCell(r, c)) {
                    minR = Math.min(minR, r);
                    maxR = Math.max(maxR, r);
                    minC = Math.min(minC, c);
                    maxC = Math.max(maxC, c);
                }
            }
        }
        return new int[] {maxR - minR + 1, maxC - minC + 1};
    }

    private static boolean preservesOrientations(Transform t, List<List<Polyomino>> orientations) {
        for (List<Polyomino> os : orientations) {
            for (Polyomino o : os) {
                Polyomino image = o.transformed(t);
                boolean found = false;
                for (Polyomino other : os) {
                    found |= other.sameCells(image);
                }
                if (!found) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void checkNames(String[] pieceNames, String[] cellNames, String[] symNames) {
        Set<String> reserved = new HashSet<>(List.of(cellNames));
        reserved.addAll(List.of(symNames));
        for (String name : pieceNames) {
            if (reserved.contains(name)) {
                throw new IllegalArgumentException("piece name '" + name + "' is reserved for an item of the board;"
                        + " rename the piece with Polyomino.named");
            }
        }
    }

    private static int maxSize(List<Polyomino> pieces) {
        int max = 0;
        for (Polyomino p : pieces) {
            max = Math.max(max, p.size());
        }
        return max;
    }
}
