#!/usr/bin/env bash
# Native restore and backup transfers held against fio of the same shape (one file written, block size =
# MAXTRANSFERSIZE, queue depth = BUFFERCOUNT, direct I/O) on a RAM-backed ext4, where the harness's own CPU shows
# (docs: the project's shared/docs/measuring.md, beside the repository). Two loop volumes on /dev/shm: VOL is the one written (fio's file, the restored database,
# the backup's file), SRC the other side (the backup a restore reads, the database a backup reads), so that the
# reads do not share the volume measured. Order-balanced: odd rounds run fio first, even rounds bench first.
# The same shape includes the same durability: a restore writes its data file as SQL Server does (DURABILITY=sqlserver,
# the default: O_DIRECT|O_DSYNC, each write durable), so its fio job writes with --sync=dsync; a backup writes its file
# direct and flushes it once when complete, so its fio job has --end_fsync=1. DURABILITY=none runs bench without
# O_DSYNC and the restore's fio job without --sync (the engines' own cost, without the file system's per-write commit).
# A transfer also reads what it writes from SRC at the same time, which a write-only job does not: on 2 cores the reads'
# copies take CPU from the writes. So each fio job has a copy-shaped twin: the same write job while a read job of the
# same shape (block size, queue depth, direct) reads as many bytes from a file on SRC, both at once; its rate is the
# bytes over the longer of the two jobs' run times. That twin is what the harness's own cost is judged by: a transfer
# at 0.95x or more of it is not measuring itself.
# fio lays out the file it writes with fallocate (fallocate=native, its default), as bench pre-allocates backup files
# since 5f67591 (a restore's data file is made ready by the IFI rule before its writes).
# Prints per round and the medians: transfer MB/s, the ratios to its fio job and to its copy-shaped twin, and each
# case's peak RSS against BUFFERCOUNT x MAXTRANSFERSIZE + 64 MB.
#
# usage: sudo benchmarks/transfer-vs-fio.sh [SIZE_GB] [ROUNDS] [BUFFERCOUNT] [MAXTRANSFERSIZE_MB]   (env DURABILITY)
# needs: root (losetup, mount), fio (apt-get install fio), python3, the .NET SDK, 3 x SIZE_GB + 2 GB free in /dev/shm
# (VOL SIZE_GB + 1, SRC 2 x SIZE_GB + 1: the twin's read file stays there beside what bench reads).
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
  gb=$((SIZE_GB + 1)); [ "$name" = src ] && gb=$((2 * SIZE_GB + 1))
  fallocate -l "${gb}G" "$img"
  dev=$(losetup -f --show "$img"); devs+=("$dev")
  mkdir -p "$work/$name"
  # nodiscard: mkfs.ext4 otherwise discards the whole device, which on a loop device over /dev/shm frees the RAM fallocate
  # just allocated, and each first write to a region then pays tmpfs's page allocation (fresh volumes' first restores
  # ran at 0.17-0.77x of the later ones; README, first-runs paragraph).
  # -m 0: no blocks reserved for root, so SRC's 2 x SIZE_GB + 1 GB holds the twin's read file and what bench makes there
  # (bench's space check counts only what a user may use).
  mkfs.ext4 -q -F -m 0 -E lazy_itable_init=0,lazy_journal_init=0,nodiscard "$dev"
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
fio_copy() { # restore|backup: its fio job while a read job of the same shape reads SIZE_GB from SRC -> MB/s of the pair
  local shape=(--end_fsync=1)
  [ "$1" = restore ] && shape=("${restore_sync[@]}")
  fio --direct=1 --ioengine=libaio --iodepth="$BUFFERS" --bs="${MTS_MB}M" --size="${SIZE_GB}G" --output-format=json \
      --name=r --filename="$SRC/fio-read.tmp" --rw=read \
      --name=w --filename="$VOL/fio.tmp" --rw=write "${shape[@]}" |
    python3 -c "import json,sys; jobs=json.load(sys.stdin)['jobs']; print(${SIZE_GB} * 2**30 / 1e6 / (max(j['job_runtime'] for j in jobs) / 1000))"
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
fio_run restore >/dev/null # warm-up (shared/docs/measuring.md)
fio_copy restore >/dev/null # lays out the twin's read file on SRC, once
echo "durability $DURABILITY: restore's fio job ${restore_sync[*]:-(no sync)}, backup's --end_fsync=1; copy = the same job while a read job reads SRC"
printf 'round  order       fio_r  copy_r  restore  /fio   /copy   fio_b  copy_b  backup  /fio   /copy   rss_r_MB  rss_b_MB  (MB/s)\n'
rows=()
for round in $(seq 1 "$ROUNDS"); do
  if [ $((round % 2)) -eq 1 ]; then
    order="fio-first"; fr=$(fio_run restore); frc=$(fio_copy restore); r=$(bench_run restore "$VOL/data" "$SRC" "r$round")
    fb=$(fio_run backup); fbc=$(fio_copy backup); b=$(bench_run backup "$SRC/data" "$VOL" "b$round")
  else
    order="bench-first"; b=$(bench_run backup "$SRC/data" "$VOL" "b$round"); fbc=$(fio_copy backup); fb=$(fio_run backup)
    r=$(bench_run restore "$VOL/data" "$SRC" "r$round"); frc=$(fio_copy restore); fr=$(fio_run restore)
  fi
  read -r rm rr <<<"$r"; read -r bm br <<<"$b"
  line="$fr $rm $bm $rr $br $fb $frc $fbc"; rows+=("$line")
  python3 -c "import sys; fr,r,b,rr,br,fb,frc,fbc=map(float,sys.argv[2:10]); print(f'{int(sys.argv[1]):5d}  {sys.argv[10]:<10} {fr:6.0f}  {frc:6.0f}  {r:7.0f}  {r/fr:5.3f}  {r/frc:5.3f}  {fb:6.0f}  {fbc:6.0f}  {b:6.0f}  {b/fb:5.3f}  {b/fbc:5.3f}  {rr/2**20:8.0f}  {br/2**20:8.0f}')" \
    "$round" $line "$order"
done
printf '%s\n' "${rows[@]}" | python3 -c '
import statistics, sys
buffers, mts = int(sys.argv[1]), int(sys.argv[2])
rows = [list(map(float, l.split())) for l in sys.stdin if l.strip()]
med = lambda i: statistics.median(r[i] for r in rows)
ratio = lambda i, j: statistics.median(r[i] / r[j] for r in rows)  # the median of the rounds ratios
limit = buffers * mts * 2**20 + 64 * 2**20
yes = lambda ok: "yes" if ok else "NO"
for name, i, f, c in (("restore", 1, 0, 6), ("backup", 2, 5, 7)):
    print(f"median {name} {med(i):.0f} MB/s = {ratio(i, f):.3f}x its fio job ({med(f):.0f} MB/s), {ratio(i, c):.3f}x its copy-shaped twin ({med(c):.0f} MB/s); the twin {ratio(c, f):.3f}x the fio job")
print(f"restore >= 0.95x fio: {yes(ratio(1, 0) >= 0.95)}; backup >= 0.95x fio: {yes(ratio(2, 5) >= 0.95)}; "
      f"restore >= 0.95x its twin: {yes(ratio(1, 6) >= 0.95)}; backup >= 0.95x its twin: {yes(ratio(2, 7) >= 0.95)}")
rr, br = max(r[3] for r in rows), max(r[4] for r in rows)
print(f"peak RSS: restore {rr / 2**20:.0f} MB, backup {br / 2**20:.0f} MB; allowed {buffers} x {mts} MB + 64 MB = {limit / 2**20:.0f} MB: {yes(max(rr, br) <= limit)}")
' "$BUFFERS" "$MTS_MB"
