#!/usr/bin/env python3
"""The built site served over HTTP, as a host serves it: every link and resource answers.

usage: python3 check_http.py SITE_DIR      (run.sh runs it; the sample book)

Serves SITE_DIR on 127.0.0.1 (Python's http.server, which serves a folder's index.html as a
host does), then walks every page reachable from `/` and asks for every `href`, `src` and
`srcset` of a link, script, image or source, and for the manifest's icons: each must answer
200, a stylesheet as text/css and a script as JavaScript, and a link's `#fragment` must name
an id on its page. The disk-side twin is ../shared/tools/check_site.py. Prints each problem and
"N pages, M resources, K problems" last; exits 1 on a problem.
"""
import functools
import http.server
import json
import os
import sys
import threading
import urllib.error
import urllib.request
from html.parser import HTMLParser
from urllib.parse import urldefrag, urljoin, urlsplit

TAGS = {"a", "link", "script", "img", "source"}


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if attributes.get("id"):
            self.ids.add(attributes["id"])
        if tag not in TAGS:
            return
        for key in ("href", "src"):
            if attributes.get(key):
                self.links.append((tag, attributes[key]))
        for part in (attributes.get("srcset") or "").split(","):
            if part.strip():
                self.links.append((tag, part.strip().split()[0]))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def fetch(url):
    """(status, content type, body) of a GET."""
    try:
        with urllib.request.urlopen(url) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, "", b""


def main():
    site = os.path.abspath(sys.argv[1])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    root = f"http://127.0.0.1:{server.server_address[1]}/"
    problems, pages, checked = [], {}, {}
    waiting = [root]
    fragments = []
    while waiting:
        url = waiting.pop()
        if url in pages:
            continue
        status, kind, body = fetch(url)
        if status != 200 or "text/html" not in kind:
            problems.append(f"{url}: {status} {kind}")
            pages[url] = set()
            continue
        page = Page()
        page.feed(body.decode("utf-8"))
        pages[url] = page.ids
        for tag, link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                continue
            target, fragment = urldefrag(urljoin(url, link))
            if tag == "a" and (target.endswith("/") or target.endswith(".html")):
                waiting.append(target)
                if fragment:
                    fragments.append((url, target, fragment))
            elif target not in checked:
                checked[target] = fetch(target)
    manifest = urljoin(root, "manifest.webmanifest")
    status, _, body = fetch(manifest)
    if status != 200:
        problems.append(f"{manifest}: {status}")
    else:
        for icon in json.loads(body).get("icons", []):
            target = urljoin(manifest, icon["src"])
            checked.setdefault(target, fetch(target))
    for target, (status, kind, _) in sorted(checked.items()):
        if status != 200:
            problems.append(f"{target}: {status}")
        elif target.endswith(".css") and not kind.startswith("text/css"):
            problems.append(f"{target}: served as {kind}")
        elif target.endswith(".js") and "javascript" not in kind:
            problems.append(f"{target}: served as {kind}")
    for source, target, fragment in fragments:
        if target in pages and pages[target] and fragment not in pages[target]:
            problems.append(f"{source}: #{fragment} names nothing on {target}")
    server.shutdown()
    for problem in problems:
        print(problem)
    print(f"{len(pages)} pages, {len(checked)} resources, {len(problems)} problems over HTTP")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
