#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Deadlines of whole processes: runs each command below with --timeout, as a user would, and prints its
# wall time, its timeout, the JVM's start (the median wall time of three runs of 'java -jar JAR --version',
# measured first), the overshoot (wall time less timeout and start) and PASS or FAIL. A command passes when
# it ends within 1.5 times its timeout plus the JVM's start, with exit status 0 or 3 (stopped by
# --timeout). Under each line comes the first line the command wrote on standard error, which says how
# it stopped. The script exits 1 when one fails.
#
#   benchmarks/deadlines.sh JAR
#
# JAR is the tool's jar (target/dlx4j-0.1.0-SNAPSHOT.jar after 'mvn package'). The commands are the slow
# cases of a deadline: problems whose nodes are expensive (queens 3000 and 5000, which take seconds to build),
# a parallel count, the estimator, restarts, Sudoku generation, and solve reading a file of about 32 MB
# that the script writes first, with 'queens 1220 --write-dlx', in a scratch directory; then some of them
# again with timeouts long enough for the deadline to fall in the search. JAVA names the java command
# (default: java); JAVA_OPTS adds options to each run, for example JAVA_OPTS=-Xmx8g where the default
# heap is too small for queens 5000 (about 3 GB).
set -euo pipefail
export LC_ALL=C # a decimal point in the times, whatever the locale
usage='usage: benchmarks/deadlines.sh JAR'
jar=${1:?$usage}
[ $# -eq 1 ] || { echo "$usage" >&2; exit 2; }
[ -r "$jar" ] || { echo "deadlines.sh: cannot read $jar" >&2; exit 2; }
java=${JAVA:-java}
read -r -a opts <<<"${JAVA_OPTS:-}"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Prints the wall time of a command in seconds; its exit status goes to $scratch/status.
wall() {
    local start end status=0
    start=$EPOCHREALTIME
    "$@" >"$scratch/out" 2>"$scratch/err" || status=$?
    end=$EPOCHREALTIME
    echo "$status" >"$scratch/status"
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", e - s }'
}

starts=()
for _ in 1 2 3; do
    starts+=("$(wall "$java" "${opts[@]}" -jar "$jar" --version)")
done
jvm=$(printf '%s\n' "${starts[@]}" | sort -n | sed -n 2p)

echo "writing a problem of about 32 MB (queens 1220 --write-dlx) ..."
"$java" "${opts[@]}" -jar "$jar" queens 1220 --write-dlx "$scratch/big.dlx"
size=$(wc -c <"$scratch/big.dlx")

# Each line: the timeout in seconds, then the command's arguments.
runs=(
    "1 queens 5000 --limit 1 --timeout 1s"
    "1 queens 3000 --limit 1 --timeout 1s"
    "0.3 solve --count --timeout 300ms $scratch/big.dlx"
    "1 queens 3000 --count --threads 2 --timeout 1s"
    "1 queens 5000 --estimate --timeout 1s"
    "1 queens 5000 --restarts --limit 1 --timeout 1s"
    "1 sudoku --generate 100000 --box 4x4 --timeout 1s"
    # The same with time to build the problem, so that the deadline falls in the search.
    "4 queens 3000 --limit 1 --timeout 4s"
    "4 solve --count --timeout 4s $scratch/big.dlx"
    "4 queens 3000 --count --threads 2 --timeout 4s"
    "4 queens 3000 --estimate --timeout 4s"
    "4 queens 3000 --restarts --limit 1 --timeout 4s"
)

printf 'JVM start: %s s (median of 3 runs of --version); solve reads %s bytes\n\n' "$jvm" "$size"
printf '%-52s %7s %7s %9s %6s  %s\n' "command" "wall s" "limit" "overshoot" "exit" "verdict"
failed=0
for spec in "${runs[@]}"; do
    read -r timeout args <<<"$spec"
    read -r -a argv <<<"$args"
    t=$(wall "$java" "${opts[@]}" -jar "$jar" "${argv[@]}")
    status=$(cat "$scratch/status")
    verdict=$(awk -v t="$t" -v limit="$timeout" -v jvm="$jvm" -v status="$status" \
        'BEGIN { print (t <= 1.5 * limit + jvm && (status == 0 || status == 3)) ? "PASS" : "FAIL" }')
    overshoot=$(awk -v t="$t" -v limit="$timeout" -v jvm="$jvm" 'BEGIN { printf "%+.3f", t - limit - jvm }')
    label=${args//"$scratch"\//}
    printf '%-52s %7s %7s %9s %6s  %s\n' "$label" "$t" "$timeout" "$overshoot" "$status" "$verdict"
    sed -n 1p "$scratch/err" | sed 's/^/    /'
    [ "$verdict" = PASS ] || failed=1
done
exit "$failed"
