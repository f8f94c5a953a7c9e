/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The Spark context the tests share (a JVM has one at a time): started on first use for a master such as
 * {@code local[2]}, kept for the next test that asks for the same master, replaced for another.
 */
final class LocalSpark {

    private static JavaSparkContext context;
    private static String master;

    private LocalSpark() {
    }

    /** Returns a context on {@code local[2]}, the machine's 2 cores. */
    static JavaSparkContext get() {
        return get("local[2]");
    }

    /** Returns a context on the given master, stopping the previous one if its master differs. */
    static synchronized JavaSparkContext get(String wanted) {
        if (context != null && !wanted.equals(master)) {
            context.stop();
            context = null;
        }
        if (context == null) {
            SparkConf conf = new SparkConf().setMaster(wanted).setAppName("dlx4j-spark tests")
                    .set("spark.ui.enabled", "false")
                    .set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1");
            context = new JavaSparkContext(conf);
            master = wanted;
        }
        return context;
    }
}
