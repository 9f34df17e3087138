#!/usr/bin/env python3
"""Browser tests of photos in a built site (the sample book, from disk).

usage: python3 test_photos.py SITE_DIR      (run.sh runs it after test_layout.py)

The image a browser picks from a recipe photo's srcset on a phone at three device pixels to
the CSS pixel (the middle width, not the largest) and on a desktop at one and two; the first
photo loaded at once and the others lazily; card thumbnails on the home page, A-Z, parts and
tags, and none on a card without a photo; the thumbnail in search results; a portrait stored
sideways with an orientation tag shown upright.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
LANDSCAPE = "recipes/shakshuka.html"
PORTRAIT = "recipes/mushroom-risotto.html"


def url(path):
    return "file://" + os.path.join(SITE, path)


class PhotosTest(runner.BrowserTest):

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def loaded_photo(self, page, selector="figure.photo img"):
        """The first photo of `page` once loaded: [currentSrc, naturalWidth, naturalHeight]."""
        self.driver.get(url(page))
        self.js("document.querySelector(arguments[0]).scrollIntoView()", selector)
        WebDriverWait(self.driver, 8).until(lambda _: self.js(
            "const img = document.querySelector(arguments[0]); return img.complete && img.naturalWidth > 0", selector))
        return self.js("const img = document.querySelector(arguments[0]); return [img.currentSrc, img.naturalWidth, img.naturalHeight]",
                       selector)

    def test_a_phone_at_three_times_density_takes_the_middle_webp(self):
        self.screen(390, 844, 3, True)
        source, _, _ = self.loaded_photo(LANDSCAPE)
        # Not the 1600 px image that 390 x 3 = 1170 device pixels would take: phones are
        # offered up to the middle width.
        self.assertTrue(source.endswith("-960.webp"), source)

    def test_a_desktop_takes_the_width_of_its_column(self):
        self.screen(1280, 900, 1, False)
        source, _, _ = self.loaded_photo(LANDSCAPE)
        self.assertTrue(source.endswith("-960.webp"), source)
        self.screen(1280, 900, 2, False)
        source, _, _ = self.loaded_photo(LANDSCAPE)
        self.assertTrue(source.endswith("-1600.webp"), source)

    def test_the_photo_keeps_its_place_before_it_loads(self):
        self.screen(390, 844, 3, True)
        self.driver.get(url(LANDSCAPE))
        img = self.driver.find_element(By.CSS_SELECTOR, "figure.photo img")
        self.assertIsNone(self.js("return arguments[0].getAttribute('loading')", img))  # the first photo is not lazy
        ratio = self.js("const r = arguments[0].getBoundingClientRect(); return r.width / r.height", img)
        self.assertAlmostEqual(ratio, 4 / 3, places=2)

    def test_a_portrait_stored_sideways_shows_upright(self):
        self.screen(1280, 900, 1, False)
        source, width, height = self.loaded_photo(PORTRAIT)
        self.assertLess(width, height, source)
        img = self.driver.find_element(By.CSS_SELECTOR, "figure.photo img")
        self.assertLess(*self.js("return [+arguments[0].getAttribute('width'), +arguments[0].getAttribute('height')]", img))
        # Shown whole (contained in its box, not cropped to a landscape strip).
        self.assertEqual(self.js("return getComputedStyle(arguments[0]).objectFit", img), "contain")

    def test_cards_show_the_first_photo_and_cards_without_one_stay_clean(self):
        self.screen(1280, 900, 1, False)
        for page in ("index.html", "recipes/index.html", "parts/breakfast/index.html", "tags/vegetarian/index.html"):
            self.driver.get(url(page))
            cards = self.js("""
                return [...document.querySelectorAll('.recipe-card')].map((card) =>
                    [card.querySelector('.recipe-card-title').textContent, card.querySelectorAll('img').length,
                     card.querySelector('picture.recipe-card-photo source') ?
                         card.querySelector('picture.recipe-card-photo source').getAttribute('srcset') : null]);""")
            self.assertTrue(cards, page)
            with_photo = {title: srcset for title, _, srcset in cards if srcset}
            self.assertTrue(with_photo, f"{page}: no card shows a photo")
            for title, images, srcset in cards:
                self.assertEqual(images, 1 if srcset else 0, f"{page}: {title}")
                if srcset:
                    self.assertTrue(srcset.endswith("-480.webp"), f"{page}: {title}: {srcset}")
            # A card's thumbnail loads once it is scrolled to.
            self.js("document.querySelector('.recipe-card-photo img').scrollIntoView()")
            WebDriverWait(self.driver, 8).until(lambda _: self.js(
                "const img = document.querySelector('.recipe-card-photo img'); return img.complete && img.naturalWidth > 0"))
            self.assertTrue(self.js("return document.querySelector('.recipe-card-photo img').currentSrc.endsWith('.webp')"))
        self.driver.get(url("recipes/index.html"))
        titles = self.js("return [...document.querySelectorAll('.recipe-card')].filter((c) => c.querySelector('img'))"
                         ".map((c) => c.querySelector('.recipe-card-title').textContent)")
        for title in ("Shakshuka", "Mushroom Risotto", "Grandma's Apple Crumble", "Cinnamon Rolls"):
            self.assertIn(title, titles)

    def test_search_results_show_a_recipes_thumbnail(self):
        self.screen(1280, 900, 1, False)
        self.driver.get(url("index.html"))
        WebDriverWait(self.driver, 8).until(lambda _: self.js("return !!window.RecipeBook && document.readyState === 'complete'"))
        box = runner.search_box(self.driver)
        box.send_keys("shakshuka")
        WebDriverWait(self.driver, 8).until(lambda _: self.js(
            "return document.querySelectorAll('#search-results a').length > 0"))
        src = self.js("const img = document.querySelector('#search-results a img.result-photo'); return img && img.getAttribute('src')")
        self.assertTrue(src and src.endswith("-480.webp"), src)


if __name__ == "__main__":
    runner.run(PhotosTest)
