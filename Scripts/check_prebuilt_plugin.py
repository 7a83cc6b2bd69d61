#!/usr/bin/env python3
"""Builds a scratch package that uses Strata's build-tool plugin through the prebuilt artifact bundle.

Usage: check_prebuilt_plugin.py DIST

DIST is the output of `Scripts/release.sh --local` (StrataPlugins/ with the bundle beside it, and the
release archive). Checks, as a team's package would see it:
- the build compiles no Strata source (only the scratch package's own modules);
- a planted Domain import of SwiftUI fails the build with the finding at path:line:col, and no other
  error or warning line appears;
- without the leak the build passes;
and prints the CPU time (user + system) of a clean build with the plugin and without it.
"""
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile


def fail(message):
    print(f"check_prebuilt_plugin: {message}", file=sys.stderr)
    sys.exit(1)


def run(arguments, folder):
    """Runs a command and returns (status, output, CPU seconds of it and its children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(arguments, cwd=folder, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return result.returncode, result.stdout + result.stderr, cpu


def main():
    if len(sys.argv) != 2:
        fail("usage: check_prebuilt_plugin.py DIST")
    dist = os.path.abspath(sys.argv[1])
    plugins = os.path.join(dist, "StrataPlugins")
    if not os.path.exists(os.path.join(plugins, "strata.artifactbundle")):
        fail(f"{plugins} has no strata.artifactbundle beside it: run Scripts/release.sh --local first")
    strata = os.path.join(plugins, "strata.artifactbundle")
    binary = next(
        os.path.join(root, "strata") for root, _, files in os.walk(strata) if "strata" in files)
    scratch = tempfile.mkdtemp(prefix="strata-plugin-")
    try:
        subprocess.run([binary, "new", "Demo", "--path", scratch], check=True, capture_output=True)
        package = os.path.join(scratch, "Demo")
        manifest_path = os.path.join(package, "Package.swift")
        manifest = open(manifest_path).read()
        domain = '.target(name: "DemoDomain")'
        if domain not in manifest or "\n    targets: [" not in manifest:
            fail("the generated manifest does not have the shape this check edits")
        manifest = manifest.replace(
            "\n    targets: [", f'\n    dependencies: [.package(path: "{plugins}")],\n    targets: [', 1)
        manifest = manifest.replace(
            domain, '.target(name: "DemoDomain", plugins: [.plugin(name: "StrataBuildTool", package: "StrataPlugins")])')

        # A clean build without the plugin, for the CPU it costs.
        status, output, cpu_without = run(["swift", "build", "--scratch-path", ".build-plain"], package)
        if status != 0:
            fail(f"the generated package does not build without the plugin:\n{output}")

        open(manifest_path, "w").write(manifest)
        leak = os.path.join(package, "Sources/DemoDomain/Leak.swift")
        open(leak, "w").write("import SwiftUI\n")
        status, output, _ = run(["swift", "build"], package)
        if status == 0:
            fail("the planted Domain import of SwiftUI did not fail the build")
        expected = f"{os.path.realpath(leak)}:1:8: error: Domain imports 'SwiftUI'"
        if expected not in output and f"{leak}:1:8: error: Domain imports 'SwiftUI'" not in output:
            fail(f"no finding at path:line:col in the build output:\n{output}")
        others = [line for line in output.splitlines()
                  if re.search(r"\b(error|warning):", line) and "Domain imports 'SwiftUI'" not in line]
        if others:
            fail("diagnostics besides the finding:\n" + "\n".join(others))
        compiled = [line for line in output.splitlines() if re.search(r"Compiling Strata|Compiling SwiftScanner", line)]
        if compiled:
            fail("the build compiled Strata:\n" + "\n".join(compiled[:5]))

        os.remove(leak)
        shutil.rmtree(os.path.join(package, ".build"))
        status, output, cpu_with = run(["swift", "build"], package)
        if status != 0:
            fail(f"without the leak the build with the plugin should pass:\n{output}")
        print(f"ok: the prebuilt plugin reports the planted finding alone and compiles no Strata source; "
              f"clean build CPU {cpu_with:.1f} s with the plugin, {cpu_without:.1f} s without "
              f"({cpu_with - cpu_without:+.1f} s)")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
