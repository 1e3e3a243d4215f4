#!/usr/bin/env bash
# Native restore and backup transfers held against fio of the same shape (one file written, block size =
# MAXTRANSFERSIZE, queue depth = BUFFERCOUNT, direct I/O) on a RAM-backed ext4, where the harness's own CPU shows
# (docs: measuring.md). Two loop volumes on /dev/shm: VOL is the one written (fio's file, the restored database,
# the backup's file), SRC the other side (the backup a restore reads, the database a backup reads), so that the
# reads do not share the volume measured. Order-balanced: odd rounds run fio first, even rounds bench first.
# The same shape includes the same durability: a restore writes its data file as SQL Server does (DURABILITY=sqlserver,
# the default: O_DIRECT|O_DSYNC, each write durable), so its fio job writes with --sync=dsync; a backup writes its file
# direct and flushes it once when complete, so its fio job has --end_fsync=1. DURABILITY=none runs bench without
# O_DSYNC and the restore's fio job without --sync (the engines' own cost, without the file system's per-write commit).
# Prints per round and the medians: transfer MB/s, the ratio to its fio job, and each case's peak RSS against
# BUFFERCOUNT x MAXTRANSFERSIZE + 64 MB.
#
# usage: sudo benchmarks/transfer-vs-fio.sh [SIZE_GB] [ROUNDS] [BUFFERCOUNT] [MAXTRANSFERSIZE_MB]   (env DURABILITY)
# needs: root (losetup, mount), fio (apt-get install fio), python3, the .NET SDK, 2 x (SIZE_GB + 1) GB free in /dev/shm.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE_GB=${1:-2}
ROUNDS=${2:-4}
BUFFERS=${3:-8}
MTS_MB=${4:-1}
DURABILITY=${DURABILITY:-sqlserver}
case "$DURABILITY" in sqlserver) restore_sync=(--sync=dsync) ;; none) restore_sync=() ;; *) echo "DURABILITY: sqlserver or none" >&2; exit 2 ;; esac
command -v fio >/dev/null || { echo "fio is not installed (Debian: apt-get install fio)" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "needs root for the loop volumes (losetup, mount)" >&2; exit 2; }
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=$PWD/harness/bin/Release/net10.0/bench
work=$(mktemp -d)
devs=()
cleanup() {
  for m in "$work/vol" "$work/src"; do mountpoint -q "$m" && umount "$m"; done
  for d in "${devs[@]}"; do losetup -d "$d"; done
  rm -f "/dev/shm/bench-vol-$$.img" "/dev/shm/bench-src-$$.img"
  rm -rf "$work"
}
trap cleanup EXIT
for name in vol src; do
  img="/dev/shm/bench-$name-$$.img"
  fallocate -l "$((SIZE_GB + 1))G" "$img"
  dev=$(losetup -f --show "$img"); devs+=("$dev")
  mkdir -p "$work/$name"
  # nodiscard: mkfs.ext4 otherwise discards the whole device, which on a loop device over /dev/shm frees the RAM fallocate
  # just allocated, and each first write to a region then pays tmpfs's page allocation (fresh volumes' first restores
  # ran at 0.17-0.77x of the later ones; README, first-runs paragraph).
  mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0,nodiscard "$dev"
  mount "$dev" "$work/$name"
done
VOL=$work/vol SRC=$work/src
mkdir -p "$VOL/data" "$SRC/data" "$work/runs"
fio_run() { # restore|backup: the fio job of that transfer's shape
  local shape=(--end_fsync=1)
  [ "$1" = restore ] && shape=("${restore_sync[@]}")
  fio --name=w --filename="$VOL/fio.tmp" --size="${SIZE_GB}G" --bs="${MTS_MB}M" --rw=write --direct=1 \
      --ioengine=libaio --iodepth="$BUFFERS" "${shape[@]}" --output-format=json |
    python3 -c "import json,sys; print(json.load(sys.stdin)['jobs'][0]['write']['bw_bytes']/1e6)"
  rm -f "$VOL/fio.tmp"
}
bench_run() { # scenario data_dir backup_dir label -> "transfer_mb_s peak_rss_bytes"
  cat > "$work/m.json" <<JSON
{ "repetitions": 1, "cases": [ { "scenario": "$1", "size": "${SIZE_GB}GB", "stripes": 1, "buffer_count": $BUFFERS,
  "max_transfer_size": "${MTS_MB}MB"$([ "$1" = restore ] && echo ', "ifi": "on"') } ] }
JSON
  "$BENCH" run --matrix "$work/m.json" --data-dir "$2" --backup-dir "$3" --out "$work/runs" --label "$4" \
      --durability "$DURABILITY" --baseline-size 0 --no-report > "$work/$4.log" 2>&1 || { cat "$work/$4.log" >&2; return 1; }
  python3 - "$(ls -td "$work"/runs/*-"$4" | head -1)/results.csv" <<'PY'
import csv, sys
row = next(csv.DictReader(open(sys.argv[1])))
print(row["transfer_mb_s"], row["peak_rss_bytes"] or 0)
PY
}
fio_run restore >/dev/null # warm-up (measuring.md)
echo "durability $DURABILITY: restore's fio job ${restore_sync[*]:-(no sync)}, backup's --end_fsync=1"
printf 'round  order       fio_r_MB/s  restore_MB/s  restore/fio  fio_b_MB/s  backup_MB/s  backup/fio  restore_rss_MB  backup_rss_MB\n'
rows=()
for round in $(seq 1 "$ROUNDS"); do
  if [ $((round % 2)) -eq 1 ]; then
    order="fio-first"; fr=$(fio_run restore); r=$(bench_run restore "$VOL/data" "$SRC" "r$round")
    fb=$(fio_run backup); b=$(bench_run backup "$SRC/data" "$VOL" "b$round")
  else
    order="bench-first"; b=$(bench_run backup "$SRC/data" "$VOL" "b$round"); fb=$(fio_run backup)
    r=$(bench_run restore "$VOL/data" "$SRC" "r$round"); fr=$(fio_run restore)
  fi
  read -r rm rr <<<"$r"; read -r bm br <<<"$b"
  line="$fr $rm $bm $rr $br $fb"; rows+=("$line")
  python3 -c "import sys; fr,r,b,rr,br,fb=map(float,sys.argv[2:8]); print(f'{int(sys.argv[1]):5d}  {sys.argv[8]:<10} {fr:11.0f}  {r:12.0f}  {r/fr:11.3f}  {fb:10.0f}  {b:11.0f}  {b/fb:10.3f}  {rr/2**20:14.0f}  {br/2**20:13.0f}')" \
    "$round" $line "$order"
done
printf '%s\n' "${rows[@]}" | python3 -c '
import statistics, sys
buffers, mts = int(sys.argv[1]), int(sys.argv[2])
rows = [list(map(float, l.split())) for l in sys.stdin if l.strip()]
med = lambda i: statistics.median(r[i] for r in rows)
fio_of = {1: 0, 2: 5}  # restore against the restore-shaped fio job, backup against the backup-shaped one
ratio = lambda i: statistics.median(r[i] / r[fio_of[i]] for r in rows)
limit = buffers * mts * 2**20 + 64 * 2**20
yes = lambda ok: "yes" if ok else "NO"
print(f"median restore {med(1):.0f} MB/s = {ratio(1):.3f}x its fio job ({med(0):.0f} MB/s); backup {med(2):.0f} MB/s = {ratio(2):.3f}x its fio job ({med(5):.0f} MB/s) (ratios: median of the rounds)")
print(f"restore >= 0.95x fio: {yes(ratio(1) >= 0.95)}; backup >= 0.95x fio: {yes(ratio(2) >= 0.95)}")
rr, br = max(r[3] for r in rows), max(r[4] for r in rows)
print(f"peak RSS: restore {rr / 2**20:.0f} MB, backup {br / 2**20:.0f} MB; allowed {buffers} x {mts} MB + 64 MB = {limit / 2**20:.0f} MB: {yes(max(rr, br) <= limit)}")
' "$BUFFERS" "$MTS_MB"
