/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The user's documents whose examples the tests run: README.md and the Markdown files of docs/. */
public final class UserDocs {

    private UserDocs() {
    }

    /** Returns README.md and the Markdown files of docs/, those in name order. */
    public static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>();
        docs.add(Path.of("README.md"));
        try (Stream<Path> files = Files.list(Path.of("docs"))) {
            files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }
}
