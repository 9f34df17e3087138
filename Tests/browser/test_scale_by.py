#!/usr/bin/env python3
"""Browser tests of scaling by what you have and by your pan, and of the scale kept per recipe,
on the sample book's Banana Bread (`> Loaf pan: 9x5 in`) and Grandma's Apple Crumble (serves 6),
opened from disk at a phone's size.

usage: python3 test_scale_by.py SITE_DIR [RECIPEBOOK]   (RECIPEBOOK builds the German book, default
.build/debug/recipebook; run.sh runs it). SCREENSHOTS=DIR keeps pictures.

A small German book (built with .build/debug/recipebook) reads `4 EL`, `0,5 kg` and `375 Gramm`,
and its `Form: 26 cm rund`.

A tap on an amount opens a field under its item; "3" eggs of one, 360 g or 0,36 kg of 1.5 cups
of flour, 1,5 kg of 1 kg of apples scale the recipe (buttons and servings follow); grams of
bananas counted without a unit are refused with a message. "Your pan" scales by the areas of
the pans. The scale comes back after a reload, goes to the shopping list, and ×1 forgets it.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import json
import os
import shutil
import sys
import tempfile
import unittest

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

SITE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
BREAD = "recipes/banana-bread.html"
CRUMBLE = "recipes/grandmas-apple-crumble.html"
SHOTS = os.environ.get("SCREENSHOTS")


class RecipePage(runner.BrowserTest):
    """A recipe page opened from disk at a phone's width, and its items; no tests of its own."""
    site = SITE

    def open(self, path, clear=True, width=390):
        d = self.driver
        self.screen(width, 844)
        d.get("file://" + os.path.join(self.site, path))
        if clear:
            d.execute_script("localStorage.clear()")
            d.get("file://" + os.path.join(self.site, path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def item(self, name):
        """The item `name`, as written: "Egg" also when the page counts "Eggs"."""
        for item in self.driver.find_elements(By.CSS_SELECTOR, ".recipe .elements > .item"):
            shown = item.find_element(By.CSS_SELECTOR, ".item-name")
            if (shown.get_attribute("data-one") or shown.get_attribute("textContent")) == name:
                return item
        self.fail(f"no item {name}")

    def amount(self, name):
        return self.item(name).find_element(By.CSS_SELECTOR, ".item-amount").get_attribute("textContent")

    def scale(self):
        return self.driver.execute_script("return RecipeBook.currentScale()")

    def pressed(self):
        return [b.text for b in self.driver.find_elements(By.CSS_SELECTOR, "[data-scale][aria-pressed='true']")]

    def have(self, name, typed):
        """Taps `name`'s amount and types `typed` in the field it opens; returns the field."""
        trigger = self.item(name).find_element(By.CSS_SELECTOR, ".have-trigger")
        self.tap(trigger)
        field = self.wait(lambda: self.item(name).find_element(By.CSS_SELECTOR, ".have-input"))
        self.assertEqual(self.driver.switch_to.active_element, field, "the field takes focus")
        field.send_keys(typed, Keys.ENTER)
        return field



class ScaleByTest(RecipePage):
    def test_three_eggs_scale_the_recipe_by_three(self):
        d = self.open(BREAD)
        self.have("Egg", "3 eggs")
        self.assertAlmostEqual(self.scale(), 3)
        self.assertEqual(self.pressed(), ["×3"])
        self.assertEqual(self.amount("Bananas"), "9–12")
        self.assertFalse(self.item("Egg").find_element(By.CSS_SELECTOR, "input.check").is_selected(),
                         "a tap on the amount does not tick the item off")
        self.assertFalse(d.find_element(By.CSS_SELECTOR, ".have-form").is_displayed(), "the field closes")
        if SHOTS:
            d.save_screenshot(os.path.join(SHOTS, "scale-by-eggs.png"))

    def test_a_weight_of_flour_scales_cups_of_flour(self):
        self.open(BREAD)
        self.have("Flour", "360 g")
        self.assertAlmostEqual(self.scale(), 2, places=3, msg="1.5 cups of flour weigh 180 g by the kitchen rules")
        self.have("Flour", "0,27 kg")
        self.assertAlmostEqual(self.scale(), 1.5, places=3)
        self.assertEqual(self.pressed(), [], "no button is ×1.5")
        self.have("Sugar", "½ cup")
        self.assertAlmostEqual(self.scale(), 2 / 3, places=3)

    def test_what_cannot_be_compared_is_said_and_scales_nothing(self):
        d = self.open(BREAD)
        field = self.have("Bananas", "200 g")
        message = self.item("Bananas").find_element(By.CSS_SELECTOR, ".have-message")
        self.assertIn("cannot be compared", message.text)
        self.assertEqual(field.get_attribute("aria-invalid"), "true")
        self.assertEqual(self.scale(), 1)
        if SHOTS:
            d.save_screenshot(os.path.join(SHOTS, "scale-by-refused.png"))
        field.send_keys(Keys.ESCAPE)
        trigger = self.item("Bananas").find_element(By.CSS_SELECTOR, ".have-trigger")
        self.assertEqual(d.switch_to.active_element, trigger, "Escape closes the field, focus back on the amount")
        self.assertEqual(trigger.get_attribute("aria-expanded"), "false")

    def test_the_keyboard_opens_the_field_and_servings_follow(self):
        d = self.open(CRUMBLE)
        trigger = self.item("Apples").find_element(By.CSS_SELECTOR, ".have-trigger")
        d.execute_script("arguments[0].focus()", trigger)
        trigger.send_keys(Keys.ENTER)
        field = self.wait(lambda: self.item("Apples").find_element(By.CSS_SELECTOR, ".have-input"))
        label = d.find_element(By.CSS_SELECTOR, f"label[for='{field.get_attribute('id')}']")
        self.assertEqual(label.text, "Apples: how much do you have?")
        field.send_keys("1,5 kg", Keys.ENTER)
        self.assertAlmostEqual(self.scale(), 1.5)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "[data-servings-input]").get_attribute("value"), "9")
        self.screen(320, 700)
        self.tap(self.item("Apples").find_element(By.CSS_SELECTOR, ".have-trigger"))
        self.assertLessEqual(d.execute_script("return document.documentElement.scrollWidth"), 320,
                             "no sideways scroll at 320 px with the field open")

    def test_your_pan_scales_by_the_ratio_of_areas(self):
        d = self.open(BREAD)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".recipe").get_attribute("data-pan"), "rectangle 22.86 12.7 in")
        toggle = d.find_element(By.CSS_SELECTOR, ".pan-open")
        self.assertEqual(toggle.text, "Your pan")
        self.tap(toggle)
        form = d.find_element(By.CSS_SELECTOR, ".pan-form")
        self.assertTrue(form.is_displayed())
        self.assertEqual(form.find_element(By.CSS_SELECTOR, ".pan-recipe").text, "This recipe's pan: 9 × 5 in")
        width, length = form.find_elements(By.CSS_SELECTOR, ".pan-field input")
        length.clear()
        length.send_keys("10", Keys.ENTER)
        self.assertAlmostEqual(self.scale(), 2, places=3, msg="9 × 10 in holds twice 9 × 5 in")
        self.assertEqual(self.pressed(), ["×2"])
        Select(form.find_element(By.CSS_SELECTOR, "select[id^='pan-shape']")).select_by_value("round")
        Select(form.find_element(By.CSS_SELECTOR, "select[id^='pan-unit']")).select_by_value("cm")
        self.assertFalse(length.is_displayed(), "a round pan has one size")
        width.clear()
        width.send_keys("20", Keys.ENTER)
        self.assertAlmostEqual(self.scale(), 3.14159265 * 100 / (22.86 * 12.7), places=3)
        if SHOTS:
            d.save_screenshot(os.path.join(SHOTS, "scale-by-pan.png"))
        width.send_keys(Keys.ESCAPE)
        self.assertFalse(form.is_displayed(), "Escape closes it")
        self.assertEqual(d.switch_to.active_element, toggle)

    def test_the_scale_is_kept_per_recipe_and_forgotten_by_times_one(self):
        d = self.open(BREAD)
        self.have("Egg", "2")
        self.open(BREAD, clear=False)
        self.assertAlmostEqual(self.scale(), 2, msg="the scale comes back after a reload")
        self.assertEqual(self.pressed(), ["×2"])
        self.assertEqual(self.amount("Egg"), "2")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-cook-mode]"))
        overlay = self.wait(lambda: d.find_element(By.CSS_SELECTOR, ".cook-mode"))
        for _ in range(2):
            overlay.find_element(By.CSS_SELECTOR, ".cook-next").click()
        items = {row.find_element(By.CSS_SELECTOR, ".item-name").text: row.find_element(By.CSS_SELECTOR, ".item-amount").text
                 for row in overlay.find_elements(By.CSS_SELECTOR, ".cook-item")}
        self.assertEqual(items.get("Eggs"), "2", f"cook mode shows the kept scale: {items}")
        overlay.find_element(By.CSS_SELECTOR, ".cook-close").click()
        self.open(CRUMBLE, clear=False)
        self.assertEqual(self.scale(), 1, "another recipe keeps its own scale")
        self.open(BREAD, clear=False)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-add-to-list]"))
        shopping = json.loads(d.execute_script("return localStorage.getItem('recipebook-shopping')"))
        self.assertEqual([r["multiplier"] for r in shopping["recipes"]], [2], "the list adds the kept scale")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='1']"))
        self.open(BREAD, clear=False)
        self.assertEqual(self.scale(), 1, "×1 forgets it")
        self.assertEqual(self.amount("Egg"), "1")
        self.assertIsNone(d.execute_script("return localStorage.getItem('recipebook-scale:banana-bread')"))


GERMAN_RECIPE = """# Marmorkuchen

> Form: 26 cm rund

- Mehl | 250 g |
- Zucker | 2 EL |
- Eier | 4 |

Alles verrühren und 50 Minuten backen.
"""


def build_german():
    """A German book of one cake, built in a fresh folder; returns (folder, its site)."""
    sandbox = tempfile.mkdtemp(prefix="recipebook-scale-by-")
    content = os.path.join(sandbox, "Content")
    os.makedirs(os.path.join(content, "recipes"))
    with open(os.path.join(content, "site.toml"), "w", encoding="utf-8") as toml:
        toml.write('title = "Backbuch"\nlanguage = "de"\n')
    with open(os.path.join(content, "recipes", "Marmorkuchen.recipe"), "w", encoding="utf-8") as recipe:
        recipe.write(GERMAN_RECIPE)
    output = os.path.join(sandbox, "Output")
    return sandbox, runner.build_book(content, output)


class GermanScaleByTest(RecipePage):
    """The same field and pan in a book in German: its words, units and decimal comma."""
    site = None

    def test_german_units_and_the_german_pan_note(self):
        d = self.open("recipes/marmorkuchen.html")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".recipe").get_attribute("data-pan"), "round 26 cm")
        self.have("Zucker", "4 EL")
        self.assertAlmostEqual(self.scale(), 2)
        self.assertEqual(self.amount("Mehl"), "500 g")
        self.have("Mehl", "0,5 kg")
        self.assertAlmostEqual(self.scale(), 2)
        field = self.have("Mehl", "375 Gramm")
        self.assertAlmostEqual(self.scale(), 1.5)
        self.assertEqual(self.amount("Zucker"), "3 EL")
        label = d.find_element(By.CSS_SELECTOR, f"label[for='{field.get_attribute('id')}']")
        self.assertEqual(label.get_attribute("textContent"), "Mehl: Wie viel haben Sie?")
        toggle = d.find_element(By.CSS_SELECTOR, ".pan-open")
        self.assertEqual(toggle.text, "Ihre Form")
        self.tap(toggle)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".pan-recipe").text, "Form im Rezept: Ø 26 cm")


if __name__ == "__main__":
    if not SITE:
        print(__doc__)
        sys.exit(2)
    ScaleByTest.site = SITE
    runner.use_binary_argument(2)
    sandbox, GermanScaleByTest.site = build_german()
    try:
        suite = unittest.TestSuite()
        for case in (ScaleByTest, GermanScaleByTest):
            suite.addTests(unittest.defaultTestLoader.loadTestsFromTestCase(case))
        result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
        failed = len(result.failures) + len(result.errors)
        print(f"{result.testsRun - failed} passed, {failed} failed")
        sys.exit(1 if failed or not result.testsRun else 0)
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)
