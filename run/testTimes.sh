#!/usr/bin/env bash
# testTimes.sh [N]: the N (default 15) slowest test classes of the last `mvn verify`, read from the
# surefire (unit tests) and failsafe (integration tests) reports under target/, with the seconds
# each class took, its test count, and the total of each kind. Only the reports written since
# target/test-started (run/test.sh touches it) count, when it exists. Prints nothing without reports.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-15}"
reports=()
for f in target/surefire-reports/TEST-*.xml target/failsafe-reports/TEST-*.xml; do
    [ -f "$f" ] || continue
    [ -f target/test-started ] && [ ! "$f" -nt target/test-started ] && continue
    reports+=("$f")
done
[ ${#reports[@]} -gt 0 ] || exit 0

# one line per class: seconds, tests, kind, class (the attributes of each report's <testsuite> element)
rows=$(for f in "${reports[@]}"; do
    kind=unit
    case "$f" in target/failsafe-reports/*) kind=IT ;; esac
    sed -n '/<testsuite /{p;q}' "$f" | awk -v kind="$kind" '{
        name = ""; secs = ""; tests = ""
        if (match($0, / name="[^"]*"/)) name = substr($0, RSTART + 7, RLENGTH - 8)
        if (match($0, / time="[^"]*"/)) secs = substr($0, RSTART + 7, RLENGTH - 8)
        if (match($0, / tests="[^"]*"/)) tests = substr($0, RSTART + 8, RLENGTH - 9)
        gsub(/,/, "", secs)
        sub(/^io\.tpcbench\./, "", name)
        printf "%s %s %s %s\n", secs, tests, kind, name
    }'
done)

echo
echo "=== the $n slowest test classes (seconds, tests, kind, class) ==="
sort -rn <<< "$rows" | head -n "$n" | awk '{ printf "%8.1f  %4d  %-4s  %s\n", $1, $2, $3, $4 }'
awk '{ secs[$3] += $1; tests[$3] += $2; classes[$3]++ }
     END { for (k in secs) printf "%s: %d classes, %d tests, %.0f s in all\n", k, classes[k], tests[k], secs[k] }' \
    <<< "$rows" | sort
