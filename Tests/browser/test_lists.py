#!/usr/bin/env python3
"""Browser tests of a built site's lists (the sample book), opened from disk.

usage: python3 test_lists.py SITE_DIR      (run.sh runs it)

The Shopping list page (adding recipes, merged lines and their words, ticks, a store's order, removing,
clearing), a printed plan's ticks, lists in columns that start each column under a heading,
and the index of ingredients reached with the keyboard from the contents.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import re
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from site_pages import RECIPE, SHOPPING, SITE, SitePages


class ListsTest(SitePages):
    # --- shopping lists

    def test_two_recipes_added_make_merged_lines_on_the_shopping_list(self):
        d = self.open(RECIPE)  # Grandma's Apple Crumble, made twice
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
        self.add_to_list()
        self.assertIn("×2", d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text)
        self.open("recipes/pie-crust.html", fresh=False)
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

    def test_the_shopping_list_follows_the_units_picked_on_a_recipe_page(self):
        d = self.open("recipes/pie-crust.html")
        self.add_to_list()
        self.assertEqual(self.open(SHOPPING, fresh=False) and self.shopping_lines()["Flour"][0], "2½ cups")
        # Metric weighs the dry cups by the kitchen rules (120 g a cup of flour), as the recipe page does.
        self.open("recipes/pie-crust.html", fresh=False)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
        self.open(SHOPPING, fresh=False)
        self.assertEqual(self.shopping_lines()["Flour"][0], "300 g")

    def test_a_printed_plan_list_keeps_its_ticks(self):
        d = self.open("plans/big-family-weekend/index.html")
        lines = d.find_elements(By.CSS_SELECTOR, ".shopping-line")
        self.assertEqual(len(lines), 40)
        box = lines[3].find_element(By.CSS_SELECTOR, "input.shop-check")
        self.tap(lines[3].find_element(By.CSS_SELECTOR, "label"))
        self.assertTrue(box.is_selected())
        self.reload()
        box = d.find_elements(By.CSS_SELECTOR, ".shopping-line")[3].find_element(By.CSS_SELECTOR, "input.shop-check")
        self.assertTrue(box.is_selected(), "tick lost after a reload")
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "[data-print]").is_displayed())

    # --- lists in columns: every column starts under a heading

    def test_a_printed_list_in_columns_starts_each_column_under_a_heading(self):
        for path in ("plans/big-family-weekend/corner-market/index.html", "plans/big-family-weekend/index.html"):
            self.open(path)
            for media in ("", "print"):
                self.assert_columns_start_under_headings(".shopping-sections", ".shopping-section-title", ".shopping-line", media)

    def test_the_shopping_page_in_columns_starts_each_column_under_a_heading(self):
        for slug in ("beef-chili", "salmon-with-dill-potatoes", "shakshuka", "chicken-curry", "sunday-roast-chicken",
                     "potato-salad", "tomato-soup-with-grilled-cheese"):
            self.open(f"recipes/{slug}.html", fresh=slug == "beef-chili")
            self.add_to_list()
        d = self.open(SHOPPING, fresh=False)
        # The list is cut once near its middle: the section cut there goes on under a "(continued)"
        # heading, the only one, at the top of the second column (checked below).
        titles = [h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")]
        self.assertEqual([title for title in titles if title.endswith("(continued)")], ["Pantry (continued)"])
        for media in ("", "print"):
            self.assert_columns_start_under_headings("[data-shopping-sections]", ".shopping-section-title", ".shopping-line", media)
        # Every word of an amount note is on the list: 'Dill | 1/2 to 1 tsp dill weed'.
        dill = self.shopping_lines()["Dill"][3]
        self.assertEqual(dill.find_element(By.CSS_SELECTOR, ".line-words").text, "(dill weed)")

    def test_merged_lines_keep_the_words_of_each_amount(self):
        # Chicken Stock asks for '1 large' onion, the tomato soup for '1': one line, its words kept.
        for slug in ("chicken-stock", "tomato-soup-with-grilled-cheese"):
            self.open(f"recipes/{slug}.html", fresh=slug == "chicken-stock")
            self.add_to_list()
        d = self.open(SHOPPING, fresh=False)
        # Two onions are named in the plural, as the plan's page names them.
        onions = [li for li in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-line")
                  if li.find_element(By.CSS_SELECTOR, ".line-name").text in ("Onion", "Onions")]
        self.assertEqual([li.find_element(By.CSS_SELECTOR, ".line-name").text for li in onions], ["Onions"])
        self.assertEqual(onions[0].find_element(By.CSS_SELECTOR, ".line-amount").text, "2")
        self.assertEqual(onions[0].find_element(By.CSS_SELECTOR, ".line-words").text, "(1 large)")
        # The plan's page, made by the build, merges them the same way, its count in the plural.
        self.open("plans/week-of-soups/index.html")
        onions = [li for li in d.find_elements(By.CSS_SELECTOR, ".shopping-line")
                  if li.find_element(By.CSS_SELECTOR, ".line-name").text in ("Onion", "Onions")]
        self.assertEqual([li.find_element(By.CSS_SELECTOR, ".line-name").text for li in onions], ["Onions"])
        self.assertEqual([li.find_element(By.CSS_SELECTOR, ".line-words").text for li in onions], ["(2 large)"])

    def test_the_ingredient_index_starts_each_column_under_a_letter(self):
        self.open("ingredients/index.html")
        self.assert_columns_start_under_headings(".ingredient-index", ".index-letter", "dt, dd")

    def test_the_keyboard_reaches_an_ingredients_recipes_from_the_contents(self):
        d = self.open("contents/index.html")
        link = d.find_element(By.CSS_SELECTOR, ".toc-links a")
        self.js("arguments[0].focus()", link)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        self.wait(lambda: d.current_url.endswith("/ingredients/index.html"))
        butter = d.find_element(By.CSS_SELECTOR, ".ingredient-index dt a[href='butter.html']")
        self.js("arguments[0].focus()", butter)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        self.wait(lambda: d.current_url.endswith("/ingredients/butter.html"))
        recipes = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, ".ingredient-recipes a")]
        self.assertEqual(len(recipes), int(d.find_element(By.CSS_SELECTOR, ".ingredient-page .count").text.split()[0]))
        self.assertTrue(all(re.search(r"/recipes/[^/]+\.html$", r) for r in recipes), "file:// links open pages")
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, "nav.pager"), "one page: no pager")


if __name__ == "__main__":
    if not os.path.isfile(os.path.join(SITE, RECIPE)):
        print(f"{SITE} holds no {RECIPE}: build the sample book first")
        sys.exit(2)
    runner.run(ListsTest)
