#!/usr/bin/env bash
# Side-by-side benchmark: travel next to curl and the provider's Python SDK on one
# `travel sandbox serve`, and the sandbox against its targets; prints a Markdown table.
#
#   benches/compare.sh                      # 20 rounds, 3 s per request-rate case
#   TRAVEL_BENCH_ROUNDS=40 benches/compare.sh
#
# Needs cargo, curl and python3. The SDK (`pip install amadeus`) goes into a virtualenv
# under target/ the first time; without network or venv support its rows are left out
# rather than the run failing. The method is in benches/compare.rs.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v curl >/dev/null || { echo "compare.sh: curl is needed" >&2; exit 1; }

venv=target/bench-venv
if ! "$venv/bin/python" -c 'import amadeus' 2>/dev/null; then
  echo "== installing the Python SDK into $venv" >&2
  { python3 -m venv "$venv" && "$venv/bin/pip" install -q amadeus; } >&2 ||
    echo "compare.sh: no Python SDK (python3 -m venv or pip failed); its rows are left out" >&2
fi
if "$venv/bin/python" -c 'import amadeus' 2>/dev/null; then
  TRAVEL_BENCH_PYTHON="$PWD/$venv/bin/python"
  export TRAVEL_BENCH_PYTHON
fi

# cargo bench builds the release binary when it is out of date.
exec cargo bench --bench compare
