"""Checks the front matter of every generated Markdown file the way each agent reads it.

Usage: check_front_matter.py BUNDLE_DIR

Parses each front matter block with PyYAML and checks the fields and types the target's
agent needs (see agent-context-formats.md). Prints one line per problem and
"N files checked, M problems"; exits 1 if any problem is found.
"""
import os
import sys

import yaml


def front_matter(text):
    if not text.startswith("---\n"):
        return None, "does not start with ---"
    end = text.find("\n---\n", 4)
    if end < 0:
        return None, "front matter is not closed by ---"
    return yaml.safe_load(text[4:end]), text[4:end]


def require(fields, key, kind, problems, path):
    if key not in fields:
        problems.append(f"{path}: missing {key}")
    elif not isinstance(fields[key], kind):
        problems.append(f"{path}: {key} is {type(fields[key]).__name__}, expected {kind.__name__}")


def split_globs(value, field, problems, path):
    """Copilot's applyTo and Cursor's and Windsurf's globs are one string of comma-separated globs, as
    their documentation says: split it there, and every piece must be a whole glob (a brace group's
    comma would cut one in two)."""
    for glob in value.split(","):
        if not glob.strip() or "{" in glob or "}" in glob:
            problems.append(f"{path}: {field} splits at its commas into {glob!r}, not a whole glob")


def check(path, text, problems):
    if path.endswith(".mdc") and "/.cursor/rules/" in path:
        fields, _ = front_matter(text)
        if not isinstance(fields, dict):
            problems.append(f"{path}: no front matter")
            return
        require(fields, "description", str, problems, path)
        require(fields, "globs", str, problems, path)
        split_globs(str(fields.get("globs", "")), "globs", problems, path)
        require(fields, "alwaysApply", bool, problems, path)
    elif path.endswith(".instructions.md"):
        fields, raw = front_matter(text)
        if not isinstance(fields, dict):
            problems.append(f"{path}: no front matter")
            return
        require(fields, "applyTo", str, problems, path)
        split_globs(str(fields.get("applyTo", "")), "applyTo", problems, path)
        if not any(line.startswith('applyTo: "') for line in raw.splitlines()):
            problems.append(f"{path}: applyTo is not quoted")
    elif "/.claude/rules/" in path:
        fields, _ = front_matter(text)
        if not isinstance(fields, dict):
            problems.append(f"{path}: no front matter")
            return
        require(fields, "paths", list, problems, path)
        if not all(isinstance(item, str) for item in fields.get("paths", [])):
            problems.append(f"{path}: paths holds a non-string")
    elif "/.windsurf/rules/" in path:
        fields, _ = front_matter(text)
        if not isinstance(fields, dict):
            problems.append(f"{path}: no front matter")
            return
        if fields.get("trigger") != "glob":
            problems.append(f"{path}: trigger is {fields.get('trigger')!r}, expected 'glob'")
        require(fields, "globs", str, problems, path)
        split_globs(str(fields.get("globs", "")), "globs", problems, path)
        require(fields, "description", str, problems, path)
        if len(text) > 12000:
            problems.append(f"{path}: {len(text)} characters, over Windsurf's 12,000")
    elif path.endswith("/SKILL.md") and ("/.claude/skills/" in path or "/.github/skills/" in path):
        fields, _ = front_matter(text)
        if not isinstance(fields, dict):
            problems.append(f"{path}: no front matter")
            return
        require(fields, "name", str, problems, path)
        require(fields, "description", str, problems, path)
        folder = os.path.basename(os.path.dirname(path))
        name = fields.get("name", "")
        if name != folder:
            problems.append(f"{path}: name {name!r} is not the folder's name {folder!r}")
        if not (0 < len(name) <= 64 and all(c.islower() or c.isdigit() or c == "-" for c in name)):
            problems.append(f"{path}: name {name!r} is not 1-64 lowercase letters, digits and hyphens")
        if not 0 < len(fields.get("description", "")) <= 1024:
            problems.append(f"{path}: description is empty or over 1,024 characters")
    elif text.startswith("---\n"):
        problems.append(f"{path}: has front matter, which its agent does not read")


def main():
    root = sys.argv[1]
    problems = []
    checked = 0
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if not name.endswith((".md", ".mdc")):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                check(path, handle.read(), problems)
            checked += 1
    for problem in problems:
        print(problem)
    print(f"{checked} files checked, {len(problems)} problems")
    sys.exit(1 if problems else 0)


main()
