#!/usr/bin/env bash
# What performance counter sampling costs: a run of about a minute of cases sampled every 100 ms
# (4 GB creates with IFI off and on, 20 repetitions), then the sampler's own CPU time from the manifest.
# Usage: benchmarks/sampler-cost.sh [DATA_DIR]   (needs ~5 GB free there; python3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
data=${1:-./bench-data}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/matrix.json" <<'JSON'
{ "repetitions": 20,
  "cases": [ { "scenario": "create", "size": "4GB", "ifi": ["off", "on"] } ] }
JSON
dotnet build "$root/harness" -c Release -v q -nologo >/dev/null
dotnet "$root/harness/bin/Release/net10.0/bench.dll" run --matrix "$work/matrix.json" --data-dir "$data" \
  --out "$work/runs" --baseline-size 0 --sample-interval 100 --label sampler-cost >/dev/null
python3 - "$work"/runs/*/manifest.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))["counters"]
print(f"samples {c['samples']} over {c['sampled_ms']/1000:.1f} s of cases at {c['interval_ms']} ms")
print(f"sampler CPU {c['cpu_ms']:.1f} ms = {c['cpu_pct_of_one_core']:.3f}% of one core"
      f" ({c['cpu_ms']*1000/c['samples']:.0f} us per sample, case-boundary readings included)")
PY
