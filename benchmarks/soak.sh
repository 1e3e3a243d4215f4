#!/usr/bin/env bash
# Memory over a long run: small create, autogrow, backup and restore cases repeated for SECONDS (default 1800),
# sampled every 100 ms, then stopped with SIGINT as a user would. Prints the harness's resident memory of the
# first and last cases (peak_rss_bytes, per case) and the growth between them.
# Usage: benchmarks/soak.sh [SECONDS] [DATA_DIR]   (needs python3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-1800}
data=${2:-./bench-data}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/matrix.json" <<'JSON'
{ "repetitions": 100000,
  "cases": [ { "scenario": "create", "size": "64MB", "ifi": ["on", "off"] },
             { "scenario": "autogrow", "initial_size": "4MB", "growth": "16MB", "growths": 3 },
             { "scenario": "backup", "size": "64MB", "stripes": 2 },
             { "scenario": "restore", "size": "64MB", "stripes": 2 } ] }
JSON
# A private copy of the build, so rebuilding the tree meanwhile cannot touch the running harness.
dotnet build "$root/harness" -c Release -v q -nologo -o "$work/bin" >/dev/null
set +e
timeout -s INT "$seconds" dotnet "$work/bin/bench.dll" run --matrix "$work/matrix.json" --data-dir "$data" \
  --out "$work/runs" --baseline-size 0 --sample-interval 100 --no-report --label soak >"$work/log" 2>&1
echo "bench run exited $? after ${seconds} s"
set -e
python3 - "$work"/runs/*/results.csv <<'PY'
import csv, sys, statistics
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["peak_rss_bytes"]]
n = max(10, len(rows) // 20)
first = statistics.median(int(r["peak_rss_bytes"]) for r in rows[:n])
last = statistics.median(int(r["peak_rss_bytes"]) for r in rows[-n:])
print(f"{len(rows)} cases; median peak RSS of the first {n}: {first/2**20:.1f} MiB, of the last {n}: {last/2**20:.1f} MiB ({100*(last-first)/first:+.1f}%)")
PY
