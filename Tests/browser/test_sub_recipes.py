#!/usr/bin/env python3
"""Browser tests of recipes inside recipes, on the built sample book: its Pumpkin Pie uses its
Pie Crust as a sub-recipe (one batch).

usage: python3 test_sub_recipes.py SITE_DIR   (run.sh runs it)

Adding the pie to the list from its page puts the crust's flour and butter on the Shopping
list page, scaled with the pie; with the page's toggle off the crust is one line; the
recipe's own list link follows the toggle; the crust's link on the pie's page opens it at the
pie's scale. Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import runner
from site_pages import SHOPPING, SitePages

from selenium.webdriver.common.by import By

PIE = "recipes/pumpkin-pie.html"


class SubRecipesTest(SitePages):
    def toggle(self):
        return self.driver.find_element(By.CSS_SELECTOR, "[data-expand-sub-recipes]")

    def scale(self, factor):
        self.tap(self.driver.find_element(By.CSS_SELECTOR, f"[data-scale='{factor}']"))

    def open_list(self):
        self.open(SHOPPING, fresh=False)
        self.wait(lambda: self.shopping_lines())
        return self.shopping_lines()

    def test_the_pie_brings_its_crusts_flour_and_butter(self):
        self.open(PIE)
        label = self.driver.find_element(By.CSS_SELECTOR, ".sub-recipe-toggle")
        self.assertEqual(label.text.strip(), "List the ingredients of Pie Crust")
        self.assertTrue(self.toggle().is_selected(), "the crust is listed as its items unless asked otherwise")
        self.scale("2")
        self.add_to_list()
        lines = self.open_list()
        # Two pies, one batch of crust each: twice its 2½ cups of flour and 2 sticks of butter.
        self.assertEqual(lines["Flour"][:2], ("5 cups", "(Pie Crust ×2)"))
        self.assertEqual(lines["Butter"][:2], ("4 sticks", "(Pie Crust ×2)"))
        self.assertEqual(lines["Salt"][:2], ("1 tbsp", "(Pie Crust ×2, Pumpkin Pie ×2)"))
        self.assertNotIn("Pie Crust", lines)
        self.assertIn("Eggs", lines)

    def test_with_the_toggle_off_the_crust_is_one_line(self):
        self.open(PIE)
        self.tap(self.toggle())
        self.assertFalse(self.toggle().is_selected())
        self.add_to_list()
        self.reload()  # the choice is kept for this recipe
        self.assertFalse(self.toggle().is_selected())
        lines = self.open_list()
        self.assertEqual(lines["Pie Crust"][:2], ("1", "(Pumpkin Pie)"))
        self.assertNotIn("Flour", lines)
        self.assertNotIn("Butter", lines)

    def test_the_recipes_own_list_follows_the_toggle(self):
        d = self.open(PIE)
        link = d.find_element(By.CSS_SELECTOR, "[data-recipe-list]")
        self.tap(link)
        self.wait(lambda: self.shopping_lines())
        self.assertEqual(self.shopping_lines()["Flour"][0], "2½ cups")
        self.open(PIE, fresh=False)
        self.tap(self.toggle())
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-recipe-list]"))
        self.wait(lambda: "Pie Crust" in self.shopping_lines())
        self.assertNotIn("Flour", self.shopping_lines())

    def test_the_crusts_link_opens_it_at_the_pies_scale(self):
        d = self.open(PIE)
        link = d.find_element(By.CSS_SELECTOR, ".elements > .item .item-name a.sub-recipe")
        self.assertEqual(link.text, "Pie Crust")
        self.assertTrue(link.get_attribute("href").endswith("recipes/pie-crust.html"), link.get_attribute("href"))
        self.scale("3")
        self.assertEqual(link.text, "Pie Crusts")  # three batches now
        self.assertTrue(link.get_attribute("href").endswith("recipes/pie-crust.html#scale=3"), link.get_attribute("href"))
        self.tap(link)
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        self.assertTrue(d.current_url.endswith("pie-crust.html#scale=3"))
        self.wait(lambda: d.find_element(By.CSS_SELECTOR, "[data-scale='3']").get_attribute("aria-pressed") == "true")
        flour = d.execute_script(
            "return Array.from(document.querySelectorAll('.elements > .item'))"
            ".find((item) => item.querySelector('.item-name').textContent === 'Flour').querySelector('.item-amount').textContent")
        self.assertEqual(flour, "7½ cups")
        # Back at ×1 the link is the plain address again.
        self.open(PIE, fresh=False)
        self.scale("3")
        self.scale("1")
        link = d.find_element(By.CSS_SELECTOR, ".elements > .item .item-name a.sub-recipe")
        self.assertTrue(link.get_attribute("href").endswith("recipes/pie-crust.html"), link.get_attribute("href"))
        self.assertEqual(link.text, "Pie Crust")


if __name__ == "__main__":
    runner.run(SubRecipesTest)
