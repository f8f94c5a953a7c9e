/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Thrown by a call that must give a definite answer (such as {@link DancingLinks#findFirst(SearchSettings)})
 * when its settings ended the search first: a node or update budget, the deadline, or a cancellation. The
 * result says which, and how far the search got.
 */
public final class SearchEndedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The result of the search, kept for the caller; {@link SearchResult} is not serializable. */
    private final transient SearchResult result;

    /**
     * Creates the exception for a search that ended early.
     *
     * @param result how the search ended
     */
    public SearchEndedException(SearchResult result) {
        super("the search ended (" + result.outcome() + ") before it gave an answer: " + result.statistics());
        this.result = result;
    }

    /**
     * Returns how the search ended, with its statistics.
     *
     * @return the result (null after deserialization)
     */
    public SearchResult result() {
        return result;
    }
}
