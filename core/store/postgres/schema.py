"""The relational schema, as an ordered list of named migrations (never edit a released one:
add the next). Applied by migrate.py, each in its own transaction, recorded in
schema_migrations.

Every text column is COLLATE "C" so that ordering is bytewise, as in LMDB (ids sort by time).
Owner-scoped tables carry owner_id first in their primary key (the Citus distribution
column) and have row-level security forced on them; the four big tables are partitioned by
week (partitions.py makes and drops the partitions, never a DEFAULT one).
"""

from __future__ import annotations

from textwrap import indent

from teambrain.core.store.postgres.rows import micros

T = 'text COLLATE "C"'
TA = 'text[] COLLATE "C"'

_BASE_OWNER_TABLES: tuple[str, ...] = (
    "episodes",
    "events",
    "tool_ids",
    "response_sessions",
    "fallback_sessions",
    "recall_docs",
    "postings",
    "owner_docnums",
    "owner_stats",
    "knowledge",
    "tombstones",
    "reflect_reports",
)
OWNER_TABLES: tuple[str, ...] = (
    *_BASE_OWNER_TABLES,
    "inject_choices",
    "term_df",
    "df_sealed",
    "term_totals",
    "held_results",
)
"""Tables whose every row belongs to one owner: owner_id in the key, row-level security."""

REFERENCE_TABLES: tuple[str, ...] = (
    "audit",
    "ceremonies",
    "decay_weeks",
    "jobs",
    "meta",
    "counters",
)
"""Store-wide tables (Citus reference tables). `rate_windows` is store-wide too, but written
on every request of the team server: distributed by its name, not replicated."""

PARTITIONED: dict[str, tuple[str, str]] = {
    "episodes": ("started_at", "timestamptz"),
    "events": ("requested_at", "timestamptz"),
    "recall_docs": ("t", "seconds"),
    "postings": ("t", "seconds"),
    "term_df": ("week", "seconds"),
}
"""Weekly RANGE partitions: table -> (partition column, how its bounds are spelled)."""

OWNER_SETTING = "teambrain.owner"
POLICY = (
    f"owner_id = current_setting('{OWNER_SETTING}', true)"
    f" OR current_setting('{OWNER_SETTING}', true) = '*'"
)
"""Rows visible (and writable) in a transaction: the acting owner's, or all under '*'."""


def rls_sql(table: str) -> str:
    return (
        f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;\n"
        f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY;\n"
        f"CREATE POLICY owner_scope ON {table} USING ({POLICY}) WITH CHECK ({POLICY});\n"
    )


STATS_MERGE = """ON CONFLICT (owner_id, slot) DO UPDATE SET
    exchanges = s.exchanges + EXCLUDED.exchanges,
    exchange_length = s.exchange_length + EXCLUDED.exchange_length,
    executions = s.executions + EXCLUDED.executions,
    execution_length = s.execution_length + EXCLUDED.execution_length"""
"""How counts inserted into owner_stats `AS s` land: added to the slot's row. One text for
every writer of the statistics (the index functions, retention); the migrations splice it
at their indentation, so their SQL stays as released."""

_ADD_STATS = f"""    INSERT INTO owner_stats AS s (owner_id, slot, exchanges, exchange_length, executions,
            execution_length)
        VALUES (p_owner, floor(random() * 16)::smallint, p_x, p_xl, p_e, p_el)
{indent(STATS_MERGE, " " * 8)};
"""
"""Adding a write's counts into one of the owner's statistics rows (index functions)."""

_HEAD_COLS = ", session_id, at_us, tool_name"
"""recall_docs' copy of its record's head (0007_candidate_heads)."""


def _new_doc(heads: bool, meaning: bool = False) -> str:
    """Numbering a document and writing its row, postings and statistics (both index
    functions); `heads`: the row keeps its record's head too (0007 on); `meaning`: and its
    meaning (0010 on)."""
    cols, values = (_HEAD_COLS, ", p_session, p_at, p_tool") if heads else ("", "")
    if meaning:
        cols, values = cols + ", meaning", values + ", p_meaning"
    return f"""    INSERT INTO owner_docnums AS n (owner_id, next_doc) VALUES (p_owner, 1)
        ON CONFLICT (owner_id) DO UPDATE SET next_doc = n.next_doc + 1
        RETURNING n.next_doc - 1 INTO v_doc;
    INSERT INTO recall_docs (owner_id, doc, t, record_id, kind, dl, terms{cols})
        VALUES (p_owner, v_doc, p_t, p_record, p_kind, p_length, v_terms{values});
    INSERT INTO postings (owner_id, term, t, doc, tf, dl, kind)
        SELECT p_owner, u.term, p_t, v_doc, u.tf, p_dl, p_kind
        FROM unnest(v_terms, string_to_array(p_tfs, ' ')::integer[]) AS u(term, tf);
{_ADD_STATS}"""


_NEW_DOC = _new_doc(heads=False)

_BASE = f"""
CREATE TABLE episodes (
    owner_id {T} NOT NULL,
    id {T} NOT NULL,
    session_id {T} NOT NULL,
    provider {T} NOT NULL,
    model {T} NOT NULL,
    client {T} NOT NULL,
    started_at timestamptz NOT NULL,
    ended_at timestamptz NOT NULL,
    user_digest {T} NOT NULL,
    response_digest {T} NOT NULL,
    continuation boolean NOT NULL,
    status {T} NOT NULL,
    status_detail {T} NOT NULL,
    stop_reason {T} NOT NULL,
    response_id {T} NOT NULL,
    usage jsonb NOT NULL,
    tool_use_ids {TA} NOT NULL,
    sanitizer jsonb NOT NULL,
    agent_id {T} NOT NULL,
    parent_agent_id {T} NOT NULL,
    prompt_digest {T} NOT NULL,
    schema integer NOT NULL,
    PRIMARY KEY (owner_id, id, started_at)
) PARTITION BY RANGE (started_at);
CREATE INDEX episodes_session ON episodes (owner_id, session_id, id);
CREATE INDEX episodes_started ON episodes (started_at);

CREATE TABLE events (
    owner_id {T} NOT NULL,
    id {T} NOT NULL,
    session_id {T} NOT NULL,
    exchange_id {T} NOT NULL,
    tool_id {T} NOT NULL,
    tool_name {T} NOT NULL,
    input_digest {T} NOT NULL,
    result_digest {T},
    is_error boolean,
    requested_at timestamptz NOT NULL,
    result_at timestamptz,
    result_exchange_id {T},
    call_order bigint NOT NULL,
    sanitizer jsonb NOT NULL,
    schema integer NOT NULL,
    PRIMARY KEY (owner_id, id, requested_at)
) PARTITION BY RANGE (requested_at);
CREATE INDEX events_session ON events (owner_id, session_id, id);
CREATE INDEX events_requested ON events (requested_at);

CREATE TABLE tool_ids (
    owner_id {T} NOT NULL,
    session_id {T} NOT NULL,
    tool_id {T} NOT NULL,
    event_id {T} NOT NULL,
    PRIMARY KEY (owner_id, session_id, tool_id)
);

CREATE TABLE response_sessions (
    owner_id {T} NOT NULL,
    response_id {T} NOT NULL,
    session_id {T} NOT NULL,
    PRIMARY KEY (owner_id, response_id)
);

CREATE TABLE fallback_sessions (
    owner_id {T} NOT NULL,
    seed {T} NOT NULL,
    session_id {T} NOT NULL,
    last_at timestamptz NOT NULL,
    PRIMARY KEY (owner_id, seed)
);
CREATE INDEX fallback_sessions_last ON fallback_sessions (last_at);

CREATE TABLE recall_docs (
    owner_id {T} NOT NULL,
    doc integer NOT NULL,
    t bigint NOT NULL,
    record_id {T} NOT NULL,
    kind smallint NOT NULL,
    dl bigint NOT NULL,
    terms {TA} NOT NULL,
    PRIMARY KEY (owner_id, doc, t)
) PARTITION BY RANGE (t);
CREATE INDEX recall_docs_record ON recall_docs USING hash (record_id);

CREATE TABLE postings (
    owner_id {T} NOT NULL,
    term {T} NOT NULL,
    t bigint NOT NULL,
    doc integer NOT NULL,
    tf integer NOT NULL,
    dl integer NOT NULL,
    kind smallint NOT NULL,
    PRIMARY KEY (owner_id, term, t, doc) INCLUDE (tf, dl, kind)
) PARTITION BY RANGE (t);

CREATE TABLE owner_docnums (
    owner_id {T} PRIMARY KEY,
    next_doc bigint NOT NULL
);

CREATE TABLE owner_stats (
    owner_id {T} NOT NULL,
    slot smallint NOT NULL,
    exchanges bigint NOT NULL DEFAULT 0,
    exchange_length bigint NOT NULL DEFAULT 0,
    executions bigint NOT NULL DEFAULT 0,
    execution_length bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (owner_id, slot)
);

CREATE TABLE knowledge (
    owner_id {T} NOT NULL,
    id {T} NOT NULL,
    text {T} NOT NULL,
    origin {T} NOT NULL,
    citations {TA} NOT NULL,
    state {T} NOT NULL,
    visibility {T} NOT NULL,
    flagged boolean NOT NULL,
    flagged_at timestamptz,
    flag_reason {T} NOT NULL,
    injected_count bigint NOT NULL,
    last_injected_at timestamptz,
    retrieved_count bigint NOT NULL,
    last_retrieved_at timestamptz,
    created_at timestamptz NOT NULL,
    created_by {T} NOT NULL,
    decided_at timestamptz,
    decided_by {T} NOT NULL,
    sharing_decided_at timestamptz,
    sharing_decided_by {T} NOT NULL,
    idle_since timestamptz,
    fingerprint bytea NOT NULL,
    sanitizer jsonb NOT NULL,
    history jsonb NOT NULL,
    schema integer NOT NULL,
    PRIMARY KEY (owner_id, id)
);
CREATE INDEX knowledge_id ON knowledge (id);
CREATE INDEX knowledge_state ON knowledge (state, visibility);

CREATE TABLE tombstones (
    owner_id {T} NOT NULL,
    id {T} NOT NULL,
    entry_id {T} NOT NULL,
    at timestamptz NOT NULL,
    rejected_by {T} NOT NULL,
    fingerprint bytea NOT NULL,
    PRIMARY KEY (owner_id, id)
);
CREATE INDEX tombstones_id ON tombstones (id);

CREATE TABLE reflect_reports (
    owner_id {T} NOT NULL,
    day {T} NOT NULL,
    id {T} NOT NULL,
    reflector {T} NOT NULL,
    window_start timestamptz NOT NULL,
    window_end timestamptz NOT NULL,
    dry_run boolean NOT NULL,
    episodes_read bigint NOT NULL,
    proposed bigint NOT NULL,
    filed bigint NOT NULL,
    discarded_uncited bigint NOT NULL,
    discarded_unsupported bigint NOT NULL,
    discarded_single_session bigint NOT NULL,
    skipped_duplicate bigint NOT NULL,
    over_budget bigint NOT NULL,
    budget_left bigint NOT NULL,
    pending_before bigint NOT NULL,
    backpressure boolean NOT NULL,
    error {T} NOT NULL,
    notes jsonb NOT NULL,
    lessons jsonb NOT NULL,
    PRIMARY KEY (owner_id, day, id)
);

CREATE TABLE audit (
    id {T} PRIMARY KEY,
    at timestamptz NOT NULL,
    actor {T} NOT NULL,
    owner_id {T} NOT NULL,
    action {T} NOT NULL,
    entry_id {T} NOT NULL,
    detail jsonb NOT NULL,
    channel {T} NOT NULL
);
CREATE INDEX audit_owner ON audit (owner_id, id);
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit
    FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();

CREATE SEQUENCE ceremony_seq;
CREATE TABLE ceremonies (
    id {T} PRIMARY KEY,
    started_at timestamptz NOT NULL,
    ended_at timestamptz NOT NULL,
    attendees {TA} NOT NULL,
    decisions jsonb NOT NULL,
    ceremony_seq bigint NOT NULL
);

CREATE TABLE decay_weeks (
    week {T} PRIMARY KEY,
    flagged jsonb NOT NULL,
    passes bigint NOT NULL
);

CREATE TABLE jobs (
    name {T} PRIMARY KEY,
    last_period {T} NOT NULL,
    last_run_at timestamptz,
    last_detail jsonb NOT NULL,
    runs bigint NOT NULL,
    lease_holder {T} NOT NULL,
    lease_until timestamptz,
    last_error {T} NOT NULL,
    last_failed_at timestamptz
);

CREATE TABLE meta (
    name {T} PRIMARY KEY,
    value bytea NOT NULL
);

CREATE FUNCTION index_add(
    p_owner text, p_record text, p_t bigint, p_kind smallint, p_length bigint,
    p_dl integer, p_terms text, p_tfs text,
    p_x bigint, p_xl bigint, p_e bigint, p_el bigint
) RETURNS TABLE (doc integer, t bigint, kind smallint, dl bigint, terms text[])
LANGUAGE plpgsql AS $fn$
-- Index one record (the capture path's hottest statement, as a function so its plans are
-- cached per backend: planning it afresh cost more than running it). Runs as the caller:
-- row-level security applies. Takes out the record's previous row and returns it (the
-- caller removes its postings); terms arrive joined by chr(31), frequencies by spaces.
DECLARE
    v_doc integer;
    v_terms text[] := string_to_array(p_terms, chr(31));
BEGIN
    RETURN QUERY
        DELETE FROM recall_docs r WHERE r.owner_id = p_owner AND r.record_id = p_record
        RETURNING r.doc, r.t, r.kind, r.dl, r.terms;
{_NEW_DOC}END $fn$;

CREATE TABLE counters (
    name {T} NOT NULL,
    slot smallint NOT NULL,
    n bigint NOT NULL,
    PRIMARY KEY (name, slot)
);
""" + "".join(rls_sql(t) for t in _BASE_OWNER_TABLES)

_OLD_OUT = f"""        INSERT INTO owner_stats AS s (owner_id, slot, exchanges, exchange_length,
                executions, execution_length)
            VALUES (p_owner, floor(random() * 16)::smallint,
                CASE WHEN v_old.kind = 0 THEN -1 ELSE 0 END,
                CASE WHEN v_old.kind = 0 THEN -v_old.dl ELSE 0 END,
                CASE WHEN v_old.kind = 0 THEN 0 ELSE -1 END,
                CASE WHEN v_old.kind = 0 THEN 0 ELSE -v_old.dl END)
{indent(STATS_MERGE, " " * 12)};
"""
"""index_put's subtraction of a re-indexed record's old row from the owner's statistics."""

_INDEX_PUT = f"""
CREATE FUNCTION index_put(
    p_owner text, p_record text, p_t bigint, p_kind smallint, p_length bigint,
    p_dl integer, p_terms text, p_tfs text,
    p_x bigint, p_xl bigint, p_e bigint, p_el bigint
) RETURNS void
LANGUAGE plpgsql AS $fn$
-- index_add() with its caller's second half moved in: the record's previous row (a
-- re-index) leaves with its postings and statistics here, so the statement returns
-- nothing and a pipelined write need not wait for it.
DECLARE
    v_doc integer;
    v_terms text[] := string_to_array(p_terms, chr(31));
    v_old record;
BEGIN
    FOR v_old IN
        DELETE FROM recall_docs r WHERE r.owner_id = p_owner AND r.record_id = p_record
        RETURNING r.doc, r.t, r.kind, r.dl, r.terms
    LOOP
        DELETE FROM postings p WHERE p.owner_id = p_owner AND p.t = v_old.t
            AND p.doc = v_old.doc AND p.term = ANY(v_old.terms);
{_OLD_OUT}    END LOOP;
{_NEW_DOC}END $fn$;
DROP FUNCTION index_add(text, text, bigint, smallint, bigint, integer, text, text,
    bigint, bigint, bigint, bigint);
"""

_SHARED_SESSION_STATE = f"""
CREATE TABLE inject_choices (
    owner_id {T} NOT NULL,
    session_key {T} NOT NULL,
    ids {TA} NOT NULL,
    carried boolean NOT NULL,
    chosen_at timestamptz NOT NULL,
    PRIMARY KEY (owner_id, session_key)
);
CREATE INDEX inject_choices_chosen ON inject_choices (chosen_at);

CREATE TABLE rate_windows (
    name {T} PRIMARY KEY,
    ends_at timestamptz NOT NULL,
    n bigint NOT NULL
);
CREATE INDEX rate_windows_ends ON rate_windows (ends_at);
""" + rls_sql("inject_choices")
"""Per-session state every gateway and server process shares: the entries of injection's
chosen block per (owner, session), and the team server's rate-limit windows (store-wide,
like counters)."""

_WEEK_OF = "(floor(({t} - 345600)::numeric / 604800) * 604800 + 345600)::bigint"
"""The Monday 00:00 UTC (epoch seconds) of the week holding {t} (partitions.week_start)."""

_DF_ADD = """        INSERT INTO term_df AS d (owner_id, term, week, df)
            SELECT p_owner, u.term, {week}, {n} FROM unnest({terms}) AS u(term)
            ON CONFLICT (owner_id, term, week) DO UPDATE SET df = d.df + EXCLUDED.df;
"""


def _index_put_sealed(heads: bool, meaning: bool = False) -> str:
    """index_put() as 0004 made it, (`heads`) as 0007 remade it with the record's head and
    (`meaning`) as 0010 remade it with the record's meaning: one text, so they stay the same
    function but for what the row keeps."""
    extra = ",\n    p_session text, p_at bigint, p_tool text" if heads else ""
    extra += ", p_meaning bytea" if meaning else ""
    return f"""CREATE FUNCTION index_put(
    p_owner text, p_record text, p_t bigint, p_kind smallint, p_length bigint,
    p_dl integer, p_terms text, p_tfs text,
    p_x bigint, p_xl bigint, p_e bigint, p_el bigint, p_fresh boolean{extra}
) RETURNS void
LANGUAGE plpgsql AS $fn$
-- As 0002's, and a record in a week whose document frequencies are rolled up
-- (t < df_sealed.through) adds to (or, leaving, takes from) term_df as well. A fresh
-- record (never indexed: a new capture's) skips looking for its previous row, which
-- probes every week's partition.
DECLARE
    v_doc integer;
    v_terms text[] := string_to_array(p_terms, chr(31));
    v_old record;
    v_through bigint;
BEGIN
    SELECT s.through INTO v_through FROM df_sealed s WHERE s.owner_id = p_owner;
    IF NOT p_fresh THEN
        FOR v_old IN
            DELETE FROM recall_docs r WHERE r.owner_id = p_owner AND r.record_id = p_record
            RETURNING r.doc, r.t, r.kind, r.dl, r.terms
        LOOP
            DELETE FROM postings p WHERE p.owner_id = p_owner AND p.t = v_old.t
                AND p.doc = v_old.doc AND p.term = ANY(v_old.terms);
            IF v_old.t < v_through THEN
{_DF_ADD.format(week=_WEEK_OF.format(t="v_old.t"), n=-1, terms="v_old.terms")}\
            END IF;
{_OLD_OUT}        END LOOP;
    END IF;
{_new_doc(heads, meaning)}    IF p_t < v_through THEN
{_DF_ADD.format(week=_WEEK_OF.format(t="p_t"), n=1, terms="v_terms")}\
    END IF;
END $fn$;
"""


_ROLLED_UP_DF = f"""
CREATE TABLE term_df (
    owner_id {T} NOT NULL,
    term {T} NOT NULL,
    week bigint NOT NULL,
    df bigint NOT NULL,
    PRIMARY KEY (owner_id, term, week)
) PARTITION BY RANGE (week);

CREATE TABLE df_sealed (
    owner_id {T} PRIMARY KEY,
    through bigint NOT NULL
);

DROP FUNCTION index_put(text, text, bigint, smallint, bigint, integer, text, text,
    bigint, bigint, bigint, bigint);
{_index_put_sealed(heads=False)}""" + "".join(rls_sql(t) for t in ("term_df", "df_sealed"))
"""Document frequencies rolled up per owner, term and week (index.roll_up), so a recall
sums a few rows per term instead of counting every posting: records before an owner's
df_sealed.through are in term_df, later ones are counted from postings. Partitioned by
week like postings, so retention drops a week's counts with its postings."""


def _index_put_fresh(heads: bool, meaning: bool = False) -> str:
    """index_put_fresh() as 0005 made it, (`heads`) as 0007 remade it with each record's
    head, and (`meaning`) as 0010 remade it with each record's meaning."""
    extra = ",\n    p_sessions text[], p_ats bigint[], p_tools text[]" if heads else ""
    cols, values, arrays, names = (
        (_HEAD_COLS, ", r.sess, p_ats[r.i], r.tool", ", p_sessions, p_tools", "sess, tool, ")
        if heads
        else ("", "", "", "")
    )
    if meaning:
        extra += ", p_meanings bytea[]"
        cols, values = cols + ", meaning", values + ", p_meanings[r.i]"
    return f"""
CREATE FUNCTION index_put_fresh(
    p_owner text, p_records text[], p_ts bigint[], p_kinds smallint[], p_lengths bigint[],
    p_dls integer[], p_term_docs integer[], p_terms text, p_tfs text,
    p_x bigint, p_xl bigint, p_e bigint, p_el bigint{extra}
) RETURNS void
LANGUAGE plpgsql AS $fn$
-- index_put() for a batch of one owner's fresh records (never indexed: new captures'):
-- numbered in the order given with one docnum update, their rows, postings and
-- statistics each in one statement. The records' terms arrive in order, joined by chr(31),
-- their frequencies joined by spaces, and p_term_docs gives each term's record (1-based).
-- Text arrays are only unnested, never subscripted (finding an element of a text[] walks
-- the ones before it).
DECLARE
    v_n integer := cardinality(p_records);
    v_first integer;
    v_terms text[] := string_to_array(p_terms, chr(31));
    v_tfs integer[] := string_to_array(p_tfs, ' ')::integer[];
    v_through bigint;
BEGIN
    SELECT s.through INTO v_through FROM df_sealed s WHERE s.owner_id = p_owner;
    INSERT INTO owner_docnums AS n (owner_id, next_doc) VALUES (p_owner, v_n)
        ON CONFLICT (owner_id) DO UPDATE SET next_doc = n.next_doc + v_n
        RETURNING n.next_doc - v_n INTO v_first;
    INSERT INTO recall_docs (owner_id, doc, t, record_id, kind, dl, terms{cols})
        SELECT p_owner, v_first + r.i::integer - 1, p_ts[r.i], r.rec, p_kinds[r.i],
            p_lengths[r.i], coalesce(g.terms, '{{}}'){values}
        FROM unnest(p_records{arrays}) WITH ORDINALITY AS r(rec, {names}i)
        LEFT JOIN (
            SELECT u.i, array_agg(u.term ORDER BY u.j) AS terms
            FROM unnest(v_terms, p_term_docs) WITH ORDINALITY AS u(term, i, j) GROUP BY u.i
        ) AS g ON g.i = r.i;
    INSERT INTO postings (owner_id, term, t, doc, tf, dl, kind)
        SELECT p_owner, u.term, p_ts[u.i], v_first + u.i - 1, u.tf, p_dls[u.i], p_kinds[u.i]
        FROM unnest(v_terms, v_tfs, p_term_docs) AS u(term, tf, i);
    IF p_x <> 0 OR p_xl <> 0 OR p_e <> 0 OR p_el <> 0 THEN
{_ADD_STATS}    END IF;
    IF EXISTS (SELECT 1 FROM unnest(p_ts) AS u(t) WHERE u.t < v_through) THEN
        INSERT INTO term_df AS f (owner_id, term, week, df)
            SELECT p_owner, u.term, {_WEEK_OF.format(t="p_ts[u.i]")}, count(*)
            FROM unnest(v_terms, p_term_docs) AS u(term, i)
            WHERE p_ts[u.i] < v_through GROUP BY 2, 3
            ON CONFLICT (owner_id, term, week) DO UPDATE SET df = f.df + EXCLUDED.df;
    END IF;
END $fn$;
"""


_INDEX_PUT_FRESH = _index_put_fresh(heads=False)
"""Index writes of an outbox batch's captures: two index_put() calls per capture, each five
statements, became one call per owner (core/store/postgres/index.py defers fresh records
to the end of the transaction)."""

_SESSION_TIMES = """
CREATE INDEX episodes_session_at ON episodes (owner_id, session_id, id) INCLUDE (started_at);
DROP INDEX episodes_session;
"""
"""A session's exchanges with their starts, read off the index alone: recall's session
context reads every exchange of its candidates' sessions (hundreds of rows), and fetching
each wide row from the heap for its start cost most of that read. Same keys as the index it
replaces, so writers meet on its pages as before."""

_CANDIDATE_HEADS = f"""
SELECT set_config('{OWNER_SETTING}', '*', true);
ALTER TABLE recall_docs ADD COLUMN session_id {T}, ADD COLUMN at_us bigint,
    ADD COLUMN tool_name {T};
UPDATE recall_docs d SET session_id = e.session_id, at_us = {micros("e.started_at")},
    tool_name = ''
    FROM episodes e WHERE d.kind = 0 AND e.owner_id = d.owner_id AND e.id = d.record_id;
UPDATE recall_docs d SET session_id = e.session_id, at_us = {micros("e.requested_at")},
    tool_name = e.tool_name
    FROM events e WHERE d.kind = 1 AND e.owner_id = d.owner_id AND e.id = d.record_id;
CREATE INDEX recall_docs_session ON recall_docs (owner_id, session_id, record_id)
    INCLUDE (doc, t) WHERE kind = 0;
DROP FUNCTION index_put(text, text, bigint, smallint, bigint, integer, text, text,
    bigint, bigint, bigint, bigint, boolean);
{_index_put_sealed(heads=True)}
DROP FUNCTION index_put_fresh(text, text[], bigint[], smallint[], bigint[], integer[],
    integer[], text, text, bigint, bigint, bigint, bigint);
{_index_put_fresh(heads=True)}"""
"""Each index row keeps its record's head (session, exact time, a call's tool), and the
exchanges' rows are indexed by session: recall ranks its candidates and reads their
session context from the index alone, where it read every candidate from episodes and
events, its sessions' exchanges from episodes and then each neighbour's index row by id
(three reads of a hundred rows or more each). Existing rows are filled from their records;
a row whose record is gone keeps no head, and recall passes it over as it passed over a
record it could not read."""

_TERM_TOTALS = f"""
SELECT set_config('{OWNER_SETTING}', '*', true);
CREATE TABLE term_totals (
    owner_id {T} NOT NULL,
    term {T} NOT NULL,
    df bigint NOT NULL,
    PRIMARY KEY (owner_id, term)
);
INSERT INTO term_totals (owner_id, term, df)
    SELECT owner_id, term, sum(df) FROM term_df GROUP BY owner_id, term HAVING sum(df) <> 0;
CREATE FUNCTION term_totals_follow() RETURNS trigger
LANGUAGE plpgsql AS $fn$
-- Whatever a statement adds to or takes from term_df, term_totals gains or loses: one text
-- for every writer of the rolled-up counts (the roll-up, the index functions, removals).
-- Retention subtracts a week's counts itself before it drops the week (no row trigger
-- fires on a dropped partition).
BEGIN
    IF TG_OP <> 'INSERT' THEN
        INSERT INTO term_totals AS x (owner_id, term, df)
            VALUES (OLD.owner_id, OLD.term, -OLD.df)
            ON CONFLICT (owner_id, term) DO UPDATE SET df = x.df + EXCLUDED.df;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        INSERT INTO term_totals AS x (owner_id, term, df)
            VALUES (NEW.owner_id, NEW.term, NEW.df)
            ON CONFLICT (owner_id, term) DO UPDATE SET df = x.df + EXCLUDED.df;
    END IF;
    RETURN NULL;
END $fn$;
CREATE TRIGGER term_totals_follow AFTER INSERT OR UPDATE OR DELETE ON term_df
    FOR EACH ROW EXECUTE FUNCTION term_totals_follow();
""" + rls_sql("term_totals")
"""Each owner's rolled-up document frequency of a term over all weeks, kept beside the
weekly counts: a recall read a term's row in every week's partition of term_df (a dozen
weeks and more, for each term of the query); it reads one row per term now. Kept by a
trigger on term_df, so it moves exactly when the weekly counts do."""

_REFLECTION_PROVENANCE = """
ALTER TABLE knowledge ADD COLUMN provenance jsonb NOT NULL DEFAULT '[]';
ALTER TABLE reflect_reports ADD COLUMN refused_unsafe bigint NOT NULL DEFAULT 0;
"""
"""A reflected lesson keeps which citations carry the person's words and which tool output or
fetched content (invariant 16), and a day's report counts the lessons the unsafe-instruction
guard refused. Entries filed before it have none: an empty list, as on LMDB."""

_MEANING = f"""
ALTER TABLE recall_docs ADD COLUMN meaning bytea;
CREATE INDEX recall_docs_meaning ON recall_docs (owner_id, doc) WHERE meaning IS NOT NULL;
DROP FUNCTION index_put(text, text, bigint, smallint, bigint, integer, text, text,
    bigint, bigint, bigint, bigint, boolean, text, bigint, text);
{_index_put_sealed(heads=True, meaning=True)}
DROP FUNCTION index_put_fresh(text, text[], bigint[], smallint[], bigint[], integer[],
    integer[], text, text, bigint, bigint, bigint, bigint, text[], bigint[], text[]);
{_index_put_fresh(heads=True, meaning=True)}"""
"""Each exchange's index row keeps its meaning (the sentence model's tag and vector as
signed bytes, core/episodes/meaning.py), written with the row in the same call and dropped
with its week: recall re-ranks its candidates by meaning with what it reads of them already,
and scans the newest meanings of an owner (recall_docs_meaning) for candidates its words
missed. Rows indexed before have none (NULL), and are ranked by their words alone."""

_INJECTED = f"""
ALTER TABLE episodes ADD COLUMN injected {TA} NOT NULL DEFAULT '{{}}';
"""
"""Each exchange keeps the ids of the approved knowledge entries injection added to its
request, in the block's order, so `episodes show` says what the model was given. Exchanges
captured before it have none: an empty array, as on LMDB."""

_EXCHANGE_TIMING = """
ALTER TABLE episodes ADD COLUMN first_byte_at timestamptz;
"""
"""When each exchange's answer began, beside when it started and ended: its time to first
byte and total duration. Exchanges captured before have none (NULL), as on LMDB."""

_HELD_RESULTS = f"""
CREATE TABLE held_results (
    owner_id {T} NOT NULL,
    session_id {T} NOT NULL,
    tool_id {T} NOT NULL,
    result_digest text NOT NULL,
    is_error boolean NOT NULL,
    sanitizer jsonb NOT NULL,
    result_at timestamptz NOT NULL,
    result_exchange_id {T} NOT NULL,
    PRIMARY KEY (owner_id, session_id, tool_id)
);
CREATE INDEX held_results_at ON held_results (result_at);
""" + rls_sql("held_results")
"""A tool result written before the call it answers (two gateways, or two sanitizer
processes, finishing a conversation's exchanges out of order), held until the call's write
takes it; it expires with the episodes."""

MIGRATIONS: list[tuple[str, str]] = [
    ("0001_base", _BASE),
    ("0002_index_put", _INDEX_PUT),
    ("0003_shared_session_state", _SHARED_SESSION_STATE),
    ("0004_rolled_up_df", _ROLLED_UP_DF),
    ("0005_index_put_fresh", _INDEX_PUT_FRESH),
    ("0006_session_times", _SESSION_TIMES),
    ("0007_candidate_heads", _CANDIDATE_HEADS),
    ("0008_term_totals", _TERM_TOTALS),
    ("0009_reflection_provenance", _REFLECTION_PROVENANCE),
    ("0010_meaning", _MEANING),
    ("0011_injected", _INJECTED),
    ("0012_exchange_timing", _EXCHANGE_TIMING),
    ("0013_held_results", _HELD_RESULTS),
]
"""(name, SQL) in the order they apply; a database records the names it has."""
