#!/usr/bin/env python3
"""Prints the before/after table of docs/testing.md from two `playwright test --list` outputs:
every test (spec file and title path) with the projects that listed it before and after."""
import collections
import re
import sys

PROJECTS = ["desktop", "desktop-nojs", "phone", "phone-nojs", "smtp-down"]
SHORT = {"desktop": "D", "desktop-nojs": "Dn", "phone": "P", "phone-nojs": "Pn", "smtp-down": "S"}
# Tests renamed or moved by the restructuring: their old title path → the new one.
RENAMED = {
    "with JavaScript › visible links are prefetched after 2 s of idle time":
        "with JavaScript › idle prefetch › visible links are prefetched after 2 s of idle time",
    "with JavaScript › nothing is prefetched with Save-Data on":
        "with JavaScript › idle prefetch › nothing is prefetched with Save-Data on",
    "back-office content › the content pages are staff-only": "the content pages are staff-only",
}


def parse(path):
    tests = collections.OrderedDict()
    for line in open(path, encoding="utf8"):
        match = re.match(r"\s+\[([a-z-]+)\] › ([\w.-]+):\d+:\d+ › (.*)$", line.rstrip())
        if match:
            project, file, title = match.groups()
            title = RENAMED.get(title, title)
            # The locale matrix without JavaScript became an HTTP test of the server's HTML: the
            # same page checked, listed under the browser test's title so that the table shows it.
            title = re.sub(r" in the server's HTML$", "", title)
            tests.setdefault((file, title), []).append(project)
    return tests


before, after = parse(sys.argv[1]), parse(sys.argv[2])
print("| spec | test | listed before | runs after |")
print("| --- | --- | --- | --- |")
for key in list(before) + [k for k in after if k not in before]:
    file, title = key
    fmt = lambda ps: " ".join(SHORT[p] for p in PROJECTS if p in ps) or "—"
    title = title.replace("|", "\\|")
    print(f"| {file.replace('.spec.ts', '')} | {title} | {fmt(before.get(key, []))} | {fmt(after.get(key, []))} |")
