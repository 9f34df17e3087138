#!/usr/bin/env python3
"""Browser tests of a book in German: the fixture book Tests/RecipeSiteTests/Fixtures/Languages/de,
built by this script with the recipebook binary and opened from disk.

usage: python3 test_language.py [RECIPEBOOK]   (default: .build/debug/recipebook; run.sh runs it)

Scaling writes decimal commas and German unit names, Metric keeps spoons and US converts, a timer runs under its
German name with German buttons, search folds umlauts and ß, and the shopping list adds up in
German: its headings, category names, date and numbers.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import os
import shutil
import tempfile

import runner

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

REPOSITORY = runner.REPOSITORY
FIXTURE = os.path.join(REPOSITORY, "Tests", "RecipeSiteTests", "Fixtures", "Languages", "de")
RECIPE = "recipes/apfelkuchen.html"
SHOPPING = "shopping/index.html"
SITE = None


def build():
    """The German book copied to a fresh folder (a build writes nothing into the fixture) and built."""
    sandbox = tempfile.mkdtemp(prefix="recipebook-language-")
    content = os.path.join(sandbox, "Content")
    shutil.copytree(FIXTURE, content)
    output = os.path.join(sandbox, "Output")
    return sandbox, runner.build_book(content, output)


class GermanBookTest(runner.BrowserTest):
    chrome_arguments = ("--window-size=1280,1400",)

    def open(self, path, fresh=True):
        d = self.driver
        target = "file://" + os.path.join(SITE, path)
        if fresh:
            d.get(target)
            d.execute_script("localStorage.clear()")
        d.get(target)
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def amount(self, name):
        """The amount shown beside the item called `name` on the recipe page."""
        for item in self.driver.find_elements(By.CSS_SELECTOR, ".elements .item"):
            if item.find_element(By.CSS_SELECTOR, ".item-name").text == name:
                return item.find_element(By.CSS_SELECTOR, ".item-amount").text
        self.fail(f"no item {name}")

    def test_scaling_writes_decimal_commas_and_german_units(self):
        d = self.open(RECIPE)
        self.assertEqual(self.amount("Mehl"), "1,5 kg")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='3']"))
        self.assertEqual(self.amount("Mehl"), "4,5 kg")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='0.5']"))
        self.assertEqual(self.amount("Zucker"), "1 EL")
        self.assertEqual(self.amount("Mehl"), "750 g")
        self.assertNotRegex(d.find_element(By.CSS_SELECTOR, ".elements").text, r"\d\.\d", "a decimal point on a German page")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='1']"))
        self.assertEqual(self.amount("Zucker"), "2 EL")

    def test_metric_and_us_convert_and_as_written_restores(self):
        d = self.open(RECIPE)
        buttons = {b.get_attribute("data-units"): b for b in d.find_elements(By.CSS_SELECTOR, "[data-units]")}
        self.assertEqual([buttons[k].text for k in ("original", "metric", "us")], ["Wie geschrieben", "Metrisch", "Amerikanisch"])
        self.tap(buttons["metric"])
        self.assertEqual(self.amount("Zucker"), "2 EL", "spoons stay spoons in Metric, in German")
        self.assertEqual(self.amount("Milch"), "0,25 l", "already metric: as written")
        self.tap(buttons["us"])
        self.assertRegex(self.amount("Mehl"), r"^\d+(?:[½⅓⅔¼¾⅛⅜⅝⅞]|,\d+)? lb$")
        self.assertRegex(self.amount("Milch"), r"^[\d½⅓⅔¼¾⅛⅜⅝⅞]+ (?:Tasse|Tassen)$")
        self.tap(buttons["original"])
        self.assertEqual(self.amount("Milch"), "0,25 l")

    def test_a_timer_runs_under_its_german_name(self):
        d = self.open(RECIPE)
        button = d.find_element(By.CSS_SELECTOR, "button.timer[data-timer-name='Teigruhe']")
        self.assertEqual(button.get_attribute("data-seconds"), "1800")
        self.tap(button)
        entry = d.find_element(By.CSS_SELECTOR, "#timer-tray .timer-entry")
        self.assertEqual(entry.get_attribute("aria-label"), "Wecker Teigruhe")
        self.assertEqual(entry.find_element(By.CSS_SELECTOR, ".timer-name").text, "Teigruhe")
        pause = entry.find_element(By.CSS_SELECTOR, ".timer-pause")
        self.assertEqual(pause.text, "Anhalten")
        self.tap(pause)
        self.assertEqual(pause.text, "Weiter")
        self.assertEqual(entry.find_element(By.CSS_SELECTOR, ".timer-cancel").text, "Abbrechen")
        self.assertEqual(d.find_element(By.ID, "timer-tray").get_attribute("aria-label"), "Wecker")
        entry.find_element(By.CSS_SELECTOR, ".timer-cancel").click()

    def test_search_folds_umlauts_and_sharp_s(self):
        d = self.open(RECIPE)
        box = runner.search_box(d)
        self.assertEqual(box.get_attribute("placeholder"), "Suchen…")
        # The last two with typos: "ß" typed and two letters swapped, two letters left out.
        for query in ("apfel", "weisswein", "weißwien", "kartofelsupe"):
            box.clear()
            box.send_keys(query)
            # Read in one step: the list is made again while the keys arrive.
            read = "return [...document.querySelectorAll('#search-results a')].map(a => " \
                   "[a.querySelector('.result-title').textContent, a.querySelector('.result-kind').textContent])"
            self.wait(lambda: any(title == "Kartoffelsuppe" for title, _ in d.execute_script(read)),
                      message=f"{query!r} finds Kartoffelsuppe, with Äpfel and Weißwein")
            self.assertEqual({kind for _, kind in d.execute_script(read)}, {"Rezept"})
        box.send_keys(Keys.ESCAPE)

    def test_the_shopping_list_adds_up_in_german(self):
        d = self.open(RECIPE)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
        add = d.find_element(By.CSS_SELECTOR, "[data-add-to-list]")
        self.assertEqual(add.text, "Auf die Einkaufsliste")
        self.tap(add)
        self.wait(lambda: "Auf Ihrer Einkaufsliste ×2" in d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text)
        self.open("recipes/kartoffelsuppe.html", fresh=False)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-add-to-list]"))

        self.open(SHOPPING, fresh=False)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "h1.shopping-title").text, "Einkaufsliste")
        details = d.find_element(By.CSS_SELECTOR, "[data-shopping-details]").text
        # Today in words, as the book's own list pages write it: "29. November 2026".
        months = "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember"
        self.assertRegex(details, rf"^Nach Warengruppe, \d{{1,2}}\. ({months}) \d{{4}}$")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "[data-shopping-recipes-text]").text,
                         "Rezepte: Apfelkuchen ×2, Kartoffelsuppe")
        titles = [h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")]
        for heading in ("Obst & Gemüse", "Milchprodukte & Eier", "Backzutaten"):
            self.assertIn(heading, titles)
        lines = {li.find_element(By.CSS_SELECTOR, ".line-name").text: li.find_element(By.CSS_SELECTOR, ".line-amount").text
                 for li in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-line")
                 if li.find_elements(By.CSS_SELECTOR, ".line-amount")}
        self.assertEqual(lines["Mehl"], "3 kg")
        self.assertEqual(lines["Gemüsebrühe"], "1,5 l")
        self.assertEqual(lines["Äpfel"], "9")
        self.assertEqual(lines["Zimt"], "2 Prisen")
        remove = d.find_element(By.CSS_SELECTOR, "[data-remove='kartoffelsuppe']")
        self.assertEqual((remove.text, remove.get_attribute("aria-label")), ("Entfernen", "Kartoffelsuppe entfernen"))
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-clear-list]"))
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".undo-button").text, "Rückgängig")
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "[data-shopping-empty]").is_displayed())

    def test_a_plan_list_is_in_german(self):
        d = self.open("plans/sonntagsessen/index.html")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".shopping-title").text, "Sonntagsessen: Einkaufsliste")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "[data-print]").text, "Drucken")
        self.assertEqual([a.text for a in d.find_elements(By.CSS_SELECTOR, ".store-picker a")], ["Nach Warengruppe", "Dorfladen"])


if __name__ == "__main__":
    runner.use_binary_argument(1)
    sandbox, SITE = build()
    try:
        runner.run(GermanBookTest)
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)
