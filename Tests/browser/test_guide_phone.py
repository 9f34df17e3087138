#!/usr/bin/env python3
"""Browser tests of reading the guide on a phone and a desktop (the sample book, from disk).

usage: python3 test_guide_phone.py SITE_DIR      (run.sh runs it)

On a 390 x 844 phone a chapter opens on its heading, the chapter list folded behind a button
that opens and closes it by keyboard; on a desktop the sidebar lists the current chapter's
sections under it; ← and → turn to the previous and next chapter (not while typing); a table's
code is never broken inside a word, and no guide page scrolls sideways from 320 px.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys

import runner

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
PHONE = (390, 844)
DESKTOP = (1280, 800)
CHAPTER = "guide/writing-recipes/index.html"

# Each table cell's code that takes more than one line though it would fit its cell on one, or
# though it is one word (`guide-sidebar.mustache` may not break at its hyphen: the table scrolls).
BROKEN_CODE = """
const broken = [];
for (const code of document.querySelectorAll('.markdown td code, .markdown th code')) {
  const cell = code.closest('td, th');
  const style = getComputedStyle(cell);
  const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const probe = code.cloneNode(true);
  probe.style.whiteSpace = 'nowrap';
  probe.style.position = 'absolute';
  probe.style.visibility = 'hidden';
  cell.appendChild(probe);
  const width = probe.getBoundingClientRect().width;
  const oneLine = probe.getBoundingClientRect().height;
  probe.remove();
  const box = code.getBoundingClientRect();
  const oneWord = !/\s/.test(code.textContent.trim());
  if ((width <= room + 0.5 || oneWord) && (code.getClientRects().length > 1 || box.height > oneLine * 1.5)) broken.push(code.textContent);
}
return broken;
"""


def url(path):
    return "file://" + os.path.join(SITE, path)


def chapters():
    folder = os.path.join(SITE, "guide")
    return sorted(f"guide/{name}/index.html" for name in os.listdir(folder)
                  if os.path.exists(os.path.join(folder, name, "index.html")))


class GuideReadingTest(runner.BrowserTest):
    def open(self, path, size=PHONE):
        self.screen(*size, mobile=size == PHONE)
        d = self.driver
        d.get(url(path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def test_a_chapter_opens_on_its_heading_on_a_phone(self):
        late = []
        for page in chapters():
            self.open(page)
            bottom = self.js("return document.querySelector('.chapter-body h1').getBoundingClientRect().bottom")
            if bottom > PHONE[1] / 3:
                late.append(f"{page}: the heading ends at {round(bottom)} px")
        self.assertEqual(late, [])

    def test_the_chapter_list_folds_behind_a_button_on_a_phone(self):
        d = self.open(CHAPTER)
        button = d.find_element(By.CSS_SELECTOR, ".guide-sidebar-toggle")
        self.assertEqual(button.text, "Chapters")
        self.assertEqual(button.get_attribute("aria-expanded"), "false")
        current = d.find_element(By.CSS_SELECTOR, ".chapter-list a[aria-current=page]")
        self.assertFalse(current.is_displayed())
        self.js("arguments[0].focus()", button)
        ActionChains(d).send_keys(Keys.ENTER).perform()
        self.assertEqual(button.get_attribute("aria-expanded"), "true")
        self.assertTrue(current.is_displayed())
        self.assertEqual(current.text, "Writing recipes")
        ActionChains(d).send_keys(Keys.TAB, Keys.ESCAPE).perform()
        self.assertEqual(button.get_attribute("aria-expanded"), "false")
        self.assertFalse(current.is_displayed())
        self.assertEqual(self.js("return document.activeElement.className"), "guide-sidebar-toggle")

    def test_on_a_desktop_the_sidebar_lists_the_chapters_sections(self):
        d = self.open(CHAPTER, DESKTOP)
        self.assertFalse(d.find_element(By.CSS_SELECTOR, ".guide-sidebar-toggle").is_displayed())
        current = d.find_element(By.CSS_SELECTOR, ".chapter-list a[aria-current=page]")
        self.assertTrue(current.is_displayed())
        sections = self.js("""
            const item = document.querySelector('.chapter-list a[aria-current=page]').parentNode;
            return [...item.querySelectorAll('.chapter-sections a')].map((a) => {
                const target = document.getElementById(decodeURIComponent(a.hash.slice(1)));
                return [a.textContent, target ? target.tagName : null, a.getClientRects().length > 0];
            });""")
        headings = self.js("return [...document.querySelectorAll('.chapter-body h2')].map((h) => h.textContent.replace(/#$/, '').trim())")
        self.assertGreater(len(sections), 3)
        self.assertEqual([name for name, _, _ in sections], headings)
        self.assertTrue(all(tag == "H2" and shown for _, tag, shown in sections), sections)
        # Another chapter lists none of them.
        self.assertEqual(self.js("return document.querySelectorAll('.chapter-list li:not(:has(a[aria-current])) .chapter-sections').length"), 0)

    def test_arrow_keys_turn_to_the_previous_and_next_chapter(self):
        d = self.open(CHAPTER, DESKTOP)
        next_url = d.find_element(By.CSS_SELECTOR, ".chapter-nav a[rel=next]").get_attribute("href")
        previous_url = d.find_element(By.CSS_SELECTOR, ".chapter-nav a[rel=prev]").get_attribute("href")
        ActionChains(d).send_keys(Keys.ARROW_RIGHT).perform()
        self.wait(lambda: d.current_url == next_url, message="→ did not turn the page")
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        ActionChains(d).send_keys(Keys.ARROW_LEFT).perform()
        self.wait(lambda: d.current_url.endswith(CHAPTER), message="← did not turn back")
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        ActionChains(d).send_keys(Keys.ARROW_LEFT).perform()
        self.wait(lambda: d.current_url == previous_url, message="← did not turn the page")

    def test_arrow_keys_do_not_turn_the_page_while_typing_or_with_a_modifier(self):
        d = self.open(CHAPTER, DESKTOP)
        d.find_element(By.CSS_SELECTOR, ".search-toggle").click()
        ActionChains(d).send_keys("abc", Keys.ARROW_LEFT, Keys.ARROW_RIGHT).perform()
        self.js("document.activeElement.blur()")
        ActionChains(d).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).perform()
        # A page turned by then would have dropped this mark.
        self.js("window.stillHere = true")
        ActionChains(d).send_keys(Keys.ARROW_DOWN).perform()
        self.assertTrue(d.current_url.endswith(CHAPTER))
        self.assertTrue(self.js("return window.stillHere === true"))

    def test_no_code_in_a_table_is_broken_and_no_page_scrolls_sideways(self):
        broken, wide = [], []
        for width, height in ((320, 700), PHONE, DESKTOP):
            for page in chapters():
                self.open(page, (width, height))
                broken += [f"{page} at {width} px: {text}" for text in self.js(BROKEN_CODE)]
                if self.js("return document.documentElement.scrollWidth") > width:
                    wide.append(f"{page} at {width} px")
        self.assertEqual(broken, [])
        self.assertEqual(wide, [])


if __name__ == "__main__":
    if not os.path.exists(os.path.join(SITE, CHAPTER)):
        print(f"{SITE} holds no guide: build the sample book first")
        sys.exit(2)
    runner.run(GuideReadingTest)
