"""Inline completions for TypeScript over LSP: the editor-facing side of cpc-lsp."""
