#!/usr/bin/env python3
"""What a reader downloads from a built site, beside another site built from the same recipes.

    python3 scripts/bench-weight.py RECIPEBOOK_SITE [HUGO_SITE]

For each site: its files and bytes; the median and the largest HTML page, and the largest
page that is not for printing; and one recipe page with everything it loads before anyone
clicks (stylesheets, scripts, images that are not lazy), as a browser would fetch them from
disk; and for ours, what a first search downloads (Tests/browser/search_cases.js under Node,
which needs `node`). Issue 21's targets are printed beside our figures.
"""
import html.parser
import os
import shutil
import statistics
import subprocess
import sys
from urllib.parse import urljoin, urlparse
from urllib.request import url2pathname

KB = 1024
MB = 1024 * 1024


class Loads(html.parser.HTMLParser):
    """The files a page asks for as it loads: stylesheets, scripts, eager images."""

    def __init__(self):
        super().__init__()
        self.urls = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link" and "stylesheet" in (a.get("rel") or ""):
            self.urls.append(a.get("href"))
        elif tag == "script" and a.get("src"):
            self.urls.append(a["src"])
        elif tag == "img" and a.get("src") and a.get("loading") != "lazy":
            self.urls.append(a["src"])


def files(site):
    for folder, dirs, names in os.walk(site):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if not name.startswith("."):
                path = os.path.join(folder, name)
                yield os.path.relpath(path, site), os.path.getsize(path)


def is_recipe_page(relative):
    """A recipe's page: ours, `recipes/<slug>.html`; Hugo's, `recipes/<slug>/index.html`."""
    parts = relative.split(os.sep)
    if len(parts) == 2:
        return parts[0] == "recipes" and parts[1].endswith(".html") and parts[1] != "index.html"
    return len(parts) == 3 and parts[0] == "recipes" and parts[2] == "index.html"


def page_with_assets(site, relative):
    path = os.path.join(site, relative)
    parser = Loads()
    parser.feed(open(path, encoding="utf-8", errors="replace").read())
    total, seen = os.path.getsize(path), {path}
    base = "file://" + os.path.abspath(path)
    for url in parser.urls:
        if not url or urlparse(url).scheme not in ("", "file"):
            continue
        target = url2pathname(urlparse(urljoin(base, url)).path)
        if target not in seen and os.path.isfile(target):
            seen.add(target)
            total += os.path.getsize(target)
    return total, len(seen)


def report(name, site, ours):
    listed = list(files(site))
    pages = [(size, rel) for rel, size in listed if rel.endswith(".html")]
    browsing = [(size, rel) for size, rel in pages if not rel.startswith("print" + os.sep)]
    recipes = sorted(rel for size, rel in pages if is_recipe_page(rel))
    recipe_sizes = [size for size, rel in pages if is_recipe_page(rel)]
    total = sum(size for _, size in listed)
    print(f"-- {name}: {site}")
    # Issue 21 gives sites' sizes in millions of bytes (Hugo's "22 MB"): its target is counted so.
    print(f"  files {len(listed):,}, {total / 1e6:,.1f} MB ({total / MB:,.1f} MiB)"
          + ("   (targets: <= 11,500 files, <= 200 MB)" if ours else ""))
    if recipe_sizes:
        print(f"  recipe pages: {len(recipe_sizes):,}, median {statistics.median(recipe_sizes) / KB:,.1f} KB of HTML"
              + ("   (target: <= 14 KB)" if ours else ""))
    if pages:
        size, rel = max(pages)
        print(f"  largest page: {rel}, {size / MB:,.2f} MB")
    if browsing:
        size, rel = max(browsing)
        print(f"  largest browsing page (not print/): {rel}, {size / MB:,.2f} MB" + ("   (target: <= 1 MB)" if ours else ""))
    if recipes:
        sample = recipes[len(recipes) // 2]
        weight, count = page_with_assets(site, sample)
        print(f"  a recipe page with what it loads: {sample}, {count} files, {weight / KB:,.0f} KB"
              + ("   (target: <= 300 KB)" if ours else ""))
    if ours:
        search = first_search(site)
        if search:
            print(f"  {search}   (target: <= 500 KB)")


def first_search(site):
    """The line of search_cases.js that says what a first search downloads, from the search
    files in `site`; None without node or search files."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser", "search_cases.js")
    assets = os.path.join(site, "assets")
    if not shutil.which("node") or not os.path.isdir(os.path.join(assets, "search")):
        return None
    run = subprocess.run(["node", script], env=dict(os.environ, RECIPEBOOK_ASSETS=assets), capture_output=True, text=True)
    return next((line for line in run.stdout.splitlines() if line.startswith("first search downloads")), None)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    report("recipebook", sys.argv[1], ours=True)
    if len(sys.argv) > 2 and os.path.isdir(sys.argv[2]):
        report("hugo", sys.argv[2], ours=False)
