#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Cold start, whole processes: Knuth's dlx1, "java -jar" and the launcher bin/dlx4j counting the same
# files, interleaved (dlx1, jar, launcher, then again), one line per run with wall and CPU (user + system)
# seconds. Take the median of each; on a shared machine compare CPU, and ratios from one run only.
#
#   benchmarks/cold-start.sh DLX1 [ROUNDS] [DIR]
#
# DLX1 is Knuth's dlx1 built as benchmarks/README.md says; ROUNDS defaults to 3; DIR (default: a temporary
# folder) receives the instances, written by the jar itself (--write-dlx). Run it from the repository root
# after "mvn package". The one-sided pentominoes on 3x30 (184 tilings) are not among them: their file comes
# from spark/'s OneSidedPentominoes (see spark/README.md), which keeps all 18 pieces; add it to DIR as
# os3x30.dlx and it is measured too.
set -euo pipefail
cd "$(dirname "$0")/.."
dlx1=${1:?usage: benchmarks/cold-start.sh DLX1 [ROUNDS] [DIR]}
rounds=${2:-3}
dir=${3:-$(mktemp -d)}
jar=$(ls target/dlx4j-*.jar | grep -v -e '-sources' -e '-javadoc' | head -1)
mkdir -p "$dir"

for n in 13 14 15; do
    [ -s "$dir/q$n.dlx" ] || java -jar "$jar" queens "$n" --write-dlx "$dir/q$n.dlx"
done
[ -s "$dir/scott.dlx" ] || java -jar "$jar" polyomino --board-file examples/scott.txt --write-dlx "$dir/scott.dlx"
for board in 4x15 5x12 6x10; do
    [ -s "$dir/p$board.dlx" ] || java -jar "$jar" polyomino --board "$board" --write-dlx "$dir/p$board.dlx"
done

# Prints "LABEL FILE wall W cpu C" for one run of a command (its output is dropped).
measure() {
    local label=$1 file=$2 start end t0 t1
    shift 2
    t0=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    t1=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
    awk -v l="$label" -v f="$file" -v s="$start" -v e="$end" -v c=$((t1 - t0)) -v hz="$(getconf CLK_TCK)" \
        'BEGIN { printf "%-8s %-10s wall %6.3f cpu %6.3f\n", l, f, e - s, c / hz }'
}

for f in q13 q14 scott p4x15 p5x12 q15 p6x10 os3x30; do
    [ -s "$dir/$f.dlx" ] || continue
    for ((r = 0; r < rounds; r++)); do
        measure dlx1 "$f" sh -c '"$0" m0 < "$1"' "$dlx1" "$dir/$f.dlx"
        measure jar "$f" java -jar "$jar" solve --count "$dir/$f.dlx"
        measure launcher "$f" bin/dlx4j solve --count "$dir/$f.dlx"
    done
done
