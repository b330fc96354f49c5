"""The one registry line a provider costs, as a script for the proxy's process.

`mitmdump -s tests/fakes/gemini_registry.py -s addons/entry.py` speaks tests/fakes/gemini.py
beside the providers teambrain ships. A line in addons/providers/registry.py is read by
every process; this one only by the proxy's, so its capture parses in the proxy's own
capture thread (`[sanitizer] workers = 0`).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # `tests` importable here

from teambrain.addons.providers import PROVIDERS  # noqa: E402

from tests.fakes.gemini import GeminiProvider  # noqa: E402

PROVIDERS[GeminiProvider.name] = GeminiProvider()  # type: ignore[index]  # the registry line
