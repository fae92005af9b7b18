"""cpc-lsp's v1 logits processor for vLLM: the type constraint (and the covering-tree scores of
exact CPC) inside the serving engine.

Registered through the `vllm.logits_processors` entry point when cpc-lsp is installed in vLLM's
environment, or explicitly:

    python -m vllm.entrypoints.openai.api_server --model M \
        --logits-processors decoding.served.processor:CpcLspLogitsProcessor \
        --logprobs-mode processed_logprobs --max-logprobs 128

Requests without `vllm_xargs["cpc_lsp"]` are not touched: the server may serve other clients.
The tokenizer's token bytes are read on the first cpc-lsp request, not at engine start.
"""

from __future__ import annotations

import logging
import threading

from vllm.v1.sample.logits_processor import AdapterLogitsProcessor

from decoding.served.protocol import BadArgs, decode

log = logging.getLogger("cpc-lsp.vllm")


class CpcLspLogitsProcessor(AdapterLogitsProcessor):
    def __init__(self, vllm_config, device, is_pin_memory: bool) -> None:
        super().__init__(vllm_config, device, is_pin_memory)
        self._tokenizer_name = vllm_config.model_config.tokenizer
        self._core = None
        self._lock = threading.Lock()

    @classmethod
    def validate_params(cls, sampling_params) -> None:
        # Runs in the API server: a malformed request gets HTTP 400 with the reason.
        try:
            decode(sampling_params.extra_args)
        except BadArgs as error:
            raise ValueError(str(error)) from None

    def is_argmax_invariant(self) -> bool:
        return False  # it decides which token wins, greedy included

    def new_req_logits_processor(self, params):
        args = decode(params.extra_args)
        if args is None:
            return None
        try:
            return _Guarded(self._rows().for_request(args))
        except Exception:  # an exception here would stop the engine for every user
            log.exception("cpc-lsp request left unconstrained: its set-up failed")
            return None

    def _rows(self):
        with self._lock:
            if self._core is None:
                from transformers import AutoTokenizer

                from decoding.served.rows import RowProcessor

                tokenizer = AutoTokenizer.from_pretrained(self._tokenizer_name, trust_remote_code=False)
                self._core = RowProcessor(tokenizer)
                log.info("cpc-lsp logits processor ready for %s", self._tokenizer_name)
            return self._core


class _Guarded:
    """A failing row leaves that request unconstrained instead of stopping the engine."""

    def __init__(self, row) -> None:
        self.row = row

    def __call__(self, prompt_ids, output_ids, logits):
        if self.row is None:
            return logits
        try:
            return self.row(prompt_ids, output_ids, logits)
        except Exception:
            log.exception("cpc-lsp request left unconstrained from here on")
            self.row = None
            return logits
