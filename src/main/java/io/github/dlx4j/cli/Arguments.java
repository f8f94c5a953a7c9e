/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parsed arguments of one command: the options it declares and its positional arguments.
 *
 * <p>Syntax: {@code --flag}, {@code --name VALUE} or {@code --name=VALUE}; {@code -h} or {@code --help}
 * anywhere asks for the command's help; {@code --} ends the options; {@code -} alone is a positional argument
 * (standard input, by convention). An undeclared option, a missing value, a value given to a flag and an
 * option given twice are rejected with a {@link CliException#usage(String) usage error} naming the option.
 */
final class Arguments {

    static final String HELP = "--help";

    private static final Pattern WHOLE = Pattern.compile("[+-]?[0-9]+");

    /** A negative number given where a positional argument goes, such as {@code queens -5}. */
    private static final Pattern NEGATIVE = Pattern.compile("-[0-9]+(?:\\.[0-9]*)?");

    /** The longest duration: {@link Long#MAX_VALUE} nanoseconds, about 292 years. */
    private static final BigDecimal MAX_NANOS = BigDecimal.valueOf(Long.MAX_VALUE);

    private static final Pattern DURATION = Pattern.compile("([0-9]{1,18}(?:\\.[0-9]{1,9})?)(ms|s|m|h)");

    private final Map<String, String> given; // option name -> value ("" for a flag)
    private final List<String> positionals;
    private final List<OptionDef> declared;
    private final boolean help;

    private Arguments(Map<String, String> given, List<String> positionals, List<OptionDef> declared,
            boolean help) {
        this.given = given;
        this.positionals = positionals;
        this.declared = declared;
        this.help = help;
    }

    /**
     * Parses {@code args[from..]} for a command.
     *
     * @param command the command, for its options, positional limit and name in messages
     * @param args the whole command line
     * @param from where the command's arguments start
     */
    static Arguments parse(Command command, String[] args, int from) throws CliException {
        List<OptionDef> declared = command.options();
        Map<String, OptionDef> byName = new HashMap<>();
        for (OptionDef d : declared) {
            byName.put(d.name(), d);
        }
        for (int k = from; k < args.length && !"--".equals(args[k]); k++) {
            if (HELP.equals(args[k]) || "-h".equals(args[k])) {
                return new Arguments(Map.of(), List.of(), declared, true);
            }
        }
        Map<String, String> given = new HashMap<>();
        List<String> positionals = new ArrayList<>();
        boolean optionsEnded = false;
        for (int k = from; k < args.length; k++) {
            String arg = args[k];
            if (optionsEnded || "-".equals(arg) || !arg.startsWith("-")
                    || command.maxPositionals() > 0 && NEGATIVE.matcher(arg).matches()) {
                positionals.add(arg);
                continue;
            }
            if ("--".equals(arg)) {
                optionsEnded = true;
                continue;
            }
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg : arg.substring(0, eq);
            OptionDef def = byName.get(name);
            if (def == null) {
                throw CliException.usage("unknown option '" + name + "'; see 'dlx4j " + command.name()
                        + " --help'");
            }
            String value;
            if (!def.takesValue()) {
                if (eq >= 0) {
                    throw CliException.usage("option '" + name + "' takes no value, but was given '"
                            + arg.substring(eq + 1) + "'");
                }
                value = "";
            } else if (eq >= 0) {
                value = arg.substring(eq + 1);
            } else if (k + 1 < args.length) {
                value = args[++k];
            } else {
                throw CliException.usage("option '" + name + "' needs a value: " + def.usage());
            }
            if (given.putIfAbsent(name, value) != null) {
                throw CliException.usage("option '" + name + "' is given twice");
            }
        }
        if (positionals.size() > command.maxPositionals()) {
            String extra = positionals.get(command.maxPositionals());
            throw CliException.usage("unexpected argument '" + extra + "'; usage: dlx4j " + command.name() + " "
                    + command.synopsis());
        }
        return new Arguments(given, Collections.unmodifiableList(positionals), declared, false);
    }

    /** Returns whether the command's help was asked for. */
    boolean help() {
        return help;
    }

    /** Returns whether an option was given. */
    boolean has(String name) {
        assert isDeclared(name) : name;
        return given.containsKey(name);
    }

    /** Returns the value of an option, if it was given. */
    Optional<String> value(String name) {
        assert isDeclared(name) : name;
        return Optional.ofNullable(given.get(name));
    }

    /**
     * Returns the value of an option as a whole number of at least {@code min}, or {@code absent} when the
     * option was not given.
     */
    long longValue(String name, long min, long absent) throws CliException {
        return longValue(name, min, Long.MAX_VALUE, absent);
    }

    /**
     * Returns the value of an option as a whole number from {@code min} to {@code max}, or {@code absent}
     * when the option was not given. A number outside the range is refused with a message that says so.
     */
    long longValue(String name, long min, long max, long absent) throws CliException {
        Optional<String> v = value(name);
        if (v.isEmpty()) {
            return absent;
        }
        return wholeNumber("option '" + name + "'", v.get(), min, max);
    }

    /**
     * Returns {@code text} as a whole number from {@code min} to {@code max}; {@code what} names the value in
     * the message when it is not one ({@code "option '--limit'"}, {@code "N"}).
     */
    static long wholeNumber(String what, String text, long min, long max) throws CliException {
        if (!WHOLE.matcher(text).matches()) {
            throw CliException.usage(what + " needs a whole number " + range(min, max) + ", but was given '" + text
                    + "'");
        }
        BigInteger n = new BigInteger(text);
        if (n.compareTo(BigInteger.valueOf(min)) < 0) {
            throw CliException.usage(what + (min == 1 ? " must be positive (a whole number " + range(min, max) + ")"
                    : " needs a whole number " + range(min, max)) + ", but was given '" + text + "'");
        }
        if (n.compareTo(BigInteger.valueOf(max)) > 0) {
            throw CliException.usage(what + " is out of range: at most " + max + ", but was given '" + text + "'");
        }
        return n.longValue();
    }

    private static String range(long min, long max) {
        return max == Long.MAX_VALUE ? "of at least " + min : "from " + min + " to " + max;
    }

    /**
     * Returns the value of an option as a positive duration written as a number and a unit, {@code ms},
     * {@code s}, {@code m} or {@code h} (for example {@code 500ms}, {@code 10s}, {@code 1.5m}, {@code 2h}), if
     * the option was given.
     */
    Optional<Duration> durationValue(String name) throws CliException {
        Optional<String> v = value(name);
        if (v.isEmpty()) {
            return Optional.empty();
        }
        Matcher m = DURATION.matcher(v.get());
        Duration d = null;
        if (m.matches()) {
            long unitNanos;
            switch (m.group(2)) {
                case "ms":
                    unitNanos = 1_000_000L;
                    break;
                case "s":
                    unitNanos = 1_000_000_000L;
                    break;
                case "m":
                    unitNanos = 60_000_000_000L;
                    break;
                default:
                    unitNanos = 3_600_000_000_000L;
                    break;
            }
            BigDecimal nanos = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unitNanos));
            if (nanos.compareTo(MAX_NANOS) > 0) {
                throw CliException.usage("option '" + name + "' is out of range: at most "
                        + Long.MAX_VALUE / 3_600_000_000_000L + "h (about 292 years), but was given '" + v.get() + "'");
            }
            if (nanos.signum() > 0) {
                d = Duration.ofNanos(Math.max(1, nanos.longValue()));
            }
        }
        if (d == null) {
            throw CliException.usage("option '" + name + "' needs a positive duration such as 500ms, 10s, 2m or 1h,"
                    + " but was given '" + v.get() + "'");
        }
        return Optional.of(d);
    }

    /**
     * Returns the value of an option, which must be one of {@code allowed}, or {@code absent} when the
     * option was not given.
     */
    String choice(String name, String absent, String... allowed) throws CliException {
        Optional<String> v = value(name);
        if (v.isEmpty()) {
            return absent;
        }
        for (String a : allowed) {
            if (a.equals(v.get())) {
                return a;
            }
        }
        throw CliException.usage("option '" + name + "' needs one of " + String.join(", ", allowed)
                + ", but was given '" + v.get() + "'");
    }

    /** Returns the positional arguments, in order. */
    List<String> positionals() {
        return positionals;
    }

    /** Returns the positional argument at {@code index}, if there is one. */
    Optional<String> positional(int index) {
        return index < positionals.size() ? Optional.of(positionals.get(index)) : Optional.empty();
    }

    private boolean isDeclared(String name) {
        return declared.stream().anyMatch(d -> d.name().equals(name));
    }
}
