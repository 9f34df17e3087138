#!/usr/bin/env python3
"""Search in a book of ten thousand recipes, from disk: a first search downloads at most 500 KB.

usage: python3 test_search_big.py SITE_DIR
       (SITE_DIR built from `make_corpus.py DIR --recipes 10000 --chapters 200 --seed 1`;
       scripts/test makes it)

From a recipe page opened at file://, searching the recipe's title, the title with a typo, the
title with one of its ingredients, and a tag finds it (or the tag) among the results, an
ingredient alone fills the results, and the search files the page loaded (every resource under
assets/search/, by the browser's Performance API, sized on disk: a file:// load reports no
transfer size) come to at most 500 KB.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys
import urllib.parse

import runner

from selenium.common.exceptions import TimeoutException

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
LIMIT = 500 * 1024


def recipe_pages():
    """A few recipe pages spread over the book, as paths from the site root."""
    pages = sorted(name for name in os.listdir(os.path.join(SITE, "recipes"))
                   if name.endswith(".html") and name != "index.html")
    return [f"recipes/{pages[i]}" for i in (len(pages) // 7, len(pages) // 2, len(pages) - 3)]


class BigSearchTest(runner.BrowserTest):

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def search(self, page, query, expected):
        """Opens `page`, types `query`, waits for a result titled `expected`; the results' titles
        and the bytes of the search files loaded."""
        self.driver.get("file://" + os.path.join(SITE, page))
        box = runner.search_box(self.driver)
        box.click()
        box.send_keys(query)
        titles = lambda: self.js(
            "return [...document.querySelectorAll('#search-results a .result-title')].map(e => e.textContent)")
        try:
            self.wait(lambda: expected in titles(), 10)
        except TimeoutException:
            self.fail(f"searching {query!r} on {page} shows {titles()}")
        loaded = self.search_bytes(query)
        return titles(), loaded

    def search_bytes(self, query):
        """The bytes of the search files the page loaded, sized on disk: each script element
        the page added under assets/search/ whose part arrived, and any other resource there the
        Performance API saw (Chromium keeps no resource timing for a file:// script)."""
        names = self.js("""
            const parts = window.RECIPEBOOK_SEARCH_PARTS || {};
            const added = [...document.querySelectorAll('script[src*="assets/search/"]')]
                .filter(s => Object.prototype.hasOwnProperty.call(parts, s.src.split('/').pop().replace(/\\.js$/, '')))
                .map(s => s.src);
            const timed = performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/assets/search/'));
            return [...new Set(added.concat(timed))]""")
        scripts = self.js("return [...document.querySelectorAll('script[src*=\"assets/search/\"]')].map(s => s.src)")
        self.assertEqual(len(scripts), len(set(scripts)), f"a search file added twice: {scripts}")
        self.assertTrue(any(name.endswith("/assets/search/words.js") for name in names), f"no dictionary among {names}")
        paths = [urllib.parse.unquote(urllib.parse.urlparse(name).path) for name in names]
        loaded = sum(os.path.getsize(path) for path in paths)
        print(f"  {query!r}: {len(paths)} search files, {loaded / 1024:.0f} KB")
        return loaded

    def page_facts(self, page):
        """The recipe's title, its first ingredient and its first tag, as the page shows them."""
        self.driver.get("file://" + os.path.join(SITE, page))
        return self.js("""
            const tag = document.querySelector('.tag-list a');
            return [document.querySelector('h1').textContent.trim(),
                    document.querySelector('.item-name').textContent.trim(),
                    tag ? tag.textContent.trim() : null]""")

    def test_a_recipes_title_finds_it_and_loads_at_most_500_kb(self):
        for page in recipe_pages():
            title, _, _ = self.page_facts(page)
            _, loaded = self.search(page, title, title)
            self.assertLessEqual(loaded, LIMIT, f"searching {title!r}")

    def test_an_ingredient_with_the_title_finds_the_recipe_within_500_kb(self):
        for page in recipe_pages():
            title, item, _ = self.page_facts(page)
            # The ingredient alone finds hundreds of recipes (the next test): with the title,
            # which it is not part of, this one must be among the results.
            _, loaded = self.search(page, f"{title} {item}", title)
            self.assertLessEqual(loaded, LIMIT, f"searching {title} {item!r}")

    def test_a_title_with_a_typo_finds_the_recipe_within_500_kb(self):
        # Two letters of the title's longest word swapped: the search with typos loads the
        # postings of a few more words than the exact one, and must stay within the bound.
        for page in recipe_pages():
            title, _, _ = self.page_facts(page)
            word = max(title.split(), key=len)
            at = next((i for i in range(1, len(word) - 1) if word[i] != word[i + 1]), None)
            if len(word) < 5 or at is None:
                continue
            typo = title.replace(word, word[:at] + word[at + 1] + word[at] + word[at + 2:], 1)
            _, loaded = self.search(page, typo, title)
            self.assertLessEqual(loaded, LIMIT, f"searching {typo!r}")

    def test_one_ingredient_word_loads_at_most_500_kb(self):
        page = recipe_pages()[0]
        _, item, _ = self.page_facts(page)
        word = item.split()[-1]
        self.driver.get("file://" + os.path.join(SITE, page))
        box = runner.search_box(self.driver)
        box.click()
        box.send_keys(word)
        self.wait(lambda: self.js("return document.querySelectorAll('#search-results a').length") == 12, 10)
        self.assertLessEqual(self.search_bytes(word), LIMIT, f"searching {word!r}")

    def test_a_tag_finds_its_page_within_500_kb(self):
        for page in recipe_pages():
            _, _, tag = self.page_facts(page)
            if tag:
                name = "#" + tag.lstrip("#")
                _, loaded = self.search(page, name, name)
                self.assertLessEqual(loaded, LIMIT, f"searching {name!r}")
                return
        self.skipTest("no recipe page with a tag")


if __name__ == "__main__":
    runner.run(BigSearchTest)
