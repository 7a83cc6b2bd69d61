#!/usr/bin/env bash
# Installs strata the way Mint does, from a release tag, and runs the installed binary from /.
# Mint clones the tag (`git clone --depth 1 -b <tag>`), runs `swift package resolve`, builds every
# executable product with `swift build -c release --product <name>` and copies the executables out of
# .build/release; this script does exactly that against a local clone tagged with the current version,
# so a release tag is known to work before it is pushed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
version=$(sed -n 's/.*static let tool = "\(.*\)".*/\1/p' Sources/StrataCLI/StrataVersion.swift)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone --quiet "$root" "$work/origin"
git -C "$work/origin" tag "$version" HEAD
git -c advice.detachedHead=false clone --quiet --depth 1 -b "$version" "file://$work/origin" "$work/mint/strata"
cd "$work/mint/strata"
swift package resolve
executables=$(swift package dump-package | python3 -c '
import json, sys
products = json.load(sys.stdin)["products"]
print(" ".join(p["name"] for p in products if "executable" in p["type"]))')
[ "$executables" = "strata" ] || { echo "error: Mint would build '$executables', expected 'strata' alone" >&2; exit 1; }
swift build -c release --product strata
mkdir -p "$work/install"
cp .build/release/strata "$work/install/strata"

# Outputs are read whole before they are searched: `grep -q` stops reading at the first match, and the
# writer's SIGPIPE would fail the pipeline.
cd /
reported=$("$work/install/strata" --version)
templates=$("$work/install/strata" templates list)
rules=$("$work/install/strata" rules list)
[[ "$reported" == "strata $version "* ]] || { echo "error: the installed strata reports '$reported', not $version" >&2; exit 1; }
[[ "$templates" == *viewmodel* ]] || { echo "error: the installed strata lists no viewmodel template" >&2; exit 1; }
[[ "$rules" == *domain-purity* ]] || { echo "error: the installed strata lists no domain-purity rule" >&2; exit 1; }
echo "ok: Mint's build of tag $version installs one self-contained strata that runs from /"
