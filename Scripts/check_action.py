#!/usr/bin/env python3
"""Runs the steps of action.yml here, as a GitHub runner would, against a release archive.

Usage: check_action.py ARCHIVE_DIR STRATA_VERSION

ARCHIVE_DIR holds the archives Scripts/release.sh writes (strata-<version>-<os>-<arch>.tar.gz). The
composite action's shell steps run in order with the runner's bash flags and its files
(GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY, RUNNER_TEMP, the tool cache); `${{ }}` expressions
of the kinds the action uses are evaluated; the two `uses:` steps are checked, not run: the cache is
a miss, and the SARIF the upload would send must be valid SARIF 2.1.0 (against the official schema
when jsonschema is importable). Checked on two scratch packages: one with a planted finding (the
step fails, the annotation and the summary name it, SARIF carries it) and the same with a baseline
holding that finding (the step passes), then with the finding fixed and the baseline strict (the step
fails until the baseline is rewritten). Needs PyYAML.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The majors current when the action was last reviewed; a stale `uses:` fails this check.
CURRENT_ACTIONS = {"actions/cache": "v6", "github/codeql-action/upload-sarif": "v4"}
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def fail(message):
    print(f"check_action: {message}", file=sys.stderr)
    sys.exit(1)


class Runner:
    def __init__(self, action, inputs, workspace, scratch):
        self.action = action
        self.inputs = inputs
        self.workspace = workspace
        self.scratch = scratch
        self.outputs = {}
        self.summary = os.path.join(scratch, "summary.md")
        self.tool_cache = os.path.join(scratch, "toolcache")
        self.temp = os.path.join(scratch, "runner-temp")
        os.makedirs(self.tool_cache)
        os.makedirs(self.temp)
        open(self.summary, "w").close()
        self.log = ""

    def context(self, name):
        parts = name.split(".")
        if parts[0] == "inputs":
            declared = self.action["inputs"]
            key = ".".join(parts[1:])
            if key not in declared:
                fail(f"the action reads input '{key}', which it does not declare")
            return self.inputs.get(key, declared[key].get("default", ""))
        if parts[0] == "steps":
            return self.outputs.get(parts[1], {}).get(parts[3], "")
        known = {
            "github.action_ref": "",
            "runner.tool_cache": self.tool_cache,
            "runner.temp": self.temp,
        }
        if name not in known:
            fail(f"no value for the expression {name}")
        return known[name]

    def evaluate(self, text):
        return EXPRESSION.sub(lambda m: self.condition_value(m.group(1)), str(text))

    def condition_value(self, expression):
        if re.fullmatch(r"[\w.-]+", expression):
            return str(self.context(expression))
        return "true" if self.condition(expression) else "false"

    def condition(self, expression):
        """The `if:` forms the action uses: always(), ==, != and && of those."""
        expression = EXPRESSION.sub(lambda m: m.group(1), expression)
        result = True
        for part in [p.strip() for p in expression.split("&&")]:
            if part == "always()":
                continue
            match = re.fullmatch(r"([\w.-]+)\s*(==|!=)\s*'([^']*)'", part)
            if not match:
                fail(f"an `if:` this check cannot evaluate: {part}")
            value = str(self.context(match.group(1)))
            result = result and ((value == match.group(3)) == (match.group(2) == "=="))
        return result

    def run(self):
        status = 0
        for step in self.action["runs"]["steps"]:
            condition = step.get("if")
            if condition is None and status != 0:
                continue
            if condition is not None and not self.condition(condition):
                continue
            if "uses" in step:
                self.check_uses(step)
                continue
            status = self.run_shell(step)
        return status

    def check_uses(self, step):
        name, _, version = step["uses"].partition("@")
        if CURRENT_ACTIONS.get(name) != version:
            fail(f"{step['uses']}: expected {name}@{CURRENT_ACTIONS.get(name, '<a known action>')}")
        if name == "actions/cache":
            self.outputs[step["id"]] = {"cache-hit": "false"}
        if name == "github/codeql-action/upload-sarif":
            sarif_path = self.evaluate(step["with"]["sarif_file"])
            with open(sarif_path) as f:
                sarif = json.load(f)
            if sarif.get("version") != "2.1.0":
                fail(f"{sarif_path} is not SARIF 2.1.0")
            validate_sarif(sarif)
            self.uploaded = sarif

    def run_shell(self, step):
        if step.get("shell") != "bash":
            fail(f"step '{step.get('name')}' needs `shell: bash` (a composite step must name its shell)")
        output_file = os.path.join(self.scratch, "github-output")
        open(output_file, "w").close()
        env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
        env.update({k: self.evaluate(v) for k, v in step.get("env", {}).items()})
        env.update(GITHUB_OUTPUT=output_file, GITHUB_STEP_SUMMARY=self.summary, RUNNER_TEMP=self.temp,
                   GITHUB_ACTIONS="true")
        folder = os.path.join(self.workspace, self.evaluate(step.get("working-directory", ".")))
        script = os.path.join(self.scratch, "step.sh")
        with open(script, "w") as f:
            f.write(self.evaluate(step["run"]))
        # The runner's `shell: bash` is `bash --noprofile --norc -eo pipefail {0}`.
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=folder,
                                env=env, capture_output=True, text=True)
        self.log += result.stdout + result.stderr
        outputs = {}
        for line in open(output_file).read().splitlines():
            key, _, value = line.partition("=")
            outputs[key] = value
        if "id" in step:
            self.outputs[step["id"]] = outputs
        return result.returncode


def validate_sarif(sarif):
    try:
        import jsonschema
    except ImportError:
        return
    schema = json.load(open(os.path.join(ROOT, "Tests/Fixtures/Schemas/sarif-schema-2.1.0.json")))
    errors = list(jsonschema.validators.validator_for(schema)(schema).iter_errors(sarif))
    if errors:
        fail(f"the uploaded SARIF does not validate: {errors[0].message}")


def scratch_package(folder, strata):
    subprocess.run([strata, "new", "Shop", "--path", folder], check=True, capture_output=True)
    package = os.path.join(folder, "Shop")
    planted = os.path.join(package, "Sources/ShopDomain/Planted.swift")
    with open(planted, "w") as f:
        f.write("import UIKit\n\npublic struct Planted {}\n")
    return package


def main():
    if len(sys.argv) != 3:
        fail("usage: check_action.py ARCHIVE_DIR STRATA_VERSION")
    archives, version = os.path.abspath(sys.argv[1]), sys.argv[2]
    action = yaml.safe_load(open(os.path.join(ROOT, "action.yml")))
    if action["runs"]["using"] != "composite":
        fail("action.yml is not a composite action")
    for name, spec in action["inputs"].items():
        if "description" not in spec:
            fail(f"input '{name}' has no description")
    url = "file://" + archives + "/strata-{version}-{os}-{arch}.tar.gz"
    scratch = tempfile.mkdtemp(prefix="strata-action-")
    try:
        # The planted finding fails the step; its annotation, summary row and SARIF result name it.
        # The workspace is a checkout, so annotations and SARIF name files from its root.
        workspace = os.path.join(scratch, "workspace")
        os.makedirs(workspace)
        subprocess.run(["git", "init", "-q", workspace], check=True)
        tarball = [f for f in os.listdir(archives)
                   if f.startswith(f"strata-{version}-") and f.endswith(".tar.gz") and "-source" not in f]
        if not tarball:
            fail(f"no strata-{version}-*.tar.gz in {archives}: run Scripts/release.sh first")
        unpacked = os.path.join(scratch, "unpacked")
        os.makedirs(unpacked)
        subprocess.run(["tar", "-xzf", os.path.join(archives, tarball[0]), "-C", unpacked], check=True)
        strata = os.path.join(unpacked, tarball[0][: -len(".tar.gz")], "bin", "strata")
        package = scratch_package(workspace, strata)
        first = Runner(action, {"version": version, "path": "Shop", "binary-url": url}, workspace,
                       os.path.join(scratch, "first"))
        status = first.run()
        expected = "::error file=Shop/Sources/ShopDomain/Planted.swift,line=1,col=8,"
        if status != 1 or expected not in first.log:
            fail(f"the planted finding should fail the step with its annotation (status {status}):\n{first.log}")
        if "`Shop/Sources/ShopDomain/Planted.swift:1:8`" not in open(first.summary).read():
            fail("the job summary does not list the planted finding")
        results = first.uploaded["runs"][0]["results"]
        if not any(r["ruleId"] == "domain-purity" for r in results):
            fail("the uploaded SARIF lacks the planted finding")
        if not os.path.exists(os.path.join(first.tool_cache, "strata", version)):
            fail("strata was not installed into the tool cache folder the cache step saves")

        # With a baseline holding that finding, the step passes.
        subprocess.run([strata, "verify", "--write-baseline", "strata-baseline.json"], cwd=package,
                       capture_output=True, check=True)
        second = Runner(action, {"version": version, "path": "Shop", "baseline": "strata-baseline.json",
                                 "binary-url": url, "upload-sarif": "false"}, workspace,
                        os.path.join(scratch, "second"))
        status = second.run()
        if status != 0:
            fail(f"with the baseline the step should pass (status {status}):\n{second.log}")
        # The ratchet: once the finding is fixed, a strict baseline that still lists it fails the step.
        os.remove(os.path.join(package, "Sources/ShopDomain/Planted.swift"))
        third = Runner(action, {"version": version, "path": "Shop", "baseline": "strata-baseline.json",
                                "strict-baseline": "true", "binary-url": url, "upload-sarif": "false"},
                       workspace, os.path.join(scratch, "third"))
        status = third.run()
        if status != 1 or "fixed: [domain-purity]" not in third.log:
            fail(f"a strict baseline listing a fixed finding should fail the step, naming the stale entry "
                 f"(status {status}):\n{third.log}")
        print(f"ok: action.yml installs strata {version} from {tarball[0]}, annotates, summarises, "
              "uploads valid SARIF, passes on a baseline and ratchets a strict one")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
