// Registers the service worker (sw.js, written by the build) so the game works
// offline after this visit and can be installed. The page never depends on
// it: wherever a service worker is unavailable or refused, nothing happens and
// nothing is logged. The outcome is left on <html data-offline="…"> for tests:
//   registered    sw.js is registered (it takes over as soon as it is installed)
//   unavailable   no service worker here: file://, an insecure address, a
//                 browser without one, a sandboxed frame (origin "null", where
//                 even reading navigator.serviceWorker throws a SecurityError)
//   frame         inside a frame (a wiki's embed): the reader came for the
//                 article, so their browser is not made to download and keep
//                 the whole game for offline use
//   failed        the browser refused the registration (e.g. no sw.js served)
(function () {
  'use strict';
  function mark(outcome) {
    try { document.documentElement.dataset.offline = outcome; } catch (e) { /* never break the page */ }
  }
  var container = null;
  try {
    if ((location.protocol === 'https:' || location.protocol === 'http:') && window.isSecureContext) {
      container = navigator.serviceWorker || null;
    }
  } catch (e) {
    container = null;
  }
  if (!container) { mark('unavailable'); return; }
  var framed;
  try { framed = window.self !== window.top; } catch (e) { framed = true; }
  if (framed) { mark('frame'); return; }
  // Once the game is live: precaching every file (the wasm, the computer's,
  // every language's words: over 1 MB) must not compete with the page's own
  // download and start of its wasm, which is asked for only after the board's
  // picture has been painted, so after the load event (issue 26). Measured at
  // 4x CPU throttle, the precache's 34 requests fell just before the page's
  // wasm. So: once the app's warm-up is over (<html data-warm="done">,
  // app::warm), or ten seconds after the load at the latest (a tab in the
  // background paints no frame, so its warm-up waits).
  function whenLive(go) {
    var root = document.documentElement;
    var done = false;
    var watch = null;
    var timer = setTimeout(once, 10000);
    function once() {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (watch) watch.disconnect();
      go();
    }
    if (root.getAttribute('data-warm') === 'done') { once(); return; }
    try {
      watch = new MutationObserver(function () {
        if (root.getAttribute('data-warm') === 'done') once();
      });
      watch.observe(root, { attributes: true, attributeFilter: ['data-warm'] });
    } catch (e) {
      watch = null;
    }
  }
  function register() {
    try {
      // Relative to the page, so a build with --public-url /sub/path/ registers
      // /sub/path/sw.js, whose scope is that directory.
      container.register('sw.js').then(
        function () { mark('registered'); },
        function () { mark('failed'); }
      );
    } catch (e) {
      mark('failed');
    }
  }
  function loaded() { whenLive(register); }
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded);
})();
