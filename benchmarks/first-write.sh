#!/usr/bin/env bash
# The price of IFI at the first write (a benchmark, not a test): the firstwrite scenario (a data file made ready by
# the IFI rule, then every byte of it written once in 64 KB page writes, timed), IFI on and off, three repetitions,
# once with --durability sqlserver (write-through, as SQL Server writes) and once with none; then bench report, and
# the report's first-write findings and the median page-write MB/s per case are printed.
#
# usage: benchmarks/first-write.sh [DATA_DIR] [SIZE]
# needs: python3, the .NET SDK.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA_DIR=${1:-bench-data}
SIZE=${2:-1GB}
OUT=${OUT:-runs/first-write}
mkdir -p "$DATA_DIR" "$OUT"
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=harness/bin/Release/net10.0/bench
MATRIX=$(mktemp --suffix=.json)
trap 'rm -f "$MATRIX"' EXIT
cat > "$MATRIX" <<JSON
{ "repetitions": 3, "cases": [ { "scenario": "firstwrite", "size": "$SIZE", "page_write_size": "64KB", "ifi": ["on", "off"] } ] }
JSON

runs=()
for durability in sqlserver none; do
  "$BENCH" run --matrix "$MATRIX" --data-dir "$DATA_DIR" --out "$OUT" --label "firstwrite-$durability" --durability "$durability" \
      --baseline-size 0 --no-report > "$OUT/$durability.log" 2>&1 || { echo "bench run failed, see $OUT/$durability.log" >&2; exit 1; }
  runs+=("$(ls -td "$OUT"/*-firstwrite-"$durability" | head -1)")
done
"$BENCH" report "${runs[@]}" --out "$OUT/report" > "$OUT/report.log" 2>&1
for run in "${runs[@]}"; do
  python3 - "$run" <<'PY'
import csv, statistics, sys
run = sys.argv[1]
rows = [r for r in csv.DictReader(open(f"{run}/results.csv")) if r["status"] == "ok"]
for ifi in ("on", "off"):
    mine = [r for r in rows if r["ifi"] == ifi]
    fill = statistics.median(float(r["fill_ms"]) for r in mine)
    rate = statistics.median(float(r["fill_mb_s"]) for r in mine)
    ready = statistics.median(float(r["allocate_ms"]) for r in mine)
    print(f"{run.rsplit('-', 1)[-1]:>9}  ifi {ifi:>3}: made ready in {ready:9.1f} ms, first writes {fill:9.1f} ms ({rate:.1f} MB/s), median of {len(mine)}")
PY
done
grep -h "firstwrite's writes" "$OUT/report/report.md" | sed 's/^[-* ]*/finding: /'
