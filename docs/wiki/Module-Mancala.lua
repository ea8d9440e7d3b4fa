-- Module:Mancala: a mancala position drawn as an accessible HTML table, for
-- Template:Mancala board. The parameters are the ones `mancala diagram
-- --format wikitext` writes (docs/wiki/README.md lists them):
--   {{Mancala board|game=urim|rows=3,3,3,3,3,3/3,3,3,3,3,3|captured=0,0|tomove=S}}
-- The board lies as the game page draws it (docs/rules/README.md, C2): North's
-- row on top (row 4 on four-row boards), columns a, b, c... from the left,
-- North's store or captured pile on the left and South's on the right;
-- flip=1 turns it round. Every pit cell shows its name and count, and in
-- words (not colour only) its owner (Goré), head (Tsoro) and highlight.
-- A bad parameter gives a visible error, never a Lua error.
--
-- Lua 5.1, as Scribunto runs it; no mw library is needed, so a plain lua5.1
-- runs it too (the project's test: tests/diagram/wiki_harness.lua).
local p = {}

-- The five games (docs/contract.md, "Coordinates and games"): rows, columns,
-- options with their values, the default first.
local GAMES = {
	gore = { title = 'Goré', rows = 2, columns = 4, owners = true },
	urim = { title = 'Urim', rows = 2, columns = 'pits',
		options = { { 'pits', '6', '7' }, { 'seeds', '3', '4' } } },
	anywoli = { title = 'Anywoli', rows = 2, columns = 12,
		options = { { 'last_four', 'penultimate', 'first_last_seed' } } },
	['bao-kigogo'] = { title = 'Bao Kigogo', rows = 4, columns = 12 },
	tsoro = { title = 'Tsoro', rows = 4, columns = 'columns',
		options = { { 'columns', '21', '6', '8', '12', '15', '18' },
			{ 'bonus', '2', '1', '3' }, { 'heads', '2', '1' } } },
}
local GAME_IDS = 'anywoli, bao-kigogo, gore, tsoro or urim'

-- The words shown, from the page's catalogues (lang/en.ftl, lang/tr.ftl,
-- lang/az.ftl: player-*, store-*, head, view-to-move, view-over, prompt-move).
local WORDS = {
	en = {
		S = 'South', N = 'North', head = 'head', highlighted = 'highlighted',
		to_move = '%s to move', over = 'the game is over',
		row = function(n) return 'row ' .. n end,
		store = { gore = 'captured cows', urim = 'store', anywoli = 'store',
			['bao-kigogo'] = 'captured', tsoro = 'captured' },
	},
	tr = {
		S = 'Güney', N = 'Kuzey', head = 'baş', highlighted = 'vurgulanan',
		to_move = 'hamle sırası %s tarafında', over = 'oyun bitti',
		row = function(n) return n .. '. sıra' end,
		store = { gore = 'tutsak inekler', urim = 'ambar', anywoli = 'ambar',
			['bao-kigogo'] = 'ele geçirilen', tsoro = 'ele geçirilen' },
	},
	az = {
		S = 'Cənub', N = 'Şimal', head = 'baş', highlighted = 'işarələnmiş',
		to_move = 'gediş növbəsi %s tərəfindədir', over = 'oyun bitib',
		row = function(n) return n .. (n <= 2 and '-ci' or '-cü') .. ' cərgə' end,
		store = { gore = 'ələ keçirilmiş inəklər', urim = 'anbar', anywoli = 'anbar',
			['bao-kigogo'] = 'ələ keçirilmiş', tsoro = 'ələ keçirilmiş' },
	},
	sw = {
		S = 'Kusini', N = 'Kaskazini', head = 'kichwa', highlighted = 'limeangaziwa',
		to_move = 'zamu ya %s', over = 'mchezo umekwisha',
		row = function(n) return 'safu ' .. n end,
		store = { gore = "ng'ombe waliotekwa", urim = 'ghala', anywoli = 'ghala',
			['bao-kigogo'] = 'kete zilizoliwa', tsoro = 'mawe yaliyoliwa' },
	},
	fr = {
		S = 'Sud', N = 'Nord', head = 'tête', highlighted = 'en surbrillance',
		to_move = 'au tour de %s', over = 'la partie est terminée',
		row = function(n) return 'rangée ' .. n end,
		store = { gore = 'vaches prises', urim = 'grenier', anywoli = 'grenier',
			['bao-kigogo'] = 'prises', tsoro = 'prises' },
	},
	pt = {
		S = 'Sul', N = 'Norte', head = 'cabeça', highlighted = 'destacada',
		to_move = 'vez de %s', over = 'a partida acabou',
		row = function(n) return 'fila ' .. n end,
		store = { gore = 'vacas capturadas', urim = 'celeiro', anywoli = 'celeiro',
			['bao-kigogo'] = 'capturadas', tsoro = 'capturadas' },
	},
}

-- Parameters every game takes; a game's options are added to these.
local COMMON = { game = true, rows = true, owners = true, captured = true,
	tomove = true, over = true, highlight = true, flip = true, lang = true }

-- A user's text made harmless in the output (no markup, no tags).
local function plain(s)
	return (tostring(s):gsub('[%[%]{}|<>&\'"=*#:;~_]', function(c)
		return '&#' .. string.byte(c) .. ';'
	end))
end

-- Stops the drawing with this message (shown, not raised: see p.board).
local function fail(fmt, ...)
	error({ message = string.format(fmt, ...) }, 0)
end

local function trim(s)
	return (s:gsub('^%s+', ''):gsub('%s+$', ''))
end

-- A parameter's value, or nil when absent or empty.
local function arg(args, key)
	local v = args[key]
	if v == nil then return nil end
	v = trim(tostring(v))
	if v == '' then return nil end
	return v
end

-- Splits on a separator, each part trimmed.
local function split(s, sep)
	local parts = {}
	for part in (s .. sep):gmatch('(.-)' .. sep) do
		parts[#parts + 1] = trim(part)
	end
	return parts
end

-- The name of the pit at column c (1-based) of row r: `c1` (C2).
local function pit_name(c, r)
	return string.char(96 + c) .. r
end

-- A grid in the wikitext's order (top row first, rows split by '/', pits
-- by ','), checked cell by cell; grid[r][c] with r the row number (C2).
local function read_grid(key, text, nrows, ncols, cell)
	local rows = split(text, '/')
	if #rows ~= nrows then
		fail('%s= needs %d rows separated by "/", not %d', key, nrows, #rows)
	end
	local grid = {}
	for i, row in ipairs(rows) do
		local r = nrows - i + 1
		local cells = split(row, ',')
		if #cells ~= ncols then
			fail('%s=: row %d needs %d pits separated by ",", not %d', key, r, ncols, #cells)
		end
		grid[r] = {}
		for c, v in ipairs(cells) do
			grid[r][c] = cell(v, pit_name(c, r))
		end
	end
	return grid
end

-- Everything the parameters say, checked.
local function read(args)
	local id = arg(args, 'game') or fail('game= is missing (%s)', GAME_IDS)
	local game = GAMES[id] or fail("unknown game '%s' (expected %s)", plain(id), GAME_IDS)
	local known, changed, opts = {}, {}, {}
	for k in pairs(COMMON) do known[k] = true end
	for _, spec in ipairs(game.options or {}) do
		local key = spec[1]
		known[key] = true
		local v = arg(args, key) or spec[2]
		local ok = false
		for i = 2, #spec do ok = ok or spec[i] == v end
		if not ok then
			fail("%s=%s is not an option of %s (allowed: %s)", key, plain(v), game.title,
				table.concat(spec, ', ', 2))
		end
		opts[key] = v
		if v ~= spec[2] then changed[#changed + 1] = key .. '=' .. v end
	end
	for k in pairs(args) do
		if not known[k] then fail("unknown parameter '%s' for %s", plain(k), game.title) end
	end
	local b = { id = id, game = game, changed = changed }
	b.nrows = game.rows
	b.ncols = tonumber(opts[game.columns]) or game.columns
	b.heads = tonumber(opts.heads)
	local count = function(v, name)
		-- No game has a thousand seeds (docs/rules: 96 at most).
		if not v:match('^%d%d?%d?$') then
			fail("rows=: the count of %s is '%s', not a whole number below 1000", name, plain(v))
		end
		return tonumber(v)
	end
	b.counts = read_grid('rows', arg(args, 'rows') or fail('rows= is missing'),
		b.nrows, b.ncols, count)
	local owners = arg(args, 'owners')
	if owners and not game.owners then
		fail('owners= is for Goré only: in %s pits never change hands', game.title)
	end
	if owners then
		b.owners = read_grid('owners', owners, b.nrows, b.ncols, function(v, name)
			if v ~= 'S' and v ~= 'N' then
				fail("owners=: %s is owned by '%s', not S or N", name, plain(v))
			end
			return v
		end)
	else
		-- Each side owns its own rows (C2): the top half North's.
		b.owners = {}
		for r = 1, b.nrows do
			b.owners[r] = {}
			for c = 1, b.ncols do b.owners[r][c] = r > b.nrows / 2 and 'N' or 'S' end
		end
	end
	local s, n = (arg(args, 'captured') or '0,0'):match('^(%d%d?%d?)%s*,%s*(%d%d?%d?)$')
	if not s then fail('captured= needs two whole numbers, South\'s and North\'s: 12,7') end
	b.captured = { S = tonumber(s), N = tonumber(n) }
	b.tomove = arg(args, 'tomove')
	if b.tomove and b.tomove ~= 'S' and b.tomove ~= 'N' then
		fail("tomove= is S or N, not '%s'", plain(b.tomove))
	end
	local over = arg(args, 'over')
	if over and over ~= '1' and over ~= '0' then fail("over= is 1 or 0, not '%s'", plain(over)) end
	b.over = over == '1'
	if b.over and b.tomove then fail('tomove= and over=1 cannot go together') end
	b.highlight = {}
	for _, name in ipairs(split(arg(args, 'highlight') or '', ',')) do
		if name ~= '' then
			local letter, row = name:match('^(%l)(%d)$')
			local c, r = letter and (letter:byte() - 96), tonumber(row)
			if not c or c > b.ncols or r < 1 or r > b.nrows then
				fail("highlight=: '%s' is not a pit of this board", plain(name))
			end
			b.highlight[name] = true
		end
	end
	local flip = arg(args, 'flip') or '0'
	if flip ~= '1' and flip ~= '0' then fail("flip= is 1 or 0, not '%s'", plain(flip)) end
	b.flip = flip == '1'
	b.lang = arg(args, 'lang') or 'en'
	b.words = WORDS[b.lang] or fail("lang= is en, tr, az, sw, fr or pt, not '%s'", plain(b.lang))
	return b
end

-- Tsoro's heads (T2, T15): the last `heads` pits of row 1, the first of row 4.
local function is_head(b, c, r)
	if not b.heads then return false end
	if r == 1 then return c > b.ncols - b.heads end
	if r == 4 then return c <= b.heads end
	return false
end

-- One pit's cell: its name, its count in bold, then its marks in words.
local function pit_cell(b, c, r)
	local name, w = pit_name(c, r), b.words
	local owner = b.owners[r][c]
	local marks, style = {}, ''
	if b.game.owners then marks[#marks + 1] = w[owner] end
	if is_head(b, c, r) then marks[#marks + 1] = w.head end
	local class = 'mancala-pit mancala-' .. (owner == 'S' and 'south' or 'north')
	local label = name
	if b.highlight[name] then
		class = class .. ' mancala-highlight'
		style = ' style="background:#fff0a0;outline:3px solid #b8860b"'
		marks[#marks + 1] = '<b>' .. w.highlighted .. '</b>'
		label = '<b>' .. name .. '</b>'
	end
	local text = label .. '<br><b>' .. b.counts[r][c] .. '</b>'
	if #marks > 0 then text = text .. '<br><small>' .. table.concat(marks, ', ') .. '</small>' end
	return string.format('<td class="%s" data-pit="%s" data-count="%d" data-owner="%s"%s>%s</td>',
		class, name, b.counts[r][c], owner, style, text)
end

-- A store or captured pile: the side's word heads its column.
local function store_cell(b, who)
	return string.format(
		'<td class="mancala-store" data-captured="%s" data-count="%d" rowspan="%d">%s<br><b>%d</b></td>',
		who, b.captured[who], b.nrows, b.words.store[b.id], b.captured[who])
end

-- The whole table.
local function draw(b)
	local w = b.words
	local title = b.game.title
	if #b.changed > 0 then title = title .. ' (' .. table.concat(b.changed, ' ') .. ')' end
	local status = ''
	if b.tomove then
		status = ': ' .. string.format(w.to_move, w[b.tomove])
	elseif b.over then
		status = ': ' .. w.over
	end
	-- Upright: North's store left, rows top down from North's, columns a...;
	-- flipped, everything turned round.
	local left, right = 'N', 'S'
	local rows, cols = {}, {}
	for r = b.nrows, 1, -1 do rows[#rows + 1] = r end
	for c = 1, b.ncols do cols[#cols + 1] = c end
	if b.flip then
		left, right = 'S', 'N'
		local rr, cc = {}, {}
		for i = #rows, 1, -1 do rr[#rr + 1] = rows[i] end
		for i = #cols, 1, -1 do cc[#cc + 1] = cols[i] end
		rows, cols = rr, cc
	end
	local out = {
		string.format('<table class="wikitable mancala-board mancala-%s" lang="%s" '
			.. 'style="text-align:center" data-game="%s" data-to-move="%s">',
			b.id, b.lang, b.id, b.tomove or ''),
		'<caption>' .. title .. status .. '</caption>',
	}
	local head = { '<tr><td></td><th scope="col">' .. w[left] .. '</th>' }
	for _, c in ipairs(cols) do
		head[#head + 1] = '<th scope="col">' .. string.char(96 + c) .. '</th>'
	end
	head[#head + 1] = '<th scope="col">' .. w[right] .. '</th></tr>'
	out[#out + 1] = table.concat(head)
	for i, r in ipairs(rows) do
		local tr = { '<tr><th scope="row">' .. w.row(r) .. '</th>' }
		if i == 1 then tr[#tr + 1] = store_cell(b, left) end
		for _, c in ipairs(cols) do tr[#tr + 1] = pit_cell(b, c, r) end
		if i == 1 then tr[#tr + 1] = store_cell(b, right) end
		tr[#tr + 1] = '</tr>'
		out[#out + 1] = table.concat(tr)
	end
	out[#out + 1] = '</table>'
	return table.concat(out, '\n')
end

-- The board of the given parameters, or a visible error.
function p.draw(args)
	local ok, result = pcall(function() return draw(read(args)) end)
	if ok then return result end
	local message = type(result) == 'table' and result.message
		or ('internal error: ' .. plain(tostring(result)))
	return '<strong class="error">Mancala board: ' .. message .. '</strong>'
end

-- {{#invoke:Mancala|board}}: the template's parameters (or the invoke's own).
function p.board(frame)
	local args = frame.args
	if (args.game == nil or args.game == '') and frame.getParent then
		local parent = frame:getParent()
		if parent then args = parent.args end
	end
	return p.draw(args)
end

return p
