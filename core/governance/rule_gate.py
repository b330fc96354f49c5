"""Whether a saying states a standing rule: a small logistic model over its form and meaning.

The offline reflector used to ask a list of rule-marker words first and the sentence model
only as a veto or a fallback, so a rule said in words the list lacked ("compose db is
5433", "home quota is tiny, checkpoints live on /scratch") was no rule. Here each signal is
one feature and the weights are fitted (bench/fit_rule_gate.py, on the reflection
benchmark's tuning splits, the threshold chosen leaving one split out): the meaning score
(core/governance/rule_form.py), the rule markers, an explanation's form ("because", "the
reason", "X = Y"), an ask's form (a question, a bare request to act), and whether it names an
exact thing.

With the shipped sentence model the gate also weighs the saying's whole sentence vector
(`MEANING_FILE`, rule_gate_meaning.json beside this file): a task asked again ("Plan staging/data
too.", "Composer require spatie/laravel-sitemap.") and a problem reported ("Worker on staging
can't reach redis.") read apart from a rule by what they mean, where no word list tells "Plan
the data env." from "Plan -out=tfplan, always". Those weights belong to the vectors they were
fitted on, so another configured model gets the form-only weights (`FORM`). Every weight is a
constant: nothing is fitted at run time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from teambrain.core.governance import fitted
from teambrain.core.knowledge.dedup import critical_tokens, fold

if TYPE_CHECKING:
    import numpy as np


_EXPLAINS = re.compile(
    r"\b(?:because|cause|the reason|that'?s why|thats why|which is why|so that|means|"
    r"otherwise|or else|if you|when you|whenever)\b|\s(?:=|->|→)\s"
)
"""An explanation or a condition ("it hangs because...", "401 = you hit 5432"): how an
environment fact is told."""
_QUESTION = re.compile(
    r"\?\s*$|^(?:can|could|would|will|shall|do|does|did|is|are|was|were|have|has) (?:you|we|i|"
    r"it|there|this|that|they|these|those|u)\b|^(?:any idea|anyone know)\b|"
    r"^(?:what|why|how|where|which|who|when)(?:'?s|'?re|'?d)?\b|"
    r"[,;]\s*(?:(?:what|why|how)\b|(?:where|which|who|when) (?:does|do|did|is|are|was|were)\b)"
)
_REQUEST = re.compile(
    r"^(?:(?:ok(?:ay)?|alright|right|good|great|cool|perfect|so),? )?"
    r"(?:pls |please |can you |could you |go ahead and |now |then |also |and )?(?:fix|add|run|"
    r"build|make|check|show|list|update|rename|write|deploy|push|commit|test|train|plot|read|"
    r"open|look|kick|bump|try|do|create|delete|remove|find|get|start|stop|apply|merge|revert|"
    r"install|upgrade|download|clean|move|change|log|print|debug|investigate|refactor|"
    r"implement|wire|set up|explain|summari[sz]e|lint|format|point|put|record|amend|gate|tag|"
    r"ship|release|retry|trigger|drop|split|extract|inline|rewrite|document|"
    r"describe|compare|benchmark|profile|measure|trace|reproduce|review|approve|squash|rebase|"
    r"stash|tidy|sort|group|filter|load|seed|migrate|backfill|generate|scaffold|mock|"
    r"stub|patch|hook|connect|enable|disable|toggle|turn|raise|lower|increase|decrease|cap|"
    r"limit|cache|invalidate|flush|purge|archive|export|import|upload|fetch|pull|sync|clone|"
    r"fork|copy|replace|swap|convert|translate|pin|unpin|label|annotate|skip|silence|"
    r"mute|validate|parse|serialize|render|style|align|resize|scale|roll back|rollback|restart|"
    r"reboot|kill|provision|spin up|tear down|destroy|schedule|notify|send|post|call|query|"
    r"count|join|dig into|finish|continue|proceed|keep going|give|tell|help|figure out|grab|"
    r"pick|draft|prep|prepare|bisect|cut|tighten|loosen|bundle|package|publish|deprecate|"
    r"re-?(?:run|enable|generate|record|build)|set|unset|wrap|handle|catch|ignore|sketch|fill|"
    r"preview|dump|submit|compile|accept|reject|verify|save|paste|close|reopen|assign|ping|"
    r"share|comment|reply|answer|clear|reset|regen|recompute|resolve|address|backport|"
    r"cherry-pick|dedupe|sign|notarize|attach|land|checkout|switch|grep|search|scan|audit|"
    r"analy[sz]e|assess|estimate|evaluate|inspect|examine|cancel|abort|pause|resume|poll|"
    r"init|initiali[sz]e)\b"
)
"""A question, or a request to act ("fix the login test", "ok add the Alagoas extract"): what
an ask looks like. A request with a rule's markers ("run the migrations before the tests") is
how a rule is said too."""
_WANTS = re.compile(
    r"\b(?:needs?|wants?) (?:a|an|another|some|more|new|the new)\b|"
    r"\b(?:would|it'?d) be (?:(?:really|so|very|super|quite) )?"
    r"(?:cool|nice|great|neat|handy|awesome|lovely|useful|helpful)\b|\bnice to have\b|"
    r"\b(?:random|feature|crazy|an) idea\b|\bwish(?:list)?\b"
)
"""Something asked to be built or added ("need an endpoint to re-optimise a route",
"ferryctl needs an --endpoint flag", "would be cool if the operator emitted an Event", "it
would be really nice if CI posted the deltas", "an idea, not yet a request"): an ask, though
"need" is a rule's marker too ("tests need the db up")."""
_REPORTS = re.compile(
    r"\b(?:fails?|failing|failed|broken|breaks|crash(?:es|ed)?|errors?|ooms?|stuck|hangs?|"
    r"timed out|times out|again|still|anymore|any more)\b"
)
"""A problem reported ("the build is broken again", "specs dont run on my machine"): said
about this moment, unless it explains (the model weighs both)."""

REDACTED = re.compile(r"<[A-Z][A-Z_]*>")
"""What the sanitizer put in place of personal data or a secret (`<EMAIL_ADDRESS>`): no
exact thing of the project."""

FEATURES = ("bias", "standing", "marked", "explains", "asks", "reports", "exact", "opens")
WEIGHTS = (-0.26, 0.3, 0.79, 0.69, -0.74, -0.04, 0.73, -1.13)
"""The form-only weights (`FORM`), fitted by bench/fit_rule_gate.py on the eighty-three tuning
splits (the sayings of lessons against the sentences of routine work and distractors; mean
left-out F0.5 0.642); refit when a feature or the tuning splits change."""
THRESHOLD = 0.6
"""A saying at least this likely to the form-only gate is a rule (chosen leaving one tuning
split out: 0.55 and 0.6 tie, and the higher is kept, precision first)."""


def features(
    said: str, lesson: str, standing: float, marked: bool, opens: bool = False
) -> tuple[float, ...]:
    """One saying's features, in FEATURES order: `said` as typed, `lesson` as worded, its
    meaning score in tenths (rule_form.standing spans about -0.5 to 0.5), and whether it was
    typed, without a rule's markers, in the message that opens its session (`opens`): most
    often the task the session is opened for and its context, where a correction comes once
    the agent has acted. A marked rule there ("Always use pnpm here. Now fix the build.") is
    a brief given up front and keeps its weight."""
    folded = fold(said)
    return (
        1.0,
        standing * 10,
        float(marked),
        float(bool(_EXPLAINS.search(folded))),
        float(_asks(said, folded, marked)),
        float(bool(_REPORTS.search(folded))),
        float(bool(critical_tokens(REDACTED.sub(" ", lesson)))),
        float(opens and not marked),
    )


def asks(said: str, marked: bool) -> bool:
    """Whether a saying, as typed, reads as an ask (a question, something wanted built, a
    request to act said without a rule's markers: `marked`), not as a rule told."""
    return _asks(said, fold(said), marked)


def _asks(said: str, folded: str, marked: bool) -> bool:
    """A question, something wanted built, or a request to act said without a rule's
    markers: in English read `folded`, in French, Portuguese, Spanish or German `said` as
    typed."""
    lowered = said.lower()
    return bool(
        _QUESTION.search(folded)
        or _WANTS.search(folded)
        or _QUESTION_ELSEWHERE.search(lowered)
        or ((_REQUEST.search(folded) or _REQUEST_ELSEWHERE.search(lowered)) and not marked)
    )


_REQUEST_ELSEWHERE = re.compile(
    r"^(?:(?:s'il te pla[iî]t|stp|svp|bitte|por favor|pf|ok|alors|dann|agora|ahora|maintenant|"
    r"jetzt|e|et|und|y)\s*,?\s+|[\w./-]+,\s+)?"
    r"(?:ajoute[sz]?|lance[sz]?|roule[sz]?|ex[eé]cute[sz]?|fais|faites|corrige[sz]?|mets|mettez|"
    r"enl[eè]ve[sz]?|retire[sz]?|supprime[sz]?|efface[sz]?|regarde[sz]?|v[eé]rifie[sz]?|"
    r"[eé]cris|[eé]crivez|renomme[sz]?|d[eé]ploie[sz]?|cr[eé]e[sz]?|ouvre[sz]?|ferme[sz]?|"
    r"montre[sz]?|affiche[sz]?|installe[sz]?|d[eé]sinstalle[sz]?|relance[sz]?|pousse[sz]?|"
    r"g[eé]n[eè]re[sz]?|compile[sz]?|d[eé]place[sz]?|remplace[sz]?|"
    r"adiciona|adicione|roda|rode|executa|faz|fa[cç]a|corrija|p[oõ]e|coloca|coloque|tira|"
    r"apaga|apague|olha|verifica|verifique|escreve|escreva|renomeia|muda|mude|testa|cria|crie|"
    r"abre|abra|mostra|mostre|instala|instale|atualiza|atualize|sobe|gera|gere|compila|"
    r"a[nñ]ade|agrega|corre|ejecuta|haz|arregla|pon|quita|borra|revisa|mira|escribe|cambia|"
    r"crea|muestra|actualiza|sube|genera|"
    r"f[uü]ge?|mache?|lauf|f[uü]hre?|schreibe?|[aä]ndere?|l[oö]sche?|pr[uü]fe?|baue?|"
    r"erstelle?|aktualisiere?|zeige?|installiere?|setze?|nimm|entferne?|benenne?)\b"
)
"""A request to act in French, Portuguese, Spanish or German ("ajoute le support", "roda os
testes", "mach das mal"), after a topic ("relink_caches, fais-lui..."): an ask, as its English
twin is. The sentence model reads English; in other languages these words are what tells a
request from a rule."""
_QUESTION_ELSEWHERE = re.compile(
    r"^(?:peux-tu|pourrais-tu|tu peux|est-ce que|pode|podes|consegue|voc[eê] pode|puedes|"
    r"podr[ií]as|kannst du|k[oö]nntest du|k[oö]nnen sie)\b"
)


MEANING_FILE = Path(__file__).with_name("rule_gate_meaning.json")
"""The meaning gate's fitted weights, written by bench/fit_rule_gate.py --meaning."""


@dataclass(frozen=True)
class Gate:
    """One fitted gate: weights over FEATURES and, for the meaning gate, over the sentence
    vector; the likelihood a saying must reach to be a rule; and the likelihood sayings must
    reach in enough of a group's sessions for it to be restated, not said once and echoed
    (0: none asked)."""

    form: tuple[float, ...]
    meaning: tuple[float, ...] = ()
    threshold: float = THRESHOLD
    restated: float = 0.0

    def likelihoods(self, rows: list[tuple[float, ...]], vectors: np.ndarray) -> list[float]:
        """Each saying's probability of being a rule: its FEATURES row and its unit sentence
        vector (read only by the meaning gate)."""
        import numpy as np

        if not rows:
            return []
        z = np.asarray(rows, dtype=np.float64) @ np.asarray(self.form)
        if self.meaning:
            z = z + vectors.astype(np.float64) @ np.asarray(self.meaning)
        return [float(p) for p in 1.0 / (1.0 + np.exp(-z))]


FORM = Gate(WEIGHTS)
"""The gate for any sentence model: form features only."""


def for_model(identity: bytes) -> Gate:
    """The meaning gate when `identity` names the shipped sentence model its weights were
    fitted on, else the form-only gate."""
    from teambrain.core import meaning

    if identity not in meaning.shipped_identities():
        return FORM
    return _meaning_gate() or FORM


@cache
def _meaning_gate() -> Gate | None:
    """The meaning gate from its file, or None when the file was fitted on another pinned model
    (a test keeps the two in step) or cannot be read (a damaged install: said once in the log).
    The form-only gate then stands in: reflection still runs, as it did before this file."""
    return fitted.read(MEANING_FILE, _gate, "reflection reads rules by their form only")


def _gate(weights: dict) -> Gate:
    from teambrain.core import meaning

    return Gate(
        form=fitted.weights(weights, "form", len(FEATURES)),
        meaning=fitted.weights(weights, "meaning", meaning.DIMENSIONS),
        threshold=float(weights["threshold"]),
        restated=float(weights["restated"]),
    )
