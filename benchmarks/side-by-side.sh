#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Whole processes side by side: runs each COMMAND on FILE once per round, the commands one after the other
# in the order given (interleaved, so that a machine whose speed moves slows them all alike), ROUNDS
# rounds, and prints per command the median wall time and the median CPU time (user and system, children
# included), the median of the rounds' ratios of its wall time to the first command's (steadier than the
# ratio of the medians on a noisy machine), and the count it printed. The counts must agree: when they do
# not, the script says so and exits 1.
#
#   benchmarks/side-by-side.sh ROUNDS FILE "LABEL=COMMAND"...
#
# COMMAND is run by bash; every {} in it becomes FILE, and without {} the file is appended as the last
# argument. The count is the N of an "Altogether N solutions" line on standard error (Knuth's programs),
# else the last number on the last line of standard output (dlx4j solve --count). For example, with dlx4j
# first (so the ratios are the peers' time over dlx4j's) and Knuth's DLX1 and SSXCC built elsewhere:
#
#   benchmarks/side-by-side.sh 3 queens15.dlx "dlx4j=bin/dlx4j solve --count" \
#       "dlx1=/opt/knuth/dlx1 < {}" "ssxcc=/opt/knuth/ssxcc < {}"
#
# Nothing here builds a peer: they are built outside this repository (see docs/performance.md,
# "The peers", for what was compared and how each was made). Run bin/dlx4j once before timing it, so that its class-data
# archive exists.
set -euo pipefail
export LC_ALL=C # a decimal point in the times, whatever the locale
usage='usage: benchmarks/side-by-side.sh ROUNDS FILE "LABEL=COMMAND"...'
rounds=${1:?$usage}
file=${2:?$usage}
shift 2
[ $# -ge 1 ] || { echo "$usage" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "side-by-side.sh: ROUNDS must be a positive whole number, not '$rounds'" >&2; exit 2; }
[ -r "$file" ] || { echo "side-by-side.sh: cannot read $file" >&2; exit 2; }
labels=()
commands=()
for spec in "$@"; do
    case $spec in
        *=*) ;;
        *) echo "side-by-side.sh: '$spec' is not LABEL=COMMAND" >&2; exit 2 ;;
    esac
    label=${spec%%=*}
    command=${spec#*=}
    quoted=$(printf '%q' "$file")
    if [[ $command == *'{}'* ]]; then
        command=${command//\{\}/"$quoted"}
    else
        command="$command $quoted"
    fi
    labels+=("$label")
    commands+=("$command")
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Prints "WALL CPU COUNT" for one run of a command (seconds; COUNT "?" when none was found).
run_once() {
    local command=$1 t count
    t=$( { TIMEFORMAT='%R %U %S'; time bash -c "$command" >"$scratch/out" 2>"$scratch/err"; } 2>&1 ) || {
        echo "side-by-side.sh: failed: $command (see its standard error below)" >&2
        tail -5 "$scratch/err" >&2
        exit 1
    }
    count=$(sed -n 's/^Altogether \([0-9][0-9]*\) solution.*/\1/p' "$scratch/err" | tail -1)
    if [ -z "$count" ]; then
        count=$(grep -v '^[[:space:]]*$' "$scratch/out" | tail -1 | grep -o '[0-9][0-9]*' | tail -1 || true)
    fi
    read -r wall user sys <<<"$t"
    echo "$wall $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }') ${count:-?}"
}

median() {
    sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

declare -A walls cpus ratios counts
for ((r = 0; r < rounds; r++)); do
    first=
    for i in "${!commands[@]}"; do
        line=$(run_once "${commands[$i]}") # a failed command ends the script here
        read -r wall cpu count <<<"$line"
        walls[$i]+="$wall "
        cpus[$i]+="$cpu "
        counts[$i]+="$count "
        if [ -z "$first" ]; then
            first=$wall
        fi
        ratios[$i]+="$(awk -v a="$wall" -v b="$first" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }') "
    done
done

name=$(basename "$file")
all=
for i in "${!commands[@]}"; do
    w=$(tr ' ' '\n' <<<"${walls[$i]}" | grep . | median)
    c=$(tr ' ' '\n' <<<"${cpus[$i]}" | grep . | median)
    q=$(tr ' ' '\n' <<<"${ratios[$i]}" | grep . | median)
    n=$(tr ' ' '\n' <<<"${counts[$i]}" | grep . | sort -u | tr '\n' ' ')
    all+="$n"
    printf '%s %s: wall %s s, CPU %s s, wall / %s %s, count %s(rounds: %s)\n' \
        "$name" "${labels[$i]}" "$w" "$c" "${labels[0]}" "$q" "$n" "${walls[$i]% }"
done
distinct=$(tr ' ' '\n' <<<"$all" | grep . | sort -u | wc -l)
if [ "$distinct" -ne 1 ] || [[ " $all" == *" ? "* ]]; then
    echo "$name: the counts differ (or one was not found): $all" >&2
    exit 1
fi
