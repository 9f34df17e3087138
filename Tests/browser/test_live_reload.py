#!/usr/bin/env python3
"""Live reload in a real browser: `recipebook serve` on a copy of the sample book, its pages
open in headless Chromium.

usage: python3 test_live_reload.py RECIPEBOOK CONTENT_DIR

An edited recipe's page reloads with the new text; a page the edit did not change stays as it
is (nothing typed into it is lost); a broken file shows the problems panel over the last good
page, and fixing it reloads the page; a recipe's address from when recipes had folders leads
to its page. Prints "N passed, M failed" last and exits non-zero when
a test failed.
"""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest

import runner

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

BINARY = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else ""
CONTENT = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else "Content"
EDITED = "recipes/Baking & Desserts/Banana Bread.md"
EDITED_PAGE = "recipes/banana-bread.html"
OTHER_PAGE = "recipes/masala-chai.html"


class LiveReloadTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="recipebook-live-")
        cls.content = os.path.join(cls.folder, "Content")
        shutil.copytree(CONTENT, cls.content)
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        cls.port = probe.getsockname()[1]
        probe.close()
        cls.server = subprocess.Popen(
            [BINARY, "serve", "--content", cls.content, "--output", os.path.join(cls.folder, "Output"),
             "--port", str(cls.port)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        cls.lines = []
        started = threading.Event()

        def read():
            for line in cls.server.stderr:
                cls.lines.append(line)
                if line.startswith("serving "):
                    started.set()
        threading.Thread(target=read, daemon=True).start()
        if not started.wait(60):
            cls.server.kill()
            raise RuntimeError("serve did not start: " + "".join(cls.lines))
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
            options.add_argument(argument)
        cls.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.terminate()
        cls.server.wait(timeout=20)
        shutil.rmtree(cls.folder, ignore_errors=True)

    # --- helpers

    def wait(self, condition, timeout=15, message=""):
        # A page that reloads while it is being read leaves its old elements stale: read again.
        return WebDriverWait(self.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda _: condition(), message)

    def open(self, path):
        """Opens a page of the served site in a new tab, marked so that a reload shows."""
        d = self.driver
        d.switch_to.new_window("tab")
        d.get(f"http://127.0.0.1:{self.port}/{path}")
        self.wait(lambda: d.execute_script("return document.readyState === 'complete' && !!window.__recipebookLive"))
        d.execute_script("window.__notReloaded = true")
        return d.current_window_handle

    def reloaded(self, tab):
        self.driver.switch_to.window(tab)
        return self.driver.execute_script("return !window.__notReloaded && document.readyState === 'complete'")

    def text(self, tab):
        self.driver.switch_to.window(tab)
        return self.driver.find_element(By.TAG_NAME, "main").text

    def builds(self):
        return len([line for line in self.lines if " rebuilt " in line or " rebuilt" in line])

    def save(self, path, text):
        """Saves `path` of the content folder the way editors do: a new file renamed over it."""
        target = os.path.join(self.content, path)
        with open(target + ".saving", "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(target + ".saving", target)

    def read(self, path):
        with open(os.path.join(self.content, path), encoding="utf-8") as handle:
            return handle.read()

    # --- tests

    def test_an_address_from_when_recipes_had_folders_leads_to_the_recipe(self):
        # Served, `recipes/<slug>/` is missing and the 404 page answers: its script goes on to
        # the recipe's page, so links shared and QR codes printed before still work.
        d = self.driver
        d.switch_to.new_window("tab")
        for old in ("recipes/banana-bread/", "recipes/banana-bread/index.html"):
            d.get(f"http://127.0.0.1:{self.port}/{old}#ingredients")
            self.wait(lambda: d.current_url.endswith("/" + EDITED_PAGE + "#ingredients"), message=d.current_url)
            self.wait(lambda: d.find_element(By.CSS_SELECTOR, "h1").text == "Banana Bread")
        d.get(f"http://127.0.0.1:{self.port}/recipes/no-such-recipe/")
        time.sleep(1)
        self.assertTrue(d.current_url.endswith("/recipes/no-such-recipe.html"), d.current_url)
        self.assertIn("not found", d.find_element(By.CSS_SELECTOR, "h1").text.lower())
        # Only the site's own recipes/ folder (the <base> serve names) holds recipes.
        d.get(f"http://127.0.0.1:{self.port}/tags/recipes/banana-bread/")
        time.sleep(1)
        self.assertTrue(d.current_url.endswith("/tags/recipes/banana-bread/"), d.current_url)

    def test_an_edit_reloads_its_recipe_and_leaves_other_pages_alone(self):
        edited = self.open(EDITED_PAGE)
        other = self.open(OTHER_PAGE)
        builds = self.builds()
        original = self.read(EDITED)
        try:
            self.save(EDITED, original + "\nDust with icing sugar just before serving.\n")
            self.wait(lambda: self.reloaded(edited), message="the edited recipe's page did not reload")
            self.wait(lambda: "icing sugar" in self.text(edited))
            self.wait(lambda: self.builds() > builds, message="no build line")
            time.sleep(1)
            self.assertFalse(self.reloaded(other), "a page the edit did not change reloaded")
        finally:
            self.save(EDITED, original)
            self.wait(lambda: "icing sugar" not in self.text(edited))

    def test_a_broken_file_shows_the_problems_and_fixing_it_reloads_the_page(self):
        page = self.open(EDITED_PAGE)
        original = self.read(EDITED)
        try:
            with open(os.path.join(self.content, EDITED), "ab") as handle:
                handle.write(b"\nStir \xff\xfe well.\n")
            self.driver.switch_to.window(page)
            panel = self.wait(lambda: self.driver.find_elements(By.ID, "recipebook-live-problems"))[0]
            self.assertIn("Banana Bread.md", panel.text)
            self.assertFalse(self.reloaded(page), "a failed build reloaded the page")
            self.save(EDITED, original + "\nStir well, then bake.\n")
            self.wait(lambda: self.reloaded(page), message="fixing the file did not reload the page")
            self.wait(lambda: "Stir well, then bake." in self.text(page))
            self.assertEqual(self.driver.find_elements(By.ID, "recipebook-live-problems"), [])
        finally:
            self.save(EDITED, original)


if __name__ == "__main__":
    if not os.access(BINARY, os.X_OK) or not os.path.isdir(CONTENT):
        print(__doc__)
        sys.exit(2)
    runner.run(LiveReloadTest)
