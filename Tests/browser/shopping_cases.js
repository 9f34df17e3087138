#!/usr/bin/env node
/*
 * The page script's shopping maths against the shared table of cases.
 *
 * usage: node Tests/browser/shopping_cases.js [FIXTURE]
 *        RECIPEBOOK_ASSETS=SITE/assets node Tests/browser/shopping_cases.js
 *
 * FIXTURE (default: shopping-cases.json beside this file) is written by the Swift tests
 * (Tests/RecipeSiteTests/ShoppingScriptTests.swift): every case of
 * Tests/RecipeCoreTests/Fixtures/shopping/aggregation-cases.json with its items as recipe
 * pages carry them (rows, and what the page shows of each item, joined here by the page
 * script's own pageRows), and lists that RecipeCore arranged for a few stores. This loads the
 * theme's recipebook.js (for fractions and units) and shopping.js, combines every case and
 * compares. Prints "N passed, M failed" last; exits 1 when a case failed.
 *
 * The two scripts are the ones a built site ships when RECIPEBOOK_ASSETS names its assets
 * folder; otherwise they are joined from Templates/assets/NAME.d/ as Theme.load joins them
 * (theme_scripts.js).
 */
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

const here = __dirname;
const { script } = require("./theme_scripts");

const fixture = JSON.parse(fs.readFileSync(process.argv[2] || path.join(here, "shopping-cases.json"), "utf8"));

// recipebook.js expects a page: a document that is still loading is enough for its pure functions.
globalThis.window = globalThis;
globalThis.document = {
  documentElement: { getAttribute: () => null, setAttribute: () => {}, dataset: {} },
  readyState: "loading",
  addEventListener: () => {},
};
globalThis.RECIPEBOOK_UNITS = fixture.units;
globalThis.RECIPEBOOK_KITCHEN = fixture.kitchen;
vm.runInThisContext(script("recipebook.js"), { filename: "recipebook.js" });
// shopping.js hands its pure functions to `module.exports` when there is one, as under require().
const shoppingModule = { exports: {} };
vm.runInThisContext("(function (module) {\n" + script("shopping.js") + "\n})", { filename: "shopping.js" })(shoppingModule);
const shopping = shoppingModule.exports;

let passed = 0;
let failed = 0;

/** JSON with every object's keys sorted, so key order never matters. */
function canonical(value) {
  if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
  if (value && typeof value === "object") {
    return "{" + Object.keys(value).sort().map((key) => JSON.stringify(key) + ":" + canonical(value[key])).join(",") + "}";
  }
  return JSON.stringify(value);
}

function check(name, actual, expected) {
  const a = canonical(actual);
  const e = canonical(expected);
  if (a === e) {
    passed += 1;
    return;
  }
  failed += 1;
  console.log("FAIL " + name);
  console.log("  expected: " + JSON.stringify(expected));
  console.log("  actual:   " + JSON.stringify(actual));
}

/**
 * Recipes as the list keeps them: each page's rows made items as the page script makes them,
 * each sub-recipe's rows in its place unless `expand` is false (the page's toggle off).
 */
function entries(recipes, expand) {
  return recipes.map((recipe) => {
    const shown = (position) => {
      const item = recipe.shown[position];
      return item ? { name: item[0], amount: item[1], prep: item[2], other: item[3] || "" } : null;
    };
    const rows = expand === false ? shopping.pageRows(recipe.rows, shown) : shopping.subRecipeRows(recipe, shown).rows;
    return Object.assign({}, recipe, { items: shopping.itemsFromRows(rows) });
  });
}

fixture.cases.forEach((example) => {
  // The book's language, as a site's words script gives it, and the units the reader picked.
  globalThis.RECIPEBOOK_WORDS = { locale: example.language || "en" };
  const lines = shopping.combine(entries(example.recipes, example.expand), example.extras, null, example.view || "original");
  const actual = lines.map((line) => {
    const shown = { name: line.name, amount: line.amount, recipes: shopping.recipeTitles(line), preps: shopping.preps(line) };
    // The table leaves "words" out of a line that has none.
    if (line.words) shown.words = line.words;
    return shown;
  });
  check("case: " + example.name, actual, example.expected);
});
delete globalThis.RECIPEBOOK_WORDS;

(fixture.arrangements || []).forEach((arrangement) => {
  const list = shopping.makeList(entries(arrangement.recipes), arrangement.extras, arrangement.store, fixture.categories);
  const actual = list.sections.map((section) => ({
    category: section.category,
    kind: section.kind,
    lines: section.lines.map((line) => ({
      amount: line.amount,
      id: line.id,
      key: line.key,
      name: line.name,
      sources: shopping.sourcesText(line),
      words: line.words,
    })),
    name: section.name,
  }));
  check("arranged: " + arrangement.name, actual, arrangement.expected);
});

(fixture.columnCuts || []).forEach((example) => {
  check("column cut: " + example.sizes.join(","), shopping.columnCut(example.sizes), example.cut);
});

// Kitchen numbers: each amount scaled and shown in a view by the rules of kitchen.json, as
// KitchenAmountTests checks RecipeCore against the same cases (null: shown as written).
(fixture.kitchenCases || []).forEach((example) => {
  const book = globalThis.RecipeBook;
  globalThis.RECIPEBOOK_WORDS = { locale: example.language };
  const quantity = { low: example.low, high: example.high, unit: example.unit };
  check("kitchen: " + example.name + " | " + example.amount + " ×" + example.factor + " " + example.view + " (" + example.language + ")",
    book.formatQuantity(quantity, example.factor, example.view, example.name), example.shown);
});
delete globalThis.RECIPEBOOK_WORDS;
if (!(fixture.kitchenCases || []).length) check("kitchen cases are in the fixture", 0, "some");

// Numbers of any size are written, never as "Infinity.NaN": scaling by a typed-in number of
// servings can make one (FriendlyFraction.decimal writes the same).
[[Infinity, "Infinity"], [NaN, "NaN"], [1e20, "100000000000000000000"], [-2.5, "-2.5"], [1234.567, "1234.57"]]
  .forEach(([value, shown]) => check("decimal: " + value, globalThis.RecipeBook.decimalString(value, 2), shown));

console.log(passed + " passed, " + failed + " failed");
process.exit(failed ? 1 : 0);
