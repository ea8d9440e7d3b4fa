// The board before the wasm has run (issue 26, point 1). Run as the page is
// parsed, it draws the board the address asks for (the boards and the
// layout numbers come from static/picture-data.js, written by
// src/ui/picture.rs from the live board's geometry and `ui::fit`) inside a
// page of the live page's shape, so that the live board, which the app draws
// in its place, lands where the picture was. It carries none of the page's
// test hooks and is marked busy; a tap on it is answered "loading"; if the
// app's code fails to arrive, it says so instead of showing a dead board.
// The app's first render (Yew clears the body) removes it.
(function () {
  function picture() {
    var data = window.MANCALA_PICTURE;
    if (!data || !document.body) return;
    var fit = data.fit;
    var params = new URLSearchParams(location.search);
    function first(key) {
      var all = params.getAll(key).filter(Boolean);
      return all.length ? all[0] : null;
    }
    function stored(key) {
      try { return localStorage.getItem(key); } catch (e) { return null; }
    }
    function json(text) {
      try { return JSON.parse(text); } catch (e) { return null; }
    }

    // The game, as ui::boot chooses it: the address's, else (when the address
    // shows nothing of its own) the game played last, else Goré.
    var mode = first('mode') || 'play';
    var own = params.get('moves') || params.get('record') || params.get('position') || mode !== 'play';
    var id = params.get('game');
    var flag = first('embed');
    var frame = flag === '1' || flag === 'true' || flag === 'yes';
    // A frame never opens the reader's last game (ui::saved::frames).
    var fromLast = id === null && !own && !frame;
    if (fromLast) {
      var last = stored('mancala:last');
      var lastJson = last && json(last);
      id = lastJson ? lastJson.game : last;
    }
    var game = data.games[id] || data.games.gore;
    if (!data.games[id]) id = 'gore';
    // The game kept under its key (a frame's under its address: ui::saved::
    // frames): its options, where the address names no game; whether it had
    // a move played (then resumed, not an opening).
    var kept = json(stored(frame ? 'mancala:frame:' + location.search : 'mancala:game:' + id));
    var options = fromLast && kept ? kept.options : null;
    var columns = game.columns;
    if (game.key) {
      var value = first(game.key);
      (options || []).forEach(function (o) {
        if (value === null && o.indexOf(game.key + '=') === 0) value = o.slice(game.key.length + 1);
      });
      if (game.values.indexOf(value) >= 0) columns = Number(value);
    }

    // The theme the app will put on the page, so that it does not flash.
    var theme = first('theme');
    if (theme !== 'light' && theme !== 'dark') {
      var keptTheme = stored('mancala:theme');
      var keptJson = keptTheme && json(keptTheme);
      theme = keptJson ? keptJson.theme : keptTheme;
    }
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
    // A frame's page fills the frame (the stylesheet's `html.embed`), as the
    // app's will (app::embed::mark_frame).
    if (frame) document.documentElement.classList.add('embed');

    // Lying down or upright, and how wide: `ui::fit`.
    // A lesson, puzzles, the editor or a record on a page put a panel above
    // the board, of a height only the app knows: no picture there (it would
    // jump), the page stays empty until the app draws, as before.
    if (!frame && mode !== 'play') return;
    var lying = data.boards[columns + 'x' + game.rows];
    var vw = window.innerWidth, vh = window.innerHeight;
    var roomW, roomH;
    if (frame) {
      roomW = Math.max(vw - fit.framePadding, 1);
      roomH = Math.max(vh - fit.frame, 1);
    } else {
      roomW = Math.min(vw, fit.maxWidth) - fit.padding;
      if (vw > fit.sideFrom && columns <= fit.sideColumns) roomW -= fit.side;
      roomW = Math.max(roomW, fit.min);
      roomH = Math.max(vh - (vw <= fit.narrowWidth ? fit.narrow : fit.page), fit.min);
    }
    var scaleLying = Math.min(roomW / lying[0], roomH / lying[1]);
    var scaleUp = Math.min(roomW / lying[1], roomH / lying[0]);
    var upright = scaleLying * fit.unit < fit.cell && scaleUp > scaleLying;
    var board = data.boards[columns + 'x' + game.rows + (upright ? 'u' : '')];
    var width = Math.floor((upright ? scaleUp : scaleLying) * board[0]);

    // The board: [width, height, South's pits, North's pits, South's store,
    // North's store, divider] (ui::picture); each side's pits one pattern of
    // holes, with the live board's classes.
    function rect(r, more) {
      return '<rect x="' + r[0] + '" y="' + r[1] + '" width="' + r[2] + '" height="' + r[3] + '"' + more + '/>';
    }
    function draw(b) {
      var s = rect([4, 4, b[0] - 8, b[1] - 8], ' class="wood" rx="36"');
      if (b[6]) s += '<line class="divider" x1="' + b[6][0] + '" y1="' + b[6][1] + '" x2="' + b[6][2] + '" y2="' + b[6][3] + '"/>';
      ['south', 'north'].forEach(function (side, i) {
        var c = fit.unit, block = b[2 + i];
        s += '<pattern id="pic-' + side + '" class="pit ' + side + '" patternUnits="userSpaceOnUse" x="' + block[0] +
          '" y="' + block[1] + '" width="' + c + '" height="' + c + '"><circle class="hole" cx="' + c / 2 + '" cy="' + c / 2 +
          '" r="' + fit.radius + '"/></pattern>' + rect(block, ' fill="url(#pic-' + side + ')"') +
          '<g class="store ' + side + '">' + rect(b[4 + i], ' rx="40"') + '</g>';
      });
      return s;
    }

    // The words, in the page's language (chosen by the preload script):
    // loading, a tap answered, failed, reload; the header's and the
    // controls' labels (settings, rules, about; hint, undo, redo, resign, more;
    // a frame's "open full game" link and Goré's offer button).
    var words = data.words[document.documentElement.lang] || data.words.en;
    function hidden(label, opener) {
      return '<button disabled' + (opener ? ' class="opener"' : '') + '>' + label + (opener ? '<span> ▾</span>' : '') + '</button>';
    }

    // The page around the board, as the app draws it at the opening: header,
    // status (prompt, Goré's offer row) and controls, their labels unseen but
    // taking their room, so that the live board lands where the picture is.
    var svg = '<svg class="board ' + id + (upright ? ' vertical' : '') + '" viewBox="0 0 ' + board[0] + ' ' + board[1] +
      '"' + (frame ? '' : ' style="max-width: ' + width + 'px"') + ' aria-hidden="true">' + draw(board) + '</svg>';
    var gore = id === 'gore' && mode === 'play';
    var offerRow = gore ? '<button class="choice" disabled>' + words[13] + '</button><span class="offer-reason">&nbsp;</span>' : '';
    // Resign is offered to one person playing the computer (the default seats).
    var south = first('south') || 'human', north = first('north') || 'medium';
    var oneHuman = (south === 'human') !== (north === 'human');
    var controls = '<div class="controls">' +
      (frame ? (gore ? '<button class="choice" disabled>' + words[13] + '</button>' : '') + '<span class="spacer"></span>' : '') +
      (mode === 'play' ? hidden(words[7]) + hidden(words[8]) + hidden(words[9]) + (oneHuman ? hidden(words[10]) : '') : '') +
      hidden(words[11], true) + '</div>';
    // At a game's opening, the reader to move as South against the computer:
    // the live page's own words (ui::picture, openings), the prompt and, on a
    // page, the hints under the board, so that the live page's largest text
    // replaces words of its size rather than growing the page's largest paint
    // after the wasm has run (issue 26, point 1). The page is busy meanwhile
    // (aria-busy), and a tap is answered "loading".
    var lang = document.documentElement.lang;
    var live = (data.openings[lang] || data.openings.en);
    // A game left with a move played is resumed as it was (ui::boot::resume):
    // not an opening.
    var opening = !own && !(kept && kept.ply > 0) && south === 'human' && north !== 'human' && !first('flip') && live[id];
    var text = opening ? (frame ? opening.frame : opening.page[upright ? 1 : 0]) : words[0];
    var prompt = '<p class="prompt" role="status">' + text + '</p>';
    var hints = opening ? [opening.hint[upright ? 1 : 0], live.notes[0], live.notes[1]].concat(game.heads ? [live.notes[2]] : []) : [];
    var html = frame
      ? '<main class="app embed picture" id="picture" aria-busy="true"><div class="layout"><section class="play">' +
        '<div class="decisions"><div class="status">' + prompt + '<a class="open-full">' + words[12] + '</a>' +
        '<p class="announce"></p></div>' + controls + '</div>' + svg +
        '</section></div></main>'
      : '<main class="app picture" id="picture" aria-busy="true"><header class="top"><h1><span class="site">Mancala</span>' +
        '<span class="game-name">' + game.title + '</span></h1><nav class="links">' + hidden(words[4], true) +
        hidden(words[5]) + hidden(words[6]) + '</nav></header>' +
        '<div class="layout' + (columns > fit.sideColumns ? ' wide' : '') + '"><section class="play"><div class="decisions">' +
        '<div class="status">' + prompt + '<p class="announce"></p><div class="controls choices">' + offerRow + '</div></div>' +
        controls + '</div>' + svg + '<p class="goal">' + (data.goals[document.documentElement.lang] || data.goals.en)[id] +
        '</p>' + hints.map(function (h) { return '<p class="hint">' + h + '</p>'; }).join('') +
        '</section><aside class="side"></aside></div></main>';
    document.body.insertAdjacentHTML('beforeend', html);
    var picture = document.getElementById('picture');
    var said = picture.querySelector('.prompt');

    // A tap before the game is ready: answered, not lost in silence.
    picture.addEventListener('click', function () {
      if (picture.getAttribute('aria-busy') === 'true') said.textContent = words[1];
    });

    // The app's code did not arrive or did not start: say so (the app's own
    // failures after it has drawn are its own to report).
    function failed(why) {
      if (!document.getElementById('picture') || picture.getAttribute('aria-busy') !== 'true') return;
      picture.removeAttribute('aria-busy');
      // The board stays as a faded picture, plainly not a game to play.
      picture.classList.add('failed');
      why = String(why || '').replace(/^Uncaught (Error: )?/, '');
      said.setAttribute('role', 'alert');
      said.textContent = words[2].replace('{why}', why || '?');
      var again = document.createElement('button');
      again.textContent = words[3];
      again.addEventListener('click', function () { location.reload(); });
      said.appendChild(document.createTextNode(' '));
      said.appendChild(again);
    }
    var appCode = /\/web-[^\/]*(\.js|_bg\.wasm)(\?|$)/;
    window.addEventListener('error', function (e) {
      var t = e.target;
      if (t && t !== window) {
        var url = t.src || t.href || '';
        if (appCode.test(url)) failed(url.split('/').pop());
      } else {
        failed(e.message);
      }
    }, true);
    window.addEventListener('unhandledrejection', function (e) {
      var r = e.reason;
      failed(r && r.message ? r.message : String(r));
    });
  }

  // A language whose words are not in the page (ui::picture::INLINE): the
  // head asked for its file. The picture is drawn once it has come, unless
  // the live page is there first; if it fails, in English words.
  var data = window.MANCALA_PICTURE;
  var asked = document.documentElement.lang;
  var pending = window.MANCALA_PICTURE_LOADING;
  function take() {
    var more = window.MANCALA_PICTURE_WORDS && window.MANCALA_PICTURE_WORDS[asked];
    if (!data || !more || data.words[asked]) return;
    data.words[asked] = more.words;
    data.goals[asked] = more.goals;
    data.openings[asked] = more.openings;
  }
  take();
  if (data && pending && !data.words[asked]) {
    var later = function () {
      take();
      if (!document.querySelector('[data-game]')) picture();
    };
    pending.addEventListener('load', later);
    pending.addEventListener('error', later);
  } else {
    picture();
  }
})();
