/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An exact cover problem in your own objects: each option carries an object of yours (type {@code O}), its
 * items are any objects with {@code equals} and {@code hashCode}, and solutions come back as lists of your
 * option objects ({@link TypedSolver}). The name says what it adds to {@link ExactCoverProblem}: types in
 * place of indices and names.
 *
 * <pre>{@code
 * record Placement(String lesson, String slot) { }
 * TypedProblem<Placement> problem = TypedProblem.<Placement>builder()
 *     .primary("maths", "physics", "Mon 9", "Mon 10")
 *     .option(new Placement("maths", "Mon 9"), List.of("maths", "Mon 9"))
 *     .option(new Placement("maths", "Mon 10"), List.of("maths", "Mon 10"))
 *     .option(new Placement("physics", "Mon 10"), List.of("physics", "Mon 10"))
 *     .build();
 * new TypedSolver<>(problem).findFirst();  // [Placement[lesson=maths, slot=Mon 9], Placement[...physics...]]
 * }</pre>
 *
 * <p>It is translated once, as it is built, into an {@link ExactCoverProblem} with numbered items (the
 * {@link #indexProblem() index problem}): item {@code i} there is {@link #item(int) item(i)} here, option
 * {@code k} there is {@link #option(int) option(k)} here. The search runs on that problem and costs what it
 * costs there; only a solution reported is mapped back to your objects. Items need no names, so any object
 * may be an item, whatever its {@code toString}; the index problem can be written with {@link DlxFormat}
 * (its items as numbers, its colors as numbers).
 *
 * <h2>Rules</h2>
 *
 * <ul>
 *   <li><b>Items are declared before use</b>, with {@link Builder#primary(Object...)} and
 *       {@link Builder#secondary(Object...)} (in any mix; the order of declaration is the item order, which
 *       breaks ties when the search chooses an item). An option that names an undeclared item is refused:
 *       an item is never declared on the fly, so that a misspelt secondary item cannot silently become a
 *       primary one.</li>
 *   <li>Items are compared with {@code equals} and {@code hashCode}, as keys of a {@link HashMap}: do not
 *       change an item after declaring it. An item declared twice, or named twice in one option, is
 *       refused.</li>
 *   <li>An option keeps its items in the collection's iteration order (a {@code Set} without a fixed order
 *       gives the same solutions, perhaps with other update counts), needs at least one primary item, and
 *       may give a secondary item a <b>color</b>, any object with {@code equals} ({@link
 *       Builder#option(Object, Collection, Map)}); options that agree on an item's color may share it.</li>
 *   <li>An option may have a <b>cost</b>, a {@code long} of at least 0 ({@link Builder#cost(long)}: after
 *       {@code option(p, items)}, {@code cost(p.price())}); options cost 0 unless given one. Costs matter only
 *       to the minimum-cost search.</li>
 *   <li>Option objects need not be distinct: two options are two options even when their objects are
 *       equal (or the same object), so two solutions may then be equal lists.</li>
 *   <li>{@code null} is refused everywhere: as an item, as an option's object, as a color key. A color
 *       value of {@code null} means no color.</li>
 * </ul>
 *
 * <p>Instances are immutable and safe to share between threads (as long as your objects are).
 *
 * @param <O> the type of the options' objects
 */
public final class TypedProblem<O> {

    private final ExactCoverProblem problem;
    private final List<O> options;
    private final List<Object> items;

    private TypedProblem(ExactCoverProblem problem, List<O> options, List<Object> items) {
        this.problem = problem;
        this.options = options;
        this.items = items;
    }

    /**
     * Returns a new builder.
     *
     * @param <O> the type of the options' objects
     * @return an empty builder
     */
    public static <O> Builder<O> builder() {
        return new Builder<>();
    }

    /**
     * Returns the index problem this problem was translated into: the same items, in the same order, as
     * numbered items, and the same options, in the same order.
     *
     * @return the problem the search runs on
     */
    public ExactCoverProblem indexProblem() {
        return problem;
    }

    /**
     * Returns the number of items, primary and secondary.
     *
     * @return the item count
     */
    public int itemCount() {
        return items.size();
    }

    /**
     * Returns the item with an index of the index problem.
     *
     * @param index an item index, {@code 0 <= index < itemCount()}
     * @return the item object as declared
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public Object item(int index) {
        return items.get(index);
    }

    /**
     * Returns the number of options.
     *
     * @return the option count
     */
    public int optionCount() {
        return options.size();
    }

    /**
     * Returns the object of an option of the index problem.
     *
     * @param index an option index, {@code 0 <= index < optionCount()}
     * @return the object the option was added with
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public O option(int index) {
        return options.get(index);
    }

    /**
     * Returns the cost of an option of the index problem: the cost it was given, or 0.
     *
     * @param index an option index, {@code 0 <= index < optionCount()}
     * @return the option's cost, at least 0
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     */
    public long costOf(int index) {
        return problem.costOf(index);
    }

    /**
     * Returns a solution of the index problem as your objects: for a solution found with the core API on
     * {@link #indexProblem()} (a {@link DancingLinks} of your own, a subproblem, an estimate's search).
     *
     * @param solution a solution of the index problem
     * @return the objects of its options, in the solution's order; an immutable list
     * @throws IllegalArgumentException if the solution is not one of the index problem
     * @throws NullPointerException if {@code solution} is null
     */
    public List<O> decode(Solution solution) {
        Objects.requireNonNull(solution, "solution");
        if (solution.problem() != problem && !solution.problem().equals(problem)) {
            throw new IllegalArgumentException("the solution is not one of this problem's index problem");
        }
        @SuppressWarnings("unchecked")
        O[] chosen = (O[]) new Object[solution.size()];
        for (int k = 0; k < chosen.length; k++) {
            chosen[k] = options.get(solution.option(k));
        }
        return Collections.unmodifiableList(Arrays.asList(chosen));
    }

    /** Returns a one-line summary: item, option and node counts. */
    @Override
    public String toString() {
        return "TypedProblem[items=" + itemCount() + " (" + problem.primaryItemCount() + " primary), options="
                + optionCount() + ", nodes=" + problem.nodeCount() + "]";
    }

    /**
     * Builds a {@link TypedProblem}, translating each option to the index problem as it is added and
     * checking it eagerly: a bad option is refused by the call that adds it, with a message that names the
     * option (its index and object) and the item, and the builder is left as it was. A builder is not
     * thread-safe; {@link #build()} may be called more than once.
     *
     * @param <O> the type of the options' objects
     */
    public static final class Builder<O> {
        /** Longest text of an object quoted in a message. */
        private static final int QUOTE_LIMIT = 60;

        private final ExactCoverProblem.Builder core = ExactCoverProblem.builder();
        private final Map<Object, Integer> index = new HashMap<>();
        private final List<Object> items = new ArrayList<>();
        private final List<Boolean> secondary = new ArrayList<>();
        private final List<O> options = new ArrayList<>();
        private final Map<Object, String> colorNames = new HashMap<>();
        private int[] scratch = new int[16];
        private String[] colorScratch = new String[16];
        private int[] stamp = new int[16];
        private int attempt;

        private Builder() {
        }

        /**
         * Declares primary items (each must be covered exactly once).
         *
         * @param newItems the items, not declared before; to declare a single item that is itself a
         *     collection, use {@link #primary(Collection)} with a list holding it
         * @return this builder
         * @throws IllegalArgumentException if an item is null or declared before (nothing is declared then)
         */
        public Builder<O> primary(Object... newItems) {
            return declare(Arrays.asList(Objects.requireNonNull(newItems, "items")), false);
        }

        /**
         * Declares the primary items of a collection, in its iteration order.
         *
         * @param newItems the items, not declared before
         * @return this builder
         * @throws IllegalArgumentException if an item is null or declared before (nothing is declared then)
         */
        public Builder<O> primary(Collection<?> newItems) {
            return declare(Objects.requireNonNull(newItems, "items"), false);
        }

        /**
         * Declares secondary items (each may be covered at most once, or by options that agree on its color).
         *
         * @param newItems the items, not declared before; to declare a single item that is itself a
         *     collection, use {@link #secondary(Collection)} with a list holding it
         * @return this builder
         * @throws IllegalArgumentException if an item is null or declared before (nothing is declared then)
         */
        public Builder<O> secondary(Object... newItems) {
            return declare(Arrays.asList(Objects.requireNonNull(newItems, "items")), true);
        }

        /**
         * Declares the secondary items of a collection, in its iteration order.
         *
         * @param newItems the items, not declared before
         * @return this builder
         * @throws IllegalArgumentException if an item is null or declared before (nothing is declared then)
         */
        public Builder<O> secondary(Collection<?> newItems) {
            return declare(Objects.requireNonNull(newItems, "items"), true);
        }

        private Builder<O> declare(Collection<?> newItems, boolean isSecondary) {
            int first = items.size();
            for (Object item : newItems) {
                String wrong = item == null ? "an item is null"
                        : index.putIfAbsent(item, items.size()) != null ? "item " + quote(item) + " is declared twice"
                        : null;
                if (wrong != null) {
                    for (int i = first; i < items.size(); i++) { // take back this call's items
                        index.remove(items.get(i));
                    }
                    items.subList(first, items.size()).clear();
                    throw new IllegalArgumentException(wrong);
                }
                items.add(item);
            }
            int added = items.size() - first;
            if (isSecondary) {
                core.secondaryItems(added);
            } else {
                core.primaryItems(added);
            }
            secondary.addAll(Collections.nCopies(added, isSecondary));
            return this;
        }

        /**
         * Sets the bounds of a primary item (Knuth's multiplicities, see
         * {@link ExactCoverProblem.Builder#multiplicity(int, int, int)}): a solution covers it at least
         * {@code lower} and at most {@code upper} times. The default is exactly once.
         *
         * @param item a declared primary item
         * @param lower the least number of times, at least 0
         * @param upper the most number of times, at least 1 and at least {@code lower}
         * @return this builder
         * @throws IllegalArgumentException if the item is not declared or is secondary, or the bounds are not
         *     {@code 0 <= lower <= upper}, {@code upper >= 1}
         */
        public Builder<O> multiplicity(Object item, int lower, int upper) {
            Integer i = item == null ? null : index.get(item);
            if (i == null) {
                throw new IllegalArgumentException("multiplicity " + lower + ".." + upper + ": item " + quote(item)
                        + " is not declared");
            }
            if (secondary.get(i)) {
                throw new IllegalArgumentException("multiplicity " + lower + ".." + upper + ": item " + quote(item)
                        + " is secondary; only primary items have bounds");
            }
            if (lower < 0 || upper < 1 || lower > upper) {
                throw new IllegalArgumentException("item " + quote(item) + ": bounds " + lower + ".." + upper
                        + " must satisfy 0 <= lower <= upper and upper >= 1");
            }
            core.multiplicity(i, lower, upper);
            return this;
        }

        /**
         * Adds an option: your object, and the items it covers.
         *
         * @param data the option's object, handed back in the solutions that choose it
         * @param optionItems the option's items, each declared before, in the order to keep
         * @return this builder
         * @throws IllegalArgumentException if the option is empty, has a null or undeclared item, names an item
         *     twice or has no primary item; the message names the option and the item
         * @throws NullPointerException if {@code data} or {@code optionItems} is null
         */
        public Builder<O> option(O data, Collection<?> optionItems) {
            return option(data, optionItems, Map.of());
        }

        /**
         * Adds an option whose secondary items may have colors: your object, the items it covers and, for
         * some of its secondary items, their color (any object with {@code equals}; equal colors are one
         * color). Options that give an item equal colors may be chosen together.
         *
         * @param data the option's object, handed back in the solutions that choose it
         * @param optionItems the option's items, each declared before, in the order to keep
         * @param colors the color of some of the option's secondary items, keyed by item; a null value is no
         *     color
         * @return this builder
         * @throws IllegalArgumentException as {@link #option(Object, Collection)}, or if a color is given to a
         *     primary item or to an item not in the option
         * @throws NullPointerException if an argument is null
         */
        public Builder<O> option(O data, Collection<?> optionItems, Map<?, ?> colors) {
            int number = options.size();
            Objects.requireNonNull(data, () -> "option " + number + ": the option's object is null");
            Objects.requireNonNull(optionItems, "optionItems");
            Objects.requireNonNull(colors, "colors");
            int size = optionItems.size();
            if (size == 0) {
                throw refused(data, "no items");
            }
            if (scratch.length < size) {
                scratch = new int[size];
                colorScratch = new String[size];
            }
            int mark = nextMark();
            boolean hasPrimary = false;
            boolean hasColor = false;
            int k = 0;
            for (Object item : optionItems) {
                Integer i = item == null ? null : index.get(item);
                if (i == null) {
                    throw refused(data, item == null ? "item " + k + " is null" : "unknown item " + quote(item)
                            + " (declare it with primary() or secondary() first)");
                }
                if (stamp[i] == mark) {
                    throw refused(data, "item " + quote(item) + " appears twice");
                }
                stamp[i] = mark;
                hasPrimary |= !secondary.get(i);
                Object color = colors.isEmpty() ? null : colors.get(item);
                if (color != null && !secondary.get(i)) {
                    throw refused(data, "primary item " + quote(item) + " cannot have a color (only secondary items can)");
                }
                hasColor |= color != null;
                scratch[k] = i;
                colorScratch[k] = color == null ? null : colorName(color);
                k++;
            }
            if (!hasPrimary) {
                throw refused(data, "no primary item (every option needs one)");
            }
            for (Object item : colors.keySet()) {
                Integer i = item == null ? null : index.get(item);
                if (i == null || stamp[i] != mark) {
                    throw refused(data, "a color is given to " + (item == null ? "a null item"
                            : "item " + quote(item)) + ", which is not in the option");
                }
            }
            if (hasColor) {
                core.option(Arrays.copyOf(scratch, size), Arrays.copyOf(colorScratch, size));
            } else {
                core.option(scratch, 0, size);
            }
            options.add(data);
            return this;
        }

        /**
         * Gives the option added last a cost, replacing any it had, as
         * {@link ExactCoverProblem.Builder#cost(long)} does: {@code .option(p, items).cost(p.price())}.
         *
         * @param cost the cost, at least 0
         * @return this builder
         * @throws IllegalArgumentException if {@code cost} is negative; the message names the option
         * @throws IllegalStateException if no option has been added
         */
        public Builder<O> cost(long cost) {
            if (options.isEmpty()) {
                throw new IllegalStateException("cost " + cost + ": no option has been added yet");
            }
            if (cost < 0) {
                int last = options.size() - 1;
                throw new IllegalArgumentException("option " + last + " (" + quote(options.get(last)) + "): cost "
                        + cost + " is negative");
            }
            core.cost(cost);
            return this;
        }

        private int nextMark() {
            if (stamp.length < items.size()) {
                stamp = Arrays.copyOf(stamp, Math.max(items.size(), stamp.length * 2));
            }
            if (++attempt == 0) { // wrapped: start the stamps afresh
                Arrays.fill(stamp, 0);
                attempt = 1;
            }
            return attempt;
        }

        /** Returns the index problem's name of a color: its number in the order colors were met. */
        private String colorName(Object color) {
            return colorNames.computeIfAbsent(color, c -> Integer.toString(colorNames.size() + 1));
        }

        private IllegalArgumentException refused(Object data, String why) {
            return new IllegalArgumentException("option " + options.size() + " (" + quote(data) + "): " + why);
        }

        private static String quote(Object o) {
            String s = String.valueOf(o);
            return s.length() <= QUOTE_LIMIT ? "'" + s + "'" : "'" + s.substring(0, QUOTE_LIMIT) + "...'";
        }

        /**
         * Returns the problem built so far. The builder stays usable.
         *
         * @return an immutable problem
         * @throws IllegalArgumentException if the costs are so large that a solution could cost more than
         *     {@code Long.MAX_VALUE - 1} (see {@link ExactCoverProblem.Builder#build()})
         */
        public TypedProblem<O> build() {
            return new TypedProblem<>(core.build(), List.copyOf(options), List.copyOf(items));
        }
    }
}
