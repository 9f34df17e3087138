#!/usr/bin/env python3
"""Browser tests of the site's header on a phone and a desktop, in the six languages.

usage: python3 test_header.py SITE_DIR [RECIPEBOOK]   (run.sh runs it; RECIPEBOOK defaults to
.build/debug/recipebook, which builds the sample book again in each other language with this
repository's Templates)

The header is one row at most 64 px tall, the same on every kind of page, at 390 x 844 and
1280 x 800; no link, button or recipe pill wraps its words in any language; the menu and the
search open, work and close by keyboard, focus going where a reader expects; the theme picker
is labelled where it is seen; without scripts the links are still there.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import re
import shutil
import sys
import tempfile

import runner

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

REPOSITORY = runner.REPOSITORY
SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
PHONE = (390, 844)
DESKTOP = (1280, 800)
PAGES = ["index.html", "recipes/index.html", "recipes/grandmas-apple-crumble.html",
         "guide/writing-recipes/index.html", "shopping/index.html"]
LANGUAGES = ["en", "de", "fr", "es", "it", "nl"]
SITES = {"en": SITE}

# How many lines each element's own words take: the distinct bottoms of its text's boxes.
WRAPPED = """
const lines = (element) => {
  const bottoms = new Set();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.data.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const box of range.getClientRects()) if (box.width > 0) bottoms.add(Math.round(box.bottom));
  }
  return bottoms.size;
};
return [...document.querySelectorAll(arguments[0])]
  .filter((element) => element.getClientRects().length && lines(element) > 1)
  .map((element) => element.textContent.trim());
"""


def build_languages():
    """The sample book built again in each other language, into one temporary folder."""
    sandbox = tempfile.mkdtemp(prefix="recipebook-header-")
    for language in LANGUAGES[1:]:
        content = os.path.join(sandbox, language, "Content")
        shutil.copytree(os.path.join(REPOSITORY, "Content"), content)
        settings = os.path.join(content, "site.toml")
        with open(settings, encoding="utf-8") as file:
            text = re.sub(r'(?m)^language = .*$', f'language = "{language}"', file.read())
        with open(settings, "w", encoding="utf-8") as file:
            file.write(text)
        output = os.path.join(sandbox, language, "Output")
        SITES[language] = runner.build_book(content, output, "--templates", os.path.join(REPOSITORY, "Templates"))
    return sandbox


class HeaderTest(runner.BrowserTest):
    def open(self, path, size=PHONE, language="en"):
        self.screen(*size, mobile=size == PHONE)
        d = self.driver
        d.get("file://" + os.path.join(SITES[language], path))
        d.execute_script("localStorage.clear()")
        d.get("file://" + os.path.join(SITES[language], path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def header_height(self):
        return self.js("return document.querySelector('.site-header').getBoundingClientRect().height")

    def focused(self):
        return self.js("const e = document.activeElement; return e.id || e.className || e.tagName")

    def press(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()

    def test_the_header_is_one_row_of_one_height_on_every_kind_of_page(self):
        for size in (PHONE, DESKTOP):
            heights = {}
            for page in PAGES:
                self.open(page, size)
                heights[page] = round(self.header_height(), 1)
            for page, height in heights.items():
                self.assertLessEqual(height, 64, f"{page} at {size}: the header is {height} px tall")
            self.assertEqual(len(set(heights.values())), 1, f"at {size} the header's height changes: {heights}")

    def test_nothing_in_the_header_or_the_recipe_tools_wraps_in_any_language(self):
        wrapped = []
        for language in LANGUAGES:
            for size in (PHONE, DESKTOP):
                for page in ("recipes/grandmas-apple-crumble.html", "guide/writing-recipes/index.html"):
                    self.open(page, size, language)
                    if size == PHONE:
                        self.js("document.querySelector('.menu-toggle').click()")
                    height = self.header_height()
                    if height > 64:
                        wrapped.append(f"{language} {size} {page}: header {height} px")
                    found = self.js(WRAPPED, ".site-title, .site-nav a, .header-button, .theme-picker label, .recipe-tools button")
                    wrapped += [f"{language} {size} {page}: {text}" for text in found]
                    if self.js("return document.documentElement.scrollWidth") > size[0]:
                        wrapped.append(f"{language} {size} {page}: the page scrolls sideways")
        self.assertEqual(wrapped, [])

    def test_on_a_desktop_the_links_and_the_labelled_theme_picker_are_in_the_row(self):
        d = self.open("recipes/index.html", DESKTOP)
        self.assertFalse(d.find_element(By.CSS_SELECTOR, ".menu-toggle").is_displayed())
        links = d.find_elements(By.CSS_SELECTOR, ".site-nav a")
        self.assertEqual(len(links), 6)
        self.assertTrue(all(link.is_displayed() for link in links))
        label = d.find_element(By.CSS_SELECTOR, ".theme-picker label")
        self.assertTrue(label.is_displayed() and label.size["width"] > 20, "the theme picker's label is not seen")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "[aria-current=page]").text, "Recipes")

    def test_the_menu_opens_and_closes_by_keyboard_with_the_theme_picker_in_it(self):
        d = self.open("index.html")
        button = d.find_element(By.CSS_SELECTOR, ".menu-toggle")
        self.assertEqual(button.get_attribute("aria-controls"), "site-menu")
        self.assertEqual(button.accessible_name, "Menu")
        self.assertFalse(d.find_element(By.CSS_SELECTOR, ".site-nav a").is_displayed())
        self.press(Keys.TAB, Keys.TAB, Keys.TAB)  # the skip link, the title, the menu
        self.assertEqual(self.focused(), "header-button menu-toggle")
        self.press(Keys.ENTER)
        self.assertEqual(button.get_attribute("aria-expanded"), "true")
        links = d.find_elements(By.CSS_SELECTOR, ".site-nav a")
        self.assertTrue(all(link.is_displayed() for link in links))
        self.press(Keys.TAB)
        self.assertEqual(self.js("return document.activeElement.textContent"), "Recipes")
        self.press(*([Keys.TAB] * len(links)))
        self.assertEqual(self.focused(), "theme-select")
        label = d.find_element(By.CSS_SELECTOR, ".theme-picker label")
        self.assertTrue(label.is_displayed() and label.size["width"] > 20, "the theme picker's label is not seen")
        self.assertEqual(label.text, "Theme")
        # Down the choices until one looks other than the page does now (the next may not).
        before = self.js("return document.documentElement.dataset.theme")
        for _ in d.find_elements(By.CSS_SELECTOR, "#theme-select option"):
            self.press(Keys.ARROW_DOWN)
            if self.js("return document.documentElement.dataset.theme") != before:
                break
        self.assertNotEqual(self.js("return document.documentElement.dataset.theme"), before, "the theme did not change")
        self.assertEqual(button.get_attribute("aria-expanded"), "true", "choosing a theme closed the menu")
        self.press(Keys.ESCAPE)
        self.assertEqual(button.get_attribute("aria-expanded"), "false")
        self.assertFalse(links[0].is_displayed())
        self.assertEqual(self.focused(), "header-button menu-toggle")

    def test_tapping_elsewhere_or_tabbing_away_closes_the_menu(self):
        d = self.open("recipes/grandmas-apple-crumble.html")
        button = d.find_element(By.CSS_SELECTOR, ".menu-toggle")
        button.click()
        self.assertEqual(button.get_attribute("aria-expanded"), "true")
        self.tap(d.find_elements(By.CSS_SELECTOR, ".step-text")[-1])
        self.assertEqual(button.get_attribute("aria-expanded"), "false")
        self.js("window.scrollTo(0, 0)")
        button.click()
        ActionChains(d).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()  # to the title
        self.assertEqual(button.get_attribute("aria-expanded"), "false")

    def test_the_search_button_opens_the_field_and_escape_closes_it(self):
        d = self.open("index.html")
        toggle = d.find_element(By.CSS_SELECTOR, ".search-toggle")
        self.assertEqual(toggle.accessible_name, "Search")
        self.assertFalse(d.find_element(By.ID, "search-input").is_displayed())
        self.press(Keys.TAB, Keys.TAB, Keys.TAB, Keys.TAB)  # the skip link, the title, the menu, search
        self.assertEqual(self.focused(), "header-button search-toggle")
        self.press(Keys.ENTER)
        self.assertEqual(toggle.get_attribute("aria-expanded"), "true")
        self.assertEqual(self.focused(), "search-input")
        self.press("crumble")
        self.wait(lambda: d.find_element(By.ID, "search-results").is_displayed(), message="no results")
        self.assertIn("Apple Crumble", d.find_element(By.ID, "search-results").text)
        self.press(Keys.ESCAPE)  # the results first
        self.assertFalse(d.find_element(By.ID, "search-results").is_displayed())
        self.assertEqual(toggle.get_attribute("aria-expanded"), "true")
        self.press(Keys.ESCAPE)  # then the field
        self.assertEqual(toggle.get_attribute("aria-expanded"), "false")
        self.assertFalse(d.find_element(By.ID, "search-input").is_displayed())
        self.assertEqual(self.focused(), "header-button search-toggle")
        # "/" opens it from anywhere on the page.
        self.js("document.activeElement.blur()")
        self.press("/")
        self.assertEqual(toggle.get_attribute("aria-expanded"), "true")
        self.assertEqual(self.focused(), "search-input")

    def test_opening_one_panel_closes_the_other(self):
        d = self.open("index.html")
        menu, search = d.find_element(By.CSS_SELECTOR, ".menu-toggle"), d.find_element(By.CSS_SELECTOR, ".search-toggle")
        menu.click()
        search.click()
        self.assertEqual([menu.get_attribute("aria-expanded"), search.get_attribute("aria-expanded")], ["false", "true"])
        menu.click()
        self.assertEqual([menu.get_attribute("aria-expanded"), search.get_attribute("aria-expanded")], ["true", "false"])

    def test_without_scripts_the_links_are_there_and_no_button_that_does_nothing(self):
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            for size in (PHONE, DESKTOP):
                self.screen(*size, mobile=size == PHONE)
                self.driver.get("file://" + os.path.join(SITE, "recipes/grandmas-apple-crumble.html"))
                links = self.driver.find_elements(By.CSS_SELECTOR, ".site-nav a")
                self.assertEqual(len(links), 6)
                self.assertTrue(all(link.is_displayed() for link in links), f"a link is hidden at {size}")
                shown = [b.get_attribute("class") for b in self.driver.find_elements(By.CSS_SELECTOR, ".header-button") if b.is_displayed()]
                self.assertEqual(shown, [], f"buttons that need scripts are shown at {size}")
                self.assertEqual(self.js("return document.documentElement.scrollWidth"), size[0])
        finally:
            self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


if __name__ == "__main__":
    if not os.path.exists(os.path.join(SITE, PAGES[2])):
        print(f"{SITE} holds no sample book: build it first")
        sys.exit(2)
    runner.use_binary_argument(2)
    folder = build_languages()
    try:
        runner.run(HeaderTest)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
