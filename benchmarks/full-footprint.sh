#!/usr/bin/env bash
# The full profile's predicted peak footprint, from `bench matrix --profile full` (no I/O), held against the 60 GB
# issue 22 allows; with DATA_DIR, also its forecast wall time from a short probe of that directory's volume.
# usage: benchmarks/full-footprint.sh [DATA_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dotnet build harness -c Release -v q -nologo >/dev/null
args=(matrix --profile full)
[ $# -ge 1 ] && args+=(--data-dir "$1")
out=$(harness/bin/Release/net10.0/bench "${args[@]}" | sed 's/\x1b\[[0-9;]*m//g')
printf '%s\n' "$out" | grep -E '^profile|^forecast|^ +from'
printf '%s\n' "$out" | python3 -c '
import re, sys
text = sys.stdin.read()
units = {"B": 1, "KiB": 2**10, "MiB": 2**20, "GiB": 2**30, "TiB": 2**40}
peak = re.search(r"holds up to ([0-9.]+) (\w+) at once", text)
largest = re.search(r"the largest group needs ([0-9.]+) (\w+)", text)
b = lambda m: float(m.group(1)) * units[m.group(2)]
verdict = "yes" if b(peak) <= 60e9 else "NO"
print(f"full profile: predicted peak footprint {b(peak) / 1e9:.1f} GB, largest group {b(largest) / 1e9:.1f} GB; <= 60 GB: {verdict}")
'
