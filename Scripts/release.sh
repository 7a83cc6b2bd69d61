#!/usr/bin/env bash
# Builds a release of Strata from this checkout into dist/ (or --output):
#   strata-<version>-<os>-<arch>.tar.gz   a self-contained binary (static Swift standard library)
#   strata.artifactbundle.zip             a SwiftPM artifact bundle with every variant built here
#   strata-<version>-source.tar.gz        the tagged source, which the Homebrew formula builds
#   StrataPlugins/                        a package of its own whose plugins run that prebuilt binary
#                                         instead of compiling Strata in the user's project
#   Formula/strata.rb                     the Homebrew formula for this version (copy it into the tap)
# Run it on Linux for the Linux variant and on macOS for the macOS one: each run adds its variant to the
# bundle already in the output folder, so one bundle carries both.
#
# Usage: Scripts/release.sh [--output DIR] [--base-url URL] [--local]
#   --base-url  where this version's files will be published (default https://strata.dev/releases/<version>);
#               the plugins package and the formula fetch them from there by checksum.
#   --local     the plugins package reads the bundle beside it instead: for trying it before publishing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

output=dist
base_url=""
local_bundle=false
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output=${2:?--output needs a folder}; shift 2 ;;
        --base-url) base_url=${2:?--base-url needs the address the files will be published at}; shift 2 ;;
        --local) local_bundle=true; shift ;;
        *) echo "error: unknown argument '$1'; usage: Scripts/release.sh [--output DIR] [--base-url URL] [--local]" >&2
           exit 2 ;;
    esac
done
mkdir -p "$output"
output=$(cd "$output" && pwd)

# The version lives in one place, the source the binary reports it from.
version=$(sed -n 's/.*static let tool = "\(.*\)".*/\1/p' Sources/StrataCLI/StrataVersion.swift)
[ -n "$version" ] || { echo "error: no version in Sources/StrataCLI/StrataVersion.swift" >&2; exit 2; }
base_url=${base_url:-https://strata.dev/releases/$version}

case "$(uname -s)" in
    Linux) os=linux; static=(--static-swift-stdlib) ;;
    Darwin) os=macos; static=(--arch arm64 --arch x86_64) ;;
    *) echo "error: releases are built on Linux or macOS, not $(uname -s)" >&2; exit 2 ;;
esac
arch=$(uname -m)
[ "$os" = macos ] && arch=universal

echo "Building strata $version for $os-$arch"
scratch="$root/.build-release"
swift build -c release --product strata --scratch-path "$scratch" "${static[@]}"
binary=$(swift build -c release --product strata --scratch-path "$scratch" "${static[@]}" --show-bin-path)/strata
reported=$("$binary" --version)
case "$reported" in
    "strata $version "*) ;;
    *) echo "error: the binary reports '$reported', not version $version" >&2; exit 3 ;;
esac

name="strata-$version-$os-$arch"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/$name/bin"
cp "$binary" "$staging/$name/bin/strata"
cp LICENSE "$staging/$name/"
tar -C "$staging" -czf "$output/$name.tar.gz" "$name"
echo "Wrote $output/$name.tar.gz"

# The artifact bundle: one variant per platform, merged with what an earlier run on the other platform wrote.
bundle="$output/strata.artifactbundle"
mkdir -p "$bundle/$name/bin"
cp "$binary" "$bundle/$name/bin/strata"
cp LICENSE "$bundle/"
case "$os-$arch" in
    linux-x86_64) triples='"x86_64-unknown-linux-gnu"' ;;
    linux-aarch64) triples='"aarch64-unknown-linux-gnu"' ;;
    macos-universal) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *) echo "error: no target triple known for $os-$arch" >&2; exit 2 ;;
esac
python3 - "$bundle/info.json" "$version" "$name/bin/strata" "$triples" <<'PY'
import json, os, sys
path, version, variant_path, triples = sys.argv[1:5]
triples = json.loads("[" + triples + "]")
info = {"schemaVersion": "1.0", "artifacts": {"strata": {"version": version, "type": "executable", "variants": []}}}
if os.path.exists(path):
    earlier = json.load(open(path))
    if earlier["artifacts"]["strata"]["version"] == version:
        info = earlier
variants = [v for v in info["artifacts"]["strata"]["variants"] if v["path"] != variant_path]
variants.append({"path": variant_path, "supportedTriples": triples})
info["artifacts"]["strata"]["variants"] = sorted(variants, key=lambda v: v["path"])
with open(path, "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
PY
rm -f "$output/strata.artifactbundle.zip"
(cd "$output" && python3 -m zipfile -c strata.artifactbundle.zip strata.artifactbundle)
echo "Wrote $output/strata.artifactbundle.zip"

# The plugins package: Strata's plugin sources over the prebuilt binary.
plugins="$output/StrataPlugins"
rm -rf "$plugins"
mkdir -p "$plugins/Plugins"
cp -R Plugins/StrataBuildTool Plugins/StrataVerifyCommand "$plugins/Plugins/"
cp LICENSE "$plugins/"
if [ "$local_bundle" = true ]; then
    cp -R "$bundle" "$plugins/strata.artifactbundle"
    binary_target=".binaryTarget(name: \"StrataBinary\", path: \"strata.artifactbundle\")"
else
    checksum=$(swift package compute-checksum "$output/strata.artifactbundle.zip")
    binary_target=".binaryTarget(
            name: \"StrataBinary\", url: \"$base_url/strata.artifactbundle.zip\",
            checksum: \"$checksum\")"
fi
cat > "$plugins/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// Strata's plugins over a prebuilt strata $version: depending on this package builds no Strata source.
// Written by Scripts/release.sh; publish it as a repository of its own, tagged $version.
import PackageDescription

let package = Package(
    name: "StrataPlugins",
    products: [
        .plugin(name: "StrataBuildTool", targets: ["StrataBuildTool"]),
        .plugin(name: "StrataVerifyCommand", targets: ["StrataVerifyCommand"]),
    ],
    targets: [
        $binary_target,
        .plugin(
            name: "StrataBuildTool",
            capability: .buildTool(),
            dependencies: ["StrataBinary"],
            path: "Plugins/StrataBuildTool"
        ),
        .plugin(
            name: "StrataVerifyCommand",
            capability: .command(
                intent: .custom(verb: "strata-verify", description: "Check the package against Strata's rules.")),
            dependencies: ["StrataBinary"],
            path: "Plugins/StrataVerifyCommand"
        ),
    ]
)
SWIFT
echo "Wrote $plugins"

# The tagged source and the Homebrew formula that builds it, with the command Mint also runs
# (Scripts/check_mint_build.sh checks that build). Commit the formula to Formula/ after tagging.
source_archive="strata-$version-source.tar.gz"
git archive --format=tar.gz --prefix="strata-$version/" HEAD > "$output/$source_archive"
source_sha=$(python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' \
    "$output/$source_archive")
mkdir -p "$output/Formula"
cat > "$output/Formula/strata.rb" <<RUBY
# Written by Scripts/release.sh for strata $version.
class Strata < Formula
  desc "Scaffold and verify Clean Architecture + MVVM SwiftUI apps"
  homepage "https://strata.dev"
  url "$base_url/$source_archive"
  sha256 "$source_sha"
  license "Apache-2.0"

  on_macos do
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "strata"
    bin.install ".build/release/strata"
  end

  test do
    assert_match "strata #{version}", shell_output("#{bin}/strata --version")
    system bin/"strata", "new", "Demo", "--path", testpath
    assert_path_exists testpath/"Demo/strata.json"
  end
end
RUBY
echo "Wrote $output/$source_archive and $output/Formula/strata.rb"
