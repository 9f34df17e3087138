#!/usr/bin/env python3
"""Prints the build core's size and its unsafe code beside the targets of issue 41.

    python3 scripts/bench-code.py

The lines of Sources/RecipeSite/Building, Changes and Output together; Swift files over
300 lines; lines of code in Sources/ that use unsafe pointers (pointer types, `withUnsafe…`,
unchecked initialisers: 82 when issue 41 was filed); `@unchecked Sendable` types.
"""
import pathlib, re

root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
swift = sorted(root.rglob("*.swift"))
core = [f for f in swift if f.parent.name in ("Building", "Changes", "Output") and f.parent.parent.name == "RecipeSite"]
core_lines = sum(len(f.read_text().splitlines()) for f in core)
long_files = [f"{f.relative_to(root.parent)} ({n})" for f in swift if (n := len(f.read_text().splitlines())) > 300]
POINTER_USE = re.compile(r"Unsafe[A-Z]\w*|withUnsafe\w*|unsafeUninitialized\w*|unsafeBitCast|UTF8Span\(unchecked")
unsafe = sum(1 for f in swift for line in f.read_text().splitlines()
             if POINTER_USE.search(line) and not line.lstrip().startswith("//"))
unchecked = sum(f.read_text().count("@unchecked Sendable") for f in swift)


def row(what, value, target, met):
    print(f"{what}: {value} (target {target}) {'met' if met else 'MISSED'}")


row("build core lines (Building, Changes, Output)", core_lines, "at most 2,400", core_lines <= 2400)
row("Swift files over 300 lines", len(long_files), "none", not long_files)
for name in long_files:
    print(f"  {name}")
row("lines using unsafe pointers in Sources/", unsafe, "at most 41, half of 82", unsafe <= 41)
row("@unchecked Sendable types", unchecked, "at most 10", unchecked <= 10)
