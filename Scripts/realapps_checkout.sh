#!/bin/bash
# Extracts, for every label in Benchmarks/RealApps/labels/, the labelled commit of the repository
# into CORPUS/<owner>+<name> (a plain tree, no .git), from a local clone or bare mirror found at
# MIRRORS/<owner>+<name> (its .git, repo/.git or repo/ directory). Existing checkouts are replaced.
#
# Usage: Scripts/realapps_checkout.sh MIRRORS CORPUS
# Get a mirror with e.g. `git clone --bare https://github.com/<owner>/<name> MIRRORS/<owner>+<name>`.
set -euo pipefail
mirrors=${1:?usage: $0 MIRRORS CORPUS}
corpus=${2:?usage: $0 MIRRORS CORPUS}
labels=$(cd "$(dirname "$0")/.." && pwd)/Benchmarks/RealApps/labels
mkdir -p "$corpus"
for label in "$labels"/*.json; do
  key=$(basename "$label" .json)
  commit=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["commit"])' "$label")
  gitdir=""
  for candidate in "$mirrors/$key/repo/.git" "$mirrors/$key/repo" "$mirrors/$key/.git" "$mirrors/$key"; do
    if git --git-dir="$candidate" cat-file -e "$commit^{commit}" 2>/dev/null; then gitdir=$candidate; break; fi
  done
  if [[ -z "$gitdir" ]]; then
    echo "skipped $key: no mirror under $mirrors/$key holds $commit" >&2
    continue
  fi
  rm -rf "${corpus:?}/$key"
  mkdir -p "$corpus/$key"
  # File by file rather than `git archive`, so a blob a shallow or partial mirror lacks (large
  # binaries) is reported and skipped instead of aborting the whole tree.
  missing=0
  while IFS= read -r -d '' entry; do
    read -r mode type sha <<<"${entry%%$'\t'*}"
    path=${entry#*$'\t'}
    [[ "$type" == blob ]] || continue
    mkdir -p "$corpus/$key/$(dirname "$path")"
    if [[ "$mode" == 120000 ]]; then
      ln -s "$(git --git-dir="$gitdir" cat-file blob "$sha")" "$corpus/$key/$path" 2>/dev/null || missing=$((missing + 1))
    elif ! git --git-dir="$gitdir" cat-file blob "$sha" >"$corpus/$key/$path" 2>/dev/null; then
      rm -f "$corpus/$key/$path"
      missing=$((missing + 1))
    fi
  done < <(git --git-dir="$gitdir" ls-tree -r -z "$commit")
  if ((missing > 0)); then echo "$key $commit ($missing files absent from the mirror, skipped)"; else echo "$key $commit"; fi
done
