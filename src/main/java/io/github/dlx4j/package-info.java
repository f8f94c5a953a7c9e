/* SPDX-License-Identifier: Apache-2.0 */
/**
 * Exact cover with Knuth's Dancing Links: an immutable {@link io.github.dlx4j.ExactCoverProblem}, the
 * index-array matrix {@link io.github.dlx4j.DancingLinks} and Algorithm X; and the typed layer over them,
 * {@link io.github.dlx4j.TypedProblem} and {@link io.github.dlx4j.TypedSolver}, whose options are your own
 * objects and whose items are any objects (translated once to an {@code ExactCoverProblem}).
 *
 * <h2>Vocabulary (Knuth, TAOCP 7.2.2.1)</h2>
 *
 * <dl>
 *   <dt>item</dt><dd>something to be covered (the 2000 paper's <em>column</em>).</dd>
 *   <dt>primary item</dt><dd>an item that every solution covers exactly once.</dd>
 *   <dt>secondary item</dt><dd>an item that every solution covers at most once.</dd>
 *   <dt>option</dt><dd>a set of items that a solution may choose (the paper's <em>row</em>).</dd>
 *   <dt>solution</dt><dd>a set of options that covers every primary item exactly once and every
 *       secondary item at most once.</dd>
 *   <dt>node</dt><dd>one (option, item) pair: an entry of the sparse matrix.</dd>
 *   <dt>size</dt><dd>the number of active options that contain an item (the paper's {@code S}).</dd>
 *   <dt>cover / uncover</dt><dd>remove an item and every option that contains it from the active
 *       matrix, and put them back.</dd>
 *   <dt>hide / unhide</dt><dd>remove one option from the lists of its items, and put it back.</dd>
 *   <dt>level, choice</dt><dd>the search goes down one level per option it chooses; at each level it
 *       chooses an item and then tries its options in turn.</dd>
 *   <dt>updates</dt><dd>Knuth's measure of work: links changed by covering.</dd>
 *   <dt>color</dt><dd>a label an option may give a secondary item (Knuth's XCC problems, Algorithm C):
 *       options that agree on it may share the item.</dd>
 *   <dt>multiplicity</dt><dd>bounds {@code u..v} on how many chosen options contain a primary item
 *       (Knuth's MCC problems, Algorithm M); a <em>null move</em> closes an item without an option, and
 *       <em>tweaking</em> takes an option out of play without covering its item.</dd>
 * </dl>
 *
 * <h2>Cost model</h2>
 *
 * <ul>
 *   <li>An {@code ExactCoverProblem} holds about one {@code int} per node (compressed sparse rows).</li>
 *   <li>A {@code DancingLinks} holds five {@code int} arrays per node and header (L, R, U, D, C) plus one
 *       per item (S): about 6 ints, 24 bytes, per node. Building it is linear in the number of nodes.</li>
 *   <li>The search allocates nothing per node: its choice stack and per-level counters are allocated once
 *       per search, sized by the number of primary items. Reporting a solution to a visitor allocates
 *       nothing either; {@link io.github.dlx4j.Solution#copy()} does.</li>
 *   <li>The bit-parallel endgame (off with {@link io.github.dlx4j.SearchSettings.Builder#plainLinks(boolean)})
 *       adds, on first use, one {@code int} per node and a few per item and option, and bitset buffers of at
 *       most a few hundred KiB, reused by later searches on the same matrix.</li>
 *   <li>{@link io.github.dlx4j.DancingLinks#copy()} clones the arrays: linear in the number of nodes.</li>
 *   <li>Colors add one {@code int} per node; multiplicities two per item (bound and slack). A problem with
 *       colors or multiplicities whose options have 4 or more nodes on average adds one more {@code int} per
 *       node (where each option ends, to hide options by their node indices), shared by copies. A search
 *       of a colored problem adds, on first use, one {@code int} per node (its option) and eight per
 *       option (to read dead ends off the links), and two per item.</li>
 *   <li>A minimum-cost search ({@link io.github.dlx4j.CostSearch}) builds its own lists, per search and per
 *       worker thread: links of five {@code int}s and a {@code long} per node; or, for a problem without
 *       colors and with at most 4,096 options, bitsets of about (options + items + 2 per primary item)
 *       times options / 64 {@code long}s, at most 8 MiB. Without colors it keeps a memo of at most 2^18
 *       states (32 MB).</li>
 *   <li>A count (no visitor, no solution limit) keeps a memo of the subtrees it searched. On the first
 *       count a matrix adds one {@code int} per node (its option) and up to three per node for the options'
 *       keys, shared by copies. Each count fills a table of at most 32 MB (and at most 1/64 of the maximum
 *       heap), forgotten at once when full and dropped when the count ends; a parallel count has one per
 *       worker thread, which its tasks share, each a worker's share of that bound.</li>
 * </ul>
 *
 * <h2>Counters</h2>
 *
 * <p>{@link io.github.dlx4j.SearchStatistics} counts as Knuth's {@code DLX1} does: a node per level entered
 * (a solution is a node one level down), an update per item covered and per node removed from an item
 * list. Every engine (dancing links, the bit-parallel endgame, the counting engine for Sudoku-shaped
 * problems, both parallel searches) reports the same counts for the same tree. Colored problems add
 * {@code DLX2}'s cleansings; problems with multiplicities run Algorithm M and count as {@code DLX3} does
 * (a dead end costs no update there). Where a count or a search takes a shortcut (the last primary item's
 * options at once, a dead end read off the links without making the commit above it), it counts what
 * Knuth's program would have counted without it. A count that meets a state of the matrix it has met
 * before (the same items covered, with the same colors, by other options) takes the counters of the
 * subtree below it from its memo: every counter, the nodes per level included, comes out as the search
 * would have made it. The memo takes every level of a tree up to 256 levels deep, so a count whose states
 * repeat can pass {@link java.lang.Long#MAX_VALUE} in seconds: it then throws
 * {@link io.github.dlx4j.CountOverflowException} instead of returning a wrapped counter.
 *
 * <h2>Threads</h2>
 *
 * <p>Problems, settings, results and copied solutions are immutable and may be shared. A
 * {@code DancingLinks} is mutable: use one per thread.
 */
package io.github.dlx4j;
