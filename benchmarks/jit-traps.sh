#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# What the JIT compiler does in a cold count: runs "bin/dlx4j solve FILE --count --threads T" with
# -XX:+LogCompilation and prints, per run, the optimizing compiler's (C2) compiles of the search loops:
# Endgame.search (the endgame's, the biggest hot method; Endgame.run in jars before it had a method of its
# own), LinksEngine.run and MultiplicityEngine.run (the links' and Algorithm M's; next() in jars before
# session 16, not counted there) and every
# uncommon trap of C2 code: when, why, in which compiled method (the one thrown away) and at which bytecode
# (with the methods inlined there). An "unstable_if" trap is a branch that C2 left out because its profile
# said it was never taken; the method is then run interpreted and compiled again.
#
#   benchmarks/jit-traps.sh JAR OUTDIR FILE...
#
# Each run's log is kept as OUTDIR/NAME.tT.log. Needs python3. Run it from the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
jar=${1:?usage: benchmarks/jit-traps.sh JAR OUTDIR FILE...}
out=${2:?usage: benchmarks/jit-traps.sh JAR OUTDIR FILE...}
shift 2
mkdir -p "$out"
for file in "$@"; do
    for t in 1 2; do
        log=$out/$(basename "$file" .dlx).t$t.log
        DLX4J_JAR=$jar DLX4J_CACHE_DIR=$out/cache \
            DLX4J_JAVA_OPTS="-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=$log" \
            bin/dlx4j solve "$file" --count --threads "$t" >/dev/null
        python3 - "$log" <<'PY'
import re, sys
log = sys.argv[1]
txt = open(log).read()
methods = {}
for m in re.finditer(r"<task_queued compile_id='(\d+)'([^>]*)>", txt):
    a = m.group(2)
    name = re.search(r"method='([^']*)'", a).group(1).split(' (')[0].replace('io.github.dlx4j.', '')
    level = re.search(r"level='(\d)'", a)
    methods[m.group(1)] = (name, level.group(1) if level else '4', 'osr_bci' in a)
loops = (('the endgame', ('Endgame run', 'Endgame search')), ('the links', ('LinksEngine run',)),
         ('Algorithm M', ('MultiplicityEngine run',)))
counts = []
for what, names in loops:
    runs = [k for k, (n, lv, osr) in methods.items() if n in names and lv == '4']
    counts.append("%s %d (%d on-stack replacement)" % (what, len(runs), sum(1 for k in runs if methods[k][2])))
print("%s: C2 compiles of the loops: %s" % (log, ", ".join(counts)))
for m in re.finditer(r"<uncommon_trap thread='\d+' reason='(\w+)' action='(\w+)'[^>]*compile_id='(\d+)' "
                     r"compiler='c2'[^>]*stamp='([\d.]+)'>\s*((?:<jvms[^>]*>\s*)+)", txt):
    frames = re.findall(r"bci='(\d+)' method='([^ ']*) (\w+)", m.group(5))
    where = ' <- '.join('%s.%s@%s' % (c.split('.')[-1], n, b) for b, c, n in frames)
    print("  %6s s %-12s in %-28s at %s" % (m.group(4), m.group(1), methods.get(m.group(3), ('?',))[0], where))
PY
    done
done
