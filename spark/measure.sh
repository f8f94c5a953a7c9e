#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Measures dlx4j-spark against the core's parallel count on one problem file, whole process each:
#   spark/measure.sh FILE [THREADS]      (default 2: the core on 2 threads against Spark on local[2])
# Needs the library jar (target/dlx4j-*.jar in the repository root) and spark/ compiled (mvn -q compile in
# spark/). Prints the count, the whole-process wall time of each, and the Spark job's own time (its "time:"
# line: splitting and the job, without the JVM and Spark start-up).
set -euo pipefail
cd "$(dirname "$0")"
file=$1
threads=${2:-2}
lib=$(ls ../target/dlx4j-*-SNAPSHOT.jar | grep -v -e sources -e javadoc | head -1)
mvn -q -B -ntp -Dstyle.color=never dependency:build-classpath -DincludeScope=compile -Dmdep.outputFile=target/classpath.txt
cp=$(cat target/classpath.txt)
opens=$(sed -n 's:.*<spark.jvm.opens>\(.*\)</spark.jvm.opens>.*:\1:p' pom.xml)

t0=$(date +%s.%N)
core=$(java -Xmx2g -jar "$lib" solve --count --threads "$threads" --no-progress "$file")
t1=$(date +%s.%N)
# shellcheck disable=SC2086
spark=$(java -Xmx2g $opens -cp "target/classes:$cp" io.github.dlx4j.spark.DlxSpark count "$file" \
  --master "local[$threads]" 2> >(grep -E '^(subproblems|time):' >&2))
t2=$(date +%s.%N)
echo "core parallelCount ($threads threads): $core solutions, $(awk "BEGIN {print $t1 - $t0}") s whole process"
echo "spark local[$threads]:                 $spark solutions, $(awk "BEGIN {print $t2 - $t1}") s whole process"
[ "$core" = "$spark" ] || { echo "counts differ" >&2; exit 1; }
