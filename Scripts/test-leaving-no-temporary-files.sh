#!/usr/bin/env bash
# Runs the test suite with a temporary folder of its own and fails when the suite leaves anything in
# it: a test's folder, a file a child process wrote, a helper that forgot to clean up. Arguments go
# to the tests (`--filter X`, `--skip StrataIntegrationTests`).
#
# The suite's binary is run directly rather than through `swift test`, because SwiftPM and the Swift
# driver themselves leave lock files and empty `TemporaryDirectory.*` folders in the temporary folder
# of every build, which no test can prevent; the build gets a temporary folder of its own, removed.
set -euo pipefail
cd "$(dirname "$0")/.."

# The suite makes and removes hundreds of thousands of files. On a disk-backed ext4 folder, creating an
# inode after mass deletions scans the recently deleted ones, which cost the fast loop about 20 s of
# system time on two cores; in memory (Linux's /dev/shm) it costs about 3 s. STRATA_TEST_TMPROOT
# chooses another place.
base=${STRATA_TEST_TMPROOT:-}
if [ -z "$base" ]; then
    if [ -d /dev/shm ] && [ -w /dev/shm ]; then base=/dev/shm; else base=${TMPDIR:-/tmp}; fi
fi
root=$(mktemp -d "$base/strata-test-run.XXXXXX")
trap 'chmod -R u+rwx "$root" 2>/dev/null; rm -rf "$root"' EXIT
mkdir "$root/build" "$root/suite"

TMPDIR="$root/build" swift build --build-tests
tests="$(TMPDIR="$root/build" swift build --show-bin-path)/StrataPackageTests.xctest"
status=0
TMPDIR="$root/suite" "$tests" --testing-library swift-testing "$@" || status=$?

left=$(cd "$root/suite" && find . -mindepth 1 -maxdepth 1 | sed 's|^\./||' | sort)
if [ -n "$left" ]; then
    echo "error: the test suite left $(printf '%s\n' "$left" | wc -l) item(s) in its temporary folder:" >&2
    printf '%s\n' "$left" | head -40 | sed 's/^/  /' >&2
    exit 1
fi
echo "ok: the test suite left its temporary folder empty"
exit "$status"
