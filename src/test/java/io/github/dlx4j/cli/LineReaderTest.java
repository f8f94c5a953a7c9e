/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Seeded;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link LineReader} splits lines as the JDK's {@link BufferedReader#readLine()} does ({@code \n},
 * {@code \r\n} and a lone {@code \r} end a line), whatever chunks the stream delivers; the oracle is the
 * JDK's reader.
 */
class LineReaderTest {

    private static List<String> lineReader(byte[] bytes, int chunk) throws Exception {
        InputStream in = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
        LineReader reader = new LineReader(in, 1 << 20, () -> { });
        List<String> lines = new ArrayList<>();
        for (String line; (line = reader.next()) != null;) {
            lines.add(line);
            assertThat(reader.lineNumber()).isEqualTo(lines.size());
        }
        return lines;
    }

    private static List<String> jdk(String text) throws IOException {
        BufferedReader reader = new BufferedReader(new StringReader(text));
        List<String> lines = new ArrayList<>();
        for (String line; (line = reader.readLine()) != null;) {
            lines.add(line);
        }
        return lines;
    }

    @Test
    void next_randomLineEnds_splitsAsBufferedReader() throws Exception {
        String[] pieces = {"\n", "\r", "\r\n", "\n\r", "a", "bc", ".", " ", "\u00e9"};
        Seeded.repeat("LineReaderTest.next_randomLineEnds_splitsAsBufferedReader", 0x11E5L, 2000, (round, rnd) -> {
            StringBuilder text = new StringBuilder();
            for (int k = rnd.nextInt(12); k > 0; k--) {
                text.append(pieces[rnd.nextInt(pieces.length)]);
            }
            int chunk = 1 + rnd.nextInt(4);
            String escaped = text.toString().replace("\r", "\\r").replace("\n", "\\n");
            assertThat(lineReader(text.toString().getBytes(StandardCharsets.UTF_8), chunk))
                    .as("text \"%s\" read %d bytes at a time", escaped, chunk).isEqualTo(jdk(text.toString()));
        });
    }

    @Test
    void sudoku_carriageReturnLineEnds_answerAsNewlines() {
        String a = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        String b = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        Cli unix = Cli.run(a + "\n\n" + b + "\n", "sudoku").assertSuccess();
        assertThat(Cli.run(a + "\r\r" + b + "\r", "sudoku").assertSuccess().out()).isEqualTo(unix.out());
        assertThat(Cli.run(a + "\r\n\r\n" + b, "sudoku").assertSuccess().out()).isEqualTo(unix.out());
        // Rows ended by a lone CR are lines as rows ended by LF are: four rows of 4 cells are one pasted 4x4
        // grid (here already solved), whichever the line ends.
        String rows = "1234\r3412\r2143\r4321\r";
        assertThat(Cli.run(rows, "sudoku", "--box", "2x2").assertSuccess().out()).isEqualTo("1234341221434321\n");
        assertThat(Cli.run(rows.replace('\r', '\n'), "sudoku", "--box", "2x2").assertSuccess().out())
                .isEqualTo("1234341221434321\n");
        // Line numbers count every kind of line end.
        Cli.run(a + "\r" + a + "\r\n" + "x\n", "sudoku").assertInputErrorAfterOutput("dlx4j sudoku: line 3: ");
    }
}
