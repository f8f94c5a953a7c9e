/* SPDX-License-Identifier: Apache-2.0 */
/**
 * dlx4j: exact cover with Knuth's Dancing Links. Exports the core API and the problem builders; the
 * command-line tool is internal.
 */
module io.github.dlx4j {
    exports io.github.dlx4j;
    exports io.github.dlx4j.problems;
}
