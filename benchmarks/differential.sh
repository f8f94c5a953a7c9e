#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Differential check of two builds of dlx4j: same seeded problems, same public entry points, same
# transcript, or the script says where they part.
#
#   benchmarks/differential.sh OLD_REF [NEW_REF]
#   SEEDS=1-30 benchmarks/differential.sh fbc457c          (more seeds; default 1-16: 176 problems)
#   TWICE=1 benchmarks/differential.sh fbc457c HEAD       (also runs OLD twice: the harness's own check)
#
# A ref is a git ref of this repository (built in a temporary `git worktree` under /tmp), a directory
# (a working tree anywhere: copied with rsync or tar, without target/ and .git, then built), or a jar file
# (used as it is). NEW_REF defaults to this repository's working tree, copied at the start so that edits
# made meanwhile do not mix into the build. Each is built with
#   mvn -q -o package -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true
# or, where the offline repository lacks the test and surefire dependencies that `package` resolves,
# with `mvn -q -o resources:resources compiler:compile jar:jar` (the same classes and manifest).
#
# Two parts, each run on both jars and diffed:
#   1. benchmarks/differential/Differential.java (the copy next to this script, for both jars), compiled
#      against each jar with javac -cp: ten kinds of seeded problems (random exact cover, colored,
#      multiplicities, Sudoku 4x4/6x6/9x9, queens, Langford, tilings, counting-engine shaped, edge cases)
#      through every public entry point, and the same problems with seeded costs through CostSearch
#      (best, parallelBest, minCost: answers in full, statistics of the plain walk only, since the
#      default walk's bounds may change its nodes without changing an answer) and through SolutionDiagram
#      (count, nodes, stream, ranks, samples, text, parallel build); see its Javadoc. Run
#      with -Ddlx4j.parallel.warmUpMillis=0, so that parallel searches split from their start.
#   2. The command line: each command of CLI_COMMANDS below with `java -jar`, on a copy of examples/
#      taken at the start; standard output, standard error (where --stats writes) and the exit status.
#
# Left out of the transcripts, because they vary from run to run of one jar:
#   - times: SearchProgress.elapsedNanos and nodesPerSecond, and in the CLI part each "time:" line's
#     seconds (sed below) and the whole time line of an --estimate whose trial search did not finish
#     (it is a rate measured against the clock); the --progress meter (not drawn without a terminal);
#   - parallel searches: the order in which an unordered parallelSearch reports its solutions (they are
#     printed sorted, with their number), which solutions it reports under a solution limit (only the
#     number), and progress reports, node budgets and timeouts on parallel searches (all time-dependent);
#     the statistics of completed parallel searches are printed only as "equal to the sequential search's"
#     (documented; true on every run seen), and their counts and ordered solutions in full;
#   - timeouts: only one of an hour, which never fires, to check that a deadline changes no counter;
#   - searches cancelled from a progress report: only their outcome and that they passed the report, since
#     the check that sees the flag comes at a pace the clock sets (the deadlines' adaptive interval).
# Nothing else was left out: the same jar gives the same transcript (checked with TWICE=1, six runs of
# the first part under different loads and -XX:ActiveProcessorCount=1, and two of the second part).
#
# On the 2-core development machine, part 1 takes about 25-30 s per jar (176 problems, 18,689 lines),
# part 2 about 10 s (49 commands, 1,027 lines), each build about 30 s.
#
# Prints the line counts, each jar's time for part 1, and exits 0 when both parts are identical; else
# prints the first differences (DIFF_LINES of them, default 40) and the number of differing lines, and
# exits 1. Exit 2: bad usage or a build that failed. The transcripts stay in the work directory it
# names (KEEP=1 keeps the worktrees and builds too).
set -euo pipefail

usage() {
    sed -n '4,9p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

[[ $# -ge 1 && $# -le 2 && $1 != -* ]] || usage
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
harness=$here/differential/Differential.java
OLD_REF=$1
NEW_REF=${2:-$repo}
SEEDS=${SEEDS:-1-16}
DIFF_LINES=${DIFF_LINES:-40}
work=$(mktemp -d /tmp/dlx4j-differential.XXXXXX)

cleanup() {
    if [[ ${KEEP:-0} != 1 ]]; then
        # build() runs in a subshell, so the worktrees it may have added are found by their paths.
        for w in "$work/src-old" "$work/src-new"; do
            if git -C "$repo" worktree list --porcelain | grep -x "worktree $w" >/dev/null; then
                git -C "$repo" worktree remove --force "$w" >/dev/null 2>&1 || true
            fi
        done
        rm -rf "$work/src-old" "$work/src-new" "$work/classes-old" "$work/classes-new"
    fi
}
trap cleanup EXIT

# Takes the inputs once, before anything is built: the harness and the examples of the CLI part.
cp "$harness" "$work/Differential.java"
cp -r "$repo/examples" "$work/examples"

# build REF NAME: prints the path of the jar of REF, built under $work/src-NAME.
build() {
    local ref=$1 name=$2
    local dir=$work/src-$name
    if [[ -f $ref && $ref == *.jar ]]; then
        echo "$(cd "$(dirname "$ref")" && pwd)/$(basename "$ref")"
        return
    fi
    if [[ -d $ref ]]; then
        mkdir -p "$dir"
        if command -v rsync >/dev/null; then
            rsync -a --exclude target --exclude .git "$ref/" "$dir/"
        else
            (cd "$ref" && tar --exclude=target --exclude=.git -cf - .) | (cd "$dir" && tar -xf -)
        fi
    else
        git -C "$repo" rev-parse --verify --quiet "$ref^{commit}" >/dev/null \
            || { echo "differential.sh: '$ref' is neither a git ref, a directory nor a jar" >&2; return 2; }
        git -C "$repo" worktree add --detach "$dir" "$ref" >/dev/null 2>&1
    fi
    if ! (cd "$dir" && mvn -q -o package -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true \
            >"$work/build-$name.log" 2>&1); then
        (cd "$dir" && mvn -q -o resources:resources compiler:compile jar:jar >>"$work/build-$name.log" 2>&1) \
            || { echo "differential.sh: building $ref failed; see $work/build-$name.log" >&2; return 2; }
    fi
    local jar
    jar=$(ls "$dir"/target/dlx4j-*.jar 2>/dev/null | grep -v -e '-sources' -e '-javadoc' | head -1)
    [[ -n $jar ]] || { echo "differential.sh: no jar in $dir/target" >&2; return 2; }
    echo "$jar"
}

# The CLI part: one command per entry, run in $work (where examples/ is); "<" redirects standard input.
CLI_COMMANDS=(
    "solve --count --stats examples/knuth-paper.dlx"
    "solve --count --stats examples/dlx2-example.dlx"
    "solve --count --stats examples/dlx3-example.dlx"
    "solve --count --stats examples/queens8.dlx"
    "solve --stats examples/knuth-paper.dlx"
    "solve --stats examples/dlx2-example.dlx"
    "solve --stats examples/dlx3-example.dlx"
    "solve --limit 3 --stats examples/queens8.dlx"
    "solve --count --limit 10 --stats examples/queens8.dlx"
    "solve --count --threads 2 --stats examples/queens8.dlx"
    "solve --threads 2 --limit 5 examples/queens8.dlx"
    "solve --estimate --probes 200 --seed 3 examples/queens8.dlx"
    "solve --restarts --stats examples/queens8.dlx"
    "solve --count < examples/knuth-paper.dlx"
    "solve --count examples/no-such-file.dlx"
    "queens 8"
    "queens 3 --all"
    "queens 9 --limit 3 --stats"
    "queens 10 --count --stats"
    "queens 11 --order plain --count --stats"
    "queens 12 --count --threads 2 --stats"
    "queens 30 --restarts --stats"
    "queens 10 --estimate --probes 100 --seed 7"
    "queens 6 --write-dlx -"
    "langford 3"
    "langford 5 --count --stats"
    "langford 7 --count --up-to-symmetry --stats"
    "langford 8 --count --threads 2 --stats"
    "polyomino --board 3x20"
    "polyomino --board 3x20 --count --up-to-symmetry --stats"
    "polyomino --board 4x5 --pieces tetrominoes --copies 0:2,O=1 --count --stats"
    "polyomino --board 8x8 --pieces tetrominoes --usage any --count --limit 1000 --stats"
    "polyomino --board 5x6 --pieces domino --usage any --count --threads 2 --stats"
    "polyomino --board 6x6 --pieces domino --usage any --count --stats"
    "polyomino --board 4x6 --pieces trominoes --usage any --limit 2 --stats"
    "polyomino --board-file examples/scott.txt --count --up-to-symmetry --stats"
    "polycube --box 3x3x3 --pieces soma --count --up-to-symmetry --stats"
    "polycube --box 2x4x4 --pieces tetracubes --count --up-to-rotation --stats"
    "sudoku --stats examples/puzzles.txt"
    "sudoku --count --stats examples/puzzles.txt"
    "sudoku --unique examples/puzzles.txt"
    "sudoku --threads 2 --unique --stats examples/puzzles.txt"
    "sudoku --box 2x3 --unique examples/six-by-six.txt"
    "sudoku examples/pasted.txt"
    "sudoku --write-dlx - examples/pasted.txt"
    "sudoku --generate 3 --seed 1 --stats"
    "sudoku --generate 2 --box 2x2 --seed 5 --symmetric --stats"
    "sudoku --generate 1 --seed 2 --givens 26 --attempts 5 --stats"
    "kakuro --stats examples/kakuro.txt"
)

# Blanks out what depends on the clock: the seconds of "time:" lines (a trial search that finished keeps
# its counts), and the whole prediction of an estimate whose trial search did not finish.
filter_times() {
    sed -E -e 's/^(out|err)\| time:( +)about .*/\1| time:\2about <time> (trial search not finished)/' \
        -e 's/^(out|err)\| time:( +)[0-9]+(\.[0-9]+)? s/\1| time:\2<time> s/'
}

cli_transcript() {
    local jar=$1 cmd rc
    for cmd in "${CLI_COMMANDS[@]}"; do
        echo "### dlx4j $cmd"
        rc=0
        (cd "$work" && eval "timeout 300 java -Ddlx4j.parallel.warmUpMillis=0 -jar \"\$jar\" $cmd" \
            >"$work/cli.out" 2>"$work/cli.err") || rc=$?
        sed 's/^/out| /' "$work/cli.out" | filter_times
        sed 's/^/err| /' "$work/cli.err" | filter_times
        echo "exit=$rc"
    done
}

# run NAME JAR: writes $work/NAME.txt (part 1) and $work/NAME-cli.txt (part 2).
run() {
    local name=$1 jar=$2 start end
    mkdir -p "$work/classes-$name"
    javac -nowarn -cp "$jar" -d "$work/classes-$name" "$work/Differential.java"
    start=$(date +%s.%N)
    # A crash or a hang (stopped after TIMEOUT seconds, default 900) ends the transcript with its status.
    # shellcheck disable=SC2086
    timeout "${TIMEOUT:-900}" java -Ddlx4j.parallel.warmUpMillis=0 -cp "$jar:$work/classes-$name" Differential \
        $SEEDS >"$work/$name.txt" || echo "# exit=$?" >>"$work/$name.txt"
    end=$(date +%s.%N)
    cli_transcript "$jar" >"$work/$name-cli.txt"
    printf '%-6s %s: part 1 %s lines in %.1f s (%s), part 2 %s lines\n' "$name" "$jar" \
        "$(wc -l <"$work/$name.txt")" "$(awk "BEGIN { print $end - $start }")" "$(tail -1 "$work/$name.txt" | sed 's/^# //')" \
        "$(wc -l <"$work/$name-cli.txt")"
}

# compare A B LABEL: 0 when the files are identical, else prints the first differences.
compare() {
    if cmp -s "$1" "$2"; then
        echo "$3: identical"
        return 0
    fi
    echo "$3: DIFFERENT ($(diff "$1" "$2" | grep -c '^[<>]') differing lines; < ${1##*/}, > ${2##*/})"
    diff "$1" "$2" | head -n "$DIFF_LINES" | cut -c1-400
    return 1
}

echo "work directory: $work"
old_jar=$(build "$OLD_REF" old) || exit 2
new_jar=$(build "$NEW_REF" new) || exit 2
run old "$old_jar"
if [[ ${TWICE:-0} == 1 ]]; then
    mv "$work/old.txt" "$work/old-1.txt"
    mv "$work/old-cli.txt" "$work/old-1-cli.txt"
    run old "$old_jar"
    same=0
    compare "$work/old-1.txt" "$work/old.txt" "old twice, part 1" || same=1
    compare "$work/old-1-cli.txt" "$work/old-cli.txt" "old twice, part 2 (CLI)" || same=1
    [[ $same == 0 ]] || { echo "differential.sh: the old jar does not repeat its own transcript" >&2; exit 1; }
fi
run new "$new_jar"
status=0
compare "$work/old.txt" "$work/new.txt" "part 1 (API)" || status=1
compare "$work/old-cli.txt" "$work/new-cli.txt" "part 2 (CLI)" || status=1
echo "transcripts: $work/{old,new}.txt and $work/{old,new}-cli.txt"
exit $status
