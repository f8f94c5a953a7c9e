/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.util.Objects;

/**
 * A command-line option: its name (with the leading {@code --}), the name of its value in the help text, or
 * null for a flag, and a one-line description.
 */
record OptionDef(String name, String valueName, String description) {

    OptionDef {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        if (!name.startsWith("--")) {
            throw new IllegalArgumentException("an option name starts with --: " + name);
        }
    }

    /** Returns a flag: an option without a value. */
    static OptionDef flag(String name, String description) {
        return new OptionDef(name, null, description);
    }

    /** Returns an option that takes a value, given as {@code --name VALUE} or {@code --name=VALUE}. */
    static OptionDef value(String name, String valueName, String description) {
        return new OptionDef(name, Objects.requireNonNull(valueName, "valueName"), description);
    }

    boolean takesValue() {
        return valueName != null;
    }

    /** Returns how the option is written in the help text, for example {@code --limit N}. */
    String usage() {
        return takesValue() ? name + " " + valueName : name;
    }
}
