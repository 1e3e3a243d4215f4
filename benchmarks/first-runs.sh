#!/usr/bin/env bash
# Does a fresh bench process measure itself in its first transfers? (a benchmark, not a test: the figures are this
# machine's). On a RAM-backed ext4 (root), one restore setting (1 GB, 1 file, BUFFERCOUNT 5, MAXTRANSFERSIZE 4 MB) 12
# times in one `bench run`, once as bench ships (tiered compilation off: optimized from the first call) and once with
# DOTNET_TieredCompilation=1 (the runtime's tiers), the order alternating per round. Prints per run the first four
# runs' mean over the median of the other eight, and at the end the median of that ratio per mode: near 1.00 when the
# first transfers are as fast as the later ones. Before the rounds, one run of the same matrix warms the freshly made
# volume and is not counted: a fresh RAM-backed ext4's first restores ran at a third of its later ones whatever the
# compilation mode, a warm-up of the volume, not of the process (made with mkfs's default discard, which freed the
# image's RAM; the volume is now made with nodiscard, and the warm-up stays as a guard).
#
# usage: sudo benchmarks/first-runs.sh [ROUNDS]   (default 4; ~20 s a round on a 2-core machine)
# needs: root (losetup, mount), python3, the .NET SDK.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-4}
[ "$(id -u)" -eq 0 ] || { echo "first-runs.sh: run as root (it makes a RAM-backed ext4 on a loop device: losetup, mount)" >&2; exit 2; }
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=$PWD/harness/bin/Release/net10.0/bench
work=$(mktemp -d /dev/shm/bench-first-runs.XXXXXX)
mnt=$(mktemp -d)
dev=
cleanup() {
  umount "$mnt" 2>/dev/null || true; rmdir "$mnt" 2>/dev/null || true
  [ -n "$dev" ] && losetup -d "$dev" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fallocate -l 4G "$work/volume.img"
dev=$(losetup -f --show "$work/volume.img")
# nodiscard: mkfs.ext4 otherwise discards the whole device, which on a loop device over /dev/shm frees the RAM fallocate
# just allocated, and each first write to a region then pays tmpfs's page allocation (fresh volumes' first restores
# ran at 0.17-0.77x of the later ones; README, first-runs paragraph).
mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0,nodiscard "$dev"
mount "$dev" "$mnt"
mkdir -p "$work/backups" "$work/runs"
cat > "$work/one.json" <<'JSON'
{"description": "first-runs.sh: one restore setting repeated in one process", "repetitions": 12,
 "cases": [{"scenario": "restore", "size": "1GB", "stripes": 1, "max_transfer_size": "4MB", "buffer_count": [5], "ifi": "on"}]}
JSON
"$BENCH" run --matrix "$work/one.json" --data-dir "$mnt" --backup-dir "$work/backups" --out "$work/runs/volume-warm-up" \
    --baseline-size 0 --sample-interval 0 --no-report > "$work/runs/volume-warm-up.log" 2>&1 || { echo "bench run failed:"; tail -5 "$work/runs/volume-warm-up.log"; exit 1; }
for round in $(seq 1 "$ROUNDS"); do
  modes=(optimized tiered); [ $((round % 2)) = 0 ] && modes=(tiered optimized)
  for mode in "${modes[@]}"; do
    env_args=(); [ "$mode" = tiered ] && env_args=(env DOTNET_TieredCompilation=1)
    out="$work/runs/$mode-$round"
    "${env_args[@]}" "$BENCH" run --matrix "$work/one.json" --data-dir "$mnt" --backup-dir "$work/backups" --out "$out" \
        --baseline-size 0 --sample-interval 0 --no-report > "$out.log" 2>&1 || { echo "bench run failed:"; tail -5 "$out.log"; exit 1; }
    python3 - "$out" "$mode" "$round" <<'PY'
import csv, glob, json, statistics, sys
run = glob.glob(sys.argv[1] + "/*/")[0]
v = [float(r["transfer_mb_s"]) for r in csv.DictReader(open(run + "results.csv")) if r["status"] == "ok"]
jit = json.load(open(run + "manifest.json"))["host"].get("jit")
ratio = statistics.mean(v[:4]) / statistics.median(v[4:])
print(f"{sys.argv[2]} round {sys.argv[3]} ({jit}): first four {statistics.mean(v[:4]):.0f} MB/s, the rest {statistics.median(v[4:]):.0f} MB/s: {ratio:.2f}", flush=True)
PY
  done
done | tee "$work/lines"
python3 - "$work/lines" <<'PY'
import re, statistics, sys
by = {}
for line in open(sys.argv[1]):
    m = re.match(r"(\w+) round .*: ([0-9.]+)$", line.strip())
    if m:
        by.setdefault(m.group(1), []).append(float(m.group(2)))
for mode, r in by.items():
    print(f"{mode}: first four over the rest, median of {len(r)} rounds {statistics.median(r):.2f} (range {min(r):.2f}-{max(r):.2f})")
PY
