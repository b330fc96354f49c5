"""presidio's stock AnalyzerEngine, for comparison in the sanitizer benchmarks only.

All its predefined pattern recognizers with default settings and the no_op NLP engine. It
fails open on regex timeouts: never use it to sanitize anything.
"""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""  # never reach the network

from presidio_analyzer import AnalyzerEngine  # noqa: E402
from presidio_analyzer.nlp_engine import NlpEngineProvider  # noqa: E402


def stock_analyzer() -> Callable[[str], list[tuple[int, int, str]]]:
    """A finder: text -> (start, end, entity type) of every stock finding."""
    nlp = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "no_op",
            "models": [{"lang_code": "en", "model_name": "no_op"}],
        }
    ).create_engine()
    engine = AnalyzerEngine(nlp_engine=nlp, supported_languages=["en"])

    def find(text: str) -> list[tuple[int, int, str]]:
        return [(r.start, r.end, r.entity_type) for r in engine.analyze(text, language="en")]

    return find
