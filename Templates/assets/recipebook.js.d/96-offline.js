  /* ======================================================================
     10b. Offline: the service worker, and how far it has saved the book
     ====================================================================== */

  /*
   * The service worker (service-worker.js at the site's root) runs only for a book served
   * over http(s): browsers have none for pages opened from disk. Under `recipebook serve`
   * (its live-reload script is on the page) no worker may stand between a save and the
   * reload, so one left from an earlier visit is taken away instead.
   */
  function initOffline() {
    const protocol = window.location.protocol;
    if ((protocol !== "http:" && protocol !== "https:") || !("serviceWorker" in navigator)) return;
    const workers = navigator.serviceWorker;
    workers.addEventListener("message", (event) => showOffline(event.data));
    window.addEventListener("load", () => {
      const url = new URL(doc.body.getAttribute("data-root") || "./", window.location.href);
      if (window.__recipebookLive || doc.querySelector('script[src^="/__recipebook/"]')) {
        workers.getRegistrations().then((all) => all.forEach((registration) => registration.unregister()));
        return;
      }
      workers.register(new URL("service-worker.js", url).href, { scope: url.href }).catch(() => {
        /* No worker (a private window, storage refused): the book is still a website. */
      });
    });
  }

  /* The worker's news, in a quiet line at the foot of the page (a status, read out politely). */
  function showOffline(message) {
    if (!message || message.recipebook !== "offline") return;
    const footer = doc.querySelector(".site-footer");
    if (!footer) return;
    let line = footer.querySelector(".offline-status");
    if (!line) {
      line = make("p", { class: "offline-status", role: "status" });
      footer.appendChild(line);
    }
    if (message.ready) {
      line.textContent = message.update
        ? word("offlineUpdated", "A new version of the book is saved: it shows from the next page you open.")
        : message.whole
          ? word("offlineSaved", "The whole book is saved on this device and opens without a network.")
          : word("offlinePagesKept", "The pages you open are saved on this device and open without a network.");
    } else if (message.total > 0 && !message.update) {
      line.textContent = word("offlineSaving", "Saving the book for reading offline: {done} of {total}", {
        done: message.done,
        total: message.total,
      });
    }
  }

