"""Validates MCP messages written by Strata against the official schema of their revision.

Usage: validate_messages.py SCHEMA_DIR CASES_JSON

CASES_JSON holds a list of {"revision", "definition", "message", "label"} objects; "definition"
names the $defs entry the whole message must satisfy, and "result" or "error" (optional) the
entry its result or error member must satisfy. "idUnreadable": true marks an error answering a
line whose request id could not be read: JSON-RPC 2.0 requires its id to be null, which the MCP
schema (id optional, a string or an integer) does not spell out, so the id must be null and the
rest of the message must satisfy the definition. Prints one line per failure and exits 1 if any
case fails.
"""
import json
import sys

import jsonschema


def validator(schema, definition):
    root = dict(schema)
    root["$ref"] = "#/$defs/" + definition
    cls = jsonschema.validators.validator_for(schema)
    return cls(root, format_checker=cls.FORMAT_CHECKER)


def main():
    schema_dir, cases_path = sys.argv[1], sys.argv[2]
    with open(cases_path, encoding="utf-8") as handle:
        cases = json.load(handle)
    schemas = {}
    failures = 0
    for case in cases:
        revision = case["revision"]
        if revision not in schemas:
            with open(f"{schema_dir}/schema-{revision}.json", encoding="utf-8") as handle:
                schemas[revision] = json.load(handle)
        message = case["message"]
        if case.get("idUnreadable"):
            if message.get("id", "absent") is not None:
                print(f"{case['label']}: the id of an unreadable request must be null, found {message.get('id', 'none')}")
                failures += 1
            message = {key: value for key, value in message.items() if key != "id"}
        checks = [(case["definition"], message)]
        for member in ("result", "error"):
            if member in case:
                checks.append((case[member], message.get(member)))
        for definition, instance in checks:
            if definition not in schemas[revision]["$defs"]:
                print(f"{case['label']}: {definition} is not in the {revision} schema")
                failures += 1
                continue
            for error in validator(schemas[revision], definition).iter_errors(instance):
                path = "/".join(str(part) for part in error.absolute_path)
                print(f"{case['label']}: {definition} at /{path}: {error.message}")
                failures += 1
    print(f"{len(cases)} messages checked, {failures} problems")
    sys.exit(1 if failures else 0)


main()
