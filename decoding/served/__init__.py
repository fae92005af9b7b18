"""The shared model server backend: cpc-lsp over vLLM (client, exact CPC, logits processor)."""
