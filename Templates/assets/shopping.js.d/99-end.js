  function start() {
    [initAddButtons, initPrintButtons, initPrintedLists, initShoppingPage].forEach((feature) => {
      try {
        feature();
      } catch (error) {
        if (global.console) global.console.error("recipebook: " + feature.name + " failed", error);
      }
    });
  }

  // After every deferred script (shopping-data.js comes after this one on the Shopping list page).
  if (doc.readyState === "complete") start();
  else doc.addEventListener("DOMContentLoaded", start);
})(typeof window !== "undefined" ? window : globalThis);
