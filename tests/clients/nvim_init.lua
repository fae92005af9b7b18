-- Neovim config for the headless client test: the repository's nvim-client plugin, the real server.
local repo = assert(os.getenv('CPC_REPO'), 'CPC_REPO must point at the repository')
vim.opt.runtimepath:prepend(repo .. '/nvim-client')
vim.opt.swapfile = false
vim.opt.shada = ''
vim.opt.expandtab = true

require('cpc').setup({
  cmd = { assert(os.getenv('CPC_LSP_SERVER'), 'CPC_LSP_SERVER must name cpc-lsp'), '--stdio' },
  settings = { maxTokens = 12 }, -- short completions keep the test quick
  debounce_ms = 100,
})
