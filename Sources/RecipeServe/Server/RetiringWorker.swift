import RecipeSite

/// What the preview server sends for the site's service worker (``OfflineWorker``): a worker
/// that takes itself away. A book opened earlier from a plain web server at the same address
/// left a worker that answers pages from its cache; the browser fetches this one in its place
/// on the next page, and it drops the caches and reloads the pages, so live reload sees every
/// save. The built site keeps its own worker on disk.
enum RetiringWorker {
    /// Where the server sends it: the worker's place at the site's root.
    static let path = "/" + OfflineWorker.path

    /// The script.
    static let source = #"""
    // Sent by `recipebook serve` in place of the book's service worker: no cache may stand
    // between a save and the reload.
    self.addEventListener("install", function () { self.skipWaiting(); });
    self.addEventListener("activate", function (event) {
      event.waitUntil(caches.keys().then(function (names) {
        return Promise.all(names.filter(function (name) { return name.indexOf("recipebook ") === 0; })
          .map(function (name) { return caches.delete(name); }));
      }).then(function () {
        return self.registration.unregister();
      }).then(function () {
        return self.clients.matchAll({ type: "window" });
      }).then(function (clients) {
        clients.forEach(function (client) { client.navigate(client.url); });
      }));
    });

    """#
}
