/*
 * shopping.js: the default theme's shopping lists (see MARKUP.md for the markup it expects).
 *
 * A plain script (no modules, no dependencies, no fetch) so it also runs from file://.
 *
 *   1. Pure functions: combining and arranging, as RecipeCore does (window.RecipeBookShopping)
 *   2. The reader's list in localStorage
 *   3. Recipe pages: "Add to shopping list"
 *   4. Printable lists: check-off, Print
 *   5. The Shopping list page
 *
 * The items come already understood from the generator (name key, category, amount as one
 * part in millilitres, grams or a count): this script only adds them up and shows the sums
 * the way RecipeCore's ShoppingAmount, NaturalUnit and ShoppingArranger do. Under Node
 * (Tests/browser/shopping_cases.js) the pure functions are module.exports.
 *
 * It runs after recipebook.js, on the same pages, and uses its helpers through window.RecipeBook
 * (fractions, units, the unit ladder, storage, elements, links), so each has one home.
 *
 * Kept as parts in shopping.js.d/, joined in name order into one shopping.js when the theme is
 * loaded: pages opened from file:// cannot load modules. This part opens the function that
 * every part shares and 99-end.js closes it.
 */
(function (global) {
  "use strict";

