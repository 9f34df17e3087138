#!/usr/bin/env python3
"""Times `recipebook watch` from saving one recipe to its page on disk, end to end.

    python3 scripts/bench-watch.py RECIPEBOOK CONTENT OUTPUT [EDITS]

Starts `RECIPEBOOK watch`, waits for its first build, then EDITS times appends a new step to
one recipe file and polls that recipe's page until the step is there. Prints each time and
the median. The recipe file is restored afterwards.
"""
import json, os, statistics, subprocess, sys, time

binary, content, output = sys.argv[1:4]
edits = int(sys.argv[4]) if len(sys.argv) > 4 else 10
book = json.loads(subprocess.run([binary, "export", "--content", content], capture_output=True, text=True).stdout)
recipes = sorted(book["recipes"], key=lambda r: r["file"])
recipe = recipes[len(recipes) // 2]
source = os.path.join(content, recipe["file"])
page = os.path.join(output, "recipes", recipe["slug"] + ".html")
original = open(source, "rb").read()
log = open(os.path.join(os.path.dirname(os.path.abspath(output)), "watch-bench.log"), "w")
watch = subprocess.Popen([binary, "watch", "--content", content, "--output", output], stderr=subprocess.PIPE, text=True)
times = []
try:
    while True:  # the first build's line
        line = watch.stderr.readline()
        log.write(line)
        if not line or "built" in line:
            break
    time.sleep(1)
    for edit in range(1, edits + 1):
        marker = f"Stir once more, edit {edit} of run {os.getpid()}."
        started = time.monotonic()
        with open(source, "ab") as handle:
            handle.write(f"\n{marker}\n".encode())
        while True:
            try:
                if marker in open(page, encoding="utf-8").read():
                    break
            except FileNotFoundError:
                pass
            if time.monotonic() - started > 30:
                raise SystemExit("timed out waiting for the page")
            time.sleep(0.001)
        times.append((time.monotonic() - started) * 1000)
        # Let the rest of the site catch up (watch prints a line per finished build) first.
        while True:
            line = watch.stderr.readline()
            log.write(line)
            if not line or "rebuilt" in line:
                break
        time.sleep(0.5)
finally:
    open(source, "wb").write(original)
    time.sleep(1)
    watch.terminate()
    watch.wait(timeout=10)
print("watch, saved recipe to its page on disk: " + " ".join(f"{t:.0f}" for t in times) + f" ms; median {statistics.median(times):.0f} ms")
