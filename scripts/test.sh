#!/usr/bin/env bash
# Set up a fresh machine and run the whole test suite (the README's test command; CI runs it too).
#  1. Debian's chromium + chromedriver for the browser tests (apt-get, when missing),
#  2. a fresh virtualenv in .venv with paperkg and its test extra,
#  3. pytest over tests/, the package doctests and the README examples.
# pytest's exit code 5 ("no tests ran") is turned into a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "== installing Debian chromium for the browser tests"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

PY="${PYTHON:-python3}"
echo "== fresh virtualenv in .venv"
rm -rf .venv
"$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"

echo "== pytest"
set +e
.venv/bin/python -m pytest -q "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest ran no test: failing" >&2
  exit 1
fi
exit "$rc"
