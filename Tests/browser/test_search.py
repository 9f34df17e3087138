#!/usr/bin/env python3
"""Search on the sample book, opened from disk, forgives a typo (issue 42).

usage: python3 test_search.py SITE_DIR      (run.sh runs it on the sample book)

Typing a word with a letter left out, swapped or changed still finds the recipe, below the
recipes the words find as typed; a short word is taken as typed. The rules themselves are
checked against a plain reference on every entry by search_cases.js.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import runner

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from site_pages import RECIPE, SitePages


class SearchTypoTest(SitePages):

    def results(self, query):
        """Types `query` into the search box of a recipe page and returns the titles shown once
        the results (or "No results") appear for it."""
        d = self.open(RECIPE)
        box = runner.search_box(d)
        box.click()
        # The whole query at once, as pasted: typed a key at a time, a slow machine may show
        # the results of its first letters, which are not what is tested here.
        self.js("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", box, query)
        shown = lambda: d.find_element(By.ID, "search-results").is_displayed() and self.js(
            "return document.querySelectorAll('#search-results li').length") > 0
        try:
            self.wait(shown, 6)
        except TimeoutException:
            self.fail(f"searching {query!r} shows nothing, not even 'No results'")
        return self.js("return [...document.querySelectorAll('#search-results a .result-title')].map(e => e.innerText)")

    def test_a_swapped_letter_finds_the_crumble(self):
        self.assertIn("Grandma's Apple Crumble", self.results("crumbel"))

    def test_a_left_out_letter_finds_the_cookies(self):
        titles = self.results("choclate chip")
        self.assertEqual(titles[:1], ["Chocolate Chip Cookies"], titles)

    def test_two_typos_in_a_long_word_find_the_recipe(self):
        # "buttermilk" with one letter left out and another changed.
        self.assertIn("Buttermilk Pancakes", self.results("butermilc"))

    def test_typos_ignore_accents_as_exact_words_do(self):
        # "Brûlée" folds to "brulee"; one letter changed still finds it.
        self.assertIn("Crème Brûlée", self.results("creme brulle"))

    def test_recipes_found_as_typed_come_before_those_found_through_a_typo(self):
        # "crust" is in these three as typed; "custard" is one letter from it (the "r" left
        # out of "crust" makes "cust"), so Vanilla Custard is found too, but only after them.
        titles = self.results("crust")
        self.assertEqual(sorted(titles[:3]), ["Pie Crust", "Pumpkin Pie", "Shakshuka"], titles)
        self.assertIn("Vanilla Custard", titles[3:])

    def test_one_typo_in_each_of_two_words(self):
        self.assertEqual(self.results("pizze dougj")[:1], ["Pizza Dough"])

    def test_a_short_word_with_a_typo_finds_nothing(self):
        # "chai" with its last letter changed: four letters are taken as typed.
        self.assertEqual(self.results("chax"), [])


if __name__ == "__main__":
    runner.run(SearchTypoTest)
