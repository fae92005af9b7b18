-- The `vim.lsp.config` table for cpc-lsp (Neovim 0.11+): `vim.lsp.enable('cpc')` starts it on
-- TypeScript buffers. Override any field with `vim.lsp.config('cpc', { ... })`.

-- `cpc-lsp` on PATH, else the project's own venv (`pip install -e .` puts it there).
local function server_command()
  local on_path = vim.fn.exepath('cpc-lsp')
  if on_path ~= '' then
    return on_path
  end
  local in_venv = vim.fs.joinpath(vim.fn.getcwd(), '.venv', 'bin', 'cpc-lsp')
  if vim.fn.executable(in_venv) == 1 then
    return in_venv
  end
  return 'cpc-lsp' -- not found: Neovim's error names the command the user has to install
end

return {
  cmd = { server_command(), '--stdio' },
  filetypes = { 'typescript', 'typescriptreact' },
  root_markers = { 'tsconfig.json', 'package.json', '.git' },
  -- Same keys and defaults as the VS Code settings `cpcLsp.*`.
  init_options = {
    model = vim.NIL, -- nil/NIL: the embedded SmolLM2-135M
    device = 'auto',
    maxTokens = 32,
    multiline = 'auto',
    typeConstraint = true,
    cpcMethod = 'exact',
    temperature = 0,
  },
  handlers = {
    ['cpcLsp/status'] = function(_, result, ctx)
      require('cpc.status').update(ctx.client_id, result)
    end,
  },
}
