/*
 * recipebook.js: the default theme's behaviour (see MARKUP.md for the markup it expects).
 *
 * A plain script (no modules, no dependencies, no fetch) so it also runs from file://.
 * Every feature looks for its own elements and does nothing on a page without them.
 *
 *   1. Utilities                      6. Cooking mode (check-off), 6b. cook mode
 *   2. Pure functions (RecipeBook)    7. Timers
 *   3. file:// links                  8. Scaling and units
 *   4. Theme picker                   9. Wake lock
 *   5. Search                        10. Heading links, task lists, start
 *
 * window.RecipeBook exposes the pure functions, for tests, and the helpers shopping.js shares;
 * nothing else is global.
 *
 * Kept as parts in recipebook.js.d/, one feature each, joined in name order into one
 * recipebook.js when the theme is loaded: pages opened from file:// cannot load modules. This
 * part opens the function that every part shares and 99-end.js closes it.
 */
(function () {
  "use strict";

