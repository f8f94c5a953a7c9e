/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script {@code bin/dlx4j} as a real process: it answers as {@code java -jar} does, makes its
 * class-data archive once and has the JVM map the tool's classes from it, and runs without the archive,
 * quietly, whenever the archive cannot be made or is refused. The tests run the script on a jar they pack
 * from the compiled classes (the real jar is made after the tests), with their own cache folder. Expected
 * answers are published counts (92 queens solutions on 8x8, 352 on 9x9) and the solution of Knuth's paper
 * example written out by hand, not output of the code under test. Unix only (the script is bash).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LauncherScriptTest {

    private static final Path SCRIPT = Path.of("bin", "dlx4j").toAbsolutePath();

    @TempDir
    static Path shared;

    private static Path jar;

    @BeforeAll
    static void packJar() throws IOException {
        assumeTrue(!System.getProperty("os.name").startsWith("Windows"), "the launcher is a bash script");
        assertThat(SCRIPT).as("run from the project folder").isExecutable();
        jar = shared.resolve("dlx4j-test.jar");
        Path classes = classes();
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
                Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }

    private static Path classes() {
        try {
            return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a finished process wrote and its exit status. */
    private record Run(int exit, String out, String err) {
    }

    private static Run launch(Map<String, String> env, String stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(SCRIPT.toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command);
        b.environment().put("JAVA_HOME", System.getProperty("java.home"));
        b.environment().put("DLX4J_JAR", jar.toString());
        b.environment().remove("DLX4J_JAVA_OPTS");
        b.environment().remove("DLX4J_CDS");
        env.forEach((k, v) -> {
            if (v == null) {
                b.environment().remove(k);
            } else {
                b.environment().put(k, v);
            }
        });
        // Output goes to files, so that a long standard output (a JVM log) can never block the child.
        Path out = Files.createTempFile(shared, "out", ".txt");
        Path err = Files.createTempFile(shared, "err", ".txt");
        b.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = b.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.US_ASCII));
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the launcher ended").isTrue();
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static Run launch(Path cache, String... args) throws Exception {
        return launch(Map.of("DLX4J_CACHE_DIR", cache.toString()), "", args);
    }

    private static List<Path> archives(Path cache) throws IOException {
        if (!Files.isDirectory(cache)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(cache)) {
            return files.filter(f -> f.toString().endsWith(".jsa")).collect(Collectors.toList());
        }
    }

    @Test
    void launch_answersAndMakesOneArchiveThatLaterRunsMap(@TempDir Path cache) throws Exception {
        Run first = launch(cache, "queens", "8", "--count");
        assertThat(first).isEqualTo(new Run(0, "92" + System.lineSeparator(), ""));
        assertThat(archives(cache)).hasSize(1);
        FileTime made = Files.getLastModifiedTime(archives(cache).get(0));

        Run second = launch(Map.of("DLX4J_CACHE_DIR", cache.toString()),
                "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n", "solve", "-");
        assertThat(second).isEqualTo(new Run(0, "C E F\nA D\nB G\n", ""));
        assertThat(archives(cache)).hasSize(1);
        assertThat(Files.getLastModifiedTime(archives(cache).get(0))).isEqualTo(made);

        // The JVM's own log of where each class came from: the core classes come from the archive.
        Path log = cache.resolve("classes.log");
        Run logged = launch(Map.of("DLX4J_CACHE_DIR", cache.toString(), "DLX4J_JAVA_OPTS",
                "-Xlog:class+load:file=" + log), "A B\nA\nB\n", "solve", "--count", "-");
        assertThat(logged).isEqualTo(new Run(0, "1" + System.lineSeparator(), ""));
        assertThat(Files.readString(log)).containsPattern("io\\.github\\.dlx4j\\.DancingLinks source: shared objects file");

        // The training ran every main command: a Sudoku maps its reader, builder and engine too.
        Path sudokuLog = cache.resolve("sudoku.log");
        Run sudoku = launch(Map.of("DLX4J_CACHE_DIR", cache.toString(), "DLX4J_JAVA_OPTS",
                "-Xlog:class+load:file=" + sudokuLog),
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n", "sudoku",
                "--unique", "-");
        assertThat(sudoku).isEqualTo(new Run(0,
                "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n", ""));
        String classes = Files.readString(sudokuLog);
        for (String name : List.of("cli.SudokuCommand", "problems.SudokuReader", "problems.SudokuSolver",
                "problems.SudokuBits")) {
            assertThat(classes).as(name).containsPattern("io\\.github\\.dlx4j\\." + name.replace(".", "\\.")
                    + " source: shared objects file");
        }

        // It also went through Main's start (the shutdown hook's latch and lambda) and read a file.
        Path file = cache.resolve("problem.dlx");
        Files.writeString(file, "a b\na\nb\na b\n");
        Path fileLog = cache.resolve("file.log");
        Run fromFile = launch(Map.of("DLX4J_CACHE_DIR", cache.toString(), "DLX4J_JAVA_OPTS",
                "-Xlog:class+load:file=" + fileLog), "", "solve", "--count", file.toString());
        assertThat(fromFile).isEqualTo(new Run(0, "2" + System.lineSeparator(), ""));
        String fileClasses = Files.readString(fileLog);
        for (String name : List.of("java.util.concurrent.CountDownLatch", "sun.nio.ch.FileChannelImpl",
                "io.github.dlx4j.cli.Main\\$\\$Lambda\\S*")) {
            assertThat(fileClasses).as(name).containsPattern(name.replace(".", "\\.") + " source: shared objects file");
        }
    }

    /** A jar without the training class (an older build): the launcher trains on a count alone. */
    @Test
    void launch_jarWithoutTheTrainingClass_makesTheArchiveFromACount(@TempDir Path cache) throws Exception {
        Path old = shared.resolve("dlx4j-old.jar");
        try (java.util.zip.ZipFile in = new java.util.zip.ZipFile(jar.toFile());
                JarOutputStream out = new JarOutputStream(Files.newOutputStream(old))) {
            for (java.util.zip.ZipEntry e : java.util.Collections.list(in.entries())) {
                if (!e.getName().equals("io/github/dlx4j/cli/Training.class")
                        && !e.getName().startsWith("io/github/dlx4j/cli/Training$")) {
                    out.putNextEntry(new JarEntry(e.getName()));
                    in.getInputStream(e).transferTo(out);
                    out.closeEntry();
                }
            }
        }
        Map<String, String> env = new java.util.HashMap<>();
        env.put("DLX4J_CACHE_DIR", cache.toString());
        env.put("DLX4J_JAR", old.toString());
        assertThat(launch(env, "", "queens", "6", "--count")).isEqualTo(new Run(0, "4" + System.lineSeparator(), ""));
        assertThat(archives(cache)).hasSize(1);
        Path log = cache.resolve("classes.log");
        env.put("DLX4J_JAVA_OPTS", "-Xlog:class+load:file=" + log);
        assertThat(launch(env, "A B\nA\nB\n", "solve", "--count", "-")).isEqualTo(new Run(0, "1" + System.lineSeparator(), ""));
        assertThat(Files.readString(log)).containsPattern("io\\.github\\.dlx4j\\.DancingLinks source: shared objects file");
    }

    @Test
    void launch_afterTheJarChanged_makesTheArchiveAgain(@TempDir Path cache) throws Exception {
        launch(cache, "queens", "8", "--count");
        Path archive = archives(cache).get(0);
        FileTime old = FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000);
        Files.setLastModifiedTime(archive, old);
        assertThat(launch(cache, "queens", "9", "--count")).isEqualTo(new Run(0, "352" + System.lineSeparator(), ""));
        assertThat(Files.getLastModifiedTime(archive)).isGreaterThan(old);
    }

    @Test
    void launch_withAnArchiveTheJvmRefuses_runsWithoutItQuietly(@TempDir Path cache) throws Exception {
        launch(cache, "queens", "8", "--count");
        Path archive = archives(cache).get(0);
        archive.toFile().setWritable(true);
        Files.writeString(archive, "not an archive");
        assertThat(launch(cache, "queens", "9", "--count")).isEqualTo(new Run(0, "352" + System.lineSeparator(), ""));
    }

    @Test
    void launch_whereNoArchiveCanBeWritten_runsWithoutOneQuietly(@TempDir Path dir) throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "a file where the cache folder would go");
        assertThat(launch(notAFolder, "queens", "9", "--count"))
                .isEqualTo(new Run(0, "352" + System.lineSeparator(), ""));
        assertThat(Files.readString(notAFolder)).isEqualTo("a file where the cache folder would go");
    }

    @Test
    void launch_withoutHomeOrCacheFolder_runsWithoutAnArchive() throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", null);
        env.put("XDG_CACHE_HOME", null);
        env.put("DLX4J_CACHE_DIR", null);
        assertThat(launch(env, "", "queens", "9", "--count")).isEqualTo(new Run(0, "352" + System.lineSeparator(), ""));
    }

    @Test
    void launch_withCdsOff_makesNoArchive(@TempDir Path cache) throws Exception {
        Run run = launch(Map.of("DLX4J_CACHE_DIR", cache.toString(), "DLX4J_CDS", "0"), "", "queens", "8", "--count");
        assertThat(run).isEqualTo(new Run(0, "92" + System.lineSeparator(), ""));
        assertThat(archives(cache)).isEmpty();
    }

    @Test
    void launch_badUsage_passesTheToolsLineAndExitStatus(@TempDir Path cache) throws Exception {
        Run run = launch(cache, "queens", "-5");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("dlx4j queens: N must be positive (a whole number from 1 to 20000), but was "
                + "given '-5'" + System.lineSeparator());
    }

    @Test
    void launch_withoutTheJar_saysSoInOneLine(@TempDir Path cache) throws Exception {
        Path missing = cache.resolve("missing.jar");
        Run run = launch(Map.of("DLX4J_JAR", missing.toString(), "DLX4J_CACHE_DIR", cache.toString()), "", "queens",
                "8");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("dlx4j: the jar '" + missing + "' does not exist (DLX4J_JAR)\n");
    }
}
