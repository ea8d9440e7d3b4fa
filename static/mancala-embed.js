/*
 * Mancala embed loader, for wikis whose admins enable site scripts. Paste
 * this whole file into the gadget page itself (MediaWiki:Gadget-MancalaEmbed.js)
 * and write the game's address in HOST below: the wiki then runs only this
 * text, which it shows and keeps, and no script from anywhere else
 * (docs/embedding.md, section 3). It turns placeholders such as
 *
 *   <div class="mancala-embed" data-game="tsoro" data-columns="8" data-lang="tr">
 *     [HOST?game=tsoro&columns=8&lang=tr Play Tsoro]
 *   </div>
 *
 * into frames of the game, in place of the plain link they hold (which
 * readers without the gadget or JavaScript follow instead), sized by the
 * height the game posts ({"type": "mancala:resize", "height": h}). Every
 * data- attribute becomes a URL parameter (data-last-four: last_four;
 * data-moves as in links, inputs separated by "+" or spaces); data-width and
 * data-height fix the frame's size, in pixels (data-width="500") or any CSS
 * length (data-width="100%"), and data-title names the frame for screen
 * readers (default "Mancala: <game>"). The frame is sandboxed: scripts, and a new
 * tab for "Open full game" that leaves the sandbox. Written in ES5, which
 * MediaWiki 1.39 requires of gadgets.
 */
(function () {
  'use strict';
  // The game's address, with its final slash: 'https://mancala.example.org/'.
  // Left empty, the directory this script was loaded from (the demo page).
  var HOST = '';
  var script = document.currentScript;
  var host = HOST || window.MANCALA_HOST || (script && script.src ? script.src.replace(/[^/]*$/, '') : '');
  var frames = [];

  // A size as written: a plain number is pixels, anything else a CSS length.
  function size(value, fallback) {
    if (!value) return fallback;
    return /^\s*\d+(\.\d+)?\s*$/.test(value) ? String(Number(value)) + 'px' : value;
  }

  function frameFor(div) {
    var params = new URLSearchParams();
    params.set('embed', '1');
    Object.keys(div.dataset).forEach(function (k) {
      if (k === 'width' || k === 'height' || k === 'title' || k === 'mancalaDone') return;
      var value = div.dataset[k];
      // As in a link: "a1+f2" are two inputs (a "+" in an address is a space).
      if (k === 'moves') value = value.replace(/\+/g, ' ');
      // data-last-four → last_four: the page's parameters use underscores.
      params.set(k.replace(/[A-Z]/g, function (c) { return '_' + c.toLowerCase(); }), value);
    });
    var f = document.createElement('iframe');
    f.src = host + '?' + params.toString();
    f.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    f.setAttribute('loading', 'lazy');
    // What a screen reader announces for the frame: data-title, else the game.
    f.setAttribute('title', div.dataset.title || 'Mancala: ' + (div.dataset.game || 'game'));
    f.style.width = size(div.dataset.width, '100%');
    f.style.height = size(div.dataset.height, '320px');
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
      // The frame takes the place of the plain link.
      while (div.firstChild) div.removeChild(div.firstChild);
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
