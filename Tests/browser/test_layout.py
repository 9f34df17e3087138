#!/usr/bin/env python3
"""Browser tests of how a built site fits phones and desktops (the sample book, from disk).

usage: python3 test_layout.py SITE_DIR      (run.sh runs it after test_site.py)

Every page at 320, 390 and 768 px without sideways scrolling; a timer's comma on its line; a recipe's first screen on a
390 x 844 phone reaching its ingredients; margin notes beside the element they follow, and
notes before a list's first element above it in the text column; timers
by their whole names in a tray under a quarter of the phone's screen and after the steps in
Tab order; "Done cooking" and "Clear the list" undone; a running timer printed in black.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
PHONE = (390, 844)


def url(path):
    return "file://" + os.path.join(SITE, path)


def pages():
    found = []
    for folder, _, files in os.walk(SITE):
        found += [os.path.relpath(os.path.join(folder, name), SITE) for name in files if name.endswith(".html")]
    return sorted(found)


def recipe_pages():
    return [page for page in pages() if page.startswith("recipes/") and page.count("/") == 1 and page != "recipes/index.html"]


class LayoutTest(runner.BrowserTest):
    def size(self, width, height, mobile=True):
        self.screen(width, height, mobile=mobile)

    def open(self, path):
        d = self.driver
        d.get(url(path))
        d.execute_script("localStorage.clear()")
        d.get(url(path))
        WebDriverWait(d, 8).until(lambda _: d.execute_script(
            "return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def test_no_page_scrolls_sideways_from_320_px(self):
        wide = []
        for width in (320, 390, 768):
            self.size(width, 800)
            for page in pages():
                self.driver.get(url(page))
                scroll = self.js("return document.documentElement.scrollWidth")
                if scroll > width:
                    wide.append(f"{page} at {width} px is {scroll} px wide")
        self.assertEqual(wide, [])

    def test_a_timers_comma_stays_on_its_line(self):
        # A button is a box a line may break after: the comma written after a timer must not
        # start the next line (Chicken Stock's "1 hour and 30 minutes," at 320 px did).
        apart = []
        for width in (320, 390):
            self.size(width, 800)
            for page in recipe_pages():
                self.driver.get(url(page))
                apart += [f"{page} at {width} px: {text}" for text in self.js("""
                    const apart = [];
                    for (const button of document.querySelectorAll('button.timer')) {
                        const after = button.nextSibling;
                        if (!after || after.nodeType !== Node.TEXT_NODE || !/^[,.;:!?)]/.test(after.data)) continue;
                        const mark = document.createRange();
                        mark.setStart(after, 0);
                        mark.setEnd(after, 1);
                        const lines = button.getClientRects();
                        const last = lines[lines.length - 1];
                        const at = mark.getBoundingClientRect();
                        if (at.top >= last.bottom || at.bottom <= last.top) apart.push(button.textContent + after.data[0]);
                    }
                    return apart;""")]
        self.assertEqual(apart, [])

    def test_a_recipes_first_phone_screen_reaches_its_ingredients(self):
        self.size(*PHONE)
        late = []
        for page in recipe_pages():
            self.driver.get(url(page))
            top = self.js("""
                const first = document.querySelector('details.ingredient-overview > summary')
                    || document.querySelector('.item');
                return first ? first.getBoundingClientRect().bottom : 0;""")
            if top > PHONE[1]:
                late.append(f"{page}: ingredients start at {round(top)} px")
        self.assertEqual(late, [])

    def test_a_margin_note_sits_beside_the_element_it_follows(self):
        self.size(1400, 1600, mobile=False)
        for page in ("recipes/pie-crust.html", "recipes/grandmas-apple-crumble.html"):
            self.driver.get(url(page))
            pairs = self.js("""
                return [...document.querySelectorAll('.elements > .remark')]
                    .filter((note) => note.previousElementSibling && !note.previousElementSibling.matches('.remark'))
                    .map((note) => [note.getBoundingClientRect().top, note.previousElementSibling.getBoundingClientRect().top,
                                    note.getBoundingClientRect().left, note.previousElementSibling.getBoundingClientRect().right]);""")
            self.assertTrue(pairs, page)
            for note_top, before_top, note_left, before_right in pairs:
                self.assertGreater(note_left, before_right, f"{page}: the note is not in the margin")
                self.assertLess(abs(note_top - before_top), 24, f"{page}: a note sits {round(note_top - before_top)} px off")

    def test_notes_before_a_lists_first_element_leave_no_gap_beside_them(self):
        self.size(1400, 1600, mobile=False)
        checked = 0
        for page in recipe_pages():
            self.driver.get(url(page))
            lists = self.js("""
                return [...document.querySelectorAll('.elements')].filter((list) => list.firstElementChild?.matches('.remark')).map((list) => {
                    const leading = [];
                    let element = list.firstElementChild;
                    while (element && element.matches('.remark')) { leading.push(element.getBoundingClientRect()); element = element.nextElementSibling; }
                    const next = element ? element.getBoundingClientRect() : null;
                    return {lefts: leading.map((box) => box.left), bottom: leading[leading.length - 1].bottom,
                            nextTop: next ? next.top : null, listLeft: list.getBoundingClientRect().left};
                });""")
            for found in lists:
                if found["nextTop"] is None:
                    continue
                checked += 1
                self.assertLess(found["nextTop"] - found["bottom"], 48, f"{page}: an empty space beside the notes before the first element")
                for left in found["lefts"]:
                    self.assertLess(abs(left - found["listLeft"]), 16, f"{page}: a note before the first element is not in the text column")
        self.assertGreater(checked, 0, "no recipe starts a list with a note: the test checks nothing")

    def test_four_timers_show_their_whole_names_in_under_a_quarter_of_a_phone(self):
        self.size(*PHONE)
        d = self.open("recipes/sunday-roast-chicken.html")
        buttons = d.find_elements(By.CSS_SELECTOR, "button.timer")[:4]
        self.assertEqual(len(buttons), 4)
        # Give them long names, the way a family names its timers.
        names = ["Resting the roast under foil", "Potatoes, second tray", "Gravy simmering", "Carrots"]
        for button, name in zip(buttons, names):
            self.js("arguments[0].setAttribute('data-timer-name', arguments[1]); arguments[0].click()", button, name)
        entries = self.js("""
            const tray = document.getElementById('timer-tray');
            return [tray.getBoundingClientRect().height,
                    [...tray.querySelectorAll('.timer-name')].map((n) => [n.textContent, n.scrollWidth <= n.clientWidth + 1,
                                                                          n.scrollHeight <= n.clientHeight + 1])];""")
        height, shown = entries
        self.assertLessEqual(height, PHONE[1] / 4)
        self.assertEqual([name for name, _, _ in shown], names)
        for name, fits_across, fits_down in shown:
            self.assertTrue(fits_across and fits_down, f"'{name}' is cut")

    def test_the_timer_tray_comes_after_the_steps(self):
        self.size(1280, 1000, mobile=False)
        self.open("recipes/pie-crust.html")
        self.js("document.querySelector('button.timer').click()")
        after = self.js("""
            const steps = document.querySelectorAll('.step');
            const last = steps[steps.length - 1];
            const tray = document.getElementById('timer-tray');
            return !!(last.compareDocumentPosition(tray) & Node.DOCUMENT_POSITION_FOLLOWING)
                && !!tray.querySelector('button');""")
        self.assertTrue(after)

    def test_done_cooking_can_be_undone(self):
        self.size(1280, 1000, mobile=False)
        d = self.open("recipes/pie-crust.html")
        boxes = d.find_elements(By.CSS_SELECTOR, ".step input.check")[:2]
        for box in boxes:
            self.js("arguments[0].click()", box)
        self.js("document.querySelector('[data-done-cooking]').click()")
        self.assertEqual(self.js("return document.querySelectorAll('input.check:checked').length"), 0)
        undo = d.find_element(By.CSS_SELECTOR, ".undo-bar .undo-button")
        self.assertTrue(undo.is_displayed())
        undo.click()
        self.assertTrue(all(box.is_selected() for box in boxes))
        d.refresh()
        WebDriverWait(d, 8).until(lambda _: self.js("return !!window.RecipeBook"))
        self.assertEqual(self.js("return document.querySelectorAll('.step input.check:checked').length"), 2)

    def test_clearing_the_shopping_list_can_be_undone(self):
        self.size(1280, 1000, mobile=False)
        d = self.open("recipes/pie-crust.html")
        self.js("document.querySelector('[data-add-to-list]').click()")
        self.open_keep("shopping/index.html")
        lines = self.js("return document.querySelectorAll('[data-shopping-sections] li').length")
        self.assertGreater(lines, 0)
        self.js("document.querySelector('[data-clear-list]').click()")
        self.assertEqual(self.js("return document.querySelectorAll('[data-shopping-sections] li').length"), 0)
        d.find_element(By.CSS_SELECTOR, ".undo-bar .undo-button").click()
        self.assertEqual(self.js("return document.querySelectorAll('[data-shopping-sections] li').length"), lines)

    def open_keep(self, path):
        d = self.driver
        d.get(url(path))
        WebDriverWait(d, 8).until(lambda _: d.execute_script(
            "return !!window.RecipeBook && document.readyState === 'complete'"))

    def test_a_running_timer_prints_in_black(self):
        self.size(1280, 1000, mobile=False)
        self.open("recipes/pie-crust.html")
        self.js("document.querySelector('button.timer').click()")
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            style = self.js("""
                const timer = document.querySelector('button.timer.is-running');
                const s = getComputedStyle(timer);
                return [s.backgroundColor, s.color];""")
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        self.assertIn(style[0], ("rgba(0, 0, 0, 0)", "transparent"))
        self.assertEqual(style[1], "rgb(0, 0, 0)")


if __name__ == "__main__":
    if not recipe_pages():
        print(f"{SITE} holds no recipe pages: build the sample book first")
        sys.exit(2)
    runner.run(LayoutTest)
