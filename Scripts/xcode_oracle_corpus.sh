#!/usr/bin/env bash
# Compares Strata's reading of every .xcodeproj under CORPUS (targets, the files each compiles, their
# dependencies, linked libraries and package products) with the PyPI `pbxproj` package's, and prints
# the count: "corpus: 42 projects, 105 targets, 2325 memberships, 0 differences". Exits non-zero on
# any difference. The comparison is XcodeOracleTests' corpus test; this runs it on a checkout.
#
# usage: Scripts/xcode_oracle_corpus.sh CORPUS [PYTHON]   (PYTHON: one with pbxproj, default .venv/bin/python)
set -euo pipefail
corpus=${1:?usage: Scripts/xcode_oracle_corpus.sh CORPUS [PYTHON]}
cd "$(dirname "$0")/.."
python=${2:-${STRATA_PYTHON:-.venv/bin/python}}
if ! "$python" -c "import pbxproj" 2>/dev/null; then
    echo "error: $python cannot import pbxproj; run: $python -m pip install 'pbxproj>=4.3,<5'" >&2
    exit 2
fi
corpus=$(cd "$corpus" && pwd)
python=$(cd "$(dirname "$python")" && pwd)/$(basename "$python")
output=$(STRATA_XCODE_CORPUS="$corpus" STRATA_PYTHON="$python" STRATA_REQUIRE_EXTERNAL=1 \
    swift test --filter XcodeOracleTests/corpusProjectsReadAsTheOracleReadsThem 2>&1) || status=$?
grep -E '^corpus:|recorded an issue' <<<"$output" || true
exit "${status:-0}"
