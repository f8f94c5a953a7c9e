/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.problems.PolyominoPuzzle.PieceUsage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a polycube packing into an exact cover problem: items for the pieces (primary, secondary or none,
 * by usage), one primary item per cell ({@code x<x>y<y>z<z>}), and the secondary items of the symmetry
 * reduction; one option per placement, by piece, orientation and position.
 *
 * <p><b>Symmetry.</b> The group is the set of the cube's 48 symmetries that map the region onto itself and
 * map every piece's allowed orientations onto those of some piece: rotations always; a reflection when
 * reflections are allowed, or when every piece's mirror image is (up to rotation) a piece of the set, as the
 * Soma screws {@code A} and {@code B} are of each other. Such a reflection exchanges the two pieces of each
 * mirror pair, so only the pieces it fixes (those that are their own mirror images) may carry Knuth's
 * restriction, which {@link SymmetryReduction} then chooses and keeps exact.
 */
final class PolycubeEncoder {

    final ExactCoverProblem problem;
    final int[] optionPiece;
    final int[][] optionCells;
    final int symmetryCount;
    /** For each cell item: its position {@code (z * rows + y) * columns + x} in the region's extents. */
    final int[] position;

    PolycubeEncoder(PolycubeBox box, List<Polycube> pieces, boolean reflections, PieceUsage usage,
            boolean upToSymmetry, boolean upToRotation) {
        int columns = box.columns();
        int rows = box.rows();
        int layers = box.layers();
        int[] item = new int[columns * rows * layers];
        Arrays.fill(item, -1);
        position = new int[box.cellCount()];
        int cells = 0;
        for (int z = 0; z < layers; z++) {
            for (int y = 0; y < rows; y++) {
                for (int x = 0; x < columns; x++) {
                    if (box.isCell(x, y, z)) {
                        int pos = (z * rows + y) * columns + x;
                        item[pos] = cells;
                        position[cells++] = pos;
                    }
                }
            }
        }
        List<List<int[]>> placements = new ArrayList<>();
        for (Polycube piece : pieces) {
            List<int[]> list = new ArrayList<>();
            for (Polycube o : piece.orientations(reflections)) {
                int[][] shape = o.cells();
                for (int z0 = 0; z0 < layers; z0++) {
                    for (int y0 = 0; y0 < rows; y0++) {
                        for (int x0 = 0; x0 < columns; x0++) {
                            int[] placed = place(box, item, shape, x0, y0, z0);
                            if (placed != null) {
                                list.add(placed);
                            }
                        }
                    }
                }
            }
            placements.add(list);
        }
        SymmetryReduction reduction = null;
        List<Integer> invariant = new ArrayList<>();
        boolean reduce = upToSymmetry || upToRotation;
        int[][] maps = reduce ? group(box, item, pieces, reflections, upToRotation, invariant) : new int[1][];
        symmetryCount = maps.length;
        if (reduce && maps.length > 1) {
            if (invariant.isEmpty()) {
                throw new IllegalArgumentException("cannot count up to symmetry: every piece is exchanged with its"
                        + " mirror image by a reflection; count all packings instead");
            }
            List<List<int[]>> sub = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int p : invariant) {
                sub.add(placements.get(p));
                names.add(pieces.get(p).name());
            }
            reduction = SymmetryReduction.of(sub, maps, names, invariant.size() == pieces.size());
        }
        int[] sub = new int[pieces.size()];
        Arrays.fill(sub, -1);
        for (int k = 0; k < invariant.size(); k++) {
            sub[invariant.get(k)] = k;
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        for (Polycube p : pieces) {
            if (usage == PieceUsage.EXACTLY_ONCE) {
                primary.add(p.name());
            } else if (usage == PieceUsage.AT_MOST_ONCE) {
                secondary.add(p.name());
            }
        }
        int pieceItems = primary.size() + secondary.size();
        for (int c = 0; c < cells; c++) {
            int pos = position[c];
            primary.add("x" + pos % columns + "y" + pos / columns % rows + "z" + pos / (columns * rows));
        }
        int zItems = reduction == null ? 0 : reduction.itemCount;
        for (int j = 0; j < zItems; j++) {
            secondary.add("#sym" + j);
        }
        b.primary(primary.toArray(new String[0]));
        if (!secondary.isEmpty()) {
            b.secondary(secondary.toArray(new String[0]));
        }
        int firstZ = primary.size() + secondary.size() - zItems;
        int cellBase = usage == PieceUsage.EXACTLY_ONCE ? pieceItems : 0;
        List<Integer> pieceOf = new ArrayList<>();
        List<int[]> cellsOf = new ArrayList<>();
        for (int p = 0; p < pieces.size(); p++) {
            List<int[]> list = placements.get(p);
            for (int q = 0; q < list.size(); q++) {
                int[] placed = list.get(q);
                List<Integer> items = new ArrayList<>();
                if (usage == PieceUsage.EXACTLY_ONCE) {
                    items.add(p);
                } else if (usage == PieceUsage.AT_MOST_ONCE) {
                    items.add(cells + p); // secondary items come after the primary (cell) items
                }
                for (int c : placed) {
                    items.add(cellBase + c);
                }
                int[][] variants = reduction == null || sub[p] < 0 ? new int[][] {new int[0]}
                        : reduction.variants(sub[p], q);
                for (int[] variant : variants) {
                    int[] option = new int[items.size() + variant.length];
                    for (int k = 0; k < items.size(); k++) {
                        option[k] = items.get(k);
                    }
                    for (int k = 0; k < variant.length; k++) {
                        option[items.size() + k] = firstZ + variant[k];
                    }
                    b.option(option);
                    pieceOf.add(p);
                    cellsOf.add(placed);
                }
            }
        }
        problem = b.build();
        optionPiece = pieceOf.stream().mapToInt(Integer::intValue).toArray();
        optionCells = cellsOf.toArray(new int[0][]);
    }

    /** Returns the sorted cell items of a shape at an offset, or null when a cube falls outside the region. */
    private static int[] place(PolycubeBox box, int[] item, int[][] shape, int x0, int y0, int z0) {
        int[] placed = new int[shape.length];
        for (int k = 0; k < shape.length; k++) {
            int x = x0 + shape[k][0];
            int y = y0 + shape[k][1];
            int z = z0 + shape[k][2];
            if (!box.isCell(x, y, z)) {
                return null;
            }
            placed[k] = item[(z * box.rows() + y) * box.columns() + x];
        }
        Arrays.sort(placed);
        return placed;
    }

    /**
     * Returns the symmetry group as cell maps (identity first; only rotations when {@code rotationsOnly}) and adds to {@code invariant} the pieces that
     * every element maps onto themselves.
     */
    private static int[][] group(PolycubeBox box, int[] item, List<Polycube> pieces, boolean reflections,
            boolean rotationsOnly, List<Integer> invariant) {
        int[] extents = {box.columns(), box.rows(), box.layers()};
        boolean mirrorsClosed = reflections && !rotationsOnly;
        Set<String> chiral = new HashSet<>();
        if (!reflections && !rotationsOnly) {
            // A reflection maps the set of pieces onto itself when every shape (up to rotation) occurs as
            // often as its mirror image.
            Map<String, Integer> shapes = new HashMap<>();
            for (Polycube p : pieces) {
                shapes.merge(canonical(p), 1, Integer::sum);
            }
            mirrorsClosed = true;
            for (Polycube p : pieces) {
                String own = canonical(p);
                String mirror = canonical(p.mirror());
                mirrorsClosed &= shapes.get(own).equals(shapes.get(mirror));
                if (!mirror.equals(own)) {
                    chiral.add(p.name());
                }
            }
        }
        List<int[]> maps = new ArrayList<>();
        boolean anyReflection = false;
        for (int g = 0; g < CubeSymmetry.COUNT; g++) {
            if (!CubeSymmetry.isRotation(g) && !mirrorsClosed
                    || !Arrays.equals(CubeSymmetry.dimensions(g, extents), extents)) {
                continue;
            }
            int[] map = new int[box.cellCount()];
            boolean onto = true;
            for (int pos = 0; pos < item.length && onto; pos++) {
                if (item[pos] >= 0) {
                    int[] p = {pos % extents[0], pos / extents[0] % extents[1], pos / (extents[0] * extents[1])};
                    int[] q = CubeSymmetry.apply(g, p, extents);
                    onto = box.isCell(q[0], q[1], q[2]);
                    if (onto) {
                        map[item[pos]] = item[(q[2] * extents[1] + q[1]) * extents[0] + q[0]];
                    }
                }
            }
            if (onto) {
                maps.add(map);
                anyReflection |= !CubeSymmetry.isRotation(g);
            }
        }
        for (int p = 0; p < pieces.size(); p++) {
            if (!anyReflection || !chiral.contains(pieces.get(p).name())) {
                invariant.add(p);
            }
        }
        return maps.toArray(new int[0][]);
    }

    /** Returns the shape's key up to rotation: the least key of its rotations. */
    private static String canonical(Polycube p) {
        String best = null;
        for (Polycube o : p.orientations(false)) {
            String key = o.shapeKey();
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return best;
    }
}
