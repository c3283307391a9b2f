#!/usr/bin/env bash
# Set up a fresh machine and build the graph of seeds/ into graphs/ (the README's build command).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/paperkg ]; then
  "$PY" -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e .
fi
.venv/bin/paperkg build seeds --out graphs "$@"
