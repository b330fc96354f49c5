"""Knowledge search: the scope (approved, own or shared, never episodes), honest empty results,
ranking, and the retrieval counters a search bumps."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core.errors import TeambrainError
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.search import (
    KnowledgeIndex,
    KnowledgeSearchError,
    scope_entries,
    scope_version,
    search_knowledge,
)
from teambrain.core.store import Store

from tests.fakes.reflector_upstream import capture, text_sanitizer

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def sanitizer():
    return text_sanitizer()


def entry(store: Store, sanitizer, owner: str, text: str, *actions: str, clock=None):
    """An entry saved by `owner`, then moved through `actions` by its owner."""
    kwargs = {"clock": clock} if clock else {}
    saved = knowledge.save(store, owner, text, sanitizer=sanitizer, **kwargs)
    for action in actions:
        knowledge.act(store, owner, saved.id, action, **kwargs)
    return knowledge.get_entry(store, owner, saved.id)


# Every configuration an entry can be in, whose it is, and whether ann's scope holds it.
SCOPE = [
    ("ann", (), False, "pending"),
    ("ann", ("approve",), True, "approved private"),
    ("ann", ("approve", "keep_private"), True, "approved, kept private"),
    ("ann", ("approve", "share"), True, "approved and shared"),
    ("ann", ("approve", "flag"), True, "flagged (still approved until a person decides)"),
    ("ann", ("reject",), False, "rejected"),
    ("ann", ("approve", "flag", "quarantine"), False, "quarantined"),
    ("ann", ("approve", "archive"), False, "archived"),
    ("ann", ("approve", "share", "archive"), False, "shared, then archived"),
    ("ben", (), False, "another owner's pending"),
    ("ben", ("approve",), False, "another owner's approved private"),
    ("ben", ("approve", "share"), True, "another owner's shared"),
    (
        "ben",
        ("approve", "share", "flag", "quarantine"),
        False,
        "another owner's shared, quarantined",
    ),
]
TOPICS = [
    "the marmot cluster needs ulimit raised",
    "pin the pelican linter to version 3",
    "heron builds want ccache warmed first",
    "flamingo tests must run serially",
    "the otter service reads OTTER_HOME",
    "walrus migrations go before seeding",
    "narwhal deploys need the VPN up",
    "the puffin cache lives under /var/puffin",
    "toucan logs rotate at midnight UTC",
    "badger backups are encrypted with age",
    "the lemur queue drops messages over 1 MiB",
    "ibex images are built with buildkit",
    "kestrel alerts page the on-call at P1 only",
]


@pytest.fixture
def world(store: Store, sanitizer) -> dict[str, tuple[bool, str]]:
    """One entry per SCOPE row, each about the zebrafish project and a topic of its own."""
    made = {}
    for (owner, actions, visible, label), topic in zip(SCOPE, TOPICS, strict=True):
        e = entry(store, sanitizer, owner, f"In the zebrafish project, {topic}.", *actions)
        made[e.id] = (visible, label)
    return made


def test_the_scope_is_approved_entries_own_or_shared(store: Store, world) -> None:
    result = search_knowledge(store, "ann", "zebrafish project", limit=50)
    found = {h.id for h in result.hits}
    expected = {i for i, (visible, _) in world.items() if visible}
    wrong = {world[i][1] for i in found ^ expected}
    assert not wrong, f"scope wrong for: {sorted(wrong)}"
    with store.read() as txn:
        assert {e.id for e in scope_entries(txn, "ann")} == expected


def test_another_owner_sees_only_their_own_and_the_shared(store: Store, world) -> None:
    result = search_knowledge(store, "ben", "zebrafish project", limit=50)
    labels = sorted(world[h.id][1] for h in result.hits)
    assert labels == [
        "another owner's approved private",
        "another owner's shared",
        "approved and shared",
    ]
    carol = search_knowledge(store, "carol", "zebrafish project", limit=50)
    assert sorted(world[h.id][1] for h in carol.hits) == [
        "another owner's shared",
        "approved and shared",
    ]


def test_episodes_are_never_searched(store: Store, sanitizer, clock) -> None:
    capture(
        store,
        sanitizer,
        owner="ann",
        session="s1",
        at=clock(),
        user="the gannet rollout failed in every region",
    )
    entry(store, sanitizer, "ann", "Roll the gannet service out region by region.", "approve")
    result = search_knowledge(store, "ann", "gannet region", limit=10)
    (hit,) = result.hits
    assert hit.text.startswith("Roll the gannet") and knowledge.get_entry(store, "ann", hit.id)


def test_nothing_relevant_is_an_honest_empty_result(store: Store, sanitizer) -> None:
    entry(store, sanitizer, "ann", "Vacuum the postgres replica weekly.", "approve")
    for query in ("kubernetes ingress certificates", "replica of the grafana dashboards for kafka"):
        result = search_knowledge(store, "ann", query)
        assert result.hits == [] and result.message.startswith("No approved knowledge")
    # the one shared word would be a padded, weak match: only an ungated search shows it
    weak = search_knowledge(store, "ann", "replica of the grafana dashboards for kafka", gate=False)
    assert [h.text for h in weak.hits] == ["Vacuum the postgres replica weekly."]
    assert search_knowledge(store, "ann", "the of and").message.endswith("(only common words).")
    assert search_knowledge(store, "nobody", "postgres replica").hits == []


def test_a_query_sharing_no_word_with_a_lesson_finds_it_by_meaning(store: Store, sanitizer) -> None:
    upgrade = entry(
        store, sanitizer, "ann", "Run the schema upgrade tool before deploying.", "approve"
    )
    entry(
        store, sanitizer, "ann", "Close pull requests that have been idle for 30 days.", "approve"
    )
    entry(store, sanitizer, "ann", "Format Python code with ruff format, not black.", "approve")
    result = search_knowledge(store, "ann", "database migrations")
    assert [h.id for h in result.hits] == [upgrade.id]
    assert result.message.startswith("1 approved knowledge entry")
    for query in ("tell me a joke about cats", "kubernetes ingress certificates", "css bundling"):
        nothing = search_knowledge(store, "ann", query)
        assert nothing.hits == [] and nothing.message.startswith("No approved knowledge")


def test_a_word_the_lesson_lacks_may_be_answered_by_its_meaning(store: Store, sanitizer) -> None:
    """Not every word of a query need be in the lesson: the rest may be said in other words."""
    vacuum = entry(store, sanitizer, "ann", "Vacuum the postgres replica weekly.", "approve")
    entry(store, sanitizer, "ann", "Deploys go out on Tuesdays.", "approve")
    assert [h.id for h in search_knowledge(store, "ann", "postgres maintenance").hits] == [
        vacuum.id
    ]
    assert search_knowledge(store, "ann", "postgres grafana dashboards").hits == []


def test_ranking_best_match_first_with_attribution_and_citations(store: Store, sanitizer) -> None:
    general = entry(store, sanitizer, "ann", "Deploys go out on Tuesdays.", "approve")
    specific = entry(
        store,
        sanitizer,
        "ben",
        "Deploys of the billing service need `make billing-deploy`.",
        "approve",
        "share",
    )
    cited = knowledge.new_entry(
        "ann",
        "Billing invoices are generated by the nightly invoice job.",
        origin=knowledge.REFLECTION,
        at=general.created_at,
        citations=["01EPISODEAAAAAAAAAAAAAAAAA", "01EPISODEBBBBBBBBBBBBBBBBB"],
    )
    store.write(lambda txn: knowledge.file_pending(txn, cited))
    knowledge.approve(store, "ann", cited.id)
    result = search_knowledge(store, "ann", "billing service deploys")
    assert [h.id for h in result.hits] == [specific.id]
    (hit,) = result.hits
    assert (hit.owner, hit.visibility, hit.citations) == ("ben", "team", 0)
    result = search_knowledge(store, "ann", "billing invoice job")
    assert [(h.id, h.citations, h.origin) for h in result.hits] == [(cited.id, 2, "reflection")]
    assert "1 approved knowledge entry match" in result.message


def test_a_search_bumps_retrieval_counters_of_what_it_returns(
    store: Store, sanitizer, clock
) -> None:
    hit = entry(store, sanitizer, "ann", "Warm the gradle daemon before benchmarks.", "approve")
    miss = entry(store, sanitizer, "ann", "Tag releases from the main branch.", "approve")
    shared = entry(
        store, sanitizer, "ben", "Gradle benchmarks need the daemon warm.", "approve", "share"
    )
    first = search_knowledge(store, "ann", "gradle daemon benchmarks", clock=clock)
    assert {h.id for h in first.hits} == {hit.id, shared.id}
    assert all(h.retrieved_count == 1 and h.injected_count == 0 for h in first.hits)
    clock.advance(hours=1)
    search_knowledge(store, "ann", "gradle daemon", clock=clock)
    after = {e.id: e for e in knowledge.list_entries(store, "ann")}
    assert after[hit.id].retrieved_count == 2 and after[hit.id].last_retrieved_at == clock()
    assert after[shared.id].retrieved_count == 2  # someone else's shared entry counts its use too
    assert after[miss.id].retrieved_count == 0 and after[miss.id].last_retrieved_at is None
    assert after[hit.id].injected_count == 0
    before = store.info()
    search_knowledge(store, "ann", "kubernetes", clock=clock)  # no hits: nothing written
    assert knowledge.get_entry(store, "ann", miss.id).retrieved_count == 0
    assert store.info()["map_size"] == before["map_size"]


def test_batched_use_counts_add_up(store: Store, sanitizer, clock) -> None:
    a = entry(store, sanitizer, "ann", "Use the fast linker for debug builds.", "approve")
    q = entry(
        store,
        sanitizer,
        "ann",
        "Never commit the generated schema.",
        "approve",
        "flag",
        "quarantine",
    )
    changed = store.write(
        lambda txn: knowledge.record_use(txn, {a.id: 3, q.id: 2}, at=clock(), kind="injected")
    )
    assert changed == 1  # a quarantined entry is not in use
    assert knowledge.get_entry(store, "ann", a.id).injected_count == 3
    assert knowledge.get_entry(store, "ann", q.id).injected_count == 0


def test_scope_version_moves_with_every_transition(store: Store, sanitizer) -> None:
    def version():
        with store.read() as txn:
            return scope_version(txn)

    seen = [version()]
    e = entry(store, sanitizer, "ann", "Rebase feature branches, never merge main in.")
    seen.append(version())
    for action in ("approve", "flag", "quarantine", "restore"):
        knowledge.act(store, "ann", e.id, action)
        seen.append(version())
    assert len(set(seen)) == len(seen)


@pytest.mark.parametrize(
    ("query", "limit", "message"),
    [("", 5, "empty"), ("   ", 5, "empty"), ("x", 0, "limit"), ("x", 51, "limit")],
)
def test_malformed_requests_are_refused(store: Store, query: str, limit: int, message: str) -> None:
    with pytest.raises(KnowledgeSearchError, match=message):
        search_knowledge(store, "ann", query, limit=limit)
    assert issubclass(KnowledgeSearchError, TeambrainError)


# -- relevance to a conversation (what injection asks) --------------------------------------


def index_of(*texts: str) -> KnowledgeIndex:
    """An index over ann's entries of these texts, a second apart."""
    return KnowledgeIndex(
        [
            knowledge.new_entry("ann", t, origin=knowledge.SAVED, at=T0 + timedelta(seconds=i))
            for i, t in enumerate(texts)
        ]
    )


def test_a_conversation_finds_the_entries_it_is_about() -> None:
    index = index_of(
        "Run the database migrations with make migrate before the integration tests.",
        "The staging deploy needs the VPN; connect with vpnctl up staging first.",
        "Format Python code with ruff format, not black.",
    )
    conversation = (
        "The integration tests fail with 'relation users does not exist' on a fresh database. "
        "Here is the traceback from CI, can you find out why?"
    )
    found = [e.text for e, _ in index.relevant(conversation, 5)]
    assert found == [index.entries[0].text]
    assert index.relevant("tell me a joke about cats", 5) == []
    assert index.relevant("the tests", 5) == []  # one common word is not relevance
    both = index.relevant("deploy staging over the VPN, then run migrations on the database", 5)
    assert {e.text for e, _ in both} == {index.entries[0].text, index.entries[1].text}
    assert (
        len(index.relevant("deploy staging over the VPN, then run the database migrations", 1)) == 1
    )


def test_an_empty_scope_finds_nothing() -> None:
    index = KnowledgeIndex([])
    assert index.relevant("anything at all", 5) == [] and index.search("anything", 5) == ([], 0.0)
