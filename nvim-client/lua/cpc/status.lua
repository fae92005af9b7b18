-- The server's `cpcLsp/status` ({state = 'loading'|'ready'|'error', message}), for a statusline.
local M = {}

local by_client = {}

function M.update(client_id, status)
  if type(status) ~= 'table' then
    return
  end
  local previous = by_client[client_id]
  by_client[client_id] = { state = status.state, message = status.message or '' }
  if status.state == 'error' and (previous == nil or previous.state ~= 'error') then
    vim.notify('cpc-lsp: ' .. (status.message or 'error'), vim.log.levels.ERROR)
  end
end

--- The latest status of any cpc-lsp client (the most recent one started), or {state = 'stopped'}.
function M.get()
  local latest, latest_id = nil, -1
  for id, status in pairs(by_client) do
    if id > latest_id then
      latest, latest_id = status, id
    end
  end
  return latest or { state = 'stopped', message = 'cpc-lsp is not running' }
end

--- A short text for the statusline: `cpc ✓`, `cpc …`, `cpc ✗`.
function M.statusline()
  local marks = { ready = '✓', loading = '…', error = '✗', stopped = '' }
  local state = M.get().state
  return state == 'stopped' and '' or ('cpc ' .. (marks[state] or '?'))
end

return M
