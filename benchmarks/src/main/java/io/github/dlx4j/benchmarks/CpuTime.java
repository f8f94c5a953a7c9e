/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.benchmarks;

import io.github.dlx4j.DancingLinks;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * Returns nothing useful to JMH: a cross-check of the JMH figures that measures the <em>CPU time</em> of the
 * counting thread instead of wall-clock time, so that other processes competing for the cores inflate it
 * much less. For each workload it warms up, then alternates dlx4j and Hadoop counts and prints the minimum
 * and median CPU milliseconds per count of each, their ratio (of the medians), and the total wall-clock
 * time of the measured counts over their total CPU time (near 1 on an idle machine; more when other
 * processes take the cores). Work on other threads, such as garbage collection, is not counted, which
 * favours the peer that allocates (Hadoop). Every count is checked.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.dlx4j.benchmarks.CpuTime 10 QUEENS12 QUEENS13 QUEENS14
 * </pre>
 */
public final class CpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CpuTime() {
    }

    /**
     * Returns nothing; measures the named workloads.
     *
     * @param args the number of measured runs per peer, then {@link Workload} constants
     */
    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: CpuTime RUNS WORKLOAD...   (workloads: " + Arrays.toString(Workload.values())
                    + ")");
            System.exit(2);
        }
        int runs = Integer.parseInt(args[0]);
        System.out.printf(Locale.ROOT, "%-14s %12s %12s %12s %12s %8s %10s%n", "workload", "dlx4j min",
                "dlx4j med", "hadoop min", "hadoop med", "ratio", "wall/cpu");
        for (int a = 1; a < args.length; a++) {
            Workload w = Workload.valueOf(args[a].toUpperCase(Locale.ROOT));
            DancingLinks links = new DancingLinks(w.problem());
            HadoopPeer peer = new HadoopPeer(w.problem(), HadoopPeer.Secondary.NATIVE);
            long warmEnd = THREADS.getCurrentThreadCpuTime() + 5_000_000_000L;
            for (int i = 0; i < 3 || THREADS.getCurrentThreadCpuTime() < warmEnd; i++) {
                w.check(links.count(), "dlx4j");
                w.check(peer.count(), "Hadoop");
            }
            double[] mine = new double[runs];
            double[] theirs = new double[runs];
            long wall0 = System.nanoTime();
            long cpu0 = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < runs; i++) {
                long t0 = THREADS.getCurrentThreadCpuTime();
                w.check(links.count(), "dlx4j");
                long t1 = THREADS.getCurrentThreadCpuTime();
                w.check(peer.count(), "Hadoop");
                long t2 = THREADS.getCurrentThreadCpuTime();
                mine[i] = (t1 - t0) / 1e6;
                theirs[i] = (t2 - t1) / 1e6;
            }
            double wallOverCpu = (double) (System.nanoTime() - wall0) / (THREADS.getCurrentThreadCpuTime() - cpu0);
            Arrays.sort(mine);
            Arrays.sort(theirs);
            System.out.printf(Locale.ROOT, "%-14s %12.2f %12.2f %12.2f %12.2f %8.2f %10.2f%n", w, mine[0],
                    mine[runs / 2], theirs[0], theirs[runs / 2], theirs[runs / 2] / mine[runs / 2], wallOverCpu);
        }
    }
}
