#!/usr/bin/env bash
# How bench report copes with a large run: a synthetic run folder of 1,000 cases x 3 repetitions and
# 1,000,000 samples (written by python3 in the run's own formats), reported with its wall time and peak memory
# against the budget (30 s, 1 GB). The charts (PNG 2x + SVG) are drawn by ScottPlot in process, on every core.
# Usage: benchmarks/report-scale.sh   (needs python3 and GNU time: apt-get install time)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap "rm -rf \"$work\"" EXIT
run="$work/20261122-000000-scale"
mkdir -p "$run"
python3 - "$run" <<'PY'
import csv, json, sys, random, datetime
run = sys.argv[1]
random.seed(1)
cases = []
for i in range(1000):
    scenario = ["create", "restore", "autogrow"][i % 3]
    size = (1 + (i // 6) % 16) * 256 * 1024 * 1024
    ifi = "on" if i % 2 else "off"
    cases.append((f"{scenario}/size={size >> 20}MB/variant={i // 6}/ifi={ifi}", scenario, size, ifi))
manifest = {
    "run_id": "20261122-000000-scale", "label": "scale", "target": "native", "harness_version": "bench",
    "host": {"machine_name": "h", "os": "Linux", "cpu": "cpu", "cores": 2, "memory_bytes": 1, "runtime": ".NET"},
    "volume": {"path": "/data", "mount_point": "/", "device": "/dev/vda", "file_system": "ext4", "allocation_unit_bytes": 4096,
               "logical_block_bytes": 512, "rotational": False, "model": None, "total_bytes": 1, "free_bytes": 1,
               "direct_io": True, "fallocate": True, "notes": []},
    "io_mode": "direct", "ifi_state": "native", "matrix_source": "synthetic", "repetitions": 3, "cases": [],
    "started_utc": "2026-11-22T00:00:00Z", "status": "complete"}
json.dump(manifest, open(f"{run}/manifest.json", "w"))
header = "run_id,case_id,repetition,scenario,target,ifi,size_bytes,files,log_size_bytes,growth_bytes,growths,stripes,buffer_count,max_transfer_size,block_size,compression,write_size,ifi_effective,io_mode,status,error,started_utc,elapsed_ms,allocate_ms,log_zero_ms,transfer_ms,stall_median_ms,stall_max_ms,bytes_written,bytes_read,throughput_mb_s,transfer_mb_s,limit_pct,peak_buffers_out,peak_rss_bytes,samples,samples_note,disk_write_bytes,disk_read_bytes,disk_write_mb_s_mean,disk_write_mb_s_peak,disk_read_mb_s_mean,disk_read_mb_s_peak,disk_avg_write_bytes,disk_avg_read_bytes,cpu_pct_mean,cpu_pct_peak,top_waits".split(",")
mine = ["run_id","case_id","repetition","scenario","target","ifi","size_bytes","files","status","started_utc","elapsed_ms","allocate_ms","log_zero_ms","transfer_ms","bytes_written","transfer_mb_s","samples"]
with open(f"{run}/results.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=header, restval="", lineterminator="\n"); w.writeheader()
    for rep in (1, 2, 3):
        for case_id, scenario, size, ifi in cases:
            ms = (5 if ifi == "on" else size / 1.5e6) * random.uniform(0.9, 1.1)
            w.writerow(dict(zip(mine, ["scale", case_id, rep, scenario, "native", ifi, size, 1, "ok", "2026-11-22T00:00:00.000Z",
                        f"{ms:.3f}", f"{ms*0.8:.3f}", "1.000", f"{ms*0.2:.3f}" if scenario == "restore" else "", size,
                        f"{size/1e6/(ms/1000):.1f}" if scenario == "restore" else "", 100])))
start = datetime.datetime(2026, 11, 22)
with open(f"{run}/samples.csv", "w") as f:
    f.write("case_id,repetition,time,counter,value\n")
    n = 0
    for case_id, *_ in cases:
        for rep in (1, 2, 3):
            for s in range(84):
                t = (start + datetime.timedelta(milliseconds=100 * s)).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
                for counter in ("disk.write_mb_s", "disk.read_mb_s", "cpu.pct", "process.cpu_pct"):
                    if n < 1_000_000:
                        f.write(f"{case_id},{rep},{t},{counter},{random.uniform(0, 2000):.3f}\n"); n += 1
PY
echo "synthetic run: $(($(wc -l < "$run/results.csv") - 1)) rows, $(($(wc -l < "$run/samples.csv") - 1)) samples"
[ -n "${NO_BUILD:-}" ] || dotnet build "$root/harness" -c Release -v q -nologo >/dev/null
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
/usr/bin/time -o "$work/time" -f "%e %M %U %S" dotnet "$root/harness/bin/Release/net10.0/bench.dll" report "$run" --estimate 50GB,500GB > "$work/report.log" 2>&1 || status=$?
tail -3 "$work/report.log"
[ "$status" -eq 0 ] || { grep -m 12 "Exception\|at Bench" "$work/report.log" >&2; echo "bench report exited $status" >&2; exit 1; }
read -r wall rss user sys < "$work/time"
echo "bench report: ${wall} s wall (${user} s user + ${sys} s system CPU), peak RSS $((rss / 1024)) MB;" \
  "$(find "$run/charts" -name '*.png' | wc -l) PNG + $(find "$run/charts" -name '*.svg' | wc -l) SVG charts," \
  "report.html $(($(stat -c %s "$run/report.html") / 1024)) KB"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v w="$wall" -v r="$rss" 'BEGIN { ok = (w < 30 && r < 1048576); print (ok ? "within" : "OVER") " the budget of 30 s and 1 GB"; exit !ok }'
