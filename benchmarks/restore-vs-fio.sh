#!/usr/bin/env bash
# Restore throughput and the native baseline held against fio on the same volume, measured side by side in one
# run (a benchmark, not a test). Each round runs, back to back:
#   1. fio --rw=write --bs=1M --direct=1 --ioengine=libaio --iodepth=8 on the data dir (the volume's limit),
#   2. bench run: the native baseline (same pattern) and a restore with enough stripes and buffers.
# The restore reads its backup files from BACKUP_DIR (default: a tmpfs), so that the reads do not share the
# volume under test with the writes being measured, as seed 001 read its backups from separate storage.
#
# usage: benchmarks/restore-vs-fio.sh [DATA_DIR] [BACKUP_DIR] [SIZE] [ROUNDS]   (SIZE: a whole number of MB or GB, default 4GB)
# needs: fio (Debian: apt-get install fio), python3, the .NET SDK.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA_DIR=${1:-bench-data}
BACKUP_DIR=${2:-/dev/shm/bench-backups}
SIZE=${3:-4GB}
ROUNDS=${4:-3}
OUT=${OUT:-runs/restore-vs-fio}
[[ $SIZE =~ ^[1-9][0-9]*(MB|GB)$ ]] || { echo "restore-vs-fio.sh: SIZE (the third argument) '$SIZE' is not allowed: a whole number of MB or GB, e.g. 512MB or 4GB" >&2; exit 2; }
command -v fio >/dev/null || { echo "fio is not installed (Debian: apt-get install fio)" >&2; exit 2; }
mkdir -p "$DATA_DIR" "$OUT"
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=harness/bin/Release/net10.0/bench
FIO_SIZE=$(python3 -c "import sys; u={'MB':2**20,'GB':2**30}; s=sys.argv[1]; print(int(float(s[:-2])*u[s[-2:]]))" "$SIZE")
MATRIX=$(mktemp --suffix=.json)
trap 'rm -f "$MATRIX" "$DATA_DIR/fio-baseline.tmp"' EXIT
cat > "$MATRIX" <<JSON
{ "repetitions": 1,
  "cases": [ { "scenario": "restore", "size": "$SIZE", "stripes": 8, "buffer_count": 32, "max_transfer_size": "4MB", "ifi": "on" } ] }
JSON

printf 'round  fio_write_MB/s  native_baseline_MB/s  baseline/fio  restore_transfer_MB/s  restore/fio  restore_peak_rss_MB  buffer_memory_MB\n'
results=()
for round in $(seq 1 "$ROUNDS"); do
  rm -f "$DATA_DIR/fio-baseline.tmp"
  fio_bw=$(fio --name=baseline --filename="$DATA_DIR/fio-baseline.tmp" --size="$FIO_SIZE" --rw=write --bs=1M --direct=1 \
      --ioengine=libaio --iodepth=8 --output-format=json | python3 -c "import json,sys; print(json.load(sys.stdin)['jobs'][0]['write']['bw_bytes']/1e6)")
  rm -f "$DATA_DIR/fio-baseline.tmp"
  "$BENCH" run --matrix "$MATRIX" --data-dir "$DATA_DIR" --backup-dir "$BACKUP_DIR" --out "$OUT" --label "round$round" \
      --baseline-size "$SIZE" > "$OUT/round$round.log" 2>&1
  run=$(ls -td "$OUT"/*-round"$round" | head -1)
  line=$(python3 - "$run" "$fio_bw" <<'PY'
import csv, json, sys
run, fio = sys.argv[1], float(sys.argv[2])
manifest = json.load(open(f"{run}/manifest.json"))
row = next(csv.DictReader(open(f"{run}/results.csv")))
baseline = manifest["baseline"]["write_mb_s"]
restore = float(row["transfer_mb_s"])
memory = manifest["cases"][0]["buffer_memory_bytes"] / 2**20
print(f"{fio:.1f} {baseline:.1f} {baseline / fio:.3f} {restore:.1f} {restore / fio:.3f} {int(row['peak_rss_bytes']) / 2**20:.1f} {memory:.0f}")
PY
)
  results+=("$line")
  read -r f b bf r rf rss mem <<<"$line"
  printf '%5s  %14s  %20s  %12s  %21s  %11s  %19s  %16s\n' "$round" "$f" "$b" "$bf" "$r" "$rf" "$rss" "$mem"
done

printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = [list(map(float, line.split())) for line in sys.stdin if line.strip()]
fio = statistics.median(r[0] for r in rows)
base = statistics.median(r[1] for r in rows)
restore = statistics.median(r[3] for r in rows)
rss = max(r[5] for r in rows)
memory = rows[0][6]
print(f"median  fio {fio:.1f} MB/s, native baseline {base:.1f} MB/s ({100 * base / fio:.1f}% of fio), restore transfer {restore:.1f} MB/s ({100 * restore / fio:.1f}% of fio)")
verdict = lambda ok: "yes" if ok else "NO"
print(f"baseline within 5% of fio: {verdict(abs(base / fio - 1) <= 0.05)}; restore at least 90% of fio: {verdict(restore / fio >= 0.90)}")
print(f"peak RSS during the restore {rss:.1f} MB; allowed 64 MB + {memory:.0f} MB of buffers = {64 + memory:.0f} MB: {verdict(rss <= 64 + memory)}")
'
