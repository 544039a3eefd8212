// The live page: the round's countdown and the stream that replaces the page's live part.
// Plain script, no build step; works without Telegram's script (feature-detected).
(function () {
  "use strict";
  var main = document.getElementById("live");
  var offset = 0; // the server's clock minus this browser's, learned from the page

  function pad(n) { return (n < 10 ? "0" : "") + n; }

  function tick() {
    var clocks = document.querySelectorAll("time.countdown");
    for (var i = 0; i < clocks.length; i++) {
      var el = clocks[i];
      var ends = Number(el.dataset.ends);
      var paused = el.dataset.paused ? Number(el.dataset.paused) : null;
      var now = paused !== null ? paused : Date.now() + offset;
      var left = Math.max(0, Math.round((ends - now) / 1000));
      if (left === 0 && paused === null) { el.textContent = el.dataset.up; continue; }
      var h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
      el.textContent = (h ? h + ":" + pad(m) : m) + ":" + pad(s);
      el.dataset.left = String(left);
    }
  }

  function learnOffset() {
    var el = document.querySelector("time.countdown[data-now]");
    if (el) { offset = Number(el.dataset.now) - Date.now(); }
  }

  function state(on) {
    var el = document.querySelector(".live-state");
    if (el) { el.textContent = on ? el.dataset.on : el.dataset.off; }
  }

  function listen() {
    if (!main || !main.dataset.events || !window.EventSource) { return; }
    var url = main.dataset.events + "&v=" + encodeURIComponent(main.dataset.version || "");
    var source = new EventSource(url);
    source.onopen = function () { state(true); };
    source.onerror = function () { state(false); };
    source.addEventListener("page", function (event) {
      main.innerHTML = event.data;
      main.dataset.version = event.lastEventId;
      learnOffset();
      tick();
      document.dispatchEvent(new CustomEvent("live:updated"));
    });
    source.addEventListener("gone", function () { source.close(); location.reload(); });
  }

  // Inside Telegram the Mini App script is there: tell it the page is ready and use its theme.
  var tg = window.Telegram && window.Telegram.WebApp;
  if (tg && typeof tg.ready === "function") {
    document.body.classList.add("tg");
    tg.ready();
    if (typeof tg.expand === "function") { tg.expand(); }
  }

  learnOffset();
  tick();
  setInterval(tick, 1000);
  listen();
})();
