/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.ExactCoverProblem;
import io.github.dlx4j.SearchSettings;
import io.github.dlx4j.Solution;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable Kakuro puzzle, and its exact cover problem with colors: the worked example of Knuth's XCC
 * problems (TAOCP 7.2.2.1).
 *
 * <p>A Kakuro grid has walls, clue cells and white cells. A <em>run</em> is a maximal row or column segment
 * of white cells; the clue cell just before it (to the left of an across run, above a down run) gives its
 * sum. Fill every white cell with a digit 1-9 so that each run has distinct digits adding up to its sum.
 *
 * <p><b>The exact cover problem.</b> Each run is a primary item; each white cell is a secondary item. A run
 * of {@code k} cells with sum {@code s} has one option per way to write {@code s} as {@code k} distinct
 * digits in order: the run, and each of its cells <em>colored</em> by the digit it gets there
 * ({@code r2c3:7}). The across run and the down run through a cell must give it the same color, so they
 * agree on its digit; a given digit leaves only the options that agree with it.
 *
 * <p><b>Text layout</b> ({@link #parse(String)}): one line per row, cells separated by blanks (spaces or
 * tabs); {@code #} (or {@code X}) is a wall, {@code D\A} a clue cell with the down sum {@code D} and the
 * across sum {@code A} (either may be left out: {@code \17}, {@code 23\}; {@code 0} means none), {@code .}
 * (or {@code _}, {@code 0}) a white cell to fill and a digit {@code 1-9} a white cell with a given digit.
 * Blank lines before and after the grid and lines starting with {@code //} are ignored.
 *
 * <pre>{@code
 * Kakuro k = Kakuro.parse("""
 *     #    9\   11\
 *     \3   .    .
 *     \17  .    .
 *     """);
 * System.out.println(k.solve().orElseThrow().toText());   // the grid with 1 2 / 8 9 filled in
 * }</pre>
 */
public final class Kakuro {

    private static final int WALL = -1;
    private static final int CLUE = -2;

    private final int rows;
    private final int columns;
    /** Per cell: WALL, CLUE, 0 (a white cell to fill) or the digit 1-9. */
    private final int[] cell;
    /** Per clue cell: its down and across sums (0 for none). */
    private final int[] down;
    private final int[] across;

    private Kakuro(int rows, int columns, int[] cell, int[] down, int[] across) {
        this.rows = rows;
        this.columns = columns;
        this.cell = cell;
        this.down = down;
        this.across = across;
        checkRuns();
    }

    /**
     * Reads a puzzle in the text layout described in the class notes.
     *
     * @param text the grid
     * @return the puzzle
     * @throws IllegalArgumentException if a cell cannot be read, the rows differ in length, a clue has no
     *     run or a run no clue, or a sum cannot be made from the run's distinct digits; the message names the
     *     row and column
     * @throws NullPointerException if {@code text} is null
     */
    public static Kakuro parse(String text) {
        Objects.requireNonNull(text, "text");
        List<String[]> lines = new ArrayList<>();
        for (String line : text.split("\r?\n", -1)) {
            String t = line.strip();
            if (t.startsWith("//")) {
                continue;
            }
            lines.add(t.isEmpty() ? new String[0] : t.split("[ \t]+"));
        }
        while (!lines.isEmpty() && lines.get(0).length == 0) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).length == 0) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("the Kakuro grid is empty");
        }
        int rows = lines.size();
        int columns = lines.get(0).length;
        int[] cell = new int[rows * columns];
        int[] down = new int[rows * columns];
        int[] across = new int[rows * columns];
        for (int r = 0; r < rows; r++) {
            String[] tokens = lines.get(r);
            if (tokens.length != columns) {
                throw new IllegalArgumentException("row " + (r + 1) + " has " + tokens.length + " cells, but row 1 has "
                        + columns + (tokens.length == 0 ? " (a blank line inside the grid?)" : ""));
            }
            for (int c = 0; c < columns; c++) {
                readCell(tokens[c], r, c, r * columns + c, cell, down, across);
            }
        }
        return new Kakuro(rows, columns, cell, down, across);
    }

    private static void readCell(String t, int r, int c, int at, int[] cell, int[] down, int[] across) {
        String where = "row " + (r + 1) + ", column " + (c + 1) + ": ";
        if (t.equals("#") || t.equalsIgnoreCase("X")) {
            cell[at] = WALL;
        } else if (t.equals(".") || t.equals("_") || t.equals("0")) {
            cell[at] = 0;
        } else if (t.length() == 1 && t.charAt(0) >= '1' && t.charAt(0) <= '9') {
            cell[at] = t.charAt(0) - '0';
        } else if (t.indexOf('\\') >= 0 && t.indexOf('\\') == t.lastIndexOf('\\')) {
            int bar = t.indexOf('\\');
            cell[at] = CLUE;
            down[at] = sum(t.substring(0, bar), where, t);
            across[at] = sum(t.substring(bar + 1), where, t);
            if (down[at] == 0 && across[at] == 0) {
                throw new IllegalArgumentException(where + "clue '" + t + "' gives no sum; write '#' for a wall");
            }
        } else {
            throw new IllegalArgumentException(where + "cannot read '" + t + "': expected '#' (a wall), 'D\\A' (a"
                    + " clue: down and across sums), '.' (a white cell) or a digit 1-9 (a given)");
        }
    }

    private static int sum(String s, String where, String token) {
        if (s.isEmpty()) {
            return 0;
        }
        if (!s.matches("[0-9]{1,2}")) {
            throw new IllegalArgumentException(where + "cannot read the sum '" + s + "' in clue '" + token
                    + "': a sum is a number from 1 to 45");
        }
        int v = Integer.parseInt(s);
        if (v > 45) {
            throw new IllegalArgumentException(where + "sum " + v + " in clue '" + token + "' is more than 45, the"
                    + " sum of all nine digits");
        }
        return v;
    }

    /** Checks that clues and runs match and that every sum can be made; every white cell is in a run. */
    private void checkRuns() {
        boolean[] covered = new boolean[cell.length];
        for (Run run : runs()) {
            if (run.length == 0) {
                throw new IllegalArgumentException(position(run.clue) + (run.across ? "across" : "down") + " sum "
                        + run.sum + " has no white cells " + (run.across ? "to its right" : "below it"));
            }
            if (run.length > 9) {
                throw new IllegalArgumentException(position(run.clue) + "the " + (run.across ? "across" : "down")
                        + " run has " + run.length + " cells; a run of distinct digits has at most 9");
            }
            if (run.sum == 0) {
                throw new IllegalArgumentException(position(run.cells[0]) + "the " + (run.across ? "across" : "down")
                        + " run of " + run.length + " cells starting here has no clue");
            }
            int min = run.length * (run.length + 1) / 2;
            int max = run.length * (19 - run.length) / 2;
            if (run.sum < min || run.sum > max) {
                throw new IllegalArgumentException(position(run.clue) + (run.across ? "across" : "down") + " sum "
                        + run.sum + " cannot be made from " + run.length + " distinct digits (" + min + " to " + max
                        + ")");
            }
            for (int x : run.cells) {
                covered[x] = true;
            }
        }
        for (int x = 0; x < cell.length; x++) {
            if (cell[x] >= 0 && !covered[x]) {
                throw new IllegalArgumentException(position(x) + "white cell in no run with a clue");
            }
        }
    }

    private String position(int x) {
        return "row " + (x / columns + 1) + ", column " + (x % columns + 1) + ": ";
    }

    /** A run: its clue cell (-1 for none), direction, sum and cells. */
    private static final class Run {
        final int clue;
        final boolean across;
        final int sum;
        final int length;
        final int[] cells;

        Run(int clue, boolean across, int sum, int[] cells) {
            this.clue = clue;
            this.across = across;
            this.sum = sum;
            this.length = cells.length;
            this.cells = cells;
        }
    }

    /**
     * Returns the runs in reading order: for each cell, its across run and then its down run, where one
     * starts. A run without a clue (a single white cell between walls needs none) is listed only when it is
     * longer than one cell, so that the check can report it.
     */
    private List<Run> runs() {
        List<Run> list = new ArrayList<>();
        for (int x = 0; x < cell.length; x++) {
            for (boolean isAcross : new boolean[] {true, false}) {
                int step = isAcross ? 1 : columns;
                boolean first = isAcross ? x % columns == 0 : x < columns;
                int before = first ? -1 : x - step;
                boolean clue = cell[x] == CLUE && (isAcross ? across[x] : down[x]) > 0;
                if (clue) {
                    list.add(new Run(x, isAcross, isAcross ? across[x] : down[x], collect(x, step, isAcross, false)));
                } else if (cell[x] >= 0 && (before < 0 || cell[before] < 0)
                        && !(before >= 0 && cell[before] == CLUE && (isAcross ? across[before] : down[before]) > 0)) {
                    int[] cells = collect(x, step, isAcross, true);
                    if (cells.length > 1) {
                        list.add(new Run(-1, isAcross, 0, cells));
                    }
                }
            }
        }
        return list;
    }

    /** Returns the white cells from {@code x} on (after it, unless {@code inclusive}) up to a non-white cell. */
    private int[] collect(int x, int step, boolean isAcross, boolean inclusive) {
        int row = x / columns;
        List<Integer> cells = new ArrayList<>();
        for (int y = inclusive ? x : x + step; y < cell.length && cell[y] >= 0 && (!isAcross || y / columns == row);
                y += step) {
            cells.add(y);
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Returns the number of rows of the grid.
     *
     * @return the rows
     */
    public int rows() {
        return rows;
    }

    /**
     * Returns the number of columns of the grid.
     *
     * @return the columns
     */
    public int columns() {
        return columns;
    }

    /**
     * Returns whether a cell is white (to be filled, or given).
     *
     * @param row a row, from 0
     * @param column a column, from 0
     * @return true for a white cell
     * @throws IndexOutOfBoundsException if the cell is outside the grid
     */
    public boolean isWhite(int row, int column) {
        return cell[index(row, column)] >= 0;
    }

    /**
     * Returns the digit in a white cell.
     *
     * @param row a row, from 0
     * @param column a column, from 0
     * @return the digit 1-9, or 0 when the cell is blank or not white
     * @throws IndexOutOfBoundsException if the cell is outside the grid
     */
    public int digit(int row, int column) {
        return Math.max(0, cell[index(row, column)]);
    }

    private int index(int row, int column) {
        Objects.checkIndex(row, rows);
        Objects.checkIndex(column, columns);
        return row * columns + column;
    }

    /**
     * Returns whether every white cell has a digit.
     *
     * @return true for a filled grid
     */
    public boolean isFilled() {
        for (int v : cell) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns the exact cover problem with colors: runs primary ({@code a3} for the across run whose clue is
     * in cell 3 of the grid in reading order, {@code d3} for a down one), white cells secondary
     * ({@code r2c5}, rows and columns from 1) colored by their digits.
     *
     * @return the problem
     */
    public ExactCoverProblem problem() {
        List<Run> runs = runs();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder();
        for (Run run : runs) {
            b.primary((run.across ? "a" : "d") + run.clue);
        }
        for (int x = 0; x < cell.length; x++) {
            if (cell[x] >= 0) {
                b.secondary(cellName(x));
            }
        }
        for (Run run : runs) {
            String runName = (run.across ? "a" : "d") + run.clue;
            String[] names = new String[run.length + 1];
            String[] colors = new String[run.length + 1];
            names[0] = runName;
            for (int k = 0; k < run.length; k++) {
                names[k + 1] = cellName(run.cells[k]);
            }
            int[] digits = new int[run.length];
            addOptions(b, run, 0, 0, 0, digits, names, colors);
        }
        return b.build();
    }

    /** Adds an option for each sequence of distinct digits that fits the run's sum and givens. */
    private void addOptions(ExactCoverProblem.Builder b, Run run, int k, int used, int sum, int[] digits,
            String[] names, String[] colors) {
        if (k == run.length) {
            if (sum == run.sum) {
                for (int j = 0; j < run.length; j++) {
                    colors[j + 1] = Integer.toString(digits[j]);
                }
                b.option(names, colors);
            }
            return;
        }
        int given = cell[run.cells[k]];
        int remaining = run.length - k - 1;
        for (int d = 1; d <= 9; d++) {
            if ((used & 1 << d) != 0 || (given > 0 && d != given)) {
                continue;
            }
            int s = sum + d;
            // the rest needs at least 1 + 2 + ... and at most 9 + 8 + ... more
            if (s + remaining * (remaining + 1) / 2 > run.sum || s + remaining * (19 - remaining) / 2 < run.sum) {
                continue;
            }
            digits[k] = d;
            addOptions(b, run, k + 1, used | 1 << d, s, digits, names, colors);
        }
    }

    private String cellName(int x) {
        return "r" + (x / columns + 1) + "c" + (x % columns + 1);
    }

    /**
     * Returns the puzzle filled in with a solution of its problem.
     *
     * @param solution a solution of {@link #problem()} of this puzzle
     * @return the filled grid
     * @throws IllegalArgumentException if the solution is not of this puzzle's problem
     */
    public Kakuro decode(Solution solution) {
        ExactCoverProblem p = solution.problem();
        int[] filled = cell.clone();
        for (int o : solution.options()) {
            for (int k = 1; k < p.optionSize(o); k++) {
                String name = p.itemName(p.optionItem(o, k));
                String color = p.optionColor(o, k);
                int x = cellIndex(name);
                if (color == null || x < 0 || cell[x] < 0) {
                    throw new IllegalArgumentException("the solution is not of this Kakuro's problem: " + name);
                }
                int d = Integer.parseInt(color);
                if (cell[x] > 0 && cell[x] != d) {
                    throw new IllegalArgumentException("the solution puts " + d + " in " + name + ", which holds "
                            + cell[x]);
                }
                filled[x] = d;
            }
        }
        return new Kakuro(rows, columns, filled, down, across);
    }

    private int cellIndex(String name) {
        int c = name.indexOf('c');
        if (!name.startsWith("r") || c < 2) {
            return -1;
        }
        try {
            int r = Integer.parseInt(name.substring(1, c)) - 1;
            int col = Integer.parseInt(name.substring(c + 1)) - 1;
            return r >= 0 && r < rows && col >= 0 && col < columns ? r * columns + col : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * Returns the first solution, found by the core's search on {@link #problem()}.
     *
     * @return the filled grid, or empty when the puzzle has no solution
     */
    public Optional<Kakuro> solve() {
        return new DancingLinks(problem()).findFirst().map(this::decode);
    }

    /**
     * Counts the solutions, up to a limit.
     *
     * @param limit the most solutions to count, at least 1
     * @return the number of solutions, or {@code limit} when there are at least that many
     * @throws IllegalArgumentException if {@code limit < 1}
     */
    public long count(long limit) {
        return new DancingLinks(problem()).countUpTo(limit);
    }

    /**
     * Returns whether the puzzle has exactly one solution; the search stops at the second.
     *
     * @return true for a proper puzzle
     */
    public boolean isUnique() {
        return count(2) == 1;
    }

    /**
     * Returns every solution, up to a limit, in the search's order.
     *
     * @param limit the most solutions to return, at least 1
     * @return the filled grids
     * @throws IllegalArgumentException if {@code limit < 1}
     */
    public List<Kakuro> solutions(long limit) {
        List<Kakuro> out = new ArrayList<>();
        new DancingLinks(problem()).search(SearchSettings.builder().solutionLimit(limit).build(), s -> {
            out.add(decode(s));
            return Decision.CONTINUE;
        });
        return out;
    }

    /**
     * Returns the grid in the text layout, columns aligned: walls {@code #}, clues {@code D\A}, digits, and
     * {@code .} for blank white cells; {@link #parse(String)} reads it back.
     *
     * @return the text, one line per row, each ended by a newline
     */
    public String toText() {
        String[] tokens = new String[cell.length];
        int width = 1;
        for (int x = 0; x < cell.length; x++) {
            int v = cell[x];
            tokens[x] = v == WALL ? "#" : v == CLUE ? (down[x] == 0 ? "" : Integer.toString(down[x])) + "\\"
                    + (across[x] == 0 ? "" : Integer.toString(across[x])) : v == 0 ? "." : Integer.toString(v);
            width = Math.max(width, tokens[x].length());
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                String t = tokens[r * columns + c];
                sb.append(t);
                if (c + 1 < columns) {
                    sb.append(" ".repeat(width + 1 - t.length()));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Kakuro)) {
            return false;
        }
        Kakuro k = (Kakuro) o;
        return rows == k.rows && columns == k.columns && Arrays.equals(cell, k.cell) && Arrays.equals(down, k.down)
                && Arrays.equals(across, k.across);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cell) * 31 + Arrays.hashCode(down) * 7 + Arrays.hashCode(across);
    }

    /** Returns {@link #toText()}. */
    @Override
    public String toString() {
        return toText();
    }
}
