/* SPDX-License-Identifier: Apache-2.0 */

import io.github.dlx4j.Decision;
import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.DlxFormat;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchEndedException;
import io.github.dlx4j.SearchEstimate;
import io.github.dlx4j.SearchProgress;
import io.github.dlx4j.SearchResult;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.SearchStatistics;
import io.github.dlx4j.Solution;
import io.github.dlx4j.SolutionVisitor;
import io.github.dlx4j.Subproblem;
import io.github.dlx4j.TypedProblem;
import io.github.dlx4j.TypedSolver;
import io.github.dlx4j.problems.Langford;
import io.github.dlx4j.problems.NQueens;
import io.github.dlx4j.problems.PolyominoBoard;
import io.github.dlx4j.problems.PolyominoPuzzle;
import io.github.dlx4j.problems.Polyominoes;
import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGenerator;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import io.github.dlx4j.problems.GeneratedSudoku;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.zip.CRC32;

/**
 * The differential harness of the core: generates seeded problems of ten kinds and runs each through every
 * public entry point of {@link DancingLinks} (and {@link TypedSolver}, {@link DlxFormat}, the builders
 * of {@code problems}, {@code CostSearch} on the problem with seeded costs, and {@code SolutionDiagram}),
 * writing a transcript to standard output in which everything is deterministic: solutions in order,
 * outcomes, and the statistics in full (solutions, nodes, updates, cleansings, maximum level, nodes per
 * level). Two builds of the library that behave the same write the same transcript;
 * {@code benchmarks/differential.sh} builds two refs and diffs them (its header says what is left out).
 *
 * <p>It uses only the public API, and reaches by reflection what a later version may rename or drop (the
 * plain-links knob, which is {@code bitsetEndgame(false)} at first and {@code plainLinks(true)} later, and
 * a few newer entry points): an absent one prints {@code [absent: NAME]}, the same in both transcripts.
 *
 * <pre>
 * javac -cp dlx4j.jar -d out Differential.java
 * java -cp dlx4j.jar:out Differential 1-16          (seeds 1 to 16: 10 problems each)
 * java -cp dlx4j.jar:out Differential 7 --kinds mcc (one seed, one kind)
 * </pre>
 */
public final class Differential {

    private static final String[] KINDS = {"plain", "colored", "mcc", "sudoku4", "sudoku9", "queens", "langford",
        "tiling", "wide", "edge"};
    private static final long FNV = 0xcbf29ce484222325L;

    private static PrintWriter out;
    private static ForkJoinPool pool;
    private static int problems;
    private static final Map<SudokuShape, SudokuSolver> SOLVERS = new HashMap<>();

    private Differential() {
    }

    public static void main(String[] args) {
        long from = 1;
        long to = 16;
        List<String> kinds = Arrays.asList(KINDS);
        for (int k = 0; k < args.length; k++) {
            if (args[k].equals("--kinds")) {
                kinds = Arrays.asList(args[++k].split(","));
            } else if (args[k].matches("-?\\d+-\\d+")) {
                int dash = args[k].indexOf('-', 1);
                from = Long.parseLong(args[k].substring(0, dash));
                to = Long.parseLong(args[k].substring(dash + 1));
            } else {
                from = to = Long.parseLong(args[k]);
            }
        }
        out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII)));
        pool = new ForkJoinPool(2);
        try {
            line("# dlx4j differential transcript, seeds " + from + ".." + to + ", kinds " + String.join(",", kinds)
                    + ", plain-links knob " + plainKnobName());
            for (long seed = from; seed <= to; seed++) {
                for (String kind : kinds) {
                    runProblem(kind, seed);
                }
                if (kinds.contains("plain")) {
                    typed(seed);
                }
            }
            line("# end: " + problems + " problems");
        } finally {
            pool.shutdownNow();
            out.flush();
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // output

    private static void line(String s) {
        out.print(s);
        out.print('\n');
    }

    private static String stats(SearchStatistics s) {
        return "sol=" + s.solutions() + " nodes=" + s.nodes() + " upd=" + s.updates() + " cln=" + cleansings(s)
                + " maxLevel=" + s.maxLevel() + " profile=" + Arrays.toString(s.nodesPerLevel());
    }

    private static String result(SearchResult r) {
        return r.outcome() + " " + stats(r.statistics());
    }

    private static String text(Solution s) {
        return s.size() == 0 ? "(empty)" : Arrays.stream(s.options()).mapToObj(Integer::toString)
                .collect(Collectors.joining(" "));
    }

    private static long mix(long h, long v) {
        return (h ^ v) * 0x100000001b3L;
    }

    private static String exception(Throwable t) {
        if (t instanceof SearchEndedException) {
            return "! SearchEndedException " + result(((SearchEndedException) t).result());
        }
        return "! " + t.getClass().getSimpleName() + ": " + t.getMessage();
    }

    /** What a reflective call threw: the target's own exception, or the reflection's. */
    private static Throwable cause(ReflectiveOperationException e) {
        return e.getCause() != null ? e.getCause() : e;
    }

    /** Runs one step, printing what it prints or the exception that ends it. */
    private static void step(String label, Supplier<String> body) {
        String s;
        try {
            s = body.get();
        } catch (RuntimeException e) {
            s = exception(e);
        }
        line("  " + label + ": " + s);
    }

    private static String doubles(double... v) {
        return Arrays.stream(v).mapToObj(Double::toString).collect(Collectors.joining(" "));
    }

    private static String estimate(SearchEstimate e) {
        return "probes=" + e.probes() + " " + doubles(e.nodes(), e.nodesError(), e.solutions(), e.solutionsError(),
                e.updates(), e.updatesError());
    }

    private static String subproblems(List<Subproblem> pieces) {
        StringBuilder sb = new StringBuilder(pieces.size() + " [");
        long h = FNV;
        for (int k = 0; k < pieces.size(); k++) {
            String t = pieces.get(k).toText();
            h = mix(h, t.hashCode());
            if (k < 12) {
                sb.append(k == 0 ? "" : ", ").append(t);
            }
        }
        return sb.append(pieces.size() > 12 ? ", ..." : "").append("] hash=").append(Long.toHexString(h)).toString();
    }

    /** Collects the solutions of a search: their number, an order-sensitive hash, the first few. */
    private static final class Sols implements SolutionVisitor {
        final int keep;
        final long stopAt;
        long n;
        long hash = FNV;
        final List<String> first = new ArrayList<>();

        Sols(int keep, long stopAt) {
            this.keep = keep;
            this.stopAt = stopAt;
        }

        @Override
        public Decision visit(Solution s) {
            add(text(s));
            return stopAt > 0 && n >= stopAt ? Decision.STOP : Decision.CONTINUE;
        }

        void add(String t) {
            n++;
            hash = mix(mix(hash, t.hashCode()), n);
            if (first.size() < keep) {
                first.add(t);
            }
        }

        @Override
        public String toString() {
            return "n=" + n + " hash=" + Long.toHexString(hash) + (first.isEmpty() ? "" : " first=" + first);
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // reflection: what a later version may rename or drop

    private static Method method(Class<?> c, String name, Class<?>... types) {
        try {
            return c.getMethod(name, types);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Object call(Method m, Object target, Object... args) {
        try {
            return m.invoke(target, args);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            throw new IllegalStateException(t);
        }
    }

    private static final Method PLAIN_LINKS = method(SearchSettings.Builder.class, "plainLinks", boolean.class);
    private static final Method BITSET_ENDGAME = method(SearchSettings.Builder.class, "bitsetEndgame", boolean.class);
    private static final Method RESTARTS = method(SearchSettings.Builder.class, "restarts", long.class);
    private static final Method CLEANSINGS = method(SearchStatistics.class, "cleansings");
    private static final Method COUNT_UP_TO_SUB = method(DancingLinks.class, "countUpTo", Subproblem.class, long.class);
    private static final Method SPLIT_BELOW = method(DancingLinks.class, "split", Subproblem.class, int.class);
    private static final Method ESTIMATE_BELOW = method(DancingLinks.class, "estimate", Subproblem.class, int.class,
            long.class);
    private static final Method ESTIMATE_SETTINGS = method(DancingLinks.class, "estimate", int.class, long.class,
            SearchSettings.class);

    private static String plainKnobName() {
        return PLAIN_LINKS != null || BITSET_ENDGAME != null ? "present" : "[absent: plainLinks/bitsetEndgame]";
    }

    /** Turns the bit-parallel endgame, the counting engine and the memo off: pure dancing links. */
    private static SearchSettings.Builder plainLinks(SearchSettings.Builder b) {
        if (PLAIN_LINKS != null) {
            return (SearchSettings.Builder) call(PLAIN_LINKS, b, true);
        }
        if (BITSET_ENDGAME != null) {
            return (SearchSettings.Builder) call(BITSET_ENDGAME, b, false);
        }
        throw new UnsupportedOperationException("[absent: plainLinks/bitsetEndgame]");
    }

    private static SearchSettings.Builder restarts(SearchSettings.Builder b, long unit) {
        if (RESTARTS == null) {
            throw new UnsupportedOperationException("[absent: restarts]");
        }
        return (SearchSettings.Builder) call(RESTARTS, b, unit);
    }

    private static String cleansings(SearchStatistics s) {
        return CLEANSINGS == null ? "[absent: cleansings]" : call(CLEANSINGS, s).toString();
    }

    private static Object reflect(Method m, String name, Object target, Object... args) {
        if (m == null) {
            throw new UnsupportedOperationException("[absent: " + name + "]");
        }
        return call(m, target, args);
    }

    // ---------------------------------------------------------------------------------------------------
    // problems

    /** A generated problem, and how much of it the harness may afford to enumerate. */
    private static final class Case {
        final String description;
        final ExactCoverProblem problem;
        Runnable extra = () -> { };

        Case(String description, ExactCoverProblem problem) {
            this.description = description;
            this.problem = problem;
        }
    }

    private static void runProblem(String kind, long seed) {
        Random r = new Random(seed * 1_000_003L + kind.hashCode());
        Case c;
        try {
            c = generate(kind, seed, r);
        } catch (RuntimeException e) {
            line("## problem " + kind + " seed=" + seed + " not built " + exception(e));
            return;
        }
        problems++;
        ExactCoverProblem p = c.problem;
        line("## problem " + kind + " seed=" + seed + " " + c.description + ": items=" + p.itemCount() + " primary="
                + p.primaryItemCount() + " secondary=" + p.secondaryItemCount() + " options=" + p.optionCount()
                + " nodes=" + p.nodeCount() + " colors=" + p.colorCount() + " multiplicities="
                + p.hasMultiplicities() + " names=" + p.hasNames());
        exercise(p, seed);
        try {
            c.extra.run();
        } catch (RuntimeException e) {
            line("  extra: " + exception(e));
        }
    }

    private static Case generate(String kind, long seed, Random r) {
        switch (kind) {
            case "plain": {
                int p = 4 + r.nextInt(14);
                return random("plain", r, p, r.nextInt(4), p + r.nextInt(2 * p + 8), 4, 0, false,
                        r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(2), seed % 2 == 0);
            }
            case "colored": {
                int p = 4 + r.nextInt(10);
                return random("colored", r, p, 2 + r.nextInt(4), p + r.nextInt(2 * p + 8), 3, 2 + r.nextInt(3),
                        false, r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(2), seed % 2 == 1);
            }
            case "mcc": {
                int p = 3 + r.nextInt(5);
                return random("mcc", r, p, r.nextInt(3), 4 + r.nextInt(3 * p), 3, seed % 3 == 0 ? 2 : 0, true,
                        1, seed % 2 == 0);
            }
            case "sudoku4":
                return sudoku(new SudokuShape(2, 2), seed, r, seed % 4 == 0 ? 0 : 4 + r.nextInt(7));
            case "sudoku9":
                if (seed % 3 == 0) {
                    return sudoku(new SudokuShape(2, 3), seed, r, 12 + r.nextInt(8));
                }
                return sudoku(new SudokuShape(3, 3), seed, r, 30 + r.nextInt(16));
            case "queens": {
                int n = 4 + (int) Math.floorMod(seed, 8L);
                NQueens.ItemOrder order = Math.floorMod(seed / 8, 2L) == 0 ? NQueens.ItemOrder.ORGAN_PIPE
                        : NQueens.ItemOrder.PLAIN;
                Case c = new Case("queens n=" + n + " " + order, NQueens.problem(n, order));
                c.extra = () -> {
                    step("NQueens.count", () -> Long.toString(NQueens.count(n)));
                    step("NQueens.findFirst", () -> NQueens.findFirst(n).map(Arrays::toString).orElse("none"));
                    step("NQueens.decode", () -> new DancingLinks(c.problem).findFirst()
                            .map(s -> NQueens.render(NQueens.decode(s)).replace('\n', '/')).orElse("none"));
                };
                return c;
            }
            case "langford": {
                int[] ns = {3, 4, 7, 8, 5, 6, 1, 2};
                int n = ns[(int) Math.floorMod(seed, 8L)];
                boolean up = Math.floorMod(seed / 8, 2L) == 0;
                Case c = new Case("langford n=" + n + " upToReversal=" + up, Langford.problem(n, up));
                c.extra = () -> {
                    step("Langford.count", () -> Long.toString(Langford.count(n, up)));
                    step("Langford.findFirst", () -> Langford.findFirst(n).map(Arrays::toString).orElse("none"));
                    step("Langford.solutions", () -> Langford.solutions(n, up).limit(3).map(Langford::render)
                            .collect(Collectors.toList()).toString());
                };
                return c;
            }
            case "tiling":
                return tiling(seed, r);
            case "wide":
                return wide(r, seed);
            case "edge":
                return edge(seed, r);
            default:
                throw new IllegalArgumentException("unknown kind '" + kind + "'; kinds: " + Arrays.toString(KINDS));
        }
    }

    /**
     * A random problem with {@code plant} planted solutions (so that most have some): exact cover, colored
     * (colors > 0) or with multiplicities (bounds chosen around the planted solution's covers).
     */
    private static Case random(String kind, Random r, int p, int s, int extra, int maxPrimaries, int colors,
            boolean bounds, int plant, boolean named) {
        List<int[]> opts = new ArrayList<>();
        List<String[]> cols = new ArrayList<>();
        int[] covers = new int[p];
        for (int t = 0; t < plant; t++) {
            String[] plantedColor = new String[s];
            for (int j = 0; j < s; j++) {
                plantedColor[j] = colors > 0 && r.nextInt(3) > 0 ? "c" + r.nextInt(colors) : null;
            }
            boolean[] secondaryUsed = new boolean[s];
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < p; i++) {
                order.add(i);
            }
            Collections.shuffle(order, r);
            int at = 0;
            while (at < p) {
                int size = Math.min(p - at, 1 + r.nextInt(maxPrimaries));
                List<Integer> items = new ArrayList<>(order.subList(at, at + size));
                List<String> colorOf = new ArrayList<>(Collections.nCopies(size, (String) null));
                at += size;
                if (bounds && r.nextInt(3) == 0) {
                    continue; // leaves these items uncovered by the planted solution: their lower bound is 0
                }
                for (int j = 0; j < s; j++) {
                    if (r.nextInt(3) == 0 && (plantedColor[j] != null || !secondaryUsed[j])) {
                        secondaryUsed[j] = true;
                        items.add(p + j);
                        colorOf.add(plantedColor[j]);
                    }
                }
                for (int k = 0; k < size; k++) {
                    covers[items.get(k)]++;
                }
                opts.add(items.stream().mapToInt(Integer::intValue).toArray());
                cols.add(colorOf.toArray(new String[0]));
            }
        }
        for (int t = 0; t < extra; t++) {
            int size = 1 + r.nextInt(Math.min(p, maxPrimaries));
            List<Integer> items = new ArrayList<>();
            while (items.size() < size) {
                int i = r.nextInt(p);
                if (!items.contains(i)) {
                    items.add(i);
                }
            }
            List<String> colorOf = new ArrayList<>(Collections.nCopies(size, (String) null));
            int secondaries = s == 0 ? 0 : r.nextInt(Math.min(s, 2) + 1);
            while (secondaries > 0) {
                int j = p + r.nextInt(s);
                if (!items.contains(j)) {
                    items.add(j);
                    colorOf.add(colors > 0 && r.nextInt(10) < 7 ? "c" + r.nextInt(colors) : null);
                    secondaries--;
                }
            }
            opts.add(items.stream().mapToInt(Integer::intValue).toArray());
            cols.add(colorOf.toArray(new String[0]));
        }
        // Shuffle the options together, planted among the others.
        List<Integer> perm = new ArrayList<>();
        for (int k = 0; k < opts.size(); k++) {
            perm.add(k);
        }
        Collections.shuffle(perm, r);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        String[] names = new String[p + s];
        for (int i = 0; i < p + s; i++) {
            names[i] = i < p ? "p" + i : "s" + (i - p);
        }
        if (named) {
            b.primary(Arrays.copyOf(names, p)).secondary(Arrays.copyOfRange(names, p, p + s));
        } else {
            b.primaryItems(p).secondaryItems(s);
        }
        if (bounds) {
            for (int i = 0; i < p; i++) {
                int lo = Math.max(0, covers[i] - r.nextInt(2));
                int hi = Math.max(1, covers[i] + r.nextInt(2));
                b.multiplicity(i, lo, hi);
            }
        }
        for (int k : perm) {
            int[] items = opts.get(k);
            String[] c = cols.get(k);
            boolean anyColor = Arrays.stream(c).anyMatch(x -> x != null);
            if (named) {
                String[] n = Arrays.stream(items).mapToObj(i -> names[i]).toArray(String[]::new);
                if (anyColor && r.nextBoolean()) {
                    b.option(n, c);
                } else if (anyColor) {
                    for (int j = 0; j < n.length; j++) {
                        n[j] = c[j] == null ? n[j] : n[j] + ":" + c[j];
                    }
                    b.option(n);
                } else {
                    b.option(n);
                }
            } else if (anyColor) {
                b.option(items, c);
            } else {
                b.option(items);
            }
        }
        return new Case(kind + " plant=" + plant + (named ? " named" : " numbered"), b.build());
    }

    private static Case sudoku(SudokuShape shape, long seed, Random r, int givens) {
        SudokuGrid full = SudokuGenerator.randomGrid(shape, seed);
        int n = shape.size();
        int[] values = full.values();
        List<Integer> cells = new ArrayList<>();
        for (int k = 0; k < n * n; k++) {
            cells.add(k);
        }
        Collections.shuffle(cells, r);
        for (int k = givens; k < n * n; k++) {
            values[cells.get(k)] = 0;
        }
        SudokuGrid puzzle = SudokuGrid.of(shape, SudokuGrid.DEFAULT_ALPHABET, values);
        boolean blank = givens == 0;
        Case c = new Case("sudoku " + shape + " givens=" + givens + " grid=" + full.toLine() + " puzzle="
                + puzzle.toLine(), blank ? Sudoku.problem(shape) : Sudoku.problem(puzzle));
        c.extra = () -> {
            SudokuSolver solver = SOLVERS.computeIfAbsent(shape, SudokuSolver::new);
            step("Sudoku.solve", () -> Sudoku.solve(puzzle).map(SudokuGrid::toLine).orElse("none"));
            step("Sudoku.count", () -> Long.toString(Sudoku.count(puzzle, 50)));
            step("Sudoku.isUnique", () -> Boolean.toString(Sudoku.isUnique(puzzle)));
            step("SudokuSolver.search", () -> {
                Sols sols = new Sols(2, 0);
                SearchResult res = solver.search(puzzle, SearchSettings.builder().solutionLimit(20).build(), sols);
                return result(res) + " " + sols;
            });
            step("SudokuSolver.count", () -> Long.toString(solver.count(puzzle, 7)));
            step("SudokuSolver.solve", () -> solver.solve(puzzle).map(SudokuGrid::toLine).orElse("none"));
            step("Sudoku.decode", () -> new DancingLinks(c.problem).findFirst()
                    .map(s -> Sudoku.decode(puzzle, s).toLine()).orElse("none"));
            if (n <= 9 && seed % 4 == 1) {
                step("SudokuGenerator", () -> {
                    SudokuGenerator g = SudokuGenerator.builder(shape).seed(seed).build();
                    GeneratedSudoku a = g.next();
                    return a.puzzle().toLine() + " " + a.solution().toLine() + " nodes=" + a.nodes() + " updates="
                            + a.updates() + " attempts=" + a.attempts() + " givens=" + a.givens();
                });
            }
        };
        return c;
    }

    private static Case tiling(long seed, Random r) {
        String[] boards = {"2x6", "3x4", "4x4", "3x6", "4x5", "2x10", "4x6", "3x8", "5x6", "6x6", "3x10", "4x7"};
        int variant = (int) Math.floorMod(seed, 4L);
        int round = (int) Math.floorMod(seed / 4, 12L);
        PolyominoBoard board = PolyominoBoard.rectangle(boards[(5 * round + 3 * variant) % boards.length]);
        PolyominoPuzzle.Builder builder;
        String what;
        if (variant < 2) {
            what = "dominoes";
            builder = PolyominoPuzzle.builder(board, List.of(Polyominoes.DOMINO))
                    .usage(PolyominoPuzzle.PieceUsage.ANY_NUMBER);
        } else if (variant == 2) {
            what = "trominoes any";
            builder = PolyominoPuzzle.builder(board.cellCount() % 3 != 0 || board.cellCount() > 24
                    ? PolyominoBoard.rectangle("3x6") : board, Polyominoes.TROMINOES)
                    .usage(PolyominoPuzzle.PieceUsage.ANY_NUMBER);
        } else if (round % 3 == 0) {
            what = "tetrominoes copies 0:2,O=1";
            builder = PolyominoPuzzle.builder(PolyominoBoard.rectangle("4x5"), Polyominoes.TETROMINOES)
                    .copies(0, 2).copies("O", 1, 1);
        } else if (round % 3 == 1) {
            what = "pentominoes once, up to symmetry";
            builder = PolyominoPuzzle.builder(PolyominoBoard.rectangle("3x20"), Polyominoes.PENTOMINOES)
                    .upToSymmetry(true);
        } else {
            what = "tetrominoes any, one-sided";
            builder = PolyominoPuzzle.builder(PolyominoBoard.rectangle("4x4"), Polyominoes.TETROMINOES)
                    .usage(PolyominoPuzzle.PieceUsage.ANY_NUMBER).reflections(false);
        }
        PolyominoPuzzle pz = builder.build();
        Case c = new Case("tiling " + what + " board " + pz.board().rows() + "x" + pz.board().columns(),
                pz.problem());
        c.extra = () -> {
            step("PolyominoPuzzle.count", () -> Long.toString(pz.count()));
            step("PolyominoPuzzle.count(5)", () -> Long.toString(pz.count(5)));
            step("PolyominoPuzzle.symmetryCount", () -> Integer.toString(pz.symmetryCount()));
            step("PolyominoPuzzle.findFirst", () -> pz.findFirst().map(t -> t.render().replace('\n', '/'))
                    .orElse("none"));
            step("PolyominoPuzzle.solutions", () -> pz.solutions().limit(2).map(t -> t.render().replace('\n', '/'))
                    .collect(Collectors.toList()).toString());
        };
        return c;
    }

    /**
     * A problem of the shape the counting engine takes (more than 64 primary items, options of at most 8
     * items, item lists of at most 32 options, no colors): three planted partitions whose groups mix.
     */
    private static Case wide(Random r, long seed) {
        int p = 66 + r.nextInt(25);
        int s = r.nextInt(3);
        ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(p).secondaryItems(s);
        List<int[]> opts = new ArrayList<>();
        int plants = 2 + r.nextInt(3);
        for (int t = 0; t < plants; t++) {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < p; i++) {
                order.add(i);
            }
            // Mostly a shift of the first partition, so that groups of different partitions fit together.
            if (t == 0 || r.nextInt(3) == 0) {
                Collections.shuffle(order, r);
            }
            int at = 0;
            while (at < p) {
                int size = Math.min(p - at, 2 + r.nextInt(3));
                int[] items = new int[size];
                for (int k = 0; k < size; k++) {
                    items[k] = t == 0 || opts.isEmpty() ? order.get(at + k) : (order.get(at + k) + t) % p;
                }
                at += size;
                opts.add(items);
            }
        }
        int extra = p / 2;
        for (int t = 0; t < extra; t++) {
            int[] base = opts.get(r.nextInt(opts.size()));
            int[] items = base.clone();
            int j = r.nextInt(items.length);
            items[j] = -1;
            int i;
            do {
                i = r.nextInt(p + s);
            } while (contains(items, i));
            items[j] = i;
            if (Arrays.stream(items).allMatch(x -> x >= p)) {
                continue;
            }
            opts.add(items);
        }
        Collections.shuffle(opts, r);
        for (int[] o : opts) {
            b.option(o);
        }
        return new Case("wide plants=" + plants, b.build());
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** Small problems without solutions, and nearly empty ones. */
    private static Case edge(long seed, Random r) {
        switch ((int) Math.floorMod(seed, 10L)) {
            case 0:
                return new Case("edge no items, no options", ExactCoverProblem.builder().build());
            case 1:
                return new Case("edge 3 primaries, no options", ExactCoverProblem.builder().primary("a", "b", "c")
                        .build());
            case 2:
                return new Case("edge a primary item in no option", ExactCoverProblem.builder().primary("a", "b")
                        .secondary("x", "y").option("a", "x").option("a", "y").option("a").build());
            case 3:
                return new Case("edge only secondary items", ExactCoverProblem.builder().secondaryItems(2).build());
            case 4:
                return new Case("edge queens n=" + (2 + seed / 10 % 2), NQueens.problem((int) (2 + seed / 10 % 2)));
            case 5:
                return new Case("edge langford n=5", Langford.problem(5, false));
            case 6:
                return new Case("edge dominoes on a 4x4 without two opposite corners", PolyominoPuzzle.builder(
                        PolyominoBoard.parse(".###\n####\n####\n###."), List.of(Polyominoes.DOMINO))
                        .usage(PolyominoPuzzle.PieceUsage.ANY_NUMBER).build().problem());
            case 7:
                return new Case("edge one item, one option", ExactCoverProblem.builder().primaryItems(1).option(0)
                        .build());
            case 8: {
                // A random problem whose planted solution is broken by a primary item that no option has.
                Case c = random("plain", r, 6 + r.nextInt(6), 1, 12, 3, 0, false, 2, false);
                ExactCoverProblem p = c.problem;
                ExactCoverProblem.Builder b = ExactCoverProblem.builder().primaryItems(p.primaryItemCount() + 1)
                        .secondaryItems(p.secondaryItemCount());
                for (int o = 0; o < p.optionCount(); o++) {
                    int[] items = p.optionItems(o);
                    for (int k = 0; k < items.length; k++) {
                        items[k] += items[k] >= p.primaryItemCount() ? 1 : 0;
                    }
                    b.option(items);
                }
                return new Case("edge random with a primary item in no option", b.build());
            }
            default:
                return new Case("edge multiplicities 0..2 without forced covers", ExactCoverProblem.builder()
                        .primary("a", "b").multiplicity("a", 0, 2).multiplicity("b", 0, 1).option("a")
                        .option("a", "b").option("b").build());
        }
    }

    // ---------------------------------------------------------------------------------------------------
    // the entry points

    private static SearchSettings.Builder settings() {
        return SearchSettings.builder();
    }

    private static void exercise(ExactCoverProblem p, long seed) {
        format(p);
        DancingLinks dl = new DancingLinks(p);

        // search(visitor): every solution in order; its statistics set the budgets below.
        Sols all = new Sols(10, 0);
        SearchResult full = dl.search(all);
        line("  search: " + result(full));
        line("  search solutions: " + all);
        SearchStatistics fs = full.statistics();
        long nodes = fs.nodes();
        long updates = fs.updates();
        long solutions = fs.solutions();
        step("solution 0", () -> dl.findFirst().map(s -> s.optionTexts() + " timesCovered(0)="
                + (p.itemCount() > 0 ? s.timesCovered(0) : -1) + " size=" + s.size()).orElse("none"));

        // search(settings, visitor) under limits, budgets, stops, progress and cancellation.
        for (long limit : new long[] {1, 3}) {
            step("search solutionLimit " + limit, () -> {
                Sols sols = new Sols(3, 0);
                return result(dl.search(settings().solutionLimit(limit).build(), sols)) + " " + sols;
            });
        }
        for (long budget : new long[] {1, Math.max(1, nodes / 3), Math.max(1, nodes - 1)}) {
            step("search nodeBudget " + budget, () -> {
                Sols sols = new Sols(2, 0);
                return result(dl.search(settings().nodeBudget(budget).build(), sols)) + " " + sols;
            });
        }
        for (long budget : new long[] {Math.max(1, updates / 2), Math.max(1, updates)}) {
            step("search updateBudget " + budget, () -> {
                Sols sols = new Sols(2, 0);
                return result(dl.search(settings().updateBudget(budget).build(), sols)) + " " + sols;
            });
        }
        for (long k : new long[] {1, 2, Math.max(1, solutions / 2)}) {
            step("search stop at " + k, () -> {
                Sols sols = new Sols(2, k);
                return result(dl.search(SearchSettings.DEFAULT, sols)) + " " + sols;
            });
        }
        step("search timeout 1h", () -> {
            Sols sols = new Sols(0, 0);
            return result(dl.search(settings().timeout(Duration.ofHours(1)).build(), sols)) + " " + sols;
        });
        long every = Math.max(1, nodes / 6);
        step("search progress every " + every, () -> {
            List<String> reports = new ArrayList<>();
            Sols sols = new Sols(0, 0);
            SearchResult res = dl.search(settings().progress(pr -> reports.add(progress(pr)), every).build(), sols);
            return result(res) + " " + sols + " reports=" + reports.size() + reports;
        });
        long every2 = Math.max(1, nodes / 4);
        step("search cancelled in report 2 (every " + every2 + ")", () -> {
            AtomicBoolean flag = new AtomicBoolean();
            AtomicInteger reports = new AtomicInteger();
            Sols sols = new Sols(2, 0);
            SearchResult res = dl.search(settings().cancelFlag(flag).progress(pr -> {
                if (reports.incrementAndGet() == 2) {
                    flag.set(true);
                }
            }, every2).build(), sols);
            // Where it stops after the flag is the clock's business (the checks' pace), so only this:
            return res.outcome() + " reports=" + reports.get() + " past report 2: "
                    + (res.statistics().nodes() >= 2 * every2);
        });
        step("search cancelled before start", () -> {
            Sols sols = new Sols(1, 0);
            return result(dl.search(settings().cancelFlag(new AtomicBoolean(true)).build(), sols)) + " " + sols;
        });
        for (long s : new long[] {seed, seed * 31 + 7}) {
            step("search seed " + s + " solutionLimit 4", () -> {
                Sols sols = new Sols(4, 0);
                return result(dl.search(settings().seed(s).solutionLimit(4).build(), sols)) + " " + sols;
            });
        }
        step("search seed all", () -> {
            Sols sols = new Sols(2, 0);
            return result(dl.search(settings().seed(seed + 1).build(), sols)) + " " + sols;
        });
        step("search plain links", () -> {
            Sols sols = new Sols(3, 0);
            return result(dl.search(plainLinks(settings()).build(), sols)) + " " + sols;
        });
        step("search plain links nodeBudget", () -> {
            Sols sols = new Sols(1, 0);
            return result(dl.search(plainLinks(settings()).nodeBudget(Math.max(1, nodes / 2)).build(), sols)) + " "
                    + sols;
        });

        // counts
        step("count", () -> Long.toString(dl.count()));
        step("count(DEFAULT)", () -> result(dl.count(SearchSettings.DEFAULT)));
        step("count(plain links)", () -> result(dl.count(plainLinks(settings()).build())));
        step("count(solutionLimit 2)", () -> result(dl.count(settings().solutionLimit(2).build())));
        step("count(nodeBudget)", () -> result(dl.count(settings().nodeBudget(Math.max(1, nodes / 2)).build())));
        step("count(updateBudget)", () -> result(dl.count(settings().updateBudget(Math.max(1, updates / 3))
                .build())));
        step("count(seed)", () -> result(dl.count(settings().seed(seed).build())));
        long every3 = Math.max(1, nodes / 5);
        step("count(progress every " + every3 + ")", () -> {
            List<String> reports = new ArrayList<>();
            SearchResult res = dl.count(settings().progress(pr -> reports.add(progress(pr)), every3).build());
            return result(res) + " reports=" + reports.size() + reports;
        });
        step("count(cancelled in report 1)", () -> {
            AtomicBoolean flag = new AtomicBoolean();
            SearchResult res = dl.count(settings().cancelFlag(flag).progress(pr -> flag.set(true), every3).build());
            return res.outcome() + " past report 1: " + (res.statistics().nodes() >= every3);
        });
        for (long n : new long[] {1, 2, solutions + 1}) {
            step("countUpTo " + n, () -> Long.toString(dl.countUpTo(n)));
        }

        // findFirst
        step("findFirst", () -> first(dl.findFirst()));
        step("findFirst(DEFAULT)", () -> first(dl.findFirst(SearchSettings.DEFAULT)));
        for (long s : new long[] {seed, seed + 100}) {
            step("findFirst(seed " + s + ")", () -> first(dl.findFirst(settings().seed(s).build())));
        }
        step("findFirst(nodeBudget 2)", () -> first(dl.findFirst(settings().nodeBudget(2).build())));
        step("findFirst(plain links)", () -> first(dl.findFirst(plainLinks(settings()).build())));
        for (long unit : new long[] {1, 4}) {
            step("findFirst(restarts " + unit + ")", () -> first(dl.findFirst(restarts(settings().seed(seed), unit)
                    .build())));
            step("search(restarts " + unit + ", solutionLimit 1)", () -> {
                Sols sols = new Sols(1, 0);
                return result(dl.search(restarts(settings(), unit).solutionLimit(1).build(), sols)) + " " + sols;
            });
        }
        step("findFirst(restarts 2, nodeBudget 3)", () -> first(dl.findFirst(restarts(settings(), 2).nodeBudget(3)
                .build())));

        // streams
        step("solutions().limit(4)", () -> stream(dl.solutions().limit(4)));
        step("solutions() all", () -> stream(dl.solutions()));
        step("solutions(seed).limit(3)", () -> stream(dl.solutions(settings().seed(seed).build()).limit(3)));
        step("solutions(nodeBudget)", () -> stream(dl.solutions(settings().nodeBudget(Math.max(1, nodes / 2))
                .build())));
        step("solutions(solutionLimit 2)", () -> stream(dl.solutions(settings().solutionLimit(2).build())));
        step("solutions(plain links)", () -> stream(dl.solutions(plainLinks(settings()).build())));

        subproblems(dl, p, seed);

        // estimates
        for (long s : new long[] {seed, seed + 1}) {
            step("estimate(40, " + s + ")", () -> estimate(dl.estimate(40, s)));
        }
        step("estimate(1, 0)", () -> estimate(dl.estimate(1, 0)));
        step("estimate(25, seed, settings)", () -> estimate((SearchEstimate) reflect(ESTIMATE_SETTINGS,
                "estimate(int,long,SearchSettings)", dl, 25, seed, SearchSettings.DEFAULT)));
        step("estimate(25, seed, cancelled)", () -> estimate((SearchEstimate) reflect(ESTIMATE_SETTINGS,
                "estimate(int,long,SearchSettings)", dl, 25, seed, settings().cancelFlag(new AtomicBoolean(true))
                        .build())));

        parallel(dl, all, full);
        links(dl, p);
        costs(p, seed);
        diagram(p, seed);
        step("copy().count()", () -> Long.toString(dl.copy().count()));
        step("after all: count(DEFAULT)", () -> result(dl.count(SearchSettings.DEFAULT)));
        step("after all: search", () -> {
            Sols sols = new Sols(0, 0);
            return result(dl.search(sols)) + " " + sols;
        });
    }

    // ---------------------------------------------------------------------------------------------------
    // cheapest solutions (CostSearch), all through reflection: older builds have none

    private static final Class<?> COST_SEARCH = classOrNull("io.github.dlx4j.CostSearch");

    private static Class<?> classOrNull(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    /** Calls the public method {@code name} of {@code target} that takes {@code args.length} arguments. */
    private static Object invoke(Object target, String name, Object... args) {
        for (Method m : target.getClass().getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.length) {
                Class<?>[] types = m.getParameterTypes();
                boolean fits = true;
                for (int i = 0; i < args.length && fits; i++) {
                    fits = types[i].isPrimitive() || types[i].isInstance(args[i]);
                }
                if (fits) {
                    return call(m, target, args);
                }
            }
        }
        throw new UnsupportedOperationException("[absent: " + name + "/" + args.length + "]");
    }

    /** A BestSolutions: its outcome, and each solution's cost and options, cheapest first. */
    private static String best(Object b, boolean withStatistics) {
        StringBuilder sb = new StringBuilder(String.valueOf(invoke(b, "outcome")));
        for (Object c : (List<?>) invoke(b, "solutions")) {
            sb.append(' ').append(invoke(c, "cost")).append(':')
                    .append(Arrays.toString(((Solution) invoke(c, "solution")).options()));
        }
        if (withStatistics) {
            sb.append(' ').append(stats((SearchStatistics) invoke(b, "statistics")));
        }
        return sb.toString();
    }

    /**
     * The problem with a seeded cost (0 to 19) on each option, through Knuth's format: its k cheapest
     * solutions in full (k = 1, 3, 10) sequentially and on the pool, and the minimum cost. Statistics only
     * for the plain walk (Knuth's DLX5 counts); the default's depend on the bounds, which may change
     * without changing an answer.
     */
    private static void costs(ExactCoverProblem p, long seed) {
        if (COST_SEARCH == null) {
            line("  costs: [absent: CostSearch]");
            return;
        }
        Object search;
        try {
            Random r = new Random(seed * 7_919L + p.optionCount());
            StringBuilder text = new StringBuilder();
            boolean items = true;
            for (String l : DlxFormat.format(p).split("\n")) {
                if (l.isEmpty()) {
                    continue;
                }
                text.append(l);
                if (!items && !l.startsWith("|")) {
                    text.append(" |").append(r.nextInt(20));
                }
                items = false;
                text.append('\n');
            }
            ExactCoverProblem q = DlxFormat.parse(text.toString(), w -> { });
            search = COST_SEARCH.getConstructor(ExactCoverProblem.class).newInstance(q);
        } catch (ReflectiveOperationException e) {
            line("  costs: " + exception(cause(e)));
            return;
        } catch (RuntimeException e) {
            line("  costs: " + exception(e));
            return;
        }
        for (int k : new int[] {1, 3, 10}) {
            Integer kk = k;
            step("best(" + k + ")", () -> best(invoke(search, "best", kk), false));
            step("best(" + k + ", plain)", () -> {
                try {
                    return best(invoke(search, "best", kk, plainLinks(settings()).build()), true);
                } catch (UnsupportedOperationException e) {
                    return e.getMessage();
                }
            });
            step("parallelBest(" + k + ")", () -> best(invoke(search, "parallelBest", kk, pool,
                    SearchSettings.DEFAULT), false));
        }
        step("minCost()", () -> String.valueOf(invoke(search, "minCost")));
    }

    // ---------------------------------------------------------------------------------------------------
    // the decision diagram of all solutions (SolutionDiagram), through reflection as well

    private static final Class<?> DIAGRAM = classOrNull("io.github.dlx4j.SolutionDiagram");

    /**
     * The diagram of all the solutions, built sequentially and on the pool: count, nodes, statistics, the
     * first solutions of its stream, the solution of a few ranks and those solutions' ranks, seeded
     * samples, and its text form.
     */
    private static void diagram(ExactCoverProblem p, long seed) {
        if (DIAGRAM == null) {
            line("  diagram: [absent: SolutionDiagram]");
            return;
        }
        Object d;
        try {
            d = DIAGRAM.getMethod("build", ExactCoverProblem.class).invoke(null, p);
        } catch (ReflectiveOperationException e) {
            line("  diagram: " + exception(cause(e)));
            return;
        }
        step("diagram", () -> "count=" + invoke(d, "count") + " nodes=" + invoke(d, "nodeCount") + " "
                + stats((SearchStatistics) invoke(d, "statistics")));
        step("diagram solutions", () -> {
            Sols sols = new Sols(6, 0);
            ((java.util.stream.Stream<?>) invoke(d, "solutions")).limit(6).forEach(x -> sols.add(text((Solution) x)));
            return sols.toString();
        });
        step("diagram ranks", () -> {
            java.math.BigInteger count = (java.math.BigInteger) invoke(d, "count");
            StringBuilder sb = new StringBuilder();
            java.util.TreeSet<Long> ranks = new java.util.TreeSet<>();
            for (long rank : new long[] {0, 1, count.longValue() / 2, count.longValue() - 1}) {
                if (rank >= 0 && java.math.BigInteger.valueOf(rank).compareTo(count) < 0) {
                    ranks.add(rank);
                }
            }
            for (long rank : ranks) {
                Solution s = (Solution) invoke(d, "solution", rank);
                sb.append(rank).append(':').append(text(s)).append("->").append(invoke(d, "rank", s)).append(' ');
            }
            return sb.toString();
        });
        step("diagram samples(4, seed)", () -> {
            StringBuilder sb = new StringBuilder();
            for (Object s : (List<?>) invoke(d, "samples", 4, seed)) {
                sb.append(text((Solution) s)).append(' ');
            }
            return sb.toString();
        });
        step("diagram text", () -> {
            StringBuilder sb = new StringBuilder();
            invoke(d, "write", sb);
            return "hash=" + Long.toHexString(mix(FNV, sb.toString().hashCode())) + " lines="
                    + sb.toString().split("\n", -1).length;
        });
        step("parallelBuild", () -> {
            try {
                Object q = DIAGRAM.getMethod("parallelBuild", ExactCoverProblem.class, ForkJoinPool.class,
                        SearchSettings.class, int.class).invoke(null, p, pool, SearchSettings.DEFAULT, 100_000_000);
                StringBuilder a = new StringBuilder();
                StringBuilder b = new StringBuilder();
                invoke(q, "write", a);
                invoke(d, "write", b);
                return "count=" + invoke(q, "count") + " same text: " + a.toString().equals(b.toString());
            } catch (ReflectiveOperationException e) {
                return exception(cause(e));
            }
        });
    }

    private static String progress(SearchProgress pr) {
        return "{" + stats(pr.statistics()) + " fraction=" + pr.fractionDone() + "}";
    }

    private static String first(Optional<Solution> s) {
        return s.map(x -> text(x) + " " + x.optionTexts()).orElse("none");
    }

    private static String stream(java.util.stream.Stream<Solution> s) {
        Sols sols = new Sols(4, 0);
        s.forEach(x -> sols.add(text(x)));
        return sols.toString();
    }

    private static void subproblems(DancingLinks dl, ExactCoverProblem p, long seed) {
        for (int depth = 0; depth <= 2; depth++) {
            int d = depth;
            step("split(" + d + ")", () -> subproblems(dl.split(d)));
        }
        for (int n : new int[] {3, 8}) {
            step("splitInto(" + n + ")", () -> subproblems(dl.splitInto(n)));
        }
        List<Subproblem> pieces;
        try {
            pieces = dl.split(2);
        } catch (RuntimeException e) {
            line("  pieces: " + exception(e));
            return;
        }
        step("count(piece) each", () -> {
            StringBuilder sb = new StringBuilder();
            long sum = 0;
            for (Subproblem s : pieces) {
                long c = dl.count(s);
                sum += c;
                sb.append(c).append(' ');
            }
            return "sum=" + sum + " [" + sb.toString().strip() + "]";
        });
        step("countUpTo(piece, 2) each", () -> {
            StringBuilder sb = new StringBuilder();
            for (Subproblem s : pieces) {
                sb.append(reflect(COUNT_UP_TO_SUB, "countUpTo(Subproblem,long)", dl, s, 2L)).append(' ');
            }
            return "[" + sb.toString().strip() + "]";
        });
        step("search(piece) shifted sum", () -> {
            SearchStatistics sum = SearchStatistics.EMPTY;
            Sols sols = new Sols(0, 0);
            for (Subproblem s : pieces) {
                sum = sum.plus(dl.search(s, SearchSettings.DEFAULT, sols).statistics().shifted(s.size()));
            }
            return stats(sum) + " " + sols;
        });
        for (int k = 0; k < Math.min(3, pieces.size()); k++) {
            Subproblem s = pieces.get(k);
            String name = "piece " + k + " [" + s.toText() + "]";
            step(name + " search", () -> {
                Sols sols = new Sols(3, 0);
                return result(dl.search(s, SearchSettings.DEFAULT, sols)) + " " + sols;
            });
            step(name + " search solutionLimit 2", () -> {
                Sols sols = new Sols(2, 0);
                return result(dl.search(s, settings().solutionLimit(2).build(), sols)) + " " + sols;
            });
            step(name + " search plain links", () -> {
                Sols sols = new Sols(0, 0);
                return result(dl.search(s, plainLinks(settings()).build(), sols)) + " " + sols;
            });
            step(name + " count", () -> Long.toString(dl.count(s)));
            step(name + " split(1)", () -> subproblems(castList(reflect(SPLIT_BELOW, "split(Subproblem,int)", dl, s,
                    1))));
            step(name + " estimate(20)", () -> estimate((SearchEstimate) reflect(ESTIMATE_BELOW,
                    "estimate(Subproblem,int,long)", dl, s, 20, seed)));
            step(name + " parse(toText)", () -> {
                Subproblem q = Subproblem.parse(s.toText());
                return q.equals(s) + " " + q.size() + " " + Arrays.toString(q.options()) + " " + q;
            });
        }
        step("Subproblem.of(first solution's first option)", () -> {
            Optional<Solution> f = dl.findFirst();
            if (f.isEmpty() || f.get().size() == 0) {
                return "none";
            }
            Subproblem s = Subproblem.of(f.get().option(0));
            Sols sols = new Sols(2, 0);
            return dl.count(s) + " " + result(dl.search(s, SearchSettings.DEFAULT, sols)) + " " + sols;
        });
    }

    @SuppressWarnings("unchecked")
    private static List<Subproblem> castList(Object o) {
        return (List<Subproblem>) o;
    }

    private static void parallel(DancingLinks dl, Sols sequential, SearchResult full) {
        step("parallelCount(pool)", () -> Long.toString(dl.parallelCount(pool)));
        step("parallelSearch(pool)", () -> {
            List<String> found = Collections.synchronizedList(new ArrayList<>());
            SearchResult res = dl.parallelSearch(pool, SearchSettings.DEFAULT, s -> {
                found.add(text(s));
                return Decision.CONTINUE;
            });
            List<String> sorted = new ArrayList<>(found);
            Collections.sort(sorted);
            Sols sols = new Sols(3, 0);
            sorted.forEach(sols::add);
            return res.outcome() + " solutions=" + res.solutions() + " sorted " + sols + " statsEqualSequential="
                    + res.statistics().equals(full.statistics());
        });
        step("parallelSearch(pool, null)", () -> {
            SearchResult res = dl.parallelSearch(pool, SearchSettings.DEFAULT, null);
            return res.outcome() + " solutions=" + res.solutions();
        });
        step("parallelSearch(pool, solutionLimit 3)", () -> {
            AtomicInteger n = new AtomicInteger();
            SearchResult res = dl.parallelSearch(pool, settings().solutionLimit(3).build(), s -> {
                n.incrementAndGet();
                return Decision.CONTINUE;
            });
            return res.outcome() + " solutions=" + res.solutions() + " visited=" + n.get();
        });
        step("parallelSearchOrdered(pool)", () -> {
            Sols sols = new Sols(3, 0);
            SearchResult res = dl.parallelSearchOrdered(pool, SearchSettings.DEFAULT, sols);
            return res.outcome() + " " + sols + " sameAsSequential=" + (sols.hash == sequential.hash
                    && sols.n == sequential.n) + " statsEqualSequential=" + res.statistics().equals(full.statistics());
        });
        step("parallelSearchOrdered(pool, solutionLimit 4)", () -> {
            Sols sols = new Sols(4, 0);
            SearchResult res = dl.parallelSearchOrdered(pool, settings().solutionLimit(4).build(), sols);
            return res.outcome() + " solutions=" + res.solutions() + " " + sols;
        });
        step("parallelSearchOrdered(pool, stop at 2)", () -> {
            Sols sols = new Sols(2, 2);
            SearchResult res = dl.parallelSearchOrdered(pool, SearchSettings.DEFAULT, sols);
            return res.outcome() + " solutions=" + res.solutions() + " " + sols;
        });
        step("parallelSearch(pool, updateBudget)", () -> result(dl.parallelSearch(pool, settings().updateBudget(5)
                .build(), null)));
    }

    /** The matrix operations for a custom search: sizes, lists, cover and uncover, select and deselect. */
    private static void links(DancingLinks dl, ExactCoverProblem p) {
        step("sizes", () -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < p.itemCount(); i++) {
                sb.append(dl.size(i)).append(dl.isActive(i) ? "" : "c").append(' ');
            }
            return "[" + sb.toString().strip() + "] active=" + Arrays.toString(dl.activePrimaryItems());
        });
        if (p.itemCount() == 0) {
            return;
        }
        step("options(0)", () -> Arrays.toString(dl.options(0)));
        step("cover(0) count uncover(0)", () -> {
            dl.cover(0);
            try {
                return dl.count() + " active=" + Arrays.toString(dl.activePrimaryItems()) + " size(last)="
                        + dl.size(p.itemCount() - 1);
            } finally {
                dl.uncover(0);
            }
        });
        step("select(first option of item 0)", () -> {
            int[] o = dl.options(0);
            if (o.length == 0) {
                return "none";
            }
            dl.select(o[0]);
            try {
                Sols sols = new Sols(2, 0);
                return o[0] + ": count=" + dl.count() + " " + result(dl.search(sols)) + " " + sols;
            } finally {
                dl.deselect(o[0]);
            }
        });
        step("uncover(0) uncovered", () -> {
            dl.uncover(0);
            return "no exception";
        });
    }

    private static void format(ExactCoverProblem p) {
        step("DlxFormat", () -> {
            String t = DlxFormat.format(p);
            CRC32 crc = new CRC32();
            crc.update(t.getBytes(StandardCharsets.UTF_8));
            ExactCoverProblem q = DlxFormat.parse(t);
            StringWriter w = new StringWriter();
            List<String> warnings = new ArrayList<>();
            ExactCoverProblem q2;
            try {
                DlxFormat.write(p, w);
                q2 = DlxFormat.read(new StringReader(t), x -> warnings.add(x.toString()));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            String lines = t.lines().count() <= 12 ? " text=" + t.replace("\n", "/") : "";
            return "chars=" + t.length() + " crc=" + Long.toHexString(crc.getValue()) + " readBackEqual="
                    + q.equals(p) + " reformatEqual=" + DlxFormat.format(q).equals(t) + " writeEqual="
                    + w.toString().equals(t) + " readEqual=" + q2.equals(p) + " warnings=" + warnings
                    + " hashEqual=" + (q.hashCode() == p.hashCode()) + lines;
        });
    }

    // ---------------------------------------------------------------------------------------------------
    // a typed problem

    private record Slot(int id, String label) { }

    private static void typed(long seed) {
        Random r = new Random(seed * 7_919L + 17);
        int p = 4 + r.nextInt(8);
        boolean colored = seed % 2 == 0;
        TypedProblem.Builder<Slot> b = TypedProblem.builder();
        List<Object> primaries = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            primaries.add(i);
        }
        b.primary(primaries);
        b.secondary("x", "y");
        int m = p + r.nextInt(3 * p);
        List<Integer> order = new ArrayList<>(primaries.size());
        for (int i = 0; i < p; i++) {
            order.add(i);
        }
        Collections.shuffle(order, r);
        int at = 0;
        int id = 0;
        while (at < p) {
            int size = Math.min(p - at, 1 + r.nextInt(3));
            b.option(new Slot(id++, "planted"), new ArrayList<Object>(order.subList(at, at + size)));
            at += size;
        }
        for (int k = 0; k < m; k++) {
            List<Object> items = new ArrayList<>();
            int size = 1 + r.nextInt(3);
            while (items.size() < size) {
                Integer i = r.nextInt(p);
                if (!items.contains(i)) {
                    items.add(i);
                }
            }
            Map<Object, Object> colors = new HashMap<>();
            if (r.nextBoolean()) {
                String sec = r.nextBoolean() ? "x" : "y";
                items.add(sec);
                if (colored && r.nextInt(3) > 0) {
                    colors.put(sec, r.nextBoolean() ? "red" : "blue");
                }
            }
            b.option(new Slot(id++, "o" + k), items, colors);
        }
        TypedProblem<Slot> tp;
        try {
            tp = b.build();
        } catch (RuntimeException e) {
            line("## typed seed=" + seed + " not built " + exception(e));
            return;
        }
        problems++;
        line("## typed seed=" + seed + " colored=" + colored + ": items=" + tp.itemCount() + " options="
                + tp.optionCount() + " item(0)=" + tp.item(0) + " option(0)=" + tp.option(0));
        TypedSolver<Slot> ts = new TypedSolver<>(tp);
        format(tp.indexProblem());
        step("count", () -> Long.toString(ts.count()));
        step("count(DEFAULT)", () -> result(ts.count(SearchSettings.DEFAULT)));
        step("countUpTo(2)", () -> Long.toString(ts.countUpTo(2)));
        step("findFirst", () -> ts.findFirst().map(Object::toString).orElse("none"));
        step("findFirst(seed)", () -> ts.findFirst(settings().seed(seed).build()).map(Object::toString)
                .orElse("none"));
        step("solutions().limit(3)", () -> ts.solutions().limit(3).collect(Collectors.toList()).toString());
        step("solutions(seed).limit(2)", () -> ts.solutions(settings().seed(seed).build()).limit(2)
                .collect(Collectors.toList()).toString());
        step("search", () -> {
            Sols sols = new Sols(3, 0);
            SearchResult res = ts.search(list -> {
                sols.add(list.toString());
                return Decision.CONTINUE;
            });
            return result(res) + " " + sols;
        });
        step("search(solutionLimit 2)", () -> {
            List<String> got = new ArrayList<>();
            SearchResult res = ts.search(settings().solutionLimit(2).build(), list -> {
                got.add(list.toString());
                return Decision.CONTINUE;
            });
            return result(res) + " " + got;
        });
        step("parallelCount(pool)", () -> Long.toString(ts.parallelCount(pool)));
        step("parallelSearchOrdered(pool)", () -> {
            Sols sols = new Sols(2, 0);
            SearchResult res = ts.parallelSearchOrdered(pool, SearchSettings.DEFAULT, list -> {
                sols.add(list.toString());
                return Decision.CONTINUE;
            });
            return res.outcome() + " " + sols;
        });
        step("parallelSearch(pool)", () -> {
            List<String> found = Collections.synchronizedList(new ArrayList<>());
            SearchResult res = ts.parallelSearch(pool, SearchSettings.DEFAULT, list -> {
                found.add(list.toString());
                return Decision.CONTINUE;
            });
            List<String> sorted = new ArrayList<>(found);
            Collections.sort(sorted);
            Sols sols = new Sols(2, 0);
            sorted.forEach(sols::add);
            return res.outcome() + " sorted " + sols;
        });
        step("decode(links().findFirst())", () -> ts.links().findFirst().map(s -> tp.decode(s).toString())
                .orElse("none"));
        step("copy().count()", () -> Long.toString(ts.copy().count()));
        step("problem()", () -> Boolean.toString(ts.problem() == tp));
    }
}
