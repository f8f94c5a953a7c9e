/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.problems.Sudoku;
import io.github.dlx4j.problems.SudokuShape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The models of docs/guide.md, compiled and run here; {@link ReadmeSnippetsTest} checks that the guide shows
 * the code between the markers. Each count is checked against a published value or against a brute-force
 * count below that shares no code with the library.
 */
class ReadmeGuideExamplesTest {

    @Test
    void guide_matrix_numberedItemsGiveThePapersOneSolution() {
        // snippet docs/guide.md: begin
        ExactCoverProblem matrix = ExactCoverProblem.builder()
                .primaryItems(7)                    // columns 0..6 of the 0/1 matrix
                .option(2, 4, 5)                    // row 0: 0 0 1 0 1 1 0
                .option(0, 3, 6)                    // row 1: 1 0 0 1 0 0 1
                .option(1, 2, 5)                    // row 2: 0 1 1 0 0 1 0
                .option(0, 3)                       // row 3: 1 0 0 1 0 0 0
                .option(1, 6)                       // row 4: 0 1 0 0 0 0 1
                .option(3, 4, 6)                    // row 5: 0 0 0 1 1 0 1
                .build();
        Solution only = new DancingLinks(matrix).findFirst().orElseThrow();
        int[] rows = only.options();                // {3, 0, 4}: rows 0, 3 and 4, in the order chosen
        // snippet: end
        int[] sorted = rows.clone();
        Arrays.sort(sorted);
        assertThat(sorted).containsExactly(0, 3, 4); // Knuth, "Dancing Links" (2000), the example's solution
        assertThat(new DancingLinks(matrix).count()).isEqualTo(1);
    }

    @Test
    void guide_unordered_findsTheSameSolutionsInASmallerTree() {
        io.github.dlx4j.problems.SudokuGrid puzzle = io.github.dlx4j.problems.SudokuGrid.parse(
                "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
        ExactCoverProblem problem = io.github.dlx4j.problems.Sudoku.problem(puzzle);
        DancingLinks links = new DancingLinks(problem);
        // snippet docs/guide.md: begin
        SearchSettings any = SearchSettings.builder().solutionLimit(2).unordered(true).build();
        SearchResult r = links.search(any, solution -> Decision.CONTINUE);
        boolean unique = r.solutions() == 1;
        // snippet: end
        assertThat(unique).isTrue(); // the first puzzle of top1465 has one solution
        SearchResult ordered = links.search(SearchSettings.builder().solutionLimit(2).build(), s -> Decision.CONTINUE);
        assertThat(ordered.solutions()).isEqualTo(1);
        assertThat(r.statistics().nodes()).isLessThan(ordered.statistics().nodes());
    }

    @Test
    void guide_fromMatrix_givesThePapersOneSolution() {
        // snippet docs/guide.md: begin
        int[][] rows = {
            {0, 0, 1, 0, 1, 1, 0},
            {1, 0, 0, 1, 0, 0, 1},
            {0, 1, 1, 0, 0, 1, 0},
            {1, 0, 0, 1, 0, 0, 0},
            {0, 1, 0, 0, 0, 0, 1},
            {0, 0, 0, 1, 1, 0, 1},
        };
        ExactCoverProblem paper = ExactCoverProblem.fromMatrix(rows, 7, "A", "B", "C", "D", "E", "F", "G");
        Solution found = new DancingLinks(paper).findFirst().orElseThrow();
        int[] chosen = found.options();             // 0, 3 and 4 in some order: option k is row k
        List<String> texts = found.optionTexts();   // "A D", "B G" and "C E F"
        // snippet: end
        int[] sorted = chosen.clone();
        Arrays.sort(sorted);
        // Knuth, "Dancing Links" (2000): the one solution is rows 1, 4 and 5 (from 1), {C E F}, {A D}, {B G}
        assertThat(sorted).containsExactly(0, 3, 4);
        assertThat(texts).containsExactlyInAnyOrder("A D", "B G", "C E F");
        assertThat(new DancingLinks(paper).count()).isEqualTo(1);
        boolean[][] bits = new boolean[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            bits[r] = new boolean[rows[r].length];
            for (int c = 0; c < rows[r].length; c++) {
                bits[r][c] = rows[r][c] == 1;
            }
        }
        ExactCoverProblem numbered = ExactCoverProblem.fromMatrix(bits, 7);
        Solution same = new DancingLinks(numbered).findFirst().orElseThrow();
        int[] fromBits = same.options().clone();
        Arrays.sort(fromBits);
        assertThat(fromBits).containsExactly(0, 3, 4);
    }

    @Test
    void guide_queens_secondaryDiagonalsGive92() {
        // snippet docs/guide.md: begin
        int n = 8;
        ExactCoverProblem.Builder queens = ExactCoverProblem.builder();
        for (int i = 0; i < n; i++) {
            queens.primary("r" + i, "c" + i);                            // every row and column once
        }
        for (int d = 0; d < 2 * n - 1; d++) {
            queens.secondary("a" + d, "b" + d);                          // every diagonal at most once
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                queens.option("r" + r, "c" + c, "a" + (r + c), "b" + (r - c + n - 1));
            }
        }
        long solutions = new DancingLinks(queens.build()).count();       // 92
        // snippet: end
        assertThat(solutions).isEqualTo(92); // OEIS A000170
    }

    @Test
    void guide_wordSquares_colorsMakeRowsAndColumnsAgree() {
        // snippet docs/guide.md: begin
        List<String> words = List.of("ARE", "ART", "BAT", "EAR", "ERA", "RAT", "TAR", "TEA", "TEE");
        ExactCoverProblem.Builder squares = ExactCoverProblem.builder()
                .primary("row0", "row1", "row2", "col0", "col1", "col2");
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                squares.secondary("cell" + i + j);
            }
        }
        for (String w : words) {
            for (int k = 0; k < 3; k++) {                                // w as row k, then as column k
                squares.option("row" + k, "cell" + k + "0:" + w.charAt(0), "cell" + k + "1:" + w.charAt(1),
                        "cell" + k + "2:" + w.charAt(2));
                squares.option("col" + k, "cell0" + k + ":" + w.charAt(0), "cell1" + k + ":" + w.charAt(1),
                        "cell2" + k + ":" + w.charAt(2));
            }
        }
        DancingLinks dl = new DancingLinks(squares.build());
        long count = dl.count();                                         // 8
        List<String> first = dl.findFirst().orElseThrow().optionTexts(); // its three rows and three columns
        // snippet: end
        assertThat(count).isEqualTo(bruteForceWordSquares(words));
        assertThat(first).hasSize(6);
    }

    @Test
    void guide_schedule_multiplicitiesGiveTheBruteForceCount() {
        // snippet docs/guide.md: begin
        record Shift(String name) { }
        record Person(String name) { }
        record Duty(Person person, Shift shift) { }

        List<Shift> shifts = List.of(new Shift("early"), new Shift("late"), new Shift("night"));
        List<Person> people = List.of(new Person("Ann"), new Person("Bob"), new Person("Cy"), new Person("Di"));
        TypedProblem.Builder<Duty> schedule = TypedProblem.builder();
        for (Shift s : shifts) {
            schedule.primary(s).multiplicity(s, 2, 2);                   // two people on every shift
        }
        for (Person p : people) {
            schedule.primary(p).multiplicity(p, 1, 2);                   // everyone works one or two shifts
        }
        for (Person p : people) {
            for (Shift s : shifts) {
                if (!(p.name().equals("Di") && s.name().equals("night"))) {  // Di never works nights
                    schedule.option(new Duty(p, s), List.of(p, s));
                }
            }
        }
        TypedSolver<Duty> solver = new TypedSolver<>(schedule.build());
        long rotas = solver.count();                                     // 45
        List<Duty> rota = solver.findFirst().orElseThrow();              // six duties
        // snippet: end
        assertThat(rotas).isEqualTo(bruteForceRotas());
        assertThat(rota).hasSize(6);
    }

    @Test
    void guide_sudokuVariants_countAgainstPublishedAndBruteForce() {
        // snippet docs/guide.md: begin
        long grids = new DancingLinks(Sudoku.problem(SudokuShape.forSize(4))).count();   // 288 4x4 grids

        ExactCoverProblem.Builder x = ExactCoverProblem.builder();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                x.primary("p" + i + j, "r" + i + "=" + (j + 1), "c" + i + "=" + (j + 1), "b" + i + "=" + (j + 1));
            }
            x.primary("d=" + (i + 1), "a=" + (i + 1));
        }
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                for (int v = 1; v <= 4; v++) {
                    List<String> items = new ArrayList<>(List.of(
                            "p" + r + c,                                 // each cell gets one digit
                            "r" + r + "=" + v, "c" + c + "=" + v,        // each digit once per row, column
                            "b" + (r / 2 * 2 + c / 2) + "=" + v));       // ... and box
                    if (r == c) {
                        items.add("d=" + v);                             // ... and on the main diagonal
                    }
                    if (r + c == 3) {
                        items.add("a=" + v);                             // ... and on the other one
                    }
                    x.option(items);
                }
            }
        }
        long xGrids = new DancingLinks(x.build()).count();                // 48 with both diagonals
        // snippet: end
        assertThat(grids).isEqualTo(288); // the number of 4x4 Sudoku grids
        assertThat(xGrids).isEqualTo(bruteForceSudoku4(true));
        assertThat(bruteForceSudoku4(false)).isEqualTo(288);
    }

    /** Counts 3x3 squares whose rows and columns are all in the list, by trying every three rows. */
    private static long bruteForceWordSquares(List<String> words) {
        Set<String> set = new HashSet<>(words);
        long count = 0;
        for (String a : words) {
            for (String b : words) {
                for (String c : words) {
                    boolean ok = true;
                    for (int j = 0; j < 3; j++) {
                        ok &= set.contains("" + a.charAt(j) + b.charAt(j) + c.charAt(j));
                    }
                    count += ok ? 1 : 0;
                }
            }
        }
        return count;
    }

    /** Counts the sets of (person, shift) pairs that meet the rules, by trying all of them. */
    private static long bruteForceRotas() {
        int people = 4;
        int shifts = 3;
        long count = 0;
        for (int set = 0; set < 1 << (people * shifts); set++) {
            boolean ok = (set & (1 << (3 * shifts + 2))) == 0; // Di (3) on the night shift (2)
            for (int s = 0; s < shifts && ok; s++) {
                int on = 0;
                for (int p = 0; p < people; p++) {
                    on += (set >> (p * shifts + s)) & 1;
                }
                ok = on == 2;
            }
            for (int p = 0; p < people && ok; p++) {
                int works = Integer.bitCount((set >> (p * shifts)) & 0b111);
                ok = works >= 1 && works <= 2;
            }
            count += ok ? 1 : 0;
        }
        return count;
    }

    /** Counts 4x4 Latin squares with the four 2x2 boxes (and both diagonals, if asked) holding 1..4. */
    private static long bruteForceSudoku4(boolean diagonals) {
        return fill(new int[16], 0, diagonals);
    }

    private static long fill(int[] g, int k, boolean diagonals) {
        if (k == 16) {
            return 1;
        }
        long count = 0;
        int r = k / 4;
        int c = k % 4;
        for (int v = 1; v <= 4; v++) {
            boolean ok = true;
            for (int i = 0; i < k; i++) {
                int ri = i / 4;
                int ci = i % 4;
                boolean sameBox = ri / 2 == r / 2 && ci / 2 == c / 2;
                boolean sameDiagonal = diagonals && ((ri == ci && r == c) || (ri + ci == 3 && r + c == 3));
                if (g[i] == v && (ri == r || ci == c || sameBox || sameDiagonal)) {
                    ok = false;
                }
            }
            if (ok) {
                g[k] = v;
                count += fill(g, k + 1, diagonals);
            }
        }
        return count;
    }
}
