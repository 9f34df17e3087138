#!/usr/bin/env python3
"""Browser test of the book read offline, served over http://127.0.0.1 by a plain web server.

usage: python3 test_offline.py [RECIPEBOOK]   (default: .build/debug/recipebook; run.sh runs it)

The sample book is copied to a fresh folder and built. Its home page and one recipe are
opened; then the browser goes offline (DevTools network emulation) and the server stops
answering (an empty reply, as a dropped network gives): that recipe reloads, a recipe never
opened opens, the Shopping list page opens and an item is ticked, with no page or asset asked
of the server. Then a recipe's text is changed and the book built again into the same folder;
back online, the next visit brings the new build, and the recipe shows its new text.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import http.server
import os
import re
import shutil
import tempfile
import threading

import runner
from selenium.webdriver.common.by import By

REPOSITORY = runner.REPOSITORY
VISITED = "recipes/grandmas-apple-crumble.html"
NEVER_VISITED = "recipes/pizza-dough.html"
NEVER_VISITED_FILE = os.path.join("recipes", "Basics", "Pizza Dough.recipe")
OLD_TEXT = "Whisk the flour, yeast and salt in a large bowl."
NEW_TEXT = "Stir the flour, yeast and salt together in your biggest bowl."


class Server:
    """A plain web server of `folder` that can be cut off: then it answers every request with
    nothing (the browser sees a network error) and notes what was asked."""

    def __init__(self, folder):
        self.down = threading.Event()
        self.asked_while_down = []
        server = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *arguments, **keywords):
                super().__init__(*arguments, directory=folder, **keywords)

            def handle_one_request(self):
                if server.down.is_set():
                    line = self.rfile.readline(65537).decode("latin-1")
                    server.asked_while_down.append(line.split(" ")[1] if " " in line else line)
                    self.close_connection = True
                    return
                super().handle_one_request()

            def log_message(self, *arguments):
                pass

        self.http = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.http.serve_forever, daemon=True).start()
        self.root = f"http://127.0.0.1:{self.http.server_address[1]}/"

    def close(self):
        self.http.shutdown()
        self.http.server_close()


def version(output):
    with open(os.path.join(output, "service-worker.js"), encoding="utf-8") as worker:
        return re.search(r'"version":"([0-9a-f]+)"', worker.read()).group(1)


class OfflineTest(runner.BrowserTest):
    browser_log = True

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.sandbox = tempfile.mkdtemp(prefix="recipebook-offline-")
        cls.content = os.path.join(cls.sandbox, "Content")
        shutil.copytree(os.path.join(REPOSITORY, "Content"), cls.content)
        shutil.copytree(os.path.join(REPOSITORY, "Templates"), os.path.join(cls.sandbox, "Templates"))
        cls.output = os.path.join(cls.sandbox, "Output")
        runner.build_book(cls.content, cls.output)
        cls.server = Server(cls.output)

    @classmethod
    def tearDownClass(cls):
        cls.server.close()
        shutil.rmtree(cls.sandbox, ignore_errors=True)
        super().tearDownClass()

    def open(self, path):
        self.driver.get(self.server.root + path)
        self.wait(lambda: self.driver.execute_script("return document.readyState") == "complete", message=path)

    def offline(self, on):
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": on, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        if on:
            self.server.down.set()
        else:
            self.server.down.clear()

    def caches(self):
        return self.driver.execute_async_script(
            "var done = arguments[arguments.length - 1]; caches.keys().then(done, function () { done(null); });")

    def saved(self, build):
        """Whether the worker of `build` controls the page and its cache is the only one."""
        names = self.caches() or []
        controlled = self.driver.execute_script("return !!navigator.serviceWorker.controller")
        return controlled and len(names) == 1 and names[0].endswith(" " + build)

    def title(self):
        return self.driver.find_element(By.CSS_SELECTOR, "h1").text

    def test_offline_then_a_new_build(self):
        d = self.driver
        first = version(self.output)
        # Online: the home page saves the whole book (the sample is under 5 MB), saying so.
        self.open("index.html")
        self.wait(lambda: self.saved(first), timeout=30, message="the book was not saved")
        status = self.wait(lambda: d.find_elements(By.CSS_SELECTOR, ".site-footer .offline-status"))[0]
        self.wait(lambda: "saved on this device" in status.text, message=status.text)
        self.open(VISITED)
        visited_title = self.title()
        d.find_element(By.CSS_SELECTOR, "[data-add-to-list]").click()
        self.wait(lambda: "In your shopping list" in d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text)

        self.offline(True)
        try:
            d.refresh()
            self.wait(lambda: self.title() == visited_title, message="the visited recipe did not reload")
            self.open(NEVER_VISITED)
            self.assertEqual(self.title(), "Pizza Dough")
            self.assertIn(OLD_TEXT, d.find_element(By.CSS_SELECTOR, "main").text)
            self.assertTrue(d.execute_script("return !!window.RecipeBook"), "the page's script did not run")
            self.open("shopping/index.html")
            box = self.wait(lambda: d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check"))[0]
            box.click()
            self.wait(lambda: box.is_selected())
            d.refresh()
            self.wait(lambda: d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check"))
            self.assertTrue(d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check")[0].is_selected(),
                            "the tick was not kept offline")
            # Only the browser's own check for a new worker, and the photos of the recipe never
            # opened (photos are kept once shown, never ahead), may try the network.
            asked = [path for path in self.server.asked_while_down
                     if not path.startswith("/service-worker.js") and not path.startswith("/photos/")]
            self.assertEqual(asked, [], "pages asked of the server while offline")
        finally:
            self.offline(False)

        # A new build with the recipe's text changed, then the next visit online.
        recipe = os.path.join(self.content, NEVER_VISITED_FILE)
        with open(recipe, encoding="utf-8") as file:
            text = file.read()
        with open(recipe, "w", encoding="utf-8") as file:
            file.write(text.replace(OLD_TEXT, NEW_TEXT))
        runner.build_book(self.content, self.output)
        second = version(self.output)
        self.assertNotEqual(first, second)
        self.open("index.html")
        self.wait(lambda: self.saved(second), timeout=30, message="the new build was not saved")
        self.open(NEVER_VISITED)
        main = d.find_element(By.CSS_SELECTOR, "main").text
        self.assertIn(NEW_TEXT, main)
        self.assertNotIn(OLD_TEXT, main)
        # No error but the network's while offline (the worker's check, the unopened photos).
        errors = [entry["message"] for entry in d.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual([e for e in errors if not re.search(r"service-worker\.js|/photos/|ERR_INTERNET_DISCONNECTED", e)], [])


if __name__ == "__main__":
    runner.use_binary_argument(1)
    runner.run(OfflineTest)
