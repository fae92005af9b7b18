"""TokenVocabulary: exact token byte strings and prefix range queries, for both tokenizer schemes."""

import pytest
from tokenizers import Tokenizer, decoders, models
from transformers import PreTrainedTokenizerFast

from decoding.token_bytes import TokenVocabulary, TokenizerNotSupported
from small_tokenizers import CODE, byte_level_tokenizer, sentencepiece_tokenizer


@pytest.fixture(scope="module", params=["byte-level", "sentencepiece"])
def tokenizer_and_vocab(request):
    tokenizer = byte_level_tokenizer(special=("<fim_prefix>",)) if request.param == "byte-level" else sentencepiece_tokenizer()
    return tokenizer, TokenVocabulary.from_tokenizer(tokenizer)


def test_the_scheme_is_recognised():
    assert TokenVocabulary.from_tokenizer(byte_level_tokenizer(special=("<fim_prefix>",))).scheme == "byte-level"
    assert TokenVocabulary.from_tokenizer(sentencepiece_tokenizer()).scheme == "sentencepiece"


@pytest.mark.parametrize("text", CODE + ["emoji 🚀 and 日本語 split into bytes", "\t\ttabs  and\r\nCRLF  "])
def test_token_bytes_concatenate_to_the_text(tokenizer_and_vocab, text):
    tokenizer, vocab = tokenizer_and_vocab
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    joined = b"".join(vocab.bytes_of(i) for i in ids)
    expected = (" " + text if vocab.adds_leading_space else text).encode("utf-8")
    assert joined == expected


def test_byte_level_tokens_hold_partial_utf8_that_decode_cannot_show():
    tokenizer = byte_level_tokenizer(special=("<fim_prefix>",))
    vocab = TokenVocabulary.from_tokenizer(tokenizer)
    ids = tokenizer("🚀", add_special_tokens=False)["input_ids"]
    assert len(ids) == 4 and [vocab.bytes_of(i) for i in ids] == [bytes([b]) for b in "🚀".encode()]
    assert tokenizer.decode(ids[:1]) == "\ufffd"  # why decode([id]) is never used


def test_sentencepiece_space_mark_and_byte_fallback():
    tokenizer = sentencepiece_tokenizer()
    vocab = TokenVocabulary.from_tokenizer(tokenizer)
    assert vocab.adds_leading_space
    assert vocab.bytes_of(tokenizer.convert_tokens_to_ids("<0x0A>")) == b"\n"
    assert vocab.bytes_of(tokenizer.convert_tokens_to_ids("<0xF0>")) == b"\xf0"
    word = next(p for p in tokenizer.get_vocab() if p.startswith("▁") and len(p) > 2)
    assert vocab.bytes_of(tokenizer.convert_tokens_to_ids(word)) == word.replace("▁", " ").encode()


def test_special_and_added_tokens_are_excluded_and_never_returned(tokenizer_and_vocab):
    tokenizer, vocab = tokenizer_and_vocab
    specials = set(tokenizer.all_special_ids)
    assert specials and specials <= vocab.excluded
    assert tokenizer.eos_token_id in vocab.eos_token_ids
    assert all(vocab.bytes_of(t) == b"" for t in specials)
    everything = set(vocab.tokens_starting_with(b"").tolist())
    assert not everything & vocab.excluded
    assert len(everything) == vocab.size - len(vocab.excluded)


def brute_starting_with(vocab, prefix):
    return {i for i in range(vocab.size) if i not in vocab.excluded and vocab.bytes_of(i).startswith(prefix)}


def brute_prefixing(vocab, data):
    return {i for i in range(vocab.size) if i not in vocab.excluded
            and 0 < len(vocab.bytes_of(i)) < len(data) and data.startswith(vocab.bytes_of(i))}


QUERIES = [b"", b" ", b"  ", b"r", b"re", b"ret", b" return", b"return a", b"item", b".", b"=", b"!==", b"\n",
           b"\n    ", b"\xc3", b"\xc3\xa9", b"\xff", b"\xff\xff", b"zzzz", b"caf\xc3\xa9", b"\x00"]


@pytest.mark.parametrize("query", QUERIES)
def test_tokens_starting_with_matches_a_scan(tokenizer_and_vocab, query):
    _, vocab = tokenizer_and_vocab
    assert set(vocab.tokens_starting_with(query).tolist()) == brute_starting_with(vocab, query)


@pytest.mark.parametrize("query", QUERIES)
def test_tokens_prefixing_matches_a_scan(tokenizer_and_vocab, query):
    _, vocab = tokenizer_and_vocab
    found = vocab.tokens_prefixing(query)
    assert len(found) == len(set(found)) and set(found) == brute_prefixing(vocab, query)


def test_a_wrong_byte_mapping_fails_the_self_check():
    tokenizer = byte_level_tokenizer(special=("<fim_prefix>",))
    vocab = TokenVocabulary.from_tokenizer(tokenizer)
    broken = TokenVocabulary(token_bytes=[b.replace(b" ", b"_") for b in vocab.token_bytes],
                             excluded=vocab.excluded, eos_token_ids=vocab.eos_token_ids, scheme="byte-level")
    with pytest.raises(TokenizerNotSupported, match="disagree with tokenizer.decode"):
        broken.check_against(tokenizer)


def test_an_unsupported_decoder_is_refused_with_a_clear_error():
    tokenizer = Tokenizer(models.WordPiece({"[UNK]": 0, "a": 1, "##b": 2}, unk_token="[UNK]"))
    tokenizer.decoder = decoders.WordPiece()
    with pytest.raises(TokenizerNotSupported, match="WordPiece"):
        TokenVocabulary.from_tokenizer(PreTrainedTokenizerFast(tokenizer_object=tokenizer, unk_token="[UNK]"))


@pytest.mark.slow
def test_the_real_smollm2_tokenizer():
    from transformers import AutoTokenizer

    from decoding.model_loading import default_model_dir

    tokenizer = AutoTokenizer.from_pretrained(default_model_dir())
    vocab = TokenVocabulary.from_tokenizer(tokenizer)  # includes the self-check against decode
    assert vocab.scheme == "byte-level" and not vocab.adds_leading_space
    assert vocab.size >= 49152 and tokenizer.eos_token_id in vocab.eos_token_ids
    assert {vocab.bytes_of(i) for i in vocab.tokens_starting_with(b" retu")} == {
        b" return", b" returned", b" returning", b" returns"}
    assert [vocab.bytes_of(i) for i in vocab.tokens_prefixing(b" returnValue")] == [
        b" ", b" r", b" re", b" ret", b" return"]


def test_prefix_queries_match_a_scan_for_arbitrary_byte_strings():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    vocab = TokenVocabulary.from_tokenizer(byte_level_tokenizer(special=("<fim_prefix>",)))
    # mostly bytes that occur in the vocabulary, so that queries hit long ranges, plus a few that do not
    alphabet = sorted({b for piece in vocab.token_bytes for b in piece}) + [0x00, 0xFE, 0xFF]

    pieces = sorted({piece for piece in vocab.token_bytes if piece})
    random_bytes = st.lists(st.sampled_from(alphabet), max_size=8).map(bytes)
    cut_token = st.sampled_from(pieces).flatmap(lambda p: st.integers(0, len(p)).map(lambda k: p[:k]))
    extended_token = st.tuples(st.sampled_from(pieces), random_bytes).map(lambda pair: pair[0] + pair[1])

    @settings(max_examples=300, deadline=None)
    @given(st.one_of(random_bytes, cut_token, extended_token))
    def check(query):
        assert set(vocab.tokens_starting_with(query).tolist()) == brute_starting_with(vocab, query)
        assert set(vocab.tokens_prefixing(query)) == brute_prefixing(vocab, query)

    check()
