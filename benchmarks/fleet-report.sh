#!/usr/bin/env bash
# 50 hosts, one capacity report (issue 23). Two real small runs on this machine (create, autogrow, backup, restore at
# small sizes, 3 repetitions, counters every 100 ms), copied 25 times each as other hosts (new run id, host name,
# machine id, volume id; elapsed times scaled per host so hosts differ; every CSV's run_id rewritten), then, each with
# its wall time and peak RSS (GNU time):
#   bench report --runs (the 50 folders), bench publish (the 50 folders into a fresh DuckDB file),
#   bench publish again (adds nothing), bench report --from the store.
# Usage: benchmarks/fleet-report.sh   (needs python3 and GNU time)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dotnet build "$root/harness" -c Release -v q -nologo >/dev/null
bench=(dotnet "$root/harness/bin/Release/net10.0/bench.dll")
cat > "$work/matrix.json" <<'JSON'
{ "repetitions": 3,
  "cases": [ { "scenario": "create", "size": ["16MB", "64MB"], "log_size": "8MB", "ifi": ["on", "off"] },
             { "scenario": "autogrow", "initial_size": "8MB", "growth": "16MB", "growths": 3, "ifi": ["on", "off"] },
             { "scenario": "backup", "size": "64MB", "stripes": [1, 2], "buffer_count": 8 },
             { "scenario": "restore", "size": "64MB", "stripes": [1, 2], "buffer_count": 8, "ifi": ["on", "off"] } ] }
JSON
for label in a b; do
  "${bench[@]}" run --matrix "$work/matrix.json" --data-dir "$work/data" --out "$work/real" --label "$label" \
    --baseline-size 64MB --sample-interval 100 --no-report >/dev/null
done
python3 - "$work/real" "$work/fleet" <<'PY'
import csv, glob, hashlib, io, json, os, sys
real, fleet = sys.argv[1], sys.argv[2]
sources = sorted(glob.glob(os.path.join(real, "*")))
def rewrite(src, dst, run_id, scale):
    with open(src, newline="") as f:
        rows = list(csv.reader(f))
    if not rows:
        return
    head = rows[0]
    idx = {name: i for i, name in enumerate(head)}
    for row in rows[1:]:
        if "run_id" in idx:
            row[idx["run_id"]] = run_id
        for col in ("elapsed_ms", "transfer_ms", "median_ms", "min_ms", "max_ms", "mean_ms", "ci95_lower_ms", "ci95_upper_ms", "stall_ms"):
            if col in idx and row[idx[col]]:
                row[idx[col]] = f"{float(row[idx[col]]) * scale:.3f}"
        for col in ("transfer_mb_s", "transfer_mb_s_median"):
            if col in idx and row[idx[col]]:
                row[idx[col]] = f"{float(row[idx[col]]) / scale:.1f}"
    with open(dst, "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
for n in range(1, 51):
    host = f"sql-{n:02d}"
    src = sources[n % len(sources)]
    manifest = json.load(open(os.path.join(src, "manifest.json")))
    run_id = manifest["run_id"][:15] + "-" + host
    dst = os.path.join(fleet, host, run_id)
    os.makedirs(dst)
    manifest["run_id"] = run_id
    manifest["host"]["machine_name"] = host
    manifest["fleet"].update(host=host, machine_id=hashlib.sha256(host.encode()).hexdigest()[:32], volume_id="uuid:" + host, fleet="prod")
    json.dump(manifest, open(os.path.join(dst, "manifest.json"), "w"), indent=2)
    scale = 1 + (n % 10) * 0.25
    for name in ("results.csv", "stalls.csv", "summary.csv", "samples.csv"):
        if os.path.exists(os.path.join(src, name)):
            rewrite(os.path.join(src, name), os.path.join(dst, name), run_id, scale if name != "samples.csv" else 1)
PY
echo "fleet: $(find "$work/fleet" -name manifest.json | wc -l) run folders, $(du -sh "$work/fleet" | cut -f1), $(cat "$work"/fleet/*/*/samples.csv | wc -l) sample lines"
cd "$work"
/usr/bin/time -f "report --runs (50 folders): %e s wall, peak RSS %M KB" "${bench[@]}" report --runs fleet --out report-runs 2>&1 | tail -1
/usr/bin/time -f "publish (50 folders, fresh DuckDB file): %e s wall, peak RSS %M KB" "${bench[@]}" publish fleet/*/* --to fleet.duckdb 2>&1 | tail -1
/usr/bin/time -f "publish again (adds nothing): %e s wall, peak RSS %M KB" "${bench[@]}" publish fleet/*/* --to fleet.duckdb 2>&1 | tail -2
/usr/bin/time -f "report --from the store: %e s wall, peak RSS %M KB" "${bench[@]}" report --from fleet.duckdb --fleet prod --out report-store 2>&1 | tail -1
cmp -s report-runs/report.md report-store/report.md && echo "report.md from the store equals report.md from the folders" || echo "report.md from the store DIFFERS from the folders'"
grep -m3 "takes\|speed" report-runs/report.md || true
