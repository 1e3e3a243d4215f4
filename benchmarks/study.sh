#!/usr/bin/env bash
# A whole study on one volume: runs a profile (default: standard) with the native target and prints, from the run's
# own manifest, what issue 22 asks of it: the peak footprint (planned, and measured before each deletion) against the
# largest group's need, the study efficiency with its breakdown, the forecast against the actual wall time, and the
# harness's CPU per GB moved. One run (a study is minutes long); the verdicts are those the issue names.
#
# usage: benchmarks/study.sh [DATA_DIR] [PROFILE]      (needs the profile's footprint free there; python3, .NET SDK)
set -euo pipefail
cd "$(dirname "$0")/.."
DATA_DIR=${1:-bench-data}
PROFILE=${2:-standard}
OUT=${OUT:-runs/study}
mkdir -p "$DATA_DIR" "$OUT"
dotnet build harness -c Release -v q -nologo >/dev/null
BENCH=harness/bin/Release/net10.0/bench
label="study-$PROFILE-$$"
status=0
"$BENCH" run --profile "$PROFILE" --data-dir "$DATA_DIR" --out "$OUT" --label "$label" > "$OUT/$label.log" 2>&1 || status=$?
run=$(ls -td "$OUT"/*-"$label" | head -1)
echo "bench run --profile $PROFILE --data-dir $DATA_DIR: exit $status, folder $run, console in $OUT/$label.log"
python3 - "$run/manifest.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
s, f, c = m.get("study"), m.get("forecast"), m.get("cpu")
gib = lambda b: f"{b / 2**30:.2f} GiB"
sec = lambda ms: f"{ms / 1000:.1f} s"
yes = lambda ok: "yes" if ok else "NO"
if f:
    planned, largest, measured = f["peak_footprint_bytes"], f["largest_group_bytes"], f.get("measured_footprint_bytes")
    print(f"footprint: planned peak {gib(planned)}, largest group {gib(largest)}, planned/largest {planned / largest:.2f}"
          + (f"; measured peak {gib(measured)}, measured/largest {measured / largest:.2f}" if measured else "; not measured"))
    print(f"  peak footprint <= 1.2x the largest group: {yes(max(planned, measured or 0) <= 1.2 * largest)}")
    actual = f["actual_wall_ms"]
    print(f"forecast: predicted {sec(f['predicted_wall_ms'])} (from {f['source']}), actual {sec(actual)}, "
          f"error {100 * (f['predicted_wall_ms'] / actual - 1):+.1f}%")
    print(f"  predicted within 25% of actual: {yes(abs(f['predicted_wall_ms'] / actual - 1) <= 0.25)}")
else:
    print("no forecast in the manifest (the volume could not be probed)")
if s:
    print(f"study efficiency {100 * s['efficiency']:.1f}%: ideal {sec(s['ideal_ms'])} of wall {sec(s['wall_ms'])} "
          f"({(s['bytes_written'] + s['bytes_read']) / 1e9:.1f} GB moved, at the rates measured nearest to each case)")
    if s.get("ideal_cut_ms"):
        print(f"  {sec(s['ideal_cut_ms'])} cut from the ideal where cases beat the rates measured before them (each counted at most its timed part and set-up)")
    if s.get("efficiency_at_baseline") is not None:
        print(f"  at the start's baseline alone: {100 * s['efficiency_at_baseline']:.1f}% (ideal {sec(s['ideal_at_baseline_ms'])})")
    parts = ["timed", "case_setup", "fixtures", "deletion", "sampling", "baseline", "reporting", "other"]
    print("  " + ", ".join(f"{p.replace('_', ' ')} {sec(s[p + '_ms'])}" for p in parts))
    print(f"  study efficiency >= 80%: {yes(s['efficiency'] >= 0.80)}")
if c:
    print(f"harness CPU: {c['ms_per_gb']:.0f} ms per GB moved (user {sec(c['user_ms'])}, kernel {sec(c['system_ms'])}); "
          f"cases {c.get('cases_ms_per_gb') or 0:.0f} ms/GB, fixtures {c.get('fixtures_ms_per_gb') or 0:.0f} ms/GB")
PY
