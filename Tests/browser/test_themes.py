#!/usr/bin/env python3
"""Browser tests of the themes' light and dark variants and of the A–Z list's layouts.

usage: python3 test_themes.py SITE_DIR      (run.sh runs it; the sample book, from disk)

On a 390 x 844 phone and a 1280 x 800 desktop, with the system in light and in dark mode:
each of the six themes shows its own colours in each mode, its text AA on its background;
the mode is picked with the keyboard; a pick from before modes existed still shows; print is
black on white. The A–Z list is short on a phone and an even grid on a desktop.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import re
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
THEMES = ["light", "dark", "blueberry", "eggplant", "mustard", "broccoli"]
SIZES = {"phone": (390, 844, True), "desktop": (1280, 800, False)}
HOME = "index.html"
RECIPE = "recipes/grandmas-apple-crumble.html"
AZ = "recipes/index.html"

# The page's colours as drawn: the body's background and text, and a link's.
COLOURS = """
const body = getComputedStyle(document.body);
const link = document.querySelector("main a");
return {bg: body.backgroundColor, text: body.color, link: link ? getComputedStyle(link).color : null,
        theme: document.documentElement.dataset.theme, mode: document.documentElement.dataset.mode};
"""


def url(path):
    return "file://" + os.path.join(SITE, path)


def rgb(css):
    return tuple(int(n) for n in re.findall(r"\d+", css)[:3])


def contrast(a, b):
    def luminance(colour):
        channels = [c / 255 for c in colour]
        r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted((luminance(rgb(a)), luminance(rgb(b))), reverse=True)
    return (high + 0.05) / (low + 0.05)


class ThemesTest(runner.BrowserTest):
    def system(self, scheme, media=""):
        """The system's light or dark mode (and print, with `media`), motion reduced as runner sets it."""
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": media, "features": [
            {"name": "prefers-color-scheme", "value": scheme},
            {"name": "prefers-reduced-motion", "value": "reduce"}]})

    def open(self, path, stored=None):
        """`path` with only `stored` (key → value) in localStorage, once recipebook.js has run."""
        d = self.driver
        d.get(url(path))
        d.execute_script("localStorage.clear()")
        for key, value in (stored or {}).items():
            d.execute_script("localStorage.setItem(arguments[0], arguments[1])", key, value)
        d.get(url(path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def colours(self):
        return self.driver.execute_script(COLOURS)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def tearDown(self):
        self.system("light")

    def test_each_theme_has_its_own_light_and_dark_colours_with_aa_text(self):
        for size, (width, height, mobile) in SIZES.items():
            self.screen(width, height, mobile=mobile)
            for page in (HOME, RECIPE):
                seen = {}
                for scheme in ("light", "dark"):
                    self.system(scheme)
                    for theme in THEMES:
                        self.open(page, {"recipebook-colours": theme})
                        shown = self.colours()
                        where = f"{theme} with the system {scheme}, {size}, {page}"
                        # Automatic: the system's mode, in the picked colours.
                        self.assertEqual((shown["theme"], shown["mode"]), (theme, scheme), where)
                        self.assertGreaterEqual(contrast(shown["text"], shown["bg"]), 4.5, where)
                        self.assertGreaterEqual(contrast(shown["link"], shown["bg"]), 4.5, where + ": a link")
                        seen[(theme, scheme)] = shown["bg"]
                for scheme in ("light", "dark"):
                    grounds = [seen[(theme, scheme)] for theme in THEMES]
                    self.assertEqual(len(set(grounds)), 6, f"{scheme} variants share a background on {page}: {grounds}")
                for theme in THEMES:
                    light, dark = rgb(seen[(theme, "light")]), rgb(seen[(theme, "dark")])
                    self.assertGreater(sum(light), 600, f"{theme}'s light variant is not light")
                    self.assertLess(sum(dark), 150, f"{theme}'s dark variant is not dark")

    def test_the_book_s_theme_follows_the_system_until_a_mode_is_picked(self):
        self.screen(1280, 800, mobile=False)
        self.system("dark")
        d = self.open(HOME)
        self.assertEqual(self.colours()["mode"], "dark")
        self.assertEqual(d.find_element(By.ID, "mode-select").get_attribute("value"), "auto")
        self.assertEqual(d.find_element(By.ID, "theme-select").get_attribute("value"), "light")
        # The system turns light while the page is open.
        self.system("light")
        self.wait(lambda: self.colours()["mode"] == "light")

    def test_a_mode_is_picked_with_the_keyboard_and_kept(self):
        for size, (width, height, mobile) in SIZES.items():
            self.screen(width, height, mobile=mobile)
            self.system("light")
            d = self.open(RECIPE, {"recipebook-colours": "mustard"})
            colours = d.find_element(By.ID, "theme-select")
            if not colours.is_displayed():
                # The header keeps the picker behind its menu button on a phone.
                d.find_element(By.CSS_SELECTOR, ".menu-toggle").send_keys(Keys.ENTER)
                self.wait(colours.is_displayed)
            d.execute_script("arguments[0].focus()", colours)
            d.switch_to.active_element.send_keys(Keys.TAB)
            mode = d.switch_to.active_element
            self.assertEqual(mode.get_attribute("id"), "mode-select", size)
            mode.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN)  # Automatic → Light → Dark
            # The mode is set at once; under load the colours may follow a frame later.
            try:
                self.wait(lambda: self.colours()["mode"] == "dark" and sum(rgb(self.colours()["bg"])) < 150)
            except Exception:
                pass  # the assertions below say what was shown instead
            shown = self.colours()
            self.assertEqual(shown["mode"], "dark", size)
            self.assertEqual(shown["theme"], "mustard", size)
            self.assertLess(sum(rgb(shown["bg"])), 150, size)
            self.assertEqual(self.js("return localStorage.getItem('recipebook-mode')"), "dark")
            # Kept on the next page, even with the system light.
            d.get(url(HOME))
            self.assertEqual((self.colours()["theme"], self.colours()["mode"]), ("mustard", "dark"), size)

    def test_a_theme_picked_before_modes_existed_still_shows(self):
        self.screen(1280, 800, mobile=False)
        self.system("light")
        # The old picker's Dark was the Classic colours in the dark.
        self.open(HOME, {"recipebook-theme": "dark"})
        shown = self.colours()
        self.assertEqual((shown["theme"], shown["mode"]), ("light", "dark"))
        self.assertEqual(self.js("return [localStorage.getItem('recipebook-colours'), localStorage.getItem('recipebook-mode'),"
                                 " localStorage.getItem('recipebook-theme')]"), ["light", "dark", None])
        self.open(HOME, {"recipebook-theme": "broccoli"})
        self.assertEqual((self.colours()["theme"], self.colours()["mode"]), ("broccoli", "light"))

    def test_print_is_black_on_white_in_a_dark_variant(self):
        self.screen(1280, 800, mobile=False)
        self.system("dark")
        self.open(RECIPE, {"recipebook-colours": "eggplant"})
        self.assertEqual(self.colours()["mode"], "dark")
        self.system("dark", media="print")
        # Chromium keeps the body's computed style until something on the page changes, and
        # under load it may take a frame or two more: wait for print's colours, then compare.
        self.js("document.documentElement.classList.add('printing')")
        printed = lambda: (rgb(self.colours()["bg"]), rgb(self.colours()["text"]))
        try:
            self.wait(lambda: printed() == ((255, 255, 255), (0, 0, 0)), timeout=5)
        except Exception:
            pass  # the assertion below says what was shown instead
        self.assertEqual(printed(), ((255, 255, 255), (0, 0, 0)))

    def test_a_to_z_is_a_short_list_on_a_phone(self):
        self.screen(390, 844, mobile=True)
        d = self.open(AZ)
        height, scroll_width, width = self.js("const e = document.documentElement;"
                                              " return [e.scrollHeight, e.scrollWidth, window.innerWidth]")
        self.assertLess(height, 2000, "the A–Z list is too long on a phone")
        self.assertLessEqual(scroll_width, width, "the A–Z page scrolls sideways")
        # Each recipe is its title and its part, one line each.
        lines = self.js("""return Array.from(document.querySelectorAll('.recipe-card')).map((card) =>
            Array.from(card.querySelectorAll('.recipe-card-title, .recipe-card-part'))
              .filter((e) => e.getClientRects().length).map((e) => e.getClientRects().length))""")
        self.assertEqual(lines, [[1, 1]] * len(lines))
        # The letters stay on the screen: a jump to the last one leaves them at the top.
        links = d.find_elements(By.CSS_SELECTOR, ".letter-nav a")
        self.js("arguments[0].scrollIntoView({inline: 'end'}); arguments[0].click()", links[-1])
        self.wait(lambda: self.js("return window.scrollY") > 0)
        top, bottom = self.js("const r = document.querySelector('.letter-nav').getBoundingClientRect(); return [r.top, r.bottom]")
        self.assertEqual(top, 0)
        target = "#" + links[-1].get_attribute("href").split("#")[1]
        heading = self.js("return document.querySelector(arguments[0] + ' h2').getBoundingClientRect().top", target)
        self.assertGreaterEqual(heading, bottom, "the letter jumped to is under the letters")

    def test_a_to_z_cards_line_up_in_rows_on_a_desktop(self):
        self.screen(1280, 800, mobile=False)
        self.open(AZ)
        rows = self.js("""const rows = {};
            document.querySelectorAll('.recipe-card').forEach((card) => {
              const box = card.getBoundingClientRect();
              const title = card.querySelector('.recipe-card-title').getBoundingClientRect();
              const key = Math.round(box.top + scrollY);
              (rows[key] = rows[key] || []).push([Math.round(box.height), Math.round(title.top - box.top)]);
            });
            return Object.values(rows).filter((row) => row.length > 1);""")
        self.assertTrue(rows, "no row of more than one card")
        photo_rows = 0
        for row in rows:
            self.assertEqual(len({height for height, _ in row}), 1, f"cards of unequal heights in a row: {row}")
            self.assertEqual(len({title for _, title in row}), 1, f"titles at different heights in a row: {row}")
            photo_rows += row[0][1] > 100
        self.assertGreater(photo_rows, 0, "no row with a photo: the sample book has photos")


if __name__ == "__main__":
    runner.run(ThemesTest)
