#!/usr/bin/env python3
"""Browser tests of a built recipebook site (the sample book), opened from disk.

usage: python3 test_site.py SITE_DIR      (run.sh installs what this needs, then runs it)

Headless Chromium through Selenium: cooking mode, timers, scaling and units on a recipe
page, search, the theme picker, file:// links, and the browser log on the main kinds of page.
The shopping list and the lists in columns are in test_lists.py.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys
import time

import runner

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from site_pages import CHAPTER, RECIPE, SHOPPING, SITE, SitePages, leading_number


class SiteTest(SitePages):
    # --- recipe page: cooking mode

    def test_a_checked_step_survives_a_reload_and_done_cooking_clears_it(self):
        d = self.open(RECIPE)
        step = d.find_elements(By.CSS_SELECTOR, ".step")[0]
        self.assertNotIn("is-checked", step.get_attribute("class"))
        self.tap(step.find_element(By.CSS_SELECTOR, ".step-text"))
        self.assertIn("is-checked", step.get_attribute("class"))
        self.assertTrue(step.find_element(By.CSS_SELECTOR, "input.check").is_selected())

        self.reload()
        step = d.find_elements(By.CSS_SELECTOR, ".step")[0]
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

    def test_metric_weighs_dry_cups_keeps_spoons_and_rounds_millilitres(self):
        d = self.open(RECIPE)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        shown = self.amounts()
        self.assertEqual(shown["Sugar"], "100 g white")
        self.assertEqual(shown["Flour"], "180 g")
        self.assertEqual(shown["Rolled oats"], "45 g")
        self.assertEqual(shown["Brown sugar"], "160 g")
        self.assertEqual(shown["Blackberries"], "475 ml")
        self.assertEqual(shown["Cinnamon"], "1 1/2 tsp", "spoons stay spoons, as written")
        self.assertEqual(shown["Nutmeg"], "⅛ tsp")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='original']"))
        self.assertEqual(self.amounts()["Sugar"], "1/2 cup white")

    def amounts(self):
        """Each item's amount as the page shows it now, by the item's name."""
        return self.js("const shown = {}; document.querySelectorAll('.elements .item').forEach((item) => {"
                       " const amount = item.querySelector('.item-amount');"
                       " if (amount) shown[item.querySelector('.item-name').textContent] = amount.textContent; });"
                       " return shown;")

    def test_scaled_amounts_are_kitchen_amounts(self):
        self.open(RECIPE)
        cases = [
            ({"low": "0.125", "unit": "tsp"}, 0.5, "original", "a pinch"),
            ({"low": "0.25", "unit": "cup"}, 0.5, "original", "2 tbsp"),
            ({"low": "3", "unit": "tsp"}, 2, "original", "2 tbsp"),
            ({"low": "1", "unit": "tbsp"}, 0.5, "original", "1½ tsp"),
            ({"low": "0.5", "unit": "cup"}, 2.5 / 6, "original", "3½ tbsp"),
            ({"low": "1", "unit": "pint"}, 2.5 / 6, "original", "13 tbsp"),
            ({"low": "1", "unit": "gallon"}, 0.5, "original", "2 quarts"),
            ({"low": "1"}, 2.5 / 6, "original", "½"),
            ({"low": "3"}, 2.5 / 6, "original", "1½"),
            ({"low": "8", "high": "10"}, 2.5 / 4, "original", "5–6½"),
            ({"low": "1", "unit": "stick"}, 2.5 / 6, "original", "½ stick"),
            ({"low": "1", "unit": "pinch"}, 0.5, "original", "1 pinch"),
            ({"low": "0.125", "unit": "tsp"}, 0.5, "metric", "a pinch"),
            ({"low": "0.125", "high": "0.5", "unit": "tsp"}, 0.5, "us", "a pinch to ¼ tsp"),
            ({"low": "3", "unit": "tbsp"}, 1, "metric", None),
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
        shown = {s.find_element(By.XPATH, "ancestor::label/span[@class='item-name']").text: s.text for s in spans}
        for name, text in shown.items():
            self.assertNotRegex(text, r"\d\.\d", f"{name}: {text!r}")
        self.assertEqual(shown["Lemon"], "½")
        self.assertEqual(shown["Blackberries"], "13 tbsp")
        self.assertEqual(shown["Sugar"], "3½ tbsp white")
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
        d = self.open("recipes/pumpkin-pie.html")
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
        d = self.open("recipes/pumpkin-pie.html")
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

    def test_note_and_prep_temperatures_follow_the_units_toggle(self):
        d = self.open(RECIPE)
        note = lambda: self.js("return Array.from(document.querySelectorAll('.note'), n => n.innerText)"
                               ".find(t => t.includes('Reheat'))")
        self.assertIn("Reheat at 350°F for", note())
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        self.assertIn("Reheat at 180 °C for", note())
        self.open("recipes/cinnamon-rolls.html", fresh=False)  # Metric is remembered
        prep = lambda: self.js("return Array.from(document.querySelectorAll('.item-prep'), p => p.innerText)"
                               ".find(t => t.startsWith('Warmed'))")
        self.assertEqual(prep(), "Warmed to 43 °C")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='original']"))
        self.assertEqual(prep(), "Warmed to 110°F")

    def test_a_counted_name_follows_the_scale(self):
        d = self.open(RECIPE)
        name = lambda: self.js("return Array.from(document.querySelectorAll('.item-name[data-one]'), n => n.textContent)"
                               ".find(t => t.startsWith('Lemon'))")
        self.assertEqual(name(), "Lemon")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
        self.assertEqual(name(), "Lemons")
        self.assertIn("Lemons", self.amounts())  # the amount still sits beside it
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='0.5']"))
        self.assertEqual(name(), "Lemon")

    # --- search

    def result_titles(self):
        # Read in one step: the list is made again while the keys arrive.
        return self.js("return [...document.querySelectorAll('#search-results a .result-title')].map(e => e.innerText)")

    def assert_finds(self, title, slug):
        d = self.driver
        box = runner.search_box(d)
        box.clear()
        box.send_keys(title)
        # The results follow the typing after a short pause: wait for this query's.
        # The link and its address are read in one step, as the titles are.
        find = """const link = [...document.querySelectorAll('#search-results a')]
                      .find((a) => a.querySelector('.result-title').innerText === arguments[0]);
                  return link ? [link, link.href] : null"""
        try:
            link, href = self.wait(lambda: d.find_element(By.ID, "search-results").is_displayed() and self.js(find, title), 4)
        except TimeoutException:
            self.fail(f"searching {title!r} shows {self.result_titles()}")
        self.assertTrue(href.endswith(f"/recipes/{slug}.html"), href)
        return link

    def test_search_finds_a_recipe_by_its_title(self):
        self.open(RECIPE)
        self.assert_finds("Pumpkin Pie", "pumpkin-pie")
        self.assert_finds("Grandma's Apple Crumble", "grandmas-apple-crumble")

    def test_search_from_a_guide_page_leads_to_the_recipe(self):
        d = self.open(CHAPTER)
        link = self.assert_finds("Crème Brûlée", "creme-brulee")
        link.click()
        self.wait(lambda: d.current_url.endswith("/recipes/creme-brulee.html"))
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
        # The book's own colours again: the pick is forgotten.
        Select(d.find_element(By.ID, "theme-select")).select_by_value("light")
        self.assertIsNone(self.js("return localStorage.getItem('recipebook-colours')"))

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

    def test_the_guide_sidebar_lists_every_chapter_and_marks_this_one(self):
        d = self.open("guide/index.html")
        titles = [a.text for a in d.find_elements(By.CSS_SELECTOR, ".guide-contents > li > a")]
        d = self.open(CHAPTER)
        links = d.find_elements(By.CSS_SELECTOR, ".guide-sidebar .chapter-list > li > a")
        self.assertEqual([a.text for a in links], titles)
        self.assertEqual([a.text for a in links if a.get_attribute("aria-current") == "page"], ["Writing recipes"])
        nxt = next(a for a in links if a.text == titles[-1])
        self.assertTrue(os.path.exists(nxt.get_attribute("href")[len("file://"):]), nxt.get_attribute("href"))
        nxt.click()
        self.wait(lambda: d.current_url.endswith("/index.html") and "writing-recipes" not in d.current_url)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".chapter-list a[aria-current='page']").text, titles[-1])

    # --- the browser log

    def test_no_errors_in_the_browser_log(self):
        for path in ("index.html", RECIPE, CHAPTER, "contents/index.html", "recipes/index.html", "print/book.html",
                     "ingredients/index.html", "ingredients/butter.html",
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
