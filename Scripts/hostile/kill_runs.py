#!/usr/bin/env python3
"""Kills writing strata commands with SIGKILL at random points and checks what they leave.

Usage: kill_runs.py --strata PATH [--runs 1000] [--seed 1] [--keep]

Each run copies a scratch package (made once with `strata new`, committed to a git repository,
with a team file and a folder outside the package beside it), starts one of `feature`,
`remove feature`, `context`, `verify --write-baseline` and `init --adopt` in it and kills it:
half the runs at a random moment of the command's usual duration, half just before a random
one of its write steps (strata's test-only STRATA_TESTING_KILL_AT_WRITE_STEP hook, which kills
before the Nth disk change; the number of steps is measured first). Then, in the killed package:

- nothing outside the package changed, nor .git/, nor the team's file;
- the same command, run again, succeeds, or exits 2 with one line saying the work is already
  done (a removed feature, an existing strata.json);
- after that run no bookkeeping is left (lock, journal, staging files, an empty .strata/);
- `strata verify` reads the tree (exit 0 or 1, never 2 or 3).

A run that breaks any of these is printed with its command and kill point; the summary counts
them per command. Everything happens in a temporary folder, removed at the end (--keep keeps it).
"""
import argparse
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

COMMANDS = {
    "feature": ["feature", "Cart"],
    "remove": ["remove", "feature", "Profile"],
    "context": ["context"],
    "baseline": ["verify", "--write-baseline", "baseline.json"],
    "adopt": ["init", "--adopt"],
}
# Exit 2 on the run after a kill that is the command's own answer to work already done.
ALREADY_DONE = ["no generated feature named", "strata.json already exists"]
TEAM_FILE = "TEAM_NOTES.md"


def run(strata, arguments, folder, env=None, timeout=120):
    return subprocess.run(
        [strata] + arguments, cwd=folder, env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)


def tree_hash(folder):
    """Names, kinds and bytes of everything below `folder`."""
    digest = hashlib.sha256()
    if not os.path.lexists(folder):
        return "absent"
    for base, folders, files in os.walk(folder):
        folders.sort()
        for name in sorted(folders + files):
            path = os.path.join(base, name)
            digest.update(os.path.relpath(path, folder).encode("utf-8", "surrogateescape"))
            if os.path.islink(path):
                digest.update(b"L" + os.readlink(path).encode("utf-8", "surrogateescape"))
            elif os.path.isfile(path):
                with open(path, "rb") as handle:
                    digest.update(b"F" + hashlib.sha256(handle.read()).digest())
    return digest.hexdigest()


def leftovers(package, had_strata_folder):
    found = []
    for base, folders, files in os.walk(package):
        if ".git" in folders:
            folders.remove(".git")
        for name in files:
            relative = os.path.relpath(os.path.join(base, name), package)
            if ".strata-" in name or relative in (".strata/lock", ".strata/write-journal.json",
                                                  ".strata/write-journal.committed"):
                found.append(relative)
    strata = os.path.join(package, ".strata")
    if not had_strata_folder and os.path.isdir(strata) and not os.listdir(strata):
        found.append(".strata/ (empty)")
    return found


def make_templates(strata, work):
    """`with_config`: a new package with a Profile feature, committed; `without_config`: the same
    without strata.json and .strata/, for init --adopt."""
    with_config = os.path.join(work, "with-config")
    os.makedirs(with_config)
    for arguments in (["new", "Demo"], ["feature", "Profile"]):
        folder = with_config if arguments[0] == "new" else os.path.join(with_config, "Demo")
        result = run(strata, arguments, folder)
        if result.returncode != 0:
            sys.exit(f"setup: strata {' '.join(arguments)} failed: {result.stderr}")
    package = os.path.join(with_config, "Demo")
    with open(os.path.join(package, TEAM_FILE), "w", encoding="utf-8") as handle:
        handle.write("# Our team's notes\nNever generated, never to be changed by a tool.\n")
    without_config = os.path.join(work, "without-config", "Demo")
    shutil.copytree(package, without_config, symlinks=True)
    os.remove(os.path.join(without_config, "strata.json"))
    shutil.rmtree(os.path.join(without_config, ".strata"))
    for folder in (package, without_config):
        for git in (["init", "-q"], ["add", "-A"],
                    ["-c", "user.email=battery@example.com", "-c", "user.name=battery", "commit", "-qm", "start"]):
            subprocess.run(["git"] + git, cwd=folder, check=True, stdout=subprocess.DEVNULL)
    return {"with": package, "without": without_config}


def durations(strata, templates, work):
    """How long each command takes uninterrupted, so timed kills land inside it."""
    measured = {}
    for name, arguments in COMMANDS.items():
        source = templates["without" if name == "adopt" else "with"]
        scratch = os.path.join(work, "measure", name)
        shutil.copytree(source, scratch, symlinks=True)
        started = time.monotonic()
        result = run(strata, arguments, scratch)
        measured[name] = time.monotonic() - started
        if result.returncode != 0:
            sys.exit(f"setup: strata {' '.join(arguments)} fails uninterrupted: {result.stderr}")
    return measured


def write_steps(strata, templates, work):
    """How many disk changes each command makes (the largest kill step that still kills it), so
    step kills spread over all of them: a binary search with the test-only hook."""
    steps = {}
    for name, arguments in COMMANDS.items():
        source = templates["without" if name == "adopt" else "with"]

        def kills(step):
            scratch = os.path.join(work, "steps", f"{name}-{step}")
            shutil.copytree(source, scratch, symlinks=True)
            env = dict(os.environ, STRATA_TESTING_KILL_AT_WRITE_STEP=str(step))
            result = run(strata, arguments, scratch, env=env)
            shutil.rmtree(scratch, ignore_errors=True)
            return result.returncode == -signal.SIGKILL

        low, high = 1, 2
        while kills(high):
            low, high = high, high * 2
        while high - low > 1:
            middle = (low + high) // 2
            if kills(middle):
                low = middle
            else:
                high = middle
        steps[name] = low
    return steps


def one_run(strata, templates, work, index, name, randomness, measured, steps, forced_step=None):
    arguments = COMMANDS[name]
    source = templates["without" if name == "adopt" else "with"]
    folder = os.path.join(work, f"run-{index}")
    package = os.path.join(folder, "Demo")
    outside = os.path.join(folder, "outside")
    shutil.copytree(source, package, symlinks=True)
    os.makedirs(outside)
    with open(os.path.join(outside, "keep.txt"), "w") as handle:
        handle.write("a file beside the package\n")
    before = {"outside": tree_hash(outside), "git": tree_hash(os.path.join(package, ".git")),
              "team": tree_hash(os.path.join(package, TEAM_FILE)), "folder": sorted(os.listdir(folder))}
    had_strata_folder = os.path.isdir(os.path.join(package, ".strata"))

    env = dict(os.environ)
    if forced_step is not None or randomness.random() < 0.5:
        point = f"step {forced_step or randomness.randint(1, steps[name])}"
        env["STRATA_TESTING_KILL_AT_WRITE_STEP"] = point.split()[1]
        process = subprocess.Popen([strata] + arguments, cwd=package, env=env, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        process.wait(timeout=120)
    else:
        delay = randomness.uniform(0, measured[name] * 1.2)
        point = f"after {delay:.3f}s"
        process = subprocess.Popen([strata] + arguments, cwd=package, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            process.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGKILL)
            process.wait()
    killed = process.returncode == -signal.SIGKILL

    problems = []
    if tree_hash(outside) != before["outside"] or sorted(os.listdir(folder)) != before["folder"]:
        problems.append("wrote outside the package")
    if tree_hash(os.path.join(package, ".git")) != before["git"]:
        problems.append("changed .git/")
    if tree_hash(os.path.join(package, TEAM_FILE)) != before["team"]:
        problems.append("changed the team's file")
    again = run(strata, arguments, package)
    message = again.stderr.strip()
    if again.returncode == 2 and any(text in message for text in ALREADY_DONE) and len(message.splitlines()) <= 2:
        pass
    elif again.returncode != 0:
        problems.append(f"next run exit {again.returncode}: {message[:300]}")
    left = leftovers(package, had_strata_folder)
    if left:
        problems.append(f"left behind: {left}")
    verify = run(strata, ["verify"], package)
    if verify.returncode not in (0, 1):
        problems.append(f"verify exit {verify.returncode}: {verify.stderr.strip()[:300]}")
    shutil.rmtree(folder, ignore_errors=True)
    return killed, point, problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", required=True)
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--every-step", action="store_true",
                        help="instead of --runs random runs, one run killed before each write step of each command")
    options = parser.parse_args()
    strata = os.path.abspath(options.strata)
    work = tempfile.mkdtemp(prefix="strata-kill-runs-")
    randomness = random.Random(options.seed)
    started = time.monotonic()
    try:
        templates = make_templates(strata, work)
        measured = durations(strata, templates, work)
        steps = write_steps(strata, templates, work)
        print("write steps per command: " + ", ".join(f"{name} {count}" for name, count in steps.items()), flush=True)
        names = list(COMMANDS)
        counts = {name: {"runs": 0, "killed": 0, "broken": 0} for name in names}
        if options.every_step:
            plan = [(name, step) for name in names for step in range(1, steps[name] + 1)]
        else:
            plan = [(names[index % len(names)], None) for index in range(options.runs)]
        for index, (name, step) in enumerate(plan):
            killed, point, problems = one_run(
                strata, templates, work, index, name, randomness, measured, steps, forced_step=step)
            counts[name]["runs"] += 1
            counts[name]["killed"] += killed
            if problems:
                counts[name]["broken"] += 1
                print(f"run {index} {name} killed {point}: " + "; ".join(problems), flush=True)
            if (index + 1) % 50 == 0:
                done = {key: sum(count[key] for count in counts.values()) for key in ("killed", "broken")}
                print(f"progress: {index + 1} runs, {done['killed']} killed, {done['broken']} left a problem "
                      f"({time.monotonic() - started:.0f}s)", flush=True)
        total = {key: sum(count[key] for count in counts.values()) for key in ("runs", "killed", "broken")}
        for name, count in counts.items():
            print(f"{name}: {count['runs']} runs, {count['killed']} killed, {count['broken']} left a problem")
        print(f"total: {total['runs']} runs, {total['killed']} killed, {total['broken']} left a problem "
              f"(seed {options.seed}, {time.monotonic() - started:.0f}s)")
        sys.exit(1 if total["broken"] else 0)
    finally:
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
