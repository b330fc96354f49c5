"""The optional NER pass: a spaCy pipeline, through presidio, finds PERSON, LOCATION and the
other types only a model finds (`[sanitizer] ner_model`).

Only this module imports presidio and spaCy's pipeline machinery, and only a sanitizer with a
NER model configured imports it: presidio's package imports spaCy and compiles its stock
recognizers' patterns as it loads (about a second), which the default sanitizer, running our
own recognizers, has no use for. Nothing is downloaded: a model that is missing or does not
load raises SanitizerError (fail-closed).
"""

from __future__ import annotations

import os

# tldextract (imported by presidio's stock email recognizer) fetches the public suffix list
# on first use unless this is empty: set before presidio is imported, never reach the network.
os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""

from presidio_analyzer import AnalyzerEngine, RecognizerRegistry  # noqa: E402
from presidio_analyzer.context_aware_enhancers import ContextAwareEnhancer  # noqa: E402
from presidio_analyzer.nlp_engine import NlpArtifacts, NlpEngine, SpacyNlpEngine  # noqa: E402
from teambrain.core.errors import SanitizerError  # noqa: E402

SCORE_THRESHOLD = 0.5
"""A NER finding scored under this is not redacted (presidio's spaCy recognizer scores 0.85)."""
_IDLE = ("parser", "tagger", "lemmatizer", "attribute_ruler", "morphologizer", "senter")
"""Pipeline components NER does not need: switched off, they cost nothing per call."""


def load_ner_engine(model: str) -> NlpEngine:
    """presidio's spaCy engine on the pipeline `model` (an installed package or a pipeline
    directory), loaded here so nothing is ever downloaded, with the components NER does
    not need switched off. Raises SanitizerError when it cannot be loaded."""
    import spacy

    try:
        nlp = spacy.load(model)
    except Exception as e:
        raise SanitizerError(
            "engine_unavailable", f"NER pipeline {model!r} cannot be loaded: {e}"
        ) from e
    if not any(name in nlp.pipe_names for name in ("ner", "entity_ruler", "span_ruler")):
        raise SanitizerError(
            "engine_unavailable",
            f"NER pipeline {model!r} has no entity recognizer (components: "
            f"{', '.join(nlp.pipe_names) or 'none'})",
        )
    nlp.select_pipes(disable=[name for name in nlp.pipe_names if name in _IDLE])
    engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": model}])
    # presidio assigns None to nlp in __init__, so its inferred type refuses the dict load() sets.
    engine.nlp = {"en": nlp}  # type: ignore[assignment]
    return engine


class _FinalScores(ContextAwareEnhancer):
    """Leaves scores as the recognizer set them: presidio's default enhancer would only
    deep-copy every result on every call."""

    def __init__(self) -> None:
        super().__init__(0, 0, 0, 0)

    def enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):  # noqa: ANN001, ANN201
        return raw_results


class NerPass:
    """The model's findings in a text, for the entity types asked of it that it can find."""

    def __init__(self, model: str, entities: frozenset[str]) -> None:
        self._nlp = load_ner_engine(model)
        registry = RecognizerRegistry(supported_languages=["en"])
        registry.add_nlp_recognizer(self._nlp)
        found = {e for r in registry.recognizers for e in r.supported_entities}
        self.entities = sorted(found & entities)
        self._engine = AnalyzerEngine(
            registry=registry,
            nlp_engine=self._nlp,
            supported_languages=["en"],
            default_score_threshold=SCORE_THRESHOLD,
            context_aware_enhancer=_FinalScores(),
        )

    def read(self, text: str) -> NlpArtifacts:
        """Run the pipeline over `text` (the costly part, timed against the call's deadline)."""
        return self._nlp.process_text(text, "en")

    def find(self, text: str, read: NlpArtifacts) -> list[tuple[int, int, str]]:
        """(start, end, entity type) of each entity the pipeline found in `text`."""
        if not self.entities:
            return []
        results = self._engine.analyze(
            text,
            language="en",
            entities=self.entities,
            score_threshold=SCORE_THRESHOLD,
            nlp_artifacts=read,
        )
        return [(r.start, r.end, r.entity_type) for r in results]
