  /* ======================================================================
     9. Wake lock: keep the screen on while cooking
     ====================================================================== */

  /*
   * One screen wake lock, held while anyone wants it: the "Keep screen awake" button
   * ("button") and cook mode ("cook"). Cook mode letting go must not switch off the
   * reader's own pick, so each keeps its own claim.
   */
  const awake = { owners: new Set(), sentinel: null, pending: false, buttons: [] };

  function wakeLockAvailable() {
    return "wakeLock" in navigator && !!navigator.wakeLock;
  }

  function showAwake() {
    const on = awake.owners.has("button");
    awake.buttons.forEach((b) => b.setAttribute("aria-pressed", String(on)));
  }

  async function acquireAwake() {
    if (awake.pending || awake.sentinel || !awake.owners.size || !wakeLockAvailable()) return;
    awake.pending = true;
    try {
      const sentinel = await navigator.wakeLock.request("screen");
      awake.sentinel = sentinel;
      sentinel.addEventListener("release", () => {
        if (awake.sentinel === sentinel) awake.sentinel = null;
      });
      if (!awake.owners.size) releaseAwake();
    } catch (e) {
      if (awake.owners.has("button")) {
        awake.owners.delete("button");
        announce(word("cannotKeepAwake", "The screen cannot be kept awake right now."));
      }
    } finally {
      awake.pending = false;
      showAwake();
    }
  }

  async function releaseAwake() {
    const current = awake.sentinel;
    awake.sentinel = null;
    if (!current) return;
    try {
      await current.release();
    } catch (e) {
      /* already released */
    }
  }

  /** `owner` wants the screen kept on (`on`) or no longer; the lock follows every owner. */
  function keepAwake(owner, on) {
    if (on) awake.owners.add(owner);
    else awake.owners.delete(owner);
    showAwake();
    if (awake.owners.size) acquireAwake();
    else releaseAwake();
  }

  function initWakeLock() {
    awake.buttons = $$("[data-wake-lock]");
    if (!awake.buttons.length || !wakeLockAvailable()) return;
    awake.buttons.forEach((button) => {
      button.hidden = false;
      button.addEventListener("click", () => keepAwake("button", !awake.owners.has("button")));
    });
  }

  // The browser lets the lock go when the page is hidden: take it again on return.
  doc.addEventListener("visibilitychange", () => {
    if (awake.owners.size && !awake.sentinel && doc.visibilityState === "visible") acquireAwake();
  });
