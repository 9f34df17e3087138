/*
 * The theme's scripts as the Node cases load them (shopping_cases.js, qrcode_cases.js).
 *
 * `script(name)` is `recipebook.js` or `shopping.js` as a built site ships it (under its hashed
 * name) when RECIPEBOOK_ASSETS names its assets folder; otherwise it is joined from
 * Templates/assets/NAME.d/ as Theme.load joins it: the parts in name order, dot files and .md
 * files left out, each ending with a line break.
 */
"use strict";

const fs = require("fs");
const path = require("path");

const templateAssets = path.join(__dirname, "..", "..", "Templates", "assets");

/** The file a built site publishes `name` as, in `folder`: `recipebook.js` is
 *  `recipebook.3f9a1c0b.js`, its name carrying a hash of its bytes. */
function published(folder, name) {
  const dot = name.lastIndexOf(".");
  const pattern = new RegExp("^" + name.slice(0, dot) + "\\.[0-9a-f]{8}\\" + name.slice(dot) + "$");
  const found = fs.readdirSync(folder).filter((file) => pattern.test(file));
  if (found.length !== 1) throw new Error(`${name}: ${found.length} files in ${folder}`);
  return path.join(folder, found[0]);
}

/** The text of one of the theme's scripts, `recipebook.js` or `shopping.js`. */
function script(name) {
  const builtAssets = process.env.RECIPEBOOK_ASSETS;
  if (builtAssets) return fs.readFileSync(published(builtAssets, name), "utf8");
  const folder = path.join(templateAssets, name + ".d");
  return fs.readdirSync(folder)
    .filter((part) => !part.startsWith(".") && !part.endsWith(".md"))
    .sort()
    .map((part) => fs.readFileSync(path.join(folder, part), "utf8"))
    .map((text) => (text === "" || text.endsWith("\n") ? text : text + "\n"))
    .join("");
}

module.exports = { script, published };
