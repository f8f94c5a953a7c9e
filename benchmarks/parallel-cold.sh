#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Parallel counts from a cold start, whole processes: "bin/dlx4j solve FILE --count" with --threads 1 and
# --threads 2, one right after the other, ROUNDS times per instance; prints per instance and jar the median
# wall time of each (ms) and the median of the rounds' ratios (one thread / two), which is steadier than the
# ratio of the medians on a machine whose speed moves. Several jars (built from different commits) are
# interleaved round by round, each with its own class-data archive (made by an untimed run first).
#
#   benchmarks/parallel-cold.sh ROUNDS "JAR..." INSTANCE...
#
# INSTANCE is q13, q14, q15 (queens), p3x20, p4x15, p5x12, p6x10 (pentominoes), scott (Scott's 8x8 board
# with a 2x2 hole), corners (the 8x8 board without its corners) or a path to a .dlx file. The instances are
# written by the first jar (--write-dlx) into $DLX4J_BENCH_DIR (default: a temporary folder). Run it from
# the repository root after "mvn package".
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:?usage: benchmarks/parallel-cold.sh ROUNDS "JAR..." INSTANCE...}
read -r -a jars <<<"${2:?usage: benchmarks/parallel-cold.sh ROUNDS \"JAR...\" INSTANCE...}"
shift 2
dir=${DLX4J_BENCH_DIR:-$(mktemp -d)}
mkdir -p "$dir"

# Prints the path of an instance's file, writing it first if needed.
instance() {
    local name=$1 file=$dir/$1.dlx
    case $name in
        *.dlx) printf '%s\n' "$name"; return ;;
    esac
    if [ ! -s "$file" ]; then
        case $name in
            q[0-9]*) java -jar "${jars[0]}" queens "${name#q}" --write-dlx "$file" ;;
            p[0-9]*x[0-9]*) java -jar "${jars[0]}" polyomino --board "${name#p}" --write-dlx "$file" ;;
            scott) java -jar "${jars[0]}" polyomino --board-file examples/scott.txt --write-dlx "$file" ;;
            corners) printf '.######.\n########\n########\n########\n########\n########\n########\n.######.\n' \
                    >"$dir/corners.txt"
                java -jar "${jars[0]}" polyomino --board-file "$dir/corners.txt" --write-dlx "$file" ;;
            *) echo "unknown instance: $name" >&2; exit 2 ;;
        esac >/dev/null
    fi
    printf '%s\n' "$file"
}

# Prints the wall time in ms of one count.
run() {
    local jar=$1 threads=$2 file=$3 start end
    start=$(date +%s%N)
    DLX4J_JAR=$jar DLX4J_CACHE_DIR=$dir/cache-$(basename "$jar" .jar)-$(cksum <"$jar" | cut -d' ' -f1) \
        bin/dlx4j solve "$file" --count --threads "$threads" >/dev/null
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

median() {
    tr ' ' '\n' | grep -v '^$' | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'
}

for jar in "${jars[@]}"; do
    run "$jar" 1 "$(instance q8)" >/dev/null # makes the jar's class-data archive, untimed
done

for name in "$@"; do
    file=$(instance "$name")
    declare -A one=() two=() ratio=()
    for ((r = 0; r < rounds; r++)); do
        for jar in "${jars[@]}"; do
            a=$(run "$jar" 1 "$file")
            b=$(run "$jar" 2 "$file")
            one[$jar]="${one[$jar]:-} $a"
            two[$jar]="${two[$jar]:-} $b"
            ratio[$jar]="${ratio[$jar]:-} $(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", a / b}')"
        done
    done
    for jar in "${jars[@]}"; do
        printf '%s %s: --threads 1 %s ms, --threads 2 %s ms, one / two %s (rounds:%s)\n' "$name" \
            "$(basename "$jar")" "$(median <<<"${one[$jar]}")" "$(median <<<"${two[$jar]}")" \
            "$(median <<<"${ratio[$jar]}")" "${ratio[$jar]}"
    done
    unset one two ratio
done
