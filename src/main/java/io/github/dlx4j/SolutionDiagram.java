/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Random;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * All the solutions of a problem in one object: a zero-suppressed decision diagram (ZDD), as Knuth's
 * {@code DLX6} builds it. Where a search meets the same state again and again (tilings, colored puzzles) the
 * diagram is far smaller than the list of solutions: the 12,988,816 domino tilings of the 8x8 board take
 * 2,316 nodes. It counts them exactly, draws them uniformly at random, lists them in the search's order,
 * and maps each to its rank and back, without searching again.
 *
 * <p>A node holds an option and two children: HI, the solutions that contain the option, less the option;
 * LO, those that do not. Two terminals end the paths: {@link #TOP}, the empty solution, and {@link #BOTTOM},
 * no solution. A solution is a path from the root to TOP: the options of the nodes it leaves by HI.
 *
 * <p><b>Order.</b> The order of the solutions is that of the sequential search ({@link
 * DancingLinks#solutions()}): at each node, the LO child's solutions come before the HI child's. Ranks count
 * from 0 in that order.
 *
 * <p><b>Cost.</b> A build is a search that remembers the states it met; it takes time and memory in
 * proportion to the distinct states and the diagram's nodes, about 40 bytes per node with the build's memo,
 * 12 to 20 bytes per node afterwards. Problems whose states hardly repeat (queens, Sudoku grids) have about
 * as many nodes as solutions and are better counted by {@link DancingLinks#count()}.
 *
 * <p>Problems with multiplicities are refused. Instances are immutable and safe to share between threads.
 */
public final class SolutionDiagram {

    /** The terminal that ends no solution. */
    public static final int BOTTOM = 0;
    /** The terminal that ends every solution: the empty solution. */
    public static final int TOP = 1;
    /** The bound on the nodes of a build unless another is given. */
    public static final int DEFAULT_MAX_NODES = 100_000_000;

    private final ExactCoverProblem problem;
    private final int[] opt;
    private final int[] lo;
    private final int[] hi;
    private final int size;
    private final int root;
    /** Per node, the number of its solutions; null when some count passes Long.MAX_VALUE. */
    private final long[] counts;
    /** Per node, the number of its solutions, when {@link #counts} is null. */
    private final BigInteger[] bigCounts;
    private final SearchStatistics statistics;
    private final long memoHits;

    private SolutionDiagram(ExactCoverProblem problem, int[] opt, int[] lo, int[] hi, int size, int root,
            SearchStatistics statistics, long memoHits) {
        this.problem = problem;
        this.opt = opt;
        this.lo = lo;
        this.hi = hi;
        this.size = size;
        this.root = root;
        this.statistics = statistics;
        this.memoHits = memoHits;
        long[] c = new long[size];
        c[TOP] = 1;
        boolean fits = true;
        for (int z = 2; z < size && fits; z++) {
            long s = c[lo[z]] + c[hi[z]];
            if (s < 0) {
                fits = false;
            }
            c[z] = s;
        }
        if (fits) {
            this.counts = c;
            this.bigCounts = null;
        } else {
            BigInteger[] b = new BigInteger[size];
            b[BOTTOM] = BigInteger.ZERO;
            b[TOP] = BigInteger.ONE;
            for (int z = 2; z < size; z++) {
                b[z] = b[lo[z]].add(b[hi[z]]);
            }
            this.counts = null;
            this.bigCounts = b;
        }
    }

    /**
     * Builds the diagram of all the solutions of a problem.
     *
     * @param problem the problem, with or without colors
     * @return its diagram
     * @throws IllegalArgumentException if the problem has multiplicities
     * @throws IllegalStateException if the diagram passes {@link #DEFAULT_MAX_NODES} nodes
     */
    public static SolutionDiagram build(ExactCoverProblem problem) {
        return build(problem, SearchSettings.DEFAULT, DEFAULT_MAX_NODES);
    }

    /**
     * Builds the diagram of all the solutions of a problem under settings: a timeout, cancellation, node and
     * update budgets and progress apply to the search that builds it. A solution limit, a seed, restarts and
     * plain links do not apply and are refused.
     *
     * @param problem the problem, with or without colors
     * @param settings the search's settings
     * @param maxNodes the most nodes the diagram may have (terminals not counted), at least 1
     * @return its diagram
     * @throws IllegalArgumentException if the problem has multiplicities, or for settings that do not apply
     * @throws SearchEndedException if the settings ended the search first (the result says which)
     * @throws IllegalStateException if the diagram passes {@code maxNodes} nodes
     */
    public static SolutionDiagram build(ExactCoverProblem problem, SearchSettings settings, int maxNodes) {
        check(problem, settings, maxNodes);
        long start = settings.clock().getAsLong();
        SearchControl control = new SearchControl(settings, null, start);
        DiagramBuilder b;
        try {
            b = new DiagramBuilder(problem, control, maxNodes);
        } catch (SubtreeMemo.Layout.Stopped e) {
            throw new SearchEndedException(new SearchResult(control.cancelled() ? SearchOutcome.CANCELLED
                    : SearchOutcome.DEADLINE, SearchStatistics.EMPTY));
        }
        int root = b.build();
        SearchStatistics stats = b.statistics();
        control.reportCompleted(stats);
        DiagramNodes n = b.store;
        return new SolutionDiagram(problem, n.opt, n.lo, n.hi, n.size, root, stats, b.hits);
    }

    /** A diagram of nodes numbered from 2, children first, ending at the root. */
    static SolutionDiagram of(ExactCoverProblem problem, DiagramNodes n, SearchStatistics stats, long hits) {
        return new SolutionDiagram(problem, n.opt, n.lo, n.hi, n.size, n.rootAfterRenumbering, stats, hits);
    }

    /**
     * Builds the diagram of all the solutions of a problem on the threads of a pool: the same diagram as
     * {@link #build(ExactCoverProblem, SearchSettings, int)}, node for node, with the same count, order and
     * samples. The settings and the bound are those of the sequential build; budgets are refused, since the
     * workers' trees differ from the sequential one (each has its own memo). Progress reports the nodes of
     * all workers and the share of the pieces built.
     *
     * @param problem the problem, with or without colors
     * @param pool the threads; its parallelism is the number of workers
     * @param settings a timeout, cancellation and progress
     * @param maxNodes the most nodes the diagram, and each worker's part, may have, at least 1
     * @return its diagram
     * @throws IllegalArgumentException if the problem has multiplicities, or for settings that do not apply
     * @throws SearchEndedException if the settings ended the search first (the result says which)
     * @throws IllegalStateException if the diagram passes {@code maxNodes} nodes
     */
    public static SolutionDiagram parallelBuild(ExactCoverProblem problem, java.util.concurrent.ForkJoinPool pool,
            SearchSettings settings, int maxNodes) {
        check(problem, settings, maxNodes);
        Objects.requireNonNull(pool, "pool");
        if (settings.nodeBudget() != Long.MAX_VALUE || settings.updateBudget() != Long.MAX_VALUE) {
            throw new IllegalArgumentException("a parallel diagram's build takes no node or update budget: its "
                    + "workers' trees are not the sequential tree");
        }
        try {
            return DiagramParallel.build(problem, pool, settings, maxNodes);
        } catch (SubtreeMemo.Layout.Stopped e) {
            throw new SearchEndedException(new SearchResult(settings.cancelFlag() != null
                    && settings.cancelFlag().get() ? SearchOutcome.CANCELLED : SearchOutcome.DEADLINE,
                    SearchStatistics.EMPTY));
        }
    }

    private static void check(ExactCoverProblem problem, SearchSettings settings, int maxNodes) {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(settings, "settings");
        if (problem.hasMultiplicities()) {
            throw new IllegalArgumentException("a solution diagram takes no multiplicities: every primary item "
                    + "must be covered exactly once");
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("maxNodes must be at least 1, not " + maxNodes);
        }
        if (settings.solutionLimit() != Long.MAX_VALUE || settings.seed().isPresent()
                || settings.restartUnit().isPresent() || settings.plainLinks()) {
            throw new IllegalArgumentException("a diagram's build takes no solution limit, seed, restarts or "
                    + "plain links: it is the whole search");
        }
        if (settings.sharpPreference()) {
            throw new IllegalArgumentException("a diagram's build takes no sharp preference: it branches as"
                    + " Knuth's DLX6 does");
        }
    }

    /**
     * Returns the problem whose solutions this diagram holds.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        return problem;
    }

    /**
     * Returns the number of solutions, exactly.
     *
     * @return the count
     */
    public BigInteger count() {
        return countOf(root);
    }

    /**
     * Returns the number of nodes, terminals not counted ({@code DLX6} reports two more).
     *
     * @return the nodes
     */
    public int nodeCount() {
        return size - 2;
    }

    /**
     * Returns the bytes the diagram's arrays take: its nodes and their counts.
     *
     * @return an estimate of its memory
     */
    public long memoryBytes() {
        long perNode = 3L * Integer.BYTES + (counts != null ? Long.BYTES : 40);
        return 64 + perNode * size;
    }

    /**
     * Returns the statistics of the search that built the diagram: its nodes, those found in its memo
     * included, and its updates. Diagrams read from text have none.
     *
     * @return the statistics, or null for a diagram read from text
     */
    public SearchStatistics statistics() {
        return statistics;
    }

    /**
     * Returns the nodes of the search that the memo answered: each stands for a subtree not searched again.
     *
     * @return the memo's hits (0 for a diagram read from text)
     */
    public long memoHits() {
        return memoHits;
    }

    /**
     * Returns the root node: {@link #BOTTOM} when there is no solution, {@link #TOP} when the empty solution
     * is the only one, otherwise a node from 2 to {@code nodeCount() + 1}.
     *
     * @return the root
     */
    public int root() {
        return root;
    }

    /**
     * Returns a node's option.
     *
     * @param node a node from 2 to {@code nodeCount() + 1}
     * @return the index of its option in the problem
     */
    public int option(int node) {
        return opt[checkNode(node)];
    }

    /**
     * Returns a node's LO child: the solutions without its option.
     *
     * @param node a node from 2 to {@code nodeCount() + 1}
     * @return the child, a smaller number
     */
    public int lo(int node) {
        return lo[checkNode(node)];
    }

    /**
     * Returns a node's HI child: the solutions with its option, less the option.
     *
     * @param node a node from 2 to {@code nodeCount() + 1}
     * @return the child, a smaller number
     */
    public int hi(int node) {
        return hi[checkNode(node)];
    }

    private int checkNode(int node) {
        if (node < 2 || node >= size) {
            throw new IndexOutOfBoundsException("node " + node + " is not in 2.." + (size - 1));
        }
        return node;
    }

    private BigInteger countOf(int z) {
        return counts != null ? BigInteger.valueOf(counts[z]) : bigCounts[z];
    }

    // ---------------------------------------------------------------------------------------------------
    // ranks and samples

    /**
     * Returns the solution of a rank: the {@code rank}-th of the search's order, from 0.
     *
     * @param rank from 0 to {@code count() - 1}
     * @return the solution, its options in the order of the search's levels
     * @throws IndexOutOfBoundsException if the rank is out of range
     */
    public Solution solution(long rank) {
        return solution(BigInteger.valueOf(rank));
    }

    /**
     * Returns the solution of a rank: the {@code rank}-th of the search's order, from 0.
     *
     * @param rank from 0 to {@code count() - 1}
     * @return the solution, its options in the order of the search's levels
     * @throws IndexOutOfBoundsException if the rank is out of range
     */
    public Solution solution(BigInteger rank) {
        Objects.requireNonNull(rank, "rank");
        if (rank.signum() < 0 || rank.compareTo(count()) >= 0) {
            throw new IndexOutOfBoundsException("rank " + rank + " is not in 0.." + count().subtract(BigInteger.ONE));
        }
        int[] path = new int[16];
        int k = 0;
        int z = root;
        if (counts != null) {
            long r = rank.longValueExact();
            while (z != TOP) {
                long c = counts[lo[z]];
                if (r < c) {
                    z = lo[z];
                } else {
                    r -= c;
                    path = push(path, k++, opt[z]);
                    z = hi[z];
                }
            }
        } else {
            BigInteger r = rank;
            while (z != TOP) {
                BigInteger c = bigCounts[lo[z]];
                if (r.compareTo(c) < 0) {
                    z = lo[z];
                } else {
                    r = r.subtract(c);
                    path = push(path, k++, opt[z]);
                    z = hi[z];
                }
            }
        }
        return new FrozenSolution(problem, Arrays.copyOf(path, k));
    }

    private static int[] push(int[] path, int k, int o) {
        int[] p = k == path.length ? Arrays.copyOf(path, 2 * k) : path;
        p[k] = o;
        return p;
    }

    /**
     * Returns the rank of a solution in the search's order, from 0.
     *
     * @param solution a solution of this diagram's problem (its options in any order)
     * @return its rank
     * @throws IllegalArgumentException if it is not one of the diagram's solutions
     */
    public BigInteger rank(Solution solution) {
        Objects.requireNonNull(solution, "solution");
        int[] options = solution.options();
        int n = problem.optionCount();
        boolean[] in = new boolean[n];
        for (int o : options) {
            if (o < 0 || o >= n || in[o]) {
                throw new IllegalArgumentException("not a solution of this problem: " + Arrays.toString(options));
            }
            in[o] = true;
        }
        BigInteger rank = BigInteger.ZERO;
        long r = 0;
        int used = 0;
        int z = root;
        while (z > TOP) {
            if (in[opt[z]]) {
                if (counts != null) {
                    r += counts[lo[z]];
                } else {
                    rank = rank.add(bigCounts[lo[z]]);
                }
                used++;
                z = hi[z];
            } else {
                z = lo[z];
            }
        }
        if (z != TOP || used != options.length) {
            throw new IllegalArgumentException("not a solution of this problem: " + Arrays.toString(options));
        }
        return counts != null ? BigInteger.valueOf(r) : rank;
    }

    /**
     * Draws a solution uniformly at random: each of the {@code count()} solutions with the same chance.
     *
     * @param random the source of randomness; the same state gives the same solution on every JVM
     * @return the solution
     * @throws NoSuchElementException if there is no solution
     */
    public Solution sample(RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        BigInteger n = count();
        if (n.signum() == 0) {
            throw new NoSuchElementException("the problem has no solution");
        }
        return solution(below(random, n));
    }

    /**
     * Draws {@code n} solutions uniformly at random and independently (repeats are possible), the same ones
     * for the same seed on every JVM.
     *
     * @param n how many
     * @param seed the seed of a {@link Random}
     * @return the solutions, in the order drawn
     * @throws NoSuchElementException if there is no solution and {@code n > 0}
     */
    public List<Solution> samples(int n, long seed) {
        if (n < 0) {
            throw new IllegalArgumentException("n must not be negative: " + n);
        }
        Random random = new Random(seed);
        List<Solution> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(sample(random));
        }
        return list;
    }

    /** A number uniformly in [0, n), n positive, from the generator's nextLong() alone (fixed on every JVM). */
    static BigInteger below(RandomGenerator random, BigInteger n) {
        if (n.bitLength() < 63) {
            long bound = n.longValueExact();
            while (true) {
                long r = random.nextLong() >>> 1;
                long v = r % bound;
                if (r - v + (bound - 1) >= 0) {
                    return BigInteger.valueOf(v);
                }
            }
        }
        int bits = n.bitLength();
        int words = (bits + 63) / 64;
        byte[] bytes = new byte[words * 8 + 1];
        while (true) {
            for (int w = 0; w < words; w++) {
                long r = random.nextLong();
                for (int b = 0; b < 8; b++) {
                    bytes[1 + w * 8 + b] = (byte) (r >>> (8 * b));
                }
            }
            BigInteger v = new BigInteger(bytes);
            int extra = words * 64 - bits;
            v = v.shiftRight(extra);
            if (v.compareTo(n) < 0) {
                return v;
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // the solutions in order

    /**
     * Returns every solution, lazily, in the search's order, without searching.
     *
     * @return the solutions; each is immutable
     */
    public Stream<Solution> solutions() {
        Iterator<Solution> it = new Walk();
        long known = counts != null ? counts[root] : Long.MAX_VALUE;
        int flags = Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE | Spliterator.DISTINCT;
        Spliterator<Solution> sp = counts != null ? Spliterators.spliterator(it, known, flags)
                : Spliterators.spliteratorUnknownSize(it, flags);
        return StreamSupport.stream(sp, false);
    }

    /** A walk of the paths to TOP, LO before HI: a stack of the nodes on the path and the way each left. */
    private final class Walk implements Iterator<Solution> {
        private int[] stack = new int[16];
        private boolean[] high = new boolean[16];
        private int depth;
        private boolean ready;
        private boolean done;

        Walk() {
            if (root == BOTTOM) {
                done = true;
            } else {
                descend(root);
                ready = true;
            }
        }

        /** From node z (with solutions), down to TOP by LO where LO has solutions, else by HI. */
        private void descend(int z) {
            while (z != TOP) {
                if (depth == stack.length) {
                    stack = Arrays.copyOf(stack, 2 * depth);
                    high = Arrays.copyOf(high, 2 * depth);
                }
                stack[depth] = z;
                if (lo[z] != BOTTOM) {
                    high[depth++] = false;
                    z = lo[z];
                } else {
                    high[depth++] = true;
                    z = hi[z];
                }
            }
        }

        private void advance() {
            while (depth > 0) {
                int d = depth - 1;
                if (!high[d]) {
                    high[d] = true;
                    descend(hi[stack[d]]);
                    return;
                }
                depth = d;
            }
            done = true;
        }

        @Override
        public boolean hasNext() {
            if (!ready && !done) {
                advance();
                ready = !done;
            }
            return !done;
        }

        @Override
        public Solution next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            int k = 0;
            for (int d = 0; d < depth; d++) {
                if (high[d]) {
                    k++;
                }
            }
            int[] options = new int[k];
            k = 0;
            for (int d = 0; d < depth; d++) {
                if (high[d]) {
                    options[k++] = opt[stack[d]];
                }
            }
            return new FrozenSolution(problem, options);
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // text

    /**
     * Writes the diagram in the text format {@code DLX6} prints: one line per node, children first,
     * {@code id: (~option?lo:hi)} with hexadecimal node numbers and the option's number from 1 in the
     * problem's order; a last line {@code id: (~0?0:root)} names the root.
     *
     * @param out where to write
     * @throws UncheckedIOException if writing fails
     */
    public void write(Appendable out) {
        try {
            StringBuilder line = new StringBuilder(40);
            for (int z = 2; z < size; z++) {
                line.setLength(0);
                line.append(Integer.toHexString(z)).append(": (~").append(opt[z] + 1).append('?')
                        .append(Integer.toHexString(lo[z])).append(':').append(Integer.toHexString(hi[z]))
                        .append(")\n");
                out.append(line);
            }
            out.append(Integer.toHexString(size)).append(": (~0?0:").append(Integer.toHexString(root)).append(")\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a diagram in the text format {@link #write} writes ({@code DLX6}'s, with nodes numbered from 2 in
     * order, children first).
     *
     * @param problem the problem whose options the lines number
     * @param in the text
     * @return the diagram
     * @throws DlxFormatException naming the line for text that is not a diagram of the problem's options
     * @throws UncheckedIOException if reading fails
     */
    public static SolutionDiagram read(ExactCoverProblem problem, Reader in) {
        return DiagramText.read(problem, in, (o, l, h, n, r) ->
                new SolutionDiagram(problem, o, l, h, n, r, null, 0));
    }

    @Override
    public String toString() {
        return "SolutionDiagram[" + count() + " solutions, " + nodeCount() + " nodes]";
    }

    /** What {@link DiagramText} makes of the lines it read. */
    interface Maker {
        SolutionDiagram make(int[] opt, int[] lo, int[] hi, int size, int root);
    }
}
