"""Small tokenizers built in-process, one per scheme the decoder must handle."""

from __future__ import annotations

import json

from tokenizers import AddedToken, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers
from transformers import PreTrainedTokenizerFast

CODE = [
    "function add(a: number, b: number): number {\n    return a + b;\n}\n",
    "const items = list.filter((item) => item.value !== null);\n",
    "export class Point { constructor(public x: number, public y: number) {} }\n",
    "for (let i = 0; i < items.length; i++) { total += items[i]; }\n",
    "let café = 'naïve'; // ünïcödé\n",
]


def byte_level_tokenizer(texts=CODE, vocab_size: int = 400, special: tuple[str, ...] = ()) -> PreTrainedTokenizerFast:
    """A GPT-2 style byte-level BPE (SmolLM2, Qwen, StarCoder) with `special` added tokens."""
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                  special_tokens=["<|endoftext|>", *special])
    tokenizer.train_from_iterator(list(texts) * 3, trainer)
    return PreTrainedTokenizerFast(tokenizer_object=tokenizer, eos_token="<|endoftext|>",
                                   additional_special_tokens=list(special))


def sentencepiece_tokenizer(texts=CODE, vocab_size: int = 250, adds_bos: bool = False) -> PreTrainedTokenizerFast:
    """A Llama-2 style BPE: `▁` for spaces, <0xNN> byte fallback, a decoder that strips the
    leading space its normaliser added; with `adds_bos`, a BOS before every text."""
    trainer_tokenizer = Tokenizer(models.BPE())
    trainer_tokenizer.normalizer = normalizers.Sequence([normalizers.Prepend("▁"), normalizers.Replace(" ", "▁")])
    trainer_tokenizer.train_from_iterator(list(texts) * 3, trainers.BpeTrainer(vocab_size=vocab_size))
    trained = json.loads(trainer_tokenizer.to_str())["model"]
    pieces = ["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(256)]
    pieces += [p for p in trained["vocab"] if p not in pieces]
    merges = [tuple(m) if isinstance(m, list) else tuple(m.split(" ")) for m in trained["merges"]]
    tokenizer = Tokenizer(models.BPE(vocab={p: i for i, p in enumerate(pieces)}, merges=merges,
                                     byte_fallback=True, unk_token="<unk>"))
    tokenizer.normalizer = trainer_tokenizer.normalizer
    tokenizer.decoder = decoders.Sequence([decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(),
                                           decoders.Strip(" ", 1, 0)])
    tokenizer.add_special_tokens([AddedToken(t, special=True) for t in ("<unk>", "<s>", "</s>")])
    if adds_bos:
        tokenizer.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", 1)])
    return PreTrainedTokenizerFast(tokenizer_object=tokenizer, bos_token="<s>", eos_token="</s>", unk_token="<unk>")
