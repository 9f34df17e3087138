/// The browser side of live reload, served at ``path`` and added to every HTML page the
/// server sends.
///
/// It listens to ``LiveReloadChannel/path`` with `EventSource`. A new successful build reloads
/// the page when it changed one of the page's files (its HTML, or a file pages load, such as a
/// style sheet, a script or a photo; every page reloads when the build does not say),
/// keeping its scroll position (saved in `sessionStorage` for the reload). The page of an
/// edited recipe reloads sooner, as soon as a `pages` event says it is on disk. A failed
/// build shows a panel listing each problem (`role="alert"`, dismissable) over the page, which
/// stays as the last good build left it; the next successful build removes the panel and
/// reloads. After the server restarts, the page reconnects and reloads.
public enum LiveReloadScript {
    /// Where the server sends the script.
    public static let path = "/__recipebook/live.js"

    /// The script.
    public static let source = #"""
    // Live reload for `recipebook serve`. The server adds this script to the pages it sends;
    // the built files do not contain it.
    (function () {
      "use strict";
      if (window.__recipebookLive) { return; }
      window.__recipebookLive = true;

      var EVENTS = "/__recipebook/events";
      var SCROLL_KEY = "recipebook-live-scroll";
      var PANEL_ID = "recipebook-live-problems";
      var shown = null;        // the build this page was loaded from, or first heard of
      var reconnected = false; // the channel dropped: the server may have restarted
      var dismissed = null;    // the failed build whose panel was dismissed
      var failed = false;      // the last build heard of failed: the page shows an older one

      function here() { return location.pathname + location.search; }

      // This page's file in the output folder: "tags/quick/index.html" for /tags/quick/.
      function file() {
        var path;
        try { path = decodeURIComponent(location.pathname); } catch (e) { path = location.pathname; }
        path = path.replace(/^\/+/, "");
        return path === "" || path.charAt(path.length - 1) === "/" ? path + "index.html" : path;
      }

      // Whether a build that wrote or removed `changed` (null: not known) changed this page:
      // its own file, or a file pages load (style sheets, scripts, photos); not other pages,
      // feeds or text files, nor the service worker, which serve never runs.
      function concerns(changed) {
        if (!changed) { return true; }
        var mine = file();
        for (var i = 0; i < changed.length; i++) {
          if (changed[i] === mine) { return true; }
          if (!/\.(html|xml|txt)$/.test(changed[i]) && changed[i] !== "service-worker.js") { return true; }
        }
        return false;
      }

      function restoreScroll() {
        var saved = null;
        try {
          saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || "null");
          sessionStorage.removeItem(SCROLL_KEY);
        } catch (e) { return; }
        if (!saved || saved.path !== here()) { return; }
        var go = function () { window.scrollTo(saved.x || 0, saved.y || 0); };
        go();
        // Images above the old position may load later and push it down: go there again.
        window.addEventListener("load", go, { once: true });
      }

      function reload() {
        try {
          sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: here(), x: window.scrollX, y: window.scrollY }));
        } catch (e) { /* private mode: reload without keeping the place */ }
        location.reload();
      }

      function removePanel() {
        var panel = document.getElementById(PANEL_ID);
        if (panel) { panel.parentNode.removeChild(panel); }
      }

      function showPanel(status) {
        removePanel();
        if (dismissed === status.build || !document.body) { return; }
        var panel = document.createElement("div");
        panel.id = PANEL_ID;
        panel.setAttribute("role", "alert");
        panel.style.cssText = "position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:2147483647;" +
          "max-height:50vh;overflow:auto;padding:1rem 1.25rem;border-radius:.5rem;" +
          "border-left:.5rem solid #c62828;background:#fff5f5;color:#1a1a1a;" +
          "box-shadow:0 .25rem 1.5rem rgba(0,0,0,.3);font:15px/1.45 system-ui,sans-serif;text-align:left;";

        var heading = document.createElement("p");
        heading.style.cssText = "margin:0 0 .5rem;font-weight:bold;";
        heading.textContent = "The book could not be rebuilt. This page shows the last good build.";

        var close = document.createElement("button");
        close.type = "button";
        close.textContent = "Dismiss";
        close.setAttribute("aria-label", "Dismiss the build problems");
        close.style.cssText = "float:right;margin:0 0 .5rem 1rem;padding:.25rem .75rem;font:inherit;cursor:pointer;";
        close.addEventListener("click", function () { dismissed = status.build; removePanel(); });

        var list = document.createElement("ul");
        list.style.cssText = "margin:0;padding-left:1.25rem;";
        (status.problems || []).forEach(function (problem) {
          var item = document.createElement("li");
          var place = document.createElement("code");
          place.style.cssText = "font-family:ui-monospace,monospace;";
          place.textContent = problem.file ? problem.file + ":" + problem.line + ":" + problem.column : "build";
          item.appendChild(place);
          var warning = problem.severity === "warning" ? "warning: " : "";
          item.appendChild(document.createTextNode(": " + warning + problem.message));
          list.appendChild(item);
        });

        panel.appendChild(close);
        panel.appendChild(heading);
        panel.appendChild(list);
        document.body.appendChild(panel);
      }

      function handle(status) {
        var first = shown === null;
        if (first) { shown = status.build; }
        if (!status.ok) { failed = true; showPanel(status); return; }
        removePanel();
        var recovered = failed && !first;
        failed = false;
        if (reconnected || recovered) { reload(); return; }
        if (first || status.build === shown) { return; }
        if (concerns(status.changed)) { reload(); } else { shown = status.build; }
      }

      function handleEarly(early) {
        // While builds fail the server sends the last good build, not the new files.
        if (failed || !early.pages || early.pages.indexOf(file()) < 0) { return; }
        reload();
      }

      function connect() {
        var source = new EventSource(EVENTS);
        source.onmessage = function (event) {
          var status;
          try { status = JSON.parse(event.data); } catch (e) { return; }
          handle(status);
        };
        source.addEventListener("pages", function (event) {
          var early;
          try { early = JSON.parse(event.data); } catch (e) { return; }
          handleEarly(early);
        });
        source.onerror = function () {
          if (shown !== null) { reconnected = true; }
          if (source.readyState === EventSource.CLOSED) {
            setTimeout(connect, 2000);
          }
        };
      }

      restoreScroll();
      if (window.EventSource) { connect(); }
    })();
    """#
}
