/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Reads the text of a {@link SolutionDiagram}: {@code DLX6}'s lines {@code id: (~option?lo:hi)}, numbers in
 * hexadecimal but the option's, nodes from 2 in order with their children before them, and the root's line
 * {@code id: (~0?0:root)} last. It checks the structure (numbers in order, children made before, options of
 * the problem, no HI child that is {@link SolutionDiagram#BOTTOM}), not that each path is a solution.
 */
final class DiagramText {

    private DiagramText() {
    }

    static SolutionDiagram read(ExactCoverProblem problem, Reader in, SolutionDiagram.Maker maker) {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        int[] opt = new int[1024];
        int[] lo = new int[1024];
        int[] hi = new int[1024];
        int next = 2;
        int root = -1;
        long lineNo = 0;
        int options = problem.optionCount();
        try {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                String s = line.strip();
                if (s.isEmpty()) {
                    continue;
                }
                if (root >= 0) {
                    throw new DlxFormatException(lineNo, 1, "a line after the root's line");
                }
                int colon = s.indexOf(": (~");
                int q = s.indexOf('?');
                int c2 = s.lastIndexOf(':');
                if (colon < 1 || q < colon || c2 < q || !s.endsWith(")")) {
                    throw new DlxFormatException(lineNo, 1, "not a diagram line \"id: (~option?lo:hi)\"");
                }
                int id = hex(s.substring(0, colon), lineNo, 1);
                long o = number(s.substring(colon + 4, q), lineNo, colon + 5);
                int l = hex(s.substring(q + 1, c2), lineNo, q + 2);
                int h = hex(s.substring(c2 + 1, s.length() - 1), lineNo, c2 + 2);
                if (id != next) {
                    throw new DlxFormatException(lineNo, 1, "node " + Integer.toHexString(id) + " where node "
                            + Integer.toHexString(next) + " comes next");
                }
                if (l >= id || h >= id) {
                    throw new DlxFormatException(lineNo, 1, "a child that is not an earlier node");
                }
                if (o == 0) {
                    if (l != 0) {
                        throw new DlxFormatException(lineNo, colon + 5, "the root's line has a LO child");
                    }
                    root = h;
                    continue;
                }
                if (o > options) {
                    throw new DlxFormatException(lineNo, colon + 5, "option " + o + " where the problem has "
                            + options);
                }
                if (h == SolutionDiagram.BOTTOM) {
                    throw new DlxFormatException(lineNo, c2 + 2, "a HI child that is no solution (0)");
                }
                if (next == opt.length) {
                    opt = Arrays.copyOf(opt, 2 * next);
                    lo = Arrays.copyOf(lo, 2 * next);
                    hi = Arrays.copyOf(hi, 2 * next);
                }
                opt[next] = (int) o - 1;
                lo[next] = l;
                hi[next] = h;
                next++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (root < 0) {
            throw new DlxFormatException(lineNo + 1, 1, "no root line \"id: (~0?0:root)\" at the end");
        }
        return maker.make(opt, lo, hi, next, root);
    }

    private static int hex(String s, long line, int column) {
        try {
            int v = Integer.parseInt(s, 16);
            if (v < 0 || v >= Integer.MAX_VALUE - 8) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new DlxFormatException(line, column, "not a node number in hexadecimal: \"" + s + "\"");
        }
    }

    private static long number(String s, long line, int column) {
        try {
            long v = Long.parseLong(s);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new DlxFormatException(line, column, "not an option number: \"" + s + "\"");
        }
    }
}
