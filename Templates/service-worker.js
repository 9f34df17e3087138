/*
 * recipebook's service worker: keeps the book for reading offline. RECIPEBOOK_OFFLINE, written
 * above by the build, lists every file the build wrote with the hash of its bytes and its role:
 * "c" (home, shopping page, theme files: always kept), "p" (pages and their data: kept from
 * the first visit when `whole`, else once opened), "f" (photos: kept once opened).
 *
 * Each build's files go into a cache of their own, named by the build's version, and pages are
 * answered from it first: a reader never gets pages of two builds. A new build's worker fills
 * its cache (copying unchanged files from the old one, fetching the others), and only then
 * takes over and drops the old cache; a fetch that fails leaves the old build in place.
 */
(function () {
  "use strict";
  var OFFLINE = self.RECIPEBOOK_OFFLINE;
  var SCOPE = self.registration.scope;
  var PREFIX = "recipebook " + SCOPE + " ";
  var CACHE = PREFIX + OFFLINE.version;
  var AT_ONCE = 6;
  var files = {};
  OFFLINE.files.forEach(function (file) {
    files[file[0]] = { role: file[1], hash: file[2] };
  });

  // The listed file a URL of this site names ("recipes/" is "recipes/index.html"), or null.
  function pathOf(url) {
    if (url.indexOf(SCOPE) !== 0) return null;
    var path = url.slice(SCOPE.length).split("#")[0].split("?")[0];
    try {
      path = decodeURIComponent(path);
    } catch (e) {
      return null;
    }
    if (path === "" || path.charAt(path.length - 1) === "/") path += "index.html";
    return Object.prototype.hasOwnProperty.call(files, path) ? path : null;
  }

  function urlOf(path) {
    return SCOPE + path.split("/").map(encodeURIComponent).join("/");
  }

  // The cache's key for a file holds its hash: an old cache answers only for unchanged bytes.
  function keyOf(path) {
    return urlOf(path) + "?v=" + files[path].hash;
  }

  function tell(message) {
    message.recipebook = "offline";
    return self.clients.matchAll({ includeUncontrolled: true, type: "window" }).then(function (clients) {
      clients.forEach(function (client) {
        client.postMessage(message);
      });
    });
  }

  function ourOldCaches() {
    return caches.keys().then(function (names) {
      var old = names.filter(function (name) {
        return name.indexOf(PREFIX) === 0 && name !== CACHE;
      });
      return Promise.all(old.map(function (name) { return caches.open(name); }));
    });
  }

  // What this build keeps now: its core, its pages when the whole book is kept, and every
  // file an older build's cache held that this build still has (the pages a reader opened).
  function wanted(oldCaches) {
    return Promise.all(oldCaches.map(function (cache) { return cache.keys(); })).then(function (lists) {
      var paths = {};
      Object.keys(files).forEach(function (path) {
        var role = files[path].role;
        if (role === "c" || (role === "p" && OFFLINE.whole)) paths[path] = true;
      });
      lists.forEach(function (requests) {
        requests.forEach(function (request) {
          var path = pathOf(request.url);
          if (path) paths[path] = true;
        });
      });
      return Object.keys(paths);
    });
  }

  function keep(cache, oldCaches, path) {
    var key = keyOf(path);
    return cache.match(key).then(function (kept) {
      if (kept) return null;
      return oldCaches.reduce(function (found, old) {
        return found.then(function (response) { return response || old.match(key); });
      }, Promise.resolve(undefined)).then(function (response) {
        if (response) return cache.put(key, response);
        return fetch(urlOf(path), { cache: "no-cache", credentials: "same-origin" }).then(function (fetched) {
          if (!fetched.ok) throw new Error("recipebook: " + path + " answered " + fetched.status);
          return cache.put(key, fetched);
        });
      });
    });
  }

  function fill() {
    return Promise.all([caches.open(CACHE), ourOldCaches()]).then(function (opened) {
      var cache = opened[0];
      var oldCaches = opened[1];
      return wanted(oldCaches).then(function (paths) {
        var next = 0;
        var done = 0;
        var total = paths.length;
        tell({ done: 0, total: total, update: oldCaches.length > 0 });
        function worker() {
          if (next >= total) return Promise.resolve();
          var path = paths[next++];
          return keep(cache, oldCaches, path).then(function () {
            done += 1;
            if (done % 10 === 0 || done === total) tell({ done: done, total: total, update: oldCaches.length > 0 });
            return worker();
          });
        }
        var workers = [];
        for (var i = 0; i < AT_ONCE; i++) workers.push(worker());
        return Promise.all(workers).then(function () { return oldCaches.length > 0; });
      });
    });
  }

  self.addEventListener("install", function (event) {
    event.waitUntil(fill().then(function () { return self.skipWaiting(); }));
  });

  self.addEventListener("activate", function (event) {
    event.waitUntil(caches.keys().then(function (names) {
      var old = names.filter(function (name) { return name.indexOf(PREFIX) === 0 && name !== CACHE; });
      return Promise.all(old.map(function (name) { return caches.delete(name); })).then(function () {
        return self.clients.claim();
      }).then(function () {
        return tell({ ready: true, whole: OFFLINE.whole, update: old.length > 0 });
      });
    }));
  });

  // A listed file from this build's cache, else from the network (kept for next time); any
  // other request goes to the network untouched.
  self.addEventListener("fetch", function (event) {
    var request = event.request;
    if (request.method !== "GET") return;
    var path = pathOf(request.url);
    if (path === null) return;
    event.respondWith(caches.open(CACHE).then(function (cache) {
      var key = keyOf(path);
      return cache.match(key).then(function (kept) {
        if (kept) return kept;
        return fetch(request).then(function (response) {
          if (response.ok && response.type === "basic" && !response.redirected) {
            cache.put(key, response.clone());
          }
          return response;
        });
      });
    }));
  });
})();
