/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.UserDocs;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shell session shown in README.md and in the Markdown files of {@code docs/} ({@code $ dlx4j ...}
 * lines in a code block, each followed by what the terminal shows) runs here through {@link Main}
 * in-process, from the repository root, and must print what the document shows, so that its figures cannot
 * drift. Their files come from {@code examples/}.
 *
 * <p>The small shell understood: {@code cat FILE}; {@code echo $?} (the last exit status);
 * {@code [echo WORD |] [printf 'TEXT' |] dlx4j ARGS [< FILE] [| tail -N] [| head -N]}. Standard error and
 * standard output are shown together in the order they were written, as a terminal shows them (the tool
 * flushes its output before it writes on standard error). Times are replaced by {@code <time>}, and so are
 * the statistics of a run stopped by {@code --timeout}, which depend on the machine; everything else must
 * match exactly.
 */
class ReadmeCommandsTest {

    /** One command of a session and what the README shows after it. */
    record Example(int line, String command, String shown) {
    }

    @TestFactory
    Stream<DynamicTest> readme_sessions_printWhatTheReadmeShows() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        int commands = 0;
        for (Path doc : UserDocs.documents()) {
            List<List<Example>> sessions = sessions(Files.readAllLines(doc));
            commands += sessions.stream().mapToInt(List::size).sum();
            for (List<Example> session : sessions) {
                tests.add(DynamicTest.dynamicTest(doc + " line " + session.get(0).line() + ": "
                        + session.get(0).command(), () -> {
                            int[] status = {0};
                            for (Example e : session) {
                                assertThat(normalize(run(e.command(), status)))
                                        .as("%s line %d: $ %s", doc, e.line(), e.command())
                                        .isEqualTo(normalize(e.shown()));
                            }
                        }));
            }
        }
        assertThat(commands).as("commands found in README.md and docs/").isGreaterThan(25);
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> readme_filesItNames_shipInExamples() throws IOException {
        StringBuilder all = new StringBuilder();
        for (Path doc : UserDocs.documents()) {
            all.append(Files.readString(doc));
        }
        String text = all.toString();
        Matcher m = Pattern.compile("examples/[A-Za-z0-9._-]+").matcher(text);
        List<String> files = new ArrayList<>();
        while (m.find()) {
            if (!files.contains(m.group())) {
                files.add(m.group());
            }
        }
        assertThat(files).contains("examples/queens8.dlx", "examples/puzzles.txt", "examples/scott.txt");
        return files.stream().map(f -> DynamicTest.dynamicTest(f, () -> assertThat(Path.of(f)).isRegularFile()));
    }

    /** Returns the sessions: the {@code $} lines of each code block with the lines up to the next one. */
    static List<List<Example>> sessions(List<String> lines) {
        List<List<Example>> sessions = new ArrayList<>();
        List<Example> session = null;
        String command = null;
        int commandLine = 0;
        StringBuilder shown = new StringBuilder();
        boolean inBlock = false;
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            boolean fence = line.startsWith("```");
            boolean prompt = inBlock && line.startsWith("$ ");
            if (command != null && (fence || prompt)) {
                session.add(new Example(commandLine, command, shown.toString()));
                command = null;
            }
            if (fence) {
                inBlock = !inBlock;
                if (session != null && !session.isEmpty()) {
                    sessions.add(session);
                }
                session = inBlock ? new ArrayList<>() : null;
            } else if (prompt) {
                command = line.substring(2);
                commandLine = k + 1;
                shown.setLength(0);
            } else if (command != null) {
                shown.append(line).append('\n');
            }
        }
        return sessions;
    }

    /** Runs one command line of the small shell; {@code status} holds the last exit status. */
    private static String run(String commandLine, int[] status) throws IOException {
        List<String> stages = Arrays.stream(commandLine.split(" \\| ")).map(String::strip)
                .collect(Collectors.toList());
        if (stages.size() == 1 && stages.get(0).startsWith("cat ")) {
            return Files.readString(Path.of(stages.get(0).substring(4)));
        }
        if (commandLine.equals("echo $?")) {
            return status[0] + "\n";
        }
        String stdin = "";
        if (stages.get(0).startsWith("echo ")) {
            stdin = stages.remove(0).substring(5) + "\n";
        } else if (stages.get(0).startsWith("printf ")) {
            List<String> words = words(stages.remove(0));
            stdin = words.get(1).replace("\\n", "\n");
        }
        List<String> args = words(stages.remove(0));
        assertThat(args.get(0)).as(commandLine).isEqualTo("dlx4j");
        args.remove(0);
        int redirect = args.indexOf("<");
        if (redirect >= 0) {
            stdin = Files.readString(Path.of(args.get(redirect + 1)));
            args = args.subList(0, redirect);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream terminal = new ByteArrayOutputStream(); // standard error, and output not piped
        PrintStream err = new PrintStream(terminal, true, StandardCharsets.UTF_8);
        PrintStream o = new PrintStream(stages.isEmpty() ? terminal : out, false, StandardCharsets.UTF_8);
        status[0] = Main.run(args.toArray(new String[0]), new ByteArrayInputStream(stdin.getBytes(
                StandardCharsets.UTF_8)), o, err);
        o.flush();
        List<String> piped = out.toString(StandardCharsets.UTF_8).lines().collect(Collectors.toList());
        for (String stage : stages) {
            List<String> words = words(stage);
            int n = Integer.parseInt(words.get(1).substring(1));
            assertThat(words.get(0)).as(commandLine).isIn("head", "tail");
            piped = words.get(0).equals("head") ? piped.subList(0, Math.min(n, piped.size()))
                    : piped.subList(Math.max(0, piped.size() - n), piped.size());
        }
        StringBuilder shown = new StringBuilder(terminal.toString(StandardCharsets.UTF_8));
        piped.forEach(l -> shown.append(l).append('\n'));
        return shown.toString();
    }

    /** Splits a command into words at spaces, keeping {@code '...'} together (without the quotes). */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        Matcher m = Pattern.compile("'([^']*)'|(\\S+)").matcher(command);
        while (m.find()) {
            words.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        return words;
    }

    /**
     * Replaces what depends on the machine: times, and the statistics of a run stopped by its timeout. Line
     * ends are made {@code \n}.
     */
    static String normalize(String text) {
        String t = text.replace(System.lineSeparator(), "\n");
        t = t.replaceAll("(?m)^(time: +)[0-9.]+ s$", "$1<time>");
        t = t.replaceAll("(?m)^(time: +about ).*$", "$1<time>");
        if (t.contains("stopped: timeout")) {
            t = t.replaceAll("(?m)^(solutions|nodes|updates): [0-9]+", "$1: <so far>");
        }
        return t;
    }
}
