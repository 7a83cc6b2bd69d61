#!/usr/bin/env python3
"""Plants a team's own agent and MCP files of every kind and checks `strata context` replaces none.

Usage: team_files.py --strata PATH

For each file `strata context` writes or merges into (the root instruction files, scoped rules,
skills, context.json, a nested AGENTS.md, the four MCP configurations) and each kind of file a
team may have there (UTF-8 written by hand, UTF-16, Latin-1, a FIFO, an unreadable file, a
symbolic link to a file outside the package), a fresh package gets that one file and `strata
context` runs. The file counts as replaced when its team bytes are gone: a hand-written UTF-8
file must keep every original byte in order (Strata may add its own marked section), any other
kind must be left exactly as it was (same bytes, still a FIFO, still the same link, the linked
file untouched). Prints one line per replaced file and a count per kind.

Running as root makes every file readable, so the unreadable kind is reported as not tried.
"""
import argparse
import os
import shutil
import stat
import subprocess
import sys
import tempfile

INSTRUCTIONS = [
    "AGENTS.md", "CLAUDE.md", "GEMINI.md", ".github/copilot-instructions.md", ".claude/rules/domain.md",
    ".github/instructions/domain.instructions.md", ".claude/skills/strata-verify-and-fix/SKILL.md",
    ".github/skills/strata-verify-and-fix/SKILL.md", "Sources/DemoDomain/AGENTS.md",
]
CONFIGURATIONS = ["context.json", ".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json", ".gemini/settings.json"]
KINDS = ["utf8", "utf16", "latin1", "fifo", "unreadable", "link"]


def team_text(path):
    if path.endswith(".json"):
        return '{"mcpServers": {"team-caf\u00e9": {"command": "ours", "timeout": 1e999999}}}\n'
    return "# Our rules, caf\u00e9 style\n\nTabs, not spaces.\n"


def plant(package, outside, path, kind):
    """Writes the team's file; returns what must still be there afterwards."""
    full = os.path.join(package, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    text = team_text(path)
    if kind == "fifo":
        os.mkfifo(full)
        return None
    if kind == "link":
        target = os.path.join(outside, "linked-" + path.replace("/", "_"))
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.symlink(target, full)
        return text.encode("utf-8")
    data = {"utf8": text.encode("utf-8"), "utf16": text.encode("utf-16"), "latin1": text.encode("latin-1"),
            "unreadable": text.encode("utf-8")}[kind]
    with open(full, "wb") as handle:
        handle.write(data)
    if kind == "unreadable":
        os.chmod(full, 0)
    return data


def kept(package, outside, path, kind, original):
    full = os.path.join(package, path)
    if kind == "fifo":
        return os.path.lexists(full) and stat.S_ISFIFO(os.lstat(full).st_mode)
    if kind == "link":
        target = os.path.join(outside, "linked-" + path.replace("/", "_"))
        with open(target, "rb") as handle:
            return os.path.islink(full) and os.readlink(full) == target and handle.read() == original
    if not os.path.isfile(full) or os.path.islink(full):
        return False
    os.chmod(full, 0o644)
    with open(full, "rb") as handle:
        now = handle.read()
    if kind == "utf8" and path not in ("context.json",) and not path.endswith("SKILL.md") and "/rules/" not in path \
            and "/instructions/" not in path:
        # A root instruction file or an MCP configuration may be merged into: every team byte stays, in order.
        return contains_in_order(now, original) and (not path.endswith(".json") or b"1e999999" in now)
    return now == original


def contains_in_order(text, original):
    position = 0
    for byte in original:
        position = text.find(bytes([byte]), position)
        if position < 0:
            return False
        position += 1
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", required=True)
    options = parser.parse_args()
    strata = os.path.abspath(options.strata)
    work = tempfile.mkdtemp(prefix="strata-team-files-")
    as_root = os.geteuid() == 0
    try:
        template = os.path.join(work, "template")
        os.makedirs(template)
        if subprocess.run([strata, "new", "Demo"], cwd=template, capture_output=True).returncode != 0:
            sys.exit("setup: strata new failed")
        replaced = {kind: 0 for kind in KINDS}
        tried = {kind: 0 for kind in KINDS}
        exits = {}
        for path in INSTRUCTIONS + CONFIGURATIONS:
            for kind in KINDS:
                if kind == "unreadable" and as_root:
                    continue
                folder = os.path.join(work, "run")
                shutil.rmtree(folder, ignore_errors=True)
                package = os.path.join(folder, "Demo")
                outside = os.path.join(folder, "outside")
                shutil.copytree(os.path.join(template, "Demo"), package, symlinks=True)
                os.makedirs(outside)
                original = plant(package, outside, path, kind)
                try:
                    result = subprocess.run([strata, "context"], cwd=package, capture_output=True, text=True,
                                            timeout=60, stdin=subprocess.DEVNULL)
                    status, message = result.returncode, result.stderr.strip()
                except subprocess.TimeoutExpired:
                    status, message = "hang", "no answer in 60s"
                tried[kind] += 1
                exits[(kind, status)] = exits.get((kind, status), 0) + 1
                if not kept(package, outside, path, kind, original):
                    replaced[kind] += 1
                    print(f"replaced: {path} ({kind}), exit {status}: {message[:200]}", flush=True)
                elif status not in (0, 2):
                    print(f"exit {status}: {path} ({kind}): {message[:200]}", flush=True)
        for kind in KINDS:
            if kind == "unreadable" and as_root:
                print("unreadable: not tried (running as root, every file is readable)")
                continue
            statuses = ", ".join(f"exit {status}: {count}" for (k, status), count in sorted(
                exits.items(), key=lambda item: str(item[0])) if k == kind)
            print(f"{kind}: {replaced[kind]} of {tried[kind]} replaced ({statuses})")
        total = sum(replaced.values())
        print(f"total: {total} of {sum(tried.values())} team files replaced")
        sys.exit(1 if total else 0)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
