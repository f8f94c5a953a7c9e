/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** End-to-end tests of {@code dlx4j polycube}; oracles: the published Soma and tetracube counts. */
class PolycubeCommandTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--box 3x3x3 --count|11520",
        "--box 3x3x3 --pieces soma --count --up-to-symmetry|240",
        "--box 3x3x3 --count --up-to-rotation|480",
        "--box 2x4x4 --pieces tetracubes --count --up-to-rotation|1390",
        "--box 2x4x4 --pieces tetracubes --count --up-to-symmetry --threads 2|695"})
    void polycube_count_publishedCounts(String args, String expected) {
        assertThat(Cli.run("", ("polycube " + args).split(" ")).assertSuccess().out()).isEqualTo(expected + "\n");
    }

    @Test
    void polycube_limit_printsPackingsByLayers() {
        String out = Cli.run("", "polycube", "--box", "3x3x3", "--limit", "2").assertSuccess().out();
        assertThat(out).matches("([VLTZABP]{3}  [VLTZABP]{3}  [VLTZABP]{3}\n){3}\n([VLTZABP]{3}  [VLTZABP]{3}  "
                + "[VLTZABP]{3}\n){3}");
    }

    @Test
    void polycube_boxFile_readsTheRegion() throws IOException {
        Path file = dir.resolve("slab.txt");
        Files.writeString(file, "####\n####\n####\n####\n\n####\n####\n####\n####\n");
        assertThat(Cli.run("", "polycube", "--box-file", file.toString(), "--pieces", "tetracubes", "--count")
                .assertSuccess().out()).isEqualTo("11120\n");
        assertThat(Cli.run("####\n####\n####\n####\n\n####\n####\n####\n####\n", "polycube", "--box-file", "-",
                "--pieces", "tetracubes", "--count", "--limit", "5").assertSuccess().out()).isEqualTo("5\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "polycube|give the region: --box AxBxC or --box-file FILE",
        "polycube --box 3x3|option '--box': box '3x3' is not of the form AxBxC",
        "polycube --box 0x3x3|was 0",
        "polycube --box 2x2x2|the pieces have 27 cubes but the region 2x2x2 has 8 cells",
        "polycube --box 3x3x3 --pieces hexacubes|option '--pieces': unknown piece set 'hexacubes'",
        "polycube --box 3x3x3 --up-to-symmetry --up-to-rotation|contradict each other",
        "polycube --box 3x3x3 --usage any --up-to-symmetry|option '--up-to-symmetry' needs every piece used exactly once"
            + " ('--usage once'), but was given with '--usage any'",
        "polycube --box 3x3x3 --usage at-most-once --up-to-rotation|option '--up-to-rotation' needs every piece used"
            + " exactly once ('--usage once'), but was given with '--usage at-most-once'",
        "polycube --box-file /nonexistent/x.txt|/nonexistent/x.txt"})
    void polycube_badUsage_oneLineExit2(String args, String message) {
        Cli.run("", args.split(" ")).assertUsageError(message);
    }
}
