/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Receives progress reports from a running search (see
 * {@link SearchSettings.Builder#progress(ProgressListener, long)}). It is called from the searching thread,
 * so it should return quickly; throwing ends the search (the matrix is restored) and the exception
 * propagates to the caller.
 */
@FunctionalInterface
public interface ProgressListener {

    /**
     * Receives one report.
     *
     * @param progress the statistics so far and the estimated fraction of the tree explored
     */
    void progress(SearchProgress progress);
}
