#!/usr/bin/env python3
"""Browser tests of recipes' times in a built site (the sample book, from disk).

usage: python3 test_times.py SITE_DIR      (run.sh runs it)

The A-Z list's and the parts' time filter: shown by the script, chosen with the arrow keys,
hiding the cards over the bound (and those without a time) and the letters left empty,
remembered on the next list; cards showing their time; no sideways scroll on a 390 px phone
or a desktop with the filter in place.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import sys

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")

# Each card's whole time (null without one) and whether it is shown; the filter's state.
STATE = """
const cards = Array.from(document.querySelectorAll('.recipe-card')).map((card) => ({
  title: card.querySelector('.recipe-card-title').textContent,
  minutes: card.hasAttribute('data-minutes') ? parseInt(card.getAttribute('data-minutes'), 10) : null,
  shown: card.getClientRects().length > 0,
}));
const filter = document.querySelector('[data-time-filter]');
const checked = filter && filter.querySelector('input:checked');
const emptyGroups = Array.from(document.querySelectorAll('.letter-group'))
  .filter((group) => group.getClientRects().length > 0 && !group.querySelector('.recipe-card:not([hidden])')).length;
const none = document.querySelector('[data-time-filter-none]');
return {cards, filterShown: !!filter && filter.getClientRects().length > 0, checked: checked ? checked.value : null,
        emptyGroups, noneShown: !!none && none.getClientRects().length > 0,
        sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth};
"""


def url(path):
    return "file://" + os.path.join(SITE, path)


class TimeFilterTest(runner.BrowserTest):

    def open(self, path, forget=False):
        self.driver.get(url(path))
        self.wait(lambda: self.driver.execute_script("return document.readyState === 'complete' && !!window.RecipeBook"))
        if forget:
            self.driver.execute_script("localStorage.clear()")
            self.driver.get(url(path))
            self.wait(lambda: self.driver.execute_script("return document.readyState === 'complete'"))
        return self.wait(lambda: self.state() if self.state()["filterShown"] else None, message="the filter is shown")

    def state(self):
        return self.driver.execute_script(STATE)

    def choose_with_keys(self, presses):
        """Focuses the chosen radio button, as Tab would, and presses → `presses` times."""
        radio = self.driver.find_element(By.CSS_SELECTOR, "[data-time-filter] input:checked")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", radio)
        for _ in range(presses):
            self.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)

    def assert_filtered(self, state, bound):
        for card in state["cards"]:
            keep = bound is None or (card["minutes"] is not None and card["minutes"] <= bound)
            self.assertEqual(card["shown"], keep, f"{card} under a bound of {bound}")
        self.assertEqual(state["emptyGroups"], 0, "a letter with no card left is hidden")
        self.assertEqual(state["noneShown"], not any(card["shown"] for card in state["cards"]))

    def test_the_arrow_keys_filter_the_a_to_z_list_and_the_choice_holds_on_a_part(self):
        self.screen(1280, 900, 1, False)
        state = self.open("recipes/index.html", forget=True)
        self.assertEqual(state["checked"], "", "All is chosen at first")
        self.assert_filtered(state, None)
        timed = [card for card in state["cards"] if card["minutes"] is not None]
        self.assertTrue(any(card["minutes"] <= 30 for card in timed), "the sample book has a quick recipe")
        self.assertTrue(any(card["minutes"] > 60 for card in timed), "and a slow one")
        self.assertTrue(any(card["minutes"] is None for card in state["cards"]), "and one without a time")

        self.choose_with_keys(1)
        state = self.wait(lambda: self.state() if self.state()["checked"] == "30" else None)
        self.assert_filtered(state, 30)
        self.choose_with_keys(1)
        state = self.wait(lambda: self.state() if self.state()["checked"] == "60" else None)
        self.assert_filtered(state, 60)
        shown = sum(card["shown"] for card in state["cards"])
        self.assertTrue(0 < shown < len(state["cards"]), state)

        state = self.open("parts/mains/index.html")
        self.assertEqual(state["checked"], "60", "the choice is remembered on the next list")
        self.assert_filtered(state, 60)
        # → from the last button wraps round to All: every card again.
        self.choose_with_keys(1)
        state = self.wait(lambda: self.state() if self.state()["checked"] == "" else None)
        self.assert_filtered(state, None)

    def test_cards_show_their_time_and_nothing_scrolls_sideways(self):
        for width, height, mobile in ((390, 844, True), (1280, 900, False)):
            self.screen(width, height, 2 if mobile else 1, mobile)
            for path in ("recipes/index.html", "parts/breakfast/index.html"):
                state = self.open(path, forget=True)
                self.assertFalse(state["sideways"], f"{path} at {width} px")
                times = self.driver.find_elements(By.CSS_SELECTOR, ".recipe-card[data-minutes] .recipe-card-time")
                self.assertTrue(times and all(time.is_displayed() for time in times), f"{path} at {width} px")
                # The filter's buttons are big enough for a thumb and on the screen.
                for label in self.driver.find_elements(By.CSS_SELECTOR, "[data-time-filter] label"):
                    rect = label.rect
                    self.assertGreaterEqual(rect["height"], 40, f"{label.text} at {width} px")
                    self.assertLessEqual(rect["x"] + rect["width"], width, f"{label.text} at {width} px")


if __name__ == "__main__":
    runner.run(TimeFilterTest)
