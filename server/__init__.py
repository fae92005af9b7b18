"""Inline completions for TypeScript over LSP: the editor-facing side of cpc-lsp."""

__version__ = "0.1.0"
