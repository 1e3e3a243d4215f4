#!/usr/bin/env bash
# bench tune against the full grid it searches, on a RAM-backed ext4 and on the disk (a benchmark, not a test).
# On each volume, in one session: `bench tune restore --size SIZE` over the axes below, then the full grid of the
# same axes as a matrix (`bench run --matrix <the tune's grid.json>`, 3 repetitions a case, the run's default).
# Prints, per volume:
#   - the grid's best setting and its median transfer MB/s;
#   - tune's best as the grid measured it, and its gap to the grid's best (must be within 5%): the fair figure,
#     both medians from the same grid run; tune's own median of its best is printed beside it;
#   - tune's case runs / the grid's case runs (must be at most 25%);
#   - head to head: when tune's best is not the grid's best, the two settings run again side by side right after the
#     grid (H2H_REPETITIONS each, default 9, a process per run, the two in turn, the order reversed each round: one
#     matrix run would group the two by their backup fixture and run one block after the other when their stripes
#     differ; each process runs its setting twice and only the second run counts, since a process's first case, right
#     after its fixture is made, ran at about 0.75x of a warm one), and their gap from those medians. On a shared volume
#     the grid's best of 54 medians of 3 is partly its luckiest setting, and minutes of drift separate the tune's runs
#     from the grid's; side by side, both settings meet the same moment of the volume. The gap's 95% bootstrap interval
#     (each side's runs resampled on their own) says how far one round can be trusted. Then the same gap paired: the
#     median of the rounds' ratios (each round ran the two one after the other), its interval resampling the rounds,
#     which leaves out the drift between rounds.
# Backups are read from a tmpfs (another volume, as seed 001 read its backups from separate storage).
# The RAM-backed ext4 needs root (losetup, mount); without it that volume is skipped, saying so.
#
# usage: benchmarks/tune-vs-grid.sh [SIZE] [STRIPES] [BUFFER_COUNT] [MAX_TRANSFER_SIZE]
#   defaults: 1GB 1..4 2..32 1MB..4MB (54 settings, 162 grid case runs per volume: ~10 min on a loaded 2-core machine)
#   DISK_DIR (default: bench-data/tune-vs-grid under the repository, i.e. on the disk), OUT (default: runs/tune-vs-grid),
#   BACKUP_DIR (default: /dev/shm; the backups go in a folder of their own made inside it, bench-tune-vs-grid.XXXXXX,
#   and only that folder is removed at the end, with the levels of BACKUP_DIR the script had to make, when left empty),
#   VOLUMES (default: "ram disk").
#   SIZE: a whole number of MB or GB (512MB, 1GB); anything else is refused with exit 2.
# needs: python3, the .NET SDK; root for the RAM-backed volume.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZE=${1:-1GB}
STRIPES=${2:-1..4}
BUFFER_COUNT=${3:-2..32}
MAX_TRANSFER_SIZE=${4:-1MB..4MB}
DISK_DIR=${DISK_DIR:-bench-data/tune-vs-grid}
OUT=${OUT:-runs/tune-vs-grid}
BACKUP_DIR=${BACKUP_DIR:-/dev/shm}
VOLUMES=${VOLUMES:-ram disk}
# The tune stops near the volume baseline: the run default, 1 GB, so that a loaded moment does not understate the
# volume (256 MB under load read as 349 MB/s on a RAM-backed ext4 that restores at 1.5 GB/s). The grid needs none.
BASELINE=${BASELINE:-1GB}
[[ $SIZE =~ ^[1-9][0-9]*(MB|GB)$ ]] || { echo "tune-vs-grid.sh: SIZE (the first argument) '$SIZE' is not allowed: a whole number of MB or GB, e.g. 512MB or 1GB" >&2; exit 2; }

# Everything this script makes is removed on exit, and nothing else: the trap is set before anything is made; the loop
# device's image has a name of its own (mktemp: another instance's, or a file that was there, is never the one removed);
# of BACKUP_DIR only the folder made inside it, and each level of BACKUP_DIR it had to create (deepest first, while empty).
loop_img='' loop_dev='' loop_mnt='' backups=''
made_backup_dirs=()
drop_ram_volume() {
  if [ -n "$loop_mnt" ]; then umount "$loop_mnt" 2>/dev/null || true; rmdir "$loop_mnt" 2>/dev/null || true; fi
  if [ -n "$loop_dev" ]; then losetup -d "$loop_dev" 2>/dev/null || true; fi
  if [ -n "$loop_img" ]; then rm -f "$loop_img"; fi
  loop_img='' loop_dev='' loop_mnt=''
}
cleanup() {
  drop_ram_volume
  if [ -n "$backups" ]; then rm -rf "$backups"; fi
  local dir
  for dir in "${made_backup_dirs[@]}"; do rmdir "$dir" 2>/dev/null || break; done
}
trap cleanup EXIT
mkdir -p "$OUT"
# The levels of BACKUP_DIR that are not there yet, deepest first: mkdir -p makes them all, and cleanup removes them all.
missing=$BACKUP_DIR
while [ ! -d "$missing" ]; do made_backup_dirs+=("$missing"); missing=$(dirname "$missing"); done
mkdir -p "$BACKUP_DIR"
backups=$(mktemp -d "$BACKUP_DIR/bench-tune-vs-grid.XXXXXX")
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=harness/bin/Release/net10.0/bench
SESSION=$(date -u +%Y%m%d-%H%M%S)

ram_volume() {
  # The database and the baseline file on an ext4 of twice SIZE plus 1 GB, on a loop device over /dev/shm (shared/docs/measuring.md).
  local bytes
  bytes=$(python3 -c "import sys; u={'MB':2**20,'GB':2**30}; s=sys.argv[1]; print(int(float(s[:-2])*u[s[-2:]]) * 2 + 2**30)" "$SIZE")
  loop_img=$(mktemp /dev/shm/bench-tune-vs-grid.XXXXXX.img)
  fallocate -l "$bytes" "$loop_img"
  loop_dev=$(losetup -f --show "$loop_img")
  loop_mnt=$(mktemp -d)
  # nodiscard: mkfs.ext4 otherwise discards the whole device, which on a loop device over /dev/shm frees the RAM fallocate
  # just allocated, and each first write to a region then pays tmpfs's page allocation (fresh volumes' first restores
  # ran at 0.17-0.77x of the later ones; README, first-runs paragraph).
  mkfs.ext4 -q -F -E lazy_itable_init=0,lazy_journal_init=0,nodiscard "$loop_dev"
  mount "$loop_dev" "$loop_mnt"
}

H2H_REPETITIONS=${H2H_REPETITIONS:-9}

# One of the two settings of the head to head (WHICH: 0 or 1, in the order of their stripes, BUFFERCOUNT, MAXTRANSFERSIZE) as
# a matrix of one case and two repetitions (the first warms, the second counts), the entry as grid.json writes it; empty
# when tune's best is the grid's best.
head_to_head_case() {
  python3 - "$1" "$2" "$3" <<'PY'
import csv, json, sys
tune, grid, which = sys.argv[1], sys.argv[2], int(sys.argv[3])
best = json.load(open(f"{tune}/tune-result.json"))["best"]
rows = [r for r in csv.DictReader(open(f"{grid}/summary.csv")) if r["transfer_mb_s_median"]]
top = max(rows, key=lambda r: float(r["transfer_mb_s_median"]))
settings = {(best["stripes"], best["buffer_count"], best["max_transfer_size"]), (int(top["stripes"]), int(top["buffer_count"]), int(top["max_transfer_size"]))}
if len(settings) == 1:
    sys.exit(0)
stripes, buffers, transfer = sorted(settings)[which]
entry = dict(json.load(open(f"{tune}/grid.json"))["cases"][0])
entry.update({"stripes": stripes, "buffer_count": buffers, "max_transfer_size": f"{transfer // 1048576}MB" if transfer % 1048576 == 0 else f"{transfer // 1024}KB"})
print(json.dumps({"description": "tune's best and the grid's best, side by side: one of the two (run 1 warms, run 2 counts)", "repetitions": 2, "cases": [entry]}, indent=2))
PY
}

compare() {
  python3 - "$1" "$2" "$3" "${4:-}" <<'PY'
import csv, json, sys
volume, tune, grid, h2h = sys.argv[1:]
result = json.load(open(f"{tune}/tune-result.json"))
best = result["best"]
key = lambda r: (int(r["stripes"]), int(r["buffer_count"]), int(r["max_transfer_size"]))
rows = [r for r in csv.DictReader(open(f"{grid}/summary.csv")) if r["transfer_mb_s_median"]]
grid_runs = sum(1 for r in csv.DictReader(open(f"{grid}/results.csv")))
top = max(rows, key=lambda r: float(r["transfer_mb_s_median"]))
top_mbs = float(top["transfer_mb_s_median"])
pick = next(r for r in rows if key(r) == (best["stripes"], best["buffer_count"], best["max_transfer_size"]))
pick_mbs = float(pick["transfer_mb_s_median"])
gap = 100 * (top_mbs - pick_mbs) / top_mbs
own_gap = 100 * (top_mbs - best["median_mb_s"]) / top_mbs
fraction = 100 * result["case_runs"] / grid_runs
mb = lambda r: f"stripes={r[0]} buffer_count={r[1]} max_transfer_size={r[2] // 1024}KB"
print(f"{volume}: grid best {mb(key(top))}: {top_mbs:.1f} MB/s (median of {top['n']}) of {len(rows)} settings")
print(f"{volume}: tune best {mb(key(pick))}: {pick_mbs:.1f} MB/s as the grid measured it (tune's own median {best['median_mb_s']:.1f} MB/s over {best['runs']} runs)")
print(f"{volume}: gap to the grid's best {gap:.1f}% (tune's own median: {own_gap:.1f}%); within 5%: {'yes' if gap <= 5 else 'NO'}")
print(f"{volume}: case runs tune {result['case_runs']} / grid {grid_runs} = {fraction:.1f}%; at most 25%: {'yes' if fraction <= 25 else 'NO'}; stopped: {result['stop_reason']}")
if not h2h:
    print(f"{volume}: head to head: tune's best is the grid's best (gap 0%)")
else:
    import glob, os, random, re, statistics
    # Each side's counted runs, and per round (the folder's label roundN-W) the two settings' runs, for the paired gap.
    side, rounds = {}, {}
    for results in glob.glob(f"{h2h}/*/results.csv"):
        named = re.search(r"round(\d+)-[01]$", os.path.basename(os.path.dirname(results)))
        for r in csv.DictReader(open(results)):
            if r["status"] == "ok" and r["transfer_mb_s"] and r["repetition"] == "2":
                side.setdefault(key(r), []).append(float(r["transfer_mb_s"]))
                if named:
                    rounds.setdefault(int(named[1]), {})[key(r)] = float(r["transfer_mb_s"])
    def interval(values):
        ordered = sorted(values)
        return ordered[int(0.025 * len(values))], ordered[int(0.975 * len(values)) - 1]
    t, g = side.get(key(pick), []), side.get(key(top), [])
    if not t or not g:
        print(f"{volume}: head to head: no runs of {'tune' if not t else 'the grid'}'s best worked, see {h2h}")
        sys.exit(0)
    t_mbs, g_mbs = statistics.median(t), statistics.median(g)
    h2h_gap = 100 * (g_mbs - t_mbs) / g_mbs
    # The gap's 95% bootstrap interval: each side's runs resampled on their own, 4000 times (seeded).
    rng, gaps = random.Random(1), []
    for _ in range(4000):
        g_star = statistics.median(rng.choices(g, k=len(g)))
        gaps.append(100 * (g_star - statistics.median(rng.choices(t, k=len(t)))) / g_star)
    low, high = interval(gaps)
    print(f"{volume}: head to head ({len(t)} and {len(g)} runs, in turn): grid's best {g_mbs:.1f} MB/s, tune's best {t_mbs:.1f} MB/s: gap {h2h_gap:.1f}% [{low:.1f}, {high:.1f}]; within 5%: {'yes' if h2h_gap <= 5 else 'NO'}")
    # Paired: each round ran the two one after the other, so the round's ratio (tune's / the grid's) meets one moment
    # of the volume; the median of the rounds' ratios leaves out the drift between rounds that the medians above keep.
    # Its 95% bootstrap interval resamples the rounds (seeded).
    ratios = [v[key(pick)] / v[key(top)] for v in rounds.values() if key(pick) in v and key(top) in v]
    if ratios:
        paired = 100 * (1 - statistics.median(ratios))
        p_low, p_high = interval([100 * (1 - statistics.median(rng.choices(ratios, k=len(ratios)))) for _ in range(4000)])
        faster = sum(1 for x in ratios if x > 1)
        print(f"{volume}: head to head, paired ({len(ratios)} rounds, tune's faster in {faster}): gap {paired:.1f}% [{p_low:.1f}, {p_high:.1f}] (median of the rounds' ratios); within 5%: {'yes' if paired <= 5 else 'NO'}")
PY
}

for volume in $VOLUMES; do
  if [ "$volume" = ram ]; then
    if [ "$(id -u)" != 0 ]; then echo "ram: skipped, the RAM-backed ext4 needs root (losetup, mount)"; continue; fi
    ram_volume; data=$loop_mnt
  else
    data=$DISK_DIR; mkdir -p "$data"
  fi
  label="$volume-$SESSION"
  start=$(date +%s)
  "$BENCH" tune restore --size "$SIZE" --stripes "$STRIPES" --buffer-count "$BUFFER_COUNT" --max-transfer-size "$MAX_TRANSFER_SIZE" \
      --data-dir "$data" --backup-dir "$backups" --out "$OUT" --label "tune-$label" --baseline-size "$BASELINE" --no-report > "$OUT/tune-$label.log" 2>&1
  tune=$(ls -td "$OUT"/*-tune-"$label" | head -1)
  middle=$(date +%s)
  "$BENCH" run --matrix "$tune/grid.json" --data-dir "$data" --backup-dir "$backups" --out "$OUT" --label "grid-$label" \
      --baseline-size 0 --sample-interval 0 --no-report > "$OUT/grid-$label.log" 2>&1
  grid=$(ls -td "$OUT"/*-grid-"$label" | head -1)
  end=$(date +%s)
  h2h=
  head_to_head_case "$tune" "$grid" 0 > "$OUT/h2h-$label-0.json"
  if [ -s "$OUT/h2h-$label-0.json" ]; then
    head_to_head_case "$tune" "$grid" 1 > "$OUT/h2h-$label-1.json"
    h2h=$OUT/h2h-$label
    mkdir -p "$h2h"
    for round in $(seq 1 "$H2H_REPETITIONS"); do
      order=(0 1); [ $((round % 2)) = 0 ] && order=(1 0)
      for which in "${order[@]}"; do
        "$BENCH" run --matrix "$OUT/h2h-$label-$which.json" --data-dir "$data" --backup-dir "$backups" --out "$h2h" \
            --label "round$round-$which" --baseline-size 0 --sample-interval 0 --no-report >> "$OUT/h2h-$label.log" 2>&1
      done
    done
  fi
  echo "$volume: tune $((middle - start)) s ($tune), grid $((end - middle)) s ($grid), head to head $(($(date +%s) - end)) s ${h2h:+($h2h)}"
  compare "$volume" "$tune" "$grid" "$h2h"
  # The RAM-backed volume goes, and so do the backups made for it: the next volume starts from an empty folder, as the first did.
  if [ "$volume" = ram ]; then drop_ram_volume; rm -rf "$backups"; mkdir "$backups"; fi
done
