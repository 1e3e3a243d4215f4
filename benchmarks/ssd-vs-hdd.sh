#!/usr/bin/env bash
# The user's story on one machine (docs: README "Two volumes on one machine (ssd vs hdd)"): two volumes made as the project's
# shared/docs/measuring.md (beside the repository) says,
#   ssd: an ext4 on a RAM-backed loop device (a fast SSD stand-in),
#   hdd: the same, throttled to spinning-disk figures with the block-I/O cgroup (150 MiB/s and 150 IOPS each way;
#        cgroup v1 blkio.throttle.*, or io.max on a cgroup v2 hierarchy), the harness running inside that cgroup,
#        its IOPS counted in 1 MiB requests (see pieces() below),
# the quick profile run on each (labels ssd and hdd; backups on the volume under test, the default), then
# bench compare over both (its report is bench report's). Everything it made (mounts, loop devices, RAM images, the cgroup) is
# removed on every exit path; the runs and the comparison with its report stay in OUT. Each run carries a --note saying what
# its volume really is (the machine sees two solid-state loop devices), shown in its header and the report's environment.
#
# usage (as root): benchmarks/ssd-vs-hdd.sh [OUT]     default OUT: ./ssd-vs-hdd
# env: SIZE (each volume, a whole number of M or G, default 6G; at least 3G for the quick profile: the profile's footprint
#      (bench matrix --profile P: 2 GiB for quick, the 1 GB baseline file and its copy; 10 GiB standard, 50 GiB full),
#      plus 5% and 64 MB (bench run's margin), on an ext4 that leaves about 92% of SIZE free; checked before
#      anything is made, naming the least SIZE that fits), BPS (default 157286400 = 150 MiB/s), IOPS (default 150),
#      PROFILE (default quick), MOUNTS (where the volumes are mounted, default /mnt/bench-ssd-vs-hdd: ssd/ and hdd/ under
#      it; must not exist)
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "ssd-vs-hdd.sh: run as root (it makes loop devices, mounts and a block-I/O cgroup)" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
size=${SIZE:-6G}
[[ $size =~ ^[1-9][0-9]*[MG]$ ]] || { echo "ssd-vs-hdd.sh: SIZE '$size' is not allowed: a whole number of M or G (MiB, GiB), e.g. 6G" >&2; exit 2; }
bps=${BPS:-157286400}
iops_given=${IOPS:-150}
[[ $iops_given =~ ^[1-9][0-9]*$ ]] || { echo "ssd-vs-hdd.sh: IOPS '$iops_given' is not allowed: a whole number of 1 MiB requests a second, e.g. 150" >&2; exit 2; }
iops=$iops_given cut=1
profile=${PROFILE:-quick}
mounts_root=${MOUNTS:-/mnt/bench-ssd-vs-hdd}
tag="bench-ssd-hdd-$$"
[ ! -e "$mounts_root" ] || { echo "ssd-vs-hdd.sh: $mounts_root exists; give MOUNTS=another path" >&2; exit 2; }

echo "building the harness (Release) ..."
dotnet build "$root/harness" -c Release -v q -nologo >/dev/null
bench=(dotnet "$root/harness/bin/Release/net10.0/bench.dll")

# Does SIZE hold the run? bench run would refuse it after the volume is made, naming --baseline-size, which this script
# does not take: the footprint the profile holds at once (bench matrix counts the baseline's 1 GB file and its copy,
# the backups being on the volume, removed before the first case), and bench run's margin (5% and 64 MiB), on an ext4 whose free space is 92% of its size less 50 MiB (measured:
# 2.72 GiB free of 3G, 3.64 of 4G, 5.50 of 6G, made as volume() makes it).
footprint=$("${bench[@]}" matrix --profile "$profile" | grep -o 'holds up to [0-9.]* [KMGT]iB' | head -1 | cut -d' ' -f4-) \
  || { echo "ssd-vs-hdd.sh: bench matrix --profile $profile did not say the profile's footprint" >&2; exit 2; }
least=$(awk -v f="$footprint" 'BEGIN {
  split(f, p, " "); u["KiB"] = 1 / 1024; u["MiB"] = 1; u["GiB"] = 1024; u["TiB"] = 1048576
  held = p[1] * u[p[2]]; needed = held + held / 20 + 64
  least = (needed + 50) / 0.92; g = int(least / 1024); if (g * 1024 < least) g++; print g }')
given=$(awk -v s="$size" 'BEGIN { n = substr(s, 1, length(s) - 1); print (substr(s, length(s)) == "G" ? n * 1024 : n) }')
[ "$given" -ge $((least * 1024)) ] || {
  echo "ssd-vs-hdd.sh: SIZE $size is too small for the $profile profile: it holds up to $footprint at once, plus bench run's margin, on an ext4 that leaves about 92% of SIZE free; give SIZE=${least}G or more" >&2
  exit 2
}
# OUT is made once every check has passed: a refused run leaves nothing behind.
out=$(mkdir -p "${1:-ssd-vs-hdd}" && cd "${1:-ssd-vs-hdd}" && pwd)

images=() devices=() mounts=() cgroup=""
cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  # The cgroup can only go once nothing is in it: this shell never joined it, the harness ran in a child.
  if [ -n "$cgroup" ] && [ -d "$cgroup" ]; then
    for pid in $(cat "$cgroup/cgroup.procs" 2>/dev/null); do kill "$pid" 2>/dev/null; done
    sleep 1
    rmdir "$cgroup" 2>/dev/null || echo "ssd-vs-hdd.sh: could not remove $cgroup" >&2
  fi
  for m in "${mounts[@]}"; do umount "$m" 2>/dev/null || umount -l "$m"; rmdir "$m" 2>/dev/null; done
  for d in "${devices[@]}"; do losetup -d "$d" 2>/dev/null; done
  for i in "${images[@]}"; do rm -f "$i"; done
  rmdir "$mounts_root" 2>/dev/null
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A RAM-backed ext4 (shared/docs/measuring.md): the RAM is allocated now (a first touch is slow), fio warms it once.
volume() { # name -> sets vol_dev, vol_mnt
  local image="/dev/shm/$tag-$1.img"
  images+=("$image")
  fallocate -l "$size" "$image"
  vol_dev=$(losetup -f --show "$image")
  devices+=("$vol_dev")
  vol_mnt="$mounts_root/$1"
  mkdir -p "$vol_mnt"
  # nodiscard: mkfs.ext4 otherwise discards the whole device, which on a loop device over /dev/shm frees the RAM fallocate
  # just allocated, and each first write to a region then pays tmpfs's page allocation (fresh volumes' first restores
  # ran at 0.17-0.77x of the later ones; README, first-runs paragraph).
  mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0,nodiscard "$vol_dev"
  mount "$vol_dev" "$vol_mnt"
  mounts+=("$vol_mnt")
  if command -v fio >/dev/null; then
    fio --name=warm --filename="$vol_mnt/warm.tmp" --size=1G --bs=1M --rw=write --direct=1 --ioengine=libaio --iodepth=8 >/dev/null
    rm -f "$vol_mnt/warm.tmp"
  fi
}

# How many pieces the device cuts a 1 MiB request into at most: the cgroup counts each piece as one I/O. A direct I/O
# buffer's pages are contiguous or not by chance; a loop device takes at most max_segments pages (128 of 4 KiB: 512 KiB)
# per request, so the same 1 MiB write is one I/O or two. At 150 IOPS counted in pieces, bench doctor --baseline inside
# the cgroup measured 79 to 111 MB/s (three runs), and an earlier hdd run's limit probes 79 MB/s beside its baseline's
# 156 (its restores at 119-129% of that "limit"); at IOPS x pieces, 157-159 MB/s each time, the BPS cap.
# Requests smaller than a piece (a log write) then get up to IOPS x pieces a second.
pieces() { # device
  local q=/sys/block/$(basename "$1")/queue page
  page=$(getconf PAGESIZE)
  awk -v segs="$(cat "$q/max_segments")" -v sectors_kb="$(cat "$q/max_sectors_kb")" -v page="$page" 'BEGIN {
    piece = segs * page; if (sectors_kb * 1024 < piece) piece = sectors_kb * 1024
    n = int(1048576 / piece); if (n * piece < 1048576) n++; print (n < 1 ? 1 : n) }'
}

# The throttling cgroup for a device: v1 blkio.throttle.*, else v2 io.max; prints its directory.
throttle() { # device
  local mm
  mm=$(lsblk -dno MAJ:MIN "$1" | tr -d ' ')
  cut=$(pieces "$1")
  iops=$((iops_given * cut))
  if [ -d /sys/fs/cgroup/blkio ] && [ -f /sys/fs/cgroup/blkio/blkio.throttle.read_bps_device ]; then
    cgroup=/sys/fs/cgroup/blkio/$tag
    mkdir "$cgroup"
    for f in read_bps write_bps; do echo "$mm $bps" > "$cgroup/blkio.throttle.${f}_device"; done
    for f in read_iops write_iops; do echo "$mm $iops" > "$cgroup/blkio.throttle.${f}_device"; done
  elif grep -qw io /sys/fs/cgroup/cgroup.controllers 2>/dev/null; then
    grep -qw io /sys/fs/cgroup/cgroup.subtree_control || echo "+io" > /sys/fs/cgroup/cgroup.subtree_control
    cgroup=/sys/fs/cgroup/$tag
    mkdir "$cgroup"
    echo "$mm rbps=$bps wbps=$bps riops=$iops wiops=$iops" > "$cgroup/io.max"
  else
    echo "ssd-vs-hdd.sh: no block-I/O cgroup (v1 blkio or v2 io) to throttle with" >&2
    exit 2
  fi
}

echo "ssd: RAM-backed ext4 on a loop device ($size)"
volume ssd
"${bench[@]}" run --profile "$profile" --data-dir "$vol_mnt/data" --out "$out/runs" --label ssd \
  --note "ssd stand-in: RAM-backed loop device (an ext4 on a loop device over /dev/shm), not throttled" --no-report | tee "$out/ssd.log"
umount "$vol_mnt" && rmdir "$vol_mnt" && mounts=() && losetup -d "$vol_dev" && devices=() && rm -f "${images[@]}" && images=()

volume hdd
throttle "$vol_dev"
echo "hdd: the same, throttled to $((bps / 1048576)) MiB/s and $iops_given IOPS each way by the block-I/O cgroup ($iops of the device's pieces a second: it cuts a 1 MiB request into up to $cut)"
# The harness runs inside the cgroup (a child shell joins it, then becomes the harness); this shell stays outside.
sh -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' sh "$cgroup" "${bench[@]}" run --profile "$profile" --data-dir "$vol_mnt/data" \
  --out "$out/runs" --label hdd \
  --note "hdd stand-in: RAM-backed loop device throttled by the block-I/O cgroup to $((bps / 1048576)) MiB/s and $iops_given IOPS of 1 MiB each way" --no-report | tee "$out/hdd.log"

ssd_run=$(ls -td "$out"/runs/*-ssd | head -1)
hdd_run=$(ls -td "$out"/runs/*-hdd | head -1)
# bench compare writes what bench report of the same runs writes (comparison.csv, report.html, report.md, charts/) and
# prints the comparison's table besides: one call, one folder (a bench report into a second folder wrote the same bytes twice).
"${bench[@]}" compare "$ssd_run" "$hdd_run" --out "$out/compare" | tee "$out/compare.log"
echo
echo "runs:       $ssd_run"
echo "            $hdd_run"
echo "comparison: $out/compare/comparison.csv"
echo "report:     $out/compare/report.html (and report.md, charts/)"
