/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import java.util.Objects;

/**
 * How a search ended and what it counted.
 *
 * @param outcome why the search ended
 * @param statistics the counters at the end of the search
 */
public record SearchResult(SearchOutcome outcome, SearchStatistics statistics) {

    /**
     * Creates a result.
     *
     * @param outcome why the search ended
     * @param statistics the counters at the end of the search
     */
    public SearchResult {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(statistics, "statistics");
    }

    /**
     * Returns the number of solutions reported.
     *
     * @return {@code statistics().solutions()}
     */
    public long solutions() {
        return statistics.solutions();
    }
}
