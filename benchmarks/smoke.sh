#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# CI smoke run of the JMH jar: one tiny measurement of each peer counting 12 queens (each invocation checks
# its count against the published 14200). It proves the jar and its generated benchmark code work; the
# timings are not checked. Fails (non-zero exit) if the jar is missing or broken, or a benchmark throws.
set -euo pipefail
cd "$(dirname "$0")"
jar=target/benchmarks.jar
if [ ! -f "$jar" ]; then
  echo "smoke.sh: $jar not found; build it first: (cd benchmarks && mvn -B -ntp package)" >&2
  exit 1
fi
java -jar "$jar" 'CountBenchmark\.(dlx4j|hadoop)$' -p workload=QUEENS12 -p hadoopSecondary=NATIVE \
  -f 1 -wi 0 -i 1 -r 100ms -foe true -jvmArgsAppend -Xmx256m
