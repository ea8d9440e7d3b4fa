/*
 * Mancala embed loader, for wikis whose admins enable site scripts (a MediaWiki
 * gadget, or MediaWiki:Common.js). It turns placeholders such as
 *
 *   <div class="mancala-embed" data-game="tsoro" data-columns="8" data-lang="tr"></div>
 *
 * into frames of the game, sized by the height the game posts
 * ({"type": "mancala:resize", "height": h}). Every data- attribute becomes a URL
 * parameter (URL-encoded); the frame is sandboxed (scripts only). Set
 * window.MANCALA_HOST before this runs to use another host; by default, the
 * directory this script was loaded from. docs/embedding.md explains it.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var host = window.MANCALA_HOST || (script ? script.src.replace(/[^/]*$/, '') : '');
  var frames = [];

  function frameFor(div) {
    var params = new URLSearchParams();
    params.set('embed', '1');
    Object.keys(div.dataset).forEach(function (k) {
      if (k === 'width' || k === 'height' || k === 'mancalaDone') return;
      // data-last-four → last_four: the page's parameters use underscores.
      params.set(k.replace(/[A-Z]/g, function (c) { return '_' + c.toLowerCase(); }), div.dataset[k]);
    });
    var f = document.createElement('iframe');
    f.src = host + '?' + params.toString();
    f.setAttribute('sandbox', 'allow-scripts allow-popups');
    f.setAttribute('loading', 'lazy');
    f.setAttribute('title', 'Mancala: ' + (div.dataset.game || 'game'));
    f.style.width = div.dataset.width || '100%';
    f.style.height = div.dataset.height || '320px';
    f.style.border = '0';
    f.style.maxWidth = '100%';
    return f;
  }

  function load(root) {
    var divs = (root || document).querySelectorAll('div.mancala-embed:not([data-mancala-done])');
    Array.prototype.forEach.call(divs, function (div) {
      div.setAttribute('data-mancala-done', '1');
      var f = frameFor(div);
      frames.push(f);
      div.appendChild(f);
    });
  }

  // A sandboxed frame's messages come from origin "null": match the sender.
  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!d || d.type !== 'mancala:resize' || typeof d.height !== 'number') return;
    frames.forEach(function (f) {
      if (f.contentWindow === e.source && !f.parentNode.dataset.height) {
        f.style.height = Math.max(120, Math.min(2000, Math.round(d.height))) + 'px';
      }
    });
  });

  if (window.mw && mw.hook) {
    mw.hook('wikipage.content').add(function ($c) { load($c && $c[0]); });
  } else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () { load(); });
  } else {
    load();
  }
}());
