/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.ExactCoverProblem;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.examples.dancing.DancingLinks.SolutionAcceptor;

/**
 * The peer implementation: Hadoop's {@code org.apache.hadoop.examples.dancing.DancingLinks} (3.3.6), an
 * object-per-node, recursive DLX, fed exactly the options of an {@link ExactCoverProblem}.
 *
 * <p>Each item becomes a column named by the item's name, in item order; each option becomes a row. Hadoop's
 * {@code addRow} takes a dense {@code boolean[]} over all columns, so a row's nodes are linked in column
 * order (not the option's item order) and building costs one pass over the columns per option; neither
 * changes the solutions or their number.
 *
 * <p>Hadoop's class does accept secondary columns ({@code addColumn(name, false)} links the header to
 * itself, as in Knuth's paper), which gives the very same matrix as dlx4j's ({@link Secondary#NATIVE}).
 * {@link Secondary#SLACK} instead makes every secondary item primary and adds, for each one, a slack option
 * containing only that item: the textbook reduction for a DLX without secondary items. Both count the same
 * solutions, because every solution extends in exactly one way by the slack options of the secondary items
 * it leaves uncovered; the slack form has a bigger search tree.
 *
 * <p>Hadoop chooses the leftmost column of minimum size (scanning all columns), as dlx4j does (dlx4j
 * stops the scan at a column of size 0). Note also that Hadoop's {@code coverColumn} and {@code uncoverColumn} build the
 * debug message {@code "cover " + name} on every call, whether or not debug logging is on; that is part of
 * what is measured. Column names are the items' {@code String} names, the cheapest type for that message.
 */
public final class HadoopPeer {

    /** Returns how secondary items are given to Hadoop's solver. */
    public enum Secondary {
        /** Secondary items become Hadoop's secondary (non-primary) columns: the same matrix as dlx4j's. */
        NATIVE,
        /** Secondary items become primary columns, each with a slack option containing only itself. */
        SLACK
    }

    private static final SolutionAcceptor<String> IGNORE = solution -> {
    };

    private final org.apache.hadoop.examples.dancing.DancingLinks<String> links;
    private final int rows;

    /**
     * Creates the Hadoop matrix of a problem.
     *
     * @param problem the problem
     * @param secondary how secondary items are represented
     * @throws NullPointerException if an argument is null
     */
    public HadoopPeer(ExactCoverProblem problem, Secondary secondary) {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(secondary, "secondary");
        links = new org.apache.hadoop.examples.dancing.DancingLinks<>();
        int items = problem.itemCount();
        for (int i = 0; i < items; i++) {
            links.addColumn(problem.itemName(i), problem.isPrimary(i) || secondary == Secondary.SLACK);
        }
        boolean[] row = new boolean[items];
        for (int o = 0; o < problem.optionCount(); o++) {
            int size = problem.optionSize(o);
            for (int k = 0; k < size; k++) {
                row[problem.optionItem(o, k)] = true;
            }
            links.addRow(row);
            for (int k = 0; k < size; k++) {
                row[problem.optionItem(o, k)] = false;
            }
        }
        int count = problem.optionCount();
        if (secondary == Secondary.SLACK) {
            for (int i = 0; i < items; i++) {
                if (!problem.isPrimary(i)) {
                    row[i] = true;
                    links.addRow(row);
                    row[i] = false;
                    count++;
                }
            }
        }
        rows = count;
    }

    /**
     * Returns the number of rows given to Hadoop (the options, plus the slack options if any).
     *
     * @return the row count
     */
    public int rowCount() {
        return rows;
    }

    /**
     * Returns the number of columns of the Hadoop matrix (one per item).
     *
     * @return the column count
     */
    public int columnCount() {
        return links.getNumberColumns();
    }

    /**
     * Counts all solutions with Hadoop's search; the solutions themselves are dropped.
     *
     * @return the number of solutions
     */
    public long count() {
        return links.solve(IGNORE);
    }

    /**
     * Visits all solutions with Hadoop's search.
     *
     * @param acceptor receives each solution as the column names of its rows
     * @return the number of solutions
     * @throws NullPointerException if {@code acceptor} is null
     */
    public long solve(SolutionAcceptor<String> acceptor) {
        Objects.requireNonNull(acceptor, "acceptor");
        return links.solve(acceptor);
    }

    /**
     * Returns the solutions as lists of rows, each row the column names Hadoop reports for it (whose first
     * name is the column the row was chosen for). For small problems in tests.
     *
     * @return every solution
     */
    public List<List<List<String>>> solutions() {
        List<List<List<String>>> all = new java.util.ArrayList<>();
        links.solve(all::add);
        return all;
    }
}
