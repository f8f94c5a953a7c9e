/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the test resources in {@code src/test/resources/problems}. */
final class TestResources {

    private TestResources() {
    }

    /** Returns the whole text of a resource. */
    static String text(String name) {
        try (InputStream in = TestResources.class.getResourceAsStream("/problems/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource /problems/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns the lines of a resource that are neither blank nor comments ({@code #} first). */
    static List<String> puzzles(String name) {
        List<String> list = new ArrayList<>();
        for (String line : text(name).split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                list.add(line.strip());
            }
        }
        return list;
    }
}
