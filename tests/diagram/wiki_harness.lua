-- Test-only: runs docs/wiki/Module-Mancala.lua as MediaWiki would for a call
-- of Template:Mancala board, with a stub frame (Scribunto's frame: `args`,
-- and `getParent()` holding the template's parameters).
--   lua5.1 wiki_harness.lua MODULE '{{Mancala board|game=urim|rows=...}}'
-- prints what the module returns. Named parameters are trimmed, as
-- MediaWiki trims them; an unnamed one keeps its number.
local module_path, call = arg[1], arg[2]
local p = dofile(module_path)

local body = call:match('^%s*{{(.*)}}%s*$')
if not body then
	io.stderr:write('not a template call: ', call, '\n')
	os.exit(2)
end
local parts = {}
for part in (body .. '|'):gmatch('([^|]*)|') do parts[#parts + 1] = part end
local name = table.remove(parts, 1)
if name ~= 'Mancala board' then
	io.stderr:write('not Template:Mancala board: ', name, '\n')
	os.exit(2)
end
local args, n = {}, 0
for _, part in ipairs(parts) do
	local k, v = part:match('^([^=]*)=(.*)$')
	if k then
		args[(k:gsub('^%s+', ''):gsub('%s+$', ''))] = (v:gsub('^%s+', ''):gsub('%s+$', ''))
	else
		n = n + 1
		args[n] = part
	end
end

-- {{#invoke:Mancala|board}} from the template: no args of its own.
local template = { args = args }
local frame = { args = {} }
function frame:getParent() return template end

io.write(p.board(frame), '\n')
