/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing a command's arguments against its declared options. */
class ArgumentsTest {

    private static final Command COMMAND = new MainTest.FailingCommand() {
        @Override
        List<OptionDef> options() {
            return List.of(OptionDef.flag("--all", "a flag"), OptionDef.value("--size", "N", "a value"));
        }

        @Override
        int maxPositionals() {
            return 2;
        }
    };

    private static Arguments parse(String... args) throws CliException {
        String[] line = new String[args.length + 1];
        line[0] = "boom";
        System.arraycopy(args, 0, line, 1, args.length);
        return Arguments.parse(COMMAND, line, 1);
    }

    @Test
    void parse_flagsValuesAndPositionals() throws CliException {
        Arguments a = parse("x", "--all", "--size", "5", "y");
        assertThat(a.help()).isFalse();
        assertThat(a.has("--all")).isTrue();
        assertThat(a.value("--size")).hasValue("5");
        assertThat(a.longValue("--size", 1, 0)).isEqualTo(5);
        assertThat(a.positionals()).containsExactly("x", "y");
        assertThat(a.positional(1)).hasValue("y");
        assertThat(a.positional(2)).isEmpty();
    }

    @Test
    void parse_absentOptions() throws CliException {
        Arguments a = parse();
        assertThat(a.has("--all")).isFalse();
        assertThat(a.value("--size")).isEmpty();
        assertThat(a.longValue("--size", 1, 42)).isEqualTo(42);
        assertThat(a.positionals()).isEmpty();
    }

    @Test
    void parse_valueAfterEquals_mayStartWithDash() throws CliException {
        assertThat(parse("--size=12").value("--size")).hasValue("12");
        assertThat(parse("--size", "-3").value("--size")).hasValue("-3");
        assertThat(parse("--size=").value("--size")).hasValue("");
    }

    @Test
    void parse_dashAloneAndAfterDoubleDash_arePositional() throws CliException {
        assertThat(parse("-", "--", "--all").positionals()).containsExactly("-", "--all");
        assertThat(parse("--", "--all").has("--all")).isFalse();
    }

    @Test
    void parse_helpAnywhereBeforeDoubleDash() throws CliException {
        assertThat(parse("x", "--size", "2", "-h").help()).isTrue();
        assertThat(parse("--bogus", "--help").help()).isTrue();
        assertThat(parse("--", "--help").help()).isFalse();
    }

    @Test
    void parse_errorsNameTheOption() {
        assertThatThrownBy(() -> parse("--bogus")).hasMessage("unknown option '--bogus'; see 'dlx4j boom --help'");
        assertThatThrownBy(() -> parse("--bogus=1")).hasMessageStartingWith("unknown option '--bogus';");
        assertThatThrownBy(() -> parse("-q")).hasMessageStartingWith("unknown option '-q';");
        assertThatThrownBy(() -> parse("--all=yes")).hasMessage("option '--all' takes no value, but was given 'yes'");
        assertThatThrownBy(() -> parse("--size")).hasMessage("option '--size' needs a value: --size N");
        assertThatThrownBy(() -> parse("--all", "--all")).hasMessage("option '--all' is given twice");
        assertThatThrownBy(() -> parse("--size=1", "--size", "2")).hasMessage("option '--size' is given twice");
        assertThatThrownBy(() -> parse("a", "b", "c")).hasMessageStartingWith("unexpected argument 'c'");
    }

    @Test
    void longValue_rejectsWhatIsNotAWholeNumberInRange() throws CliException {
        for (String bad : List.of("x", "1e3", "0x10", "1.0", " 1", "", "--1", "+-1")) {
            Arguments a = parse("--size=" + bad);
            assertThatThrownBy(() -> a.longValue("--size", 1, 0)).isInstanceOf(CliException.class)
                    .hasMessage("option '--size' needs a whole number of at least 1, but was given '" + bad + "'");
        }
        for (String notPositive : List.of("0", "-1", "-0", "-99999999999999999999")) {
            Arguments a = parse("--size=" + notPositive);
            assertThatThrownBy(() -> a.longValue("--size", 1, 0)).isInstanceOf(CliException.class)
                    .hasMessage("option '--size' must be positive (a whole number of at least 1), but was given '"
                            + notPositive + "'");
        }
        for (String tooLarge : List.of("9223372036854775808", "99999999999999999999999")) {
            Arguments a = parse("--size=" + tooLarge);
            assertThatThrownBy(() -> a.longValue("--size", 1, 0)).isInstanceOf(CliException.class)
                    .hasMessage("option '--size' is out of range: at most 9223372036854775807, but was given '"
                            + tooLarge + "'");
        }
        Arguments negative = parse("--size=-1");
        assertThatThrownBy(() -> negative.longValue("--size", 0, 0)).hasMessage("option '--size' needs a whole"
                + " number of at least 0, but was given '-1'");
        assertThat(parse("--size=9223372036854775807").longValue("--size", 1, 0)).isEqualTo(Long.MAX_VALUE);
        assertThat(parse("--size=+7").longValue("--size", 1, 0)).isEqualTo(7);
    }

    @Test
    void longValueInRange_rejectsAboveTheMaximum() throws CliException {
        assertThat(parse("--size=7").longValue("--size", 0, 7, 1)).isEqualTo(7);
        assertThat(parse().longValue("--size", 0, 7, 1)).isEqualTo(1);
        Arguments a = parse("--size=8");
        assertThatThrownBy(() -> a.longValue("--size", 0, 7, 1))
                .hasMessage("option '--size' is out of range: at most 7, but was given '8'");
    }

    @Test
    void durationValue_readsNumberAndUnit() throws CliException {
        assertThat(parse("--size=500ms").durationValue("--size")).hasValue(Duration.ofMillis(500));
        assertThat(parse("--size=10s").durationValue("--size")).hasValue(Duration.ofSeconds(10));
        assertThat(parse("--size=1.5s").durationValue("--size")).hasValue(Duration.ofMillis(1500));
        assertThat(parse("--size=2m").durationValue("--size")).hasValue(Duration.ofMinutes(2));
        assertThat(parse("--size=1h").durationValue("--size")).hasValue(Duration.ofHours(1));
        assertThat(parse("--size=0.000000001s").durationValue("--size")).hasValue(Duration.ofNanos(1));
        assertThat(parse().durationValue("--size")).isEmpty();
    }

    @Test
    void durationValue_rejectsWhatIsNotAPositiveDuration() throws CliException {
        for (String bad : List.of("10", "0s", "0ms", "-1s", "s", "1.s", ".5s", "1 s", "1S", "1e3ms", "1d", "")) {
            Arguments a = parse("--size=" + bad);
            assertThatThrownBy(() -> a.durationValue("--size")).isInstanceOf(CliException.class)
                    .hasMessage("option '--size' needs a positive duration such as 500ms, 10s, 2m or 1h, but was given '"
                            + bad + "'");
        }
        // 2^63 - 1 ns is 2562047.79 h: the largest whole number of hours fits, the next does not.
        assertThat(parse("--size=2562047h").durationValue("--size")).hasValue(Duration.ofHours(2562047));
        for (String tooLong : List.of("2562048h", "999999999999999999h", "153722868m", "9223372036.9s")) {
            Arguments a = parse("--size=" + tooLong);
            assertThatThrownBy(() -> a.durationValue("--size")).hasMessage("option '--size' is out of range: at most"
                    + " 2562047h (about 292 years), but was given '" + tooLong + "'");
        }
    }

    @Test
    void choice_acceptsOnlyTheListedValues() throws CliException {
        assertThat(parse("--size=b").choice("--size", "a", "a", "b")).isEqualTo("b");
        assertThat(parse().choice("--size", "a", "a", "b")).isEqualTo("a");
        Arguments a = parse("--size=c");
        assertThatThrownBy(() -> a.choice("--size", "a", "a", "b"))
                .hasMessage("option '--size' needs one of a, b, but was given 'c'");
    }

    @Test
    void errors_areUsageErrors() {
        assertThatThrownBy(() -> parse("--bogus")).isInstanceOfSatisfying(CliException.class,
                e -> assertThat(e.exitCode()).isEqualTo(2));
    }
}
