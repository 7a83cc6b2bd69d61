#!/usr/bin/env python3
"""Points every file-writing option of `strata verify` at places it must not write and counts writes.

Usage: output_options.py --strata PATH

Options: `--output`, `--build-stamp`, `--write-baseline`, and `--changed-since`, whose value
reaches git (a value such as `--output=FILE` would make git write FILE). Targets: files in
.git/ (existing and new), files outside the package (existing and new, by `..` and by absolute
path, and through a symbolic link in the package that leads out), and the package's own files
(strata.json, Package.swift, a source file, the team's README); for the build stamp also its
own name outside, in folders not named after the build-tool plugin. Each pair runs in a fresh package
inside a git repository with a folder beside it; afterwards the package, its .git/ and the folder
beside it are compared with before. A write is any file created, changed or removed. Expected:
0 writes, exit 2 with one line. Prints each write and the totals.
"""
import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile


def snapshot(folder):
    files = {}
    for base, folders, names in os.walk(folder):
        for name in folders + names:
            path = os.path.join(base, name)
            relative = os.path.relpath(path, folder)
            if os.path.islink(path):
                files[relative] = "link:" + os.readlink(path)
            elif os.path.isfile(path):
                with open(path, "rb") as handle:
                    files[relative] = hashlib.sha256(handle.read()).hexdigest()
            elif os.path.isdir(path):
                files[relative] = "folder"
    return files


def targets(outside):
    return [
        ".git/config", ".git/hooks/post-checkout", ".git/strata-new.txt", "../outside/keep.txt",
        "../outside/new.txt", "../outside/New.swift", os.path.join(outside, "absolute-new.swift"),
        "../outside/StrataVerified.swift", "../outside/Other/StrataVerified.swift",
        os.path.join(outside, "keep.txt"), "linked-out/new.txt", "linked-out/keep.txt", "strata.json",
        "Package.swift", "README.md", "Sources/DemoDomain/DemoDomain.swift",
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", required=True)
    options = parser.parse_args()
    strata = os.path.abspath(options.strata)
    work = tempfile.mkdtemp(prefix="strata-output-options-")
    try:
        template = os.path.join(work, "template")
        os.makedirs(template)
        if subprocess.run([strata, "new", "Demo"], cwd=template, capture_output=True).returncode != 0:
            sys.exit("setup: strata new failed")
        package_template = os.path.join(template, "Demo")
        with open(os.path.join(package_template, "README.md"), "w") as handle:
            handle.write("# The team's readme\n")
        if subprocess.run([strata, "verify"], cwd=package_template, capture_output=True).returncode != 0:
            sys.exit("setup: the new package does not pass verify, so a build stamp would never be written")
        for git in (["init", "-q"], ["add", "-A"],
                    ["-c", "user.email=battery@example.com", "-c", "user.name=battery", "commit", "-qm", "start"]):
            subprocess.run(["git"] + git, cwd=package_template, check=True, stdout=subprocess.DEVNULL)

        tries = writes = 0
        statuses = {}
        for option in ["--output", "--build-stamp", "--write-baseline", "--changed-since"]:
            folder = os.path.join(work, "run")
            outside = os.path.join(folder, "outside")
            for target in targets(outside):
                values = [target]
                if option == "--changed-since":
                    values = [f"--output={target}", f"-o{target}", f"HEAD --output={target}"]
                for value in values:
                    shutil.rmtree(folder, ignore_errors=True)
                    package = os.path.join(folder, "Demo")
                    shutil.copytree(package_template, package, symlinks=True)
                    os.makedirs(os.path.join(outside, "Other"))
                    with open(os.path.join(outside, "keep.txt"), "w") as handle:
                        handle.write("a file beside the package\n")
                    os.symlink(outside, os.path.join(package, "linked-out"))
                    before = snapshot(folder)
                    arguments = ["verify", option, value]
                    if option == "--changed-since" and value.startswith("HEAD "):
                        arguments = ["verify", option] + value.split(" ")
                    result = subprocess.run([strata] + arguments, cwd=package, capture_output=True, text=True,
                                            timeout=120, stdin=subprocess.DEVNULL)
                    after = snapshot(folder)
                    changed = sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))
                    tries += 1
                    statuses[result.returncode] = statuses.get(result.returncode, 0) + 1
                    if changed:
                        writes += 1
                        print(f"wrote: verify {option} {value!r} exit {result.returncode}: {changed}", flush=True)
                    elif result.returncode != 2 or len(result.stderr.strip().splitlines()) != 1:
                        print(f"no write, but exit {result.returncode}: verify {option} {value!r}: "
                              f"{result.stderr.strip()[:200]}", flush=True)
        summary = ", ".join(f"exit {status}: {count}" for status, count in sorted(statuses.items()))
        print(f"total: {writes} of {tries} option values wrote a file ({summary})")
        sys.exit(1 if writes else 0)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
