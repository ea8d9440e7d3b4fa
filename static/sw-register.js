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
  // After the page has loaded: precaching every file must not compete with the
  // page's own first download of its wasm.
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
