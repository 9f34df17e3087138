/*
 * The theme's scripts as the Node cases load them (shopping_cases.js, qrcode_cases.js).
 *
 * `script(name)` is `recipebook.js` or `shopping.js` as a built site ships it when
 * RECIPEBOOK_ASSETS names its assets folder; otherwise it is joined from
 * Templates/assets/NAME.d/ as Theme.load joins it: the parts in name order, dot files and .md
 * files left out, each ending with a line break.
 */
"use strict";

const fs = require("fs");
const path = require("path");

const templateAssets = path.join(__dirname, "..", "..", "Templates", "assets");

/** The text of one of the theme's scripts, `recipebook.js` or `shopping.js`. */
function script(name) {
  const builtAssets = process.env.RECIPEBOOK_ASSETS;
  if (builtAssets) return fs.readFileSync(path.join(builtAssets, name), "utf8");
  const folder = path.join(templateAssets, name + ".d");
  return fs.readdirSync(folder)
    .filter((part) => !part.startsWith(".") && !part.endsWith(".md"))
    .sort()
    .map((part) => fs.readFileSync(path.join(folder, part), "utf8"))
    .map((text) => (text === "" || text.endsWith("\n") ? text : text + "\n"))
    .join("");
}

module.exports = { script };
