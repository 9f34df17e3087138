#!/usr/bin/env python3
"""Browser tests of cook mode: one step at a time, from a recipe page of the sample book, at a
phone's size (390x844) and a desktop's (1280x800), and in a German book.

usage: python3 test_cook_mode.py SITE_DIR [RECIPEBOOK]   (RECIPEBOOK builds the German book,
default .build/debug/recipebook; run.sh runs it). SCREENSHOTS=DIR keeps pictures of it.

It opens at step 1 of 7, shows a step's items with the amounts the page shows (×2, Metric),
starts the page's own timer in the tray, goes on and back by button, tap, arrow key and swipe,
keeps focus inside, closes with Escape back to its button, and shares ticks with the page.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import shutil
import sys

import runner
import test_language

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
CRUMBLE = "recipes/grandmas-apple-crumble.html"
ROAST = "recipes/sunday-roast-chicken.html"
SIZES = ((390, 844, True), (1280, 800, False))
SHOTS = os.environ.get("SCREENSHOTS")

SWIPE = """
const [overlay, from, to] = arguments;
const point = (x) => new Touch({identifier: 1, target: overlay, clientX: x, clientY: 400});
overlay.dispatchEvent(new TouchEvent('touchstart', {bubbles: true, changedTouches: [point(from)], touches: [point(from)]}));
overlay.dispatchEvent(new TouchEvent('touchend', {bubbles: true, changedTouches: [point(to)], touches: []}));
"""


class CookModeTest(runner.BrowserTest):
    site = SITE

    def open(self, path, size):
        d = self.driver
        self.screen(*size[:2], mobile=size[2])
        d.get("file://" + os.path.join(self.site, path))
        d.execute_script("localStorage.clear()")
        d.get("file://" + os.path.join(self.site, path))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def overlay(self):
        return self.driver.find_element(By.CSS_SELECTOR, ".cook-mode")

    def start(self):
        opener = self.driver.find_element(By.CSS_SELECTOR, "[data-cook-mode]")
        self.tap(opener)
        self.wait(lambda: self.overlay().is_displayed(), message="cook mode did not open")
        return opener

    def progress(self):
        return self.overlay().find_element(By.CSS_SELECTOR, ".cook-progress").text

    def shown_items(self):
        """(name, amount) of each item cook mode shows beside the step."""
        rows = []
        for row in self.overlay().find_elements(By.CSS_SELECTOR, ".cook-item"):
            amounts = row.find_elements(By.CSS_SELECTOR, ".item-amount")
            rows.append((row.find_element(By.CSS_SELECTOR, ".item-name").text, amounts[0].text if amounts else ""))
        return rows

    def page_item(self, name):
        for item in self.driver.find_elements(By.CSS_SELECTOR, ".recipe .elements > .item"):
            if item.find_element(By.CSS_SELECTOR, ".item-name").get_attribute("textContent") == name:
                return item
        self.fail(f"no item {name}")

    def page_amount(self, name):
        return self.page_item(name).find_element(By.CSS_SELECTOR, ".item-amount").get_attribute("textContent")

    def go_to(self, number):
        while self.progress().split()[1] != str(number):
            self.overlay().find_element(By.CSS_SELECTOR, ".cook-next").click()

    def test_opens_at_step_one_with_the_steps_items_scaled_and_converted(self):
        for size in SIZES:
            with self.subTest(size=size):
                d = self.open(CRUMBLE, size)
                self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
                self.tap(d.find_element(By.CSS_SELECTOR, "[data-units='metric']"))
                opener = self.start()
                self.assertEqual(opener.text, "Cook step by step")
                self.assertEqual(self.progress(), "Step 1 of 7")
                self.assertEqual(self.shown_items(), [], "the first step writes no item before it")
                self.go_to(2)
                names = [name for name, _ in self.shown_items()]
                self.assertEqual(names, ["Apples", "Blackberries", "Sugar", "Lemons", "Cinnamon", "Nutmeg"])
                for name, amount in self.shown_items():
                    self.assertEqual(amount, self.page_amount(name), f"{name} differs from the page")
                self.assertEqual(dict(self.shown_items())["Apples"], "2 kg")
                if SHOTS:
                    d.save_screenshot(os.path.join(SHOTS, f"cook-step-2-{size[0]}.png"))
                self.go_to(5)
                text = self.overlay().find_element(By.CSS_SELECTOR, ".cook-step-text").text
                self.assertIn("190 °C", text, "the oven in the reader's units")
                self.assertNotIn("375", text)
                font = d.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)",
                                        self.overlay().find_element(By.CSS_SELECTOR, ".cook-step-text"))
                self.assertGreaterEqual(font, 20, "large type")
                body = self.overlay().find_element(By.CSS_SELECTOR, ".cook-body")
                self.assertEqual(body.value_of_css_property("animation-name"), "none", "no motion when the reader asks for less")
                width = d.execute_script(
                    "const o = arguments[0]; return [o.scrollWidth, o.clientWidth, innerWidth, o.getBoundingClientRect().width,"
                    " [...o.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > o.clientWidth).map(e => e.className)]",
                    self.overlay())
                self.assertLessEqual(width[0], width[1], f"no sideways scroll: {width[4]}")
                self.assertEqual(width[3], width[2], "it covers the page")
                if SHOTS:
                    d.save_screenshot(os.path.join(SHOTS, f"cook-step-5-{size[0]}.png"))

    def test_a_later_step_shows_the_earlier_items_it_names(self):
        d = self.open(ROAST, SIZES[0])
        self.start()
        self.go_to(4)
        self.assertIn("rest of the garlic", self.overlay().find_element(By.CSS_SELECTOR, ".cook-step-text").text)
        self.assertEqual([name for name, _ in self.shown_items()], ["Salt", "Garlic", "Small potatoes", "Olive oil"])
        self.screen(320, 640)
        self.assertEqual(d.execute_script("return arguments[0].scrollWidth", self.overlay()), 320, "no sideways scroll at 320 px")
        self.screen(*SIZES[0][:2])
        if SHOTS:
            d.execute_script("document.documentElement.dataset.theme = 'dark'")
            d.save_screenshot(os.path.join(SHOTS, "cook-dark.png"))

    def test_its_timer_runs_in_the_pages_tray(self):
        for size in SIZES:
            with self.subTest(size=size):
                d = self.open(CRUMBLE, size)
                self.start()
                self.go_to(5)
                timer = self.overlay().find_element(By.CSS_SELECTOR, ".cook-step-text button.timer")
                timer.click()
                entry = self.wait(lambda: d.find_elements(By.CSS_SELECTOR, ".cook-mode #timer-tray .timer-entry"))[0]
                self.assertTrue(entry.is_displayed(), "the tray shows over cook mode")
                self.assertEqual(entry.find_element(By.CSS_SELECTOR, ".timer-name").text, "Crumble")
                page_button = d.find_element(By.CSS_SELECTOR, ".recipe button.timer[data-timer-name='Crumble']")
                self.assertIn("is-running", page_button.get_attribute("class"), "the page's own timer runs")
                timer.click()
                self.assertEqual(len(d.find_elements(By.CSS_SELECTOR, "#timer-tray .timer-entry")), 1, "one timer, not two")
                d.switch_to.active_element.send_keys(Keys.ESCAPE)
                self.wait(lambda: d.find_elements(By.CSS_SELECTOR, ".recipe #timer-tray .timer-entry"),
                          message="the tray goes back to the page with its timer")

    def test_next_and_previous_by_button_tap_key_and_swipe(self):
        for size in SIZES:
            with self.subTest(size=size):
                d = self.open(CRUMBLE, size)
                self.start()
                overlay = self.overlay()
                overlay.find_element(By.CSS_SELECTOR, ".cook-next").click()
                self.assertEqual(self.progress(), "Step 2 of 7")
                overlay.find_element(By.CSS_SELECTOR, ".cook-previous").click()
                self.assertEqual(self.progress(), "Step 1 of 7")
                overlay.find_element(By.CSS_SELECTOR, ".cook-previous").click()
                self.assertEqual(self.progress(), "Step 1 of 7", "nothing before the first step")
                body = overlay.find_element(By.CSS_SELECTOR, ".cook-body")
                # In the step's empty margin at the foot of the screen, clear of its text and items.
                rect = body.rect
                low = int(rect["height"] / 2) - 12
                ActionChains(d).move_to_element_with_offset(body, int(rect["width"] * 0.4), low).click().perform()
                self.assertEqual(self.progress(), "Step 2 of 7", "a tap on the right part goes on")
                d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
                d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
                self.assertEqual(self.progress(), "Step 4 of 7")
                ActionChains(d).move_to_element_with_offset(body, -int(rect["width"] * 0.4), low).click().perform()
                self.assertEqual(self.progress(), "Step 3 of 7", "a tap on the left part goes back")
                d.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
                self.assertEqual(self.progress(), "Step 2 of 7")
                d.execute_script(SWIPE, overlay, 300, 80)
                self.assertEqual(self.progress(), "Step 3 of 7", "a swipe to the left goes on")
                d.execute_script(SWIPE, overlay, 80, 300)
                self.assertEqual(self.progress(), "Step 2 of 7", "a swipe to the right goes back")
                d.execute_script(SWIPE, overlay, 200, 180)
                self.assertEqual(self.progress(), "Step 2 of 7", "a small move is no swipe")

    def test_escape_closes_focus_stays_inside_and_returns(self):
        for size in SIZES:
            with self.subTest(size=size):
                d = self.open(CRUMBLE, size)
                opener = self.start()
                overlay = self.overlay()
                self.assertEqual(overlay.get_attribute("role"), "dialog")
                for _ in range(12):
                    d.switch_to.active_element.send_keys(Keys.TAB)
                    self.assertTrue(d.execute_script("return arguments[0].contains(document.activeElement)", overlay),
                                    "Tab left cook mode")
                d.switch_to.active_element.send_keys(Keys.SHIFT, Keys.TAB)
                self.assertTrue(d.execute_script("return arguments[0].contains(document.activeElement)", overlay))
                d.switch_to.active_element.send_keys(Keys.ESCAPE)
                self.wait(lambda: not overlay.is_displayed(), message="Escape did not close cook mode")
                self.assertEqual(d.switch_to.active_element, opener, "focus returns to the button")

    def test_ticks_are_shared_with_the_page(self):
        for size in SIZES:
            with self.subTest(size=size):
                d = self.open(CRUMBLE, size)
                # Its name: a tap on its amount opens "what you have" instead (test_scale_by.py).
                self.tap(self.page_item("Sugar").find_element(By.CSS_SELECTOR, "label .item-name"))
                self.start()
                self.go_to(2)
                rows = self.overlay().find_elements(By.CSS_SELECTOR, ".cook-item")
                ticked = {r.find_element(By.CSS_SELECTOR, ".item-name").text: r.find_element(By.CSS_SELECTOR, "input").is_selected() for r in rows}
                self.assertTrue(ticked["Sugar"], "a tick on the page shows in cook mode")
                self.assertFalse(ticked["Apples"])
                rows[0].find_element(By.CSS_SELECTOR, "label").click()
                self.overlay().find_element(By.CSS_SELECTOR, ".cook-step-done input").click()
                self.overlay().find_element(By.CSS_SELECTOR, ".cook-close").click()
                apples = self.page_item("Apples")
                self.assertIn("is-checked", apples.get_attribute("class"), "a tick in cook mode shows on the page")
                second = d.find_elements(By.CSS_SELECTOR, ".recipe .elements > .step")[1]
                self.assertIn("is-checked", second.get_attribute("class"))
                saved = d.execute_script("return localStorage.getItem('recipebook-cooking:grandmas-apple-crumble')")
                for box in (apples, second):
                    self.assertIn(box.find_element(By.CSS_SELECTOR, "input.check").get_attribute("id"), saved)

    def test_keeps_the_screen_awake_while_open(self):
        d = self.open(CRUMBLE, SIZES[0])
        d.execute_script("""
            window.lockLog = [];
            Object.defineProperty(navigator, 'wakeLock', {configurable: true, value: {request: async (kind) => {
                lockLog.push('request ' + kind);
                return {addEventListener() {}, release: async () => { lockLog.push('release'); }};
            }}});""")
        opener = self.start()
        self.wait(lambda: d.execute_script("return lockLog.join()") == "request screen", message="no wake lock asked for")
        d.switch_to.active_element.send_keys(Keys.ESCAPE)
        self.wait(lambda: d.execute_script("return lockLog.join()") == "request screen,release", message="the lock was kept")
        self.assertEqual(d.switch_to.active_element, opener)

    def test_hidden_in_print(self):
        d = self.open(CRUMBLE, SIZES[1])
        self.start()
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            self.assertEqual(d.execute_script("return getComputedStyle(arguments[0]).display", self.overlay()), "none")
        finally:
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "media": "", "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})


class GermanCookModeTest(runner.BrowserTest):
    site = None

    def test_shows_german_words(self):
        d = self.driver
        d.get("file://" + os.path.join(self.site, test_language.RECIPE))
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        opener = d.find_element(By.CSS_SELECTOR, "[data-cook-mode]")
        self.assertEqual(opener.text, "Schritt für Schritt kochen")
        opener.click()
        overlay = d.find_element(By.CSS_SELECTOR, ".cook-mode")
        self.assertEqual(overlay.find_element(By.CSS_SELECTOR, ".cook-progress").text, "Schritt 1 von 2")
        self.assertEqual(overlay.find_element(By.CSS_SELECTOR, ".cook-next").text, "Weiter")
        self.assertEqual(overlay.find_element(By.CSS_SELECTOR, ".cook-previous").text, "Zurück")
        self.assertEqual(overlay.find_element(By.CSS_SELECTOR, ".cook-close").text, "Schließen")
        self.assertEqual(overlay.find_element(By.CSS_SELECTOR, ".cook-items").get_attribute("aria-label"), "Für diesen Schritt")
        self.assertIn("Äpfel", overlay.find_element(By.CSS_SELECTOR, ".cook-items").text)
        overlay.find_element(By.CSS_SELECTOR, ".cook-next").click()
        self.assertEqual(overlay.find_element(By.CSS_SELECTOR, ".cook-next").text, "Fertig", "the last step finishes")


if __name__ == "__main__":
    if not SITE:
        print(__doc__)
        sys.exit(2)
    runner.use_binary_argument(2)
    sandbox, GermanCookModeTest.site = test_language.build()
    try:
        import unittest
        suite = unittest.TestSuite()
        for case in (CookModeTest, GermanCookModeTest):
            suite.addTests(unittest.defaultTestLoader.loadTestsFromTestCase(case))
        result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
        failed = len(result.failures) + len(result.errors)
        print(f"{result.testsRun - failed} passed, {failed} failed")
        sys.exit(1 if failed or not result.testsRun else 0)
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)
