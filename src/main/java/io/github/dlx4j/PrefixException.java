/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/** A prefix of options that does not fit the matrix: one is out of range or conflicts. */
final class PrefixException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    PrefixException(String message, Throwable cause) {
        super(message, cause);
    }
}
