"""What a reviewer reads beside a reflected lesson: where it came from, how often, on what.

For one of the owner's entries: per citation, whether the person's own words, a tool call or
fetched content carry it (the provenance reflection stored, or worked out again for an entry
filed before it was kept), the line of the cited exchange that carries it best, and how many
sessions and UTC days the citations span. Citations are read through the owner's own
episodes only (invariant 1): a pruned one says so and shows nothing.
"""

from __future__ import annotations

from teambrain.core.episodes.records import exchange_events
from teambrain.core.errors import NotFound
from teambrain.core.governance.reflect import evidence_parts, sentences
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.dedup import content_terms
from teambrain.core.records.governance import CitationEvidence, ReviewDetail
from teambrain.core.records.knowledge import Source
from teambrain.core.store import Store

MAX_LINE = 240


def review_detail(store: Store, owner: str, entry_id: str) -> ReviewDetail:
    """One of the owner's entries with the evidence of each citation (NotFound otherwise)."""
    entry = knowledge.get_entry(store, owner, entry_id)
    if entry.owner != owner:
        raise NotFound(f"no knowledge entry {entry_id!r} of yours")
    stored = {p.episode_id: p.sources for p in entry.provenance}
    terms = set(content_terms(entry.text))
    cited = []
    with store.read() as txn:
        for episode_id in entry.citations:
            ep = txn.episodes.episode(owner, episode_id)
            if ep is None:
                cited.append(CitationEvidence(id=episode_id, found=False))
                continue
            parts = evidence_parts(ep, exchange_events(txn, owner, ep))
            sources = stored.get(episode_id) or _sources(parts.user, parts.tool, parts.fetched)
            cited.append(
                CitationEvidence(
                    id=episode_id,
                    found=True,
                    session_id=ep.session_id,
                    day=f"{ep.started_at:%Y-%m-%d}",
                    sources=list(sources),
                    line=_best_line(
                        sentences(parts.trusted) or sentences(ep.response_digest), terms
                    ),
                )
            )
    found = [c for c in cited if c.found]
    return ReviewDetail(
        entry=entry,
        sessions=len({c.session_id for c in found}),
        days=len({c.day for c in found}),
        citations=cited,
    )


def _sources(user: str, tool: str, fetched: str) -> list[Source]:
    out: list[Source] = []
    if user.strip():
        out.append("user")
    if tool.strip():
        out.append("tool")
    if fetched.strip():
        out.append("fetched")
    return out


def _best_line(lines: list[str], terms: set[str]) -> str:
    """The line sharing the most content terms with the lesson (the first on a tie)."""
    best = max(lines, key=lambda ln: len(terms & set(content_terms(ln))), default="")
    best = " ".join(best.split())
    return best if len(best) <= MAX_LINE else best[: MAX_LINE - 1] + "…"
