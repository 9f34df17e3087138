#!/usr/bin/env python3
"""Browser tests of a built recipebook site (the sample book), opened from disk.

usage: python3 test_site.py SITE_DIR      (run.sh installs what this needs, then runs it)

Headless Chromium through Selenium: cooking mode, timers, scaling and units on a recipe
page, search, the theme picker, file:// links, the shopping list (adding recipes, merged lines,
ticks, removing), and the browser log on the main kinds of page.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import re
import sys
import time
import unittest

import runner

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
RECIPE = "recipes/grandmas-apple-crumble/index.html"
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
    return {left: rect.left, top: rect.top, heading: node.matches(headingSelector), text: node.textContent.trim().slice(0, 60)};
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
return {columns: starts.length, bare: firsts.filter((p) => p && !p.heading).map((p) => p.text)};
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


class SiteTest(unittest.TestCase):
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

    # --- recipe page: cooking mode

    def test_a_checked_step_survives_a_reload_and_done_cooking_clears_it(self):
        d = self.open(RECIPE)
        step = d.find_elements(By.CSS_SELECTOR, ".element--step")[0]
        self.assertNotIn("is-checked", step.get_attribute("class"))
        self.tap(step.find_element(By.CSS_SELECTOR, ".step-text"))
        self.assertIn("is-checked", step.get_attribute("class"))
        self.assertTrue(step.find_element(By.CSS_SELECTOR, "input.check").is_selected())

        self.reload()
        step = d.find_elements(By.CSS_SELECTOR, ".element--step")[0]
        self.assertTrue(step.find_element(By.CSS_SELECTOR, "input.check").is_selected(), "step unchecked after reload")
        self.assertIn("is-checked", step.get_attribute("class"))
        self.assertEqual(self.js("return document.querySelectorAll('li.is-checked').length"), 1)

        self.tap(d.find_element(By.CSS_SELECTOR, "[data-done-cooking]"))
        self.assertEqual(self.js("return document.querySelectorAll('li.is-checked, input.check:checked').length"), 0)
        self.reload()
        self.assertEqual(self.js("return document.querySelectorAll('li.is-checked, input.check:checked').length"), 0,
                         "Done cooking did not forget the checked steps")

    # --- recipe page: timers

    def test_a_timer_runs_in_the_tray_under_its_name(self):
        d = self.open(RECIPE)
        self.assertEqual(d.find_elements(By.CSS_SELECTOR, "#timer-tray .timer-entry"), [])
        button = d.find_element(By.CSS_SELECTOR, "button.timer[data-timer-name='Crumble']")
        self.assertEqual(button.get_attribute("data-seconds"), "2400")
        self.tap(button)
        entries = d.find_elements(By.CSS_SELECTOR, "#timer-tray .timer-entry")
        self.assertEqual(len(entries), 1)
        self.assertEqual(entries[0].find_element(By.CSS_SELECTOR, ".timer-name").text, "Crumble")
        remaining = entries[0].find_element(By.CSS_SELECTOR, ".timer-remaining")
        first = self.js("return RecipeBook.parseDuration(arguments[0])", remaining.text)
        self.assertIsNotNone(first, f"not a countdown: {remaining.text!r}")
        self.assertTrue(2390 <= first <= 2400, f"40 minutes shown as {remaining.text!r}")
        self.assertIn("is-running", button.get_attribute("class"))
        self.wait(lambda: (self.js("return RecipeBook.parseDuration(arguments[0])", remaining.text) or first) <= first - 2, 6)
        # The step holding the button was not checked off by the tap.
        self.assertEqual(self.js("return document.querySelectorAll('li.is-checked').length"), 0)
        entries[0].find_element(By.CSS_SELECTOR, ".timer-cancel").click()
        self.assertEqual(d.find_elements(By.CSS_SELECTOR, "#timer-tray .timer-entry"), [])

    # --- recipe page: scaling and units

    def test_times_two_doubles_an_amount(self):
        d = self.open(RECIPE)
        span = next(s for s in d.find_elements(By.CSS_SELECTOR, ".elements .item-amount[data-low][data-unit]")
                    if not s.get_attribute("data-high"))
        low = float(span.get_attribute("data-low"))
        unit = span.get_attribute("data-unit")
        written = span.text
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
        shown = span.text
        self.assertAlmostEqual(leading_number(shown), 2 * low, delta=0.01, msg=f"{written!r} ×2 shown as {shown!r}")
        self.assertIn(unit.split()[0], shown)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "[data-scale='2']").get_attribute("aria-pressed"), "true")
        servings = d.find_element(By.CSS_SELECTOR, "[data-servings-input]").get_attribute("value")
        self.assertEqual(servings, str(2 * int(d.find_element(By.CSS_SELECTOR, "article.recipe").get_attribute("data-servings"))))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='1']"))
        self.assertEqual(span.text, written)

    def test_metric_converts_cups_to_millilitres(self):
        d = self.open(RECIPE)
        span = d.find_element(By.CSS_SELECTOR, ".elements .item-amount[data-unit='cup']")
        low = float(span.get_attribute("data-low"))
        written = span.text
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        shown = span.text
        self.assertRegex(shown, r"^\d+ ml\b", f"{written!r} in metric: {shown!r}")
        self.assertAlmostEqual(leading_number(shown), low * 236.5882365, delta=1)
        rest = span.get_attribute("data-rest")
        if rest:
            self.assertTrue(shown.endswith(rest), f"{shown!r} lost {rest!r}")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='original']"))
        self.assertEqual(span.text, written)

    def test_scaled_amounts_are_kitchen_amounts(self):
        self.open(RECIPE)
        cases = [
            ({"low": "0.125", "unit": "tsp"}, 0.5, "original", "a pinch"),
            ({"low": "0.25", "unit": "cup"}, 0.5, "original", "2 tbsp"),
            ({"low": "3", "unit": "tsp"}, 2, "original", "2 tbsp"),
            ({"low": "1", "unit": "tbsp"}, 0.5, "original", "1½ tsp"),
            ({"low": "0.5", "unit": "cup"}, 2.5 / 6, "original", "3⅓ tbsp"),
            ({"low": "1", "unit": "pint"}, 2.5 / 6, "original", "⅞ cup"),
            ({"low": "1", "unit": "gallon"}, 0.5, "original", "2 quarts"),
            ({"low": "1"}, 2.5 / 6, "original", "½"),
            ({"low": "3"}, 2.5 / 6, "original", "1½"),
            ({"low": "8", "high": "10"}, 2.5 / 4, "original", "5–6½"),
            ({"low": "1", "unit": "stick"}, 2.5 / 6, "original", "½ stick"),
            ({"low": "1", "unit": "pinch"}, 0.5, "original", "1 pinch"),
            ({"low": "0.125", "unit": "tsp"}, 0.5, "metric", "a pinch"),
            ({"low": "0.0625", "high": "0.25", "unit": "tsp"}, 1, "us", "a pinch to ¼ tsp"),
        ]
        for quantity, factor, units, expected in cases:
            shown = self.js("return RecipeBook.formatQuantity(arguments[0], arguments[1], arguments[2])",
                            quantity, factor, units)
            self.assertEqual(shown, expected, f"{quantity} ×{factor} in {units}")

    def test_an_eighth_teaspoon_halved_is_a_pinch(self):
        d = self.open(RECIPE)
        span = d.find_element(By.CSS_SELECTOR, ".elements .item-amount[data-low='0.125'][data-unit='tsp']")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='0.5']"))
        self.assertEqual(span.text, "a pinch Freshly grated" if span.get_attribute("data-rest") else "a pinch")

    def test_servings_give_no_decimals_for_counts_and_cups(self):
        d = self.open(RECIPE)  # serves 6: 2.5 servings is ×0.4166…
        box = d.find_element(By.CSS_SELECTOR, "[data-servings-input]")
        self.tap(box)
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys("2.5")
        self.assertEqual(box.get_attribute("value"), "2.5")
        spans = d.find_elements(By.CSS_SELECTOR, ".elements .item-amount[data-low]")
        shown = {s.find_element(By.XPATH, "preceding-sibling::span[@class='item-name']").text: s.text for s in spans}
        for name, text in shown.items():
            self.assertNotRegex(text, r"\d\.\d", f"{name}: {text!r}")
        self.assertEqual(shown["Lemon"], "½")
        self.assertEqual(shown["Blackberries"], "⅞ cup")
        self.assertEqual(shown["Sugar"], "3⅓ tbsp white")
        self.assertEqual(shown["Nutmeg"], "a pinch")
        self.assertEqual(shown["Butter"], "½ stick")

    # --- recipe page: temperatures

    def step_text(self, index):
        return self.js("return document.querySelectorAll('.step-text')[arguments[0]].innerText", index)

    def step_index(self, words):
        """The index of the step that holds `words` as the page shows it now."""
        texts = self.js("return Array.from(document.querySelectorAll('.step-text'), p => p.innerText)")
        return next(i for i, text in enumerate(texts) if words in text)

    def test_a_temperature_follows_the_units_toggle(self):
        d = self.open("recipes/pumpkin-pie/index.html")
        oven = self.step_index("lowest rack")
        self.assertIn("Heat the oven to 425°F with", self.step_text(oven))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        self.assertIn("Heat the oven to 220 °C with", self.step_text(oven))
        self.assertNotIn("425", self.step_text(oven))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='us']"))
        self.assertIn("Heat the oven to 425°F with", self.step_text(oven))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        self.reload()  # the pick is remembered, temperatures too
        self.assertIn("Heat the oven to 220 °C with", self.step_text(oven))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='original']"))
        self.assertIn("Heat the oven to 425°F with", self.step_text(oven))
        # A bare oven number gets its scale in the US view.
        self.open(RECIPE)
        bake = self.step_index("Bake at 375")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='us']"))
        self.assertIn("Bake at 375 °F for", self.step_text(bake))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        self.assertIn("Bake at 190 °C for", self.step_text(bake))

    def test_print_shows_a_temperature_as_written_with_its_conversion(self):
        d = self.open("recipes/pumpkin-pie/index.html")
        oven = self.step_index("lowest rack")
        self.assertNotIn("(220 °C)", self.step_text(oven))  # not on screen
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": [
            {"name": "prefers-reduced-motion", "value": "reduce"}]})
        try:
            self.assertIn("Heat the oven to 425°F (220 °C) with", self.step_text(oven))
        finally:
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
                {"name": "prefers-reduced-motion", "value": "reduce"}]})
        self.assertIn("Heat the oven to 220 °C with", self.step_text(oven))

    # --- search

    def result_titles(self):
        return [e.text for e in self.driver.find_elements(By.CSS_SELECTOR, "#search-results a .result-title")]

    def assert_finds(self, title, slug):
        d = self.driver
        box = d.find_element(By.ID, "search-input")
        box.clear()
        box.send_keys(title)
        # The results follow the typing after a short pause: wait for this query's.
        try:
            self.wait(lambda: d.find_element(By.ID, "search-results").is_displayed() and title in self.result_titles(), 4)
        except TimeoutException:
            self.fail(f"searching {title!r} shows {self.result_titles()}")
        results = d.find_elements(By.CSS_SELECTOR, "#search-results a")
        titles = [r.find_element(By.CSS_SELECTOR, ".result-title").text for r in results]
        link = results[titles.index(title)]
        self.assertTrue(link.get_attribute("href").endswith(f"/recipes/{slug}/index.html"), link.get_attribute("href"))
        return link

    def test_search_finds_a_recipe_by_its_title(self):
        self.open(RECIPE)
        self.assert_finds("Pumpkin Pie", "pumpkin-pie")
        self.assert_finds("Grandma's Apple Crumble", "grandmas-apple-crumble")

    def test_search_from_a_guide_page_leads_to_the_recipe(self):
        d = self.open(CHAPTER)
        link = self.assert_finds("Crème Brûlée", "creme-brulee")
        link.click()
        self.wait(lambda: d.current_url.endswith("/recipes/creme-brulee/index.html"))
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "h1.recipe-title").text, "Crème Brûlée")

    # --- theme picker

    def test_the_theme_picked_is_kept_after_a_reload(self):
        d = self.open("index.html")
        Select(d.find_element(By.ID, "theme-select")).select_by_visible_text("Broccoli")
        self.assertEqual(self.js("return document.documentElement.dataset.theme"), "broccoli")
        self.reload()
        self.assertEqual(self.js("return document.documentElement.dataset.theme"), "broccoli")
        self.assertEqual(d.find_element(By.ID, "theme-select").get_attribute("value"), "broccoli")
        # Another page of the book shows it too.
        self.open(RECIPE, fresh=False)
        self.assertEqual(self.js("return document.documentElement.dataset.theme"), "broccoli")
        Select(d.find_element(By.ID, "theme-select")).select_by_value("auto")

    # --- file:// links

    def test_links_open_index_html_from_disk(self):
        for path in ("index.html", RECIPE, CHAPTER):
            d = self.open(path)
            hrefs = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, ".site-nav a")]
            if path != "index.html":  # on the home page the title links to the page itself
                hrefs.append(d.find_element(By.CSS_SELECTOR, "a.site-title").get_attribute("href"))
            # Recipes, Tags, Guide, Contents, Plans, Shopping list (+ the site title)
            self.assertEqual(len(hrefs), 6 if path == "index.html" else 7)
            for href in hrefs:
                self.assertTrue(href.endswith("/index.html"), f"{path}: {href}")
                self.assertTrue(os.path.exists(href[len("file://"):]), f"{path}: {href} is not a file")
        d = self.open(RECIPE)
        d.find_element(By.CSS_SELECTOR, ".site-nav a[href*='tags/']").click()
        self.wait(lambda: d.current_url.endswith("/tags/index.html"))
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "h1").text, "Tags")

    # --- shopping lists

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

    def test_two_recipes_added_make_merged_lines_on_the_shopping_list(self):
        d = self.open(RECIPE)  # Grandma's Apple Crumble, made twice
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
        self.add_to_list()
        self.assertIn("×2", d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text)
        self.open("recipes/pie-crust/index.html", fresh=False)
        self.add_to_list()

        self.open(SHOPPING, fresh=False)
        lines = self.shopping_lines()
        # Butter: 1 stick ×2 (crumble) + 2 sticks (pie crust); flour: 1½ cups ×2 + 2½ cups.
        self.assertEqual(lines["Butter"][:2], ("4 sticks", "(Grandma's Apple Crumble ×2, Pie Crust)"))
        self.assertEqual(lines["Flour"][:2], ("5½ cups", "(Grandma's Apple Crumble ×2, Pie Crust)"))
        self.assertEqual(lines["Cider vinegar"][:2], ("1 tsp", "(Pie Crust)"))
        recipes = [a.text for a in d.find_elements(By.CSS_SELECTOR, ".shopping-recipe a")]
        self.assertEqual(recipes, ["Grandma's Apple Crumble", "Pie Crust"])

        # A line checked off stays checked after a reload.
        self.tap(lines["Butter"][2])
        self.assertTrue(lines["Butter"][2].is_selected())
        self.reload()
        lines = self.shopping_lines()
        self.assertTrue(lines["Butter"][2].is_selected(), "Butter unchecked after a reload")
        self.assertIn("is-checked", lines["Butter"][3].get_attribute("class"))
        self.assertFalse(lines["Flour"][2].is_selected())

        # Ordered for a store: its aisles in walking order.
        Select(d.find_element(By.ID, "shopping-store")).select_by_visible_text("Corner Market")
        titles = [h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")]
        self.assertEqual(titles[:3], ["Fruit & Veg", "Dairy", "Aisle 1 – Baking"])
        self.assertIn("Corner Market", d.find_element(By.CSS_SELECTOR, "[data-shopping-details]").text)

        # Removing a recipe takes its share off every line.
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-remove='pie-crust']"))
        lines = self.shopping_lines()
        self.assertEqual(lines["Butter"][:2], ("2 sticks", "(Grandma's Apple Crumble ×2)"))
        self.assertEqual(lines["Flour"][:2], ("3 cups", "(Grandma's Apple Crumble ×2)"))
        self.assertNotIn("Cider vinegar", lines)
        self.assertTrue(lines["Butter"][2].is_selected(), "the check mark went with the other recipe")
        self.reload()
        self.assertEqual(self.shopping_lines()["Butter"][0], "2 sticks")
        self.assertEqual(d.find_element(By.ID, "shopping-store").get_attribute("value"), "corner-market")

        # Clearing empties it.
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-clear-list]"))
        self.assertEqual(self.shopping_lines(), {})
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "[data-shopping-empty]").is_displayed())

    def test_a_printed_plan_list_keeps_its_ticks(self):
        d = self.open("plans/big-family-weekend/index.html")
        lines = d.find_elements(By.CSS_SELECTOR, ".shopping-line")
        self.assertEqual(len(lines), 41)
        box = lines[3].find_element(By.CSS_SELECTOR, "input.shop-check")
        self.tap(lines[3].find_element(By.CSS_SELECTOR, "label"))
        self.assertTrue(box.is_selected())
        self.reload()
        box = d.find_elements(By.CSS_SELECTOR, ".shopping-line")[3].find_element(By.CSS_SELECTOR, "input.shop-check")
        self.assertTrue(box.is_selected(), "tick lost after a reload")
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "[data-print]").is_displayed())

    # --- lists in columns: every column starts under a heading

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

    def test_a_printed_list_in_columns_starts_each_column_under_a_heading(self):
        for path in ("plans/big-family-weekend/corner-market/index.html", "plans/big-family-weekend/index.html"):
            self.open(path)
            for media in ("", "print"):
                self.assert_columns_start_under_headings(".shopping-sections", ".shopping-section-title", ".shopping-line", media)

    def test_the_shopping_page_in_columns_starts_each_column_under_a_heading(self):
        for slug in ("beef-chili", "salmon-with-dill-potatoes", "shakshuka", "chicken-curry", "sunday-roast-chicken",
                     "potato-salad", "tomato-soup-with-grilled-cheese"):
            self.open(f"recipes/{slug}/index.html", fresh=slug == "beef-chili")
            self.add_to_list()
        d = self.open(SHOPPING, fresh=False)
        # A section too long to keep whole goes on under a "(continued)" heading.
        titles = [h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")]
        self.assertIn("Produce (continued)", titles)
        for media in ("", "print"):
            self.assert_columns_start_under_headings("[data-shopping-sections]", ".shopping-section-title", ".shopping-line", media)
        # Every word of an amount note is on the list: 'Dill | 1/2 to 1 tsp dill weed'.
        dill = self.shopping_lines()["Dill"][3]
        self.assertEqual(dill.find_element(By.CSS_SELECTOR, ".line-words").text, "— dill weed")

    def test_the_ingredient_index_starts_each_column_under_a_letter(self):
        self.open("ingredients/index.html")
        self.assert_columns_start_under_headings(".ingredient-index", ".index-letter", "dt, dd")

    def test_the_keyboard_reaches_an_ingredients_recipes_from_the_contents(self):
        d = self.open("contents/index.html")
        link = d.find_element(By.CSS_SELECTOR, ".toc-links a")
        self.js("arguments[0].focus()", link)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        self.wait(lambda: d.current_url.endswith("/ingredients/index.html"))
        butter = d.find_element(By.CSS_SELECTOR, ".ingredient-index dt a[href^='butter/']")
        self.js("arguments[0].focus()", butter)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        self.wait(lambda: d.current_url.endswith("/ingredients/butter/index.html"))
        recipes = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, ".ingredient-recipes a")]
        self.assertEqual(len(recipes), int(d.find_element(By.CSS_SELECTOR, ".ingredient-page .count").text.split()[0]))
        self.assertTrue(all(r.endswith("/index.html") for r in recipes), "file:// links open pages")
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, "nav.pager"), "one page: no pager")

    # --- the browser log

    def test_no_errors_in_the_browser_log(self):
        for path in ("index.html", RECIPE, CHAPTER, "contents/index.html", "recipes/index.html", "print/book/index.html",
                     "ingredients/index.html", "ingredients/butter/index.html",
                     SHOPPING, "plans/index.html", "plans/big-family-weekend/corner-market/index.html",
                     SHOPPING + "#recipe=%7B%7D"):
            d = self.open(path)
            time.sleep(0.3)
            errors = [e for e in d.get_log("browser") if e["level"] == "SEVERE" and "favicon.ico" not in e["message"]]
            self.assertEqual(errors, [], f"errors on {path}")


if __name__ == "__main__":
    if not os.path.isfile(os.path.join(SITE, RECIPE)):
        print(f"{SITE} holds no {RECIPE}: build the sample book first")
        sys.exit(2)
    runner.run(SiteTest)
