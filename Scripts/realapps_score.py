#!/usr/bin/env python3
"""Scores `strata init --adopt` + `strata verify` against hand-made labels of real apps.

For every label file in Benchmarks/RealApps/labels/ whose checkout is present under CORPUS
(`<CORPUS>/<owner>+<name>`), the checkout is copied to a scratch folder and verified twice:

  as-is       `strata init --adopt` writes strata.json unedited, then `strata verify --format json`
  configured  the label's own mapping (layers, tests, style, exclude) is written as strata.json

A finding matches a labelled violation when file, rule and line (± --tolerance) agree. Recall is
labelled violations matched / labelled violations; precision is distinct findings (file, line,
rule) that match a violation / distinct findings. Findings of rules a label file does not list
under "rules" are left out of both figures and counted apart, so a label says what it judged.

Every label belongs to a split ("split": "dev" or "test"). Development reads the dev split only,
which is the default; the test split is held out: it is scored with `--split test` once, at the
end of a piece of work, and its misses and false positives are never listed (`--details` refuses
it), so the rules are not fitted to it.

Usage: Scripts/realapps_score.py CORPUS [--strata PATH] [--labels DIR] [--tolerance N]
       [--split dev|test] [--repo OWNER+NAME …] [--markdown] [--details [RULE]]
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODES = ("as-is", "configured")


def load_labels(directory, wanted):
    labels = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".json"):
            continue
        key = name[: -len(".json")]
        if wanted and key not in wanted:
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as handle:
            label = json.load(handle)
        label["key"] = key
        labels.append(label)
    return labels


def label_problems(label, checkout):
    """Labelled places that do not exist in the checkout (a wrong path, a line past the end, a rule
    the label does not judge): each would silently count as a miss, so they are reported."""
    problems = []
    for kind in ("violations", "traps"):
        for entry in label.get(kind, []):
            path = os.path.join(checkout, entry["file"])
            if not os.path.isfile(path):
                problems.append(f"{kind[:-1]} in a missing file {entry['file']}")
                continue
            with open(path, encoding="utf-8", errors="replace") as handle:
                length = sum(1 for _ in handle)
            if not 1 <= entry["line"] <= length:
                problems.append(f"{kind[:-1]} at {entry['file']}:{entry['line']}, past the file's {length} lines")
            if kind == "violations" and entry["rule"] not in label["rules"]:
                problems.append(f"violation of {entry['rule']}, a rule the label does not list under rules")
    return problems


def configured_strata_json(label):
    mapping = label["mapping"]
    config = {"schemaVersion": 1, "layers": mapping["layers"]}
    for key in ("tests", "style", "exclude", "module"):
        if key in mapping:
            config[key] = mapping[key]
    return config


def rule_findings(report):
    """(file, line, rule, message) of each rule finding in a `verify --format json` document:
    schemaVersion 2 lists diagnostics with ids `rule.<id>` (other ids are input problems);
    version 1 listed `findings`."""
    if report.get("schemaVersion") == 2:
        for diagnostic in report["diagnostics"]:
            if not diagnostic["id"].startswith("rule."):
                continue
            location = diagnostic["location"]
            yield location["file"], location["line"], diagnostic["id"][len("rule."):], diagnostic["message"]
    else:
        for finding in report["findings"]:
            yield finding["file"], finding["line"], finding["rule"], finding["message"]


def run_strata(strata, checkout, mode, label):
    """Copies the checkout, writes strata.json for the mode, returns (findings, notes)."""
    scratch = tempfile.mkdtemp(prefix="strata-realapps-")
    project = os.path.join(scratch, label["key"])
    try:
        shutil.copytree(checkout, project, symlinks=True, ignore=shutil.ignore_patterns(".git", "strata.json"))
        notes = ""
        if mode == "as-is":
            adopt = subprocess.run([strata, "init", "--adopt", project], capture_output=True, text=True)
            notes = adopt.stdout + adopt.stderr
            if adopt.returncode != 0:
                return None, notes
        else:
            with open(os.path.join(project, "strata.json"), "w", encoding="utf-8") as handle:
                json.dump(configured_strata_json(label), handle, indent=2)
        verify = subprocess.run(
            [strata, "verify", project, "--format", "json"], capture_output=True, text=True, cwd=project)
        if verify.returncode not in (0, 1):
            return None, notes + verify.stdout + verify.stderr
        report = json.loads(verify.stdout)
        findings = []
        for path, line, rule, message in rule_findings(report):
            if os.path.isabs(path):
                path = os.path.relpath(path, project)
            findings.append((path, line, rule, message))
        return findings, notes
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def score(findings, label, tolerance):
    """Per rule: [true positives, false positives, violations found, violations]."""
    judged = set(label["rules"])
    violations = [v for v in label["violations"] if v["rule"] in judged]
    per_rule = collections.defaultdict(lambda: [0, 0, 0, 0])
    details = []
    for violation in violations:
        per_rule[violation["rule"]][3] += 1
    distinct = sorted({(f, l, r): m for f, l, r, m in findings}.items())
    unjudged = collections.Counter()
    found = set()
    for (path, line, rule), message in distinct:
        if rule not in judged:
            unjudged[rule] += 1
            continue
        hits = [i for i, v in enumerate(violations)
                if v["rule"] == rule and v["file"] == path and abs(v["line"] - line) <= tolerance]
        if hits:
            per_rule[rule][0] += 1
            found.update(hits)
        else:
            per_rule[rule][1] += 1
            trap = any(t["file"] == path and abs(t["line"] - line) <= tolerance and t.get("rule") in (None, rule)
                       for t in label.get("traps", []))
            details.append(("false positive" + (" (labelled trap)" if trap else ""), path, line, rule, message))
    for index, violation in enumerate(violations):
        if index in found:
            per_rule[violation["rule"]][2] += 1
        else:
            details.append(("missed", violation["file"], violation["line"], violation["rule"], violation["reason"]))
    return per_rule, unjudged, details


def ratio(numerator, denominator):
    return "—" if denominator == 0 else f"{100 * numerator / denominator:.0f}%"


def figures(counts):
    tp, fp, found, total = counts
    return ratio(found, total), ratio(tp, tp + fp), total, tp + fp


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", help="folder holding <owner>+<name> checkouts")
    parser.add_argument("--strata", default=os.path.join(ROOT, ".build", "debug", "strata"))
    parser.add_argument("--labels", default=os.path.join(ROOT, "Benchmarks", "RealApps", "labels"))
    parser.add_argument("--tolerance", type=int, default=1, help="lines a finding may be off its label")
    parser.add_argument(
        "--split", choices=("dev", "test"), default="dev",
        help="which labels to score: the development split (default) or the held-out test split")
    parser.add_argument("--repo", action="append", default=[], help="only this <owner>+<name> (repeatable)")
    parser.add_argument("--markdown", action="store_true", help="print tables as Markdown for docs/accuracy.md")
    parser.add_argument(
        "--details", nargs="?", const="", default=None, metavar="RULE",
        help="list every miss and false positive (of RULE only, when given) with file:line and message")
    args = parser.parse_args()
    if not os.path.isfile(args.strata):
        sys.exit(f"error: no strata binary at {args.strata}; run 'swift build' or pass --strata")

    if args.split == "test" and args.details is not None:
        sys.exit("error: --details lists the test split's findings, which stay unread; score it without --details")

    labels = [label for label in load_labels(args.labels, set(args.repo)) if label.get("split", "dev") == args.split]
    totals = {mode: collections.defaultdict(lambda: [0, 0, 0, 0]) for mode in MODES}
    repo_rows = []
    unjudged_total = {mode: collections.Counter() for mode in MODES}
    for label in labels:
        checkout = os.path.join(args.corpus, label["key"])
        if not os.path.isdir(checkout):
            print(f"skipped {label['key']}: no checkout at {checkout}", file=sys.stderr)
            continue
        for problem in label_problems(label, checkout):
            print(f"warning: {label['key']}: {problem}", file=sys.stderr)
        row = [label["key"]]
        for mode in MODES:
            findings, notes = run_strata(args.strata, checkout, mode, label)
            if findings is None:
                print(f"{label['key']} ({mode}): strata failed\n{notes}", file=sys.stderr)
                row += ["failed", "", ""]
                continue
            per_rule, unjudged, details = score(findings, label, args.tolerance)
            unjudged_total[mode].update(unjudged)
            repo = [0, 0, 0, 0]
            for rule, counts in per_rule.items():
                totals[mode][rule] = [a + b for a, b in zip(totals[mode][rule], counts)]
                repo = [a + b for a, b in zip(repo, counts)]
            recall, precision, labelled, reported = figures(repo)
            row += [recall, precision, f"{labelled}/{reported}"]
            if args.details is not None:
                for kind, path, line, rule, text in sorted(details, key=lambda d: (d[1], d[2])):
                    if args.details and rule != args.details:
                        continue
                    print(f"  [{mode}] {kind}: {label['key']}/{path}:{line} {rule} — {text}")
        repo_rows.append(row)

    header = ["repository", "as-is recall", "as-is precision", "labelled/found",
              "configured recall", "configured precision", "labelled/found"]
    print_table(header, repo_rows, args.markdown)
    print()
    rules = sorted(set(totals["as-is"]) | set(totals["configured"]))
    rule_rows = []
    for rule in rules + ["all rules"]:
        row = [rule]
        for mode in MODES:
            counts = totals[mode][rule] if rule != "all rules" else [sum(c[i] for c in totals[mode].values()) for i in range(4)]
            recall, precision, labelled, reported = figures(counts)
            row += [recall, precision, f"{labelled}/{reported}"]
        rule_rows.append(row)
    print_table(["rule"] + header[1:], rule_rows, args.markdown)
    for mode in MODES:
        if unjudged_total[mode]:
            listed = ", ".join(f"{rule} {count}" for rule, count in sorted(unjudged_total[mode].items()))
            print(f"\nFindings of rules no label judged ({mode}): {listed}")


def print_table(header, rows, markdown):
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "|".join("---" for _ in header) + "|")
        for row in rows:
            print("| " + " | ".join(str(cell) for cell in row) + " |")
        return
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    for row in [header] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)))


if __name__ == "__main__":
    main()
