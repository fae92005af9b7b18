-- cpc-lsp for Neovim: `require('cpc').setup()` enables the `cpc` LSP config (lsp/cpc.lua) and
-- ghost text: Neovim's own `vim.lsp.inline_completion` on 0.12+, the `cpc.ghost` shim on 0.11.
local M = {}

M.defaults = {
  accept_key = '<Tab>', -- falls through to a normal <Tab> when no ghost text is shown
  debounce_ms = 150, -- 0.11 shim only; 0.12 debounces by itself
  cmd = nil, -- e.g. { '/path/to/.venv/bin/cpc-lsp', '--stdio' }; default: lsp/cpc.lua's lookup
  settings = {}, -- cpc-lsp options (maxTokens, multiline, typeConstraint, ...), sent as init_options
}

local function feed(key)
  vim.api.nvim_feedkeys(vim.keycode(key), 'n', false)
end

local function map_accept(bufnr, key, accept)
  vim.keymap.set('i', key, function()
    if not accept() then
      feed(key)
    end
  end, { buffer = bufnr, desc = 'cpc-lsp: accept ghost text' })
end

local function on_attach(client, bufnr, opts)
  if vim.lsp.inline_completion then -- Neovim 0.12+
    vim.lsp.inline_completion.enable(true, { bufnr = bufnr })
    map_accept(bufnr, opts.accept_key, function()
      return vim.lsp.inline_completion.get({ bufnr = bufnr })
    end)
  else
    local ghost = require('cpc.ghost')
    ghost.attach(client, bufnr, opts)
    map_accept(bufnr, opts.accept_key, function()
      return ghost.accept(bufnr)
    end)
  end
end

function M.setup(opts)
  opts = vim.tbl_deep_extend('force', M.defaults, opts or {})
  M.options = opts
  local override = {}
  if opts.cmd then
    override.cmd = opts.cmd
  end
  if next(opts.settings) then
    override.init_options = opts.settings
    -- Also sent as workspace/didChangeConfiguration after start, like VS Code's settings.
    override.settings = { cpcLsp = opts.settings }
  end
  if next(override) then
    vim.lsp.config('cpc', override)
  end
  vim.lsp.commands['cpcLsp.accepted'] = require('cpc.stats').on_accepted
  vim.api.nvim_create_autocmd('LspAttach', {
    group = vim.api.nvim_create_augroup('cpc.attach', { clear = true }),
    callback = function(args)
      local client = vim.lsp.get_client_by_id(args.data.client_id)
      if client and client.name == 'cpc' then
        on_attach(client, args.buf, opts)
      end
    end,
  })
  vim.lsp.enable('cpc')
end

--- The server's status: {state = 'loading'|'ready'|'error'|'stopped', message}.
function M.status()
  return require('cpc.status').get()
end

function M.stats()
  local stats = require('cpc.stats')
  return { shown = stats.shown, accepted = stats.accepted }
end

return M
