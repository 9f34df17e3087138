"""What the browser tests of a built site share: the site, its pages, and a driver's helpers.

Imported by test_site.py, test_search.py and test_lists.py; SITE is the first argument of the test run.
"""
import os
import re
import sys
import unittest

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
RECIPE = "recipes/grandmas-apple-crumble.html"
CHAPTER = "guide/writing-recipes/index.html"
SHOPPING = "shopping/index.html"

# Where each column of a multi-column list starts: the items and headings under `container`
# that are shown, put into columns by their left edge (columns are at least 13rem apart, an
# item is indented from its heading by much less), and the first of each column by its top.
# Returns {"columns": how many, "bare": the text of each column's first element that is no heading}.
COLUMN_STARTS = """
const [containerSelector, headingSelector, itemSelector] = arguments;
const container = document.querySelector(containerSelector);
if (!container) return {columns: 0, bare: ["no " + containerSelector]};
const placed = Array.from(container.querySelectorAll(headingSelector + ", " + itemSelector))
  .filter((node) => node.getClientRects().length > 0)
  .map((node) => {
    const rect = node.getBoundingClientRect();
    return {left: rect.left, top: rect.top, heading: node.matches(headingSelector), text: node.textContent.trim().slice(0, 60),
            continued: node.matches(headingSelector) && !!node.querySelector(".continued")};
  });
const starts = [];
placed.map((p) => p.left).sort((a, b) => a - b).forEach((left) => {
  if (!starts.length || left - starts[starts.length - 1] > 100) starts.push(left);
});
const firsts = starts.map(() => null);
placed.forEach((p) => {
  const column = starts.filter((start) => p.left >= start - 1).length - 1;
  if (!firsts[column] || p.top < firsts[column].top) firsts[column] = p;
});
// A "(continued)" heading anywhere but at the top of its column.
const midColumn = placed.filter((p) => p.continued && !firsts.includes(p)).map((p) => p.text);
return {columns: starts.length, bare: firsts.filter((p) => p && !p.heading).map((p) => p.text), midColumn: midColumn};
"""

FRACTIONS = {"½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75,
             "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}


def url(path):
    return "file://" + os.path.join(SITE, path)


def leading_number(text):
    """The number an amount's text starts with: "1½ cups" → 1.5, "355 ml" → 355."""
    match = re.match(r"\s*(\d+(?:\.\d+)?)?([½⅓⅔¼¾⅛⅜⅝⅞])?", text)
    if not match or not (match.group(1) or match.group(2)):
        return None
    return float(match.group(1) or 0) + FRACTIONS.get(match.group(2) or "", 0)


class SitePages(unittest.TestCase):
    """A headless Chromium on the built site, and the helpers the tests use: no test here."""
    driver = None

    @classmethod
    def setUpClass(cls):
        cls.driver = runner.chrome("--window-size=1280,1400", browser_log=True)

    @classmethod
    def tearDownClass(cls):
        if cls.driver:
            cls.driver.quit()

    # --- helpers

    def open(self, path, fresh=True):
        """Opens a page of the site and waits for recipebook.js; `fresh` forgets what earlier tests saved."""
        d = self.driver
        if fresh:
            d.get(url(path))
            d.execute_script("localStorage.clear()")
        d.get_log("browser")  # the log from here on holds this page's messages only
        d.get(url(path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def reload(self):
        self.driver.refresh()
        self.wait(lambda: self.driver.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))

    def wait(self, condition, timeout=8):
        return WebDriverWait(self.driver, timeout).until(lambda _: condition())

    def tap(self, element):
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
        element.click()

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def add_to_list(self):
        d = self.driver
        button = d.find_element(By.CSS_SELECTOR, "[data-add-to-list]")
        self.assertTrue(button.is_displayed(), "no Add to shopping list button")
        self.tap(button)
        self.wait(lambda: "In your shopping list" in d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text)

    def shopping_lines(self):
        """The Shopping list page's lines by name: (amount, sources, checkbox, li)."""
        lines = {}
        for li in self.driver.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-line"):
            def text(selector):
                found = li.find_elements(By.CSS_SELECTOR, selector)
                return found[0].text if found else ""
            lines[text(".line-name")] = (text(".line-amount"), text(".line-sources"),
                                         li.find_element(By.CSS_SELECTOR, "input.shop-check"), li)
        return lines

    def assert_columns_start_under_headings(self, container, heading, item, media=""):
        """Checks on screen, or with `media` "print" as printed (the viewport stays as wide)."""
        d = self.driver
        reduced = [{"name": "prefers-reduced-motion", "value": "reduce"}]
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media, "features": reduced})
        try:
            found = self.js(COLUMN_STARTS, container, heading, item)
        finally:
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": reduced})
        where = f"{d.current_url} ({media or 'screen'})"
        self.assertGreaterEqual(found["columns"], 2, f"{where}: not in columns")
        self.assertEqual(found["bare"], [], f"{where}: a column starts with an item under no heading")
        self.assertEqual(found["midColumn"], [], f"{where}: a (continued) heading in the middle of a column")
