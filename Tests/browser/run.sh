#!/usr/bin/env bash
# Runs the browser tests against an already-built site folder (the sample book), and
# test_language.py against the German fixture book it builds with .build/debug/recipebook:
#   swift build && .build/debug/recipebook build && bash Tests/browser/run.sh "$(pwd)/Output"
# Needs Debian's chromium and chromium-driver, zbar-tools and poppler-utils (test_share.py), pypdf
# (test_print.py installs it with pip when it is missing), and
# nodejs for shopping_cases.js, qrcode_cases.js and search_cases.js; installs
# Selenium with pip when it is missing.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 SITE_DIR" >&2
    exit 2
fi
site=$(cd "$1" && pwd)
for tool in /usr/bin/chromium /usr/bin/chromedriver; do
    if [ ! -x "$tool" ]; then
        echo "$tool is missing: apt-get install chromium chromium-driver" >&2
        exit 2
    fi
done
if ! python3 -c 'import selenium' 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check selenium
fi
# The Shopping list page's maths against the shared table of cases (plain Node, no browser).
if command -v node >/dev/null 2>&1; then
    # The scripts as the site ships them, joined from their parts.
    RECIPEBOOK_ASSETS="$site/assets" node "$(dirname "$0")/shopping_cases.js"
    # Its QR encoder against the Swift encoder's matrices (Tests/browser/qrcode-cases.json).
    RECIPEBOOK_ASSETS="$site/assets" node "$(dirname "$0")/qrcode_cases.js"
    # The sharded search against a brute-force search of the same rules over every entry.
    RECIPEBOOK_ASSETS="$site/assets" node "$(dirname "$0")/search_cases.js"
else
    echo "node is missing: the shopping-list cases of shopping.js are not run (apt-get install nodejs)" >&2
fi
status=0
# Served over HTTP as a host serves it: every page, link, stylesheet, script and icon answers.
python3 "$(dirname "$0")/check_http.py" "$site" || status=1
python3 "$(dirname "$0")/test_site.py" "$site" || status=1
# Search forgives a typo: a letter left out, swapped or changed still finds the recipe.
python3 "$(dirname "$0")/test_search.py" "$site" || status=1
# The Shopping list page, printed lists, lists in columns, the index of ingredients.
python3 "$(dirname "$0")/test_lists.py" "$site" || status=1
# Recipes inside recipes: a pie's crust on the list as its items, or one line; its link at the pie's scale.
python3 "$(dirname "$0")/test_sub_recipes.py" "$site" || status=1
# What can I make: ticks on the index of ingredients list the recipes ready and one thing short.
python3 "$(dirname "$0")/test_pantry.py" "$site" || status=1
# Phone and desktop layout: widths, the first screen, margin notes, timers, undo, print.
python3 "$(dirname "$0")/test_layout.py" "$site" || status=1
# Times: cards show them; the A–Z and part pages' time filter, by keyboard, on a phone and a desktop.
python3 "$(dirname "$0")/test_times.py" "$site" || status=1
# A− and A+ on a recipe and in cook mode: kept per device, no sideways scroll at 320 px at the largest.
python3 "$(dirname "$0")/test_text_size.py" "$site" || status=1
# A recipe on paper: one sheet of Letter and of A4 (a short one of a flat book built with
# .build/debug/recipebook too), items beside steps, 10.5pt and up.
python3 "$(dirname "$0")/test_print.py" "$site" || status=1
# The header: one row at most 64 px tall on a phone and a desktop, nothing wrapped in six languages
# (the sample book built again in each with .build/debug/recipebook), menu and search by keyboard.
python3 "$(dirname "$0")/test_header.py" "$site" || status=1
# The guide: a phone opens on the chapter, its list folded; sections in the sidebar; ← and →; tables.
python3 "$(dirname "$0")/test_guide_phone.py" "$site" || status=1
# Photos: srcset choice on a phone and a desktop, card thumbnails, upright orientation.
python3 "$(dirname "$0")/test_photos.py" "$site" || status=1
# Each theme's light and dark variants, the mode picked by keyboard; A–Z on a phone and a desktop.
python3 "$(dirname "$0")/test_themes.py" "$site" || status=1
# The book as an app: no manifest from disk (no console error), an installable one over http.
python3 "$(dirname "$0")/test_app.py" "$site" || status=1
# Offline: the sample book (built again here with .build/debug/recipebook) served over http, read
# with the network cut, then a new build picked up on the next visit.
python3 "$(dirname "$0")/test_offline.py" || status=1
# Copy list, Send to phone (the page's QR code read with zbarimg), printing with page numbers.
python3 "$(dirname "$0")/test_share.py" "$site" || status=1
# Kitchen numbers: every amount of the sample book in Metric and US, and of the German fixture
# book at ×½, ×1, ×2 and ×3 in each view, against Templates/kitchen.json's rules.
python3 "$(dirname "$0")/test_kitchen.py" "$site" || status=1
# Scale by what you have ("3 eggs", "250 g"), by your pan, and the scale kept per recipe.
python3 "$(dirname "$0")/test_scale_by.py" "$site" || status=1
# Cook mode: one step at a time with its items, timers and ticks, on a phone and a desktop, and
# in the German fixture book (built with .build/debug/recipebook).
python3 "$(dirname "$0")/test_cook_mode.py" "$site" || status=1
# A book in German (its fixture, built here with .build/debug/recipebook): decimal commas,
# units, a timer, search and the shopping list in the book's language.
python3 "$(dirname "$0")/test_language.py" || status=1
exit $status
