-- Ghost text for Neovim 0.11, which has no `vim.lsp.inline_completion`: send
-- `textDocument/inlineCompletion` after a pause in typing (cancelling the previous request), draw
-- the first item with extmarks, accept it with a key, clear it on move, InsertLeave and BufLeave.
local stats = require('cpc.stats')

local M = {}

M.namespace = vim.api.nvim_create_namespace('cpc.ghost')

---@class cpc.GhostState
---@field client_id integer
---@field timer uv.uv_timer_t
---@field request_id integer?
---@field shown {row: integer, col: integer, tick: integer, item: table, ghost: string}?

---@type table<integer, cpc.GhostState>
local buffers = {}

local function in_insert_mode()
  return vim.api.nvim_get_mode().mode:sub(1, 1) == 'i'
end

local function cursor(bufnr)
  if vim.api.nvim_get_current_buf() ~= bufnr then
    return nil
  end
  local pos = vim.api.nvim_win_get_cursor(0)
  return pos[1] - 1, pos[2] -- 0-based row, byte column
end

local function line_text(bufnr, row)
  return vim.api.nvim_buf_get_lines(bufnr, row, row + 1, false)[1] or ''
end

--- Removes the drawn ghost text (the request in flight, if any, stays).
function M.clear(bufnr)
  local state = buffers[bufnr]
  if state then
    state.shown = nil
  end
  if vim.api.nvim_buf_is_valid(bufnr) then
    vim.api.nvim_buf_clear_namespace(bufnr, M.namespace, 0, -1)
  end
end

local function cancel_request(bufnr)
  local state = buffers[bufnr]
  if not (state and state.request_id) then
    return
  end
  local client = vim.lsp.get_client_by_id(state.client_id)
  if client then
    client:cancel_request(state.request_id)
  end
  state.request_id = nil
end

--- The byte column of an LSP position on `text`, or nil when it is not on that line.
local function byte_column(text, character, encoding)
  local ok, col = pcall(vim.str_byteindex, text, encoding, character, false)
  return ok and col or nil
end

--- What to draw for `item` with the cursor at (row, col): the part of its text not yet typed.
--- Returns nil when the item cannot be shown as ghost text at the cursor.
function M.ghost_text(item, text, row, col, encoding)
  local insert = type(item.insertText) == 'table' and item.insertText.value or item.insertText
  if type(insert) ~= 'string' or insert == '' then
    return nil
  end
  local start_col = col
  if item.range then
    if item.range.start.line ~= row or item.range['end'].line ~= row then
      return nil
    end
    start_col = byte_column(text, item.range.start.character, encoding)
    local end_col = byte_column(text, item.range['end'].character, encoding)
    if not start_col or not end_col or start_col > col or end_col < col then
      return nil
    end
  end
  -- The range covers the typed part of the word; the item repeats it, so only the rest is ghost.
  local typed = text:sub(start_col + 1, col)
  if insert:sub(1, #typed) ~= typed or #insert == #typed then
    return nil
  end
  return insert:sub(#typed + 1)
end

local function draw(bufnr, row, col, ghost)
  local lines = vim.split(ghost, '\n', { plain = true })
  local virt_lines = {}
  for i = 2, #lines do
    virt_lines[#virt_lines + 1] = { { lines[i], 'Comment' } }
  end
  vim.api.nvim_buf_set_extmark(bufnr, M.namespace, row, col, {
    virt_text = { { lines[1], 'Comment' } },
    virt_text_pos = 'inline', -- pushes the rest of the line right, as VS Code does
    virt_lines = #virt_lines > 0 and virt_lines or nil,
    hl_mode = 'combine',
  })
end

local function on_response(bufnr, row, col, tick, encoding)
  return function(err, result)
    local state = buffers[bufnr]
    if not state then
      return
    end
    state.request_id = nil
    if err or not result then
      return
    end
    -- Typing or moving since the request makes the answer stale: a newer request is coming.
    local now_row, now_col = cursor(bufnr)
    if now_row ~= row or now_col ~= col or vim.b[bufnr].changedtick ~= tick or not in_insert_mode() then
      return
    end
    local items = result.items or result
    for _, item in ipairs(items) do
      local ghost = M.ghost_text(item, line_text(bufnr, row), row, col, encoding)
      if ghost then
        M.clear(bufnr)
        draw(bufnr, row, col, ghost)
        state.shown = { row = row, col = col, tick = tick, item = item, ghost = ghost }
        stats.offered(1)
        return
      end
    end
  end
end

--- Sends the request for the cursor position now, replacing any request still in flight.
function M.request(bufnr)
  local state = buffers[bufnr]
  local client = state and vim.lsp.get_client_by_id(state.client_id)
  local row, col = cursor(bufnr)
  if not client or not row or not in_insert_mode() then
    return
  end
  cancel_request(bufnr)
  local encoding = client.offset_encoding
  local params = vim.lsp.util.make_position_params(0, encoding)
  params.context = { triggerKind = 2 } -- automatic, as typing triggers it
  local tick = vim.b[bufnr].changedtick
  local ok, request_id = client:request('textDocument/inlineCompletion', params, on_response(bufnr, row, col, tick, encoding), bufnr)
  if ok then
    state.request_id = request_id
  end
end

--- Restarts the debounce timer; the request goes out when typing pauses.
function M.schedule(bufnr)
  local state = buffers[bufnr]
  if not state then
    return
  end
  state.timer:stop()
  state.timer:start(M.debounce_ms, 0, vim.schedule_wrap(function()
    if buffers[bufnr] == state then
      M.request(bufnr)
    end
  end))
end

--- Applies the shown item (its range replaced by its text), puts the cursor after it, and runs
--- its command. Returns false when nothing is shown.
function M.accept(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local state = buffers[bufnr]
  local shown = state and state.shown
  local row, col = cursor(bufnr)
  if not shown or row ~= shown.row or col ~= shown.col or vim.b[bufnr].changedtick ~= shown.tick then
    return false
  end
  local client = vim.lsp.get_client_by_id(state.client_id)
  if not client then
    return false
  end
  local item = shown.item
  local insert = type(item.insertText) == 'table' and item.insertText.value or item.insertText
  local range = item.range
    or { start = { line = row, character = col }, ['end'] = { line = row, character = col } }
  M.clear(bufnr)
  cancel_request(bufnr)
  local start_col = item.range and byte_column(line_text(bufnr, row), range.start.character, client.offset_encoding) or col
  vim.lsp.util.apply_text_edits({ { range = range, newText = insert } }, bufnr, client.offset_encoding)
  local lines = vim.split(insert, '\n', { plain = true })
  local end_row = row + #lines - 1
  local end_col = (#lines == 1 and start_col or 0) + #lines[#lines]
  vim.api.nvim_win_set_cursor(0, { end_row + 1, end_col })
  if item.command then
    client:exec_cmd(item.command, { bufnr = bufnr })
  end
  return true
end

--- The ghost text drawn in `bufnr`, or nil (for statuslines and tests).
function M.shown_text(bufnr)
  local state = buffers[bufnr or vim.api.nvim_get_current_buf()]
  return state and state.shown and state.shown.ghost or nil
end

function M.detach(bufnr)
  local state = buffers[bufnr]
  if not state then
    return
  end
  cancel_request(bufnr)
  M.clear(bufnr)
  state.timer:stop()
  state.timer:close()
  buffers[bufnr] = nil
  pcall(vim.api.nvim_del_augroup_by_name, 'cpc.ghost.' .. bufnr)
end

--- Starts ghost text for `bufnr` served by `client`.
function M.attach(client, bufnr, opts)
  if buffers[bufnr] then
    return
  end
  M.debounce_ms = opts.debounce_ms
  buffers[bufnr] = { client_id = client.id, timer = assert(vim.uv.new_timer()) }
  local group = vim.api.nvim_create_augroup('cpc.ghost.' .. bufnr, { clear = true })
  vim.api.nvim_create_autocmd({ 'TextChangedI', 'InsertEnter' }, {
    group = group,
    buffer = bufnr,
    callback = function()
      M.clear(bufnr)
      M.schedule(bufnr)
    end,
  })
  vim.api.nvim_create_autocmd('CursorMovedI', {
    group = group,
    buffer = bufnr,
    callback = function()
      local shown = buffers[bufnr] and buffers[bufnr].shown
      local row, col = cursor(bufnr)
      if shown and (row ~= shown.row or col ~= shown.col) then
        M.clear(bufnr)
      end
    end,
  })
  vim.api.nvim_create_autocmd({ 'InsertLeave', 'BufLeave' }, {
    group = group,
    buffer = bufnr,
    callback = function()
      buffers[bufnr].timer:stop()
      cancel_request(bufnr)
      M.clear(bufnr)
    end,
  })
  vim.api.nvim_create_autocmd({ 'BufUnload', 'LspDetach' }, {
    group = group,
    buffer = bufnr,
    callback = function(args)
      if args.event == 'BufUnload' or (args.data and args.data.client_id == client.id) then
        M.detach(bufnr)
      end
    end,
  })
end

return M
