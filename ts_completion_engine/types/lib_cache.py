"""The built-in lib, read once from the package's `lib/*.d.ts` and cached as data.

The first use in a process loads the cache (a pickle in the user cache folder, keyed by the
lib files and the reader's version); when there is none it reads the declaration files
(a few seconds) and writes it. A cache that cannot be read or written is only a slower start.
"""

import hashlib
import os
import pickle
import sys
import time
from pathlib import Path

from .lib_reader import Lib
from .model import ANY

READER_VERSION = 13  # bump when lib_reader or the type data changes shape
LIB_DIR = Path(__file__).parent / "lib"
NODE_MEMBERS = "node_members.txt"  # what @types/node adds to the lib (see add_node_members)
AUGMENTED = "augmented.txt"  # what other packages are known to add, in the same format

_lib = None


def cache_dir():
    base = os.environ.get("CPC_LSP_CACHE") or os.environ.get("XDG_CACHE_HOME")
    if os.environ.get("CPC_LSP_CACHE"):
        return Path(base) / "ts-lib"
    return Path(base or Path.home() / ".cache") / "cpc-lsp" / "ts-lib"


_READER_SOURCES = ("lib_reader.py", "lib_cache.py", "type_parser.py", "utility.py", "model.py")


def lib_files():
    return sorted(LIB_DIR.glob("lib.*.d.ts"))


def _key(files):
    h = hashlib.sha256(f"{READER_VERSION}:{sys.version_info[:2]}".encode())
    for f in _READER_SOURCES:  # the code that reads the lib, so that two versions never share a pickle
        h.update((Path(__file__).parent / f).read_bytes())
    for f in (*files, LIB_DIR / NODE_MEMBERS, LIB_DIR / AUGMENTED):
        st = f.stat()
        h.update(f"{f.name}:{st.st_size}".encode())
    return h.hexdigest()[:16]


def build(files=None):
    """Read the lib files into a fresh ``Lib`` (no cache)."""
    lib = Lib()
    for f in files if files is not None else lib_files():
        lib.read(f.read_text(encoding="utf-8"))
    for listing in (NODE_MEMBERS, AUGMENTED):
        add_node_members(lib, (LIB_DIR / listing).read_text())
    lib.finish()
    return lib


def add_node_members(lib, listing):
    """What `@types/node` adds to the lib's interfaces (``listing``: `Name member ...` lines, made
    by tools/ts-oracle/node-members.mjs): each member it declares becomes `any` (an added overload
    or type is not read), optional where the lib lacks it, except that a lib method it declares
    again keeps its return type (its parameters are not checked: `console.log(s)` is no
    assertion on `s`); `Name *` (a signature added) opens the interface to every member."""
    for line in listing.splitlines():
        name, *added = line.split()
        if name.startswith("#") or name not in lib.interfaces:
            continue
        tp, members, opened, call, bases = lib.interfaces[name]
        if added == ["*"]:
            opened = True
        else:
            members = dict(members)
            for m in added:
                old = members.get(m)
                if old is None:
                    members[m] = (ANY, True)
                elif old[0][0] == "fn" and old[0][1][0] != "pred":
                    members[m] = (("fn", old[0][1]), old[1])
                else:
                    members[m] = (ANY, old[1])
        lib.interfaces[name] = (tp, members, opened, call, bases)


def get_lib(progress=None):
    """The process's lib, loaded from the cache or built (and cached) on first use;
    ``progress(message)`` is told when it has to be built (a few seconds, once per machine)."""
    global _lib
    if _lib is not None:
        return _lib
    files = lib_files()
    path = cache_dir() / f"lib-{_key(files)}.pickle"
    try:
        with open(path, "rb") as fh:
            _lib = pickle.load(fh)
        return _lib
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError):
        pass
    start = time.monotonic()
    if progress is not None:
        progress("reading TypeScript's built-in lib declarations (once)")
    _lib = build(files)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as fh:
            pickle.dump(_lib, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass
    if progress is not None:
        progress(f"built-in lib read in {time.monotonic() - start:.1f} s")
    return _lib
