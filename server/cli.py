"""`cpc-lsp`: the language server (stdio or TCP) and a one-shot `complete` command.

`cpc-lsp complete FILE:LINE:COL` runs the same pipeline the server runs, so what it prints is
what an editor would show at that position.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import logging
import os
import sys
import time
from pathlib import Path

DESCRIPTION = """\
LLM ghost-text completions for TypeScript that start exactly with what you typed
(character prefix conditioning), over the Language Server Protocol.

  cpc-lsp                      run the language server on stdin/stdout (same as --stdio)
  cpc-lsp --tcp --port 2087    run it on a TCP socket (127.0.0.1 unless --host says otherwise)
  cpc-lsp complete FILE:LINE:COL
                               print the completion an editor would show at that position
                               (LINE and COL count from 1; COL counts characters)
  cpc-lsp serve-vllm [MODEL] [vLLM flags]
                               start vLLM's server for a team (run it in vLLM's environment)

The model is the embedded SmolLM2-135M unless --model names a hub model or a local folder
(config.json, tokenizer and *.safetensors). It runs on CUDA (bf16) when there is a GPU, else on
the CPU (fp32). The cache of converted models is in $CPC_LSP_CACHE or the user cache directory.
"""


def _model_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", default=os.environ.get("CPC_LSP_MODEL"),
                        help="hub name or local folder of a causal LM (default: $CPC_LSP_MODEL, else the embedded SmolLM2-135M)")
    parser.add_argument("--device", default=os.environ.get("CPC_LSP_DEVICE", "auto"),
                        help="auto (default: CUDA when there is a GPU), cpu or cuda; or $CPC_LSP_DEVICE")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cpc-lsp", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    transport = parser.add_mutually_exclusive_group()
    transport.add_argument("--stdio", action="store_true", help="serve LSP on stdin/stdout (the default)")
    transport.add_argument("--tcp", action="store_true", help="serve LSP on a TCP socket")
    parser.add_argument("--host", default="127.0.0.1", help="TCP address to bind (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=2087, help="TCP port (default 2087)")
    parser.add_argument("--log-file", help="also write the server's log to this file")
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug details to stderr")
    _model_arguments(parser)
    commands = parser.add_subparsers(dest="command", metavar="complete")
    complete = commands.add_parser(
        "complete",
        help="print the completion at FILE:LINE:COL",
        description="Print the completion an editor would show at FILE:LINE:COL (1-based line and column).",
    )
    complete.add_argument("location", metavar="FILE:LINE:COL")
    _model_arguments(complete)
    complete.add_argument("--max-tokens", type=int, default=32, help="most tokens to generate (default 32)")
    complete.add_argument("--multiline", choices=("auto", "always", "never"), default="auto",
                          help="auto (default): one line after code, a block on an empty line")
    complete.add_argument("--temperature", type=float, default=0.0, help="0 (default) is greedy")
    complete.add_argument("--top-p", type=float, default=0.95)
    complete.add_argument("--seed", type=int)
    complete.add_argument("--cpc", choices=("exact", "naive", "healing"), default=None,
                          help="character prefix conditioning method")
    complete.add_argument("--no-types", action="store_true", help="do not constrain to code that can still type-check")
    complete.add_argument("--no-fim", action="store_true",
                          help="prompt with the text before the cursor only, even when the model knows fill-in-the-middle")
    complete.add_argument("--deadline-ms", type=int, default=None,
                          help="generate for at most this long after the prompt (default 10000; stop reason 'deadline')")
    complete.add_argument("--json", action="store_true",
                          help="print JSON: text, the range it replaces, timings, token count")
    serve = commands.add_parser(
        "serve-vllm", help="start vLLM's OpenAI-compatible server with cpc-lsp's logits processor",
        description="Start vLLM's server (python -m vllm.entrypoints.openai.api_server) with the flags cpc-lsp "
                    "needs; other flags go to vLLM unchanged. Run it with the Python of vLLM's environment.")
    serve.add_argument("model", nargs="?", help="hub name or folder (default: the embedded SmolLM2-135M)")
    serve.add_argument("vllm_flags", nargs=argparse.REMAINDER, help="flags for vLLM, e.g. --port 8000 --enforce-eager")
    return parser


class UsageError(Exception):
    pass


def parse_location(location: str) -> tuple[Path, int, int]:
    try:
        path, line, column = location.rsplit(":", 2)
        line_number, column_number = int(line), int(column)
    except ValueError:
        raise UsageError(f"expected FILE:LINE:COL, got {location!r}") from None
    if line_number < 1 or column_number < 1:
        raise UsageError(f"LINE and COL count from 1, got {line_number}:{column_number}")
    return Path(path), line_number, column_number


def cursor_offset(text: str, line: int, column: int) -> int:
    """Offset of 1-based LINE:COL (COL in characters; one past the line's end is its end)."""
    lines = text.split("\n")
    if line > len(lines):
        raise UsageError(f"line {line} is past the end of the file ({len(lines)} lines)")
    content = lines[line - 1].rstrip("\r")
    if column > len(content) + 1:
        raise UsageError(f"column {column} is past the end of line {line} ({len(content)} characters)")
    return sum(len(previous) + 1 for previous in lines[: line - 1]) + column - 1


def run_complete(args: argparse.Namespace) -> int:
    from decoding.model_loading import ModelLoadError
    from decoding.pipeline import Completer, CompletionOptions

    path, line, column = parse_location(args.location)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {path}: {error}") from None
    cursor = cursor_offset(text, line, column)
    try:
        changes = dict(
            max_tokens=args.max_tokens, multiline=args.multiline, temperature=args.temperature,
            top_p=args.top_p, seed=args.seed, type_constraint=not args.no_types, fim=not args.no_fim,
        )
        if args.deadline_ms is not None:
            changes["deadline_ms"] = args.deadline_ms
        if args.cpc:
            changes["cpc_method"] = args.cpc
        options = CompletionOptions().with_changes(**changes)
    except ValueError as error:
        raise UsageError(str(error)) from None
    started = time.perf_counter()
    try:
        completer = Completer.load(args.model, args.device, progress=lambda message: print(f"cpc-lsp: {message}", file=sys.stderr))
    except ModelLoadError as error:
        print(f"cpc-lsp: error: {error}", file=sys.stderr)
        return 1
    load_seconds = time.perf_counter() - started
    completion = completer.complete(text, cursor, options)
    if args.json:
        result = completion.as_dict()
        result["timings"]["model_load_ms"] = round(load_seconds * 1000, 2)
        result["range"] = {"start": _line_col(text, completion.replace_start), "end": _line_col(text, completion.replace_end)}
        print(json.dumps(result, ensure_ascii=False))
        return 0
    timings = completion.timings
    print(
        f"# {path}:{line}:{column}: {completion.tokens} tokens in {timings['total_ms'] / 1000:.2f} s "
        f"(prompt {timings['prompt_ms'] / 1000:.2f} s, decode {timings['decode_ms'] / 1000:.2f} s), "
        f"stopped at {completion.stop_reason}; the ghost text follows the |"
    )
    if completion.fallback:
        print(f"# inexact: {completion.fallback}")
    line_start = text.rfind("\n", 0, cursor) + 1
    print(text[line_start:cursor] + "|" + completion.ghost_text)
    return 0


def _line_col(text: str, offset: int) -> dict:
    """1-based line and column of an offset, as the command line takes them."""
    line_start = text.rfind("\n", 0, offset) + 1
    return {"line": text.count("\n", 0, offset) + 1, "column": offset - line_start + 1}


def run_server(args: argparse.Namespace) -> int:
    from server.settings import Settings
    from server.transport import run_stdio, run_tcp

    settings, problems = Settings().updated({"model": args.model, "device": args.device})
    if problems:
        raise UsageError("; ".join(problems))
    if args.tcp:
        if not _is_loopback(args.host):
            print(f"cpc-lsp: warning: listening on {args.host}, reachable from other machines", file=sys.stderr)
        listening = lambda: print(f"cpc-lsp: listening on {args.host}:{args.port}", file=sys.stderr, flush=True)  # noqa: E731
        try:
            return run_tcp(settings, args.host, args.port, ready=listening)
        except OSError as error:  # the port is taken, or the address is not this machine's
            print(f"cpc-lsp: error: cannot listen on {args.host}:{args.port}: {error.strerror or error}", file=sys.stderr)
            return 1
    return run_stdio(settings)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _configure_logging(args: argparse.Namespace) -> None:
    # Editors show a server's stderr as errors (VS Code labels it so): only warnings go there,
    # unless -v; what the user should see goes through window/logMessage anyway.
    stderr = logging.StreamHandler(sys.stderr)
    stderr.setLevel(logging.DEBUG if args.verbose else logging.WARNING)
    handlers: list[logging.Handler] = [stderr]
    if getattr(args, "log_file", None):
        handlers.append(logging.FileHandler(args.log_file))
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, handlers=handlers,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    for noisy in ("pygls", "transformers", "urllib3", "filelock"):
        logging.getLogger(noisy).setLevel(logging.DEBUG if args.verbose else logging.WARNING)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve-vllm"] and not {"-h", "--help"} & set(argv[1:2]):
        # Everything after it is vLLM's: argparse would claim flags such as --port for cpc-lsp.
        from server.serve_vllm import serve

        rest = argv[1:]
        model = rest.pop(0) if rest and not rest[0].startswith("-") else None
        return serve(model, rest)
    args = parser.parse_args(argv)
    _configure_logging(args)
    try:
        return run_complete(args) if args.command == "complete" else run_server(args)
    except UsageError as error:
        parser.error(str(error))
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
