/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuGrid;
import io.github.dlx4j.problems.SudokuShape;
import io.github.dlx4j.problems.SudokuSolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Returns the Sudoku puzzles of the benchmarks: a generated set, always available, and the public sets of
 * the shared data folder ({@code shared/data/sudoku}, outside the repository; see its README), read in
 * place and never copied. The folder is the system property {@value #DATA_PROPERTY} if set (the library's
 * tests read the same one; the older {@value #OLD_DATA_PROPERTY} is still accepted), otherwise the
 * first of {@code ../shared/data/sudoku} and {@code ../../shared/data/sudoku} (relative to the working
 * directory: the repository root or {@code benchmarks/}) that exists.
 */
final class SudokuSets {

    /** The system property naming the Sudoku data folder, as in the library's tests. */
    static final String DATA_PROPERTY = "dlx4j.sudokuData";

    /** The name the benchmarks used for {@link #DATA_PROPERTY} before; read when that one is not set. */
    static final String OLD_DATA_PROPERTY = "dlx4j.sudoku.data";

    /** The name of the generated set. */
    static final String GENERATED = "generated";

    private static final SudokuShape NINE = SudokuShape.forSize(9);

    private SudokuSets() {
    }

    /**
     * Returns the data folder, or null when it cannot be found.
     *
     * @return the folder, or null
     */
    static Path dataDir() {
        String property = System.getProperty(DATA_PROPERTY, System.getProperty(OLD_DATA_PROPERTY));
        if (property != null) {
            Path p = Paths.get(property);
            return Files.isDirectory(p) ? p : null;
        }
        for (String candidate : new String[] {"../shared/data/sudoku", "../../shared/data/sudoku"}) {
            Path p = Paths.get(candidate);
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        return null;
    }

    /**
     * Returns the lines of a file of the data folder.
     *
     * @param fileName a file name such as {@code top95.txt}
     * @return its non-blank lines
     * @throws IllegalStateException if the data folder or the file is missing, saying where it looked
     */
    static List<String> dataLines(String fileName) {
        Path dir = dataDir();
        if (dir == null) {
            throw new IllegalStateException("Sudoku data folder not found (looked at ../shared/data/sudoku and "
                    + "../../shared/data/sudoku from " + Paths.get("").toAbsolutePath() + "); set -D"
                    + DATA_PROPERTY + "=DIR (with JMH: -jvmArgsAppend -D" + DATA_PROPERTY + "=DIR), or skip "
                    + "the benchmarks that need it");
        }
        Path file = dir.resolve(fileName);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("Sudoku data file not found: " + file.toAbsolutePath());
        }
        try {
            List<String> lines = new ArrayList<>();
            for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
                if (!line.isBlank()) {
                    lines.add(line.strip());
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /**
     * Returns a set of 9x9 puzzles: {@value #GENERATED} (see {@link #generate(int, long)}: 200 puzzles,
     * fixed seed) or the name of a one-puzzle-per-line file of the data folder, without {@code .txt}.
     *
     * @param name the set's name
     * @return the puzzles
     * @throws IllegalStateException if a data set is asked for and cannot be found
     */
    static List<SudokuGrid> load(String name) {
        if (name.equals(GENERATED)) {
            return generate(200, 20_260_101L);
        }
        List<SudokuGrid> puzzles = new ArrayList<>();
        for (String line : dataLines(name + ".txt")) {
            puzzles.add(SudokuGrid.parse(line, NINE));
        }
        return puzzles;
    }

    /**
     * Returns random minimal 9x9 puzzles with a unique solution, the same for the same seed. Each is made
     * from a random complete grid (a randomized search of the empty grid) by trying to blank its cells in
     * random order and keeping each blank that leaves the solution unique.
     *
     * @param count the number of puzzles
     * @param seed the seed
     * @return the puzzles
     */
    static List<SudokuGrid> generate(int count, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        DancingLinks empty = new DancingLinks(Sudoku.problem(NINE));
        SudokuSolver solver = new SudokuSolver(NINE);
        SudokuGrid blank = SudokuGrid.of(NINE, SudokuGrid.DEFAULT_ALPHABET, new int[81]);
        List<SudokuGrid> puzzles = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            SearchSettings settings = SearchSettings.builder().seed(rnd.nextLong()).solutionLimit(1).build();
            Solution[] full = new Solution[1];
            empty.search(settings, s -> {
                full[0] = s.copy();
                return io.github.dlx4j.Decision.STOP;
            });
            int[] values = Sudoku.decode(blank, full[0]).values();
            int[] cells = new int[81];
            for (int i = 0; i < 81; i++) {
                int j = rnd.nextInt(i + 1);
                cells[i] = cells[j];
                cells[j] = i;
            }
            for (int cell : cells) {
                int kept = values[cell];
                values[cell] = 0;
                if (!solver.isUnique(SudokuGrid.of(NINE, SudokuGrid.DEFAULT_ALPHABET, values))) {
                    values[cell] = kept;
                }
            }
            puzzles.add(SudokuGrid.of(NINE, SudokuGrid.DEFAULT_ALPHABET, values));
        }
        return puzzles;
    }
}
