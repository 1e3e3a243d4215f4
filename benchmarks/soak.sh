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
{ "repetitions": 1000,
  "cases": [ { "scenario": "create", "size": "512MB", "ifi": ["on", "off"] },
             { "scenario": "autogrow", "initial_size": "4MB", "growth": "128MB", "growths": 3 },
             { "scenario": "backup", "size": "512MB", "stripes": 2 },
             { "scenario": "restore", "size": "512MB", "stripes": 2 } ] }
JSON
# A private copy of the build, so rebuilding the tree meanwhile cannot touch the running harness.
dotnet build "$root/harness" -c Release -v q -nologo -o "$work/bin" >/dev/null
set +e
timeout --preserve-status -s INT "$seconds" dotnet "$work/bin/bench.dll" run --matrix "$work/matrix.json" --data-dir "$data" \
  --out "$work/runs" --baseline-size 0 --sample-interval 100 --no-report --label soak >"$work/log" 2>&1
code=$?
echo "bench run exited $code after ${seconds} s (130: stopped by the SIGINT that ends the soak)"
[ "$code" -eq 2 ] && { tail -5 "$work/log"; exit 1; }
set -e
python3 - "$work"/runs/*/results.csv <<'PY'
import csv, sys, statistics, collections
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["peak_rss_bytes"]]
by_case = collections.defaultdict(list)
for r in rows:
    by_case[r["case_id"]].append(int(r["peak_rss_bytes"]))
print(f"{len(rows)} rows, {len(by_case)} cases, {len(rows) // len(by_case)} repetitions each")
worst = 0
for case, rss in by_case.items():
    n = max(3, len(rss) // 10)
    first, last = statistics.median(rss[1:n + 1]), statistics.median(rss[-n:])
    worst = max(worst, (last - first) / first)
    print(f"  {case}: peak RSS {first / 2**20:.1f} MiB (repetitions 2-{n + 1}) -> {last / 2**20:.1f} MiB (last {n}): {100 * (last - first) / first:+.1f}%")
print(f"largest growth: {100 * worst:+.1f}% (the first repetition, with the JIT's first compilations, is left out)")
PY
