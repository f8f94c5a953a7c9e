/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import java.io.Serializable;
import java.math.BigInteger;

/**
 * Adds non-negative {@code long}s exactly: while the running total fits in a {@code long} it stays one, and
 * a sum that would pass {@link Long#MAX_VALUE} carries into a {@link BigInteger}, so a total of many
 * subproblem counts never wraps silently. Not thread-safe; the driver adds the results one at a time.
 */
public final class ExactSum implements Serializable {

    private static final long serialVersionUID = 1L;

    /** What was carried out of {@link #low} when it would have passed {@link Long#MAX_VALUE}. */
    private BigInteger high = BigInteger.ZERO;
    private long low;

    /**
     * Adds a count.
     *
     * @param value a count, at least 0
     * @return this sum
     * @throws IllegalArgumentException if {@code value < 0}
     */
    public ExactSum add(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("a count must be at least 0, was " + value);
        }
        long sum = low + value;
        if (sum < 0) { // both are non-negative, so the long sum wrapped: carry the old part into the big one
            high = high.add(BigInteger.valueOf(low));
            sum = value;
        }
        low = sum;
        return this;
    }

    /**
     * Adds another sum.
     *
     * @param other the sum to add; unchanged
     * @return this sum
     */
    public ExactSum add(ExactSum other) {
        high = high.add(other.high);
        return add(other.low);
    }

    /**
     * Returns the total.
     *
     * @return the exact total
     */
    public BigInteger value() {
        return high.add(BigInteger.valueOf(low));
    }

    /**
     * Returns whether the total fits in a {@code long}.
     *
     * @return true when {@link #value()} is at most {@link Long#MAX_VALUE}
     */
    public boolean fitsInLong() {
        return value().bitLength() < Long.SIZE;
    }

    @Override
    public String toString() {
        return value().toString();
    }
}
