  /* ======================================================================
     6b. Cook mode: one step at a time, large, with its items and timers
     ====================================================================== */

  /*
   * The overlay shows copies of what the page shows now (amounts scaled and converted,
   * temperatures in the reader's units), so it never works anything out again. Its ticks are
   * the page's own checkboxes, clicked through, so both stay one stored state; its timer
   * buttons start the page's own timers (timerSource, 70-timers.js).
   */

  const SWIPE_DISTANCE = 50; // px a finger must travel sideways for a swipe

  function initCookMode() {
    $$(".recipe[data-recipe]").forEach((article) => {
      const steps = $$(".elements > .step", article);
      const openers = $$("[data-cook-mode]", article);
      if (!steps.length || !openers.length) return;
      const cook = makeCookMode(article, steps);
      openers.forEach((button) => {
        button.hidden = false;
        button.addEventListener("click", () => cook.open(button));
      });
    });
  }

  function cookButton(className, text) {
    return make("button", { type: "button", class: className }, text);
  }

  /** A copy of page markup without ids, which must stay unique on the page. */
  function cookCopy(node) {
    const copy = node.cloneNode(true);
    if (copy.removeAttribute) copy.removeAttribute("id");
    $$("[id]", copy).forEach((element) => element.removeAttribute("id"));
    return copy;
  }

  /** A checkbox in the overlay that ticks `box` on the page, as a tap there would. */
  function cookCheck(box) {
    const copy = make("input", { type: "checkbox", class: "check" });
    copy.checked = box.checked;
    copy.addEventListener("change", () => {
      if (box.checked !== copy.checked) box.click();
      copy.checked = box.checked;
    });
    return copy;
  }

  function makeCookMode(article, steps) {
    const items = $$(".elements > .item", article);
    const title = $(".recipe-title", article);
    const titleId = "cook-title-" + article.getAttribute("data-recipe"); // one overlay a recipe
    // Focusable itself (tabindex -1), so a tap on its text keeps focus inside it.
    const overlay = make("div", { class: "cook-mode", role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, tabindex: "-1" });
    overlay.hidden = true;
    const bar = make("div", { class: "cook-bar" });
    const heading = make("p", { class: "cook-title", id: titleId }, title ? title.textContent.trim() : "");
    const progress = make("p", { class: "cook-progress", "aria-live": "polite" });
    const close = cookButton("cook-close", word("close", "Close"));
    bar.append(heading, progress, close);
    const body = make("div", { class: "cook-body" });
    const nav = make("div", { class: "cook-nav" });
    const previous = cookButton("cook-previous", word("previous", "Previous"));
    const next = cookButton("cook-next", word("next", "Next"));
    nav.append(previous, next);
    overlay.append(bar, body, nav);
    doc.body.appendChild(overlay);

    const state = { index: 0, opener: null, tray: null, touch: null, full: false };

    function render() {
      const step = steps[state.index];
      const count = steps.length;
      progress.textContent = word("stepOf", "Step {n} of {count}", { n: state.index + 1, count: count });
      previous.setAttribute("aria-disabled", String(state.index === 0));
      next.textContent = state.index === count - 1 ? word("finish", "Finish") : word("next", "Next");
      body.textContent = "";
      const section = step.closest(".recipe-section");
      const sectionTitle = section && $(".section-title", section);
      if (sectionTitle) body.append(make("p", { class: "cook-section" }, sectionTitle.textContent.trim()));
      const uses = (step.getAttribute("data-uses") || "").split(" ").filter(Boolean).map(Number)
        .filter((n) => Number.isInteger(n) && items[n]);
      body.classList.toggle("has-items", uses.length > 0);
      if (uses.length) {
        const list = make("ul", { class: "cook-items", "aria-label": word("forThisStep", "For this step") });
        uses.forEach((n) => list.append(cookItem(items[n])));
        body.append(list);
      }
      body.append(cookStep(step));
      body.classList.remove("is-turning");
      void body.offsetWidth;
      body.classList.add("is-turning");
    }

    function cookItem(item) {
      const entry = make("li", { class: "cook-item" });
      const box = $("input.check", item);
      const label = make("label");
      const text = make("span", { class: "cook-item-text" });
      $$(".item-name, .item-amount, .item-prep", item).forEach((span, index) => {
        if (index) text.append(" ");
        text.append(cookCopy(span));
      });
      label.append(text);
      if (box) {
        const copy = cookCheck(box);
        copy.addEventListener("change", () => entry.classList.toggle("is-checked", copy.checked));
        entry.classList.toggle("is-checked", box.checked);
        label.prepend(copy);
      }
      entry.append(label);
      return entry;
    }

    function cookStep(step) {
      const wrapper = make("div", { class: "cook-step" });
      const text = $(".step-text", step);
      if (text) {
        const copy = cookCopy(text);
        copy.className = "cook-step-text";
        const originals = $$("button.timer", text);
        $$("button.timer", copy).forEach((button, index) => {
          if (!originals[index]) return;
          timerSource.set(button, originals[index]);
          button.classList.toggle("is-running", originals[index].classList.contains("is-running"));
        });
        wrapper.append(copy);
      }
      const box = $("input.check", step);
      if (box) {
        const done = make("label", { class: "cook-step-done" });
        done.append(cookCheck(box), " " + word("stepDone", "Step done"));
        wrapper.append(done);
      }
      return wrapper;
    }

    function go(delta) {
      const target = state.index + delta;
      if (target >= steps.length) {
        closeCook();
        return;
      }
      if (target < 0) return;
      state.index = target;
      render();
    }

    function open(opener) {
      state.opener = opener;
      const ticked = steps.findIndex((step) => {
        const box = $("input.check", step);
        return !box || !box.checked;
      });
      state.index = ticked < 0 ? 0 : ticked; // carry on where the ticks stop
      // The running timers come along: the overlay covers the page, and in full screen
      // only the overlay is drawn.
      const tray = timerTray();
      state.tray = { element: tray, parent: tray.parentNode, next: tray.nextSibling };
      overlay.append(tray);
      overlay.hidden = false;
      root.classList.add("is-cooking");
      render();
      keepAwake("cook", true);
      if (overlay.requestFullscreen && doc.fullscreenEnabled) {
        overlay.requestFullscreen().then(() => { state.full = true; }, () => { state.full = false; });
      }
      next.focus();
    }

    function closeCook() {
      if (overlay.hidden) return;
      overlay.hidden = true;
      root.classList.remove("is-cooking");
      if (state.tray && state.tray.parent) state.tray.parent.insertBefore(state.tray.element, state.tray.next);
      state.tray = null;
      keepAwake("cook", false);
      // Focus can move to the page only once full screen has ended.
      const back = () => { if (state.opener) state.opener.focus(); };
      const full = state.full && doc.fullscreenElement === overlay && doc.exitFullscreen;
      state.full = false;
      if (full) doc.exitFullscreen().then(back, back);
      else back();
    }

    // Leaving full screen (the browser takes the first Escape for that) leaves cook mode too.
    doc.addEventListener("fullscreenchange", () => {
      if (state.full && doc.fullscreenElement !== overlay) {
        state.full = false;
        closeCook();
      }
    });

    // Focus stays in the overlay while it is open, wherever it was sent.
    doc.addEventListener("focusin", (event) => {
      if (!overlay.hidden && !overlay.contains(event.target)) next.focus();
    });

    close.addEventListener("click", closeCook);
    previous.addEventListener("click", () => go(-1));
    next.addEventListener("click", () => go(1));

    // A tap on the step's left part goes back, on its right part on: not on what a tap uses.
    body.addEventListener("click", (event) => {
      if (event.target.closest("a, button, input, label, select, textarea")) return;
      const box = body.getBoundingClientRect();
      go(event.clientX < box.left + box.width / 2 ? -1 : 1);
    });

    overlay.addEventListener("touchstart", (event) => {
      const touch = event.changedTouches[0];
      state.touch = touch ? { x: touch.clientX, y: touch.clientY } : null;
    }, { passive: true });
    overlay.addEventListener("touchend", (event) => {
      const touch = event.changedTouches[0];
      const start = state.touch;
      state.touch = null;
      if (!touch || !start) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      go(dx < 0 ? 1 : -1);
    });

    doc.addEventListener("keydown", (event) => {
      if (overlay.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Escape") {
        event.preventDefault();
        closeCook();
      } else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        go(event.key === "ArrowRight" ? 1 : -1);
      } else if (event.key === "Tab") {
        trapFocus(overlay, event);
      }
    });

    return { open: open };
  }

  /** Tab from the last control of the overlay goes to its first, and Shift+Tab back. */
  function trapFocus(container, event) {
    const focusable = $$("a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])", container)
      .filter((element) => element.offsetParent !== null || element === doc.activeElement);
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const inside = container.contains(doc.activeElement);
    if (event.shiftKey && (doc.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (doc.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }
