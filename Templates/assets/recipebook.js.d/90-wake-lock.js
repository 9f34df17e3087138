  /* ======================================================================
     9. Wake lock: keep the screen on while cooking
     ====================================================================== */

  function initWakeLock() {
    const buttons = $$("[data-wake-lock]");
    if (!buttons.length || !("wakeLock" in navigator) || !navigator.wakeLock) return;
    let sentinel = null;
    let wanted = false;
    const setPressed = (on) => buttons.forEach((b) => b.setAttribute("aria-pressed", String(on)));

    async function acquire() {
      try {
        sentinel = await navigator.wakeLock.request("screen");
        sentinel.addEventListener("release", () => {
          sentinel = null;
          if (!wanted) setPressed(false);
        });
        setPressed(true);
      } catch (e) {
        wanted = false;
        setPressed(false);
        announce(word("cannotKeepAwake", "The screen cannot be kept awake right now."));
      }
    }

    async function release() {
      wanted = false;
      setPressed(false);
      const current = sentinel;
      sentinel = null;
      if (current) {
        try {
          await current.release();
        } catch (e) {
          /* already released */
        }
      }
    }

    buttons.forEach((button) => {
      button.hidden = false;
      button.addEventListener("click", () => {
        if (wanted) {
          release();
        } else {
          wanted = true;
          acquire();
        }
      });
    });

    doc.addEventListener("visibilitychange", () => {
      if (wanted && !sentinel && doc.visibilityState === "visible") acquire();
    });
  }

