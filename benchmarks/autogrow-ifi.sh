#!/usr/bin/env bash
# The standard profile's autogrow (4 MB file, three 1 GB growths, three repetitions, IFI on and off) run ROUNDS times
# on one volume, each round followed by a bare fallocate(2) of the same 1 GB, so that the IFI-on growth stall can be
# held against the system call it is made of (a benchmark, not a test). Per round it prints the IFI off/on ratio of
# the median growth stalls with its 95% interval (summary.csv), the median IFI-on and IFI-off stall (stalls.csv), the
# median bare fallocate, and the IFI-on stall over that fallocate.
#
# usage: benchmarks/autogrow-ifi.sh [DATA_DIR] [ROUNDS]
# needs: python3, the .NET SDK; DURABILITY=none compares the native target without write-through.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA_DIR=${1:-bench-data}
ROUNDS=${2:-3}
OUT=${OUT:-runs/autogrow-ifi}
DURABILITY=${DURABILITY:-sqlserver}
mkdir -p "$DATA_DIR" "$OUT"
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=harness/bin/Release/net10.0/bench
GROWTH=$((1 << 30))

# A bare growth, shaped like the stalls it is held against: three files of 4 MB written direct, each grown three
# times by fallocate(2) of 1 GB at its end (mode 0, as the native target grows with IFI on), each call timed alone
# and one second apart (so that, like the stalls, the calls meet whatever else the volume's journal is doing);
# prints their median in ms. The files are removed after.
bare_fallocate() {
  python3 - "$DATA_DIR/bare-fallocate.tmp" "$GROWTH" <<'PY'
import mmap, os, statistics, sys, time
path, growth = sys.argv[1], int(sys.argv[2])
buffer = mmap.mmap(-1, 4 << 20)
buffer.write(b"\1" * (4 << 20))
times = []
for _ in range(3):
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_DIRECT | os.O_DSYNC, 0o644)
    try:
        os.pwritev(fd, [buffer], 0)
        size = 4 << 20
        for _ in range(3):
            time.sleep(1)
            start = time.perf_counter()
            os.posix_fallocate(fd, size, growth)
            times.append((time.perf_counter() - start) * 1000)
            size += growth
    finally:
        os.close(fd)
        os.unlink(path)
print(f"{statistics.median(times):.3f}")
PY
}

printf 'round  ifi_off/on  ci95            stall_on_ms  stall_off_ms  fill_ms_on  fallocate_ms  stall_on/fallocate\n'
results=()
for round in $(seq 1 "$ROUNDS"); do
  "$BENCH" run --profile standard --scenario autogrow --data-dir "$DATA_DIR" --out "$OUT" --label "round$round" \
      --baseline-size 0 --durability "$DURABILITY" --no-report > "$OUT/round$round.log" 2>&1 \
    || { echo "round $round: bench run failed, see $OUT/round$round.log" >&2; exit 1; }
  run=$(ls -td "$OUT"/*-round"$round" | head -1)
  fallocate_ms=$(bare_fallocate)
  line=$(python3 - "$run" "$fallocate_ms" <<'PY'
import csv, statistics, sys
run, bare = sys.argv[1], float(sys.argv[2])
summary = [r for r in csv.DictReader(open(f"{run}/summary.csv")) if r["scenario"] == "autogrow"]
off = next(r for r in summary if r["ifi"] == "off")
stalls = list(csv.DictReader(open(f"{run}/stalls.csv")))
results = [r for r in csv.DictReader(open(f"{run}/results.csv")) if r["scenario"] == "autogrow" and r["status"] == "ok"]
median = lambda values: statistics.median(values) if values else float("nan")
stall = lambda ifi: median([float(s["stall_ms"]) for s in stalls if s["case_id"].endswith(f"ifi={ifi}")])
fill_on = median([float(r["fill_ms"]) for r in results if r["ifi"] == "on" and r["fill_ms"]])
on = stall("on")
print(off["ifi_off_on_ratio"] or "nan", off["ifi_ratio_ci95_lower"] or "nan", off["ifi_ratio_ci95_upper"] or "nan",
      f"{on:.3f}", f"{stall('off'):.1f}", f"{fill_on:.0f}", f"{bare:.3f}", f"{on / bare:.2f}")
PY
)
  results+=("$line")
  read -r ratio lower upper on off fill bare over <<<"$line"
  printf '%5s  %10s  %-14s  %11s  %12s  %10s  %12s  %18s\n' "$round" "$ratio" "[$lower, $upper]" "$on" "$off" "$fill" "$bare" "$over"
done

printf '%s\n' "${results[@]}" | python3 -c '
import statistics, sys
rows = [list(map(float, line.split())) for line in sys.stdin if line.strip()]
ratios = [r[0] for r in rows]
above = "yes" if all(r[1] >= 10 for r in rows) else "NO"
low, high = max(r[1] for r in rows), min(r[2] for r in rows)
overlap = f"yes, [{low:g}, {high:g}]" if low <= high else "NO"
print(f"IFI off/on ratio over {len(rows)} rounds: {min(ratios):.0f}x to {max(ratios):.0f}x (median {statistics.median(ratios):.0f}x); "
      f"every interval above 10x: {above}; the intervals overlap: {overlap}")
over = [r[7] for r in rows]
within = "yes" if all(o <= 3 for o in over) else "NO"
print(f"IFI-on growth stall / bare fallocate: {min(over):.2f} to {max(over):.2f} (median {statistics.median(over):.2f}); within 3x every round: {within}")
'
