/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import io.github.dlx4j.Decision;
import io.github.dlx4j.SearchResult;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * Writes a workload's problem in Knuth's DLX format on standard output, so that Knuth's {@code dlx1} can
 * run the same instance as the benchmarks; with {@code --stats} it prints dlx4j's search statistics
 * instead, for comparison with the node and update counts {@code dlx1} reports.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.dlx4j.benchmarks.WriteDlx QUEENS13 &gt; queens13.dlx
 * ./dlx1 &lt; queens13.dlx
 * java -cp benchmarks/target/benchmarks.jar io.github.dlx4j.benchmarks.WriteDlx --stats QUEENS13
 * </pre>
 */
public final class WriteDlx {

    private WriteDlx() {
    }

    /**
     * Returns nothing; writes the problem (or its statistics) of the named workload.
     *
     * @param args {@code [--stats] WORKLOAD}, where WORKLOAD is a {@link Workload} constant
     */
    public static void main(String[] args) {
        boolean stats = args.length == 2 && args[0].equals("--stats");
        if (args.length != (stats ? 2 : 1)) {
            System.err.println("usage: WriteDlx [--stats] WORKLOAD   (one of " + Arrays.toString(Workload.values())
                    + ")");
            System.exit(2);
        }
        String name = args[args.length - 1].toUpperCase(Locale.ROOT);
        Workload workload;
        try {
            workload = Workload.valueOf(name);
        } catch (IllegalArgumentException e) {
            System.err.println("unknown workload '" + args[args.length - 1] + "'; known: "
                    + Arrays.toString(Workload.values()));
            System.exit(2);
            return;
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.US_ASCII);
        if (stats) {
            SearchResult result = new DancingLinks(workload.problem()).search(solution -> Decision.CONTINUE);
            out.println(workload + ": " + result.statistics());
            out.println("nodes per level: " + Arrays.toString(result.statistics().nodesPerLevel()));
        } else {
            out.print(KnuthFormat.write(workload.problem()));
        }
        out.flush();
    }
}
