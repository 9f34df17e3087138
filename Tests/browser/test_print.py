#!/usr/bin/env python3
"""Browser tests of a recipe on paper, on a built sample book.

usage: python3 test_print.py SITE_DIR [RECIPEBOOK]   (run.sh runs it; RECIPEBOOK, by default
.build/debug/recipebook, builds a book in the app's own flat layout)

Chromium prints recipe pages to PDF on Letter and A4 paper, read back with pypdf: the crumble
(seven steps, two photos) takes one sheet of each, as every recipe of the sample book does on
Letter; so does a short recipe of a book in the app's flat layout with no settings (no part,
no QR code above its title); in print, its items stand beside its steps, no photo is wider than its column and no
text is under 10.5pt. Printed lists in two columns and the index of ingredients show a
"(continued)" heading only at the top of a column, never under the heading it continues.
Prints "N passed, M failed" last and exits non-zero when a test failed.
"""
import base64
import glob
import io
import os
import shutil
import subprocess
import sys
import tempfile

import runner

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
REPOSITORY = runner.REPOSITORY
# A short recipe as the app writes it: the book has no site.toml, so the title comes first.
SHORT_RECIPE = """# Potato Pancakes

- Potatoes | 1 kg | peeled
- Eggs | 2 |
- Flour | 3 tbsp |

Grate the potatoes and squeeze them dry. Stir in the eggs and flour.

Fry for 3 to 4 minutes a side [Pancakes].
"""
CRUMBLE = "recipes/grandmas-apple-crumble.html"
# Paper sizes in inches, as the Print dialog names them.
PAPER = {"Letter": (8.5, 11), "A4": (8.27, 11.69)}


def placed_text(page):
    """Each piece of text on a PDF page with where it starts: (x, y, text), y up from the foot."""
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            x, y = tm[4], tm[5]
            found.append((x * cm[0] + y * cm[2] + cm[4], x * cm[1] + y * cm[3] + cm[5], text.strip()))

    page.extract_text(visitor_text=visit)
    return found


class PrintTest(runner.BrowserTest):
    chrome_arguments = ("--window-size=1280,1000",)

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        try:
            import pypdf  # noqa: F401
        except ImportError:
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "pypdf"], check=True)

    def printed(self, path, paper, site=SITE):
        """The pages of `path` in `site` printed by Chromium on `paper`, as pypdf reads them."""
        import pypdf
        d = self.driver
        d.get("file://" + os.path.join(site, path))
        self.wait(lambda: d.execute_script("return document.readyState === 'complete'"))
        width, height = PAPER[paper]
        data = d.execute_cdp_cmd("Page.printToPDF", {"paperWidth": width, "paperHeight": height, "printBackground": False})
        return pypdf.PdfReader(io.BytesIO(base64.b64decode(data["data"]))).pages

    def test_the_crumble_prints_on_one_sheet_of_letter_and_of_a4(self):
        for paper in PAPER:
            pages = self.printed(CRUMBLE, paper)
            self.assertEqual(len(pages), 1, f"the crumble on {paper}")
            text = pages[0].extract_text()
            for words in ("Grandma's Apple Crumble", "Step 7", "With custard, the way Grandpa liked it", "Leftovers keep"):
                self.assertIn(words.lower(), text.lower(), f"{words} on the {paper} sheet")

    def test_every_sample_recipe_prints_on_one_letter_sheet(self):
        recipes = [path for path in sorted(glob.glob(os.path.join(SITE, "recipes", "*.html"))) if not path.endswith("index.html")]
        self.assertEqual(len(recipes), 24)
        for path in recipes:
            self.assertEqual(len(self.printed(os.path.relpath(path, SITE), "Letter")), 1, os.path.basename(path))

    def test_a_short_recipe_of_a_flat_book_prints_on_one_sheet(self):
        sandbox = tempfile.mkdtemp(prefix="recipebook-print-")
        try:
            content, output = os.path.join(sandbox, "Recipes"), os.path.join(sandbox, "Output")
            os.makedirs(content)
            with open(os.path.join(content, "Potato Pancakes.recipe"), "w", encoding="utf-8") as file:
                file.write(SHORT_RECIPE)
            runner.build_book(content, output)
            for paper in PAPER:
                pages = self.printed("recipes/potato-pancakes.html", paper, site=output)
                self.assertIn("potato pancakes", pages[0].extract_text().lower(), paper)
                self.assertEqual(len(pages), 1, f"the pancakes on {paper}: a blank sheet after the recipe")
        finally:
            shutil.rmtree(sandbox, ignore_errors=True)

    def test_on_paper_items_stand_beside_their_steps_in_type_of_10_5pt_and_up(self):
        d = self.driver
        d.get("file://" + os.path.join(SITE, CRUMBLE))
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            d.set_window_size(816, 1056)
            layout = d.execute_script("""
                const box = (element) => element.getBoundingClientRect();
                const fruit = document.querySelector('#fruit').closest('.recipe-section');
                const apples = box(fruit.querySelector('.item'));
                const step = box(fruit.querySelector('.step'));
                const photos = [...document.querySelectorAll('.recipe .photo img')].map((img) => {
                    const column = img.closest('li');
                    return {photo: box(img).width, column: box(column).width, page: box(document.querySelector('.recipe')).width};
                });
                const small = [...document.querySelectorAll('.recipe .recipe-section *')]
                    .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim()))
                    .map((element) => parseFloat(getComputedStyle(element).fontSize) * 0.75)
                    .filter((points) => points < 10.5 - 0.01);
                return {apples: [apples.left, apples.right, apples.top], step: [step.left, step.top], photos, small};
            """)
        finally:
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        self.assertGreater(layout["step"][0], layout["apples"][1], "Step 2 stands to the right of the apples")
        self.assertLess(abs(layout["step"][1] - layout["apples"][2]), 4, "and level with them")
        self.assertEqual(len(layout["photos"]), 2)
        for photo in layout["photos"]:
            self.assertLessEqual(photo["photo"], photo["column"] + 0.5)
            self.assertLess(photo["photo"], photo["page"] / 2, "no photo is wider than a column")
        self.assertEqual(layout["small"], [], "no text of the recipe under 10.5pt")


    def test_continued_headings_are_printed_only_at_the_top_of_a_column(self):
        lists = (("plans/big-family-weekend/index.html", ".shopping-section-title"),
                 ("plans/big-family-weekend/corner-market/index.html", ".shopping-section-title"),
                 ("ingredients/index.html", ".index-letter"))
        seen = 0
        for path, heading in lists:
            for paper in PAPER:
                pages = self.printed(path, paper)
                first = self.driver.execute_script("return document.querySelector(arguments[0]).textContent.trim()", heading)
                for number, page in enumerate(pages):
                    placed = placed_text(page)
                    middle = float(page.mediabox.width) / 2
                    # The columns start under the page's header, at the first heading of the first column.
                    top = max(y for _, y, _ in placed)
                    if number == 0:
                        top = min((y for x, y, text in placed if text == first and x < middle), default=top)
                    for x, y, text in placed:
                        if "(continued)" not in text:
                            continue
                        seen += 1
                        right = x >= middle
                        above = [other for ox, oy, other in placed if (ox >= middle) == right and y + 2 < oy <= top + 2]
                        self.assertEqual(above, [], f"{path} on {paper}, page {number + 1}: {text} under other lines")
        self.assertGreater(seen, 0, "no list printed a (continued) heading: the test checks nothing")

if __name__ == "__main__":
    if not os.path.exists(os.path.join(SITE, CRUMBLE)):
        print(f"{SITE} holds no crumble: build the sample book first")
        sys.exit(2)
    runner.use_binary_argument(2)
    runner.run(PrintTest)
