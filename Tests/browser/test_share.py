#!/usr/bin/env python3
"""Browser tests of sharing and printing, on a built sample book (it has a base_url).

usage: python3 test_share.py SITE_DIR [RECIPEBOOK]   (run.sh runs it; RECIPEBOOK defaults to
.build/debug/recipebook, used to build the sample book again without its base_url)

The shopping list to the phone: Copy list (the clipboard's text, and the textarea where there is
no clipboard), the Markdown checklist, Send to phone (the QR code the page draws, read back with
zbarimg, opens the same list from its link), a link's list treated as text, and the sentence
shown without base_url. Printing: print/book.html printed to PDF by Chromium has page numbers.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

import runner

from selenium.webdriver.common.by import By

REPOSITORY = runner.REPOSITORY
SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
BASE = "https://recipes.example.org/"
SHOPPING = "shopping/index.html"

# The clipboard as the page hands text to it, kept for the test to read.
CAPTURE_CLIPBOARD = """
window.__copied = [];
Object.defineProperty(navigator, "clipboard", {configurable: true, value: {
  writeText: (text) => { window.__copied.push(text); return Promise.resolve(); }
}});
"""


def zbar(png):
    """What zbarimg reads from a PNG image, or "" when it finds no code."""
    with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as image:
        image.write(png)
    try:
        result = subprocess.run(["zbarimg", "--quiet", "--raw", "--nodbus", image.name], capture_output=True, text=True)
        return result.stdout.strip()
    finally:
        os.unlink(image.name)


class ShareTest(runner.BrowserTest):
    chrome_arguments = ("--window-size=1280,1400",)

    def open(self, path, fresh=True, site=None):
        d = self.driver
        target = "file://" + os.path.join(site or SITE, path)
        if fresh:
            d.get(target.split("#")[0])
            d.execute_script("localStorage.clear()")
        d.get("about:blank")
        d.get(target)
        self.wait(lambda: d.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        return d

    def add(self, recipe, fresh):
        d = self.open(f"recipes/{recipe}.html", fresh=fresh)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-add-to-list]"))
        self.wait(lambda: d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text != "")

    def two_recipes(self):
        self.add("grandmas-apple-crumble", fresh=True)
        self.add("pie-crust", fresh=False)
        return self.open(SHOPPING, fresh=False)

    def shown_lines(self):
        """Each line as the page shows it: "amount name (words)" (sources and prep notes left out)."""
        return self.driver.execute_script("""
          return Array.from(document.querySelectorAll('[data-shopping-sections] .shopping-line label')).map((label) =>
            [label.querySelector('.line-amount'), label.querySelector('.line-name'), label.querySelector('.line-words')]
              .filter((node) => node).map((node) => node.textContent).join(' '));""")

    def test_copy_list_gives_one_item_a_line_and_a_checklist(self):
        d = self.two_recipes()
        lines = self.shown_lines()
        self.assertIn("3 sticks Butter", lines)
        d.execute_script(CAPTURE_CLIPBOARD)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-copy-list='text']"))
        self.wait(lambda: d.execute_script("return window.__copied.length") == 1)
        text = d.execute_script("return window.__copied[0]")
        self.assertEqual(text.splitlines(), lines)
        self.assertEqual(d.find_element(By.CSS_SELECTOR, "[data-share-status]").text, "The list was copied.")

        self.tap(d.find_element(By.CSS_SELECTOR, "[data-copy-list='checklist']"))
        self.wait(lambda: d.execute_script("return window.__copied.length") == 2)
        checklist = d.execute_script("return window.__copied[1]").splitlines()
        self.assertIn("- [ ] 3 sticks Butter", checklist)
        self.assertEqual(len([line for line in checklist if line.startswith("- [ ] ")]), len(lines))
        headings = [line[3:] for line in checklist if line.startswith("## ")]
        shown = [h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")]
        self.assertEqual(headings, shown)

    def test_without_a_clipboard_the_list_is_shown_selected_to_copy(self):
        d = self.two_recipes()
        d.execute_script("Object.defineProperty(navigator, 'clipboard', {configurable: true, value: undefined})")
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-copy-list='text']"))
        area = d.find_element(By.CSS_SELECTOR, "[data-copy-text]")
        self.wait(lambda: area.is_displayed())
        self.assertEqual(area.get_attribute("value").splitlines(), self.shown_lines())
        selected = d.execute_script("const a = arguments[0]; return a.value.slice(a.selectionStart, a.selectionEnd)", area)
        self.assertEqual(selected, area.get_attribute("value"))

    def test_send_to_phone_draws_a_code_that_opens_the_same_list(self):
        d = self.two_recipes()
        lines = self.shown_lines()
        sections = [h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")]
        send = d.find_element(By.CSS_SELECTOR, "[data-send-list]")
        self.assertEqual(send.text, "Send to phone")
        self.tap(send)
        code = d.find_element(By.CSS_SELECTOR, "[data-qr] svg")
        self.screen(1280, 1400, density=2, mobile=False)
        try:
            decoded = zbar(code.screenshot_as_png)
        finally:
            d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        self.assertTrue(decoded.startswith(BASE + "shopping/#list="), decoded)
        self.assertEqual(decoded, d.find_element(By.CSS_SELECTOR, "[data-qr]").get_attribute("data-url"))
        self.assertIn("Scan this code", d.find_element(By.CSS_SELECTOR, "[data-qr-caption]").text)

        # The link opened on another device (a browser with nothing stored) shows the same lines.
        fragment = urllib.parse.urlsplit(decoded).fragment
        d = self.open(SHOPPING + "#" + fragment, fresh=True)
        self.assertEqual(self.shown_lines(), lines)
        self.assertEqual([h.text for h in d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] .shopping-section-title")], sections)
        self.assertIn("sent from another device", d.find_element(By.CSS_SELECTOR, "[data-sent-note]").text)
        # Ticks there are kept, apart from the reader's own list, which stays empty.
        box = d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check")[0]
        self.tap(box)
        d.refresh()
        self.wait(lambda: d.execute_script("return document.readyState === 'complete'"))
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check")[0].is_selected())
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-own-list]"))
        self.assertEqual(self.shown_lines(), [])
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "[data-shopping-empty]").is_displayed())

    def test_ticks_of_sent_lists_are_kept_for_the_last_twenty_lists_only(self):
        d = None
        for number in range(25):
            d = self.open(SHOPPING + "#list=Pantry:" + str(number + 1) + "=Rice", fresh=number == 0)
            box = d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check")[0]
            self.tap(box)
            self.wait(lambda: box.is_selected())
        keys = d.execute_script(
            "return Object.keys(localStorage).filter((key) => key.indexOf('recipebook-shopping-checked:sent:') === 0)")
        self.assertEqual(len(keys), 20, keys)
        # The most recent list keeps its tick; the first one's is gone.
        d = self.open(SHOPPING + "#list=Pantry:25=Rice", fresh=False)
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check")[0].is_selected())
        d = self.open(SHOPPING + "#list=Pantry:1=Rice", fresh=False)
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] input.shop-check")[0].is_selected())

    def test_a_link_list_is_only_ever_text(self):
        hostile = "<img src=x onerror=\"window.__owned=1\">"
        packed = "Pantry:2=" + urllib.parse.quote(hostile, safe="")
        d = self.open(SHOPPING + "#list=" + packed, fresh=True)
        self.assertEqual(self.shown_lines(), ["2 " + hostile])
        self.assertEqual(d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] img"), [])
        self.assertIsNone(d.execute_script("return window.__owned"))
        # A link that cannot be read says so and shows the reader's own list.
        d = self.open(SHOPPING + "#list=%E0%A4%A", fresh=True)
        self.assertIn("could not be read", d.find_element(By.CSS_SELECTOR, "[data-sent-note]").text)
        self.assertTrue(d.find_element(By.CSS_SELECTOR, "[data-shopping-empty]").is_displayed())

    def test_a_recipes_printable_list_opens_on_the_shopping_page_and_prints_on_one_page(self):
        self.add("grandmas-apple-crumble", fresh=True)
        own = self.open(SHOPPING, fresh=False) and self.shown_lines()
        d = self.open("recipes/pie-crust.html", fresh=False)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-scale='2']"))
        link = d.find_element(By.CSS_SELECTOR, "a.recipe-shopping-link")
        self.assertTrue(link.is_displayed())
        self.tap(link)
        self.wait(lambda: "#recipe=" in d.current_url and self.shown_lines() != [])
        lines = self.shown_lines()
        # The recipe made twice, alone: 2 sticks of butter ×2 are 4, and no crumble line.
        self.assertIn("4 sticks Butter", lines)
        self.assertEqual(len(lines), 6, lines)
        self.assertIn("Pie Crust ×2", d.find_element(By.CSS_SELECTOR, "[data-shopping-recipes-text]").text)
        self.assertIn("alone", d.find_element(By.CSS_SELECTOR, "[data-sent-note]").text)
        self.assertEqual(d.find_elements(By.CSS_SELECTOR, "[data-remove]"), [])
        # Printed from file://, it is one page that carries the lines.
        printed = d.execute_cdp_cmd("Page.printToPDF", {"printBackground": False})
        with tempfile.TemporaryDirectory() as folder:
            pdf = os.path.join(folder, "list.pdf")
            with open(pdf, "wb") as file:
                file.write(base64.b64decode(printed["data"]))
            info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
            self.assertEqual(int(re.search(r"Pages:\s+(\d+)", info).group(1)), 1)
            text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True, check=True).stdout
            self.assertIn("Butter", text)
            self.assertNotIn("Add to shopping list", text)
        # The reader's own list is still there, unchanged.
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-own-list]"))
        self.assertEqual(self.shown_lines(), own)

    def test_a_recipe_link_is_only_ever_text_and_only_this_books_recipe(self):
        hostile = "<img src=x onerror=\"window.__owned=1\">"
        row = ["Salt", "salt", "spices", ["volume", 4.92892159375, None, "tsp"], "1 tsp"]
        good = {"slug": "pie-crust", "title": hostile, "url": "recipes/pie-crust/", "multiplier": 1, "rows": [row]}
        d = self.open(SHOPPING + "#recipe=" + urllib.parse.quote(json.dumps(good), safe=""), fresh=True)
        self.assertEqual(self.shown_lines(), ["1 tsp Salt"])
        self.assertIn(hostile, d.find_element(By.CSS_SELECTOR, "[data-shopping-recipes-text]").text)
        self.assertEqual(d.find_elements(By.CSS_SELECTOR, "[data-shopping-sections] img, .shopping-recipe-list img"), [])
        self.assertIsNone(d.execute_script("return window.__owned"))
        links = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, ".shopping-recipe-list a")]
        # A link made when recipes had folders of their own leads to the page where it is now.
        self.assertTrue(links and all(link.startswith("file://") and link.endswith("/recipes/pie-crust.html") for link in links), links)
        # An address that is not this book's recipe page is refused whole.
        bad = dict(good, url="javascript:window.__owned=1")
        d = self.open(SHOPPING + "#recipe=" + urllib.parse.quote(json.dumps(bad), safe=""), fresh=True)
        self.assertIn("could not be read", d.find_element(By.CSS_SELECTOR, "[data-sent-note]").text)
        self.assertEqual(self.shown_lines(), [])

    def test_without_a_base_url_the_page_says_why_there_is_no_code(self):
        sandbox = tempfile.mkdtemp(prefix="recipebook-share-")
        try:
            content = os.path.join(sandbox, "Content")
            shutil.copytree(os.path.join(REPOSITORY, "Content"), content)
            config = os.path.join(content, "site.toml")
            with open(config) as file:
                text = re.sub(r"(?m)^base_url.*\n", "", file.read())
            with open(config, "w") as file:
                file.write(text)
            output = os.path.join(sandbox, "Output")
            runner.build_book(content, output)
            self.add_in(output)
            d = self.driver
            self.tap(d.find_element(By.CSS_SELECTOR, "[data-send-list]"))
            self.assertEqual(d.find_elements(By.CSS_SELECTOR, "[data-qr] svg"), [])
            self.assertIn("base_url", d.find_element(By.CSS_SELECTOR, "[data-qr-caption]").text)
        finally:
            shutil.rmtree(sandbox, ignore_errors=True)

    def add_in(self, site):
        d = self.open("recipes/pie-crust.html", fresh=True, site=site)
        self.tap(d.find_element(By.CSS_SELECTOR, "[data-add-to-list]"))
        self.wait(lambda: d.find_element(By.CSS_SELECTOR, ".add-to-list-status").text != "")
        self.open(SHOPPING, fresh=False, site=site)

    def test_the_printed_cookbook_has_page_numbers(self):
        with tempfile.TemporaryDirectory() as folder:
            pdf = os.path.join(folder, "book.pdf")
            subprocess.run(["/usr/bin/chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                            "--print-to-pdf=" + pdf, "file://" + os.path.join(SITE, "print/book.html")],
                           check=True, capture_output=True, timeout=180)
            info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
            pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
            self.assertGreater(pages, 5)
            feet = []
            for page in range(1, pages + 1):
                text = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), pdf, "-"],
                                      capture_output=True, text=True, check=True).stdout
                lines = [line.strip() for line in text.splitlines() if line.strip()]
                feet.append(lines[-1] if lines else "")
            # The title page is not numbered; every other page ends with its number.
            self.assertNotEqual(feet[0], "1")
            self.assertEqual(feet[1:], [str(n) for n in range(2, pages + 1)])


if __name__ == "__main__":
    runner.use_binary_argument(2)
    runner.run(ShareTest)
