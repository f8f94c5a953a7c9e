/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Arrays;

/**
 * The nodes of a {@link SolutionDiagram} while it is made: node z's option, LO child and HI child, from
 * z = 2 ({@link SolutionDiagram#BOTTOM} and {@link SolutionDiagram#TOP} are 0 and 1). Nodes are unique: a
 * table finds the node of a triple if it is made already. A node's children are made before it.
 */
final class DiagramNodes {

    int[] opt = new int[1024];
    int[] lo = new int[1024];
    int[] hi = new int[1024];
    int size = 2;
    private int[] unique = new int[2048];
    private final int maxNodes;

    DiagramNodes(int maxNodes) {
        this.maxNodes = maxNodes;
    }

    private static int hash(int o, int l, int h) {
        long k = ((long) o * 0x9E3779B97F4A7C15L) ^ ((long) l * 0xC2B2AE3D27D4EB4FL) ^ ((long) h * 0x165667B19E3779F9L);
        return (int) (k ^ (k >>> 32));
    }

    /**
     * Returns the node (option o, LO l, HI h), made if it is new.
     *
     * @throws IllegalStateException if a new node passes the bound on the nodes
     */
    int node(int o, int l, int h) {
        int mask = unique.length - 1;
        int i = hash(o, l, h) & mask;
        for (int t = unique[i]; t != 0; t = unique[i]) {
            if (opt[t] == o && lo[t] == l && hi[t] == h) {
                return t;
            }
            i = (i + 1) & mask;
        }
        int z = size;
        if (z - 2 >= maxNodes) {
            throw new IllegalStateException("the diagram reached its bound of " + maxNodes
                    + " nodes before the search ended; give a larger bound to SolutionDiagram.build");
        }
        if (z == opt.length) {
            int grown = z >= (Integer.MAX_VALUE - 8) / 2 ? Integer.MAX_VALUE - 8 : 2 * z;
            opt = Arrays.copyOf(opt, grown);
            lo = Arrays.copyOf(lo, grown);
            hi = Arrays.copyOf(hi, grown);
        }
        opt[z] = o;
        lo[z] = l;
        hi[z] = h;
        size = z + 1;
        unique[i] = z;
        if (2 * size > unique.length) {
            unique = new int[2 * unique.length];
            int mk = unique.length - 1;
            for (int y = 2; y < size; y++) {
                int j = hash(opt[y], lo[y], hi[y]) & mk;
                while (unique[j] != 0) {
                    j = (j + 1) & mk;
                }
                unique[j] = y;
            }
        }
        return z;
    }

    /**
     * Returns the nodes reachable from {@code root} numbered again in the order a walk finishes them, LO
     * before HI: the order in which a sequential build makes them. {@code root} becomes the last node.
     */
    DiagramNodes renumbered(int root) {
        DiagramNodes out = new DiagramNodes(Integer.MAX_VALUE);
        if (root <= SolutionDiagram.TOP) {
            out.rootAfterRenumbering = root;
            return out;
        }
        int[] id = new int[size];
        int[] stack = new int[64];
        byte[] stage = new byte[64];
        int depth = 0;
        stack[depth] = root;
        stage[depth++] = 0;
        while (depth > 0) {
            int z = stack[depth - 1];
            int next = -1;
            if (stage[depth - 1] == 0) {
                stage[depth - 1] = 1;
                next = lo[z];
            } else if (stage[depth - 1] == 1) {
                stage[depth - 1] = 2;
                next = hi[z];
            } else {
                depth--;
                int l = lo[z] <= SolutionDiagram.TOP ? lo[z] : id[lo[z]];
                int h = hi[z] <= SolutionDiagram.TOP ? hi[z] : id[hi[z]];
                id[z] = out.node(opt[z], l, h);
                continue;
            }
            if (next > SolutionDiagram.TOP && id[next] == 0) {
                if (depth == stack.length) {
                    stack = Arrays.copyOf(stack, 2 * depth);
                    stage = Arrays.copyOf(stage, 2 * depth);
                }
                stack[depth] = next;
                stage[depth++] = 0;
            }
        }
        out.rootAfterRenumbering = id[root];
        return out;
    }

    /** The root, after {@link #renumbered}. */
    int rootAfterRenumbering;
}
