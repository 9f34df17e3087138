#!/usr/bin/env python3
"""Compares builds of the same book by two or more `recipebook` binaries, stage by stage.

Each run is a clean build into a new folder, with RECIPEBOOK_TIMINGS set; the binaries take
turns, so that a slow minute of the machine falls on all of them alike. Prints, for every
stage, the median wall time and processor time (all threads) of each binary, and the whole
build's. For a maintainer weighing a change (ARCHITECTURE.md, "Benchmark history"): a
difference smaller than the spread it prints is noise.

    scripts/bench-stages.py --content BOOK [--runs 10] [--scratch DIR] BINARY...

Put `--scratch` on a tmpfs (`/dev/shm`) to leave the disk's noise out.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

LAP = re.compile(r"timing: (.+?) ([\d,]+) ms, processor ([\d,]+) ms")
TOTAL = re.compile(r" in ([0-9.]+) s$")
# The build's stages, each counted once in the whole build's processor time; "photos" and
# "config and theme" are what binaries before "photos, theme and index" printed.
TOP_LEVEL = ["scan", "load", "photos", "config and theme", "photos, theme and index", "pages made", "write"]


def one_build(binary, content, scratch):
    """The stages of one clean build: {stage: (wall ms, processor ms)}."""
    output = tempfile.mkdtemp(prefix="stages.", dir=scratch)
    try:
        done = subprocess.run(
            [binary, "build", "--content", content, "--output", output],
            env={**os.environ, "RECIPEBOOK_TIMINGS": "1"}, capture_output=True, text=True)
    finally:
        shutil.rmtree(output, ignore_errors=True)
    if done.returncode != 0:
        sys.exit(f"{binary} failed:\n{done.stderr}")
    stages = {}
    for line in (done.stdout + done.stderr).splitlines():
        if match := LAP.match(line):
            stages[match.group(1)] = (int(match.group(2).replace(",", "")), int(match.group(3).replace(",", "")))
        elif match := TOTAL.search(line.strip()):
            processor = sum(stages[name][1] for name in TOP_LEVEL if name in stages)
            stages["whole build"] = (round(float(match.group(1)) * 1000), processor)
    return stages


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", required=True, help="the book to build")
    parser.add_argument("--runs", type=int, default=10, help="builds per binary (default 10)")
    parser.add_argument("--scratch", default=None, help="where the builds go (default: the system's temporary folder)")
    parser.add_argument("binaries", nargs="+")
    options = parser.parse_args()
    runs = {binary: [] for binary in options.binaries}
    for _ in range(options.runs):
        for binary in options.binaries:
            runs[binary].append(one_build(binary, options.content, options.scratch))
    # Every stage any binary printed, in the order they came: a binary may not have them all.
    stages = list(dict.fromkeys(name for binary in options.binaries for name in runs[binary][0]))
    width = max(len(name) for name in stages)
    print(f"{'':{width}}  " + "  ".join(f"{os.path.basename(b)[:22]:>34}" for b in options.binaries))
    print(f"{'':{width}}  " + "  ".join(f"{'wall ms (spread)':>20} {'cpu ms':>13}" for _ in options.binaries))
    for name in stages:
        cells = []
        for binary in options.binaries:
            walls = [run[name][0] for run in runs[binary] if name in run]
            cpus = [run[name][1] for run in runs[binary] if name in run]
            if not walls:
                cells.append("—".rjust(20) + "—".rjust(14))
                continue
            spread = statistics.quantiles(walls, n=4) if len(walls) >= 4 else [min(walls), max(walls)]
            cells.append(f"{statistics.median(walls):7.0f} ({spread[0]:.0f}–{spread[-1]:.0f})".rjust(20)
                         + f"{statistics.median(cpus):14.0f}")
        print(f"{name:{width}}  " + "  ".join(cells))


if __name__ == "__main__":
    main()
