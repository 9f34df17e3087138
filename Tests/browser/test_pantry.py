#!/usr/bin/env python3
"""Browser tests of "What can I make?" on the index of ingredients (issue 46), from file://.

usage: python3 test_pantry.py SITE_DIR   (run.sh runs it)

Water, salt and pepper start ticked; ticking every other ingredient of a recipe lists it under
"Ready to make", unticking one of them moves it to "One thing more" with that ingredient
named; the ticks are kept across a reload and "Clear ticks" brings back the staples alone.
The boxes work with the keyboard and are named, and the index scrolls no page sideways on a
phone. The recipes' ingredients come from the page's own data, checked against the ingredient
pages the build wrote.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import json
import os
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
INDEX = "ingredients/index.html"


class PantryTest(runner.BrowserTest):
    def open(self, width=1280, height=900, clear=True):
        d = self.driver
        self.screen(width, height, mobile=width < 700)
        d.get("file://" + os.path.join(SITE, INDEX))
        if clear:
            d.execute_script("localStorage.clear()")
            d.get("file://" + os.path.join(SITE, INDEX))
        self.wait(lambda: d.execute_script("return !!document.querySelector('.pantry')"), message="no What can I make")
        return d

    def data(self):
        """ingredients/pantry.js's data, each recipe made {title, slug, uses} from its row."""
        data = json.loads(self.driver.execute_script("return JSON.stringify(window.RECIPEBOOK_PANTRY)"))
        data["recipes"] = [{"title": title, "slug": slug, "uses": uses} for title, slug, uses in data["recipes"]]
        return data

    def box(self, slug):
        return self.driver.find_element(By.CSS_SELECTOR, f"input.have-check[data-have='{slug}']")

    def listed(self):
        """{group title: [(recipe title, what it still needs)]} as the panel shows them."""
        groups = {}
        for group in self.driver.find_elements(By.CSS_SELECTOR, ".pantry-group"):
            rows = []
            for item in group.find_elements(By.CSS_SELECTOR, "li"):
                missing = item.find_elements(By.CSS_SELECTOR, ".pantry-missing")
                rows.append((item.find_element(By.TAG_NAME, "a").text, missing[0].text if missing else ""))
            groups[group.find_element(By.TAG_NAME, "h3").text] = rows
        return groups

    def a_small_recipe(self):
        """The recipe of the sample book with the fewest ingredients beyond the staples (at least two)."""
        data = self.data()
        staples = set(data["staples"])
        recipes = [r for r in data["recipes"] if len(set(r["uses"]) - staples) >= 2]
        recipe = min(recipes, key=lambda r: len(set(r["uses"]) - staples))
        return recipe, [data["ingredients"][n] for n in recipe["uses"] if n not in staples]

    def test_the_staples_start_ticked(self):
        self.open()
        data = self.data()
        staples = [data["ingredients"][n] for n in data["staples"]]
        self.assertIn("salt", staples)
        self.assertIn("water", staples)
        ticked = [b.get_attribute("data-have") for b in self.driver.find_elements(By.CSS_SELECTOR, "input.have-check:checked")]
        self.assertEqual(sorted(ticked), sorted(staples))
        self.assertNotIn("flour", staples)

    def test_a_recipe_is_ready_when_all_it_needs_is_ticked_and_one_short_without_one(self):
        d = self.open()
        recipe, needs = self.a_small_recipe()
        for slug in needs:
            self.tap(self.box(slug))
        self.assertIn((recipe["title"], ""), self.listed().get("Ready to make", []))
        self.tap(self.box(needs[0]))
        name = d.find_element(By.CSS_SELECTOR, f"dt:has(input[data-have='{needs[0]}']) a").text
        self.assertIn((recipe["title"], f"needs {name}"), self.listed().get("One thing more", []))
        self.assertNotIn(recipe["title"], [title for title, _ in self.listed().get("Ready to make", [])])
        # The ready recipes come first, and each link opens the recipe.
        titles = [h.text for h in d.find_elements(By.CSS_SELECTOR, ".pantry-group h3")]
        self.assertEqual(titles[-1], "One thing more")
        link = d.find_element(By.CSS_SELECTOR, ".pantry-group li a")
        self.assertTrue(link.get_attribute("href").endswith(".html"), "a link from disk opens a file")
        status = d.find_element(By.CSS_SELECTOR, ".pantry-status").text
        self.assertIn("One thing more: ", status)

    def test_ticks_are_kept_across_a_reload_and_cleared_back_to_the_staples(self):
        self.open()
        recipe, needs = self.a_small_recipe()
        for slug in needs:
            self.tap(self.box(slug))
        self.tap(self.box("salt"))
        self.open(clear=False)
        self.assertTrue(all(self.box(slug).is_selected() for slug in needs), "a tick was lost")
        self.assertFalse(self.box("salt").is_selected(), "an unticked staple came back")
        self.assertIn(recipe["title"], [t for rows in self.listed().values() for t, _ in rows])
        self.tap(self.driver.find_element(By.CSS_SELECTOR, ".pantry-clear"))
        self.assertTrue(self.box("salt").is_selected())
        self.assertFalse(any(self.box(slug).is_selected() for slug in needs))
        self.assertEqual(self.listed(), {})

    def test_the_keyboard_ticks_and_every_box_is_named(self):
        d = self.open()
        recipe, needs = self.a_small_recipe()
        box = self.box(needs[0])
        d.execute_script("arguments[0].focus()", box)
        d.switch_to.active_element.send_keys(Keys.SPACE)
        self.assertTrue(box.is_selected())
        unnamed = d.execute_script(
            "return [...document.querySelectorAll('input.have-check')].filter((b) => !b.getAttribute('aria-label')).length")
        self.assertEqual(unnamed, 0)
        self.assertIn(d.find_element(By.CSS_SELECTOR, f"dt:has(input[data-have='{needs[0]}']) a").text, box.get_attribute("aria-label"))

    def test_the_data_agrees_with_the_ingredient_pages(self):
        self.open()
        data = self.data()
        for recipe in data["recipes"][:6]:
            for number in recipe["uses"]:
                page = os.path.join(SITE, "ingredients", data["ingredients"][number] + ".html")
                with open(page, encoding="utf-8") as file:
                    self.assertIn(f"recipes/{recipe['slug']}.html", file.read(), page)

    def test_a_phone_ticks_without_sideways_scrolling(self):
        d = self.open(390, 844)
        recipe, needs = self.a_small_recipe()
        for slug in needs:
            self.tap(self.box(slug))
        for width in (320, 390):
            self.screen(width, 700)
            self.assertLessEqual(d.execute_script("return document.documentElement.scrollWidth"), width)
        bar = d.find_element(By.CSS_SELECTOR, ".pantry-bar")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", self.box(needs[-1]))
        self.assertTrue(bar.is_displayed())
        bottom = d.execute_script("return arguments[0].getBoundingClientRect().bottom", bar)
        self.assertAlmostEqual(bottom, 700, delta=1, msg="the bar is not at the foot of the screen")


if __name__ == "__main__":
    runner.run(PantryTest)
