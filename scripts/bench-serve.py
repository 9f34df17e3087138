#!/usr/bin/env python3
"""Times `recipebook serve` from saving one recipe to the browser being told to reload.

    python3 scripts/bench-serve.py RECIPEBOOK CONTENT OUTPUT [EDITS]

Starts `RECIPEBOOK serve` on a free port, listens to its live-reload channel as a page does,
then EDITS times appends a step to one recipe file and times two events: the `pages` event that
reloads the edited recipe's page (written ahead of the rest of the site), and the build's status
(the whole site up to date). Prints each time and the medians. The recipe file is restored.
"""
import http.client
import os
import socket
import statistics
import subprocess
import sys
import threading
import time

binary, content, output = sys.argv[1:4]
edits = int(sys.argv[4]) if len(sys.argv) > 4 else 10
probe = socket.socket()
probe.bind(("127.0.0.1", 0))
port = probe.getsockname()[1]
probe.close()
server = subprocess.Popen([binary, "serve", "--content", content, "--output", output, "--port", str(port)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
while True:
    line = server.stderr.readline()
    if not line:
        sys.exit("serve stopped before it was ready")
    if line.startswith("serving "):
        break
threading.Thread(target=lambda: [None for _ in server.stderr], daemon=True).start()
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
connection.request("GET", "/__recipebook/events")
response = connection.getresponse()
statuses, pages = [], []


def listen():
    named = False
    while True:
        line = response.fp.readline()
        if not line:
            return
        if line.startswith(b"event:"):
            named = True
        elif line.startswith(b"data:"):
            (pages if named else statuses).append(time.monotonic())
            named = False


threading.Thread(target=listen, daemon=True).start()
time.sleep(1)
recipes = sorted(name for name in os.listdir(os.path.join(content, "recipes")) if name.endswith(".recipe"))
path = os.path.join(content, "recipes", recipes[len(recipes) // 2])
original = open(path, "rb").read()
to_page, to_site = [], []
try:
    for edit in range(edits):
        seen_statuses, seen_pages = len(statuses), len(pages)
        started = time.monotonic()
        with open(path, "ab") as handle:
            handle.write(f"\nStir once more, edit {edit}.\n".encode())
        while len(statuses) <= seen_statuses and time.monotonic() - started < 60:
            time.sleep(0.002)
        to_site.append((statuses[-1] - started) * 1000)
        to_page.append((pages[-1] - started) * 1000 if len(pages) > seen_pages else float("nan"))
        time.sleep(2)
finally:
    open(path, "wb").write(original)
    time.sleep(2)
    server.terminate()
    server.wait(timeout=30)
print("serve, saved recipe to its page told to reload: " + " ".join(f"{t:.0f}" for t in to_page)
      + f" ms; median {statistics.median(to_page):.0f} ms")
print("serve, saved recipe to the whole site rebuilt and pages told: " + " ".join(f"{t:.0f}" for t in to_site)
      + f" ms; median {statistics.median(to_site):.0f} ms")
