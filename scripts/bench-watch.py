#!/usr/bin/env python3
"""Times `recipebook watch` from a saved file to its page on disk, with the real watcher.

    python3 scripts/bench-watch.py RECIPEBOOK CONTENT OUTPUT [EDITS]

Starts `RECIPEBOOK watch`, waits for its first build, then EDITS times each of four changes a
cook makes: an edit within a recipe (a new step), a new title, a new recipe file and a deleted
one. For each it times the saved file to its page on disk (the page with the new text, the
page at its new address, the new page, the page gone) and to the whole site up to date (watch
prints a `rebuilt` line when a rebuild has finished). Prints each time and the medians, with
the targets of issue 41: 100 ms to the page, 1 s to the whole site (`SITE_TARGET_MS`). The
content is restored.
"""
import json, os, statistics, subprocess, sys, time

PAGE_TARGET_MS = 100
SITE_TARGET_MS = int(os.environ.get("SITE_TARGET_MS", "1000"))
binary, content, output = sys.argv[1:4]
edits = int(sys.argv[4]) if len(sys.argv) > 4 else 10
book = json.loads(subprocess.run([binary, "export", "--content", content], capture_output=True, text=True).stdout)
recipes = sorted(book["recipes"], key=lambda r: r["file"])
recipe = recipes[len(recipes) // 2]
source = os.path.join(content, recipe["file"])
original = open(source, "rb").read()
folder = os.path.dirname(source)
log = open(os.path.join(os.path.dirname(os.path.abspath(output)), "watch-bench.log"), "w")
watch = subprocess.Popen([binary, "watch", "--content", content, "--output", output], stderr=subprocess.PIPE, text=True)


def page(slug):
    return os.path.join(output, "recipes", slug + ".html")


def wait_for_line(word):
    while True:
        line = watch.stderr.readline()
        log.write(line)
        if not line or word in line:
            return


def timed(change, reached):
    """(ms to the page, ms to the whole site) of `change()`, the page told by `reached()`."""
    started = time.monotonic()
    change()
    while not reached():
        if time.monotonic() - started > 60:
            raise SystemExit("timed out waiting for the page")
        time.sleep(0.001)
    to_page = (time.monotonic() - started) * 1000
    wait_for_line("rebuilt")
    to_site = (time.monotonic() - started) * 1000
    time.sleep(0.3)
    return to_page, to_site


def holds(path, text):
    try:
        return text in open(path, encoding="utf-8").read()
    except FileNotFoundError:
        return False


def write(path, data):
    with open(path, "wb") as handle:
        handle.write(data)


results = {}
added = os.path.join(folder, f"Bench Added {os.getpid()}.recipe")
try:
    wait_for_line("built")
    time.sleep(1)
    for edit in range(1, edits + 1):
        marker = f"Stir once more, edit {edit} of run {os.getpid()}."
        results.setdefault("an edit within a recipe", []).append(timed(
            lambda: write(source, original + f"\n{marker}\n".encode()), lambda: holds(page(recipe["slug"]), marker)))
        title = f"Bench Title {edit} {os.getpid()}"
        slug = title.lower().replace(" ", "-")
        retitled = original.replace(recipe["title"].encode(), title.encode(), 1)
        results.setdefault("a new title", []).append(timed(lambda: write(source, retitled), lambda: holds(page(slug), title)))
        write(source, original)
        wait_for_line("rebuilt")
        name = f"Bench Added {edit} {os.getpid()}"
        added_slug = name.lower().replace(" ", "-")
        results.setdefault("a new recipe file", []).append(timed(
            lambda: write(added, f"# {name}\n\n- Salt | 1 tsp |\n\nStir.\n".encode()), lambda: holds(page(added_slug), name)))
        results.setdefault("a deleted recipe file", []).append(timed(
            lambda: os.remove(added), lambda: not os.path.exists(page(added_slug))))
finally:
    write(source, original)
    if os.path.exists(added):
        os.remove(added)
    time.sleep(1)
    watch.terminate()
    watch.wait(timeout=10)
for kind, times in results.items():
    pages = [t[0] for t in times]
    sites = [t[1] for t in times]
    print(f"watch, {kind}: page on disk " + " ".join(f"{t:.0f}" for t in pages)
          + f" ms, median {statistics.median(pages):.0f} ms (target {PAGE_TARGET_MS}); whole site median "
          + f"{statistics.median(sites):.0f} ms (target {SITE_TARGET_MS})")
