-- Run by test_neovim_ghost_text.py: `nvim --headless -l ghost_text_spec.lua <repo>`.
-- Checks cpc.ghost.ghost_text, the part of an inline completion item still to be shown.
vim.opt.runtimepath:prepend(arg[1] .. '/nvim-client')
local ghost_text = require('cpc.ghost').ghost_text

local failures = 0
local function check(name, got, want)
  if got ~= want then
    failures = failures + 1
    io.stderr:write(string.format('FAIL %s: got %s, want %s\n', name, vim.inspect(got), vim.inspect(want)))
  else
    io.stdout:write('ok ' .. name .. '\n')
  end
end

local function item(text, start_char, end_char, line)
  line = line or 0
  return {
    insertText = text,
    range = { start = { line = line, character = start_char }, ['end'] = { line = line, character = end_char } },
  }
end

local line = '  return tot'
check('range from the word start: only the untyped rest is ghost',
  ghost_text(item('total;', 9, 12), line, 0, 12, 'utf-16'), 'al;')
check('range from the space before the word (a pre-token boundary)',
  ghost_text(item(' total;', 8, 12), line, 0, 12, 'utf-16'), 'al;')
check('an item that does not repeat the typed text is not shown',
  ghost_text(item('sum;', 9, 12), line, 0, 12, 'utf-16'), nil)
check('an item with nothing beyond the typed text is not shown',
  ghost_text(item('tot', 9, 12), line, 0, 12, 'utf-16'), nil)
check('a range on another line is not shown',
  ghost_text(item('total;', 9, 12, 3), line, 0, 12, 'utf-16'), nil)
check('a range that starts after the cursor is not shown',
  ghost_text(item('al;', 12, 12), '  return tot', 0, 11, 'utf-16'), nil)
check('no range: the whole text is ghost',
  ghost_text({ insertText = 'al;' }, line, 0, 12, 'utf-16'), 'al;')
check('a StringValue insert text',
  ghost_text(item({ kind = 'snippet', value = 'total;' }, 9, 12), line, 0, 12, 'utf-16'), 'al;')
check('multi-line text keeps its newlines',
  ghost_text(item('total;\n}', 9, 12), line, 0, 12, 'utf-16'), 'al;\n}')

-- `é` is 2 bytes and 1 UTF-16 unit, `😀` 4 bytes and 2 units: `na` starts at UTF-16 20, byte 23.
local wide = '  const s = "é😀" + na'
check('UTF-16 positions are converted to byte columns',
  ghost_text(item('name;', 20, 22), wide, 0, #wide, 'utf-16'), 'me;')
check('UTF-8 positions too',
  ghost_text(item('name;', 23, 25), wide, 0, #wide, 'utf-8'), 'me;')

if failures > 0 then
  os.exit(1)
end
