/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layout of every command's {@code --help}, in the order a reader looks for things: the usage line, one
 * line on what the command does, the options, the examples, then the details and the exit status. Each
 * example is parsed against the command's own options, so that an example cannot name an option that does
 * not exist.
 */
class HelpTest {

    @Test
    void everyHelp_usageSummaryOptionsExamplesThenDetails() {
        for (Command c : Main.COMMANDS) {
            String help = Cli.run("", c.name(), "--help").assertSuccess().out();
            List<String> lines = help.lines().toList();
            assertThat(lines.get(0)).as(c.name()).startsWith("Usage: dlx4j " + c.name() + " ");
            assertThat(lines.get(1)).isEmpty();
            assertThat(lines.get(2)).as(c.name()).matches("[A-Z].*\\.").hasSizeLessThanOrEqualTo(Command.WIDTH);
            assertThat(lines.get(3)).isEmpty();
            assertThat(lines.get(4)).isEqualTo("Options:");
            int examples = lines.indexOf("Examples:");
            int details = lines.indexOf("Details:");
            int exit = -1;
            for (int k = 0; k < lines.size(); k++) {
                exit = lines.get(k).startsWith("Exit status:") ? k : exit;
            }
            assertThat(examples).as(c.name()).isGreaterThan(4);
            assertThat(details).as(c.name()).isGreaterThan(examples + 1);
            assertThat(exit).as(c.name()).isGreaterThan(details + 1);
            // the options block: one row per option and -h, continuation lines indented
            for (String line : lines.subList(5, examples - 1)) {
                assertThat(line).as(c.name()).startsWith("  ");
            }
            assertThat(lines.get(examples - 2)).startsWith("  -h, --help");
            assertThat(lines.get(examples - 1)).isEmpty();
        }
    }

    @Test
    void everyHelp_examplesUseOnlyTheCommandsOptions() throws CliException {
        int parsed = 0;
        for (Command c : Main.COMMANDS) {
            for (String line : c.examples().split("\n")) {
                assertThat(line).as(c.name()).startsWith("  ");
                for (String part : line.split("\\|")) {
                    String command = part.strip().replaceAll("\\s{2,}\\(.*\\)$", "");
                    if (!command.startsWith("dlx4j ")) {
                        continue; // echo ... | dlx4j ..., or a continuation
                    }
                    List<String> args = new ArrayList<>(Arrays.asList(command.split("\\s+")));
                    args.remove(0);
                    Command named = Main.COMMANDS.stream().filter(x -> x.name().equals(args.get(0))).findFirst()
                            .orElseThrow();
                    Arguments a = Arguments.parse(named, args.toArray(new String[0]), 1);
                    assertThat(a.positionals().size()).as(line).isLessThanOrEqualTo(named.maxPositionals());
                    parsed++;
                }
            }
        }
        assertThat(parsed).isGreaterThan(3 * Main.COMMANDS.size());
    }
}
