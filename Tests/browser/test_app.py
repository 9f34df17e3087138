#!/usr/bin/env python3
"""Browser tests of the book as an app on a phone: the web app manifest.

usage: python3 test_app.py SITE_DIR      (run.sh runs it; the sample book)

Opened from disk, a page links no manifest and logs no error (Chromium refuses a manifest
from file:// with a CORS error). Served over http, every page links the site's manifest,
which Chromium reads without an error and finds installable, icons included.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import functools
import http.server
import os
import sys
import threading

import runner

SITE = os.path.abspath(sys.argv.pop(1) if len(sys.argv) > 1 else "Output")
PAGES = ["index.html", "recipes/grandmas-apple-crumble.html", "guide/publishing/index.html", "shopping/index.html"]

MANIFEST_LINK = "var l = document.querySelector('link[rel=manifest]'); return l && l.href;"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class AppTest(runner.BrowserTest):
    browser_log = True
    server = None

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        handler = functools.partial(QuietHandler, directory=SITE)
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()
        super().tearDownClass()

    def open(self, address):
        self.driver.get_log("browser")
        self.driver.get(address)
        self.wait(lambda: self.driver.execute_script("return document.readyState") == "complete")

    def test_from_disk_no_manifest_and_no_console_error(self):
        for page in PAGES:
            self.open("file://" + os.path.join(SITE, page))
            self.assertIsNone(self.driver.execute_script(MANIFEST_LINK), page)
            errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
            self.assertEqual(errors, [], page)

    def test_over_http_every_page_links_an_installable_manifest(self):
        root = f"http://127.0.0.1:{self.server.server_address[1]}/"
        for page in PAGES:
            self.open(root + page)
            self.assertEqual(self.driver.execute_script(MANIFEST_LINK), root + "manifest.webmanifest", page)
            manifest = self.wait(lambda: self.driver.execute_cdp_cmd("Page.getAppManifest", {}).get("url") and
                                 self.driver.execute_cdp_cmd("Page.getAppManifest", {}), message=page)
            self.assertEqual(manifest["errors"], [], page)
            installability = self.driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
            self.assertEqual(installability["installabilityErrors"], [], page)
            theme = self.driver.execute_script("return document.querySelector('meta[name=theme-color]').content")
            self.assertRegex(theme, r"^#[0-9a-f]{6}$", page)


if __name__ == "__main__":
    runner.run(AppTest)
