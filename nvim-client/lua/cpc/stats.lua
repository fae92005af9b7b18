-- Local acceptance counts. The server tags each completion with the command `cpcLsp.accepted`
-- and its id; the client runs it on accept. Nothing leaves the editor.
local M = { shown = 0, accepted = 0, last_accepted_id = nil }

function M.offered(count)
  M.shown = M.shown + (count or 1)
end

--- Handler for `vim.lsp.commands['cpcLsp.accepted']`.
function M.on_accepted(command)
  M.accepted = M.accepted + 1
  M.last_accepted_id = command and command.arguments and command.arguments[1] or nil
end

function M.summary()
  local rate = M.shown == 0 and 0 or 100 * M.accepted / M.shown
  return string.format('cpc-lsp: %d accepted of %d shown (%.1f%%)', M.accepted, M.shown, rate)
end

return M
