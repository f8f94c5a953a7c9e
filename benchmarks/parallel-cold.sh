#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Parallel counts from a cold start, whole processes: "bin/dlx4j solve FILE --count" with --threads 1 and
# --threads 2, one right after the other, ROUNDS times per instance; prints per instance and jar the median
# wall time of each (ms) and the median of the rounds' ratios (one thread / two), which is steadier than the
# ratio of the medians on a machine whose speed moves, and the median of the rounds' CPU ratios (user and
# system time, two threads / one: what the second worker adds, however much of a core the machine gives it).
# Several jars (built from different commits) are interleaved round by round, each with its own class-data
# archive (made by an untimed run first).
#
#   benchmarks/parallel-cold.sh ROUNDS "JAR..." INSTANCE...
#
# INSTANCE is q13, q14, q15 (queens), p3x20, p4x15, p5x12, p6x10 (pentominoes), scott (Scott's 8x8 board
# with a 2x2 hole), corners (the 8x8 board without its corners), mcc (the tetrominoes on 5x8, each used at
# most three times: Algorithm M), xcc (a random colored problem, 19 primary items, 10 secondary ones with up
# to 4 colors, 133 options: the links alone) or a path to a .dlx file. The instances are
# written by the first jar (--write-dlx) into $DLX4J_BENCH_DIR (default: a temporary folder). Run it from
# the repository root after "mvn package".
#
# DLX4J_SIDE_BY_SIDE=1 also runs, in each round, two --threads 1 counts of the first jar at once (two
# processes side by side) and prints what that gives: two counts' work in the time of one side-by-side pair,
# as a multiple of one process alone ("side by side x1.52"). No parallel count can do much better than that
# on the machine, so it is the yardstick for one / two: a virtual machine whose two cores share one
# physical core, or a noisy neighbour, shows there.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:?usage: benchmarks/parallel-cold.sh ROUNDS "JAR..." INSTANCE...}
read -r -a jars <<<"${2:?usage: benchmarks/parallel-cold.sh ROUNDS \"JAR...\" INSTANCE...}"
shift 2
dir=${DLX4J_BENCH_DIR:-$(mktemp -d)}
mkdir -p "$dir"

# Prints a random colored problem in Knuth's format: seed, primary items (each also an option of its own, so
# that there are solutions), secondary items, options (each 1-3 primary items and 0-2 secondary ones, four
# in five of those with one of 4 colors). The generator is Park and Miller's in awk (exact in doubles: the same
# file from every awk).
random_xcc() {
    awk -v s="$1" -v np="$2" -v ns="$3" -v m="$4" '
        function rnd(n) { seed = (seed * 16807) % 2147483647; return int(seed / 256) % n }
        BEGIN {
            seed = s
            line = ""
            for (i = 0; i < np; i++) line = line "p" i " "
            line = line "|"
            for (i = 0; i < ns; i++) line = line " s" i
            print line
            for (i = 0; i < np; i++) print "p" i
            for (o = np; o < m; o++) {
                k = 1 + rnd(3); line = ""; split("", used)
                for (j = 0; j < k; j++) { p = rnd(np); if (!(p in used)) { used[p] = 1; line = line (line == "" ? "" : " ") "p" p } }
                k = rnd(3); split("", useds)
                for (j = 0; j < k; j++) { q = rnd(ns); if (!(q in useds)) { useds[q] = 1; line = line " s" q (rnd(5) < 4 ? ":" (1 + rnd(4)) : "") } }
                print line
            }
        }'
}

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
            mcc) java -jar "${jars[0]}" polyomino --board 5x8 --pieces tetrominoes --copies 0:3 --write-dlx "$file" ;;
            xcc) random_xcc 1 19 10 133 >"$file" ;;
            corners) printf '.######.\n########\n########\n########\n########\n########\n########\n.######.\n' \
                    >"$dir/corners.txt"
                java -jar "${jars[0]}" polyomino --board-file "$dir/corners.txt" --write-dlx "$file" ;;
            *) echo "unknown instance: $name" >&2; exit 2 ;;
        esac >/dev/null
    fi
    printf '%s\n' "$file"
}

# Prints the wall time in ms of one count, and after it the CPU time (user and system) in ms.
run() {
    local jar=$1 threads=$2 file=$3 start end cpu TIMEFORMAT='%3U %3S'
    start=$(date +%s%N)
    cpu=$( { time DLX4J_JAR=$jar DLX4J_CACHE_DIR=$dir/cache-$(basename "$jar" .jar)-$(cksum <"$jar" | cut -d' ' -f1) \
        bin/dlx4j solve "$file" --count --threads "$threads" >/dev/null; } 2>&1)
    end=$(date +%s%N)
    echo $(((end - start) / 1000000)) "$(awk -v t="$cpu" 'BEGIN {split(t, a, " "); printf "%d", (a[1] + a[2]) * 1000}')"
}

# Prints the wall time in ms of two one-thread counts started together (both ended).
side_by_side() {
    local jar=$1 file=$2 start end
    start=$(date +%s%N)
    run "$jar" 1 "$file" >/dev/null &
    run "$jar" 1 "$file" >/dev/null
    wait
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
    declare -A one=() two=() ratio=() cpu=()
    side=
    for ((r = 0; r < rounds; r++)); do
        if [ "${DLX4J_SIDE_BY_SIDE:-0}" = 1 ]; then
            read -r a _ <<<"$(run "${jars[0]}" 1 "$file")"
            b=$(side_by_side "${jars[0]}" "$file")
            side="$side $(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", 2 * a / b}')"
        fi
        for jar in "${jars[@]}"; do
            read -r a ca <<<"$(run "$jar" 1 "$file")"
            read -r b cb <<<"$(run "$jar" 2 "$file")"
            one[$jar]="${one[$jar]:-} $a"
            two[$jar]="${two[$jar]:-} $b"
            ratio[$jar]="${ratio[$jar]:-} $(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", a / b}')"
            cpu[$jar]="${cpu[$jar]:-} $(awk -v a="$ca" -v b="$cb" 'BEGIN {printf "%.3f", b / a}')"
        done
    done
    for jar in "${jars[@]}"; do
        printf '%s %s: --threads 1 %s ms, --threads 2 %s ms, one / two %s (rounds:%s), CPU two / one %s\n' \
            "$name" "$(basename "$jar")" "$(median <<<"${one[$jar]}")" "$(median <<<"${two[$jar]}")" \
            "$(median <<<"${ratio[$jar]}")" "${ratio[$jar]}" "$(median <<<"${cpu[$jar]}")"
    done
    if [ -n "$side" ]; then
        printf '%s: two --threads 1 processes side by side x%s the work of one in the same time (rounds:%s)\n' \
            "$name" "$(median <<<"$side")" "$side"
    fi
    unset one two ratio cpu
done
