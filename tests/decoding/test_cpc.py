"""Character prefix conditioning: exact equals brute-force enumeration; naive and healing are the
biased baselines they are documented to be; the back-off point."""

import re

import pytest
import torch
from transformers import LlamaConfig, LlamaForCausalLM

from decoding.budget import RequestBudget
from decoding.cpc import NoConsistentToken, backoff_point, first_token_distribution, make_conditioner
from decoding.lm_session import LMSession
from decoding.token_bytes import TokenVocabulary
from small_tokenizers import byte_level_tokenizer, sentencepiece_tokenizer

CPC_TEXTS = ["function add(a: number, b: number): number {\n    return a + b;\n}\n",
             "const items = list.filter((item) => item.value !== null);\n"]
CPC_TEXTS_SP = ["function add(a, b) {\n    return a + b;\n}\n", "const value = items.filter(isReady);\n"]

# A hand-made vocabulary with many ways to spell the same text: "retur" is r|e|t|u|r, re|tur,
# ret|ur, " return" covers " retur" in one token, and so on.
PIECES = [b"<eos>", b"a", b"b", b"c", b"e", b"n", b"r", b"t", b"u", b" ", b"  ", b"    ", b"\n", b"\n    ",
          b"re", b"ret", b"retu", b"return", b"tur", b"turn", b"ur", b"urn", b"rn", b" r", b" re", b" ret",
          b" return", b" returns", b" a", b" ab", b"ab", b"abc", b"bc", b"ca", b"cab", b"(", b")", b"()", b"=",
          b"==", b"===", b"=>", b"!", b"!=", b"!==", b"\xc3", b"\xa9", b"\xc3\xa9", b"caf", b"caf\xc3\xa9"]
EOS = 0


def hand_vocab():
    return TokenVocabulary(token_bytes=[b"" if i == EOS else p for i, p in enumerate(PIECES)], excluded={EOS},
                           eos_token_ids={EOS}, scheme="byte-level")


def tiny_llama(vocab_size, seed=0):
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=vocab_size, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
                         initializer_range=0.3)  # peaked distributions, so the methods differ visibly
    config._attn_implementation = "eager"
    return LlamaForCausalLM(config).eval()


@pytest.fixture(scope="module")
def vocab():
    return hand_vocab()


@pytest.fixture(scope="module")
def model():
    return tiny_llama(len(PIECES))


def full_logprobs(model, ids):
    with torch.inference_mode():
        return torch.log_softmax(model(input_ids=torch.tensor([ids]), use_cache=False).logits[0, -1].double(), -1)


def brute_force_first_token(model, token_bytes, excluded, context, prefix):
    """The true conditional by enumerating every token sequence until `prefix` is covered: plain
    full forwards, a linear scan of the vocabulary, no pruning, no cache."""

    def starting_weights(history, remaining):
        logprobs = full_logprobs(model, history)
        weights = {}
        for token, piece in enumerate(token_bytes):
            if token in excluded or not piece:
                continue
            p = float(logprobs[token].exp())
            if piece.startswith(remaining):
                weights[token] = p
            elif remaining.startswith(piece):
                weights[token] = p * sum(starting_weights(history + [token], remaining[len(piece):]).values())
        return weights

    weights = starting_weights(list(context), prefix)
    total = sum(weights.values())
    return {t: w / total for t, w in weights.items() if w > 0}


def total_variation(a, b):
    return 0.5 * sum(abs(a.get(k, 0.0) - b.get(k, 0.0)) for k in set(a) | set(b))


def as_dict(ids, probs):
    return dict(zip(ids.tolist(), probs.tolist()))


def conditioned(method, model, vocab, context, prefix, **options):
    session = LMSession(model)
    logprobs = session.reset(context)
    conditioner = make_conditioner(method, vocab, **options)
    return as_dict(*conditioner.distribution(session, logprobs, prefix)), conditioner, session


CASES = [([1, 2, 9], b" retur"), ([3, 3], b"retu"), ([6, 9, 4], b"\n    re"), ([1], b"!="), ([2, 1], b"caf\xc3"),
         ([5, 5, 5], b"  "), ([7], b"ab")]


@pytest.mark.parametrize("whole_tree_nodes", [64, 0], ids=["one-forward", "depth-by-depth"])
@pytest.mark.parametrize("context,prefix", CASES)
def test_exact_equals_brute_force_enumeration(model, vocab, context, prefix, whole_tree_nodes):
    exact, _, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.0,
                              whole_tree_nodes=whole_tree_nodes)
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, context, prefix)
    assert set(exact) == set(truth)
    for token in truth:
        assert exact[token] == pytest.approx(truth[token], abs=1e-6)


@pytest.mark.parametrize("context,prefix", CASES)
def test_distributions_sum_to_one_over_consistent_tokens_only(model, vocab, context, prefix):
    for method in ("exact", "naive", "healing"):
        result, _, _ = conditioned(method, model, vocab, context, prefix)
        assert sum(result.values()) == pytest.approx(1.0, abs=1e-9)
        for token in result:
            piece = vocab.bytes_of(token)
            assert piece.startswith(prefix) or (len(piece) < len(prefix) and prefix.startswith(piece))


def test_naive_is_measurably_biased_where_exact_is_not(model, vocab):
    context, prefix = [1, 2, 9], b" retur"
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, context, prefix)
    naive, _, _ = conditioned("naive", model, vocab, context, prefix)
    exact, _, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.0)
    pruned, _, _ = conditioned("exact", model, vocab, context, prefix)  # the default 1e-4 relative threshold
    assert total_variation(naive, truth) > 0.05
    assert total_variation(exact, truth) < 1e-6
    assert total_variation(pruned, truth) < 1e-3


def test_healing_takes_only_covering_tokens_when_one_exists(model, vocab):
    healing, _, _ = conditioned("healing", model, vocab, [1, 2], b" retur")
    assert {vocab.bytes_of(t) for t in healing} == {b" return", b" returns"}


def test_healing_falls_back_to_naive_when_no_token_covers_the_prefix(model, vocab):
    healing, _, _ = conditioned("healing", model, vocab, [1, 2], b"cabab")
    naive, _, _ = conditioned("naive", model, vocab, [1, 2], b"cabab")
    assert healing == pytest.approx(naive)


def test_a_large_tree_costs_one_forward_per_depth(model, vocab):
    _, conditioner, session = conditioned("exact", model, vocab, [1, 2, 9], b" retur", prune_threshold=0.0,
                                          whole_tree_nodes=0)
    stats = conditioner.last_stats
    # the reset ran one forward; then one batched lookahead per depth below the root
    assert session.forward_calls == 1 + stats.depth == 1 + stats.forward_calls
    assert stats.depth >= 3 and stats.nodes > stats.depth and stats.pruned_mass == 0.0


def test_a_small_tree_costs_one_forward_and_is_not_pruned(model, vocab):
    context, prefix = [1, 2, 9], b" retur"
    result, conditioner, session = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.3,
                                               whole_tree_nodes=64)
    stats = conditioner.last_stats
    assert stats.depth >= 3 and stats.forward_calls == 1 and stats.pruned_mass == 0.0
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, context, prefix)
    assert total_variation(result, truth) < 1e-6


def test_descending_into_the_tree_reuses_its_lookaheads(model, vocab):
    session = LMSession(model)
    logprobs = session.reset([1, 2, 9])
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0)
    conditioner.distribution(session, logprobs, b" retur")
    token = vocab.tokens_equal_to(b" re")[0]
    logprobs = session.append([token])
    calls = session.forward_calls
    ids, probs = conditioner.distribution(session, logprobs, b"tur")
    assert session.forward_calls == calls, "the subtree under ' re' was evaluated by the previous step"
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, [1, 2, 9, token], b"tur")
    assert total_variation(as_dict(ids, probs), truth) < 1e-6


def test_pruning_accounts_for_the_mass_it_drops(model, vocab):
    context, prefix = [1, 2, 9], b" retur"
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, context, prefix)
    pruned, conditioner, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.3,
                                         whole_tree_nodes=0)
    stats = conditioner.last_stats
    assert stats.pruned_mass > 0
    # dropped branches can only have held pruned_mass of Z: the error is bounded by it
    assert total_variation(pruned, truth) <= stats.pruned_mass / stats.z + 1e-9


@pytest.mark.parametrize("context,prefix", CASES)
def test_a_node_budget_of_zero_gives_the_naive_weights_without_a_lookahead(model, vocab, context, prefix):
    cut, conditioner, session = conditioned("exact", model, vocab, context, prefix, max_tree_nodes=0)
    naive, _, _ = conditioned("naive", model, vocab, context, prefix)
    assert cut == pytest.approx(naive, abs=1e-9)
    assert session.forward_calls == 1 and conditioner.last_stats.evaluated == 0


@pytest.mark.parametrize("max_tree_nodes", [1, 2, 4, 8])
def test_a_tree_cut_by_its_node_budget_errs_by_at_most_the_mass_it_cut(model, vocab, max_tree_nodes):
    context, prefix = [1, 2, 9], b" retur"
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, context, prefix)
    _, exact, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.0, whole_tree_nodes=0)
    z_true = exact.last_stats.z
    cut, conditioner, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.0,
                                      whole_tree_nodes=0, max_tree_nodes=max_tree_nodes)
    stats = conditioner.last_stats
    assert stats.evaluated <= max_tree_nodes and stats.cut_mass > 0
    # each cut node's Z lies in [0, 1] and was taken as 1: its weight is off by at most its reach
    assert total_variation(cut, truth) <= stats.cut_mass / z_true + 1e-9


def test_a_request_budget_is_shared_by_its_steps_and_a_spent_one_costs_no_lookahead(model, vocab):
    session = LMSession(model)
    session.budget = RequestBudget(tree_nodes_left=3)
    logprobs = session.reset([1, 2, 9])
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0, whole_tree_nodes=0)
    remaining, steps = b" retur", []  # (tree nodes left before the step, forwards it made)
    for piece in (b" ", b"r", b"e", b"tur"):  # one spelling, committed a token at a time
        left, calls = session.budget.tree_nodes_left, session.forward_calls
        ids, probs = conditioner.distribution(session, logprobs, remaining)
        steps.append((left, session.forward_calls - calls))
        token = vocab.tokens_equal_to(piece)[0]
        assert as_dict(ids, probs)[token] > 0
        remaining = remaining[len(piece):]
        if remaining:
            logprobs = session.append([token])
    assert session.budget.tree_nodes_used == 3 and session.budget.tree_nodes_left == 0
    assert steps[0][1] >= 1 and any(left == 0 for left, _ in steps), "the budget ran out before the prefix was covered"
    assert all(forwards == 0 for left, forwards in steps if left == 0)
    assert session.budget.cut_steps >= 1 and "naive" in session.budget.notes[0]


def test_sampling_step_by_step_with_exact_gives_each_spelling_its_true_probability(model, vocab):
    """Over a whole covering sequence, the product of the exact q's is p(sequence) / Z(root)."""
    context, prefix = [3, 1], b"retu"
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0)
    z_root = None
    for spelling in ([b"re", b"t", b"u"], [b"r", b"e", b"tur"], [b"retu"], [b"ret", b"urn"]):
        session = LMSession(model)
        logprobs = session.reset(context)
        remaining, q_product, p_product = prefix, 1.0, 1.0
        for piece in spelling:
            token = vocab.tokens_equal_to(piece)[0]
            q = as_dict(*conditioner.distribution(session, logprobs, remaining))
            q_product *= q[token]
            p_product *= float(logprobs[token].exp())
            remaining = remaining[len(piece):]
            logprobs = session.append([token])
            if z_root is None:
                z_root = conditioner.last_stats.z
        assert remaining == b""
        assert q_product == pytest.approx(p_product / z_root, rel=1e-4)  # float32 model noise


def test_no_consistent_token_is_a_clear_error(model, vocab):
    for method in ("exact", "naive", "healing"):
        with pytest.raises(NoConsistentToken, match="no token"):
            conditioned(method, model, vocab, [1], b"xyz")


def test_unknown_method_is_refused(vocab):
    with pytest.raises(ValueError, match="exact, naive, healing"):
        make_conditioner("greedy", vocab)


def test_first_token_distribution_on_plain_transformers_objects():
    tokenizer = byte_level_tokenizer(CPC_TEXTS, vocab_size=300)
    model = tiny_llama(len(tokenizer), seed=1)
    vocab = TokenVocabulary.from_tokenizer(tokenizer)
    context, prefix = "function add(a: number, b: number): number {\n", "    retu"
    ids = tokenizer(context)["input_ids"]
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, ids, prefix.encode())
    exact = first_token_distribution(model, tokenizer, context, prefix, method="exact", prune_threshold=0.0)
    assert total_variation(exact, truth) < 1e-6
    naive = first_token_distribution(model, tokenizer, context, prefix, method="naive")
    # Naive's promise: the model's own p(t), masked to the tokens consistent with the prefix, renormalised.
    logprobs = full_logprobs(model, ids)
    target = prefix.encode()
    consistent = {
        t: float(logprobs[t].exp())
        for t, piece in enumerate(vocab.token_bytes)
        if t not in vocab.excluded and piece and (piece.startswith(target) or target.startswith(piece))
    }
    total = sum(consistent.values())
    assert set(naive) == set(consistent) == set(truth)
    assert naive == pytest.approx({t: p / total for t, p in consistent.items()}, rel=1e-4)


@pytest.mark.parametrize("text,expected", [
    ("  return foo.getEl", "getEl"),  # the partial identifier after an operator
    ("x = a;\nlet val", " val"),  # the word and the space before it
    ("foo();\n    ret", "\n    ret"),  # the indentation and the newline before the word
    ("if (a =", " ="),  # a partial operator
    ("if (a !==", " !=="),
    ("{\n  ", "\n  "),  # partial indentation: the whole whitespace run
])
def test_backoff_point(text, expected):
    assert text[backoff_point(text, len(text)):] == expected


def test_backoff_never_goes_further_than_max_chars():
    text = "x = " + "ab" * 50
    assert backoff_point(text, len(text), max_chars=64) == len(text) - 64
    assert backoff_point(text, 0) == 0
    assert backoff_point("abc def", 5) == 3  # the cursor need not be at the end


@pytest.mark.parametrize("text,expected", [
    ("const x = " + "(" * 20, "(" * 8),  # the reported inputs: never further than 8 into the run
    ("// " + "a" * 64, "a" * 8),
    ("// " + "=" * 40, "=" * 8),
    ("x = ((((((((", " " + "(" * 8),  # a run of 8 is not cut: the space before it still goes
    ("x = ((((((((((", "(" * 8),
    ("\n" + " " * 20, "\n" + " " * 20),  # whitespace runs are left to the covering-tree budget
])
def test_backoff_stops_a_few_characters_into_a_run_of_one_repeated_character(text, expected):
    assert text[backoff_point(text, len(text)):] == expected


def test_first_token_distribution_with_a_sentencepiece_tokenizer_and_its_bos():
    tokenizer = sentencepiece_tokenizer(CPC_TEXTS_SP, vocab_size=200, adds_bos=True)
    model = tiny_llama(len(tokenizer), seed=2)
    vocab = TokenVocabulary.from_tokenizer(tokenizer)
    context, prefix = "function add(a, b) {\n   ", " retu"
    ids = tokenizer(context)["input_ids"]
    assert ids[0] == tokenizer.bos_token_id
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, ids, prefix.encode())
    exact = first_token_distribution(model, tokenizer, context, prefix, method="exact", prune_threshold=0.0)
    assert total_variation(exact, truth) < 1e-6


# The covering tree's decisions at the root, on root log-probs set by hand (the model answers the
# lookaheads below it): which trees are evaluated in one forward, which not at all.

def crafted_root(model, vocab, context, remaining, covering_logprob, prefix_logprob):
    """A session reset to `context`, and root log-probs where every token covering `remaining`
    has `covering_logprob` and every proper prefix of it `prefix_logprob` (others: the model's)."""
    session = LMSession(model)
    logprobs = session.reset(context).double().clone()
    covering = vocab.tokens_starting_with(remaining)
    logprobs[covering] = covering_logprob
    logprobs[torch.tensor(vocab.tokens_prefixing(remaining), dtype=torch.int64)] = prefix_logprob
    return session, logprobs


def test_a_small_tree_whose_root_has_one_proper_prefix_still_costs_one_forward(model, vocab):
    # "tab": only "t" prefixes it at the root; below it "a", then "b" / "bc" cover
    result, conditioner, session = conditioned("exact", model, vocab, [1], b"tab")
    stats = conditioner.last_stats
    assert stats.depth == 2 and stats.forward_calls == 1 and stats.pruned_mass == 0.0
    truth = brute_force_first_token(model, vocab.token_bytes, vocab.excluded, [1], b"tab")
    assert total_variation(result, truth) < 1e-6


def test_children_below_the_pruning_threshold_cost_no_lookahead(model, vocab):
    session, logprobs = crafted_root(model, vocab, [1, 2, 9], b" retur", covering_logprob=0.0,
                                     prefix_logprob=-30.0)  # reach 1e-13 < 1e-4 of the covered mass
    conditioner = make_conditioner("exact", vocab, whole_tree_nodes=64)
    ids, probs = conditioner.distribution(session, logprobs, b" retur")
    stats = conditioner.last_stats
    assert session.forward_calls == 1 and stats.forward_calls == 0 and stats.nodes == 1
    assert set(ids.tolist()) == set(vocab.tokens_starting_with(b" retur").tolist())
    assert stats.pruned_mass == pytest.approx(len(vocab.tokens_prefixing(b" retur")) * torch.tensor(-30.0).exp().item())


def test_with_no_covering_token_even_unlikely_children_are_the_whole_tree(model, vocab):
    # nothing covers "cabab" at the root: the tree is all there is, however unlikely its paths
    session, logprobs = crafted_root(model, vocab, [1], b"cabab", covering_logprob=-30.0, prefix_logprob=-14.0)
    assert vocab.tokens_starting_with(b"cabab").numel() == 0
    conditioner = make_conditioner("exact", vocab)
    conditioner.distribution(session, logprobs, b"cabab")
    stats = conditioner.last_stats
    assert stats.depth >= 2 and stats.forward_calls == 1 and stats.pruned_mass == 0.0


def _stats_with_a_child_at_the_floor(model, vocab, whole_tree_nodes):
    """The stats of a request whose root's children reach exactly the pruning threshold."""
    reach = -9.0
    threshold = float(torch.tensor(reach, dtype=torch.float64).exp())  # the child's reach, to the bit
    session, logprobs = crafted_root(model, vocab, [1, 2, 9], b" retur", covering_logprob=float("-inf"),
                                     prefix_logprob=reach)
    logprobs[vocab.tokens_equal_to(b" return")[0]] = 0.0  # the covered mass is 1
    conditioner = make_conditioner("exact", vocab, prune_threshold=threshold, whole_tree_nodes=whole_tree_nodes)
    conditioner.distribution(session, logprobs, b" retur")
    return conditioner.last_stats


def test_a_child_exactly_at_the_pruning_threshold_is_part_of_the_whole_tree(model, vocab):
    stats = _stats_with_a_child_at_the_floor(model, vocab, whole_tree_nodes=64)
    assert stats.depth >= 3 and stats.forward_calls == 1 and stats.pruned_mass == 0.0


def test_the_pruning_floor_grows_with_all_the_mass_found_so_far(model, vocab):
    # The root covers mass 2 and its children reach 2.5x the threshold: all kept at depth 1.
    # Their children reach at most 2.5x the threshold times a model probability < 0.8, below the
    # floor of the mass found so far (>= 2x the threshold) though above one of the last node's alone.
    threshold = 0.01
    reach = 2.5 * threshold
    session, logprobs = crafted_root(model, vocab, [1, 2, 9], b" retur", covering_logprob=0.0,
                                     prefix_logprob=float(torch.tensor(reach, dtype=torch.float64).log()))
    conditioner = make_conditioner("exact", vocab, prune_threshold=threshold, whole_tree_nodes=0)
    result = as_dict(*conditioner.distribution(session, logprobs, b" retur"))
    # by hand: each root child weighs its reach times the mass covering the rest below it, and
    # every grandchild is dropped
    weights = {t: 1.0 for t in vocab.tokens_starting_with(b" retur").tolist()}
    dropped = 0.0
    for token in vocab.tokens_prefixing(b" retur"):
        rest = b" retur"[len(vocab.bytes_of(token)):]
        below = full_logprobs(model, [1, 2, 9, token]).exp()
        assert float(below[vocab.tokens_prefixing(rest)].max()) < 0.8
        weights[token] = reach * float(below[vocab.tokens_starting_with(rest)].sum())
        dropped += reach * float(below[vocab.tokens_prefixing(rest)].sum())
    total = sum(weights.values())
    stats = conditioner.last_stats
    assert stats.depth == 1 and stats.pruned_mass == pytest.approx(dropped, rel=1e-4)
    assert total_variation(result, {t: w / total for t, w in weights.items() if w > 0}) < 1e-7


def test_a_prefix_every_consistent_token_of_which_is_impossible_is_a_clear_error_without_a_lookahead(model, vocab):
    session, logprobs = crafted_root(model, vocab, [1, 2, 9], b" retur", covering_logprob=float("-inf"),
                                     prefix_logprob=float("-inf"))
    conditioner = make_conditioner("exact", vocab, whole_tree_nodes=64)
    with pytest.raises(NoConsistentToken, match="retur"):
        conditioner.distribution(session, logprobs, b" retur")
    assert session.forward_calls == 1


def test_the_default_tree_bounds_are_the_documented_ones(vocab):
    from decoding.covering_tree import CoveringNode

    conditioner = make_conditioner("exact", vocab)
    # at most 16 paths are evaluated up front ("t aretu" has 16, "café ab" 17)
    assert len(conditioner._covering_paths(b"t aretu")) == 16
    assert conditioner._covering_paths("café ab".encode()) is None
    # at most 256 nodes are expanded per depth, the most likely ones
    children = [CoveringNode(path=(i,), remaining=b"x", reach=1.0 / (i + 2), token_probability=0.5)
                for i in range(300)]
    kept, dropped = conditioner._prune(children, found=1.0, threshold=0.0)
    assert kept == list(range(256))
    assert dropped == pytest.approx(sum(1.0 / (i + 2) for i in range(256, 300)))


@pytest.mark.parametrize("options,message", [
    ({"prune_threshold": 1.0}, r"prune_threshold is a relative mass in \[0, 1\)"),
    ({"prune_threshold": 1.5}, r"prune_threshold is a relative mass in \[0, 1\)"),
    ({"prune_threshold": -0.1}, r"prune_threshold is a relative mass in \[0, 1\)"),
    ({"max_nodes_per_depth": 0}, r"max_nodes_per_depth must be at least 1"),
    ({"max_tree_nodes": -1}, r"max_tree_nodes must be >= 0 \(0: the naive method's weights below the root\)"),
])
def test_the_exact_method_refuses_options_out_of_range_and_says_which(vocab, options, message):
    with pytest.raises(ValueError, match=f"^{message}$"):
        make_conditioner("exact", vocab, **options)


def test_the_exact_method_accepts_the_ends_of_its_option_ranges(vocab):
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0, max_nodes_per_depth=1, max_tree_nodes=0)
    assert (conditioner.prune_threshold, conditioner.max_nodes_per_depth, conditioner.max_tree_nodes) == (0.0, 1, 0)
    assert make_conditioner("exact", vocab, prune_threshold=0.999).prune_threshold == 0.999


def test_a_tree_walked_depth_by_depth_counts_every_evaluated_node(model, vocab):
    _, conditioner, session = conditioned("exact", model, vocab, [1, 2, 9], b" retur", prune_threshold=0.0,
                                          whole_tree_nodes=0)
    stats = conditioner.last_stats
    # nothing was remembered, pruned or cut: every node below the root was evaluated once
    assert stats.depth >= 3 and stats.evaluated == stats.nodes - 1 and stats.cut_mass == 0.0


def test_a_node_budget_holds_for_the_whole_tree_and_the_request_records_its_cut(model, vocab):
    session = LMSession(model)
    session.budget = RequestBudget(tree_nodes_left=100)
    logprobs = session.reset([1, 2, 9])
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0, whole_tree_nodes=0, max_tree_nodes=6)
    conditioner.distribution(session, logprobs, b" retur")
    stats = conditioner.last_stats
    # the root's 4 children, then 2 of the next depth: 6 in all, not 6 per depth
    assert stats.depth == 2 and stats.evaluated == 6 == session.budget.tree_nodes_used
    assert stats.cut_mass > 0 and session.budget.cut_steps == 1
    assert session.budget.cut_mass == pytest.approx(stats.cut_mass / stats.z)


def test_the_node_budget_evaluates_the_most_likely_children_and_remembered_ones_for_free():
    from decoding.covering_tree import CoveringNode, ExactConditioner

    class Memory:
        def remembers(self, path):
            return path == (3,)

    children = [CoveringNode(path=(i,), remaining=b"x", reach=r, token_probability=r)
                for i, r in enumerate([0.1, 0.5, 0.3, 0.05])]
    assert ExactConditioner._within_allowance(Memory(), children, [0, 1, 2, 3], 2) == ([1, 2, 3], [0])
    assert ExactConditioner._within_allowance(Memory(), children, [0, 1, 2, 3], 0) == ([3], [0, 1, 2])


def test_a_node_budget_exactly_the_whole_trees_size_still_evaluates_it_in_one_forward(model, vocab):
    _, whole, _ = conditioned("exact", model, vocab, [1], b"tab", whole_tree_nodes=64)
    size = whole.last_stats.evaluated  # every non-root path of the tree
    _, conditioner, session = conditioned("exact", model, vocab, [1], b"tab", whole_tree_nodes=64,
                                          max_tree_nodes=size)
    stats = conditioner.last_stats
    assert stats.forward_calls == 1 and stats.evaluated == size and stats.cut_mass == 0.0
    _, smaller, _ = conditioned("exact", model, vocab, [1], b"tab", whole_tree_nodes=64, max_tree_nodes=size - 1)
    assert smaller.last_stats.evaluated < size and smaller.last_stats.cut_mass > 0  # one node fewer: cut


def test_a_tree_evaluated_in_one_forward_is_charged_to_the_request_budget(model, vocab):
    session = LMSession(model)
    session.budget = RequestBudget(tree_nodes_left=100)
    logprobs = session.reset([1])
    conditioner = make_conditioner("exact", vocab, whole_tree_nodes=64)
    conditioner.distribution(session, logprobs, b"tab")
    stats = conditioner.last_stats
    assert stats.forward_calls == 1 and stats.evaluated > 0
    assert session.budget.tree_nodes_used == stats.evaluated and session.budget.tree_nodes_left == 100 - stats.evaluated
    assert session.budget.cut_steps == 0 and session.budget.notes == []  # nothing was cut


def test_every_step_a_spent_request_budget_cuts_is_counted(model, vocab):
    session = LMSession(model)
    session.budget = RequestBudget(tree_nodes_left=0)
    logprobs = session.reset([1, 2, 9])
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0, whole_tree_nodes=0)
    for _ in range(3):
        conditioner.distribution(session, logprobs, b" retur")
        assert conditioner.last_stats.cut_mass > 0
    assert session.budget.cut_steps == 3
    assert session.budget.notes == ["covering tree cut by its node budget: naive weights beyond it"]  # once


def test_a_prefix_only_one_token_covers_gives_it_probability_one(model, vocab):
    result, _, _ = conditioned("exact", model, vocab, [1], b")")  # `)` alone covers it; nothing prefixes it
    assert result == {vocab.tokens_equal_to(b")")[0]: pytest.approx(1.0)}


def test_no_consistent_token_quotes_the_first_40_bytes_of_the_prefix(model, vocab):
    remaining = b"xyz" + b"q" * 50
    with pytest.raises(NoConsistentToken, match=re.escape(repr(remaining[:40])) + "$"):
        conditioned("exact", model, vocab, [1], remaining)


@pytest.mark.parametrize("context,prefix", CASES)
def test_with_no_node_budget_the_cut_mass_is_the_probability_of_the_roots_proper_prefixes(model, vocab, context, prefix):
    session = LMSession(model)
    logprobs = session.reset(context)
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0, max_tree_nodes=0)  # every child cut, none pruned
    conditioner.distribution(session, logprobs, prefix)
    prefixes = torch.tensor(vocab.tokens_prefixing(prefix), dtype=torch.int64)
    assert conditioner.last_stats.cut_mass == pytest.approx(float(logprobs[prefixes].double().exp().sum()), abs=1e-12)


@pytest.mark.parametrize("context,prefix", CASES)
def test_the_z_mass_pruning_loses_is_at_most_the_mass_it_reports_pruned(model, vocab, context, prefix):
    # a dropped child of reach r holds at most r of Z(root); drops at every depth count
    _, exact, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=0.0, whole_tree_nodes=0)
    for threshold in (0.05, 0.3, 0.9):
        _, pruned, _ = conditioned("exact", model, vocab, context, prefix, prune_threshold=threshold,
                                   whole_tree_nodes=0)
        stats = pruned.last_stats
        assert -1e-12 <= exact.last_stats.z - stats.z <= stats.pruned_mass + 1e-12, threshold


def test_a_child_exactly_at_the_pruning_floor_is_expanded_depth_by_depth(model, vocab):
    # as above, with the tree walked depth by depth: the root's children sit at the floor itself
    stats = _stats_with_a_child_at_the_floor(model, vocab, whole_tree_nodes=0)
    # the root and every one of its children at the floor were evaluated
    assert stats.depth >= 1 and stats.nodes > len(vocab.tokens_prefixing(b" retur"))


def test_the_children_kept_at_a_depth_are_the_most_likely(model, vocab):
    session = LMSession(model)
    logprobs = session.reset([1, 2, 9])
    conditioner = make_conditioner("exact", vocab, prune_threshold=0.0, whole_tree_nodes=0, max_nodes_per_depth=1)
    result = as_dict(*conditioner.distribution(session, logprobs, b" retur"))
    prefixes = vocab.tokens_prefixing(b" retur")
    likeliest = max(prefixes, key=lambda t: float(logprobs[t]))
    assert {t for t in result if t in prefixes} == {likeliest}


def test_a_conditioner_has_no_stats_before_its_first_step(vocab):
    assert make_conditioner("exact", vocab).last_stats is None
