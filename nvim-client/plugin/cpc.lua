-- Commands only; nothing starts until `require('cpc').setup()`.
if vim.g.loaded_cpc then
  return
end
vim.g.loaded_cpc = true

vim.api.nvim_create_user_command('CpcStatus', function()
  local status = require('cpc.status').get()
  print(string.format('cpc-lsp: %s %s', status.state, status.message))
end, { desc = 'Show the cpc-lsp server status' })

vim.api.nvim_create_user_command('CpcStats', function()
  print(require('cpc.stats').summary())
end, { desc = 'Show how many cpc-lsp completions were shown and accepted' })
