/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.UserDocs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Ties the Java snippets of the documentation to the tests that compile and run them. A test marks its
 * code with {@code // snippet DOC: begin} and {@code // snippet: end}, where {@code DOC} is a path such as
 * {@code README.md} or {@code docs/guide.md}. This test fails when a {@code ```java} block of README.md or
 * {@code docs/*.md} is not, line for line, the code of some marked region naming that file (so every
 * snippet is compiled and run), and when a marked region is not shown in its file (so a test cannot keep
 * code the documentation has dropped or changed). Regions lose their common indentation before they are
 * compared.
 */
class ReadmeSnippetsTest {

    private static final Pattern BEGIN = Pattern.compile("^\\s*// snippet (\\S+): begin\\s*$");
    private static final Pattern END = Pattern.compile("^\\s*// snippet: end\\s*$");

    /** One marked region of a test: the document it belongs to, where it is, and its code. */
    record Region(String doc, String where, String code) {
    }

    @Test
    void everyJavaBlockOfTheDocs_isTheCodeOfATest() throws IOException {
        List<Region> regions = regions();
        List<String> missing = new ArrayList<>();
        for (Path doc : UserDocs.documents()) {
            String name = name(doc);
            for (String block : javaBlocks(Files.readString(doc))) {
                boolean found = regions.stream().anyMatch(r -> r.doc().equals(name) && r.code().equals(block));
                if (!found) {
                    missing.add(name + ":\n" + block);
                }
            }
        }
        assertThat(missing).as("```java blocks with no test region (// snippet DOC: begin ... // snippet: end)"
                + " holding exactly their code").isEmpty();
    }

    @Test
    void everyTestRegion_isShownInItsDocument() throws IOException {
        List<Region> regions = regions();
        assertThat(regions).as("snippet regions in src/test/java").hasSizeGreaterThan(10);
        List<String> notShown = new ArrayList<>();
        for (Region r : regions) {
            Path doc = Path.of(r.doc());
            if (!Files.isRegularFile(doc) || !javaBlocks(Files.readString(doc)).contains(r.code())) {
                notShown.add(r.where() + " (for " + r.doc() + "):\n" + r.code());
            }
        }
        assertThat(notShown).as("test regions that their document does not show as a ```java block").isEmpty();
    }

    private static String name(Path doc) {
        return doc.toString().replace('\\', '/');
    }

    /** Returns the code of each {@code ```java} block, lines without trailing blanks. */
    static List<String> javaBlocks(String markdown) {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = null;
        for (String line : markdown.lines().toList()) {
            if (block == null && line.strip().equals("```java")) {
                block = new StringBuilder();
            } else if (block != null && line.strip().equals("```")) {
                blocks.add(block.toString());
                block = null;
            } else if (block != null) {
                block.append(line.stripTrailing()).append('\n');
            }
        }
        return blocks;
    }

    /** Returns the marked regions of every test source. */
    static List<Region> regions() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted()
                    .flatMap(p -> regions(p).stream()).collect(Collectors.toList());
        }
    }

    private static List<Region> regions(Path source) {
        List<String> lines;
        try {
            lines = Files.readAllLines(source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Region> regions = new ArrayList<>();
        for (int k = 0; k < lines.size(); k++) {
            Matcher m = BEGIN.matcher(lines.get(k));
            if (!m.matches()) {
                continue;
            }
            int end = k + 1;
            while (end < lines.size() && !END.matcher(lines.get(end)).matches()) {
                end++;
            }
            assertThat(end).as("%s:%d: a snippet region without '// snippet: end'", source, k + 1)
                    .isLessThan(lines.size());
            regions.add(new Region(m.group(1), source + ":" + (k + 1), dedent(lines.subList(k + 1, end))));
            k = end;
        }
        return regions;
    }

    /** Removes the indentation common to the non-blank lines, and trailing blanks. */
    private static String dedent(List<String> lines) {
        int indent = lines.stream().filter(l -> !l.isBlank())
                .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        StringBuilder code = new StringBuilder();
        for (String l : lines) {
            code.append(l.isBlank() ? "" : l.substring(indent).stripTrailing()).append('\n');
        }
        return code.toString();
    }
}
