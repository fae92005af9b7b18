import sys
from pathlib import Path

# small_tokenizers.py sits beside the tests that use it (pytest runs with --import-mode=importlib).
sys.path.insert(0, str(Path(__file__).parent))
