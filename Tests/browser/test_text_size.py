#!/usr/bin/env python3
"""Browser tests of the text size (issue 46): A− and A+ on a recipe page and in cook mode, of the
sample book.

usage: python3 test_text_size.py SITE_DIR   (run.sh runs it)

A+ makes a recipe's steps larger and A− smaller, by mouse and by keyboard; the size is the
same in cook mode, is kept across a reload and for other recipes of the book, stops at the
largest and smallest, leaves the header alone, and at the largest no page scrolls sideways
at 320 px, in cook mode either. Paper keeps the book's size.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
CRUMBLE = "recipes/grandmas-apple-crumble.html"
OTHERS = ("recipes/sunday-roast-chicken.html", "recipes/omas-lebkuchen.html", "recipes/tomato-soup-with-grilled-cheese.html")

FONT = "return parseFloat(getComputedStyle(document.querySelector(arguments[0])).fontSize)"


class TextSizeTest(runner.BrowserTest):
    def open(self, path, width=390, height=844, clear=False):
        d = self.driver
        self.screen(width, height, mobile=width < 700)
        d.get("file://" + os.path.join(SITE, path))
        if clear:
            d.execute_script("localStorage.clear()")
            d.get("file://" + os.path.join(SITE, path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && !!document.querySelector('.text-size')"))
        return d

    def size_of(self, selector):
        return self.driver.execute_script(FONT, selector)

    def press(self, which, scope=".recipe-tools", watch=".step-text"):
        """Presses A+ or A− and waits for `watch` to change size, unless the button is at its end:
        Chromium applies a new size at its next frame."""
        button = self.driver.find_element(By.CSS_SELECTOR, f"{scope} [data-text-{which}]")
        end = button.get_attribute("aria-disabled") == "true"
        before = self.size_of(watch)
        self.tap(button)
        if not end:
            self.wait(lambda: self.size_of(watch) != before, message=f"{which} changed no size")
        return button

    def test_a_plus_and_a_minus_change_the_steps_and_not_the_header(self):
        self.open(CRUMBLE, clear=True)
        step, header = self.size_of(".step-text"), self.size_of(".site-header")
        self.press("larger")
        self.assertGreater(self.size_of(".step-text"), step * 1.1)
        self.assertEqual(self.size_of(".site-header"), header)
        self.press("smaller")
        self.press("smaller")
        self.assertLess(self.size_of(".step-text"), step)
        group = self.driver.find_element(By.CSS_SELECTOR, ".recipe-tools .text-size")
        self.assertEqual(group.get_attribute("role"), "group")
        self.assertTrue(group.get_attribute("aria-label"))
        for button in group.find_elements(By.TAG_NAME, "button"):
            self.assertTrue(button.get_attribute("aria-label"), "a size button has no name")

    def test_the_keyboard_reaches_and_presses_them(self):
        d = self.open(CRUMBLE, clear=True)
        step = self.size_of(".step-text")
        larger = d.find_element(By.CSS_SELECTOR, ".recipe-tools [data-text-larger]")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", larger)
        d.find_element(By.CSS_SELECTOR, ".recipe-tools [data-text-smaller]").send_keys(Keys.TAB)
        self.assertEqual(d.switch_to.active_element, larger, "Tab does not go from A− to A+")
        d.switch_to.active_element.send_keys(Keys.ENTER)
        d.switch_to.active_element.send_keys(Keys.SPACE)
        self.wait(lambda: self.size_of(".step-text") > step * 1.25, message="Enter and Space did not make it two sizes larger")

    def test_the_size_is_kept_across_a_reload_and_for_other_recipes(self):
        self.open(CRUMBLE, clear=True)
        self.press("larger")
        self.press("larger")
        kept = self.size_of(".step-text")
        self.open(CRUMBLE)
        self.assertAlmostEqual(self.size_of(".step-text"), kept, delta=0.5)
        self.open(OTHERS[0])
        default = self.driver.execute_script(
            "document.documentElement.style.removeProperty('--text-size');" + FONT, ".step-text")
        self.open(OTHERS[0])
        self.assertGreater(self.size_of(".step-text"), default * 1.25)

    def test_cook_mode_has_them_and_shares_the_size(self):
        d = self.open(CRUMBLE, clear=True)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-cook-mode]"))
        self.wait(lambda: d.find_element(By.CSS_SELECTOR, ".cook-mode").is_displayed())
        step = self.size_of(".cook-step-text")
        self.press("larger", ".cook-mode", ".cook-step-text")
        self.assertGreater(self.size_of(".cook-step-text"), step * 1.1)
        d.find_element(By.CSS_SELECTOR, ".cook-mode .cook-close").click()
        self.open(CRUMBLE)
        self.assertEqual(d.execute_script("return localStorage.getItem('recipebook-text-size')"), "1.15")

    def test_the_sizes_stop_at_the_ends(self):
        d = self.open(CRUMBLE, clear=True)
        sizes = []
        for _ in range(8):
            self.press("larger")
            sizes.append(self.size_of(".step-text"))
        self.assertEqual(sizes[-1], sizes[-3], "A+ goes on growing")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".recipe-tools [data-text-larger]").get_attribute("aria-disabled"), "true")
        for _ in range(8):
            self.press("smaller")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".recipe-tools [data-text-smaller]").get_attribute("aria-disabled"), "true")

    def test_the_largest_size_never_scrolls_sideways_at_320_px(self):
        d = self.open(CRUMBLE, 320, 700, clear=True)
        for _ in range(8):
            self.press("larger")
        wide = []
        for page in (CRUMBLE,) + OTHERS:
            self.open(page, 320, 700)
            self.assertGreater(self.size_of(".step-text"), 25, "the largest size was not kept")
            if d.execute_script("return document.documentElement.scrollWidth") > 320:
                wide.append(page)
            self.tap(d.find_element(By.CSS_SELECTOR, "[data-cook-mode]"))
            self.wait(lambda: d.find_element(By.CSS_SELECTOR, ".cook-mode").is_displayed())
            for _ in range(3):
                overflow = d.execute_script("""
                    const box = document.querySelector('.cook-mode');
                    return Math.max(document.documentElement.scrollWidth, box.scrollWidth,
                        ...[...box.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)) > 320.5;""")
                if overflow:
                    wide.append(page + " in cook mode")
                d.find_element(By.CSS_SELECTOR, ".cook-mode .cook-next").click()
        self.assertEqual(wide, [])

    def test_paper_keeps_the_books_size(self):
        d = self.open(CRUMBLE, clear=True)
        screen = self.size_of(".step-text")
        for _ in range(3):
            self.press("larger")
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            printed = self.size_of(".step-text")
            d.execute_script("localStorage.clear(); document.documentElement.style.removeProperty('--text-size')")
            self.assertEqual(self.size_of(".step-text"), printed)
        finally:
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        self.assertGreater(screen, 0)


if __name__ == "__main__":
    runner.run(TextSizeTest)
