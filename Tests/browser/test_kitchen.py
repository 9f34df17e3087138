#!/usr/bin/env python3
"""Kitchen numbers in the browser: every amount a cook would write (kitchen_rules.py).

usage: python3 test_kitchen.py SITE_DIR [RECIPEBOOK]   (run.sh runs it on the sample book)

Every recipe page of the sample book (SITE_DIR) in Metric and US, and every recipe page of the
German fixture book (Tests/RecipeSiteTests/Fixtures/Languages/de, built here with RECIPEBOOK,
default .build/debug/recipebook) at ×½, ×1, ×2 and ×3 in each view: each amount the page shows
is checked against the rules of Templates/kitchen.json. A few amounts are checked by value, as
the cook in issue 42 met them.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import glob
import os
import shutil
import sys
import tempfile

import runner
from kitchen_rules import problem

from selenium.webdriver.common.by import By

REPOSITORY = runner.REPOSITORY
SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPOSITORY, "Output"))
GERMAN = os.path.join(REPOSITORY, "Tests", "RecipeSiteTests", "Fixtures", "Languages", "de")

# Every amount's text, what the recipe wrote, its data, and the page's unit labels.
READ = """
const book = window.RecipeBook;
const labels = {};
Object.keys(window.RECIPEBOOK_UNITS || {}).forEach((unit) => {
  const info = book.unitInfo(unit);
  labels[info.singular] = unit;
  labels[info.plural] = unit;
});
const amounts = [...document.querySelectorAll('.elements .item-amount[data-low]')].map((span) => ({
  name: span.closest('.item').querySelector('.item-name').textContent,
  shown: span.textContent, written: book.writtenAmount(span),
  unit: span.getAttribute('data-unit'), rest: span.getAttribute('data-rest') || ''}));
return {labels: labels, amounts: amounts, language: document.documentElement.lang.split('-')[0]};
"""


def recipe_pages(site):
    return sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, "recipes", "*.html"))
                  if not os.path.basename(p).startswith("index"))


class KitchenNumbersTest(runner.BrowserTest):
    german = None

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.sandbox = tempfile.mkdtemp(prefix="recipebook-kitchen-")
        content = os.path.join(cls.sandbox, "Content")
        shutil.copytree(GERMAN, content)
        cls.german = os.path.join(cls.sandbox, "Output")
        runner.build_book(content, cls.german)

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        shutil.rmtree(cls.sandbox, ignore_errors=True)

    def open(self, site, path):
        d = self.driver
        d.get("file://" + os.path.join(site, path))
        d.execute_script("localStorage.clear()")
        d.get("file://" + os.path.join(site, path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))

    def show(self, scale, view):
        d = self.driver
        self.tap(d.find_element(By.CSS_SELECTOR, f"[data-scale='{scale}']"))
        self.tap(d.find_element(By.CSS_SELECTOR, f"[data-units='{view}']"))

    def problems(self, page, scale, view):
        """Each amount of the page as shown now that a cook would not write, with why."""
        read = self.driver.execute_script(READ)
        found = []
        for amount in read["amounts"]:
            why = problem(amount["shown"], amount["written"], amount["rest"], amount["unit"], read["labels"],
                          view, read["language"], scale != "1")
            if why:
                found.append(f"{page} ×{scale} {view}: {amount['name']} {amount['written']!r} → {amount['shown']!r}: {why}")
        return found, len(read["amounts"])

    def check_book(self, site, scales, views):
        pages = recipe_pages(site)
        self.assertGreater(len(pages), 1, f"no recipe pages in {site}")
        found, checked = [], 0
        for page in pages:
            self.open(site, page)
            for scale in scales:
                for view in views:
                    self.show(scale, view)
                    problems, count = self.problems(page, scale, view)
                    found += problems
                    checked += count
        self.assertGreater(checked, 20, "amounts were read")
        self.assertEqual(found, [], "\n" + "\n".join(found))

    def amount(self, name):
        return self.driver.execute_script(
            "const item = [...document.querySelectorAll('.elements .item')].find((i) => "
            "i.querySelector('.item-name').textContent === arguments[0]);"
            "return item ? item.querySelector('.item-amount').textContent : null;", name)

    def test_the_checker_refuses_the_numbers_of_issue_42(self):
        labels = {"tsp": "tsp", "tbsp": "tbsp", "cup": "cup", "cups": "cup", "ml": "ml", "g": "g",
                  "EL": "tbsp", "TL": "tsp", "Tasse": "cup", "Tassen": "cup"}
        refused = [("0.62 ml", "tsp", "metric", "en"), ("44 ml", "tbsp", "metric", "de"), ("946–1065 ml", "cup", "metric", "en"),
                   ("⅜ cup", "tbsp", "us", "en"), ("⅜ Tasse", "tbsp", "original", "de"), ("¾ Tasse", "tbsp", "original", "de"),
                   ("1.25 cups", "cup", "original", "en"), ("89 ml", "cup", "metric", "en")]
        for shown, unit, view, language in refused:
            self.assertIsNotNone(problem(shown, "1 x", "", unit, labels, view, language, True), shown)
        # A US stick of butter means nothing to a metric cook, even as the recipe wrote it.
        self.assertIsNotNone(problem("1 stick", "1 stick", "", "stick", labels, "metric", "en", False))
        for shown, unit, view, language in [("6 EL", "tbsp", "original", "de"), ("480–540 g", "cup", "metric", "en"),
                                            ("½ cup", "tbsp", "original", "en"), ("a pinch", "tsp", "original", "en")]:
            self.assertIsNone(problem(shown, "1 x", "", unit, labels, view, language, True), shown)

    def test_the_sample_book_in_metric_and_us(self):
        self.check_book(SITE, ["1"], ["metric", "us"])

    def test_the_sample_book_scaled_as_written(self):
        self.check_book(SITE, ["0.5", "2", "3"], ["original"])

    def test_the_german_book_at_every_scale_and_view(self):
        self.check_book(self.german, ["0.5", "1", "2", "3"], ["original", "metric", "us"])

    def test_german_spoons_stay_spoons_in_german(self):
        self.open(self.german, "recipes/zimtsterne.html")
        self.show("3", "original")
        self.assertEqual(self.amount("Zimt"), "6 EL")
        self.open(self.german, "recipes/kartoffelsalat.html")
        self.show("3", "original")
        self.assertEqual(self.amount("Öl"), "12 EL")
        self.assertEqual(self.amount("Gemüsebrühe"), "375 ml")
        self.show("1", "metric")
        self.assertEqual(self.amount("Essig"), "3 EL")
        self.show("0.5", "original")
        self.assertEqual(self.amount("Senf"), "½ TL")

    def test_the_crumble_in_metric_has_kitchen_numbers(self):
        self.open(SITE, "recipes/grandmas-apple-crumble.html")
        self.show("1", "metric")
        self.assertEqual(self.amount("Nutmeg"), "⅛ tsp")
        self.assertEqual(self.amount("Flour"), "180 g")
        self.show("2", "original")
        self.assertEqual(self.amount("Brown sugar"), "1½ cups")


if __name__ == "__main__":
    runner.use_binary_argument(2)
    runner.run(KitchenNumbersTest)
