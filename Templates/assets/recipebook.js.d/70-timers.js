  /* ======================================================================
     7. Timers: several at once, in the tray
     ====================================================================== */

  const timers = new Map(); // button.timer → running or finished timer
  const timerSource = new WeakMap(); // a copy of a step's timer button (cook mode) → the page's
  let tickHandle = 0;
  let audio = null;

  function timerTray() {
    let tray = doc.getElementById("timer-tray");
    if (!tray) {
      tray = make("div", { class: "timer-tray", id: "timer-tray" });
      doc.body.appendChild(tray);
    }
    // The countdown must not be read out every second: announcements go through announce().
    tray.removeAttribute("aria-live");
    if (!tray.hasAttribute("aria-label")) {
      tray.setAttribute("role", "region");
      tray.setAttribute("aria-label", word("timers", "Timers"));
    }
    return tray;
  }

  function timerName(button) {
    const named = (button.getAttribute("data-timer-name") || "").trim();
    return named || button.textContent.trim().replace(/\s+/g, " ");
  }

  function initTimers() {
    doc.addEventListener("click", (event) => {
      const button = event.target.closest && event.target.closest("button.timer");
      if (!button) return;
      event.preventDefault();
      // A copy starts the page's own timer: one timer per step, wherever it was tapped.
      const original = timerSource.get(button) || button;
      startTimer(original);
      if (original !== button) button.classList.toggle("is-running", original.classList.contains("is-running"));
    });
  }

  function startTimer(button) {
    const existing = timers.get(button);
    if (existing && !existing.done) {
      // Already running: show it rather than start a second copy.
      existing.entry.classList.remove("is-flash");
      void existing.entry.offsetWidth;
      existing.entry.classList.add("is-flash");
      announce(word("timerRunning", "{name} timer is already running: {left} left.", {
        name: existing.name, left: formatDuration(remainingSeconds(existing)),
      }));
      return;
    }
    if (existing) removeTimer(existing, false);
    const seconds = parseInt(button.getAttribute("data-seconds"), 10);
    if (!(seconds > 0)) return;

    const timer = {
      button: button,
      name: timerName(button),
      endAt: Date.now() + seconds * 1000,
      remaining: seconds * 1000,
      paused: false,
      done: false,
    };
    buildTimerEntry(timer);
    timerTray().appendChild(timer.entry);
    timers.set(button, timer);
    button.classList.add("is-running");
    unlockAudio();
    updateTimerPage();
    renderTimer(timer);
    ensureTicking();
    announce(word("timerStarted", "{name} timer started: {time}.", { name: timer.name, time: formatDuration(seconds) }));
  }

  function buildTimerEntry(timer) {
    const entry = make("div", { class: "timer-entry", role: "group", "aria-label": word("timerLabel", "{name} timer", { name: timer.name }) });
    const name = make("span", { class: "timer-name" }, timer.name);
    const remaining = make("span", { class: "timer-remaining", role: "timer" });
    const pause = make("button", { type: "button", class: "timer-pause" }, word("pause", "Pause"));
    const cancel = make("button", { type: "button", class: "timer-cancel" }, word("cancel", "Cancel"));
    pause.addEventListener("click", () => togglePause(timer));
    cancel.addEventListener("click", () => removeTimer(timer, true));
    entry.append(name, remaining, pause, cancel);
    timer.entry = entry;
    timer.remainingNode = remaining;
    timer.pauseButton = pause;
    timer.cancelButton = cancel;
  }

  function remainingSeconds(timer) {
    const ms = timer.paused || timer.done ? timer.remaining : timer.endAt - Date.now();
    return Math.max(0, Math.ceil(ms / 1000));
  }

  function renderTimer(timer) {
    const text = timer.done ? word("timerDone", "Done!") : formatDuration(remainingSeconds(timer));
    if (timer.remainingNode.textContent !== text) timer.remainingNode.textContent = text;
  }

  function togglePause(timer) {
    if (timer.done) return;
    if (timer.paused) {
      timer.paused = false;
      timer.endAt = Date.now() + timer.remaining;
      timer.pauseButton.textContent = word("pause", "Pause");
      ensureTicking();
    } else {
      timer.paused = true;
      timer.remaining = Math.max(0, timer.endAt - Date.now());
      timer.pauseButton.textContent = word("resume", "Resume");
    }
    timer.entry.classList.toggle("is-paused", timer.paused);
    renderTimer(timer);
    announce(timer.paused ? word("timerPaused", "{name} timer paused.", { name: timer.name })
      : word("timerResumed", "{name} timer resumed.", { name: timer.name }));
  }

  function removeTimer(timer, byReader) {
    const hadFocus = timer.entry.contains(doc.activeElement);
    timer.entry.remove();
    timer.button.classList.remove("is-running");
    if (timers.get(timer.button) === timer) timers.delete(timer.button);
    updateTimerPage();
    if (hadFocus && doc.contains(timer.button)) timer.button.focus();
    if (byReader && !timer.done) announce(word("timerCancelled", "{name} timer cancelled.", { name: timer.name }));
  }

  function finishTimer(timer) {
    timer.done = true;
    timer.remaining = 0;
    timer.entry.classList.remove("is-paused");
    timer.entry.classList.add("is-done");
    timer.pauseButton.hidden = true;
    timer.cancelButton.textContent = word("dismiss", "Dismiss");
    timer.button.classList.remove("is-running");
    renderTimer(timer);
    beep();
    notifyDone(timer);
    if (navigator.vibrate) {
      try {
        navigator.vibrate([300, 150, 300]);
      } catch (e) {
        /* not allowed */
      }
    }
    announce(word("timerFinished", "{name}: done!", { name: timer.name }));
  }

  function tick() {
    let running = 0;
    timers.forEach((timer) => {
      if (timer.done || timer.paused) return;
      if (timer.endAt - Date.now() <= 0) finishTimer(timer);
      else running += 1;
      renderTimer(timer);
    });
    if (!running) {
      clearInterval(tickHandle);
      tickHandle = 0;
    }
  }

  function ensureTicking() {
    if (!tickHandle) tickHandle = setInterval(tick, 250);
  }

  function updateTimerPage() {
    if (doc.body) doc.body.classList.toggle("has-timers", timers.size > 0);
  }

  function audioContext() {
    if (audio) return audio;
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    try {
      audio = new Context();
    } catch (e) {
      audio = null;
    }
    return audio;
  }

  /** Called from the tap that starts a timer, so browsers let the beep play later. */
  function unlockAudio() {
    const context = audioContext();
    if (context && context.state === "suspended" && context.resume) context.resume().catch(() => {});
  }

  function beep() {
    const context = audioContext();
    if (!context) return;
    try {
      if (context.state === "suspended" && context.resume) context.resume().catch(() => {});
      const now = context.currentTime;
      [0, 0.35, 0.7].forEach((offset) => {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = "sine";
        oscillator.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, now + offset);
        gain.gain.exponentialRampToValueAtTime(0.3, now + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.25);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(now + offset);
        oscillator.stop(now + offset + 0.3);
      });
    } catch (e) {
      /* no sound: the visual alert remains */
    }
  }

  /** A system notification, only when the reader already allowed them (never asks). */
  function notifyDone(timer) {
    try {
      if (!("Notification" in window) || window.Notification.permission !== "granted") return;
      new window.Notification(word("timerFinished", "{name}: done!", { name: timer.name }), {
        body: word("timerFinishedBody", "Your timer has finished."), tag: "recipebook-" + timer.name });
    } catch (e) {
      /* e.g. Android Chrome wants a service worker: the tray alert is enough */
    }
  }

